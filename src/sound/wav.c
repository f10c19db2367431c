/* WAV files (wav.h). Written little-endian byte by byte, so the host's order does not matter. */
#include "wav.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int16_t wav_sample16(float x)
{
    double v = floor((double)x * 32767.0 + 0.5);
    if (v > 32767) v = 32767;
    if (v < -32767) v = -32767;
    return (int16_t)v;
}

static void put16(unsigned char *p, unsigned v)
{
    p[0] = (unsigned char)(v & 0xff);
    p[1] = (unsigned char)((v >> 8) & 0xff);
}

static void put32(unsigned char *p, uint32_t v)
{
    for (int i = 0; i < 4; i++) p[i] = (unsigned char)((v >> (8 * i)) & 0xff);
}

static uint32_t get32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static unsigned get16(const unsigned char *p) { return (unsigned)p[0] | (unsigned)p[1] << 8; }

unsigned char *wav_encode(const SynthBuf *buf, size_t *len)
{
    if (buf->n > (UINT32_MAX - WAV_HEADER_BYTES) / 2) return NULL;
    size_t data = buf->n * 2;
    unsigned char *out = malloc(WAV_HEADER_BYTES + data);
    if (!out) return NULL;
    memcpy(out, "RIFF", 4);
    put32(out + 4, (uint32_t)(36 + data));
    memcpy(out + 8, "WAVEfmt ", 8);
    put32(out + 16, 16);                       /* fmt chunk size */
    put16(out + 20, 1);                        /* PCM */
    put16(out + 22, 1);                        /* mono */
    put32(out + 24, (uint32_t)buf->rate);      /* sample rate */
    put32(out + 28, (uint32_t)buf->rate * 2u); /* bytes per second */
    put16(out + 32, 2);                        /* block align */
    put16(out + 34, 16);                       /* bits per sample */
    memcpy(out + 36, "data", 4);
    put32(out + 40, (uint32_t)data);
    for (size_t i = 0; i < buf->n; i++)
        put16(out + WAV_HEADER_BYTES + 2 * i, (unsigned)(uint16_t)wav_sample16(buf->s[i]));
    *len = WAV_HEADER_BYTES + data;
    return out;
}

int16_t *wav_decode(const unsigned char *data, size_t len, size_t *count, int *rate, char *err,
                    size_t errsize)
{
    if (len < 12 || memcmp(data, "RIFF", 4) != 0 || memcmp(data + 8, "WAVE", 4) != 0) {
        snprintf(err, errsize, "not a WAV file (no RIFF/WAVE header)");
        return NULL;
    }
    int have_fmt = 0;
    size_t pos = 12;
    while (pos + 8 <= len) {
        uint32_t size = get32(data + pos + 4);
        const unsigned char *body = data + pos + 8;
        if (size > len - pos - 8) {
            snprintf(err, errsize, "a chunk runs past the end of the file");
            return NULL;
        }
        if (memcmp(data + pos, "fmt ", 4) == 0) {
            if (size < 16 || get16(body) != 1 || get16(body + 2) != 1 || get16(body + 14) != 16) {
                snprintf(err, errsize, "not 16-bit PCM mono");
                return NULL;
            }
            *rate = (int)get32(body + 4);
            have_fmt = 1;
        } else if (memcmp(data + pos, "data", 4) == 0) {
            if (!have_fmt) {
                snprintf(err, errsize, "samples before the format chunk");
                return NULL;
            }
            size_t n = size / 2;
            int16_t *s = malloc((n ? n : 1) * sizeof *s);
            if (!s) {
                snprintf(err, errsize, "out of memory");
                return NULL;
            }
            for (size_t i = 0; i < n; i++) {
                long v = (long)get16(body + 2 * i);
                s[i] = (int16_t)(v >= 32768 ? v - 65536 : v);
            }
            *count = n;
            return s;
        }
        pos += 8 + (size_t)size + (size & 1u);
    }
    snprintf(err, errsize, "no sample data in the file");
    return NULL;
}
