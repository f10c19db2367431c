/* A hint for a human player: the move the Hard bot would make in the current phase and why,
 * in points. Reads the public view only (like every bot): a move that turns a face-down
 * privilege token is scored on a copy whose hidden token types are a guess. */
#ifndef TROUBADOUR_AI_HINT_H
#define TROUBADOUR_AI_HINT_H

#include <stdint.h>

#include "ai.h"
#include "game.h"

typedef struct AiHint {
    AiDecision move;       /* what to do now (with AI_DO_PLACE, move.act is the planned action) */
    int seat;              /* the player the hint is for */
    int points_now;        /* points the move scores by the end of this turn (closed features,
                            * a turned token) */
    double projected;      /* the player's expected final score after the move, by the bots'
                            * evaluation */
    double projected_gain; /* that expectation minus the one before the move */
    double margin;         /* expected final lead over the best opponent after the move */
} AiHint;

/* Fills *out for the player who must act in PHASE_PLACE, PHASE_ACTION or PHASE_TOKEN, with
 * the Hard bot's search under `budget` (NULL: the default playout count; a playout budget
 * makes the hint deterministic for a seed). Returns 0, or -1 in another phase or without
 * memory. g is not changed. */
int ai_hint(const Game *g, uint64_t seed, const AiBudget *budget, AiHint *out);
/* The same, the search stopping early once *cancel (NULL: never) is nonzero (a UI asking on a
 * worker thread gives the hint up). */
int ai_hint_cancel(const Game *g, uint64_t seed, const AiBudget *budget, const atomic_int *cancel,
                   AiHint *out);

#endif
