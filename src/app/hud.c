/* The game scene's panel: the drawn tile and the turn's buttons, every player (colour, marker
 * shape, name, score, figures in supply, flower), the score track with the privilege piles,
 * and the bottom line saying what to do now. */
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "figure_gfx.h"
#include "palette.h"
#include "scene_game_state.h"
#include "text.h"
#include "tile_gfx.h"
#include "ui.h"

typedef struct HudLayout {
    float x, w, pad;
    float turn_y, turn_h;
    float players_y, row_h;
    float track_y, cell;
} HudLayout;

static void layout(App *app, const GameScene *gs, HudLayout *L)
{
    const Game *g = app->session.game;
    int n = game_nplayers(g);
    L->x = gs->panel.x;
    L->w = gs->panel.w;
    L->pad = app_px(app, 12);
    L->turn_y = app_px(app, 10);
    L->turn_h = app_px(app, 196);
    L->cell = (L->w - 2 * L->pad) / 10;
    float track_h = (game_expansions(g) & EXP_PRIVILEGES ? 5.0f : 5.0f) * L->cell + app_px(app, 30);
    L->players_y = L->turn_y + L->turn_h + app_px(app, 8);
    float avail = gs->panel.h - L->players_y - track_h - app_px(app, 14);
    L->row_h = avail / (float)n;
    if (L->row_h > app_px(app, 54)) L->row_h = app_px(app, 54);
    if (L->row_h < app_px(app, 30)) L->row_h = app_px(app, 30);
    L->track_y = L->players_y + L->row_h * (float)n + app_px(app, 10);
}

void hud_player_anchor(App *app, const GameScene *gs, int seat, float *x, float *y)
{
    HudLayout L;
    layout(app, gs, &L);
    *x = L.x + L.w - L.pad - app_px(app, 26);
    *y = L.players_y + L.row_h * ((float)seat + 0.5f);
}

static void marker(App *app, int colour, float cx, float cy, float rad)
{
    draw_marker(app->renderer, palette_marker(colour), cx, cy, rad, palette_player(colour),
                (SDL_Color){30, 20, 10, 255});
}

static void section_title(App *app, const char *s, float x, float y)
{
    text_draw(app->text, FONT_SMALL, s, palette_theme()->ink_soft, x, y, 0);
}

