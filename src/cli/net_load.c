/* troubadour-cli net-load --server HOST:PORT --games G --players N --expansions LIST
 * --bot random|easy [--think MS]: opens G rooms on the server, gives every seat its own connection
 * playing that bot, plays the games to the end and prints `<G> games finished` and the move
 * latency the clients saw (from sending a move to seeing it confirmed). The clients
 * reconnect after a dropped connection or a server restart. With --think every bot waits
 * a think time (uniform in [MS/2, 3MS/2]) before it sends its move, as players do; the
 * latency is still measured from sending to the confirmation. */
#define _POSIX_C_SOURCE 200809L
#include "net_load.h"
#include "i18n.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai.h"
#include "io.h"
#include "net_client.h"
#include "net_move.h"
#include "net_proto.h"
#include "record.h"
#include "rng.h"

typedef struct Load Load;

typedef struct Seat {
    Load *load;
    NetHub *hub;
    NetClient *c;
    int game;
    int index;        /* seat number in its game */
    int seat;         /* the seat it holds, -1 before */
    int asked;        /* create/join sent */
    int asked_conn;   /* on this connection (a drop before the answer: ask again) */
    double start_at;  /* host: when `start` was last sent */
    double fix_at;    /* host: when absent seats were last handed to bots */
    int pending;      /* history count our move answers, -1 */
    int pending_conn; /* the connection it was sent on */
    double sent_at;
    double think_until; /* --think: when the move may leave (0: not yet drawn) */
    int think_for;      /* the history count that think time is for */
    uint64_t seed;
} Seat;

struct Load {
    const Tileset *ts;
    int games, players;
    unsigned exp;
    AiLevel level;
    Seat *seat;
    char (*code)[NET_CODE_LEN + 1];
    int *started; /* the host has seen the game begin */
    Game *scratch;
    double *lat;
    long nlat, caplat;
    long errors, drops;
    int verbose;
    double chaos; /* chance per move that the connection is dropped afterwards */
    double think; /* mean think time per move in seconds, 0: none */
    Rng rng;
};

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void add_latency(Load *L, double ms)
{
    if (L->nlat == L->caplat) {
        long cap = L->caplat ? L->caplat * 2 : 4096;
        double *p = realloc(L->lat, (size_t)cap * sizeof *p);
        if (!p) return;
        L->lat = p;
        L->caplat = cap;
    }
    L->lat[L->nlat++] = ms;
}

/* The bot's move for the public game as the record's words. Returns 0 or -1. */
static int decide(Load *L, Seat *s, const Game *g, char *line, size_t size)
{
    AiDecision d;
    if (ai_decide(L->level, g, s->seed++, 0, &d)) return -1;
    if (d.kind == AI_DO_TOKEN) {
        snprintf(line, size, "token %s %d %d", game_colour_name(game_colour(g, d.seat)), d.x, d.y);
        return 0;
    }
    if (d.kind != AI_DO_PLACE) return -1;
    if (!L->scratch && !(L->scratch = game_clone(g))) return -1;
    game_copy(L->scratch, g);
    if (game_place(L->scratch, &d.place)) return -1;
    Action act = {ACT_NONE, -1, 0, 0};
    if (game_phase(L->scratch) == PHASE_ACTION) {
        /* the action the bot planned with its placement, as the game's bots play it; asked
         * again only when the random bot (which plans none) or a stale plan leaves none */
        AiDecision a;
        if (L->level != AI_RANDOM && game_check_action(L->scratch, &d.act) == NULL)
            act = d.act;
        else if (ai_decide(L->level, L->scratch, s->seed++, 0, &a) == 0 && a.kind == AI_DO_ACT)
            act = a.act;
    }
    net_move_format_turn(g, &d.place, &act, line, size);
    return 0;
}

/* A move of ours is confirmed once the public game has gone past it. */
static void check_confirmed(Load *L, Seat *s)
{
    const Game *g = net_client_game(s->c);
    if (g && s->pending >= 0 && game_history_count(g) > s->pending) {
        add_latency(L, (now_s() - s->sent_at) * 1000.0);
        s->pending = -1;
    }
}

