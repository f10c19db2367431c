/* The server core: connections, the rate limit and every client message (docs/protocol.md). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "net_core_internal.h"
#include "text_check.h"

void core_send_text(NetCore *c, int conn, const char *text, size_t len)
{
    if (conn >= 0 && conn < NET_MAX_CONNS && c->conn[conn].used && c->hooks.send)
        c->hooks.send(c->hooks.ctx, conn, text, len);
}

void core_send(NetCore *c, int conn, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    if ((size_t)n >= sizeof buf) n = (int)sizeof buf - 1;
    core_send_text(c, conn, buf, (size_t)n);
}

void core_error(NetCore *c, int conn, const char *kind, const char *sentence)
{
    core_send(c, conn, "error %s %s", kind, sentence);
}

void core_log(NetCore *c, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (c->hooks.log) c->hooks.log(c->hooks.ctx, buf);
}

NetCore *net_core_new(const Tileset *ts, const NetCoreOptions *opt, const NetCoreHooks *hooks,
                      char *err, size_t errsize)
{
    NetCore *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(err, errsize, "out of memory");
        return NULL;
    }
    c->ts = ts;
    if (hooks) c->hooks = *hooks;
    c->rate = opt && opt->rate_per_second > 0 ? opt->rate_per_second : 20;
    c->burst = opt && opt->rate_burst > 0 ? opt->rate_burst : 40;
    if (opt && opt->data_dir) {
        c->data_dir = malloc(strlen(opt->data_dir) + 1);
        if (!c->data_dir) {
            free(c);
            snprintf(err, errsize, "out of memory");
            return NULL;
        }
        memcpy(c->data_dir, opt->data_dir, strlen(opt->data_dir) + 1);
    }
    for (int i = 0; i < NET_MAX_CONNS; i++) c->conn[i].room = -1;
    return c;
}

void net_core_free(NetCore *c)
{
    if (!c) return;
    for (int i = 0; i < c->nrooms; i++) room_free(c->room[i]);
    game_free(c->scratch);
    free(c->data_dir);
    free(c);
}

int net_core_load(NetCore *c, char *err, size_t errsize)
{
    if (!c->data_dir) return 0;
    return store_load_all(c, err, errsize);
}

int net_core_room_count(const NetCore *c)
{
    int n = 0;
    for (int i = 0; i < c->nrooms; i++) n += c->room[i] != NULL;
    return n;
}

long net_core_moves(const NetCore *c) { return c->moves; }

void net_core_connect(NetCore *c, int conn)
{
    if (conn < 0 || conn >= NET_MAX_CONNS) return;
    NetConn *k = &c->conn[conn];
    memset(k, 0, sizeof *k);
    k->used = 1;
    k->room = -1;
    k->tokens = c->burst;
    k->last = -1;
}

/* A finished room nobody watches any more leaves memory (its files stay). */
static void maybe_retire(NetCore *c, int ri)
{
    NetRoom *r = c->room[ri];
    if (!r || (r->state != ROOM_OVER && r->state != ROOM_LOBBY) || r->dirty) return;
    for (int i = 0; i < r->nseats; i++)
        if (r->seat[i].conn >= 0) return;
    if (r->state == ROOM_LOBBY && r->nseats > 0) return;
    room_free(r);
    c->room[ri] = NULL;
}

void net_core_disconnect(NetCore *c, int conn)
{
    if (conn < 0 || conn >= NET_MAX_CONNS || !c->conn[conn].used) return;
    int ri = c->conn[conn].room;
    c->conn[conn].used = 0;
    c->conn[conn].room = -1;
    if (ri < 0 || !c->room[ri]) return;
    NetRoom *r = c->room[ri];
    int any = 0;
    for (int i = 0; i < r->nseats; i++)
        if (r->seat[i].conn == conn) {
            r->seat[i].conn = -1;
            any = 1;
        }
    if (any) {
        core_log(c, "room %s: connection %d left", r->code, conn);
        room_send_seats(c, r, -1);
    }
    maybe_retire(c, ri);
}

