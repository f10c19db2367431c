/* The game scene in an online game (app->session.online): the board follows the server's
 * public game, the local seats' confirmed moves go to the server, and an overlay shows the
 * connection, who is being waited for (the host can hand that seat to a bot) and the chat. */
#include <stdio.h>
#include <string.h>

#include "audio.h"
#include "draw.h"
#include "i18n.h"
#include "palette.h"
#include "record.h"
#include "scene_game_net.h"
#include "scene_online_net.h"
#include "text.h"
#include "ui.h"

#define END_WAIT_MS 1200

void scene_game_net_submit(App *app, GameScene *gs)
{
    (void)gs;
    const SessionSource *src = app->session.online;
    const Game *g = app->session.game;
    int n = game_history_count(g);
    if (!src || n == 0) return;
    const HistEntry *h = &game_history(g)[n - 1];
    char line[512];
    record_format_entry(g, h, line, sizeof line);
    if (src->submit(src->ctx, h->player, line) != 0)
        app_toast(app, _("The move could not be sent: waiting for the connection."), 3000);
}

/* Whether the local copy already is the source's game (our own move, echoed). */
static int same_game(const Game *a, const Game *b)
{
    return game_history_count(a) == game_history_count(b) && game_phase(a) == game_phase(b) &&
           game_event_count(a) == game_event_count(b) &&
           (game_phase(a) != PHASE_PLACE || game_current_tile(a) == game_current_tile(b));
}

/* Copies the source's game into the session's, animating what others did. */
static void follow(App *app, GameScene *gs, const Game *src)
{
    Game *g = app->session.game;
    if (same_game(g, src)) return;
    while (turn_undo(&gs->turn)) {
    } /* a tentative move the server's game went past */
    int before = game_event_count(g), continues = game_history_count(src) >= game_history_count(g);
    int placed_before = game_placed_count(g);
    game_copy(g, src);
    if (game_history_count(g) != game_history_count(src) ||
        game_event_count(g) != game_event_count(src)) {
        /* game_copy keeps the history and the scoring events only when they fit in what the
         * copy already holds; the game grows, so take a whole clone (the log, the markers and
         * the final scoring read them) */
        Game *whole = game_clone(src);
        if (whole) {
            turn_free(&gs->turn);
            game_free(app->session.game);
            app->session.game = g = whole;
            if (turn_init(&gs->turn, g) != 0) app_toast(app, _("Out of memory."), 3000);
        }
    }
    if (continues && game_event_count(g) > before) {
        anim_add_events(&gs->anim, g, before, game_event_count(g));
        audio_turn(app->audio, g, NULL, before, game_event_count(g), (unsigned)game_turn(g));
    } else if (game_placed_count(g) > placed_before) {
        audio_play(app->audio, SFX_TILE_PLACED, 0, (unsigned)game_turn(g));
    }
    gs->mode = MODE_FIGURE;
    gs->bot_placed = 0;
    scene_game_refresh(app, gs);
}

int scene_game_net_update(App *app, GameScene *gs, int wake)
{
    const SessionSource *src = app->session.online;
    int changed = src->poll(src->ctx);
    const Game *sg = src->game(src->ctx);
    if (sg && changed) follow(app, gs, sg);
    if (game_phase(app->session.game) == PHASE_OVER && !gs->over) {
        gs->over = 1;
        gs->end_wait_ms = END_WAIT_MS;
        snprintf(gs->banner, sizeof gs->banner, "%s", _("The last tile is placed: final scoring"));
        gs->banner_ms = END_WAIT_MS;
        app->dirty = 1;
        return SCENE_ANIMATING;
    }
    app->dirty = 1; /* the overlay shows who is connected */
    return wake == SCENE_ANIMATING ? wake : 30;
}

static int absent_seat(const NetClient *c, int i)
{
    const NetSeatInfo *si = net_client_seat_info(c, i);
    return si && si->kind == 0 && !si->present && !net_client_holds(c, i);
}

int scene_game_net_input(App *app, GameScene *gs, const InputEvent *e, int r, const char *id)
{
    (void)gs;
    OnlineNet *n = online_net_of(app);
    if (!n) return 0;
    size_t size;
    char *draft = online_net_chat_draft(n, &size);
    int seat;
    if (r == 1 && strcmp(id, "game-chat-send") == 0) {
        online_net_chat(n, draft);
        draft[0] = '\0';
        return 1;
    }
    if (r == 1 && sscanf(id, "tobot%d", &seat) == 1) {
        char msg[32];
        snprintf(msg, sizeof msg, "tobot %d easy", seat);
        net_client_send(online_net_client(n), msg);
        return 1;
    }
    if (r == 2 && e->kind == IN_ACTION && e->action == IA_CONFIRM && draft[0]) {
        online_net_chat(n, draft);
        draft[0] = '\0';
        ui_set_focus(app->uis, "");
        return 1;
    }
    return 0;
}

