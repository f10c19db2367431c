/* The game's art on the SDL side: tile and figure SVGs (art_svg.h, art_figure.h) rasterised
 * by SDL_image into surfaces, the tile geometry for hit tests (art_geom.h), the font, and
 * the tile sheet. No window and no textures: the game's texture cache is TileGfx
 * (src/app/gfx/tile_gfx.c), which calls art_geom_svg, art_figure_svg and art_svg_surface.
 */
#ifndef TROUBADOUR_ART_H
#define TROUBADOUR_ART_H

#include <stddef.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "art_figure.h"
#include "art_geom.h"
#include "art_svg.h"
#include "tileset.h"

/* Rasterises SVG text to a new 32-bit surface of about width x height pixels (caller
 * frees). NULL on failure with SDL_GetError set. */
SDL_Surface *art_svg_surface(const char *svg, int width, int height);

/* Tile t at rotation rot as a new surface size_px square (caller frees), or NULL. */
SDL_Surface *art_tile_surface(const TileDef *t, int rot, int size_px);

/* Writes a surface as PNG. Returns 0, or -1 with err filled. */
int art_write_png(SDL_Surface *s, const char *path, char *err, size_t errsize);

/* Opens the game font at ptsize: fonts/ in the data folder first (io_data_dir), then the
 * system's DejaVu. bold picks the bold face. TTF_Init must have been called. NULL with
 * SDL_GetError set when no font could be opened. */
TTF_Font *art_open_font(int ptsize, int bold);

/* Renders every tile of every set of ts with its id and count into one PNG (software
 * renderer and SDL_ttf; calls TTF_Init itself). Returns 0, or -1 with err filled. */
int art_tile_sheet(const Tileset *ts, const char *png_path, char *err, size_t errsize);

#endif
