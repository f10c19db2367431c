/* The game scene's input: the drawn tile follows the pointer and snaps to legal positions in
 * legal rotations; clicks place it, choose a figure action, move the donkey, return a
 * figure, place a privilege token; keys do the same without the mouse. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "edge.h"
#include "board_view.h"
#include "audio.h"
#include "hud_assist.h"
#include "i18n.h"
#include "scene_game_marks.h"
#include "scene_game_net.h"
#include "hud_hint.h"
#include "scene_game_state.h"
#include "scenes.h"
#include "tile_gfx.h"
#include "ui.h"

#define DRAG_THRESHOLD 6.0f

int scene_game_rotations_at(const GameScene *gs, int x, int y)
{
    int mask = 0;
    for (int i = 0; i < gs->nlegal; i++)
        if (gs->legal[i].x == x && gs->legal[i].y == y) mask |= 1 << gs->legal[i].rot;
    return mask;
}

/* The first legal rotation at or after `from`, clockwise (step 1) or back (step 3). */
static int pick_rotation(int mask, int from, int step)
{
    for (int k = 0; k < 4; k++) {
        int r = (from + k * step) & 3;
        if (mask & (1 << r)) return r;
    }
    return -1;
}

void scene_game_update_snap(App *app, GameScene *gs)
{
    const Game *g = scene_game_view(app, gs);
    gs->snap = 0;
    gs->hover_seg = -1;
    if (!g || game_phase(g) != PHASE_PLACE || !scene_game_human_to_move(gs, app)) return;
    int x, y;
    if (gs->dir_pick) {
        gs->snap = 1;
        gs->snap_x = gs->dir_place.x;
        gs->snap_y = gs->dir_place.y;
        gs->snap_rot = gs->dir_place.rot;
        return;
    }
    if (gs->kb_index >= 0 && gs->kb_index < gs->nlegal) {
        x = gs->legal[gs->kb_index].x;
        y = gs->legal[gs->kb_index].y;
    } else if (gs->mouse_in) {
        float u, v;
        camera_cell_at(&gs->cam, gs->mx, gs->my, &x, &y, &u, &v);
    } else {
        return;
    }
    int mask = scene_game_rotations_at(gs, x, y);
    if (!mask) return;
    gs->snap = 1;
    gs->snap_x = x;
    gs->snap_y = y;
    gs->snap_rot = pick_rotation(mask, gs->rot, 1);
}

void scene_game_anchor(App *app, const GameScene *gs, int x, int y, int seg, float *bx, float *by)
{
    BoardView v = {app->renderer, app->tiles, &gs->cam, gs->board};
    board_anchor(&v, scene_game_view(app, gs), x, y, seg, bx, by);
}

static int legal_action(const Game *g, const Action *a, const char **why)
{
    const char *w = game_check_action(g, a);
    if (why) *why = w;
    return w == NULL;
}

/* The own figure (for a Festival return) drawn under the pointer, or -1. */
static int own_figure_at(App *app, GameScene *gs, float sx, float sy, Action *out)
{
    const Game *g = scene_game_view(app, gs);
    int seat = game_current_player(g);
    float best = 0.3f * gs->cam.zoom;
    int found = -1;
    for (int i = 0; i < game_figure_count(g); i++) {
        FigureView f;
        game_figure(g, i, &f);
        if (!f.on_board || f.owner != seat) continue;
        float bx, by, px, py;
        scene_game_anchor(app, gs, f.x, f.y, f.seg, &bx, &by);
        camera_to_screen(&gs->cam, bx, by, &px, &py);
        float d = hypotf(px - sx, py - sy);
        if (d < best) {
            best = d;
            found = i;
            out->kind = ACT_RETURN;
            out->seg = f.seg;
            out->x = f.x;
            out->y = f.y;
        }
    }
    return found;
}

