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
#include "i18n.h"
#include "palette.h"
#include "record.h"
#include "saves.h"
#include "story.h"
#include "scene_game_state.h"
#include "scenes.h"
#include "text.h"
#include "text_fit.h"
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
    ui_set_focus_selected(app->uis, "save-name"); /* typing replaces the default name */
    app->dirty = 1;
}

static void save_do(App *app, GameScene *gs)
{
    char dir[APP_PATH_MAX], path[APP_PATH_MAX], err[1024], msg[1400];
    gs->save_prompt = 0;
    ui_set_focus(app->uis, NULL);
    if (app_pref_file(app, "saves", dir, sizeof dir) != 0) {
        app_toast_style(app, APP_TOAST_ERROR, _("There is no folder to save in."), 4000);
        return;
    }
    if (saves_write(dir, gs->save_name, app->session.game, app->session.bot, path, sizeof path, err,
                    sizeof err) != 0) {
        fprintf(stderr, _("troubadour: save: %s\n"), err);
        /* TRANSLATORS: %s is the reason, e.g. a file system error */
        snprintf(msg, sizeof msg, _("Not saved: %s"), err);
        app_toast_style(app, APP_TOAST_ERROR, msg, 5000);
        return;
    }
    fprintf(stderr, _("troubadour: saved %s\n"), path);
    /* TRANSLATORS: %s is the save's name */
    snprintf(msg, sizeof msg, _("Saved \"%s\" (every confirmed turn)"), gs->save_name);
    app_toast_style(app, APP_TOAST_SUCCESS, msg, 3500);
}

static void save_draw(App *app, GameScene *gs)
{
    const Theme *th = palette_theme();
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, (SDL_Color){0, 0, 0, 120});
    float w = app_px(app, 480), h = app_px(app, 196);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_panel(app->uis, p, _("Save the game"));
    float x = p.x + app_px(app, 24), y = p.y + app_px(app, 58), fw = w - app_px(app, 48);
    ui_text_field(app->uis, "save-name", gs->save_name, sizeof gs->save_name,
                  (SDL_FRect){x, y, fw, app_px(app, 38)}, _("name of the save"), 0);
    y += app_px(app, 46);
    text_draw(app->text, FONT_SMALL, _("Confirmed turns are saved; Load on the title resumes it."),
              th->ink_soft, x, y, 0);
    float bw = app_px(app, 110), bh = app_px(app, 40);
    y = p.y + h - bh - app_px(app, 16);
    ui_button(app->uis, "save-ok", _("Save"),
              (SDL_FRect){p.x + w - app_px(app, 24) - bw, y, bw, bh}, UI_PRIMARY);
    ui_button(app->uis, "save-cancel", _("Cancel"),
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
            scene_game_hint(gs, _("Taking back a turn is for games without bots"));
            return 1;
        }
    const char *why = saves_undo_refusal(g, app->settings.undo_after_reveal);
    if (why) {
        char msg[200];
        snprintf(msg, sizeof msg, _("No take-back: %s"), why);
        scene_game_hint(gs, msg);
        return 1;
    }
    char err[300];
    Game *back = saves_take_back(g, err, sizeof err);
    if (!back) {
        fprintf(stderr, _("troubadour: take back: %s\n"), err);
        scene_game_hint(gs, _("The last turn cannot be taken back"));
        return 1;
    }
    if (swap_game(app, gs, back) != 0) {
        app_toast(app, _("Out of memory."), 3000);
        app_set_scene(app, &SCENE_TITLE);
        return 1;
    }
    if (!app->opt.no_autosave && gs->autosave[0] &&
        autosave_write(gs->autosave, back, app->session.bot, err, sizeof err) != 0)
        fprintf(stderr, _("troubadour: autosave: %s\n"), err);
    gs->draw_go = 1; /* the turn taken back is played again at once */
    gs->draw_wait = 0;
    app_toast_style(app, APP_TOAST_SUCCESS, _("The last turn is taken back"), 3000);
    return 1;
}

