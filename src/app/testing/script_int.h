/* Internals of the script driver: script.c (loading, the commands, the driver) and
 * script_play.c (play-turns and place-tile: a player's clicks). Private to testing/. */
#ifndef TROUBADOUR_SCRIPT_INT_H
#define TROUBADOUR_SCRIPT_INT_H

#include <SDL.h>

#include "app.h"
#include "game.h"
#include "rng.h"
#include "script.h"
#include "script_pad.h"

#define MAX_LINES        2000
#define PLAY_FRAME_LIMIT 400000

enum { PLAY_IDLE, PLAY_PAN, PLAY_POINT, PLAY_ROTATE, PLAY_CLICK, PLAY_ACTION, PLAY_CONFIRM };

struct Script {
    char *text;
    char *line[MAX_LINES];
    int lineno[MAX_LINES];
    int n, pc;
    char path[512];
    int wait_frames;
    char wait_scene[32];
    int wait_scene_left;
    /* play-turns */
    int playing;
    int place_only; /* stop once the tile is placed */
    int turns_left; /* -1: until the final scene */
    long play_frames;
    int until_over; /* play-turns over: stop when the last tile is placed */
    Rng rng;
    int stage;
    int tries;
    Placement target;
    Action act;
    int act_stage;
    int confirms;
    int last_turn_seen;
    Game *plan; /* play-record: the moves to play, else NULL (random ones) */
    /* shot-on: pictures of moments met while playing */
    int nwatch;
    struct {
        char state[16];
        char path[256];
        int done;
    } watch[12];
    /* after-draw requests */
    char shot[512];
    int check_blank;
    int check_cut;         /* 1 expect-text-fits, 2 report-cut-text: the next frame's cut text */
    int cut_screens;       /* how many checked frames had cut text: quit fails then */
    char expect_text[256]; /* expect-drawn-text: the next frame must draw this string */
    int status;
    int done;
    ScriptPad *pad; /* the virtual game controller (script_pad.h) */
    /* script_online.c: a condition waited for (real time passes, a few ms a frame) */
    int (*wait_until)(Script *s, App *app);
    int wait_until_left;
    char wait_arg[512];
};

/* Reports a failed check at the current line (stderr) and ends the script; returns -1. */
int script_fail(Script *s, const char *fmt, ...);
/* Synthesised input, in window points; the app converts to pixels itself. */
Uint32 script_window_id(App *app);
void script_push_motion(App *app, float x, float y);
void script_push_button(App *app, float x, float y, int button, int down);
void script_push_click(App *app, float x, float y, int button);
void script_push_key(App *app, SDL_Keycode k, Uint16 mod);
/* Text typed into the focused field (at most SDL's 31 bytes of one event). */
void script_push_text(App *app, const char *text);
/* Pixels -> window points. */
float script_pt(App *app, float px);
/* The online commands (script_online.c): returns 0 done, 1 frames must pass, -1 failed, 2
 * not one of them. */
int script_online_command(Script *s, App *app, char **w, int nw);
/* A wait_until condition: 1 while it still waits, 0 once it holds, -1 when it timed out. */
int script_online_wait(Script *s, App *app);
/* One frame of play-turns or place-tile (script_play.c). */
void script_play_frame(Script *s, App *app);

#endif
