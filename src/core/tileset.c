/* The tile-file loader (format: docs/tile-format.md) and tile geometry helpers.
 * The caller hands in the text; nothing here touches files. Every input, however broken,
 * ends in either a filled Tileset or a "file:line: reason" error. */
#include "tileset.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
#define TS_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define TS_PRINTF(f, a)
#endif

/* Longest word the format needs is "village-life" (12); ids are shorter still. */
#define WORD_MAX  32
#define WORDS_MAX 40

static const char *const loc_names[LOC_COUNT] = {"N",  "E",  "S",  "W",  "NL", "NR", "EL",
                                                 "ER", "SL", "SR", "WL", "WR", "C",  "I"};
static const char *const side_names[4] = {"N", "E", "S", "W"};
static const char *const flower_names[FLOWER_COUNT] = {"white", "orange", "violet", "blue"};
static const char *const set_names[SET_COUNT] = {"base", "festival", "village-life"};
/* In ART_* bit order. */
static const char *const art_names[ART_COUNT_BITS] = {
    "well", "garden", "water-tower", "pigsty", "cowshed", "farmhouse", "highwaymen"};
static const char *const edge_words[4] = {"a field", "a road", "a city", "a bush"};

typedef struct Parser {
    Tileset *ts;
    TsError *err;
    int base;     /* ts->ntiles when this file started */
    int done;     /* tiles of this file already finished */
    int set;      /* SET_*, or -1 before the first `set` */
    int line;     /* line being parsed */
    TileDef *cur; /* tile being filled, or NULL */
    /* Bookkeeping for the current tile, checked when it ends. */
    uint8_t city_cov, road_cov, half_cov;
    int inner_seen;
    int seg_line[TILE_MAX_SEG];
    uint8_t seg_border_sides[TILE_MAX_SEG];
    int marketplace_line;
    int tile_lines[TILESET_MAX_TILES]; /* src_line of this file's tiles, for duplicates */
} Parser;

static int fail(Parser *p, int line, const char *fmt, ...) TS_PRINTF(3, 4);

static int fail(Parser *p, int line, const char *fmt, ...)
{
    va_list ap;
    p->err->line = line;
    va_start(ap, fmt);
    vsnprintf(p->err->msg, sizeof p->err->msg, fmt, ap);
    va_end(ap);
    return -1;
}

/* Keeps the end of an overlong path: the file name matters more than the folders. */
static void set_error_file(TsError *err, const char *file)
{
    size_t n = strlen(file), cap = sizeof err->file;
    if (n < cap) {
        snprintf(err->file, cap, "%s", file);
    } else {
        snprintf(err->file, cap, "...%s", file + (n - (cap - 4)));
    }
}

static int lookup(const char *const *names, int n, const char *word)
{
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], word) == 0) return i;
    return -1;
}

static int side_parse(const char *word) { return lookup(side_names, 4, word); }

static int half_parse(const char *word)
{
    int loc = loc_parse(word);
    if (loc >= LOC_NL && loc <= LOC_WR) return loc - LOC_NL;
    return -1;
}

static int edge_parse(char c)
{
    switch (c) {
    case 'F': return EDGE_FIELD;
    case 'R': return EDGE_ROAD;
    case 'C': return EDGE_CITY;
    case 'B': return EDGE_BUSH;
    default: return -1;
    }
}

static int id_char_ok(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_';
}

/* A count: plain decimal digits only (no sign, no spaces), 1..99. */
static int count_parse(const char *word, int *out)
{
    if (word[0] < '0' || word[0] > '9') return -1;
    for (const char *c = word; *c; c++)
        if (*c < '0' || *c > '9') return -1;
    errno = 0;
    char *end = NULL;
    long v = strtol(word, &end, 10);
    if (errno != 0 || !end || *end != '\0' || v < 1 || v > 99) return -1;
    *out = (int)v;
    return 0;
}

static int first_bit(unsigned mask)
{
    for (int i = 0; i < 16; i++)
        if (mask & (1u << i)) return i;
    return -1;
}

static int norm_rot(int rot) { return ((rot % 4) + 4) % 4; }

/* ---- tile statements ---- */

