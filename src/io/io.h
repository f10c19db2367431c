/* File access shared by troubadour-cli and the game: reading files, finding the data folder,
 * loading the tile set, writing files safely. No SDL here. */
#ifndef TROUBADOUR_IO_H
#define TROUBADOUR_IO_H

#include <stddef.h>
#include "tileset.h"

/* Reads a whole file into a NUL-terminated buffer (caller frees). On failure returns NULL
 * and writes a sentence naming the path and the reason into err. */
char *io_read_file(const char *path, size_t *len, char *err, size_t errsize);

/* Writes data to path through a temporary file in the same folder and a rename, so a crash
 * never leaves a half-written file. Returns 0, or -1 with err filled. */
int io_write_file_atomic(const char *path, const char *data, size_t len, char *err,
                         size_t errsize);

/* Finds the data folder (the one holding tiles/base.tiles): $TROUBADOUR_DATA when set (and
 * only it), else  * <program folder>/../share/troubadour, then the source tree the program was built from,
 * then the installed folder. Returns the path
 * (static storage) or NULL with err naming every path tried. */
const char *io_data_dir(char *err, size_t errsize);

/* Loads tiles/base.tiles, tiles/festival.tiles and tiles/village-life.tiles from datadir.
 * Returns 0, or -1 with err as "file:line: reason" or a missing-file message. */
int io_load_tileset(Tileset *ts, const char *datadir, char *err, size_t errsize);

#endif
