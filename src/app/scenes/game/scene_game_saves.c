/* The game scene's saves: Ctrl+S saves under a name (a small prompt), "take back the last
 * turn" in hot-seat games (replaying the record without that turn), and the replay viewer
 * (the scene shows the first k turns of a record; Left/Right, Home/End and the bar's buttons
 * step through them). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "autosave.h"
#include "draw.h"
#include "palette.h"
#include "record.h"
#include "saves.h"
#include "scene_game_state.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"

#define MAX_TURNS (GAME_MAX_PLACED * 3)

/* Puts g in play in place of the scene's game (the session owns it). */
static int swap_game(App *app, GameScene *gs, Game *g)
{
    Session *s = &app->session;
    turn_free(&gs->turn);
    game_free(s->game);
    s->game = g;
    anim_init(&gs->anim);
    gs->over = 0;
    gs->last_actor = -1;
    gs->mode = MODE_FIGURE;
    gs->dir_pick = 0;
    gs->unplaceable_ms = 0;
    gs->bot_placed = 0;
    if (turn_init(&gs->turn, g) != 0) return -1;
    scene_game_refresh(app, gs);
    return 0;
}

/* --- Save under a name --- */

static void save_open(App *app, GameScene *gs)
{
    if (gs->viewer || !app->session.game) return;
    saves_default_name(app->session.game, time(NULL), gs->save_name, sizeof gs->save_name);
    gs->save_prompt = 1;
    ui_set_focus(app->uis, "save-name");
    app->dirty = 1;
}

static void save_do(App *app, GameScene *gs)
{
    char dir[APP_PATH_MAX], path[APP_PATH_MAX], err[1024], msg[1400];
    gs->save_prompt = 0;
    ui_set_focus(app->uis, NULL);
    if (app_pref_file(app, "saves", dir, sizeof dir) != 0) {
        app_toast(app, "There is no folder to save in.", 4000);
        return;
    }
    if (saves_write(dir, gs->save_name, app->session.game, app->session.bot, path, sizeof path, err,
                    sizeof err) != 0) {
        fprintf(stderr, "troubadour: save: %s\n", err);
        snprintf(msg, sizeof msg, "Not saved: %s", err);
        app_toast(app, msg, 5000);
        return;
    }
    fprintf(stderr, "troubadour: saved %s\n", path);
    snprintf(msg, sizeof msg, "Saved \"%s\" (every confirmed turn)", gs->save_name);
    app_toast(app, msg, 3000);
}

static void save_draw(App *app, GameScene *gs)
{
    const Theme *th = palette_theme();
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, (SDL_Color){0, 0, 0, 120});
    float w = app_px(app, 480), h = app_px(app, 196);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_panel(app->uis, p, "Save the game");
    float x = p.x + app_px(app, 24), y = p.y + app_px(app, 58), fw = w - app_px(app, 48);
    ui_text_field(app->uis, "save-name", gs->save_name, sizeof gs->save_name,
                  (SDL_FRect){x, y, fw, app_px(app, 38)}, "name of the save", 0);
    y += app_px(app, 46);
    text_draw(app->text, FONT_SMALL, "Confirmed turns are saved; Load on the title resumes it.",
              th->ink_soft, x, y, 0);
    float bw = app_px(app, 110), bh = app_px(app, 40);
    y = p.y + h - bh - app_px(app, 16);
    ui_button(app->uis, "save-ok", "Save", (SDL_FRect){p.x + w - app_px(app, 24) - bw, y, bw, bh},
              UI_PRIMARY);
    ui_button(app->uis, "save-cancel", "Cancel",
              (SDL_FRect){p.x + w - app_px(app, 34) - 2 * bw, y, bw, bh}, UI_SECONDARY);
}

static void save_input(App *app, GameScene *gs, const InputEvent *e)
{
    if (e->kind == IN_ACTION) {
        if (e->action == IA_CONFIRM) {
            save_do(app, gs);
            return;
        }
        if (e->action == IA_BACK) {
            gs->save_prompt = 0;
            ui_set_focus(app->uis, NULL);
            app->dirty = 1;
            return;
        }
    }
    char id[UI_ID_MAX];
    if (ui_input(app->uis, e, id) == 1) {
        if (strcmp(id, "save-ok") == 0)
            save_do(app, gs);
        else if (strcmp(id, "save-cancel") == 0)
            gs->save_prompt = 0;
    }
    app->dirty = 1;
}

