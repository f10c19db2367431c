#include "hud_assist.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "final_table.h"
#include "hud_layout.h"
#include "i18n.h"
#include "palette.h"
#include "scene_game_marks.h"
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

/* A feature drawn by its shape: the tiles of the feature sampled on a grid (tile_gfx_hit),
 * the samples on its segments filled, their border outlined; a monastery also shows the
 * 3x3 square that counts for it. */
static void feature_shape(App *app, const GameScene *gs, const Game *g, int x, int y, int seg,
                          SDL_Color c)
{
    Pos pos[GAME_MAX_PLACED];
    FeatureView fv;
    if (game_feature(g, x, y, seg, &fv, pos, GAME_MAX_PLACED) != 0) return;
    int n = fv.npos < GAME_MAX_PLACED ? fv.npos : GAME_MAX_PLACED;
    if (n <= 0) return;
    int x0 = pos[0].x, y0 = pos[0].y, x1 = x0, y1 = y0;
    for (int i = 1; i < n; i++) {
        if (pos[i].x < x0) x0 = pos[i].x;
        if (pos[i].y < y0) y0 = pos[i].y;
        if (pos[i].x > x1) x1 = pos[i].x;
        if (pos[i].y > y1) y1 = pos[i].y;
    }
    int N = (x1 - x0 + 1) * (y1 - y0 + 1) > 256 ? 5 : 10;
    int W = (x1 - x0 + 1) * N, H = (y1 - y0 + 1) * N;
    unsigned char *in = calloc((size_t)W * (size_t)H, 1);
    if (!in) return;
    const Tileset *ts = game_tileset(g);
    for (int i = 0; i < n; i++) {
        int slot = game_tile_at(g, pos[i].x, pos[i].y);
        if (slot < 0) continue;
        int t, rot;
        game_placed(g, slot, &t, NULL, NULL, &rot);
        unsigned char member[TILE_MAX_SEG] = {0};
        for (int s = 0; s < ts->tile[t].nseg && s < TILE_MAX_SEG; s++)
            member[s] = (unsigned char)game_same_feature(g, pos[i].x, pos[i].y, s, x, y, seg);
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++) {
                int h = tile_gfx_hit(app->tiles, t, rot, ((float)k + 0.5f) / (float)N,
                                     ((float)j + 0.5f) / (float)N);
                if (h >= 0 && h < TILE_MAX_SEG && member[h])
                    in[(size_t)((pos[i].y - y0) * N + j) * (size_t)W +
                       (size_t)((pos[i].x - x0) * N + k)] = 1;
            }
    }
    int rx, ry, rw;
    camera_tile_rect(&gs->cam, x0, y0, &rx, &ry, &rw);
    float cs = (float)rw / (float)N, lw = app_px(app, 2.5f);
    SDL_Color fill = palette_alpha(c, 70), dark = {30, 20, 10, 200};
    for (int j = 0; j < H; j++) {
        float sy = (float)ry + (float)j * cs;
        if (sy + cs < gs->board.y || sy > gs->board.y + gs->board.h) continue;
        for (int k = 0; k < W;) {
            if (!in[(size_t)j * (size_t)W + (size_t)k]) {
                k++;
                continue;
            }
            int k0 = k;
            while (k < W && in[(size_t)j * (size_t)W + (size_t)k]) k++;
            draw_rect(app->renderer, (float)rx + (float)k0 * cs, sy, (float)(k - k0) * cs, cs,
                      fill);
        }
    }
    /* the border: a dark line under one in the colour, so that it reads on any ground */
    for (int pass = 0; pass < 2; pass++) {
        SDL_Color lc = pass ? c : dark;
        float t = pass ? lw : lw + app_px(app, 2);
        for (int j = 0; j < H; j++)
            for (int k = 0; k < W; k++) {
                if (!in[(size_t)j * (size_t)W + (size_t)k]) continue;
                float sx = (float)rx + (float)k * cs, sy = (float)ry + (float)j * cs;
                if (j == 0 || !in[(size_t)(j - 1) * (size_t)W + (size_t)k])
                    draw_rect(app->renderer, sx, sy - t / 2, cs, t, lc);
                if (j == H - 1 || !in[(size_t)(j + 1) * (size_t)W + (size_t)k])
                    draw_rect(app->renderer, sx, sy + cs - t / 2, cs, t, lc);
                if (k == 0 || !in[(size_t)j * (size_t)W + (size_t)k - 1])
                    draw_rect(app->renderer, sx - t / 2, sy, t, cs, lc);
                if (k == W - 1 || !in[(size_t)j * (size_t)W + (size_t)k + 1])
                    draw_rect(app->renderer, sx + cs - t / 2, sy, t, cs, lc);
            }
    }
    free(in);
    if (fv.kind == SEG_MONASTERY) {
        camera_tile_rect(&gs->cam, x - 1, y - 1, &rx, &ry, &rw);
        float w = (float)rw * 3;
        /* dashed: the square that counts, not a feature of its own */
        for (int d = 0; d < 12; d += 2) {
            float a = w * (float)d / 12, b = w / 12;
            draw_rect(app->renderer, (float)rx + a, (float)ry - lw / 2, b, lw, c);
            draw_rect(app->renderer, (float)rx + a, (float)ry + w - lw / 2, b, lw, c);
            draw_rect(app->renderer, (float)rx - lw / 2, (float)ry + a, lw, b, c);
            draw_rect(app->renderer, (float)rx + w - lw / 2, (float)ry + a, lw, b, c);
        }
    }
}

