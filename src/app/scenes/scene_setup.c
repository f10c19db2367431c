/* The setup screen: 2 to 8 seats (colour, name, human or bot), the expansions, an optional
 * seed; then the flower draw (Village Life) or straight to the game. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "i18n.h"
#include "draw.h"
#include "last_setup.h"
#include "palette.h"
#include "name_field.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"
#include "app.h"

typedef struct SetupScene {
    char seed[24];
} SetupScene;

typedef struct ExpansionInfo {
    unsigned bit;
    const char *id, *name, *blurb;
} ExpansionInfo;

static const ExpansionInfo EXPANSIONS[] = {
    {EXP_FARMERS, "exp-farmers", "Farmers",
     "Followers in fields score 3 per completed city at the end."},
    {EXP_FESTIVAL, "exp-festival", "The Festival",
     "10 festival tiles: take one of your own figures back."},
    {EXP_VILLAGE, "exp-village", "Village Life",
     "Flowers, bushes, the donkey, windmills, marketplaces."},
    {EXP_PRIVILEGES, "exp-privileges", "Royal Privileges",
     "Tokens on the score track, turned over for bonus points."},
};
#define NEXP ((int)(sizeof EXPANSIONS / sizeof EXPANSIONS[0]))

/* Village Life's elements, each switched off on its own (RULES.md 4.7). */
static const ExpansionInfo ELEMENTS[] = {
    {WITHOUT_FLOWERS, "vl-flowers", "Flowers", "Off: no flower points."},
    {WITHOUT_DONKEY, "vl-donkey", "Donkey", "Off: nothing blocked."},
    {WITHOUT_WINDMILLS, "vl-windmills", "Windmills", "Off: no windmill."},
    {WITHOUT_MARKETPLACES, "vl-markets", "Markets", "Off: a plain road end."},
};
#define NELEM ((int)(sizeof ELEMENTS / sizeof ELEMENTS[0]))

