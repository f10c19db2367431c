#define _POSIX_C_SOURCE 200809L
/* Test mode: synthesised input on a virtual clock (see script.h). */
#include "script.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "game_probe.h"
#include "io.h"
#include "record.h"
#include "rng.h"
#include "scene_final.h"
#include "scenes.h"
#include "screenshot.h"
#include "ui.h"

#define MAX_LINES 2000
#define PLAY_FRAME_LIMIT 400000

enum { PLAY_IDLE, PLAY_PAN, PLAY_POINT, PLAY_ROTATE, PLAY_CLICK, PLAY_ACTION, PLAY_CONFIRM };

struct Script {
    char *text;
    char *line[MAX_LINES];
    int lineno[MAX_LINES];
    int n, pc;
    char path[512];
    int wait_frames;
    char wait_scene[32];
    int wait_scene_left;
    /* play-turns */
    int playing;
    int place_only; /* stop once the tile is placed */
    int turns_left; /* -1: until the final scene */
    long play_frames;
    int until_over; /* play-turns over: stop when the last tile is placed */
    Rng rng;
    int stage;
    int tries;
    Placement target;
    Action act;
    int act_stage;
    int confirms;
    int last_turn_seen;
    /* shot-on: pictures of moments met while playing */
    int nwatch;
    struct {
        char state[16];
        char path[256];
        int done;
    } watch[12];
    /* after-draw requests */
    char shot[512];
    int check_blank;
    int status;
    int done;
};

static int fail(Script *s, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    int ln = s->pc > 0 && s->pc <= s->n ? s->lineno[s->pc - 1] : 0;
    fprintf(stderr, "troubadour: script %s:%d: %s\n", s->path, ln, msg);
    s->status = 1;
    s->done = 1;
    return -1;
}

Script *script_load(const char *path)
{
    char err[1024];
    size_t len;
    char *text = io_read_file(path, &len, err, sizeof err);
    if (!text) {
        fprintf(stderr, "troubadour: %s\n", err);
        return NULL;
    }
    Script *s = calloc(1, sizeof *s);
    if (!s) {
        free(text);
        return NULL;
    }
    s->text = text;
    snprintf(s->path, sizeof s->path, "%s", path);
    int no = 0;
    for (char *p = text; p && *p;) {
        char *eol = strchr(p, '\n');
        if (eol) *eol = '\0';
        no++;
        char *hash = strchr(p, '#');
        if (hash) *hash = '\0';
        while (*p == ' ' || *p == '\t')
            p++;
        size_t l = strlen(p);
        while (l && (p[l - 1] == ' ' || p[l - 1] == '\r' || p[l - 1] == '\t'))
            p[--l] = '\0';
        if (*p) {
            if (s->n == MAX_LINES) {
                fprintf(stderr, "troubadour: script %s: more than %d commands\n", path, MAX_LINES);
                script_free(s);
                return NULL;
            }
            s->lineno[s->n] = no;
            s->line[s->n++] = p;
        }
        p = eol ? eol + 1 : NULL;
    }
    return s;
}

void script_free(Script *s)
{
    if (!s) return;
    free(s->text);
    free(s);
}

int script_status(const Script *s)
{
    return s->status;
}

/* ---- synthesised input ---- */

static Uint32 window_id(App *app)
{
    return SDL_GetWindowID(app->window);
}

/* Points are window points; the app converts to pixels itself. */
static void push_motion(App *app, float x, float y)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION;
    e.motion.windowID = window_id(app);
    e.motion.x = (int)x;
    e.motion.y = (int)y;
    SDL_PushEvent(&e);
}

static void push_button(App *app, float x, float y, int button, int down)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    e.button.windowID = window_id(app);
    e.button.button = (Uint8)button;
    e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
    e.button.x = (int)x;
    e.button.y = (int)y;
    SDL_PushEvent(&e);
}

