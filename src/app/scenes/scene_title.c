/* The title screen: new game, continue the autosaved game, load a save, how to play,
 * settings, quit. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "autosave.h"
#include "i18n.h"
#include "draw.h"
#include "palette.h"
#include "scenes.h"
#include "text.h"
#include "tile_gfx.h"
#include "ui.h"
#include "app.h"

typedef struct TitleScene {
    Game *deco; /* a little landscape drawn behind the menu */
    int frames;
    char autosave[APP_PATH_MAX];
    int has_save; /* 1 readable, 0 none, -1 damaged */
    char summary[512];
} TitleScene;

/* Lays 71 tiles of a fixed game, each at the first legal spot a small hash picks. */
static Game *deco_game(const Tileset *ts)
{
    GameSetup s;
    memset(&s, 0, sizeof s);
    s.nplayers = 2;
    s.colour[0] = COL_RED;
    s.colour[1] = COL_BLUE;
    s.expansions = EXP_FARMERS | EXP_FESTIVAL | EXP_VILLAGE;
    s.has_seed = 1;
    s.seed = 1207;
    char err[200];
    Game *g = game_new(ts, &s, err, sizeof err);
    if (!g) return NULL;
    Placement pl[256];
    Action none = {ACT_NONE, -1, 0, 0};
    uint32_t h = 2166136261u;
    for (int guard = 0; guard < 300 && game_placed_count(g) < 72; guard++) {
        if (game_phase(g) == PHASE_DRAW && game_draw(g, -1) != 0) break;
        int n = game_legal_placements(g, pl, 256);
        if (n == 0) {
            game_discard(g);
            continue;
        }
        if (n > 256) n = 256;
        h = (h ^ (uint32_t)guard) * 16777619u;
        /* favour spots near the middle, so the landscape stays compact */
        int best = 0, bestd = 1 << 30;
        for (int k = 0; k < 6; k++) {
            int i = (int)((h >> (k * 5)) % (uint32_t)n);
            int d = pl[i].x * pl[i].x + 2 * pl[i].y * pl[i].y;
            if (d < bestd) bestd = d, best = i;
        }
        if (game_place(g, &pl[best]) != 0 || game_act(g, &none) != 0) break;
    }
    return g;
}

static void *title_enter(App *app)
{
    /* whatever game was going is over or saved */
    session_end(&app->session);
    TitleScene *ts = calloc(1, sizeof *ts);
    if (!ts) return NULL;
    ts->deco = deco_game(app->ts);
    if (app_pref_file(app, "autosave.rec", ts->autosave, sizeof ts->autosave) == 0) {
        int r = autosave_summary(ts->autosave, app->ts, ts->summary, sizeof ts->summary);
        ts->has_save = r == 0 ? 1 : r == -2 ? -1 : 0;
        if (r == -2) fprintf(stderr, _("troubadour: the autosave is damaged: %s\n"), ts->summary);
    }
    return ts;
}

static void title_leave(App *app, void *state)
{
    (void)app;
    TitleScene *ts = state;
    if (ts) game_free(ts->deco);
    free(ts);
}

static void continue_game(App *app, TitleScene *ts)
{
    if (ts->has_save != 1) return;
    char err[1024];
    int bots[GAME_MAX_PLAYERS];
    Game *g = autosave_read(ts->autosave, app->ts, bots, err, sizeof err);
    if (!g) {
        char msg[1200];
        snprintf(msg, sizeof msg, _("The autosave cannot be read: %s"), err);
        app_toast(app, msg, 6000);
        ts->has_save = -1;
        return;
    }
    session_adopt(&app->session, g, bots, rng_next(&app->cosmetic));
    app_set_scene(app, &SCENE_GAME);
}

static void title_input(App *app, void *state, const InputEvent *e)
{
    TitleScene *ts = state;
    char id[UI_ID_MAX];
    if (ui_input(app->uis, e, id) == 1) {
        if (strcmp(id, "new-game") == 0)
            app_set_scene(app, &SCENE_SETUP);
        else if (strcmp(id, "continue") == 0)
            continue_game(app, ts);
        else if (strcmp(id, "load") == 0)
            app_set_scene(app, &SCENE_LOAD);
        else if (strcmp(id, "help") == 0)
            app_set_scene(app, &SCENE_HELP);
        else if (strcmp(id, "online") == 0)
            app_set_scene(app, &SCENE_ONLINE);
        else if (strcmp(id, "settings") == 0)
            app_set_scene(app, &SCENE_SETTINGS);
        else if (strcmp(id, "quit") == 0)
            app->quit = 1;
        return;
    }
    if (e->kind != IN_ACTION) return;
    switch (e->action) {
    case IA_NEW_GAME:
    case IA_CONFIRM: app_set_scene(app, &SCENE_SETUP); break;
    case IA_BACK: app->quit = 1; break;
    case IA_HELP: app_set_scene(app, &SCENE_HELP); break;
    case IA_MOVE: ui_nav(app->uis, e->dir); break;
    default: break;
    }
}

