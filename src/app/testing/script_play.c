/* Test mode, play-turns and place-tile: the human turns taken like a player would, by
 * pointing, rotating, clicking and confirming (see script.h). */
#include <string.h>

#include "edge.h"
#include "game_probe.h"
#include "script_int.h"
#include "ui.h"

/* ---- play-turns: a player's clicks ---- */

static int in_view(App *app, const GameProbe *gs, float sx, float sy)
{
    float m = app_px(app, 4);
    return sx > gs->board.x + m && sy > gs->board.y + m && sx < gs->board.x + gs->board.w - m &&
           sy < gs->board.y + gs->board.h - m;
}

/* Whether a screen pixel point is a good place to click on the board. */
static int clickable(App *app, const GameProbe *gs, float sx, float sy)
{
    return in_view(app, gs, sx, sy) && !ui_over_widget(app->uis, sx, sy);
}

/* Drags the board (middle button) so board point bx, by comes to the view's centre. */
static void drag_to(App *app, const GameProbe *gs, float bx, float by)
{
    float sx, sy;
    camera_to_screen(&gs->cam, bx, by, &sx, &sy);
    float cx = gs->board.x + gs->board.w / 2, cy = gs->board.y + gs->board.h / 2;
    float x0 = script_pt(app, cx), y0 = script_pt(app, cy);
    script_push_motion(app, x0, y0);
    script_push_button(app, x0, y0, SDL_BUTTON_MIDDLE, 1);
    script_push_motion(app, x0 + script_pt(app, cx - sx) / 2, y0 + script_pt(app, cy - sy) / 2);
    script_push_motion(app, x0 + script_pt(app, cx - sx), y0 + script_pt(app, cy - sy));
    script_push_button(app, x0 + script_pt(app, cx - sx), y0 + script_pt(app, cy - sy),
                       SDL_BUTTON_MIDDLE, 0);
}

/* Brings board point bx, by on screen; returns 1 when it is already clickable. */
static int ensure_visible(App *app, const GameProbe *gs, float bx, float by, float *sx, float *sy)
{
    camera_to_screen(&gs->cam, bx, by, sx, sy);
    if (clickable(app, gs, *sx, *sy)) return 1;
    drag_to(app, gs, bx, by);
    return 0;
}

/* play-record: the record's move for the turn the live game is at, or NULL. */
static const HistEntry *plan_entry(const Script *s, const App *app)
{
    if (!s->plan || !app->session.game) return NULL;
    int i = game_history_count(app->session.game);
    if (i >= game_history_count(s->plan)) return NULL;
    const HistEntry *h = &game_history(s->plan)[i];
    return h->kind == H_MOVE ? h : NULL;
}

static void choose_action(Script *s, App *app, const GameProbe *gs)
{
    const Game *g = gs->view;
    int n = gs->nacts;
    /* like the random bot: each legal action or none, uniformly. Never filtered by what is on
     * screen: the view depends on when a bot thread answered, and the record must not
     * (action_frame pans to the choice). */
    Action cand[GS_MAX_ACTS];
    int m = 0;
    for (int i = 0; i < n; i++) cand[m++] = gs->acts[i];
    uint32_t k = rng_below(&s->rng, (uint32_t)m + 1);
    s->act.kind = ACT_NONE;
    if (k < (uint32_t)m) s->act = cand[k];
    const HistEntry *h = plan_entry(s, app);
    if (h) s->act = h->act;
    s->act_stage = 0;
    s->tries = 0;
    (void)g;
}

static int same_action(const Action *a, const Action *b)
{
    if (a->kind != b->kind) return 0;
    switch (a->kind) {
    case ACT_FOLLOWER:
    case ACT_WINDMILL: return a->seg == b->seg;
    case ACT_DONKEY: return a->x == b->x && a->y == b->y;
    default: return 1;
    }
}

