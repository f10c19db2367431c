/* The setup screen: 2 to 8 seats (colour, name, human or bot), the expansions, an optional
 * seed; then the flower draw (Village Life) or straight to the game. Two columns when the
 * window is wide enough, else one; what does not fit the height scrolls. Starting over a game
 * in progress (the autosave) asks first. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "autosave.h"
#include "bot.h"
#include "i18n.h"
#include "draw.h"
#include "last_setup.h"
#include "palette.h"
#include "name_field.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"
#include "ui_scroll.h"
#include "app.h"

typedef struct SetupScene {
    char seed[24];
    int last_kind;     /* the kind chosen last: a new seat gets it (SEAT_HUMAN at first) */
    UiScroll view;     /* the rows between the title and the buttons */
    int ask;           /* asking whether to start over the game in progress */
    char summary[256]; /* that game, in one line */
} SetupScene;

/* Widgets only inside the scroll view (a row scrolled away cannot be clicked unseen). */
static int shown(const SetupScene *ss, SDL_FRect r) { return ui_scroll_shows(&ss->view, r); }

static void button(App *app, const SetupScene *ss, const char *id, const char *label, SDL_FRect r,
                   int look)
{
    if (shown(ss, r)) ui_button(app->uis, id, label, r, look);
}

typedef struct ExpansionInfo {
    unsigned bit;
    const char *id, *name, *blurb;
} ExpansionInfo;

static const ExpansionInfo EXPANSIONS[] = {
    {EXP_FARMERS, "exp-farmers", N_("Farmers"),
     N_("Followers in fields score 3 per completed city at the end.")},
    {EXP_FESTIVAL, "exp-festival", N_("The Festival"),
     N_("10 festival tiles: take one of your own figures back.")},
    {EXP_VILLAGE, "exp-village", N_("Village Life"),
     N_("Flowers, bushes, the donkey, windmills, marketplaces.")},
    {EXP_PRIVILEGES, "exp-privileges", N_("Royal Privileges"),
     N_("Tokens on the score track, turned over for bonus points.")},
};
#define NEXP ((int)(sizeof EXPANSIONS / sizeof EXPANSIONS[0]))

/* Village Life's elements, each switched off on its own (RULES.md 4.7). */
static const ExpansionInfo ELEMENTS[] = {
    {WITHOUT_FLOWERS, "vl-flowers", N_("Flowers"), N_("Off: no flower points.")},
    {WITHOUT_DONKEY, "vl-donkey", N_("Donkey"), N_("Off: nothing blocked.")},
    {WITHOUT_WINDMILLS, "vl-windmills", N_("Windmills"), N_("Off: no windmill.")},
    {WITHOUT_MARKETPLACES, "vl-markets", N_("Markets"), N_("Off: a plain road end.")},
};
#define NELEM ((int)(sizeof ELEMENTS / sizeof ELEMENTS[0]))

static void *setup_enter(App *app)
{
    SetupScene *ss = calloc(1, sizeof *ss);
    if (!ss) return NULL;
    if (app->opt.has_seed) snprintf(ss->seed, sizeof ss->seed, "%" PRIu64, app->opt.seed);
    NewGame *ng = &app->session.choice;
    if (ng->nseats < 2 || ng->nseats > GAME_MAX_PLAYERS) session_default_choice(ng);
    ss->last_kind = SEAT_HUMAN;
    return ss;
}

static void setup_leave(App *app, void *state)
{
    (void)app;
    free(state);
}

static int colour_used(const NewGame *ng, int colour, int except)
{
    for (int i = 0; i < ng->nseats; i++)
        if (i != except && ng->seat[i].colour == colour) return 1;
    return 0;
}

/* The next free colour; with every colour taken, the seat swaps with the one that has the
 * next colour. */
static void cycle_colour(NewGame *ng, int seat)
{
    for (int k = 1; k < COL_COUNT; k++) {
        int c = (ng->seat[seat].colour + k) % COL_COUNT;
        if (!colour_used(ng, c, seat)) {
            ng->seat[seat].colour = c;
            return;
        }
    }
    int next = (ng->seat[seat].colour + 1) % COL_COUNT;
    for (int i = 0; i < ng->nseats; i++)
        if (i != seat && ng->seat[i].colour == next) {
            ng->seat[i].colour = ng->seat[seat].colour;
            ng->seat[seat].colour = next;
            return;
        }
}

