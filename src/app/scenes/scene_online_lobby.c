/* Play online: the lobby. The seats (players here, players elsewhere, the server's bots), who
 * is connected, the host's choices (expansions, bots, start), and the chat. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "i18n.h"
#include "net_proto.h"
#include "palette.h"
#include "scene_online_net.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"

typedef struct LobbyScene {
    char chat[ONLINE_CHAT_MAX * 4 + 1];
    char local_name[GAME_NAME_MAX];
} LobbyScene;

static const struct {
    const char *id, *word;
    unsigned bit;
} EXPS[] = {
    {"exp-farmers", "farmers", EXP_FARMERS},
    {"exp-festival", "festival", EXP_FESTIVAL},
    {"exp-village", "village-life", EXP_VILLAGE},
    {"exp-privileges", "royal-privileges", EXP_PRIVILEGES},
};
#define NEXPS (int)(sizeof EXPS / sizeof EXPS[0])

/* The turn timer's choices, in seconds (0: none); a turn that runs out is played by the
 * server's Easy bot */
static const int TIMERS[] = {0, 30, 60, 120, 300};
#define NTIMERS (int)(sizeof TIMERS / sizeof TIMERS[0])

static const char *timer_label(int seconds)
{
    switch (seconds) {
    /* TRANSLATORS: the turn timer is off */
    case 0: return C_("timer", "Off");
    /* TRANSLATORS: short for 30 seconds, on a small button */
    case 30: return _("30 s");
    /* TRANSLATORS: short for 1 minute, on a small button */
    case 60: return _("1 min");
    case 120: return _("2 min");
    default: return _("5 min");
    }
}

static const char *exp_label(int i)
{
    switch (i) {
    case 0: return _("Farmers");
    case 1: return _("The Festival");
    case 2: return _("Village Life");
    default: return _("Royal Privileges");
    }
}

static void *lobby_enter(App *app)
{
    if (!online_net_of(app)) {
        app_set_scene(app, &SCENE_ONLINE);
        return NULL;
    }
    return calloc(1, sizeof(LobbyScene));
}

static void lobby_leave(App *app, void *state)
{
    (void)app;
    free(state);
}

static unsigned room_expansions(const NetClient *c)
{
    unsigned e = 0;
    const char *w = net_client_expansions(c);
    if (!w[0] || net_expansions_parse(w, &e) != 0) return 0;
    return e;
}

/* The host's options: expansions and turn timer together (the message sets both). */
static void send_options(NetClient *c, unsigned exp, int timer)
{
    char list[80], msg[120];
    net_expansions_format(exp, list, sizeof list);
    snprintf(msg, sizeof msg, "options %s %d", list, timer);
    net_client_send(c, msg);
}

static void send_chat(OnlineNet *n, LobbyScene *ls)
{
    online_net_chat(n, ls->chat);
    ls->chat[0] = '\0';
}

static void lobby_input(App *app, void *state, const InputEvent *e)
{
    LobbyScene *ls = state;
    OnlineNet *n = online_net_of(app);
    if (!ls || !n) return;
    NetClient *c = online_net_client(n);
    char id[UI_ID_MAX];
    int r = ui_input(app->uis, e, id);
    if (r == 2) {
        if (e->kind == IN_ACTION && e->action == IA_CONFIRM && ls->chat[0]) send_chat(n, ls);
        return;
    }
    if (r == 1) {
        if (strcmp(id, "leave") == 0)
            app_set_scene(app, &SCENE_TITLE); /* the title ends the session, and with it this */
        else if (strcmp(id, "start") == 0)
            net_client_send(c, "start");
        else if (strcmp(id, "add-easy") == 0)
            net_client_send(c, "bot easy");
        else if (strcmp(id, "add-random") == 0)
            net_client_send(c, "bot random");
        else if (strcmp(id, "add-local") == 0) {
            online_net_add_local(n, ls->local_name);
            ls->local_name[0] = '\0';
        } else if (strcmp(id, "chat-send") == 0)
            send_chat(n, ls);
        else if (strncmp(id, "timer-", 6) == 0 && online_net_is_host(n))
            send_options(c, room_expansions(c), (int)strtol(id + 6, NULL, 10));
        else
            for (int i = 0; i < NEXPS; i++)
                if (strcmp(id, EXPS[i].id) == 0)
                    send_options(c, room_expansions(c) ^ EXPS[i].bit, net_client_timer(c));
        app->dirty = 1;
        return;
    }
    if (e->kind == IN_ACTION && e->action == IA_BACK) app_set_scene(app, &SCENE_TITLE);
}

