/* Tile definitions: the data in the tiles/ folder (*.tiles files), parsed and validated.
 * Pure C11, no I/O: callers hand in the text of each file. */
#ifndef TROUBADOUR_TILESET_H
#define TROUBADOUR_TILESET_H

#include <stddef.h>
#include <stdint.h>

enum { DIR_N = 0, DIR_E = 1, DIR_S = 2, DIR_W = 3 };

/* Edge kinds, one per side N E S W. */
enum { EDGE_FIELD = 0, EDGE_ROAD = 1, EDGE_CITY = 2, EDGE_BUSH = 3 };

/* Half-edges, clockwise from the north-west corner (TILES.md):
 * bit 0 NL, 1 NR, 2 EL, 3 ER, 4 SL, 5 SR, 6 WL, 7 WR.
 * Half-edge h lies on side h/2. */
enum { HALF_NL, HALF_NR, HALF_EL, HALF_ER, HALF_SL, HALF_SR, HALF_WL, HALF_WR };

enum { SEG_ROAD = 0, SEG_CITY = 1, SEG_FIELD = 2, SEG_MONASTERY = 3 };

/* Expansion sets a tile can belong to. */
enum { SET_BASE = 0, SET_FESTIVAL = 1, SET_VILLAGE = 2, SET_COUNT = 3 };

/* Flower colours (Village Life). */
enum { FLOWER_WHITE = 0, FLOWER_ORANGE = 1, FLOWER_VIOLET = 2, FLOWER_BLUE = 3, FLOWER_COUNT = 4 };

/* Art-only illustrations (no rule effect), as bits of TileDef.art. */
enum {
    ART_WELL = 1 << 0,
    ART_GARDEN = 1 << 1,
    ART_WATER_TOWER = 1 << 2,
    ART_PIGSTY = 1 << 3,
    ART_COWSHED = 1 << 4,
    ART_FARMHOUSE = 1 << 5,
    ART_HIGHWAYMEN = 1 << 6,
    ART_COUNT_BITS = 7
};

#define TILE_MAX_SEG      12
#define TILE_ID_MAX       8
#define TILESET_MAX_TILES 128

/* Locations as written in records (board orientation): N E S W for a road or
 * city edge, NL..WR for a field half-edge, C the monastery, I an inner field. */
enum {
    LOC_N = 0,
    LOC_E,
    LOC_S,
    LOC_W,
    LOC_NL,
    LOC_NR,
    LOC_EL,
    LOC_ER,
    LOC_SL,
    LOC_SR,
    LOC_WL,
    LOC_WR,
    LOC_C,
    LOC_I,
    LOC_COUNT
};

typedef struct TileSeg {
    uint8_t kind;                  /* SEG_* */
    uint8_t edges;                 /* road/city: bit d set when it touches side d */
    uint8_t halves;                /* field: bit h set when it touches half-edge h */
    uint8_t inner;                 /* field that touches no edge (addressed as I) */
    uint8_t pennants;              /* city */
    uint8_t market;                /* road: its inner end is this tile's marketplace */
    uint16_t borders;              /* field: bit i set when it borders city segment i */
    uint8_t flowers[FLOWER_COUNT]; /* field: flower groups of each colour inside it */
} TileSeg;

typedef struct TileDef {
    char id[TILE_ID_MAX];
    uint8_t set;     /* SET_* */
    uint8_t count;   /* copies in the set */
    uint8_t edge[4]; /* EDGE_* per side at rotation 0 */
    uint8_t nseg;
    TileSeg seg[TILE_MAX_SEG];
    uint8_t monastery; /* 1 when one segment is SEG_MONASTERY */
    uint8_t festival;  /* festival scene (not a feature) */
    uint8_t marketplace;
    uint16_t art;                  /* ART_* bits */
    uint8_t flowers[FLOWER_COUNT]; /* flower groups of each colour on the tile */
    int src_line;                  /* line of the `tile` statement, for messages */
} TileDef;

typedef struct Tileset {
    int ntiles;
    TileDef tile[TILESET_MAX_TILES];
} Tileset;

typedef struct TsError {
    char file[128];
    int line;
    char msg[200];
} TsError;

/* Parses one tile file (its text, `len` bytes, named `file` in messages) and
 * appends its tiles. Returns 0, or -1 with err filled ("file:line: reason"). */
int tileset_parse(Tileset *ts, const char *file, const char *text, size_t len, TsError *err);

/* Index of the tile with this id, or -1. */
int tileset_find(const Tileset *ts, const char *id);

/* Formats err as "file:line: reason" into buf. */
void tileset_error_format(const TsError *err, char *buf, size_t size);

/* Rotation helpers: rot is 0..3 quarter turns clockwise. */
static inline uint8_t rot_edges(uint8_t mask4, int rot)
{
    return (uint8_t)(((mask4 << rot) | (mask4 >> (4 - rot))) & 0xF);
}
static inline uint8_t rot_halves(uint8_t mask8, int rot)
{
    int s = 2 * rot;
    return (uint8_t)(((mask8 << s) | (mask8 >> (8 - s))) & 0xFF);
}
/* Edge kind on side `side` (board orientation) of a tile at rotation rot. */
static inline uint8_t tile_edge(const TileDef *t, int rot, int side)
{
    return t->edge[(side - rot + 4) & 3];
}

/* The half-edge across a shared edge: NL<->SR, NR<->SL, EL<->WR, ER<->WL. */
static inline int half_opposite(int h)
{
    int side = h >> 1, k = h & 1;
    return 2 * ((side + 2) & 3) + (1 - k);
}

/* Location names: "N" .. "I". loc_parse returns LOC_* or -1. */
int loc_parse(const char *s);
const char *loc_name(int loc);

/* Segment of tile t at rotation rot found at board location loc, or -1. */
int tile_seg_at_loc(const TileDef *t, int rot, int loc);

/* A canonical location (board orientation) naming segment seg at rotation rot:
 * the first edge for roads and cities, the first half-edge for fields, C, I. */
int tile_seg_loc(const TileDef *t, int rot, int seg);

const char *flower_name(int colour); /* "white" "orange" "violet" "blue" */
int flower_parse(const char *s);     /* -1 when unknown */
const char *set_name(int set);       /* "base" "festival" "village-life" */

#endif