static void add_seat(NewGame *ng, int kind)
{
    if (ng->nseats >= GAME_MAX_PLAYERS) return;
    SeatSpec *s = &ng->seat[ng->nseats];
    memset(s, 0, sizeof *s);
    s->bot = kind; /* human, or the kind chosen last */
    for (int c = 0; c < COL_COUNT; c++)
        if (!colour_used(ng, c, -1)) {
            s->colour = c;
            break;
        }
    ng->nseats++;
}

static void remove_seat(NewGame *ng, int seat)
{
    if (ng->nseats <= 2 || seat < 0 || seat >= ng->nseats) return;
    memmove(&ng->seat[seat], &ng->seat[seat + 1],
            sizeof(SeatSpec) * (size_t)(ng->nseats - seat - 1));
    ng->nseats--;
}

/* Start, unless a game is in progress (the autosave): then ask first (force: asked). */
static void start(App *app, SetupScene *ss, int force)
{
    char save[APP_PATH_MAX];
    if (!force && !app->second_copy && app_pref_file(app, "autosave.rec", save, sizeof save) == 0 &&
        autosave_summary(save, app->ts, ss->summary, sizeof ss->summary) == 0) {
        ss->ask = 1;
        app->dirty = 1;
        return;
    }
    ss->ask = 0;
    for (int i = 0; i < app->session.choice.nseats; i++) {
        player_name_clean(app->session.choice.seat[i].name);
        player_name_trim(app->session.choice.seat[i].name);
    }
    NewGame ng = app->session.choice;
    if (ss->seed[0]) {
        char *end;
        errno = 0;
        unsigned long long v = strtoull(ss->seed, &end, 10);
        if (*end || errno) {
            app_toast_style(app, APP_TOAST_ERROR,
                            _("The seed must be a whole number (or empty for a random game)."),
                            3000);
            return;
        }
        ng.seed = (uint64_t)v;
    } else {
        ng.seed = ((uint64_t)rng_next(&app->cosmetic) << 32) | rng_next(&app->cosmetic);
    }
    ng.has_seed = 1;
    char err[512];
    if (session_start(&app->session, app->ts, &ng, rng_next(&app->cosmetic), err, sizeof err) !=
        0) {
        char msg[600];
        /* TRANSLATORS: %s is the reason */
        snprintf(msg, sizeof msg, _("The game cannot start: %s"), err);
        app_toast_style(app, APP_TOAST_ERROR, msg, 5000);
        return;
    }
    char path[APP_PATH_MAX];
    if (app_config_file(app, "setup.txt", path, sizeof path) == 0 &&
        last_setup_save(&app->session.choice, path, err, sizeof err) != 0)
        fprintf(stderr, _("troubadour: setup: %s\n"), err);
    app_set_scene(app, ng.expansions & EXP_VILLAGE && !(ng.without & WITHOUT_FLOWERS)
                           ? &SCENE_FLOWERS
                           : &SCENE_GAME);
}

