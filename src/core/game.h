/* The rules engine: one Game object owns the whole state. State changes only through the
 * actions below; the engine answers what is legal so a UI can highlight it and a record can
 * be replayed strictly. No I/O, no clock, no globals: randomness comes from the seed. */
#ifndef TROUBADOUR_GAME_H
#define TROUBADOUR_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "tileset.h"

#define GAME_MAX_PLAYERS          8
#define GAME_FOLLOWERS_PER_PLAYER 7
#define GAME_MAX_DECK             160 /* tiles in a draw pile */
#define GAME_MAX_PLACED           (GAME_MAX_DECK + 1)
#define GAME_BOARD_MIN            (-120) /* placements stay within [GAME_BOARD_MIN, GAME_BOARD_MAX] */
#define GAME_BOARD_MAX            120
#define GAME_TOKEN_COUNT          15
#define GAME_PILE_COUNT           5 /* piles on squares 0 10 20 30 40 */
#define GAME_NAME_MAX             129 /* 32 characters of up to 4 bytes, and the NUL (player_name.h) */

/* Expansion switches. */
enum {
    EXP_FARMERS = 1 << 0,
    EXP_FESTIVAL = 1 << 1,
    EXP_VILLAGE = 1 << 2,
    EXP_PRIVILEGES = 1 << 3,
    EXP_ALL = 15
};

/* Village Life elements switched off (RULES.md §4.7), as bits of GameSetup.without; only
 * with EXP_VILLAGE. The order is the record's (`without flowers donkey windmills
 * marketplaces`). */
enum {
    WITHOUT_FLOWERS = 1 << 0,      /* no flower tokens drawn, no flower points */
    WITHOUT_DONKEY = 1 << 1,       /* no donkey: nothing blocked, no donkey action */
    WITHOUT_WINDMILLS = 1 << 2,    /* no windmill figure, no windmill action */
    WITHOUT_MARKETPLACES = 1 << 3, /* a marketplace is a plain road end: no network, no bonus */
    WITHOUT_ALL = 15,
    WITHOUT_COUNT = 4
};

/* Player colours in RULES.md order. */
enum {
    COL_RED,
    COL_BLUE,
    COL_GREEN,
    COL_YELLOW,
    COL_BLACK,
    COL_GRAY,
    COL_PINK,
    COL_PURPLE,
    COL_COUNT
};

/* Privilege token types (RULES.md §5). */
enum { TOK_ROAD, TOK_COURT, TOK_CROSS, TOK_DIAGONAL, TOK_ESTATE, TOK_TYPES };

/* Score categories. */
enum {
    CAT_ROADS,
    CAT_CITIES,
    CAT_MONASTERIES,
    CAT_FIELDS,
    CAT_FLOWERS,
    CAT_WINDMILLS,
    CAT_MARKETPLACE,
    CAT_PRIVILEGES,
    CAT_COUNT
};

typedef struct GameSetup {
    int nplayers;
    uint8_t colour[GAME_MAX_PLAYERS];           /* COL_*; distinct */
    char name[GAME_MAX_PLAYERS][GAME_NAME_MAX]; /* display names; "" = colour name */
    unsigned expansions;                        /* EXP_* bits */
    unsigned without;                           /* WITHOUT_* bits (0: every element in play) */
    int has_seed;
    uint64_t seed;
    int has_deck; /* the whole draw pile in draw order */
    int deck_len;
    uint8_t deck[GAME_MAX_DECK];      /* tile indexes */
    int has_flowers;                  /* never with WITHOUT_FLOWERS */
    uint8_t flower[GAME_MAX_PLAYERS]; /* FLOWER_* per seat */
    int has_privileges;
    uint8_t privileges[GAME_TOKEN_COUNT]; /* TOK_* in deal order */
} GameSetup;

typedef enum {
    PHASE_DRAW,   /* a tile must be drawn (game_draw), or the game ended (game_end) */
    PHASE_PLACE,  /* the drawn tile must be placed (or discarded when it fits nowhere) */
    PHASE_ACTION, /* the optional figure action of the tile just placed */
    PHASE_TOKEN,  /* a player must place a privilege token */
    PHASE_REDEAL, /* turned privilege tokens must be re-dealt (game_redeal) */
    PHASE_OVER    /* final scoring done */
} GamePhase;

