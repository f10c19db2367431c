/* Internals of the tile art (art_tile.c: ground, roads, cities and the whole tile;
 * art_build.c: buildings; art_picture.c: little pictures and flowers; art_tile_id.c: the id
 * drawing): the palette, the drawing context and its small SVG helpers. Private to src/art. */
#ifndef TROUBADOUR_ART_TILE_INT_H
#define TROUBADOUR_ART_TILE_INT_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "art_svg.h"

/* Palette. */
#define C_FIELD       "#8db55a"
#define C_FIELD_DARK  "#76a04a"
#define C_FIELD_LIGHT "#a9cb72"
#define C_ROAD        "#eadfbf"
#define C_VERGE       "#9d8660"
#define C_ROAD_DOT    "#cdbd95"
#define C_CITY        "#d3bd91"
#define C_CITY_DOT    "#cbb68b"
#define C_WALL_DARK   "#5c5044"
#define C_WALL        "#cdc1a8"
#define C_WALL_MERLON "#a99b80"
#define C_HEDGE_DARK  "#2f5a26"
#define C_HEDGE       "#467a32"
#define C_HEDGE_LIGHT "#6a9e45"
#define C_WOOD        "#7c5a36"
#define C_WOOD_DARK   "#553d22"
#define C_OUTLINE     "#3b2f25"

typedef struct Ctx {
    ArtBuf *b;
    const ArtGeom *g;
    const TileDef *t;
    int rot;
    int size;
    float px; /* viewBox units per output pixel */
    uint32_t rs;
} Ctx;

static inline ArtPt pt(float x, float y)
{
    ArtPt p = {x, y};
    return p;
}

static inline float rnd(uint32_t *s)
{
    *s = art_hash(*s + 0x9e3779b9U);
    return (float)(*s >> 8) / 16777216.0f;
}

/* Tile point -> viewBox point of the turned tile. */
static inline ArtPt tr(const Ctx *c, ArtPt p)
{
    p = art_rot_point(p, c->rot);
    return pt(p.x * 1000.0f, p.y * 1000.0f);
}

static inline void num(Ctx *c, float v, char sep) { artbuf_num(c->b, v, sep); }

static inline void path_d(Ctx *c, const ArtPt *p, int n, int closed)
{
    artbuf_puts(c->b, " d=\"");
    for (int i = 0; i < n; i++) {
        ArtPt q = tr(c, p[i]);
        artbuf_puts(c->b, i == 0 ? "M" : "L");
        num(c, q.x, ' ');
        num(c, q.y, 0);
    }
    if (closed) artbuf_puts(c->b, "Z");
    artbuf_puts(c->b, "\"");
}

static inline void stroke_path(Ctx *c, const ArtPath *p, const char *colour, float width,
                               const char *extra)
{
    if (p->n < 2) return;
    artbuf_puts(c->b, "<path fill=\"none\"");
    path_d(c, p->p, p->n, 0);
    artbuf_printf(c->b, " stroke=\"%s\" stroke-width=\"", colour);
    num(c, width, '"');
    artbuf_printf(c->b, " %s/>\n", extra ? extra : "");
}

static inline void circle(Ctx *c, ArtPt centre, float r, const char *attrs)
{
    ArtPt q = tr(c, centre);
    artbuf_puts(c->b, "<circle cx=\"");
    num(c, q.x, 0);
    artbuf_puts(c->b, "\" cy=\"");
    num(c, q.y, 0);
    artbuf_puts(c->b, "\" r=\"");
    num(c, r * 1000.0f, 0);
    artbuf_printf(c->b, "\" %s/>\n", attrs);
}

/* Upright local frame: 100 local units = r tile units, origin at the turned centre. */
static inline void local_begin(Ctx *c, ArtPt centre, float r)
{
    ArtPt q = tr(c, centre);
    artbuf_puts(c->b, "<g transform=\"translate(");
    num(c, q.x, ' ');
    num(c, q.y, 0);
    artbuf_puts(c->b, ") scale(");
    artbuf_printf(c->b, "%d.%03d", (int)(r * 10.0f), (int)(r * 10000.0f) % 1000);
    artbuf_puts(c->b, ")\">\n");
}

static inline void local_end(Ctx *c) { artbuf_puts(c->b, "</g>\n"); }

/* art_tile.c */
void art_tile_wall_runs(Ctx *c, const ArtCity *city, const char *colour, float width,
                        const char *extra);
void art_tile_svg_open(ArtBuf *b, int size_px);

/* art_build.c: buildings, drawn upright */
/* Houses from north to south as the board shows them, so nearer roofs overlap. */
void art_build_houses(Ctx *c);
void art_build_pennant(Ctx *c, const ArtDecor *d);
void art_build_monastery(Ctx *c, const ArtFeature *f);
void art_build_market(Ctx *c, const ArtFeature *f);
/* The festival scene: a starburst of colours, a ring of bunting, and a lute. */
void art_build_festival(Ctx *c, const ArtFeature *f);
void art_build_cottage(Ctx *c, const ArtFeature *f);

/* art_picture.c: little pictures, the well end, flowers */
void art_picture_draw(Ctx *c, const ArtDecor *d);
void art_picture_well_end(Ctx *c, const ArtFeature *f);
void art_picture_flowers(Ctx *c, const ArtDecor *d);

#endif
