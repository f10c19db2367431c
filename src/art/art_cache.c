/* Textures of tiles and figures rasterised from SVG at the sizes in use (see art.h). */
#include "art.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>

#include "io.h"

/* The implementation comes from Debian's libstb. */
#include "stb_image_write.h"

enum { ENTRY_TILE, ENTRY_FIGURE };

typedef struct Entry {
    int type;
    const TileDef *tile; /* ENTRY_TILE */
    int a, b;            /* rot, or kind and player */
    int size;
    SDL_Texture *tex;
} Entry;

typedef struct GeomEntry {
    const TileDef *tile;
    ArtGeom *geom;
} GeomEntry;

struct ArtCache {
    SDL_Renderer *r;
    Entry *e;
    int n, cap;
    GeomEntry *g;
    int ng, gcap;
    int sizes[ART_CACHE_SIZES]; /* most recent first; 0 = unused */
};

ArtCache *art_cache_new(SDL_Renderer *r)
{
    ArtCache *c = calloc(1, sizeof *c);
    if (c) c->r = r;
    return c;
}

void art_cache_free(ArtCache *c)
{
    if (!c) return;
    for (int i = 0; i < c->n; i++)
        SDL_DestroyTexture(c->e[i].tex);
    for (int i = 0; i < c->ng; i++)
        art_geom_free(c->g[i].geom);
    free(c->e);
    free(c->g);
    free(c);
}

/* Moves size to the front of the recent sizes, dropping the textures of the size that
 * falls off the end. */
static void touch_size(ArtCache *c, int size)
{
    int k = 0;
    while (k < ART_CACHE_SIZES && c->sizes[k] != size)
        k++;
    if (k == ART_CACHE_SIZES) {
        int old = c->sizes[ART_CACHE_SIZES - 1];
        if (old) {
            int j = 0;
            for (int i = 0; i < c->n; i++) {
                if (c->e[i].size == old)
                    SDL_DestroyTexture(c->e[i].tex);
                else
                    c->e[j++] = c->e[i];
            }
            c->n = j;
        }
        k = ART_CACHE_SIZES - 1;
    }
    memmove(&c->sizes[1], &c->sizes[0], sizeof(int) * (size_t)k);
    c->sizes[0] = size;
}

static Entry *find(ArtCache *c, int type, const TileDef *t, int a, int b, int size)
{
    for (int i = 0; i < c->n; i++) {
        Entry *e = &c->e[i];
        if (e->type == type && e->tile == t && e->a == a && e->b == b && e->size == size) return e;
    }
    return NULL;
}

SDL_Surface *art_svg_surface(const char *svg, int width, int height)
{
    if (!svg) {
        SDL_SetError("no SVG text (out of memory?)");
        return NULL;
    }
    SDL_RWops *rw = SDL_RWFromConstMem(svg, (int)strlen(svg));
    if (!rw) return NULL;
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, width, height);
    SDL_RWclose(rw);
    return s;
}

static SDL_Texture *insert(ArtCache *c, int type, const TileDef *t, int a, int b, int size,
                           char *svg)
{
    SDL_Surface *s = art_svg_surface(svg, size, size);
    free(svg);
    if (!s) return NULL;
    SDL_Texture *tex = SDL_CreateTextureFromSurface(c->r, s);
    SDL_FreeSurface(s);
    if (!tex) return NULL;
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    if (c->n == c->cap) {
        int cap = c->cap ? c->cap * 2 : 64;
        Entry *e = realloc(c->e, sizeof(Entry) * (size_t)cap);
        if (!e) {
            SDL_DestroyTexture(tex);
            SDL_OutOfMemory();
            return NULL;
        }
        c->e = e;
        c->cap = cap;
    }
    Entry *e = &c->e[c->n++];
    e->type = type;
    e->tile = t;
    e->a = a;
    e->b = b;
    e->size = size;
    e->tex = tex;
    return tex;
}

