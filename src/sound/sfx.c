/* The game's sound effects (sfx.h): one small recipe per effect, built from synth.h. Wood for
 * what the hands do (tiles, figures, tokens), metal bars for points, a lute for the final
 * scoring, herald brass for the winner: all in D, the key of the music. */
#include "sfx.h"

#include <math.h>
#include <stdint.h>

/* Frequency of a MIDI note number (69 = A4 = 440 Hz). */
static double note(double midi) { return 440.0 * pow(2.0, (midi - 69.0) / 12.0); }

static const char *const NAMES[SFX_COUNT] = {
    "tile-placed", "rotate",   "follower-placed", "figure-returned", "feature-completed",
    "score",       "windmill", "donkey",          "token-placed",    "token-turned",
    "your-turn",   "refused",  "final-step",      "fanfare",
};

const char *sfx_name(SfxId id) { return (unsigned)id < SFX_COUNT ? NAMES[id] : "unknown"; }

/* A tile laid on the table: the table's thump under a dry cardboard-on-wood contact, and
 * sometimes a second, smaller tap as the tile settles. Every seed moves the modes, the
 * brightness and the settle a little, so that a game of seventy tiles never repeats a tap. */
static void tile_placed(SynthBuf *b, SynthRng *r)
{
    double v = synth_rng_range(r, 0.94, 1.06);
    double hard = synth_rng_range(r, 0.45, 0.65);
    SynthMode m[] = {
        {170 * v, 0.45, 0.08}, {430 * v, 1.0, 0.07},   {820 * v, 0.75, 0.055},
        {1370 * v, 0.5, 0.04}, {2260 * v, 0.32, 0.03}, {3450 * v, 0.15, 0.02},
    };
    synth_strike(b, r, 0.002, m, sizeof m / sizeof m[0], hard, 1.0);
    synth_noise_burst(b, r, 0.002, 0.0008, 0.004, synth_rng_range(r, 2500, 3600), 0.8, 0.25);
    if (synth_rng_range(r, 0, 1) < 0.6) {
        double dt = synth_rng_range(r, 0.018, 0.032);
        synth_strike(b, r, 0.002 + dt, m + 1, 4, hard + 0.2, synth_rng_range(r, 0.12, 0.22));
    }
}

/* Turning the tile in the hand: a short slide of card on card and a light click. */
static void rotate(SynthBuf *b, SynthRng *r)
{
    synth_noise_burst(b, r, 0.0, 0.03, 0.018, 1900, 1.6, 0.22);
    SynthMode m[] = {{1850, 1.0, 0.035}, {3100, 0.6, 0.025}, {4700, 0.3, 0.015}};
    synth_strike(b, r, 0.045, m, 3, 0.85, 0.4);
}

/* A small wooden figure set down: higher and shorter than the tile, with a bounce or two. */
static void follower_placed(SynthBuf *b, SynthRng *r)
{
    SynthMode m[] = {
        {540, 1.0, 0.09},
        {1260, 0.6, 0.06},
        {2350, 0.35, 0.04},
        {3700, 0.15, 0.025},
    };
    synth_strike(b, r, 0.002, m, 4, 0.7, 1.0);
    synth_strike(b, r, 0.058, m, 4, 0.75, 0.32);
    synth_strike(b, r, 0.092, m, 4, 0.8, 0.1);
}

/* A marimba note: a wooden bar tuned 1 : 4 : 10, softly struck. */
static void marimba(SynthBuf *b, SynthRng *r, double at, double f, double amp, double t60)
{
    SynthMode m[] = {{f, 1.0, t60}, {f * 3.93, 0.22, t60 * 0.35}, {f * 9.8, 0.06, t60 * 0.15}};
    synth_strike(b, r, at, m, 3, 0.35, amp);
}

/* A figure goes home: two wooden notes falling (A5, E5). */
static void figure_returned(SynthBuf *b, SynthRng *r)
{
    marimba(b, r, 0.002, note(81), 0.8, 0.3);
    marimba(b, r, 0.105, note(76), 1.0, 0.35);
}

