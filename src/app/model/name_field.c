#include "name_field.h"

#include <string.h>

/* Length of the valid UTF-8 sequence at p (1 to 4), or 0 when it is not one. */
static int utf8_len(const unsigned char *p)
{
    int n;
    unsigned cp;
    if (p[0] < 0x80) return 1;
    if (p[0] >= 0xc2 && p[0] <= 0xdf) {
        n = 2;
        cp = p[0] & 0x1fu;
    } else if (p[0] >= 0xe0 && p[0] <= 0xef) {
        n = 3;
        cp = p[0] & 0x0fu;
    } else if (p[0] >= 0xf0 && p[0] <= 0xf4) {
        n = 4;
        cp = p[0] & 0x07u;
    } else {
        return 0;
    }
    for (int i = 1; i < n; i++) {
        if ((p[i] & 0xc0) != 0x80) return 0;
        cp = cp << 6 | (p[i] & 0x3fu);
    }
    if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
        (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return n;
}

int player_name_clean(char *name)
{
    unsigned char *r = (unsigned char *)name, *w = r;
    int chars = 0;
    while (*r) {
        int n = utf8_len(r);
        if (n == 0) { /* not UTF-8: dropped */
            r++;
            continue;
        }
        int control =
            (n == 1 && (*r < 0x20 || *r == 0x7f)) || (n == 2 && r[0] == 0xc2 && r[1] < 0xa0);
        if (!control && chars < PLAYER_NAME_CHARS) {
            memmove(w, r, (size_t)n);
            w += n;
            chars++;
        }
        r += n;
    }
    int changed = *w != '\0' || w != r;
    *w = '\0';
    return changed;
}

void player_name_trim(char *name)
{
    size_t n = strlen(name), a = 0;
    while (a < n && (name[a] == ' ' || name[a] == '\t')) a++;
    while (n > a && (name[n - 1] == ' ' || name[n - 1] == '\t')) n--;
    memmove(name, name + a, n - a);
    name[n - a] = '\0';
}
