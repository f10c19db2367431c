/* The uniformly random legal player: used by simulate, bench and the soak tests, and as the
 * weakest opponent in the arena. */
#ifndef TROUBADOUR_AI_RANDOM_H
#define TROUBADOUR_AI_RANDOM_H

#include "game.h"
#include "rng.h"

typedef struct RandomStats {
    long placements_checked;    /* (position, rotation) pairs examined */
    long turns;
} RandomStats;

/* Makes the one decision the game waits for (draw, place, act, token, re-deal, discard, end)
 * with uniformly random legal choices. Returns 0, or -1 when the game is over. */
int ai_random_step(Game *g, Rng *r, RandomStats *st);

/* Plays the game to its end (final scoring included). */
void ai_random_play(Game *g, Rng *r, RandomStats *st);

#endif
