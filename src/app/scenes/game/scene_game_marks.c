/* The board's marks beside the legal choices: each player's last move (its tile outlined in
 * the player's colour with the player's marker shape, the figure, the donkey, the tokens),
 * placements settling (anim.c), the spots the donkey blocks with the reason, and a turned
 * privilege token's face, type and area. */
#include <stdio.h>
#include <string.h>

#include "board_marks.h"
#include "board_view.h"
#include "draw.h"
#include "figure_gfx.h"
#include "i18n.h"
#include "palette.h"
#include "scene_game_marks.h"
#include "text.h"
#include "tile_gfx.h"

static const SDL_Color DARK = {30, 20, 10, 220};

static void cell(const GameScene *gs, int x, int y, SDL_Rect *r)
{
    BoardView v = {.cam = &gs->cam, .area = gs->board};
    board_cell(&v, x, y, r);
}

static int in_view(const GameScene *gs, const SDL_Rect *r)
{
    BoardView v = {.cam = &gs->cam, .area = gs->board};
    return board_visible(&v, r);
}

static float badge_rad(App *app, const GameScene *gs)
{
    float rad = gs->cam.zoom * 0.085f;
    if (rad < app_px(app, 5)) rad = app_px(app, 5);
    if (rad > app_px(app, 11)) rad = app_px(app, 11);
    return rad;
}

/* The player's marker shape in its colour: the cue besides the colour. */
static void badge(App *app, const GameScene *gs, int colour, float x, float y)
{
    float rad = badge_rad(app, gs);
    draw_circle(app->renderer, x, y, rad + app_px(app, 2.5f), DARK);
    draw_marker(app->renderer, palette_marker(colour), x, y, rad, palette_player(colour),
                palette_player_ink(colour));
}

static void frame(App *app, const SDL_Rect *r, int colour, float t)
{
    float o = app_px(app, 1);
    draw_rect_outline(app->renderer, (float)r->x - o, (float)r->y - o, (float)r->w + 2 * o,
                      (float)r->h + 2 * o, t + 2 * o, DARK);
    draw_rect_outline(app->renderer, (float)r->x + o, (float)r->y + o, (float)r->w - 2 * o,
                      (float)r->h - 2 * o, t, palette_player(colour));
}

/* Whose last move is not shown: the player moving again (its new tile is placed). */
static int hidden_seat(const App *app, const GameScene *gs)
{
    const Game *live = app->session.game;
    if (gs->viewer) return -1;
    return gs->turn.placed ? game_current_player(live) : -1;
}

void marks_draw_last_tiles(App *app, GameScene *gs)
{
    const Game *g = app->session.game;
    LastMove m[GAME_MAX_PLAYERS];
    marks_last_moves(g, m);
    int hide = hidden_seat(app, gs);
    float t = app_px(app, 3);
    for (int s = 0; s < game_nplayers(g); s++) {
        if (s == hide) continue;
        int colour = game_colour(g, s);
        SDL_Rect r;
        float rad = badge_rad(app, gs) + app_px(app, 4);
        if (m[s].has_tile) {
            cell(gs, m[s].tile_x, m[s].tile_y, &r);
            if (in_view(gs, &r)) {
                frame(app, &r, colour, t);
                badge(app, gs, colour, (float)r.x + rad, (float)r.y + rad);
            }
        }
        for (int k = 0; k < m[s].ntokens; k++) {
            cell(gs, m[s].token[k].x, m[s].token[k].y, &r);
            if (!in_view(gs, &r)) continue;
            frame(app, &r, colour, app_px(app, 2));
            badge(app, gs, colour, (float)(r.x + r.w) - rad, (float)r.y + rad);
        }
    }
}

