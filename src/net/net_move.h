/* Moves on the wire are the record's move words (docs/record-format.md): a turn line
 * `<tile> <x> <y> <rot> [turn <dir>] [<action>]`, `discard <tile>`, `token <colour> <x> <y>`,
 * `redeal ...` and `end`. This module reads such a line against a game and carries it out;
 * the server checks every client move with it and the client applies the server's lines to
 * its public copy of the game with it. */
#ifndef TROUBADOUR_NET_MOVE_H
#define TROUBADOUR_NET_MOVE_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"

typedef struct NetMove {
    int kind;        /* H_MOVE, H_DISCARD, H_TOKEN, H_REDEAL, H_END */
    int player;      /* H_TOKEN: the seat placing it */
    Placement place; /* H_MOVE; place.tile also for H_DISCARD */
    Action act;      /* H_MOVE */
    int x, y;        /* H_TOKEN */
    int ndeal;       /* H_REDEAL */
    uint8_t deal[GAME_TOKEN_COUNT];
} NetMove;

/* Reads one line (no newline) in the context of g (tile ids, seat colours, figures on the
 * board). Returns 0, or -1 with a sentence in err. Legality is not checked here. */
int net_move_parse(const Game *g, const char *line, NetMove *m, char *err, size_t errsize);

/* Carries the move out. A turn line places the tile and then takes the action (none when the
 * line names none). Returns 0, or -1 with a sentence; on -1 after the placement the game is
 * left with the tile placed, so a caller that must not change state works on a copy. */
int net_move_apply(Game *g, const NetMove *m, char *err, size_t errsize);

/* Writes the record line of a turn: placement p and then action a, in the game g before the
 * placement. */
void net_move_format_turn(const Game *g, const Placement *p, const Action *a, char *buf,
                          size_t size);

/* The move a server bot (AiLevel `level`: random or easy) makes for the seat acting in g:
 * a turn line with the action planned with the placement, as the game's bots play it (a
 * second decision only when the plan is not legal, and for random, which has no plan), or a
 * token. scratch: a game of g's tileset to work on. Returns 0, or -1 when the phase wants no
 * move of a bot (a discard, a draw, the end) or the bot has none. */
int net_bot_move(const Game *g, Game *scratch, int level, uint64_t seed, NetMove *m);

#endif