typedef struct Placement {
    int tile; /* tile index */
    int x, y;
    int rot;      /* 0..3 quarter turns clockwise */
    int turn_dir; /* DIR_* when the position holds a privilege token, else -1 */
} Placement;

enum { ACT_NONE, ACT_FOLLOWER, ACT_WINDMILL, ACT_DONKEY, ACT_RETURN };

typedef struct Action {
    int kind; /* ACT_* */
    int seg;  /* FOLLOWER/WINDMILL: segment of the placed tile; RETURN: segment on x,y */
    int x, y; /* DONKEY: target tile; RETURN: tile the figure stands on */
} Action;

/* Figures: per player GAME_FOLLOWERS_PER_PLAYER followers then one windmill. */
enum { FIG_FOLLOWER, FIG_WINDMILL };
typedef struct FigureView {
    int owner; /* seat */
    int kind;  /* FIG_* */
    int on_board;
    int x, y, seg; /* when on board */
    int seg_kind;  /* SEG_* of the segment it stands on (SEG_FIELD = farmer) */
} FigureView;

/* Scoring events: what a UI, the log and --json show. */
enum {
    EV_ROAD,
    EV_CITY,
    EV_MONASTERY,
    EV_FIELD,
    EV_WINDMILL,
    EV_MARKET_BONUS,
    EV_PRIVILEGE_TURN,
    EV_PRIVILEGE_PLACE,
    EV_KIND_COUNT
};
/* What an item counts. */
enum {
    ITEM_TILES,
    ITEM_PENNANTS,
    ITEM_MONASTERY,
    ITEM_NEIGHBOURS,
    ITEM_CITIES,
    ITEM_FLOWERS,
    ITEM_WINDMILL,
    ITEM_NETWORK_TILES,
    ITEM_FOLLOWERS,
    ITEM_KIND_COUNT
};

typedef struct ScoreItem {
    int player;
    int category; /* CAT_* */
    int what;     /* ITEM_* */
    int count;
    int per;    /* points per counted thing */
    int points; /* count * per, or capped (privilege cap) */
} ScoreItem;

typedef struct ScoreEvent {
    int turn;                   /* 1-based turn number; final scoring uses the last turn + 1 */
    int final;                  /* 1 in final scoring */
    int kind;                   /* EV_* */
    int complete;               /* feature completed (0 for final scoring of incomplete ones) */
    int x, y, seg;              /* a segment of the feature (x,y,-1 for positions-only events) */
    int pos_first, pos_count;   /* into game_event_positions() */
    int item_first, item_count; /* into game_event_items() */
} ScoreEvent;

typedef struct Pos {
    int x, y;
} Pos;

typedef struct FeatureView {
    int kind;     /* SEG_* */
    int complete; /* completed (scored or, for a marketplace road, scorable) */
    int scored;
    int open_ends; /* road ends / city edges still open */
    int tiles;     /* distinct tiles */
    int pennants;
    int followers[GAME_MAX_PLAYERS];
    int npos; /* positions written (up to max) */
} FeatureView;

/* Public view of a privilege token. */
enum { TOKPLACE_PILE, TOKPLACE_BOARD, TOKPLACE_TURNED };
typedef struct TokenView {
    int where;  /* TOKPLACE_* */
    int pile;   /* when on a pile: 0..4 (square pile*10) */
    int height; /* position in the pile, 0 = bottom */
    int x, y;   /* when on the board */
    int type;   /* TOK_* when turned (face up), -1 when face down */
} TokenView;

typedef struct Game Game;

