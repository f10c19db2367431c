/* The server's data folder: per room CODE.room (options and seats with their secrets) and
 * CODE.rec (the game's record), each rewritten through a temporary file and a rename after
 * every change. The file names come from codes the server made itself; on start-up only
 * names of exactly that form are read. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "ai.h"
#include "i18n.h"
#include "net_core_internal.h"
#include "record.h"

#define ROOM_FILE_MAX 8192
#define REC_FILE_MAX  (256 * 1024)

static int write_atomic(NetCore *c, const char *code, const char *ext, const char *data, size_t len)
{
    char path[4096], tmp[4200];
    int w = snprintf(path, sizeof path, "%s/%s.%s", c->data_dir, code, ext);
    if (w < 0 || (size_t)w >= sizeof path) return -1;
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        core_log(c, "cannot write %s", tmp);
        return -1;
    }
    /* no fsync: the file survives the server being killed (the kernel holds it), and
     * one sync per move would make every room wait on the disk */
    int ok = fwrite(data, 1, len, f) == len;
    ok = (fclose(f) == 0) && ok;
    if (!ok || rename(tmp, path) != 0) {
        remove(tmp);
        core_log(c, "cannot write %s", path);
        return -1;
    }
    return 0;
}

/* Brings r->rec up to the game's history: the whole record the first time, then only the new
 * lines (the same text record_write gives). Returns 0 or -1 (out of memory). */
static int rec_update(NetRoom *r)
{
    int n = game_history_count(r->g);
    if (!r->rec || n < r->rec_count) {
        free(r->rec);
        r->rec = record_write(r->g);
        if (!r->rec) return -1;
        r->rec_len = strlen(r->rec);
        r->rec_cap = r->rec_len + 1;
        r->rec_count = n;
        return 0;
    }
    const HistEntry *h = game_history(r->g);
    for (; r->rec_count < n; r->rec_count++) {
        char line[512];
        record_format_entry(r->g, &h[r->rec_count], line, sizeof line);
        size_t k = strlen(line);
        if (r->rec_len + k + 2 > r->rec_cap) {
            size_t cap = (r->rec_len + k + 2) * 2;
            char *p = realloc(r->rec, cap);
            if (!p) return -1;
            r->rec = p;
            r->rec_cap = cap;
        }
        memcpy(r->rec + r->rec_len, line, k);
        r->rec_len += k;
        r->rec[r->rec_len++] = '\n';
        r->rec[r->rec_len] = 0;
    }
    return 0;
}

int store_write_room(NetCore *c, NetRoom *r)
{
    if (r->g && (r->dirty & DIRTY_RECORD)) {
        if (rec_update(r) || write_atomic(c, r->code, "rec", r->rec, r->rec_len)) return -1;
    }
    /* the record first: a room file never names a game whose record is missing */
    if (!(r->dirty & DIRTY_ROOM)) return 0;
    static const char *const ST[] = {"lobby", "playing", "over"};
    char buf[ROOM_FILE_MAX], exp[80];
    net_expansions_format(r->expansions, exp, sizeof exp);
    int off = snprintf(buf, sizeof buf, "troubadour-room 1\ncode %s\nstate %s\noptions %s %d\n",
                       r->code, ST[r->state], exp, r->timer);
    for (int i = 0; i < r->nseats && off > 0 && (size_t)off < sizeof buf; i++) {
        const NetSeat *s = &r->seat[i];
        off += snprintf(buf + off, sizeof buf - (size_t)off, "seat %d %s %s %d %s %s\n", i,
                        s->kind == SEAT_BOT ? "bot" : "human", ai_level_name((AiLevel)s->level),
                        s->handed, s->secret, s->name);
    }
    if (off < 0 || (size_t)off >= sizeof buf) return -1;
    return write_atomic(c, r->code, "room", buf, (size_t)off);
}

