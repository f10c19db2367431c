/* The numbers of the final-scoring screen, computed from the game's scoring events (not from
 * the score totals, so that a test can hold the two against each other): per player and
 * category the points scored during the game and in final scoring, totals, ranks, the score
 * after every turn; and the sentences that explain one event's items. No SDL. */
#ifndef TROUBADOUR_FINAL_TABLE_H
#define TROUBADOUR_FINAL_TABLE_H

#include <stddef.h>
#include <stdio.h>

#include "game.h"

#define FT_MAX_TURNS (GAME_MAX_PLACED + 8)

typedef struct FinalTable {
    int nplayers;
    int ncat; /* categories the game's expansions can score */
    int cat[CAT_COUNT];
    int part[GAME_MAX_PLAYERS][CAT_COUNT][2]; /* [seat][CAT_*][0 during the game, 1 final] */
    int total[GAME_MAX_PLAYERS];
    int order[GAME_MAX_PLAYERS]; /* seats, best first (ties keep seat order) */
    int rank[GAME_MAX_PLAYERS];  /* per seat, 1 = best; ties share a rank */
    int nturns;                  /* curve[seat][0..nturns]: score after each turn (0 = start) */
    int curve[GAME_MAX_PLAYERS][FT_MAX_TURNS + 1];
} FinalTable;

void final_table_build(FinalTable *t, const Game *g);
/* Writes "<colour> <category> <during> <final>" lines and "<colour> total <points> rank <r>"
 * (the form tests compare with `troubadour-cli replay --json`). */
void final_table_write(const FinalTable *t, const Game *g, FILE *f);
/* One item as words: "5 tiles × 1", "2 pennants × 1", "3 completed cities × 3". */
void final_item_text(const ScoreItem *it, char *out, size_t size);
/* A player's share of an event: "city: 5 tiles × 1 + 2 pennants × 1"; returns its points
 * (0 and "" when the player has no item in it). */
int final_event_text(const Game *g, const ScoreEvent *ev, int seat, char *out, size_t size);
/* The final-scoring events' indexes in order; returns their count. */
int final_events(const Game *g, int *out, int max);

#endif
