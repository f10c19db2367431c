/* Helpers shared by test_rules_privileges.c and test_rules_privileges_games.c. */
#ifndef TROUBADOUR_TESTS_RULES_PRIVILEGES_FIXTURE_H
#define TROUBADOUR_TESTS_RULES_PRIVILEGES_FIXTURE_H

#include <stddef.h>

#include "game.h"

typedef struct Text {
    char *p;
    size_t n, cap;
} Text;

void tx(Text *t, const char *fmt, ...);

const ScoreEvent *last_event(const Game *g);

int count_events(const Game *g, int kind);

/* The token lying face down on the board at x,y (-1 when none). */
int board_token_at(const Game *g, int x, int y);

void expect_piles(const Game *g, int p0, int p1, int p2, int p3, int p4);

/* The positions must be exactly `want` (any order). */
void expect_pos_set(Pos *got, int n, Pos *want, int nwant, const char *what);

#endif
