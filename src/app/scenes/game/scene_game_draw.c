/* Drawing the game scene's board: tiles, highlights of legal choices, figures, the tile
 * preview that follows the pointer, scoring animations; then the HUD and overlays. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "edge.h"
#include "board_view.h"
#include "draw.h"
#include "figure_gfx.h"
#include "palette.h"
#include "hud_assist.h"
#include "hud_layout.h"
#include "i18n.h"
#include "scene_game_marks.h"
#include "scene_game_net.h"
#include "hud_hint.h"
#include "scene_game_state.h"
#include "text.h"
#include "tile_gfx.h"
#include "ui.h"

/* The board view of the shared renderer (board_view.h). */
static BoardView board_of(const App *app, const GameScene *gs)
{
    return (BoardView){app->renderer, app->tiles, &gs->cam, gs->board};
}

static void cell_rect(const GameScene *gs, int x, int y, SDL_Rect *r)
{
    BoardView v = {.cam = &gs->cam, .area = gs->board};
    board_cell(&v, x, y, r);
}

static int visible(const GameScene *gs, const SDL_Rect *r)
{
    BoardView v = {.cam = &gs->cam, .area = gs->board};
    return board_visible(&v, r);
}

static void outline_cell(App *app, const SDL_Rect *r, float t, SDL_Color c)
{
    draw_rect_outline(app->renderer, (float)r->x, (float)r->y, (float)r->w, (float)r->h, t, c);
}

static void draw_legal(App *app, GameScene *gs)
{
    const Theme *th = palette_theme();
    float t = app_px(app, 2);
    int lastx = 1 << 30, lasty = 1 << 30;
    for (int i = 0; i < gs->nlegal; i++) {
        const Placement *p = &gs->legal[i];
        if (p->x == lastx && p->y == lasty) continue;
        lastx = p->x;
        lasty = p->y;
        SDL_Rect r;
        cell_rect(gs, p->x, p->y, &r);
        if (!visible(gs, &r)) continue;
        draw_rect(app->renderer, (float)r.x, (float)r.y, (float)r.w, (float)r.h, th->legal);
        outline_cell(app, &r, t, th->legal_edge);
    }
}

static void token_draw(App *app, GameScene *gs, int x, int y, int face_type, Uint8 alpha)
{
    SDL_Rect r;
    cell_rect(gs, x, y, &r);
    if (!visible(gs, &r)) return;
    int s = (int)(r.w * 0.56f);
    SDL_Rect d = {r.x + (r.w - s) / 2, r.y + (r.w - s) / 2, s, s};
    int kind = face_type < 0 ? GFX_TOKEN_BACK : GFX_TOKEN_ROAD + face_type;
    if (tile_gfx_figure(app->tiles, kind, -1, &d, alpha) != 0)
        figure_draw_token(app->renderer, r.x + r.w / 2.0f, r.y + r.w / 2.0f, (float)s,
                          face_type >= 0, alpha);
}

static void draw_tokens(App *app, GameScene *gs, const Game *g)
{
    if (!(game_expansions(g) & EXP_PRIVILEGES)) return;
    for (int i = 0; i < GAME_TOKEN_COUNT; i++) {
        TokenView tv;
        game_token(g, i, &tv);
        if (tv.where != TOKPLACE_BOARD) continue;
        token_draw(app, gs, tv.x, tv.y, -1, 255);
    }
}

static void draw_figures(App *app, GameScene *gs, const Game *g)
{
    BoardView v = board_of(app, gs);
    const Action *pend = gs->turn.has_act ? &gs->turn.act : NULL;
    int returnable =
        gs->can_return && game_phase(g) == PHASE_ACTION && scene_game_human_to_move(gs, app);
    for (int i = 0; i < game_figure_count(g); i++) {
        FigureView f;
        game_figure(g, i, &f);
        if (!f.on_board) continue;
        float bx, by;
        scene_game_anchor(app, gs, f.x, f.y, f.seg, &bx, &by);
        by -= marks_drop_lift(gs, f.x, f.y, f.seg);
        int leaving = pend && pend->kind == ACT_RETURN && pend->x == f.x && pend->y == f.y &&
                      f.owner == game_current_player(g) &&
                      game_same_feature(g, f.x, f.y, f.seg, pend->x, pend->y, pend->seg);
        board_draw_figure(&v, game_colour(g, f.owner), board_figure_kind(&f), bx, by, 1.0f,
                          leaving ? 90 : 255);
        if (returnable && f.owner == game_current_player(g) && !leaving) {
            /* after a Festival tile: your figures can be taken back */
            float sx, sy;
            camera_to_screen(&gs->cam, bx, by, &sx, &sy);
            draw_ring(app->renderer, sx, sy, gs->cam.zoom * 0.24f, app_px(app, 2),
                      palette_alpha(palette_theme()->legal_edge, 200));
        }
        if (leaving) {
            float sx, sy;
            camera_to_screen(&gs->cam, bx, by, &sx, &sy);
            float s = gs->cam.zoom * 0.16f;
            SDL_Color red = palette_theme()->bad;
            draw_line(app->renderer, sx - s, sy - s, sx + s, sy + s, app_px(app, 3), red);
            draw_line(app->renderer, sx - s, sy + s, sx + s, sy - s, app_px(app, 3), red);
        }
    }
}