static void push_click(App *app, float x, float y, int button)
{
    push_motion(app, x, y);
    push_button(app, x, y, button, 1);
    push_button(app, x, y, button, 0);
}

static void push_key(App *app, SDL_Keycode k, Uint16 mod)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.windowID = window_id(app);
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = k;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    e.key.keysym.mod = mod;
    SDL_PushEvent(&e);
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    SDL_PushEvent(&e);
}

/* Pixels -> window points. */
static float pt(App *app, float px)
{
    return px / app->px_per_point;
}

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
    float x0 = pt(app, cx), y0 = pt(app, cy);
    push_motion(app, x0, y0);
    push_button(app, x0, y0, SDL_BUTTON_MIDDLE, 1);
    push_motion(app, x0 + pt(app, cx - sx) / 2, y0 + pt(app, cy - sy) / 2);
    push_motion(app, x0 + pt(app, cx - sx), y0 + pt(app, cy - sy));
    push_button(app, x0 + pt(app, cx - sx), y0 + pt(app, cy - sy), SDL_BUTTON_MIDDLE, 0);
}

/* Brings board point bx, by on screen; returns 1 when it is already clickable. */
static int ensure_visible(App *app, const GameProbe *gs, float bx, float by, float *sx, float *sy)
{
    camera_to_screen(&gs->cam, bx, by, sx, sy);
    if (clickable(app, gs, *sx, *sy)) return 1;
    drag_to(app, gs, bx, by);
    return 0;
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
    for (int i = 0; i < n; i++)
        cand[m++] = gs->acts[i];
    (void)app;
    uint32_t k = rng_below(&s->rng, (uint32_t)m + 1);
    s->act.kind = ACT_NONE;
    if (k < (uint32_t)m) s->act = cand[k];
    s->act_stage = 0;
    s->tries = 0;
    (void)g;
}

static int same_action(const Action *a, const Action *b)
{
    if (a->kind != b->kind) return 0;
    switch (a->kind) {
    case ACT_FOLLOWER:
    case ACT_WINDMILL:
        return a->seg == b->seg;
    case ACT_DONKEY:
        return a->x == b->x && a->y == b->y;
    default:
        return 1;
    }
}