static void draw_turn(App *app, GameScene *gs, const HudLayout *L)
{
    const Theme *th = palette_theme();
    const Game *g = app->session.game;
    float x = L->x + L->pad, y = L->turn_y;
    int actor = scene_game_actor(gs, app);
    if (actor < 0) actor = game_current_player(g);
    int colour = game_colour(g, actor);
    char line[128];
    int bot = session_is_bot(&app->session, actor);
    if (gs->over)
        snprintf(line, sizeof line, "Game over");
    else if (game_phase(g) == PHASE_TOKEN)
        snprintf(line, sizeof line, "%s: privilege token", game_player_name(g, actor));
    else
        snprintf(line, sizeof line, "%s%s", game_player_name(g, actor),
                 bot ? " (bot) plays" : "'s turn");
    float lh = (float)text_line_height(app->text, FONT_BOLD);
    marker(app, colour, x + app_px(app, 9), y + lh / 2, app_px(app, 8));
    text_draw(app->text, FONT_BOLD, line, th->ink, x + app_px(app, 24), y, 0);
    y += lh + app_px(app, 6);

    /* the drawn tile, large */
    float ts = app_px(app, 128);
    SDL_FRect box = {x, y, ts + app_px(app, 8), ts + app_px(app, 8)};
    draw_round_rect(app->renderer, box.x, box.y, box.w, box.h, app_px(app, 6), th->panel_dark);
    int tile = game_current_tile(g), rot = gs->rot;
    if (game_phase(g) == PHASE_PLACE && gs->snap) rot = gs->snap_rot;
    if (game_phase(g) == PHASE_ACTION && gs->turn.placed) {
        tile = gs->turn.place.tile;
        rot = gs->turn.place.rot;
    }
    SDL_Rect tr = {(int)(x + app_px(app, 4)), (int)(y + app_px(app, 4)), (int)ts, (int)ts};
    if (tile >= 0) {
        tile_gfx_draw(app->tiles, tile, rot, &tr, (int)ts, 255);
        if (gs->unplaceable_ms > 0) {
            float c = app_px(app, 5);
            draw_line(app->renderer, (float)tr.x, (float)tr.y, (float)(tr.x + tr.w),
                      (float)(tr.y + tr.h), c, th->bad);
            draw_line(app->renderer, (float)tr.x, (float)(tr.y + tr.h), (float)(tr.x + tr.w),
                      (float)tr.y, c, th->bad);
        }
    } else {
        text_draw(app->text, FONT_SMALL, gs->over ? "" : "drawing...", th->ink_soft, tr.x + ts / 2,
                  tr.y + ts / 2, TEXT_CENTER | TEXT_MIDDLE);
    }
    char left[48];
    int nleft = game_tiles_left(g);
    snprintf(left, sizeof left, "%d tile%s left", nleft, nleft == 1 ? "" : "s");
    text_draw(app->text, FONT_SMALL, left, th->ink_soft, x + box.w / 2, y + box.h + app_px(app, 4),
              TEXT_CENTER);

    /* the turn's buttons */
    float bx = x + box.w + app_px(app, 10), bw = L->x + L->w - L->pad - bx;
    float bh = app_px(app, 32), gap = app_px(app, 6), by = y;
    int human = scene_game_human_to_move(gs, app);
    GamePhase ph = game_phase(g);
    if (gs->unplaceable_ms > 0) {
        ui_button(app, "skip", "Next tile", (SDL_FRect){bx, by, bw, bh}, UI_PRIMARY);
        return;
    }
    if (ph == PHASE_PLACE) {
        ui_button(app, "rotate", "Rotate  R", (SDL_FRect){bx, by, bw, bh},
                  human ? UI_SECONDARY : UI_DISABLED);
        by += bh + gap;
        int nrot =
            gs->snap
                ? __builtin_popcount((unsigned)scene_game_rotations_at(gs, gs->snap_x, gs->snap_y))
                : 0;
        char s[64];
        if (gs->snap)
            snprintf(s, sizeof s, "%d rotation%s fit%s here", nrot, nrot == 1 ? "" : "s",
                     nrot == 1 ? "s" : "");
        else
            snprintf(s, sizeof s, "%d place%s to choose", gs->nlegal ? 1 : 0, "");
        if (!gs->snap) {
            int npos = 0, lx = 1 << 30, ly = 1 << 30;
            for (int i = 0; i < gs->nlegal; i++)
                if (gs->legal[i].x != lx || gs->legal[i].y != ly) {
                    npos++;
                    lx = gs->legal[i].x;
                    ly = gs->legal[i].y;
                }
            snprintf(s, sizeof s, "%d place%s it fits", npos, npos == 1 ? "" : "s");
        }
        if (human) text_draw_wrapped(app->text, FONT_SMALL, s, th->ink_soft, bx, by, (int)bw);
        return;
    }
    if (ph == PHASE_ACTION && gs->turn.placed) {
        ui_button(app, "confirm",
                  gs->turn.has_act ? "Confirm  \xe2\x8f\x8e" : "End turn  \xe2\x8f\x8e",
                  (SDL_FRect){bx, by, bw, bh}, human ? UI_PRIMARY : UI_DISABLED);
        by += bh + gap;
        ui_button(app, "undo", "Take back  \xe2\x8c\xab", (SDL_FRect){bx, by, bw, bh},
                  human ? UI_SECONDARY : UI_DISABLED);
        by += bh + gap;
        if (gs->can_windmill) {
            ui_button(app, "windmill", "Windmill  W", (SDL_FRect){bx, by, bw, bh},
                      !human                      ? UI_DISABLED
                      : gs->mode == MODE_WINDMILL ? UI_TOGGLE_ON
                                                  : UI_TOGGLE_OFF);
            by += bh + gap;
        }
        if (gs->can_donkey) {
            ui_button(app, "donkey", "Move donkey", (SDL_FRect){bx, by, bw, bh},
                      !human                    ? UI_DISABLED
                      : gs->mode == MODE_DONKEY ? UI_TOGGLE_ON
                                                : UI_TOGGLE_OFF);
        }
    }
}

