/* bench_sound: the CPU time the game spends making its sounds (the whole bank at start-up; the
 * music when it is first switched on), best of five runs. Prints figures; asserts nothing. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <time.h>

#include "sfx.h"

static double cpu_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

int main(void)
{
    double best_bank = 1e9, best_music = 1e9;
    size_t n, samples = 0;
    const SfxBankEntry *bank = sfx_bank(&n);
    for (int run = 0; run < 5; run++) {
        double t0 = cpu_ms();
        samples = 0;
        for (size_t i = 0; i < n; i++) {
            SynthBuf b;
            if (sfx_render(bank[i].id, bank[i].param, bank[i].seed, SFX_RATE, &b) != 0) return 1;
            samples += b.n;
            synth_buf_free(&b);
        }
        double t1 = cpu_ms();
        SynthBuf m;
        if (sfx_render_music(SFX_RATE, &m) != 0) return 1;
        synth_buf_free(&m);
        double t2 = cpu_ms();
        if (t1 - t0 < best_bank) best_bank = t1 - t0;
        if (t2 - t1 < best_music) best_music = t2 - t1;
    }
    printf("bank: %zu sounds, %.1f s of audio, %.1f ms CPU\n", n, (double)samples / SFX_RATE,
           best_bank);
    printf("music: %.0f s loop, %.1f ms CPU\n", SFX_MUSIC_SECONDS, best_music);
    return 0;
}