static int donkey_hit(App *app, GameScene *gs, float sx, float sy)
{
    int dx, dy;
    game_donkey(scene_game_view(app, gs), &dx, &dy);
    if (!game_element_on(scene_game_view(app, gs), WITHOUT_DONKEY)) return 0;
    float px, py;
    camera_to_screen(&gs->cam, (float)dx + 0.27f, (float)dy + 0.27f, &px, &py);
    return hypotf(px - sx, py - sy) < 0.2f * gs->cam.zoom;
}

int scene_game_action_at(App *app, GameScene *gs, float sx, float sy, Action *out)
{
    const Game *g = scene_game_view(app, gs);
    out->kind = ACT_NONE;
    out->seg = -1;
    out->x = out->y = 0;
    if (game_phase(g) != PHASE_ACTION || !gs->turn.placed) return ACT_NONE;
    int x, y;
    float u, v;
    camera_cell_at(&gs->cam, sx, sy, &x, &y, &u, &v);
    if (gs->mode == MODE_DONKEY) {
        Action a = {ACT_DONKEY, -1, x, y};
        if (legal_action(g, &a, NULL)) *out = a;
        return out->kind;
    }
    Action ret;
    if (gs->can_return && own_figure_at(app, gs, sx, sy, &ret) >= 0 &&
        legal_action(g, &ret, NULL)) {
        *out = ret;
        return out->kind;
    }
    if (x != gs->turn.place.x || y != gs->turn.place.y) return ACT_NONE;
    int seg = tile_gfx_hit(app->tiles, gs->turn.place.tile, gs->turn.place.rot, u, v);
    if (seg < 0) return ACT_NONE;
    const TileDef *t = &game_tileset(g)->tile[gs->turn.place.tile];
    Action a = {gs->mode == MODE_WINDMILL ? ACT_WINDMILL : ACT_FOLLOWER, seg, 0, 0};
    if (a.kind == ACT_WINDMILL && t->seg[seg].kind != SEG_FIELD) return ACT_NONE;
    if (legal_action(g, &a, NULL)) *out = a;
    return out->kind;
}

static void rotate(App *app, GameScene *gs, int step)
{
    const Game *g = scene_game_view(app, gs);
    if (game_phase(g) != PHASE_PLACE || gs->dir_pick) return;
    int before = gs->rot;
    if (gs->snap) {
        int mask = scene_game_rotations_at(gs, gs->snap_x, gs->snap_y);
        int r = pick_rotation(mask, (gs->snap_rot + step) & 3, step);
        if (r >= 0) gs->rot = r;
        if (r == gs->snap_rot && mask)
            scene_game_hint(gs, _("This is the only rotation that fits here"));
    } else {
        gs->rot = (gs->rot + step) & 3;
    }
    if (gs->rot != before) audio_play(app->audio, SFX_ROTATE, 0, (unsigned)gs->rot);
    scene_game_update_snap(app, gs);
    app->dirty = 1;
}

static void place(App *app, GameScene *gs, int turn_dir)
{
    Placement p;
    if (gs->dir_pick) {
        p = gs->dir_place;
    } else {
        p.tile = game_current_tile(scene_game_view(app, gs));
        p.x = gs->snap_x;
        p.y = gs->snap_y;
        p.rot = gs->snap_rot;
        p.turn_dir = -1;
        if (game_token_at(scene_game_view(app, gs), p.x, p.y) && turn_dir < 0) {
            gs->dir_pick = 1;
            gs->dir_place = p;
            app->dirty = 1;
            return;
        }
    }
    p.turn_dir = turn_dir;
    gs->dir_pick = 0;
    if (turn_place(&gs->turn, &p) != 0) {
        scene_game_hint(gs, gs->turn.error);
    } else {
        audio_play(app->audio, SFX_TILE_PLACED, 0, (unsigned)game_turn(scene_game_view(app, gs)));
        anim_add_settle(&gs->anim, ANIM_TILE, p.x, p.y, -1);
        gs->rot = p.rot;
        gs->kb_index = -1;
        gs->mode = MODE_FIGURE;
    }
    scene_game_refresh(app, gs);
}

