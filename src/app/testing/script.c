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
#include "script_board.h"
#include "text.h"
#include "script_int.h"
#include "ui.h"

int script_fail(Script *s, const char *fmt, ...)
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
    s->pad = script_pad_new();
    if (!s->pad) {
        script_free(s);
        return NULL;
    }
    snprintf(s->path, sizeof s->path, "%s", path);
    int no = 0;
    for (char *p = text; p && *p;) {
        char *eol = strchr(p, '\n');
        if (eol) *eol = '\0';
        no++;
        char *hash = strchr(p, '#');
        if (hash) *hash = '\0';
        while (*p == ' ' || *p == '\t') p++;
        size_t l = strlen(p);
        while (l && (p[l - 1] == ' ' || p[l - 1] == '\r' || p[l - 1] == '\t')) p[--l] = '\0';
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
    script_pad_free(s->pad);
    game_free(s->plan);
    free(s->text);
    free(s);
}

int script_status(const Script *s) { return s->status; }

/* ---- synthesised input ---- */

Uint32 script_window_id(App *app) { return SDL_GetWindowID(app->window); }

/* Points are window points; the app converts to pixels itself. */
void script_push_motion(App *app, float x, float y)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION;
    e.motion.windowID = script_window_id(app);
    e.motion.x = (int)x;
    e.motion.y = (int)y;
    SDL_PushEvent(&e);
}

void script_push_button(App *app, float x, float y, int button, int down)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    e.button.windowID = script_window_id(app);
    e.button.button = (Uint8)button;
    e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
    e.button.x = (int)x;
    e.button.y = (int)y;
    SDL_PushEvent(&e);
}

void script_push_click(App *app, float x, float y, int button)
{
    script_push_motion(app, x, y);
    script_push_button(app, x, y, button, 1);
    script_push_button(app, x, y, button, 0);
}

void script_push_key(App *app, SDL_Keycode k, Uint16 mod)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.windowID = script_window_id(app);
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = k;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    e.key.keysym.mod = mod;
    SDL_PushEvent(&e);
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    SDL_PushEvent(&e);
}

void script_push_text(App *app, const char *text)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_TEXTINPUT;
    e.text.windowID = script_window_id(app);
    snprintf(e.text.text, sizeof e.text.text, "%s", text);
    SDL_PushEvent(&e);
}

/* Pixels -> window points. */
float script_pt(App *app, float px) { return px / app->px_per_point; }

/* ---- commands ---- */

static int write_text(Script *s, const char *path, const char *text)
{
    char err[512];
    if (io_write_file_atomic(path, text, strlen(text), err, sizeof err) != 0)
        return script_fail(s, "%s", err);
    return 0;
}

/* open-final: the record's game, all seats human, on the final-scoring scene. */
static int open_final(Script *s, App *app, const char *path)
{
    char err[512];
    size_t len;
    char *text = io_read_file(path, &len, err, sizeof err);
    if (!text) return script_fail(s, "%s", err);
    RecordError re;
    Game *g = record_replay(app->ts, text, len, &re);
    free(text);
    if (!g) return script_fail(s, "%s:%d: %s", path, re.line, re.msg);
    int bots[GAME_MAX_PLAYERS];
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) bots[i] = SEAT_HUMAN;
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

static const char *scene_name(const App *app) { return app->scene ? app->scene->name : ""; }

/* A command: w[0] is its name, w[1..nw-1] its words. Returns 0 to go on with the next
 * command, 1 to let frames pass first, -1 when it failed (script_fail). */
typedef struct ScriptCommand {
    const char *name;
    int (*run)(Script *s, App *app, char **w, int nw);
} ScriptCommand;

static int cmd_wait(Script *s, App *app, char **w, int nw)
{
    (void)app;
    long a;
    if (nw != 2 || parse_int(w[1], &a) || a < 0)
        return script_fail(s, "wait needs a number of frames");
    s->wait_frames = (int)a;
    return 1;
}

