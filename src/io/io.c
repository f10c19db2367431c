#define _POSIX_C_SOURCE 200809L
#include "io.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "text_check.h"

static char *refuse(IoStatus *status, IoStatus why, int fd, char *buf, char *err, size_t errsize,
                    const char *path, const char *fmt, const char *detail)
{
    char shown[1024];
    text_escape_str(shown, sizeof shown, path);
    char reason[512];
    snprintf(reason, sizeof reason, fmt, detail);
    snprintf(err, errsize, "%s: %s", shown, reason);
    if (status) *status = why;
    if (fd >= 0) close(fd);
    free(buf);
    return NULL;
}

static const char *size_words(size_t max)
{
    return max >= IO_RECORD_MAX ? "1 MiB" : max >= IO_SETTINGS_MAX ? "64 KiB" : "its limit";
}

char *io_read_file_max(const char *path, size_t max, size_t *len, IoStatus *status, char *err,
                       size_t errsize)
{
    /* O_NONBLOCK: opening a pipe must not wait for a writer; it is refused below anyway */
    int fd = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return refuse(status, errno == ENOENT ? IO_MISSING : IO_CANNOT_OPEN, -1, NULL, err, errsize,
                      path, "cannot open: %s", strerror(errno));
    struct stat st;
    if (fstat(fd, &st) != 0)
        return refuse(status, IO_READ_ERROR, fd, NULL, err, errsize, path, "cannot read: %s",
                      strerror(errno));
    if (S_ISDIR(st.st_mode))
        return refuse(status, IO_IS_FOLDER, fd, NULL, err, errsize, path,
                      "is a folder, not a file%s", "");
    if (!S_ISREG(st.st_mode))
        return refuse(status, IO_NOT_FILE, fd, NULL, err, errsize, path,
                      "is not a regular file (a device, a pipe or a socket); not read%s", "");
    if (st.st_size < 0 || (uintmax_t)st.st_size > max)
        return refuse(status, IO_TOO_LARGE, fd, NULL, err, errsize, path,
                      "is larger than %s, far more than such a file holds; not read",
                      size_words(max));
    /* the file may grow while it is read: never read more than max + 1 bytes */
    size_t cap = (size_t)st.st_size + 1, n = 0;
    char *buf = malloc(cap + 1);
    if (!buf)
        return refuse(status, IO_NO_MEMORY, fd, NULL, err, errsize, path, "out of memory%s", "");
    for (;;) {
        if (n == cap) {
            if (cap > max) break;
            size_t ncap = cap * 2 > max + 1 ? max + 1 : cap * 2;
            char *nb = realloc(buf, ncap + 1);
            if (!nb)
                return refuse(status, IO_NO_MEMORY, fd, buf, err, errsize, path, "out of memory%s",
                              "");
            buf = nb;
            cap = ncap;
        }
        ssize_t got = read(fd, buf + n, cap - n);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0)
            return refuse(status, IO_READ_ERROR, fd, buf, err, errsize, path, "read error: %s",
                          strerror(errno));
        if (got == 0) break;
        n += (size_t)got;
    }
    if (n > max)
        return refuse(status, IO_TOO_LARGE, fd, buf, err, errsize, path,
                      "is larger than %s, far more than such a file holds; not read",
                      size_words(max));
    close(fd);
    buf[n] = '\0';
    if (len) *len = n;
    if (status) *status = IO_OK;
    return buf;
}

char *io_read_file(const char *path, size_t *len, char *err, size_t errsize)
{
    return io_read_file_max(path, IO_TEXT_MAX, len, NULL, err, errsize);
}

