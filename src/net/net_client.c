/* The client: one connection, its seats, and the public copy of the game. */
#define _POSIX_C_SOURCE 200809L
#include "net_client.h"
#include "i18n.h"

#include <enet/enet.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "net_move.h"
#include "record.h"
#include "text_check.h"

#define HUB_MAX 4096

struct NetHub {
    ENetHost *host;
    NetClient *client[HUB_MAX];
    int nclient;
};

struct NetClient {
    NetHub *hub;
    int slot;
    const Tileset *ts;
    ENetAddress addr;
    ENetPeer *peer;
    int connected; /* ENet connection up */
    int greeted;
    int stopped;
    double retry_at;
    double backoff;
    int connections;
    NetClientFn fn;
    void *user;
    char code[NET_CODE_LEN + 1];
    int held[GAME_MAX_PLAYERS];
    char secret[GAME_MAX_PLAYERS][NET_SECRET_LEN + 1];
    int room_state;
    int nseats;
    NetSeatInfo seat[GAME_MAX_PLAYERS];
    char expansions[80]; /* the room's options, as the seats message says them */
    int timer;           /* the room's turn timer in seconds, 0: none */
    int clock_n;         /* the history count the last `clock` was for, -1 */
    double clock_end;    /* when that turn's time runs out (our clock) */
    Game *g;
    int lost;
    char err[300];
};

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

NetHub *net_hub_new(int max_connections, char *err, size_t errsize)
{
    if (enet_initialize() != 0) {
        snprintf(err, errsize, _("ENet could not start"));
        return NULL;
    }
    NetHub *h = calloc(1, sizeof *h);
    if (!h) return NULL;
    if (max_connections > HUB_MAX - 1) max_connections = HUB_MAX - 1;
    h->host = enet_host_create(NULL, (size_t)max_connections, 1, 0, 0);
    if (!h->host) {
        snprintf(err, errsize, _("cannot open a network socket"));
        free(h);
        return NULL;
    }
    h->host->maximumPacketSize = NET_MAX_SERVER_MSG + 64;
    /* net-load carries a thousand connections on this one socket: ENet's 256 KiB of receive
     * buffer overflow in the few ms the process waits for a core, and every datagram lost
     * there costs a retransmission (hundreds of ms). The kernel caps it at rmem_max. */
    if (max_connections > 8) {
        enet_socket_set_option(h->host->socket, ENET_SOCKOPT_RCVBUF, NET_SOCKET_BUFFER);
        enet_socket_set_option(h->host->socket, ENET_SOCKOPT_SNDBUF, NET_SOCKET_BUFFER);
    }
    return h;
}

void net_hub_free(NetHub *h)
{
    if (!h) return;
    for (int i = 0; i < h->nclient; i++)
        if (h->client[i]) h->client[i]->hub = NULL;
    enet_host_flush(h->host);
    enet_host_destroy(h->host);
    free(h);
    enet_deinitialize();
}

static void emit(NetClient *c, NetEventKind kind, int seat, const char *kw, const char *text)
{
    NetEvent ev = {kind, seat, kw, text};
    if (c->fn) c->fn(c, c->user, &ev);
}

static void try_connect(NetClient *c, double now)
{
    if (!c->hub || c->peer || c->stopped || now < c->retry_at) return;
    c->peer = enet_host_connect(c->hub->host, &c->addr, 1, 0);
    if (!c->peer) {
        c->retry_at = now + 1;
        return;
    }
    c->peer->data = c;
    /* generous: a busy machine must not look like a dead peer */
    enet_peer_timeout(c->peer, 0, 4000, 15000);
}

