/* The game scene: the flow of turns (draw, discard, bots, scoring animations, autosave).
 * Input is in scene_game_input.c, drawing in scene_game_draw.c and hud.c. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "audio.h"
#include "autosave.h"
#include "bot.h"
#include "bot_ai.h"
#include "bot_worker.h"
#include "hud_layout.h"
#include "palette.h"
#include "rng.h"
#include "scene_game_net.h"
#include "hud_hint.h"
#include "scene_game_state.h"
#include "scenes.h"
#include "text.h"
#include "tile_gfx.h"
#include "ui.h"
#include "i18n.h"

#define DEFAULT_BOT_DELAY_MS 550
#define UNPLACEABLE_MS       2400

static int bot_delay(const App *app)
{
    int d = app->opt.bot_delay_ms >= 0 ? app->opt.bot_delay_ms : DEFAULT_BOT_DELAY_MS;
    static const int pct[3] = {160, 100, 45};
    int s = app->settings.anim_speed;
    if (s < 0 || s > 2) s = 1;
    return d * pct[s] / 100;
}

void scene_game_layout(App *app, GameScene *gs)
{
    hud_layout_scene(app, gs); /* hud_layout.c: the board, the panel and the bar */
}

void scene_game_bounds(const Game *g, int *x0, int *y0, int *x1, int *y1)
{
    *x0 = *y0 = *x1 = *y1 = 0;
    for (int i = 0; i < game_placed_count(g); i++) {
        int t, x, y, r;
        game_placed(g, i, &t, &x, &y, &r);
        if (x < *x0) *x0 = x;
        if (y < *y0) *y0 = y;
        if (x > *x1) *x1 = x;
        if (y > *y1) *y1 = y;
    }
}

void scene_game_centre(GameScene *gs, const Game *g, int immediate)
{
    int x0, y0, x1, y1;
    scene_game_bounds(g, &x0, &y0, &x1, &y1);
    camera_fit(&gs->cam, x0, y0, x1, y1, immediate);
}

const Game *scene_game_view(const App *app, const GameScene *gs)
{
    return gs && gs->turn.work ? turn_view(&gs->turn) : app->session.game;
}

int scene_game_actor(const GameScene *gs, const App *app)
{
    const Game *g = scene_game_view(app, gs);
    if (!g) return -1;
    switch (game_phase(g)) {
    case PHASE_PLACE:
    case PHASE_ACTION: return game_current_player(g);
    case PHASE_TOKEN: return game_token_player(g);
    default: return -1;
    }
}

int scene_game_human_to_move(const GameScene *gs, const App *app)
{
    int a = scene_game_actor(gs, app);
    return a >= 0 && !session_is_bot(&app->session, a) && !session_is_remote(&app->session, a) &&
           !gs->over && gs->unplaceable_ms <= 0 && !gs->viewer;
}

void scene_game_refresh(App *app, GameScene *gs)
{
    const Game *g = scene_game_view(app, gs);
    gs->nlegal = gs->nacts = gs->ntok = 0;
    gs->can_windmill = gs->can_donkey = gs->can_return = 0;
    switch (game_phase(g)) {
    case PHASE_PLACE: {
        int n = game_legal_placements(g, gs->legal, GS_MAX_LEGAL);
        gs->nlegal = n > GS_MAX_LEGAL ? GS_MAX_LEGAL : n;
        break;
    }
    case PHASE_ACTION: {
        int n = game_legal_actions(g, gs->acts, GS_MAX_ACTS);
        gs->nacts = n > GS_MAX_ACTS ? GS_MAX_ACTS : n;
        for (int i = 0; i < gs->nacts; i++) {
            if (gs->acts[i].kind == ACT_WINDMILL) gs->can_windmill = 1;
            if (gs->acts[i].kind == ACT_DONKEY) gs->can_donkey = 1;
            if (gs->acts[i].kind == ACT_RETURN) gs->can_return = 1;
        }
        break;
    }
    case PHASE_TOKEN: {
        int n = game_token_positions(g, gs->tokpos, GS_MAX_TOKPOS);
        gs->ntok = n > GS_MAX_TOKPOS ? GS_MAX_TOKPOS : n;
        break;
    }
    default: break;
    }
    if (gs->mode == MODE_WINDMILL && !gs->can_windmill) gs->mode = MODE_FIGURE;
    if (gs->mode == MODE_DONKEY && !gs->can_donkey) gs->mode = MODE_FIGURE;
    if (game_phase(g) != PHASE_PLACE) gs->dir_pick = 0;
    if (gs->kb_index >= gs->nlegal) gs->kb_index = -1;
    if (!gs->turn.placed) gs->kb_act = -1;
    if (gs->kb_tok >= gs->ntok) gs->kb_tok = -1;
    scene_game_update_snap(app, gs);
    app->dirty = 1;
}