void marks_draw_last_figures(App *app, GameScene *gs)
{
    const Game *g = app->session.game;
    LastMove m[GAME_MAX_PLAYERS];
    marks_last_moves(g, m);
    int hide = hidden_seat(app, gs);
    for (int s = 0; s < game_nplayers(g); s++) {
        const Action *a = &m[s].act;
        if (s == hide || !m[s].has_tile || a->kind == ACT_NONE) continue;
        int colour = game_colour(g, s);
        float bx, by, sx, sy;
        if (a->kind == ACT_FOLLOWER || a->kind == ACT_WINDMILL) {
            /* still there (a completed feature gives its figures back) */
            int there = 0;
            for (int i = 0; i < game_figure_count(g) && !there; i++) {
                FigureView f;
                game_figure(g, i, &f);
                there = f.on_board && f.owner == s && f.x == m[s].tile_x && f.y == m[s].tile_y &&
                        f.seg == a->seg;
            }
            if (!there) continue;
            scene_game_anchor(app, gs, m[s].tile_x, m[s].tile_y, a->seg, &bx, &by);
        } else if (a->kind == ACT_DONKEY) {
            int dx, dy;
            game_donkey(g, &dx, &dy);
            if (dx != a->x || dy != a->y) continue;
            bx = (float)dx + 0.27f;
            by = (float)dy + 0.27f;
        } else {
            continue;
        }
        camera_to_screen(&gs->cam, bx, by, &sx, &sy);
        float rad = gs->cam.zoom * 0.25f;
        if (rad < app_px(app, 10)) rad = app_px(app, 10);
        draw_ring(app->renderer, sx, sy, rad + app_px(app, 1.5f), app_px(app, 4.5f), DARK);
        draw_ring(app->renderer, sx, sy, rad, app_px(app, 2.5f), palette_player(colour));
        badge(app, gs, colour, sx + rad * 0.8f, sy - rad * 0.8f);
    }
}

void marks_draw_settling(App *app, GameScene *gs, const Game *g)
{
    for (int i = 0; i < gs->anim.nsettle; i++) {
        const AnimSettle *st = &gs->anim.settle[i];
        if (st->kind != ANIM_TILE) continue;
        float p = anim_settle_progress(&gs->anim, ANIM_TILE, st->x, st->y, -1);
        int slot = game_tile_at(g, st->x, st->y);
        if (p < 0 || slot < 0) continue;
        int t, rot;
        game_placed(g, slot, &t, NULL, NULL, &rot);
        SDL_Rect r;
        cell(gs, st->x, st->y, &r);
        if (!in_view(gs, &r)) continue;
        /* comes down from a little above, larger, its shadow closing in */
        float q = (1 - p) * (1 - p);
        float grow = (float)r.w * 0.16f * q, lift = (float)r.w * 0.10f * q;
        draw_rect(app->renderer, (float)r.x + lift, (float)r.y + lift, (float)r.w, (float)r.h,
                  (SDL_Color){0, 0, 0, (Uint8)(110 * q)});
        SDL_Rect d = {(int)((float)r.x - grow / 2), (int)((float)r.y - grow / 2 - lift),
                      (int)((float)r.w + grow), (int)((float)r.h + grow)};
        tile_gfx_draw(app->tiles, t, rot, &d, camera_tex_size(&gs->cam), 255);
    }
}

float marks_drop_lift(const GameScene *gs, int x, int y, int seg)
{
    float p = anim_settle_progress(&gs->anim, ANIM_FIGURE, x, y, seg);
    if (p < 0) return 0;
    /* falls, then a small bounce */
    if (p < 0.7f) {
        float q = 1 - p / 0.7f;
        return 0.45f * q * q;
    }
    float b = (p - 0.7f) / 0.3f;
    return 0.05f * 4 * b * (1 - b);
}

int marks_blocked_at(const App *app, const GameScene *gs, int x, int y, const char **why)
{
    BlockedSpot b[MARKS_MAX_BLOCKED];
    const Game *g = scene_game_view(app, gs);
    int n = marks_donkey_blocked(g, b, MARKS_MAX_BLOCKED);
    for (int i = 0; i < n; i++)
        if (b[i].x == x && b[i].y == y) {
            if (why) *why = b[i].why;
            return 1;
        }
    return 0;
}

