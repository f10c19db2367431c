/* Play online: the Host and Join choices (the lobby is scene_online_lobby.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "i18n.h"
#include "palette.h"
#include "scene_online_net.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"

typedef struct OnlineScene {
    char name[GAME_NAME_MAX];
    char port[8];
    char address[128];
    char code[16];
    char error[600];
    int unanswered; /* error says that no server answered: the hint goes below */
} OnlineScene;

/* what the lobby had to say on its way back here (a join nobody answered) */
static char notice[600];
/* the name typed last time, kept while the program runs */
static char last_name[GAME_NAME_MAX];

void scene_online_notice(const char *msg) { snprintf(notice, sizeof notice, "%s", msg); }

static void *online_enter(App *app)
{
    OnlineScene *os = calloc(1, sizeof *os);
    if (!os) return NULL;
    snprintf(os->error, sizeof os->error, "%s", notice);
    os->unanswered = notice[0] != '\0';
    notice[0] = '\0';
    snprintf(os->name, sizeof os->name, "%s",
             last_name[0]                          ? last_name
             : app->session.choice.seat[0].name[0] ? app->session.choice.seat[0].name
                                                   : _("Player"));
    snprintf(os->port, sizeof os->port, "%d", app->settings.online_port);
    snprintf(os->address, sizeof os->address, "%s", app->settings.online_address);
    snprintf(os->code, sizeof os->code, "%s", app->settings.online_code);
    return os;
}

static void online_leave(App *app, void *state)
{
    (void)app;
    free(state);
}

static void remember(App *app)
{
    char path[APP_PATH_MAX], err[600];
    if (app_config_file(app, "settings.txt", path, sizeof path) != 0) return;
    if (settings_save(&app->settings, path, err, sizeof err) != 0)
        fprintf(stderr, _("troubadour: settings: %s\n"), err);
}

static void go(App *app, OnlineScene *os, int host)
{
    char err[500];
    OnlineNet *n;
    snprintf(last_name, sizeof last_name, "%s", os->name);
    if (host) {
        char *end;
        long p = strtol(os->port, &end, 10);
        if (end == os->port || *end || p < 1 || p > 65535) {
            snprintf(os->error, sizeof os->error, "%s",
                     _("The port must be a number from 1 to 65535."));
            return;
        }
        n = online_net_host(app, (int)p, os->name, err, sizeof err);
        if (n) app->settings.online_port = (int)p;
    } else {
        n = online_net_join(app, os->address, os->code, os->name, err, sizeof err);
        if (n) {
            snprintf(app->settings.online_address, sizeof app->settings.online_address, "%s",
                     os->address);
            /* settings keep only what a code can be: letters and digits */
            size_t o = 0;
            for (const char *c = os->code; *c && o + 1 < sizeof app->settings.online_code; c++)
                if ((*c >= '0' && *c <= '9') || (*c >= 'A' && *c <= 'Z'))
                    app->settings.online_code[o++] = *c;
                else if (*c >= 'a' && *c <= 'z')
                    app->settings.online_code[o++] = (char)(*c - 32);
            app->settings.online_code[o] = '\0';
        }
    }
    if (!n) {
        snprintf(os->error, sizeof os->error, "%s", err);
        return;
    }
    for (char *a = app->settings.online_address; *a; a++)
        if (*a <= ' ' || *a >= 0x7f) *a = '_';
    remember(app);
    online_net_install(app, n);
    app_set_scene(app, &SCENE_LOBBY);
}

static void online_input(App *app, void *state, const InputEvent *e)
{
    OnlineScene *os = state;
    char id[UI_ID_MAX];
    int r = ui_input(app->uis, e, id);
    if (r == 2) return;
    if (r == 1) {
        os->unanswered = 0;
        if (strcmp(id, "host") == 0)
            go(app, os, 1);
        else if (strcmp(id, "join") == 0)
            go(app, os, 0);
        else if (strcmp(id, "back") == 0)
            app_set_scene(app, &SCENE_TITLE);
        app->dirty = 1;
        return;
    }
    if (e->kind == IN_ACTION) {
        if (e->action == IA_BACK)
            app_set_scene(app, &SCENE_TITLE);
        else if (e->action == IA_MOVE)
            ui_nav(app->uis, e->dir);
    }
}