NetClient *net_client_new(NetHub *hub, const Tileset *ts, const char *host, int port,
                          NetClientFn fn, void *user, char *err, size_t errsize)
{
    NetClient *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    c->ts = ts;
    c->fn = fn;
    c->user = user;
    c->room_state = -1;
    c->clock_n = -1;
    c->backoff = 0.1;
    c->slot = -1;
    if (hub) {
        if (enet_address_set_host(&c->addr, host) != 0) {
            snprintf(err, errsize, _("cannot find the server %s"), host);
            free(c);
            return NULL;
        }
        c->addr.port = (enet_uint16)port;
        for (int i = 0; i < hub->nclient && c->slot < 0; i++)
            if (!hub->client[i]) c->slot = i;
        if (c->slot < 0) {
            if (hub->nclient == HUB_MAX) {
                snprintf(err, errsize, _("too many connections"));
                free(c);
                return NULL;
            }
            c->slot = hub->nclient++;
        }
        hub->client[c->slot] = c;
        c->hub = hub;
        try_connect(c, now_s());
    }
    return c;
}

void net_client_free(NetClient *c)
{
    if (!c) return;
    if (c->hub) {
        if (c->peer) {
            c->peer->data = NULL;
            enet_peer_disconnect_now(c->peer, 0);
        }
        c->hub->client[c->slot] = NULL;
    }
    game_free(c->g);
    free(c);
}

int net_client_send(NetClient *c, const char *text)
{
    if (!c->peer || !c->connected) return -1;
    size_t n = strlen(text);
    if (n > NET_MAX_CLIENT_MSG) return -1;
    ENetPacket *p = enet_packet_create(text, n, ENET_PACKET_FLAG_RELIABLE);
    if (!p || enet_peer_send(c->peer, 0, p) != 0) {
        if (p) enet_packet_destroy(p);
        return -1;
    }
    return 0;
}

int net_client_create(NetClient *c, const char *name)
{
    char buf[NET_MAX_CLIENT_MSG + 1];
    snprintf(buf, sizeof buf, "create %s", name);
    return net_client_send(c, buf);
}

int net_client_join(NetClient *c, const char *code, const char *name)
{
    char buf[NET_MAX_CLIENT_MSG + 1];
    snprintf(buf, sizeof buf, "join %s %s", code, name);
    return net_client_send(c, buf);
}

int net_client_move(NetClient *c, int seat, const char *line)
{
    if (!c->g) return -1;
    char buf[NET_MAX_CLIENT_MSG + 1];
    int n = snprintf(buf, sizeof buf, "move %d %d %s", seat, game_history_count(c->g), line);
    if (n < 0 || (size_t)n >= sizeof buf) return -1;
    return net_client_send(c, buf);
}

static int refuse(NetClient *c, const char *why)
{
    snprintf(c->err, sizeof c->err, "%s", why);
    return -1;
}

static void ask_sync(NetClient *c) { net_client_send(c, "sync"); }

/* Confirmed entries of old that new does not hold (re-deals are stand-ins: kind only). */
static int count_lost(const Game *old, const Game *now)
{
    int n = game_history_count(old), m = game_history_count(now), lost = 0;
    const HistEntry *a = game_history(old), *b = game_history(now);
    for (int i = 0; i < n; i++) {
        if (i >= m) {
            lost++;
            continue;
        }
        int same = a[i].kind == b[i].kind;
        if (same && (a[i].kind == H_MOVE || a[i].kind == H_DISCARD))
            same = memcmp(&a[i].place, &b[i].place, sizeof a[i].place) == 0 &&
                   (a[i].kind == H_DISCARD || memcmp(&a[i].act, &b[i].act, sizeof a[i].act) == 0);
        if (same && a[i].kind == H_TOKEN) same = a[i].x == b[i].x && a[i].y == b[i].y;
        lost += !same;
    }
    return lost;
}

static int on_sync(NetClient *c, const NetWords *w, const char *data, size_t len)
{
    long n;
    if (w->n != 2 || net_parse_int(w->w[1], 0, 100000, &n)) return refuse(c, "bad sync");
    const char *rec = memchr(data, '\n', len);
    if (!rec) return refuse(c, "sync without a record");
    rec++;
    RecordError re;
    Game *g = record_replay(c->ts, rec, len - (size_t)(rec - data), &re);
    if (!g) {
        char why[200]; /* cut where a character ends, never inside one */
        text_escape_str(why, sizeof why, re.msg);
        snprintf(c->err, sizeof c->err, "the server's record does not replay: line %d: %s", re.line,
                 why);
        return -1;
    }
    if (game_history_count(g) != n) {
        game_free(g);
        return refuse(c, "the server's record has another length than it says");
    }
    if (c->g) c->lost += count_lost(c->g, g);
    game_free(c->g);
    c->g = g;
    if (c->room_state < 1) c->room_state = game_phase(g) == PHASE_OVER ? 2 : 1;
    emit(c, NET_EV_GAME, -1, NULL, NULL);
    return 0;
}

