/* The program object, the context every scene gets: window, renderer, fonts, tile art,
 * settings, the game being played and the current scene. One App per process; everything
 * hangs off it (no other mutable globals). */
#ifndef TROUBADOUR_APP_H
#define TROUBADOUR_APP_H

#include <SDL.h>
#include <stdint.h>

#include "app_options.h"
#include "rng.h"
#include "scene.h"
#include "session.h"
#include "settings.h"
#include "tileset.h"

typedef struct Text Text;
typedef struct Ui Ui;
typedef struct TileGfx TileGfx;
typedef struct SpriteCache SpriteCache;
typedef struct Audio Audio;

#define APP_PATH_MAX 2048

/* A driver the shell installs into the main loop (testing/: the script player). With a
 * driver the run is reproducible: a virtual clock that advances one frame step per frame,
 * events polled instead of waited for, every frame drawn, the software renderer and a fixed
 * cosmetic seed. */
typedef struct AppDriver {
    void *state;
    /* Once per frame, before events are read. Returns 1 to go on, 0 or -1 to stop. */
    int (*before_events)(void *state, App *app);
    /* After the scene drew a frame, before it is shown. */
    void (*after_draw)(void *state, App *app);
    /* The exit status once before_events stopped. */
    int (*status)(const void *state);
    void (*free)(void *state);
} AppDriver;
#define APP_FRAME_MS 16 /* frame cap: at most ~60 frames per second */

struct App {
    AppOptions opt;
    SDL_Window *window;
    SDL_Renderer *renderer;
    int w, h;           /* renderer output size in pixels */
    float px_per_point; /* output pixels per window point (HiDPI) */
    float ui;           /* pixels per UI point: settings scale x px_per_point */
    Text *text;
    Ui *uis;
    TileGfx *tiles;
    SpriteCache *sprites;
    Audio *audio; /* the sounds (audio/audio.h); silent without a device */
    Tileset *ts;
    char datadir[APP_PATH_MAX];
    char prefdir[APP_PATH_MAX]; /* "" when there is no place to save */
    char confdir[APP_PATH_MAX]; /* settings folder with a trailing slash; "" when none */
    Settings settings;
    Session session;

    const Scene *scene;
    void *scene_state;
    const Scene *next_scene;
    const Scene *back_to; /* where Back on Settings or Help goes (NULL: the title) */

    int quit;
    int dirty; /* redraw at the next chance */
    uint64_t
        now_ms;   /* the app clock, ms: SDL's ticks, or virtual in script mode (the loop sets it) */
    Rng cosmetic; /* the UI's random stream: never the game's */

    char toast[256]; /* a short message shown over any scene */
    uint64_t toast_until;
    int toast_style; /* APP_TOAST_* */

    char layout_extra[8192];      /* --layout-dump: what the scene adds to the widget list */
    AppDriver *driver;            /* test mode; NULL when a person plays */
    char open_path[APP_PATH_MAX]; /* a record the game scene is asked to open (app_open_record) */
    int open_view;
    int lock_fd;     /* the user folder's lock (userdir.h), -1 when not held */
    int second_copy; /* another copy holds it: no autosave in this one */
    int headless;    /* the dummy or offscreen video driver: nothing is shown */
    uint64_t start_ticks;
    int frames;
};

/* Asks for a scene change; it happens at the start of the next frame. */
void app_set_scene(App *app, const Scene *scene);
/* Back from Settings or Help: to the scene that opened them (app->back_to), else the title. */
void app_go_back(App *app);
/* Asks the game scene to open the record at path when it is entered next (view 1: the replay
 * viewer), and switches to it. The scene reports a record that does not open. */
void app_open_record(App *app, const char *path, int view);
/* UI points to output pixels. */
float app_px(const App *app, float points);
/* The look of a toast: a neutral note, a done thing (green), a failure (red). */
enum { APP_TOAST_INFO, APP_TOAST_SUCCESS, APP_TOAST_ERROR };
/* Shows a short message for ms milliseconds of the app clock (a neutral note). */
void app_toast(App *app, const char *msg, int ms);
/* The same in a given style (APP_TOAST_*). */
void app_toast_style(App *app, int style, const char *msg, int ms);
/* The toast on screen now, or NULL when none (the script checks it). */
const char *app_toast_shown(const App *app);
/* Fullscreen on/off. */
void app_toggle_fullscreen(App *app);
/* Changes the UI scale setting (re-opens the fonts). */
void app_set_ui_scale(App *app, float scale);
/* A file in the per-user folder (SDL_GetPrefPath); returns 0, or -1 when there is none. */
int app_pref_file(const App *app, const char *name, char *out, size_t size);
/* A file in the per-user config folder ($XDG_CONFIG_HOME/troubadour/, else ~/.config/troubadour/):
 * settings.txt and setup.txt. Returns 0, or -1 when there is no such folder. */
int app_config_file(const App *app, const char *name, char *out, size_t size);

/* The pixels per UI point a window of w x h output pixels can hold: the wanted ones, less
 * when the window is smaller than 800 x 600 UI points (the game screen's least). */
float app_fit_scale(float want, int w, int h);
/* Window or renderer size, HiDPI ratio or UI scale changed: recomputes w, h, px_per_point,
 * ui and passes them to the fonts and widgets. */
void app_update_metrics(App *app);

#endif
