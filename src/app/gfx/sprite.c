#include "sprite.h"

#include <stdlib.h>

#include "draw.h"
#include "figure_gfx.h"
#include "palette.h"

#define SLOTS 128

typedef struct Slot {
    int kind, a, b, size;
    unsigned long last;
    SDL_Texture *tex;
} Slot;

struct SpriteCache {
    SDL_Renderer *r;
    Slot slot[SLOTS];
    unsigned long tick;
    int no_targets;
};

SpriteCache *sprite_cache_new(SDL_Renderer *r)
{
    SpriteCache *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    c->r = r;
    SDL_RendererInfo info;
    c->no_targets =
        SDL_GetRendererInfo(r, &info) != 0 || !(info.flags & SDL_RENDERER_TARGETTEXTURE);
    return c;
}

void sprite_cache_free(SpriteCache *c)
{
    if (!c) return;
    for (int i = 0; i < SLOTS; i++)
        if (c->slot[i].tex) SDL_DestroyTexture(c->slot[i].tex);
    free(c);
}

/* The drawing itself, centred at cx, cy in a size x size square. */
static void paint(SDL_Renderer *r, int kind, int a, int b, float cx, float cy, float size,
                  Uint8 alpha)
{
    switch (kind) {
    case SPRITE_MARKER:
        draw_marker(r, palette_marker(a), cx, cy, size * 0.36f,
                    palette_alpha(palette_player(a), alpha), (SDL_Color){30, 20, 10, alpha});
        break;
    case SPRITE_FIGURE: figure_draw(r, a, b, cx, cy, size * 0.8f, alpha); break;
    case SPRITE_TOKEN: figure_draw_token(r, cx, cy, size * 0.8f, b, alpha); break;
    case SPRITE_DONKEY: figure_draw_donkey(r, cx, cy, size * 0.8f, alpha); break;
    default: break;
    }
}

static SDL_Texture *render(SpriteCache *c, int kind, int a, int b, int size)
{
    SDL_Texture *t =
        SDL_CreateTexture(c->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, size, size);
    if (!t) return NULL;
    SDL_Texture *old = SDL_GetRenderTarget(c->r);
    SDL_Rect clip;
    SDL_bool clipped = SDL_RenderIsClipEnabled(c->r);
    SDL_RenderGetClipRect(c->r, &clip);
    if (SDL_SetRenderTarget(c->r, t) != 0) {
        SDL_DestroyTexture(t);
        return NULL;
    }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawBlendMode(c->r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(c->r, 0, 0, 0, 0);
    SDL_RenderClear(c->r);
    paint(c->r, kind, a, b, size / 2.0f, size / 2.0f, (float)size, 255);
    SDL_SetRenderTarget(c->r, old);
    if (clipped) SDL_RenderSetClipRect(c->r, &clip);
    return t;
}

void sprite_draw(SpriteCache *c, int kind, int a, int b, float cx, float cy, int size, Uint8 alpha)
{
    if (size < 2) return;
    if (c->no_targets || size > 512) {
        paint(c->r, kind, a, b, cx, cy, (float)size, alpha);
        return;
    }
    c->tick++;
    Slot *hit = NULL, *victim = &c->slot[0];
    for (int i = 0; i < SLOTS; i++) {
        Slot *s = &c->slot[i];
        if (s->tex && s->kind == kind && s->a == a && s->b == b && s->size == size) {
            hit = s;
            break;
        }
        if (!s->tex) {
            if (victim->tex) victim = s;
        } else if (victim->tex && s->last < victim->last) {
            victim = s;
        }
    }
    if (!hit) {
        SDL_Texture *t = render(c, kind, a, b, size);
        if (!t) {
            paint(c->r, kind, a, b, cx, cy, (float)size, alpha);
            return;
        }
        if (victim->tex) SDL_DestroyTexture(victim->tex);
        victim->tex = t;
        victim->kind = kind;
        victim->a = a;
        victim->b = b;
        victim->size = size;
        hit = victim;
    }
    hit->last = c->tick;
    SDL_SetTextureAlphaMod(hit->tex, alpha);
    SDL_Rect d = {(int)(cx - size / 2.0f + 0.5f), (int)(cy - size / 2.0f + 0.5f), size, size};
    SDL_RenderCopy(c->r, hit->tex, NULL, &d);
}