/* --- Take back the last turn --- */

int scene_game_take_back(App *app, GameScene *gs)
{
    if (!app->settings.undo_turn || gs->viewer || app->session.online) return 0; /* the server's */
    Game *g = app->session.game;
    for (int i = 0; i < game_nplayers(g); i++)
        if (session_is_bot(&app->session, i)) {
            scene_game_hint(gs, "Taking back a turn is for games without bots");
            return 1;
        }
    const char *why = saves_undo_refusal(g, app->settings.undo_after_reveal);
    if (why) {
        char msg[200];
        snprintf(msg, sizeof msg, "No take-back: %s", why);
        scene_game_hint(gs, msg);
        return 1;
    }
    char err[300];
    Game *back = saves_take_back(g, err, sizeof err);
    if (!back) {
        fprintf(stderr, "troubadour: take back: %s\n", err);
        scene_game_hint(gs, "The last turn cannot be taken back");
        return 1;
    }
    if (swap_game(app, gs, back) != 0) {
        app_toast(app, "Out of memory.", 3000);
        app_set_scene(app, &SCENE_TITLE);
        return 1;
    }
    if (!app->opt.no_autosave && gs->autosave[0] &&
        autosave_write(gs->autosave, back, app->session.bot, err, sizeof err) != 0)
        fprintf(stderr, "troubadour: autosave: %s\n", err);
    scene_game_hint(gs, "The last turn is taken back");
    gs->hint_refused = 0; /* done, not refused */
    return 1;
}

/* --- The replay viewer --- */

static int viewer_turns(const App *app, int *bounds)
{
    return saves_turn_bounds(app->session.record, bounds, MAX_TURNS);
}

static void viewer_go(App *app, GameScene *gs, int step)
{
    int bounds[MAX_TURNS];
    int nt = viewer_turns(app, bounds);
    if (step < 0) step = 0;
    if (step > nt) step = nt;
    if (step == app->session.view_step && app->session.game) return;
    char err[300];
    Game *g =
        saves_replay_prefix(app->session.record, step ? bounds[step - 1] : 0, err, sizeof err);
    if (!g) {
        fprintf(stderr, "troubadour: replay: %s\n", err);
        app_toast(app, "This turn cannot be shown (see the terminal).", 3000);
        return;
    }
    app->session.view_step = step;
    if (swap_game(app, gs, g) != 0) app_set_scene(app, &SCENE_TITLE);
    app->dirty = 1;
}

/* A click on the bar (id) or an action (a, dir) in the viewer. */
static void viewer_input(App *app, GameScene *gs, const char *id, InputAction a, int dir)
{
    int step = app->session.view_step;
    if ((id && strcmp(id, "view-first") == 0) || a == IA_HOME)
        viewer_go(app, gs, 0);
    else if ((id && strcmp(id, "view-prev") == 0) || (a == IA_MOVE && dir == IN_DIR_LEFT))
        viewer_go(app, gs, step - 1);
    else if ((id && strcmp(id, "view-next") == 0) || (a == IA_MOVE && dir == IN_DIR_RIGHT))
        viewer_go(app, gs, step + 1);
    else if ((id && strcmp(id, "view-last") == 0) || a == IA_END)
        viewer_go(app, gs, 1 << 20);
    else if ((id && strcmp(id, "view-close") == 0) || a == IA_BACK || a == IA_MENU)
        app_set_scene(app, &SCENE_TITLE);
}