/* The direction arrow under a screen point while picking one, or -1. */
static int arrow_at(App *app, GameScene *gs, float sx, float sy)
{
    for (int d = 0; d < 4; d++) {
        float px, py, r;
        scene_game_arrow(app, gs, d, &px, &py, &r);
        if (fabsf(px - sx) < r && fabsf(py - sy) < r) return d;
    }
    return -1;
}

static void confirm(App *app, GameScene *gs)
{
    if (game_phase(scene_game_view(app, gs)) != PHASE_ACTION || !gs->turn.placed) return;
    if (turn_confirm(&gs->turn) != 0) {
        scene_game_hint(gs, gs->turn.error);
        return;
    }
    scene_game_after_confirm(app, gs);
}

static void undo(App *app, GameScene *gs)
{
    if (gs->dir_pick) {
        gs->dir_pick = 0;
    } else if (gs->mode == MODE_DONKEY) {
        gs->mode = MODE_FIGURE;
    } else if (turn_undo(&gs->turn) == 0 && !scene_game_take_back(app, gs)) {
        scene_game_hint(gs, _("Nothing to take back: a confirmed turn stays"));
    }
    scene_game_refresh(app, gs);
}

static void board_click(App *app, GameScene *gs, float sx, float sy)
{
    const Game *g = scene_game_view(app, gs);
    if (gs->unplaceable_ms > 0) {
        gs->unplaceable_ms = 1; /* skip the wait */
        return;
    }
    if (!scene_game_human_to_move(gs, app)) return;
    int x, y;
    float u, v;
    camera_cell_at(&gs->cam, sx, sy, &x, &y, &u, &v);
    switch (game_phase(g)) {
    case PHASE_PLACE:
        if (gs->dir_pick) {
            int d = arrow_at(app, gs, sx, sy);
            if (d >= 0)
                place(app, gs, d);
            else
                scene_game_hint(
                    gs, _("Choose the direction to turn the privilege token: click an arrow"));
            return;
        }
        gs->kb_index = -1;
        scene_game_update_snap(app, gs);
        const char *blocked = NULL;
        if (gs->snap && gs->snap_x == x && gs->snap_y == y)
            place(app, gs, -1);
        else if (marks_blocked_at(app, gs, x, y, &blocked)) {
            char msg[240];
            snprintf(msg, sizeof msg, _("Blocked by the donkey: %s"), _(blocked));
            scene_game_hint(gs, msg);
        } else if (game_tile_at(g, x, y) < 0 && gs->nlegal > 0)
            scene_game_hint(
                gs, _("The tile does not fit there: the highlighted places are where it can go"));
        return;
    case PHASE_ACTION: {
        if (gs->mode != MODE_DONKEY && gs->can_donkey && donkey_hit(app, gs, sx, sy)) {
            gs->mode = MODE_DONKEY;
            app->dirty = 1;
            return;
        }
        Action a;
        if (scene_game_action_at(app, gs, sx, sy, &a) != ACT_NONE) {
            int same = gs->turn.has_act && gs->turn.act.kind == a.kind &&
                       gs->turn.act.seg == a.seg && gs->turn.act.x == a.x && gs->turn.act.y == a.y;
            Action none = {ACT_NONE, -1, 0, 0};
            turn_choose(&gs->turn, same ? &none : &a);
            if (a.kind == ACT_DONKEY) gs->mode = MODE_FIGURE;
        } else if (gs->mode == MODE_DONKEY) {
            scene_game_hint(gs, _("The donkey can move to any other placed tile"));
        } else if (x == gs->turn.place.x && y == gs->turn.place.y) {
            int seg = tile_gfx_hit(app->tiles, gs->turn.place.tile, gs->turn.place.rot, u, v);
            Action want = {gs->mode == MODE_WINDMILL ? ACT_WINDMILL : ACT_FOLLOWER, seg, 0, 0};
            const char *why = seg < 0 ? _("nothing can stand there") : game_check_action(g, &want);
            char msg[200];
            snprintf(msg, sizeof msg, _("Not there: %s"), why ? _(why) : _("not allowed"));
            scene_game_hint(gs, msg);
        }
        app->dirty = 1;
        return;
    }
    case PHASE_TOKEN:
        for (int i = 0; i < gs->ntok; i++)
            if (gs->tokpos[i].x == x && gs->tokpos[i].y == y) {
                if (turn_place_token(&gs->turn, x, y) == 0)
                    scene_game_after_token(app, gs);
                else
                    scene_game_hint(gs, gs->turn.error);
                return;
            }
        scene_game_hint(gs, _("Place the token on a highlighted empty spot"));
        return;
    default: return;
    }
}

