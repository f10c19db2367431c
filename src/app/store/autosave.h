/* The autosave: the game record (docs/record-format.md) of the game in play, written after every
 * confirmed turn, with one comment line on top saying who plays each seat. A damaged
 * autosave is reported and set aside, never trusted. */
#ifndef TROUBADOUR_AUTOSAVE_H
#define TROUBADOUR_AUTOSAVE_H

#include <stddef.h>

#include "game.h"

/* Writes g and the seats' players (SEAT_HUMAN or bot kinds) to path. Returns 0 or -1. */
int autosave_write(const char *path, const Game *g, const int *bots, char *err, size_t errsize);
/* Replays the autosave at path. Returns the game (caller frees) and fills bots, or NULL with
 * a sentence in err ("...:LINE: reason" for a broken record). */
Game *autosave_read(const char *path, const Tileset *ts, int *bots, char *err, size_t errsize);
/* A one-line summary for the title screen ("3 players, 23 tiles placed, 48 left"): returns
 * 0; -1 when there is no autosave; -2 when it is damaged (out then says why). */
int autosave_summary(const char *path, const Tileset *ts, char *out, size_t size);
/* Deletes the autosave (after the game ended). */
void autosave_remove(const char *path);
/* Parses the seats comment of an autosave's text into bots (SEAT_HUMAN when absent). */
void autosave_parse_seats(const char *text, int *bots, int n);

#endif