static int cmd_wait_scene(Script *s, App *app, char **w, int nw)
{
    (void)app;
    long a;
    if (nw < 2) return script_fail(s, "wait-scene needs a scene name");
    snprintf(s->wait_scene, sizeof s->wait_scene, "%s", w[1]);
    s->wait_scene_left = 3000;
    if (nw > 2 && (parse_int(w[2], &a) || a < 1))
        return script_fail(s, "wait-scene: bad frame count");
    if (nw > 2) s->wait_scene_left = (int)a;
    return 1;
}

static int cmd_expect_scene(Script *s, App *app, char **w, int nw)
{
    const char *scene = scene_name(app);
    if (nw != 2 || strcmp(scene, w[1]) != 0)
        return script_fail(s, "expected the scene %s, but it is %s", nw > 1 ? w[1] : "?", scene);
    return 0;
}

static int cmd_click(Script *s, App *app, char **w, int nw)
{
    const char *scene = scene_name(app);
    SDL_FRect r;
    if (nw != 2) return script_fail(s, "click needs a widget id");
    if (ui_widget_rect(app->uis, w[1], &r) != 0)
        return script_fail(s, "no widget `%s` on the %s scene", w[1], scene);
    script_push_click(app, script_pt(app, r.x + r.w / 2), script_pt(app, r.y + r.h / 2),
                      SDL_BUTTON_LEFT);
    return 1;
}

static int cmd_click_at_move(Script *s, App *app, char **w, int nw)
{
    long a, b;
    if (nw < 3 || parse_int(w[1], &a) || parse_int(w[2], &b))
        return script_fail(s, "%s needs X Y", w[0]);
    if (w[0][0] == 'm') {
        script_push_motion(app, (float)a, (float)b);
    } else {
        int button = SDL_BUTTON_LEFT;
        if (nw > 3)
            button = strcmp(w[3], "right") == 0    ? SDL_BUTTON_RIGHT
                     : strcmp(w[3], "middle") == 0 ? SDL_BUTTON_MIDDLE
                                                   : SDL_BUTTON_LEFT;
        script_push_click(app, (float)a, (float)b, button);
    }
    return 1;
}

static int cmd_key(Script *s, App *app, char **w, int nw)
{
    if (nw < 2) return script_fail(s, "key needs a key name");
    SDL_Keycode k = SDL_GetKeyFromName(w[1]);
    if (k == SDLK_UNKNOWN) return script_fail(s, "unknown key `%s`", w[1]);
    Uint16 mod = 0;
    for (int i = 2; i < nw; i++)
        mod |= strcmp(w[i], "ctrl") == 0    ? KMOD_LCTRL
               : strcmp(w[i], "shift") == 0 ? KMOD_LSHIFT
                                            : 0;
    script_push_key(app, k, mod);
    return 1;
}

static int cmd_type(Script *s, App *app, char **w, int nw)
{
    (void)w;
    (void)nw;
    const char *t = s->line[s->pc - 1] + 4;
    while (*t == ' ') t++;
    script_push_text(app, t);
    return 1;
}

static int cmd_play_turns(Script *s, App *app, char **w, int nw)
{
    (void)app;
    long a, b;
    if (nw != 3 || parse_int(w[2], &b))
        return script_fail(s, "play-turns needs N|all|over and a seed");
    s->until_over = strcmp(w[1], "over") == 0;
    if (strcmp(w[1], "all") == 0 || s->until_over)
        s->turns_left = -1;
    else if (parse_int(w[1], &a) || a < 1)
        return script_fail(s, "play-turns: N must be a positive number");
    else
        s->turns_left = (int)a;
    rng_seed(&s->rng, (uint64_t)b, 0x5c1u);
    s->playing = 1;
    s->place_only = 0;
    s->play_frames = 0;
    s->stage = PLAY_IDLE;
    return 1;
}

/* play-record FILE [N]: like play-turns all (or N), but each human turn plays that record's
 * move. */