const ArtGeom *art_cache_geom(ArtCache *c, const TileDef *t)
{
    for (int i = 0; i < c->ng; i++)
        if (c->g[i].tile == t) return c->g[i].geom;
    if (c->ng == c->gcap) {
        int cap = c->gcap ? c->gcap * 2 : 32;
        GeomEntry *g = realloc(c->g, sizeof(GeomEntry) * (size_t)cap);
        if (!g) return NULL;
        c->g = g;
        c->gcap = cap;
    }
    ArtGeom *geom = art_geom_new(t);
    if (!geom) return NULL;
    c->g[c->ng].tile = t;
    c->g[c->ng].geom = geom;
    c->ng++;
    return geom;
}

SDL_Texture *art_cache_tile(ArtCache *c, const TileDef *t, int rot, int size_px)
{
    if (size_px < 1) size_px = 1;
    rot &= 3;
    touch_size(c, size_px);
    Entry *e = find(c, ENTRY_TILE, t, rot, 0, size_px);
    if (e) return e->tex;
    const ArtGeom *g = art_cache_geom(c, t);
    if (!g) {
        SDL_OutOfMemory();
        return NULL;
    }
    return insert(c, ENTRY_TILE, t, rot, 0, size_px, art_geom_svg(g, rot, size_px));
}

SDL_Texture *art_figure(ArtCache *c, int kind, int player, int size_px)
{
    if (size_px < 1) size_px = 1;
    if (kind < 0 || kind >= ART_FIG_COUNT) {
        SDL_SetError("unknown figure kind %d", kind);
        return NULL;
    }
    if (player < -1 || player >= ART_PLAYERS) player = -1;
    touch_size(c, size_px);
    Entry *e = find(c, ENTRY_FIGURE, NULL, kind, player, size_px);
    if (e) return e->tex;
    return insert(c, ENTRY_FIGURE, NULL, kind, player, size_px,
                  art_figure_svg(kind, player, size_px));
}

int art_size_step(int size_px)
{
    int s = 8;
    while (s < size_px)
        s = s + (s + 9) / 10;
    return s;
}

SDL_Surface *art_tile_surface(const TileDef *t, int rot, int size_px)
{
    char *svg = art_tile_svg(t, rot, size_px);
    SDL_Surface *s = art_svg_surface(svg, size_px, size_px);
    free(svg);
    return s;
}

int art_write_png(SDL_Surface *s, const char *path, char *err, size_t errsize)
{
    SDL_Surface *rgba = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ABGR8888, 0);
    if (!rgba) {
        snprintf(err, errsize, "cannot convert the picture for %s: %s", path, SDL_GetError());
        return -1;
    }
    int ok = stbi_write_png(path, rgba->w, rgba->h, 4, rgba->pixels, rgba->pitch);
    SDL_FreeSurface(rgba);
    if (!ok) {
        snprintf(err, errsize, "cannot write %s", path);
        return -1;
    }
    return 0;
}

TTF_Font *art_open_font(int ptsize, int bold)
{
    const char *file = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf";
    char path[1024], err[512];
    const char *dir = io_data_dir(err, sizeof err);
    if (dir) {
        snprintf(path, sizeof path, "%s/fonts/%s", dir, file);
        TTF_Font *f = TTF_OpenFont(path, ptsize);
        if (f) return f;
    }
    static const char *const system_dirs[] = {"/usr/share/fonts/truetype/dejavu",
                                              "/usr/share/fonts/dejavu",
                                              "/usr/local/share/fonts/dejavu"};
    for (size_t i = 0; i < sizeof system_dirs / sizeof system_dirs[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", system_dirs[i], file);
        TTF_Font *f = TTF_OpenFont(path, ptsize);
        if (f) return f;
    }
    SDL_SetError("no font: %s is neither in the data folder's fonts/ nor in the system's "
                 "DejaVu folder",
                 file);
    return NULL;
}