static int rate_ok(NetCore *c, NetConn *k, double now)
{
    if (k->last >= 0 && now > k->last) {
        k->tokens += (now - k->last) * c->rate;
        if (k->tokens > c->burst) k->tokens = c->burst;
    }
    k->last = now;
    if (k->tokens < 1) return 0;
    k->tokens -= 1;
    return 1;
}

static NetRoom *conn_room(NetCore *c, int conn)
{
    int ri = c->conn[conn].room;
    return ri >= 0 ? c->room[ri] : NULL;
}

static int owns_seat(const NetRoom *r, int conn, int seat)
{
    return seat >= 0 && seat < r->nseats && r->seat[seat].conn == conn;
}

static int is_host(const NetRoom *r, int conn) { return r->nseats > 0 && r->seat[0].conn == conn; }

static int add_human(NetCore *c, NetRoom *r, int conn, const char *name)
{
    if (r->nseats == GAME_MAX_PLAYERS) {
        core_error(c, conn, "full", "the room is full (8 players)");
        return -1;
    }
    NetSeat *s = &r->seat[r->nseats];
    memset(s, 0, sizeof *s);
    s->kind = SEAT_HUMAN;
    s->conn = conn;
    if (net_random_secret(s->secret)) {
        core_error(c, conn, "server", "the server has no source of randomness");
        return -1;
    }
    snprintf(s->name, sizeof s->name, "%s", name);
    int seat = r->nseats++;
    r->dirty |= DIRTY_ROOM;
    core_send(c, conn, "seat %s %d %s", r->code, seat, s->secret);
    return seat;
}

static void msg_create(NetCore *c, int conn, const NetWords *w)
{
    if (w->n < 2 || !net_name_valid(w->rest[1])) {
        core_error(c, conn, "bad", "create needs a player name (1 to 32 characters, no # or \\)");
        return;
    }
    if (c->conn[conn].room >= 0) {
        core_error(c, conn, "state", "this connection is already in a room");
        return;
    }
    int ri;
    NetRoom *r = room_new(c, &ri);
    if (!r || net_random_code(r->code)) {
        if (r) {
            c->room[ri] = NULL;
            room_free(r);
        }
        core_error(c, conn, "full", "the server cannot open another room");
        return;
    }
    while (room_find(c, r->code) != ri) net_random_code(r->code);
    c->conn[conn].room = ri;
    core_send(c, conn, "room %s", r->code);
    add_human(c, r, conn, w->rest[1]);
    core_log(c, "room %s: opened by connection %d", r->code, conn);
    room_send_seats(c, r, -1);
}

static void msg_join(NetCore *c, int conn, const NetWords *w)
{
    if (w->n < 3 || !net_code_valid(w->w[1]) || !net_name_valid(w->rest[2])) {
        core_error(c, conn, "bad", "join needs a room code and a player name");
        return;
    }
    int ri = room_find(c, w->w[1]);
    if (ri < 0) {
        core_error(c, conn, "code", "there is no room with that code on this server");
        return;
    }
    if (c->conn[conn].room >= 0 && c->conn[conn].room != ri) {
        core_error(c, conn, "state", "this connection is already in another room");
        return;
    }
    NetRoom *r = c->room[ri];
    if (r->state != ROOM_LOBBY) {
        core_error(c, conn, "state", "that game has already started");
        return;
    }
    c->conn[conn].room = ri;
    if (add_human(c, r, conn, w->rest[2]) >= 0) {
        core_log(c, "room %s: a player joined (seat %d)", r->code, r->nseats - 1);
        room_send_seats(c, r, -1);
    }
}

