/* The --json view of a replayed game (docs/record-format.md). */
#ifndef TROUBADOUR_JSON_OUT_H
#define TROUBADOUR_JSON_OUT_H

#include <stdio.h>

#include "game.h"

void json_write_game(FILE *f, const Game *g);

#endif
