/* Scoring: completed features during the game, marketplace networks, windmills, and the
 * final scoring. Every point goes through ev_item so the events explain every total. */
#include "game_internal.h"

#include <stdlib.h>
#include <string.h>

/* Positions of a feature into the current event; returns the distinct tile count. */
static int ev_feature_tiles(Game *g, int root)
{
    uint8_t seen[GAME_MAX_PLACED] = {0};
    Pos pos[GAME_MAX_PLACED];
    int n = g_feature_tiles(g, root, seen, pos, GAME_MAX_PLACED);
    for (int i = 0; i < n; i++) ev_pos(g, pos[i].x, pos[i].y);
    return n;
}

/* Flower groups of a colour on the distinct tiles of a feature. */
static int feature_flowers(const Game *g, int root, int colour)
{
    uint8_t seen[GAME_MAX_PLACED] = {0};
    int n = 0, s = root;
    do {
        int slot = g->seg[s].slot;
        if (!seen[slot]) {
            seen[slot] = 1;
            n += g_tile_flowers(g, slot, colour);
        }
        s = g->seg[s].next;
    } while (s != root);
    return n;
}

static void return_followers_on(Game *g, int root)
{
    for (int p = 0; p < g->setup.nplayers; p++)
        for (int k = 0; k < GAME_FOLLOWERS_PER_PLAYER; k++) {
            Figure *f = &g->fig[p][k];
            if (f->slot != NO_SLOT && g_find(g, f->seg) == root) g_return_figure(g, p, k);
        }
}

static void flower_items(Game *g, int root, int final)
{
    if (!g_on(g, WITHOUT_FLOWERS)) return;
    const Seg *r = &g->seg[root];
    for (int p = 0; p < g->setup.nplayers; p++) {
        if (!r->followers[p]) continue;
        int n = r->kind == SEG_MONASTERY ? g_tile_flowers(g, r->slot, g->setup.flower[p])
                                         : feature_flowers(g, root, g->setup.flower[p]);
        if (n) ev_item(g, p, CAT_FLOWERS, ITEM_FLOWERS, n, 3, 3 * n, final);
    }
}

static int majority(const Seg *r, int nplayers, int *winners)
{
    int best = 0, n = 0;
    for (int p = 0; p < nplayers; p++)
        if (r->followers[p] > best) best = r->followers[p];
    if (!best) return 0;
    for (int p = 0; p < nplayers; p++)
        if (r->followers[p] == best) winners[n++] = p;
    return n;
}

static int monastery_neighbours(const Game *g, int slot)
{
    int n = 0, x = g->placed[slot].x, y = g->placed[slot].y;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if ((dx || dy) && g_slot_at(g, x + dx, y + dy) >= 0) n++;
    return n;
}

/* Scores a road, city or monastery (complete now, or incomplete at the end). */
static void score_feature(Game *g, int root, int complete, int final)
{
    Seg *r = &g->seg[root];
    r->scored = 1;
    if (!r->nfollowers) return;
    int kind = r->kind == SEG_ROAD ? EV_ROAD : r->kind == SEG_CITY ? EV_CITY : EV_MONASTERY;
    if (ev_begin(g, kind, complete, final, r->slot, r->idx) < 0) {
        /* keep the totals right even without an event record */
    }
    int winners[GAME_MAX_PLAYERS];
    int nw = majority(r, g->setup.nplayers, winners);
    if (r->kind == SEG_MONASTERY) {
        int x = g->placed[r->slot].x, y = g->placed[r->slot].y;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++)
                if (g_slot_at(g, x + dx, y + dy) >= 0) ev_pos(g, x + dx, y + dy);
        int n = complete ? 9 : 1 + monastery_neighbours(g, r->slot);
        for (int i = 0; i < nw; i++)
            ev_item(g, winners[i], CAT_MONASTERIES, ITEM_TILES, n, 1, n, final);
    } else {
        int tiles = ev_feature_tiles(g, root);
        int cat = r->kind == SEG_ROAD ? CAT_ROADS : CAT_CITIES;
        int per = (r->kind == SEG_CITY && complete) ? 2 : 1;
        for (int i = 0; i < nw; i++) {
            ev_item(g, winners[i], cat, ITEM_TILES, tiles, per, tiles * per, final);
            if (r->kind == SEG_CITY && r->pennants)
                ev_item(g, winners[i], cat, ITEM_PENNANTS, r->pennants, per, r->pennants * per,
                        final);
        }
    }
    flower_items(g, root, final);
    if (!final) return_followers_on(g, root);
}