static void donkey_at(App *app, GameScene *gs, int x, int y, Uint8 alpha)
{
    float sx, sy;
    camera_to_screen(&gs->cam, (float)x + 0.27f, (float)y + 0.27f - marks_drop_lift(gs, x, y, -1),
                     &sx, &sy);
    float size = gs->cam.zoom * 0.34f;
    if (size < 8) size = 8;
    int is = (int)(size * 1.2f);
    SDL_Rect d = {(int)(sx - is / 2.0f), (int)(sy - is / 2.0f), is, is};
    if (tile_gfx_figure(app->tiles, GFX_DONKEY, -1, &d, alpha) != 0)
        figure_draw_donkey(app->renderer, sx, sy, size, alpha);
}

static void draw_donkey(App *app, GameScene *gs, const Game *g)
{
    if (!game_element_on(g, WITHOUT_DONKEY)) return;
    int x, y;
    game_donkey(g, &x, &y);
    const Action *pend = gs->turn.has_act ? &gs->turn.act : NULL;
    int moving = pend && pend->kind == ACT_DONKEY;
    if (gs->mode == MODE_DONKEY && scene_game_human_to_move(gs, app)) {
        /* where it may go: every tile of a donkey action */
        const Theme *th = palette_theme();
        for (int i = 0; i < gs->nacts; i++) {
            if (gs->acts[i].kind != ACT_DONKEY) continue;
            SDL_Rect r;
            cell_rect(gs, gs->acts[i].x, gs->acts[i].y, &r);
            if (!visible(gs, &r)) continue;
            draw_rect(app->renderer, (float)r.x, (float)r.y, (float)r.w, (float)r.h,
                      palette_alpha(th->legal, 160));
            outline_cell(app, &r, app_px(app, 3), th->accent);
        }
    }
    donkey_at(app, gs, x, y, moving ? 90 : 255);
    if (moving) donkey_at(app, gs, pend->x, pend->y, 230);
    if (gs->mode == MODE_DONKEY ||
        (gs->can_donkey && scene_game_human_to_move(gs, app) && game_phase(g) == PHASE_ACTION)) {
        float sx, sy;
        camera_to_screen(&gs->cam, (float)x + 0.27f, (float)y + 0.27f, &sx, &sy);
        SDL_Color c = gs->mode == MODE_DONKEY ? palette_theme()->accent
                                              : palette_alpha(palette_theme()->legal_edge, 150);
        draw_ring(app->renderer, sx, sy, gs->cam.zoom * 0.22f, app_px(app, 2), c);
    }
}