static void play(Load *L, Seat *s)
{
    const Game *g = net_client_game(s->c);
    if (!g || s->seat < 0 || !net_client_connected(s->c)) return;
    int n = game_history_count(g);
    check_confirmed(L, s);
    if (net_client_acting_seat(s->c) != s->seat) return;
    /* sent and not yet answered: wait, unless the connection it went on is gone or the
     * answer is long overdue (the server then says `late` if it had it) */
    if (s->pending == n && s->pending_conn == net_client_connections(s->c) &&
        now_s() - s->sent_at < 5)
        return;
    if (L->think > 0 && s->pending != n) {
        double now = now_s();
        if (s->think_for != n || s->think_until == 0) {
            double u = (double)rng_next(&L->rng) / 4294967296.0;
            s->think_until = now + L->think * (0.5 + u);
            s->think_for = n;
        }
        if (now < s->think_until) return;
    }
    char line[256];
    if (decide(L, s, g, line, sizeof line)) return;
    if (net_client_move(s->c, s->seat, line) == 0) {
        s->pending = n;
        s->pending_conn = net_client_connections(s->c);
        s->sent_at = now_s();
        if (L->chaos > 0 && (double)rng_next(&L->rng) / 4294967296.0 < L->chaos) {
            net_hub_service(s->hub, 0); /* the move may or may not have left: both happen */
            net_client_drop(s->c);
            L->drops++;
        }
    }
}

static void on_event_load(NetClient *c, void *user, const NetEvent *ev)
{
    Seat *s = user;
    Load *L = s->load;
    char name[32];
    snprintf(name, sizeof name, "load %d-%d", s->game, s->index);
    switch (ev->kind) {
    case NET_EV_WELCOME:
        if (!s->asked && s->index == 0) {
            net_client_create(c, name);
            s->asked = 1;
        }
        break;
    case NET_EV_ROOM: {
        char opt[128], exp[80];
        net_expansions_format(L->exp, exp, sizeof exp);
        snprintf(opt, sizeof opt, "options %s 0", exp);
        net_client_send(c, opt);
        snprintf(L->code[s->game], sizeof L->code[s->game], "%s", net_client_code(c));
        break;
    }
    case NET_EV_SEAT: s->seat = ev->seat; break;
    case NET_EV_SEATS:
        if (s->index == 0 && net_client_room_state(c) >= 1) L->started[s->game] = 1;
        break;
    case NET_EV_GAME:
        /* only the time here: the bots think after the whole batch of messages is read,
         * so one bot's thinking does not count in another's latency */
        check_confirmed(L, s);
        break;
    case NET_EV_ERROR:
        L->errors++;
        if (L->verbose)
            fprintf(stderr, _("net-load: game %d seat %d: %s: %s\n"), s->game, s->index,
                    ev->kind_word, ev->text);
        /* whatever the server refused, the next position decides again */
        s->pending = -1;
        break;
    default: break;
    }
}

/* The host starts its room once every seat is taken (again a few seconds later if the
 * answer does not come), and every 5 s hands to a bot the seats whose players are away: a
 * seat taken by a connection that went down before it learnt its secret would otherwise
 * hold the game up for ever (a player who comes back takes the seat back). */
