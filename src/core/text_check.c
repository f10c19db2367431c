/* UTF-8 checks and the escaping of quoted file text (see text_check.h). */
#include "text_check.h"

#include <string.h>

size_t text_utf8_len(const char *str, size_t n)
{
    const unsigned char *s = (const unsigned char *)str;
    if (n == 0) return 0;
    unsigned c = s[0];
    if (c < 0x80) return 1;
    size_t len;
    unsigned cp, min;
    if (c >= 0xc2 && c <= 0xdf) {
        len = 2;
        cp = c & 0x1f;
        min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
        len = 3;
        cp = c & 0x0f;
        min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
        len = 4;
        cp = c & 0x07;
        min = 0x10000;
    } else {
        return 0;
    }
    if (n < len) return 0;
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80) return 0;
        cp = (cp << 6) | (s[i] & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
    return len;
}

const char *text_check_line(const char *s, size_t n, size_t *at)
{
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)s[i];
        if ((c < 0x20 && c != '\t') || c == 0x7f) {
            if (at) *at = i;
            return "holds a control character";
        }
        size_t l = text_utf8_len(s + i, n - i);
        if (l == 0) {
            if (at) *at = i;
            return "is not valid UTF-8";
        }
        i += l;
    }
    return NULL;
}

/* 1 when the character of l bytes at s must be shown as escapes: C0, DEL, C1 (U+0080-U+009F,
 * which some terminals read as escape sequences too). */
static int needs_escape(const unsigned char *s, size_t l)
{
    if (l == 1) return s[0] < 0x20 || s[0] == 0x7f;
    return l == 2 && s[0] == 0xc2 && s[1] < 0xa0;
}

size_t text_escape(char *out, size_t size, const char *str, size_t n)
{
    static const char hex[] = "0123456789abcdef";
    if (!out || size == 0) return 0;
    const unsigned char *s = (const unsigned char *)str;
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        size_t l = text_utf8_len(str + i, n - i);
        if (l > 0 && !needs_escape(s + i, l)) {
            if (o + l >= size) break;
            memcpy(out + o, s + i, l);
            o += l;
            i += l;
            continue;
        }
        /* an invalid byte alone, or each byte of a control character */
        size_t k = l ? l : 1;
        if (o + 4 * k >= size) break;
        for (size_t j = 0; j < k; j++) {
            out[o++] = '\\';
            out[o++] = 'x';
            out[o++] = hex[s[i + j] >> 4];
            out[o++] = hex[s[i + j] & 15];
        }
        i += k;
    }
    out[o] = '\0';
    return o;
}

size_t text_escape_str(char *out, size_t size, const char *s)
{
    return text_escape(out, size, s ? s : "", s ? strlen(s) : 0);
}

void text_escape_inplace(char *buf, size_t size)
{
    char tmp[1024];
    if (!buf || size == 0) return;
    if (size > sizeof tmp) size = sizeof tmp;
    size_t n = text_escape(tmp, size, buf, strlen(buf));
    memcpy(buf, tmp, n + 1);
}
