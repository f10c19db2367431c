/* The bots' view of a position: every feature on the board with what a player can see of it
 * (tiles, open ends, pennants, followers, flowers, the empty cells around it and how many of
 * the remaining tiles fit there), and an evaluation that turns it into the points each
 * player can expect at the end. Built only through the public game API, so it never sees the
 * draw order or a face-down token's type. */
#ifndef TROUBADOUR_AI_BOARD_H
#define TROUBADOUR_AI_BOARD_H

#include "game.h"
#include "edge.h"

#define AI_FRONT      12    /* empty cells stored per feature */
#define AI_MAX_FEAT   2304  /* every segment of every tile, plus a preview's groups */
#define AI_MAX_BORDER 8192  /* field-to-city links */
#define AI_MAX_FIT    168   /* fitting-tile counts are below GAME_MAX_DECK */
#define AI_MAX_DECAY  64    /* front sizes with a tabled decay */
#define AI_GRID       256   /* cells indexed like the core's grid: x, y in [-128, 127] */
#define AI_MAX_LINKS  32000 /* frontier cell -> feature links */
#define AI_MAX_TOUCH  16384 /* cells whose caches a build must reset */

/* Evaluation weights (points). */
typedef struct AiParams {
    double beta;             /* chance a road or city's empty cell gets filled:
                              * 1 - exp(-beta * fitting tiles) */
    double beta_area;        /* the same for cells around a monastery or a windmill */
    double front_decay;      /* completion chance lost per further empty cell */
    double donkey_block;     /* share of the completion chance left on the donkey's tile */
    double city_growth;      /* expected extra tiles per empty cell of a city */
    double road_growth;      /* the same for a road */
    double follower;         /* a follower in supply, early in the game */
    double follower_decay;   /* each further follower in supply is worth this share of the last */
    double follower_horizon; /* tiles left under which followers lose value */
    double return_share;     /* share of a follower's value won back when its feature completes */
    double field_city;       /* weight of an incomplete city for farmers (times its chance) */
    double field_open;       /* and whatever its chance */
    double windmill_supply;  /* the windmill not yet placed, early in the game */
    double free_fill;        /* fill chance of a windmill cell no tile touches yet */
    double market_closed;    /* completion chance of a closed road waiting for its network */
    double contest;          /* share of a feature a player expects while outnumbered by one */
} AiParams;

/* The first weights: Easy's and hard1's. */
void ai_params_default(AiParams *w);
/* Hard's: the weights tuned in Easy-against-Easy matches (`troubadour-cli arena --bots
 * easy,easy --set 1:NAME=VALUE,...`): beta_area alone, then ten weights together (SPSA). */
void ai_params_hard(AiParams *w);

/* Per tile and rotation: which segment lies on each side and half-edge. */
typedef struct AiTiles {
    const Tileset *ts;
    int8_t side_seg[TILESET_MAX_TILES][4][4];
    int8_t half_seg[TILESET_MAX_TILES][4][8];
    uint16_t onehot[TILESET_MAX_TILES][4]; /* per side nibble: 1 << edge kind */
    uint8_t edge[TILESET_MAX_TILES][4][4]; /* edge kind per board side */
    uint8_t sym[TILESET_MAX_TILES]; /* bit k (1..3): turning the tile k quarters changes nothing */
} AiTiles;

void ai_tiles_init(AiTiles *t, const Tileset *ts);

typedef struct AiFeat {
    int16_t tiles, open, pennants;
    int16_t nfront;                /* empty cells next to it (monastery: around it) */
    int16_t nb;                    /* monastery: neighbouring tiles */
    int16_t border_first, nborder; /* fields: bordering city features */
    int16_t redirect;              /* merged into this feature by a preview, else -1 */
    uint8_t kind;                  /* SEG_* */
    uint8_t complete;              /* closed now (scored in this turn's scoring phase) */
    uint8_t scored;
    uint8_t market; /* road ending at a marketplace */
    uint8_t donkey; /* has a segment on the donkey's tile */
    uint8_t nfollowers;
    uint8_t followers[GAME_MAX_PLAYERS];
    uint8_t flowers[FLOWER_COUNT];
    int8_t fx[AI_FRONT], fy[AI_FRONT];
    float p;     /* chance to complete */
    float efill; /* monastery: expected further neighbours */
} AiFeat;