int score_network_complete(const Game *g, int m)
{
    const Placed *mp = &g->placed[g->market_slot[m]];
    const TileDef *mt = &g->ts->tile[mp->tile];
    for (int s = 0; s < mt->nseg; s++)
        if (mt->seg[s].kind == SEG_ROAD && mt->seg[s].market &&
            g->seg[g_find(g, mp->seg0 + s)].open != 0)
            return 0;
    return 1;
}

/* The distinct roads (roots) of network m. */
static int network_roads(const Game *g, int m, int *roads)
{
    const Placed *mp = &g->placed[g->market_slot[m]];
    const TileDef *mt = &g->ts->tile[mp->tile];
    int n = 0;
    for (int s = 0; s < mt->nseg; s++) {
        if (mt->seg[s].kind != SEG_ROAD || !mt->seg[s].market) continue;
        int r = g_find(g, mp->seg0 + s);
        int dup = 0;
        for (int i = 0; i < n; i++) dup |= roads[i] == r;
        if (!dup) roads[n++] = r;
    }
    return n;
}

static int road_scorable(const Game *g, int root)
{
    const Seg *r = &g->seg[root];
    if (r->open != 0) return 0;
    for (int m = 0; m < g->nmarkets; m++)
        if ((r->markets & (1u << m)) && !g->market_done[m]) return 0;
    return 1;
}

typedef struct Bonus {
    int market;
    int nroads;
    int roads[TILE_MAX_SEG];
    int tiles[TILE_MAX_SEG];
    uint8_t followers[TILE_MAX_SEG][GAME_MAX_PLAYERS];
} Bonus;

static void add_unique(int *a, int *n, int v, int max)
{
    for (int i = 0; i < *n; i++)
        if (a[i] == v) return;
    if (*n < max) a[(*n)++] = v;
}

static void windmill_score(Game *g, int p, int final)
{
    Figure *f = &g->fig[p][GAME_FOLLOWERS_PER_PLAYER];
    int x = g->placed[f->slot].x, y = g->placed[f->slot].y;
    static const int OX[9] = {0, 0, 0, 0, 0, -2, -1, 1, 2};
    static const int OY[9] = {0, -2, -1, 1, 2, 0, 0, 0, 0};
    int present = 0, flowers = 0;
    int colour = g->setup.flower[p];
    for (int i = 0; i < 9; i++) {
        int s = g_slot_at(g, x + OX[i], y + OY[i]);
        if (s < 0) continue;
        present++;
        if (g_on(g, WITHOUT_FLOWERS)) flowers += g_tile_flowers(g, s, colour);
    }
    if (!final && present < 9) return;
    ev_begin(g, EV_WINDMILL, present == 9, final, f->slot, g->seg[f->seg].idx);
    for (int i = 0; i < 9; i++)
        if (g_slot_at(g, x + OX[i], y + OY[i]) >= 0) ev_pos(g, x + OX[i], y + OY[i]);
    int pts = present == 9 && !final ? 9 : present;
    ev_item(g, p, CAT_WINDMILLS, ITEM_TILES, present, 1, pts, final);
    if (flowers) ev_item(g, p, CAT_FLOWERS, ITEM_FLOWERS, flowers, 3, 3 * flowers, final);
    if (!final) g_return_figure(g, p, GAME_FOLLOWERS_PER_PLAYER);
}