static int on_line(NetClient *c, const NetWords *w)
{
    long i;
    char err[300];
    if (w->n < 3 || net_parse_int(w->w[1], 0, 100000, &i)) return refuse(c, "bad line");
    if (!c->g || i != game_history_count(c->g)) {
        ask_sync(c);
        return refuse(c, "a line out of order (asked for the whole record)");
    }
    NetMove m;
    int bad = net_move_parse(c->g, w->rest[2], &m, err, sizeof err);
    /* a tile that fits nowhere is drawn and discarded in one step: no draw message came */
    if (!bad && m.kind == H_DISCARD && game_phase(c->g) == PHASE_DRAW &&
        game_draw(c->g, m.place.tile)) {
        snprintf(err, sizeof err, "%s", game_error(c->g));
        bad = 1;
    }
    if (bad || net_move_apply(c->g, &m, err, sizeof err)) {
        /* the copy may be half changed: start again from the whole record */
        ask_sync(c);
        return refuse(c, err);
    }
    if (game_phase(c->g) == PHASE_OVER) c->room_state = 2;
    emit(c, NET_EV_GAME, -1, NULL, NULL);
    return 0;
}

static int on_draw(NetClient *c, const NetWords *w)
{
    long i;
    if (w->n != 3 || net_parse_int(w->w[1], 0, 100000, &i)) return refuse(c, "bad draw");
    int tile = tileset_find(c->ts, w->w[2]);
    if (tile < 0) return refuse(c, "unknown tile");
    if (!c->g || i != game_history_count(c->g) || game_phase(c->g) != PHASE_DRAW) {
        if (c->g && i == game_history_count(c->g) && game_phase(c->g) == PHASE_PLACE &&
            game_current_tile(c->g) == tile)
            return 0; /* the same draw again after a sync */
        ask_sync(c);
        return refuse(c, "a draw out of order");
    }
    if (game_draw(c->g, tile)) {
        ask_sync(c);
        return refuse(c, game_error(c->g));
    }
    emit(c, NET_EV_GAME, -1, NULL, NULL);
    return 0;
}

static int on_seats(NetClient *c, const NetWords *w, const char *data, size_t len)
{
    long timer, n;
    if (w->n != 6 || !net_code_valid(w->w[1]) || net_parse_int(w->w[3], 0, 3600, &timer) ||
        net_parse_int(w->w[4], 0, GAME_MAX_PLAYERS, &n))
        return refuse(c, "bad seats");
    int st = strcmp(w->w[2], "lobby") == 0     ? 0
             : strcmp(w->w[2], "playing") == 0 ? 1
             : strcmp(w->w[2], "over") == 0    ? 2
                                               : -1;
    if (st < 0) return refuse(c, "bad room state");
    NetSeatInfo seat[GAME_MAX_PLAYERS];
    const char *p = memchr(data, '\n', len);
    for (int i = 0; i < n; i++) {
        if (!p) return refuse(c, "missing seat line");
        p++;
        const char *e = memchr(p, '\n', len - (size_t)(p - data));
        size_t l = e ? (size_t)(e - p) : len - (size_t)(p - data);
        NetWords sw;
        long k, present;
        if (net_words_split(&sw, p, l, c->err, sizeof c->err)) return -1;
        if (sw.n < 7 || strcmp(sw.w[0], "seat") || net_parse_int(sw.w[1], 0, 7, &k) || k != i ||
            net_parse_int(sw.w[5], 0, 1, &present))
            return refuse(c, "bad seat line");
        seat[i].kind = strcmp(sw.w[3], "human") == 0    ? 0
                       : strcmp(sw.w[3], "bot") == 0    ? 1
                       : strcmp(sw.w[3], "handed") == 0 ? 2
                                                        : -1;
        if (seat[i].kind < 0) return refuse(c, "bad seat kind");
        seat[i].present = (int)present;
        snprintf(seat[i].name, sizeof seat[i].name, "%s", sw.rest[6]);
        p = e;
    }
    if (p) return refuse(c, "extra seat lines");
    memcpy(c->seat, seat, sizeof seat);
    c->nseats = (int)n;
    snprintf(c->expansions, sizeof c->expansions, "%s", w->w[5]);
    c->timer = (int)timer;
    if (st > c->room_state || st == 0) c->room_state = st;
    emit(c, NET_EV_SEATS, -1, NULL, NULL);
    return 0;
}

