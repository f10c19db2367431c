/* Synthesis building blocks for the game's sounds: a mono float buffer, a seeded noise source,
 * resonators (modal synthesis), biquad filters, a plucked string, an FM voice and the finishing
 * steps (fades, level). Pure C11 and libm; no SDL, no clock, no global state. */
#ifndef TROUBADOUR_SYNTH_H
#define TROUBADOUR_SYNTH_H

#include <stddef.h>
#include <stdint.h>

/* Samples in [-1, 1], mono. */
typedef struct SynthBuf {
    float *s;
    size_t n;
    int rate;
} SynthBuf;

/* Allocates seconds of silence at rate. Returns 0, or -1 when out of memory (buf emptied). */
int synth_buf_init(SynthBuf *buf, int rate, double seconds);
void synth_buf_free(SynthBuf *buf);

/* A small deterministic random stream (xorshift32); a seed of 0 is replaced by a constant. */
typedef struct SynthRng {
    uint32_t x;
} SynthRng;
void synth_rng_seed(SynthRng *r, uint32_t seed);
/* Uniform in [-1, 1). */
float synth_rng_noise(SynthRng *r);
/* Uniform in [lo, hi). */
double synth_rng_range(SynthRng *r, double lo, double hi);

/* A biquad (RBJ cookbook), run in place over a span of samples. */
typedef struct SynthBiquad {
    double b0, b1, b2, a1, a2;
    double x1, x2, y1, y2;
} SynthBiquad;
typedef enum { SYNTH_LOWPASS, SYNTH_HIGHPASS, SYNTH_BANDPASS } SynthFilterKind;
void synth_biquad_set(SynthBiquad *f, SynthFilterKind kind, double freq, double q, int rate);
/* Changes the response, keeping the filter's state (a sweep without clicks). */
void synth_biquad_retune(SynthBiquad *f, SynthFilterKind kind, double freq, double q, int rate);
float synth_biquad_step(SynthBiquad *f, float x);

/* A short noise burst at `at` seconds: attack and decay in seconds, band-passed around freq
 * with quality q, peak amplitude amp. Used both as audible contact noise and as the excitation
 * of resonators. */
void synth_noise_burst(SynthBuf *buf, SynthRng *r, double at, double attack, double decay,
                       double freq, double q, double amp);

/* A resonator bank excited by a noise burst: the body of a struck object (wood, a bell bar, a
 * drum). Each mode has a frequency in Hz, an amplitude and a decay time (to -60 dB, seconds).
 * `hardness` (0..1) sets how short and bright the strike is. */
typedef struct SynthMode {
    double freq, amp, t60;
} SynthMode;
void synth_strike(SynthBuf *buf, SynthRng *r, double at, const SynthMode *modes, size_t count,
                  double hardness, double amp);

/* A sine partial with an attack and an exponential decay (to -60 dB after t60 seconds), for
 * bells and chimes built additively. */
void synth_partial(SynthBuf *buf, double at, double freq, double amp, double attack, double t60);

/* A plucked string (Karplus-Strong with a tuning allpass): a lute note. brightness 0..1,
 * t60 the decay time of the fundamental in seconds. */
void synth_pluck(SynthBuf *buf, SynthRng *r, double at, double freq, double amp, double brightness,
                 double t60);

/* A two-operator FM voice (carrier:modulator 1:ratio) with an attack-decay-sustain-release
 * envelope that also drives the modulation index: brass when ratio is 1. Lasts `len` seconds
 * plus the release. Light vibrato after the attack. */
typedef struct SynthFmVoice {
    double freq, ratio, index, amp;
    double attack, decay, sustain, release, len;
    double vibrato; /* depth in semitones */
} SynthFmVoice;
void synth_fm(SynthBuf *buf, double at, const SynthFmVoice *v);

/* Finishing: a raised-cosine fade over the first and last seconds of the buffer. */
void synth_fade(SynthBuf *buf, double in_seconds, double out_seconds);
/* Peak and RMS (linear) of the buffer. */
double synth_peak(const SynthBuf *buf);
double synth_rms(const SynthBuf *buf);
/* Scales the buffer so that its RMS is rms_target, unless that would put the peak above
 * peak_limit, in which case the peak is set to peak_limit (both linear). */
void synth_level(SynthBuf *buf, double rms_target, double peak_limit);
/* Converts decibels relative to full scale to a linear factor. */
double synth_db(double db);

#endif