static int title_update(App *app, void *state, int dt)
{
    (void)app;
    (void)dt;
    TitleScene *ts = state;
    /* the landscape comes in the frames after the first, which stays quick */
    return ts && ts->frames < 3 ? SCENE_ANIMATING : SCENE_IDLE;
}

/* The landscape behind the menu, dimmed. */
static void backdrop(App *app, TitleScene *ts)
{
    if (!ts || !ts->deco || ts->frames++ < 1) return;
    const Game *g = ts->deco;
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    for (int i = 0; i < game_placed_count(g); i++) {
        int t, x, y, r;
        game_placed(g, i, &t, &x, &y, &r);
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
    }
    int s = (int)app_px(app, 66);
    float cx = (float)app->w / 2 - ((float)(x0 + x1) / 2 + 0.5f) * (float)s;
    float cy = (float)app->h / 2 - ((float)(y0 + y1) / 2 + 0.5f) * (float)s;
    for (int i = 0; i < game_placed_count(g); i++) {
        int t, x, y, r;
        game_placed(g, i, &t, &x, &y, &r);
        SDL_Rect d = {(int)cx + x * s, (int)cy + y * s, s, s};
        if (d.x + s < 0 || d.y + s < 0 || d.x > app->w || d.y > app->h) continue;
        tile_gfx_draw(app->tiles, t, r, &d, s, 255);
    }
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, (SDL_Color){20, 26, 18, 130});
}

static void title_draw(App *app, void *state)
{
    TitleScene *ts = state;
    const Theme *th = palette_theme();
    backdrop(app, ts);
    float w = app_px(app, 420), h = app_px(app, 524);
    if (h > (float)app->h - app_px(app, 20)) h = (float)app->h - app_px(app, 20);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_panel(app->uis, p, NULL);
    float y = p.y + app_px(app, 22);
    text_draw(app->text, FONT_TITLE, "Troubadour", th->ink, p.x + w / 2, y, TEXT_CENTER);
    y += (float)text_line_height(app->text, FONT_TITLE);
    text_draw(app->text, FONT_SMALL, _("roads, cities, monasteries and fields, one tile at a time"),
              th->ink_soft, p.x + w / 2, y, TEXT_CENTER);
    y += app_px(app, 30);
    float bw = w - app_px(app, 80), bh = app_px(app, 44), x = p.x + app_px(app, 40);
    float gap = app_px(app, 10);
    ui_button(app->uis, "new-game", _("New game"), (SDL_FRect){x, y, bw, bh}, UI_PRIMARY);
    y += bh + gap;
    ui_button(app->uis, "continue", _("Continue"), (SDL_FRect){x, y, bw, bh},
              ts && ts->has_save == 1 ? UI_SECONDARY : UI_DISABLED);
    y += bh + app_px(app, 2);
    const char *sub = !ts                 ? ""
                      : ts->has_save == 1 ? ts->summary
                      : ts->has_save < 0  ? _("the autosave is damaged (see the terminal)")
                                          : _("no game in progress");
    text_draw(app->text, FONT_SMALL, sub, th->ink_soft, p.x + w / 2, y, TEXT_CENTER);
    y += app_px(app, 20);
    ui_button(app->uis, "load", _("Load game"), (SDL_FRect){x, y, bw, bh}, UI_SECONDARY);
    y += bh + gap;
    ui_button(app->uis, "online", _("Play online"), (SDL_FRect){x, y, bw, bh}, UI_SECONDARY);
    y += bh + gap;
    ui_button(app->uis, "help", _("How to play"), (SDL_FRect){x, y, bw, bh}, UI_SECONDARY);
    y += bh + gap;
    ui_button(app->uis, "settings", _("Settings"), (SDL_FRect){x, y, bw, bh}, UI_SECONDARY);
    y += bh + gap;
    ui_button(app->uis, "quit", _("Quit"), (SDL_FRect){x, y, bw, bh}, UI_SECONDARY);
    text_draw(app->text, FONT_SMALL, _("F11 fullscreen \xc2\xb7 Ctrl+Q quit"),
              palette_alpha(th->ink_light, 170), (float)app->w / 2, (float)app->h - app_px(app, 24),
              TEXT_CENTER);
}

const Scene SCENE_TITLE = {"title",     title_enter,  title_leave,
                           title_input, title_update, title_draw};
