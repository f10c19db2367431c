/* The game scene's assists, each switched off in Settings (all by "purist"): the feature of
 * a hovered figure or scoring-log entry lit on the board (with the entry's items as words),
 * the remaining-tiles tracker, the projected score if the game ended now. */
#ifndef TROUBADOUR_HUD_ASSIST_H
#define TROUBADOUR_HUD_ASSIST_H

#include "scene_game_state.h"

/* On the board (inside its clip): the whole feature of the figure under the pointer. */
void hud_assist_board(App *app, GameScene *gs, const Game *g);
/* After the HUD: the hovered log entry's feature and items, the tracker button and panel. */
void hud_assist_overlay(App *app, GameScene *gs);
/* hud.c's hook: the projected score of seat is drawn in r; under the pointer, its tooltip
 * (what it counts) is drawn by hud_assist_overlay. */
void hud_assist_projection_hover(App *app, GameScene *gs, int seat, SDL_FRect r);
/* hud_log.c's hook for an event that gives no points (a token turned over no follower): its
 * log line into out, and the player it is about; -1 when the log leaves it out. */
int hud_assist_quiet_event(const Game *g, const ScoreEvent *ev, char *out, size_t size);
/* A widget click of the assists ("tiles"); returns 1 when handled. */
int hud_assist_click(App *app, GameScene *gs, const char *id);
/* The scores if the game ended now into out[seat]; returns 0 when that assist is off. */
int hud_assist_projected(App *app, const GameScene *gs, int *out);

#endif