int scene_game_draw_held(App *app, GameScene *gs)
{
    const Game *g = app->session.game;
    int hold = app->settings.undo_turn && !app->settings.undo_after_reveal && !gs->viewer &&
               !gs->draw_go && g;
    for (int i = 0; hold && i < game_nplayers(g); i++)
        if (session_is_bot(&app->session, i)) hold = 0;
    if (hold) {
        int bounds[MAX_TURNS];
        hold = saves_turn_bounds(g, bounds, MAX_TURNS) > 0;
    }
    if (hold && !gs->draw_wait) {
        char msg[200];
        /* TRANSLATORS: %s is the next player's name */
        snprintf(msg, sizeof msg,
                 _("%s: Enter or a click draws your tile (Backspace takes the last turn back)"),
                 palette_player_name(g, game_current_player(g)));
        scene_game_banner(gs, msg, 1 << 30);
        app->dirty = 1;
    }
    if (!hold && gs->draw_wait) gs->banner_ms = 0;
    gs->draw_wait = hold;
    return hold;
}

/* --- The replay viewer --- */

/* Autoplay's speeds: ms per turn. */
static const int VIEW_MS[] = {2000, 1000, 500, 250};
#define VIEW_NSPEEDS ((int)(sizeof VIEW_MS / sizeof VIEW_MS[0]))

static int viewer_turns(const App *app, int *bounds)
{
    return saves_turn_bounds(app->session.record, bounds, MAX_TURNS);
}

static void seat_names(const Game *g, const char **names)
{
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        names[i] = i < game_nplayers(g) ? palette_player_name(g, i) : "?";
}

/* The events of the first k turns, for every k: one replay of each prefix, once. */
static int viewer_events_ready(App *app, GameScene *gs)
{
    if (gs->view_events) return 0;
    int bounds[MAX_TURNS];
    int nt = viewer_turns(app, bounds);
    int *ev = calloc((size_t)nt + 1, sizeof *ev);
    if (!ev) return -1;
    char err[300];
    for (int k = 1; k <= nt; k++) {
        Game *g = saves_replay_prefix(app->session.record, bounds[k - 1], err, sizeof err);
        ev[k] = g ? game_event_count(g) : ev[k - 1];
        game_free(g);
    }
    gs->view_events = ev;
    gs->view_nsteps = nt;
    gs->view_speed = 1; /* the viewer's first frame: autoplay at one turn a second */
    return 0;
}

void scene_game_viewer_free(GameScene *gs)
{
    free(gs->view_events);
    gs->view_events = NULL;
}

/* The camera goes to the turn's tile, at a zoom that shows the board around it. */
static void viewer_follow(App *app, GameScene *gs)
{
    const Game *g = app->session.game;
    int n = game_placed_count(g);
    if (n <= 0) return;
    int x0, y0, x1, y1;
    scene_game_bounds(g, &x0, &y0, &x1, &y1);
    camera_fit(&gs->cam, x0 - 1, y0 - 1, x1 + 1, y1 + 1, 0);
    int t, x, y, r;
    game_placed(g, n - 1, &t, &x, &y, &r);
    /* the tile in the middle of what the toolbar and the story box leave of the board */
    float z = (float)camera_level_size(&gs->cam, gs->cam.level);
    float box = gs->view_box_h > 0 ? gs->view_box_h : app_px(app, 120);
    camera_glide_to(&gs->cam, (float)x, (float)y + (box - app_px(app, 52)) / 2.0f / z);
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
        fprintf(stderr, _("troubadour: replay: %s\n"), err);
        app_toast_style(app, APP_TOAST_ERROR, _("This turn cannot be shown (see the terminal)."),
                        3000);
        return;
    }
    app->session.view_step = step;
    if (swap_game(app, gs, g) != 0) {
        app_set_scene(app, &SCENE_TITLE);
        return;
    }
    viewer_follow(app, gs);
    app->dirty = 1;
}

