/* Text fitted to a width by whole items (text_fit.h). */
#include "text_fit.h"

#include <string.h>

int text_fit_items(Text *t, int font, const char *s, const char *sep, int maxw, char *out,
                   size_t size)
{
    if (!size) return 0;
    out[0] = '\0';
    size_t seplen = strlen(sep), cut = 0;
    int width = 0;
    const char *p = s;
    for (;;) {
        const char *next = seplen ? strstr(p, sep) : NULL;
        size_t end = next ? (size_t)(next - s) : strlen(s);
        if (end >= size) break;
        memcpy(out, s, end);
        out[end] = '\0';
        int w = text_width(t, font, out);
        if (w > maxw) break;
        cut = end;
        width = w;
        if (!next) break;
        p = next + seplen;
    }
    out[cut] = '\0';
    return width;
}