static void viewer_draw(App *app, GameScene *gs)
{
    const Theme *th = palette_theme();
    int bounds[MAX_TURNS];
    int nt = viewer_turns(app, bounds), step = app->session.view_step;
    SDL_FRect b = gs->bar;
    draw_rect(app->renderer, b.x, b.y, b.w, b.h, th->panel);
    draw_rect(app->renderer, b.x, b.y, b.w, app_px(app, 1), th->panel_edge);
    float h = b.h - app_px(app, 10), y = b.y + app_px(app, 5), x = b.x + app_px(app, 8);
    float w = app_px(app, 46);
    struct {
        const char *id, *label;
        int on;
    } btn[] = {{"view-first", "|\xe2\x97\x80", step > 0},
               {"view-prev", "\xe2\x97\x80", step > 0},
               {"view-next", "\xe2\x96\xb6", step < nt},
               {"view-last", "\xe2\x96\xb6|", step < nt}};
    for (int i = 0; i < 4; i++) {
        ui_button(app->uis, btn[i].id, btn[i].label, (SDL_FRect){x, y, w, h},
                  btn[i].on ? UI_SECONDARY : UI_DISABLED);
        x += w + app_px(app, 4);
    }
    char line[400];
    x += app_px(app, 10);
    snprintf(line, sizeof line, "Replay: turn %d of %d", step, nt);
    x += (float)text_draw(app->text, FONT_BOLD, line, th->ink, x, y + h / 2, TEXT_MIDDLE);
    const Game *full = app->session.record;
    if (step > 0) {
        const HistEntry *he = &game_history(full)[step > 1 ? bounds[step - 2] : 0];
        char mv[160];
        record_format_entry(full, he, mv, sizeof mv);
        const char *who = he->kind == H_END ? "" : palette_player_name(full, he->player);
        snprintf(line, sizeof line, "%s%s%s", who, who[0] ? ": " : "", mv);
        text_draw(app->text, FONT_SMALL, line, th->ink_soft, x + app_px(app, 14), y + h / 2,
                  TEXT_MIDDLE);
    }
    ui_button(app->uis, "view-close", "Close",
              (SDL_FRect){b.x + b.w - app_px(app, 90), y, app_px(app, 82), h}, UI_SECONDARY);
}

/* --- Hooks for the scene --- */

int scene_game_saves_input(App *app, GameScene *gs, const InputEvent *e)
{
    if (gs->save_prompt) {
        save_input(app, gs, e);
        return 1;
    }
    if (gs->paused) return 0;
    if (e->kind == IN_ACTION && e->action == IA_SAVE && !gs->viewer) {
        save_open(app, gs);
        return 1;
    }
    if (!gs->viewer || e->kind != IN_ACTION) return 0;
    InputAction a = e->action;
    if ((a == IA_MOVE && (e->dir == IN_DIR_LEFT || e->dir == IN_DIR_RIGHT)) || a == IA_HOME ||
        a == IA_END || a == IA_BACK || a == IA_MENU) {
        viewer_input(app, gs, NULL, a, e->dir);
        app->dirty = 1;
        return 1;
    }
    /* the viewer plays nothing: only zoom and centre reach the board */
    return a != IA_ZOOM_IN && a != IA_ZOOM_OUT && a != IA_CENTRE;
}

int scene_game_viewer_click(App *app, GameScene *gs, const char *id)
{
    if (!gs->viewer || strncmp(id, "view-", 5) != 0) return 0;
    viewer_input(app, gs, id, IA_NONE, IN_DIR_NONE);
    app->dirty = 1;
    return 1;
}

void scene_game_saves_draw(App *app, GameScene *gs)
{
    if (gs->viewer) viewer_draw(app, gs);
    if (gs->save_prompt) save_draw(app, gs);
}

int scene_game_load_record(App *app, const char *path, int view, char *err, size_t errsize)
{
    int bots[GAME_MAX_PLAYERS];
    Game *g = saves_read(path, app->ts, bots, err, errsize);
    if (!g) return -1;
    session_end(&app->session);
    if (!view && game_phase(g) != PHASE_OVER) {
        session_adopt(&app->session, g, bots, rng_next(&app->cosmetic));
    } else {
        int humans[GAME_MAX_PLAYERS];
        for (int i = 0; i < GAME_MAX_PLAYERS; i++) humans[i] = SEAT_HUMAN;
        Game *shown = game_clone(g);
        if (!shown) {
            game_free(g);
            snprintf(err, errsize, "out of memory");
            return -1;
        }
        session_adopt(&app->session, shown, humans, 0);
        app->session.record = g;
        int bounds[MAX_TURNS];
        app->session.view_step = saves_turn_bounds(g, bounds, MAX_TURNS);
    }
    return 0;
}

int scene_game_open_record(App *app, const char *path, int view, char *err, size_t errsize)
{
    if (scene_game_load_record(app, path, view, err, errsize) != 0) return -1;
    app_set_scene(app, &SCENE_GAME);
    return 0;
}
