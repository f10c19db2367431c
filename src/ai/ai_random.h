/* The uniformly random legal player, the one of the project: used by simulate, bench and the
 * soak tests, as the weakest opponent in the arena (ai_decide with AI_RANDOM) and by the game's
 * Random bot. */
#ifndef TROUBADOUR_AI_RANDOM_H
#define TROUBADOUR_AI_RANDOM_H

#include "ai.h"
#include "game.h"
#include "rng.h"

typedef struct RandomStats {
    long placements_checked; /* (position, rotation) pairs examined */
    long turns;
} RandomStats;

/* Chooses the step the game waits for with uniformly random legal choices, without touching
 * g: one draw from r for a placement (and one for the direction of a privilege token there),
 * one for an action (ACT_NONE is one of the n + 1 choices), one for a token position.
 * Returns 0, or -1 when the game is over or a token must be placed and no position is free. */
int ai_random_decide(const Game *g, Rng *r, AiDecision *out);

/* Makes that decision on g (ai_random_decide, then ai_apply). Returns 0, or -1 when the game
 * is over. */
int ai_random_step(Game *g, Rng *r, RandomStats *st);

/* Plays the game to its end (final scoring included). */
void ai_random_play(Game *g, Rng *r, RandomStats *st);

#endif