void scene_game_net_draw(App *app, GameScene *gs)
{
    OnlineNet *n = online_net_of(app);
    if (!n) return;
    const Theme *th = palette_theme();
    NetClient *c = online_net_client(n);
    float m = app_px(app, 10), w = app_px(app, 320),
          lh = (float)text_line_height(app->text, FONT_SMALL);
    if (w > gs->board.w * 0.5f) w = gs->board.w * 0.5f;
    int nlines = 0, host = online_net_is_host(n), down = online_net_down(n);
    double left = net_client_time_left(c);
    int acting = net_client_acting_seat(c), timed = left >= 0 && acting >= 0;
    for (int i = 0; i < net_client_seat_count(c); i++) nlines += absent_seat(c, i);
    int nchat = online_net_chat_count(n);
    if (nchat > 3) nchat = 3;
    float bh = app_px(app, 28), fh = app_px(app, 30);
    float h = m + (down ? lh : 0) + (timed ? lh : 0) +
              (float)nlines * (host ? bh + app_px(app, 4) : lh) + (float)nchat * lh + fh + m;
    /* bottom left of the board: the toolbar is at the top, the banners in the middle */
    float x = gs->board.x + m, y = gs->board.y + gs->board.h - h - m;
    draw_round_rect(app->renderer, x, y, w, h, app_px(app, 8), palette_alpha(th->panel, 225));
    float ty = y + m / 2, tx = x + m, tw = w - 2 * m;
    if (down) {
        text_draw(app->text, FONT_BOLD, _("Reconnecting\xe2\x80\xa6"), th->bad, tx, ty, 0);
        ty += lh;
    }
    if (timed) {
        /* the turn timer: what is left to the player to move (the server's bot plays the turn
         * when it runs out) */
        const NetSeatInfo *si = net_client_seat_info(c, acting);
        int s = (int)(left + 0.999);
        char line[200];
        /* TRANSLATORS: the turn timer; %s is the player to move, then minutes:seconds left */
        snprintf(line, sizeof line, _("%s: %d:%02d left to move"), si ? si->name : "?", s / 60,
                 s % 60);
        text_draw_fit(app->text, FONT_BOLD, line, s <= 10 ? th->bad : th->ink, tx, ty, 0, (int)tw);
        ty += lh;
    }
    for (int i = 0; i < net_client_seat_count(c); i++) {
        if (!absent_seat(c, i)) continue;
        char line[200];
        const NetSeatInfo *si = net_client_seat_info(c, i);
        if (host) {
            char id[UI_ID_MAX];
            snprintf(id, sizeof id, "tobot%d", i);
            /* TRANSLATORS: a button; %s is the name of a player whose connection is lost */
            snprintf(line, sizeof line, _("%s is away: let a bot play"), si->name);
            ui_button(app->uis, id, line, (SDL_FRect){tx, ty, tw, bh}, UI_SECONDARY);
            ty += bh + app_px(app, 4);
        } else {
            /* TRANSLATORS: %s is the name of a player whose connection is lost */
            snprintf(line, sizeof line, _("Waiting for %s to come back"), si->name);
            text_draw_fit(app->text, FONT_SMALL, line, th->bad, tx, ty, 0, (int)tw);
            ty += lh;
        }
    }
    int total = online_net_chat_count(n);
    for (int i = total - nchat; i < total; i++) {
        text_draw_fit(app->text, FONT_SMALL, online_net_chat_line(n, i), th->ink, tx, ty, 0,
                      (int)tw);
        ty += lh;
    }
    size_t size;
    char *draft = online_net_chat_draft(n, &size);
    float sw = app_px(app, 60);
    ui_text_field(app->uis, "game-chat", draft, size, (SDL_FRect){tx, ty, tw - sw - m / 2, fh},
                  _("Chat"), 0);
    ui_button(app->uis, "game-chat-send", _("Send"), (SDL_FRect){tx + tw - sw, ty, sw, fh},
              draft[0] ? UI_SECONDARY : UI_DISABLED);
}
