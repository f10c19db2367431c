/* Record parsing and strict replay (docs/record-format.md); the writer is record_write.c. */
#include "record.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "player_name.h"
#include "text_check.h"

#define MAX_WORDS 200
#define MAX_LINE  4096

typedef struct Line {
    int no;
    int nw;
    char *w[MAX_WORDS];
    char buf[MAX_LINE + 1];
    char raw[MAX_LINE + 1];  /* the line as read, comment included */
    const char *rest_after2; /* raw text after the second word (for `name`) */
} Line;

static int fail(RecordError *err, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    err->line = line;
    err->out_of_memory = 0;
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    /* words quoted from the record reach the terminal only escaped */
    text_escape_inplace(err->msg, sizeof err->msg);
    return -1;
}

/* Where the comment of a line starts: the first `#`, except on a `name` line, where `\#`
 * and `\\` are escapes (docs/record-format.md, Names). */
static char *comment_start(char *s)
{
    char *p = s;
    while (*p == ' ' || *p == '\t') p++;
    if (strncmp(p, "name", 4) != 0 || (p[4] != ' ' && p[4] != '\t')) return strchr(s, '#');
    for (; *p; p++) {
        if (*p == '\\' && (p[1] == '#' || p[1] == '\\'))
            p++;
        else if (*p == '#')
            return p;
    }
    return NULL;
}

/* Reads the next line from text at *pos into ln; returns 0 at the end, 1 for a line, -1 on a
 * malformed line (err filled). Comments and blank lines are returned with nw == 0. */
static int next_line(const char *text, size_t len, size_t *pos, int *lineno, Line *ln,
                     RecordError *err)
{
    if (*pos >= len) return 0;
    size_t start = *pos, end = start;
    while (end < len && text[end] != '\n') end++;
    *pos = end < len ? end + 1 : end;
    ln->no = ++*lineno;
    size_t n = end - start;
    if (n && text[start + n - 1] == '\r') n--;
    size_t at;
    const char *bad = text_check_line(text + start, n, &at);
    if (bad) {
        size_t l = text_utf8_len(text + start + at, n - at);
        char shown[20];
        text_escape(shown, sizeof shown, text + start + at, l ? l : 1);
        return fail(err, ln->no,
                    "the line %s (%s in column %zu): a record is UTF-8 text "
                    "without control characters but tab",
                    bad, shown, at + 1);
    }
    if (n > MAX_LINE) return fail(err, ln->no, "line is longer than %d characters", MAX_LINE);
    memcpy(ln->buf, text + start, n);
    ln->buf[n] = '\0';
    memcpy(ln->raw, ln->buf, n + 1);
    char *hash = comment_start(ln->buf);
    if (hash) *hash = '\0';
    ln->nw = 0;
    ln->rest_after2 = "";
    char *p = ln->buf;
    for (;;) {
        while (*p == ' ' || *p == '\t') p++;
        if (!*p) break;
        if (ln->nw == MAX_WORDS) return fail(err, ln->no, "line has more than %d words", MAX_WORDS);
        ln->w[ln->nw++] = p;
        while (*p && *p != ' ' && *p != '\t') p++;
        if (ln->nw == 2) ln->rest_after2 = ln->raw + (p - ln->buf);
        if (*p) *p++ = '\0';
    }
    return 1;
}

static int parse_int(const char *s, long lo, long hi, long *out)
{
    if (!*s) return -1;
    errno = 0;
    char *end;
    long v = strtol(s, &end, 10);
    if (*end || errno || v < lo || v > hi) return -1;
    *out = v;
    return 0;
}

static int parse_rot(const char *s)
{
    long v;
    if (parse_int(s, 0, 270, &v) || v % 90) return -1;
    return (int)(v / 90);
}

static int seat_of(const GameSetup *s, int colour)
{
    for (int i = 0; i < s->nplayers; i++)
        if (s->colour[i] == colour) return i;
    return -1;
}

