/* The game scene seen from the test drivers (game_probe.h). */
#include "game_probe.h"

#include "hud_hint.h"
#include "scene_game_state.h"
#include "scenes.h"

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