/* Glides the camera to cell x, y when it is near the edge of the board view or beyond. */
static void keep_in_view(GameScene *gs, int x, int y)
{
    float sx, sy;
    camera_to_screen(&gs->cam, (float)x, (float)y, &sx, &sy);
    float m = gs->cam.zoom;
    if (sx < gs->board.x + m || sy < gs->board.y + m || sx > gs->board.x + gs->board.w - m ||
        sy > gs->board.y + gs->board.h - m)
        camera_glide_to(&gs->cam, (float)x, (float)y);
}

static void keyboard_next(App *app, GameScene *gs, int step)
{
    if (game_phase(scene_game_view(app, gs)) != PHASE_PLACE || gs->nlegal == 0 || gs->dir_pick)
        return;
    /* step through positions, not rotations */
    int i = gs->kb_index;
    int start = i;
    do {
        i = (i + step + gs->nlegal) % gs->nlegal;
        if (start < 0 || gs->legal[i].x != gs->legal[start].x ||
            gs->legal[i].y != gs->legal[start].y)
            break;
    } while (i != start);
    gs->kb_index = i;
    scene_game_update_snap(app, gs);
    keep_in_view(gs, gs->snap_x, gs->snap_y);
    app->dirty = 1;
}

/* Tab in the action step: the next legal action (then "none"), chosen as a click would. */
static void keyboard_action(App *app, GameScene *gs, int step)
{
    if (!gs->turn.placed || gs->nacts == 0) return;
    int n = gs->nacts + 1; /* the last slot is "no action" */
    gs->kb_act = ((gs->kb_act < 0 ? (step > 0 ? -1 : 0) : gs->kb_act) + step + n) % n;
    Action none = {ACT_NONE, -1, 0, 0};
    const Action *a = gs->kb_act < gs->nacts ? &gs->acts[gs->kb_act] : &none;
    turn_choose(&gs->turn, a);
    static const char *const what[] = {N_("no figure"), N_("a follower"), N_("the windmill"),
                                       N_("move the donkey"), N_("take a figure back")};
    char msg[120];
    snprintf(msg, sizeof msg, _("Chosen: %s (%d of %d). Tab: next    Enter: confirm"),
             _(what[a->kind >= 0 && a->kind <= ACT_RETURN ? a->kind : 0]), gs->kb_act + 1, n);
    scene_game_choice_hint(gs, msg);
    if (a->kind == ACT_DONKEY) camera_glide_to(&gs->cam, (float)a->x, (float)a->y);
    app->dirty = 1;
}

static void toggle_windmill(App *app, GameScene *gs)
{
    if (!gs->can_windmill) {
        scene_game_hint(gs, _("No windmill can go on this tile now"));
        return;
    }
    gs->mode = gs->mode == MODE_WINDMILL ? MODE_FIGURE : MODE_WINDMILL;
    app->dirty = 1;
}