typedef struct AiBorderPair {
    int16_t field, city;
} AiBorderPair;

/* A windmill's nine cells as ai_mill_value reads them around x,y for a seat, kept for one
 * build: a cell two or more steps from the previewed tile reads the same in every preview. */
typedef struct AiMillMemo {
    int x, y, seat;
    uint32_t stamp; /* the build's build_stamp */
    uint16_t have;  /* bit per cell kept */
    uint8_t present[9];
    uint8_t fl[9];
    double fill[9];
} AiMillMemo;

#define AI_MILL_MEMOS 8

typedef struct AiBoard {
    const Game *g;
    const AiTiles *t;
    const AiParams *w;
    int np;
    unsigned exp;
    int markets; /* Village Life's marketplaces in play (not switched off) */
    int tiles_left;
    int nkinds; /* tile kinds left in the pile */
    uint8_t kind_tile[TILESET_MAX_TILES];
    uint8_t kind_count[TILESET_MAX_TILES];
    double q[AI_MAX_FIT];                /* fill chance by fitting-tile count */
    double q_area[AI_MAX_FIT];           /* the same around monasteries and windmills */
    double decay[AI_MAX_DECAY];          /* exp(-front_decay * k) */
    double q_beta, q_beta_area, q_decay; /* the weights the three tables were computed for */
    double flower_rate[FLOWER_COUNT];    /* flower groups per remaining tile */

    int nslot;
    uint8_t slot_tile[GAME_MAX_PLACED + 1], slot_rot[GAME_MAX_PLACED + 1];
    int8_t slot_x[GAME_MAX_PLACED + 1], slot_y[GAME_MAX_PLACED + 1];
    uint8_t slot_followers[GAME_MAX_PLACED + 1];
    int16_t fid[GAME_MAX_PLACED + 1][TILE_MAX_SEG];
    int donkey;      /* slot, -1 */
    int g_reference; /* 1: ask the game for every cell (the path the grid is tested against) */

    int nf;
    AiFeat f[AI_MAX_FEAT];
    int nborder;
    int16_t border[AI_MAX_BORDER];

    int score[GAME_MAX_PLAYERS];
    int supply[GAME_MAX_PLAYERS];
    int mill_supply[GAME_MAX_PLAYERS];
    int mill_x[GAME_MAX_PLAYERS], mill_y[GAME_MAX_PLAYERS], mill_on[GAME_MAX_PLAYERS];
    int flower[GAME_MAX_PLAYERS]; /* FLOWER_*, -1 */

    /* a tile being previewed (not on the game's board): slot nslot */
    int ex_on, ex_tile, ex_x, ex_y, ex_rot;
    int ex_fit[4]; /* fitting-tile counts of the four cells beside it (-1: not yet known) */
    /* the sides of those four cells away from the tile, read once per position and build */
    int exn_x, exn_y, exn_sig[4];
    uint16_t exn_acc[4];
    uint8_t exn_have;
    uint32_t exn_stamp;

    /* the evaluation of the position as built, per feature and in total */
    float fval[AI_MAX_FEAT][GAME_MAX_PLAYERS];
    double mill_v[GAME_MAX_PLAYERS];
    double base_v[GAME_MAX_PLAYERS];
    /* cities -> fields bordering them */
    int16_t rev_first[AI_MAX_FEAT], rev_n[AI_MAX_FEAT];
    int16_t rev[AI_MAX_BORDER];
    uint32_t stamp[AI_MAX_FEAT];
    uint32_t stamp_now;

    /* per empty cell: fitting-tile count (-1 unknown) and the features it borders */
    int16_t sig_fit[625]; /* by the 4 neighbours' edges (or none) */
    /* kept from build to build: the pile sig_fit was counted for, the signatures counted
     * and the tiles that fit each of them; a build adds the pile's changes to them */
    const AiTiles *sig_t;
    uint8_t sig_pile[TILESET_MAX_TILES];
    uint64_t sig_mask[625][(TILESET_MAX_TILES + 63) / 64]; /* bit per tile that fits */
    int16_t sig_list[625];
    int nsig;
    int16_t cell_fit[AI_GRID * AI_GRID];
    int16_t cell_head[AI_GRID * AI_GRID];
    int16_t cell_slot[AI_GRID * AI_GRID]; /* placed slot + 1 (0: empty), as game_tile_at */
    int16_t link_feat[AI_MAX_LINKS], link_next[AI_MAX_LINKS];
    int nlinks;
    /* the feature of each engine feature number (game_feature_id) met in this build */
    int16_t root_fi[GAME_MAX_PLACED * TILE_MAX_SEG];
    uint32_t root_stamp[GAME_MAX_PLACED * TILE_MAX_SEG];
    uint32_t build_stamp;
    int32_t touched[AI_MAX_TOUCH];
    int ntouched;

    AiMillMemo mill_memo[AI_MILL_MEMOS];
    int mill_memo_next;

    /* scratch space of the builder */
    Pos scratch_pos[GAME_MAX_PLACED];
    AiBorderPair scratch_pairs[AI_MAX_BORDER];
} AiBoard;

