/* Writing SVG text: a growing buffer, locale-free numbers, and the tile and figure SVG
 * generators built on the tile geometry. No SDL here. The SVGs keep to what SDL_image's
 * SVG loader (nanosvg) draws: paths, rects, circles, ellipses, groups with transforms,
 * solid colours, opacity and simple gradients; no text, clipping, masks or filters. */
#ifndef TROUBADOUR_ART_SVG_H
#define TROUBADOUR_ART_SVG_H

#include <stddef.h>

#include "art_geom.h"

typedef struct ArtBuf {
    char *s;
    size_t len, cap;
    int failed; /* an allocation failed: s is unusable */
} ArtBuf;

void artbuf_init(ArtBuf *b);
void artbuf_free(ArtBuf *b);
/* Hands the text to the caller (NULL after a failed allocation) and resets the buffer. */
char *artbuf_take(ArtBuf *b);
void artbuf_puts(ArtBuf *b, const char *s);
/* printf for integers and strings only: floats go through artbuf_num so that the SVG never
 * depends on the C locale's decimal point. */
void artbuf_printf(ArtBuf *b, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* A number with one decimal ("12.5", "-3", "0.4"), followed by `sep` when not 0. */
void artbuf_num(ArtBuf *b, float v, char sep);

/* Tile SVG in board orientation at rotation rot, size_px wide and high (viewBox 0..1000).
 * Buildings, shields and pictures stay upright whatever the rotation, so light and shadow
 * agree across the board. Caller frees. NULL when out of memory. */
char *art_tile_svg(const TileDef *t, int rot, int size_px);
char *art_geom_svg(const ArtGeom *g, int rot, int size_px);

/* The same geometry with every segment in a flat colour (art_id_colour), fields included,
 * and anything unclaimable black: what art_geom_hit answers, drawn. For tests. */
char *art_geom_id_svg(const ArtGeom *g, int rot, int size_px);
/* Colour (0xRRGGBB) of segment seg in the id SVG; -1 gives black. */
unsigned art_id_colour(int seg);

#endif