/* The next segment of the current tile, or NULL with the error set when the tile is full. */
static TileSeg *new_seg(Parser *p, int kind)
{
    TileDef *t = p->cur;
    if (t->nseg >= TILE_MAX_SEG) {
        fail(p, p->line, "tile %s has more than %d segments", t->id, TILE_MAX_SEG);
        return NULL;
    }
    int i = t->nseg++;
    memset(&t->seg[i], 0, sizeof t->seg[i]);
    t->seg[i].kind = (uint8_t)kind;
    p->seg_line[i] = p->line;
    p->seg_border_sides[i] = 0;
    return &t->seg[i];
}

/* city <side>... [pennant]...  and  road <side>... [market] */
static int parse_edge_seg(Parser *p, int kind, char words[][WORD_MAX], int nw)
{
    TileDef *t = p->cur;
    const char *what = kind == SEG_CITY ? "city" : "road";
    int want = kind == SEG_CITY ? EDGE_CITY : EDGE_ROAD;
    uint8_t *cov = kind == SEG_CITY ? &p->city_cov : &p->road_cov;
    TileSeg *s = new_seg(p, kind);
    if (!s) return -1;
    for (int i = 1; i < nw; i++) {
        const char *w = words[i];
        int d = side_parse(w);
        if (d >= 0) {
            if (s->edges & (1u << d))
                return fail(p, p->line, "side %s is listed twice in this %s", w, what);
            if (t->edge[d] != want)
                return fail(p, p->line, "side %s of tile %s is %s, not a %s", w, t->id,
                            edge_words[t->edge[d]], what);
            if (*cov & (1u << d))
                return fail(
                    p, p->line,
                    "side %s of tile %s is covered twice: it is already in another %s segment", w,
                    t->id, what);
            s->edges |= (uint8_t)(1u << d);
            *cov |= (uint8_t)(1u << d);
        } else if (kind == SEG_CITY && strcmp(w, "pennant") == 0) {
            if (s->pennants >= 9) return fail(p, p->line, "a city segment has at most 9 pennants");
            s->pennants++;
        } else if (kind == SEG_ROAD && strcmp(w, "market") == 0) {
            if (s->market) return fail(p, p->line, "market is listed twice in this road");
            s->market = 1;
        } else {
            return fail(p, p->line, "unknown word '%s' in a %s statement (expected N E S W%s)", w,
                        what, kind == SEG_CITY ? " or pennant" : " or market");
        }
    }
    if (s->edges == 0) return fail(p, p->line, "this %s segment names no side", what);
    return 0;
}

