/* The game scene's online part (scene_game_net.c). Internal to the scene. */
#ifndef TROUBADOUR_SCENE_GAME_NET_H
#define TROUBADOUR_SCENE_GAME_NET_H

#include "scene_game_state.h"

/* Instead of drawing and discarding here: follows the server's game. Returns the wake-up. */
int scene_game_net_update(App *app, GameScene *gs, int wake);
/* After a local seat's move was confirmed on the session's game: sends it to the server. */
void scene_game_net_submit(App *app, GameScene *gs);
/* The overlay's widgets (chat, hand a seat to a bot). Returns 1 when it took the event. */
int scene_game_net_input(App *app, GameScene *gs, const InputEvent *e, int r, const char *id);
void scene_game_net_draw(App *app, GameScene *gs);

#endif
