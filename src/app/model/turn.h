/* The turn in progress, between the clicks and the rules core. A placed tile and a chosen
 * action stay tentative until the player confirms: the tile is placed on a working copy of
 * the game (which the board shows, and which says what actions are legal), while the live
 * game waits untouched; confirming plays game_place and game_act on the live game, which
 * scores. Taking back is forgetting the copy, so a privilege token turned by a tentative
 * placement reveals nothing and scores nothing. No SDL here. */
#ifndef TROUBADOUR_TURN_H
#define TROUBADOUR_TURN_H

#include "game.h"

/* What turn_advance did. */
enum {
    TURN_READY,       /* a decision is awaited (place, act or token) */
    TURN_DREW,        /* a tile was drawn: a placement is awaited */
    TURN_UNPLACEABLE, /* the drawn tile fits nowhere: show it, then turn_discard */
    TURN_ENDED,       /* the pile ran out: final scoring done */
    TURN_ERROR
};

typedef struct Turn {
    Game *g;    /* the live game (not owned) */
    Game *work; /* owned: the live game with the tentative tile placed */
    int placed; /* a tile is placed (on work), not confirmed */
    Placement place;
    int has_act; /* an action is chosen, not confirmed */
    Action act;
    int events_before; /* scoring events before the last confirm */
    int redealt;       /* the last advance re-dealt privilege tokens */
    char error[256];
} Turn;

/* Returns 0, or -1 when out of memory. */
int turn_init(Turn *t, Game *g);
void turn_free(Turn *t);

/* Does what needs no decision: re-deal, draw, end of game. */
int turn_advance(Turn *t);
/* The drawn tile fits nowhere: it is removed (the next advance draws again). */
int turn_discard(Turn *t);
/* Places the drawn tile (tentatively). Returns 0 or -1 with t->error. */
int turn_place(Turn *t, const Placement *p);
/* Chooses the action (ACT_NONE clears it). Returns 0 or -1 with t->error. */
int turn_choose(Turn *t, const Action *a);
/* Takes back the action if one is chosen, else the tile. Returns 1 action, 2 tile, 0
 * nothing to take back. */
int turn_undo(Turn *t);
/* Confirms: plays the chosen action (or none) and scores. Returns 0 or -1 with t->error. */
int turn_confirm(Turn *t);
/* Places the privilege token of game_token_player. Returns 0 or -1 with t->error. */
int turn_place_token(Turn *t, int x, int y);
/* The game to show and to ask what is legal: the working copy while a tile is placed
 * tentatively, else the live game. */
const Game *turn_view(const Turn *t);

#endif
