/* The bots' shared helpers (see ai_util.h). */
#define _POSIX_C_SOURCE 200809L
#include "ai_util.h"

#include <time.h>

uint64_t ai_mix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

static double clock_seconds(clockid_t id)
{
    struct timespec t;
    if (clock_gettime(id, &t) != 0) return 0;
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

double ai_wall_seconds(void) { return clock_seconds(CLOCK_MONOTONIC); }

double ai_thread_cpu_seconds(void) { return clock_seconds(CLOCK_THREAD_CPUTIME_ID); }
