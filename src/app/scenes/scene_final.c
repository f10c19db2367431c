/* Final scoring: first every final-scoring event in turn on the board (the camera goes to the
 * feature, its tiles light up, the figures that score it pulse, the points rise into each
 * player's total with the items as words), then the summary: players × categories, split into
 * during the game and final scoring, totals and ranks, and everyone's score over the turns.
 * All numbers come from the game's scoring events (final_table.c). The finished game's record
 * was kept as last-game.rec by the game scene when the last tile was placed. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "i18n.h"
#include "board_view.h"
#include "audio.h"
#include "camera.h"
#include "draw.h"
#include "figure_gfx.h"
#include "final_table.h"
#include "palette.h"
#include "saves.h"
#include "scene_final.h"
#include "scenes.h"
#include "text.h"
#include "tile_gfx.h"
#include "ui.h"

#define RISE_MS 700

typedef struct FinalScene {
    FinalTable tab;
    Game *before; /* the board just before final scoring: figures still standing */
    int *ev;      /* final-scoring events' indexes */
    int nev;
    int step; /* the event shown; nev = the summary */
    int step_ms;
    Camera cam;
    SDL_FRect board;
    int lw, lh; /* the window size the layout is for */
} FinalScene;

/* TRANSLATORS: the final table's column heads: keep them short (Monast. = monasteries,
 * Privil. = Royal Privileges) */
static const char *const CAT_TITLE[CAT_COUNT] = {N_("Roads"),  N_("Cities"),  N_("Monast."),
                                                 N_("Fields"), N_("Flowers"), N_("Windmills"),
                                                 N_("Market"), N_("Privil.")};
static const char *const KIND_TITLE[EV_KIND_COUNT] = {
    N_("Road"),     N_("City"),         N_("Monastery"), N_("Field"),
    N_("Windmill"), N_("Market bonus"), N_("Privilege"), N_("Token")};

/* The game replayed without its `end`: the board before final scoring, figures standing. */
static Game *board_before_end(const Game *g)
{
    int n = game_history_count(g);
    if (n < 1 || game_history(g)[n - 1].kind != H_END) return NULL;
    char err[256];
    return saves_replay_prefix(g, n - 1, err, sizeof err);
}

static int during_total(const FinalScene *fs, int seat)
{
    int sum = 0;
    for (int c = 0; c < CAT_COUNT; c++) sum += fs->tab.part[seat][c][0];
    return sum;
}

static int event_points(const Game *g, int e, int seat)
{
    const ScoreEvent *ev = &game_events(g)[e];
    const ScoreItem *items = game_event_items(g);
    int sum = 0;
    for (int i = 0; i < ev->item_count; i++)
        if (items[ev->item_first + i].player == seat) sum += items[ev->item_first + i].points;
    return sum;
}

static void frame_step(App *app, FinalScene *fs, int immediate)
{
    fs->lw = app->w;
    fs->lh = app->h;
    fs->step_ms = 0;
    float side = app_px(app, 440);
    if (side > (float)app->w * 0.45f) side = (float)app->w * 0.45f;
    fs->board = (SDL_FRect){0, 0, (float)app->w - side, (float)app->h};
    camera_set_view(&fs->cam, fs->board.x, fs->board.y, fs->board.w, fs->board.h);
    if (fs->step >= fs->nev) return;
    const Game *g = app->session.game;
    const ScoreEvent *ev = &game_events(g)[fs->ev[fs->step]];
    const Pos *pos = game_event_positions(g);
    int x0 = ev->x, y0 = ev->y, x1 = ev->x, y1 = ev->y;
    for (int i = 0; i < ev->pos_count; i++) {
        const Pos *p = &pos[ev->pos_first + i];
        if (p->x < x0) x0 = p->x;
        if (p->y < y0) y0 = p->y;
        if (p->x > x1) x1 = p->x;
        if (p->y > y1) y1 = p->y;
    }
    camera_fit(&fs->cam, x0 - 1, y0 - 1, x1 + 1, y1 + 1, immediate);
}