static int cmd_play_record(Script *s, App *app, char **w, int nw)
{
    long turns = -1;
    if (nw == 3 && (parse_int(w[2], &turns) || turns < 1))
        return script_fail(s, "play-record: N must be a positive number");
    if (nw != 2 && nw != 3) return script_fail(s, "play-record needs a record file [N]");
    char err[512];
    size_t len;
    IoStatus st;
    char *text = io_read_file_max(w[1], IO_RECORD_MAX, &len, &st, err, sizeof err);
    if (!text) return script_fail(s, "play-record: %s", err);
    RecordError rerr;
    game_free(s->plan);
    s->plan = record_replay(app->ts, text, len, &rerr);
    free(text);
    if (!s->plan) return script_fail(s, "play-record: %s:%d: %s", w[1], rerr.line, rerr.msg);
    rng_seed(&s->rng, 1, 0x5c1u);
    s->playing = 1;
    s->place_only = 0;
    s->turns_left = (int)turns;
    s->play_frames = 0;
    s->stage = PLAY_IDLE;
    return 1;
}

static int cmd_place_tile(Script *s, App *app, char **w, int nw)
{
    (void)app;
    long b;
    if (nw != 2 || parse_int(w[1], &b)) return script_fail(s, "place-tile needs a seed");
    rng_seed(&s->rng, (uint64_t)b, 0x5c1u);
    s->playing = 1;
    s->place_only = 1;
    s->turns_left = -1;
    s->play_frames = 0;
    s->stage = PLAY_IDLE;
    return 1;
}

static int cmd_expect_phase(Script *s, App *app, char **w, int nw)
{
    static const char *const names[] = {"draw", "place", "action", "token", "redeal", "over"};
    /* what the player sees: a tentative tile counts as placed */
    GameProbe probe;
    const Game *g = game_probe(app, &probe) == 0 ? probe.view : app->session.game;
    if (nw != 2) return script_fail(s, "expect-phase needs a phase name");
    if (!g) return script_fail(s, "expect-phase: no game is going");
    int ph = (int)game_phase(g);
    if (ph < 0 || ph > 5 || strcmp(names[ph], w[1]) != 0)
        return script_fail(s, "expected the phase %s, but it is %s", w[1],
                           ph >= 0 && ph <= 5 ? names[ph] : "?");
    return 0;
}

/* expect-hint shown: the last hint's placement is legal in the live game and is the tile
 * shown tentatively on the board; expect-hint placed: it is the tile placed next. */
static int cmd_expect_hint(Script *s, App *app, char **w, int nw)
{
    GameProbe probe;
    const Game *live = app->session.game;
    if (nw != 2 || (strcmp(w[1], "shown") != 0 && strcmp(w[1], "placed") != 0))
        return script_fail(s, "expect-hint needs shown or placed");
    if (!live || game_probe(app, &probe) != 0) return script_fail(s, "expect-hint: no game");
    if (!probe.has_hint) return script_fail(s, "expect-hint: no hint was shown");
    const Placement *h = &probe.hint_move;
    if (w[1][0] == 's') {
        if (game_phase(live) != PHASE_PLACE || game_placed_count(live) != probe.hint_placed_before)
            return script_fail(s, "expect-hint shown: the game has moved on");
        const char *why = game_check_placement(live, h);
        if (why) return script_fail(s, "the hinted placement is illegal: %s", why);
        const Placement *t = &probe.turn->place;
        if (!probe.turn->placed || t->x != h->x || t->y != h->y || t->rot != h->rot)
            return script_fail(s, "the hinted placement (%d %d rotation %d) is not on the board",
                               h->x, h->y, h->rot);
        return 0;
    }
    if (game_placed_count(live) <= probe.hint_placed_before)
        return script_fail(s, "expect-hint placed: no tile was placed since the hint");
    int tile, x, y, rot;
    game_placed(live, probe.hint_placed_before, &tile, &x, &y, &rot);
    if (tile != h->tile || x != h->x || y != h->y || rot != h->rot)
        return script_fail(s,
                           "placed tile %d at %d %d rotation %d, the hint was %d at %d %d "
                           "rotation %d",
                           tile, x, y, rot, h->tile, h->x, h->y, h->rot);
    return 0;
}