static int online_update(App *app, void *state, int dt)
{
    (void)app;
    (void)state;
    (void)dt;
    return SCENE_IDLE;
}

/* A field's label over it, wrapped to the field's width w when the language needs it. */
static float label(App *app, const char *s, float x, float y, float w)
{
    return y +
           (float)text_draw_wrapped(app->text, FONT_SMALL, s, palette_theme()->ink_soft, x, y,
                                    (int)w) +
           app_px(app, 2);
}

static void online_draw(App *app, void *state)
{
    OnlineScene *os = state;
    if (!os) return;
    const Theme *th = palette_theme();
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, th->board_bg);
    float w = app_px(app, 760), h = app_px(app, 470);
    if (w > (float)app->w - app_px(app, 20)) w = (float)app->w - app_px(app, 20);
    if (h > (float)app->h - app_px(app, 20)) h = (float)app->h - app_px(app, 20);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_panel(app->uis, p, _("Play online"));
    float pad = app_px(app, 24), fh = app_px(app, 40), gap = app_px(app, 12);
    float y = p.y + app_px(app, 56), x = p.x + pad;
    y = label(app, _("Your name"), x, y, w / 2 - pad * 1.5f);
    ui_text_field(app->uis, "online-name", os->name, sizeof os->name,
                  (SDL_FRect){x, y, w / 2 - pad * 1.5f, fh}, _("Player"), 0);
    y += fh + gap * 2;
    float cw = w / 2 - pad * 1.5f, top = y, xr = p.x + w / 2 + pad / 2;
    /* host: this machine runs the game */
    text_draw(app->text, FONT_BOLD, _("Host a game"), th->ink, x, y, 0);
    y += (float)text_line_height(app->text, FONT_BOLD);
    float said =
        (float)text_draw_wrapped(app->text, FONT_SMALL,
                                 _("Friends on this network join with your address; "
                                   "from elsewhere, forward this UDP port on your router."),
                                 th->ink_soft, x, y, (int)cw);
    float three = (float)text_line_height(app->text, FONT_SMALL) * 3;
    y += (said > three ? said : three) + gap;
    y = label(app, _("Port"), x, y, cw);
    ui_text_field(app->uis, "host-port", os->port, sizeof os->port, (SDL_FRect){x, y, cw / 2, fh},
                  "7447", 1);
    y += fh + gap;
    ui_button(app->uis, "host", _("Host"), (SDL_FRect){x, y, cw, fh}, UI_PRIMARY);
    float bottom = y + fh;
    /* join: a friend's game or a server */
    y = top;
    text_draw(app->text, FONT_BOLD, _("Join a game"), th->ink, xr, y, 0);
    y += (float)text_line_height(app->text, FONT_BOLD);
    y = label(app, _("Address (host:port)"), xr, y, cw);
    ui_text_field(app->uis, "join-address", os->address, sizeof os->address,
                  (SDL_FRect){xr, y, cw, fh}, "192.168.1.20:7447", 0);
    y += fh + gap;
    y = label(app, _("Join code (empty: open a new room on that server)"), xr, y, cw);
    ui_text_field(app->uis, "join-code", os->code, sizeof os->code, (SDL_FRect){xr, y, cw, fh},
                  "ABCD2345", 0);
    y += fh + gap;
    ui_button(app->uis, "join", _("Join"), (SDL_FRect){xr, y, cw, fh}, UI_PRIMARY);
    if (y + fh > bottom) bottom = y + fh;
    if (os->error[0] && os->unanswered) {
        text_draw_fit(app->text, FONT_BOLD, os->error, th->bad, x, bottom + gap, 0,
                      (int)(w - 2 * pad));
        text_draw_wrapped(
            app->text, FONT_SMALL,
            _("Check the address and the port, and that the server is running; then Join again."),
            th->ink_soft, x, bottom + gap + (float)text_line_height(app->text, FONT_BOLD),
            (int)(w - 2 * pad));
    } else if (os->error[0])
        text_draw_wrapped(app->text, FONT_SMALL, os->error, th->bad, x, bottom + gap,
                          (int)(w - 2 * pad));
    ui_button(app->uis, "back", _("Back"),
              (SDL_FRect){p.x + pad, p.y + h - fh - pad, app_px(app, 140), fh}, UI_SECONDARY);
}

const Scene SCENE_ONLINE = {"online",     online_enter,  online_leave,
                            online_input, online_update, online_draw};