/* field <half>... [/ <side>...] [flowers <colour>...] */
static int parse_field(Parser *p, char words[][WORD_MAX], int nw)
{
    enum { M_HALVES, M_BORDERS, M_FLOWERS };
    TileDef *t = p->cur;
    TileSeg *s = new_seg(p, SEG_FIELD);
    if (!s) return -1;
    int idx = t->nseg - 1;
    int mode = M_HALVES, saw_slash = 0, saw_flowers = 0, mode_words = 0;
    for (int i = 1; i < nw; i++) {
        const char *w = words[i];
        if (strcmp(w, "/") == 0) {
            if (saw_slash) return fail(p, p->line, "'/' appears twice in this field");
            if (mode == M_FLOWERS && mode_words == 0)
                return fail(p, p->line, "'flowers' is followed by no colour");
            saw_slash = 1;
            mode = M_BORDERS;
            mode_words = 0;
            continue;
        }
        if (strcmp(w, "flowers") == 0) {
            if (saw_flowers) return fail(p, p->line, "'flowers' appears twice in this field");
            if (mode == M_BORDERS && mode_words == 0)
                return fail(p, p->line, "'/' is followed by no side");
            saw_flowers = 1;
            mode = M_FLOWERS;
            mode_words = 0;
            continue;
        }
        mode_words++;
        if (mode == M_HALVES) {
            if (strcmp(w, "I") == 0) {
                if (s->inner) return fail(p, p->line, "I is listed twice in this field");
                if (s->halves)
                    return fail(p, p->line,
                                "a field is either I or a list of half-edges, not both");
                if (p->inner_seen)
                    return fail(p, p->line, "tile %s has a second I field (at most one)", t->id);
                s->inner = 1;
                p->inner_seen = 1;
                continue;
            }
            int h = half_parse(w);
            if (h < 0)
                return fail(p, p->line,
                            "unknown half-edge '%s' in a field (expected NL NR EL ER SL SR WL "
                            "WR or I)",
                            w);
            if (s->inner)
                return fail(p, p->line, "a field is either I or a list of half-edges, not both");
            if (s->halves & (1u << h))
                return fail(p, p->line, "half-edge %s is listed twice in this field", w);
            if (t->edge[h / 2] == EDGE_CITY)
                return fail(p, p->line, "half-edge %s lies on side %s of tile %s, which is a city",
                            w, side_names[h / 2], t->id);
            if (p->half_cov & (1u << h))
                return fail(p, p->line,
                            "half-edge %s of tile %s is covered twice: it is already in "
                            "another field",
                            w, t->id);
            s->halves |= (uint8_t)(1u << h);
            p->half_cov |= (uint8_t)(1u << h);
        } else if (mode == M_BORDERS) {
            int d = side_parse(w);
            if (d < 0) return fail(p, p->line, "unknown side '%s' after '/' (expected N E S W)", w);
            if (p->seg_border_sides[idx] & (1u << d))
                return fail(p, p->line, "side %s is listed twice after '/'", w);
            p->seg_border_sides[idx] |= (uint8_t)(1u << d);
        } else {
            int c = flower_parse(w);
            if (c < 0)
                return fail(p, p->line,
                            "unknown flower colour '%s' (expected white, orange, violet or "
                            "blue)",
                            w);
            if (s->flowers[c] >= 99)
                return fail(p, p->line, "too many %s flower groups in one field", w);
            s->flowers[c]++;
        }
    }
    if (mode == M_BORDERS && mode_words == 0) return fail(p, p->line, "'/' is followed by no side");
    if (mode == M_FLOWERS && mode_words == 0)
        return fail(p, p->line, "'flowers' is followed by no colour");
    if (!s->halves && !s->inner)
        return fail(p, p->line, "this field names no half-edge (use I for an inner field)");
    return 0;
}

static int parse_art(Parser *p, char words[][WORD_MAX], int nw)
{
    TileDef *t = p->cur;
    if (nw < 2) return fail(p, p->line, "art names no illustration");
    for (int i = 1; i < nw; i++) {
        int a = lookup(art_names, ART_COUNT_BITS, words[i]);
        if (a < 0)
            return fail(p, p->line,
                        "unknown art name '%s' (expected well, garden, water-tower, pigsty, "
                        "cowshed, farmhouse or highwaymen)",
                        words[i]);
        if (t->art & (1u << a))
            return fail(p, p->line, "art '%s' is given twice for tile %s", words[i], t->id);
        t->art |= (uint16_t)(1u << a);
    }
    return 0;
}

/* Checks the tile that just ended and makes it part of the file's result. */
static int finish_tile(Parser *p)
{
    TileDef *t = p->cur;
    if (!t) return 0;
    int line = t->src_line;
    for (int d = 0; d < 4; d++) {
        if (t->edge[d] == EDGE_CITY && !(p->city_cov & (1u << d)))
            return fail(p, line, "tile %s: side %s is a city but no city segment touches it", t->id,
                        side_names[d]);
        if (t->edge[d] == EDGE_ROAD && !(p->road_cov & (1u << d)))
            return fail(p, line, "tile %s: side %s is a road but no road segment touches it", t->id,
                        side_names[d]);
    }
    for (int h = 0; h < 8; h++) {
        if (t->edge[h / 2] != EDGE_CITY && !(p->half_cov & (1u << h)))
            return fail(p, line, "tile %s: half-edge %s is not covered by any field", t->id,
                        loc_names[LOC_NL + h]);
    }
    int market_roads = 0;
    for (int i = 0; i < t->nseg; i++) {
        TileSeg *s = &t->seg[i];
        if (s->kind == SEG_FIELD) {
            for (int d = 0; d < 4; d++) {
                if (!(p->seg_border_sides[i] & (1u << d))) continue;
                int city = -1;
                for (int j = 0; j < t->nseg; j++)
                    if (t->seg[j].kind == SEG_CITY && (t->seg[j].edges & (1u << d))) city = j;
                if (city < 0)
                    return fail(p, p->seg_line[i],
                                "tile %s: field border side %s is not a city of this tile", t->id,
                                side_names[d]);
                s->borders |= (uint16_t)(1u << city);
            }
            for (int c = 0; c < FLOWER_COUNT; c++) {
                int sum = t->flowers[c] + s->flowers[c];
                if (sum > 255)
                    return fail(p, p->seg_line[i], "tile %s has too many flower groups", t->id);
                t->flowers[c] = (uint8_t)sum;
            }
        } else if (s->kind == SEG_ROAD && s->market) {
            if (!t->marketplace)
                return fail(p, p->seg_line[i],
                            "tile %s: a road says market but the tile has no marketplace", t->id);
            market_roads++;
        }
    }
    if (t->marketplace && market_roads == 0)
        return fail(p, p->marketplace_line,
                    "tile %s has a marketplace but none of its roads says market", t->id);
    p->cur = NULL;
    p->done++;
    return 0;
}

