/* Small helpers the bots and the arena share: a seed mixer and the two clocks. */
#ifndef TROUBADOUR_AI_UTIL_H
#define TROUBADOUR_AI_UTIL_H

#include <stdint.h>

/* splitmix64's finaliser: a well-spread 64-bit value from any input. */
uint64_t ai_mix64(uint64_t x);

/* CLOCK_MONOTONIC in seconds: what a time budget is measured against. */
double ai_wall_seconds(void);

/* CPU time of the calling thread in seconds (CLOCK_THREAD_CPUTIME_ID): the cost of a search
 * whatever else the machine runs. */
double ai_thread_cpu_seconds(void);

#endif