static void draw_action_step(App *app, GameScene *gs, const Game *g)
{
    BoardView board = board_of(app, gs);
    if (game_phase(g) != PHASE_ACTION || !gs->turn.placed) return;
    int seat = game_current_player(g), colour = game_colour(g, seat);
    int human = scene_game_human_to_move(gs, app);
    SDL_Rect r;
    cell_rect(gs, gs->turn.place.x, gs->turn.place.y, &r);
    /* the tile is not confirmed yet: a dashed-looking double frame */
    outline_cell(app, &r, app_px(app, 3), palette_player(colour));
    if (human) {
        /* every place of the new tile where the chosen kind of figure may go */
        for (int i = 0; i < gs->nacts; i++) {
            const Action *a = &gs->acts[i];
            int want = gs->mode == MODE_WINDMILL ? ACT_WINDMILL : ACT_FOLLOWER;
            if (a->kind != want || gs->mode == MODE_DONKEY) continue;
            float bx, by, sx, sy;
            scene_game_anchor(app, gs, gs->turn.place.x, gs->turn.place.y, a->seg, &bx, &by);
            camera_to_screen(&gs->cam, bx, by, &sx, &sy);
            /* a small target: a ring in the player's colour around a light dot */
            float rad = gs->cam.zoom * 0.06f;
            if (rad < 4) rad = 4;
            draw_circle(app->renderer, sx, sy, rad + app_px(app, 1.5f),
                        (SDL_Color){30, 20, 10, 220});
            draw_circle(app->renderer, sx, sy, rad, palette_player(colour));
            draw_circle(app->renderer, sx, sy, rad * 0.5f, (SDL_Color){255, 248, 220, 255});
        }
        Action hover;
        if (gs->mouse_in && scene_game_action_at(app, gs, gs->mx, gs->my, &hover) != ACT_NONE) {
            /* hud_assist_board outlined the feature of a follower spot */
            if (hover.kind == ACT_FOLLOWER || hover.kind == ACT_WINDMILL) {
                float bx, by;
                scene_game_anchor(app, gs, gs->turn.place.x, gs->turn.place.y, hover.seg, &bx, &by);
                const TileDef *t = &game_tileset(g)->tile[gs->turn.place.tile];
                int kind = hover.kind == ACT_WINDMILL            ? FIGURE_WINDMILL
                           : t->seg[hover.seg].kind == SEG_FIELD ? FIGURE_LYING
                                                                 : FIGURE_STANDING;
                board_draw_figure(&board, colour, kind, bx, by, 1.0f, 150);
            } else if (hover.kind == ACT_DONKEY) {
                donkey_at(app, gs, hover.x, hover.y, 150);
            } else if (hover.kind == ACT_RETURN) {
                float bx, by, sx, sy;
                scene_game_anchor(app, gs, hover.x, hover.y, hover.seg, &bx, &by);
                camera_to_screen(&gs->cam, bx, by, &sx, &sy);
                draw_ring(app->renderer, sx, sy, gs->cam.zoom * 0.25f, app_px(app, 3),
                          palette_theme()->legal_edge);
            }
        }
    }
    if (gs->turn.has_act &&
        (gs->turn.act.kind == ACT_FOLLOWER || gs->turn.act.kind == ACT_WINDMILL)) {
        float bx, by;
        scene_game_anchor(app, gs, gs->turn.place.x, gs->turn.place.y, gs->turn.act.seg, &bx, &by);
        const TileDef *t = &game_tileset(g)->tile[gs->turn.place.tile];
        int kind = gs->turn.act.kind == ACT_WINDMILL            ? FIGURE_WINDMILL
                   : t->seg[gs->turn.act.seg].kind == SEG_FIELD ? FIGURE_LYING
                                                                : FIGURE_STANDING;
        board_draw_figure(&board, colour, kind, bx, by, 1.0f, 255);
    }
}

static void draw_token_step(App *app, GameScene *gs, const Game *g)
{
    if (game_phase(g) != PHASE_TOKEN || !scene_game_human_to_move(gs, app)) return;
    const Theme *th = palette_theme();
    for (int i = 0; i < gs->ntok; i++) {
        SDL_Rect r;
        cell_rect(gs, gs->tokpos[i].x, gs->tokpos[i].y, &r);
        if (!visible(gs, &r)) continue;
        draw_rect(app->renderer, (float)r.x, (float)r.y, (float)r.w, (float)r.h, th->legal);
        outline_cell(app, &r, app_px(app, 2), th->accent);
    }
    if (gs->mouse_in) {
        int x, y;
        float u, v;
        camera_cell_at(&gs->cam, gs->mx, gs->my, &x, &y, &u, &v);
        for (int i = 0; i < gs->ntok; i++)
            if (gs->tokpos[i].x == x && gs->tokpos[i].y == y) token_draw(app, gs, x, y, -1, 170);
    }
}

static void draw_preview(App *app, GameScene *gs, const Game *g)
{
    if (game_phase(g) != PHASE_PLACE || !scene_game_human_to_move(gs, app)) return;
    int tile = game_current_tile(g);
    int tex = camera_tex_size(&gs->cam);
    if (gs->snap) {
        SDL_Rect r;
        cell_rect(gs, gs->snap_x, gs->snap_y, &r);
        tile_gfx_draw(app->tiles, tile, gs->snap_rot, &r, tex, 235);
        outline_cell(app, &r, app_px(app, 3),
                     palette_player(game_colour(g, game_current_player(g))));
        if (game_token_at(g, gs->snap_x, gs->snap_y) && !gs->dir_pick)
            token_draw(app, gs, gs->snap_x, gs->snap_y, -1, 200);
        return;
    }
    if (!gs->mouse_in || gs->dragging) return;
    /* carried beside the pointer, in the preferred rotation, until it snaps to a spot */
    int s = (int)(gs->cam.zoom * 0.6f);
    if (s < (int)app_px(app, 40)) s = (int)app_px(app, 40);
    if (s > (int)app_px(app, 110)) s = (int)app_px(app, 110);
    int off = (int)app_px(app, 14);
    SDL_Rect r = {(int)gs->mx + off, (int)gs->my + off, s, s};
    draw_rect(app->renderer, (float)r.x + app_px(app, 4), (float)r.y + app_px(app, 5), (float)s,
              (float)s, (SDL_Color){0, 0, 0, 90});
    tile_gfx_draw(app->tiles, tile, gs->rot, &r, tex, 230);
    outline_cell(app, &r, app_px(app, 2), palette_player(game_colour(g, game_current_player(g))));
}