static void msg_resume(NetCore *c, int conn, const NetWords *w)
{
    long seat;
    if (w->n != 4 || !net_code_valid(w->w[1]) ||
        net_parse_int(w->w[2], 0, GAME_MAX_PLAYERS - 1, &seat) || !net_secret_valid(w->w[3])) {
        core_error(c, conn, "bad",
                   "resume needs a room code, a seat number and that seat's secret");
        return;
    }
    int ri = room_find(c, w->w[1]);
    NetRoom *r = ri >= 0 ? c->room[ri] : NULL;
    /* the same answer for a wrong code and a wrong secret: nothing to probe */
    if (!r || seat >= r->nseats || r->seat[seat].kind != SEAT_HUMAN ||
        strcmp(r->seat[seat].secret, w->w[3]) != 0) {
        core_error(c, conn, "auth", "no seat matches that code, seat and secret");
        return;
    }
    if (c->conn[conn].room >= 0 && c->conn[conn].room != ri) {
        core_error(c, conn, "state", "this connection is already in another room");
        return;
    }
    NetSeat *s = &r->seat[seat];
    int old = s->conn;
    s->conn = conn;
    if (s->handed) {
        s->handed = 0;
        r->dirty |= DIRTY_ROOM;
    }
    c->conn[conn].room = ri;
    if (old >= 0 && old != conn) {
        int still = 0;
        for (int i = 0; i < r->nseats; i++) still |= r->seat[i].conn == old;
        if (!still) c->conn[old].room = -1;
    }
    core_log(c, "room %s: seat %ld is back", r->code, seat);
    core_send(c, conn, "seat %s %ld %s", r->code, seat, s->secret);
    room_send_seats(c, r, -1);
    if (r->g) room_broadcast(c, r);
    room_send_state(c, r, conn);
}

static void msg_bot(NetCore *c, int conn, NetRoom *r, const NetWords *w)
{
    int level = w->n == 2 ? ai_level_parse(w->w[1]) : -1;
    if (level != AI_RANDOM && level != AI_EASY) {
        core_error(c, conn, "bad", "bot needs a level: random or easy");
        return;
    }
    if (r->nseats == GAME_MAX_PLAYERS) {
        core_error(c, conn, "full", "the room is full (8 players)");
        return;
    }
    int nbots = 1;
    for (int i = 0; i < r->nseats; i++) nbots += r->seat[i].kind == SEAT_BOT;
    NetSeat *s = &r->seat[r->nseats++];
    memset(s, 0, sizeof *s);
    s->kind = SEAT_BOT;
    s->level = level;
    s->conn = -1;
    net_random_secret(s->secret);
    /* every bot its own name, in the lobby, the game and the log: "Bot 2 (easy)" */
    snprintf(s->name, sizeof s->name, "Bot %d (%s)", nbots, ai_level_name((AiLevel)level));
    core_log(c, "room %s: seat %d is a server bot, %s", r->code, r->nseats - 1, s->name);
    r->dirty |= DIRTY_ROOM;
    room_send_seats(c, r, -1);
}

static void msg_options(NetCore *c, int conn, NetRoom *r, const NetWords *w)
{
    unsigned exp;
    long timer;
    if (w->n != 3 || net_expansions_parse(w->w[1], &exp) ||
        net_parse_int(w->w[2], 0, 3600, &timer)) {
        core_error(c, conn, "bad",
                   "options needs an expansion list (farmers,festival,village-life,"
                   "royal-privileges or none) and a turn timer in seconds (0: none)");
        return;
    }
    r->expansions = exp;
    r->timer = (int)timer;
    r->dirty |= DIRTY_ROOM;
    room_send_seats(c, r, -1);
}

static void msg_start(NetCore *c, int conn, NetRoom *r)
{
    char err[256];
    if (r->nseats < 2) {
        core_error(c, conn, "state", "a game needs at least two players");
        return;
    }
    if (room_start(c, r, err, sizeof err)) {
        core_error(c, conn, "server", err);
        return;
    }
    char exp[80];
    net_expansions_format(r->expansions, exp, sizeof exp);
    core_log(c, "room %s: game started, %d players, %s", r->code, r->nseats, exp);
    r->sent = game_history_count(r->g);
    r->draw_sent = game_phase(r->g) == PHASE_PLACE ? r->sent : -1;
    for (int k = 0; k < r->nseats; k++) {
        int to = r->seat[k].conn, dup = 0;
        for (int j = 0; j < k; j++) dup |= r->seat[j].conn == to;
        if (to >= 0 && !dup) room_send_state(c, r, to);
    }
}

