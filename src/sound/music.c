/* The music loop (sfx.h): eight bars of a lute in D dorian over a soft drone, 72 beats a
 * minute in three, in a small room. Everything is rendered circularly (a note's tail that runs
 * past the end sounds again at the start; the drone's partials and its swell repeat a whole
 * number of times per loop; the room is run twice round the loop), so that the loop has no
 * seam: the sample after the last is the first. */
#include "sfx.h"

#include <math.h>
#include <stdlib.h>

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

#define BARS            8
#define EIGHTHS_PER_BAR 6

static double note(double midi) { return 440.0 * pow(2.0, (midi - 69.0) / 12.0); }

/* Adds src (rendered from its start) into the loop from position at, wrapping round. */
static void add_wrapped(SynthBuf *loop, const SynthBuf *src, size_t at)
{
    size_t j = at % loop->n;
    for (size_t i = 0; i < src->n; i++) {
        loop->s[j] += src->s[i];
        if (++j == loop->n) j = 0;
    }
}

/* One lute note at eighth number `eighth` of the loop. Returns -1 when out of memory. */
static int lute(SynthBuf *loop, SynthRng *r, double eighth, double midi, double amp,
                double brightness)
{
    SynthBuf tmp;
    double t60 = 2.2 - 0.02 * (midi - 50); /* low strings ring longer */
    if (synth_buf_init(&tmp, loop->rate, t60 * 1.1) != 0) return -1;
    synth_pluck(&tmp, r, 0, note(midi), amp * synth_rng_range(r, 0.85, 1.05), brightness, t60);
    /* a player's hand: a few milliseconds early or late */
    double at = eighth * (double)loop->n / (BARS * EIGHTHS_PER_BAR);
    at += synth_rng_range(r, -0.004, 0.006) * loop->rate;
    if (at < 0) at += (double)loop->n;
    add_wrapped(loop, &tmp, (size_t)at % loop->n);
    synth_buf_free(&tmp);
    return 0;
}

/* The drone: D3 and A3 with a few soft harmonics, each rounded to a whole number of cycles per
 * loop, swelling twice per loop. */
static void drone(SynthBuf *loop, double amp)
{
    static const double base[] = {50, 57};
    double secs = (double)loop->n / loop->rate;
    for (size_t v = 0; v < 2; v++) {
        for (int h = 1; h <= 4; h++) {
            double f = note(base[v]) * h;
            double cycles = floor(f * secs + 0.5);
            double a = amp / (h * h) * (v ? 0.7 : 1.0);
            /* phasors for the partial and the swell; recomputed exactly every 4096 samples */
            double w = 2 * M_PI * cycles / (double)loop->n, ws = 2 * M_PI * 2 / (double)loop->n;
            double c = cos(w), s = sin(w), cs = cos(ws), ss = sin(ws);
            double re = 1, im = 0, sre = 1, sim = 0;
            for (size_t i = 0; i < loop->n; i++) {
                if ((i & 4095) == 0) {
                    re = cos(w * (double)i), im = sin(w * (double)i);
                    sre = cos(ws * (double)i + 0.3 * M_PI * v);
                    sim = sin(ws * (double)i + 0.3 * M_PI * v);
                }
                double swell = 0.75 + 0.25 * sim;
                loop->s[i] += (float)(a * swell * im);
                double t = re * c - im * s;
                im = re * s + im * c, re = t;
                t = sre * cs - sim * ss;
                sim = sre * ss + sim * cs, sre = t;
            }
        }
    }
}

/* A small room: four damped combs and two allpasses (Schroeder), mixed in at `wet`. Run twice
 * round the loop and kept from the second pass, so that the tail of the end reverberates into
 * the start. Returns -1 when out of memory. */
