#include "tile_gfx.h"

#include <stdlib.h>
#include <string.h>

#include "art.h"
#include "tile_sketch.h"

#define PAGES        4
#define FIG_SLOTS    96
#define ANCHOR_UNSET (-2.0f)

typedef struct Page {
    int size;           /* 0: unused */
    unsigned long last; /* frame of last use */
    SDL_Texture *tex[TILESET_MAX_TILES][4];
} Page;

typedef struct FigSlot {
    int kind, colour, size;
    unsigned long last;
    SDL_Texture *tex; /* NULL: unused slot */
} FigSlot;

struct TileGfx {
    SDL_Renderer *r;
    const Tileset *ts;
    Page page[PAGES];
    FigSlot fig[FIG_SLOTS];
    unsigned long frame;
    int budget, used, pending;
    int sketch;
    ArtGeom *geom[TILESET_MAX_TILES];
    float anchor[TILESET_MAX_TILES][4][TILE_MAX_SEG][2];
};

TileGfx *tile_gfx_new(SDL_Renderer *r, const Tileset *ts)
{
    TileGfx *tg = calloc(1, sizeof *tg);
    if (!tg) return NULL;
    tg->r = r;
    tg->ts = ts;
    tg->budget = 16;
    tg->sketch = getenv("TROUBADOUR_SKETCH_TILES") != NULL;
    for (int t = 0; t < TILESET_MAX_TILES; t++)
        for (int q = 0; q < 4; q++)
            for (int s = 0; s < TILE_MAX_SEG; s++) tg->anchor[t][q][s][0] = ANCHOR_UNSET;
    return tg;
}

static void page_clear(Page *p)
{
    for (int t = 0; t < TILESET_MAX_TILES; t++)
        for (int q = 0; q < 4; q++)
            if (p->tex[t][q]) {
                SDL_DestroyTexture(p->tex[t][q]);
                p->tex[t][q] = NULL;
            }
    p->size = 0;
}

void tile_gfx_free(TileGfx *tg)
{
    if (!tg) return;
    for (int i = 0; i < PAGES; i++) page_clear(&tg->page[i]);
    for (int i = 0; i < FIG_SLOTS; i++)
        if (tg->fig[i].tex) SDL_DestroyTexture(tg->fig[i].tex);
    for (int i = 0; i < TILESET_MAX_TILES; i++) art_geom_free(tg->geom[i]);
    free(tg);
}

static const ArtGeom *geom_of(TileGfx *tg, int tile)
{
    if (!tg->geom[tile]) tg->geom[tile] = art_geom_new(&tg->ts->tile[tile]);
    return tg->geom[tile];
}

static Page *page_for(TileGfx *tg, int size)
{
    for (int i = 0; i < PAGES; i++)
        if (tg->page[i].size == size) return &tg->page[i];
    Page *victim = &tg->page[0];
    for (int i = 0; i < PAGES; i++) {
        if (tg->page[i].size == 0) {
            victim = &tg->page[i];
            break;
        }
        if (tg->page[i].last < victim->last) victim = &tg->page[i];
    }
    page_clear(victim);
    victim->size = size;
    victim->last = tg->frame;
    return victim;
}

static SDL_Surface *tile_surface(TileGfx *tg, int tile, int rot, int size)
{
    if (!tg->sketch) {
        const ArtGeom *g = geom_of(tg, tile);
        if (g) {
            char *svg = art_geom_svg(g, rot, size);
            SDL_Surface *s = svg ? art_svg_surface(svg, size, size) : NULL;
            free(svg);
            if (s && (s->w != size || s->h != size)) {
                SDL_FreeSurface(s);
                s = NULL;
            }
            if (s) return s;
        }
    }
    return tile_sketch_render(&tg->ts->tile[tile], rot, size);
}

static SDL_Texture *rasterise(TileGfx *tg, int tile, int rot, int size)
{
    SDL_Surface *s = tile_surface(tg, tile, rot, size);
    if (!s) return NULL;
    SDL_Texture *t = SDL_CreateTextureFromSurface(tg->r, s);
    SDL_FreeSurface(s);
    /* tiles are opaque: copying without blending is what keeps the software renderer fast */
    if (t) SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    return t;
}

static void plain(TileGfx *tg, const SDL_Rect *dst)
{
    SDL_SetRenderDrawBlendMode(tg->r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(tg->r, 104, 146, 72, 255);
    SDL_RenderFillRect(tg->r, dst);
}

static void blit(TileGfx *tg, SDL_Texture *t, const SDL_Rect *dst, Uint8 alpha)
{
    if (alpha != 255) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureAlphaMod(t, alpha);
    }
    SDL_RenderCopy(tg->r, t, NULL, dst);
    if (alpha != 255) {
        SDL_SetTextureAlphaMod(t, 255);
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    }
}

