/* The synthesised sounds (src/sound, issue 20), checked as 16-bit WAV data the way a player's
 * speakers get them: each effect's length, peak, level and ends, the variation of the tile
 * taps, the chime's growth with the points, and the music loop's seam. Thresholds from the
 * issue: peaks at or below -1 dBFS, RMS within a few dB of each other, at most 1.5 s (the
 * fanfare excepted), no clicks. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sfx.h"
#include "wav.h"

/* -1 dBFS on the 16-bit scale. */
#define PEAK_LIMIT (32767.0 * 0.891250938)
/* "Near zero" at the very ends: -60 dBFS; a jump audible as a click: more than -40 dBFS in one
 * sample within the first or last 32 samples (a 3 ms fade keeps them far below). */
#define END_LIMIT   33
#define JUMP_LIMIT  328
#define END_SAMPLES 32
/* "Within a few dB of each other". */
#define RMS_SPREAD_DB 6.0

typedef struct Pcm {
    int16_t *s;
    size_t n;
    int rate;
} Pcm;

/* Renders, encodes as WAV and decodes again: the samples as a file holds them. */
static Pcm render(const SfxBankEntry *e, int rate)
{
    SynthBuf buf;
    assert_int_equal(sfx_render(e->id, e->param, e->seed, rate, &buf), 0);
    size_t len = 0;
    unsigned char *wav = wav_encode(&buf, &len);
    assert_non_null(wav);
    assert_int_equal(len, WAV_HEADER_BYTES + 2 * buf.n);
    Pcm p;
    char err[128];
    p.s = wav_decode(wav, len, &p.n, &p.rate, err, sizeof err);
    assert_non_null(p.s);
    assert_int_equal(p.n, buf.n);
    assert_int_equal(p.rate, rate);
    free(wav);
    synth_buf_free(&buf);
    return p;
}

static double peak_of(const Pcm *p)
{
    int m = 0;
    for (size_t i = 0; i < p->n; i++)
        if (abs(p->s[i]) > m) m = abs(p->s[i]);
    return m;
}

static double rms_db(const int16_t *s, size_t n)
{
    double sum = 0;
    for (size_t i = 0; i < n; i++) sum += (double)s[i] * s[i];
    return 20 * log10(sqrt(sum / (double)n) / 32768.0);
}

static int max_jump(const int16_t *s, size_t from, size_t to)
{
    int m = 0;
    for (size_t i = from + 1; i < to; i++)
        if (abs(s[i] - s[i - 1]) > m) m = abs(s[i] - s[i - 1]);
    return m;
}

static void check_effect(const SfxBankEntry *e, int rate, double *rms_out)
{
    Pcm p = render(e, rate);
    double secs = (double)p.n / rate;
    double max_secs = e->id == SFX_FANFARE ? SFX_FANFARE_MAX_SECONDS : SFX_MAX_SECONDS;
    if (secs > max_secs || secs < 0.1) fail_msg("%s: %.3f s long", e->file, secs);
    if (peak_of(&p) > PEAK_LIMIT) fail_msg("%s: peak %.0f above -1 dBFS", e->file, peak_of(&p));
    if (abs(p.s[0]) > END_LIMIT || abs(p.s[p.n - 1]) > END_LIMIT)
        fail_msg("%s: starts at %d, ends at %d", e->file, p.s[0], p.s[p.n - 1]);
    int j0 = max_jump(p.s, 0, END_SAMPLES), j1 = max_jump(p.s, p.n - END_SAMPLES, p.n);
    if (j0 > JUMP_LIMIT || j1 > JUMP_LIMIT)
        fail_msg("%s: a click at the ends (jumps %d, %d)", e->file, j0, j1);
    *rms_out = rms_db(p.s, p.n);
    free(p.s);
}

