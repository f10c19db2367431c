/* The Hint assist (H, or the Hint button beside Tiles): the move the Hard bot would make for
 * the human to move, searched on a worker thread (ai_hint) and shown as the tentative move on
 * the board (the tile placed and its figure chosen, or the token spot picked), so that Enter
 * confirms it and Backspace takes it back; a panel says why (the points it scores now, the
 * projected final score and lead). Switched off with the assist or in purist mode. */
#ifndef TROUBADOUR_HUD_HINT_H
#define TROUBADOUR_HUD_HINT_H

#include "scene_game_state.h"

/* Asks for a hint for the human to move (nothing when the assist is off, no human is to
 * move, or one is being searched). */
void hud_hint_request(App *app, GameScene *gs);
/* Collects a finished search and shows its move; returns the milliseconds until it wants to
 * be called again, or -1. */
int hud_hint_update(App *app, GameScene *gs);
/* After the HUD: the Hint button and the hint's panel. */
void hud_hint_draw(App *app, GameScene *gs);
/* A widget click ("hint"); returns 1 when handled. */
int hud_hint_click(App *app, GameScene *gs, const char *id);
/* Leaving the scene: a running search is given up (never waited for); frees the state. */
void hud_hint_leave(GameScene *gs);
/* For the test probe: the placement of the last hint shown in the place step and the number
 * of tiles placed when it was made; returns 0 when no such hint was shown. */
int hud_hint_last(const GameScene *gs, Placement *place, int *placed_before);

#endif
