/* Shared helpers for the cmocka tests. */
#ifndef TROUBADOUR_TEST_UTIL_H
#define TROUBADOUR_TEST_UTIL_H

#include "game.h"
#include "tileset.h"

/* The real tile set from $TROUBADOUR_DATA (loaded once; aborts the test run if missing). */
const Tileset *test_tileset(void);

/* Replays a record text; a refused record fails the test with its line and reason. Every
 * replayed game is also checked: each item's points are count x per (privilege points may be
 * capped below that) and the items add up to every player's score. */
Game *test_replay(const char *text);

/* The record text must be refused at `line` with a message containing `what`. */
void test_replay_refused(const char *text, int line, const char *what);

/* Each item's points are count x per, and the items add up to every player's score. */
void test_check_items_sum(const Game *g);

#endif
