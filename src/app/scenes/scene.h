/* A scene is one screen of the program (title, setup, flower draw, game, final scoring...):
 * a struct of function pointers. The app owns the current scene's state; a scene change asked
 * for during a frame takes effect at the start of the next one (app_set_scene). A scene gets
 * the game's own input events (input.h), never an SDL_Event. */
#ifndef TROUBADOUR_SCENE_H
#define TROUBADOUR_SCENE_H

#include "input.h"

typedef struct App App;

/* What update() answers: when it next needs to run. */
#define SCENE_ANIMATING 0    /* something moves: update and redraw every frame */
#define SCENE_IDLE      (-1) /* nothing to do until the next input event */
/* Any positive value: wake up (update, no redraw unless asked) in that many milliseconds. */

typedef struct Scene {
    const char *name;                     /* "title", "setup", ... */
    void *(*enter)(App *app);             /* returns the scene's state */
    void (*leave)(App *app, void *state); /* frees it */
    void (*input)(App *app, void *state, const InputEvent *e);
    int (*update)(App *app, void *state, int dt_ms); /* SCENE_* or a wake-up delay */
    void (*draw)(App *app, void *state);
} Scene;

#endif