static void widget_click(App *app, GameScene *gs, const char *id)
{
    if (strcmp(id, "confirm") == 0)
        confirm(app, gs);
    else if (strcmp(id, "undo") == 0)
        undo(app, gs);
    else if (strcmp(id, "windmill") == 0)
        toggle_windmill(app, gs);
    else if (strcmp(id, "donkey") == 0)
        gs->mode = gs->mode == MODE_DONKEY ? MODE_FIGURE : MODE_DONKEY;
    else if (strcmp(id, "rotate") == 0)
        rotate(app, gs, 1);
    else if (strcmp(id, "menu") == 0)
        gs->paused = 1;
    else if (strcmp(id, "centre") == 0)
        scene_game_centre(gs, scene_game_view(app, gs), 0);
    else if (strcmp(id, "zoom-in") == 0)
        camera_zoom(&gs->cam, 1, gs->board.x + gs->board.w / 2, gs->board.y + gs->board.h / 2);
    else if (strcmp(id, "zoom-out") == 0)
        camera_zoom(&gs->cam, -1, gs->board.x + gs->board.w / 2, gs->board.y + gs->board.h / 2);
    else if (strcmp(id, "skip") == 0 && gs->unplaceable_ms > 0)
        gs->unplaceable_ms = 1;
    else if (strncmp(id, "dir-", 4) == 0 && gs->dir_pick)
        place(app, gs, id[4] - '0');
    else if (!hud_hint_click(app, gs, id))
        hud_assist_click(app, gs, id);
    app->dirty = 1;
}

/* A controller's D-pad or stick in the place step: the nearest legal position in that
 * direction from the one shown (the first one when none is). */
static void pad_spot(App *app, GameScene *gs, int dir)
{
    if (gs->nlegal == 0) return;
    if (!gs->snap || gs->kb_index < 0) {
        keyboard_next(app, gs, 1);
        return;
    }
    const int *dx = edge_dx, *dy = edge_dy;
    int best = -1, cost = 0;
    for (int i = 0; i < gs->nlegal; i++) {
        int vx = gs->legal[i].x - gs->snap_x, vy = gs->legal[i].y - gs->snap_y;
        int along = vx * dx[dir] + vy * dy[dir], across = vx * dy[dir] - vy * dx[dir];
        if (along <= 0) continue;
        int c = along * 2 + 3 * (across < 0 ? -across : across);
        if (best < 0 || c < cost) {
            best = i;
            cost = c;
        }
    }
    if (best < 0) return;
    gs->kb_index = best;
    scene_game_update_snap(app, gs);
    keep_in_view(gs, gs->snap_x, gs->snap_y);
}

/* Tab or a controller in the token step: the next highlighted spot, shown as the pointer
 * would show it; confirm places the token there. */
static void token_next(App *app, GameScene *gs, int step)
{
    if (gs->ntok == 0) return;
    int i = gs->kb_tok < 0 || gs->kb_tok >= gs->ntok ? (step > 0 ? 0 : gs->ntok - 1)
                                                     : (gs->kb_tok + step + gs->ntok) % gs->ntok;
    gs->kb_tok = i;
    camera_to_screen(&gs->cam, (float)gs->tokpos[i].x, (float)gs->tokpos[i].y, &gs->mx, &gs->my);
    gs->mouse_in = 1;
    keep_in_view(gs, gs->tokpos[i].x, gs->tokpos[i].y);
    app->dirty = 1;
}

static void token_confirm(App *app, GameScene *gs)
{
    if (gs->kb_tok < 0 || gs->kb_tok >= gs->ntok) return;
    Pos p = gs->tokpos[gs->kb_tok];
    gs->kb_tok = -1;
    if (turn_place_token(&gs->turn, p.x, p.y) == 0)
        scene_game_after_token(app, gs);
    else
        scene_game_hint(gs, gs->turn.error);
}

