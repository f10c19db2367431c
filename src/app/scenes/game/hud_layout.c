/* The game scene's layout (hud_layout.h): the panel's width, then its sections from the top,
 * shrunk in steps until they fit the window's height: the drawn tile smaller, then one line
 * per player, then the smallest tile; the log keeps a header and at least one line. */
#include "hud_layout.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "scene_game_state.h"
#include "text.h"
#include "ui.h"

#define BOARD_SHARE 0.70f /* the board keeps at least this much of the width */

void hud_layout_scene(App *app, GameScene *gs)
{
    float pw = app_px(app, 312);
    if (pw > (float)app->w * (1.0f - BOARD_SHARE)) pw = (float)app->w * (1.0f - BOARD_SHARE);
    pw = (float)(int)pw;
    float bh = app_px(app, 46);
    gs->panel = (SDL_FRect){(float)app->w - pw, 0, pw, (float)app->h};
    gs->board = (SDL_FRect){0, 0, (float)app->w - pw, (float)app->h - bh};
    gs->bar = (SDL_FRect){0, (float)app->h - bh, (float)app->w - pw, bh};
    camera_set_view(&gs->cam, gs->board.x, gs->board.y, gs->board.w, gs->board.h);
}

/* The sections from the top for one choice of tile size and row kind; returns the height
 * left for the log. */
static float stack(App *app, HudLayout *L, float panel_h, float tile, int compact, int piles)
{
    float lh_bold = (float)text_line_height(app->text, FONT_BOLD);
    float lh_small = (float)text_line_height(app->text, FONT_SMALL);
    float inner = L->w - 2 * L->pad;
    float x = L->x + L->pad, y = app_px(app, 8);
    L->tile = tile;
    L->compact = compact;
    L->title = (SDL_FRect){x, y, inner, lh_bold};
    y += lh_bold + app_px(app, 4);
    float box = tile + app_px(app, 8);
    L->tile_box = (SDL_FRect){x, y, box, box};
    /* "88 tiles left" under the tile: on two lines when the language needs them */
    char left[64];
    snprintf(left, sizeof left, P_("%d tile left", "%d tiles left", 88), 88);
    float left_h = text_width(app->text, FONT_SMALL, left) > (int)box ? 2 * lh_small : lh_small;
    L->tiles_left = (SDL_FRect){x, y + box + app_px(app, 2), box, left_h};
    float bx = x + box + app_px(app, 10);
    /* room for four buttons (confirm, take back, windmill, donkey) even beside a small tile */
    float section = box + app_px(app, 2) + left_h;
    if (section < app_px(app, 4 * 26 + 3 * 4)) section = app_px(app, 4 * 26 + 3 * 4);
    L->buttons = (SDL_FRect){bx, y, x + inner - bx, section};
    y += section + app_px(app, 10);

    L->players_y = y;
    L->row_h = compact ? lh_bold + app_px(app, 6) : app_px(app, 50);
    y += L->row_h * (float)L->n + app_px(app, 8);

    /* the track: ten squares a row, and the pile column as wide as a square */
    L->cell = (float)(int)(inner / (piles ? 10.6f : 10.0f));
    float pile_w = piles ? inner - 10 * L->cell : 0;
    L->track_title = (SDL_FRect){x, y, inner, lh_small};
    y += lh_small + app_px(app, 3);
    y = (float)(int)y;
    L->piles = (SDL_FRect){x, y, pile_w, 5 * L->cell};
    L->track = (SDL_FRect){(float)(int)(x + pile_w), y, 10 * L->cell, 5 * L->cell};
    y += 5 * L->cell + app_px(app, 10);
    L->log = (SDL_FRect){x, y, inner, panel_h - y - app_px(app, 6)};
    return L->log.h;
}

