/* The bots' value of turning a face-down privilege token: the followers in its area,
 * weighed by how many tokens of each type are still face down (public counts only). */
#ifndef TROUBADOUR_AI_TOKEN_H
#define TROUBADOUR_AI_TOKEN_H

#include "ai_board.h"
#include "game.h"

/* Expected points for turning a face-down privilege token at x,y towards the best direction
 * (types weighed by how many of each are still face down); the direction goes to *dir. */
double ai_turn_value(const Game *g, int x, int y, int *dir);

/* What ai_turn_value reads of a position (face-down type counts, followers on the board),
 * gathered once for all the token positions of a turn. */
typedef struct AiTurnCtx {
    int cnt[TOK_TYPES], tot;
    int nf;
    Pos fpos[GAME_MAX_PLAYERS * (GAME_FOLLOWERS_PER_PLAYER + 1)];
    const AiBoard *board; /* built from the same game: followers per tile, or NULL */
} AiTurnCtx;

void ai_turn_ctx_init(AiTurnCtx *c, const Game *g);
double ai_turn_value_ctx(const AiTurnCtx *c, const Game *g, int x, int y, int *dir);

#endif
