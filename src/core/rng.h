/* The game's random stream: PCG32 (O'Neill), seeded by the caller. */
#ifndef TROUBADOUR_RNG_H
#define TROUBADOUR_RNG_H

#include <stdint.h>

typedef struct Rng {
    uint64_t state;
    uint64_t inc;
} Rng;

void rng_seed(Rng *r, uint64_t seed, uint64_t stream);
uint32_t rng_next(Rng *r);
/* Uniform in [0, n), n > 0, without modulo bias. */
uint32_t rng_below(Rng *r, uint32_t n);
/* Fisher-Yates over a[0..n), drawing from r: the one shuffle of the program. */
void rng_shuffle_u8(Rng *r, uint8_t *a, int n);

#endif