static void test_every_effect_at(int rate)
{
    size_t n;
    const SfxBankEntry *bank = sfx_bank(&n);
    double lo = 0, hi = -200;
    int seen[SFX_COUNT] = {0};
    for (size_t i = 0; i < n; i++) {
        double r;
        check_effect(&bank[i], rate, &r);
        if (r < lo) lo = r;
        if (r > hi) hi = r;
        seen[bank[i].id] = 1;
    }
    for (int id = 0; id < SFX_COUNT; id++)
        if (!seen[id]) fail_msg("no bank entry plays %s", sfx_name((SfxId)id));
    if (hi - lo > RMS_SPREAD_DB) fail_msg("RMS from %.1f to %.1f dBFS", lo, hi);
    /* audible: not much below the level they are made at */
    assert_true(lo > SFX_RMS_DB - RMS_SPREAD_DB);
}

static void test_effects_44100(void **state)
{
    (void)state;
    test_every_effect_at(44100);
}

static void test_effects_48000(void **state)
{
    (void)state;
    test_every_effect_at(48000);
}

/* Same seed, same sound; the four tile taps differ from each other. */
static void test_tile_taps_vary(void **state)
{
    (void)state;
    SfxBankEntry e[4];
    Pcm p[4];
    for (uint32_t k = 0; k < 4; k++) {
        e[k] = (SfxBankEntry){SFX_TILE_PLACED, 0, k + 1, "tile"};
        p[k] = render(&e[k], 44100);
    }
    Pcm again = render(&e[2], 44100);
    assert_memory_equal(again.s, p[2].s, p[2].n * sizeof *p[2].s);
    for (int a = 0; a < 4; a++)
        for (int b = a + 1; b < 4; b++) {
            size_t differ = 0;
            for (size_t i = 0; i < p[a].n; i++)
                if (abs(p[a].s[i] - p[b].s[i]) > 100) differ++;
            if (differ < p[a].n / 10) fail_msg("taps %d and %d nearly equal", a + 1, b + 1);
        }
    for (int k = 0; k < 4; k++) free(p[k].s);
    free(again.s);
    /* the player picks among them by variation */
    assert_int_not_equal(sfx_bank_pick(SFX_TILE_PLACED, 0, 0),
                         sfx_bank_pick(SFX_TILE_PLACED, 0, 1));
    assert_int_equal(sfx_bank_pick(SFX_TILE_PLACED, 0, 0), sfx_bank_pick(SFX_TILE_PLACED, 0, 4));
}

/* The chime rings one note more each time the points double (1, 2-3, 4-7, 8-15, 16+): each
 * size is longer than the last, and the player picks the size from the points. */
static void test_chime_follows_points(void **state)
{
    (void)state;
    static const int points[] = {1, 2, 4, 8, 16};
    size_t prev = 0;
    for (int i = 0; i < 5; i++) {
        SfxBankEntry e = {SFX_SCORE, points[i], 1, "score"};
        Pcm p = render(&e, 44100);
        assert_true(p.n > prev);
        prev = p.n;
        free(p.s);
    }
    size_t n;
    const SfxBankEntry *bank = sfx_bank(&n);
    static const struct {
        int points, param;
    } pick[] = {{0, 1}, {1, 1}, {3, 2}, {5, 4}, {12, 8}, {16, 16}, {90, 16}};
    for (size_t i = 0; i < sizeof pick / sizeof pick[0]; i++) {
        size_t k = sfx_bank_pick(SFX_SCORE, pick[i].points, 7);
        assert_true(k < n);
        assert_int_equal(bank[k].id, SFX_SCORE);
        assert_int_equal(bank[k].param, pick[i].param);
    }
    /* final scoring: the step picks the note, round the eight */
    size_t s0 = sfx_bank_pick(SFX_FINAL_STEP, 0, 0);
    assert_int_equal(bank[s0].param, 0);
    assert_int_equal(bank[sfx_bank_pick(SFX_FINAL_STEP, 3, 0)].param, 3);
    assert_int_equal(bank[sfx_bank_pick(SFX_FINAL_STEP, 9, 0)].param, 1);
    assert_int_equal(sfx_bank_pick(SFX_COUNT, 0, 0), (size_t)-1);
}

