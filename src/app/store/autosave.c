#include "autosave.h"
#include "i18n.h"

#include <stdio.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "io.h"
#include "record.h"
#include "session.h"

#define SEATS_TAG "# troubadour-seats"

int autosave_write(const char *path, const Game *g, const int *bots, char *err, size_t errsize)
{
    char *rec = record_write(g);
    if (!rec) {
        snprintf(err, errsize, _("out of memory while writing the autosave"));
        return -1;
    }
    char head[512];
    size_t off = (size_t)snprintf(head, sizeof head, "%s", SEATS_TAG);
    for (int i = 0; i < game_nplayers(g) && off < sizeof head; i++) {
        const BotKind *k = bots[i] >= 0 ? bot_kind(bots[i]) : NULL;
        off += (size_t)snprintf(head + off, sizeof head - off, " %s", k ? k->key : "human");
    }
    if (off >= sizeof head - 1) off = sizeof head - 2;
    head[off++] = '\n';
    head[off] = '\0';
    size_t rl = strlen(rec);
    char *all = malloc(off + rl + 1);
    if (!all) {
        free(rec);
        snprintf(err, errsize, _("out of memory while writing the autosave"));
        return -1;
    }
    memcpy(all, head, off);
    memcpy(all + off, rec, rl + 1);
    free(rec);
    int rc = io_write_file_atomic(path, all, off + rl, err, errsize);
    free(all);
    return rc;
}

void autosave_parse_seats(const char *text, int *bots, int n)
{
    for (int i = 0; i < n; i++) bots[i] = SEAT_HUMAN;
    const char *p = strstr(text, SEATS_TAG);
    if (!p) return;
    p += strlen(SEATS_TAG);
    const char *eol = strchr(p, '\n');
    if (!eol) eol = p + strlen(p);
    for (int i = 0; i < n && p < eol; i++) {
        while (p < eol && *p == ' ') p++;
        char word[32];
        size_t k = 0;
        while (p < eol && *p != ' ' && k + 1 < sizeof word) word[k++] = *p++;
        word[k] = '\0';
        if (!k) break;
        bots[i] = strcmp(word, "human") == 0 ? SEAT_HUMAN : bot_kind_find(word);
        if (bots[i] < 0 && strcmp(word, "human") != 0) bots[i] = bot_kind_find("random");
    }
}

Game *autosave_read(const char *path, const Tileset *ts, int *bots, char *err, size_t errsize)
{
    size_t len;
    char *text = io_read_file(path, &len, err, errsize);
    if (!text) return NULL;
    RecordError re;
    Game *g = record_replay(ts, text, len, &re);
    if (!g) {
        if (re.line > 0)
            snprintf(err, errsize, "%s:%d: %s", path, re.line, re.msg);
        else
            snprintf(err, errsize, "%s: %s", path, re.msg);
        free(text);
        return NULL;
    }
    if (game_phase(g) == PHASE_OVER) {
        snprintf(err, errsize, _("%s: that game is already over"), path);
        game_free(g);
        free(text);
        return NULL;
    }
    autosave_parse_seats(text, bots, game_nplayers(g));
    free(text);
    return g;
}

int autosave_summary(const char *path, const Tileset *ts, char *out, size_t size)
{
    struct stat sb;
    if (stat(path, &sb) != 0) return -1; /* no autosave (and never an open that could block) */
    int bots[GAME_MAX_PLAYERS];
    char err[512];
    Game *g = autosave_read(path, ts, bots, err, sizeof err);
    if (!g) {
        snprintf(out, size, "%s", err);
        return -2;
    }
    int placed = game_placed_count(g) - 1;
    snprintf(out, size, "%d players, %d tile%s placed, %d left", game_nplayers(g), placed,
             placed == 1 ? "" : "s", game_tiles_left(g));
    game_free(g);
    return 0;
}

void autosave_remove(const char *path) { remove(path); }
