/* Play online: the connection, the hosted server's thread and the chat (scene_online_net.h). */
#define _POSIX_C_SOURCE 200809L
#include "scene_online_net.h"

#include <SDL.h>
#include <arpa/inet.h>
#include <errno.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "i18n.h"
#include "net_server.h"

#define DEFAULT_PORT 7447
/* how long a join waits for any answer before it says that nothing is there */
#define JOIN_WAIT_MS 5000

struct OnlineNet {
    SessionSource src;
    const Tileset *ts;
    NetHub *hub;
    NetClient *client;
    /* hosting: the server, serviced by its own thread until stop is set */
    NetServer *server;
    SDL_Thread *thread;
    SDL_atomic_t stop;
    int port;
    char name[64];
    char code[16]; /* the room to join; "" opens one */
    int asked;     /* create or join sent */
    int changed;   /* the public game changed since the last poll */
    int down;
    int greeted;  /* a server has answered us at least once */
    Uint32 began; /* SDL_GetTicks when we started to connect */
    char where[300];
    char error[300];
    char chat[ONLINE_CHAT_LINES][ONLINE_CHAT_MAX * 4 + NET_NAME_MAX * 4 + 8];
    int nchat;
    char draft[ONLINE_CHAT_MAX * 4 + 1];
};

/* --- the session's source --- */

static int src_poll(void *ctx)
{
    OnlineNet *n = ctx;
    online_net_service(n);
    int c = n->changed;
    n->changed = 0;
    return c;
}

static const Game *src_game(void *ctx) { return net_client_game(((OnlineNet *)ctx)->client); }

static int src_local(void *ctx, int seat)
{
    return net_client_holds(((OnlineNet *)ctx)->client, seat);
}

static int src_submit(void *ctx, int seat, const char *line)
{
    return net_client_move(((OnlineNet *)ctx)->client, seat, line);
}

static void src_close(void *ctx)
{
    OnlineNet *n = ctx;
    net_client_free(n->client);
    net_hub_free(n->hub);
    if (n->thread) {
        SDL_AtomicSet(&n->stop, 1);
        SDL_WaitThread(n->thread, NULL);
    }
    if (n->server) {
        net_core_flush(net_server_core(n->server));
        net_server_free(n->server);
    }
    free(n);
}

/* --- events of the connection --- */

static void add_chat(OnlineNet *n, const char *line)
{
    if (n->nchat == ONLINE_CHAT_LINES) {
        memmove(n->chat[0], n->chat[1], sizeof n->chat[0] * (ONLINE_CHAT_LINES - 1));
        n->nchat--;
    }
    snprintf(n->chat[n->nchat++], sizeof n->chat[0], "%s", line);
}

/* The error kinds that answer a move (docs/protocol.md). */
static const char *const MOVE_ERRORS[5] = {"late", "turn", "illegal", "state", "seat"};

static void on_event(NetClient *c, void *user, const NetEvent *ev)
{
    OnlineNet *n = user;
    switch (ev->kind) {
    case NET_EV_WELCOME:
        n->down = 0;
        n->greeted = 1;
        if (!n->asked) {
            n->asked = 1;
            if (n->code[0])
                net_client_join(c, n->code, n->name);
            else
                net_client_create(c, n->name);
        }
        break;
    case NET_EV_DOWN: n->down = 1; break;
    case NET_EV_GAME: n->changed = 1; break;
    case NET_EV_ERROR:
        /* a refused move: the board goes back to the server's game */
        for (int i = 0; i < 5 && ev->kind_word; i++)
            if (strcmp(ev->kind_word, MOVE_ERRORS[i]) == 0) n->changed = 1;
        /* TRANSLATORS: the server refused something; %s is its sentence (in English) */
        snprintf(n->error, sizeof n->error, _("The server says: %s"), ev->text ? ev->text : "");
        break;
    case NET_EV_CHAT: {
        /* the server doubles backslashes: undo it for the screen */
        char text[ONLINE_CHAT_MAX * 4 + 1], line[sizeof n->chat[0]];
        size_t o = 0;
        for (const char *p = ev->text ? ev->text : ""; *p && o + 1 < sizeof text; p++) {
            if (p[0] == '\\' && p[1] == '\\') p++;
            text[o++] = *p;
        }
        text[o] = '\0';
        const NetSeatInfo *si = net_client_seat_info(c, ev->seat);
        snprintf(line, sizeof line, "%s: %s", si ? si->name : "?", text);
        add_chat(n, line);
        break;
    }
    default: break;
    }
}

/* --- starting --- */

