/* The sound player (src/sound/play.c) against real SDL2_mixer:
 *   test_sound_play disk WORKDIR  - under SDL_AUDIODRIVER=disk (SDL_DISKAUDIOFILE set by CTest):
 *       effects reach the device at the level they were made at, scaled by the volumes,
 *       nothing while muted; broken and missing sound files are replaced by the built-in ones.
 *   test_sound_play none WORKDIR  - under an audio driver that does not exist: the player is
 *       silent, says so once, and every call still works. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <SDL.h>
#include <SDL_mixer.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "play.h"
#include "wav.h"

static const char *workdir;
/* bytes per frame of the open device */
static long frame_bytes = 4;

/* Waits (at most 10 s) for the effects to finish, then closes, so the disk file is complete. */
static void finish(Sound *s)
{
    for (int i = 0; i < 500 && sound_busy(s); i++) SDL_Delay(20);
    assert_false(sound_busy(s));
    SDL_Delay(100);
    sound_close(s);
}

/* The largest sample the disk device received (16-bit signed, any channel count). */
static int disk_peak(void)
{
    const char *path = getenv("SDL_DISKAUDIOFILE");
    assert_non_null(path);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    int peak = 0;
    unsigned char b[2];
    while (fread(b, 1, 2, f) == 2) {
        int v = (int16_t)(uint16_t)(b[0] | b[1] << 8);
        if (abs(v) > peak) peak = abs(v);
    }
    fclose(f);
    return peak;
}

/* How much the disk device has written so far. */
static long disk_bytes(void)
{
    struct stat st;
    return stat(getenv("SDL_DISKAUDIOFILE"), &st) == 0 ? (long)st.st_size : 0;
}

static Sound *open_checked(const char *dir)
{
    Sound *s = sound_open(dir);
    assert_non_null(s);
    assert_false(sound_silent(s));
    int rate, channels;
    Uint16 format;
    assert_int_equal(Mix_QuerySpec(&rate, &format, &channels), 1);
    assert_int_equal(format, AUDIO_S16SYS); /* disk_peak reads 16-bit samples */
    frame_bytes = 2L * channels;
    return s;
}

/* Plays the first tile tap alone and returns the peak the device received. The tap is made
 * with its peak at SFX_PEAK_DB (it is limited by its peak, not its RMS). */
static int tap_peak(int effects_volume, int master_volume, bool muted)
{
    Sound *s = open_checked(NULL);
    assert_null(sound_take_notice(s)); /* nothing to report */
    sound_set_volume(s, SOUND_EFFECTS, effects_volume);
    sound_set_volume(s, SOUND_MASTER, master_volume);
    sound_set_muted(s, muted);
    sound_play(s, SFX_TILE_PLACED, 0, 0);
    finish(s);
    return disk_peak();
}

static void test_disk_levels(void **state)
{
    (void)state;
    double full = 32767.0 * 0.841395; /* -1.5 dBFS */
    int p = tap_peak(100, 100, false);
    if (p < full * 0.97 || p > full * 1.03)
        fail_msg("full volume: peak %d, expected %.0f", p, full);
    int half = tap_peak(50, 100, false);
    if (half < full * 0.47 || half > full * 0.53) fail_msg("effects at 50%%: peak %d", half);
    int quarter = tap_peak(50, 50, false);
    if (quarter < full * 0.22 || quarter > full * 0.28) fail_msg("both at 50%%: peak %d", quarter);
    assert_int_equal(tap_peak(100, 100, true), 0);
}

/* A tile tap's variation also sets its level: variation 4 is the same tap (variants repeat
 * every four) at 94 % (about -0.5 dB), 12 at 84 % (-1.5 dB). */
static void test_disk_tap_levels(void **state)
{
    (void)state;
    static const struct {
        unsigned variation;
        double level;
    } cases[] = {{4, 0.94}, {12, 0.84}};
    double full = 32767.0 * 0.841395;
    for (int k = 0; k < 2; k++) {
        Sound *s = open_checked(NULL);
        sound_play(s, SFX_TILE_PLACED, 0, cases[k].variation);
        finish(s);
        double want = full * cases[k].level;
        int p = disk_peak();
        if (p < want * 0.98 || p > want * 1.02)
            fail_msg("variation %u: peak %d, expected %.0f", cases[k].variation, p, want);
    }
}

/* Every effect plays (one after another) and the device hears them. */
static void test_disk_every_effect(void **state)
{
    (void)state;
    Sound *s = open_checked(NULL);
    for (int id = 0; id < SFX_COUNT; id++) {
        sound_play(s, (SfxId)id, 5, (unsigned)id);
        SDL_Delay(30);
    }
    finish(s);
    assert_true(disk_peak() > 32767 / 10);
}