static int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

/* The music: exactly its length, quieter than the effects, and the join from the last sample
 * to the first is like any other step in the loop: its step and its curvature are within what
 * 90 % of the loop's own samples show. */
static void test_music_loop(void **state)
{
    (void)state;
    SynthBuf buf;
    assert_int_equal(sfx_render_music(44100, &buf), 0);
    assert_int_equal(buf.n, (size_t)(SFX_MUSIC_SECONDS * 44100));
    Pcm p = {malloc(buf.n * sizeof(int16_t)), buf.n, 44100};
    assert_non_null(p.s);
    for (size_t i = 0; i < buf.n; i++) p.s[i] = wav_sample16(buf.s[i]);
    synth_buf_free(&buf);
    assert_true(peak_of(&p) <= PEAK_LIMIT);
    double r = rms_db(p.s, p.n);
    assert_true(r <= SFX_RMS_DB - 6);  /* quiet: under the effects */
    assert_true(r >= SFX_RMS_DB - 20); /* but there */
    /* the steps inside the loop, sorted: the seam must not exceed the 90th percentile (a drone
     * that does not fit a whole number of cycles in the loop breaks this) */
    int *d = malloc((p.n - 1) * sizeof *d);
    assert_non_null(d);
    for (size_t i = 1; i < p.n; i++) d[i - 1] = abs(p.s[i] - p.s[i - 1]);
    qsort(d, p.n - 1, sizeof *d, cmp_int);
    int p90 = d[(p.n - 1) * 9 / 10];
    int seam = abs(p.s[0] - p.s[p.n - 1]);
    if (seam > p90) fail_msg("seam step %d, 90%% of the loop's steps under %d", seam, p90);
    /* and the curve goes on: the second difference across the seam is ordinary too */
    for (size_t i = 2; i < p.n; i++) d[i - 2] = abs(p.s[i] - 2 * p.s[i - 1] + p.s[i - 2]);
    qsort(d, p.n - 2, sizeof *d, cmp_int);
    int c90 = d[(p.n - 2) * 9 / 10];
    int curve = abs(p.s[0] - 2 * p.s[p.n - 1] + p.s[p.n - 2]);
    curve = curve > abs(p.s[1] - 2 * p.s[0] + p.s[p.n - 1])
                ? curve
                : abs(p.s[1] - 2 * p.s[0] + p.s[p.n - 1]);
    if (curve > c90) fail_msg("seam curvature %d, 90%% under %d", curve, c90);
    free(d);
    free(p.s);
}

/* The WAV reader refuses what is not 16-bit PCM mono, with a sentence. */
static void test_wav_refuses(void **state)
{
    (void)state;
    char err[128];
    size_t n;
    int rate;
    static const unsigned char junk[] = "RIFX....WAVEfmt ";
    assert_null(wav_decode(junk, sizeof junk, &n, &rate, err, sizeof err));
    assert_non_null(strstr(err, "not a WAV"));
    SynthBuf b;
    assert_int_equal(synth_buf_init(&b, 44100, 0.01), 0);
    size_t len;
    unsigned char *wav = wav_encode(&b, &len);
    wav[22] = 2; /* stereo */
    assert_null(wav_decode(wav, len, &n, &rate, err, sizeof err));
    assert_non_null(strstr(err, "mono"));
    wav[22] = 1;
    assert_null(wav_decode(wav, len - 10, &n, &rate, err, sizeof err)); /* cut short */
    assert_non_null(strstr(err, "past the end"));
    free(wav);
    synth_buf_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_effects_44100),  cmocka_unit_test(test_effects_48000),
        cmocka_unit_test(test_tile_taps_vary), cmocka_unit_test(test_chime_follows_points),
        cmocka_unit_test(test_music_loop),     cmocka_unit_test(test_wav_refuses),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
