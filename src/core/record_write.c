/* Writing records (docs/record-format.md): the resolved setup, then one line per history
 * entry; names escaped; the reader is record.c. */
#include "record.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "player_name.h"
#include "text_check.h"

typedef struct Buf {
    char *p;
    size_t n, cap;
    int oom;
} Buf;

static void bputs(Buf *b, const char *s)
{
    size_t l = strlen(s);
    if (b->oom) return;
    if (b->n + l + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (b->n + l + 1 > cap) cap *= 2;
        char *np = realloc(b->p, cap);
        if (!np) {
            b->oom = 1;
            return;
        }
        b->p = np;
        b->cap = cap;
    }
    memcpy(b->p + b->n, s, l + 1);
    b->n += l;
}

static void bprintf(Buf *b, const char *fmt, ...)
{
    char tmp[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    bputs(b, tmp);
}

void record_format_entry(const Game *g, const HistEntry *h, char *buf, size_t size)
{
    const Tileset *ts = game_tileset(g);
    switch (h->kind) {
    case H_MOVE: {
        const Placement *p = &h->place;
        const TileDef *t = &ts->tile[p->tile];
        int off = snprintf(buf, size, "%s %d %d %d", t->id, p->x, p->y, p->rot * 90);
        if (off < 0 || (size_t)off >= size) return;
        if (p->turn_dir >= 0)
            off += snprintf(buf + off, size - (size_t)off, " turn %s", game_dir_name(p->turn_dir));
        if (off < 0 || (size_t)off >= size) return;
        const Action *a = &h->act;
        switch (a->kind) {
        case ACT_FOLLOWER:
        case ACT_WINDMILL:
            snprintf(buf + off, size - (size_t)off, " %s %s",
                     a->kind == ACT_FOLLOWER ? "follower" : "windmill",
                     loc_name(tile_seg_loc(t, p->rot, a->seg)));
            break;
        case ACT_DONKEY:
            snprintf(buf + off, size - (size_t)off, " donkey %d %d", a->x, a->y);
            break;
        case ACT_RETURN: {
            int slot = game_tile_at(g, a->x, a->y), rt = 0, rr = 0;
            if (slot >= 0) game_placed(g, slot, &rt, NULL, NULL, &rr);
            snprintf(buf + off, size - (size_t)off, " return %d %d %s", a->x, a->y,
                     loc_name(tile_seg_loc(&ts->tile[rt], rr, a->seg)));
            break;
        }
        default: break;
        }
        break;
    }
    case H_DISCARD: snprintf(buf, size, "discard %s", ts->tile[h->place.tile].id); break;
    case H_TOKEN:
        snprintf(buf, size, "token %s %d %d", game_colour_name(game_colour(g, h->player)), h->x,
                 h->y);
        break;
    case H_REDEAL: {
        int off = snprintf(buf, size, "redeal");
        for (int i = 0; i < h->ndeal && off > 0 && (size_t)off < size; i++)
            off += snprintf(buf + off, size - (size_t)off, " %s", game_token_letter(h->deal[i]));
        break;
    }
    case H_END: snprintf(buf, size, "end"); break;
    default: snprintf(buf, size, "# ?");
    }
}

char *record_write(const Game *g)
{
    Buf b = {0};
    const GameSetup *s = game_setup(g);
    const Tileset *ts = game_tileset(g);
    bputs(&b, "troubadour-record 1\nplayers");
    for (int i = 0; i < s->nplayers; i++) bprintf(&b, " %s", game_colour_name(s->colour[i]));
    bputs(&b, "\n");
    for (int i = 0; i < s->nplayers; i++) {
        char name[PLAYER_NAME_ESCAPED_MAX];
        if (player_name_escape(s->name[i], name, sizeof name))
            bprintf(&b, "name %s %s\n", game_colour_name(s->colour[i]), name);
    }
    bputs(&b, "expansions");
    for (int e = 0; e < 4; e++)
        if (s->expansions & (1u << e)) bprintf(&b, " %s", game_expansion_name(e));
    bputs(&b, "\n");
    if ((s->expansions & EXP_VILLAGE) && s->without) {
        bputs(&b, "without");
        for (int e = 0; e < WITHOUT_COUNT; e++)
            if (s->without & (1u << e)) bprintf(&b, " %s", game_without_name(e));
        bputs(&b, "\n");
    }
    if ((s->expansions & EXP_VILLAGE) && !(s->without & WITHOUT_FLOWERS)) {
        bputs(&b, "flowers");
        for (int i = 0; i < s->nplayers; i++)
            bprintf(&b, " %s=%s", game_colour_name(s->colour[i]), flower_name(s->flower[i]));
        bputs(&b, "\n");
    }
    if (s->expansions & EXP_PRIVILEGES) {
        bputs(&b, "privileges");
        for (int i = 0; i < GAME_TOKEN_COUNT; i++)
            bprintf(&b, " %s", game_token_letter(s->privileges[i]));
        bputs(&b, "\n");
    }
    if (s->has_seed) bprintf(&b, "seed %" PRIu64 "\n", s->seed);
    uint8_t deck[GAME_MAX_DECK];
    int n = game_deck(g, deck, GAME_MAX_DECK);
    bputs(&b, "deck");
    for (int i = 0; i < n; i++) bprintf(&b, " %s", ts->tile[deck[i]].id);
    bputs(&b, "\n");
    const HistEntry *h = game_history(g);
    for (int i = 0; i < game_history_count(g); i++) {
        char line[512];
        record_format_entry(g, &h[i], line, sizeof line);
        bputs(&b, line);
        bputs(&b, "\n");
    }
    if (b.oom) {
        free(b.p);
        return NULL;
    }
    return b.p;
}
