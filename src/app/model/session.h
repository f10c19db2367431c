/* The game being played and who plays each seat (a human or a bot), plus the choices of the
 * setup screen, kept between games. */
#ifndef TROUBADOUR_SESSION_H
#define TROUBADOUR_SESSION_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"

#define SEAT_HUMAN (-1)

typedef struct SeatSpec {
    int colour;               /* COL_* */
    char name[GAME_NAME_MAX]; /* "" = the colour's name */
    int bot;                  /* SEAT_HUMAN or a bot kind (bot.h) */
} SeatSpec;

typedef struct NewGame {
    int nseats; /* 2..8 */
    SeatSpec seat[GAME_MAX_PLAYERS];
    unsigned expansions; /* EXP_* */
    unsigned without;    /* WITHOUT_*: Village Life elements switched off (with EXP_VILLAGE) */
    int has_seed;
    uint64_t seed;
} NewGame;

/* Where an online game comes from (scenes/scene_online_net.c, over src/net): the server holds
 * the game; the session's game is a copy that follows it, and the local seats' moves are
 * submitted to it. NULL in Session.online for a game played on this machine only. */
typedef struct SessionSource {
    void *ctx;
    /* Handles the traffic that came in; returns 1 when the source's game changed. */
    int (*poll)(void *ctx);
    const Game *(*game)(void *ctx); /* the source's game, NULL before the start */
    int (*local)(void *ctx, int seat);
    /* A move of a local seat in the record's words (docs/protocol.md); 0, or -1 when it
     * cannot be sent now. */
    int (*submit)(void *ctx, int seat, const char *line);
    void (*close)(void *ctx); /* frees ctx: the connection and a hosted server */
} SessionSource;

typedef struct Session {
    NewGame choice;            /* what the setup screen shows */
    Game *game;                /* the game in play (owned), NULL when none */
    int bot[GAME_MAX_PLAYERS]; /* per seat: SEAT_HUMAN or a bot kind */
    void *bot_state[GAME_MAX_PLAYERS];
    Game *record;  /* replay viewer: the whole record (owned); game shows its first turns */
    int view_step; /* replay viewer: turns shown */
    const SessionSource *online; /* an online game's source, NULL when offline */
} Session;

/* The setup screen's first choices: two humans... */
void session_default_choice(NewGame *ng);
/* Starts a game (frees any previous one). bot_seed seeds the bots' private streams. Returns 0,
 * or -1 with a sentence in err. */
int session_start(Session *s, const Tileset *ts, const NewGame *ng, uint64_t bot_seed, char *err,
                  size_t errsize);
/* Takes over a game replayed from a record, with the seats' players. */
void session_adopt(Session *s, Game *g, const int *bots, uint64_t bot_seed);
/* Frees the game and the bots. */
void session_end(Session *s);
/* Whether seat is played by a bot. */
int session_is_bot(const Session *s, int seat);
/* Whether seat is played on another machine (or by the server's bot) in an online game. */
int session_is_remote(const Session *s, int seat);

#endif