void score_turn(Game *g, int slot)
{
    const Placed *pl = &g->placed[slot];
    const TileDef *t = &g->ts->tile[pl->tile];
    int cand[64], nc = 0;
    for (int i = 0; i < t->nseg; i++)
        if (t->seg[i].kind == SEG_ROAD || t->seg[i].kind == SEG_CITY)
            add_unique(cand, &nc, g_find(g, pl->seg0 + i), 64);
    /* roads of neighbours closed by a bush of this tile */
    for (int d = 0; d < 4; d++) {
        if (tile_edge(t, pl->rot, d) != EDGE_BUSH) continue;
        int ns = g_slot_at(g, pl->x + edge_dx[d], pl->y + edge_dy[d]);
        if (ns < 0) continue;
        const Placed *np = &g->placed[ns];
        int si = g->trot[np->tile][np->rot].side_seg[(d + 2) & 3];
        if (si >= 0 && tile_edge(&g->ts->tile[np->tile], np->rot, (d + 2) & 3) == EDGE_ROAD)
            add_unique(cand, &nc, g_find(g, np->seg0 + si), 64);
    }
    /* marketplace networks completed now */
    uint32_t check = 0;
    for (int i = 0; i < nc; i++)
        if (g->seg[cand[i]].kind == SEG_ROAD && g->seg[cand[i]].open == 0)
            check |= g->seg[cand[i]].markets;
    Bonus bonus[8];
    int nb = 0;
    for (int m = 0; m < g->nmarkets; m++) {
        if (!(check & (1u << m)) || g->market_done[m] || !score_network_complete(g, m)) continue;
        g->market_done[m] = 1;
        if (nb < 8) {
            Bonus *b = &bonus[nb++];
            b->market = m;
            b->nroads = network_roads(g, m, b->roads);
            for (int i = 0; i < b->nroads; i++) {
                uint8_t seen[GAME_MAX_PLACED] = {0};
                b->tiles[i] = g_feature_tiles(g, b->roads[i], seen, NULL, 0);
                memcpy(b->followers[i], g->seg[b->roads[i]].followers, GAME_MAX_PLAYERS);
                add_unique(cand, &nc, b->roads[i], 64);
            }
        }
    }
    /* completed roads and cities */
    for (int i = 0; i < nc; i++) {
        int r = cand[i];
        const Seg *s = &g->seg[r];
        if (s->scored) continue;
        if (s->kind == SEG_CITY && s->open == 0)
            score_feature(g, r, 1, 0);
        else if (s->kind == SEG_ROAD && road_scorable(g, r))
            score_feature(g, r, 1, 0);
    }
    /* monasteries around the tile */
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int s = g_slot_at(g, pl->x + dx, pl->y + dy);
            if (s < 0) continue;
            const Placed *mp = &g->placed[s];
            const TileDef *mt = &g->ts->tile[mp->tile];
            if (!mt->monastery) continue;
            for (int i = 0; i < mt->nseg; i++) {
                if (mt->seg[i].kind != SEG_MONASTERY) continue;
                int r = mp->seg0 + i;
                if (!g->seg[r].scored && monastery_neighbours(g, s) == 8) score_feature(g, r, 1, 0);
            }
        }
    /* marketplace network bonuses, with the followers as they stood before returning */
    for (int bi = 0; bi < nb; bi++) {
        Bonus *b = &bonus[bi];
        int total = 0;
        for (int i = 0; i < b->nroads; i++) total += b->tiles[i];
        int any = 0;
        for (int i = 0; i < b->nroads; i++)
            for (int p = 0; p < g->setup.nplayers; p++) any |= b->followers[i][p] != 0;
        if (!any) continue;
        int ms = g->market_slot[b->market];
        ev_begin(g, EV_MARKET_BONUS, 1, 0, ms, -1);
        uint8_t seen[GAME_MAX_PLACED] = {0};
        for (int i = 0; i < b->nroads; i++) {
            Pos pos[GAME_MAX_PLACED];
            int n = g_feature_tiles(g, b->roads[i], seen, pos, GAME_MAX_PLACED);
            for (int k = 0; k < n; k++) {
                int dup = 0;
                const ScoreEvent *e = &g->ev[g->nev - 1];
                for (int j = 0; j < e->pos_count; j++)
                    dup |= g->evpos[e->pos_first + j].x == pos[k].x &&
                           g->evpos[e->pos_first + j].y == pos[k].y;
                if (!dup) ev_pos(g, pos[k].x, pos[k].y);
            }
        }
        for (int i = 0; i < b->nroads; i++)
            for (int p = 0; p < g->setup.nplayers; p++)
                if (b->followers[i][p]) {
                    int others = total - b->tiles[i];
                    ev_item(g, p, CAT_MARKETPLACE, ITEM_NETWORK_TILES, others, 1, others, 0);
                }
    }
    /* windmills whose range this tile completes */
    if (g_on(g, WITHOUT_WINDMILLS))
        for (int p = 0; p < g->setup.nplayers; p++) {
            const Figure *f = &g->fig[p][GAME_FOLLOWERS_PER_PLAYER];
            if (f->slot == NO_SLOT) continue;
            int dx = g->placed[f->slot].x - pl->x, dy = g->placed[f->slot].y - pl->y;
            if ((dx == 0 && abs(dy) <= 2) || (dy == 0 && abs(dx) <= 2)) windmill_score(g, p, 0);
        }
}

