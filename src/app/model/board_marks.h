/* What the board marks show besides the legal choices: each player's last move (from the
 * game's history) and the positions the donkey blocks for the drawn tile (with the core's
 * reason), so that a spot is shown as blocked instead of silently missing. SDL-free. */
#ifndef TROUBADOUR_BOARD_MARKS_H
#define TROUBADOUR_BOARD_MARKS_H

#include "game.h"

typedef struct LastMove {
    int has_tile; /* the player's last turn placed a tile (or discarded one: has_tile 0) */
    int tile_x, tile_y;
    int turned;  /* that placement turned a privilege token */
    Action act;  /* the figure action of that turn (ACT_NONE when none) */
    int ntokens; /* privilege tokens the player placed since (at most 2 kept) */
    Pos token[2];
    int history_index; /* of the H_MOVE entry, -1 when the player has not moved yet */
} LastMove;

/* Each seat's last move: its latest H_MOVE (or H_DISCARD) and the tokens it placed after it,
 * until the seat moves again. Fills out[0..nplayers). */
void marks_last_moves(const Game *g, LastMove *out);

#define MARKS_MAX_BLOCKED 64
typedef struct BlockedSpot {
    int x, y;
    const char *why; /* the core's sentence, static text */
} BlockedSpot;

/* During PHASE_PLACE: the open positions where the drawn tile's edges fit in some rotation
 * but every such rotation would complete a feature the donkey stands on. Returns the count
 * (at most max). */
int marks_donkey_blocked(const Game *g, BlockedSpot *out, int max);

#endif