static int is_header_word(const char *w)
{
    static const char *const words[] = {"players", "name",       "expansions", "without",
                                        "flowers", "privileges", "seed",       "deck"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strcmp(w, words[i]) == 0) return 1;
    return 0;
}

/* Header state while reading. */
typedef struct Header {
    GameSetup s;
    int seen_players, seen_exp, seen_flowers, seen_priv, seen_seed, seen_deck, seen_without;
    int without_line;
    int names_line[GAME_MAX_PLAYERS];
    /* lines deferred until players are known */
    int flowers_line;
    int deck_line; /* a deck tile out of play is reported on this line */
    char flowers_words[GAME_MAX_PLAYERS * 2][40];
    int nflowers;
} Header;

static int header_line(const Tileset *ts, Header *h, Line *ln, RecordError *err)
{
    const char *k = ln->w[0];
    GameSetup *s = &h->s;
    if (strcmp(k, "players") == 0) {
        if (h->seen_players++) return fail(err, ln->no, "`players` is given twice");
        if (ln->nw < 3 || ln->nw > GAME_MAX_PLAYERS + 1)
            return fail(err, ln->no, "`players` needs 2 to 8 colours, not %d", ln->nw - 1);
        s->nplayers = ln->nw - 1;
        for (int i = 1; i < ln->nw; i++) {
            int c = game_colour_parse(ln->w[i]);
            if (c < 0)
                return fail(err, ln->no,
                            "unknown colour `%s` (red blue green yellow black gray pink purple)",
                            ln->w[i]);
            for (int j = 0; j < i - 1; j++)
                if (s->colour[j] == c)
                    return fail(err, ln->no, "colour %s is listed twice", ln->w[i]);
            s->colour[i - 1] = (uint8_t)c;
        }
        return 0;
    }
    if (strcmp(k, "name") == 0) {
        if (!h->seen_players) return fail(err, ln->no, "`name` must come after `players`");
        if (ln->nw < 3) return fail(err, ln->no, "`name` needs a colour and a name");
        int c = game_colour_parse(ln->w[1]);
        int seat = c < 0 ? -1 : seat_of(s, c);
        if (seat < 0) return fail(err, ln->no, "`%s` is not one of the players", ln->w[1]);
        if (h->names_line[seat]) return fail(err, ln->no, "%s is named twice", ln->w[1]);
        h->names_line[seat] = ln->no;
        const char *why;
        if (player_name_parse(ln->rest_after2, s->name[seat], GAME_NAME_MAX, &why))
            return fail(err, ln->no, "%s", why);
        return 0;
    }
    if (strcmp(k, "expansions") == 0) {
        if (h->seen_exp++) return fail(err, ln->no, "`expansions` is given twice");
        s->expansions = 0;
        for (int i = 1; i < ln->nw; i++) {
            int e = -1;
            for (int j = 0; j < 4; j++)
                if (strcmp(ln->w[i], game_expansion_name(j)) == 0) e = j;
            if (e < 0)
                return fail(
                    err, ln->no,
                    "unknown expansion `%s` (farmers festival village-life royal-privileges)",
                    ln->w[i]);
            if (s->expansions & (1u << e))
                return fail(err, ln->no, "expansion %s is listed twice", ln->w[i]);
            s->expansions |= 1u << e;
        }
        return 0;
    }
    if (strcmp(k, "without") == 0) {
        if (h->seen_without++) return fail(err, ln->no, "`without` is given twice");
        if (ln->nw < 2)
            return fail(err, ln->no,
                        "`without` needs the elements switched off (flowers donkey windmills "
                        "marketplaces)");
        h->without_line = ln->no;
        s->without = 0;
        for (int i = 1; i < ln->nw; i++) {
            int e = game_without_parse(ln->w[i]);
            if (e < 0)
                return fail(err, ln->no,
                            "unknown Village Life element `%s` (flowers donkey windmills "
                            "marketplaces)",
                            ln->w[i]);
            if (s->without & (1u << e))
                return fail(err, ln->no, "element %s is listed twice", ln->w[i]);
            s->without |= 1u << e;
        }
        return 0;
    }
    if (strcmp(k, "flowers") == 0) {
        if (h->seen_flowers++) return fail(err, ln->no, "`flowers` is given twice");
        if (ln->nw - 1 > GAME_MAX_PLAYERS * 2) return fail(err, ln->no, "too many flower entries");
        h->flowers_line = ln->no;
        h->nflowers = ln->nw - 1;
        for (int i = 1; i < ln->nw; i++) {
            if (strlen(ln->w[i]) >= sizeof h->flowers_words[0])
                return fail(err, ln->no, "malformed flower entry `%.20s…`", ln->w[i]);
            snprintf(h->flowers_words[i - 1], sizeof h->flowers_words[0], "%s", ln->w[i]);
        }
        return 0;
    }
    if (strcmp(k, "privileges") == 0) {
        if (h->seen_priv++) return fail(err, ln->no, "`privileges` is given twice");
        if (ln->nw - 1 != GAME_TOKEN_COUNT)
            return fail(err, ln->no, "`privileges` needs the %d tokens in deal order, not %d",
                        GAME_TOKEN_COUNT, ln->nw - 1);
        int count[TOK_TYPES] = {0};
        for (int i = 1; i < ln->nw; i++) {
            int t = game_token_parse(ln->w[i]);
            if (t < 0)
                return fail(err, ln->no, "unknown privilege token `%s` (R C X D E)", ln->w[i]);
            if (++count[t] > 3)
                return fail(err, ln->no, "there are only 3 tokens of type %s", ln->w[i]);
            s->privileges[i - 1] = (uint8_t)t;
        }
        s->has_privileges = 1;
        return 0;
    }
    if (strcmp(k, "seed") == 0) {
        if (h->seen_seed++) return fail(err, ln->no, "`seed` is given twice");
        if (ln->nw != 2) return fail(err, ln->no, "`seed` needs one number");
        const char *p = ln->w[1];
        if (*p < '0' || *p > '9')
            return fail(err, ln->no, "`%s` is not a seed (a whole number)", p);
        errno = 0;
        char *end;
        unsigned long long v = strtoull(p, &end, 10);
        if (*end || errno) return fail(err, ln->no, "`%s` is not a seed (a whole number)", p);
        s->has_seed = 1;
        s->seed = (uint64_t)v;
        return 0;
    }
    if (strcmp(k, "deck") == 0) {
        if (h->seen_deck++) return fail(err, ln->no, "`deck` is given twice");
        if (ln->nw - 1 > GAME_MAX_DECK)
            return fail(err, ln->no, "the deck holds more than %d tiles", GAME_MAX_DECK);
        for (int i = 1; i < ln->nw; i++) {
            int t = tileset_find(ts, ln->w[i]);
            if (t < 0) return fail(err, ln->no, "unknown tile `%s` in the deck", ln->w[i]);
            s->deck[i - 1] = (uint8_t)t;
        }
        s->deck_len = ln->nw - 1;
        s->has_deck = 1;
        h->deck_line = ln->no;
        return 0;
    }
    return fail(err, ln->no, "unknown header line `%s`", k);
}