void score_final(Game *g)
{
    int order[3] = {SEG_ROAD, SEG_CITY, SEG_MONASTERY};
    for (int k = 0; k < 3; k++)
        for (int s = 0; s < g->nseg; s++) {
            if (g->seg[s].kind != order[k] || g_find(g, s) != s) continue;
            if (g->seg[s].scored || !g->seg[s].nfollowers) continue;
            score_feature(g, s, 0, 1);
        }
    /* fields: 3 per completed city bordering, majority; flowers for every farmer's owner */
    for (int s = 0; s < g->nseg; s++) {
        if (g->seg[s].kind != SEG_FIELD || g_find(g, s) != s || !g->seg[s].nfollowers) continue;
        Seg *r = &g->seg[s];
        int cities[MAX_SEGS / 4], ncity = 0;
        int flowers[FLOWER_COUNT] = {0};
        int m = s;
        do {
            const Seg *ms = &g->seg[m];
            const Placed *mp = &g->placed[ms->slot];
            const TileSeg *ts = &g->ts->tile[mp->tile].seg[ms->idx];
            for (int c = 0; c < FLOWER_COUNT; c++) flowers[c] += ts->flowers[c];
            for (int i = 0; i < TILE_MAX_SEG; i++) {
                if (!(ts->borders & (1u << i))) continue;
                int cr = g_find(g, mp->seg0 + i);
                if (g->seg[cr].open == 0) add_unique(cities, &ncity, cr, MAX_SEGS / 4);
            }
            m = ms->next;
        } while (m != s);
        r->scored = 1;
        ev_begin(g, EV_FIELD, 0, 1, r->slot, r->idx);
        ev_feature_tiles(g, s);
        int winners[GAME_MAX_PLAYERS];
        int nw = majority(r, g->setup.nplayers, winners);
        for (int i = 0; i < nw; i++)
            ev_item(g, winners[i], CAT_FIELDS, ITEM_CITIES, ncity, 3, 3 * ncity, 1);
        if (g_on(g, WITHOUT_FLOWERS))
            for (int p = 0; p < g->setup.nplayers; p++) {
                int n = flowers[g->setup.flower[p]];
                if (r->followers[p] && n) ev_item(g, p, CAT_FLOWERS, ITEM_FLOWERS, n, 3, 3 * n, 1);
            }
    }
    if (g_on(g, WITHOUT_WINDMILLS))
        for (int p = 0; p < g->setup.nplayers; p++)
            if (g->fig[p][GAME_FOLLOWERS_PER_PLAYER].slot != NO_SLOT) windmill_score(g, p, 1);
}