static char *read_bounded(const char *path, size_t max, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = malloc(max + 1);
    size_t n = buf ? fread(buf, 1, max + 1, f) : 0;
    fclose(f);
    if (!buf || n > max) {
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    *len = n;
    return buf;
}

int store_parse_room(NetRoom *r, const char *code, char *text, size_t len, char *err,
                     size_t errsize)
{
    char *save = NULL;
    int lineno = 0;
    r->nseats = 0;
    if (strlen(text) != len) return snprintf(err, errsize, _("a NUL byte")), -1;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        lineno++;
        NetWords w;
        if (net_text_check(line, strlen(line), 1024, 0, err, errsize) ||
            net_words_split(&w, line, strlen(line), err, errsize))
            return -1;
        long v, lv;
        if (lineno == 1) {
            if (w.n != 2 || strcmp(w.w[0], "troubadour-room") || strcmp(w.w[1], "1"))
                return snprintf(err, errsize, _("not a room file of version 1")), -1;
        } else if (strcmp(w.w[0], "code") == 0 && w.n == 2) {
            if (strcmp(w.w[1], code) != 0)
                return snprintf(err, errsize, _("the code differs from the file name")), -1;
            snprintf(r->code, sizeof r->code, "%s", code);
        } else if (strcmp(w.w[0], "state") == 0 && w.n == 2) {
            if (strcmp(w.w[1], "lobby") == 0)
                r->state = ROOM_LOBBY;
            else if (strcmp(w.w[1], "playing") == 0)
                r->state = ROOM_PLAYING;
            else if (strcmp(w.w[1], "over") == 0)
                r->state = ROOM_OVER;
            else
                return snprintf(err, errsize, _("line %d: unknown state"), lineno), -1;
        } else if (strcmp(w.w[0], "options") == 0 && w.n == 3) {
            if (net_expansions_parse(w.w[1], &r->expansions) || net_parse_int(w.w[2], 0, 3600, &v))
                return snprintf(err, errsize, _("line %d: bad options"), lineno), -1;
            r->timer = (int)v;
        } else if (strcmp(w.w[0], "seat") == 0 && w.n >= 7) {
            NetSeat *s = &r->seat[r->nseats];
            int level = ai_level_parse(w.w[3]);
            if (r->nseats == GAME_MAX_PLAYERS ||
                net_parse_int(w.w[1], 0, GAME_MAX_PLAYERS - 1, &v) || v != r->nseats || level < 0 ||
                level > AI_EASY || (strcmp(w.w[2], "bot") && strcmp(w.w[2], "human")) ||
                net_parse_int(w.w[4], 0, 1, &lv) || !net_secret_valid(w.w[5]) ||
                !net_name_valid(w.rest[6]))
                return snprintf(err, errsize, _("line %d: bad seat"), lineno), -1;
            s->kind = w.w[2][0] == 'b' ? SEAT_BOT : SEAT_HUMAN;
            s->level = level;
            s->handed = (int)lv;
            s->conn = -1;
            snprintf(s->secret, sizeof s->secret, "%s", w.w[5]);
            snprintf(s->name, sizeof s->name, "%s", w.rest[6]);
            r->nseats++;
        } else {
            return snprintf(err, errsize, _("line %d: unknown line"), lineno), -1;
        }
    }
    if (!r->code[0]) return snprintf(err, errsize, _("no code line")), -1;
    return 0;
}

static int resume_game(NetCore *c, NetRoom *r, char *err, size_t errsize)
{
    char path[4096];
    size_t len;
    snprintf(path, sizeof path, "%s/%s.rec", c->data_dir, r->code);
    char *text = read_bounded(path, REC_FILE_MAX, &len);
    if (!text) return snprintf(err, errsize, _("cannot read %s.rec"), r->code), -1;
    RecordError re;
    Game *done = record_replay(c->ts, text, len, &re);
    free(text);
    if (!done) return snprintf(err, errsize, _("%s.rec:%d: %s"), r->code, re.line, re.msg), -1;
    int rc = -1;
    if (game_nplayers(done) != r->nseats) {
        snprintf(err, errsize, _("the record and the seats differ"));
    } else if ((r->g = game_new(c->ts, game_setup(done), err, errsize)) &&
               (c->scratch || (c->scratch = game_clone(r->g)))) {
        net_public_init(&r->pub, r->g);
        rc = 0;
        for (int i = 0; i < game_history_count(done) && rc == 0; i++)
            rc = room_replay_entry(c, r, &game_history(done)[i], err, errsize);
    }
    game_free(done);
    if (rc) return -1;
    r->sent = game_history_count(r->g);
    r->draw_sent = -1;
    room_advance(c, r);
    return 0;
}

/* The file was written in the last ten minutes (the window in which a client reconnects). */
static int recently_written(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0) return 0;
    time_t now = time(NULL);
    return st.st_mtime <= now && now - st.st_mtime < 600;
}

int store_load_all(NetCore *c, char *err, size_t errsize)
{
    DIR *d = opendir(c->data_dir);
    if (!d) return snprintf(err, errsize, _("cannot open the data folder %s"), c->data_dir), -1;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        const char *name = e->d_name;
        char code[NET_CODE_LEN + 1];
        if (strlen(name) != NET_CODE_LEN + 5 || strcmp(name + NET_CODE_LEN, ".room") != 0) continue;
        memcpy(code, name, NET_CODE_LEN);
        code[NET_CODE_LEN] = 0;
        if (!net_code_valid(code) || room_find(c, code) >= 0) continue;
        char path[4096], why[300] = "";
        size_t len;
        snprintf(path, sizeof path, "%s/%s", c->data_dir, name);
        char *text = read_bounded(path, ROOM_FILE_MAX, &len);
        if (!text) {
            core_log(c, "room %s: cannot read its file; skipped", code);
            continue;
        }
        int ri;
        NetRoom *r = room_new(c, &ri);
        if (!r) {
            free(text);
            break;
        }
        int ok = store_parse_room(r, code, text, len, why, sizeof why) == 0;
        free(text);
        /* a game that ended shortly before the server stopped comes back too, so that a client
         * that missed the end (a kill between the last write and its message) learns it when it
         * reconnects; older finished games stay on disk only */
        if (ok && r->state == ROOM_OVER && !recently_written(path)) {
            c->room[ri] = NULL;
            room_free(r);
            continue;
        }
        if (ok && r->state != ROOM_LOBBY) ok = resume_game(c, r, why, sizeof why) == 0;
        if (!ok) {
            core_log(c, "room %s: cannot resume (%s); skipped", code, why);
            c->room[ri] = NULL;
            room_free(r);
            continue;
        }
        r->dirty = 0;
        core_log(c, "room %s: resumed (%s, %d players)", code,
                 r->state == ROOM_LOBBY     ? "lobby"
                 : r->state == ROOM_PLAYING ? "playing"
                                            : "over",
                 r->nseats);
        n++;
    }
    closedir(d);
    return n;
}