static int header_finish(const Tileset *ts, Header *h, int lineno, RecordError *err)
{
    GameSetup *s = &h->s;
    if (!h->seen_players) return fail(err, lineno, "the header has no `players` line");
    if (!h->seen_exp) s->expansions = EXP_FARMERS;
    if (h->seen_deck)
        for (int i = 0; i < s->deck_len; i++) {
            const TileDef *t = &ts->tile[s->deck[i]];
            int ok = t->set == SET_BASE ||
                     (t->set == SET_FESTIVAL && (s->expansions & EXP_FESTIVAL)) ||
                     (t->set == SET_VILLAGE && (s->expansions & EXP_VILLAGE));
            if (!ok)
                return fail(err, h->deck_line, "deck tile %s belongs to %s, which is not in play",
                            t->id, set_name(t->set));
        }
    if (h->seen_without && !(s->expansions & EXP_VILLAGE))
        return fail(err, h->without_line, "`without` needs village-life in `expansions`");
    if (h->seen_flowers) {
        if (!(s->expansions & EXP_VILLAGE))
            return fail(err, h->flowers_line, "`flowers` without village-life in `expansions`");
        if (s->without & WITHOUT_FLOWERS)
            return fail(err, h->flowers_line,
                        "`flowers` while flowers are switched off (`without flowers`)");
        int given[GAME_MAX_PLAYERS] = {0};
        for (int i = 0; i < h->nflowers; i++) {
            char *w = h->flowers_words[i];
            char *eq = strchr(w, '=');
            if (!eq) return fail(err, h->flowers_line, "flower entry `%s` is not colour=flower", w);
            *eq = '\0';
            int c = game_colour_parse(w);
            int seat = c < 0 ? -1 : seat_of(s, c);
            if (seat < 0) return fail(err, h->flowers_line, "`%s` is not one of the players", w);
            int f = flower_parse(eq + 1);
            if (f < 0)
                return fail(err, h->flowers_line,
                            "unknown flower colour `%s` (white orange violet blue)", eq + 1);
            if (given[seat]++)
                return fail(err, h->flowers_line, "%s is given two flower colours", w);
            s->flower[seat] = (uint8_t)f;
        }
        for (int i = 0; i < s->nplayers; i++)
            if (!given[i])
                return fail(err, h->flowers_line, "`flowers` gives no colour for %s",
                            game_colour_name(s->colour[i]));
        /* RULES.md §4.1, also checked by game_new(); checked here so the error names the
         * `flowers` line rather than the first move. */
        int used[FLOWER_COUNT] = {0}, limit = s->nplayers <= 4 ? 1 : 2;
        for (int i = 0; i < s->nplayers; i++)
            if (++used[s->flower[i]] > limit)
                return fail(err, h->flowers_line,
                            "flower %s is drawn by more players than its %d token%s allow%s",
                            flower_name(s->flower[i]), limit, limit > 1 ? "s" : "",
                            limit > 1 ? "" : "s");
        s->has_flowers = 1;
    }
    if (h->seen_priv && !(s->expansions & EXP_PRIVILEGES))
        return fail(err, lineno, "`privileges` without royal-privileges in `expansions`");
    return 0;
}