static void write_autosave(App *app, GameScene *gs)
{
    if (app->opt.no_autosave || !gs->autosave[0] || app->session.online) return; /* the server's */
    char err[1024];
    if (autosave_write(gs->autosave, app->session.game, app->session.bot, err, sizeof err) != 0) {
        /* every failure on the terminal; the player is told once, until it works again */
        fprintf(stderr, _("troubadour: autosave: %s\n"), err);
        if (!gs->autosave_warned)
            app_toast(app, _("The game could not be saved (see the terminal); playing on."), 4000);
        gs->autosave_warned = 1;
    } else if (gs->autosave_warned) {
        gs->autosave_warned = 0;
        fprintf(stderr, _("troubadour: autosave: %s is written again\n"), gs->autosave);
        app_toast(app, _("The game is being saved again."), 3000);
    }
}

/* The finished game goes to last-game.rec (atomically) before the autosave is removed, so
 * that a kill or a quit from here on never loses it; when it cannot be written the autosave
 * stays (Continue ends the game again). */
static void keep_finished(App *app, GameScene *gs)
{
    char last[APP_PATH_MAX], err[1024];
    if (app->opt.no_autosave || app_pref_file(app, "last-game.rec", last, sizeof last) != 0) return;
    if (autosave_write(last, app->session.game, app->session.bot, err, sizeof err) != 0) {
        fprintf(stderr, _("troubadour: the finished game: %s\n"), err);
        app_toast(app, _("The finished game could not be kept (see the terminal)."), 4000);
        return;
    }
    if (gs->autosave[0]) autosave_remove(gs->autosave);
}

void scene_game_after_confirm(App *app, GameScene *gs)
{
    Game *g = app->session.game;
    anim_add_events(&gs->anim, g, gs->turn.events_before, game_event_count(g));
    const Action *a = &gs->turn.act;
    /* the figure drops onto its tile (the donkey too); scene_game_marks.c draws it */
    if (a->kind == ACT_FOLLOWER || a->kind == ACT_WINDMILL)
        anim_add_settle(&gs->anim, ANIM_FIGURE, gs->turn.place.x, gs->turn.place.y, a->seg);
    else if (a->kind == ACT_DONKEY)
        anim_add_settle(&gs->anim, ANIM_FIGURE, a->x, a->y, -1);
    audio_turn(app->audio, g, &gs->turn.act, gs->turn.events_before, game_event_count(g),
               (unsigned)game_turn(g));
    gs->mode = MODE_FIGURE;
    gs->bot_placed = 0;
    if (app->session.online) scene_game_net_submit(app, gs);
    write_autosave(app, gs);
    scene_game_refresh(app, gs);
}

void scene_game_after_token(App *app, GameScene *gs)
{
    Game *g = app->session.game;
    anim_add_events(&gs->anim, g, gs->turn.events_before, game_event_count(g));
    audio_play(app->audio, SFX_TOKEN_PLACED, 0, (unsigned)game_turn(g));
    audio_turn(app->audio, g, NULL, gs->turn.events_before, game_event_count(g),
               (unsigned)game_turn(g));
    if (app->session.online) scene_game_net_submit(app, gs);
    write_autosave(app, gs);
    scene_game_refresh(app, gs);
}

