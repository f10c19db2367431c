/* A tile's four sides on the board: the step to the neighbour across each side, and which
 * edges may lie against each other (RULES.md §1, bushes §4.2). The one table for every folder:
 * the core, the bots and the game program read these instead of keeping copies. */
#ifndef TROUBADOUR_EDGE_H
#define TROUBADOUR_EDGE_H

#include <stdint.h>

#include "tileset.h"

/* The neighbour across side d (DIR_N, DIR_E, DIR_S, DIR_W) of x,y is
 * x + edge_dx[d], y + edge_dy[d]; y grows southwards. */
extern const int edge_dx[4];
extern const int edge_dy[4];

/* The side facing side d from across the shared edge. */
static inline int edge_opposite(int d) { return (d + 2) & 3; }

/* edge_accepts[k]: bit j is set when a new tile's edge of kind j (EDGE_*) may lie against an
 * existing edge of kind k: alike kinds match, and a bush matches a field or a road. */
extern const uint8_t edge_accepts[4];

/* Whether a new edge of kind `placed` may lie against an existing edge of kind `existing`. */
static inline int edge_match(int existing, int placed)
{
    return (edge_accepts[existing & 3] >> (placed & 3)) & 1;
}

#endif