/* The sound of the step shown: a final-scoring step, or the winner's fanfare on the summary. */
static void step_sound(App *app, const FinalScene *fs)
{
    if (fs->step < fs->nev)
        audio_play(app->audio, SFX_FINAL_STEP, fs->step, 0);
    else
        audio_play(app->audio, SFX_FANFARE, 0, 0);
}

static void go_to(App *app, FinalScene *fs, int step)
{
    if (step < 0) step = 0;
    if (step > fs->nev) step = fs->nev;
    if (step != fs->step) {
        fs->step = step;
        step_sound(app, fs);
    }
    fs->step = step;
    frame_step(app, fs, 0);
    app->dirty = 1;
}

static void *final_enter(App *app)
{
    const Game *g = app->session.game;
    if (!g) {
        app_set_scene(app, &SCENE_TITLE);
        return NULL;
    }
    FinalScene *fs = calloc(1, sizeof *fs);
    if (!fs) return NULL;
    final_table_build(&fs->tab, g);
    int cap = game_event_count(g) + 1;
    fs->ev = malloc(sizeof *fs->ev * (size_t)cap);
    if (fs->ev) fs->nev = final_events(g, fs->ev, cap);
    fs->before = fs->nev ? board_before_end(g) : NULL;
    camera_init(&fs->cam, app->ui);
    frame_step(app, fs, 1);
    step_sound(app, fs);
    return fs;
}

static void final_leave(App *app, void *state)
{
    (void)app;
    FinalScene *fs = state;
    if (!fs) return;
    game_free(fs->before);
    free(fs->ev);
    free(fs);
}

static void rematch(App *app)
{
    const Game *g = app->session.game;
    const GameSetup *su = game_setup(g);
    NewGame ng;
    memset(&ng, 0, sizeof ng);
    ng.nseats = game_nplayers(g);
    for (int i = 0; i < ng.nseats; i++) {
        ng.seat[i].colour = game_colour(g, i);
        snprintf(ng.seat[i].name, GAME_NAME_MAX, "%s", su->name[i]);
        ng.seat[i].bot = app->session.bot[i];
    }
    ng.expansions = game_expansions(g);
    ng.without = game_without(g);
    ng.has_seed = 1;
    ng.seed = ((uint64_t)rng_next(&app->cosmetic) << 32) | rng_next(&app->cosmetic);
    app->session.choice = ng;
    char err[512];
    if (session_start(&app->session, app->ts, &ng, rng_next(&app->cosmetic), err, sizeof err) !=
        0) {
        char msg[600];
        snprintf(msg, sizeof msg, _("The game cannot start: %s"), err);
        app_toast(app, msg, 5000);
        app_set_scene(app, &SCENE_SETUP);
        return;
    }
    app_set_scene(app, ng.expansions & EXP_VILLAGE && !(ng.without & WITHOUT_FLOWERS)
                           ? &SCENE_FLOWERS
                           : &SCENE_GAME);
}

/* Into the saves folder (listed by the Load screen) as <date>-final.rec. */
static void save_record(App *app)
{
    char dir[APP_PATH_MAX], path[APP_PATH_MAX], err[512], msg[APP_PATH_MAX + 600];
    if (app_pref_file(app, "saves", dir, sizeof dir) != 0) {
        app_toast(app, _("There is no folder to save in."), 3000);
        return;
    }
    time_t now = time(NULL);
    char name[64];
    strftime(name, sizeof name, "%Y-%m-%d-%H%M%S-final", localtime(&now));
    int failed = saves_write(dir, name, app->session.game, app->session.bot, path, sizeof path, err,
                             sizeof err) != 0;
    if (failed)
        snprintf(msg, sizeof msg, _("The record was not saved: %s"), err);
    else
        snprintf(msg, sizeof msg, _("Saved as %s"), path);
    app_toast_style(app, failed ? APP_TOAST_ERROR : APP_TOAST_SUCCESS, msg, 4000);
}

