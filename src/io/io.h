/* File access shared by troubadour-cli and the game: reading files, finding the data folder,
 * loading the tile set, writing files safely. No SDL here. */
#ifndef TROUBADOUR_IO_H
#define TROUBADOUR_IO_H

#include <stddef.h>
#include "tileset.h"

/* Size limits of the files read whole: a legal game record is tens of kilobytes (160 tiles
 * at most, one short line each), a settings file a few hundred bytes. */
#define IO_RECORD_MAX   ((size_t)1 << 20)  /* records and saves: 1 MiB */
#define IO_SETTINGS_MAX ((size_t)64 << 10) /* settings and the last setup: 64 KiB */
#define IO_TEXT_MAX     IO_RECORD_MAX      /* io_read_file: any other text the programs read */

typedef enum IoStatus {
    IO_OK,
    IO_MISSING,     /* no such file */
    IO_CANNOT_OPEN, /* no permission, ... (errno's sentence in the message) */
    IO_IS_FOLDER,   /* the path names a folder */
    IO_NOT_FILE,    /* a device, a pipe, a socket: never read (it may never end) */
    IO_TOO_LARGE,   /* past the limit for its kind */
    IO_READ_ERROR,
    IO_NO_MEMORY
} IoStatus;

/* Reads a whole regular file of at most max bytes into a NUL-terminated buffer (caller
 * frees). A folder, a device or pipe, or a file past max is refused before it is read. On
 * failure returns NULL, sets *status (when not NULL) and writes "PATH: reason" into err,
 * with the path escaped (text_check.h). */
char *io_read_file_max(const char *path, size_t max, size_t *len, IoStatus *status, char *err,
                       size_t errsize);

/* io_read_file_max with IO_TEXT_MAX and no status. */
char *io_read_file(const char *path, size_t *len, char *err, size_t errsize);

/* Writes data to path through a temporary file in the same folder and a rename, so a crash
 * never leaves a half-written file. Returns 0, or -1 with err filled. */
int io_write_file_atomic(const char *path, const char *data, size_t len, char *err, size_t errsize);

/* Finds the data folder (the one holding tiles/base.tiles): $TROUBADOUR_DATA when set (and
 * only it), else  * <program folder>/../share/troubadour, then the source tree the program was built from,
 * then the installed folder. Returns the path
 * (static storage) or NULL with err naming every path tried. */
const char *io_data_dir(char *err, size_t errsize);

/* Loads tiles/base.tiles, tiles/festival.tiles and tiles/village-life.tiles from datadir.
 * Returns 0, or -1 with err as "file:line: reason" or a missing-file message. */
int io_load_tileset(Tileset *ts, const char *datadir, char *err, size_t errsize);

#endif