void hud_layout(App *app, const GameScene *gs, HudLayout *L)
{
    const Game *g = app->session.game;
    memset(L, 0, sizeof *L);
    L->n = game_nplayers(g);
    L->x = gs->panel.x;
    L->w = gs->panel.w;
    L->pad = app_px(app, 10);
    int piles = (game_expansions(g) & EXP_PRIVILEGES) != 0;
    float lh_small = (float)text_line_height(app->text, FONT_SMALL) + app_px(app, 2);
    /* the tile beside its buttons: never more than half the inner width */
    float inner = L->w - 2 * L->pad;
    float big = app_px(app, 128), mid = app_px(app, 96), small = app_px(app, 64);
    float most = (inner - app_px(app, 10)) * 0.5f - app_px(app, 8);
    if (big > most) big = most;
    if (mid > big) mid = big;
    if (small > mid) small = mid;
    /* header and three lines of log, else header and one */
    struct {
        float tile;
        int compact;
        float log;
    } tries[] = {
        {big, 0, 4 * lh_small}, {mid, 0, 4 * lh_small},   {big, 1, 4 * lh_small},
        {mid, 1, 4 * lh_small}, {small, 1, 4 * lh_small}, {small, 1, 2 * lh_small},
        {small, 1, 0},
    };
    size_t n = sizeof tries / sizeof tries[0];
    for (size_t i = 0; i < n; i++)
        if (stack(app, L, gs->panel.h, tries[i].tile, tries[i].compact, piles) >= tries[i].log)
            break;
    if (L->log.h < 0) L->log.h = 0;

    /* the row's columns, right to left: score, projection, then the name's room */
    L->score_font = L->compact ? FONT_BOLD : FONT_LARGE;
    L->name_font = FONT_BOLD;
    L->score_r = L->x + L->w - L->pad;
    L->score_w = (float)text_width(app->text, L->score_font, "888");
    L->proj_w = (float)text_width(app->text, FONT_SMALL, "\xe2\x86\x92 888");
    L->proj_r = L->score_r - L->score_w - app_px(app, 6);
    L->name_x = L->x + L->pad + app_px(app, 28);
    L->name_w = L->proj_r - L->proj_w - app_px(app, 6) - L->name_x;
    if (L->compact) {
        /* the followers left, when the name keeps room for a dozen letters beside them */
        float sw = (float)text_line_height(app->text, FONT_SMALL) +
                   (float)text_width(app->text, FONT_SMALL,
                                     "\xc3\x97"
                                     "8") +
                   app_px(app, 2);
        if (L->name_w - sw - app_px(app, 6) >= app_px(app, 110)) {
            L->supply_w = sw;
            L->supply_x = L->proj_r - L->proj_w - app_px(app, 6) - sw;
            L->name_w -= sw + app_px(app, 6);
        }
    }
}

void hud_layout_toolbar(App *app, const GameScene *gs, HudTool out[HUD_TOOL_COUNT])
{
    static const char *const id[HUD_TOOL_COUNT] = {"menu",    "centre", "zoom-out",
                                                   "zoom-in", "tiles",  "hint"};
    static const float min[HUD_TOOL_COUNT] = {70, 80, 36, 36, 84, 84};
    const char *full[HUD_TOOL_COUNT] = {_("Menu"), _("Centre"),   "\xe2\x88\x92",
                                        "+",       _("Tiles  T"), _("Hint  H")};
    const char *bare[HUD_TOOL_COUNT] = {
        full[0], full[1], full[2], full[3], C_("toolbar", "Tiles"), C_("toolbar", "Hint")};
    float m = app_px(app, 10), h = app_px(app, 32), gap = app_px(app, 6);
    for (int pass = 0; pass < 2; pass++) {
        const char *const *label = pass ? bare : full;
        float x = gs->board.x + m;
        for (int i = 0; i < HUD_TOOL_COUNT; i++) {
            float w = ui_button_width(app->uis, label[i], app_px(app, min[i]));
            out[i] = (HudTool){id[i], label[i], {x, gs->board.y + m, w, h}};
            x += w + gap;
        }
        if (x - gap <= gs->board.x + gs->board.w - m) break;
    }
}

void hud_layout_marker(float x, float y, float c, int k, int count, float *cx, float *cy,
                       float *size)
{
    /* one alone fills the square; more share it in a grid, side by side */
    int cols = count <= 1 ? 1 : count <= 4 ? 2 : 3;
    int rows = count <= 2 ? 1 : (count + cols - 1) / cols;
    float cw = c / (float)cols, ch = c / (float)rows;
    *cx = x + cw * ((float)(k % cols) + 0.5f);
    *cy = y + ch * ((float)(k / cols) + 0.5f);
    *size = (cw < ch ? cw : ch) * (count <= 1 ? 0.8f : 0.95f);
}

static int add(HudRect *out, int n, int max, const char *id, SDL_FRect r)
{
    if (n >= max) return n;
    snprintf(out[n].id, sizeof out[n].id, "%s", id);
    out[n].r = r;
    return n + 1;
}