static void *setup_enter(App *app)
{
    SetupScene *ss = calloc(1, sizeof *ss);
    if (!ss) return NULL;
    if (app->opt.has_seed) snprintf(ss->seed, sizeof ss->seed, "%" PRIu64, app->opt.seed);
    NewGame *ng = &app->session.choice;
    if (ng->nseats < 2 || ng->nseats > GAME_MAX_PLAYERS) session_default_choice(ng);
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

static void cycle_colour(NewGame *ng, int seat)
{
    for (int k = 1; k <= COL_COUNT; k++) {
        int c = (ng->seat[seat].colour + k) % COL_COUNT;
        if (!colour_used(ng, c, seat)) {
            ng->seat[seat].colour = c;
            return;
        }
    }
}

static void add_seat(NewGame *ng)
{
    if (ng->nseats >= GAME_MAX_PLAYERS) return;
    SeatSpec *s = &ng->seat[ng->nseats];
    memset(s, 0, sizeof *s);
    s->bot = bot_kind_find("random"); /* one click on: human */
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

static void start(App *app, SetupScene *ss)
{
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
            app_toast(app, "The seed must be a whole number (or empty for a random game).", 3000);
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
        snprintf(msg, sizeof msg, "The game cannot start: %s", err);
        app_toast(app, msg, 5000);
        return;
    }
    char path[APP_PATH_MAX];
    if (app_config_file(app, "setup.txt", path, sizeof path) == 0 &&
        last_setup_save(&app->session.choice, path, err, sizeof err) != 0)
        fprintf(stderr, "troubadour: setup: %s\n", err);
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
    if (r == 1) {
        int seat;
        char what[16];
        if (sscanf(id, "seat%d-%15s", &seat, what) == 2 && seat >= 0 && seat < ng->nseats) {
            if (strcmp(what, "colour") == 0)
                cycle_colour(ng, seat);
            else if (strcmp(what, "remove") == 0)
                remove_seat(ng, seat);
            else if (strcmp(what, "kind") == 0) {
                int k = ng->seat[seat].bot + 1;
                ng->seat[seat].bot = k >= bot_kind_count() ? SEAT_HUMAN : k;
            }
        } else if (strcmp(id, "add-seat") == 0) {
            add_seat(ng);
        } else if (strcmp(id, "start") == 0) {
            start(app, ss);
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
    if (e->kind == IN_ACTION) {
        if (e->action == IA_BACK || (e->action == IA_TAKE_BACK && e->source == IN_SRC_CONTROLLER))
            app_set_scene(app, &SCENE_TITLE);
        else if (e->action == IA_CONFIRM || e->action == IA_MENU)
            start(app, ss);
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

static void draw_seats(App *app, SDL_FRect col)
{
    const Theme *th = palette_theme();
    NewGame *ng = &app->session.choice;
    float y = col.y, rh = app_px(app, 44), gap = app_px(app, 6);
    if (ng->nseats > 6) rh = app_px(app, 38);
    text_draw(app->text, FONT_BOLD, "Players", th->ink, col.x, y, 0);
    y += app_px(app, 28);
    for (int i = 0; i < ng->nseats; i++) {
        SeatSpec *s = &ng->seat[i];
        char id[UI_ID_MAX];
        float x = col.x;
        /* the colour swatch: click for the next free colour */
        SDL_FRect sw = {x, y, rh, rh - gap};
        snprintf(id, sizeof id, "seat%d-colour", i);
        ui_area(app->uis, id, sw);
        int hover = ui_hovered(app->uis, sw);
        draw_round_rect(app->renderer, sw.x, sw.y, sw.w, sw.h, app_px(app, 6),
                        hover ? th->accent : th->panel_edge);
        draw_round_rect(app->renderer, sw.x + 2, sw.y + 2, sw.w - 4, sw.h - 4, app_px(app, 5),
                        palette_player(s->colour));
        draw_marker(app->renderer, palette_marker(s->colour), sw.x + sw.w / 2, sw.y + sw.h / 2,
                    sw.h * 0.22f, palette_player_ink(s->colour), (SDL_Color){0, 0, 0, 0});
        x += rh + gap;
        float kw = app_px(app, 132), rw = app_px(app, 34);
        float nw = col.w - (x - col.x) - kw - rw - 2 * gap;
        snprintf(id, sizeof id, "seat%d-name", i);
        ui_text_field(app->uis, id, s->name, sizeof s->name, (SDL_FRect){x, y, nw, rh - gap},
                      palette_colour_title(s->colour), 0);
        x += nw + gap;
        snprintf(id, sizeof id, "seat%d-kind", i);
        const BotKind *bk = s->bot >= 0 ? bot_kind(s->bot) : NULL;
        ui_button(app->uis, id, bk ? _(bk->name) : _("Human"), (SDL_FRect){x, y, kw, rh - gap},
                  bk ? UI_TOGGLE_OFF : UI_TOGGLE_ON);
        x += kw + gap;
        snprintf(id, sizeof id, "seat%d-remove", i);
        ui_button(app->uis, id, "\xc3\x97", (SDL_FRect){x, y, rw, rh - gap},
                  ng->nseats > 2 ? UI_SECONDARY : UI_DISABLED);
        y += rh;
    }
    if (ng->nseats < GAME_MAX_PLAYERS)
        ui_button(app->uis, "add-seat", "+ Add a player",
                  (SDL_FRect){col.x, y + app_px(app, 4), app_px(app, 170), app_px(app, 36)},
                  UI_SECONDARY);
    text_draw(app->text, FONT_SMALL, "Click a colour to change it; names are optional.",
              th->ink_soft, col.x, y + app_px(app, 48), 0);
}

/* Village Life's four elements under its toggle, one to a row, each with its line. */
static float draw_elements(App *app, const NewGame *ng, SDL_FRect col, float y)
{
    const Theme *th = palette_theme();
    float indent = app_px(app, 16), bh = app_px(app, 24), step = bh + app_px(app, 3);
    float bw = (col.w - indent) * 0.42f;
    for (int i = 0; i < NELEM; i++) {
        const ExpansionInfo *x = &ELEMENTS[i];
        float cy = y + (float)i * step;
        int on = !(ng->without & x->bit);
        char label[64];
        snprintf(label, sizeof label, "%s  %s", on ? "\xe2\x9c\x93" : " ", x->name);
        ui_button(app->uis, x->id, label, (SDL_FRect){col.x + indent, cy, bw, bh},
                  on ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
        float tx = col.x + indent + bw + app_px(app, 6);
        text_draw_fit(app->text, FONT_SMALL, x->blurb, th->ink_soft, tx, cy + bh / 2, TEXT_MIDDLE,
                      (int)(col.x + col.w - tx));
    }
    return y + (float)NELEM * step + app_px(app, 4);
}

static void draw_options(App *app, SetupScene *ss, SDL_FRect col)
{
    const Theme *th = palette_theme();
    NewGame *ng = &app->session.choice;
    float y = col.y;
    text_draw(app->text, FONT_BOLD, "Rules in play", th->ink, col.x, y, 0);
    y += app_px(app, 28);
    float bh = app_px(app, 36);
    for (int i = 0; i < NEXP; i++) {
        const ExpansionInfo *x = &EXPANSIONS[i];
        int on = (ng->expansions & x->bit) != 0;
        char label[64];
        snprintf(label, sizeof label, "%s  %s", on ? "\xe2\x9c\x93" : " ", x->name);
        ui_button(app->uis, x->id, label, (SDL_FRect){col.x, y, col.w, bh},
                  on ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
        y += bh + app_px(app, 2);
        text_draw_fit(app->text, FONT_SMALL, x->blurb, th->ink_soft, col.x + app_px(app, 4), y, 0,
                      (int)(col.w - app_px(app, 4)));
        y += app_px(app, 24);
        if (x->bit == EXP_VILLAGE && on) y = draw_elements(app, ng, col, y);
    }
    y += app_px(app, 6);
    text_draw(app->text, FONT_BOLD, "Seed", th->ink, col.x, y + bh / 2, TEXT_MIDDLE);
    ui_text_field(app->uis, "seed", ss->seed, sizeof ss->seed,
                  (SDL_FRect){col.x + app_px(app, 60), y, col.w - app_px(app, 60), bh}, "random",
                  1);
    y += bh + app_px(app, 4);
    text_draw(app->text, FONT_SMALL, "The same seed deals the same tiles.", th->ink_soft,
              col.x + app_px(app, 4), y, 0);
}

static void setup_draw(App *app, void *state)
{
    SetupScene *ss = state;
    const Theme *th = palette_theme();
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, th->board_bg);
    float w = app_px(app, 980), h = app_px(app, 600);
    if (w > (float)app->w - app_px(app, 20)) w = (float)app->w - app_px(app, 20);
    if (h > (float)app->h - app_px(app, 20)) h = (float)app->h - app_px(app, 20);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_panel(app->uis, p, "New game");
    float pad = app_px(app, 28), top = p.y + app_px(app, 64);
    float lw = (w - 3 * pad) * 0.58f, rw = (w - 3 * pad) - lw;
    draw_seats(app, (SDL_FRect){p.x + pad, top, lw, h});
    draw_options(app, ss, (SDL_FRect){p.x + 2 * pad + lw, top, rw, h});
    float bh = app_px(app, 44), bw = app_px(app, 180);
    ui_button(app->uis, "back", "Back",
              (SDL_FRect){p.x + pad, p.y + h - bh - app_px(app, 20), app_px(app, 120), bh},
              UI_SECONDARY);
    ui_button(app->uis, "start", "Start game",
              (SDL_FRect){p.x + w - pad - bw, p.y + h - bh - app_px(app, 20), bw, bh}, UI_PRIMARY);
}

const Scene SCENE_SETUP = {"setup",     setup_enter,  setup_leave,
                           setup_input, setup_update, setup_draw};
