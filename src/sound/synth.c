/* Synthesis building blocks (synth.h). */
#include "synth.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

/* ln(1000): an amplitude falls by 60 dB over t60 seconds when it decays as exp(-T60K t/t60). */
#define T60K 6.907755278982137

int synth_buf_init(SynthBuf *buf, int rate, double seconds)
{
    buf->rate = rate;
    buf->n = seconds > 0 ? (size_t)(seconds * rate + 0.5) : 0;
    buf->s = calloc(buf->n ? buf->n : 1, sizeof *buf->s);
    if (!buf->s) {
        buf->n = 0;
        return -1;
    }
    return 0;
}

void synth_buf_free(SynthBuf *buf)
{
    free(buf->s);
    buf->s = NULL;
    buf->n = 0;
}

void synth_rng_seed(SynthRng *r, uint32_t seed)
{
    r->x = seed ? seed : 0x9e3779b9u;
    /* a few rounds so that nearby seeds give unrelated streams */
    for (int i = 0; i < 8; i++) (void)synth_rng_noise(r);
}

float synth_rng_noise(SynthRng *r)
{
    uint32_t x = r->x;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    r->x = x;
    return (float)((double)(x >> 8) / 8388608.0 - 1.0);
}

double synth_rng_range(SynthRng *r, double lo, double hi)
{
    double u = (synth_rng_noise(r) + 1.0) * 0.5;
    return lo + (hi - lo) * u;
}

void synth_biquad_set(SynthBiquad *f, SynthFilterKind kind, double freq, double q, int rate)
{
    double nyq = rate * 0.45;
    if (freq > nyq) freq = nyq;
    if (freq < 10) freq = 10;
    double w = 2 * M_PI * freq / rate, cw = cos(w), alpha = sin(w) / (2 * q);
    double b0, b1, b2, a0 = 1 + alpha;
    switch (kind) {
    case SYNTH_LOWPASS: b0 = (1 - cw) / 2, b1 = 1 - cw, b2 = (1 - cw) / 2; break;
    case SYNTH_HIGHPASS: b0 = (1 + cw) / 2, b1 = -(1 + cw), b2 = (1 + cw) / 2; break;
    default: /* band-pass, 0 dB peak gain */ b0 = alpha, b1 = 0, b2 = -alpha; break;
    }
    f->b0 = b0 / a0, f->b1 = b1 / a0, f->b2 = b2 / a0;
    f->a1 = -2 * cw / a0, f->a2 = (1 - alpha) / a0;
    f->x1 = f->x2 = f->y1 = f->y2 = 0;
}

void synth_biquad_retune(SynthBiquad *f, SynthFilterKind kind, double freq, double q, int rate)
{
    SynthBiquad old = *f;
    synth_biquad_set(f, kind, freq, q, rate);
    f->x1 = old.x1, f->x2 = old.x2, f->y1 = old.y1, f->y2 = old.y2;
}

float synth_biquad_step(SynthBiquad *f, float x)
{
    double y = f->b0 * x + f->b1 * f->x1 + f->b2 * f->x2 - f->a1 * f->y1 - f->a2 * f->y2;
    f->x2 = f->x1, f->x1 = x;
    f->y2 = f->y1, f->y1 = y;
    return (float)y;
}

/* The index of time t in buf, clamped to the buffer. */
static size_t at_index(const SynthBuf *buf, double t)
{
    if (t <= 0) return 0;
    size_t i = (size_t)(t * buf->rate + 0.5);
    return i > buf->n ? buf->n : i;
}

/* An attack-then-exponential-decay envelope value at time t (seconds from the onset): a
 * raised-cosine rise over attack, then exp decay with time constant tau. */
static double env_ad(double t, double attack, double tau)
{
    if (t < 0) return 0;
    if (t < attack) return 0.5 - 0.5 * cos(M_PI * t / attack);
    return exp(-(t - attack) / tau);
}

void synth_noise_burst(SynthBuf *buf, SynthRng *r, double at, double attack, double decay,
                       double freq, double q, double amp)
{
    SynthBiquad bp, bp2;
    synth_biquad_set(&bp, SYNTH_BANDPASS, freq, q, buf->rate);
    synth_biquad_set(&bp2, SYNTH_BANDPASS, freq, q, buf->rate);
    size_t start = at_index(buf, at);
    size_t len = (size_t)((attack + decay * 8) * buf->rate);
    /* two band-pass stages: a steeper skirt, so that the noise has a pitch-like colour */
    double norm = 2.0 * sqrt(q); /* keeps the level roughly independent of q */
    for (size_t i = 0; i < len && start + i < buf->n; i++) {
        double t = (double)i / buf->rate;
        float x = synth_rng_noise(r);
        float y = synth_biquad_step(&bp2, synth_biquad_step(&bp, x));
        buf->s[start + i] += (float)(amp * norm * y * env_ad(t, attack, decay));
    }
}

