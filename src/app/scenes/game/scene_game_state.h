/* The game scene's state, shared by its files: scene_game.c (flow, bots, autosave),
 * scene_game_input.c (clicks and keys), scene_game_draw.c (board and overlays), hud.c (the
 * panel). Internal to the scene. */
#ifndef TROUBADOUR_SCENE_GAME_STATE_H
#define TROUBADOUR_SCENE_GAME_STATE_H

#include <SDL.h>

#include "anim.h"
#include "app.h"
#include "bot.h"
#include "bot_worker.h"
#include "camera.h"
#include "game.h"
#include "game_probe.h" /* MODE_* */
#include "turn.h"

typedef struct HudHint HudHint; /* hud_hint.c */

typedef struct GameScene {
    Turn turn;
    Camera cam;
    Anim anim;
    SDL_FRect board, panel, bar; /* layout, output pixels */

    /* what the core says is legal now (refreshed by scene_game_refresh) */
    Placement legal[GS_MAX_LEGAL];
    int nlegal;
    Action acts[GS_MAX_ACTS];
    int nacts;
    Pos tokpos[GS_MAX_TOKPOS];
    int ntok;
    int can_windmill, can_donkey, can_return;

    /* pointer and preview */
    float mx, my;
    int mouse_in; /* the pointer is over the board view */
    int rot;      /* preferred rotation of the drawn tile */
    int snap;     /* the preview snaps to a legal position */
    int snap_x, snap_y, snap_rot;
    int kb_index; /* keyboard choice among legal positions, -1 none */
    int kb_act;   /* keyboard choice among legal actions, -1 none */
    int kb_tok;   /* keyboard or controller choice among token spots, -1 none */
    int dir_pick; /* choosing the direction to turn a privilege token */
    Placement dir_place;
    int mode;      /* MODE_* */
    int hover_seg; /* segment of the new tile under the pointer */

    /* dragging */
    int press_button;
    float press_x, press_y;
    int dragging;
    /* the pan directions held (IN_HOLD: arrows, A S D, W, the right stick) */
    float hold_x, hold_y;
    int hold_w;

    /* flow */
    int unplaceable_ms; /* >0: showing a tile that fits nowhere */
    int unplaceable_tile;
    int bot_wait_ms;    /* >0: a bot is thinking (delay for humans to follow) */
    int bot_placed;     /* the bot placed its tile; the action comes next */
    BotJob *bot_job;    /* a bot thinking on its worker thread (bot_worker.h), NULL when none */
    int bot_seat;       /* whose decision bot_job or bot_dec is */
    uint64_t bot_stamp; /* the moment the decision is for (a stale one is dropped) */
    int bot_ready;      /* bot_dec holds the decision, waiting for the delay to end */
    int bot_ok;         /* the bot answered (else the first legal choice is played) */
    BotDecision bot_dec;
    int think_ms;    /* how long the bot has been thinking (the HUD's indicator) */
    int end_wait_ms; /* after the last turn, before the final scene */
    int banner_ms;
    char banner[160];
    char hint[200]; /* a refusal to explain ("that city already holds...") */
    int hint_ms;
    int hint_refused;   /* a new hint is a refusal: its sound plays at the next update */
    int hint_turn;      /* the hint is the keyboard's choice: it goes when the turn passes */
    uint64_t msg_clock; /* app->now_ms when the banner and hint last counted down */
    int paused;
    int last_actor;
    int over;
    SDL_Texture *track_tex; /* the score track's squares, drawn once per size */
    int track_cell;
    char autosave[APP_PATH_MAX];
    int autosave_warned;
    int log_hover;      /* the scoring-log entry (event index) under the pointer, -1 none */
    int show_tiles;     /* the remaining-tiles tracker is open */
    SDL_FRect log_area; /* where the scoring log is (the wheel scrolls it) */
    int log_scroll;     /* newest entries skipped */
    int viewer;         /* replay viewer: app->session.record stepped through, no play */
    int save_prompt;    /* Ctrl+S: asking for the save's name */
    /* the replay viewer: autoplay, the events per step (for the scoring jumps), the timeline */
    int view_play;         /* autoplay is on */
    int view_speed;        /* index into the viewer's speeds */
    uint64_t view_next_ms; /* app->now_ms of autoplay's next step */
    int *view_events;      /* events in the first k turns, k = 0..turns (owned; NULL: not yet) */
    int view_nsteps;
    int view_drag;       /* the timeline is being dragged */
    SDL_FRect view_line; /* the timeline, output pixels */
    float view_box_h;    /* the story box's height as last drawn (the camera keeps above it) */
    int draw_wait;       /* the next tile waits for the next player's go (take-back window) */
    int draw_go;         /* the go is given: the next draw happens */
    char save_name[64];
    int proj_hover; /* the player whose projected score is under the pointer, -1 none */
    /* the feature under the pointer (hud_assist.c): a figure's, or a follower spot's with the
     * follower it would get (feat_act) */
    int feat_on, feat_x, feat_y, feat_seg;
    Action feat_act;
    HudHint *hud_hint; /* the Hint assist's search and panel (hud_hint.c), NULL until asked */
} GameScene;