/* One frame of the action step: returns 1 when the turn was confirmed. */
static int action_frame(Script *s, App *app, const GameProbe *gs)
{
    const Game *g = gs->view;
    Action *a = &s->act;
    float sx, sy, bx, by;
    if (a->kind == ACT_NONE || (gs->turn->has_act && same_action(&gs->turn->act, a))) {
        script_push_key(app, SDLK_RETURN, 0);
        return 1;
    }
    if (++s->tries > 12) {
        script_fail(s, "play-turns: could not choose the action %d (seg %d at %d %d) by clicking",
                    a->kind, a->seg, a->x, a->y);
        return 0;
    }
    switch (a->kind) {
    case ACT_WINDMILL:
        if (gs->mode != MODE_WINDMILL) {
            script_push_key(app, SDLK_w, 0);
            return 0;
        }
        /* fall through */
    case ACT_FOLLOWER:
        if (a->kind == ACT_FOLLOWER && gs->mode != MODE_FIGURE) {
            script_push_key(app, SDLK_ESCAPE, 0);
            return 0;
        }
        game_probe_anchor(app, gs->turn->place.x, gs->turn->place.y, a->seg, &bx, &by);
        if (!ensure_visible(app, gs, bx, by, &sx, &sy)) return 0;
        script_push_click(app, script_pt(app, sx), script_pt(app, sy), SDL_BUTTON_LEFT);
        return 0;
    case ACT_DONKEY: {
        if (gs->mode != MODE_DONKEY) {
            int dx, dy;
            game_donkey(g, &dx, &dy);
            if (!ensure_visible(app, gs, (float)dx + 0.27f, (float)dy + 0.27f, &sx, &sy)) return 0;
            script_push_click(app, script_pt(app, sx), script_pt(app, sy), SDL_BUTTON_LEFT);
            return 0;
        }
        /* a point of the target tile away from where figures stand */
        if (!ensure_visible(app, gs, (float)a->x - 0.4f, (float)a->y + 0.4f, &sx, &sy)) return 0;
        script_push_click(app, script_pt(app, sx), script_pt(app, sy), SDL_BUTTON_LEFT);
        return 0;
    }
    case ACT_RETURN: {
        /* click the own figure standing in that feature */
        for (int i = 0; i < game_figure_count(g); i++) {
            FigureView f;
            game_figure(g, i, &f);
            if (!f.on_board || f.owner != game_current_player(g) || f.x != a->x || f.y != a->y)
                continue;
            if (!game_same_feature(g, f.x, f.y, f.seg, a->x, a->y, a->seg)) continue;
            game_probe_anchor(app, f.x, f.y, f.seg, &bx, &by);
            if (!ensure_visible(app, gs, bx, by, &sx, &sy)) return 0;
            script_push_click(app, script_pt(app, sx), script_pt(app, sy), SDL_BUTTON_LEFT);
            return 0;
        }
        script_fail(s, "play-turns: no own figure at %d %d to return", a->x, a->y);
        return 0;
    }
    default: script_push_key(app, SDLK_RETURN, 0); return 1;
    }
}

/* Whether a watched moment is on screen now. */
static int moment(const GameProbe *gs, const char *state)
{
    const Game *g = gs->view;
    int human = gs->human_to_move;
    if (strcmp(state, "dir-pick") == 0) return gs->dir_pick;
    if (strcmp(state, "token") == 0) return human && game_phase(g) == PHASE_TOKEN;
    if (strcmp(state, "unplaceable") == 0) return gs->unplaceable_ms > 0;
    if (strcmp(state, "scoring") == 0) return gs->anim->npopup > 0 && gs->anim->clock_ms > 500;
    if (strcmp(state, "redeal") == 0) return gs->turn->redealt;
    if (game_phase(g) != PHASE_ACTION || !human || !gs->turn->placed) return 0;
    if (strcmp(state, "return") == 0) return gs->can_return;
    if (strcmp(state, "windmill") == 0) return gs->mode == MODE_WINDMILL;
    if (strcmp(state, "donkey") == 0) return gs->mode == MODE_DONKEY;
    if (strcmp(state, "chosen") == 0) return gs->turn->has_act;
    return 0;
}

static void watch_moments(Script *s, const GameProbe *gs)
{
    for (int i = 0; i < s->nwatch; i++)
        if (!s->watch[i].done && !s->shot[0] && moment(gs, s->watch[i].state)) {
            s->watch[i].done = 1;
            snprintf(s->shot, sizeof s->shot, "%s", s->watch[i].path);
        }
}