static int read_header(const Tileset *ts, const char *text, size_t len, size_t *pos, int *lineno,
                       Header *h, Line *ln, int *have_line, RecordError *err)
{
    memset(h, 0, sizeof *h);
    int version_seen = 0;
    *have_line = 0;
    int r;
    while ((r = next_line(text, len, pos, lineno, ln, err)) == 1) {
        if (ln->nw == 0) continue;
        if (!version_seen) {
            if (strcmp(ln->w[0], "troubadour-record") != 0)
                return fail(err, ln->no,
                            "not a Troubadour record: the first line must be "
                            "`troubadour-record 1`");
            long v;
            if (ln->nw != 2 || parse_int(ln->w[1], 0, 1000000, &v))
                return fail(err, ln->no, "the first line must be `troubadour-record 1`");
            if (v != 1)
                return fail(err, ln->no,
                            "record version %ld is not supported (this program reads "
                            "version 1)",
                            v);
            version_seen = 1;
            continue;
        }
        if (!is_header_word(ln->w[0])) {
            *have_line = 1;
            break;
        }
        if (header_line(ts, h, ln, err)) return -1;
    }
    if (r < 0) {
        /* garbage before the first line: a file of another kind (a picture, a binary) */
        if (!version_seen) {
            char why[sizeof err->msg];
            snprintf(why, sizeof why, "%s", err->msg);
            fail(err, err->line, "not a Troubadour record: %s", why);
        }
        return -1;
    }
    if (!version_seen)
        return fail(err, *lineno ? *lineno : 1, "empty record: no `troubadour-record 1` line");
    return header_finish(ts, h, *have_line ? ln->no : *lineno, err);
}