static int lobby_update(App *app, void *state, int dt)
{
    (void)dt;
    OnlineNet *n = online_net_of(app);
    if (!state || !n) return SCENE_IDLE;
    online_net_service(n);
    char msg[600];
    if (online_net_unanswered(n, msg, sizeof msg)) {
        /* back to the Play online screen, the address still there to correct */
        scene_online_notice(msg);
        session_end(&app->session);
        app_set_scene(app, &SCENE_ONLINE);
        return SCENE_ANIMATING;
    }
    NetClient *c = online_net_client(n);
    if (net_client_room_state(c) >= 1 && online_net_begin_game(app, n) == 0) {
        app_set_scene(app, &SCENE_GAME);
        return SCENE_ANIMATING;
    }
    app->dirty = 1;
    return 50;
}

static const char *seat_words(const NetClient *c, int i, const NetSeatInfo *si)
{
    if (si->kind == 1) return _("server bot");
    if (si->kind == 2) return _("a bot plays for them");
    if (net_client_holds(c, i)) return _("on this machine");
    return si->present ? _("connected") : _("being waited for");
}

static void draw_seats(App *app, const NetClient *c, float x, float y, float w)
{
    const Theme *th = palette_theme();
    /* eight seats still leave the chat its room at 800x600 */
    float rh = app_px(app, net_client_seat_count(c) > 5 ? 26 : 34);
    for (int i = 0; i < net_client_seat_count(c); i++) {
        const NetSeatInfo *si = net_client_seat_info(c, i);
        SDL_Color col = palette_player(i);
        draw_circle(app->renderer, x + rh / 2, y + rh / 2, rh * 0.32f, col);
        if (si->kind != 1 && !si->present)
            draw_ring(app->renderer, x + rh / 2, y + rh / 2, rh * 0.42f, app_px(app, 2), th->bad);
        text_draw_fit(app->text, FONT_BODY, si->name, th->ink, x + rh + app_px(app, 6), y, 0,
                      (int)(w * 0.45f));
        text_draw_fit(app->text, FONT_SMALL, seat_words(c, i, si),
                      si->kind == 0 && !si->present ? th->bad : th->ink_soft, x + rh + w * 0.47f,
                      y + app_px(app, 4), 0, (int)(w * 0.5f - rh));
        y += rh;
    }
}

static void draw_chat(App *app, OnlineNet *n, LobbyScene *ls, SDL_FRect r)
{
    const Theme *th = palette_theme();
    float lh = (float)text_line_height(app->text, FONT_SMALL), fh = app_px(app, 36);
    text_draw(app->text, FONT_BOLD, _("Chat"), th->ink, r.x, r.y, 0);
    int shown = (int)((r.h - fh - lh * 2) / lh);
    int nchat = online_net_chat_count(n);
    float y = r.y + (float)text_line_height(app->text, FONT_BOLD);
    for (int i = nchat > shown ? nchat - shown : 0; i < nchat; i++) {
        text_draw_fit(app->text, FONT_SMALL, online_net_chat_line(n, i), th->ink_soft, r.x, y, 0,
                      (int)r.w);
        y += lh;
    }
    float bw = app_px(app, 90);
    ui_text_field(app->uis, "chat", ls->chat, sizeof ls->chat,
                  (SDL_FRect){r.x, r.y + r.h - fh, r.w - bw - app_px(app, 8), fh},
                  _("Say something (Return sends)"), 0);
    ui_button(app->uis, "chat-send", _("Send"), (SDL_FRect){r.x + r.w - bw, r.y + r.h - fh, bw, fh},
              ls->chat[0] ? UI_SECONDARY : UI_DISABLED);
}