/* A feature completed: a marimba arpeggio up the D major chord to the octave. */
static void feature_completed(SynthBuf *b, SynthRng *r)
{
    static const double notes[] = {74, 78, 81, 86};
    for (int i = 0; i < 4; i++)
        marimba(b, r, 0.002 + 0.075 * i, note(notes[i]), i == 3 ? 1.0 : 0.75, i == 3 ? 0.6 : 0.3);
}

/* A glockenspiel bar: partials 1 : 2.76 : 5.40, the upper ones dying first. */
static void glock(SynthBuf *b, double at, double f, double amp, double t60)
{
    synth_partial(b, at, f, amp, 0.002, t60);
    synth_partial(b, at, f * 2.76, amp * 0.3, 0.001, t60 * 0.4);
    synth_partial(b, at, f * 5.40, amp * 0.1, 0.001, t60 * 0.2);
}

/* How many chime notes a score of `points` rings: one, and one more each time the points
 * double (1, 2-3, 4-7, 8-15, 16 and more). */
static int score_notes(int points)
{
    int n = 1;
    while (points >= 2 && n < 5) {
        points /= 2;
        n++;
    }
    return n;
}

/* Points: a chime up the D major pentatonic; a bigger score rings more notes, and from eight
 * points a low bell under the last one. */
static void score(SynthBuf *b, int points)
{
    static const double scale[] = {74, 76, 78, 81, 83, 86};
    int n = score_notes(points);
    double t = 0.002;
    for (int i = 0; i < n; i++) {
        int last = i == n - 1;
        double midi = last ? scale[n] : scale[i];
        glock(b, t, note(midi), last ? 0.9 : 0.6, last ? 0.5 + 0.12 * n : 0.35);
        if (last && n >= 4) glock(b, t, note(midi - 12), 0.45, 0.9);
        t += 0.075;
    }
}

/* The windmill: three sails sweep past (band-passed noise rising and falling in pitch and
 * level) over the creak of its wooden shaft. */
static void windmill(SynthBuf *b, SynthRng *r)
{
    for (int k = 0; k < 3; k++) {
        double at = 0.03 + 0.36 * k, len = 0.42, amp = 0.9 - 0.2 * k;
        SynthBiquad f1, f2;
        synth_biquad_set(&f1, SYNTH_BANDPASS, 450, 1.4, b->rate);
        synth_biquad_set(&f2, SYNTH_BANDPASS, 450, 1.4, b->rate);
        size_t s0 = (size_t)(at * b->rate), n = (size_t)(len * b->rate);
        for (size_t i = 0; i < n && s0 + i < b->n; i++) {
            double p = (double)i / n; /* 0..1 across the sweep */
            double shape = sin(3.14159265358979 * p);
            if ((i & 31) == 0) { /* the pitch of the rush follows the sail */
                double fc = 450 + 700 * shape;
                synth_biquad_retune(&f1, SYNTH_BANDPASS, fc, 1.4, b->rate);
                synth_biquad_retune(&f2, SYNTH_BANDPASS, fc, 1.4, b->rate);
            }
            float y = synth_biquad_step(&f2, synth_biquad_step(&f1, synth_rng_noise(r)));
            b->s[s0 + i] += (float)(amp * 3.0 * shape * shape * y);
        }
    }
    /* the creak: a run of tiny stick-slip taps on a wooden shaft, slowing down */
    SynthMode m[] = {{720, 1.0, 0.05}, {1530, 0.5, 0.03}, {2650, 0.2, 0.02}};
    double t = 0.02;
    for (int i = 0; i < 14; i++) {
        synth_strike(b, r, t, m, 3, 0.9, 0.12 * synth_rng_range(r, 0.6, 1.0));
        t += 0.018 + 0.004 * i;
    }
}

