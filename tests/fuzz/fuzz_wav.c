/* libFuzzer target: the WAV reader (src/sound/wav.c). What it accepts must survive a round
 * trip through the writer unchanged. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "wav.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[128];
    size_t n = 0;
    int rate = 0;
    int16_t *s = wav_decode(data, size, &n, &rate, err, sizeof err);
    if (!s) {
        if (!memchr(err, '\0', sizeof err) || !err[0]) abort();
        return 0;
    }
    if (rate > 0 && rate <= 384000 && n <= 1 << 20) {
        SynthBuf b = {malloc((n ? n : 1) * sizeof(float)), n, rate};
        if (b.s) {
            for (size_t i = 0; i < n; i++) b.s[i] = (float)s[i] / 32767.0f;
            size_t len;
            unsigned char *w = wav_encode(&b, &len);
            size_t n2;
            int rate2;
            int16_t *s2 = w ? wav_decode(w, len, &n2, &rate2, err, sizeof err) : NULL;
            if (w && (!s2 || n2 != n || rate2 != rate)) abort();
            for (size_t i = 0; s2 && i < n; i++)
                if (s2[i] != s[i] && s[i] != -32768) abort();
            free(s2);
            free(w);
            free(b.s);
        }
    }
    free(s);
    return 0;
}