void synth_strike(SynthBuf *buf, SynthRng *r, double at, const SynthMode *modes, size_t count,
                  double hardness, double amp)
{
    /* The excitation: a short smooth pulse (a Hann bump, flat in spectrum up to about 1/its
     * length, so the modes sound at the amplitudes asked for) roughened by a little noise for
     * the contact. A harder strike is a shorter pulse and more noise. */
    double contact = 0.0008 - 0.0006 * hardness; /* seconds */
    size_t elen = (size_t)(contact * buf->rate) + 3;
    float *exc = calloc(elen, sizeof *exc);
    if (!exc) return;
    for (size_t i = 0; i < elen; i++) {
        double w = 0.5 - 0.5 * cos(2 * M_PI * (double)i / (double)(elen - 1));
        exc[i] = (float)(w * (1.0 + 0.5 * hardness * synth_rng_noise(r)));
    }
    size_t start = at_index(buf, at);
    for (size_t m = 0; m < count; m++) {
        double f = modes[m].freq;
        if (f <= 0 || f >= buf->rate * 0.45) continue;
        double w = 2 * M_PI * f / buf->rate;
        double rr = exp(-T60K / (modes[m].t60 * buf->rate));
        double c1 = 2 * rr * cos(w), c2 = -rr * rr;
        /* the resonator's impulse response is rr^n sin((n+1)w)/sin(w): scale by sin(w), and by
         * the pulse's area (half its length) so that the mode amplitude does not depend on it */
        double g = amp * modes[m].amp * sin(w) * 2.0 / (double)(elen - 1);
        double y1 = 0, y2 = 0;
        size_t len = (size_t)(modes[m].t60 * 1.2 * buf->rate) + elen;
        for (size_t i = 0; i < len && start + i < buf->n; i++) {
            double x = i < elen ? exc[i] * g : 0;
            double y = c1 * y1 + c2 * y2 + x;
            y2 = y1, y1 = y;
            buf->s[start + i] += (float)y;
        }
    }
    free(exc);
}

void synth_partial(SynthBuf *buf, double at, double freq, double amp, double attack, double t60)
{
    if (freq <= 0 || freq >= buf->rate * 0.45) return;
    size_t start = at_index(buf, at);
    size_t len = (size_t)((attack + t60 * 1.2) * buf->rate);
    size_t rise = (size_t)(attack * buf->rate);
    double w = 2 * M_PI * freq / buf->rate;
    /* a rotating phasor (one complex multiply a sample) instead of sin(); over a few seconds
     * in double precision it drifts by far less than a 16-bit step */
    double c = cos(w), sn = sin(w), re = 1, im = 0;
    double decay = exp(-T60K / (t60 * buf->rate)), e = 1;
    for (size_t i = 0; i < len && start + i < buf->n; i++) {
        double g = i < rise ? 0.5 - 0.5 * cos(M_PI * (double)i / (double)rise) : (e *= decay);
        buf->s[start + i] += (float)(amp * g * im);
        double t = re * c - im * sn;
        im = re * sn + im * c;
        re = t;
    }
}

void synth_pluck(SynthBuf *buf, SynthRng *r, double at, double freq, double amp, double brightness,
                 double t60)
{
    double period = (double)buf->rate / freq;
    /* the two-point average delays by half a sample; the allpass takes up the fraction */
    size_t n = (size_t)floor(period - 0.5);
    if (n < 2) return;
    double d = period - 0.5 - (double)n;
    if (d < 0.1) {
        n--;
        d += 1;
    }
    double ap = (1 - d) / (1 + d);
    float *line = calloc(n, sizeof *line);
    if (!line) return;
    /* the excitation: noise, low-passed for a softer (thumb) pluck, without DC */
    SynthBiquad lp, lp2;
    synth_biquad_set(&lp, SYNTH_LOWPASS, freq * (2 + 14 * brightness), 0.7, buf->rate);
    synth_biquad_set(&lp2, SYNTH_LOWPASS, freq * (2 + 14 * brightness), 0.7, buf->rate);
    double mean = 0;
    for (size_t i = 0; i < n; i++) { /* two stages: the pluck's hiss falls off steeply */
        line[i] = synth_biquad_step(&lp2, synth_biquad_step(&lp, synth_rng_noise(r)));
        mean += line[i];
    }
    mean /= (double)n;
    for (size_t i = 0; i < n; i++) line[i] -= (float)mean;
    /* loss per round trip so that the fundamental falls 60 dB in t60 */
    double loss = exp(-T60K / (t60 * freq));
    size_t start = at_index(buf, at);
    size_t len = (size_t)(t60 * 1.1 * buf->rate);
    size_t pos = 0;
    double prev = 0, ap_x1 = 0, ap_y1 = 0;
    /* a 2 ms fade-in hides the step that a noise-filled delay line starts with */
    size_t fade = (size_t)(0.002 * buf->rate);
    for (size_t i = 0; i < len && start + i < buf->n; i++) {
        double x = line[pos];
        double avg = 0.5 * (x + prev);
        prev = x;
        double y = ap * avg + ap_x1 - ap * ap_y1;
        ap_x1 = avg, ap_y1 = y;
        line[pos] = (float)(y * loss);
        if (++pos == n) pos = 0;
        double g = i < fade ? 0.5 - 0.5 * cos(M_PI * (double)i / fade) : 1.0;
        buf->s[start + i] += (float)(amp * g * x);
    }
    free(line);
}