static int parse_tile(Parser *p, char words[][WORD_MAX], int nw)
{
    if (nw != 4)
        return fail(p, p->line, "a tile statement needs three words: tile <id> <count> <NESW>");
    if (p->set < 0)
        return fail(p, p->line,
                    "tile %s comes before any set statement (the file must start "
                    "with set base, set festival or set village-life)",
                    words[1]);
    const char *id = words[1];
    size_t idlen = strlen(id);
    if (idlen >= TILE_ID_MAX)
        return fail(p, p->line, "tile id '%s' is too long (at most %d characters)", id,
                    TILE_ID_MAX - 1);
    for (size_t i = 0; i < idlen; i++)
        if (!id_char_ok(id[i]))
            return fail(p, p->line, "tile id '%s' may hold only letters, digits, '-' and '_'", id);
    for (int i = 0; i < p->base; i++)
        if (strcmp(p->ts->tile[i].id, id) == 0)
            return fail(p, p->line, "duplicate tile id %s: an earlier file already defines it", id);
    for (int i = 0; i < p->done; i++)
        if (strcmp(p->ts->tile[p->base + i].id, id) == 0)
            return fail(p, p->line, "duplicate tile id %s: line %d already defines it", id,
                        p->tile_lines[i]);
    int count;
    if (count_parse(words[2], &count) != 0)
        return fail(p, p->line,
                    "bad count '%s' for tile %s: it must be a whole number from 1 "
                    "to 99",
                    words[2], id);
    const char *nesw = words[3];
    int edge[4];
    int ok = strlen(nesw) == 4;
    for (int d = 0; ok && d < 4; d++) {
        edge[d] = edge_parse(nesw[d]);
        if (edge[d] < 0) ok = 0;
    }
    if (!ok)
        return fail(p, p->line,
                    "edges '%s' of tile %s must be four letters from C R F B (sides N E S W)", nesw,
                    id);
    if (p->base + p->done >= TILESET_MAX_TILES)
        return fail(p, p->line, "too many tiles (at most %d in all files)", TILESET_MAX_TILES);

    TileDef *t = &p->ts->tile[p->base + p->done];
    memset(t, 0, sizeof *t);
    snprintf(t->id, sizeof t->id, "%s", id);
    t->set = (uint8_t)p->set;
    t->count = (uint8_t)count;
    for (int d = 0; d < 4; d++) t->edge[d] = (uint8_t)edge[d];
    t->src_line = p->line;
    p->tile_lines[p->done] = p->line;
    p->cur = t;
    p->city_cov = p->road_cov = p->half_cov = 0;
    p->inner_seen = 0;
    p->marketplace_line = 0;
    return 0;
}

