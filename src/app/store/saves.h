/* Named saves in the per-user `saves/` folder, and records replayed part way. A save is a game
 * record (docs/record-format.md) with the autosave's `# troubadour-seats` comment on top. A save that
 * cannot be read is listed with the reason, never trusted. No SDL here. */
#ifndef TROUBADOUR_SAVES_H
#define TROUBADOUR_SAVES_H

#include <stddef.h>
#include <time.h>

#include "game.h"

#define SAVES_NAME_MAX 64

typedef struct SaveInfo {
    char path[1024];
    char name[SAVES_NAME_MAX * 2]; /* the file name without `.rec` */
    time_t mtime;
    int ok;            /* readable */
    char reason[320];  /* why not: "line N: ..." */
    int over;          /* a finished game (view only) */
    char players[256]; /* "Ann 12 · Bob 30" */
    int turn, tiles_left;
} SaveInfo;

/* Lists every `.rec` file of dir, newest first, into *out (caller frees; NULL when none).
 * Returns the count (0 when the folder is missing or memory ran out). */
int saves_list(const char *dir, const Tileset *ts, SaveInfo **out);
/* Fills s for the record at path, shown as name. Returns 0, or -1 when it is not a file. */
int saves_info(const char *path, const char *name, const Tileset *ts, SaveInfo *s);
/* Sorts newest first (then by name). */
void saves_sort(SaveInfo *list, int n);
/* Replays the save at path, finished games too. Returns the game (caller frees) and fills
 * bots (SEAT_HUMAN or bot kinds; may be NULL), or NULL with err: "line N: reason" for a
 * broken record, else a sentence. */
Game *saves_read(const char *path, const Tileset *ts, int *bots, char *err, size_t errsize);
/* Writes g as dir/<name>.rec (atomically; the folder is created). The name is made safe for
 * a file name first. Returns 0, or -1 with err. */
int saves_write(const char *dir, const char *name, const Game *g, const int *bots, char *out_path,
                size_t pathsize, char *err, size_t errsize);
/* "2026-11-29 14.50 Ann, Bob": a default name from the date and the players. */
void saves_default_name(const Game *g, time_t now, char *out, size_t size);
/* Keeps letters, digits, space, `-`, `_`, `.` and `,` (others become `_`); never empty. */
void saves_safe_name(const char *in, char *out, size_t size);

/* Turns of a record: bounds[i] is the number of history entries up to the end of turn i+1
 * (a move or a discard with the token and re-deal lines that follow it, or the `end`).
 * Returns the number of turns (up to max). */
int saves_turn_bounds(const Game *g, int *bounds, int max);
/* A new game with the first n history entries of g played again. NULL with err when one is
 * refused (it should not be) or out of memory. */
Game *saves_replay_prefix(const Game *g, int n, char *err, size_t errsize);
/* Whether the last turn of the live game g can be taken back: NULL when it can, else why
 * not. after_reveal: allowed although the next tile is already shown. */
const char *saves_undo_refusal(const Game *g, int after_reveal);
/* The game without its last turn (caller frees), NULL with err. */
Game *saves_take_back(const Game *g, char *err, size_t errsize);

#endif
