/* The title screen: new game, continue the autosaved game, load (not yet), how to play,
 * settings, quit. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "autosave.h"
#include "draw.h"
#include "palette.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"
#include "app.h"

typedef struct TitleScene {
    char autosave[APP_PATH_MAX];
    int has_save; /* 1 readable, 0 none, -1 damaged */
    char summary[512];
} TitleScene;

static void *title_enter(App *app)
{
    /* whatever game was going is over or saved */
    session_end(&app->session);
    TitleScene *ts = calloc(1, sizeof *ts);
    if (!ts) return NULL;
    if (app_pref_file(app, "autosave.rec", ts->autosave, sizeof ts->autosave) == 0) {
        int r = autosave_summary(ts->autosave, app->ts, ts->summary, sizeof ts->summary);
        ts->has_save = r == 0 ? 1 : r == -2 ? -1 : 0;
        if (r == -2) fprintf(stderr, "troubadour: the autosave is damaged: %s\n", ts->summary);
    }
    return ts;
}

static void title_leave(App *app, void *state)
{
    (void)app;
    free(state);
}

static void continue_game(App *app, TitleScene *ts)
{
    if (ts->has_save != 1) return;
    char err[1024];
    int bots[MAX_PLAYERS];
    Game *g = autosave_read(ts->autosave, app->ts, bots, err, sizeof err);
    if (!g) {
        char msg[1200];
        snprintf(msg, sizeof msg, "The autosave cannot be read: %s", err);
        app_toast(app, msg, 6000);
        ts->has_save = -1;
        return;
    }
    session_adopt(&app->session, g, bots, rng_next(&app->cosmetic));
    app_set_scene(app, &SCENE_GAME);
}

static void title_event(App *app, void *state, const SDL_Event *e)
{
    TitleScene *ts = state;
    char id[UI_ID_MAX];
    if (ui_event(app, e, id) == 1) {
        if (strcmp(id, "new-game") == 0)
            app_set_scene(app, &SCENE_SETUP);
        else if (strcmp(id, "continue") == 0)
            continue_game(app, ts);
        else if (strcmp(id, "load") == 0)
            app_toast(app,
                      "Loading other saved games is not there yet: Continue resumes the last game.",
                      3500);
        else if (strcmp(id, "help") == 0)
            app_set_scene(app, &SCENE_HELP);
        else if (strcmp(id, "settings") == 0)
            app_set_scene(app, &SCENE_SETTINGS);
        else if (strcmp(id, "quit") == 0)
            app->quit = 1;
        return;
    }
    if (e->type == SDL_KEYDOWN) {
        switch (e->key.keysym.sym) {
        case SDLK_n:
        case SDLK_RETURN:
            app_set_scene(app, &SCENE_SETUP);
            break;
        case SDLK_ESCAPE:
            app->quit = 1;
            break;
        default:
            break;
        }
    }
}

static int title_update(App *app, void *state, int dt)
{
    (void)app;
    (void)state;
    (void)dt;
    return SCENE_IDLE;
}

/* A field of stylised tiles behind the title: cheap shapes, no rasterising. */
static void backdrop(App *app)
{
    const Theme *th = palette_theme();
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, th->board_bg);
    float s = app_px(app, 84);
    for (int j = 0; (float)j * s < (float)app->h + s; j++)
        for (int i = 0; (float)i * s < (float)app->w + s; i++) {
            unsigned hsh = (unsigned)(i * 73856093) ^ (unsigned)(j * 19349663);
            float x = (float)i * s - s / 3, y = (float)j * s - s / 2;
            SDL_Color c =
                (hsh >> 3) % 3 == 0 ? (SDL_Color){60, 78, 56, 255} : (SDL_Color){56, 72, 53, 255};
            draw_rect(app->renderer, x + 1, y + 1, s - 2, s - 2, c);
            if (hsh % 5 == 0)
                draw_rect(app->renderer, x, y + s / 2 - 3, s, 6, (SDL_Color){84, 92, 70, 255});
            if (hsh % 7 == 1)
                draw_rect(app->renderer, x + s / 2 - 3, y, 6, s, (SDL_Color){84, 92, 70, 255});
        }
}

static void title_draw(App *app, void *state)
{
    TitleScene *ts = state;
    const Theme *th = palette_theme();
    backdrop(app);
    float w = app_px(app, 420), h = app_px(app, 470);
    if (h > (float)app->h - app_px(app, 20)) h = (float)app->h - app_px(app, 20);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_panel(app, p, NULL);
    float y = p.y + app_px(app, 22);
    text_draw(app->text, FONT_TITLE, "Troubadour", th->ink, p.x + w / 2, y, TEXT_CENTER);
    y += (float)text_line_height(app->text, FONT_TITLE);
    text_draw(app->text, FONT_SMALL, "roads, cities, monasteries and fields, one tile at a time",
              th->ink_soft, p.x + w / 2, y, TEXT_CENTER);
    y += app_px(app, 30);
    float bw = w - app_px(app, 80), bh = app_px(app, 44), x = p.x + app_px(app, 40);
    float gap = app_px(app, 10);
    ui_button(app, "new-game", "New game", (SDL_FRect){x, y, bw, bh}, UI_PRIMARY);
    y += bh + gap;
    ui_button(app, "continue", "Continue", (SDL_FRect){x, y, bw, bh},
              ts && ts->has_save == 1 ? UI_SECONDARY : UI_DISABLED);
    y += bh + app_px(app, 2);
    const char *sub = !ts                 ? ""
                      : ts->has_save == 1 ? ts->summary
                      : ts->has_save < 0  ? "the autosave is damaged (see the terminal)"
                                          : "no game in progress";
    text_draw(app->text, FONT_SMALL, sub, th->ink_soft, p.x + w / 2, y, TEXT_CENTER);
    y += app_px(app, 20);
    ui_button(app, "load", "Load game", (SDL_FRect){x, y, bw, bh}, UI_SECONDARY);
    y += bh + gap;
    ui_button(app, "help", "How to play", (SDL_FRect){x, y, bw, bh}, UI_SECONDARY);
    y += bh + gap;
    ui_button(app, "settings", "Settings", (SDL_FRect){x, y, bw, bh}, UI_SECONDARY);
    y += bh + gap;
    ui_button(app, "quit", "Quit", (SDL_FRect){x, y, bw, bh}, UI_SECONDARY);
    text_draw(app->text, FONT_SMALL, "F11 fullscreen \xc2\xb7 Ctrl+Q quit",
              palette_alpha(th->ink_light, 170), (float)app->w / 2, (float)app->h - app_px(app, 24),
              TEXT_CENTER);
}

const Scene SCENE_TITLE = {"title",     title_enter,  title_leave,
                           title_event, title_update, title_draw};