void script_play_frame(Script *s, App *app)
{
    if (++s->play_frames > PLAY_FRAME_LIMIT) {
        script_fail(s, "play-turns: the game did not end within %d frames", PLAY_FRAME_LIMIT);
        return;
    }
    const char *scene = app->scene ? app->scene->name : "";
    if (strcmp(scene, "final") == 0 || strcmp(scene, "title") == 0) {
        s->playing = 0;
        return;
    }
    if (strcmp(scene, "flowers") == 0) {
        SDL_FRect r;
        if (ui_widget_rect(app->uis, "begin", &r) == 0)
            script_push_click(app, script_pt(app, r.x + r.w / 2), script_pt(app, r.y + r.h / 2),
                              SDL_BUTTON_LEFT);
        else if (s->play_frames % 8 == 0)
            script_push_key(app, SDLK_SPACE, 0);
        return;
    }
    GameProbe probe;
    if (game_probe(app, &probe) != 0) return;
    const GameProbe *gs = &probe;
    if (s->until_over && game_phase(gs->view) == PHASE_OVER) {
        s->playing = 0;
        return;
    }
    watch_moments(s, gs);
    if (s->shot[0]) return; /* the picture first, then play on */
    if (gs->paused) {
        script_push_key(app, SDLK_ESCAPE, 0);
        return;
    }
    if (gs->unplaceable_ms > 0) {
        if (s->play_frames % 4 == 0) script_push_key(app, SDLK_SPACE, 0);
        return;
    }
    if (!gs->human_to_move) {
        s->stage = PLAY_IDLE;
        return;
    }
    /* a player waits for the view to settle before aiming */
    if (gs->cam.gliding || !camera_settled(&gs->cam)) return;
    const Game *g = gs->view;
    float sx, sy;
    switch (game_phase(g)) {
    case PHASE_PLACE:
        if (s->stage != PLAY_POINT && s->stage != PLAY_ROTATE) {
            if (gs->nlegal <= 0) return;
            s->target = gs->legal[rng_below(&s->rng, (uint32_t)gs->nlegal)];
            if (s->target.turn_dir >= 0) s->target.turn_dir = (int)rng_below(&s->rng, 4);
            const HistEntry *h = plan_entry(s, app);
            if (h) s->target = h->place;
            if (s->plan && !h) {
                script_fail(s, "play-record: the record has no move for this turn");
                return;
            }
            s->stage = PLAY_POINT;
            s->tries = 0;
        }
        if (++s->tries > 16) {
            float tx, ty;
            camera_to_screen(&gs->cam, (float)s->target.x, (float)s->target.y, &tx, &ty);
            script_fail(s,
                        "play-turns: could not place %d %d rotation %d by pointing and rotating "
                        "(preview %s at %d %d rotation %d, legal rotations %x, pointer %.0f %.0f, "
                        "target on screen %.0f %.0f, zoom %.1f)",
                        s->target.x, s->target.y, s->target.rot, gs->snap ? "snapped" : "free",
                        gs->snap_x, gs->snap_y, gs->snap_rot,
                        game_probe_rotations_at(app, s->target.x, s->target.y), gs->mx, gs->my, tx,
                        ty, gs->cam.zoom);
            return;
        }
        if (gs->dir_pick) {
            int d = s->target.turn_dir;
            float bx = (float)s->target.x + (float)edge_dx[d] * 0.78f;
            float by = (float)s->target.y + (float)edge_dy[d] * 0.78f;
            /* the arrows are widgets themselves (kept clear of the bar and the panel) */
            char id[8];
            SDL_FRect ar;
            snprintf(id, sizeof id, "dir-%d", d);
            camera_to_screen(&gs->cam, bx, by, &sx, &sy);
            if (ui_widget_rect(app->uis, id, &ar) == 0) {
                sx = ar.x + ar.w / 2;
                sy = ar.y + ar.h / 2;
            } else if (!in_view(app, gs, sx, sy)) {
                drag_to(app, gs, bx, by);
                return;
            }
            script_push_click(app, script_pt(app, sx), script_pt(app, sy), SDL_BUTTON_LEFT);
            return;
        }
        if (getenv("TROUBADOUR_SCRIPT_TRACE")) {
            float tx, ty;
            camera_to_screen(&gs->cam, (float)s->target.x, (float)s->target.y, &tx, &ty);
            fprintf(stderr,
                    "trace: target %d %d r%d screen %.0f %.0f; pointer %.0f %.0f in %d snap %d %d "
                    "%d r%d press %d drag %d\n",
                    s->target.x, s->target.y, s->target.rot, tx, ty, gs->mx, gs->my, gs->mouse_in,
                    gs->snap, gs->snap_x, gs->snap_y, gs->snap_rot, gs->press_button, gs->dragging);
        }
        if (!ensure_visible(app, gs, (float)s->target.x, (float)s->target.y, &sx, &sy)) return;
        if (!gs->snap || gs->snap_x != s->target.x || gs->snap_y != s->target.y) {
            script_push_motion(app, script_pt(app, sx), script_pt(app, sy));
            return;
        }
        if (gs->snap_rot != s->target.rot) {
            script_push_key(app, SDLK_r, 0);
            return;
        }
        script_push_click(app, script_pt(app, sx), script_pt(app, sy), SDL_BUTTON_LEFT);
        return;
    case PHASE_ACTION:
        if (!gs->turn->placed) return;
        if (s->place_only) {
            s->playing = 0;
            return;
        }
        if (s->stage != PLAY_ACTION) {
            if (gs->turn->place.x != s->target.x || gs->turn->place.y != s->target.y ||
                gs->turn->place.rot != s->target.rot) {
                script_fail(s,
                            "play-turns: the tile went to %d %d rotation %d, not %d %d rotation %d",
                            gs->turn->place.x, gs->turn->place.y, gs->turn->place.rot, s->target.x,
                            s->target.y, s->target.rot);
                return;
            }
            choose_action(s, app, gs);
            s->stage = PLAY_ACTION;
        }
        if (action_frame(s, app, gs)) {
            s->stage = PLAY_CONFIRM;
            s->confirms++;
            if (s->turns_left > 0 && --s->turns_left == 0) s->playing = 0;
        }
        return;
    case PHASE_TOKEN: {
        if (gs->ntok <= 0) return;
        if (s->stage != PLAY_CLICK) {
            Pos p = gs->tokpos[rng_below(&s->rng, (uint32_t)gs->ntok)];
            s->target.x = p.x;
            s->target.y = p.y;
            s->stage = PLAY_CLICK;
            s->tries = 0;
        }
        if (++s->tries > 12) {
            script_fail(s, "play-turns: could not place the privilege token at %d %d", s->target.x,
                        s->target.y);
            return;
        }
        if (!ensure_visible(app, gs, (float)s->target.x, (float)s->target.y, &sx, &sy)) return;
        script_push_click(app, script_pt(app, sx), script_pt(app, sy), SDL_BUTTON_LEFT);
        return;
    }
    default: return;
    }
}
