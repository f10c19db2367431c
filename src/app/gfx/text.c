#define _POSIX_C_SOURCE 200809L
#include "text.h"

#include <SDL_ttf.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CACHE_SIZE  768
#define KEEP_FRAMES 240

/* Font sizes in UI points. */
static const int FONT_PT[FONT_COUNT] = {13, 16, 16, 21, 44};

typedef struct CacheEntry {
    uint32_t hash;
    int font;
    SDL_Color colour;
    int wrap;
    char *s;
    SDL_Texture *tex;
    int w, h;
    unsigned long last;
} CacheEntry;

struct Text {
    SDL_Renderer *r;
    char regular[1024], bold[1024];
    float scale;
    TTF_Font *font[FONT_COUNT];
    CacheEntry cache[CACHE_SIZE];
    int n;
    unsigned long frame;
    /* text a player cannot read whole (ellipsized, past the window's edge, wider than its
     * button) in this frame: for the layout tests (text_cut_count) */
    int cut;
    char cut_text[TEXT_CUT_KEEP]
                 [64]; /* the first ones, each cut to 63 bytes at a character's start */
};

void text_note_cut(Text *t, const char *s)
{
    if (t->cut < TEXT_CUT_KEEP) {
        size_t k = strlen(s);
        if (k > 63)
            for (k = 63; k > 0 && ((unsigned char)s[k] & 0xc0) == 0x80;) k--;
        memcpy(t->cut_text[t->cut], s, k);
        t->cut_text[t->cut][k] = '\0';
    }
    t->cut++;
}

int text_drawn(const Text *t, const char *s)
{
    for (int i = 0; i < t->n; i++)
        if (t->cache[i].last == t->frame && strcmp(t->cache[i].s, s) == 0) return 1;
    return 0;
}

int text_cut_count(const Text *t) { return t->cut; }

const char *text_cut_text(const Text *t, int i)
{
    return i >= 0 && i < t->cut && i < TEXT_CUT_KEEP ? t->cut_text[i] : "";
}

static uint32_t hash_str(const char *s, uint32_t h)
{
    for (; *s; s++) h = (h ^ (uint8_t)*s) * 16777619u;
    return h;
}

static void clear_cache(Text *t)
{
    for (int i = 0; i < t->n; i++) {
        SDL_DestroyTexture(t->cache[i].tex);
        free(t->cache[i].s);
    }
    t->n = 0;
}

static void close_fonts(Text *t)
{
    for (int i = 0; i < FONT_COUNT; i++) {
        if (t->font[i]) TTF_CloseFont(t->font[i]);
        t->font[i] = NULL;
    }
}

static int open_fonts(Text *t, char *err, size_t errsize)
{
    for (int i = 0; i < FONT_COUNT; i++) {
        int pt = (int)(FONT_PT[i] * t->scale + 0.5f);
        if (pt < 6) pt = 6;
        const char *path =
            (i == FONT_BOLD || i == FONT_TITLE || i == FONT_LARGE) ? t->bold : t->regular;
        t->font[i] = TTF_OpenFont(path, pt);
        if (!t->font[i]) {
            if (err) snprintf(err, errsize, "%s: %s", path, TTF_GetError());
            close_fonts(t);
            return -1;
        }
        TTF_SetFontHinting(t->font[i], TTF_HINTING_LIGHT);
    }
    return 0;
}

Text *text_new(SDL_Renderer *r, const char *regular, const char *bold, float scale, char *err,
               size_t errsize)
{
    if (!TTF_WasInit() && TTF_Init() != 0) {
        snprintf(err, errsize, "SDL_ttf: %s", TTF_GetError());
        return NULL;
    }
    Text *t = calloc(1, sizeof *t);
    if (!t) {
        snprintf(err, errsize, "out of memory");
        return NULL;
    }
    t->r = r;
    t->scale = scale;
    snprintf(t->regular, sizeof t->regular, "%s", regular);
    snprintf(t->bold, sizeof t->bold, "%s", bold && *bold ? bold : regular);
    if (open_fonts(t, err, errsize)) {
        free(t);
        return NULL;
    }
    return t;
}

void text_free(Text *t)
{
    if (!t) return;
    clear_cache(t);
    close_fonts(t);
    free(t);
}

int text_set_scale(Text *t, float scale)
{
    if (scale == t->scale) return 0;
    float old = t->scale;
    clear_cache(t);
    close_fonts(t);
    t->scale = scale;
    if (open_fonts(t, NULL, 0) == 0) return 0;
    t->scale = old;
    open_fonts(t, NULL, 0);
    return -1;
}