/* scene_game.c */
/* The game the scene shows and asks about: the turn's working copy while a tile is placed
 * tentatively, else the live game (scores and the log always come from the live game). */
const Game *scene_game_view(const App *app, const GameScene *gs);
void scene_game_refresh(App *app, GameScene *gs);
void scene_game_layout(App *app, GameScene *gs);
int scene_game_actor(const GameScene *gs, const App *app);
int scene_game_human_to_move(const GameScene *gs, const App *app);
void scene_game_after_confirm(App *app, GameScene *gs);
void scene_game_after_token(App *app, GameScene *gs);
/* The smallest rectangle of board squares holding every placed tile and 0 0. */
void scene_game_bounds(const Game *g, int *x0, int *y0, int *x1, int *y1);
void scene_game_centre(GameScene *gs, const Game *g, int immediate);

/* scene_game_input.c */
void scene_game_input(App *app, void *state, const InputEvent *e);
/* The legal rotations at x, y (bit r set when rotation r is legal), and whether a token is
 * there. */
int scene_game_rotations_at(const GameScene *gs, int x, int y);
void scene_game_update_snap(App *app, GameScene *gs);
/* Where a figure on segment seg of the tile at x, y stands (board coordinates). */
void scene_game_anchor(App *app, const GameScene *gs, int x, int y, int seg, float *bx, float *by);
/* The action a click at screen point sx, sy would choose now, or ACT_NONE. */
int scene_game_action_at(App *app, GameScene *gs, float sx, float sy, Action *out);

/* scene_game_draw.c */
void scene_game_draw(App *app, void *state);
/* Where the arrow to turn a privilege token towards d is drawn (clear of the toolbar, the
 * hint line and the panel): its centre and half its size, output pixels. */
void scene_game_arrow(App *app, const GameScene *gs, int d, float *x, float *y, float *half);

/* scene_game_msg.c: the banner and the hint line */
/* A refusal to explain (red; its sound plays). */
void scene_game_hint(GameScene *gs, const char *msg);
/* The keyboard's choice ("Chosen: ..."): neutral, gone when the turn passes. */
void scene_game_choice_hint(GameScene *gs, const char *msg);
/* A banner for ms milliseconds (0: the usual two seconds). */
void scene_game_banner(GameScene *gs, const char *msg, int ms);
/* Another player's turn begins. */
void scene_game_turn_passed(GameScene *gs);
/* Counts the messages down in real time; returns the ms until the next one ends, or -1. */
int scene_game_msg_update(App *app, GameScene *gs);
/* Draws them off the spots to click. */
void scene_game_msg_draw(App *app, GameScene *gs);
/* Where the banner and the hint line are drawn now (w 0: not showing). */
void scene_game_msg_boxes(App *app, const GameScene *gs, SDL_FRect *banner, SDL_FRect *hint);

/* scene_game_pause.c */
void scene_game_pause_draw(App *app, GameScene *gs);
int scene_game_pause_click(App *app, GameScene *gs, const char *id);

/* scene_game_saves.c: Ctrl+S, take back the last turn, the replay viewer */
/* Handles the input when it belongs to the save prompt or the viewer; returns 1 then. */
int scene_game_saves_input(App *app, GameScene *gs, const InputEvent *e);
/* A click on the viewer's bar; returns 1 when handled. */
int scene_game_viewer_click(App *app, GameScene *gs, const char *id);
void scene_game_saves_draw(App *app, GameScene *gs);
/* Nothing left to take back in the turn: takes back the last turn when the setting allows
 * it (or says why not). Returns 0 when the setting is off. */
int scene_game_take_back(App *app, GameScene *gs);
/* Whether the next draw waits: with "take back a confirmed turn" on (and not "even after the
 * next tile is shown"), in a game without bots, the next tile is drawn when the next player
 * says so (Enter, Space or a click), and Backspace before then takes the turn back. */
int scene_game_draw_held(App *app, GameScene *gs);
/* The replay viewer's autoplay; returns the ms until its next step, or -1. */
int scene_game_viewer_update(App *app, GameScene *gs);
/* Frees what the viewer keeps (at the scene's end). */
void scene_game_viewer_free(GameScene *gs);
/* Reads the record at path into the session (view 1: the replay viewer; a finished game is
 * only viewed). Returns 0, or -1 with err ("line N: reason" for a broken record). */
int scene_game_load_record(App *app, const char *path, int view, char *err, size_t errsize);

/* hud.c */
void hud_draw(App *app, GameScene *gs);
/* Screen point of a player's line in the HUD (where scoring popups fly to). */
void hud_player_anchor(App *app, const GameScene *gs, int seat, float *x, float *y);
/* The backing of a score popup showing s centred at x, y: at least as wide as the score
 * column, so that the popup landing on a score hides it whole. */
SDL_FRect hud_popup_box(App *app, const GameScene *gs, const char *s, float x, float y);
/* hud_log.c: the latest scoring events in the given area. */
void hud_log_draw(App *app, GameScene *gs, SDL_FRect area);
/* What to do now (one sentence) and the keys for it. */
void hud_instruction(App *app, const GameScene *gs, char *what, size_t wsize, char *keys,
                     size_t ksize);

#endif