int net_client_feed(NetClient *c, const char *data, size_t len)
{
    NetWords *w = malloc(sizeof *w);
    if (!w) return refuse(c, "out of memory");
    int rc = -1;
    if (net_text_check(data, len, NET_MAX_SERVER_MSG, 1, c->err, sizeof c->err) ||
        net_words_split(w, data, len, c->err, sizeof c->err))
        goto done;
    const char *v = w->w[0];
    int multi = memchr(data, '\n', len) != NULL;
    long k;
    if (strcmp(v, "sync") == 0)
        rc = on_sync(c, w, data, len);
    else if (strcmp(v, "seats") == 0)
        rc = on_seats(c, w, data, len);
    else if (multi)
        rc = refuse(c, "a message of several lines");
    else if (strcmp(v, "line") == 0)
        rc = on_line(c, w);
    else if (strcmp(v, "draw") == 0)
        rc = on_draw(c, w);
    else if (strcmp(v, "welcome") == 0) {
        if (w->n != 2 || net_parse_int(w->w[1], 0, 1000000, &k) || k != NET_PROTOCOL_VERSION) {
            rc = refuse(c, "the server speaks another protocol version");
        } else {
            c->greeted = 1;
            c->backoff = 0.1;
            char buf[128];
            for (int s = 0; s < GAME_MAX_PLAYERS; s++)
                if (c->held[s]) {
                    snprintf(buf, sizeof buf, "resume %s %d %s", c->code, s, c->secret[s]);
                    net_client_send(c, buf);
                }
            emit(c, NET_EV_WELCOME, -1, NULL, NULL);
            rc = 0;
        }
    } else if (strcmp(v, "room") == 0) {
        if (w->n != 2 || !net_code_valid(w->w[1]))
            rc = refuse(c, "bad room");
        else {
            snprintf(c->code, sizeof c->code, "%s", w->w[1]);
            c->room_state = 0;
            emit(c, NET_EV_ROOM, -1, NULL, NULL);
            rc = 0;
        }
    } else if (strcmp(v, "seat") == 0) {
        if (w->n != 4 || !net_code_valid(w->w[1]) ||
            net_parse_int(w->w[2], 0, GAME_MAX_PLAYERS - 1, &k) || !net_secret_valid(w->w[3]))
            rc = refuse(c, "bad seat");
        else {
            snprintf(c->code, sizeof c->code, "%s", w->w[1]);
            c->held[k] = 1;
            snprintf(c->secret[k], sizeof c->secret[k], "%s", w->w[3]);
            emit(c, NET_EV_SEAT, (int)k, NULL, NULL);
            rc = 0;
        }
    } else if (strcmp(v, "chat") == 0) {
        if (w->n < 3 || net_parse_int(w->w[1], -1, GAME_MAX_PLAYERS - 1, &k))
            rc = refuse(c, "bad chat");
        else {
            emit(c, NET_EV_CHAT, (int)k, NULL, w->rest[2]);
            rc = 0;
        }
    } else if (strcmp(v, "error") == 0) {
        if (w->n < 3)
            rc = refuse(c, "bad error");
        else {
            if (strcmp(w->w[1], "version") == 0) c->stopped = 1;
            char kind[32];
            snprintf(kind, sizeof kind, "%s", w->w[1]);
            emit(c, NET_EV_ERROR, -1, kind, w->rest[2]);
            rc = 0;
        }
    } else if (strcmp(v, "clock") == 0) {
        long ms;
        if (w->n != 3 || net_parse_int(w->w[1], 0, 100000, &k) ||
            net_parse_int(w->w[2], 0, 3600000, &ms))
            rc = refuse(c, "bad clock");
        else {
            c->clock_n = (int)k;
            c->clock_end = now_s() + (double)ms / 1000.0;
            emit(c, NET_EV_SEATS, -1, NULL, NULL);
            rc = 0;
        }
    } else if (strcmp(v, "pong") == 0)
        rc = 0;
    else
        rc = refuse(c, "unknown message");
done:
    free(w);
    return rc;
}