int record_read_header(const Tileset *ts, const char *text, size_t len, GameSetup *setup,
                       RecordError *err)
{
    size_t pos = 0;
    int lineno = 0, have;
    Header *h = malloc(sizeof *h);
    Line *ln = malloc(sizeof *ln);
    int rc = -1;
    if (!h || !ln) {
        fail(err, 0, "out of memory");
        err->out_of_memory = 1;
    } else if (read_header(ts, text, len, &pos, &lineno, h, ln, &have, err) == 0) {
        *setup = h->s;
        rc = 0;
    }
    free(h);
    free(ln);
    return rc;
}

/* Settles what must happen before the next move line: a pending re-deal (with a seed) or a
 * missing token / redeal line. */
static int settle(Game *g, int has_seed, int lineno, const char *what, RecordError *err)
{
    if (game_phase(g) == PHASE_TOKEN) {
        int p = game_token_player(g);
        return fail(err, lineno,
                    "%s took a privilege token and must place it: a `token %s X Y` line is "
                    "missing before this %s",
                    game_colour_name(game_colour(g, p)), game_colour_name(game_colour(g, p)), what);
    }
    if (game_phase(g) == PHASE_REDEAL) {
        if (!has_seed)
            return fail(err, lineno,
                        "the privilege tokens are re-dealt after the previous turn: a `redeal` "
                        "line (or a `seed`) is needed before this %s",
                        what);
        if (game_redeal(g, NULL, 0)) return fail(err, lineno, "%s", game_error(g));
    }
    if (game_phase(g) == PHASE_OVER) return fail(err, lineno, "the game is already over");
    return 0;
}

static int parse_loc_seg(const TileDef *t, int rot, const char *w, int *seg, int lineno,
                         RecordError *err)
{
    int loc = loc_parse(w);
    if (loc < 0)
        return fail(err, lineno, "unknown location `%s` (N E S W, NL NR EL ER SL SR WL WR, C, I)",
                    w);
    int s = tile_seg_at_loc(t, rot, loc);
    if (s < 0)
        return fail(err, lineno, "tile %s at rotation %d has no feature at %s", t->id, rot * 90, w);
    *seg = s;
    return 0;
}

