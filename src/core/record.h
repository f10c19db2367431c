/* Game records (docs/record-format.md): parse and replay strictly, and write back out. */
#ifndef TROUBADOUR_RECORD_H
#define TROUBADOUR_RECORD_H

#include <stddef.h>

#include "game.h"

typedef struct RecordError {
    int line; /* 1-based line of the fault, 0 when not tied to a line */
    char msg[256];
    int out_of_memory; /* 1 when the record could not be read for want of memory */
} RecordError;

/* Replays a record. Returns the game after its last line (caller frees), or NULL with the
 * line and a sentence in err. */
Game *record_replay(const Tileset *ts, const char *text, size_t len, RecordError *err);

/* Parses only the header into a setup (for listing saves). Returns 0 or -1 with err. */
int record_read_header(const Tileset *ts, const char *text, size_t len, GameSetup *setup,
                       RecordError *err);

/* The game as a record (header with resolved deck, flowers and privileges, then every move).
 * Returns a malloc'd NUL-terminated text, or NULL when out of memory. */
char *record_write(const Game *g);

/* Writes a record move for one history entry into buf (no newline). */
void record_format_entry(const Game *g, const HistEntry *h, char *buf, size_t size);

#endif