static void final_input(App *app, void *state, const InputEvent *e)
{
    FinalScene *fs = state;
    if (!fs) return;
    char id[UI_ID_MAX];
    int r = ui_input(app->uis, e, id);
    if (r == 1) {
        if (strcmp(id, "title") == 0)
            app_set_scene(app, &SCENE_TITLE);
        else if (strcmp(id, "rematch") == 0)
            rematch(app);
        else if (strcmp(id, "online-menu") == 0) {
            /* after an online game, as JCloisterZone does: back to the online menu (its
             * address, name and port kept) to host or join the next one; never a local game */
            session_end(&app->session);
            app_set_scene(app, &SCENE_ONLINE);
        } else if (strcmp(id, "save-record") == 0)
            save_record(app);
        else if (strcmp(id, "next") == 0)
            go_to(app, fs, fs->step + 1);
        else if (strcmp(id, "back") == 0)
            go_to(app, fs, fs->step - 1);
        else if (strcmp(id, "skip") == 0)
            go_to(app, fs, fs->nev);
        else if (strcmp(id, "steps") == 0)
            go_to(app, fs, 0);
        return;
    }
    if (r != 0) return;
    int summary = fs->step >= fs->nev;
    if (e->kind == IN_POINTER_UP && e->button == IN_BUTTON_PRIMARY && !summary) {
        go_to(app, fs, fs->step + 1);
        return;
    }
    if (e->kind != IN_ACTION) return;
    int right = e->action == IA_MOVE && e->dir == IN_DIR_RIGHT;
    int left = e->action == IA_MOVE && e->dir == IN_DIR_LEFT;
    if (e->action == IA_CONTINUE || e->action == IA_CONFIRM || right) {
        if (!summary)
            go_to(app, fs, fs->step + 1);
        else if (e->action == IA_CONFIRM)
            app_set_scene(app, &SCENE_TITLE);
    } else if (e->action == IA_END) {
        go_to(app, fs, fs->nev);
    } else if (e->action == IA_HOME) {
        go_to(app, fs, 0);
    } else if (e->action == IA_TAKE_BACK || left) {
        go_to(app, fs, fs->step - 1);
    } else if (e->action == IA_BACK || e->action == IA_MENU) {
        if (summary)
            app_set_scene(app, &SCENE_TITLE);
        else
            go_to(app, fs, fs->nev);
    } else if (e->action == IA_MOVE && summary) {
        ui_nav(app->uis, e->dir); /* up and down reach the summary's buttons */
    }
}

static int final_update(App *app, void *state, int dt)
{
    FinalScene *fs = state;
    if (!fs || fs->step >= fs->nev) return SCENE_IDLE;
    (void)app;
    int moving = camera_update(&fs->cam, dt);
    fs->step_ms += dt;
    /* the scoring figures pulse for a while, then the scene rests */
    return moving || fs->step_ms < 8000 ? SCENE_ANIMATING : SCENE_IDLE;
}

/* --- the board during the steps --- */

/* The board view of the shared renderer (board_view.h). */
static BoardView board_of(const App *app, const FinalScene *fs)
{
    return (BoardView){app->renderer, app->tiles, &fs->cam, fs->board};
}

static void figure_at(App *app, const BoardView *v, const Game *g, const FigureView *f, float scale,
                      Uint8 alpha)
{
    float bx, by, sx, sy;
    board_anchor(v, g, f->x, f->y, f->seg, &bx, &by);
    int kind = board_figure_kind(f);
    int colour = game_colour(g, f->owner);
    if (scale > 1.0f) {
        camera_to_screen(v->cam, bx, by, &sx, &sy);
        draw_ring(app->renderer, sx, sy, board_figure_size(v, kind, scale) * 0.75f, app_px(app, 3),
                  palette_alpha(palette_player(colour), 220));
    }
    board_draw_figure(v, colour, kind, bx, by, scale, alpha);
}

static int figure_scores(const Game *b, const ScoreEvent *ev, const FigureView *f, int pts)
{
    if (!f->on_board || pts <= 0) return 0;
    if (ev->kind == EV_WINDMILL) return f->kind == FIG_WINDMILL && f->x == ev->x && f->y == ev->y;
    if (f->kind != FIG_FOLLOWER || ev->seg < 0) return 0;
    return game_same_feature(b, f->x, f->y, f->seg, ev->x, ev->y, ev->seg);
}

