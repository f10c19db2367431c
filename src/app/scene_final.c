/* The final scoring table: per player the points of each category (game_score_part) and the
 * total, ranked. The finished game's record is kept as last-game.rec in the user folder. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "io.h"
#include "palette.h"
#include "record.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"
#include "app.h"

typedef struct FinalScene {
    int order[MAX_PLAYERS];
    int rank[MAX_PLAYERS];
    int ncat;
    int cat[CAT_COUNT];
} FinalScene;

static const char *const CAT_TITLE[CAT_COUNT] = {"Roads",   "Cities",    "Monast.", "Fields",
                                                 "Flowers", "Windmills", "Market",  "Privil."};

static void keep_record(App *app)
{
    char path[APP_PATH_MAX], err[512];
    if (app->opt.no_autosave || app_pref_file(app, "last-game.rec", path, sizeof path) != 0) return;
    char *rec = record_write(app->session.game);
    if (!rec) return;
    if (io_write_file_atomic(path, rec, strlen(rec), err, sizeof err) != 0)
        fprintf(stderr, "troubadour: %s\n", err);
    free(rec);
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
    int n = game_nplayers(g);
    for (int i = 0; i < n; i++)
        fs->order[i] = i;
    /* stable sort by score, best first */
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && game_score(g, fs->order[j]) > game_score(g, fs->order[j - 1]);
             j--) {
            int t = fs->order[j];
            fs->order[j] = fs->order[j - 1];
            fs->order[j - 1] = t;
        }
    for (int i = 0; i < n; i++)
        fs->rank[i] = i > 0 && game_score(g, fs->order[i]) == game_score(g, fs->order[i - 1])
                          ? fs->rank[i - 1]
                          : i + 1;
    unsigned exp = game_expansions(g);
    for (int c = 0; c < CAT_COUNT; c++) {
        if (c == CAT_FIELDS && !(exp & EXP_FARMERS)) continue;
        if ((c == CAT_FLOWERS || c == CAT_WINDMILLS || c == CAT_MARKETPLACE) &&
            !(exp & EXP_VILLAGE))
            continue;
        if (c == CAT_PRIVILEGES && !(exp & EXP_PRIVILEGES)) continue;
        fs->cat[fs->ncat++] = c;
    }
    keep_record(app);
    return fs;
}

static void final_leave(App *app, void *state)
{
    (void)app;
    free(state);
}

static void final_event(App *app, void *state, const SDL_Event *e)
{
    (void)state;
    char id[UI_ID_MAX];
    if (ui_event(app, e, id) == 1) {
        if (strcmp(id, "title") == 0)
            app_set_scene(app, &SCENE_TITLE);
        else if (strcmp(id, "again") == 0)
            app_set_scene(app, &SCENE_SETUP);
        return;
    }
    if (e->type == SDL_KEYDOWN &&
        (e->key.keysym.sym == SDLK_RETURN || e->key.keysym.sym == SDLK_ESCAPE ||
         e->key.keysym.sym == SDLK_SPACE))
        app_set_scene(app, &SCENE_TITLE);
}

static int final_update(App *app, void *state, int dt)
{
    (void)app;
    (void)state;
    (void)dt;
    return SCENE_IDLE;
}

static void final_draw(App *app, void *state)
{
    FinalScene *fs = state;
    const Theme *th = palette_theme();
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, th->board_bg);
    if (!fs) return;
    const Game *g = app->session.game;
    int n = game_nplayers(g);
    float colw = app_px(app, 76), namew = app_px(app, 230), rankw = app_px(app, 44);
    float w = rankw + namew + colw * (float)(fs->ncat + 1) + app_px(app, 60);
    if (w > (float)app->w - app_px(app, 20)) {
        colw = ((float)app->w - app_px(app, 80) - rankw - namew) / (float)(fs->ncat + 1);
        w = (float)app->w - app_px(app, 20);
    }
    float rowh = app_px(app, 44);
    float h = app_px(app, 190) + rowh * (float)n;
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_panel(app, p, "Final scoring");
    float x0 = p.x + app_px(app, 30), y = p.y + app_px(app, 64);
    /* winner line */
    char win[200];
    int best = game_score(g, fs->order[0]), nwin = 0;
    for (int i = 0; i < n; i++)
        nwin += game_score(g, fs->order[i]) == best;
    if (nwin == 1)
        snprintf(win, sizeof win, "%s wins with %d points!", palette_player_name(g, fs->order[0]),
                 best);
    else
        snprintf(win, sizeof win, "A shared victory: %d players with %d points!", nwin, best);
    text_draw(app->text, FONT_BOLD, win, th->accent_dark, p.x + w / 2, y - app_px(app, 16),
              TEXT_CENTER);
    y += app_px(app, 20);
    float x = x0 + rankw + namew;
    for (int c = 0; c < fs->ncat; c++, x += colw)
        text_draw(app->text, FONT_SMALL, CAT_TITLE[fs->cat[c]], th->ink_soft,
                  x + colw - app_px(app, 8), y, TEXT_RIGHT);
    text_draw(app->text, FONT_BOLD, "Total", th->ink, x + colw - app_px(app, 8), y, TEXT_RIGHT);
    y += app_px(app, 24);
    for (int i = 0; i < n; i++, y += rowh) {
        int s = fs->order[i], colour = game_colour(g, s);
        if (i % 2 == 0)
            draw_rect(app->renderer, x0 - app_px(app, 8), y, w - app_px(app, 44), rowh,
                      th->panel_dark);
        char buf[64];
        snprintf(buf, sizeof buf, "%d.", fs->rank[i]);
        text_draw(app->text, FONT_LARGE, buf, th->ink, x0 + rankw - app_px(app, 10), y + rowh / 2,
                  TEXT_RIGHT | TEXT_MIDDLE);
        draw_marker(app->renderer, palette_marker(colour), x0 + rankw + app_px(app, 10),
                    y + rowh / 2, app_px(app, 9), palette_player(colour),
                    (SDL_Color){30, 20, 10, 255});
        text_draw(app->text, FONT_BOLD, palette_player_name(g, s), th->ink,
                  x0 + rankw + app_px(app, 28), y + rowh / 2, TEXT_MIDDLE);
        x = x0 + rankw + namew;
        for (int c = 0; c < fs->ncat; c++, x += colw) {
            snprintf(buf, sizeof buf, "%d", game_score_part(g, s, fs->cat[c], 2));
            text_draw(app->text, FONT_BODY, buf, th->ink, x + colw - app_px(app, 8), y + rowh / 2,
                      TEXT_RIGHT | TEXT_MIDDLE);
        }
        snprintf(buf, sizeof buf, "%d", game_score(g, s));
        text_draw(app->text, FONT_LARGE, buf, th->ink, x + colw - app_px(app, 8), y + rowh / 2,
                  TEXT_RIGHT | TEXT_MIDDLE);
    }
    float bw = app_px(app, 200), bh = app_px(app, 44);
    ui_button(
        app, "again", "New game",
        (SDL_FRect){p.x + w / 2 - bw - app_px(app, 8), p.y + h - bh - app_px(app, 20), bw, bh},
        UI_SECONDARY);
    ui_button(app, "title", "Back to the title",
              (SDL_FRect){p.x + w / 2 + app_px(app, 8), p.y + h - bh - app_px(app, 20), bw, bh},
              UI_PRIMARY);
}

const Scene SCENE_FINAL = {"final",     final_enter,  final_leave,
                           final_event, final_update, final_draw};
