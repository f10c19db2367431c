/* The server core on an ENet host: events in, messages out after the rooms are on disk. */
#define _POSIX_C_SOURCE 200809L
#include <enet/enet.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "net_proto.h"
#include "i18n.h"
#include "net_server.h"

struct NetServer {
    ENetHost *host;
    NetCore *core;
    ENetPeer *peer[NET_MAX_CONNS];
    int drop[NET_MAX_CONNS];
    void (*log)(void *, const char *);
    void *log_ctx;
};

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void hook_send(void *ctx, int conn, const char *msg, size_t len)
{
    NetServer *s = ctx;
    if (!s->peer[conn]) return;
    ENetPacket *p = enet_packet_create(msg, len, ENET_PACKET_FLAG_RELIABLE);
    if (p && enet_peer_send(s->peer[conn], 0, p) != 0) enet_packet_destroy(p);
}

static void hook_drop(void *ctx, int conn)
{
    NetServer *s = ctx;
    s->drop[conn] = 1;
}

static void hook_log(void *ctx, const char *line)
{
    NetServer *s = ctx;
    if (s->log) s->log(s->log_ctx, line);
}

NetServer *net_server_new(const Tileset *ts, const char *bind_addr, int port,
                          const NetCoreOptions *opt, void (*log)(void *ctx, const char *line),
                          void *log_ctx, char *err, size_t errsize)
{
    if (enet_initialize() != 0) {
        snprintf(err, errsize, _("ENet could not start"));
        return NULL;
    }
    NetServer *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errsize, _("out of memory"));
        return NULL;
    }
    s->log = log;
    s->log_ctx = log_ctx;
    NetCoreHooks hooks = {s, hook_send, hook_drop, hook_log};
    s->core = net_core_new(ts, opt, &hooks, err, errsize);
    if (!s->core) {
        free(s);
        return NULL;
    }
    ENetAddress addr;
    addr.host = ENET_HOST_ANY;
    addr.port = (enet_uint16)port;
    if (bind_addr && enet_address_set_host_ip(&addr, bind_addr) != 0) {
        snprintf(err, errsize, _("%s is not an IP address to listen on"), bind_addr);
        net_core_free(s->core);
        free(s);
        return NULL;
    }
    s->host = enet_host_create(&addr, NET_MAX_CONNS - 1, 1, 0, 0);
    if (!s->host) {
        snprintf(err, errsize, _("cannot listen on port %d (in use, or not allowed)"), port);
        net_core_free(s->core);
        free(s);
        return NULL;
    }
    /* ENet applies this to what it sends too: room for a whole public record; what clients
     * send is held to NET_MAX_CLIENT_MSG by the core */
    s->host->maximumPacketSize = NET_MAX_SERVER_MSG + 64;
    s->host->maximumWaitingData = 64 * 1024;
    /* all connections share this socket: ENet's 256 KiB of receive buffer overflow under a
     * burst from hundreds of games while the server waits for a core, and each datagram lost
     * there costs a retransmission (hundreds of ms); the kernel caps it at rmem_max */
    enet_socket_set_option(s->host->socket, ENET_SOCKOPT_RCVBUF, NET_SOCKET_BUFFER);
    enet_socket_set_option(s->host->socket, ENET_SOCKOPT_SNDBUF, NET_SOCKET_BUFFER);
    return s;
}

void net_server_free(NetServer *s)
{
    if (!s) return;
    for (int i = 0; i < NET_MAX_CONNS; i++)
        if (s->peer[i]) enet_peer_disconnect_now(s->peer[i], 0);
    enet_host_flush(s->host);
    enet_host_destroy(s->host);
    net_core_free(s->core);
    free(s);
    enet_deinitialize();
}

NetCore *net_server_core(NetServer *s) { return s->core; }

static void handle(NetServer *s, ENetEvent *ev, double now)
{
    switch (ev->type) {
    case ENET_EVENT_TYPE_CONNECT: {
        int conn = -1;
        for (int i = 0; i < NET_MAX_CONNS && conn < 0; i++)
            if (!s->peer[i]) conn = i;
        if (conn < 0) {
            enet_peer_reset(ev->peer);
            break;
        }
        s->peer[conn] = ev->peer;
        s->drop[conn] = 0;
        ev->peer->data = (void *)(intptr_t)(conn + 1);
        enet_peer_timeout(ev->peer, 0, 4000, 15000);
        net_core_connect(s->core, conn);
        break;
    }
    case ENET_EVENT_TYPE_RECEIVE: {
        int conn = (int)(intptr_t)ev->peer->data - 1;
        if (conn >= 0 && !s->drop[conn])
            net_core_message(s->core, conn, (const char *)ev->packet->data, ev->packet->dataLength,
                             now);
        enet_packet_destroy(ev->packet);
        break;
    }
    case ENET_EVENT_TYPE_DISCONNECT: {
        int conn = (int)(intptr_t)ev->peer->data - 1;
        if (conn >= 0) {
            net_core_disconnect(s->core, conn);
            s->peer[conn] = NULL;
        }
        ev->peer->data = NULL;
        break;
    }
    default: break;
    }
}

int net_server_service(NetServer *s, int timeout_ms)
{
    ENetEvent ev;
    double now = now_s();
    int r = enet_host_service(s->host, &ev, (enet_uint32)timeout_ms);
    if (r < 0) return -1;
    now = now_s();
    int n = 0;
    while (r > 0) {
        handle(s, &ev, now);
        /* further events already received; check_events sends nothing, so no confirmation
         * leaves before the flush below has written its room */
        if (++n > 4096) break;
        r = enet_host_check_events(s->host, &ev);
    }
    for (int k = 0; k < 8 && net_core_tick(s->core, now); k++) {
    }
    net_core_flush(s->core);
    for (int i = 0; i < NET_MAX_CONNS; i++)
        if (s->drop[i] && s->peer[i]) {
            enet_peer_disconnect_later(s->peer[i], 0);
            s->drop[i] = 0;
        }
    enet_host_flush(s->host);
    return 0;
}