static void host_duties(Load *L, Seat *s, double now)
{
    NetClient *c = s->c;
    int n = net_client_seat_count(c);
    if (!L->started[s->game] && net_client_room_state(c) == 0 && n >= L->players &&
        now - s->start_at > 3) {
        net_client_send(c, "start");
        s->start_at = now;
        s->fix_at = now;
    }
    if (L->started[s->game] && now - s->fix_at > 5 && net_client_room_state(c) == 1) {
        char msg[64];
        for (int k = 1; k < n; k++) {
            const NetSeatInfo *info = net_client_seat_info(c, k);
            if (info && info->kind == 0 && !info->present) {
                snprintf(msg, sizeof msg, "tobot %d random", k);
                net_client_send(c, msg);
            }
        }
        s->fix_at = now;
    }
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int parse_num(const char *opt, const char *v, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long x = v ? strtol(v, &end, 10) : 0;
    if (!v || !*v || *end || errno || x < lo || x > hi) {
        fprintf(stderr, _("troubadour-cli net-load: %s needs a whole number from %ld to %ld\n"),
                opt, lo, hi);
        return -1;
    }
    *out = x;
    return 0;
}

int cmd_net_load(int argc, char **argv)
{
    const char *server = NULL, *bot = "random";
    long games = 1, players = 2, timeout = 3600;
    unsigned exp = EXP_FARMERS;
    int verbose = 0;
    double chaos = 0;
    long think_ms = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--server") == 0 && v)
            server = argv[++i];
        else if (strcmp(a, "--games") == 0) {
            if (parse_num(a, v, 1, 1000, &games)) return 1;
            i++;
        } else if (strcmp(a, "--players") == 0) {
            if (parse_num(a, v, 2, 8, &players)) return 1;
            i++;
        } else if (strcmp(a, "--timeout") == 0) {
            if (parse_num(a, v, 1, 86400, &timeout)) return 1;
            i++;
        } else if (strcmp(a, "--think") == 0) {
            if (parse_num(a, v, 0, 600000, &think_ms)) return 1;
            i++;
        } else if (strcmp(a, "--expansions") == 0 && v) {
            if (net_expansions_parse(v, &exp)) {
                fprintf(
                    stderr,
                    _("troubadour-cli net-load: unknown expansion list `%s` (farmers, festival, "
                      "village-life, royal-privileges, comma-separated, or none)\n"),
                    v);
                return 1;
            }
            i++;
        } else if (strcmp(a, "--bot") == 0 && v)
            bot = argv[++i];
        else if (strcmp(a, "--verbose") == 0)
            verbose = 1;
        else if (strcmp(a, "--chaos") == 0 && v) {
            char *end;
            chaos = strtod(v, &end);
            if (*end || !(chaos >= 0 && chaos <= 1)) {
                fprintf(stderr, _("troubadour-cli net-load: --chaos needs a chance from 0 to 1\n"));
                return 1;
            }
            i++;
        } else {
            fprintf(stderr, _("troubadour-cli net-load: unknown or incomplete option %s\n"), a);
            return 1;
        }
    }
    int level = ai_level_parse(bot);
    if (level != AI_RANDOM && level != AI_EASY) {
        fprintf(stderr, _("troubadour-cli net-load: --bot is random or easy\n"));
        return 1;
    }
    char host[256];
    long port = 0;
    const char *colon = server ? strrchr(server, ':') : NULL;
    if (!colon || colon == server || (size_t)(colon - server) >= sizeof host ||
        parse_num("the port of --server", colon + 1, 1, 65535, &port)) {
        fprintf(stderr, _("troubadour-cli net-load: --server needs HOST:PORT\n"));
        return 1;
    }
    memcpy(host, server, (size_t)(colon - server));
    host[colon - server] = 0;
    if (games * players > 4000) {
        fprintf(stderr, _("troubadour-cli net-load: at most 4000 connections (games x players)\n"));
        return 1;
    }
    char err[2048];
    Tileset *ts = malloc(sizeof *ts);
    const char *dir = io_data_dir(err, sizeof err);
    if (!ts || !dir || io_load_tileset(ts, dir, err, sizeof err)) {
        fprintf(stderr, "troubadour-cli: %s\n", err);
        free(ts);
        return 1;
    }
    Load L = {0};
    L.ts = ts;
    L.games = (int)games;
    L.players = (int)players;
    L.exp = exp;
    L.level = (AiLevel)level;
    L.verbose = verbose;
    L.chaos = chaos;
    L.think = (double)think_ms / 1000.0;
    rng_seed(&L.rng, (uint64_t)time(NULL), 5);
    int nseat = (int)(games * players);
    L.seat = calloc((size_t)nseat, sizeof *L.seat);
    L.code = calloc((size_t)games, sizeof *L.code);
    L.started = calloc((size_t)games, sizeof *L.started);
    NetHub *hub = net_hub_new(nseat + 1, err, sizeof err);
    int rc = 1;
    if (!L.seat || !L.code || !L.started || !hub) {
        fprintf(stderr, "troubadour-cli net-load: %s\n", hub ? "out of memory" : err);
        goto out;
    }
    for (int i = 0; i < nseat; i++) {
        Seat *s = &L.seat[i];
        s->load = &L;
        s->hub = hub;
        s->game = i / (int)players;
        s->index = i % (int)players;
        s->seat = -1;
        s->pending = -1;
        s->seed = 0x9e3779b97f4a7c15ull * (uint64_t)(i + 1);
        /* the host's connection first: the others join once its room exists */
        if (s->index == 0) {
            s->c = net_client_new(hub, ts, host, (int)port, on_event_load, s, err, sizeof err);
            if (!s->c) {
                fprintf(stderr, "troubadour-cli net-load: %s\n", err);
                goto out;
            }
        }
    }
    double t0 = now_s(), last_report = t0;
    int finished = 0;
    while (finished < games) {
        net_hub_service(hub, 5);
        double now = now_s();
        finished = 0;
        for (int i = 0; i < nseat; i++) {
            Seat *s = &L.seat[i];
            if (!s->c && L.code[s->game][0]) {
                s->c = net_client_new(hub, ts, host, (int)port, on_event_load, s, err, sizeof err);
                if (!s->c) {
                    fprintf(stderr, "troubadour-cli net-load: %s\n", err);
                    goto out;
                }
            }
            if (!s->c) continue;
            if (net_client_stopped(s->c)) {
                fprintf(stderr,
                        _("troubadour-cli net-load: the server refused us: it speaks another "
                          "protocol version\n"));
                goto out;
            }
            if (s->index > 0 && s->seat < 0 && s->asked && net_client_connected(s->c) &&
                s->asked_conn != net_client_connections(s->c))
                s->asked = 0; /* the join or its answer went down with a connection */
            if (s->index == 0 && net_client_connected(s->c)) host_duties(&L, s, now);
            if (s->index > 0 && !s->asked && net_client_connected(s->c)) {
                s->asked_conn = net_client_connections(s->c);
                char name[32];
                snprintf(name, sizeof name, "load %d-%d", s->game, s->index);
                net_client_join(s->c, L.code[s->game], name);
                s->asked = 1;
            }
            play(&L, s);
            const Game *g = net_client_game(s->c);
            if (s->index == 0 && g && game_phase(g) == PHASE_OVER) finished++;
        }
        if (verbose && now - last_report > 5) {
            fprintf(stderr, _("net-load: %d of %ld games finished, %ld moves\n"), finished, games,
                    L.nlat);
            last_report = now;
        }
        if (now - t0 > (double)timeout) {
            fprintf(stderr,
                    _("troubadour-cli net-load: gave up after %ld s: %d of %ld games finished\n"),
                    timeout, finished, games);
            goto out;
        }
    }
    double dt = now_s() - t0;
    qsort(L.lat, (size_t)L.nlat, sizeof *L.lat, cmp_double);
    double p50 = L.nlat ? L.lat[L.nlat / 2] : 0, p99 = L.nlat ? L.lat[(L.nlat * 99) / 100] : 0;
    long lost = 0;
    for (int i = 0; i < nseat; i++) lost += net_client_lost_moves(L.seat[i].c);
    printf("%d games finished\n", finished);
    printf("move latency p50 %.2f ms p99 %.2f ms (%ld moves, %.1f s, %ld refusals, %ld dropped "
           "connections)\n",
           p50, p99, L.nlat, dt, L.errors, L.drops);
    printf("%ld confirmed moves lost\n", lost);
    rc = lost ? 2 : 0;
out:
    for (int i = 0; L.seat && i < nseat; i++) net_client_free(L.seat[i].c);
    net_hub_free(hub);
    game_free(L.scratch);
    free(L.seat);
    free(L.code);
    free(L.started);
    free(L.lat);
    free(ts);
    return rc;
}
