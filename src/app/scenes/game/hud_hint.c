/* The Hint assist (see hud_hint.h). */
#include "hud_hint.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_hint.h"
#include "draw.h"
#include "hud_layout.h"
#include "i18n.h"
#include "palette.h"
#include "rng.h"
#include "text.h"
#include "ui.h"

/* What the worker thread gets and gives back (the bot worker's state). */
typedef struct HintJob {
    uint64_t seed;
    AiBudget budget;
    AiHint out;
    int ok;
} HintJob;

struct HudHint {
    BotJob *job;
    uint64_t asked;                /* the moment the search is for (a stale answer is dropped) */
    int shown;                     /* the panel shows `hint` */
    int shown_placed, shown_phase; /* the live game when it was shown: the panel goes after */
    AiHint hint;
    int has_last; /* a hint was shown in the place step: its placement (for the probe) */
    Placement last;
    int last_placed;
};

static int hint_decide(void *state, const Game *g, const atomic_int *cancel, BotDecision *out)
{
    HintJob *h = state;
    h->ok = ai_hint_cancel(g, h->seed, &h->budget, cancel, &h->out) == 0;
    if (!h->ok) return -1;
    out->place = h->out.move.place;
    out->act = h->out.move.act;
    return 0;
}

static void hint_destroy(void *state) { free(state); }

/* Runs on the bot worker like a bot, but is never a seat's bot. */
static const BotKind HINT_KIND = {"hint", "hint", "", NULL, hint_destroy, hint_decide};

static int enabled(const App *app, const GameScene *gs)
{
    return settings_assist(&app->settings, ASSIST_HINT) && !gs->viewer && !gs->over;
}

/* The moment a hint is for: the live game's progress and the tentative tile. */
static uint64_t moment(const App *app, const GameScene *gs)
{
    const Game *live = app->session.game, *v = scene_game_view(app, gs);
    return (uint64_t)game_event_count(live) << 32 ^ (uint64_t)game_placed_count(live) << 12 ^
           (uint64_t)game_phase(v) << 4 ^ (uint64_t)(gs->turn.placed != 0) ^
           (uint64_t)game_tiles_left(live) << 20;
}

static int can_ask(const App *app, const GameScene *gs)
{
    if (!enabled(app, gs) || !scene_game_human_to_move(gs, app) || gs->paused) return 0;
    GamePhase ph = game_phase(scene_game_view(app, gs));
    return ph == PHASE_PLACE || ph == PHASE_ACTION || ph == PHASE_TOKEN;
}

void hud_hint_request(App *app, GameScene *gs)
{
    if (!can_ask(app, gs)) return;
    if (!gs->hud_hint && !(gs->hud_hint = calloc(1, sizeof *gs->hud_hint))) return;
    HudHint *h = gs->hud_hint;
    if (h->job) return; /* one search at a time */
    HintJob *j = calloc(1, sizeof *j);
    if (!j) return;
    j->seed = (uint64_t)rng_next(&app->cosmetic) << 32 | rng_next(&app->cosmetic);
    j->budget.seconds =
        app->opt.bot_seconds > 0 ? app->opt.bot_seconds : (double)app->settings.hard_seconds;
    j->budget.playouts = app->opt.bot_playouts;
    h->job = bot_job_start(&HINT_KIND, j, scene_game_view(app, gs), SDL_USEREVENT);
    if (!h->job) {
        free(j);
        return;
    }
    h->asked = moment(app, gs);
    h->shown = 0;
    app->dirty = 1;
}

/* The view glides to x, y when that is out of sight. */
static void follow(GameScene *gs, int x, int y)
{
    float sx, sy, m = gs->cam.zoom * 0.5f;
    camera_to_screen(&gs->cam, (float)x, (float)y, &sx, &sy);
    if (sx < gs->board.x + m || sy < gs->board.y + m || sx > gs->board.x + gs->board.w - m ||
        sy > gs->board.y + gs->board.h - m)
        camera_glide_to(&gs->cam, (float)x, (float)y);
}

/* Puts the hinted move on the board as the player's tentative move. */
static void show(App *app, GameScene *gs, HudHint *h)
{
    const AiDecision *m = &h->hint.move;
    const Game *live = app->session.game;
    switch (m->kind) {
    case AI_DO_PLACE:
        if (gs->turn.placed || turn_place(&gs->turn, &m->place) != 0) return;
        h->has_last = 1;
        h->last = m->place;
        h->last_placed = game_placed_count(live);
        gs->rot = m->place.rot;
        gs->kb_index = -1;
        gs->dir_pick = 0;
        gs->mode = MODE_FIGURE;
        if (m->act.kind != ACT_NONE) turn_choose(&gs->turn, &m->act);
        follow(gs, m->place.x, m->place.y);
        break;
    case AI_DO_ACT: turn_choose(&gs->turn, &m->act); break;
    case AI_DO_TOKEN:
        for (int i = 0; i < gs->ntok; i++)
            if (gs->tokpos[i].x == m->x && gs->tokpos[i].y == m->y) {
                /* the token step's keyboard choice: Enter lays it there */
                gs->kb_tok = i;
                follow(gs, m->x, m->y);
                camera_to_screen(&gs->cam, (float)m->x, (float)m->y, &gs->mx, &gs->my);
                gs->mouse_in = 1;
            }
        break;
    default: return;
    }
    scene_game_refresh(app, gs);
    h->shown = 1;
    h->shown_placed = game_placed_count(live);
    h->shown_phase = (int)game_phase(live);
}