void tile_gfx_draw(TileGfx *tg, int tile, int rot, const SDL_Rect *dst, int tex_size, Uint8 alpha)
{
    if (tile < 0 || tile >= tg->ts->ntiles || tex_size < 4) return;
    rot &= 3;
    if (tex_size > 1024) tex_size = 1024;
    Page *p = page_for(tg, tex_size);
    p->last = tg->frame;
    SDL_Texture *t = p->tex[tile][rot];
    if (!t && tg->used < tg->budget) {
        tg->used++;
        t = p->tex[tile][rot] = rasterise(tg, tile, rot, tex_size);
    }
    if (t) {
        blit(tg, t, dst, alpha);
        return;
    }
    tg->pending = 1;
    /* meanwhile: the same tile from another size, scaled */
    for (int i = 0; i < PAGES; i++) {
        Page *o = &tg->page[i];
        if (o->size && o->tex[tile][rot]) {
            blit(tg, o->tex[tile][rot], dst, alpha);
            return;
        }
    }
    plain(tg, dst);
}

int tile_gfx_hit(TileGfx *tg, int tile, int rot, float u, float v)
{
    if (tile < 0 || tile >= tg->ts->ntiles) return -1;
    if (!tg->sketch) {
        const ArtGeom *g = geom_of(tg, tile);
        if (g) return art_geom_hit(g, rot & 3, u, v);
    }
    return tile_sketch_hit(&tg->ts->tile[tile], rot & 3, u, v);
}

void tile_gfx_anchor(TileGfx *tg, int tile, int rot, int seg, float *u, float *v)
{
    *u = *v = 0.5f;
    if (tile < 0 || tile >= tg->ts->ntiles || seg < 0 || seg >= TILE_MAX_SEG) return;
    float *a = tg->anchor[tile][rot & 3][seg];
    if (a[0] == ANCHOR_UNSET) {
        a[0] = a[1] = 0.5f;
        const ArtGeom *g = tg->sketch ? NULL : geom_of(tg, tile);
        if (g)
            art_geom_anchor(g, rot & 3, seg, &a[0], &a[1]);
        else
            tile_sketch_anchor(&tg->ts->tile[tile], rot & 3, seg, &a[0], &a[1]);
    }
    *u = a[0];
    *v = a[1];
}

int tile_gfx_figure(TileGfx *tg, int kind, int colour, const SDL_Rect *dst, Uint8 alpha)
{
    if (tg->sketch || kind < 0 || kind >= GFX_KIND_COUNT || dst->w < 4) return -1;
    int size = dst->w;
    FigSlot *hit = NULL, *victim = &tg->fig[0];
    for (int i = 0; i < FIG_SLOTS; i++) {
        FigSlot *f = &tg->fig[i];
        if (f->tex && f->kind == kind && f->colour == colour && f->size == size) {
            hit = f;
            break;
        }
        if (!f->tex) {
            if (victim->tex) victim = f;
        } else if (victim->tex && f->last < victim->last) {
            victim = f;
        }
    }
    if (!hit) {
        /* ART_FIG_* follow GFX_* in the same order */
        char *svg = art_figure_svg(kind, colour, size);
        SDL_Surface *s = svg ? art_svg_surface(svg, size, size) : NULL;
        free(svg);
        if (!s) return -1;
        SDL_Texture *t = SDL_CreateTextureFromSurface(tg->r, s);
        SDL_FreeSurface(s);
        if (!t) return -1;
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        if (victim->tex) SDL_DestroyTexture(victim->tex);
        victim->tex = t;
        victim->kind = kind;
        victim->colour = colour;
        victim->size = size;
        hit = victim;
    }
    hit->last = tg->frame;
    SDL_SetTextureAlphaMod(hit->tex, alpha);
    SDL_RenderCopy(tg->r, hit->tex, NULL, dst);
    return 0;
}

int tile_gfx_pending(const TileGfx *tg) { return tg->pending; }

void tile_gfx_frame_end(TileGfx *tg)
{
    tg->frame++;
    tg->used = 0;
    tg->pending = 0;
    /* sizes not drawn for a while give their memory back */
    for (int i = 0; i < PAGES; i++)
        if (tg->page[i].size && tg->frame - tg->page[i].last > 600) page_clear(&tg->page[i]);
}

int tile_gfx_is_sketch(const TileGfx *tg) { return tg->sketch; }

void tile_gfx_set_budget(TileGfx *tg, int per_frame) { tg->budget = per_frame; }