static int cmd_expect_state(Script *s, App *app, char **w, int nw)
{
    const char *scene = scene_name(app);
    int want = w[0][7] == 'e';
    int found = 0, enabled = 0;
    if (nw != 2) return script_fail(s, "%s needs a widget id", w[0]);
    for (int i = 0; i < app->uis->nlast; i++)
        if (strcmp(app->uis->last[i].id, w[1]) == 0) {
            found = 1;
            enabled = app->uis->last[i].enabled;
        }
    if (!found) return script_fail(s, "no widget `%s` on the %s scene", w[1], scene);
    if (enabled != want)
        return script_fail(s, "the widget `%s` is %s", w[1], enabled ? "enabled" : "disabled");
    return 0;
}

/* expect-message toast|banner|hint none|TEXT...: what the message shows now (TEXT: a part of
 * it, the words joined by single spaces). */
static int cmd_expect_message(Script *s, App *app, char **w, int nw)
{
    if (nw < 3) return script_fail(s, "expect-message needs toast|banner|hint and a text or none");
    char want[512] = "";
    size_t len = 0;
    for (int i = 2; i < nw && len < sizeof want - 1; i++) {
        int n = snprintf(want + len, sizeof want - len, "%s%s", i > 2 ? " " : "", w[i]);
        if (n < 0) break;
        len += (size_t)n;
        if (len >= sizeof want) len = sizeof want - 1;
    }
    const char *shown = NULL;
    GameProbe probe;
    int in_game = game_probe(app, &probe) == 0;
    if (strcmp(w[1], "toast") == 0) {
        shown = app_toast_shown(app);
        if (!shown) shown = "";
    } else if (strcmp(w[1], "banner") == 0 || strcmp(w[1], "hint") == 0) {
        if (!in_game) return script_fail(s, "expect-message %s: not in a game", w[1]);
        shown = w[1][0] == 'b' ? probe.banner : probe.hint;
    } else {
        return script_fail(s, "expect-message: `%s` is not toast, banner or hint", w[1]);
    }
    if (strcmp(want, "none") == 0) {
        if (shown[0]) return script_fail(s, "expected no %s, but it shows \"%s\"", w[1], shown);
    } else if (!strstr(shown, want)) {
        return script_fail(s, "expected the %s to show \"%s\", but it shows \"%s\"", w[1], want,
                           shown[0] ? shown : "nothing");
    }
    return 0;
}

/* expect-toast-style info|success|error */
static int cmd_expect_toast_style(Script *s, App *app, char **w, int nw)
{
    static const char *const names[] = {"info", "success", "error"};
    int st = app->toast_style;
    if (nw != 2) return script_fail(s, "expect-toast-style needs info, success or error");
    if (!app_toast_shown(app)) return script_fail(s, "expect-toast-style: no toast shows");
    if (st < 0 || st > 2 || strcmp(names[st], w[1]) != 0)
        return script_fail(s, "expected a %s toast, but it is %s", w[1],
                           st >= 0 && st <= 2 ? names[st] : "?");
    return 0;
}

static int cmd_screenshot(Script *s, App *app, char **w, int nw)
{
    if (nw != 2) return script_fail(s, "screenshot needs a file");
    snprintf(s->shot, sizeof s->shot, "%s", w[1]);
    app->dirty = 1;
    return 1;
}

static int cmd_shot_on(Script *s, App *app, char **w, int nw)
{
    (void)app;
    if (nw != 3 || s->nwatch >= 12)
        return script_fail(s, "shot-on needs a moment and a file (at most 12)");
    snprintf(s->watch[s->nwatch].state, sizeof s->watch[0].state, "%s", w[1]);
    snprintf(s->watch[s->nwatch].path, sizeof s->watch[0].path, "%s", w[2]);
    s->watch[s->nwatch++].done = 0;
    return 0;
}

static int cmd_check_blank_free(Script *s, App *app, char **w, int nw)
{
    (void)app;
    (void)w;
    (void)nw;
    s->check_blank = 1;
    return 1;
}

static int cmd_expect_text_fits(Script *s, App *app, char **w, int nw)
{
    (void)nw;
    s->check_cut = strcmp(w[0], "expect-text-fits") == 0 ? 1 : 2;
    app->dirty = 1;
    return 1;
}