static void setup_input(App *app, void *state, const InputEvent *e)
{
    SetupScene *ss = state;
    NewGame *ng = &app->session.choice;
    char id[UI_ID_MAX];
    int r = ui_input(app->uis, e, id);
    for (int i = 0; i < ng->nseats; i++) /* typed or pasted: no control bytes, 32 at most */
        player_name_clean(ng->seat[i].name);
    if (r == 2) return;
    if (ss && ss->ask) {
        /* the question: start over the game in progress, or keep it */
        if ((r == 1 && strcmp(id, "start-anyway") == 0) ||
            (e->kind == IN_ACTION && e->action == IA_CONFIRM && r != 1))
            start(app, ss, 1);
        else if ((r == 1 && strcmp(id, "keep-game") == 0) ||
                 (e->kind == IN_ACTION && e->action == IA_BACK))
            ss->ask = 0;
        else if (e->kind == IN_ACTION && e->action == IA_MOVE)
            ui_nav(app->uis, e->dir);
        app->dirty = 1;
        return;
    }
    if (r == 1) {
        int seat;
        char what[16];
        if (sscanf(id, "seat%d-%15s", &seat, what) == 2 && seat >= 0 && seat < ng->nseats) {
            if (strcmp(what, "colour") == 0)
                cycle_colour(ng, seat);
            else if (strcmp(what, "remove") == 0)
                remove_seat(ng, seat);
            else if (strcmp(what, "kind") == 0) {
                /* Human, Easy, Hard, Random (the registry's order), Human again */
                int k = ng->seat[seat].bot + 1;
                ng->seat[seat].bot = k >= bot_kind_count() ? SEAT_HUMAN : k;
                if (ss) ss->last_kind = ng->seat[seat].bot;
            }
        } else if (strcmp(id, "add-seat") == 0) {
            add_seat(ng, ss ? ss->last_kind : SEAT_HUMAN);
        } else if (strcmp(id, "start") == 0) {
            if (ss) start(app, ss, 0);
        } else if (strcmp(id, "back") == 0) {
            app_set_scene(app, &SCENE_TITLE);
        } else {
            for (int i = 0; i < NEXP; i++)
                if (strcmp(id, EXPANSIONS[i].id) == 0) ng->expansions ^= EXPANSIONS[i].bit;
            for (int i = 0; i < NELEM; i++)
                if (strcmp(id, ELEMENTS[i].id) == 0) ng->without ^= ELEMENTS[i].bit;
        }
        app->dirty = 1;
        return;
    }
    if (ss && ui_scroll_input(&ss->view, e, app_px(app, 60))) {
        app->dirty = 1;
        return;
    }
    if (e->kind == IN_ACTION) {
        if (e->action == IA_BACK || (e->action == IA_TAKE_BACK && e->source == IN_SRC_CONTROLLER))
            app_set_scene(app, &SCENE_TITLE);
        else if ((e->action == IA_CONFIRM || e->action == IA_MENU) && ss)
            start(app, ss, 0);
        else if (e->action == IA_MOVE)
            ui_nav(app->uis, e->dir);
    }
}

static int setup_update(App *app, void *state, int dt)
{
    (void)app;
    (void)state;
    (void)dt;
    return SCENE_IDLE;
}

/* How strong a bot is and how long it thinks, one line each (the registry's keys). */
static void bot_line(const App *app, const BotKind *bk, char *out, size_t size)
{
    double hard = app->opt.bot_seconds > 0 ? app->opt.bot_seconds : 1.0;
    if (strcmp(bk->key, "easy") == 0)
        snprintf(out, size, "%s",
                 _("Easy: takes the move that scores most at once; moves at once."));
    else if (strcmp(bk->key, "hard") == 0)
        /* TRANSLATORS: %.1f is the thinking time per move in seconds */
        snprintf(out, size, _("Hard: plays many games ahead, the strongest; about %.1f s a move."),
                 hard);
    else if (strcmp(bk->key, "random") == 0)
        snprintf(out, size, "%s", _("Random: any legal move, for a first game; moves at once."));
    else
        snprintf(out, size, "%s: %s", bk->name, bk->blurb);
}