void marks_tooltip(App *app, const GameScene *gs, float x, float y, const char *text)
{
    const Theme *th = palette_theme();
    float pad = app_px(app, 8);
    float w = (float)text_width(app->text, FONT_SMALL, text) + 2 * pad;
    float h = (float)text_line_height(app->text, FONT_SMALL) + 2 * pad * 0.75f;
    float right = gs->board.x + gs->board.w - app_px(app, 4);
    if (x + w > right) x = right - w;
    if (x < gs->board.x + app_px(app, 4)) x = gs->board.x + app_px(app, 4);
    if (y + h > gs->board.y + gs->board.h) y = gs->board.y + gs->board.h - h;
    draw_round_rect(app->renderer, x, y, w, h, app_px(app, 5), palette_alpha(th->panel, 245));
    draw_rect_outline(app->renderer, x, y, w, h, app_px(app, 1), th->panel_edge);
    text_draw(app->text, FONT_SMALL, text, th->ink, x + pad, y + h / 2, TEXT_MIDDLE);
}

void marks_draw_blocked(App *app, GameScene *gs, const Game *g)
{
    /* to the player placing, and while a tile the donkey leaves no place for is shown */
    if (game_phase(g) != PHASE_PLACE ||
        !(scene_game_human_to_move(gs, app) || gs->unplaceable_ms > 0))
        return;
    BlockedSpot b[MARKS_MAX_BLOCKED];
    int n = marks_donkey_blocked(g, b, MARKS_MAX_BLOCKED);
    SDL_Color bad = palette_theme()->bad;
    const char *hover = NULL;
    for (int i = 0; i < n; i++) {
        SDL_Rect r;
        cell(gs, b[i].x, b[i].y, &r);
        if (!in_view(gs, &r)) continue;
        float x = (float)r.x, y = (float)r.y, w = (float)r.w, t = app_px(app, 2);
        draw_rect(app->renderer, x, y, w, w, palette_alpha(bad, 40));
        /* hatched: blocked, not merely empty */
        for (int k = 1; k < 4; k++) {
            float o = w * (float)k / 4;
            draw_line(app->renderer, x + o, y, x, y + o, t, palette_alpha(bad, 150));
            draw_line(app->renderer, x + w, y + o, x + o, y + w, t, palette_alpha(bad, 150));
        }
        draw_rect_outline(app->renderer, x, y, w, w, t, palette_alpha(bad, 220));
        float s = w * 0.34f;
        if (s < 12) s = 12;
        int is = (int)(s * 1.2f);
        SDL_Rect d = {(int)(x + w / 2 - (float)is / 2), (int)(y + w / 2 - (float)is / 2), is, is};
        if (tile_gfx_figure(app->tiles, GFX_DONKEY, -1, &d, 200) != 0)
            figure_draw_donkey(app->renderer, x + w / 2, y + w / 2, s, 200);
        if (gs->mouse_in && gs->mx >= x && gs->mx < x + w && gs->my >= y && gs->my < y + w)
            hover = b[i].why;
    }
    if (hover) {
        char msg[240];
        /* TRANSLATORS: %s is the rules' reason, e.g. "it would complete a road the donkey
           stands on" */
        snprintf(msg, sizeof msg, _("Blocked by the donkey: %s"), _(hover));
        marks_tooltip(app, gs, gs->mx + app_px(app, 16), gs->my + app_px(app, 18), msg);
    }
}

static const char *const TOKEN_NAME[TOK_TYPES] = {N_("Royal Road"), N_("Royal Court"),
                                                  N_("Royal Cross"), N_("Royal Diagonal"),
                                                  N_("Royal Estate")};

const char *marks_token_name(int type)
{
    return type >= 0 && type < TOK_TYPES ? _(TOKEN_NAME[type]) : "?";
}

/* The type of the token turned at x, y, or -1. */
static int turned_type(const Game *g, int x, int y)
{
    for (int i = 0; i < GAME_TOKEN_COUNT; i++) {
        TokenView tv;
        game_token(g, i, &tv);
        if (tv.where == TOKPLACE_TURNED && tv.x == x && tv.y == y) return tv.type;
    }
    return -1;
}

