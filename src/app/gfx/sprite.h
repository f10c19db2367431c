/* Small vector drawings (player markers, stand-in figures, tokens) rendered once into
 * textures per size, so that frames only copy them: geometry is slow on the software
 * renderer. */
#ifndef TROUBADOUR_SPRITE_H
#define TROUBADOUR_SPRITE_H

#include <SDL.h>

typedef struct SpriteCache SpriteCache;

enum { SPRITE_MARKER, SPRITE_FIGURE, SPRITE_TOKEN, SPRITE_DONKEY, SPRITE_KINDS };

SpriteCache *sprite_cache_new(SDL_Renderer *r);
void sprite_cache_free(SpriteCache *c);

/* Draws sprite `kind` with parameters a (colour, or -1) and b (figure kind, token face...)
 * centred at cx, cy in a square of size pixels. Falls back to drawing directly when the
 * renderer has no render targets. */
void sprite_draw(SpriteCache *c, int kind, int a, int b, float cx, float cy, int size, Uint8 alpha);

#endif