void scene_game_arrow(App *app, const GameScene *gs, int d, float *x, float *y, float *half)
{
    float sx, sy;
    camera_to_screen(&gs->cam, (float)gs->dir_place.x + (float)edge_dx[d] * 0.78f,
                     (float)gs->dir_place.y + (float)edge_dy[d] * 0.78f, &sx, &sy);
    float s = gs->cam.zoom * 0.42f;
    if (s < app_px(app, 22)) s = app_px(app, 22);
    float h = s * 0.62f, m = app_px(app, 6);
    /* clear of the toolbar above, the hint line below and the panel beside */
    float x0 = gs->board.x + h + m, x1 = gs->board.x + gs->board.w - h - m;
    float y0 = gs->board.y + app_px(app, 52) + h,
          y1 = gs->board.y + gs->board.h - app_px(app, 50) - h;
    if (sx < x0) sx = x0;
    if (sx > x1) sx = x1;
    if (sy < y0) sy = y0;
    if (sy > y1) sy = y1;
    *x = sx;
    *y = sy;
    *half = h;
}

/* Choosing the direction to turn a token: four arrows over everything on the board. */
static void draw_arrows(App *app, GameScene *gs)
{
    if (!gs->dir_pick) return;
    for (int d = 0; d < 4; d++) {
        float sx, sy, h;
        scene_game_arrow(app, gs, d, &sx, &sy, &h);
        draw_circle(app->renderer, sx, sy, h + app_px(app, 2), (SDL_Color){255, 240, 200, 230});
        draw_circle(app->renderer, sx, sy, h, (SDL_Color){40, 26, 10, 235});
        draw_arrow(app->renderer, sx, sy, h * 1.13f, d, palette_theme()->accent);
        char id[8];
        snprintf(id, sizeof id, "dir-%d", d);
        ui_area(app->uis, id, (SDL_FRect){sx - h, sy - h, 2 * h, 2 * h});
    }
}

static void draw_flashes(App *app, GameScene *gs)
{
    for (int i = 0; i < gs->anim.nflash; i++) {
        const AnimFlash *f = &gs->anim.flash[i];
        float p = anim_progress(&gs->anim, f->start_ms, f->dur_ms);
        if (p < 0) continue;
        float a = p < 0.2f ? p / 0.2f : 1.0f - (p - 0.2f) / 0.8f;
        SDL_Color c = {255, 240, 160, (Uint8)(140 * a)};
        SDL_Color e = {255, 210, 60, (Uint8)(255 * a)};
        for (int k = 0; k < f->npos; k++) {
            SDL_Rect r;
            cell_rect(gs, f->pos[k].x, f->pos[k].y, &r);
            if (!visible(gs, &r)) continue;
            draw_rect(app->renderer, (float)r.x, (float)r.y, (float)r.w, (float)r.h, c);
            outline_cell(app, &r, app_px(app, 2.5f), e);
        }
        /* a turned token: its face and type while its area flashes */
        if (f->kind == EV_PRIVILEGE_TURN)
            marks_draw_token_face(app, gs, scene_game_view(app, gs), f->x, f->y, (Uint8)(255 * a));
    }
}