static void clean_name(const char *in, char *out, size_t size)
{
    size_t o = 0, chars = 0;
    while (*in == ' ') in++;
    for (; *in && o + 1 < size && chars < 32; in++) {
        unsigned char ch = (unsigned char)*in;
        if (ch < ' ' || ch == 0x7f) continue;
        out[o++] = ch == '#' || ch == '\\' ? '-' : (char)ch;
        if ((ch & 0xC0) != 0x80) chars++;
    }
    while (o > 0 && (out[o - 1] == ' ' || (unsigned char)out[o - 1] >= 0x80)) {
        /* a cut inside a character, or a space at the end */
        if (out[o - 1] == ' ') {
            o--;
            continue;
        }
        size_t k = o;
        while (k > 0 && ((unsigned char)out[k - 1] & 0xC0) == 0x80) k--;
        unsigned char lead = k > 0 ? (unsigned char)out[k - 1] : 0;
        size_t need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
        if (k > 0 && o - (k - 1) < need)
            o = k - 1;
        else
            break;
    }
    out[o] = '\0';
    if (!out[0]) snprintf(out, size, "%s", _("Player"));
}

static OnlineNet *start(App *app, const char *host, int port, const char *code, const char *name,
                        char *err, size_t errsize)
{
    OnlineNet *n = calloc(1, sizeof *n);
    if (!n) {
        snprintf(err, errsize, "%s", _("Out of memory."));
        return NULL;
    }
    n->ts = app->ts;
    n->port = port;
    n->began = SDL_GetTicks();
    snprintf(n->where, sizeof n->where, "%s:%d", host, port);
    n->src = (SessionSource){n, src_poll, src_game, src_local, src_submit, src_close};
    clean_name(name, n->name, sizeof n->name);
    snprintf(n->code, sizeof n->code, "%s", code ? code : "");
    char e[300] = "";
    n->hub = net_hub_new(8, e, sizeof e);
    if (n->hub) n->client = net_client_new(n->hub, app->ts, host, port, on_event, n, e, sizeof e);
    if (!n->client) {
        snprintf(err, errsize, "%s", e[0] ? e : _("Out of memory."));
        src_close(n);
        return NULL;
    }
    return n;
}

static void server_log(void *ctx, const char *line)
{
    (void)ctx;
    fprintf(stderr, _("troubadour: server: %s\n"), line);
}

static int server_thread(void *data)
{
    OnlineNet *n = data;
    while (!SDL_AtomicGet(&n->stop))
        if (net_server_service(n->server, 20) != 0) break;
    return 0;
}

OnlineNet *online_net_host(App *app, int port, const char *name, char *err, size_t errsize)
{
    char dir[APP_PATH_MAX];
    if (app_pref_file(app, "online", dir, sizeof dir) != 0) {
        snprintf(err, errsize, "%s", _("There is no user folder to keep the online games in."));
        return NULL;
    }
    struct stat st;
    if (stat(dir, &st) != 0 && mkdir(dir, 0700) != 0) {
        snprintf(err, errsize, _("Cannot create the folder %s: %s"), dir, strerror(errno));
        return NULL;
    }
    NetCoreOptions opt = {dir, 0, 0};
    char e[400];
    NetServer *srv = net_server_new(app->ts, NULL, port, &opt, server_log, NULL, e, sizeof e);
    if (!srv) {
        /* TRANSLATORS: %d is a port number, %s the network library's reason */
        snprintf(err, errsize, _("Cannot host on port %d (%s); try another port."), port, e);
        return NULL;
    }
    OnlineNet *n = start(app, "127.0.0.1", port, "", name, err, errsize);
    if (!n) {
        net_server_free(srv);
        return NULL;
    }
    n->server = srv;
    n->thread = SDL_CreateThread(server_thread, "troubadour-host", n);
    if (!n->thread) {
        snprintf(err, errsize, _("Cannot start the server: %s"), SDL_GetError());
        src_close(n);
        return NULL;
    }
    return n;
}

OnlineNet *online_net_join(App *app, const char *address, const char *code, const char *name,
                           char *err, size_t errsize)
{
    char host[256];
    snprintf(host, sizeof host, "%s", address);
    int port = DEFAULT_PORT;
    char *colon = strrchr(host, ':');
    if (colon) {
        char *end;
        errno = 0;
        long p = strtol(colon + 1, &end, 10);
        if (end == colon + 1 || *end || errno || p < 1 || p > 65535) {
            snprintf(err, errsize, "%s",
                     _("The port after the colon must be a number from 1 to 65535."));
            return NULL;
        }
        port = (int)p;
        *colon = '\0';
    }
    if (!host[0]) {
        snprintf(err, errsize, "%s", _("Type the server's address (a name or an IP address)."));
        return NULL;
    }
    char c[16] = "";
    size_t o = 0;
    for (const char *p = code; *p && o + 1 < sizeof c; p++)
        if (*p != ' ' && *p != '-') c[o++] = (char)(*p >= 'a' && *p <= 'z' ? *p - 32 : *p);
    c[o] = '\0';
    if (c[0] && !net_code_valid(c)) {
        snprintf(err, errsize, "%s",
                 _("A join code is 8 letters and digits, as the host shows it."));
        return NULL;
    }
    return start(app, host, port, c, name, err, errsize);
}

