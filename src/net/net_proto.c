/* Packet checks and word splitting for the online protocol (docs/protocol.md). */
#define _DEFAULT_SOURCE
#include "net_proto.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>

static int say(char *err, size_t errsize, const char *msg)
{
    if (err && errsize) snprintf(err, errsize, "%s", msg);
    return -1;
}

/* Length of the UTF-8 sequence at p (at most n bytes), or 0 when it is not valid. */
static size_t utf8_seq(const unsigned char *p, size_t n)
{
    unsigned c = p[0];
    size_t len;
    unsigned min;
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF)
        len = 2, min = 0x80;
    else if (c >= 0xE0 && c <= 0xEF)
        len = 3, min = 0x800;
    else if (c >= 0xF0 && c <= 0xF4)
        len = 4, min = 0x10000;
    else
        return 0;
    if (n < len) return 0;
    unsigned v = c & (0x3Fu >> (len - 1));
    for (size_t i = 1; i < len; i++) {
        if ((p[i] & 0xC0) != 0x80) return 0;
        v = (v << 6) | (p[i] & 0x3Fu);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) return 0;
    return len;
}

int net_text_check(const char *data, size_t len, size_t max, int multiline, char *err,
                   size_t errsize)
{
    if (len == 0) return say(err, errsize, "empty message");
    if (len > max) {
        if (err && errsize)
            snprintf(err, errsize, "message too long (%zu bytes; at most %zu)", len, max);
        return -1;
    }
    const unsigned char *p = (const unsigned char *)data;
    for (size_t i = 0; i < len;) {
        if (p[i] == '\n' && multiline) {
            i++;
            continue;
        }
        if (p[i] < 0x20 || p[i] == 0x7F)
            return say(err, errsize, "the message holds a control character");
        size_t k = utf8_seq(p + i, len - i);
        if (!k) return say(err, errsize, "the message is not valid UTF-8");
        i += k;
    }
    return 0;
}

int net_words_split(NetWords *w, const char *text, size_t len, char *err, size_t errsize)
{
    size_t end = 0;
    while (end < len && text[end] != '\n') end++;
    if (end > NET_MAX_SERVER_MSG) return say(err, errsize, "line too long");
    memcpy(w->buf, text, end);
    w->buf[end] = 0;
    memcpy(w->line, text, end);
    w->line[end] = 0;
    w->n = 0;
    char *p = w->buf;
    if (!*p) return say(err, errsize, "empty message");
    for (;;) {
        if (*p == ' ' || !*p) return say(err, errsize, "words are separated by single spaces");
        if (w->n == NET_MAX_WORDS) return say(err, errsize, "too many words");
        w->rest[w->n] = w->line + (p - w->buf);
        w->w[w->n++] = p;
        char *sp = strchr(p, ' ');
        if (!sp) break;
        *sp = 0;
        p = sp + 1;
    }
    return 0;
}

int net_parse_int(const char *s, long lo, long hi, long *out)
{
    const char *p = s;
    int neg = 0;
    if (*p == '-') neg = 1, p++;
    if (!*p || (p[0] == '0' && p[1]) || (neg && p[0] == '0')) return -1;
    long v = 0;
    for (; *p; p++) {
        if (*p < '0' || *p > '9') return -1;
        if (v > 100000000L) return -1;
        v = v * 10 + (*p - '0');
    }
    if (neg) v = -v;
    if (v < lo || v > hi) return -1;
    *out = v;
    return 0;
}

static const char CODE_ALPHABET[] = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

int net_code_valid(const char *s)
{
    size_t n = strlen(s);
    if (n != NET_CODE_LEN) return 0;
    for (size_t i = 0; i < n; i++)
        if (!strchr(CODE_ALPHABET, s[i]) || !s[i]) return 0;
    return 1;
}

int net_secret_valid(const char *s)
{
    size_t n = strlen(s);
    if (n != NET_SECRET_LEN) return 0;
    for (size_t i = 0; i < n; i++)
        if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f'))) return 0;
    return 1;
}

size_t net_utf8_length(const char *s)
{
    size_t n = 0;
    for (; *s; s++) n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}

int net_name_valid(const char *s)
{
    size_t n = strlen(s);
    if (!n || s[0] == ' ' || s[n - 1] == ' ') return 0;
    if (net_text_check(s, n, 4 * NET_NAME_MAX, 0, NULL, 0) != 0) return 0;
    if (strchr(s, '#') || strchr(s, '\\')) return 0;
    return net_utf8_length(s) <= NET_NAME_MAX;
}

static int random_bytes(unsigned char *b, size_t n)
{
    size_t got = 0;
    while (got < n) {
        ssize_t r = getrandom(b + got, n - got, 0);
        if (r < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        got += (size_t)r;
    }
    return 0;
}

int net_random_code(char out[NET_CODE_LEN + 1])
{
    unsigned char b[NET_CODE_LEN];
    if (random_bytes(b, sizeof b)) return -1;
    for (int i = 0; i < NET_CODE_LEN; i++) out[i] = CODE_ALPHABET[b[i] & 31];
    out[NET_CODE_LEN] = 0;
    return 0;
}

int net_random_secret(char out[NET_SECRET_LEN + 1])
{
    unsigned char b[NET_SECRET_LEN / 2];
    if (random_bytes(b, sizeof b)) return -1;
    for (int i = 0; i < NET_SECRET_LEN / 2; i++) {
        out[2 * i] = "0123456789abcdef"[b[i] >> 4];
        out[2 * i + 1] = "0123456789abcdef"[b[i] & 15];
    }
    out[NET_SECRET_LEN] = 0;
    return 0;
}

int net_random_u64(uint64_t *out)
{
    unsigned char b[8];
    if (random_bytes(b, sizeof b)) return -1;
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) v = (v << 8) | b[i];
    *out = v;
    return 0;
}

static const char *const EXP_NAMES[4] = {"farmers", "festival", "village-life", "royal-privileges"};

int net_expansions_parse(const char *list, unsigned *out)
{
    *out = 0;
    if (strcmp(list, "none") == 0) return 0;
    const char *p = list;
    for (;;) {
        const char *c = strchr(p, ',');
        size_t n = c ? (size_t)(c - p) : strlen(p);
        int found = -1;
        for (int i = 0; i < 4; i++)
            if (strlen(EXP_NAMES[i]) == n && strncmp(p, EXP_NAMES[i], n) == 0) found = i;
        if (found < 0 || (*out & (1u << found))) return -1;
        *out |= 1u << found;
        if (!c) break;
        p = c + 1;
    }
    return 0;
}

void net_expansions_format(unsigned exp, char *buf, size_t size)
{
    size_t off = 0;
    buf[0] = 0;
    for (int i = 0; i < 4; i++)
        if (exp & (1u << i)) {
            int w = snprintf(buf + off, size - off, "%s%s", off ? "," : "", EXP_NAMES[i]);
            if (w < 0 || (size_t)w >= size - off) return;
            off += (size_t)w;
        }
    if (!off) snprintf(buf, size, "none");
}

void net_text_escape(const char *s, char *out, size_t size)
{
    size_t o = 0;
    if (!size) return;
    for (; *s && o + 1 < size; s++) {
        unsigned char c = (unsigned char)*s;
        out[o++] = (c >= 0x20 && c < 0x7F) ? (char)c : '?';
    }
    out[o] = 0;
}
