/* Script commands about the board's marks (script_board.c), listed in script.c's table:
 *   point-at figure|spot|donkey|blocked|tile X Y [click]   move the pointer to (or click)
 *                          the first follower on the board, follower spot of the new tile,
 *                          the donkey, spot the donkey blocks, or the tile (or spot) at X Y
 *   expect-blocked X Y     the donkey blocks X Y for the drawn tile
 *   expect-last-move SEAT X Y   the seat's last move placed its tile at X Y */
#ifndef TROUBADOUR_SCRIPT_BOARD_H
#define TROUBADOUR_SCRIPT_BOARD_H

#include "script_int.h"

int script_cmd_point_at(Script *s, App *app, char **w, int nw);
int script_cmd_expect_blocked(Script *s, App *app, char **w, int nw);
int script_cmd_expect_last_move(Script *s, App *app, char **w, int nw);

#endif