static void supply_icons(App *app, const Game *g, int seat, float x, float y, float h)
{
    const Theme *th = palette_theme();
    int colour = game_colour(g, seat);
    char s[32];
    float fs = h * 0.9f;
    figure_draw(app->renderer, colour, FIGURE_STANDING, x + fs / 2, y + h / 2, fs, 255);
    snprintf(s, sizeof s, "\xc3\x97%d", game_supply(g, seat, FIG_FOLLOWER));
    x += fs + app_px(app, 2);
    x += (float)text_draw(app->text, FONT_SMALL, s, th->ink, x, y + h / 2, TEXT_MIDDLE) +
         app_px(app, 10);
    if (game_expansions(g) & EXP_VILLAGE) {
        Uint8 a = game_supply(g, seat, FIG_WINDMILL) ? 255 : 60;
        figure_draw(app->renderer, colour, FIGURE_WINDMILL, x + fs / 2, y + h / 2, fs, a);
        x += fs + app_px(app, 10);
        int fl = game_flower(g, seat);
        if (fl >= 0) {
            float r = h * 0.32f;
            draw_circle(app->renderer, x + r, y + h / 2, r + app_px(app, 1.2f), th->ink);
            draw_circle(app->renderer, x + r, y + h / 2, r, palette_flower(fl));
            text_draw(app->text, FONT_SMALL, palette_flower_title(fl), th->ink_soft,
                      x + 2 * r + app_px(app, 4), y + h / 2, TEXT_MIDDLE);
        }
    }
}

static void draw_players(App *app, GameScene *gs, const HudLayout *L)
{
    const Theme *th = palette_theme();
    const Game *g = app->session.game;
    int n = game_nplayers(g);
    int actor = scene_game_actor(gs, app);
    if (actor < 0 && !gs->over) actor = game_current_player(g);
    for (int i = 0; i < n; i++) {
        float y = L->players_y + L->row_h * (float)i;
        int colour = game_colour(g, i);
        if (i == actor) {
            draw_round_rect(app->renderer, L->x + app_px(app, 4), y + app_px(app, 1),
                            L->w - app_px(app, 8), L->row_h - app_px(app, 2), app_px(app, 6),
                            palette_mix(th->panel_dark, palette_player(colour), 0.18f));
            draw_rect(app->renderer, L->x + app_px(app, 4), y + app_px(app, 4), app_px(app, 4),
                      L->row_h - app_px(app, 8), palette_player(colour));
        }
        float x = L->x + L->pad + app_px(app, 4);
        float compact = L->row_h < app_px(app, 44);
        float line1 = y + (compact ? L->row_h / 2 : L->row_h * 0.3f);
        marker(app, colour, x + app_px(app, 9), line1, app_px(app, 8));
        char name[96];
        snprintf(name, sizeof name, "%s%s", game_player_name(g, i),
                 session_is_bot(&app->session, i) ? " \xc2\xb7 bot" : "");
        text_draw(app->text, FONT_BOLD, name, th->ink, x + app_px(app, 24), line1, TEXT_MIDDLE);
        char sc[16];
        snprintf(sc, sizeof sc, "%d", game_score(g, i));
        text_draw(app->text, FONT_LARGE, sc, th->ink, L->x + L->w - L->pad, y + L->row_h / 2,
                  TEXT_RIGHT | TEXT_MIDDLE);
        if (!compact)
            supply_icons(app, g, i, x + app_px(app, 24), y + L->row_h * 0.56f, L->row_h * 0.36f);
    }
}

static void draw_track(App *app, GameScene *gs, const HudLayout *L)
{
    const Theme *th = palette_theme();
    const Game *g = app->session.game;
    float x0 = L->x + L->pad, y0 = L->track_y;
    section_title(app, "Score track", x0, y0);
    y0 += app_px(app, 18);
    float c = L->cell;
    for (int sq = 0; sq < 50; sq++) {
        float x = x0 + (float)(sq % 10) * c, y = y0 + (float)(sq / 10) * c;
        SDL_Color bg =
            sq % 10 == 0 ? palette_mix(th->panel_dark, th->accent, 0.35f) : th->panel_dark;
        draw_rect(app->renderer, x + 1, y + 1, c - 2, c - 2, bg);
        if (sq % 5 == 0) {
            char s[8];
            snprintf(s, sizeof s, "%d", sq);
            text_draw(app->text, FONT_SMALL, s, palette_alpha(th->ink_soft, 150),
                      x + app_px(app, 2), y + app_px(app, 1), 0);
        }
    }
    if (game_expansions(g) & EXP_PRIVILEGES) {
        for (int p = 0; p < PILE_COUNT; p++) {
            int h = game_pile_height(g, p);
            float x = x0 + (float)((p * 10) % 10) * c, y = y0 + (float)(p * 10 / 10) * c;
            for (int k = 0; k < h; k++)
                figure_draw_token(app->renderer, x + c * 0.62f - (float)k * app_px(app, 2),
                                  y + c * 0.62f - (float)k * app_px(app, 3), c * 0.5f, 0, 255);
        }
    }
    int n = game_nplayers(g);
    int count[50] = {0};
    for (int i = 0; i < n; i++) {
        int sq = game_score(g, i) % 50;
        int k = count[sq]++;
        float x = x0 + (float)(sq % 10) * c + c * 0.5f, y = y0 + (float)(sq / 10) * c + c * 0.5f;
        float off = c * 0.22f;
        x += (k % 2 ? off : -off) * (k < 4 ? 1.0f : 0.5f);
        y += (k / 2 % 2 ? off : -off) * (k < 4 ? 1.0f : 0.5f);
        marker(app, game_colour(g, i), x, y, c * 0.2f);
        int laps = game_score(g, i) / 50;
        (void)laps;
    }
    (void)gs;
}

