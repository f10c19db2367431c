/* Text fitted to a width by whole items (text_fit.h). */
#include "text_fit.h"

#include <string.h>

int text_draw_centred(Text *t, int font, const char *s, SDL_Color c, float cx, float y, int maxw)
{
    int lh = text_line_height(t, font);
    if (text_width(t, font, s) <= maxw) {
        text_draw(t, font, s, c, cx, y, TEXT_CENTER);
        return lh;
    }
    char a[256];
    size_t n = strlen(s), best = 0;
    int best_w = 0;
    for (size_t i = 1; i < n && i < sizeof a; i++) {
        if (s[i] != ' ') continue;
        memcpy(a, s, i);
        a[i] = '\0';
        int w1 = text_width(t, font, a), w2 = text_width(t, font, s + i + 1);
        int w = w1 > w2 ? w1 : w2;
        if (w <= maxw && (!best || w < best_w)) {
            best = i;
            best_w = w;
        }
    }
    if (!best) {
        text_draw_fit(t, font, s, c, cx, y, TEXT_CENTER, maxw);
        return lh;
    }
    memcpy(a, s, best);
    a[best] = '\0';
    text_draw(t, font, a, c, cx, y, TEXT_CENTER);
    text_draw(t, font, s + best + 1, c, cx, y + (float)lh, TEXT_CENTER);
    return 2 * lh;
}

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