/* expect-drawn-text WORDS...: the words, joined by single spaces, are drawn in the next frame */
static int cmd_expect_drawn_text(Script *s, App *app, char **w, int nw)
{
    if (nw < 2) return script_fail(s, "expect-drawn-text needs a text");
    size_t off = 0;
    s->expect_text[0] = '\0';
    for (int i = 1; i < nw && off < sizeof s->expect_text; i++) {
        int k = snprintf(s->expect_text + off, sizeof s->expect_text - off, "%s%s",
                         i > 1 ? " " : "", w[i]);
        if (k < 0) break;
        off += (size_t)k;
    }
    app->dirty = 1;
    return 1;
}

static int cmd_save(Script *s, App *app, char **w, int nw)
{
    if (nw != 2) return script_fail(s, "%s needs a file", w[0]);
    const Game *g = app->session.game;
    if (!g) return script_fail(s, "%s: no game is going", w[0]);
    if (w[0][5] == 'r') {
        char *rec = record_write(g);
        if (!rec) return script_fail(s, "out of memory");
        int r = write_text(s, w[1], rec);
        free(rec);
        if (r) return -1;
    } else {
        char out[1024];
        size_t off = 0;
        for (int i = 0; i < game_nplayers(g) && off < sizeof out; i++)
            off += (size_t)snprintf(out + off, sizeof out - off, "%s %d\n",
                                    game_colour_name(game_colour(g, i)), game_score(g, i));
        if (write_text(s, w[1], out)) return -1;
    }
    return 0;
}

static int cmd_open_final(Script *s, App *app, char **w, int nw)
{
    if (nw != 2) return script_fail(s, "open-final needs a record");
    if (open_final(s, app, w[1]) != 0) return -1;
    return 0;
}

static int cmd_save_final(Script *s, App *app, char **w, int nw)
{
    if (nw != 2) return script_fail(s, "save-final needs a file");
    if (scene_final_dump(app, w[1]) != 0)
        return script_fail(s, "save-final: the final scene is not showing, or %s cannot be written",
                           w[1]);
    return 0;
}

static int cmd_quit(Script *s, App *app, char **w, int nw)
{
    (void)app;
    (void)w;
    (void)nw;
    if (s->cut_screens)
        return script_fail(s, "text is cut on %d screen(s) (expect-text-fits, above)",
                           s->cut_screens);
    s->done = 1;
    return 0;
}

static const ScriptCommand COMMANDS[] = {
    {"wait", cmd_wait},
    {"wait-scene", cmd_wait_scene},
    {"expect-scene", cmd_expect_scene},
    {"click", cmd_click},
    {"click-at", cmd_click_at_move},
    {"move", cmd_click_at_move},
    {"key", cmd_key},
    {"type", cmd_type},
    {"play-turns", cmd_play_turns},
    {"play-record", cmd_play_record},
    {"place-tile", cmd_place_tile},
    {"expect-phase", cmd_expect_phase},
    {"expect-hint", cmd_expect_hint},
    {"expect-disabled", cmd_expect_state},
    {"expect-enabled", cmd_expect_state},
    {"expect-message", cmd_expect_message},
    {"expect-toast-style", cmd_expect_toast_style},
    {"screenshot", cmd_screenshot},
    {"shot-on", cmd_shot_on},
    {"check-blank-free", cmd_check_blank_free},
    {"expect-text-fits", cmd_expect_text_fits},
    {"report-cut-text", cmd_expect_text_fits},
    {"expect-drawn-text", cmd_expect_drawn_text},
    {"save-record", cmd_save},
    {"save-scores", cmd_save},
    {"open-final", cmd_open_final},
    {"save-final", cmd_save_final},
    {"point-at", script_cmd_point_at},
    {"expect-blocked", script_cmd_expect_blocked},
    {"expect-last-move", script_cmd_expect_last_move},
    {"expect-popup", script_cmd_expect_popup},
    {"expect-legal-visible", script_cmd_expect_legal_visible},
    {"expect-score-room", script_cmd_expect_score_room},
    {"wait-human-turn", script_cmd_wait_human_turn},
    {"expect-turn", script_cmd_expect_turn},
    {"quit", cmd_quit},
};