void online_net_install(App *app, OnlineNet *n)
{
    session_end(&app->session);
    app->session.online = &n->src;
}

OnlineNet *online_net_of(const App *app)
{
    /* only this file installs sources */
    return app->session.online ? app->session.online->ctx : NULL;
}

/* --- while playing --- */

void online_net_service(OnlineNet *n) { net_hub_service(n->hub, 0); }
NetClient *online_net_client(const OnlineNet *n) { return n->client; }
int online_net_hosting(const OnlineNet *n) { return n->server != NULL; }
int online_net_is_host(const OnlineNet *n) { return net_client_holds(n->client, 0); }
int online_net_down(const OnlineNet *n) { return n->down || !net_client_connected(n->client); }
const char *online_net_error(const OnlineNet *n) { return n->error; }

int online_net_unanswered(const OnlineNet *n, char *msg, size_t size)
{
    if (n->server || n->greeted || SDL_GetTicks() - n->began < JOIN_WAIT_MS) return 0;
    /* TRANSLATORS: %s is the address the player typed, with its port: 192.168.1.20:7447 */
    snprintf(msg, size, _("No server answered at %s."), n->where);
    return 1;
}

void online_net_addresses(const OnlineNet *n, char *buf, size_t size)
{
    buf[0] = '\0';
    if (!n->server) return;
    struct ifaddrs *list = NULL;
    size_t o = 0;
    if (getifaddrs(&list) == 0) {
        for (struct ifaddrs *i = list; i; i = i->ifa_next) {
            if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET) continue;
            char a[INET_ADDRSTRLEN];
            const struct sockaddr_in *sin = (const struct sockaddr_in *)(const void *)i->ifa_addr;
            if (!inet_ntop(AF_INET, &sin->sin_addr, a, sizeof a) || strncmp(a, "127.", 4) == 0)
                continue;
            int w = snprintf(buf + o, size - o, "%s%s:%d", o ? ", " : "", a, n->port);
            if (w < 0 || (size_t)w >= size - o) break;
            o += (size_t)w;
        }
        freeifaddrs(list);
    }
    if (!o) snprintf(buf, size, "127.0.0.1:%d", n->port);
}

void online_net_add_local(OnlineNet *n, const char *name)
{
    char clean[64];
    clean_name(name, clean, sizeof clean);
    net_client_join(n->client, net_client_code(n->client), clean);
}

void online_net_chat(OnlineNet *n, const char *text)
{
    char line[NET_MAX_CLIENT_MSG + 1] = "chat ";
    size_t o = 5, chars = 0;
    while (*text == ' ') text++;
    for (const char *p = text; *p && chars < ONLINE_CHAT_MAX && o + 5 < sizeof line; p++) {
        unsigned char ch = (unsigned char)*p;
        if (ch < ' ' || ch == 0x7f) continue;
        if ((ch & 0xC0) != 0x80) {
            chars++;
            /* a whole character fits, or none of it */
            size_t need = ch >= 0xF0 ? 4 : ch >= 0xE0 ? 3 : ch >= 0xC0 ? 2 : 1;
            if (o + need + 1 > sizeof line || chars > ONLINE_CHAT_MAX) break;
        }
        line[o++] = (char)ch;
    }
    while (o > 5 && line[o - 1] == ' ') o--;
    line[o] = '\0';
    if (o > 5) net_client_send(n->client, line);
}

int online_net_chat_count(const OnlineNet *n) { return n->nchat; }
char *online_net_chat_draft(OnlineNet *n, size_t *size)
{
    *size = sizeof n->draft;
    return n->draft;
}
const char *online_net_chat_line(const OnlineNet *n, int i)
{
    return i >= 0 && i < n->nchat ? n->chat[i] : "";
}

int online_net_begin_game(App *app, OnlineNet *n)
{
    const Game *g = net_client_game(n->client);
    if (!g) return -1;
    Game *copy = game_clone(g);
    if (!copy) return -1;
    game_free(app->session.game);
    app->session.game = copy;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) app->session.bot[i] = SEAT_HUMAN;
    n->changed = 0;
    return 0;
}