/* A record asked for with app_open_record (`troubadour FILE.rec`): opened now, or reported. */
static void open_requested(App *app)
{
    if (!app->open_path[0]) return;
    char err[600], msg[APP_PATH_MAX + 700];
    if (scene_game_load_record(app, app->open_path, app->open_view, err, sizeof err) != 0) {
        /* a file that could not be read is already named in err (io.h); a record's line is not */
        if (strncmp(err, app->open_path, strlen(app->open_path)) == 0)
            snprintf(msg, sizeof msg, "%s", err);
        else
            snprintf(msg, sizeof msg, "%s: %s", app->open_path, err);
        fprintf(stderr, "troubadour: %s\n", msg);
        app_toast(app, msg, 8000);
    }
    app->open_path[0] = '\0';
}

static void *game_enter(App *app)
{
    open_requested(app);
    if (!app->session.game) {
        app_set_scene(app, &SCENE_TITLE);
        return NULL;
    }
    GameScene *gs = calloc(1, sizeof *gs);
    if (!gs || turn_init(&gs->turn, app->session.game) != 0) {
        free(gs);
        app_toast(app, _("Out of memory: the game cannot start."), 4000);
        app_set_scene(app, &SCENE_TITLE);
        return NULL;
    }
    camera_init(&gs->cam, app->ui);
    anim_init(&gs->anim);
    static const int speed[3] = {70, 100, 180};
    gs->anim.speed_pct = speed[app->settings.anim_speed >= 0 && app->settings.anim_speed <= 2
                                   ? app->settings.anim_speed
                                   : 1];
    gs->kb_index = -1;
    gs->kb_act = -1;
    gs->kb_tok = -1;
    gs->hover_seg = -1;
    gs->last_actor = -1;
    gs->proj_hover = -1;
    gs->over = game_phase(app->session.game) == PHASE_OVER;
    gs->viewer = app->session.record != NULL;
    scene_game_layout(app, gs);
    scene_game_centre(gs, app->session.game, 1);
    if (app_pref_file(app, "autosave.rec", gs->autosave, sizeof gs->autosave) != 0)
        gs->autosave[0] = '\0';
    scene_game_refresh(app, gs);
    return gs;
}

static void game_leave(App *app, void *state)
{
    (void)app;
    GameScene *gs = state;
    if (!gs) return;
    /* the thread may still be searching: it frees its copy and the bot when it ends (the
     * seat gets a fresh bot if the game is taken up again) */
    bot_job_abandon(gs->bot_job);
    gs->bot_job = NULL;
    hud_hint_leave(gs);
    turn_free(&gs->turn);
    scene_game_viewer_free(gs);
    if (gs->track_tex) SDL_DestroyTexture(gs->track_tex);
    free(gs);
}

static int min_wake(int a, int b)
{
    if (a < 0) return b;
    if (b < 0) return a;
    return a < b ? a : b;
}

/* Pans while arrow keys (or WASD) or the right stick are held. */
static int key_pan(App *app, GameScene *gs, int dt)
{
    if (ui_has_focus(app->uis) || gs->paused) return 0;
    int windmill_key = game_phase(scene_game_view(app, gs)) == PHASE_ACTION && gs->can_windmill;
    /* the held directions (the shell's IN_HOLD): the view moves the other way */
    float dx = -gs->hold_x, dy = -gs->hold_y;
    if (gs->hold_w && !windmill_key) dy += 1;
    if (gs->dir_pick) return 0; /* arrows pick the direction then */
    if (dx == 0 && dy == 0) return 0;
    float speed = app_px(app, 900) * (float)dt / 1000.0f;
    camera_pan(&gs->cam, dx * speed, dy * speed);
    scene_game_update_snap(app, gs);
    return 1;
}

/* The moment a bot decides for: the game, the seat, the phase and the turn's progress. */
static uint64_t bot_stamp(const App *app, const GameScene *gs, int seat)
{
    const Game *g = scene_game_view(app, gs);
    return (uint64_t)(uintptr_t)app->session.game * 31u ^
           ((uint64_t)seat << 56 | (uint64_t)game_phase(g) << 48 |
            (uint64_t)game_event_count(app->session.game) << 24 |
            (uint64_t)game_placed_count(g) << 4 | (uint64_t)(gs->turn.placed != 0));
}

/* Lends the seat's bot to a worker thread deciding on a copy of what a player sees (its
 * tentative tile placed, once it placed one). */