void hud_assist_board(App *app, GameScene *gs, const Game *g)
{
    gs->feat_on = 0;
    if (!gs->mouse_in || gs->dragging) return;
    if (game_phase(g) == PHASE_ACTION && scene_game_human_to_move(gs, app)) {
        /* a follower spot of the new tile: the feature it would join */
        Action a;
        if (scene_game_action_at(app, gs, gs->mx, gs->my, &a) != ACT_FOLLOWER) return;
        feature_shape(app, gs, g, gs->turn.place.x, gs->turn.place.y, a.seg,
                      palette_theme()->legal_edge);
        gs->feat_on = settings_assist(&app->settings, ASSIST_FEATURE);
        gs->feat_x = gs->turn.place.x;
        gs->feat_y = gs->turn.place.y;
        gs->feat_seg = a.seg;
        gs->feat_act = a;
        return;
    }
    if (!settings_assist(&app->settings, ASSIST_FEATURE)) return;
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
    feature_shape(app, gs, g, f.x, f.y, f.seg, palette_player(game_colour(g, f.owner)));
    gs->feat_on = 1;
    gs->feat_x = f.x;
    gs->feat_y = f.y;
    gs->feat_seg = f.seg;
    gs->feat_act.kind = ACT_NONE;
}

static const char *const FEATURE_NAME[4] = {N_("Road"), N_("City"), N_("Field"), N_("Monastery")};

/* "Red +8, Blue +8" from the events [first, last) of g about the feature at x, y, seg;
 * returns 1 when one of them gives points. */
static int feature_points(const Game *g, int first, int last, int x, int y, int seg, char *out,
                          size_t size)
{
    const ScoreEvent *ev = game_events(g);
    const ScoreItem *items = game_event_items(g);
    int per[GAME_MAX_PLAYERS] = {0}, any = 0;
    for (int e = first; e < last; e++) {
        if (ev[e].seg < 0 || ev[e].kind == EV_WINDMILL ||
            !game_same_feature(g, ev[e].x, ev[e].y, ev[e].seg, x, y, seg))
            continue;
        for (int i = 0; i < ev[e].item_count; i++) {
            const ScoreItem *it = &items[ev[e].item_first + i];
            if (it->player < 0 || it->player >= GAME_MAX_PLAYERS) continue;
            per[it->player] += it->points;
            any = 1;
        }
    }
    size_t off = 0;
    out[0] = '\0';
    for (int p = 0; p < game_nplayers(g) && off < size; p++) {
        if (!per[p]) continue;
        int k = snprintf(out + off, size - off, "%s%s +%d", off ? ", " : "",
                         palette_player_name(g, p), per[p]);
        if (k > 0) off += (size_t)k;
    }
    return any && out[0];
}

