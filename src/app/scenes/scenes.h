/* Every scene of the program. */
#ifndef TROUBADOUR_SCENES_H
#define TROUBADOUR_SCENES_H

#include <stddef.h>

#include "scene.h"

extern const Scene SCENE_TITLE;
extern const Scene SCENE_SETUP;
extern const Scene SCENE_FLOWERS;
extern const Scene SCENE_GAME;
extern const Scene SCENE_FINAL;
extern const Scene SCENE_HELP;
extern const Scene SCENE_SETTINGS;
extern const Scene SCENE_LOAD;
extern const Scene SCENE_ONLINE; /* Play online: Host or Join */
extern const Scene SCENE_LOBBY;  /* an online room before its game */

/* Opens a record (a save): resumes it in the game scene (view 0; a finished game is only
 * viewed), or shows it in the replay viewer (view 1). Returns 0, or -1 with err ("line N:
 * reason" for a broken record). */
int scene_game_open_record(App *app, const char *path, int view, char *err, size_t errsize);

#endif