/* Board steps per side, DIR_N..DIR_W (north is y - 1): the bots' one direction table. */
extern const int AI_DX[4], AI_DY[4];

/* Adds the empty cell x,y to a feature's frontier once (counted beyond the stored AI_FRONT). */
void ai_feat_front_add(AiFeat *f, int x, int y);

/* Prepares a freshly allocated board (once). */
void ai_board_init(AiBoard *b);

/* Reads the position. */
void ai_board_build(AiBoard *b, const Game *g, const AiTiles *t, const AiParams *w);

/* Expected final points per player (score now + what the board promises): from the cache of
 * the build, or added up again during a preview. */
void ai_board_eval(AiBoard *b, double *v);

/* The cell index of x,y in the board's cell arrays, -1 outside. Inline, like the lookups
 * below: previews and rankings ask them for every cell around every placement. */
static inline int ai_cell(int x, int y)
{
    if (x < -AI_GRID / 2 || x >= AI_GRID / 2 || y < -AI_GRID / 2 || y >= AI_GRID / 2) return -1;
    return (y + AI_GRID / 2) * AI_GRID + (x + AI_GRID / 2);
}

/* What one feature is worth to each player (added to v), with `extra` more followers of
 * player `who` (who < 0: none) and the donkey flag forced to `donkey` (-1: as is). */
void ai_feat_value(const AiBoard *b, const AiFeat *f, int who, int extra, int donkey, double *v);

/* Supply terms: followers and the windmill in supply. */
double ai_supply_value(const AiBoard *b, int followers);
double ai_mill_value(AiBoard *b, int seat, int x, int y); /* placed at x,y */
double ai_mill_supply_value(const AiBoard *b);

/* The feature of a segment, following preview merges. */
static inline int ai_resolve(const AiBoard *b, int fi)
{
    while (fi >= 0 && b->f[fi].redirect >= 0) fi = b->f[fi].redirect;
    return fi;
}

static inline int ai_board_feature(const AiBoard *b, int slot, int seg)
{
    return ai_resolve(b, b->fid[slot][seg]);
}

/* Slot at x,y on the game's board as built (no preview), -1 when empty: game_tile_at of the
 * game the board was built from, read from the board's own grid (from the game itself with
 * g_reference). */
static inline int ai_board_placed(const AiBoard *b, int x, int y)
{
    if (b->g_reference) return game_tile_at(b->g, x, y);
    int c = ai_cell(x, y);
    return c < 0 ? -1 : b->cell_slot[c] - 1;
}

/* Slot at x,y including a previewed tile, -1 when empty. */
static inline int ai_board_slot(const AiBoard *b, int x, int y)
{
    if (b->ex_on && x == b->ex_x && y == b->ex_y) return b->nslot;
    if (x < GAME_BOARD_MIN || x > GAME_BOARD_MAX || y < GAME_BOARD_MIN || y > GAME_BOARD_MAX)
        return -1;
    return ai_board_placed(b, x, y);
}

/* Recomputes a feature's completion chance (after a change of the board around it). */
void ai_feat_update(AiBoard *b, AiFeat *f);

/* Remaining tiles that fit the empty cell x,y. */
int ai_fit_count(AiBoard *b, int x, int y);

/* The player's advantage: own value minus the best other player's. Inline: the rankings ask
 * it for every action after every placement. */
static inline double ai_margin(const double *v, int np, int me)
{
    double best = -1e18;
    for (int p = 0; p < np; p++)
        if (p != me && v[p] > best) best = v[p];
    return v[me] - best;
}

#endif