static void bot_think(App *app, GameScene *gs, int seat)
{
    Session *s = &app->session;
    const BotKind *k = bot_kind(s->bot[seat]);
    gs->bot_seat = seat;
    gs->bot_stamp = bot_stamp(app, gs, seat);
    gs->think_ms = 0;
    gs->bot_ok = 0;
    memset(&gs->bot_dec, 0, sizeof gs->bot_dec);
    if (!k || !k->decide) {
        gs->bot_ready = 1;
        return;
    }
    if (!s->bot_state[seat] && k->create) /* given up by a scene left while it thought */
        s->bot_state[seat] = k->create(((uint64_t)rng_next(&app->cosmetic) << 32) ^ (uint64_t)seat);
    if (bot_ai_is(k)) {
        bot_ai_set_budget(s->bot_state[seat],
                          app->opt.bot_seconds > 0 ? app->opt.bot_seconds
                                                   : (double)app->settings.hard_seconds,
                          app->opt.bot_playouts);
    }
    gs->bot_job = bot_job_start(k, s->bot_state[seat], scene_game_view(app, gs), SDL_USEREVENT);
    if (gs->bot_job)
        s->bot_state[seat] = NULL; /* the job has it */
    else
        gs->bot_ready = 1; /* out of memory: the first legal choice */
}

/* Takes the decision when the thread is done; returns 1 when one is ready. */
static int bot_collect(App *app, GameScene *gs)
{
    if (gs->bot_ready) return 1;
    if (!gs->bot_job || !bot_job_done(gs->bot_job)) return 0;
    void *state = NULL;
    gs->bot_ok = bot_job_finish(gs->bot_job, &gs->bot_dec, &state) == 0;
    gs->bot_job = NULL;
    app->session.bot_state[gs->bot_seat] = state;
    gs->bot_ready = 1;
    return 1;
}

static void bot_move(App *app, GameScene *gs, int seat)
{
    const Game *g = scene_game_view(app, gs);
    const BotKind *k = bot_kind(app->session.bot[seat]);
    BotDecision d = gs->bot_dec;
    int ok = gs->bot_ok;
    gs->bot_ready = 0;
    switch (game_phase(g)) {
    case PHASE_PLACE:
        if (!ok || game_check_placement(g, &d.place) != NULL) {
            fprintf(stderr,
                    _("troubadour: the %s made an illegal placement; playing the first "
                      "legal one\n"),
                    k ? k->name : "bot");
            bot_first_legal(g, &d);
        }
        if (turn_place(&gs->turn, &d.place) == 0) {
            audio_play(app->audio, SFX_TILE_PLACED, 0, (unsigned)game_turn(g));
            gs->bot_placed = 1;
            anim_add_settle(&gs->anim, ANIM_TILE, d.place.x, d.place.y, -1);
            /* follow the bot when its tile would be out of sight or under the toolbar (the
             * human's choices are brought back into view at its turn: show_choices) */
            float sx, sy, m = gs->cam.zoom * 0.5f, top = app_px(app, 52);
            camera_to_screen(&gs->cam, (float)d.place.x, (float)d.place.y, &sx, &sy);
            if (sx < gs->board.x + m || sy < gs->board.y + top + m ||
                sx > gs->board.x + gs->board.w - m || sy > gs->board.y + gs->board.h - m)
                camera_glide_to(&gs->cam, (float)d.place.x, (float)d.place.y);
        }
        scene_game_refresh(app, gs);
        break;
    case PHASE_ACTION: {
        Action none = {ACT_NONE, -1, 0, 0};
        if (!ok || game_check_action(g, &d.act) != NULL) d.act = none;
        turn_choose(&gs->turn, &d.act);
        if (turn_confirm(&gs->turn) == 0) scene_game_after_confirm(app, gs);
        break;
    }
    case PHASE_TOKEN:
        if (!ok) bot_first_legal(g, &d);
        if (turn_place_token(&gs->turn, d.token.x, d.token.y) != 0) {
            bot_first_legal(g, &d);
            turn_place_token(&gs->turn, d.token.x, d.token.y);
        }
        scene_game_after_token(app, gs);
        break;
    default: break;
    }
}

