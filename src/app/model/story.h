/* The game told in words, one sentence a move or a scoring event ("Blue places a road tile
 * and moves the donkey", "Red's knight completes a city: Red +12"), for the replay viewer and
 * the in-game log. No SDL: the caller passes the seats' names (palette_player_name). */
#ifndef TROUBADOUR_STORY_H
#define TROUBADOUR_STORY_H

#include <stddef.h>

#include "game.h"

/* History entry i of g (game_history) as a sentence; names[seat] for every seat. Returns the
 * entry's player, or -1 for an entry of no player (a re-deal, the end). */
int story_move(const Game *g, int i, const char *const *names, char *out, size_t size);
/* Scoring event e of g (game_events) as a sentence. Returns the first player who scores, or -1
 * when nobody scores (a privilege event of 0 points still gets its sentence). */
int story_event(const Game *g, int e, const char *const *names, char *out, size_t size);
/* The points each seat got from event e (per[seat], GAME_MAX_PLAYERS long); returns their sum. */
int story_event_points(const Game *g, int e, int *per);

#endif
