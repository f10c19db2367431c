/* The client side of the online protocol, for the game and for `troubadour-cli net-load`.
 *
 * A NetHub is one ENet host carrying any number of client connections (the game uses one,
 * net-load a thousand). Each NetClient is one connection to a server: it says hello, keeps the
 * room code and the seat secrets the server gives it, keeps a public copy of the game (built
 * from the server's public record and lines, so it never holds more than the public view),
 * and after a dropped connection or a server restart connects again and resumes its seats.
 * Everything happens inside net_hub_service, on the caller's thread; events come back
 * through the callback. */
#ifndef TROUBADOUR_NET_CLIENT_H
#define TROUBADOUR_NET_CLIENT_H

#include <stddef.h>

#include "game.h"
#include "net_proto.h"

typedef struct NetHub NetHub;
typedef struct NetClient NetClient;

typedef enum NetEventKind {
    NET_EV_WELCOME, /* connected and greeted (again, after a reconnection) */
    NET_EV_ROOM,    /* the server opened our room: net_client_code() */
    NET_EV_SEAT,    /* we hold a seat (ev->seat) */
    NET_EV_SEATS,   /* the seat table changed (who is there, the options) */
    NET_EV_GAME,    /* the public game changed (a move, a drawn tile, a whole new copy) */
    NET_EV_CHAT,    /* ev->seat said ev->text (backslashes doubled by the server) */
    NET_EV_ERROR,   /* the server refused something: ev->kind_word and ev->text */
    NET_EV_DOWN     /* the connection dropped; the client will try again */
} NetEventKind;

typedef struct NetEvent {
    NetEventKind kind;
    int seat;
    const char *kind_word;
    const char *text;
} NetEvent;

typedef void (*NetClientFn)(NetClient *c, void *user, const NetEvent *ev);

typedef struct NetSeatInfo {
    int kind;    /* 0 human, 1 bot, 2 a human seat played by a bot */
    int present; /* its player is connected */
    char name[NET_NAME_MAX * 4 + 1];
} NetSeatInfo;

NetHub *net_hub_new(int max_connections, char *err, size_t errsize);
void net_hub_free(NetHub *h);
/* Waits up to timeout_ms for traffic and handles it; also (re)connects clients that are due. */
int net_hub_service(NetHub *h, int timeout_ms);

/* A client of host:port (host a name or an address). ts must outlive it. hub NULL makes an
 * offline client that only takes messages through net_client_feed (tests, fuzzing). */
NetClient *net_client_new(NetHub *hub, const Tileset *ts, const char *host, int port,
                          NetClientFn fn, void *user, char *err, size_t errsize);
void net_client_free(NetClient *c);

/* Handles one server message as if it came from the network. Returns 0, or -1 when the
 * message was refused (logged into net_client_last_error). */
int net_client_feed(NetClient *c, const char *data, size_t len);
const char *net_client_last_error(const NetClient *c);

/* Sends one message (see docs/protocol.md). Returns 0, or -1 when not connected. */
int net_client_send(NetClient *c, const char *text);
int net_client_create(NetClient *c, const char *name);
int net_client_join(NetClient *c, const char *code, const char *name);
/* A move for a seat we hold, in the record's words, answering the current position. */
int net_client_move(NetClient *c, int seat, const char *line);

int net_client_connected(const NetClient *c);       /* greeted by the server */
int net_client_stopped(const NetClient *c);         /* refused for good (another version) */
const char *net_client_code(const NetClient *c);    /* "" before a room */
int net_client_holds(const NetClient *c, int seat); /* we hold that seat */
int net_client_seat_count(const NetClient *c);
const NetSeatInfo *net_client_seat_info(const NetClient *c, int seat);
int net_client_room_state(const NetClient *c); /* 0 lobby, 1 playing, 2 over, -1 unknown */
/* The room's expansions as the last seats message named them ("none", "farmers,festival"...;
 * "" before one came). */
const char *net_client_expansions(const NetClient *c);
/* The room's turn timer in seconds (0: none). */
int net_client_timer(const NetClient *c);
/* Seconds left to the seat to act, as the server's last `clock` said (counted down on our
 * clock); -1 without a timer or before the server has started this turn's clock. */
double net_client_time_left(const NetClient *c);
/* The public copy of the game (NULL before the start). */
const Game *net_client_game(const NetClient *c);
/* The seat that must act in the public copy, -1 when nobody (or the server) does. */
int net_client_acting_seat(const NetClient *c);
/* Connections made so far (1 + reconnections). */
int net_client_connections(const NetClient *c);
/* Moves this client had seen confirmed that a later copy from the server no longer held
 * (never more than 0 from a server that keeps its word). */
int net_client_lost_moves(const NetClient *c);
/* Drops the connection at once without telling the server, as a crash or a pulled cable
 * would (tests); the client then connects again. */
void net_client_drop(NetClient *c);

#endif
