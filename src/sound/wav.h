/* WAV files (RIFF, 16-bit PCM, mono) from synthesised samples, and back. Pure C11. */
#ifndef TROUBADOUR_WAV_H
#define TROUBADOUR_WAV_H

#include <stddef.h>
#include <stdint.h>

#include "synth.h"

/* Size in bytes of the WAV header that wav_encode writes before the samples. */
#define WAV_HEADER_BYTES 44

/* A float sample in [-1, 1] as 16-bit PCM, rounded and clipped. */
int16_t wav_sample16(float x);

/* Encodes buf as a complete WAV file in memory (caller frees). Returns NULL when out of
 * memory or when the buffer is too long for a WAV file; *len receives the size. */
unsigned char *wav_encode(const SynthBuf *buf, size_t *len);

/* Decodes a 16-bit PCM mono WAV file made by wav_encode (or any canonical one): the samples
 * (caller frees), their count and the rate. Returns NULL with a sentence in err when the data
 * is not such a file. */
int16_t *wav_decode(const unsigned char *data, size_t len, size_t *count, int *rate, char *err,
                    size_t errsize);

#endif
