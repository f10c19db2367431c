/* SVG text buffer (see art_svg.h). */
#include "art_svg.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void artbuf_init(ArtBuf *b)
{
    b->s = NULL;
    b->len = b->cap = 0;
    b->failed = 0;
}

void artbuf_free(ArtBuf *b)
{
    free(b->s);
    artbuf_init(b);
}

char *artbuf_take(ArtBuf *b)
{
    char *s = b->failed ? NULL : b->s;
    if (b->failed) free(b->s);
    artbuf_init(b);
    return s;
}

static int reserve(ArtBuf *b, size_t extra)
{
    if (b->failed) return -1;
    if (b->len + extra + 1 <= b->cap) return 0;
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < b->len + extra + 1) cap *= 2;
    char *s = realloc(b->s, cap);
    if (!s) {
        b->failed = 1;
        return -1;
    }
    b->s = s;
    b->cap = cap;
    return 0;
}

void artbuf_puts(ArtBuf *b, const char *s)
{
    size_t n = strlen(s);
    if (reserve(b, n) != 0) return;
    memcpy(b->s + b->len, s, n + 1);
    b->len += n;
}

void artbuf_printf(ArtBuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || reserve(b, (size_t)n) != 0) return;
    va_start(ap, fmt);
    vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

void artbuf_num(ArtBuf *b, float v, char sep)
{
    char tmp[32];
    long t = (long)(v * 10.0f + (v < 0 ? -0.5f : 0.5f));
    int neg = t < 0;
    if (neg) t = -t;
    long ip = t / 10, fp = t % 10;
    if (fp)
        snprintf(tmp, sizeof tmp, "%s%ld.%ld", neg ? "-" : "", ip, fp);
    else
        snprintf(tmp, sizeof tmp, "%s%ld", neg && ip ? "-" : "", ip);
    artbuf_puts(b, tmp);
    if (sep) {
        char s2[2] = {sep, 0};
        artbuf_puts(b, s2);
    }
}