static CacheEntry *lookup(Text *t, int font, const char *s, SDL_Color c, int wrap)
{
    if (font < 0 || font >= FONT_COUNT || !t->font[font]) return NULL;
    uint32_t h = hash_str(s, 2166136261u ^ (uint32_t)(font * 131 + wrap * 7919));
    h = h * 31 + ((uint32_t)c.r << 24 | (uint32_t)c.g << 16 | (uint32_t)c.b << 8 | c.a);
    for (int i = 0; i < t->n; i++) {
        CacheEntry *e = &t->cache[i];
        if (e->hash == h && e->font == font && e->wrap == wrap && e->colour.r == c.r &&
            e->colour.g == c.g && e->colour.b == c.b && e->colour.a == c.a &&
            strcmp(e->s, s) == 0) {
            e->last = t->frame;
            return e;
        }
    }
    SDL_Color opaque = c;
    opaque.a = 255;
    SDL_Surface *surf = wrap > 0
                            ? TTF_RenderUTF8_Blended_Wrapped(t->font[font], s, opaque, (Uint32)wrap)
                            : TTF_RenderUTF8_Blended(t->font[font], s, opaque);
    if (!surf) return NULL;
    SDL_Texture *tex = SDL_CreateTextureFromSurface(t->r, surf);
    int w = surf->w, hh = surf->h;
    SDL_FreeSurface(surf);
    if (!tex) return NULL;
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    if (c.a != 255) SDL_SetTextureAlphaMod(tex, c.a);
    char *copy = malloc(strlen(s) + 1);
    if (!copy) {
        SDL_DestroyTexture(tex);
        return NULL;
    }
    memcpy(copy, s, strlen(s) + 1);
    int slot;
    if (t->n < CACHE_SIZE) {
        slot = t->n++;
    } else {
        slot = 0;
        for (int i = 1; i < t->n; i++)
            if (t->cache[i].last < t->cache[slot].last) slot = i;
        SDL_DestroyTexture(t->cache[slot].tex);
        free(t->cache[slot].s);
    }
    CacheEntry *e = &t->cache[slot];
    e->hash = h;
    e->font = font;
    e->colour = c;
    e->wrap = wrap;
    e->s = copy;
    e->tex = tex;
    e->w = w;
    e->h = hh;
    e->last = t->frame;
    return e;
}

static void blit(Text *t, CacheEntry *e, float x, float y, int flags)
{
    if ((flags & 3) == TEXT_CENTER)
        x -= e->w / 2.0f;
    else if ((flags & 3) == TEXT_RIGHT)
        x -= (float)e->w;
    if (flags & TEXT_MIDDLE)
        y -= e->h / 2.0f;
    else if (flags & TEXT_BOTTOM)
        y -= (float)e->h;
    SDL_Rect d = {(int)(x + 0.5f), (int)(y + 0.5f), e->w, e->h};
    SDL_RenderCopy(t->r, e->tex, NULL, &d);
    if (SDL_RenderIsClipEnabled(t->r)) {
        /* a scroll view: text above or below it is scrolled away, not cut; text past its
         * sides is */
        SDL_Rect clip;
        SDL_RenderGetClipRect(t->r, &clip);
        if (d.y + d.h <= clip.y || d.y >= clip.y + clip.h) return;
        if (d.x < clip.x - 1 || d.x + d.w > clip.x + clip.w + 1) text_note_cut(t, e->s);
        return;
    }
    int ow = 0, oh = 0;
    if (SDL_GetRendererOutputSize(t->r, &ow, &oh) == 0 && ow > 0 &&
        (d.x < -1 || d.y < -1 || d.x + d.w > ow + 1 || d.y + d.h > oh + 1))
        text_note_cut(t, e->s);
}

int text_draw(Text *t, int font, const char *s, SDL_Color c, float x, float y, int flags)
{
    if (!s || !*s) return 0;
    CacheEntry *e = lookup(t, font, s, c, 0);
    if (!e) return 0;
    blit(t, e, x, y, flags);
    return e->w;
}

int text_draw_wrapped(Text *t, int font, const char *s, SDL_Color c, float x, float y, int width)
{
    if (!s || !*s || width < 8) return 0;
    CacheEntry *e = lookup(t, font, s, c, width);
    if (!e) return 0;
    blit(t, e, x, y, 0);
    return e->h;
}

