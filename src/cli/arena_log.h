/* The run log of `troubadour-cli arena --log FILE`: a long match cut into sittings. The
 * first line names the run's settings; every finished game adds one line, so a run stopped at
 * any moment (or moved to another machine with its log) goes on where it stopped, and the
 * summary counts every game of the log. The format:
 *
 *   # troubadour-cli arena log: --bots hard,hard1 --expansions all --seed 10000 --cpu-budget 1
 *   game 1: hard 231 hard1 205 | 37 37.2 37.0 341200 20123 | 36 36.4 36.0 105000 0
 *   game 2: hard1 198 hard 240
 *
 * A game line is `--verbose`'s (the bots by seat, each with its score), then optionally, per
 * seat after ` | `: decisions, seconds and CPU seconds spent deciding, playouts and playouts
 * answered from the memo. Other lines starting with `#` are notes; empty lines are skipped. */
#ifndef TROUBADOUR_ARENA_LOG_H
#define TROUBADOUR_ARENA_LOG_H

#include <stddef.h>

#include "game.h"

#define ARENA_LOG_LINE   1024 /* longest line, newline included */
#define ARENA_LOG_HEADER "# troubadour-cli arena log: "

typedef struct ArenaLogGame {
    long index; /* from 0 (the line says index + 1) */
    int score[GAME_MAX_PLAYERS];
    int has_stats;
    long decisions[GAME_MAX_PLAYERS];
    double seconds[GAME_MAX_PLAYERS], cpu[GAME_MAX_PLAYERS];
    long playouts[GAME_MAX_PLAYERS], memo_hits[GAME_MAX_PLAYERS];
} ArenaLogGame;

/* Reads one game line (without its newline) of a run of `nbots` bots whose labels by seat in
 * game i are label[(seat + i) % nbots]. 0 and *out filled, or -1 when it is not such a line
 * (a wrong label for the seat, a number out of range, anything more or less). */
int arena_log_parse(const char *line, int nbots, const char *const *label, ArenaLogGame *out);

/* Writes the line of a finished game into buf (no newline); its length, or -1 if it does not
 * fit. */
int arena_log_format(char *buf, size_t size, int nbots, const char *const *label,
                     const ArenaLogGame *gm);

#endif