static void draw_popups(App *app, GameScene *gs, const Game *g)
{
    for (int i = 0; i < gs->anim.npopup; i++) {
        const AnimPopup *pp = &gs->anim.popup[i];
        float p = anim_progress(&gs->anim, pp->start_ms, pp->dur_ms);
        if (p < 0) continue;
        float sx, sy, tx, ty;
        camera_to_screen(&gs->cam, pp->bx, pp->by, &sx, &sy);
        hud_player_anchor(app, gs, pp->seat, &tx, &ty);
        /* rise a little, then fly to the scorer's line */
        float x, y;
        if (p < 0.35f) {
            float q = p / 0.35f;
            x = sx;
            y = sy - app_px(app, 26) * q;
        } else {
            float q = (p - 0.35f) / 0.65f;
            q = q * q * (3 - 2 * q);
            x = sx + (tx - sx) * q;
            y = sy - app_px(app, 26) + (ty - sy + app_px(app, 26)) * q;
        }
        char s[16];
        snprintf(s, sizeof s, "+%d", pp->points);
        int colour = game_colour(g, pp->seat);
        SDL_Color fill = palette_player(colour), edge = palette_player_ink(colour);
        float o = app_px(app, 1.5f);
        /* a backing, so that "+4" landing on a score of 14 reads "+4", not "+44" */
        SDL_FRect bk = hud_popup_box(app, gs, s, x, y);
        draw_round_rect(app->renderer, bk.x, bk.y, bk.w, bk.h, app_px(app, 6),
                        palette_theme()->panel);
        for (int k = 0; k < 4; k++)
            text_draw(app->text, FONT_LARGE, s, edge, x + (k & 1 ? o : -o), y + (k & 2 ? o : -o),
                      TEXT_CENTER | TEXT_MIDDLE);
        text_draw(app->text, FONT_LARGE, s, fill, x, y, TEXT_CENTER | TEXT_MIDDLE);
    }
}

static void draw_toolbar(App *app, GameScene *gs)
{
    HudTool t[HUD_TOOL_COUNT];
    hud_layout_toolbar(app, gs, t);
    for (int i = HUD_TOOL_MENU; i <= HUD_TOOL_ZOOM_IN; i++)
        ui_button(app->uis, t[i].id, t[i].label, t[i].r, UI_SECONDARY);
}

static void layout_extra(App *app, GameScene *gs, const Game *g, char *buf, size_t size)
{
    /* for end-to-end tests: where the legal targets are, in window points */
    size_t off = 0;
    float k = 1.0f / app->px_per_point;
    int n = snprintf(buf, size, "phase %d actor %d human %d\n", (int)game_phase(g),
                     scene_game_actor(gs, app), scene_game_human_to_move(gs, app));
    if (n > 0) off = (size_t)n;
    int lastx = 1 << 30, lasty = 1 << 30;
    for (int i = 0; i < gs->nlegal && off < size; i++) {
        const Placement *p = &gs->legal[i];
        if (p->x == lastx && p->y == lasty) continue;
        lastx = p->x;
        lasty = p->y;
        float sx, sy;
        camera_to_screen(&gs->cam, (float)p->x, (float)p->y, &sx, &sy);
        if (sx < gs->board.x || sy < gs->board.y || sx >= gs->board.x + gs->board.w ||
            sy >= gs->board.y + gs->board.h || ui_over_widget(app->uis, sx, sy))
            continue;
        n = snprintf(buf + off, size - off, "legal %d %d %d %d\n", p->x, p->y, (int)(sx * k),
                     (int)(sy * k));
        if (n > 0) off += (size_t)n;
    }
}

void scene_game_draw(App *app, void *state)
{
    GameScene *gs = state;
    if (!gs) return;
    const Game *g = scene_game_view(app, gs);
    scene_game_layout(app, gs);
    SDL_Rect clip = {(int)gs->board.x, (int)gs->board.y, (int)gs->board.w, (int)gs->board.h};
    SDL_RenderSetClipRect(app->renderer, &clip);
    BoardView board = board_of(app, gs);
    board_draw_tiles(&board, g);
    marks_draw_settling(app, gs, g);
    marks_draw_last_tiles(app, gs);
    if (game_phase(g) == PHASE_PLACE && scene_game_human_to_move(gs, app)) draw_legal(app, gs);
    draw_tokens(app, gs, g);
    draw_flashes(app, gs);
    marks_draw_turned(app, gs, g);
    draw_preview(app, gs, g);
    draw_figures(app, gs, g);
    marks_draw_last_figures(app, gs);
    hud_assist_board(app, gs, g);
    draw_action_step(app, gs, g);
    draw_donkey(app, gs, g); /* above the follower spots */
    draw_token_step(app, gs, g);
    marks_draw_blocked(app, gs, g);
    draw_toolbar(app, gs);
    scene_game_msg_draw(app, gs);
    draw_arrows(app, gs);
    SDL_RenderSetClipRect(app->renderer, NULL);
    hud_draw(app, gs);
    hud_assist_overlay(app, gs);
    hud_hint_draw(app, gs);
    draw_popups(app, gs, g);
    scene_game_saves_draw(app, gs);
    scene_game_net_draw(app, gs);
    if (gs->paused) scene_game_pause_draw(app, gs);
    if (app->opt.layout_dump) { /* after what the HUD added */
        size_t used = strlen(app->layout_extra);
        layout_extra(app, gs, g, app->layout_extra + used, sizeof app->layout_extra - used);
    }
}
