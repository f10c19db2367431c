/* The board: tiles on the grid, the open positions beside them, and the features they form
 * (a union-find over the segments of every placed tile). No rule decides anything here. */
#include "game_internal.h"

#include <string.h>

/* ---------- union-find ---------- */

int g_find_mut(Game *g, int s)
{
    assert(s >= 0 && s < g->nseg);
    while (g->seg[s].parent != s) {
        g->seg[s].parent = g->seg[g->seg[s].parent].parent;
        s = g->seg[s].parent;
    }
    return s;
}

/* Merges the features of a and b; returns the new root. */
static int seg_union(Game *g, int a, int b)
{
    a = g_find_mut(g, a);
    b = g_find_mut(g, b);
    if (a == b) return a;
    if (g->seg[b].size > g->seg[a].size) {
        int t = a;
        a = b;
        b = t;
    }
    Seg *ra = &g->seg[a], *rb = &g->seg[b];
    rb->parent = (uint16_t)a;
    uint16_t t = ra->next;
    ra->next = rb->next;
    rb->next = t;
    ra->open = (uint16_t)(ra->open + rb->open);
    ra->size = (uint16_t)(ra->size + rb->size);
    ra->pennants = (uint16_t)(ra->pennants + rb->pennants);
    ra->markets |= rb->markets;
    for (int p = 0; p < GAME_MAX_PLAYERS; p++)
        ra->followers[p] = (uint8_t)(ra->followers[p] + rb->followers[p]);
    ra->nfollowers = (uint8_t)(ra->nfollowers + rb->nfollowers);
    ra->scored |= rb->scored;
    return a;
}

/* ---------- board ---------- */

int g_feature_tiles(const Game *g, int root, uint8_t *seen, Pos *out, int max)
{
    int n = 0, s = root;
    do {
        int slot = g->seg[s].slot;
        if (!seen[slot]) {
            seen[slot] = 1;
            if (out && n < max) {
                out[n].x = g->placed[slot].x;
                out[n].y = g->placed[slot].y;
            }
            n++;
        }
        s = g->seg[s].next;
    } while (s != root);
    /* clear the marks for the next caller */
    s = root;
    do {
        seen[g->seg[s].slot] = 0;
        s = g->seg[s].next;
    } while (s != root);
    return n;
}

int g_tile_flowers(const Game *g, int slot, int colour)
{
    return g->ts->tile[g->placed[slot].tile].flowers[colour];
}

static void open_add_side(Game *g, int x, int y, int side, int edge)
{
    /* (x,y) is empty; its side `side` faces a tile whose facing edge is `edge`. */
    if (!g_in_bounds(x, y)) return;
    size_t gi = GIDX(x, y);
    int oi = (int)g->openix[gi] - 1;
    if (oi < 0) {
        if (g->nopen >= MAX_OPEN) return;
        oi = g->nopen++;
        g->open[oi].x = (int8_t)x;
        g->open[oi].y = (int8_t)y;
        g->open[oi].neighbours = 0;
        g->open[oi].acc = 0xFFFF;
        g->openix[gi] = (uint16_t)(oi + 1);
    }
    OpenPos *o = &g->open[oi];
    o->neighbours++;
    o->acc = (uint16_t)((o->acc & ~(0xF << (4 * side))) | (edge_accepts[edge] << (4 * side)));
}

static void open_remove(Game *g, int x, int y)
{
    size_t gi = GIDX(x, y);
    int oi = (int)g->openix[gi] - 1;
    if (oi < 0) return;
    g->openix[gi] = 0;
    int last = --g->nopen;
    if (oi != last) {
        g->open[oi] = g->open[last];
        g->openix[GIDX(g->open[oi].x, g->open[oi].y)] = (uint16_t)(oi + 1);
    }
}

