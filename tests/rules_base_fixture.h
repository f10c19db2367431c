/* Helpers shared by test_rules_base.c and test_rules_farmers.c. */
#ifndef TROUBADOUR_TESTS_RULES_BASE_FIXTURE_H
#define TROUBADOUR_TESTS_RULES_BASE_FIXTURE_H

#include <stddef.h>

#include "game.h"

enum { RED, BLUE, GREEN };

void expect_scores(const Game *g, int red, int blue);

int tile_id(const char *id);

/* Segment index of the placed tile at x,y found at a board location (LOC_*). */
int seg_at(const Game *g, int x, int y, int loc);

int count_events(const Game *g, int kind);

/* The only event of a kind (fails when there is not exactly one). */
const ScoreEvent *only_event(const Game *g, int kind);

const ScoreItem *item(const Game *g, const ScoreEvent *e, int i);

void expect_item(const Game *g, const ScoreEvent *e, int i, int player, int what, int count,
                 int per);

/* Points a player gets from one event. */
int event_points(const Game *g, const ScoreEvent *e, int player);

/* Two records used by the round trip too (their games are told in test_rules_base.c). */
extern const char ROAD_DONE[];
extern const char ROAD_LOOP[];

#endif