int hud_layout_rects(App *app, const GameScene *gs, HudRect *out, int max)
{
    HudLayout L;
    hud_layout(app, gs, &L);
    const Game *g = app->session.game;
    int n = 0;
    char id[32];
    n = add(out, n, max, "board", gs->board);
    n = add(out, n, max, "bar", gs->bar);
    n = add(out, n, max, "panel", gs->panel);
    n = add(out, n, max, "turn-title", L.title);
    n = add(out, n, max, "turn-tile", L.tile_box);
    n = add(out, n, max, "turn-left", L.tiles_left);
    n = add(out, n, max, "turn-buttons", L.buttons);
    for (int i = 0; i < L.n; i++) {
        float y = L.players_y + L.row_h * (float)i;
        float line1 = L.compact ? L.row_h : L.row_h * 0.56f;
        float nw = (float)hud_name_width(app, &L, i);
        snprintf(id, sizeof id, "p%d-marker", i);
        n = add(out, n, max, id,
                (SDL_FRect){L.x + L.pad + app_px(app, 4), y, app_px(app, 20), line1});
        snprintf(id, sizeof id, "p%d-name", i);
        n = add(out, n, max, id, (SDL_FRect){L.name_x, y, nw, line1});
        snprintf(id, sizeof id, "p%d-proj", i);
        n = add(out, n, max, id, (SDL_FRect){L.proj_r - L.proj_w, y, L.proj_w, L.row_h});
        snprintf(id, sizeof id, "p%d-score", i);
        n = add(out, n, max, id, (SDL_FRect){L.score_r - L.score_w, y, L.score_w, L.row_h});
        if (L.supply_w > 0) {
            snprintf(id, sizeof id, "p%d-supply", i);
            n = add(out, n, max, id, (SDL_FRect){L.supply_x, y, L.supply_w, L.row_h});
        }
        if (!L.compact) {
            snprintf(id, sizeof id, "p%d-supply", i);
            n = add(out, n, max, id,
                    (SDL_FRect){L.name_x, y + line1,
                                L.proj_r - L.proj_w - app_px(app, 6) - L.name_x, L.row_h - line1});
        }
    }
    n = add(out, n, max, "track-title", L.track_title);
    n = add(out, n, max, "track", L.track);
    if (L.piles.w > 0) n = add(out, n, max, "track-piles", L.piles);
    /* the markers as drawn: never on top of one another */
    int count[50] = {0}, k[GAME_MAX_PLAYERS];
    for (int i = 0; i < L.n; i++) k[i] = count[game_score(g, i) % 50]++;
    for (int i = 0; i < L.n; i++) {
        int sq = game_score(g, i) % 50;
        float cx, cy, s;
        hud_layout_marker(L.track.x + (float)(sq % 10) * L.cell,
                          L.track.y + (float)(sq / 10) * L.cell, L.cell, k[i], count[sq], &cx, &cy,
                          &s);
        snprintf(id, sizeof id, "mark%d", i);
        n = add(out, n, max, id, (SDL_FRect){cx - s / 2, cy - s / 2, s, s});
    }
    float lh = (float)text_line_height(app->text, FONT_SMALL) + app_px(app, 2);
    n = add(out, n, max, "log-head", (SDL_FRect){L.log.x, L.log.y, L.log.w, lh});
    if (L.log.h > lh)
        n = add(out, n, max, "log-lines",
                (SDL_FRect){L.log.x, L.log.y + lh, L.log.w, L.log.h - lh});
    SDL_FRect what, keys;
    hud_bar_rects(app, gs, &what, &keys);
    n = add(out, n, max, "bar-what", what);
    n = add(out, n, max, "bar-keys", keys);
    return n;
}

void hud_layout_dump(App *app, const GameScene *gs)
{
    HudRect r[160];
    int n = hud_layout_rects(app, gs, r, (int)(sizeof r / sizeof r[0]));
    size_t used = strlen(app->layout_extra);
    float k = 1.0f / app->px_per_point;
    int m = snprintf(app->layout_extra + used, sizeof app->layout_extra - used, "window %d %d\n",
                     (int)((float)app->w * k), (int)((float)app->h * k));
    if (m > 0) used += (size_t)m;
    for (int i = 0; i < n && used < sizeof app->layout_extra; i++) {
        m = snprintf(app->layout_extra + used, sizeof app->layout_extra - used,
                     "rect %s %.1f %.1f %.1f %.1f\n", r[i].id, (double)(r[i].r.x * k),
                     (double)(r[i].r.y * k), (double)(r[i].r.w * k), (double)(r[i].r.h * k));
        if (m > 0) used += (size_t)m;
    }
}