/* The next (dir 1) or previous (dir -1) turn in which somebody scores; -1 when none. */
static int viewer_scoring(App *app, GameScene *gs, int dir)
{
    if (viewer_events_ready(app, gs) != 0) return -1;
    int s = app->session.view_step;
    for (int k = s + dir; k >= 1 && k <= gs->view_nsteps; k += dir)
        if (gs->view_events[k] > gs->view_events[k - 1]) return k;
    return -1;
}

static void viewer_play(App *app, GameScene *gs, int on)
{
    gs->view_play = on;
    gs->view_next_ms = app->now_ms + (uint64_t)VIEW_MS[gs->view_speed];
    if (on && app->session.view_step >= gs->view_nsteps && viewer_events_ready(app, gs) == 0 &&
        app->session.view_step >= gs->view_nsteps)
        viewer_go(app, gs, 0); /* from the start again */
}

int scene_game_viewer_update(App *app, GameScene *gs)
{
    if (!gs->view_play) return -1;
    if (viewer_events_ready(app, gs) != 0) return -1;
    if (app->now_ms >= gs->view_next_ms) {
        viewer_go(app, gs, app->session.view_step + 1);
        gs->view_next_ms = app->now_ms + (uint64_t)VIEW_MS[gs->view_speed];
        if (app->session.view_step >= gs->view_nsteps) gs->view_play = 0;
        app->dirty = 1;
    }
    return gs->view_play ? (int)(gs->view_next_ms - app->now_ms) : -1;
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
    else if ((id && strcmp(id, "view-play") == 0) || a == IA_CONTINUE || a == IA_CONFIRM)
        viewer_play(app, gs, !gs->view_play);
    else if ((id && strcmp(id, "view-speed") == 0) || (a == IA_MOVE && dir == IN_DIR_UP) ||
             (a == IA_MOVE && dir == IN_DIR_DOWN)) {
        int d = a == IA_MOVE && dir == IN_DIR_DOWN ? -1 : 1;
        if (id) /* the button goes round */
            gs->view_speed = (gs->view_speed + 1) % VIEW_NSPEEDS;
        else
            gs->view_speed = gs->view_speed + d < 0               ? 0
                             : gs->view_speed + d >= VIEW_NSPEEDS ? VIEW_NSPEEDS - 1
                                                                  : gs->view_speed + d;
        gs->view_next_ms = app->now_ms + (uint64_t)VIEW_MS[gs->view_speed];
    } else if ((id && strcmp(id, "view-score-next") == 0) || a == IA_PAGE_DOWN ||
               a == IA_NEXT_SPOT) {
        int k = viewer_scoring(app, gs, 1);
        if (k >= 0) viewer_go(app, gs, k);
    } else if ((id && strcmp(id, "view-score-prev") == 0) || a == IA_PAGE_UP || a == IA_PREV_SPOT) {
        int k = viewer_scoring(app, gs, -1);
        if (k >= 0) viewer_go(app, gs, k);
    } else if ((id && strcmp(id, "view-close") == 0) || a == IA_BACK || a == IA_MENU)
        app_set_scene(app, &SCENE_TITLE);
    /* a step by hand stops autoplay, except the play and speed buttons */
    if ((id && strcmp(id, "view-play") != 0 && strcmp(id, "view-speed") != 0) ||
        (a != IA_NONE && a != IA_CONTINUE && a != IA_CONFIRM &&
         !(a == IA_MOVE && (dir == IN_DIR_UP || dir == IN_DIR_DOWN))))
        gs->view_play = 0;
}

/* The timeline at pointer x: the turn under it. */
static void viewer_scrub(App *app, GameScene *gs, float x)
{
    SDL_FRect r = gs->view_line;
    if (r.w <= 0 || viewer_events_ready(app, gs) != 0) return;
    float t = (x - r.x) / r.w;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    gs->view_play = 0;
    viewer_go(app, gs, (int)(t * (float)gs->view_nsteps + 0.5f));
}

