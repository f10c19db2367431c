/* Inside the server core (net_core.c, net_room.c, net_store.c): rooms, seats, connections. */
#ifndef TROUBADOUR_NET_CORE_INTERNAL_H
#define TROUBADOUR_NET_CORE_INTERNAL_H

#include "game.h"
#include "net_move.h"
#include "net_proto.h"
#include "net_public.h"
#include "net_server.h"
#include "rng.h"

enum { ROOM_LOBBY, ROOM_PLAYING, ROOM_OVER };
enum { SEAT_HUMAN, SEAT_BOT };
enum { DIRTY_RECORD = 1, DIRTY_ROOM = 2 };

typedef struct NetSeat {
    int kind;   /* SEAT_* */
    int level;  /* AiLevel of a bot, or of the bot playing a handed seat */
    int handed; /* a human seat the host handed to a bot */
    int conn;   /* the connection playing it, -1 when absent */
    char secret[NET_SECRET_LEN + 1];
    char name[GAME_NAME_MAX];
} NetSeat;

typedef struct NetRoom {
    char code[NET_CODE_LEN + 1];
    int state; /* ROOM_* */
    unsigned expansions;
    int timer; /* seconds per turn, 0: none */
    int nseats;
    NetSeat seat[GAME_MAX_PLAYERS];
    Game *g; /* from the start on */
    NetPublic pub;
    Rng rng;       /* re-deal orders */
    int sent;      /* history entries sent to clients */
    int draw_sent; /* history count when the drawn tile was last announced */
    int need_sync; /* a token was turned: send the whole public record */
    int dirty;     /* DIRTY_* bits: what to write at the next flush */
    int wait_key;  /* history count + 1 when the turn timer was set, else 0 */
    double deadline;
    /* the record's text as last written (net_store.c): the header never changes once the
     * game has begun and the server's history only grows, so each write appends the new
     * lines instead of formatting the whole game again */
    char *rec;
    size_t rec_len, rec_cap;
    int rec_count; /* history entries in rec */
} NetRoom;

typedef struct NetConn {
    int used;
    int hello;     /* said hello in our version */
    int room;      /* index of its room, -1 */
    double tokens; /* rate limit bucket */
    double last;
    int strikes; /* messages refused for the rate */
} NetConn;

struct NetCore {
    const Tileset *ts;
    NetCoreHooks hooks;
    char *data_dir;
    double rate, burst;
    NetConn conn[NET_MAX_CONNS];
    NetRoom *room[NET_MAX_ROOMS];
    int nrooms;    /* slots used in room[] (some may be NULL) */
    Game *scratch; /* for checking a move before it counts */
    long moves;
    double now; /* the time of the last message or tick (turn timer) */
};

/* net_core.c */
void core_send(NetCore *c, int conn, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
void core_send_text(NetCore *c, int conn, const char *text, size_t len);
void core_error(NetCore *c, int conn, const char *kind, const char *sentence);
void core_log(NetCore *c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* net_room.c */
NetRoom *room_new(NetCore *c, int *index);
void room_free(NetRoom *r);
int room_find(const NetCore *c, const char *code);
int room_start(NetCore *c, NetRoom *r, char *err, size_t errsize);
/* A move of a seat: checked on a copy, then it counts. Returns 0 or -1 with err. */
int room_move(NetCore *c, NetRoom *r, const NetMove *m, char *err, size_t errsize);
/* The seat that must act now (-1 when none). */
int room_acting_seat(const NetRoom *r);
/* Runs what the server does by itself (draws, discards, re-deals, the end). */
void room_advance(NetCore *c, NetRoom *r);
/* Sends what clients have not yet seen; the whole state (seats, public record, drawn tile)
 * to one connection, to be called once the others are up to date. */
void room_broadcast(NetCore *c, NetRoom *r);
void room_send_state(NetCore *c, NetRoom *r, int conn);
void room_send_seats(NetCore *c, NetRoom *r, int conn); /* conn -1: everyone */
/* With a turn timer running: `clock <n> <ms left>` to conn (-1: everyone). */
void room_send_clock(NetCore *c, NetRoom *r, int conn);
int room_bot_step(NetCore *c, NetRoom *r, int level);
/* Applies a history entry of a resumed game (tracking the public view). */
int room_replay_entry(NetCore *c, NetRoom *r, const HistEntry *h, char *err, size_t errsize);

/* net_store.c */
int store_write_room(NetCore *c, NetRoom *r);
int store_load_all(NetCore *c, char *err, size_t errsize);
/* Parses a CODE.room text (NUL-terminated, len bytes; changed in place) into r, strictly.
 * Returns 0, or -1 with a sentence. */
int store_parse_room(NetRoom *r, const char *code, char *text, size_t len, char *err,
                     size_t errsize);

#endif