/* The donkey: four hooves on a cobbled road, clip-clop. */
static void donkey(SynthBuf *b, SynthRng *r)
{
    static const double at[] = {0.002, 0.13, 0.29, 0.42};
    static const double amp[] = {1.0, 0.75, 0.9, 0.65};
    for (int i = 0; i < 4; i++) {
        double f = (i % 2 ? 430 : 540) * synth_rng_range(r, 0.98, 1.02);
        SynthMode m[] = {
            {f, 1.0, 0.07}, {f * 1.62, 0.6, 0.05}, {f * 2.9, 0.3, 0.03}, {f * 4.4, 0.12, 0.02}};
        synth_strike(b, r, at[i], m, 4, 0.8, amp[i]);
    }
}

/* A privilege token laid down: a flat cardboard tap and a faint high bell, the crown's. */
static void token_placed(SynthBuf *b, SynthRng *r)
{
    SynthMode m[] = {{310, 1.0, 0.06}, {840, 0.5, 0.045}, {1750, 0.3, 0.03}, {2950, 0.12, 0.02}};
    synth_strike(b, r, 0.002, m, 4, 0.5, 1.0);
    glock(b, 0.03, note(88), 0.25, 0.4);
}

/* A token turned face up: a flick of card, its tap, and a rising fifth (A5, E6). */
static void token_turned(SynthBuf *b, SynthRng *r)
{
    synth_noise_burst(b, r, 0.0, 0.025, 0.012, 2600, 1.4, 0.2);
    SynthMode m[] = {{360, 1.0, 0.05}, {980, 0.5, 0.035}, {2000, 0.25, 0.02}};
    synth_strike(b, r, 0.05, m, 3, 0.6, 0.8);
    glock(b, 0.07, note(81), 0.3, 0.35);
    glock(b, 0.15, note(88), 0.35, 0.45);
}

/* Your turn: two soft celesta notes rising a fourth (A4, D5). */
static void your_turn(SynthBuf *b)
{
    static const double notes[] = {69, 74};
    for (int i = 0; i < 2; i++) {
        double f = note(notes[i]), at = 0.002 + 0.16 * i, t60 = i ? 0.8 : 0.45;
        synth_partial(b, at, f, 0.8, 0.006, t60);
        synth_partial(b, at, f * 2, 0.25, 0.004, t60 * 0.6);
        synth_partial(b, at, f * 3, 0.08, 0.003, t60 * 0.35);
        synth_partial(b, at, f * 4.02, 0.04, 0.002, t60 * 0.2);
    }
}

/* Refused: a hollow wooden block, twice, the second a semitone lower: "no", not an alarm. */
static void refused(SynthBuf *b, SynthRng *r)
{
    static const double f0[] = {293.7, 277.2}; /* D4, C#4 */
    for (int i = 0; i < 2; i++) {
        double f = f0[i];
        SynthMode m[] = {{f, 1.0, 0.13}, {f * 2.32, 0.6, 0.08}, {f * 4.1, 0.25, 0.04}};
        synth_strike(b, r, 0.002 + 0.12 * i, m, 3, 0.3, 1.0);
    }
}

/* A final-scoring step: a lute note climbing the D major pentatonic with the step, an octave
 * below it a softer one. */
static void final_step(SynthBuf *b, SynthRng *r, int step)
{
    static const double scale[] = {62, 64, 66, 69, 71, 74, 76, 78};
    if (step < 0) step = 0;
    double midi = scale[step % 8];
    synth_pluck(b, r, 0.002, note(midi), 0.8, 0.55, 0.9);
    synth_pluck(b, r, 0.012, note(midi - 12), 0.45, 0.35, 0.9);
}

/* A herald trumpet note: FM brass (1:1), two players a few cents apart. */
static void trumpet(SynthBuf *b, double at, double midi, double len, double amp)
{
    SynthFmVoice v = {note(midi), 1.0, 3.2, amp, 0.035, 0.09, 0.72, 0.16, len, 0.09};
    synth_fm(b, at, &v);
    v.freq *= 1.0025;
    v.amp *= 0.6;
    v.index = 2.6;
    synth_fm(b, at + 0.006, &v);
}