int hud_hint_update(App *app, GameScene *gs)
{
    HudHint *h = gs->hud_hint;
    if (!h) return -1;
    const Game *live = app->session.game;
    if (h->shown && (h->shown_placed != game_placed_count(live) ||
                     h->shown_phase != (int)game_phase(live) || !enabled(app, gs))) {
        h->shown = 0; /* the move was played (or the game moved on) */
        app->dirty = 1;
    }
    if (!h->job) return -1;
    if (!bot_job_done(h->job)) return 250;
    BotDecision d;
    void *state = NULL;
    bot_job_finish(h->job, &d, &state);
    h->job = NULL;
    HintJob *j = state;
    if (j && j->ok && h->asked == moment(app, gs) && can_ask(app, gs)) {
        h->hint = j->out;
        show(app, gs, h);
    }
    free(j);
    app->dirty = 1;
    return -1;
}

static const char *what_action(const Action *a)
{
    static const char *const what[] = {N_("no figure"), N_("a follower"), N_("the windmill"),
                                       N_("the donkey moves"), N_("a figure taken back")};
    return _(what[a->kind >= 0 && a->kind <= ACT_RETURN ? a->kind : 0]);
}

static void panel(App *app, GameScene *gs, const HudHint *h)
{
    const Theme *th = palette_theme();
    char line[4][160];
    int n = 0;
    const AiHint *a = &h->hint;
    if (!h->shown) {
        snprintf(line[n++], sizeof line[0], "%s", _("Hint: the Hard bot is thinking..."));
    } else {
        if (a->move.kind == AI_DO_PLACE)
            /* TRANSLATORS: %s is what goes on the tile: "a follower", "no figure", ... */
            snprintf(line[n++], sizeof line[0], _("Hint: the tile as shown, with %s"),
                     what_action(&a->move.act));
        else if (a->move.kind == AI_DO_ACT)
            snprintf(line[n++], sizeof line[0], _("Hint: %s, as shown"), what_action(&a->move.act));
        else
            snprintf(line[n++], sizeof line[0], "%s", _("Hint: the token on the marked spot"));
        snprintf(line[n++], sizeof line[0], P_("%d point now", "%d points now", a->points_now),
                 a->points_now);
        /* TRANSLATORS: the player's expected final score after the move, and its change */
        snprintf(line[n++], sizeof line[0], _("Projected final score %.0f (%+.0f), lead %+.0f"),
                 a->projected, a->projected_gain, a->margin);
        snprintf(line[n++], sizeof line[0], "%s", _("Enter plays it, Backspace takes it back."));
    }
    float pad = app_px(app, 10), lh = (float)text_line_height(app->text, FONT_SMALL);
    float w = 0;
    for (int i = 0; i < n; i++) {
        float tw = (float)text_width(app->text, i == 0 ? FONT_BOLD : FONT_SMALL, line[i]);
        if (tw > w) w = tw;
    }
    float maxw = gs->board.w - 2 * app_px(app, 10);
    w += 2 * pad;
    if (w > maxw) w = maxw;
    float h2 = 2 * pad + (float)n * (lh + app_px(app, 3));
    float x = gs->board.x + app_px(app, 10), y = gs->board.y + gs->board.h - h2 - app_px(app, 10);
    draw_round_rect(app->renderer, x, y, w, h2, app_px(app, 8), palette_alpha(th->panel, 240));
    draw_rect_outline(app->renderer, x, y, w, h2, app_px(app, 1), th->panel_edge);
    for (int i = 0; i < n; i++)
        text_draw(app->text, i == 0 ? FONT_BOLD : FONT_SMALL, line[i], i ? th->ink_soft : th->ink,
                  x + pad, y + pad + (float)i * (lh + app_px(app, 3)), 0);
}

void hud_hint_draw(App *app, GameScene *gs)
{
    if (!enabled(app, gs)) return;
    HudHint *h = gs->hud_hint;
    /* beside the Tiles button of the board's toolbar (hud_layout.c) */
    HudTool t[HUD_TOOL_COUNT];
    hud_layout_toolbar(app, gs, t);
    int busy = h && h->job;
    ui_button(app->uis, t[HUD_TOOL_HINT].id, t[HUD_TOOL_HINT].label, t[HUD_TOOL_HINT].r,
              busy               ? UI_TOGGLE_ON
              : can_ask(app, gs) ? UI_SECONDARY
                                 : UI_DISABLED);
    if (h && (busy || h->shown)) panel(app, gs, h);
}

int hud_hint_click(App *app, GameScene *gs, const char *id)
{
    if (strcmp(id, "hint") != 0) return 0;
    hud_hint_request(app, gs);
    return 1;
}

void hud_hint_leave(GameScene *gs)
{
    if (!gs->hud_hint) return;
    bot_job_abandon(gs->hud_hint->job); /* the thread frees its job when it ends */
    free(gs->hud_hint);
    gs->hud_hint = NULL;
}

int hud_hint_last(const GameScene *gs, Placement *place, int *placed_before)
{
    if (!gs->hud_hint || !gs->hud_hint->has_last) return 0;
    *place = gs->hud_hint->last;
    *placed_before = gs->hud_hint->last_placed;
    return 1;
}