/* The hovered feature's box: what it is, who holds it, what it scores now and at the end. */
static void feature_box(App *app, GameScene *gs)
{
    if (!gs->feat_on) return;
    const Game *view = scene_game_view(app, gs);
    /* with the follower the spot would get: the game after that action */
    Game *now = game_clone(view);
    if (!now) return;
    int before = game_event_count(view);
    if (gs->feat_act.kind == ACT_FOLLOWER && game_act(now, &gs->feat_act) != 0) {
        game_free(now);
        return;
    }
    FeatureView fv;
    Pos pos[GAME_MAX_PLACED];
    if (game_feature(now, gs->feat_x, gs->feat_y, gs->feat_seg, &fv, pos, GAME_MAX_PLACED) != 0) {
        game_free(now);
        return;
    }
    char line[5][240];
    int nl = 0;
    const char *name = fv.kind >= 0 && fv.kind < 4 ? _(FEATURE_NAME[fv.kind]) : "?";
    if (fv.kind == SEG_MONASTERY) {
        int around = 0;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++)
                around += (dx || dy) && game_tile_at(now, gs->feat_x + dx, gs->feat_y + dy) >= 0;
        /* TRANSLATORS: "Monastery: 5 of the 8 tiles around it" */
        snprintf(line[nl++], sizeof line[0], _("%s: %d of the 8 tiles around it"), name, around);
    } else if (fv.kind == SEG_FIELD) {
        snprintf(line[nl++], sizeof line[0], P_("%s: %d tile", "%s: %d tiles", fv.tiles), name,
                 fv.tiles);
    } else if (fv.complete) {
        snprintf(line[nl++], sizeof line[0],
                 P_("%s: %d tile, complete", "%s: %d tiles, complete", fv.tiles), name, fv.tiles);
    } else {
        /* two counts: two sentences, each with its own plural */
        snprintf(line[nl++], sizeof line[0], P_("%s: %d tile", "%s: %d tiles", fv.tiles), name,
                 fv.tiles);
        snprintf(line[nl++], sizeof line[0], P_("%d open end", "%d open ends", fv.open_ends),
                 fv.open_ends);
    }
    char who[200];
    size_t off = 0;
    who[0] = '\0';
    for (int p = 0; p < game_nplayers(now) && off < sizeof who; p++) {
        if (!fv.followers[p]) continue;
        int k = snprintf(who + off, sizeof who - off, "%s%s (%d)", off ? ", " : "",
                         palette_player_name(now, p), fv.followers[p]);
        if (k > 0) off += (size_t)k;
    }
    if (who[0])
        snprintf(line[nl++], sizeof line[0], _("Held by %s"), who);
    else
        snprintf(line[nl++], sizeof line[0], "%s", _("Nobody holds it"));
    char pts[200];
    if (feature_points(now, before, game_event_count(now), gs->feat_x, gs->feat_y, gs->feat_seg,
                       pts, sizeof pts))
        snprintf(line[nl++], sizeof line[0], _("Scores now: %s"), pts);
    else if (fv.scored)
        snprintf(line[nl++], sizeof line[0], "%s", _("Already scored"));
    else if (fv.kind == SEG_FIELD)
        snprintf(line[nl++], sizeof line[0], "%s", _("Now: fields score only at the end"));
    else
        snprintf(line[nl++], sizeof line[0], "%s", _("Now: scores when it is completed"));
    if (!fv.scored && !fv.complete) {
        Game *end = game_projected(now);
        if (end && feature_points(end, game_event_count(now), game_event_count(end), gs->feat_x,
                                  gs->feat_y, gs->feat_seg, pts, sizeof pts))
            snprintf(line[nl++], sizeof line[0], _("At the end, as it stands: %s"), pts);
        else if (end)
            snprintf(line[nl++], sizeof line[0], "%s", _("At the end, as it stands: nothing"));
        if (end) game_free(end);
    }
    game_free(now);
    const Theme *th = palette_theme();
    float lh = (float)text_line_height(app->text, FONT_SMALL) + app_px(app, 3);
    float w = 0, pad = app_px(app, 9);
    for (int i = 0; i < nl; i++) {
        float tw = (float)text_width(app->text, i ? FONT_SMALL : FONT_BOLD, line[i]);
        if (tw > w) w = tw;
    }
    w += 2 * pad;
    float h = lh * (float)nl + 2 * pad;
    float x = gs->mx + app_px(app, 22), y = gs->my + app_px(app, 22);
    if (gs->feat_act.kind == ACT_FOLLOWER) {
        /* beside the new tile, not over its other spots */
        int rx, ry, rw;
        camera_tile_rect(&gs->cam, gs->feat_x, gs->feat_y, &rx, &ry, &rw);
        x = (float)(rx + rw) + app_px(app, 10);
        y = (float)ry;
        if (x + w > gs->board.x + gs->board.w - app_px(app, 4)) x = (float)rx - app_px(app, 10) - w;
    } else if (x + w > gs->board.x + gs->board.w - app_px(app, 4)) {
        x = gs->mx - app_px(app, 22) - w;
    }
    if (x < gs->board.x + app_px(app, 4)) x = gs->board.x + app_px(app, 4);
    if (y + h > gs->board.y + gs->board.h - app_px(app, 4)) y = gs->my - app_px(app, 22) - h;
    if (y < gs->board.y + app_px(app, 4)) y = gs->board.y + app_px(app, 4);
    draw_round_rect(app->renderer, x, y, w, h, app_px(app, 6), palette_alpha(th->panel, 245));
    draw_rect_outline(app->renderer, x, y, w, h, app_px(app, 1), th->panel_edge);
    for (int i = 0; i < nl; i++)
        text_draw(app->text, i ? FONT_SMALL : FONT_BOLD, line[i], i ? th->ink : th->ink, x + pad,
                  y + pad + lh * (float)i, 0);
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
    snprintf(head, sizeof head, ev->final ? _("Turn %d, final scoring") : _("Turn %d"), ev->turn);
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
    snprintf(buf, sizeof buf, _("Tiles left: %d"), game_tiles_left(g));
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

