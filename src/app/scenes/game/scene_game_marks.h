/* The game scene's board marks (scene_game_marks.c): last moves, settling placements,
 * donkey-blocked spots, a turned privilege token. Internal to the scene. */
#ifndef TROUBADOUR_SCENE_GAME_MARKS_H
#define TROUBADOUR_SCENE_GAME_MARKS_H

#include "scene_game_state.h"

/* Under the figures: each player's last tile and tokens, outlined with its colour and shape. */
void marks_draw_last_tiles(App *app, GameScene *gs);
/* Over the figures: a ring and the player's shape on the last figure placed, the donkey moved. */
void marks_draw_last_figures(App *app, GameScene *gs);
/* A tile of g coming down onto its spot (anim.c's settling). */
void marks_draw_settling(App *app, GameScene *gs, const Game *g);
/* How far above its spot (tile units) the figure on x, y, seg is while it drops; 0 at rest.
 * seg -1: the donkey. */
float marks_drop_lift(const GameScene *gs, int x, int y, int seg);
/* The spots the donkey blocks for the drawn tile, hatched, and the reason under the pointer. */
void marks_draw_blocked(App *app, GameScene *gs, const Game *g);
/* Whether the donkey blocks x, y for the drawn tile; *why gets the reason. */
int marks_blocked_at(const App *app, const GameScene *gs, int x, int y, const char **why);
/* The face and type of the privilege token turned at x, y. */
void marks_draw_token_face(App *app, GameScene *gs, const Game *g, int x, int y, Uint8 alpha);
/* The action step after a token was turned: its area, its face and type, what it gave. */
void marks_draw_turned(App *app, GameScene *gs, const Game *g);
/* A one-line tooltip box at x, y, kept inside the board view. */
void marks_tooltip(App *app, const GameScene *gs, float x, float y, const char *text);
/* "Royal Court" for TOK_COURT (translated). */
const char *marks_token_name(int type);

#endif