static int parse_statement(Parser *p, char words[][WORD_MAX], int nw)
{
    const char *kw = words[0];
    if (strcmp(kw, "set") == 0) {
        if (finish_tile(p) != 0) return -1;
        if (nw != 2) return fail(p, p->line, "set takes one word: base, festival or village-life");
        int s = lookup(set_names, SET_COUNT, words[1]);
        if (s < 0)
            return fail(p, p->line, "unknown set '%s' (expected base, festival or village-life)",
                        words[1]);
        p->set = s;
        return 0;
    }
    if (strcmp(kw, "tile") == 0) {
        if (finish_tile(p) != 0) return -1;
        return parse_tile(p, words, nw);
    }
    static const char *const in_tile[] = {"city",     "road",        "field", "monastery",
                                          "festival", "marketplace", "art"};
    int k = lookup(in_tile, (int)(sizeof in_tile / sizeof in_tile[0]), kw);
    if (k < 0)
        return fail(p, p->line,
                    "unknown word '%s' at the start of a statement (expected set, tile, city, "
                    "road, field, monastery, festival, marketplace or art)",
                    kw);
    if (!p->cur) return fail(p, p->line, "%s comes before any tile statement", kw);
    TileDef *t = p->cur;
    switch (k) {
    case 0: return parse_edge_seg(p, SEG_CITY, words, nw);
    case 1: return parse_edge_seg(p, SEG_ROAD, words, nw);
    case 2: return parse_field(p, words, nw);
    case 3: {
        if (nw != 1) return fail(p, p->line, "monastery takes no further words");
        if (t->monastery) return fail(p, p->line, "tile %s has a second monastery", t->id);
        if (!new_seg(p, SEG_MONASTERY)) return -1;
        t->monastery = 1;
        return 0;
    }
    case 4:
        if (nw != 1) return fail(p, p->line, "festival takes no further words");
        if (t->festival) return fail(p, p->line, "festival is given twice for tile %s", t->id);
        t->festival = 1;
        return 0;
    case 5:
        if (nw != 1) return fail(p, p->line, "marketplace takes no further words");
        if (t->marketplace)
            return fail(p, p->line, "marketplace is given twice for tile %s", t->id);
        t->marketplace = 1;
        p->marketplace_line = p->line;
        return 0;
    default: return parse_art(p, words, nw);
    }
}

/* Splits one line (without its '\n') into words and runs it. */
static int parse_line(Parser *p, const char *s, size_t n)
{
    char w[WORDS_MAX][WORD_MAX];
    int nw = 0;
    int in_comment = 0;
    size_t i = 0;
    /* Check every byte first, so garbage is reported even inside a comment. */
    for (size_t j = 0; j < n; j++) {
        unsigned char c = (unsigned char)s[j];
        if (c == '#') in_comment = 1;
        if (c == 0) return fail(p, p->line, "the line holds a NUL byte");
        if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f)
            return fail(p, p->line, "unexpected control byte 0x%02x", (unsigned)c);
        if (c >= 0x80 && !in_comment)
            return fail(p, p->line,
                        "unexpected byte 0x%02x (only plain ASCII is allowed outside comments)",
                        (unsigned)c);
    }
    while (i < n) {
        char c = s[i];
        if (c == '#') break;
        if (c == ' ' || c == '\t' || c == '\r') {
            i++;
            continue;
        }
        size_t start = i;
        while (i < n && s[i] != ' ' && s[i] != '\t' && s[i] != '\r' && s[i] != '#') i++;
        size_t len = i - start;
        if (len >= WORD_MAX)
            return fail(p, p->line, "a word starting '%.12s' is too long (at most %d characters)",
                        s + start, WORD_MAX - 1);
        if (nw >= WORDS_MAX)
            return fail(p, p->line, "too many words on one line (at most %d)", WORDS_MAX);
        memcpy(w[nw], s + start, len);
        w[nw][len] = '\0';
        nw++;
    }
    if (nw == 0) return 0;
    return parse_statement(p, w, nw);
}

