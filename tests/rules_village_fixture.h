/* Helpers shared by test_rules_village.c and test_rules_village_figures.c. */
#ifndef TROUBADOUR_TESTS_RULES_VILLAGE_FIXTURE_H
#define TROUBADOUR_TESTS_RULES_VILLAGE_FIXTURE_H

#include <stddef.h>

#include "game.h"

enum { RED, BLUE, YELLOW, BLACK }; /* seats, in the order of each record's `players` line */

Game *replay_file(const char *name);

/* Points of a category, during the game and at the end together. */
int part(const Game *g, int seat, int cat);

/* Number of events of a kind (any turn when turn < 0). */
int count_events(const Game *g, int kind, int turn);

/* The first event of a kind whose feature covers `ntiles` positions, or fails. */
const ScoreEvent *event_with(const Game *g, int kind, int npos);

int tid(const char *id);

/* Why placing `id` at x y with rotation `deg` is illegal now (NULL when legal). */
const char *why(const Game *g, const char *id, int x, int y, int deg);

int is_legal_somewhere(const Game *g, const char *id, int x, int y, int deg);

/* Segment index of the feature at board location `loc` of the placed tile at x y. */
int seg_at(const Game *g, int x, int y, int loc);

int same(const Game *g, int x1, int y1, int loc1, int x2, int y2, int loc2);

#endif