/* One frame of the action step: returns 1 when the turn was confirmed. */
static int action_frame(Script *s, App *app, const GameProbe *gs)
{
    const Game *g = gs->view;
    Action *a = &s->act;
    float sx, sy, bx, by;
    if (a->kind == ACT_NONE || (gs->turn->has_act && same_action(&gs->turn->act, a))) {
        push_key(app, SDLK_RETURN, 0);
        return 1;
    }
    if (++s->tries > 12) {
        fail(s, "play-turns: could not choose the action %d (seg %d at %d %d) by clicking", a->kind,
             a->seg, a->x, a->y);
        return 0;
    }
    switch (a->kind) {
    case ACT_WINDMILL:
        if (gs->mode != MODE_WINDMILL) {
            push_key(app, SDLK_w, 0);
            return 0;
        }
        /* fall through */
    case ACT_FOLLOWER:
        if (a->kind == ACT_FOLLOWER && gs->mode != MODE_FIGURE) {
            push_key(app, SDLK_ESCAPE, 0);
            return 0;
        }
        game_probe_anchor(app, gs->turn->place.x, gs->turn->place.y, a->seg, &bx, &by);
        if (!ensure_visible(app, gs, bx, by, &sx, &sy)) return 0;
        push_click(app, pt(app, sx), pt(app, sy), SDL_BUTTON_LEFT);
        return 0;
    case ACT_DONKEY: {
        if (gs->mode != MODE_DONKEY) {
            int dx, dy;
            game_donkey(g, &dx, &dy);
            if (!ensure_visible(app, gs, (float)dx + 0.27f, (float)dy + 0.27f, &sx, &sy)) return 0;
            push_click(app, pt(app, sx), pt(app, sy), SDL_BUTTON_LEFT);
            return 0;
        }
        /* a point of the target tile away from where figures stand */
        if (!ensure_visible(app, gs, (float)a->x - 0.4f, (float)a->y + 0.4f, &sx, &sy)) return 0;
        push_click(app, pt(app, sx), pt(app, sy), SDL_BUTTON_LEFT);
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
            push_click(app, pt(app, sx), pt(app, sy), SDL_BUTTON_LEFT);
            return 0;
        }
        fail(s, "play-turns: no own figure at %d %d to return", a->x, a->y);
        return 0;
    }
    default:
        push_key(app, SDLK_RETURN, 0);
        return 1;
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

static void play_frame(Script *s, App *app)
{
    if (++s->play_frames > PLAY_FRAME_LIMIT) {
        fail(s, "play-turns: the game did not end within %d frames", PLAY_FRAME_LIMIT);
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
            push_click(app, pt(app, r.x + r.w / 2), pt(app, r.y + r.h / 2), SDL_BUTTON_LEFT);
        else if (s->play_frames % 8 == 0)
            push_key(app, SDLK_SPACE, 0);
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
        push_key(app, SDLK_ESCAPE, 0);
        return;
    }
    if (gs->unplaceable_ms > 0) {
        if (s->play_frames % 4 == 0) push_key(app, SDLK_SPACE, 0);
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
            s->stage = PLAY_POINT;
            s->tries = 0;
        }
        if (++s->tries > 16) {
            float tx, ty;
            camera_to_screen(&gs->cam, (float)s->target.x, (float)s->target.y, &tx, &ty);
            fail(s,
                 "play-turns: could not place %d %d rotation %d by pointing and rotating "
                 "(preview %s at %d %d rotation %d, legal rotations %x, pointer %.0f %.0f, "
                 "target on screen %.0f %.0f, zoom %.1f)",
                 s->target.x, s->target.y, s->target.rot, gs->snap ? "snapped" : "free", gs->snap_x,
                 gs->snap_y, gs->snap_rot, game_probe_rotations_at(app, s->target.x, s->target.y),
                 gs->mx, gs->my, tx, ty, gs->cam.zoom);
            return;
        }
        if (gs->dir_pick) {
            static const float ox[4] = {0, 1, 0, -1}, oy[4] = {-1, 0, 1, 0};
            int d = s->target.turn_dir;
            float bx = (float)s->target.x + ox[d] * 0.78f, by = (float)s->target.y + oy[d] * 0.78f;
            /* the arrows are widgets themselves */
            camera_to_screen(&gs->cam, bx, by, &sx, &sy);
            if (!in_view(app, gs, sx, sy)) {
                drag_to(app, gs, bx, by);
                return;
            }
            push_click(app, pt(app, sx), pt(app, sy), SDL_BUTTON_LEFT);
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
            push_motion(app, pt(app, sx), pt(app, sy));
            return;
        }
        if (gs->snap_rot != s->target.rot) {
            push_key(app, SDLK_r, 0);
            return;
        }
        push_click(app, pt(app, sx), pt(app, sy), SDL_BUTTON_LEFT);
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
                fail(s, "play-turns: the tile went to %d %d rotation %d, not %d %d rotation %d",
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
            fail(s, "play-turns: could not place the privilege token at %d %d", s->target.x,
                 s->target.y);
            return;
        }
        if (!ensure_visible(app, gs, (float)s->target.x, (float)s->target.y, &sx, &sy)) return;
        push_click(app, pt(app, sx), pt(app, sy), SDL_BUTTON_LEFT);
        return;
    }
    default:
        return;
    }
}

/* ---- commands ---- */

static int write_text(Script *s, const char *path, const char *text)
{
    char err[512];
    if (io_write_file_atomic(path, text, strlen(text), err, sizeof err) != 0)
        return fail(s, "%s", err);
    return 0;
}

