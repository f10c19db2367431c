#include "hud_assist.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "final_table.h"
#include "palette.h"
#include "text.h"
#include "tile_gfx.h"
#include "ui.h"

static void light_cells(App *app, const GameScene *gs, const Pos *pos, int n, SDL_Color c)
{
    for (int i = 0; i < n; i++) {
        int rx, ry, rw;
        camera_tile_rect(&gs->cam, pos[i].x, pos[i].y, &rx, &ry, &rw);
        draw_rect(app->renderer, (float)rx, (float)ry, (float)rw, (float)rw, palette_alpha(c, 60));
        draw_rect_outline(app->renderer, (float)rx, (float)ry, (float)rw, (float)rw, app_px(app, 3),
                          c);
    }
}

void hud_assist_board(App *app, GameScene *gs, const Game *g)
{
    if (!settings_assist(&app->settings, ASSIST_FEATURE) || !gs->mouse_in || gs->dragging) return;
    /* while a figure is being chosen the board's own highlights say enough */
    if (game_phase(g) == PHASE_ACTION && scene_game_human_to_move(gs, app)) return;
    int best = -1;
    float bestd = gs->cam.zoom * 0.22f;
    if (bestd < app_px(app, 10)) bestd = app_px(app, 10);
    FigureView f;
    for (int i = 0; i < game_figure_count(g); i++) {
        game_figure(g, i, &f);
        if (!f.on_board || f.kind != FIG_FOLLOWER) continue;
        float bx, by, sx, sy;
        scene_game_anchor(app, gs, f.x, f.y, f.seg, &bx, &by);
        camera_to_screen(&gs->cam, bx, by, &sx, &sy);
        float d = hypotf(sx - gs->mx, sy - gs->my);
        if (d < bestd) {
            bestd = d;
            best = i;
        }
    }
    if (best < 0) return;
    game_figure(g, best, &f);
    Pos pos[GAME_MAX_PLACED];
    FeatureView fv;
    if (game_feature(g, f.x, f.y, f.seg, &fv, pos, GAME_MAX_PLACED) != 0) return;
    light_cells(app, gs, pos, fv.npos < GAME_MAX_PLACED ? fv.npos : GAME_MAX_PLACED,
                palette_player(game_colour(g, f.owner)));
}

/* The hovered log entry: its tiles on the board and its items beside the pointer. */
static void log_entry(App *app, GameScene *gs)
{
    const Game *g = app->session.game;
    if (gs->log_hover < 0 || gs->log_hover >= game_event_count(g)) return;
    const ScoreEvent *ev = &game_events(g)[gs->log_hover];
    const Theme *th = palette_theme();
    SDL_Rect clip = {(int)gs->board.x, (int)gs->board.y, (int)gs->board.w, (int)gs->board.h};
    SDL_RenderSetClipRect(app->renderer, &clip);
    light_cells(app, gs, game_event_positions(g) + ev->pos_first, ev->pos_count, th->accent);
    SDL_RenderSetClipRect(app->renderer, NULL);
    char lines[GAME_MAX_PLAYERS][300];
    int who[GAME_MAX_PLAYERS], pts[GAME_MAX_PLAYERS], n = 0;
    float w = 0;
    for (int s = 0; s < game_nplayers(g); s++) {
        char items[240];
        int p = final_event_text(g, ev, s, items, sizeof items);
        if (!items[0]) continue;
        snprintf(lines[n], sizeof lines[n], "%s +%d: %s", palette_player_name(g, s), p, items);
        float tw = (float)text_width(app->text, FONT_SMALL, lines[n]);
        if (tw > w) w = tw;
        who[n] = s;
        pts[n++] = p;
    }
    if (!n) return;
    (void)pts;
    float lh = (float)text_line_height(app->text, FONT_SMALL) + app_px(app, 4);
    char head[80];
    snprintf(head, sizeof head, "Turn %d%s", ev->turn, ev->final ? ", final scoring" : "");
    w += app_px(app, 40);
    float h = lh * (float)(n + 1) + app_px(app, 12);
    float x = gs->panel.x - w - app_px(app, 10), y = gs->my - h / 2;
    if (y < app_px(app, 50)) y = app_px(app, 50);
    if (y + h > gs->bar.y - app_px(app, 4)) y = gs->bar.y - app_px(app, 4) - h;
    draw_round_rect(app->renderer, x, y, w, h, app_px(app, 6), palette_alpha(th->panel, 245));
    draw_rect_outline(app->renderer, x, y, w, h, app_px(app, 1), th->panel_edge);
    float ty = y + app_px(app, 6);
    text_draw(app->text, FONT_SMALL, head, th->ink_soft, x + app_px(app, 10), ty, 0);
    for (int i = 0; i < n; i++) {
        ty += lh;
        int colour = game_colour(g, who[i]);
        draw_marker(app->renderer, palette_marker(colour), x + app_px(app, 16), ty + lh / 2 - 2,
                    app_px(app, 6), palette_player(colour), (SDL_Color){30, 20, 10, 255});
        text_draw(app->text, FONT_SMALL, lines[i], th->ink, x + app_px(app, 28), ty, 0);
    }
}