static float draw_seats(App *app, const SetupScene *ss, SDL_FRect col)
{
    const Theme *th = palette_theme();
    NewGame *ng = &app->session.choice;
    float y = col.y, rh = app_px(app, 44), gap = app_px(app, 6);
    if (ng->nseats > 6) rh = app_px(app, 38);
    /* the kind button takes turns through Human and the bots: as wide as the widest */
    float kw = ui_button_width(app->uis, _("Human"), app_px(app, 118));
    for (int k = 0; k < bot_kind_count(); k++)
        kw = ui_button_width(app->uis, _(bot_kind(k)->name), kw);
    text_draw(app->text, FONT_BOLD, _("Players"), th->ink, col.x, y, 0);
    y += app_px(app, 28);
    for (int i = 0; i < ng->nseats; i++) {
        SeatSpec *s = &ng->seat[i];
        char id[UI_ID_MAX];
        float x = col.x;
        int vis = shown(ss, (SDL_FRect){x, y, 1, rh - gap});
        /* the colour swatch: click for the next free colour (all taken: a swap) */
        SDL_FRect sw = {x, y, rh, rh - gap};
        snprintf(id, sizeof id, "seat%d-colour", i);
        if (vis) ui_area(app->uis, id, sw);
        int hover = ui_hovered(app->uis, sw);
        draw_round_rect(app->renderer, sw.x, sw.y, sw.w, sw.h, app_px(app, 6),
                        hover ? th->accent : th->panel_edge);
        draw_round_rect(app->renderer, sw.x + 2, sw.y + 2, sw.w - 4, sw.h - 4, app_px(app, 5),
                        palette_player(s->colour));
        draw_marker(app->renderer, palette_marker(s->colour), sw.x + sw.w / 2, sw.y + sw.h / 2,
                    sw.h * 0.22f, palette_player_ink(s->colour), (SDL_Color){0, 0, 0, 0});
        x += rh + gap;
        float rw = app_px(app, 34);
        float nw = col.w - (x - col.x) - kw - rw - 2 * gap;
        snprintf(id, sizeof id, "seat%d-name", i);
        if (vis)
            ui_text_field(app->uis, id, s->name, sizeof s->name, (SDL_FRect){x, y, nw, rh - gap},
                          palette_colour_title(s->colour), 0);
        x += nw + gap;
        snprintf(id, sizeof id, "seat%d-kind", i);
        const BotKind *bk = s->bot >= 0 ? bot_kind(s->bot) : NULL;
        button(app, ss, id, bk ? _(bk->name) : _("Human"), (SDL_FRect){x, y, kw, rh - gap},
               bk ? UI_TOGGLE_OFF : UI_TOGGLE_ON);
        x += kw + gap;
        snprintf(id, sizeof id, "seat%d-remove", i);
        button(app, ss, id, "\xc3\x97", (SDL_FRect){x, y, rw, rh - gap},
               ng->nseats > 2 ? UI_SECONDARY : UI_DISABLED);
        y += rh;
    }
    if (ng->nseats < GAME_MAX_PLAYERS) {
        button(app, ss, "add-seat", _("+ Add a player"),
               (SDL_FRect){col.x, y + app_px(app, 4),
                           ui_button_width(app->uis, _("+ Add a player"), app_px(app, 170)),
                           app_px(app, 36)},
               UI_SECONDARY);
        y += app_px(app, 46);
    } else {
        y += app_px(app, 8);
    }
    y += (float)text_draw_wrapped(app->text, FONT_SMALL,
                                  _("Click a colour to change it; names are optional. Click Human "
                                    "to make the seat a bot: Easy, Hard, Random."),
                                  th->ink_soft, col.x, y, (int)col.w);
    y += app_px(app, 6);
    /* the bots in play, each described once */
    int seen[16] = {0};
    for (int i = 0; i < ng->nseats; i++) {
        int k = ng->seat[i].bot;
        if (k < 0 || k >= 16 || seen[k]) continue;
        seen[k] = 1;
        char line[256];
        bot_line(app, bot_kind(k), line, sizeof line);
        y += (float)text_draw_wrapped(app->text, FONT_SMALL, line, th->ink, col.x, y, (int)col.w);
        y += app_px(app, 2);
    }
    return y;
}