static int room(SynthBuf *loop, double wet)
{
    static const double comb_ms[4] = {29.7, 37.1, 41.1, 43.7};
    static const double ap_ms[2] = {5.0, 1.7};
    int rate = loop->rate;
    size_t len[6], total = 0;
    for (int i = 0; i < 4; i++) total += len[i] = (size_t)(comb_ms[i] * rate / 1000);
    for (int i = 0; i < 2; i++) total += len[4 + i] = (size_t)(ap_ms[i] * rate / 1000);
    float *mem = calloc(total, sizeof *mem), *out = calloc(loop->n, sizeof *out);
    if (!mem || !out) {
        free(mem);
        free(out);
        return -1;
    }
    float *line[6];
    size_t pos[6] = {0};
    float damp[4] = {0};
    line[0] = mem;
    for (int i = 1; i < 6; i++) line[i] = line[i - 1] + len[i - 1];
    const double feedback = 0.78, lowpass = 0.35;
    for (int pass = 0; pass < 2; pass++) {
        for (size_t i = 0; i < loop->n; i++) {
            double x = loop->s[i] * 0.25, y = 0;
            for (int c = 0; c < 4; c++) {
                float d = line[c][pos[c]];
                damp[c] = (float)(d * (1 - lowpass) + damp[c] * lowpass);
                line[c][pos[c]] = (float)(x + damp[c] * feedback);
                if (++pos[c] == len[c]) pos[c] = 0;
                y += d;
            }
            for (int a = 4; a < 6; a++) {
                float d = line[a][pos[a]];
                line[a][pos[a]] = (float)(y + d * 0.5);
                y = d - y * 0.5;
                if (++pos[a] == len[a]) pos[a] = 0;
            }
            if (pass) out[i] = (float)y;
        }
    }
    for (size_t i = 0; i < loop->n; i++) loop->s[i] += (float)(wet * out[i]);
    free(mem);
    free(out);
    return 0;
}

typedef struct Chord {
    double root; /* MIDI, the bass */
    int third;   /* 3 minor, 4 major */
} Chord;

/* Dm C Dm Am F C Am C: the C major bar leading back to D is the old modal cadence. */
static const Chord CHORDS[BARS] = {{50, 3}, {48, 4}, {50, 3}, {45, 3},
                                   {53, 4}, {48, 4}, {45, 3}, {48, 4}};

/* The tune: eighth within its bar, note, for each bar. */
static const struct {
    int bar, eighth;
    double midi;
} TUNE[] = {
    {0, 0, 69}, {0, 2, 74}, {0, 4, 72}, {0, 5, 69}, {1, 0, 67}, {1, 3, 64}, {1, 4, 67},
    {2, 0, 65}, {2, 2, 69}, {2, 4, 74}, {3, 0, 76}, {3, 3, 74}, {3, 4, 72}, {4, 0, 72},
    {4, 2, 69}, {4, 4, 65}, {5, 0, 67}, {5, 2, 72}, {5, 4, 76}, {6, 0, 74}, {6, 2, 72},
    {6, 3, 71}, {6, 4, 69}, {7, 0, 67}, {7, 2, 65}, {7, 3, 64}, {7, 4, 62},
};

int sfx_render_music(int rate, SynthBuf *out)
{
    if (synth_buf_init(out, rate, SFX_MUSIC_SECONDS) != 0) return -1;
    SynthRng r;
    synth_rng_seed(&r, 1209);
    for (int bar = 0; bar < BARS; bar++) {
        const Chord *c = &CHORDS[bar];
        double root = c->root, third = root + c->third, fifth = root + 7;
        double pattern[EIGHTHS_PER_BAR] = {root, fifth, root + 12, third + 12, fifth, third + 12};
        for (int e = 0; e < EIGHTHS_PER_BAR; e++) {
            double amp = e == 0 ? 0.55 : e == 3 ? 0.32 : 0.26;
            if (lute(out, &r, bar * EIGHTHS_PER_BAR + e, pattern[e], amp, 0.3) != 0) goto oom;
        }
    }
    for (size_t i = 0; i < sizeof TUNE / sizeof TUNE[0]; i++)
        if (lute(out, &r, TUNE[i].bar * EIGHTHS_PER_BAR + TUNE[i].eighth, TUNE[i].midi, 0.5, 0.5) !=
            0)
            goto oom;
    drone(out, 0.035);
    if (room(out, 0.35) != 0) goto oom;
    synth_level(out, synth_db(SFX_MUSIC_RMS_DB), synth_db(SFX_PEAK_DB));
    return 0;
oom:
    synth_buf_free(out);
    return -1;
}