int text_height_wrapped(Text *t, int font, const char *s, SDL_Color c, int width)
{
    if (!s || !*s || width < 8) return 0;
    CacheEntry *e = lookup(t, font, s, c, width);
    return e ? e->h : 0;
}

int text_width(Text *t, int font, const char *s)
{
    int w = 0, h = 0;
    if (!s || font < 0 || font >= FONT_COUNT || !t->font[font]) return 0;
    TTF_SizeUTF8(t->font[font], s, &w, &h);
    return w;
}

int text_line_height(Text *t, int font)
{
    if (font < 0 || font >= FONT_COUNT || !t->font[font]) return 0;
    return TTF_FontLineSkip(t->font[font]);
}

void text_frame_end(Text *t)
{
    t->frame++;
    t->cut = 0;
    if (t->n < CACHE_SIZE * 3 / 4) return;
    for (int i = 0; i < t->n;) {
        if (t->frame - t->cache[i].last > KEEP_FRAMES) {
            SDL_DestroyTexture(t->cache[i].tex);
            free(t->cache[i].s);
            t->cache[i] = t->cache[--t->n];
        } else {
            i++;
        }
    }
}

static int ends_with(const char *s, const char *suf)
{
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && strcasecmp(s + a - b, suf) == 0;
}

static int is_bold_name(const char *s)
{
    return strstr(s, "Bold") || strstr(s, "bold") || strstr(s, "Heavy") || strstr(s, "Black");
}

int text_find_fonts(const char *datadir, char *regular, char *bold, size_t size, char *err,
                    size_t errsize)
{
    regular[0] = bold[0] = '\0';
    char dir[2048];
    snprintf(dir, sizeof dir, "%s/fonts", datadir ? datadir : ".");
    DIR *d = opendir(dir);
    if (d) {
        /* Sorted choice, so the pick does not depend on directory order. */
        char best_r[512] = "", best_b[512] = "";
        struct dirent *de;
        while ((de = readdir(d)) != NULL) {
            const char *n = de->d_name;
            if (!ends_with(n, ".ttf") && !ends_with(n, ".otf")) continue;
            if (strstr(n, "Italic") || strstr(n, "Oblique")) continue;
            char *slot = is_bold_name(n) ? best_b : best_r;
            if (!slot[0] || strcmp(n, slot) < 0) snprintf(slot, 512, "%s", n);
        }
        closedir(d);
        if (best_r[0] || best_b[0]) {
            snprintf(regular, size, "%s/%s", dir, best_r[0] ? best_r : best_b);
            snprintf(bold, size, "%s/%s", dir, best_b[0] ? best_b : best_r);
            if (access(regular, R_OK) == 0 && access(bold, R_OK) == 0) return 0;
        }
    }
    if (text_system_fonts(regular, bold, size) == 0) return 0;
    snprintf(err, errsize,
             "no font found; tried %s/*.ttf and *.otf and DejaVu Sans in /usr/share/fonts "
             "(install the package fonts-dejavu-core)",
             dir);
    return -1;
}

int text_system_fonts(char *regular, char *bold, size_t size)
{
    static const char *const sys_r[] = {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                                        "/usr/share/fonts/TTF/DejaVuSans.ttf",
                                        "/usr/share/fonts/dejavu/DejaVuSans.ttf"};
    static const char *const sys_b[] = {"/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
                                        "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
                                        "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf"};
    for (size_t i = 0; i < sizeof sys_r / sizeof sys_r[0]; i++) {
        if (access(sys_r[i], R_OK) != 0) continue;
        snprintf(regular, size, "%s", sys_r[i]);
        snprintf(bold, size, "%s", access(sys_b[i], R_OK) == 0 ? sys_b[i] : sys_r[i]);
        return 0;
    }
    return -1;
}

int text_draw_fit(Text *t, int font, const char *s, SDL_Color c, float x, float y, int flags,
                  int maxw)
{
    if (text_width(t, font, s) <= maxw) return text_draw(t, font, s, c, x, y, flags);
    text_note_cut(t, s);
    char buf[512];
    size_t n = strlen(s);
    if (n > sizeof buf - 4) n = sizeof buf - 4;
    while (n > 0) {
        while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80) /* a character's start */
            n--;
        memcpy(buf, s, n);
        memcpy(buf + n, "\xe2\x80\xa6", 4);
        if (text_width(t, font, buf) <= maxw) return text_draw(t, font, buf, c, x, y, flags);
        n--;
    }
    return text_width(t, font, "\xe2\x80\xa6") <= maxw
               ? text_draw(t, font, "\xe2\x80\xa6", c, x, y, flags)
               : 0;
}