/* The last placed tile outlined in its player's colour. */
static void viewer_last_move(App *app, GameScene *gs, const HistEntry *he)
{
    if (!he || he->kind != H_MOVE) return;
    int tx, ty, tw;
    camera_tile_rect(&gs->cam, he->place.x, he->place.y, &tx, &ty, &tw);
    SDL_Color c = palette_player(game_colour(app->session.record, he->player));
    float t = app_px(app, 3.5f);
    draw_rect_outline(app->renderer, (float)tx - t, (float)ty - t, (float)tw + 2 * t,
                      (float)tw + 2 * t, t, (SDL_Color){20, 14, 8, 200});
    draw_rect_outline(app->renderer, (float)tx - t / 2, (float)ty - t / 2, (float)tw + t,
                      (float)tw + t, t * 0.7f, c);
}

/* The story box at the foot of the board: the turn and the timeline, the move in words, what it scored,
 * the scores at that turn. */
static void viewer_story(App *app, GameScene *gs, const int *bounds, int nt, int step)
{
    const Theme *th = palette_theme();
    const Game *full = app->session.record, *shown = app->session.game;
    const char *names[GAME_MAX_PLAYERS];
    seat_names(full, names);
    float m = app_px(app, 10), pad = app_px(app, 12);
    float w = gs->board.w - 2 * m;
    if (w > app_px(app, 720)) w = app_px(app, 720);
    float x = gs->board.x + (gs->board.w - w) / 2;
    float lh = (float)text_line_height(app->text, FONT_SMALL) + app_px(app, 3);
    char lines[8][300];
    int nl = 0, first_ev = 0;
    if (step > 0) {
        int from = step > 1 ? bounds[step - 2] : 0, to = bounds[step - 1];
        for (int i = from; i < to && nl < 3; i++) story_move(full, i, names, lines[nl++], 300);
        if (viewer_events_ready(app, gs) == 0) first_ev = gs->view_events[step - 1];
        for (int e = first_ev; e < game_event_count(shown) && nl < 7; e++)
            story_event(shown, e, names, lines[nl++], 300);
    } else {
        snprintf(lines[nl++], 300, "%s",
                 _("The start tile: press Space to play the game through."));
    }
    /* the scores at that turn */
    char sc[400];
    size_t off = 0;
    sc[0] = '\0';
    for (int p = 0; p < game_nplayers(shown) && off < sizeof sc; p++) {
        int n = snprintf(sc + off, sizeof sc - off, "%s%s %d", p ? "   " : "", names[p],
                         game_score(shown, p));
        if (n < 0) break;
        off += (size_t)n;
    }
    /* each line wrapped to the panel when the language (or a name) makes it longer */
    float lhs[9];
    int tw = (int)(w - 2 * pad), nev = step > 0 ? game_event_count(shown) - first_ev : 0;
    float h = pad * 2 + app_px(app, 26) + app_px(app, 4);
    for (int i = 0; i <= nl; i++) {
        int font = i < nl && i >= nl - nev ? FONT_BOLD : FONT_SMALL;
        const char *s = i < nl ? lines[i] : sc;
        float one = (float)text_line_height(app->text, font);
        float th_ =
            (float)text_height_wrapped(app->text, font, s, i < nl ? th->ink : th->ink_soft, tw);
        lhs[i] = th_ > one ? lh + th_ - one : lh;
        h += lhs[i];
    }
    /* along the board's foot, above the bar: the toolbar keeps the top */
    float y = gs->board.y + gs->board.h - h - m;
    gs->view_box_h = h + m;
    draw_round_rect(app->renderer, x, y, w, h, app_px(app, 8), palette_alpha(th->panel, 235));
    float cy = y + pad;
    char head[80];
    /* TRANSLATORS: the replay viewer's position, e.g. "Turn 12 of 72" */
    snprintf(head, sizeof head, _("Turn %d of %d"), step, nt);
    int hw =
        text_draw(app->text, FONT_BOLD, head, th->ink, x + pad, cy + app_px(app, 9), TEXT_MIDDLE);
    /* the timeline: a click or a drag goes to that turn; a tick where somebody scored */
    float lx = x + pad + (float)hw + app_px(app, 14), lw = x + w - pad - lx;
    gs->view_line = (SDL_FRect){lx, cy, lw, app_px(app, 18)};
    ui_area(app->uis, "view-timeline", gs->view_line);
    draw_rect(app->renderer, lx, cy + app_px(app, 7), lw, app_px(app, 4), th->panel_edge);
    if (gs->view_events)
        for (int k = 1; k <= gs->view_nsteps; k++)
            if (gs->view_events[k] > gs->view_events[k - 1])
                draw_rect(app->renderer,
                          lx + lw * (float)k / (float)gs->view_nsteps - app_px(app, 1),
                          cy + app_px(app, 2), app_px(app, 2), app_px(app, 14), th->accent);
    float kx = lx + (nt > 0 ? lw * (float)step / (float)nt : 0);
    draw_circle(app->renderer, kx, cy + app_px(app, 9), app_px(app, 7), th->ink);
    cy += app_px(app, 26);
    for (int i = 0; i <= nl; i++) {
        int font = i < nl && i >= nl - nev ? FONT_BOLD : FONT_SMALL;
        float top = cy + (lh - (float)text_line_height(app->text, font)) / 2;
        text_draw_wrapped(app->text, font, i < nl ? lines[i] : sc, i < nl ? th->ink : th->ink_soft,
                          x + pad, top, tw);
        cy += lhs[i];
    }
}