/* Puts a tile on the board and merges its features. No legality check here. */
int board_put(Game *g, int tile, int x, int y, int rot)
{
    const TileDef *t = &g->ts->tile[tile];
    /* callers checked the placement: the board has room and the position is free */
    assert(g->nplaced < GAME_MAX_PLACED && g->nseg + t->nseg <= MAX_SEGS);
    assert(g_in_bounds(x, y) && g_slot_at(g, x, y) < 0 && rot >= 0 && rot < 4);
    int slot = g->nplaced++;
    g->dkv.valid = 0; /* the donkey's view of the board is stale */
    Placed *pl = &g->placed[slot];
    pl->tile = (uint8_t)tile;
    pl->x = (int8_t)x;
    pl->y = (int8_t)y;
    pl->rot = (uint8_t)rot;
    pl->seg0 = (uint16_t)g->nseg;
    pl->nfollowers = 0;
    pl->market = -1;
    /* without marketplaces the tile's roads simply end there (RULES.md §4.7) */
    if (t->marketplace && g_on(g, WITHOUT_MARKETPLACES) && g->nmarkets < MAX_MARKETS) {
        pl->market = (int8_t)g->nmarkets;
        g->market_slot[g->nmarkets] = (uint16_t)slot;
        g->market_done[g->nmarkets] = 0;
        g->nmarkets++;
    }
    for (int i = 0; i < t->nseg; i++) {
        int id = g->nseg++;
        Seg *s = &g->seg[id];
        const TileSeg *ts = &t->seg[i];
        memset(s, 0, sizeof *s);
        s->parent = s->next = (uint16_t)id;
        s->size = 1;
        s->slot = (uint16_t)slot;
        s->idx = (uint8_t)i;
        s->kind = ts->kind;
        if (ts->kind == SEG_ROAD || ts->kind == SEG_CITY)
            s->open = (uint16_t)__builtin_popcount(ts->edges);
        s->pennants = ts->pennants;
        if (ts->kind == SEG_ROAD && ts->market && pl->market >= 0) s->markets = 1u << pl->market;
    }
    g->grid[GIDX(x, y)] = (uint16_t)(slot + 1);
    open_remove(g, x, y);

    const TileRot *tr = &g->trot[tile][rot];
    for (int d = 0; d < 4; d++) {
        int nx = x + edge_dx[d], ny = y + edge_dy[d];
        int ns = g_slot_at(g, nx, ny);
        int e = tile_edge(t, rot, d);
        if (ns < 0) {
            open_add_side(g, nx, ny, (d + 2) & 3, e);
            continue;
        }
        const Placed *np = &g->placed[ns];
        const TileDef *nt = &g->ts->tile[np->tile];
        const TileRot *ntr = &g->trot[np->tile][np->rot];
        int od = (d + 2) & 3;
        int f = tile_edge(nt, np->rot, od);
        if ((e == EDGE_ROAD && f == EDGE_ROAD) || (e == EDGE_CITY && f == EDGE_CITY)) {
            int a = pl->seg0 + tr->side_seg[d];
            int b = np->seg0 + ntr->side_seg[od];
            int r = seg_union(g, a, b);
            assert(g->seg[r].open >= 2);
            g->seg[r].open = (uint16_t)(g->seg[r].open - 2);
        } else if (e == EDGE_ROAD && f == EDGE_BUSH) {
            int r = g_find_mut(g, pl->seg0 + tr->side_seg[d]);
            assert(g->seg[r].open >= 1);
            g->seg[r].open--;
        } else if (e == EDGE_BUSH && f == EDGE_ROAD) {
            int r = g_find_mut(g, np->seg0 + ntr->side_seg[od]);
            assert(g->seg[r].open >= 1);
            g->seg[r].open--;
        }
        for (int k = 0; k < 2; k++) {
            int h = 2 * d + k;
            int oh = half_opposite(h);
            if (tr->half_seg[h] >= 0 && ntr->half_seg[oh] >= 0)
                seg_union(g, pl->seg0 + tr->half_seg[h], np->seg0 + ntr->half_seg[oh]);
        }
    }
    return slot;
}

void board_precompute(Game *g)
{
    for (int ti = 0; ti < g->ts->ntiles; ti++) {
        const TileDef *t = &g->ts->tile[ti];
        for (int r = 0; r < 4; r++) {
            TileRot *tr = &g->trot[ti][r];
            tr->onehot = 0;
            memset(tr->side_seg, -1, sizeof tr->side_seg);
            memset(tr->half_seg, -1, sizeof tr->half_seg);
            for (int d = 0; d < 4; d++)
                tr->onehot = (uint16_t)(tr->onehot | ((1u << tile_edge(t, r, d)) << (4 * d)));
            for (int i = 0; i < t->nseg; i++) {
                const TileSeg *s = &t->seg[i];
                if (s->kind == SEG_ROAD || s->kind == SEG_CITY) {
                    uint8_t m = rot_edges(s->edges, r);
                    for (int d = 0; d < 4; d++)
                        if (m & (1 << d)) tr->side_seg[d] = (int8_t)i;
                } else if (s->kind == SEG_FIELD) {
                    uint8_t m = rot_halves(s->halves, r);
                    for (int h = 0; h < 8; h++)
                        if (m & (1 << h)) tr->half_seg[h] = (int8_t)i;
                }
            }
        }
    }
}

void board_clear(Game *g)
{
    for (int i = 0; i < g->nplaced; i++) g->grid[GIDX(g->placed[i].x, g->placed[i].y)] = 0;
    for (int i = 0; i < g->nopen; i++) g->openix[GIDX(g->open[i].x, g->open[i].y)] = 0;
    g->nplaced = 0;
    g->nopen = 0;
    g->nseg = 0;
}

void g_return_figure(Game *g, int seat, int k)
{
    Figure *f = &g->fig[seat][k];
    if (f->slot == NO_SLOT) return;
    if (k < GAME_FOLLOWERS_PER_PLAYER) {
        int r = g_find_mut(g, f->seg);
        assert(g->seg[r].followers[seat] > 0 && g->placed[f->slot].nfollowers > 0);
        g->seg[r].followers[seat]--;
        g->seg[r].nfollowers--;
        g->placed[f->slot].nfollowers--;
    }
    f->slot = NO_SLOT;
    f->seg = NO_SLOT;
}