/* Creation. Returns NULL with a sentence in err when the setup is invalid. */
Game *game_new(const Tileset *ts, const GameSetup *setup, char *err, size_t errsize);
void game_free(Game *g);
/* Starts a new game in an existing object (no allocation; for benchmarks and bots). */
int game_reset(Game *g, const GameSetup *setup, char *err, size_t errsize);
/* A full copy (events included). */
Game *game_clone(const Game *g);
/* Copies src into dst (both created by game_new/game_clone). */
void game_copy(Game *dst, const Game *src);
/* For bots (src/core/determinize.c): replaces the hidden information of g, normally a clone,
 * by a random assignment: the unseen draw pile is re-shuffled, face-down privilege tokens'
 * types are re-dealt among the types not yet turned, and the game's random stream (future
 * free draws, re-deals) is re-seeded. The result depends only on the public view and seed,
 * never on the real hidden order, so searching it is fair. Not for a game to be recorded. */
void game_determinize(Game *g, uint64_t seed);

const Tileset *game_tileset(const Game *g);
const GameSetup *game_setup(const Game *g); /* resolved: deck, flowers, privileges */
GamePhase game_phase(const Game *g);
int game_nplayers(const Game *g);
int game_colour(const Game *g, int seat);
const char *game_player_name(const Game *g, int seat);
int game_current_player(const Game *g);
int game_turn(const Game *g);                 /* turns started so far (1-based once drawn) */
int game_current_tile(const Game *g);         /* tile to place, or -1 */
int game_tiles_left(const Game *g);           /* in the draw pile */
int game_pile_count(const Game *g, int tile); /* copies of a tile left in the pile */
/* game_pile_count of every tile 0..n-1 into out[], in one pass over the pile. */
void game_pile_counts(const Game *g, int *out, int n);
unsigned game_expansions(const Game *g);
int game_flower(const Game *g, int seat); /* FLOWER_*, -1 without Village Life or flowers */
unsigned game_without(const Game *g);     /* WITHOUT_* bits switched off */
/* Whether a Village Life element (one WITHOUT_* bit) is in play: Village Life is, and the
 * element is not switched off. */
int game_element_on(const Game *g, unsigned element);

/* Last error of a refused action, as a sentence. */
const char *game_error(const Game *g);

/* --- Actions. Each returns 0, or -1 and leaves the state unchanged with game_error set. --- */
/* Draws the next tile (tile = -1) or the named tile (free draw mode; in a fixed order it must
 * be the next one). */
int game_draw(Game *g, int tile);
int game_place(Game *g, const Placement *p);
int game_act(Game *g, const Action *a); /* then the scoring phase runs */
int game_place_token(Game *g, int x, int y);
int game_redeal(Game *g, const uint8_t *order, int n); /* order NULL: shuffle */
int game_discard(Game *g);                             /* the drawn tile fits nowhere */
int game_end(Game *g);                                 /* pile empty: final scoring */

/* --- Questions. --- */
/* Legal placements of the current tile; writes up to max, returns the total count. */
int game_legal_placements(const Game *g, Placement *out, int max);
/* Legal placements of any tile (for `legal --tile`, UI previews). */
int game_legal_placements_of(const Game *g, int tile, Placement *out, int max);
/* The same list computed the slow, obvious way (the donkey simulated for every candidate);
 * tests compare it with the fast one. */
int game_legal_placements_reference(const Game *g, int tile, Placement *out, int max);
/* Why a placement is illegal (NULL when legal; the sentence stays valid until the next call). */
const char *game_check_placement(const Game *g, const Placement *p);
/* Whether x,y holds a face-down privilege token (a placement there needs turn_dir). */
int game_token_at(const Game *g, int x, int y);
/* Legal actions after placing (ACT_NONE not included); returns the total count. */
int game_legal_actions(const Game *g, Action *out, int max);
const char *game_check_action(const Game *g, const Action *a);
/* The player who must place a privilege token now, and where (returns the count). */
int game_token_player(const Game *g);
int game_token_positions(const Game *g, Pos *out, int max);
int game_needs_redeal(const Game *g);

/* --- The board. --- */
int game_placed_count(const Game *g);
/* Placed tile i (in placement order; 0 is the start tile). */
void game_placed(const Game *g, int i, int *tile, int *x, int *y, int *rot);
/* Index of the placed tile at x,y or -1. */
int game_tile_at(const Game *g, int x, int y);
void game_donkey(const Game *g, int *x, int *y); /* -1 -1 without Village Life */
/* Figures: seat*(GAME_FOLLOWERS_PER_PLAYER+1) + k; k < 7 followers, k == 7 the windmill. */
int game_figure_count(const Game *g);
void game_figure(const Game *g, int i, FigureView *out);
int game_supply(const Game *g, int seat, int kind); /* figures of that kind in supply */
/* The feature of segment seg on the tile at x,y; positions of its tiles go to pos (up to
 * max). Returns 0, or -1 when there is no such segment. */