const char *net_client_last_error(const NetClient *c) { return c->err; }

int net_hub_service(NetHub *h, int timeout_ms)
{
    double now = now_s();
    for (int i = 0; i < h->nclient; i++)
        if (h->client[i]) try_connect(h->client[i], now);
    ENetEvent ev;
    int r = enet_host_service(h->host, &ev, (enet_uint32)timeout_ms);
    int n = 0;
    while (r > 0) {
        NetClient *c = ev.peer->data;
        switch (ev.type) {
        case ENET_EVENT_TYPE_CONNECT:
            if (c) {
                c->connected = 1;
                c->connections++;
                char hello[32];
                snprintf(hello, sizeof hello, "hello %d", NET_PROTOCOL_VERSION);
                net_client_send(c, hello);
            }
            break;
        case ENET_EVENT_TYPE_RECEIVE:
            if (c) net_client_feed(c, (const char *)ev.packet->data, ev.packet->dataLength);
            enet_packet_destroy(ev.packet);
            break;
        case ENET_EVENT_TYPE_DISCONNECT:
            if (c) {
                int was = c->greeted;
                c->peer = NULL;
                c->connected = c->greeted = 0;
                c->retry_at = now_s() + c->backoff;
                c->backoff = c->backoff < 2 ? c->backoff * 2 : 2;
                if (was) emit(c, NET_EV_DOWN, -1, NULL, NULL);
            }
            break;
        default: break;
        }
        if (++n > 4096) break;
        r = enet_host_service(h->host, &ev, 0);
    }
    enet_host_flush(h->host);
    return r < 0 ? -1 : 0;
}

int net_client_connected(const NetClient *c) { return c->greeted; }
int net_client_stopped(const NetClient *c) { return c->stopped; }
const char *net_client_code(const NetClient *c) { return c->code; }
int net_client_holds(const NetClient *c, int seat)
{
    return seat >= 0 && seat < GAME_MAX_PLAYERS && c->held[seat];
}
int net_client_seat_count(const NetClient *c) { return c->nseats; }
const NetSeatInfo *net_client_seat_info(const NetClient *c, int seat)
{
    return seat >= 0 && seat < c->nseats ? &c->seat[seat] : NULL;
}
int net_client_room_state(const NetClient *c) { return c->room_state; }
const char *net_client_expansions(const NetClient *c) { return c->expansions; }
const Game *net_client_game(const NetClient *c) { return c->g; }
int net_client_connections(const NetClient *c) { return c->connections; }
int net_client_lost_moves(const NetClient *c) { return c->lost; }

void net_client_drop(NetClient *c)
{
    if (!c->peer) return;
    c->peer->data = NULL;
    enet_peer_reset(c->peer);
    c->peer = NULL;
    c->connected = c->greeted = 0;
    c->retry_at = now_s() + c->backoff;
}

int net_client_acting_seat(const NetClient *c)
{
    if (!c->g) return -1;
    switch (game_phase(c->g)) {
    case PHASE_PLACE:
    case PHASE_ACTION: return game_current_player(c->g);
    case PHASE_TOKEN: return game_token_player(c->g);
    default: return -1;
    }
}

int net_client_timer(const NetClient *c) { return c->timer; }

double net_client_time_left(const NetClient *c)
{
    if (!c->g || c->timer <= 0 || c->clock_n != game_history_count(c->g) ||
        game_phase(c->g) == PHASE_OVER)
        return -1;
    double left = c->clock_end - now_s();
    return left > 0 ? left : 0;
}