static void lobby_draw(App *app, void *state)
{
    LobbyScene *ls = state;
    OnlineNet *n = online_net_of(app);
    if (!ls || !n) return;
    const Theme *th = palette_theme();
    NetClient *c = online_net_client(n);
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, th->board_bg);
    float w = app_px(app, 900), h = app_px(app, 620);
    if (w > (float)app->w - app_px(app, 16)) w = (float)app->w - app_px(app, 16);
    if (h > (float)app->h - app_px(app, 16)) h = (float)app->h - app_px(app, 16);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_panel(app->uis, p, _("Online game"));
    float pad = app_px(app, 20), x = p.x + pad, y = p.y + app_px(app, 50);
    float lh = (float)text_line_height(app->text, FONT_SMALL);
    char line[600];
    const char *code = net_client_code(c);
    if (!net_client_connected(c)) {
        text_draw(app->text, FONT_BOLD,
                  net_client_connections(c) ? _("Reconnecting\xe2\x80\xa6")
                                            : _("Connecting\xe2\x80\xa6"),
                  th->bad, x, y, 0);
    } else if (code[0]) {
        /* TRANSLATORS: %s is the room's join code, 8 letters and digits */
        snprintf(line, sizeof line, _("Join code: %s"), code);
        text_draw(app->text, FONT_LARGE, line, th->ink, x, y, 0);
    }
    y += (float)text_line_height(app->text, FONT_LARGE);
    char addr[400];
    online_net_addresses(n, addr, sizeof addr);
    if (addr[0]) {
        /* TRANSLATORS: %s is a list of addresses such as 192.168.1.20:7447 */
        snprintf(line, sizeof line, _("Friends join with the address %s and this code."), addr);
        text_draw_fit(app->text, FONT_SMALL, line, th->ink_soft, x, y, 0, (int)(w - 2 * pad));
    }
    y += lh + app_px(app, 10);
    float colw = w * 0.52f, top = y;
    text_draw(app->text, FONT_BOLD, _("Seats"), th->ink, x, y, 0);
    draw_seats(app, c, x, y + (float)text_line_height(app->text, FONT_BOLD), colw - pad);
    /* the host's column: expansions, bots, players here, start; the others see the choice */
    float xr = p.x + colw + pad / 2, rw = w - colw - pad * 1.5f, bh = app_px(app, 34);
    float gap = app_px(app, 6);
    int host = online_net_is_host(n), nseats = net_client_seat_count(c);
    unsigned exp = room_expansions(c);
    y = top;
    text_draw(app->text, FONT_BOLD, _("Expansions"), th->ink, xr, y, 0);
    y += (float)text_line_height(app->text, FONT_BOLD);
    for (int i = 0; i < NEXPS; i++) {
        int on = (exp & EXPS[i].bit) != 0;
        ui_button(app->uis, EXPS[i].id, exp_label(i), (SDL_FRect){xr, y, rw, bh},
                  !host ? UI_DISABLED
                  : on  ? UI_TOGGLE_ON
                        : UI_TOGGLE_OFF);
        y += bh + gap;
    }
    text_draw(app->text, FONT_BOLD, _("Turn timer"), th->ink, xr, y, 0);
    y += (float)text_line_height(app->text, FONT_BOLD);
    float tw = (rw - gap * (NTIMERS - 1)) / NTIMERS;
    for (int i = 0; i < NTIMERS; i++) {
        char tid[UI_ID_MAX];
        snprintf(tid, sizeof tid, "timer-%d", TIMERS[i]);
        int on = net_client_timer(c) == TIMERS[i];
        ui_button(app->uis, tid, timer_label(TIMERS[i]),
                  (SDL_FRect){xr + (float)i * (tw + gap), y, tw, bh},
                  !host ? (on ? UI_TOGGLE_ON : UI_DISABLED)
                  : on  ? UI_TOGGLE_ON
                        : UI_TOGGLE_OFF);
    }
    y += bh + gap * 2;
    int room = nseats < GAME_MAX_PLAYERS && host;
    float half = (rw - gap) / 2;
    ui_button(app->uis, "add-easy", _("Add an Easy bot"), (SDL_FRect){xr, y, half, bh},
              room ? UI_SECONDARY : UI_DISABLED);
    ui_button(app->uis, "add-random", _("Add a Random bot"),
              (SDL_FRect){xr + half + gap, y, half, bh}, room ? UI_SECONDARY : UI_DISABLED);
    y += bh + gap;
    ui_text_field(app->uis, "local-name", ls->local_name, sizeof ls->local_name,
                  (SDL_FRect){xr, y, half, bh}, _("Name"), 0);
    ui_button(app->uis, "add-local", _("Add a player here"),
              (SDL_FRect){xr + half + gap, y, half, bh},
              nseats < GAME_MAX_PLAYERS && code[0] ? UI_SECONDARY : UI_DISABLED);
    y += bh + gap * 2;
    ui_button(app->uis, "start", host ? _("Start the game") : _("The host starts the game"),
              (SDL_FRect){xr, y, rw, app_px(app, 42)},
              host && nseats >= 2 ? UI_PRIMARY : UI_DISABLED);
    y += app_px(app, 42) + gap;
    if (online_net_error(n)[0])
        text_draw_wrapped(app->text, FONT_SMALL, online_net_error(n), th->bad, xr, y, (int)rw);
    float fh = app_px(app, 40);
    float chat_top = p.y + h - pad - fh - app_px(app, 150);
    if (chat_top < y + lh * 2) chat_top = y + lh * 2;
    draw_chat(app, n, ls, (SDL_FRect){x, chat_top, colw - pad, p.y + h - pad - chat_top});
    ui_button(app->uis, "leave", _("Leave"), (SDL_FRect){xr, p.y + h - pad - fh, rw, fh},
              UI_SECONDARY);
}

const Scene SCENE_LOBBY = {"lobby",     lobby_enter,  lobby_leave,
                           lobby_input, lobby_update, lobby_draw};