static void draw_board(App *app, FinalScene *fs)
{
    const Theme *th = palette_theme();
    const Game *g = app->session.game;
    const Game *b = fs->before ? fs->before : g;
    const ScoreEvent *ev = &game_events(g)[fs->ev[fs->step]];
    SDL_Rect clip = {(int)fs->board.x, (int)fs->board.y, (int)fs->board.w, (int)fs->board.h};
    SDL_RenderSetClipRect(app->renderer, &clip);
    BoardView v = board_of(app, fs);
    int tex = camera_tex_size(&fs->cam);
    board_draw_tiles(&v, b);
    /* dim the board, then light up the feature's tiles */
    draw_rect(app->renderer, fs->board.x, fs->board.y, fs->board.w, fs->board.h,
              (SDL_Color){20, 14, 6, 110});
    const Pos *pos = game_event_positions(g);
    for (int i = 0; i < ev->pos_count; i++) {
        SDL_Rect r;
        board_cell(&v, pos[ev->pos_first + i].x, pos[ev->pos_first + i].y, &r);
        int slot = game_tile_at(b, pos[ev->pos_first + i].x, pos[ev->pos_first + i].y);
        if (slot >= 0) {
            int t, rot;
            game_placed(b, slot, &t, NULL, NULL, &rot);
            tile_gfx_draw(app->tiles, t, rot, &r, tex, 255);
        }
        draw_rect(app->renderer, (float)r.x, (float)r.y, (float)r.w, (float)r.h,
                  palette_alpha(th->accent, 40));
        draw_rect_outline(app->renderer, (float)r.x, (float)r.y, (float)r.w, (float)r.h,
                          app_px(app, 3), th->accent);
    }
    float pulse = 1.15f + 0.15f * sinf((float)fs->step_ms / 160.0f);
    for (int i = 0; i < game_figure_count(b); i++) {
        FigureView f;
        game_figure(b, i, &f);
        if (!f.on_board) continue;
        int hot = figure_scores(b, ev, &f, event_points(g, fs->ev[fs->step], f.owner));
        figure_at(app, &v, b, &f, hot ? pulse : 1.0f, hot ? 255 : 150);
    }
    SDL_RenderSetClipRect(app->renderer, NULL);
}

/* A row of n (at most 4) buttons over width avail from x, the top at y: all as wide as
 * (avail - gaps) / n, at most maxw, centred, when every label fits that; else each as wide as
 * its words with the spare room shared out, on two rows when one is not enough, so that a
 * longer language is never cut. button_rows says how many rows, to leave room above. */
typedef struct ButtonRow {
    const char *id[4], *label[4];
    int look[4], n;
} ButtonRow;

static float natural(App *app, const char *label)
{
    return (float)text_width(app->text, FONT_BOLD, label) + 2 * app_px(app, 14);
}

static int button_rows(App *app, const ButtonRow *b, float avail, float gap)
{
    float sum = (float)(b->n - 1) * gap;
    for (int i = 0; i < b->n; i++) sum += natural(app, b->label[i]);
    return sum <= avail ? 1 : 2;
}

static void button_row(App *app, const ButtonRow *b, float x, float y, float avail, float bh,
                       float gap, float maxw)
{
    float equal = (avail - (float)(b->n - 1) * gap) / (float)b->n;
    if (equal > maxw) equal = maxw;
    int fit = 1;
    for (int i = 0; i < b->n; i++) fit &= natural(app, b->label[i]) <= equal;
    if (fit) {
        float bx = x + (avail - (float)b->n * equal - (float)(b->n - 1) * gap) / 2;
        for (int i = 0; i < b->n; i++, bx += equal + gap)
            ui_button(app->uis, b->id[i], b->label[i], (SDL_FRect){bx, y, equal, bh}, b->look[i]);
        return;
    }
    int rows = button_rows(app, b, avail, gap), per = (b->n + rows - 1) / rows;
    for (int r = 0, i = 0; r < rows; r++, y += bh + gap) {
        int k = b->n - i < per ? b->n - i : per;
        float used = (float)(k - 1) * gap;
        for (int j = 0; j < k; j++) used += natural(app, b->label[i + j]);
        float spare = avail > used ? (avail - used) / (float)k : 0, bx = x;
        for (int j = 0; j < k; j++, i++) {
            float bw = natural(app, b->label[i]) + spare;
            ui_button(app->uis, b->id[i], b->label[i], (SDL_FRect){bx, y, bw, bh}, b->look[i]);
            bx += bw + gap;
        }
    }
}

