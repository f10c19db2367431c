/* The Game object's layout, shared by the core's own files only. Nothing outside src/core
 * includes this.
 *
 * The files call downwards only, in this order (a file may use those above it):
 *   edge.c names.c     directions, the edge rule, the words
 *   board.c            grid, open positions, features (union-find), figures leaving
 *   events.c           score events, history, the error sentence
 *   score.c privilege.c donkey.c   scoring; Royal Privileges; the donkey's block
 *   game.c             creation, reset, copy
 *   query.c            the public view
 *   legal.c            legal placements and actions
 *   actions.c determinize.c record.c   the actions; bots' re-deal; records */
#ifndef TROUBADOUR_GAME_INTERNAL_H
#define TROUBADOUR_GAME_INTERNAL_H

#include <assert.h>

#include "edge.h"
#include "game.h"
#include "rng.h"

#define GRID            256
#define GRID_OFF        128
#define GIDX(x, y)      ((size_t)((y) + GRID_OFF) * GRID + (size_t)((x) + GRID_OFF))
#define MAX_SEGS        (GAME_MAX_PLACED * TILE_MAX_SEG)
#define MAX_OPEN        512
#define MAX_MARKETS     32
#define FIGS_PER_PLAYER (GAME_FOLLOWERS_PER_PLAYER + 1)
#define NO_SLOT         0xFFFF

/* A segment of a placed tile; the root of its union-find set carries the feature. */
typedef struct Seg {
    uint16_t parent;
    uint16_t next; /* circular list of the feature's segments */
    uint16_t slot; /* placed tile */
    uint8_t idx;   /* segment index in the TileDef */
    uint8_t kind;  /* SEG_* */
    /* valid at the root: */
    uint16_t open; /* open road ends / city edges */
    uint16_t size; /* segments in the set (union by size) */
    uint16_t pennants;
    uint32_t markets; /* marketplaces its road ends at (bit = market index) */
    uint8_t followers[GAME_MAX_PLAYERS];
    uint8_t nfollowers;
    uint8_t scored;
} Seg;

typedef struct Placed {
    uint8_t tile;
    int8_t x, y;
    uint8_t rot;
    uint16_t seg0;      /* global id of its segment 0 */
    uint8_t nfollowers; /* followers standing on it (windmills not counted) */
    int8_t market;      /* market index, -1 when none */
} Placed;

typedef struct OpenPos {
    int8_t x, y;
    uint8_t neighbours;
    uint16_t acc; /* per side a nibble of acceptable EDGE_* kinds */
} OpenPos;

typedef struct Figure {
    uint16_t slot; /* NO_SLOT in supply */
    uint16_t seg;  /* global segment id */
} Figure;

typedef struct Token {
    uint8_t type;
    uint8_t where; /* TOKPLACE_* */
    int8_t x, y;
} Token;

/* Per tile and rotation lookups precomputed from the tile set. */
typedef struct TileRot {
    uint16_t onehot;    /* per side nibble: 1 << edge kind */
    int8_t side_seg[4]; /* road/city segment on side, -1 */
    int8_t half_seg[8]; /* field segment on half-edge, -1 */
} TileRot;

/* What the donkey can block on one board: its tile's road/city roots, and per open position
 * whether a tile there touches a feature the donkey may block (or surrounds its monastery);
 * only those positions need the simulation. The Game keeps one (dkv), computed when a tile
 * is drawn and invalidated when the board or the donkey changes, so the legal list and the
 * placement of a turn share it. */
typedef struct DonkeyView {
    uint8_t valid;
    uint8_t nroots;
    uint16_t roots[TILE_MAX_SEG];
    uint8_t near[MAX_OPEN / 8];
} DonkeyView;

struct Game {
    const Tileset *ts;
    GameSetup setup;
    Rng rng;
    TileRot trot[TILESET_MAX_TILES][4];
    int start_tile;

    GamePhase phase;
    int cur;
    int turn;
    int turn_start_pending; /* the next draw starts a new turn */
    int tile;               /* drawn tile, -1 */
    int ordered;            /* draw order fixed (deck or seed) */
    uint8_t pile[GAME_MAX_DECK];
    int pile_len, pile_pos;

    uint16_t grid[GRID * GRID];   /* slot + 1 */
    uint16_t openix[GRID * GRID]; /* open index + 1 */
    Placed placed[GAME_MAX_PLACED];
    int nplaced;
    Seg seg[MAX_SEGS];
    int nseg;
    OpenPos open[MAX_OPEN];
    int nopen;
    Figure fig[GAME_MAX_PLAYERS][FIGS_PER_PLAYER];
    int donkey;     /* slot, -1 */
    DonkeyView dkv; /* valid while board and donkey are unchanged */

    uint16_t market_slot[MAX_MARKETS];
    uint8_t market_done[MAX_MARKETS];
    int nmarkets;

