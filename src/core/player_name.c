/* Player display names in records and on the setup screen (see player_name.h). */
#include "player_name.h"

#include <string.h>

#include "text_check.h"

static int is_blank(char c) { return c == ' ' || c == '\t'; }

size_t player_name_chars(const char *name)
{
    size_t n = 0;
    for (const unsigned char *p = (const unsigned char *)name; *p; p++) n += (*p & 0xc0) != 0x80;
    return n;
}

int player_name_parse(const char *rest, char *out, size_t size, const char **why)
{
    static const char *const too_long = "the name is longer than 32 characters";
    size_t o = 0;
    const char *p = rest;
    if (size) out[0] = '\0';
    while (is_blank(*p)) p++;
    size_t end_nonblank = 0; /* length of out up to its last character that is not blank */
    for (; *p && *p != '#'; p++) {
        char c = *p;
        if (c == '\\') {
            if (p[1] != '#' && p[1] != '\\') {
                *why = "a backslash in a name must be followed by # or \\ (write \\# or \\\\)";
                return -1;
            }
            c = *++p;
        }
        if (o + 1 >= size) {
            *why = too_long;
            return -1;
        }
        out[o++] = c;
        if (!is_blank(c)) end_nonblank = o;
    }
    o = end_nonblank;
    if (size) out[o] = '\0';
    if (o == 0) {
        *why = "`name` needs a colour and a name";
        return -1;
    }
    size_t at;
    const char *bad = text_check_line(out, o, &at);
    if (bad) {
        *why = bad[0] == 'h' ? "the name holds a control character" : "the name is not valid UTF-8";
        out[0] = '\0';
        return -1;
    }
    if (player_name_chars(out) > PLAYER_NAME_CHARS) {
        *why = too_long;
        out[0] = '\0';
        return -1;
    }
    return 0;
}

/* Trims, checks and cuts name into out. for_record keeps what a record may hold (tabs, C1
 * characters: the record format refuses only C0 and DEL); a typed name holds neither. Returns 0 or
 * -1 (out = "") for a control character or bytes that are not UTF-8. */
static int normalise(const char *name, char *out, size_t size, int for_record)
{
    if (size == 0) return -1;
    out[0] = '\0';
    size_t n = strlen(name);
    const char *bad = text_check_line(name, n, NULL);
    if (bad) return -1;
    if (!for_record && memchr(name, '\t', n)) return -1;
    for (size_t i = 0; i < n && !for_record;) {
        size_t l = text_utf8_len(name + i, n - i);
        if ((unsigned char)name[i] == 0xc2 && l == 2 && (unsigned char)name[i + 1] < 0xa0)
            return -1;
        i += l;
    }
    const char *p = name;
    while (is_blank(*p)) p++;
    size_t o = 0, chars = 0;
    while (*p && chars < PLAYER_NAME_CHARS) {
        size_t l = text_utf8_len(p, strlen(p));
        if (o + l >= size) break;
        memcpy(out + o, p, l);
        o += l;
        p += l;
        chars++;
    }
    while (o && is_blank(out[o - 1])) o--;
    out[o] = '\0';
    return 0;
}

int player_name_normalise(const char *typed, char *out, size_t size)
{
    return normalise(typed ? typed : "", out, size, 0);
}

size_t player_name_escape(const char *name, char *out, size_t size)
{
    char clean[PLAYER_NAME_ESCAPED_MAX];
    if (size == 0) return 0;
    out[0] = '\0';
    if (!name || normalise(name, clean, sizeof clean, 1) != 0) return 0;
    size_t o = 0;
    for (const char *p = clean; *p; p++) {
        int esc = *p == '#' || *p == '\\';
        if (o + 1 + (size_t)esc >= size) {
            out[0] = '\0';
            return 0;
        }
        if (esc) out[o++] = '\\';
        out[o++] = *p;
    }
    out[o] = '\0';
    return o;
}
