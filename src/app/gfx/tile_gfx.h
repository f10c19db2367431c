/* Tile pictures on the board: textures cached per tile, rotation and pixel size (a few sizes
 * at a time), so a still or panning board never rasterises again; and the geometry questions
 * (which segment is under a point, where a figure stands). Backed by the art library
 * (troubadour_art); TROUBADOUR_SKETCH_TILES=1 draws the plain sketches of tile_sketch instead. */
#ifndef TROUBADOUR_TILE_GFX_H
#define TROUBADOUR_TILE_GFX_H

#include <SDL.h>

#include "tileset.h"

typedef struct TileGfx TileGfx;

TileGfx *tile_gfx_new(SDL_Renderer *r, const Tileset *ts);
void tile_gfx_free(TileGfx *tg);

/* Draws the tile into dst using its texture at tex_size pixels (scaled when dst differs).
 * Rasterising is rationed per frame; a tile not ready yet is drawn from another size or as
 * a plain square, and tile_gfx_pending() tells the caller to draw again. */
void tile_gfx_draw(TileGfx *tg, int tile, int rot, const SDL_Rect *dst, int tex_size, Uint8 alpha);
/* Segment under board point (u, v) in [0,1) of the tile at rotation rot, or -1. */
int tile_gfx_hit(TileGfx *tg, int tile, int rot, float u, float v);
/* Where a figure on segment seg stands, in board coordinates of the tile. */
void tile_gfx_anchor(TileGfx *tg, int tile, int rot, int seg, float *u, float *v);
/* Whether tiles were left undrawn or approximate in the frame just drawn. */
int tile_gfx_pending(const TileGfx *tg);
/* Called once per drawn frame: resets the rasterising ration, forgets unused sizes. */
void tile_gfx_frame_end(TileGfx *tg);
/* Figures as the art library draws them. */
enum {
    GFX_FOLLOWER,
    GFX_FARMER,
    GFX_WINDMILL,
    GFX_DONKEY,
    GFX_TOKEN_BACK,
    GFX_TOKEN_ROAD,
    GFX_TOKEN_COURT,
    GFX_TOKEN_CROSS,
    GFX_TOKEN_DIAGONAL,
    GFX_TOKEN_ESTATE,
    GFX_KIND_COUNT
};
/* Draws figure `kind` of player colour (COL_*, or -1 neutral) into dst. Returns 0, or -1
 * when there is no art for it (the caller then draws figure_gfx shapes). */
int tile_gfx_figure(TileGfx *tg, int kind, int colour, const SDL_Rect *dst, Uint8 alpha);
/* Whether the pictures are the stand-in sketches (no art library). */
int tile_gfx_is_sketch(const TileGfx *tg);
/* Rasterising ration per frame (the benchmark lifts it). */
void tile_gfx_set_budget(TileGfx *tg, int per_frame);

#endif