static void viewer_draw(App *app, GameScene *gs)
{
    const Theme *th = palette_theme();
    int bounds[MAX_TURNS];
    int nt = viewer_turns(app, bounds), step = app->session.view_step;
    viewer_events_ready(app, gs);
    const Game *full = app->session.record;
    if (step > 0) {
        const HistEntry *h = game_history(full);
        int from = step > 1 ? bounds[step - 2] : 0, to = bounds[step - 1];
        const HistEntry *last = NULL;
        for (int i = from; i < to; i++)
            if (h[i].kind == H_MOVE) last = &h[i];
        viewer_last_move(app, gs, last);
    }
    viewer_story(app, gs, bounds, nt, step);
    SDL_FRect b = gs->bar;
    draw_rect(app->renderer, b.x, b.y, b.w, b.h, th->panel);
    draw_rect(app->renderer, b.x, b.y, b.w, app_px(app, 1), th->panel_edge);
    float h = b.h - app_px(app, 10), y = b.y + app_px(app, 5), x = b.x + app_px(app, 8);
    float w = app_px(app, 40), gap = app_px(app, 3);
    int prev_score = viewer_scoring(app, gs, -1) >= 0, next_score = viewer_scoring(app, gs, 1) >= 0;
    static const char *const speed_label[VIEW_NSPEEDS] = {"\xc2\xbd\xc3\x97", "1\xc3\x97",
                                                          "2\xc3\x97", "4\xc3\x97"};
    struct {
        const char *id, *label;
        int on;
    } btn[] = {{"view-first", "|\xe2\x97\x80", step > 0},
               {"view-score-prev", "\xe2\x97\x80\xe2\x98\x85", prev_score},
               {"view-prev", "\xe2\x97\x80", step > 0},
               {"view-play", gs->view_play ? "\xe2\x9d\x9a\xe2\x9d\x9a" : "\xe2\x96\xb6", 1},
               {"view-next", "\xe2\x96\xb6", step < nt},
               {"view-score-next", "\xe2\x98\x85\xe2\x96\xb6", next_score},
               {"view-last", "\xe2\x96\xb6|", step < nt},
               {"view-speed", speed_label[gs->view_speed], 1}};
    for (int i = 0; i < (int)(sizeof btn / sizeof btn[0]); i++) {
        int primary = strcmp(btn[i].id, "view-play") == 0;
        ui_button(app->uis, btn[i].id, btn[i].label, (SDL_FRect){x, y, primary ? w * 1.3f : w, h},
                  !btn[i].on ? UI_DISABLED
                  : primary  ? UI_PRIMARY
                             : UI_SECONDARY);
        x += (primary ? w * 1.3f : w) + gap;
    }
    float cw = ui_button_width(app->uis, _("Close"), app_px(app, 70));
    float room = b.x + b.w - cw - app_px(app, 8) - (x + app_px(app, 8));
    /* the keys that fit whole, in their order */
    char keys[200];
    text_fit_items(app->text, FONT_SMALL,
                   _("Space: play or pause; Up/Down: speed; Page Up/Down: scoring"), "; ",
                   (int)room, keys, sizeof keys);
    text_draw(app->text, FONT_SMALL, keys, th->ink_soft, x + app_px(app, 8), y + h / 2,
              TEXT_MIDDLE);
    ui_button(app->uis, "view-close", _("Close"),
              (SDL_FRect){b.x + b.w - cw - app_px(app, 8), y, cw, h}, UI_SECONDARY);
}

