/* The game server as a library, in two layers.
 *
 * NetCore holds the rooms, seats and games and answers messages; it knows nothing of the
 * network: connections are small numbers, and what it sends goes through a hook. The core
 * alone owns each game: clients get only its public record (net_public.h). It is what the
 * dedicated server, the game's Host screen and the tests run, and what the fuzz target feeds.
 *
 * NetServer puts a NetCore on an ENet host: it turns ENet events into core calls, sends the
 * core's messages once the rooms they confirm are on disk, and runs the clock. */
#ifndef TROUBADOUR_NET_SERVER_H
#define TROUBADOUR_NET_SERVER_H

#include <stddef.h>

#include "tileset.h"

#define NET_MAX_CONNS 4096
#define NET_MAX_ROOMS 4096

typedef struct NetCore NetCore;

typedef struct NetCoreHooks {
    void *ctx;
    /* a message (text, len bytes) for connection conn */
    void (*send)(void *ctx, int conn, const char *msg, size_t len);
    /* close connection conn after what was sent (a client of another version) */
    void (*drop)(void *ctx, int conn);
    /* one log line, no newline */
    void (*log)(void *ctx, const char *line);
} NetCoreHooks;

typedef struct NetCoreOptions {
    const char *data_dir;   /* where rooms are written; NULL keeps them in memory only */
    double rate_per_second; /* messages a connection may send per second (0: 20) */
    double rate_burst;      /* and at once (0: 40) */
} NetCoreOptions;

/* The tileset must outlive the core. Returns NULL with a sentence in err. */
NetCore *net_core_new(const Tileset *ts, const NetCoreOptions *opt, const NetCoreHooks *hooks,
                      char *err, size_t errsize);
void net_core_free(NetCore *c);
/* Resumes every unfinished room written in the data folder. Returns the count, or -1 with
 * a sentence (a file that does not read is skipped and logged, not an error). */
int net_core_load(NetCore *c, char *err, size_t errsize);

/* Connection numbers are 0 .. NET_MAX_CONNS-1, chosen by the caller. */
void net_core_connect(NetCore *c, int conn);
void net_core_disconnect(NetCore *c, int conn);
/* A message from a connection; now is a monotonic clock in seconds. */
void net_core_message(NetCore *c, int conn, const char *data, size_t len, double now);
/* Server bots and turn timers: one step per room that waits for one. Returns how many rooms
 * moved (call again soon while it is not 0). */
int net_core_tick(NetCore *c, double now);
/* Writes every room changed since the last call (record and seats, each through a temporary
 * file and a rename). Returns 0, or -1 when a write failed (logged). */
int net_core_flush(NetCore *c);

/* Figures for logs and the benchmark. */
int net_core_room_count(const NetCore *c);
long net_core_moves(const NetCore *c);

/* --- The ENet server. --- */
typedef struct NetServer NetServer;

/* Listens on bind_addr (NULL: every address) and port. Returns NULL with a sentence. */
NetServer *net_server_new(const Tileset *ts, const char *bind_addr, int port,
                          const NetCoreOptions *opt, void (*log)(void *ctx, const char *line),
                          void *log_ctx, char *err, size_t errsize);
void net_server_free(NetServer *s);
NetCore *net_server_core(NetServer *s);
/* Waits up to timeout_ms for traffic, handles all of it, runs bots and timers, writes the
 * changed rooms and then sends. Returns 0, or -1 when the host failed. */
int net_server_service(NetServer *s, int timeout_ms);

#endif