/* Village Life's four elements under its toggle, one to a row, each with its line. */
static float draw_elements(App *app, const SetupScene *ss, const NewGame *ng, SDL_FRect col,
                           float y)
{
    const Theme *th = palette_theme();
    float indent = app_px(app, 16), bh = app_px(app, 24), gap = app_px(app, 3);
    /* the buttons as wide as the widest name (with its tick); the lines beside them when
     * every one fits there on one line, else each under its button */
    float bw = (col.w - indent) * 0.42f;
    for (int i = 0; i < NELEM; i++) {
        char label[64];
        snprintf(label, sizeof label, "\xe2\x9c\x93  %s", _(ELEMENTS[i].name));
        bw = ui_button_width(app->uis, label, bw);
    }
    if (bw > col.w - indent) bw = col.w - indent;
    float tx = col.x + indent + bw + app_px(app, 6), room = col.x + col.w - tx;
    int beside = 1;
    for (int i = 0; i < NELEM; i++)
        beside &= text_width(app->text, FONT_SMALL, _(ELEMENTS[i].blurb)) <= (int)room;
    for (int i = 0; i < NELEM; i++) {
        const ExpansionInfo *x = &ELEMENTS[i];
        int on = !(ng->without & x->bit);
        char label[64];
        snprintf(label, sizeof label, "%s  %s", on ? "\xe2\x9c\x93" : " ", _(x->name));
        button(app, ss, x->id, label, (SDL_FRect){col.x + indent, y, bw, bh},
               on ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
        if (beside) {
            text_draw(app->text, FONT_SMALL, _(x->blurb), th->ink_soft, tx, y + bh / 2,
                      TEXT_MIDDLE);
            y += bh + gap;
        } else {
            y += bh + app_px(app, 1);
            y += (float)text_draw_wrapped(app->text, FONT_SMALL, _(x->blurb), th->ink_soft,
                                          col.x + indent, y, (int)(col.w - indent));
            y += gap;
        }
    }
    return y + app_px(app, 4);
}

static float draw_options(App *app, SetupScene *ss, SDL_FRect col)
{
    const Theme *th = palette_theme();
    NewGame *ng = &app->session.choice;
    float y = col.y;
    text_draw(app->text, FONT_BOLD, _("Rules in play"), th->ink, col.x, y, 0);
    y += app_px(app, 28);
    float bh = app_px(app, 36);
    for (int i = 0; i < NEXP; i++) {
        const ExpansionInfo *x = &EXPANSIONS[i];
        int on = (ng->expansions & x->bit) != 0;
        char label[64];
        snprintf(label, sizeof label, "%s  %s", on ? "\xe2\x9c\x93" : " ", _(x->name));
        button(app, ss, x->id, label, (SDL_FRect){col.x, y, col.w, bh},
               on ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
        y += bh + app_px(app, 2);
        /* one line as a rule, wrapped when the language needs more */
        float lh =
            (float)text_draw_wrapped(app->text, FONT_SMALL, _(x->blurb), th->ink_soft,
                                     col.x + app_px(app, 4), y, (int)(col.w - app_px(app, 4)));
        float one = (float)text_line_height(app->text, FONT_SMALL);
        y += app_px(app, 24) + (lh > one ? lh - one : 0);
        if (x->bit == EXP_VILLAGE && on) y = draw_elements(app, ss, ng, col, y);
    }
    y += app_px(app, 6);
    text_draw(app->text, FONT_BOLD, _("Seed"), th->ink, col.x, y + bh / 2, TEXT_MIDDLE);
    float sl = (float)text_width(app->text, FONT_BOLD, _("Seed")) + app_px(app, 12);
    if (sl < app_px(app, 60)) sl = app_px(app, 60);
    SDL_FRect f = {col.x + sl, y, col.w - sl, bh};
    if (shown(ss, f)) ui_text_field(app->uis, "seed", ss->seed, sizeof ss->seed, f, _("random"), 1);
    y += bh + app_px(app, 4);
    float lh = (float)text_draw_wrapped(app->text, FONT_SMALL,
                                        _("The same seed deals the same tiles."), th->ink_soft,
                                        col.x + app_px(app, 4), y, (int)(col.w - app_px(app, 4)));
    float one = (float)text_line_height(app->text, FONT_SMALL);
    return y + app_px(app, 22) + (lh > one ? lh - one : 0);
}

/* Over the setup: a game is in progress; start anyway, or keep it. */
static void draw_ask(App *app, SetupScene *ss)
{
    const Theme *th = palette_theme();
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, (SDL_Color){0, 0, 0, 130});
    float w = app_px(app, 520), h = app_px(app, 220);
    if (w > (float)app->w - app_px(app, 20)) w = (float)app->w - app_px(app, 20);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_modal(app->uis);
    ui_panel(app->uis, p, _("A game is in progress"));
    float x = p.x + app_px(app, 24), y = p.y + app_px(app, 60), tw = w - app_px(app, 48);
    y += (float)text_draw_wrapped(app->text, FONT_BODY, ss->summary, th->ink, x, y, (int)tw);
    y += app_px(app, 4);
    text_draw_wrapped(app->text, FONT_SMALL,
                      _("A new game replaces it (Continue on the title resumes it otherwise)."),
                      th->ink_soft, x, y, (int)tw);
    float bh = app_px(app, 42), bw = (tw - app_px(app, 12)) / 2;
    y = p.y + h - bh - app_px(app, 16);
    ui_button(app->uis, "keep-game", _("Keep it"), (SDL_FRect){x, y, bw, bh}, UI_SECONDARY);
    ui_button(app->uis, "start-anyway", _("Start the new game"),
              (SDL_FRect){x + bw + app_px(app, 12), y, bw, bh}, UI_PRIMARY);
}

static void setup_draw(App *app, void *state)
{
    SetupScene *ss = state;
    SetupScene none = {0};
    if (!ss) ss = &none;
    const Theme *th = palette_theme();
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, th->board_bg);
    float m = app_px(app, 8), pad = app_px(app, 24);
    float w = app_px(app, 980);
    if (w > (float)app->w - 2 * m) w = (float)app->w - 2 * m;
    /* two columns need about 420 + 300 points */
    int two = w >= app_px(app, 760);
    float head = app_px(app, 60), foot = app_px(app, 72);
    /* a height that does not depend on the content: the first frame's layout is the one
     * clicked (a test reads it; a person sees it) */
    float h = (float)app->h - 2 * m;
    if (h > app_px(app, 620)) h = app_px(app, 620);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_panel(app->uis, p, _("New game"));
    float top = ui_scroll_begin(&ss->view, app->renderer,
                                (SDL_FRect){p.x, p.y + head, w, h - head - foot}),
          end;
    if (two) {
        float lw = (w - 3 * pad) * 0.58f, rw = (w - 3 * pad) - lw;
        float a = draw_seats(app, ss, (SDL_FRect){p.x + pad, top, lw, h});
        float b = draw_options(app, ss, (SDL_FRect){p.x + 2 * pad + lw, top, rw, h});
        end = a > b ? a : b;
    } else {
        float cw = w - 2 * pad;
        float a = draw_seats(app, ss, (SDL_FRect){p.x + pad, top, cw, h});
        end = draw_options(app, ss, (SDL_FRect){p.x + pad, a + app_px(app, 12), cw, h});
    }
    ui_scroll_end(&ss->view, app->renderer, end, p.x + w - app_px(app, 10), app_px(app, 4),
                  th->ink_soft);
    /* Back and Start as wide as their words; the hint between them, wrapped when it must */
    float bh = app_px(app, 44), by = p.y + h - bh - app_px(app, 16);
    float bw = ui_button_width(app->uis, _("Start game"), app_px(app, 180));
    float kw = ui_button_width(app->uis, _("Back"), app_px(app, 120));
    ui_button(app->uis, "back", _("Back"), (SDL_FRect){p.x + pad, by, kw, bh}, UI_SECONDARY);
    if (ss->view.max > 0) {
        const char *more = _("Wheel or Page Up/Down for more");
        float hx = p.x + pad + kw + app_px(app, 12);
        int hw = (int)(w - 2 * pad - kw - bw - app_px(app, 24));
        float hh = (float)text_height_wrapped(app->text, FONT_SMALL, more, th->ink_soft, hw);
        text_draw_wrapped(app->text, FONT_SMALL, more, th->ink_soft, hx, by + bh / 2 - hh / 2, hw);
    }
    ui_button(app->uis, "start", _("Start game"), (SDL_FRect){p.x + w - pad - bw, by, bw, bh},
              UI_PRIMARY);
    if (ss->ask) draw_ask(app, ss);
}

const Scene SCENE_SETUP = {"setup",     setup_enter,  setup_leave,
                           setup_input, setup_update, setup_draw};