/* The D-pad or a stick of a controller: between legal spots, figure spots, token spots. */
static void pad_move(App *app, GameScene *gs, int dir)
{
    GamePhase phase = game_phase(scene_game_view(app, gs));
    int step = dir == IN_DIR_DOWN || dir == IN_DIR_RIGHT ? 1 : -1;
    if (phase == PHASE_PLACE)
        pad_spot(app, gs, dir);
    else if (phase == PHASE_ACTION)
        keyboard_action(app, gs, step);
    else if (phase == PHASE_TOKEN)
        token_next(app, gs, step);
}

/* An action (a key, a controller button) on the board. */
static void action_input(App *app, GameScene *gs, const InputEvent *e)
{
    const Game *g = scene_game_view(app, gs);
    int human = scene_game_human_to_move(gs, app);
    if (gs->dir_pick && e->dir >= 0) {
        place(app, gs, e->dir); /* arrows, W A S D, the D-pad: the token's direction */
        return;
    }
    int step = e->action == IA_PREV_SPOT ? -1 : 1;
    switch (e->action) {
    case IA_BACK:
        if (gs->dir_pick || gs->mode == MODE_DONKEY)
            undo(app, gs);
        else if (gs->mode == MODE_WINDMILL)
            gs->mode = MODE_FIGURE;
        else
            gs->paused = 1;
        break;
    case IA_MENU: gs->paused = 1; break;
    case IA_ROTATE_CW:
    case IA_ROTATE_CCW:
        if (human && !e->repeat) rotate(app, gs, e->action == IA_ROTATE_CCW ? 3 : 1);
        break;
    case IA_CONTINUE:
    case IA_CONFIRM:
        if (e->repeat) break;
        if (gs->unplaceable_ms > 0)
            gs->unplaceable_ms = 1;
        else if (human && game_phase(g) == PHASE_ACTION)
            confirm(app, gs);
        else if (human && game_phase(g) == PHASE_PLACE && gs->snap && gs->kb_index >= 0)
            place(app, gs, -1);
        else if (human && game_phase(g) == PHASE_TOKEN)
            token_confirm(app, gs);
        break;
    case IA_TAKE_BACK:
        if (human) undo(app, gs);
        break;
    case IA_WINDMILL:
        if (human && game_phase(g) == PHASE_ACTION && gs->can_windmill) toggle_windmill(app, gs);
        break;
    case IA_NEXT_SPOT:
    case IA_PREV_SPOT:
        if (human && game_phase(g) == PHASE_ACTION)
            keyboard_action(app, gs, step);
        else if (human && game_phase(g) == PHASE_TOKEN)
            token_next(app, gs, step);
        else if (human)
            keyboard_next(app, gs, step);
        break;
    case IA_MOVE:
        /* on the keyboard the arrows pan (IN_HOLD); a controller's D-pad steps */
        if (e->source != IN_SRC_CONTROLLER) return;
        if (human) pad_move(app, gs, e->dir);
        break;
    case IA_ZOOM_IN:
    case IA_ZOOM_OUT:
        camera_zoom(&gs->cam, e->action == IA_ZOOM_IN ? 1 : -1, gs->board.x + gs->board.w / 2,
                    gs->board.y + gs->board.h / 2);
        break;
    case IA_HOME:
    case IA_CENTRE: scene_game_centre(gs, g, 0); break;
    case IA_TILES: hud_assist_click(app, gs, "tiles"); break;
    case IA_HINT: hud_hint_request(app, gs); break;
    default: return;
    }
    app->dirty = 1;
}

static int in_board(const GameScene *gs, float x, float y)
{
    return x >= gs->board.x && y >= gs->board.y && x < gs->board.x + gs->board.w &&
           y < gs->board.y + gs->board.h;
}

/* The pause menu: its buttons by pointer or controller; Escape, Start or B close it. */
static void pause_input(App *app, GameScene *gs, const InputEvent *e, int r, const char *id)
{
    if (r == 1) {
        scene_game_pause_click(app, gs, id);
    } else if (e->kind == IN_ACTION) {
        if (e->action == IA_BACK || e->action == IA_MENU ||
            (e->action == IA_TAKE_BACK && e->source == IN_SRC_CONTROLLER))
            gs->paused = 0;
        else if (e->action == IA_MOVE)
            ui_nav(app->uis, e->dir);
    }
    if (!gs->paused) ui_nav_clear(app->uis);
    app->dirty = 1;
}

