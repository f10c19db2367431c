/* The greedy player: weighs every legal choice of the phase by the evaluation of the position
 * it leads to (ai_board.h) and takes the best. Also the ranking and playout policy of the
 * search player. Reads the public view only. */
#ifndef TROUBADOUR_AI_EASY_H
#define TROUBADOUR_AI_EASY_H

#include "ai_board.h"
#include "ai_preview.h"
#include "game.h"

#define AI_MAX_PLACEMENTS 2048
#define AI_MAX_ACTIONS    1024

/* One choice: a placement with the action planned after it (PHASE_PLACE), an action
 * (PHASE_ACTION) or a token position (PHASE_TOKEN). */
typedef struct AiMove {
    Placement place;
    Action act;
    int tx, ty;
    double value; /* evaluation margin for the player choosing */
} AiMove;

#define AI_DONKEY_KEEP 4 /* donkey targets worth a look at each placement */

/* Working memory (large: allocate it). */
typedef struct AiEasy {
    AiTiles tiles;
    AiParams w;
    AiBoard board;
    AiUndo undo;
    Placement pl[AI_MAX_PLACEMENTS];
    Action act[AI_MAX_ACTIONS];
    Game *base; /* determinised copy for exact checks */
    Game *work;
    /* the turn's donkey targets: their value change before any preview and the features it
     * reads, reused for every previewed placement that leaves those features alone */
    int dk_n;
    double dk_dv[AI_DONKEY_KEEP][GAME_MAX_PLAYERS];
    int dk_nfeat[AI_DONKEY_KEEP];
    int dk_feat[AI_DONKEY_KEEP][2 * TILE_MAX_SEG];
    /* the ranking's donkey tile: its features before any preview and the value change of
     * taking the donkey off each (dkf_n -1: no donkey, or the reference path) */
    int dkf_n;
    int dkf[TILE_MAX_SEG];
    double dkf_dv[TILE_MAX_SEG][GAME_MAX_PLAYERS];
    /* per feature, this turn: the value change of putting the donkey on it (dk_stamp) */
    double dk_on[AI_MAX_FEAT][GAME_MAX_PLAYERS];
    uint32_t dk_stamp[AI_MAX_FEAT];
    uint32_t dk_turn;
    int reference; /* 1: recompute everything (the uncached path the caches are tested against) */
    int distinct_turns; /* 1: ai_easy_rank_turn ranks one of the turns of a symmetric tile that
                         * give the same board (Hard's candidates), 0: every turn (Easy) */
} AiEasy;

AiEasy *ai_easy_new(const Game *g);
/* Without the two game copies: for ai_board_build and ai_easy_rank_sample only. */
AiEasy *ai_easy_new_board(const Game *g);
void ai_easy_free(AiEasy *e);

/* The best `max` placements with their planned actions for the current tile, best first,
 * from previews (fast, approximate). Returns the count written. */
int ai_easy_rank_turn(AiEasy *e, const Game *g, AiMove *out, int max);
/* The playout policy: the best placement with its planned action among `sample` legal
 * placements drawn at random with *rng (all of them when sample <= 0 or there are no more;
 * of the turns of a symmetric tile that give the same board, the first in the legal list),
 * the donkey weighed only onto the placed tile. board_ready 1: e->board was built from g's
 * position before the draw (the drawn tile still counted among the remaining ones) and is
 * used as it is. Returns 1, or 0 when the tile fits nowhere or the phase is not
 * PHASE_PLACE. */
int ai_easy_rank_sample(AiEasy *e, const Game *g, int board_ready, int sample, uint64_t *rng,
                        AiMove *out);
/* Actions after the placement (ACT_NONE included), best first, exact. */
int ai_easy_rank_actions(AiEasy *e, const Game *g, AiMove *out, int max);
/* Token positions for the player placing one, best first. */
int ai_easy_rank_tokens(AiEasy *e, const Game *g, AiMove *out, int max);

/* Re-weighs ranked turn moves exactly on a determinised copy (seed) and sorts them again. */
void ai_easy_refine(AiEasy *e, const Game *g, uint64_t seed, AiMove *m, int n);

/* The playout policy in PHASE_TOKEN: the best of `sample` positions drawn at random with
 * *rng (all of them when sample <= 0 or there are no more), by the followers beside them
 * only (not what turning the token later promises). Returns 1, or 0 without one. */
int ai_easy_pick_token(const Game *g, int sample, uint64_t *rng, AiMove *out);

/* Exact evaluation margin of `me` in a position (any phase). */
double ai_easy_margin(AiEasy *e, const Game *g, int me);

/* Plays a turn move on g: the placement, then its action (none when it is not legal).
 * Returns the points a privilege token turned by the placement gave the placing player. */
int ai_easy_play_turn(Game *g, const AiMove *m);

/* Applies the phase's choice to g (draws, re-deals and ends included). Returns 0, or -1 when
 * the game is over. Uses the preview ranking only: the playout policy. */
int ai_easy_step(AiEasy *e, Game *g);

#endif