int game_feature(const Game *g, int x, int y, int seg, FeatureView *out, Pos *pos, int max);
/* Whether two segments belong to the same feature. */
int game_same_feature(const Game *g, int x1, int y1, int s1, int x2, int y2, int s2);
/* The feature of segment seg of the tile at x,y as a number below
 * GAME_MAX_PLACED * TILE_MAX_SEG, the same for every segment of one feature (until the next
 * placement merges features); -1 without a tile or segment there. */
int game_feature_id(const Game *g, int x, int y, int seg);

/* --- Scores. --- */
int game_score(const Game *g, int seat);
/* Points of one category; part 0 during the game, 1 final scoring, 2 both. */
int game_score_part(const Game *g, int seat, int category, int part);
int game_event_count(const Game *g);
const ScoreEvent *game_events(const Game *g);
const Pos *game_event_positions(const Game *g);
const ScoreItem *game_event_items(const Game *g);
/* Scores if the game ended now (copy + final scoring). out[seat]. */
void game_projected_scores(const Game *g, int *out);
/* A copy of g with the final scoring run (its events say what each unfinished feature would
 * give); NULL when out of memory. The caller frees it with game_free. */
Game *game_projected(const Game *g);

/* --- Royal Privileges (public view: face-down types are -1). --- */
void game_token(const Game *g, int i, TokenView *out);
int game_pile_height(const Game *g, int pile);
/* Positions of the privileged area of a token of `type` at x,y turned towards dir, on the
 * current board (for previews). Returns the count. */
int game_privilege_area(const Game *g, int type, int x, int y, int dir, Pos *out, int max);

/* --- History (what a record stores). --- */
enum { H_MOVE, H_DISCARD, H_TOKEN, H_REDEAL, H_END };
typedef struct HistEntry {
    int kind;
    int player;
    Placement place; /* H_MOVE (tile also for H_DISCARD) */
    Action act;      /* H_MOVE */
    int x, y;        /* H_TOKEN */
    int ndeal;       /* H_REDEAL */
    uint8_t deal[GAME_TOKEN_COUNT];
} HistEntry;
int game_history_count(const Game *g);
/* The draw pile: tiles drawn so far in draw order, then those left (in draw order when the
 * order is fixed). Returns its length. */
int game_deck(const Game *g, uint8_t *out, int max);
/* Whether tiles are named by the caller as drawn (no deck and no seed). */
int game_has_free_draw(const Game *g);
/* Empty positions next to at least one tile. */
int game_open_count(const Game *g);
const HistEntry *game_history(const Game *g);

/* Names. */
const char *game_colour_name(int colour);
int game_colour_parse(const char *s);    /* -1 when unknown */
const char *game_token_letter(int type); /* "R" "C" "X" "D" "E" */
int game_token_parse(const char *s);
const char *game_category_name(int cat);    /* "roads" ... "privileges" */
const char *game_category_title(int cat);   /* the same in the player's language */
const char *game_event_kind_name(int kind); /* "road" "city" ... */
const char *game_item_name(int what);       /* "tiles" "pennants" ... */
const char *game_dir_name(int dir);         /* "N" "E" "S" "W" */
int game_dir_parse(const char *s);
/* Village Life elements by bit index (0..WITHOUT_COUNT-1): "flowers" "donkey" "windmills"
 * "marketplaces"; game_without_parse returns the index or -1. */
/* The record word of expansion bit i (EXP_FARMERS is bit 0): "farmers" ... */
const char *game_expansion_name(int i);
/* The expansion's name in the player's language: "The Festival", "Village Life". */
const char *game_expansion_title(int i);
const char *game_without_name(int i);
int game_without_parse(const char *s);

#endif
