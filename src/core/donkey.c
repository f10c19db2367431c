/* The donkey (RULES.md §4.5): a placement may not complete a feature the donkey stands on.
 * donkey_blocks simulates one placement; the context marks, once per board, which open
 * positions could be blocked at all so most candidates skip the simulation. */
#include "game_internal.h"

#include "i18n.h" /* N_ only: the sentences are translated where they are shown */

#include <stdlib.h>
#include <string.h>

/* ---------- donkey: would this placement complete a feature on the donkey's tile? ---------- */

typedef struct SimNode {
    int root; /* old root, or -1 for a new segment */
    int parent;
    int open;
    uint32_t markets;
    int donkey; /* holds a segment on the donkey's tile */
} SimNode;

static int sim_find(SimNode *n, int i)
{
    while (n[i].parent != i) i = n[i].parent;
    return i;
}

static int sim_node_for_root(SimNode *n, int *nn, const Game *g, int root, const uint8_t *dmark)
{
    for (int i = 0; i < *nn; i++)
        if (n[i].root == root) return i;
    int i = (*nn)++;
    n[i].root = root;
    n[i].parent = i;
    n[i].open = g->seg[root].open;
    n[i].markets = g->seg[root].markets;
    n[i].donkey = dmark[root];
    return i;
}

static void sim_union(SimNode *n, int a, int b)
{
    a = sim_find(n, a);
    b = sim_find(n, b);
    if (a == b) return;
    n[b].parent = a;
    n[a].open += n[b].open;
    n[a].markets |= n[b].markets;
    n[a].donkey |= n[b].donkey;
}

/* Marks (in dmark, indexed by root) the roots of road/city segments on the donkey's tile. */
void donkey_roots(const Game *g, uint8_t *dmark, int *roots, int *nroots)
{
    *nroots = 0;
    if (g->donkey < 0) return;
    const Placed *pl = &g->placed[g->donkey];
    const TileDef *t = &g->ts->tile[pl->tile];
    for (int i = 0; i < t->nseg; i++) {
        if (t->seg[i].kind != SEG_ROAD && t->seg[i].kind != SEG_CITY) continue;
        int r = g_find(g, pl->seg0 + i);
        if (!dmark[r]) {
            dmark[r] = 1;
            roots[(*nroots)++] = r;
        }
    }
}

/* Whether the road root r is closed after the simulated placement. */
static int sim_closed(const SimNode *n, int nn, const Game *g, int r)
{
    for (int i = 0; i < nn; i++)
        if (n[i].root == r) {
            int k = i;
            while (n[k].parent != k) k = n[k].parent;
            return n[k].open == 0;
        }
    return g->seg[r].open == 0;
}

static int sim_donkey(const SimNode *n, int nn, const uint8_t *dmark, int r)
{
    for (int i = 0; i < nn; i++)
        if (n[i].root == r) {
            int k = i;
            while (n[k].parent != k) k = n[k].parent;
            return n[k].donkey;
        }
    return dmark[r];
}

/* Returns a sentence when the placement would complete a feature the donkey blocks. */
const char *donkey_blocks(const Game *g, const Placement *p, const uint8_t *dmark)
{
    const TileDef *t = &g->ts->tile[p->tile];
    const TileRot *tr = &g->trot[p->tile][p->rot];
    const Placed *dk = &g->placed[g->donkey];

    /* a monastery on the donkey's tile that this placement would surround */
    if (g->ts->tile[dk->tile].monastery && abs(p->x - dk->x) <= 1 && abs(p->y - dk->y) <= 1) {
        int filled = 0;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++)
                if (g_slot_at(g, dk->x + dx, dk->y + dy) >= 0) filled++;
        if (filled == 8) return N_("it would surround the monastery the donkey stands on");
    }

    SimNode n[TILE_MAX_SEG + 8];
    int nn = 0;
    int local[TILE_MAX_SEG];
    for (int i = 0; i < t->nseg; i++) {
        local[i] = -1;
        const TileSeg *s = &t->seg[i];
        if (s->kind != SEG_ROAD && s->kind != SEG_CITY) continue;
        local[i] = nn;
        n[nn].root = -1;
        n[nn].parent = nn;
        n[nn].open = __builtin_popcount(s->edges);
        n[nn].markets = (s->kind == SEG_ROAD && s->market && g_on(g, WITHOUT_MARKETPLACES))
                            ? 1u << g->nmarkets
                            : 0;
        n[nn].donkey = 0;
        nn++;
    }
    for (int d = 0; d < 4; d++) {
        int ns = g_slot_at(g, p->x + edge_dx[d], p->y + edge_dy[d]);
        if (ns < 0) continue;
        const Placed *np = &g->placed[ns];
        int od = (d + 2) & 3;
        int e = tile_edge(t, p->rot, d);
        int f = tile_edge(&g->ts->tile[np->tile], np->rot, od);
        const TileRot *ntr = &g->trot[np->tile][np->rot];
        if ((e == EDGE_ROAD && f == EDGE_ROAD) || (e == EDGE_CITY && f == EDGE_CITY)) {
            int r = g_find(g, np->seg0 + ntr->side_seg[od]);
            int a = local[tr->side_seg[d]];
            int b = sim_node_for_root(n, &nn, g, r, dmark);
            sim_union(n, a, b);
            n[sim_find(n, a)].open -= 2;
        } else if (e == EDGE_ROAD && f == EDGE_BUSH) {
            n[sim_find(n, local[tr->side_seg[d]])].open -= 1;
        } else if (e == EDGE_BUSH && f == EDGE_ROAD) {
            int r = g_find(g, np->seg0 + ntr->side_seg[od]);
            int b = sim_node_for_root(n, &nn, g, r, dmark);
            n[sim_find(n, b)].open -= 1;
        }
    }
    /* features closed by the placement */
    uint32_t markets_to_check = 0;
    for (int i = 0; i < nn; i++) {
        if (n[i].parent != i || n[i].open != 0) continue;
        /* the group's kind: any member tells */
        int kind = -1;
        for (int j = 0; j < nn; j++)
            if (sim_find(n, j) == i) {
                kind = n[j].root >= 0 ? g->seg[n[j].root].kind : -2;
                if (kind == -2) {
                    for (int s = 0; s < t->nseg; s++)
                        if (local[s] == j) kind = t->seg[s].kind;
                }
                break;
            }
        if (kind == SEG_ROAD && n[i].markets) {
            markets_to_check |= n[i].markets;
            continue;
        }
        if (n[i].donkey)
            return kind == SEG_CITY ? N_("it would complete a city the donkey stands on")
                                    : N_("it would complete a road the donkey stands on");
    }
    /* marketplace networks completed by the placement */
    for (int m = 0; m <= g->nmarkets && m < MAX_MARKETS + 1; m++) {
        if (!(markets_to_check & (1u << m))) continue;
        if (m < g->nmarkets && g->market_done[m]) continue;
        int complete = 1, on_donkey = 0;
        if (m == g->nmarkets) {
            /* the placed tile's own marketplace */
            for (int s = 0; s < t->nseg; s++) {
                if (t->seg[s].kind != SEG_ROAD || !t->seg[s].market) continue;
                int k = sim_find(n, local[s]);
                if (n[k].open != 0) complete = 0;
                on_donkey |= n[k].donkey;
                /* other markets on the same roads are checked by their own bits */
            }
        } else {
            const Placed *mp = &g->placed[g->market_slot[m]];
            const TileDef *mt = &g->ts->tile[mp->tile];
            for (int s = 0; s < mt->nseg; s++) {
                if (mt->seg[s].kind != SEG_ROAD || !mt->seg[s].market) continue;
                int r = g_find(g, mp->seg0 + s);
                if (!sim_closed(n, nn, g, r)) complete = 0;
                on_donkey |= sim_donkey(n, nn, dmark, r);
            }
        }
        if (complete && on_donkey)
            return N_("it would complete a marketplace network the donkey stands on");
    }
    return NULL;
}