int io_write_file_atomic(const char *path, const char *data, size_t len, char *err, size_t errsize)
{
    char tmp[4096];
    int w = snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid());
    if (w < 0 || (size_t)w >= sizeof tmp) {
        snprintf(err, errsize, "%s: path too long", path);
        return -1;
    }
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        snprintf(err, errsize, "%s: cannot write: %s", tmp, strerror(errno));
        return -1;
    }
    int ok = fwrite(data, 1, len, f) == len;
    ok = (fflush(f) == 0) && ok;
    ok = (fsync(fileno(f)) == 0) && ok;
    ok = (fclose(f) == 0) && ok;
    if (!ok) {
        snprintf(err, errsize, "%s: write failed: %s", tmp, strerror(errno));
        remove(tmp);
        return -1;
    }
    if (rename(tmp, path) != 0) {
        snprintf(err, errsize, "%s: cannot rename into place: %s", path, strerror(errno));
        remove(tmp);
        return -1;
    }
    return 0;
}

static int has_tiles(const char *dir)
{
    char p[4096];
    int w = snprintf(p, sizeof p, "%s/tiles/base.tiles", dir);
    if (w < 0 || (size_t)w >= sizeof p) return 0;
    return access(p, R_OK) == 0;
}

/* <folder of the running program>/../share/troubadour, for an installed tree moved elsewhere
 * (a package unpacked into a temporary root, a relocated prefix). */
static const char *exe_relative_data(void)
{
    static char path[4096];
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) return NULL;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash) return NULL;
    *slash = '\0';
    int w = snprintf(path, sizeof path, "%s/../share/troubadour", exe);
    if (w < 0 || (size_t)w >= sizeof path) return NULL;
    return path;
}

const char *io_data_dir(char *err, size_t errsize)
{
    static char found[4096];
    const char *env = getenv("TROUBADOUR_DATA");
    const char *cands[4];
    int n = 0;
    if (env && *env) {
        /* an explicit choice is not second-guessed */
        if (has_tiles(env)) {
            snprintf(found, sizeof found, "%s", env);
            return found;
        }
        snprintf(err, errsize,
                 "TROUBADOUR_DATA is set to %s, but %s/tiles/base.tiles cannot be read", env, env);
        return NULL;
    }
    const char *rel = exe_relative_data();
    if (rel) cands[n++] = rel;
    /* empty in packages built with TROUBADOUR_FIND_SOURCE_DATA=OFF */
    if (TROUBADOUR_SOURCE_DATA_DIR[0]) cands[n++] = TROUBADOUR_SOURCE_DATA_DIR;
    cands[n++] = TROUBADOUR_INSTALLED_DATA_DIR;
    for (int i = 0; i < n; i++) {
        if (has_tiles(cands[i])) {
            snprintf(found, sizeof found, "%s", cands[i]);
            return found;
        }
    }
    size_t off =
        (size_t)snprintf(err, errsize, "cannot find the game data (tiles/base.tiles); tried:");
    for (int i = 0; i < n && off < errsize; i++)
        off += (size_t)snprintf(err + off, errsize - off, " %s%s", cands[i], i + 1 < n ? "," : "");
    if (off < errsize)
        snprintf(err + off, errsize - off, "; set TROUBADOUR_DATA to the folder holding tiles/");
    return NULL;
}

int io_load_tileset(Tileset *ts, const char *datadir, char *err, size_t errsize)
{
    static const char *files[] = {"base.tiles", "festival.tiles", "village-life.tiles"};
    memset(ts, 0, sizeof *ts);
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/tiles/%s", datadir, files[i]);
        size_t len;
        char *text = io_read_file(path, &len, err, errsize);
        if (!text) return -1;
        TsError te;
        int rc = tileset_parse(ts, path, text, len, &te);
        free(text);
        if (rc != 0) {
            tileset_error_format(&te, err, errsize);
            text_escape_inplace(err, errsize);
            return -1;
        }
    }
    /* TILES.md: every game starts with one D of the base set at 0 0 */
    int d = tileset_find(ts, "D");
    if (d < 0 || ts->tile[d].set != SET_BASE) {
        char shown[1024];
        text_escape_str(shown, sizeof shown, datadir);
        snprintf(err, errsize, "%s/tiles/base.tiles: the base set has no start tile D", shown);
        return -1;
    }
    return 0;
}
