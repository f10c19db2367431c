/* Test mode (--script FILE): plays synthesised input through SDL's event queue, one command
 * after another, on a virtual clock, and checks what the scenes show. Commands, one a line
 * (# comments):
 *   wait N                 N frames
 *   wait-scene NAME [N]    until the scene is NAME (at most N frames, default 3000)
 *   expect-scene NAME      fail unless the scene is NAME
 *   click ID               press and release the left button on the widget ID
 *   click-at X Y [BUTTON]  at window point X, Y (BUTTON left|middle|right)
 *   move X Y               move the pointer
 *   key NAME [ctrl|shift]  press and release a key (SDL key names: Return, Space, R, F11...)
 *   type TEXT              text input into the focused field
 *   play-turns N|all|over SEED  take the human turns like a player: point at a legal spot, rotate
 *                          with R until the rotation is right, click, pick a figure spot by
 *                          clicking, confirm with Return; privilege tokens by clicking
 *                          (all: to the final scene; over: until the last tile is placed,
 *                          during the final-scoring banner)
 *   play-record FILE [N]   play-turns all (or N), but each human turn plays the move of FILE
 *                          (a record of the same game) for that turn
 *   place-tile SEED        point, rotate and click one legal placement of the human to move,
 *                          and stop there (the action step waits)
 *   expect-phase NAME      draw|place|action|token|redeal|over
 *   expect-disabled ID, expect-enabled ID   a widget's state in the last frame
 *   expect-message toast|banner|hint none|TEXT   what the message shows now (TEXT: a part)
 *   expect-toast-style info|success|error
 *   shot-on MOMENT FILE    during play-turns, a picture the first time MOMENT is on screen:
 *                          dir-pick token unplaceable scoring redeal return windmill donkey
 *                          chosen
 *   screenshot FILE        write the frame as PNG
 *   save-record FILE       write the game's record
 *   save-scores FILE       write "<colour> <score>" lines (like troubadour-cli replay)
 *   open-final RECORD      replay RECORD (all seats human) and show the final-scoring scene
 *   save-final FILE        on the final scene: its table (scene_final_dump)
 *   check-blank-free       fail if the frame is one flat colour
 *   expect-text-fits       fail if a text of the next frame is cut: ellipsized, past the
 *                          window, wider than its button (text_cut_count); listed on stderr,
 *                          the failure at quit
 *   report-cut-text        the same list, no failure (tests/app/run_pseudo.cmake judges it)
 *   expect-drawn-text T    fail unless the next frame draws the text T (words joined by one
 *                          space): the language tests' probe
 *   pad-attach, pad BUTTON, pad-axis AXIS VALUE, expect-nav ID   a game controller
 *                          (script_pad.h)
 *   point-at figure|spot|donkey|blocked [click], expect-blocked X Y,
 *   expect-last-move SEAT X Y, point-at proj SEAT, expect-popup SEAT POINTS,
 *   wait-human-turn [N], expect-turn human|bot, expect-legal-visible,
 *   expect-score-room SEAT DIGITS   the board's marks, the popups, who moves, the spots in
 *                          view, a score beside its projection (script_board.h)
 *   save-join-code FILE    once the online room has its code (in the lobby), write it to FILE
 *   wait-file FILE [N]     until FILE exists and is not empty (at most N frames, default 30000;
 *                          a few ms of real time pass each frame)
 *   type-file FILE         text input: the first line of FILE (a code another program wrote)
 *   wait-seats N [FRAMES]  in the lobby, until N seats are taken and their players connected
 *   wait-online down|up [FRAMES]  until the connection to the server dropped, or is back
 *   wait-my-turn [FRAMES]  online, until a seat of this program is to act
 *   quit
 * A failed check or a timeout ends the program with exit status 1 and a message. */
#ifndef TROUBADOUR_SCRIPT_H
#define TROUBADOUR_SCRIPT_H

#include "app.h"

typedef struct Script Script;

/* Loads the script; NULL with a message on stderr. */
Script *script_load(const char *path);
void script_free(Script *s);
/* Called once per frame before events are read: pushes the events of the next command(s).
 * Returns 1 while running, 0 when the script has ended (quit), -1 on failure. */
int script_step(Script *s, App *app);
/* Called after each frame is drawn, before it is shown (screenshots read it then). */
void script_after_draw(Script *s, App *app);
/* Exit status the script asks for. */
int script_status(const Script *s);
/* Loads the script as the main loop's driver (the loop frees it); 0, or -1 with a message on
 * stderr. */
int script_driver(const char *path, AppDriver *out);

#endif
