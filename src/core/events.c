/* What the rules produce besides the board: score events (with their tiles and items), the
 * history a record stores, and the sentence of a refused action. Everything above the board
 * (scoring, privileges, actions) writes here; this file calls nothing of theirs. */
#include "game_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int g_error(Game *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->err, sizeof g->err, fmt, ap);
    va_end(ap);
    return -1;
}

static int grow(void **p, int *cap, int need, size_t size)
{
    if (need <= *cap) return 0;
    int c = *cap ? *cap : 64;
    while (c < need) c *= 2;
    void *np = realloc(*p, (size_t)c * size);
    if (!np) return -1;
    *p = np;
    *cap = c;
    return 0;
}

int ev_begin(Game *g, int kind, int complete, int final, int slot, int segidx)
{
    if (grow((void **)&g->ev, &g->cap_ev, g->nev + 1, sizeof *g->ev)) {
        g->oom = 1;
        return -1;
    }
    ScoreEvent *e = &g->ev[g->nev];
    e->turn = final ? g->turn + 1 : g->turn;
    e->final = final;
    e->kind = kind;
    e->complete = complete;
    e->x = slot >= 0 ? g->placed[slot].x : 0;
    e->y = slot >= 0 ? g->placed[slot].y : 0;
    e->seg = segidx;
    e->pos_first = g->nevpos;
    e->pos_count = 0;
    e->item_first = g->nitems;
    e->item_count = 0;
    return g->nev++;
}

void ev_pos(Game *g, int x, int y)
{
    if (g->nev == 0 || grow((void **)&g->evpos, &g->cap_evpos, g->nevpos + 1, sizeof *g->evpos)) {
        g->oom = 1;
        return;
    }
    g->evpos[g->nevpos++] = (Pos){x, y};
    g->ev[g->nev - 1].pos_count++;
}

void ev_item(Game *g, int player, int cat, int what, int count, int per, int points, int final)
{
    assert(player >= 0 && player < g->setup.nplayers && cat >= 0 && cat < CAT_COUNT);
    assert(points >= 0);
    g->score[player] += points;
    g->part[player][cat][final ? 1 : 0] += points;
    if (g->nev == 0 || grow((void **)&g->items, &g->cap_items, g->nitems + 1, sizeof *g->items)) {
        g->oom = 1;
        return;
    }
    g->items[g->nitems++] = (ScoreItem){player, cat, what, count, per, points};
    g->ev[g->nev - 1].item_count++;
}

HistEntry *hist_push(Game *g, int kind)
{
    if (g->nhist == g->cap_hist) {
        int cap = g->cap_hist ? g->cap_hist * 2 : 256;
        HistEntry *h = realloc(g->hist, (size_t)cap * sizeof *h);
        if (!h) {
            g->oom = 1;
            return NULL;
        }
        g->hist = h;
        g->cap_hist = cap;
    }
    HistEntry *e = &g->hist[g->nhist++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    e->player = g->cur;
    return e;
}
