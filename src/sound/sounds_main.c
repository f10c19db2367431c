/* troubadour-sounds: writes every sound of the game (sfx.h) as a WAV file into a folder, so
 * that they can be heard, measured and installed. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "io.h"
#include "sfx.h"
#include "wav.h"

#ifndef TROUBADOUR_VERSION
#define TROUBADOUR_VERSION "0"
#endif

static const char USAGE[] =
    "usage: troubadour-sounds [options] DIR\n"
    "\n"
    "Writes every sound effect of Troubadour, and the music loop, as a WAV file\n"
    "(16-bit PCM, mono) into DIR, creating it if needed, and prints each file's\n"
    "length, peak and RMS level.\n"
    "\n"
    "options:\n"
    "  --rate HZ     sample rate: 44100 (the default) or 48000\n"
    "  --no-music    leave out the music loop\n"
    "  --help        print this help and exit\n"
    "  --version     print the version and exit\n"
    "\n"
    "Exit status: 0 success, 1 usage error or a file that could not be written.\n";

/* A path as printable text: control bytes become '?' so that nothing raw reaches a terminal. */
static void printable(char *out, size_t size, const char *in)
{
    size_t i = 0;
    for (; in[i] && i + 1 < size; i++)
        out[i] = ((unsigned char)in[i] < 0x20 || in[i] == 0x7f) ? '?' : in[i];
    out[i] = '\0';
}

static double db(double linear) { return linear > 0 ? 20 * log10(linear) : -200; }

/* Writes one rendered sound, prints its figures (from the 16-bit samples), frees it. */
static int write_sound(const char *dir, const char *file, SynthBuf *buf)
{
    char path[4096], err[1024];
    size_t len = 0;
    unsigned char *wav = wav_encode(buf, &len);
    if (!wav) {
        fprintf(stderr, "troubadour-sounds: out of memory for %s\n", file);
        synth_buf_free(buf);
        return -1;
    }
    double peak = 0, sum = 0;
    for (size_t i = 0; i < buf->n; i++) {
        double x = wav_sample16(buf->s[i]) / 32768.0;
        if (fabs(x) > peak) peak = fabs(x);
        sum += x * x;
    }
    double rms = buf->n ? sqrt(sum / (double)buf->n) : 0;
    snprintf(path, sizeof path, "%s/%s", dir, file);
    int rc = io_write_file_atomic(path, (const char *)wav, len, err, sizeof err);
    if (rc != 0)
        fprintf(stderr, "troubadour-sounds: %s\n", err);
    else
        printf("%-22s %5.2f s  peak %6.1f dBFS  RMS %6.1f dBFS\n", file, (double)buf->n / buf->rate,
               db(peak), db(rms));
    free(wav);
    synth_buf_free(buf);
    return rc;
}

int main(int argc, char **argv)
{
    const char *dir = NULL;
    int rate = SFX_RATE, music = 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            fputs(USAGE, stdout);
            return 0;
        } else if (strcmp(argv[i], "--version") == 0) {
            printf("troubadour-sounds %s\n", TROUBADOUR_VERSION);
            return 0;
        } else if (strcmp(argv[i], "--no-music") == 0) {
            music = 0;
        } else if (strcmp(argv[i], "--rate") == 0 && i + 1 == argc) {
            fprintf(stderr, "troubadour-sounds: --rate needs a value (44100 or 48000)\n");
            return 1;
        } else if (strcmp(argv[i], "--rate") == 0) {
            const char *v = argv[++i];
            if (strcmp(v, "44100") == 0)
                rate = 44100;
            else if (strcmp(v, "48000") == 0)
                rate = 48000;
            else {
                fprintf(stderr, "troubadour-sounds: --rate must be 44100 or 48000\n");
                return 1;
            }
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "troubadour-sounds: unknown option (see --help)\n");
            return 1;
        } else if (!dir) {
            dir = argv[i];
        } else {
            fprintf(stderr, "troubadour-sounds: one folder only (see --help)\n");
            return 1;
        }
    }
    if (!dir) {
        fputs(USAGE, stderr);
        return 1;
    }
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        char shown[1024];
        printable(shown, sizeof shown, dir);
        fprintf(stderr, "troubadour-sounds: cannot create the folder %s: %s\n", shown,
                strerror(errno));
        return 1;
    }
    size_t count;
    const SfxBankEntry *bank = sfx_bank(&count);
    int failed = 0;
    for (size_t i = 0; i < count; i++) {
        SynthBuf buf;
        if (sfx_render(bank[i].id, bank[i].param, bank[i].seed, rate, &buf) != 0) {
            fprintf(stderr, "troubadour-sounds: out of memory for %s\n", bank[i].file);
            return 1;
        }
        if (write_sound(dir, bank[i].file, &buf) != 0) failed = 1;
    }
    if (music) {
        SynthBuf buf;
        if (sfx_render_music(rate, &buf) != 0) {
            fprintf(stderr, "troubadour-sounds: out of memory for the music\n");
            return 1;
        }
        if (write_sound(dir, SFX_MUSIC_FILE, &buf) != 0) failed = 1;
    }
    return failed;
}