/* Runs commands until one needs frames to pass. */
static int run_commands(Script *s, App *app)
{
    while (s->pc < s->n && !s->done) {
        char buf[1024];
        snprintf(buf, sizeof buf, "%s", s->line[s->pc++]);
        char *w[16] = {0};
        int nw = 0;
        char *save = NULL;
        for (char *t = strtok_r(buf, " \t", &save); t && nw < 16; t = strtok_r(NULL, " \t", &save))
            w[nw++] = t;
        const ScriptCommand *c = NULL;
        for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0] && !c; i++)
            if (strcmp(w[0], COMMANDS[i].name) == 0) c = &COMMANDS[i];
        if (!c) {
            int o = script_online_command(s, app, w, nw);
            if (o == 1 || o == -1) return o;
            if (o == 0) continue;
            char err[256];
            int r = script_pad_command(s->pad, app, w, nw, err, sizeof err);
            if (r < 0) return script_fail(s, "%s", err);
            if (r == 1) return 1;
            if (r == 2) return script_fail(s, "unknown command `%s`", w[0]);
            continue;
        }
        int r = c->run(s, app, w, nw);
        if (r != 0) return r;
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
            script_fail(s, "timed out waiting for the %s scene (it is %s)", s->wait_scene,
                        app->scene ? app->scene->name : "none");
            return -1;
        } else {
            return 1;
        }
    }
    if (s->wait_until) {
        int r = script_online_wait(s, app);
        if (r != 0) return r;
    }
    if (script_pad_step(s->pad)) return 1;
    if (s->playing) {
        script_play_frame(s, app);
        if (s->done) return -1;
        if (s->playing) return 1;
    }
    int r = run_commands(s, app);
    if (s->status) return -1;
    return r;
}

void script_after_draw(Script *s, App *app)
{
    if (s->check_cut) {
        /* one line per cut text, reported at once; expect-text-fits fails at quit, so that one
         * run lists every screen's */
        int n = text_cut_count(app->text);
        for (int i = 0; i < n && i < TEXT_CUT_KEEP; i++)
            fprintf(stderr, "troubadour: cut text on the %s screen: \"%s\"\n",
                    app->scene ? app->scene->name : "?", text_cut_text(app->text, i));
        if (n > TEXT_CUT_KEEP) fprintf(stderr, "troubadour: ... and %d more\n", n - TEXT_CUT_KEEP);
        if (n > 0 && s->check_cut == 1) s->cut_screens++;
        s->check_cut = 0;
    }
    if (s->expect_text[0]) {
        if (!text_drawn(app->text, s->expect_text))
            script_fail(s, "the %s screen does not show \"%s\"",
                        app->scene ? app->scene->name : "?", s->expect_text);
        else
            fprintf(stderr, "troubadour: the %s screen shows \"%s\"\n",
                    app->scene ? app->scene->name : "?", s->expect_text);
        s->expect_text[0] = '\0';
    }
    if (!s->shot[0] && !s->check_blank) return;
    SDL_Surface *surf = screenshot_read(app->renderer);
    if (!surf) {
        script_fail(s, "cannot read the frame back: %s", SDL_GetError());
        return;
    }
    if (s->shot[0]) {
        char err[600];
        if (screenshot_write_png(surf, s->shot, err, sizeof err) != 0) script_fail(s, "%s", err);
        s->shot[0] = '\0';
    }
    if (s->check_blank) {
        int v = screenshot_colour_variety(surf);
        if (v < 8) script_fail(s, "the frame is nearly blank (%d colours)", v);
        s->check_blank = 0;
    }
    SDL_FreeSurface(surf);
}

static int driver_before_events(void *state, App *app) { return script_step(state, app); }

static void driver_after_draw(void *state, App *app) { script_after_draw(state, app); }

static int driver_status(const void *state) { return script_status(state); }

static void driver_free(void *state) { script_free(state); }

int script_driver(const char *path, AppDriver *out)
{
    Script *s = script_load(path);
    if (!s) return -1;
    *out = (AppDriver){s, driver_before_events, driver_after_draw, driver_status, driver_free};
    return 0;
}
