#define _POSIX_C_SOURCE 200809L
#include "io.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

char *io_read_file(const char *path, size_t *len, char *err, size_t errsize)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errsize, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    if (!buf) {
        fclose(f);
        snprintf(err, errsize, "%s: out of memory", path);
        return NULL;
    }
    for (;;) {
        if (n + 1 >= cap) {
            if (cap > ((size_t)1 << 30)) {
                free(buf);
                fclose(f);
                snprintf(err, errsize, "%s: file too large", path);
                return NULL;
            }
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                fclose(f);
                snprintf(err, errsize, "%s: out of memory", path);
                return NULL;
            }
            buf = nb;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0) break;
    }
    if (ferror(f)) {
        snprintf(err, errsize, "%s: read error", path);
        free(buf);
        fclose(f);
        return NULL;
    }
    fclose(f);
    buf[n] = '\0';
    if (len) *len = n;
    return buf;
}

int io_write_file_atomic(const char *path, const char *data, size_t len, char *err,
                         size_t errsize)
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
    size_t off = (size_t)snprintf(err, errsize, "cannot find the game data (tiles/base.tiles); tried:");
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
            return -1;
        }
    }
    return 0;
}