void scene_game_input(App *app, void *state, const InputEvent *e)
{
    GameScene *gs = state;
    if (!gs) return;
    scene_game_layout(app, gs);
    if (e->kind == IN_HOLD) {
        gs->hold_x = e->hold_x;
        gs->hold_y = e->hold_y;
        gs->hold_w = e->hold_w;
        return;
    }
    if (scene_game_saves_input(app, gs, e)) return;
    char id[UI_ID_MAX];
    int r = ui_input(app->uis, e, id);
    if (scene_game_net_input(app, gs, e, r, id)) return;
    if (gs->paused) {
        pause_input(app, gs, e, r, id);
        return;
    }
    if (r == 1) {
        if (!scene_game_viewer_click(app, gs, id)) widget_click(app, gs, id);
        return;
    }
    if (r == 2) return;
    switch (e->kind) {
    case IN_POINTER_MOVE: {
        float x = e->x, y = e->y;
        if (gs->press_button && !gs->dragging &&
            hypotf(x - gs->press_x, y - gs->press_y) > app_px(app, DRAG_THRESHOLD))
            gs->dragging = 1;
        if (gs->dragging) camera_pan(&gs->cam, x - gs->mx, y - gs->my);
        if (hypotf(x - gs->mx, y - gs->my) > 0.5f) gs->kb_index = -1;
        gs->mx = x;
        gs->my = y;
        gs->mouse_in = in_board(gs, x, y) && !ui_over_widget(app->uis, x, y);
        scene_game_update_snap(app, gs);
        app->dirty = 1;
        break;
    }
    case IN_POINTER_LEAVE:
        gs->mouse_in = 0;
        scene_game_update_snap(app, gs);
        app->dirty = 1;
        break;
    case IN_POINTER_DOWN: {
        float x = e->x, y = e->y;
        gs->mx = x;
        gs->my = y;
        if (!in_board(gs, x, y) || ui_over_widget(app->uis, x, y)) break;
        gs->press_button = e->button;
        gs->press_x = x;
        gs->press_y = y;
        gs->dragging = 0;
        break;
    }
    case IN_POINTER_UP: {
        if (gs->press_button != e->button) break;
        int dragged = gs->dragging;
        gs->press_button = 0;
        gs->dragging = 0;
        if (dragged) break;
        float x = e->x, y = e->y;
        if (e->button == IN_BUTTON_PRIMARY)
            board_click(app, gs, x, y);
        else if (e->button == IN_BUTTON_SECONDARY) {
            if (game_phase(scene_game_view(app, gs)) == PHASE_ACTION && gs->mode == MODE_DONKEY)
                gs->mode = MODE_FIGURE;
            else if (scene_game_human_to_move(gs, app))
                rotate(app, gs, 1);
        }
        app->dirty = 1;
        break;
    }
    case IN_WHEEL: {
        int dy = e->wheel;
        if (dy == 0) break;
        if (e->shift) {
            if (scene_game_human_to_move(gs, app)) rotate(app, gs, dy > 0 ? 1 : 3);
        } else if (in_board(gs, gs->mx, gs->my)) {
            camera_zoom(&gs->cam, dy > 0 ? 1 : -1, gs->mx, gs->my);
        } else if (SDL_PointInFRect(&(SDL_FPoint){gs->mx, gs->my}, &gs->log_area)) {
            gs->log_scroll += dy > 0 ? -1 : 1; /* the wheel pages through older entries */
            if (gs->log_scroll < 0) gs->log_scroll = 0;
        }
        app->dirty = 1;
        break;
    }
    case IN_ACTION: action_input(app, gs, e); break;
    default: break;
    }
}
