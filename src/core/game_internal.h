/* The Game object's layout, shared by the core's own files only (game.c, score.c,
 * privilege.c). Nothing outside src/core includes this. */
#ifndef TROUBADOUR_GAME_INTERNAL_H
#define TROUBADOUR_GAME_INTERNAL_H

#include "game.h"
#include "rng.h"

#define GRID 256
#define GRID_OFF 128
#define GIDX(x, y) ((size_t)((y) + GRID_OFF) * GRID + (size_t)((x) + GRID_OFF))
#define MAX_SEGS (MAX_PLACED * TILE_MAX_SEG)
#define MAX_OPEN 512
#define MAX_MARKETS 32
#define FIGS_PER_PLAYER (FOLLOWERS_PER_PLAYER + 1)
#define NO_SLOT 0xFFFF

/* A segment of a placed tile; the root of its union-find set carries the feature. */
typedef struct Seg {
    uint16_t parent;
    uint16_t next;          /* circular list of the feature's segments */
    uint16_t slot;          /* placed tile */
    uint8_t idx;            /* segment index in the TileDef */
    uint8_t kind;           /* SEG_* */
    /* valid at the root: */
    uint16_t open;          /* open road ends / city edges */
    uint16_t size;          /* segments in the set (union by size) */
    uint16_t pennants;
    uint32_t markets;       /* marketplaces its road ends at (bit = market index) */
    uint8_t followers[MAX_PLAYERS];
    uint8_t nfollowers;
    uint8_t scored;
} Seg;

typedef struct Placed {
    uint8_t tile;
    int8_t x, y;
    uint8_t rot;
    uint16_t seg0;          /* global id of its segment 0 */
    uint8_t nfollowers;     /* followers standing on it (windmills not counted) */
    int8_t market;          /* market index, -1 when none */
} Placed;

typedef struct OpenPos {
    int8_t x, y;
    uint8_t neighbours;
    uint16_t acc;           /* per side a nibble of acceptable EDGE_* kinds */
} OpenPos;

typedef struct Figure {
    uint16_t slot;          /* NO_SLOT in supply */
    uint16_t seg;           /* global segment id */
} Figure;

typedef struct Token {
    uint8_t type;
    uint8_t where;          /* TOKPLACE_* */
    int8_t x, y;
} Token;

/* Per tile and rotation lookups precomputed from the tile set. */
typedef struct TileRot {
    uint16_t onehot;        /* per side nibble: 1 << edge kind */
    int8_t side_seg[4];     /* road/city segment on side, -1 */
    int8_t half_seg[8];     /* field segment on half-edge, -1 */
} TileRot;

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
    uint8_t pile[MAX_DECK];
    int pile_len, pile_pos;

    uint16_t grid[GRID * GRID];     /* slot + 1 */
    uint16_t openix[GRID * GRID];   /* open index + 1 */
    Placed placed[MAX_PLACED];
    int nplaced;
    Seg seg[MAX_SEGS];
    int nseg;
    OpenPos open[MAX_OPEN];
    int nopen;
    Figure fig[MAX_PLAYERS][FIGS_PER_PLAYER];
    int donkey;             /* slot, -1 */

    uint16_t market_slot[MAX_MARKETS];
    uint8_t market_done[MAX_MARKETS];
    int nmarkets;

    int score[MAX_PLAYERS];
    int part[MAX_PLAYERS][CAT_COUNT][2];
    int turn_start_score[MAX_PLAYERS];

    /* Royal Privileges */
    Token tok[TOKEN_COUNT];
    uint8_t pile_tok[PILE_COUNT][TOKEN_COUNT];
    uint8_t pile_n[PILE_COUNT];
    uint8_t tok_queue[MAX_PLAYERS];
    int tok_qn, tok_qi;
    int tok_s0[MAX_PLAYERS], tok_s1[MAX_PLAYERS]; /* scores bracketing the turn */
    int tok_taking;         /* token the current TOKEN player holds, -1 */
    Placement last_place;   /* placement awaiting its action */

    /* events and history (grown as needed, kept across resets) */
    ScoreEvent *ev;
    int nev, cap_ev;
    Pos *evpos;
    int nevpos, cap_evpos;
    ScoreItem *items;
    int nitems, cap_items;
    HistEntry *hist;
    int nhist, cap_hist;
    int oom;                /* an allocation failed: events/history incomplete */

    char err[256];
};

/* game.c */
int g_find(const Game *g, int s);
int g_find_mut(Game *g, int s);
int g_slot_at(const Game *g, int x, int y);
int g_feature_tiles(const Game *g, int root, uint8_t *seen, Pos *out, int max);
int g_tile_flowers(const Game *g, int slot, int colour);
void g_return_figure(Game *g, int seat, int k);
int g_error(Game *g, const char *fmt, ...);

/* score.c */
void score_turn(Game *g, int slot);
void score_final(Game *g);
int score_network_complete(const Game *g, int m);
int ev_begin(Game *g, int kind, int complete, int final, int slot, int segidx);
void ev_pos(Game *g, int x, int y);
void ev_item(Game *g, int player, int cat, int what, int count, int per, int points, int final);

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
