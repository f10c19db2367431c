/* Plain stand-in tile pictures and hit tests, built from the tile data alone. Used while (or
 * where) the real art library is not available; tile_gfx chooses. */
#ifndef TROUBADOUR_TILE_SKETCH_H
#define TROUBADOUR_TILE_SKETCH_H

#include <SDL.h>

#include "tileset.h"

/* Segment under board point (u, v) in [0,1) of the tile at rotation rot, or -1. */
int tile_sketch_hit(const TileDef *t, int rot, float u, float v);
/* A point of segment seg (board coordinates) where the hit test answers seg. */
void tile_sketch_anchor(const TileDef *t, int rot, int seg, float *u, float *v);
/* The tile drawn at size x size pixels (caller frees), or NULL. */
SDL_Surface *tile_sketch_render(const TileDef *t, int rot, int size);

#endif