/* --- Hooks for the scene --- */

int scene_game_saves_input(App *app, GameScene *gs, const InputEvent *e)
{
    if (gs->save_prompt) {
        save_input(app, gs, e);
        return 1;
    }
    if (gs->paused) return 0;
    if (gs->draw_wait && ((e->kind == IN_ACTION && e->action == IA_CONFIRM) ||
                          (e->kind == IN_POINTER_DOWN && e->button == IN_BUTTON_PRIMARY &&
                           e->x < gs->board.x + gs->board.w && e->y < gs->board.y + gs->board.h))) {
        gs->draw_go = 1;
        gs->draw_wait = 0;
        gs->banner_ms = 0;
        app->dirty = 1;
        return 1;
    }
    if (gs->draw_wait && e->kind == IN_ACTION && e->action == IA_TAKE_BACK) {
        if (!e->repeat) scene_game_take_back(app, gs);
        scene_game_refresh(app, gs);
        return 1;
    }
    if (e->kind == IN_ACTION && e->action == IA_SAVE && !gs->viewer) {
        save_open(app, gs);
        return 1;
    }
    if (!gs->viewer) return 0;
    if (e->kind == IN_POINTER_DOWN || e->kind == IN_POINTER_MOVE || e->kind == IN_POINTER_UP) {
        SDL_FRect r = gs->view_line;
        int in = e->x >= r.x && e->x < r.x + r.w && e->y >= r.y - app_px(app, 4) &&
                 e->y < r.y + r.h + app_px(app, 4);
        if (e->kind == IN_POINTER_DOWN && e->button == IN_BUTTON_PRIMARY && in) gs->view_drag = 1;
        if (gs->view_drag && e->kind != IN_POINTER_UP) viewer_scrub(app, gs, e->x);
        if (e->kind == IN_POINTER_UP) {
            int was = gs->view_drag;
            gs->view_drag = 0;
            if (was) return 1;
        }
        if (gs->view_drag || (in && e->kind == IN_POINTER_DOWN)) {
            app->dirty = 1;
            return 1;
        }
        return 0;
    }
    if (e->kind != IN_ACTION) return 0;
    InputAction a = e->action;
    if (a == IA_MOVE || a == IA_HOME || a == IA_END || a == IA_BACK || a == IA_MENU ||
        a == IA_CONTINUE || a == IA_CONFIRM || a == IA_PAGE_UP || a == IA_PAGE_DOWN ||
        a == IA_NEXT_SPOT || a == IA_PREV_SPOT) {
        if (!e->repeat || a == IA_MOVE) viewer_input(app, gs, NULL, a, e->dir);
        app->dirty = 1;
        return 1;
    }
    /* the viewer plays nothing: only zoom and centre reach the board */
    return a != IA_ZOOM_IN && a != IA_ZOOM_OUT && a != IA_CENTRE;
}

int scene_game_viewer_click(App *app, GameScene *gs, const char *id)
{
    if (!gs->viewer || strncmp(id, "view-", 5) != 0) return 0;
    if (strcmp(id, "view-timeline") == 0) return 1; /* the press already went there */
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
            snprintf(err, errsize, _("out of memory"));
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
