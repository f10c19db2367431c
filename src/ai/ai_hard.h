/* The search player: Monte-Carlo search over determinisations. The greedy player proposes the
 * candidates of the phase; each playout re-deals the hidden information (game_determinize),
 * plays a candidate, lets the greedy policy play the next turns for everybody and scores the
 * position reached with the greedy evaluation. Candidates share the determinisations of a
 * round (common random numbers) and the weaker half is dropped after each stage of the budget
 * (sequential halving). */
#ifndef TROUBADOUR_AI_HARD_H
#define TROUBADOUR_AI_HARD_H

#include <stdatomic.h>

#include "ai_easy.h"

#define AI_HARD_MAX_RANK 32

typedef struct AiHardParams {
    int rank;         /* greedy candidates re-weighed exactly (at most AI_HARD_MAX_RANK) */
    int keep;         /* of those, searched */
    int turns;        /* placements per player played out after a candidate */
    int plies;        /* > 0: this many placements in all instead (3 in a two-player game: the
                       * opponent, the player, the opponent), 0: turns per player */
    double prior;     /* the greedy value of a candidate counts as this many playouts */
    double win_bonus; /* added to the final margin of a playout that reaches the end */
    int endgame;      /* > 0: with this many tiles or fewer left in the pile, playouts go on
                       * to the end of the game (the final score, win_bonus included) */
    double win_scale; /* > 0: a playout that stops before the end scores its margin m plus
                       * win_bonus * tanh(m / win_scale), the bonus of a projected win */
    int sample;       /* the later placements of a playout weigh this many legal ones drawn at
                 * random (0: all); -1: hard1's playouts (the greedy player throughout) */
    int distinct;     /* 1: of the turns of a symmetric tile that give the same board, only the
                       * first is ranked among the candidates (hard1: 0, every turn ranked) */
    int reference;    /* 1: the evaluation without its caches (tests compare the two) */
    int cpu_clock;    /* 1: a time budget counts the thread's CPU time */
    const atomic_int *cancel; /* NULL, or a flag polled each round: nonzero stops the search */
    AiParams eval;            /* the evaluation of the ranking, the playouts and their scores */
} AiHardParams;

void ai_hard_params_default(AiHardParams *p);
/* What a playout that ends with this margin (the player's points minus the best other
 * player's) counts for the search: at the end of the game (final 1) the margin and win_bonus
 * for a win (minus it for a loss), before it (final 0) the evaluation's projected margin, plus
 * win_bonus * tanh(margin / win_scale) with a win_scale. */
double ai_hard_result(const AiHardParams *hp, double margin, int final);
/* The first Hard's parameters (the arena's `hard1`). */
void ai_hard1_params(AiHardParams *p);

typedef struct AiSearchStats {
    long playouts;
    long memo_hits; /* of those, answered from the memo of results by tiles drawn */
    double seconds; /* measured only with a time budget */
    double mean;    /* the chosen candidate's mean playout result (its prior included) */
    int candidates;
} AiSearchStats;

/* Chooses the move of the phase (PHASE_PLACE, PHASE_ACTION or PHASE_TOKEN) into *out with
 * the parameters (NULL: the defaults). Budget: `playouts` > 0 fixes the number of playouts
 * (deterministic for a seed); otherwise `seconds` of CLOCK_MONOTONIC time (of the thread's CPU
 * time with params->cpu_clock). Returns 0, or -1
 * when there is nothing to choose or no memory. */
int ai_hard_choose(const Game *g, const AiHardParams *params, uint64_t seed, double seconds,
                   long playouts, AiMove *out, AiSearchStats *st);

#endif