static int move_line(Game *g, const Tileset *ts, Line *ln, int tile, RecordError *err)
{
    int no = ln->no;
    if (ln->nw < 4) return fail(err, no, "a move needs `<tile> <x> <y> <rot>`");
    long x, y;
    if (parse_int(ln->w[1], GAME_BOARD_MIN - 1000, GAME_BOARD_MAX + 1000, &x))
        return fail(err, no, "`%s` is not a valid x coordinate", ln->w[1]);
    if (parse_int(ln->w[2], GAME_BOARD_MIN - 1000, GAME_BOARD_MAX + 1000, &y))
        return fail(err, no, "`%s` is not a valid y coordinate", ln->w[2]);
    int rot = parse_rot(ln->w[3]);
    if (rot < 0) return fail(err, no, "rotation `%s` must be 0, 90, 180 or 270", ln->w[3]);
    int i = 4;
    int turn_dir = -1;
    if (i < ln->nw && strcmp(ln->w[i], "turn") == 0) {
        if (i + 1 >= ln->nw) return fail(err, no, "`turn` needs a direction N, E, S or W");
        turn_dir = game_dir_parse(ln->w[i + 1]);
        if (turn_dir < 0)
            return fail(err, no, "`turn %s`: the direction must be N, E, S or W", ln->w[i + 1]);
        i += 2;
    }
    if (game_draw(g, tile)) return fail(err, no, "%s", game_error(g));
    if (turn_dir < 0 && game_token_at(g, (int)x, (int)y))
        return fail(err, no, "%d %ld holds a privilege token: the move needs `turn <N|E|S|W>`",
                    (int)x, y);
    Placement p = {tile, (int)x, (int)y, rot, turn_dir};
    if (game_place(g, &p)) return fail(err, no, "%s", game_error(g));
    const TileDef *t = &ts->tile[tile];
    Action a = {ACT_NONE, -1, 0, 0};
    if (i < ln->nw) {
        const char *k = ln->w[i];
        int need;
        if (strcmp(k, "follower") == 0 || strcmp(k, "windmill") == 0) {
            need = 2;
            if (ln->nw - i != need) return fail(err, no, "`%s` needs one location", k);
            a.kind = k[0] == 'f' ? ACT_FOLLOWER : ACT_WINDMILL;
            if (parse_loc_seg(t, rot, ln->w[i + 1], &a.seg, no, err)) return -1;
            if (a.kind == ACT_WINDMILL && t->seg[a.seg].kind != SEG_FIELD)
                return fail(err, no, "a windmill goes on a field, and %s is not one", ln->w[i + 1]);
        } else if (strcmp(k, "donkey") == 0) {
            if (ln->nw - i != 3) return fail(err, no, "`donkey` needs `<x> <y>`");
            long dx, dy;
            if (parse_int(ln->w[i + 1], -1000, 1000, &dx) ||
                parse_int(ln->w[i + 2], -1000, 1000, &dy))
                return fail(err, no, "`donkey` needs two whole numbers");
            a.kind = ACT_DONKEY;
            a.x = (int)dx;
            a.y = (int)dy;
        } else if (strcmp(k, "return") == 0) {
            if (ln->nw - i != 4) return fail(err, no, "`return` needs `<x> <y> <loc>`");
            long rx, ry;
            if (parse_int(ln->w[i + 1], -1000, 1000, &rx) ||
                parse_int(ln->w[i + 2], -1000, 1000, &ry))
                return fail(err, no, "`return` needs two whole numbers and a location");
            int slot = game_tile_at(g, (int)rx, (int)ry);
            if (slot < 0) return fail(err, no, "`return`: there is no tile at %ld %ld", rx, ry);
            int rt, rr;
            game_placed(g, slot, &rt, NULL, NULL, &rr);
            a.kind = ACT_RETURN;
            a.x = (int)rx;
            a.y = (int)ry;
            if (parse_loc_seg(&ts->tile[rt], rr, ln->w[i + 3], &a.seg, no, err)) return -1;
        } else {
            return fail(err, no, "unknown action `%s` (follower, windmill, donkey, return)", k);
        }
    }
    if (game_act(g, &a)) return fail(err, no, "%s", game_error(g));
    return 0;
}

