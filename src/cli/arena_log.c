/* The run log's lines (see arena_log.h): read strictly, so that a damaged or foreign log is
 * refused, never half-counted. */
#include "arena_log.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A decimal integer (an optional minus, 1 to 15 digits) from lo to hi: the end, or NULL. */
static const char *read_long(const char *s, long lo, long hi, long *v)
{
    const char *p = s;
    int neg = *p == '-';
    if (neg) p++;
    long x = 0;
    int digits = 0;
    while (*p >= '0' && *p <= '9') {
        if (++digits > 15) return NULL;
        x = x * 10 + (*p++ - '0');
    }
    if (!digits) return NULL;
    if (neg) x = -x;
    if (x < lo || x > hi) return NULL;
    *v = x;
    return p;
}

/* A non-negative decimal number as the log writes it (digits, optionally a point and digits),
 * at most 10^9: the end, or NULL. Never an exponent, a sign, inf or nan. */
static const char *read_seconds(const char *s, double *v)
{
    const char *p = s;
    int digits = 0;
    while (*p >= '0' && *p <= '9' && digits <= 12) p++, digits++;
    if (!digits || digits > 12) return NULL;
    if (*p == '.') {
        p++;
        int frac = 0;
        while (*p >= '0' && *p <= '9' && frac <= 9) p++, frac++;
        if (!frac || frac > 9) return NULL;
    }
    char num[32];
    memcpy(num, s, (size_t)(p - s));
    num[p - s] = '\0';
    *v = strtod(num, NULL);
    return *v <= 1e9 ? p : NULL; /* over 31 years */
}

static const char *read_word(const char *s, const char *want)
{
    size_t n = strlen(want);
    return strncmp(s, want, n) == 0 ? s + n : NULL;
}

int arena_log_parse(const char *line, int nbots, const char *const *label, ArenaLogGame *out)
{
    if (nbots < 2 || nbots > GAME_MAX_PLAYERS) return -1;
    memset(out, 0, sizeof *out);
    long v;
    const char *p = read_word(line, "game ");
    if (!p || !(p = read_long(p, 1, 10000000, &v)) || !(p = read_word(p, ":"))) return -1;
    out->index = v - 1;
    for (int s = 0; s < nbots; s++) {
        if (!(p = read_word(p, " ")) ||
            !(p = read_word(p, label[(size_t)((s + out->index) % nbots)])) ||
            !(p = read_word(p, " ")) || !(p = read_long(p, -1000000, 1000000, &v)))
            return -1;
        out->score[s] = (int)v;
    }
    if (*p == '\0') return 0;
    for (int s = 0; s < nbots; s++) {
        long po, hits;
        if (!(p = read_word(p, " | ")) || !(p = read_long(p, 0, 1000000000, &v)) ||
            !(p = read_word(p, " ")) || !(p = read_seconds(p, &out->seconds[s])) ||
            !(p = read_word(p, " ")) || !(p = read_seconds(p, &out->cpu[s])) ||
            !(p = read_word(p, " ")) || !(p = read_long(p, 0, 999999999999999L, &po)) ||
            !(p = read_word(p, " ")) || !(p = read_long(p, 0, po, &hits)))
            return -1;
        out->decisions[s] = v;
        out->playouts[s] = po;
        out->memo_hits[s] = hits;
    }
    if (*p != '\0') return -1;
    out->has_stats = 1;
    return 0;
}

int arena_log_format(char *buf, size_t size, int nbots, const char *const *label,
                     const ArenaLogGame *gm)
{
    if (nbots < 2 || nbots > GAME_MAX_PLAYERS || size == 0) return -1;
    size_t off = 0;
    int n = snprintf(buf, size, "game %ld:", gm->index + 1);
    if (n < 0 || (size_t)n >= size) return -1;
    off = (size_t)n;
    for (int s = 0; s < nbots; s++) {
        n = snprintf(buf + off, size - off, " %s %d", label[(size_t)((s + gm->index) % nbots)],
                     gm->score[s]);
        if (n < 0 || (size_t)n >= size - off) return -1;
        off += (size_t)n;
    }
    for (int s = 0; gm->has_stats && s < nbots; s++) {
        n = snprintf(buf + off, size - off, " | %ld %.3f %.3f %ld %ld", gm->decisions[s],
                     gm->seconds[s], gm->cpu[s], gm->playouts[s], gm->memo_hits[s]);
        if (n < 0 || (size_t)n >= size - off) return -1;
        off += (size_t)n;
    }
    return (int)off;
}