static const char *const CATEGORY[CAT_COUNT] = {N_("roads"),   N_("cities"),    N_("monasteries"),
                                                N_("fields"),  N_("flowers"),   N_("windmills"),
                                                N_("markets"), N_("privileges")};

void hud_assist_projection_hover(App *app, GameScene *gs, int seat, SDL_FRect r)
{
    (void)app;
    if (gs->mx >= r.x && gs->mx < r.x + r.w && gs->my >= r.y && gs->my < r.y + r.h)
        gs->proj_hover = seat;
}

/* What a projected "-> N" counts: the score now and what final scoring would add, by kind. */
static void projection_tip(App *app, GameScene *gs)
{
    int seat = gs->proj_hover;
    gs->proj_hover = -1;
    const Game *g = app->session.game;
    if (seat < 0 || seat >= game_nplayers(g)) return;
    Game *end = game_projected(g);
    if (!end) return;
    int per[CAT_COUNT] = {0};
    const ScoreEvent *ev = game_events(end);
    const ScoreItem *items = game_event_items(end);
    for (int e = game_event_count(g); e < game_event_count(end); e++)
        for (int i = 0; i < ev[e].item_count; i++) {
            const ScoreItem *it = &items[ev[e].item_first + i];
            if (it->player == seat && it->category >= 0 && it->category < CAT_COUNT)
                per[it->category] += it->points;
        }
    int total = game_score(end, seat), score = game_score(g, seat);
    game_free(end);
    char line[3][300];
    /* TRANSLATORS: the projected score's tooltip; %s is a player's name */
    snprintf(line[0], sizeof line[0], _("%s's score if the game ended now: %d"),
             palette_player_name(g, seat), total);
    snprintf(line[1], sizeof line[1], _("%d scored so far, +%d from final scoring"), score,
             total - score);
    size_t off = 0;
    line[2][0] = '\0';
    for (int c = 0; c < CAT_COUNT && off < sizeof line[2]; c++) {
        if (!per[c]) continue;
        int k = snprintf(line[2] + off, sizeof line[2] - off, "%s%s +%d", off ? ", " : "",
                         _(CATEGORY[c]), per[c]);
        if (k > 0) off += (size_t)k;
    }
    if (!line[2][0])
        snprintf(line[2], sizeof line[2], "%s", _("(unfinished features and fields give nothing)"));
    const Theme *th = palette_theme();
    float lh = (float)text_line_height(app->text, FONT_SMALL) + app_px(app, 3),
          pad = app_px(app, 9);
    float w = 0;
    for (int i = 0; i < 3; i++) {
        float tw = (float)text_width(app->text, FONT_SMALL, line[i]);
        if (tw > w) w = tw;
    }
    w += 2 * pad;
    float h = 3 * lh + 2 * pad;
    float x = gs->panel.x - w - app_px(app, 8), y = gs->my - h / 2;
    if (x < app_px(app, 4)) x = app_px(app, 4);
    if (y < app_px(app, 4)) y = app_px(app, 4);
    draw_round_rect(app->renderer, x, y, w, h, app_px(app, 6), palette_alpha(th->panel, 245));
    draw_rect_outline(app->renderer, x, y, w, h, app_px(app, 1), th->panel_edge);
    for (int i = 0; i < 3; i++)
        text_draw(app->text, FONT_SMALL, line[i], th->ink, x + pad, y + pad + lh * (float)i, 0);
}

