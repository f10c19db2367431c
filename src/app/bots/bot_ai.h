/* The players of src/ai as game-program bots: Random (uniformly random legal choices, the
 * src/ai random player), Easy (greedy) and Hard (Monte-Carlo search). Their decide runs on
 * a worker thread (bot_worker.h); it reads only the game it is handed and the bot's own
 * state. */
#ifndef TROUBADOUR_BOT_AI_H
#define TROUBADOUR_BOT_AI_H

#include "bot.h"

extern const BotKind BOT_RANDOM;
extern const BotKind BOT_EASY;
extern const BotKind BOT_HARD;

/* Whether k is one of the src/ai bots (their state takes a budget). */
int bot_ai_is(const BotKind *k);
/* The search budget of a Hard bot's state: playouts > 0 makes it deterministic, else seconds
 * of CLOCK_MONOTONIC per decision. Call only while no decision is being made with state. */
void bot_ai_set_budget(void *state, double seconds, long playouts);

#endif