/* Remaining tiles: one thumbnail per kind of tile in the game, with how many are left. */
static void tracker(App *app, GameScene *gs)
{
    const Game *g = app->session.game;
    const Tileset *ts = game_tileset(g);
    const Theme *th = palette_theme();
    int total[TILESET_MAX_TILES];
    uint8_t deck[GAME_MAX_DECK];
    int nd = game_deck(g, deck, GAME_MAX_DECK);
    int kinds = 0;
    memset(total, 0, sizeof total);
    for (int i = 0; i < nd; i++)
        if (deck[i] < TILESET_MAX_TILES && total[deck[i]]++ == 0) kinds++;
    if (!kinds) return;
    float cell = app_px(app, 46), gap = app_px(app, 6), pad = app_px(app, 12);
    int cols = (int)((gs->board.w * 0.6f - 2 * pad) / (cell + gap));
    if (cols > 12) cols = 12;
    if (cols < 4) cols = 4;
    int rows = (kinds + cols - 1) / cols;
    float lh = (float)text_line_height(app->text, FONT_SMALL);
    float w = 2 * pad + (float)cols * (cell + gap) - gap;
    float h = 2 * pad + app_px(app, 26) + (float)rows * (cell + lh + gap);
    float x = gs->board.x + app_px(app, 10), y = gs->board.y + app_px(app, 52);
    draw_round_rect(app->renderer, x, y, w, h, app_px(app, 8), palette_alpha(th->panel, 240));
    draw_rect_outline(app->renderer, x, y, w, h, app_px(app, 1), th->panel_edge);
    char buf[64];
    snprintf(buf, sizeof buf, "Tiles left: %d", game_tiles_left(g));
    text_draw(app->text, FONT_BOLD, buf, th->ink, x + pad, y + pad, 0);
    int k = 0;
    for (int t = 0; t < ts->ntiles && t < TILESET_MAX_TILES; t++) {
        if (!total[t]) continue;
        int left = game_pile_count(g, t);
        float cx = x + pad + (float)(k % cols) * (cell + gap);
        float cy = y + pad + app_px(app, 26) + (float)(k / cols) * (cell + lh + gap);
        SDL_Rect r = {(int)cx, (int)cy, (int)cell, (int)cell};
        tile_gfx_draw(app->tiles, t, 0, &r, (int)cell, left ? 255 : 70);
        snprintf(buf, sizeof buf, "%d/%d", left, total[t]);
        text_draw(app->text, FONT_SMALL, buf, left ? th->ink : th->ink_soft, cx + cell / 2,
                  cy + cell + app_px(app, 1), TEXT_CENTER);
        k++;
    }
}

void hud_assist_overlay(App *app, GameScene *gs)
{
    if (settings_assist(&app->settings, ASSIST_LOG)) log_entry(app, gs);
    if (!settings_assist(&app->settings, ASSIST_TILES)) return;
    /* beside the board's toolbar (Menu, Centre, -, +) */
    float m = app_px(app, 10), bh = app_px(app, 32);
    float x = gs->board.x + m + app_px(app, 70 + 80 + 36 + 36 + 4 * 6);
    ui_button(app->uis, "tiles", "Tiles  T", (SDL_FRect){x, gs->board.y + m, app_px(app, 84), bh},
              gs->show_tiles ? UI_TOGGLE_ON : UI_SECONDARY);
    if (gs->show_tiles) tracker(app, gs);
}

int hud_assist_click(App *app, GameScene *gs, const char *id)
{
    if (strcmp(id, "tiles") != 0 || !settings_assist(&app->settings, ASSIST_TILES)) return 0;
    gs->show_tiles = !gs->show_tiles;
    app->dirty = 1;
    return 1;
}

int hud_assist_projected(App *app, const GameScene *gs, int *out)
{
    const Game *g = app->session.game;
    if (!settings_assist(&app->settings, ASSIST_PROJECTED) || gs->over ||
        game_phase(g) == PHASE_OVER)
        return 0;
    game_projected_scores(g, out);
    return 1;
}