static void draw_step_panel(App *app, FinalScene *fs)
{
    const Theme *th = palette_theme();
    const Game *g = app->session.game;
    int e = fs->ev[fs->step];
    const ScoreEvent *ev = &game_events(g)[e];
    SDL_FRect p = {fs->board.x + fs->board.w, 0, (float)app->w - fs->board.w, (float)app->h};
    draw_rect(app->renderer, p.x, p.y, p.w, p.h, th->panel);
    draw_rect(app->renderer, p.x, p.y, app_px(app, 2), p.h, th->panel_edge);
    float x = p.x + app_px(app, 20), y = app_px(app, 20), w = p.w - app_px(app, 40);
    char buf[512];
    snprintf(buf, sizeof buf, _("Final scoring  %d / %d"), fs->step + 1, fs->nev);
    text_draw(app->text, FONT_SMALL, buf, th->ink_soft, x, y, 0);
    y += app_px(app, 24);
    const char *kind = ev->kind >= 0 && ev->kind < EV_KIND_COUNT ? _(KIND_TITLE[ev->kind]) : "?";
    /* TRANSLATORS: %s is the feature: Road, City, Monastery */
    snprintf(buf, sizeof buf,
             ev->complete || ev->kind == EV_FIELD || ev->kind == EV_WINDMILL ? "%s"
                                                                             : _("%s (incomplete)"),
             kind);
    y += (float)text_draw_wrapped(app->text, FONT_LARGE, buf, th->ink, x, y, (int)w) +
         app_px(app, 10);
    float rise = fs->step_ms >= RISE_MS ? 1.0f : (float)fs->step_ms / RISE_MS;
    /* who scores what */
    for (int s = 0; s < game_nplayers(g); s++) {
        int pts = final_event_text(g, ev, s, buf, sizeof buf);
        if (!buf[0]) continue;
        int colour = game_colour(g, s);
        draw_marker(app->renderer, palette_marker(colour), x + app_px(app, 9), y + app_px(app, 11),
                    app_px(app, 8), palette_player(colour), (SDL_Color){30, 20, 10, 255});
        char head[128];
        snprintf(head, sizeof head, "%s  +%d", palette_player_name(g, s), pts);
        text_draw(app->text, FONT_BOLD, head, th->ink, x + app_px(app, 24), y, 0);
        y += (float)text_line_height(app->text, FONT_BOLD);
        y += (float)text_draw_wrapped(app->text, FONT_BODY, buf, th->ink_soft, x + app_px(app, 24),
                                      y, (int)(w - app_px(app, 24)));
        y += app_px(app, 10);
    }
    y += app_px(app, 10);
    text_draw(app->text, FONT_SMALL, _("Scores"), th->ink_soft, x, y, 0);
    y += app_px(app, 22);
    /* running totals, the current event's points rising in */
    int best = 1;
    for (int s = 0; s < game_nplayers(g); s++)
        if (fs->tab.total[s] > best) best = fs->tab.total[s];
    float rowh = app_px(app, 34);
    for (int s = 0; s < game_nplayers(g); s++, y += rowh) {
        int before = during_total(fs, s);
        for (int k = 0; k < fs->step; k++) before += event_points(g, fs->ev[k], s);
        int add = event_points(g, e, s);
        float shown = (float)before + rise * (float)add;
        int colour = game_colour(g, s);
        draw_marker(app->renderer, palette_marker(colour), x + app_px(app, 9), y + rowh / 2,
                    app_px(app, 8), palette_player(colour), (SDL_Color){30, 20, 10, 255});
        text_draw_fit(app->text, FONT_BODY, palette_player_name(g, s), th->ink, x + app_px(app, 24),
                      y + rowh / 2, TEXT_MIDDLE, (int)app_px(app, 110));
        float bx = x + app_px(app, 140), bw = w - app_px(app, 200);
        draw_rect(app->renderer, bx, y + rowh * 0.3f, bw, rowh * 0.4f, th->panel_dark);
        draw_rect(app->renderer, bx, y + rowh * 0.3f, bw * shown / (float)best, rowh * 0.4f,
                  palette_player(colour));
        snprintf(buf, sizeof buf, "%d", (int)lroundf(shown));
        text_draw(app->text, FONT_BOLD, buf, th->ink, x + w, y + rowh / 2,
                  TEXT_RIGHT | TEXT_MIDDLE);
        if (add > 0 && rise < 1.0f) {
            snprintf(buf, sizeof buf, "+%d", add);
            text_draw(app->text, FONT_BOLD, buf,
                      palette_alpha(th->accent_dark, (Uint8)(255 * (1 - rise))),
                      x + w - app_px(app, 40), y + rowh / 2 - app_px(app, 18) * rise,
                      TEXT_RIGHT | TEXT_MIDDLE);
        }
    }
    float bh = app_px(app, 40), gap = app_px(app, 8);
    ButtonRow b = {{"back", "next", "skip"},
                   {_("Back"), _("Next"), _("To the end")},
                   {fs->step > 0 ? UI_SECONDARY : UI_DISABLED, UI_PRIMARY, UI_SECONDARY},
                   3};
    int rows = button_rows(app, &b, w, gap);
    float by = (float)app->h - bh - app_px(app, 50) - (float)(rows - 1) * (bh + gap);
    button_row(app, &b, x, by, w, bh, gap, w);
    by += (float)(rows - 1) * (bh + gap);
    const char *keys = _("Space or click: next   Backspace: back   End: summary");
    if (text_width(app->text, FONT_SMALL, keys) <= (int)w)
        text_draw(app->text, FONT_SMALL, keys, th->ink_soft, x + w / 2,
                  (float)app->h - app_px(app, 24), TEXT_CENTER | TEXT_MIDDLE);
    else /* a longer language: on two lines under the buttons */
        text_draw_wrapped(app->text, FONT_SMALL, keys, th->ink_soft, x, by + bh + app_px(app, 6),
                          (int)w);
}