int tileset_parse(Tileset *ts, const char *file, const char *text, size_t len, TsError *err)
{
    TsError scratch;
    if (!err) err = &scratch;
    memset(err, 0, sizeof *err);
    set_error_file(err, file ? file : "(tiles)");
    if (!ts || (!text && len > 0)) {
        snprintf(err->msg, sizeof err->msg, "no tile set or no text was given to the loader");
        return -1;
    }
    if (ts->ntiles < 0 || ts->ntiles > TILESET_MAX_TILES) {
        snprintf(err->msg, sizeof err->msg, "the tile set is corrupt (ntiles %d)", ts->ntiles);
        return -1;
    }
    Parser parser = {0};
    Parser *p = &parser;
    p->ts = ts;
    p->err = err;
    p->base = ts->ntiles;
    p->set = -1;
    p->line = 0;
    int rc = 0;
    size_t pos = 0;
    while (rc == 0 && pos < len) {
        if (p->line == INT_MAX) {
            rc = fail(p, p->line, "the file has too many lines");
            break;
        }
        p->line++;
        size_t end = pos;
        while (end < len && text[end] != '\n') end++;
        rc = parse_line(p, text + pos, end - pos);
        pos = end < len ? end + 1 : end;
    }
    if (rc == 0) rc = finish_tile(p);
    if (rc == 0 && p->done == 0)
        rc = fail(p, p->line > 0 ? p->line : 1, "the file defines no tiles");
    if (rc == 0) {
        ts->ntiles = p->base + p->done;
    } else {
        /* Leave the set as it was before this file. */
        memset(&ts->tile[p->base], 0, (size_t)(TILESET_MAX_TILES - p->base) * sizeof(TileDef));
    }
    return rc;
}

int tileset_find(const Tileset *ts, const char *id)
{
    if (!ts || !id) return -1;
    for (int i = 0; i < ts->ntiles && i < TILESET_MAX_TILES; i++)
        if (strcmp(ts->tile[i].id, id) == 0) return i;
    return -1;
}

void tileset_error_format(const TsError *err, char *buf, size_t size)
{
    if (!buf || size == 0) return;
    if (!err) {
        snprintf(buf, size, "unknown error");
    } else if (err->line > 0) {
        snprintf(buf, size, "%s:%d: %s", err->file, err->line, err->msg);
    } else {
        snprintf(buf, size, "%s: %s", err->file, err->msg);
    }
}

int loc_parse(const char *s)
{
    if (!s) return -1;
    return lookup(loc_names, LOC_COUNT, s);
}

const char *loc_name(int loc)
{
    if (loc < 0 || loc >= LOC_COUNT) return "?";
    return loc_names[loc];
}

int tile_seg_at_loc(const TileDef *t, int rot, int loc)
{
    if (!t || loc < 0 || loc >= LOC_COUNT) return -1;
    rot = norm_rot(rot);
    for (int i = 0; i < t->nseg && i < TILE_MAX_SEG; i++) {
        const TileSeg *s = &t->seg[i];
        if (loc <= LOC_W) {
            if ((s->kind == SEG_ROAD || s->kind == SEG_CITY) &&
                (rot_edges(s->edges, rot) & (1u << loc)))
                return i;
        } else if (loc <= LOC_WR) {
            if (s->kind == SEG_FIELD && (rot_halves(s->halves, rot) & (1u << (loc - LOC_NL))))
                return i;
        } else if (loc == LOC_C) {
            if (s->kind == SEG_MONASTERY) return i;
        } else {
            if (s->kind == SEG_FIELD && s->inner) return i;
        }
    }
    return -1;
}

int tile_seg_loc(const TileDef *t, int rot, int seg)
{
    if (!t || seg < 0 || seg >= t->nseg || seg >= TILE_MAX_SEG) return -1;
    rot = norm_rot(rot);
    const TileSeg *s = &t->seg[seg];
    switch (s->kind) {
    case SEG_ROAD:
    case SEG_CITY: {
        int d = first_bit(rot_edges(s->edges, rot));
        return d < 0 ? -1 : LOC_N + d;
    }
    case SEG_FIELD: {
        if (s->inner) return LOC_I;
        int h = first_bit(rot_halves(s->halves, rot));
        return h < 0 ? -1 : LOC_NL + h;
    }
    case SEG_MONASTERY: return LOC_C;
    default: return -1;
    }
}

const char *flower_name(int colour)
{
    if (colour < 0 || colour >= FLOWER_COUNT) return "?";
    return flower_names[colour];
}

int flower_parse(const char *s)
{
    if (!s) return -1;
    return lookup(flower_names, FLOWER_COUNT, s);
}

const char *set_name(int set)
{
    if (set < 0 || set >= SET_COUNT) return "?";
    return set_names[set];
}