void donkey_view_compute(const Game *g, DonkeyView *v)
{
    static _Thread_local uint8_t ext[MAX_SEGS];
    memset(v, 0, sizeof *v);
    v->valid = 1;
    if (g->donkey < 0) return;
    int roots[TILE_MAX_SEG], nr;
    uint8_t *mark = ext; /* donkey_roots marks its roots; they belong in ext too */
    donkey_roots(g, mark, roots, &nr);
    int ext_list[64], next = 0;
    uint32_t markets = 0;
    for (int i = 0; i < nr; i++) {
        v->roots[i] = (uint16_t)roots[i];
        ext_list[next++] = roots[i];
        markets |= g->seg[roots[i]].markets;
    }
    v->nroots = (uint8_t)nr;
    /* roads of networks that hold a donkey road: closing them may complete that network */
    for (int m = 0; m < g->nmarkets; m++) {
        if (!(markets & (1u << m))) continue;
        const Placed *mp = &g->placed[g->market_slot[m]];
        const TileDef *mt = &g->ts->tile[mp->tile];
        for (int s = 0; s < mt->nseg; s++) {
            if (mt->seg[s].kind != SEG_ROAD || !mt->seg[s].market) continue;
            int r = g_find(g, mp->seg0 + s);
            if (!ext[r] && next < (int)(sizeof ext_list / sizeof ext_list[0])) {
                ext[r] = 1;
                ext_list[next++] = r;
            }
        }
    }
    /* open positions next to an open edge of those features, or around a donkey monastery */
    for (int i = 0; i < next; i++) {
        int s = ext_list[i], m = s;
        do {
            const Seg *ms = &g->seg[m];
            const Placed *pl = &g->placed[ms->slot];
            uint8_t edges = rot_edges(g->ts->tile[pl->tile].seg[ms->idx].edges, pl->rot);
            for (int d = 0; d < 4; d++) {
                if (!(edges & (1 << d))) continue;
                int nx = pl->x + edge_dx[d], ny = pl->y + edge_dy[d];
                if (!g_in_bounds(nx, ny)) continue;
                int oi = (int)g->openix[GIDX(nx, ny)] - 1;
                if (oi >= 0) v->near[oi >> 3] |= (uint8_t)(1u << (oi & 7));
            }
            m = ms->next;
        } while (m != s);
    }
    if (g->ts->tile[g->placed[g->donkey].tile].monastery) {
        const Placed *dk = &g->placed[g->donkey];
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                if (!g_in_bounds(dk->x + dx, dk->y + dy)) continue;
                int oi = (int)g->openix[GIDX(dk->x + dx, dk->y + dy)] - 1;
                if (oi >= 0) v->near[oi >> 3] |= (uint8_t)(1u << (oi & 7));
            }
    }
    /* leave the scratch all zero for the next call */
    for (int i = 0; i < next; i++) ext[ext_list[i]] = 0;
}

const DonkeyView *donkey_view(const Game *g, DonkeyView *scratch)
{
    if (g->dkv.valid) return &g->dkv;
    donkey_view_compute(g, scratch);
    return scratch;
}

void donkey_view_mark(const DonkeyView *v, uint8_t *mark, uint8_t on)
{
    for (int i = 0; i < v->nroots; i++) mark[v->roots[i]] = on;
}