/* --- the summary --- */

static void draw_chart(App *app, FinalScene *fs, SDL_FRect r)
{
    const Theme *th = palette_theme();
    const Game *g = app->session.game;
    const FinalTable *t = &fs->tab;
    int top = 10;
    for (int s = 0; s < t->nplayers; s++)
        if (t->curve[s][t->nturns] > top) top = t->curve[s][t->nturns];
    int stepv = top > 150 ? 50 : top > 60 ? 20 : top > 25 ? 10 : 5;
    top = (top + stepv - 1) / stepv * stepv;
    float lx = r.x + app_px(app, 36), ly = r.y + app_px(app, 8);
    float w = r.w - app_px(app, 50), h = r.h - app_px(app, 34);
    draw_rect(app->renderer, lx, ly, w, h, palette_alpha(th->panel_dark, 160));
    char buf[32];
    for (int v = 0; v <= top; v += stepv) {
        float yy = ly + h - h * (float)v / (float)top;
        draw_line(app->renderer, lx, yy, lx + w, yy, 1, palette_alpha(th->ink_light, 90));
        snprintf(buf, sizeof buf, "%d", v);
        text_draw(app->text, FONT_SMALL, buf, th->ink_soft, lx - app_px(app, 6), yy,
                  TEXT_RIGHT | TEXT_MIDDLE);
    }
    int nt = t->nturns > 0 ? t->nturns : 1;
    int tstep = nt > 60 ? 20 : nt > 25 ? 10 : 5;
    for (int k = 0; k <= nt - tstep / 2; k += tstep) {
        float xx = lx + w * (float)k / (float)nt;
        snprintf(buf, sizeof buf, "%d", k);
        text_draw(app->text, FONT_SMALL, buf, th->ink_soft, xx, ly + h + app_px(app, 4),
                  TEXT_CENTER);
    }
    text_draw(app->text, FONT_SMALL, C_("chart", "end"), th->ink_soft, lx + w,
              ly + h + app_px(app, 4), TEXT_CENTER);
    /* colour is not the only cue: each line carries its player's marker shape every mstep
     * turns, staggered per player so that lines running together still show every shape */
    int mstep = nt / 8 > 2 ? nt / 8 : 2;
    for (int s = 0; s < t->nplayers; s++) {
        int colour = game_colour(g, s);
        SDL_Color c = palette_player(colour);
        float px = lx, py = ly + h;
        for (int k = 1; k <= t->nturns; k++) {
            float xx = lx + w * (float)k / (float)nt;
            float yy = ly + h - h * (float)t->curve[s][k] / (float)top;
            draw_line(app->renderer, px, py, xx, py, app_px(app, 2.5f), c);
            draw_line(app->renderer, xx, py, xx, yy, app_px(app, 2.5f), c);
            px = xx;
            py = yy;
        }
        for (int k = 1; k < t->nturns; k++) {
            if (k % mstep != (s * mstep / t->nplayers + mstep / 2) % mstep) continue;
            float xx = lx + w * (float)k / (float)nt;
            float yy = ly + h - h * (float)t->curve[s][k] / (float)top;
            draw_marker(app->renderer, palette_marker(colour), xx, yy, app_px(app, 4.5f), c,
                        (SDL_Color){30, 20, 10, 255});
        }
        draw_marker(app->renderer, palette_marker(colour), px, py, app_px(app, 7), c,
                    (SDL_Color){30, 20, 10, 255});
    }
}

