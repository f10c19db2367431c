/* Script commands about the board's marks (script_board.c), listed in script.c's table:
 *   point-at figure|spot|donkey|blocked|tile X Y [click]   move the pointer to (or click)
 *                          the first follower on the board, follower spot of the new tile,
 *                          the donkey, spot the donkey blocks, or the tile (or spot) at X Y
 *   expect-blocked X Y     the donkey blocks X Y for the drawn tile
 *   expect-last-move SEAT X Y   the seat's last move placed its tile at X Y
 *   point-at proj SEAT     the pointer on the seat's projected score in the panel
 *   expect-popup SEAT POINTS   the scoring just done shows one popup "+POINTS" flying to
 *                          the seat's line, whose backing hides the whole score column there
 *   expect-score-room SEAT DIGITS   the seat's score has DIGITS digits and is drawn apart
 *                          from its projection ("-> 213" "129", never "-> 213129")
 *   wait-human-turn [N]    until a human places a tile, the camera and animations at rest
 *                          (at most N frames, default 30000; a few ms of real time pass each)
 *   expect-turn human|bot  who is to move now
 *   expect-legal-visible   every legal spot of the human's tile is in the board's view, below
 *                          the toolbar, not under the banner or the hint line */
#ifndef TROUBADOUR_SCRIPT_BOARD_H
#define TROUBADOUR_SCRIPT_BOARD_H

#include "script_int.h"

int script_cmd_point_at(Script *s, App *app, char **w, int nw);
int script_cmd_expect_blocked(Script *s, App *app, char **w, int nw);
int script_cmd_expect_last_move(Script *s, App *app, char **w, int nw);
int script_cmd_expect_popup(Script *s, App *app, char **w, int nw);
int script_cmd_expect_legal_visible(Script *s, App *app, char **w, int nw);
int script_cmd_expect_score_room(Script *s, App *app, char **w, int nw);
int script_cmd_wait_human_turn(Script *s, App *app, char **w, int nw);
int script_cmd_expect_turn(Script *s, App *app, char **w, int nw);

#endif