    int score[GAME_MAX_PLAYERS];
    int part[GAME_MAX_PLAYERS][CAT_COUNT][2];
    int turn_start_score[GAME_MAX_PLAYERS];

    /* Royal Privileges */
    Token tok[GAME_TOKEN_COUNT];
    uint8_t pile_tok[GAME_PILE_COUNT][GAME_TOKEN_COUNT];
    uint8_t pile_n[GAME_PILE_COUNT];
    uint8_t tok_queue[GAME_MAX_PLAYERS];
    int tok_qn, tok_qi;
    int tok_s0[GAME_MAX_PLAYERS], tok_s1[GAME_MAX_PLAYERS]; /* scores bracketing the turn */
    int tok_taking;       /* token the current TOKEN player holds, -1 */
    Placement last_place; /* placement awaiting its action */

    /* events and history (grown as needed, kept across resets) */
    ScoreEvent *ev;
    int nev, cap_ev;
    Pos *evpos;
    int nevpos, cap_evpos;
    ScoreItem *items;
    int nitems, cap_items;
    HistEntry *hist;
    int nhist, cap_hist;
    int oom; /* an allocation failed: events/history incomplete */

    char err[256];
};

static inline int g_in_bounds(int x, int y)
{
    return x >= GAME_BOARD_MIN && x <= GAME_BOARD_MAX && y >= GAME_BOARD_MIN && y <= GAME_BOARD_MAX;
}

/* Whether a Village Life element (a WITHOUT_* bit) is in play. */
static inline int g_on(const Game *g, unsigned element)
{
    return (g->setup.expansions & EXP_VILLAGE) && !(g->setup.without & element);
}

/* The tile placed last (the one whose action is due). */
static inline int g_placed_slot(const Game *g) { return g->nplaced - 1; }

/* The root of segment s's feature (union-find; g_find_mut also halves the path). Inline: the
 * legal list, the donkey check and scoring call these for every candidate. */
static inline int g_find(const Game *g, int s)
{
    assert(s >= 0 && s < g->nseg);
    while (g->seg[s].parent != s) s = g->seg[s].parent;
    return s;
}

/* The slot of the placed tile at x,y, or -1. */
static inline int g_slot_at(const Game *g, int x, int y)
{
    if (x < -GRID_OFF || x >= GRID_OFF || y < -GRID_OFF || y >= GRID_OFF) return -1;
    return (int)g->grid[GIDX(x, y)] - 1;
}

/* board.c */
int g_find_mut(Game *g, int s);
int g_feature_tiles(const Game *g, int root, uint8_t *seen, Pos *out, int max);
int g_tile_flowers(const Game *g, int slot, int colour);
void g_return_figure(Game *g, int seat, int k);
/* Puts a tile on the board and merges its features. No legality check here. */
int board_put(Game *g, int tile, int x, int y, int rot);
void board_precompute(Game *g);
void board_clear(Game *g);

/* events.c */
int g_error(Game *g, const char *fmt, ...);
int ev_begin(Game *g, int kind, int complete, int final, int slot, int segidx);
void ev_pos(Game *g, int x, int y);
void ev_item(Game *g, int player, int cat, int what, int count, int per, int points, int final);
HistEntry *hist_push(Game *g, int kind);

/* score.c */
void score_turn(Game *g, int slot);
void score_final(Game *g);
int score_network_complete(const Game *g, int m);

/* donkey.c */
/* Marks (in dmark, indexed by root) the roots of road/city segments on the donkey's tile. */
void donkey_roots(const Game *g, uint8_t *dmark, int *roots, int *nroots);
/* A sentence when the placement would complete a feature the donkey blocks, else NULL. */
const char *donkey_blocks(const Game *g, const Placement *p, const uint8_t *dmark);
/* Computes what the donkey can block on the current board (g->donkey < 0: nothing). */
void donkey_view_compute(const Game *g, DonkeyView *v);
/* g's stored view when it is up to date, else one computed into scratch. */
const DonkeyView *donkey_view(const Game *g, DonkeyView *scratch);
/* Sets (on = 1) or clears (on = 0) mark[root] for the roots on the donkey's tile: the dmark
 * donkey_blocks reads, a MAX_SEGS array that is all zero between uses. */
void donkey_view_mark(const DonkeyView *v, uint8_t *mark, uint8_t on);
static inline int donkey_view_near(const DonkeyView *v, int open_index)
{
    return (v->near[open_index >> 3] >> (open_index & 7)) & 1;
}

/* privilege.c */
void priv_setup(Game *g);
int priv_turn_token(Game *g, int x, int y, int dir);
void priv_after_scoring(Game *g);
int priv_advance(Game *g);
int priv_place(Game *g, int x, int y);
int priv_positions(const Game *g, Pos *out, int max);
int priv_track_empty(const Game *g);
int priv_turned_count(const Game *g);
int priv_redeal(Game *g, const uint8_t *order, int n, uint8_t *dealt);
int priv_token_at(const Game *g, int x, int y);

#endif