/* open-final: the record's game, all seats human, on the final-scoring scene. */
static int open_final(Script *s, App *app, const char *path)
{
    char err[512];
    size_t len;
    char *text = io_read_file(path, &len, err, sizeof err);
    if (!text) return fail(s, "%s", err);
    RecordError re;
    Game *g = record_replay(app->ts, text, len, &re);
    free(text);
    if (!g) return fail(s, "%s:%d: %s", path, re.line, re.msg);
    int bots[MAX_PLAYERS];
    for (int i = 0; i < MAX_PLAYERS; i++)
        bots[i] = SEAT_HUMAN;
    session_adopt(&app->session, g, bots, 1);
    app_set_scene(app, &SCENE_FINAL);
    return 0;
}

static int parse_int(const char *w, long *out)
{
    char *end;
    errno = 0;
    long v = w ? strtol(w, &end, 10) : 0;
    if (!w || !*w || *end || errno) return -1;
    *out = v;
    return 0;
}

/* Runs commands until one needs frames to pass. */
static int run_commands(Script *s, App *app)
{
    while (s->pc < s->n && !s->done) {
        char buf[1024];
        snprintf(buf, sizeof buf, "%s", s->line[s->pc++]);
        char *w[8] = {0};
        int nw = 0;
        char *save = NULL;
        for (char *t = strtok_r(buf, " \t", &save); t && nw < 8; t = strtok_r(NULL, " \t", &save))
            w[nw++] = t;
        const char *scene = app->scene ? app->scene->name : "";
        long a, b;
        if (strcmp(w[0], "wait") == 0) {
            if (nw != 2 || parse_int(w[1], &a) || a < 0)
                return fail(s, "wait needs a number of frames");
            s->wait_frames = (int)a;
            return 1;
        } else if (strcmp(w[0], "wait-scene") == 0) {
            if (nw < 2) return fail(s, "wait-scene needs a scene name");
            snprintf(s->wait_scene, sizeof s->wait_scene, "%s", w[1]);
            s->wait_scene_left = 3000;
            if (nw > 2 && (parse_int(w[2], &a) || a < 1))
                return fail(s, "wait-scene: bad frame count");
            if (nw > 2) s->wait_scene_left = (int)a;
            return 1;
        } else if (strcmp(w[0], "expect-scene") == 0) {
            if (nw != 2 || strcmp(scene, w[1]) != 0)
                return fail(s, "expected the scene %s, but it is %s", nw > 1 ? w[1] : "?", scene);
        } else if (strcmp(w[0], "click") == 0) {
            SDL_FRect r;
            if (nw != 2) return fail(s, "click needs a widget id");
            if (ui_widget_rect(app->uis, w[1], &r) != 0)
                return fail(s, "no widget `%s` on the %s scene", w[1], scene);
            push_click(app, pt(app, r.x + r.w / 2), pt(app, r.y + r.h / 2), SDL_BUTTON_LEFT);
            return 1;
        } else if (strcmp(w[0], "click-at") == 0 || strcmp(w[0], "move") == 0) {
            if (nw < 3 || parse_int(w[1], &a) || parse_int(w[2], &b))
                return fail(s, "%s needs X Y", w[0]);
            if (w[0][0] == 'm') {
                push_motion(app, (float)a, (float)b);
            } else {
                int button = SDL_BUTTON_LEFT;
                if (nw > 3)
                    button = strcmp(w[3], "right") == 0    ? SDL_BUTTON_RIGHT
                             : strcmp(w[3], "middle") == 0 ? SDL_BUTTON_MIDDLE
                                                           : SDL_BUTTON_LEFT;
                push_click(app, (float)a, (float)b, button);
            }
            return 1;
        } else if (strcmp(w[0], "key") == 0) {
            if (nw < 2) return fail(s, "key needs a key name");
            SDL_Keycode k = SDL_GetKeyFromName(w[1]);
            if (k == SDLK_UNKNOWN) return fail(s, "unknown key `%s`", w[1]);
            Uint16 mod = 0;
            for (int i = 2; i < nw; i++)
                mod |= strcmp(w[i], "ctrl") == 0    ? KMOD_LCTRL
                       : strcmp(w[i], "shift") == 0 ? KMOD_LSHIFT
                                                    : 0;
            push_key(app, k, mod);
            return 1;
        } else if (strcmp(w[0], "type") == 0) {
            const char *t = s->line[s->pc - 1] + 4;
            while (*t == ' ')
                t++;
            SDL_Event e;
            memset(&e, 0, sizeof e);
            e.type = SDL_TEXTINPUT;
            e.text.windowID = window_id(app);
            snprintf(e.text.text, sizeof e.text.text, "%s", t);
            SDL_PushEvent(&e);
            return 1;
        } else if (strcmp(w[0], "play-turns") == 0) {
            if (nw != 3 || parse_int(w[2], &b))
                return fail(s, "play-turns needs N|all|over and a seed");
            s->until_over = strcmp(w[1], "over") == 0;
            if (strcmp(w[1], "all") == 0 || s->until_over)
                s->turns_left = -1;
            else if (parse_int(w[1], &a) || a < 1)
                return fail(s, "play-turns: N must be a positive number");
            else
                s->turns_left = (int)a;
            rng_seed(&s->rng, (uint64_t)b, 0x5c1u);
            s->playing = 1;
            s->place_only = 0;
            s->play_frames = 0;
            s->stage = PLAY_IDLE;
            return 1;
        } else if (strcmp(w[0], "place-tile") == 0) {
            if (nw != 2 || parse_int(w[1], &b)) return fail(s, "place-tile needs a seed");
            rng_seed(&s->rng, (uint64_t)b, 0x5c1u);
            s->playing = 1;
            s->place_only = 1;
            s->turns_left = -1;
            s->play_frames = 0;
            s->stage = PLAY_IDLE;
            return 1;
        } else if (strcmp(w[0], "expect-phase") == 0) {
            static const char *const names[] = {"draw",  "place",  "action",
                                                "token", "redeal", "over"};
            /* what the player sees: a tentative tile counts as placed */
            GameProbe probe;
            const Game *g = game_probe(app, &probe) == 0 ? probe.view : app->session.game;
            if (nw != 2) return fail(s, "expect-phase needs a phase name");
            if (!g) return fail(s, "expect-phase: no game is going");
            int ph = (int)game_phase(g);
            if (ph < 0 || ph > 5 || strcmp(names[ph], w[1]) != 0)
                return fail(s, "expected the phase %s, but it is %s", w[1],
                            ph >= 0 && ph <= 5 ? names[ph] : "?");
        } else if (strcmp(w[0], "expect-disabled") == 0 || strcmp(w[0], "expect-enabled") == 0) {
            int want = w[0][7] == 'e';
            int found = 0, enabled = 0;
            if (nw != 2) return fail(s, "%s needs a widget id", w[0]);
            for (int i = 0; i < app->uis->nlast; i++)
                if (strcmp(app->uis->last[i].id, w[1]) == 0) {
                    found = 1;
                    enabled = app->uis->last[i].enabled;
                }
            if (!found) return fail(s, "no widget `%s` on the %s scene", w[1], scene);
            if (enabled != want)
                return fail(s, "the widget `%s` is %s", w[1], enabled ? "enabled" : "disabled");
        } else if (strcmp(w[0], "screenshot") == 0) {
            if (nw != 2) return fail(s, "screenshot needs a file");
            snprintf(s->shot, sizeof s->shot, "%s", w[1]);
            app->dirty = 1;
            return 1;
        } else if (strcmp(w[0], "shot-on") == 0) {
            if (nw != 3 || s->nwatch >= 12)
                return fail(s, "shot-on needs a moment and a file (at most 12)");
            snprintf(s->watch[s->nwatch].state, sizeof s->watch[0].state, "%s", w[1]);
            snprintf(s->watch[s->nwatch].path, sizeof s->watch[0].path, "%s", w[2]);
            s->watch[s->nwatch++].done = 0;
        } else if (strcmp(w[0], "check-blank-free") == 0) {
            s->check_blank = 1;
            return 1;
        } else if (strcmp(w[0], "save-record") == 0 || strcmp(w[0], "save-scores") == 0) {
            if (nw != 2) return fail(s, "%s needs a file", w[0]);
            const Game *g = app->session.game;
            if (!g) return fail(s, "%s: no game is going", w[0]);
            if (w[0][5] == 'r') {
                char *rec = record_write(g);
                if (!rec) return fail(s, "out of memory");
                int r = write_text(s, w[1], rec);
                free(rec);
                if (r) return -1;
            } else {
                char out[1024];
                size_t off = 0;
                for (int i = 0; i < game_nplayers(g) && off < sizeof out; i++)
                    off += (size_t)snprintf(out + off, sizeof out - off, "%s %d\n",
                                            colour_name(game_colour(g, i)), game_score(g, i));
                if (write_text(s, w[1], out)) return -1;
            }
        } else if (strcmp(w[0], "open-final") == 0) {
            if (nw != 2) return fail(s, "open-final needs a record");
            if (open_final(s, app, w[1]) != 0) return -1;
        } else if (strcmp(w[0], "save-final") == 0) {
            if (nw != 2) return fail(s, "save-final needs a file");
            if (scene_final_dump(app, w[1]) != 0)
                return fail(s, "save-final: the final scene is not showing, or %s cannot be written",
                            w[1]);
        } else if (strcmp(w[0], "quit") == 0) {
            s->done = 1;
            return 0;
        } else {
            return fail(s, "unknown command `%s`", w[0]);
        }
    }
    if (s->pc >= s->n) s->done = 1;
    return s->done ? 0 : 1;
}