/* A timpani stroke: a tuned membrane's modes (1 : 1.5 : 1.98 : 2.44). */
static void timpani(SynthBuf *b, SynthRng *r, double at, double f, double amp)
{
    SynthMode m[] = {
        {f, 1.0, 1.3}, {f * 1.5, 0.7, 0.9}, {f * 1.98, 0.45, 0.7}, {f * 2.44, 0.25, 0.5}};
    synth_strike(b, r, at, m, 4, 0.3, amp);
}

/* The winner: a trumpet call on D, da-da-da DAA, up the chord to a held octave over a second
 * trumpet and the timpani. */
static void fanfare(SynthBuf *b, SynthRng *r)
{
    static const struct {
        double at, midi, len;
    } call[] = {
        {0.02, 62, 0.11}, {0.17, 62, 0.11}, {0.32, 62, 0.11}, {0.47, 69, 0.45},
        {1.00, 66, 0.16}, {1.20, 69, 0.16}, {1.42, 74, 1.05},
    };
    for (size_t i = 0; i < sizeof call / sizeof call[0]; i++)
        trumpet(b, call[i].at, call[i].midi, call[i].len, 0.5);
    trumpet(b, 1.42, 66, 1.05, 0.3); /* the harmony: F#4 and A4 under the D5 */
    trumpet(b, 1.42, 69, 1.05, 0.3);
    timpani(b, r, 0.47, note(38), 0.45);
    timpani(b, r, 1.42, note(38), 0.6);
    timpani(b, r, 1.72, note(45), 0.35);
    /* soften the brass a little, as if heard across the square */
    SynthBiquad lp;
    synth_biquad_set(&lp, SYNTH_LOWPASS, 5000, 0.7, b->rate);
    for (size_t i = 0; i < b->n; i++) b->s[i] = synth_biquad_step(&lp, b->s[i]);
}

/* Each effect's length in seconds (the buffer; its sound has died away before the end). */
static double effect_seconds(SfxId id, int param)
{
    switch (id) {
    case SFX_TILE_PLACED: return 0.2;
    case SFX_ROTATE: return 0.2;
    case SFX_FOLLOWER_PLACED: return 0.25;
    case SFX_FIGURE_RETURNED: return 0.55;
    case SFX_FEATURE_COMPLETED: return 1.0;
    case SFX_SCORE: return 0.5 + 0.17 * score_notes(param);
    case SFX_WINDMILL: return 1.3;
    case SFX_DONKEY: return 0.6;
    case SFX_TOKEN_PLACED: return 0.45;
    case SFX_TOKEN_TURNED: return 0.65;
    case SFX_YOUR_TURN: return 1.0;
    case SFX_REFUSED: return 0.45;
    case SFX_FINAL_STEP: return 1.0;
    case SFX_FANFARE: return 3.0;
    default: return 0;
    }
}

int sfx_render(SfxId id, int param, uint32_t seed, int rate, SynthBuf *out)
{
    out->s = NULL;
    out->n = 0;
    if ((unsigned)id >= SFX_COUNT) return -1;
    if (synth_buf_init(out, rate, effect_seconds(id, param)) != 0) return -1;
    SynthRng r;
    synth_rng_seed(&r, seed * 2654435761u + (uint32_t)id * 40503u + 1u);
    switch (id) {
    case SFX_TILE_PLACED: tile_placed(out, &r); break;
    case SFX_ROTATE: rotate(out, &r); break;
    case SFX_FOLLOWER_PLACED: follower_placed(out, &r); break;
    case SFX_FIGURE_RETURNED: figure_returned(out, &r); break;
    case SFX_FEATURE_COMPLETED: feature_completed(out, &r); break;
    case SFX_SCORE: score(out, param); break;
    case SFX_WINDMILL: windmill(out, &r); break;
    case SFX_DONKEY: donkey(out, &r); break;
    case SFX_TOKEN_PLACED: token_placed(out, &r); break;
    case SFX_TOKEN_TURNED: token_turned(out, &r); break;
    case SFX_YOUR_TURN: your_turn(out); break;
    case SFX_REFUSED: refused(out, &r); break;
    case SFX_FINAL_STEP: final_step(out, &r, param); break;
    case SFX_FANFARE: fanfare(out, &r); break;
    default: break;
    }
    /* 3 ms in, 40 ms out: no step at either end (the attacks start at 2 ms) */
    synth_fade(out, 0.003, 0.04);
    synth_level(out, synth_db(SFX_RMS_DB), synth_db(SFX_PEAK_DB));
    return 0;
}

