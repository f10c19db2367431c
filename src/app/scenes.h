/* Every scene of the program. */
#ifndef TROUBADOUR_SCENES_H
#define TROUBADOUR_SCENES_H

#include "scene.h"

extern const Scene SCENE_TITLE;
extern const Scene SCENE_SETUP;
extern const Scene SCENE_FLOWERS;
extern const Scene SCENE_GAME;
extern const Scene SCENE_FINAL;
extern const Scene SCENE_HELP;
extern const Scene SCENE_SETTINGS;

#endif