/* A folder with one good file, one broken one, the rest missing: the game still gets every
 * sound, and a notice names how many were replaced. */
static void test_disk_broken_files(void **state)
{
    (void)state;
    char dir[4096], path[4200];
    snprintf(dir, sizeof dir, "%s", workdir);
    mkdir(dir, 0777);
    size_t n;
    const SfxBankEntry *bank = sfx_bank(&n);
    /* bank[0] is a tile tap: write it broken; write the rotation properly */
    snprintf(path, sizeof path, "%s/%s", dir, bank[0].file);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs("RIFF this is not a sound", f);
    fclose(f);
    size_t rot = sfx_bank_pick(SFX_ROTATE, 0, 0);
    SynthBuf buf;
    assert_int_equal(sfx_render(SFX_ROTATE, 0, bank[rot].seed, SFX_RATE, &buf), 0);
    size_t len;
    unsigned char *wav = wav_encode(&buf, &len);
    synth_buf_free(&buf);
    snprintf(path, sizeof path, "%s/%s", dir, bank[rot].file);
    f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(wav, 1, len, f), len);
    fclose(f);
    free(wav);
    for (size_t i = 0; i < n; i++)
        if (i != 0 && i != rot) {
            snprintf(path, sizeof path, "%s/%s", dir, bank[i].file);
            remove(path);
        }

    Sound *s = open_checked(dir);
    const char *notice = sound_take_notice(s);
    assert_non_null(notice);
    char expect[64];
    snprintf(expect, sizeof expect, "%zu sound files missing or unreadable", n - 1);
    if (strncmp(notice, expect, strlen(expect)) != 0) fail_msg("notice: %s", notice);
    assert_null(sound_take_notice(s));    /* once */
    sound_play(s, SFX_TILE_PLACED, 0, 0); /* the broken one, generated instead */
    finish(s);
    assert_true(disk_peak() > 32767 / 4);
}

/* The music plays on its own channel, under the effects' volume settings. */
static void test_disk_music(void **state)
{
    (void)state;
    Sound *s = open_checked(NULL);
    assert_false(sound_music_on(s));
    sound_set_music(s, true);
    assert_true(sound_music_on(s));
    assert_false(sound_busy(s)); /* music is not an effect */
    /* let the device take half a second of it (the disk driver writes in real time, and wrote
     * silence while the music was being made) */
    long from = disk_bytes();
    for (int i = 0; i < 500 && disk_bytes() < from + SFX_RATE * frame_bytes / 2; i++) SDL_Delay(20);
    sound_set_music(s, false);
    finish(s);
    int p = disk_peak();
    assert_true(p > 32767 / 100);       /* heard */
    assert_true(p <= 32767 * 0.891251); /* at or below -1 dBFS */
}

/* No device: silent, says so once, and nothing fails. */
static void test_no_device(void **state)
{
    (void)state;
    Sound *s = sound_open(NULL);
    assert_non_null(s);
    assert_true(sound_silent(s));
    const char *notice = sound_take_notice(s);
    assert_non_null(notice);
    assert_non_null(strstr(notice, "No sound device"));
    assert_non_null(strstr(notice, "playing silently"));
    assert_null(sound_take_notice(s));
    for (int id = 0; id < SFX_COUNT; id++) sound_play(s, (SfxId)id, 3, 1);
    sound_set_volume(s, SOUND_MUSIC, 140);
    assert_int_equal(sound_volume(s, SOUND_MUSIC), 100);
    sound_set_volume(s, SOUND_EFFECTS, 35);
    assert_int_equal(sound_volume(s, SOUND_EFFECTS), 35);
    assert_true(sound_toggle_mute(s));
    assert_true(sound_muted(s));
    assert_false(sound_toggle_mute(s));
    sound_set_music(s, true);
    assert_true(sound_music_on(s));
    assert_false(sound_busy(s));
    sound_close(s);
    /* and a NULL player (out of memory at start-up) is as quiet */
    assert_true(sound_silent(NULL));
    sound_play(NULL, SFX_FANFARE, 0, 0);
    sound_close(NULL);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: test_sound_play disk|none WORKDIR\n");
        return 1;
    }
    workdir = argv[2];
    if (strcmp(argv[1], "none") == 0) {
        const struct CMUnitTest tests[] = {cmocka_unit_test(test_no_device)};
        return cmocka_run_group_tests(tests, NULL, NULL);
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_disk_levels),       cmocka_unit_test(test_disk_tap_levels),
        cmocka_unit_test(test_disk_every_effect), cmocka_unit_test(test_disk_broken_files),
        cmocka_unit_test(test_disk_music),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
