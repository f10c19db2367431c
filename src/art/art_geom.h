/* Tile geometry shared by the tile art and the hit test: where cities, roads, hedges and the
 * centre features of a tile lie, which field every point belongs to, and where figures and
 * decorations go. Pure C (no SDL), built from a TileDef at rotation 0 in tile units:
 * x east and y south, both in [0, 1]. Board coordinates (u, v) of a tile at rotation rot
 * (quarter turns clockwise) relate to tile coordinates through art_rot_point. */
#ifndef TROUBADOUR_ART_GEOM_H
#define TROUBADOUR_ART_GEOM_H

#include <stdint.h>

#include "tileset.h"

#define ART_GRID       128 /* label grid cells per tile side */
#define ART_POLY_MAX   240 /* points of one city outline */
#define ART_PATH_MAX   40  /* points of one road, hedge or fence path */
#define ART_MAX_ROADS  8
#define ART_MAX_HEDGES 4
#define ART_MAX_FENCES 8
#define ART_MAX_DECOR  256
#define ART_MAX_TOWERS 16

/* Widths in tile units: what the SVG draws and what the hit test uses are the same. */
#define ART_ROAD_HALF    0.080f /* road with its verges, half width */
#define ART_ROAD_SURFACE 0.052f /* pale surface, half width */
#define ART_WALL_HALF    0.020f /* city wall band, half width */
#define ART_HEDGE_HALF   0.032f /* bush hedge, half width */
#define ART_TOWER_R      0.030f /* wall tower radius */

typedef struct ArtPt {
    float x, y;
} ArtPt;

typedef struct ArtPath {
    int n;
    ArtPt p[ART_PATH_MAX];
} ArtPath;

/* A city segment: a closed outline. An outline edge lying on the tile border has no wall. */
typedef struct ArtCity {
    int seg;
    int n;
    ArtPt p[ART_POLY_MAX];
    uint8_t wall[ART_POLY_MAX]; /* edge p[i] -> p[i+1] carries a wall (not on the border) */
    float x0, y0, x1, y1;       /* bounding box, walls and towers included */
    int ntower;
    ArtPt tower[ART_MAX_TOWERS]; /* round towers on the wall (and beside gates) */
} ArtCity;

/* Where a road piece's inner end lies. */
enum {
    ART_END_BORDER,    /* at an edge midpoint (a through road) */
    ART_END_MARKET,    /* under the marketplace */
    ART_END_MONASTERY, /* under the monastery */
    ART_END_FESTIVAL,  /* under the festival scene */
    ART_END_ROAD,      /* at a through road (it is drawn above) */
    ART_END_BUSH,      /* in a hedge */
    ART_END_JUNCTION,  /* at a junction cottage shared with other stubs */
    ART_END_GATE,      /* through a city gate */
    ART_END_WELL,      /* at a well */
    ART_END_JOIN       /* at the centre, where arms of one road meet */
};

/* One drawn road path from an edge midpoint inwards (or to another midpoint). */
typedef struct ArtRoad {
    int seg;
    int layer; /* 0 stubs, 1 through roads (drawn above, so stubs end at their verge) */
    int end;   /* ART_END_* of p[n-1] */
    ArtPath path;
    ArtPt gate;     /* ART_END_GATE: where the road crosses the wall */
    ArtPt gate_dir; /* unit direction of the road there, pointing into the city */
} ArtRoad;

/* Centre features and markers that cover ground (drawn above roads and cities). */
typedef struct ArtFeature {
    int present;
    ArtPt c; /* centre */
    float r; /* half size (square) or radius (circle) */
} ArtFeature;

/* Decoration kinds placed by art_geom_new (drawn only; no rule meaning). */
enum {
    ART_DECO_HOUSE,   /* a roof in a city; param: 0 horizontal ridge, 1 vertical */
    ART_DECO_PENNANT, /* a shield in a city */
    ART_DECO_FLOWERS, /* param: FLOWER_* colour */
    ART_DECO_ILLUS,   /* param: ART_* bit (well, garden, ...) */
    ART_DECO_PATCH    /* a soft patch of darker or lighter meadow; param 0/1 */
};

typedef struct ArtDecor {
    uint8_t kind, param, seg;
    ArtPt c;
    float r;       /* radius of the free circle it was given */
    float w, h;    /* house footprint */
    uint32_t seed; /* for small random variations when drawing */
} ArtDecor;

/* Label grid values besides segment indices. */
enum { ART_LAB_NONE = 0xFF, ART_LAB_FREE = 0xFE, ART_LAB_HEDGE = 0xFD };

typedef struct ArtGeom {
    const TileDef *tile; /* not owned */
    int ncity;
    ArtCity city[4];
    int nroad;
    ArtRoad road[ART_MAX_ROADS];
    int nhedge;
    ArtPath hedge[ART_MAX_HEDGES];
    int nfence;
    ArtPath fence[ART_MAX_FENCES];
    int hedge_above[ART_MAX_HEDGES]; /* drawn above roads: a road ends in it */
    ArtFeature monastery;            /* circle: the churchyard */
    ArtFeature market;               /* square */
    ArtFeature festival;             /* circle */
    ArtFeature junction;             /* circle: the cottage where separate stubs meet */
    ArtFeature well_end;             /* circle: the well a road ends at */
    int monastery_seg;
    ArtPt anchor[TILE_MAX_SEG]; /* tile coordinates */
    int ndecor;
    ArtDecor decor[ART_MAX_DECOR];
    uint8_t cls[ART_GRID][ART_GRID]; /* [y][x]: shape at the cell centre (no fields yet) */
    uint8_t lab[ART_GRID][ART_GRID]; /* [y][x]: what art_geom_hit returns, as uint8 */
} ArtGeom;

/* Builds the geometry of tile t (which must outlive it). Returns NULL only when out of
 * memory. Deterministic: the same tile always gives the same geometry. */
ArtGeom *art_geom_new(const TileDef *t);
void art_geom_free(ArtGeom *g);

/* Segment under board point (u, v) in [0,1) (u east, v south) of the tile at rotation rot,
 * or -1 (the festival scene, the marketplace square, a junction marker, or off the tile). */
int art_geom_hit(const ArtGeom *g, int rot, float u, float v);

/* Where a figure on segment seg is drawn, in board coordinates of the tile at rotation
 * rot: a point well inside the segment. (0.5, 0.5) for an unknown segment. */
void art_geom_anchor(const ArtGeom *g, int rot, int seg, float *u, float *v);

/* Shape-only classification at tile point (x, y) (rotation 0): a segment index, or
 * ART_LAB_NONE, ART_LAB_HEDGE or ART_LAB_FREE (a field, to look up in the grid). */
int art_geom_classify(const ArtGeom *g, float x, float y);

/* Conveniences that build the geometry for one call: fine for tools and tests; a view that
 * asks on every mouse move should keep an ArtGeom (ArtCache does). */
int art_hit(const TileDef *t, int rot, float u, float v);
void art_anchor(const TileDef *t, int rot, int seg, float *u, float *v);

/* Tile point at rotation 0 -> board point of the tile at rotation rot, and back. */
ArtPt art_rot_point(ArtPt p, int rot);
ArtPt art_unrot_point(ArtPt p, int rot);

/* Small deterministic hash used for art variations. */
uint32_t art_hash(uint32_t x);

#endif