static void msg_move(NetCore *c, int conn, NetRoom *r, const NetWords *w)
{
    long seat, index;
    char err[300];
    if (w->n < 4 || net_parse_int(w->w[1], 0, GAME_MAX_PLAYERS - 1, &seat) ||
        net_parse_int(w->w[2], 0, 100000, &index)) {
        core_error(c, conn, "bad",
                   "move needs a seat, the move number and the record's move words");
        return;
    }
    if (r->state != ROOM_PLAYING) {
        core_error(c, conn, "state",
                   r->state == ROOM_OVER ? "the game is over" : "the game has not started");
        return;
    }
    if (!owns_seat(r, conn, (int)seat)) {
        core_error(c, conn, "seat", "this connection does not play that seat");
        return;
    }
    if (index != game_history_count(r->g)) {
        core_error(c, conn, "late", "that move answers an earlier position of the game");
        return;
    }
    if (room_acting_seat(r) != seat) {
        core_error(c, conn, "turn", "it is not that seat's turn");
        return;
    }
    NetMove m;
    if (net_move_parse(r->g, w->rest[3], &m, err, sizeof err) ||
        (m.kind == H_TOKEN && m.player != seat) || room_move(c, r, &m, err, sizeof err)) {
        if (m.kind == H_TOKEN && m.player != seat)
            snprintf(err, sizeof err, "a seat places only its own token");
        char msg[400];
        snprintf(msg, sizeof msg, "that move is not legal: %s", err);
        core_error(c, conn, "illegal", msg);
        return;
    }
}

static void msg_chat(NetCore *c, int conn, NetRoom *r, const NetWords *w)
{
    if (w->n < 2 || net_utf8_length(w->rest[1]) > NET_CHAT_MAX) {
        core_error(c, conn, "bad", "chat needs a text of 1 to 200 characters");
        return;
    }
    int from = -1;
    for (int i = 0; i < r->nseats && from < 0; i++)
        if (r->seat[i].conn == conn) from = i;
    char text[NET_CHAT_MAX * 4 + 1];
    /* the text passed net_text_check: UTF-8 without control characters; a backslash is
     * doubled so that a client showing escapes cannot be fooled */
    size_t o = 0;
    for (const char *p = w->rest[1]; *p && o + 2 < sizeof text; p++) {
        if (*p == '\\') text[o++] = '\\';
        text[o++] = *p;
    }
    text[o] = 0;
    for (int k = 0; k < r->nseats; k++) {
        int to = r->seat[k].conn, dup = 0;
        for (int j = 0; j < k; j++) dup |= r->seat[j].conn == to;
        if (to >= 0 && !dup) core_send(c, to, "chat %d %s", from, text);
    }
}

static void msg_tobot(NetCore *c, int conn, NetRoom *r, const NetWords *w)
{
    long seat;
    int level = w->n == 3 ? ai_level_parse(w->w[2]) : -1;
    if (w->n != 3 || net_parse_int(w->w[1], 0, GAME_MAX_PLAYERS - 1, &seat) || seat >= r->nseats ||
        (level != AI_RANDOM && level != AI_EASY)) {
        core_error(c, conn, "bad", "tobot needs a seat and a level (random or easy)");
        return;
    }
    NetSeat *s = &r->seat[seat];
    if (s->kind != SEAT_HUMAN || s->conn >= 0) {
        core_error(c, conn, "state", "only the seat of an absent player can go to a bot");
        return;
    }
    s->handed = 1;
    s->level = level;
    r->dirty |= DIRTY_ROOM;
    core_log(c, "room %s: seat %ld handed to a bot", r->code, seat);
    room_send_seats(c, r, -1);
}