/* The places to choose from are all brought into view, below the toolbar and above a band
 * along the board's foot kept for the banner ("Blue, your turn" never hides one), the view
 * moving as little as it can: nothing when they all show, a glide when they fit at this
 * zoom, else a zoom out that shows them all (after a bot's turn the camera may be far away). */
static void show_choices(App *app, GameScene *gs)
{
    if (!scene_game_human_to_move(gs, app)) return;
    int n = 0;
    const Pos *pos = NULL;
    Pos buf[GS_MAX_TOKPOS];
    const Game *v = scene_game_view(app, gs);
    if (game_phase(v) == PHASE_PLACE) {
        for (int i = 0; i < gs->nlegal && n < GS_MAX_TOKPOS; i++) {
            buf[n].x = gs->legal[i].x;
            buf[n].y = gs->legal[i].y;
            n++;
        }
        pos = buf;
    } else if (game_phase(v) == PHASE_TOKEN) {
        pos = gs->tokpos;
        n = gs->ntok;
    }
    if (!pos || n == 0) return;
    /* where the camera comes to rest (it may still glide after a bot's tile) */
    Camera end = gs->cam;
    for (int k = 0; k < 40 && camera_update(&end, 250); k++) continue;
    float top = app_px(app, 52), foot = app_px(app, 58), z = end.zoom;
    int x0 = pos[0].x, y0 = pos[0].y, x1 = x0, y1 = y0, hidden = 0;
    for (int i = 0; i < n; i++) {
        float sx, sy;
        camera_to_screen(&end, (float)pos[i].x, (float)pos[i].y, &sx, &sy);
        if (sx < gs->board.x + z * 0.5f || sy < gs->board.y + top + z * 0.5f ||
            sx > gs->board.x + gs->board.w - z * 0.5f ||
            sy > gs->board.y + gs->board.h - foot - z * 0.5f)
            hidden = 1;
        if (pos[i].x < x0) x0 = pos[i].x;
        if (pos[i].y < y0) y0 = pos[i].y;
        if (pos[i].x > x1) x1 = pos[i].x;
        if (pos[i].y > y1) y1 = pos[i].y;
    }
    if (!hidden) return;
    /* the zoom: this one when they fit between the bands (a tile of margin), else the
     * nearest smaller level where they do */
    int l = end.level;
    float room_w = gs->board.w, room_h = gs->board.h - top - foot;
    while (l > CAMERA_LEVEL_MIN &&
           ((float)(x1 - x0 + 2) * (float)camera_level_size(&gs->cam, l) > room_w ||
            (float)(y1 - y0 + 2) * (float)camera_level_size(&gs->cam, l) > room_h))
        l--;
    gs->cam.level = l;
    z = (float)camera_level_size(&gs->cam, l);
    /* the middle of their box in the middle of the room between the bands */
    camera_glide_to(&gs->cam, (float)(x0 + x1) / 2.0f,
                    (float)(y0 + y1) / 2.0f - (top - foot) / 2.0f / z);
}

static void announce_turn(App *app, GameScene *gs)
{
    int a = scene_game_actor(gs, app);
    if (a < 0 || a == gs->last_actor) return;
    int after_other = gs->last_actor >= 0;
    gs->last_actor = a;
    scene_game_turn_passed(gs);
    if (session_is_bot(&app->session, a) || session_is_remote(&app->session, a)) return;
    if (after_other) audio_play(app->audio, SFX_YOUR_TURN, 0, 0);
    show_choices(app, gs);
    char msg[160];
    const Game *g = scene_game_view(app, gs);
    if (game_phase(g) == PHASE_TOKEN)
        snprintf(msg, sizeof msg, _("%s: place your privilege token"), palette_player_name(g, a));
    else
        snprintf(msg, sizeof msg, _("%s, your turn"), palette_player_name(g, a));
    scene_game_banner(gs, msg, 0);
}

