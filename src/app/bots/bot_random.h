/* The uniformly random legal player, as a game-program bot. */
#ifndef TROUBADOUR_BOT_RANDOM_H
#define TROUBADOUR_BOT_RANDOM_H

#include "bot.h"

extern const BotKind BOT_RANDOM;

#endif