void hud_assist_overlay(App *app, GameScene *gs)
{
    feature_box(app, gs);
    projection_tip(app, gs);
    if (settings_assist(&app->settings, ASSIST_LOG)) log_entry(app, gs);
    if (!settings_assist(&app->settings, ASSIST_TILES)) return;
    /* beside the board's toolbar (Menu, Centre, -, +; hud_layout.c) */
    HudTool t[HUD_TOOL_COUNT];
    hud_layout_toolbar(app, gs, t);
    ui_button(app->uis, t[HUD_TOOL_TILES].id, t[HUD_TOOL_TILES].label, t[HUD_TOOL_TILES].r,
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

int hud_assist_quiet_event(const Game *g, const ScoreEvent *ev, char *out, size_t size)
{
    if (ev->kind != EV_PRIVILEGE_TURN || ev->item_count <= 0) return -1;
    int who = game_event_items(g)[ev->item_first].player;
    if (who < 0 || who >= game_nplayers(g)) return -1;
    int type = -1;
    for (int i = 0; i < GAME_TOKEN_COUNT; i++) {
        TokenView tv;
        game_token(g, i, &tv);
        if (tv.where == TOKPLACE_TURNED && tv.x == ev->x && tv.y == ev->y) type = tv.type;
    }
    if (type < 0) {
        /* re-dealt since, face down: which token it was no longer shows (the story's words) */
        char pts[80];
        snprintf(pts, sizeof pts, "%s +0", palette_player_name(g, who));
        snprintf(out, size, _("A privilege token is turned over: %s"), pts);
    } else
        /* TRANSLATORS: a log line: "Red +0 · Royal Court turned" (no follower in its area) */
        snprintf(out, size, _("%s +0 \xc2\xb7 %s turned"), palette_player_name(g, who),
                 marks_token_name(type));
    return who;
}