void net_core_message(NetCore *c, int conn, const char *data, size_t len, double now)
{
    if (conn < 0 || conn >= NET_MAX_CONNS || !c->conn[conn].used) return;
    NetConn *k = &c->conn[conn];
    char err[200];
    c->now = now;
    if (!rate_ok(c, k, now)) {
        if (++k->strikes == 1 || k->strikes % 100 == 0)
            core_error(c, conn, "rate", "too many messages: slow down");
        if (k->strikes > 1000 && c->hooks.drop) c->hooks.drop(c->hooks.ctx, conn);
        return;
    }
    NetWords *w = malloc(sizeof *w);
    if (!w) return;
    if (net_text_check(data, len, NET_MAX_CLIENT_MSG, 0, err, sizeof err) ||
        net_words_split(w, data, len, err, sizeof err)) {
        core_error(c, conn, "bad", err);
        free(w);
        return;
    }
    const char *v = w->w[0];
    long version;
    if (!k->hello) {
        if (strcmp(v, "hello") != 0 || w->n < 2) {
            core_error(c, conn, "bad", "the first message must be `hello <protocol version>`");
        } else if (net_parse_int(w->w[1], 0, 1000000, &version) ||
                   version != NET_PROTOCOL_VERSION) {
            char msg[300], theirs[24];
            /* their word, escaped and never cut inside a character: the reply stays UTF-8 */
            text_escape_str(theirs, sizeof theirs, w->w[1]);
            snprintf(msg, sizeof msg,
                     "this server speaks version %d of the Troubadour online protocol and your "
                     "program another one (%s): use the same Troubadour version as the server",
                     NET_PROTOCOL_VERSION, theirs);
            core_error(c, conn, "version", msg);
            if (c->hooks.drop) c->hooks.drop(c->hooks.ctx, conn);
        } else {
            k->hello = 1;
            core_send(c, conn, "welcome %d", NET_PROTOCOL_VERSION);
        }
        free(w);
        return;
    }
    NetRoom *r = conn_room(c, conn);
    if (strcmp(v, "create") == 0)
        msg_create(c, conn, w);
    else if (strcmp(v, "join") == 0)
        msg_join(c, conn, w);
    else if (strcmp(v, "resume") == 0)
        msg_resume(c, conn, w);
    else if (strcmp(v, "ping") == 0 && w->n == 2 && strlen(w->w[1]) <= 32)
        core_send(c, conn, "pong %s", w->w[1]);
    else if (!r)
        core_error(c, conn, "state", "join or open a room first");
    else if (strcmp(v, "move") == 0)
        msg_move(c, conn, r, w);
    else if (strcmp(v, "chat") == 0)
        msg_chat(c, conn, r, w);
    else if (strcmp(v, "sync") == 0 && w->n == 1) {
        if (r->g) room_broadcast(c, r);
        room_send_state(c, r, conn);
    } else if (strcmp(v, "bot") == 0 || strcmp(v, "options") == 0 || strcmp(v, "start") == 0 ||
               strcmp(v, "tobot") == 0) {
        if (!is_host(r, conn))
            core_error(c, conn, "host", "only the host (seat 0) may do that");
        else if (strcmp(v, "tobot") == 0)
            msg_tobot(c, conn, r, w);
        else if (r->state != ROOM_LOBBY)
            core_error(c, conn, "state", "the game has already started");
        else if (strcmp(v, "bot") == 0)
            msg_bot(c, conn, r, w);
        else if (strcmp(v, "options") == 0)
            msg_options(c, conn, r, w);
        else
            msg_start(c, conn, r);
    } else
        core_error(c, conn, "bad", "unknown message");
    if (r) room_broadcast(c, r);
    free(w);
}

int net_core_tick(NetCore *c, double now)
{
    int moved = 0;
    c->now = now;
    for (int i = 0; i < c->nrooms; i++) {
        NetRoom *r = c->room[i];
        if (!r || r->state != ROOM_PLAYING) continue;
        int seat = room_acting_seat(r);
        if (seat < 0) continue;
        NetSeat *s = &r->seat[seat];
        int level = -1;
        if (s->kind == SEAT_BOT || s->handed)
            level = s->level;
        else if (r->timer > 0) {
            int key = game_history_count(r->g) + 1;
            if (r->wait_key != key) {
                r->wait_key = key;
                r->deadline = now + r->timer;
                room_send_clock(c, r, -1);
            } else if (now >= r->deadline) {
                core_log(c, "room %s: seat %d ran out of time; a bot plays the turn", r->code,
                         seat);
                level = AI_EASY;
            }
        }
        if (level >= 0 && room_bot_step(c, r, level)) {
            moved++;
            room_broadcast(c, r);
        }
    }
    return moved;
}

int net_core_flush(NetCore *c)
{
    int rc = 0;
    for (int i = 0; i < c->nrooms; i++) {
        NetRoom *r = c->room[i];
        if (!r || !r->dirty) continue;
        if (c->data_dir && store_write_room(c, r)) rc = -1;
        r->dirty = 0;
        maybe_retire(c, i);
    }
    return rc;
}
