/* The game scene seen from the test drivers (game_probe.h). */
#include "game_probe.h"

#include <stdio.h>

#include "hud_assist.h"
#include "hud_hint.h"
#include "hud_layout.h"
#include "scene_game_state.h"
#include "scenes.h"
#include "text.h"

static GameScene *current(const App *app)
{
    return app->scene == &SCENE_GAME ? app->scene_state : NULL;
}

int game_probe(const App *app, GameProbe *out)
{
    const GameScene *gs = current(app);
    if (!gs) return -1;
    *out = (GameProbe){
        .view = scene_game_view(app, gs),
        .turn = &gs->turn,
        .anim = &gs->anim,
        .cam = gs->cam,
        .board = gs->board,
        .legal = gs->legal,
        .nlegal = gs->nlegal,
        .acts = gs->acts,
        .nacts = gs->nacts,
        .tokpos = gs->tokpos,
        .ntok = gs->ntok,
        .can_return = gs->can_return,
        .human_to_move = scene_game_human_to_move(gs, app),
        .paused = gs->paused,
        .unplaceable_ms = gs->unplaceable_ms,
        .dir_pick = gs->dir_pick,
        .mode = gs->mode,
        .mx = gs->mx,
        .my = gs->my,
        .mouse_in = gs->mouse_in,
        .snap = gs->snap,
        .snap_x = gs->snap_x,
        .snap_y = gs->snap_y,
        .snap_rot = gs->snap_rot,
        .press_button = gs->press_button,
        .dragging = gs->dragging,
        .banner = gs->banner_ms > 0 ? gs->banner : "",
        .hint = gs->hint_ms > 0 ? gs->hint : "",
        .hint_refusal = !gs->hint_turn,
    };
    out->has_hint = hud_hint_last(gs, &out->hint_move, &out->hint_placed_before);
    return 0;
}

void game_probe_anchor(App *app, int x, int y, int seg, float *bx, float *by)
{
    const GameScene *gs = current(app);
    *bx = (float)x;
    *by = (float)y;
    if (gs) scene_game_anchor(app, gs, x, y, seg, bx, by);
}

int game_probe_rotations_at(const App *app, int x, int y)
{
    const GameScene *gs = current(app);
    return gs ? scene_game_rotations_at(gs, x, y) : 0;
}

void game_probe_point_at_centre(App *app)
{
    GameScene *gs = current(app);
    if (!gs) return;
    gs->mouse_in = 1;
    gs->mx = gs->board.x + gs->board.w / 2;
    gs->my = gs->board.y + gs->board.h / 2;
}

void game_probe_pan(App *app, float dx, float dy)
{
    GameScene *gs = current(app);
    if (gs) camera_pan(&gs->cam, dx, dy);
}

int game_probe_panel(App *app, int seat, GameProbePanel *out)
{
    GameScene *gs = current(app);
    if (!gs || seat < 0 || seat >= game_nplayers(app->session.game)) return -1;
    HudLayout L;
    hud_layout(app, gs, &L);
    float y = L.players_y + L.row_h * (float)seat;
    int proj[GAME_MAX_PLAYERS];
    out->has_proj = hud_assist_projected(app, gs, proj);
    out->proj = (SDL_FRect){L.proj_r - L.proj_w, y, L.proj_w, L.row_h};
    out->score = (SDL_FRect){L.score_r - L.score_w, y, L.score_w, L.row_h};
    /* the texts as hud.c draws them: right-aligned in their columns, cut to them */
    out->score_value = game_score(app->session.game, seat);
    out->proj_value = out->has_proj ? proj[seat] : 0;
    char t[32];
    snprintf(t, sizeof t, "%d", out->score_value);
    float w = (float)text_width(app->text, L.score_font, t);
    if (w > L.score_w) w = L.score_w;
    out->score_text = (SDL_FRect){L.score_r - w, y, w, L.row_h};
    snprintf(t, sizeof t, "\xe2\x86\x92 %d", out->proj_value);
    w = out->has_proj ? (float)text_width(app->text, FONT_SMALL, t) : 0;
    if (w > L.proj_w) w = L.proj_w;
    out->proj_text = (SDL_FRect){L.proj_r - w, y, w, L.row_h};
    out->toolbar_h = app_px(app, 52);
    scene_game_msg_boxes(app, gs, &out->banner, &out->hint);
    return 0;
}

SDL_FRect game_probe_popup_landing(App *app, int seat, const char *s)
{
    GameScene *gs = current(app);
    if (!gs) return (SDL_FRect){0, 0, 0, 0};
    float x, y;
    hud_player_anchor(app, gs, seat, &x, &y);
    return hud_popup_box(app, gs, s, x, y);
}
