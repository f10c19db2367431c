/* The four directions in the core's order (DIR_N, DIR_E, DIR_S, DIR_W of tileset.h) as unit
 * steps on the board, y growing southwards: the program's one table of them (the core keeps
 * its own, private ones). */
#ifndef TROUBADOUR_BOARD_DIR_H
#define TROUBADOUR_BOARD_DIR_H

extern const float BOARD_DIR_X[4];
extern const float BOARD_DIR_Y[4];

#endif