void marks_draw_token_face(App *app, GameScene *gs, const Game *g, int x, int y, Uint8 alpha)
{
    int type = turned_type(g, x, y);
    if (type < 0) return;
    SDL_Rect r;
    cell(gs, x, y, &r);
    if (!in_view(gs, &r)) return;
    int s = (int)((float)r.w * 0.62f);
    if (s < 24) s = 24;
    SDL_Rect d = {r.x + (r.w - s) / 2, r.y + (r.w - s) / 2, s, s};
    draw_circle(app->renderer, (float)r.x + (float)r.w / 2, (float)r.y + (float)r.w / 2,
                (float)s * 0.56f, palette_alpha(DARK, alpha));
    if (tile_gfx_figure(app->tiles, GFX_TOKEN_ROAD + type, -1, &d, alpha) != 0)
        figure_draw_token(app->renderer, (float)r.x + (float)r.w / 2, (float)r.y + (float)r.w / 2,
                          (float)s, 1, alpha);
    /* its type in words under it */
    const char *name = marks_token_name(type);
    float tw = (float)text_width(app->text, FONT_SMALL, name) + app_px(app, 12);
    float th = (float)text_line_height(app->text, FONT_SMALL) + app_px(app, 4);
    float tx = (float)r.x + (float)r.w / 2 - tw / 2, ty = (float)(r.y + r.h) - th * 0.6f;
    draw_round_rect(app->renderer, tx, ty, tw, th, app_px(app, 4), palette_alpha(DARK, alpha));
    text_draw(app->text, FONT_SMALL, name, palette_alpha(palette_theme()->ink_light, alpha),
              tx + tw / 2, ty + th / 2, TEXT_CENTER | TEXT_MIDDLE);
}

void marks_draw_turned(App *app, GameScene *gs, const Game *g)
{
    if (game_phase(g) != PHASE_ACTION || !gs->turn.placed) return;
    const ScoreEvent *ev = game_events(g);
    const Pos *pos = game_event_positions(g);
    const ScoreItem *items = game_event_items(g);
    SDL_Color acc = palette_theme()->accent;
    /* the tentative placement's events: those the live game does not have yet */
    for (int e = game_event_count(app->session.game); e < game_event_count(g); e++) {
        if (ev[e].kind != EV_PRIVILEGE_TURN) continue;
        for (int k = 0; k < ev[e].pos_count; k++) {
            SDL_Rect r;
            cell(gs, pos[ev[e].pos_first + k].x, pos[ev[e].pos_first + k].y, &r);
            if (!in_view(gs, &r)) continue;
            draw_rect(app->renderer, (float)r.x, (float)r.y, (float)r.w, (float)r.h,
                      palette_alpha(acc, 60));
            draw_rect_outline(app->renderer, (float)r.x, (float)r.y, (float)r.w, (float)r.h,
                              app_px(app, 2), acc);
        }
        marks_draw_token_face(app, gs, g, ev[e].x, ev[e].y, 255);
        int pts = 0, who = game_current_player(g);
        for (int i = 0; i < ev[e].item_count; i++) pts += items[ev[e].item_first + i].points;
        char msg[200];
        /* TRANSLATORS: "Red turns a Royal Court: +3 (a point per follower in its area)" */
        snprintf(msg, sizeof msg, _("%s turns a %s: +%d (a point per follower in its area)"),
                 palette_player_name(g, who), marks_token_name(turned_type(g, ev[e].x, ev[e].y)),
                 pts);
        float w = (float)text_width(app->text, FONT_BODY, msg) + app_px(app, 28);
        float h = app_px(app, 32);
        float x = gs->board.x + (gs->board.w - w) / 2, y = gs->board.y + app_px(app, 104);
        draw_round_rect(app->renderer, x, y, w, h, app_px(app, 8), (SDL_Color){30, 20, 10, 225});
        text_draw(app->text, FONT_BODY, msg, palette_theme()->ink_light, x + w / 2, y + h / 2,
                  TEXT_CENTER | TEXT_MIDDLE);
    }
}