Game *record_replay(const Tileset *ts, const char *text, size_t len, RecordError *err)
{
    err->line = 0;
    err->msg[0] = '\0';
    err->out_of_memory = 0;
    size_t pos = 0;
    int lineno = 0, have;
    Header *h = malloc(sizeof *h);
    Line *ln = malloc(sizeof *ln);
    Game *g = NULL;
    if (!h || !ln) {
        fail(err, 0, "out of memory");
        err->out_of_memory = 1;
        goto bad;
    }
    if (read_header(ts, text, len, &pos, &lineno, h, ln, &have, err)) goto bad;
    char gerr[256];
    g = game_new(ts, &h->s, gerr, sizeof gerr);
    if (!g) {
        fail(err, have ? ln->no : lineno, "%s", gerr);
        err->out_of_memory = strcmp(gerr, "out of memory") == 0;
        goto bad;
    }
    int has_seed = h->s.has_seed;
    int r = have ? 1 : 0;
    while (r == 1) {
        if (ln->nw > 0) {
            const char *k = ln->w[0];
            int no = ln->no;
            if (is_header_word(k)) {
                fail(err, no, "header line `%s` after the first move", k);
                goto bad;
            } else if (strcmp(k, "end") == 0) {
                if (ln->nw != 1) {
                    fail(err, no, "`end` takes no words");
                    goto bad;
                }
                if (settle(g, has_seed, no, "end", err)) goto bad;
                if (game_end(g)) {
                    fail(err, no, "%s", game_error(g));
                    goto bad;
                }
            } else if (strcmp(k, "discard") == 0) {
                if (ln->nw != 2) {
                    fail(err, no, "`discard` needs one tile id");
                    goto bad;
                }
                int t = tileset_find(ts, ln->w[1]);
                if (t < 0) {
                    fail(err, no, "unknown tile `%s`", ln->w[1]);
                    goto bad;
                }
                if (settle(g, has_seed, no, "discard", err)) goto bad;
                if (game_draw(g, t) || game_discard(g)) {
                    fail(err, no, "%s", game_error(g));
                    goto bad;
                }
            } else if (strcmp(k, "token") == 0) {
                long x, y;
                if (ln->nw != 4 || parse_int(ln->w[2], -1000, 1000, &x) ||
                    parse_int(ln->w[3], -1000, 1000, &y)) {
                    fail(err, no, "`token` needs `<colour> <x> <y>`");
                    goto bad;
                }
                int c = game_colour_parse(ln->w[1]);
                if (c < 0) {
                    fail(err, no, "unknown colour `%s`", ln->w[1]);
                    goto bad;
                }
                if (game_phase(g) != PHASE_TOKEN) {
                    fail(err, no, "no privilege token is due here: the rules give %s none now",
                         ln->w[1]);
                    goto bad;
                }
                int p = game_token_player(g);
                if (game_colour(g, p) != c) {
                    fail(err, no, "the next privilege token is %s's to place, not %s's",
                         game_colour_name(game_colour(g, p)), ln->w[1]);
                    goto bad;
                }
                if (game_place_token(g, (int)x, (int)y)) {
                    fail(err, no, "%s", game_error(g));
                    goto bad;
                }
            } else if (strcmp(k, "redeal") == 0) {
                if (game_phase(g) != PHASE_REDEAL) {
                    fail(err, no, "no re-deal is due here");
                    goto bad;
                }
                uint8_t order[GAME_TOKEN_COUNT];
                if (ln->nw - 1 > GAME_TOKEN_COUNT) {
                    fail(err, no, "`redeal` lists more than %d tokens", GAME_TOKEN_COUNT);
                    goto bad;
                }
                for (int i = 1; i < ln->nw; i++) {
                    int t = game_token_parse(ln->w[i]);
                    if (t < 0) {
                        fail(err, no, "unknown privilege token `%s` (R C X D E)", ln->w[i]);
                        goto bad;
                    }
                    order[i - 1] = (uint8_t)t;
                }
                if (game_redeal(g, order, ln->nw - 1)) {
                    fail(err, no, "%s", game_error(g));
                    goto bad;
                }
            } else {
                int t = tileset_find(ts, k);
                if (t < 0) {
                    fail(err, no,
                         "unknown word `%s` (expected a tile id, discard, token, redeal "
                         "or end)",
                         k);
                    goto bad;
                }
                if (settle(g, has_seed, no, "move", err)) goto bad;
                if (move_line(g, ts, ln, t, err)) goto bad;
            }
        }
        r = next_line(text, len, &pos, &lineno, ln, err);
    }
    if (r < 0) goto bad;
    free(h);
    free(ln);
    return g;
bad:
    game_free(g);
    free(h);
    free(ln);
    return NULL;
}