/* The bank: four tile taps, the chime at five sizes, the final-scoring lute at eight steps. */
static const SfxBankEntry BANK[] = {
    {SFX_TILE_PLACED, 0, 1, "tile-placed-1.wav"},
    {SFX_TILE_PLACED, 0, 2, "tile-placed-2.wav"},
    {SFX_TILE_PLACED, 0, 3, "tile-placed-3.wav"},
    {SFX_TILE_PLACED, 0, 4, "tile-placed-4.wav"},
    {SFX_ROTATE, 0, 1, "rotate.wav"},
    {SFX_FOLLOWER_PLACED, 0, 1, "follower-placed.wav"},
    {SFX_FIGURE_RETURNED, 0, 1, "figure-returned.wav"},
    {SFX_FEATURE_COMPLETED, 0, 1, "feature-completed.wav"},
    {SFX_SCORE, 1, 1, "score-1.wav"},
    {SFX_SCORE, 2, 1, "score-2.wav"},
    {SFX_SCORE, 4, 1, "score-3.wav"},
    {SFX_SCORE, 8, 1, "score-4.wav"},
    {SFX_SCORE, 16, 1, "score-5.wav"},
    {SFX_WINDMILL, 0, 1, "windmill.wav"},
    {SFX_DONKEY, 0, 1, "donkey.wav"},
    {SFX_TOKEN_PLACED, 0, 1, "token-placed.wav"},
    {SFX_TOKEN_TURNED, 0, 1, "token-turned.wav"},
    {SFX_YOUR_TURN, 0, 1, "your-turn.wav"},
    {SFX_REFUSED, 0, 1, "refused.wav"},
    {SFX_FINAL_STEP, 0, 1, "final-step-1.wav"},
    {SFX_FINAL_STEP, 1, 1, "final-step-2.wav"},
    {SFX_FINAL_STEP, 2, 1, "final-step-3.wav"},
    {SFX_FINAL_STEP, 3, 1, "final-step-4.wav"},
    {SFX_FINAL_STEP, 4, 1, "final-step-5.wav"},
    {SFX_FINAL_STEP, 5, 1, "final-step-6.wav"},
    {SFX_FINAL_STEP, 6, 1, "final-step-7.wav"},
    {SFX_FINAL_STEP, 7, 1, "final-step-8.wav"},
    {SFX_FANFARE, 0, 1, "fanfare.wav"},
};

const SfxBankEntry *sfx_bank(size_t *count)
{
    *count = sizeof BANK / sizeof BANK[0];
    return BANK;
}

size_t sfx_bank_pick(SfxId id, int intensity, unsigned variation)
{
    size_t n, first = (size_t)-1, variants = 0;
    const SfxBankEntry *bank = sfx_bank(&n);
    for (size_t i = 0; i < n; i++) {
        if (bank[i].id != id) continue;
        if (first == (size_t)-1) first = i;
        variants++;
    }
    if (first == (size_t)-1) return (size_t)-1;
    if (id == SFX_SCORE) {
        int k = score_notes(intensity < 1 ? 1 : intensity) - 1;
        return first + ((size_t)k < variants ? (size_t)k : variants - 1);
    }
    if (id == SFX_FINAL_STEP) return first + (size_t)(intensity < 0 ? 0 : intensity) % variants;
    return first + variation % variants;
}
