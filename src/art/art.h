/* The game's art on the SDL side: tile and figure SVGs (art_svg.h, art_figure.h) rasterised
 * by SDL_image into textures at the zoom in use, the tile geometry for hit tests
 * (art_geom.h), the font, and the tile sheet.
 *
 * Typical use by a board view:
 *     ArtCache *art = art_cache_new(renderer);
 *     SDL_Texture *tex = art_cache_tile(art, tile, rot, px);      // already turned
 *     SDL_RenderCopy(renderer, tex, NULL, &cell);
 *     int seg = art_geom_hit(art_cache_geom(art, tile), rot, u, v); // u, v in [0,1)
 *     art_geom_anchor(art_cache_geom(art, tile), rot, seg, &u, &v); // where the figure goes
 *     SDL_Texture *fig = art_figure(art, ART_FIG_FOLLOWER, player, px / 3);
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

/* How many different pixel sizes the cache keeps textures for; asking for another size
 * drops the textures of the size used longest ago. */
#define ART_CACHE_SIZES 4

typedef struct ArtCache ArtCache;

/* A cache drawing into textures of renderer r (not owned). NULL when out of memory. */
ArtCache *art_cache_new(SDL_Renderer *r);
void art_cache_free(ArtCache *c);

/* Tile t at rotation rot (quarter turns clockwise), size_px square, already turned: draw
 * it with SDL_RenderCopy. The texture belongs to the cache and stays valid until
 * art_cache_free or until its size is dropped (see ART_CACHE_SIZES): draw it now, do not
 * keep it. During an animated zoom, round sizes (art_size_step) so that not every frame
 * rasterises the board anew. NULL on failure (SDL_GetError says why). */
SDL_Texture *art_cache_tile(ArtCache *c, const TileDef *t, int rot, int size_px);

/* Figure `kind` (ART_FIG_*) of player 0..7 (or -1 for neutral), size_px square, with the
 * same lifetime rules as art_cache_tile. */
SDL_Texture *art_figure(ArtCache *c, int kind, int player, int size_px);

/* The geometry of tile t (built once, owned by the cache) for art_geom_hit and
 * art_geom_anchor. NULL only when out of memory. */
const ArtGeom *art_cache_geom(ArtCache *c, const TileDef *t);

/* Rounds a pixel size up to the next of a ladder of sizes about 10% apart (at least 8). */
int art_size_step(int size_px);

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