static void draw_summary(App *app, FinalScene *fs)
{
    const Theme *th = palette_theme();
    const Game *g = app->session.game;
    const FinalTable *t = &fs->tab;
    int n = t->nplayers;
    float w = app_px(app, 1100);
    if (w > (float)app->w - app_px(app, 20)) w = (float)app->w - app_px(app, 20);
    float h = (float)app->h - app_px(app, 20);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_panel(app->uis, p, _("Final scoring"));
    float x0 = p.x + app_px(app, 24), y = p.y + app_px(app, 58);
    char win[200];
    int best = t->total[t->order[0]], nwin = 0;
    for (int i = 0; i < n; i++) nwin += t->total[t->order[i]] == best;
    if (nwin == 1)
        snprintf(win, sizeof win, P_("%s wins with %d point!", "%s wins with %d points!", best),
                 palette_player_name(g, t->order[0]), best);
    else
        snprintf(win, sizeof win,
                 P_("A shared victory: %d players with %d point!",
                    "A shared victory: %d players with %d points!", best),
                 nwin, best);
    text_draw_fit(app->text, FONT_BOLD, win, th->accent_dark, p.x + w / 2, y, TEXT_CENTER,
                  (int)(w - app_px(app, 48)));
    y += app_px(app, 34);
    float rankw = app_px(app, 40), namew = app_px(app, 180);
    float colw = (w - app_px(app, 48) - rankw - namew) / (float)(t->ncat + 1);
    float x = x0 + rankw + namew;
    /* the column titles on one line; every other one a line lower when one is wider than its
     * column (then each has two columns' room) */
    int stagger = 0;
    for (int c = 0; c < t->ncat; c++)
        stagger |= text_width(app->text, FONT_SMALL, _(CAT_TITLE[t->cat[c]])) >
                   (int)(colw - app_px(app, 4));
    float step = stagger ? (float)text_line_height(app->text, FONT_SMALL) : 0;
    for (int c = 0; c < t->ncat; c++, x += colw) {
        const char *title = _(CAT_TITLE[t->cat[c]]);
        if (text_width(app->text, FONT_SMALL, title) > (int)(2 * colw - app_px(app, 4)))
            text_note_cut(app->text, title);
        text_draw(app->text, FONT_SMALL, title, th->ink_soft, x + colw / 2, y + (c % 2 ? step : 0),
                  TEXT_CENTER);
    }
    text_draw(app->text, FONT_BOLD, _("Total"), th->ink, x + colw / 2, y + (t->ncat % 2 ? step : 0),
              TEXT_CENTER);
    y += app_px(app, 18) + step;
    text_draw(app->text, FONT_SMALL, _("small: during the game + final scoring"), th->ink_soft,
              x0 + rankw, y, 0);
    y += app_px(app, 22);
    float rowh = app_px(app, n > 5 ? 38 : 46);
    for (int i = 0; i < n; i++, y += rowh) {
        int s = t->order[i], colour = game_colour(g, s);
        if (i % 2 == 0)
            draw_rect(app->renderer, x0 - app_px(app, 8), y, w - app_px(app, 32), rowh,
                      th->panel_dark);
        char buf[64];
        snprintf(buf, sizeof buf, "%d.", t->rank[s]);
        text_draw(app->text, FONT_LARGE, buf, th->ink, x0 + rankw - app_px(app, 8), y + rowh / 2,
                  TEXT_RIGHT | TEXT_MIDDLE);
        draw_marker(app->renderer, palette_marker(colour), x0 + rankw + app_px(app, 10),
                    y + rowh / 2, app_px(app, 9), palette_player(colour),
                    (SDL_Color){30, 20, 10, 255});
        text_draw_fit(app->text, FONT_BOLD, palette_player_name(g, s), th->ink,
                      x0 + rankw + app_px(app, 26), y + rowh / 2, TEXT_MIDDLE,
                      (int)(namew - app_px(app, 34)));
        x = x0 + rankw + namew;
        for (int c = 0; c < t->ncat; c++, x += colw) {
            int d = t->part[s][t->cat[c]][0], f = t->part[s][t->cat[c]][1];
            snprintf(buf, sizeof buf, "%d", d + f);
            text_draw(app->text, FONT_BOLD, buf, d + f ? th->ink : palette_alpha(th->ink_soft, 110),
                      x + colw / 2, y + rowh * 0.36f, TEXT_CENTER | TEXT_MIDDLE);
            snprintf(buf, sizeof buf, "%d + %d", d, f);
            text_draw(app->text, FONT_SMALL, buf, palette_alpha(th->ink_soft, d + f ? 230 : 110),
                      x + colw / 2, y + rowh * 0.76f, TEXT_CENTER | TEXT_MIDDLE);
        }
        snprintf(buf, sizeof buf, "%d", t->total[s]);
        text_draw(app->text, FONT_LARGE, buf, th->ink, x + colw / 2, y + rowh / 2,
                  TEXT_CENTER | TEXT_MIDDLE);
    }
    y += app_px(app, 14);
    float bh = app_px(app, 42);
    float gap = app_px(app, 10), avail = w - app_px(app, 48);
    int online = app->session.online != NULL;
    ButtonRow b = {{"steps", "save-record", online ? "online-menu" : "rematch", "title"},
                   {_("Replay the scoring"), _("Save the record"),
                    online ? _("Play online again") : _("Rematch"), _("Back to the title")},
                   {fs->nev ? UI_SECONDARY : UI_DISABLED,
                    app->prefdir[0] ? UI_SECONDARY : UI_DISABLED, UI_SECONDARY, UI_PRIMARY},
                   4};
    int rows = button_rows(app, &b, avail, gap);
    float by = p.y + h - bh - app_px(app, 18) - (float)(rows - 1) * (bh + gap);
    text_draw(app->text, FONT_SMALL, _("Score over the turns"), th->ink_soft, x0, y, 0);
    y += app_px(app, 18);
    if (by - app_px(app, 14) - y > app_px(app, 80))
        draw_chart(app, fs, (SDL_FRect){x0, y, w - app_px(app, 48), by - app_px(app, 14) - y});
    button_row(app, &b, p.x + app_px(app, 24), by, avail, bh, gap, app_px(app, 210));
}

static void final_draw(App *app, void *state)
{
    FinalScene *fs = state;
    const Theme *th = palette_theme();
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, th->board_bg);
    if (!fs) return;
    if (fs->lw != app->w || fs->lh != app->h) {
        frame_step(app, fs, 1); /* the window changed size */
    }
    if (fs->step < fs->nev) {
        draw_board(app, fs);
        draw_step_panel(app, fs);
    } else {
        draw_summary(app, fs);
    }
}

int scene_final_dump(App *app, const char *path)
{
    if (!app->scene || strcmp(app->scene->name, "final") != 0 || !app->scene_state) return -1;
    FinalScene *fs = app->scene_state;
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    fprintf(f, "step %d of %d\n", fs->step, fs->nev);
    final_table_write(&fs->tab, app->session.game, f);
    return fclose(f) == 0 ? 0 : -1;
}

const Scene SCENE_FINAL = {"final",     final_enter,  final_leave,
                           final_input, final_update, final_draw};
