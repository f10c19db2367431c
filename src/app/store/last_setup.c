#include "last_setup.h"
#include "i18n.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "io.h"

int last_setup_save(const NewGame *ng, const char *path, char *err, size_t errsize)
{
    char buf[4096];
    size_t n = 0;
    int w = snprintf(buf, sizeof buf,
                     "# Troubadour: the last game's setup\nexpansions %u\nwithout %u\nseats %d\n",
                     ng->expansions & EXP_ALL, ng->without & WITHOUT_ALL, ng->nseats);
    if (w < 0) return -1;
    n = (size_t)w;
    for (int i = 0; i < ng->nseats && n < sizeof buf; i++) {
        const SeatSpec *s = &ng->seat[i];
        const BotKind *k = s->bot == SEAT_HUMAN ? NULL : bot_kind(s->bot);
        w = snprintf(buf + n, sizeof buf - n, "seat %d %s %s\n", s->colour, k ? k->key : "human",
                     s->name);
        if (w < 0) return -1;
        n += (size_t)w;
    }
    if (n >= sizeof buf) {
        snprintf(err, errsize, _("setup too long"));
        return -1;
    }
    return io_write_file_atomic(path, buf, n, err, errsize);
}

static int bad(const char *name, int line, const char *why)
{
    fprintf(stderr, _("troubadour: %s:%d: %s; the setup screen starts from the defaults\n"), name,
            line, why);
    return -1;
}

int last_setup_parse(NewGame *out, const char *text, const char *name)
{
    NewGame ng = *out;
    int lineno = 0, seats = -1, got_seats = 0;
    unsigned used = 0;
    const char *p = text;
    while (*p) {
        const char *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) : strlen(p);
        char line[256];
        lineno++;
        if (len >= sizeof line) return bad(name, lineno, "line too long");
        memcpy(line, p, len);
        line[len] = '\0';
        if (len && line[len - 1] == '\r') line[len - 1] = '\0';
        p = eol ? eol + 1 : p + len;
        if (line[0] == '#' || line[0] == '\0') continue;
        char key[16], a[32], b[32];
        int pos = 0;
        int k = sscanf(line, "%15s %31s %n", key, a, &pos);
        if (k < 2) return bad(name, lineno, "expected `name value`");
        char *end;
        errno = 0;
        long v = strtol(a, &end, 10);
        int num_ok = end != a && !*end && !errno;
        if (strcmp(key, "expansions") == 0) {
            if (!num_ok || v < 0 || v > EXP_ALL)
                return bad(name, lineno, "expansions out of range");
            ng.expansions = (unsigned)v;
        } else if (strcmp(key, "without") == 0) {
            if (!num_ok || v < 0 || v > WITHOUT_ALL)
                return bad(name, lineno, "without out of range");
            ng.without = (unsigned)v;
        } else if (strcmp(key, "seats") == 0) {
            if (!num_ok || v < 2 || v > GAME_MAX_PLAYERS)
                return bad(name, lineno, "seats must be from 2 to 8");
            seats = (int)v;
            got_seats = 0;
            used = 0;
        } else if (strcmp(key, "seat") == 0) {
            if (seats < 0) return bad(name, lineno, "a seat before `seats`");
            if (got_seats >= seats) return bad(name, lineno, "more seats than `seats` says");
            if (!num_ok || v < 0 || v >= COL_COUNT || (used & (1u << v)))
                return bad(name, lineno, "a seat's colour is out of range or taken twice");
            int pos2 = 0;
            if (sscanf(line + pos, "%31s %n", b, &pos2) < 1 || !pos2)
                return bad(name, lineno, "a seat needs `seat COLOUR human|BOT [NAME]`");
            SeatSpec *s = &ng.seat[got_seats];
            memset(s, 0, sizeof *s);
            s->colour = (int)v;
            used |= 1u << v;
            if (strcmp(b, "human") == 0) {
                s->bot = SEAT_HUMAN;
            } else if ((s->bot = bot_kind_find(b)) < 0) {
                return bad(name, lineno, "unknown bot");
            }
            const char *nm = line + pos + pos2; /* the rest of the line, spaces and all */
            if (strlen(nm) >= GAME_NAME_MAX) return bad(name, lineno, "a seat's name is too long");
            snprintf(s->name, sizeof s->name, "%s", nm);
            got_seats++;
        } else {
            return bad(name, lineno, "unknown line");
        }
    }
    if (seats < 0 || got_seats != seats) return bad(name, lineno, "the seats are incomplete");
    ng.nseats = seats;
    *out = ng;
    return 0;
}

int last_setup_load(NewGame *ng, const char *path)
{
    /* never a plain fopen first: opening a named pipe would wait for a writer */
    char err[512];
    size_t len;
    IoStatus st;
    char *text = io_read_file_max(path, IO_SETTINGS_MAX, &len, &st, err, sizeof err);
    if (!text && st == IO_MISSING) return 1;
    if (!text) {
        fprintf(stderr, _("troubadour: %s; the setup screen starts from the defaults\n"), err);
        return -1;
    }
    int r = last_setup_parse(ng, text, path);
    free(text);
    return r;
}