static int game_update(App *app, void *state, int dt)
{
    GameScene *gs = state;
    if (!gs) return SCENE_IDLE;
    if (gs->hint_refused) {
        gs->hint_refused = 0;
        audio_play(app->audio, SFX_REFUSED, 0, 0);
    }
    Game *g = app->session.game;
    int wake = hud_hint_update(app, gs); /* a hint searched for the human to move */
    if (camera_update(&gs->cam, dt)) {
        wake = SCENE_ANIMATING;
        scene_game_update_snap(app, gs);
    }
    if (anim_update(&gs->anim, dt)) wake = SCENE_ANIMATING;
    if (gs->viewer && !gs->paused) wake = min_wake(wake, scene_game_viewer_update(app, gs));
    if (gs->paused || gs->viewer || gs->save_prompt) return wake;
    if (key_pan(app, gs, dt)) wake = SCENE_ANIMATING;
    wake = min_wake(wake, scene_game_msg_update(app, gs));
    if (gs->over) {
        gs->end_wait_ms -= dt;
        if (gs->end_wait_ms <= 0 && !anim_active(&gs->anim)) app_set_scene(app, &SCENE_FINAL);
        return min_wake(wake, gs->end_wait_ms > 0 ? gs->end_wait_ms : 50);
    }
    if (gs->unplaceable_ms > 0) {
        gs->unplaceable_ms -= dt;
        if (gs->unplaceable_ms > 0) return min_wake(wake, gs->unplaceable_ms);
        turn_discard(&gs->turn);
        app->dirty = 1;
    }
    if (app->session.online) { /* the server draws, discards and ends: follow it */
        wake = scene_game_net_update(app, gs, wake);
        announce_turn(app, gs);
        return wake;
    }
    GamePhase ph = game_phase(g);
    if (ph == PHASE_DRAW && scene_game_draw_held(app, gs)) return wake;
    if (ph == PHASE_DRAW || ph == PHASE_REDEAL || ph == PHASE_OVER) {
        gs->draw_go = 0;
        int r = turn_advance(&gs->turn);
        if (gs->turn.redealt)
            scene_game_banner(gs, _("The turned privilege tokens are shuffled and dealt again"), 0);
        switch (r) {
        case TURN_UNPLACEABLE:
            gs->unplaceable_tile = game_current_tile(g);
            gs->unplaceable_ms = UNPLACEABLE_MS;
            scene_game_banner(gs, _("No place for this tile: it is removed"), UNPLACEABLE_MS);
            scene_game_refresh(app, gs);
            return SCENE_ANIMATING;
        case TURN_ENDED:
            gs->over = 1;
            gs->end_wait_ms = 1200;
            keep_finished(app, gs);
            scene_game_banner(gs, _("The last tile is placed: final scoring"), 1200);
            app->dirty = 1;
            return SCENE_ANIMATING;
        case TURN_ERROR: app_toast(app, gs->turn.error, 4000); return SCENE_IDLE;
        default:
            scene_game_refresh(app, gs);
            if (r == TURN_DREW) show_choices(app, gs);
            break;
        }
    }
    announce_turn(app, gs);
    int actor = scene_game_actor(gs, app);
    if (gs->bot_job || gs->bot_ready) {
        bot_collect(app, gs);
        if (gs->bot_ready && (actor != gs->bot_seat || bot_stamp(app, gs, actor) != gs->bot_stamp))
            gs->bot_ready = 0; /* the game moved on (a load, a take-back): ask again */
    }
    if (actor >= 0 && session_is_bot(&app->session, actor)) {
        if (!gs->bot_job && !gs->bot_ready) {
            bot_think(app, gs, actor);
            gs->bot_wait_ms = bot_delay(app);
            if (gs->turn.placed) gs->bot_wait_ms = gs->bot_wait_ms * 2 / 3;
        }
        gs->bot_wait_ms -= dt;
        if (!bot_collect(app, gs)) {
            /* thinking: the HUD's indicator moves; the thread's event wakes the loop */
            int before = gs->think_ms / 250;
            gs->think_ms += dt;
            if (gs->think_ms / 250 != before) app->dirty = 1;
            return min_wake(wake, 250 - gs->think_ms % 250);
        }
        if (gs->bot_wait_ms <= 0 || bot_delay(app) == 0) {
            gs->bot_wait_ms = 0;
            bot_move(app, gs, actor);
            app->dirty = 1;
            return SCENE_ANIMATING;
        }
        return min_wake(wake, gs->bot_wait_ms);
    }
    return wake;
}

const Scene SCENE_GAME = {
    "game", game_enter, game_leave, scene_game_input, game_update, scene_game_draw,
};