void hud_instruction(App *app, const GameScene *gs, char *out, size_t size)
{
    const Game *g = app->session.game;
    int actor = scene_game_actor(gs, app);
    if (gs->over) {
        snprintf(out, size, "The game is over: final scoring.");
        return;
    }
    if (gs->unplaceable_ms > 0) {
        snprintf(out, size,
                 "No place for this tile: it is removed and another is drawn.   Click or Space: "
                 "next tile");
        return;
    }
    if (actor < 0) {
        snprintf(out, size, "Drawing a tile...");
        return;
    }
    if (session_is_bot(&app->session, actor)) {
        snprintf(out, size,
                 "%s (bot) is playing...   Drag or arrow keys: look around   Wheel: zoom",
                 game_player_name(g, actor));
        return;
    }
    switch (game_phase(g)) {
    case PHASE_PLACE:
        if (gs->dir_pick)
            snprintf(out, size,
                     "Choose the direction to turn the privilege token: click an arrow (or arrow "
                     "keys).   Esc: back");
        else
            snprintf(out, size,
                     "Place the tile on a highlighted spot.   R / right click: rotate   Tab: next "
                     "spot   Drag: pan   Wheel: zoom   C: centre");
        break;
    case PHASE_ACTION:
        if (gs->mode == MODE_DONKEY)
            snprintf(out, size, "Click the tile the donkey moves to.   Esc: cancel");
        else if (gs->mode == MODE_WINDMILL)
            snprintf(out, size,
                     "Click a field of the new tile for your windmill.   W: back to followers   "
                     "Enter: confirm");
        else
            snprintf(out, size,
                     "%sClick a marked spot for a follower%s%s.   Enter: %s   Backspace: take back",
                     gs->turn.has_act ? "Figure chosen. " : "",
                     gs->can_windmill ? ", W: windmill" : "",
                     gs->can_donkey ? ", click the donkey to move it" : "",
                     gs->turn.has_act ? "confirm" : "end turn without a figure");
        break;
    case PHASE_TOKEN:
        snprintf(out, size, "%s took a privilege token: place it face down on a highlighted spot.",
                 game_player_name(g, actor));
        break;
    default:
        snprintf(out, size, " ");
    }
}

static void draw_bar(App *app, GameScene *gs)
{
    const Theme *th = palette_theme();
    SDL_FRect b = gs->bar;
    draw_rect(app->renderer, b.x, b.y, b.w, b.h, (SDL_Color){36, 26, 16, 255});
    draw_rect(app->renderer, b.x, b.y, b.w, app_px(app, 2), th->accent_dark);
    char line[400];
    hud_instruction(app, gs, line, sizeof line);
    SDL_Rect clip = {(int)b.x, (int)b.y, (int)b.w, (int)b.h};
    SDL_RenderSetClipRect(app->renderer, &clip);
    text_draw(app->text, FONT_BODY, line, th->ink_light, b.x + app_px(app, 14), b.y + b.h / 2,
              TEXT_MIDDLE);
    SDL_RenderSetClipRect(app->renderer, NULL);
}

void hud_draw(App *app, GameScene *gs)
{
    const Theme *th = palette_theme();
    HudLayout L;
    layout(app, gs, &L);
    draw_rect(app->renderer, gs->panel.x, gs->panel.y, gs->panel.w, gs->panel.h, th->panel);
    draw_rect(app->renderer, gs->panel.x, gs->panel.y, app_px(app, 3), gs->panel.h, th->panel_edge);
    draw_turn(app, gs, &L);
    draw_rect(app->renderer, L.x + L.pad, L.players_y - app_px(app, 5), L.w - 2 * L.pad, 1,
              th->panel_edge);
    draw_players(app, gs, &L);
    draw_track(app, gs, &L);
    draw_bar(app, gs);
}