/* sin(x) from a table of `SINE_TABLE` + 1 entries with linear interpolation: an error under
 * 1e-7, far below a 16-bit step, at a fraction of the cost of sin(). */
#define SINE_TABLE 8192
static double table_sin(const float *tab, double x)
{
    double p = x * (SINE_TABLE / (2 * M_PI));
    p -= floor(p / SINE_TABLE) * SINE_TABLE;
    size_t i = (size_t)p;
    if (i >= SINE_TABLE) i = SINE_TABLE - 1;
    double f = p - (double)i;
    return tab[i] + (tab[i + 1] - tab[i]) * f;
}

void synth_fm(SynthBuf *buf, double at, const SynthFmVoice *v)
{
    float *tab = malloc((SINE_TABLE + 1) * sizeof *tab);
    if (!tab) return;
    for (size_t i = 0; i <= SINE_TABLE; i++) tab[i] = (float)sin(2 * M_PI * (double)i / SINE_TABLE);
    size_t start = at_index(buf, at);
    size_t len = (size_t)((v->len + v->release) * buf->rate);
    double rel_tau = v->release / T60K * 2.5;
    double phase_c = 0, phase_m = 0, f = v->freq;
    for (size_t i = 0; i < len && start + i < buf->n; i++) {
        double t = (double)i / buf->rate;
        double e;
        if (t < v->attack)
            e = 0.5 - 0.5 * cos(M_PI * t / v->attack);
        else if (t < v->attack + v->decay)
            e = 1 - (1 - v->sustain) * (t - v->attack) / v->decay;
        else
            e = v->sustain;
        if (t > v->len) {
            double tr = t - v->len;
            e *= exp(-tr / rel_tau) *
                 (tr < v->release ? 0.5 + 0.5 * cos(M_PI * tr / v->release) : 0);
        }
        if ((i & 15) == 0) { /* the vibrato at a control rate: it moves at 5 Hz */
            double vib = 0;
            if (t > v->attack * 2)
                vib = v->vibrato * (1 - exp(-(t - v->attack * 2) * 4)) * sin(2 * M_PI * 5.3 * t);
            /* 2^(vib/12) to second order: vib is a tenth of a semitone */
            double x = vib * 0.057762265046662105;
            f = v->freq * (1 + x + 0.5 * x * x);
        }
        phase_c += 2 * M_PI * f / buf->rate;
        phase_m += 2 * M_PI * f * v->ratio / buf->rate;
        double y = table_sin(tab, phase_c + v->index * e * table_sin(tab, phase_m));
        buf->s[start + i] += (float)(v->amp * e * y);
    }
    free(tab);
}

void synth_fade(SynthBuf *buf, double in_seconds, double out_seconds)
{
    size_t in = (size_t)(in_seconds * buf->rate), out = (size_t)(out_seconds * buf->rate);
    if (in > buf->n) in = buf->n;
    if (out > buf->n) out = buf->n;
    for (size_t i = 0; i < in; i++) buf->s[i] *= (float)(0.5 - 0.5 * cos(M_PI * (double)i / in));
    for (size_t i = 0; i < out; i++)
        buf->s[buf->n - 1 - i] *= (float)(0.5 - 0.5 * cos(M_PI * (double)i / out));
}

double synth_peak(const SynthBuf *buf)
{
    double p = 0;
    for (size_t i = 0; i < buf->n; i++)
        if (fabs(buf->s[i]) > p) p = fabs(buf->s[i]);
    return p;
}

double synth_rms(const SynthBuf *buf)
{
    if (!buf->n) return 0;
    double sum = 0;
    for (size_t i = 0; i < buf->n; i++) sum += (double)buf->s[i] * buf->s[i];
    return sqrt(sum / (double)buf->n);
}

void synth_level(SynthBuf *buf, double rms_target, double peak_limit)
{
    double rms = synth_rms(buf), peak = synth_peak(buf);
    if (rms <= 0 || peak <= 0) return;
    double g = rms_target / rms;
    if (peak * g > peak_limit) g = peak_limit / peak;
    for (size_t i = 0; i < buf->n; i++) buf->s[i] *= (float)g;
}

double synth_db(double db) { return pow(10.0, db / 20.0); }
