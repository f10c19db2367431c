/* The board as every scene draws it (the game scene and its replay viewer, the final
 * scoring): tiles and figures through the texture cache at a camera. One renderer, so the
 * board looks the same everywhere. */
#ifndef TROUBADOUR_BOARD_VIEW_H
#define TROUBADOUR_BOARD_VIEW_H

#include <SDL.h>

#include "camera.h"
#include "game.h"
#include "tile_gfx.h"

typedef struct BoardView {
    SDL_Renderer *renderer;
    TileGfx *tiles;
    const Camera *cam;
    SDL_FRect area; /* the view on screen, output pixels */
} BoardView;

/* Screen rectangle of the tile at x, y. */
void board_cell(const BoardView *v, int x, int y, SDL_Rect *r);
/* Whether a screen rectangle overlaps the view. */
int board_visible(const BoardView *v, const SDL_Rect *r);
/* Every placed tile of g that is in view. */
void board_draw_tiles(const BoardView *v, const Game *g);
/* Board point (tile units) where a figure on segment seg of the tile at x, y stands. */
void board_anchor(const BoardView *v, const Game *g, int x, int y, int seg, float *bx, float *by);
/* FIGURE_* (figure_gfx.h) for a figure on the board. */
int board_figure_kind(const FigureView *f);
/* The drawn size of a figure of that kind, in pixels, scale 1 being its normal size. */
float board_figure_size(const BoardView *v, int kind, float scale);
/* A figure of colour (COL_*) and kind (FIGURE_*) at board point bx, by: the art, or the
 * plain shape when there is no art. */
void board_draw_figure(const BoardView *v, int colour, int kind, float bx, float by, float scale,
                       Uint8 alpha);

#endif