int script_step(Script *s, App *app)
{
    if (s->done) return s->status ? -1 : 0;
    if (s->wait_frames > 0) {
        s->wait_frames--;
        return 1;
    }
    if (s->wait_scene[0]) {
        if (app->scene && strcmp(app->scene->name, s->wait_scene) == 0) {
            s->wait_scene[0] = '\0';
        } else if (--s->wait_scene_left <= 0) {
            fail(s, "timed out waiting for the %s scene (it is %s)", s->wait_scene,
                 app->scene ? app->scene->name : "none");
            return -1;
        } else {
            return 1;
        }
    }
    if (s->playing) {
        play_frame(s, app);
        if (s->done) return -1;
        if (s->playing) return 1;
    }
    int r = run_commands(s, app);
    if (s->status) return -1;
    return r;
}

void script_after_draw(Script *s, App *app)
{
    if (!s->shot[0] && !s->check_blank) return;
    SDL_Surface *surf = screenshot_read(app->renderer);
    if (!surf) {
        fail(s, "cannot read the frame back: %s", SDL_GetError());
        return;
    }
    if (s->shot[0]) {
        char err[600];
        if (screenshot_write_png(surf, s->shot, err, sizeof err) != 0) fail(s, "%s", err);
        s->shot[0] = '\0';
    }
    if (s->check_blank) {
        int v = screenshot_colour_variety(surf);
        if (v < 8) fail(s, "the frame is nearly blank (%d colours)", v);
        s->check_blank = 0;
    }
    SDL_FreeSurface(surf);
}

static int driver_before_events(void *state, App *app)
{
    return script_step(state, app);
}

static void driver_after_draw(void *state, App *app)
{
    script_after_draw(state, app);
}

static int driver_status(const void *state)
{
    return script_status(state);
}

static void driver_free(void *state)
{
    script_free(state);
}

int script_driver(const char *path, AppDriver *out)
{
    Script *s = script_load(path);
    if (!s) return -1;
    *out = (AppDriver){s, driver_before_events, driver_after_draw, driver_status, driver_free};
    return 0;
}
