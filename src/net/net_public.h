/* What a client may know: the public record of a game. It is the real record without the
 * draw pile (`deck`, `seed`) and with every privilege token that has not been turned since
 * it was dealt written as a stand-in: the token types still unseen, in the fixed order
 * R C X D E. Replaying it gives exactly the public view of the real game (a face-down token's
 * type matters only once it is turned, and by then it is written as it is). The server
 * tracks which dealt token has been seen; nothing of the hidden order reaches the text. */
#ifndef TROUBADOUR_NET_PUBLIC_H
#define TROUBADOUR_NET_PUBLIC_H

#include <stdint.h>

#include "game.h"
#include "net_move.h"

#define NET_MAX_DEALS (GAME_MAX_DECK + 2)

typedef struct NetPublic {
    int ndeals;                                     /* deal 0 is the setup's, then each re-deal */
    uint8_t count[NET_MAX_DEALS];                   /* tokens in each deal */
    uint8_t truth[NET_MAX_DEALS][GAME_TOKEN_COUNT]; /* real types in deal order */
    uint8_t seen[NET_MAX_DEALS][GAME_TOKEN_COUNT];  /* turned since that deal */
    uint8_t tok_deal[GAME_TOKEN_COUNT];             /* the deal and place each token came from */
    uint8_t tok_pos[GAME_TOKEN_COUNT];
    int pending_token;            /* token a move is about to turn, -1 */
    int heights[GAME_PILE_COUNT]; /* pile heights before a re-deal */
} NetPublic;

/* Starts tracking a new game (after game_new). */
void net_public_init(NetPublic *p, const Game *g);
/* Around every move carried out on the real game: before (g still unchanged) and after. The
 * after call returns 1 when the move turned a token (clients need a new public record, since
 * their stand-in type may differ), else 0. */
void net_public_before(NetPublic *p, const Game *g, const NetMove *m);
int net_public_after(NetPublic *p, const Game *g, const NetMove *m);

/* The public record (malloc'd text, caller frees; NULL when out of memory). */
char *net_public_record(const NetPublic *p, const Game *g);
/* The public line of history entry i (a re-deal in stand-in form). */
void net_public_line(const NetPublic *p, const Game *g, int i, char *buf, size_t size);

#endif
