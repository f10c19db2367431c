/* Placement previews on the bots' feature table (see ai_preview.h). */
#include "ai_preview.h"

#include <stdlib.h>
#include <string.h>

#define MAX_NODES (TILE_MAX_SEG + 24)

/* set bits of a side mask (4 bits): without -mpopcnt __builtin_popcount is a libgcc call */
static const int8_t NIBBLE_BITS[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

/* Saves a feature before it changes; returns 0 when the undo log is full (leave it alone). */
static int save(AiBoard *b, AiUndo *u, int fi)
{
    for (int k = 0; k < u->nsaved; k++)
        if (u->idx[k] == fi) return 1;
    if (u->nsaved >= AI_UNDO_MAX) return 0;
    u->idx[u->nsaved] = (int16_t)fi;
    u->saved[u->nsaved++] = b->f[fi];
    return 1;
}

static void front_remove(AiFeat *f, int x, int y)
{
    int stored = f->nfront < AI_FRONT ? f->nfront : AI_FRONT;
    for (int k = 0; k < stored; k++)
        if (f->fx[k] == x && f->fy[k] == y) {
            for (int j = k + 1; j < stored; j++) {
                f->fx[j - 1] = f->fx[j];
                f->fy[j - 1] = f->fy[j];
            }
            f->nfront--;
            return;
        }
}

typedef struct Nodes {
    int n;
    int parent[MAX_NODES];
    int feat[MAX_NODES]; /* existing feature, -1 for a segment of the new tile */
    int adj[MAX_NODES];  /* open ends closed by the placement */
} Nodes;

static int nfind(const Nodes *s, int i)
{
    while (s->parent[i] != i) i = s->parent[i];
    return i;
}

static void nunite(Nodes *s, int a, int b)
{
    a = nfind(s, a);
    b = nfind(s, b);
    if (a != b) s->parent[b] = a;
}

static int node_of(Nodes *s, int fi)
{
    for (int i = 0; i < s->n; i++)
        if (s->feat[i] == fi) return i;
    if (s->n >= MAX_NODES) return -1;
    int i = s->n++;
    s->parent[i] = i;
    s->feat[i] = fi;
    s->adj[i] = 0;
    return i;
}

void ai_preview(AiBoard *b, AiUndo *u, int tile, int x, int y, int rot)
{
    const AiTiles *t = b->t;
    const TileDef *td = &t->ts->tile[tile];
    u->nf = b->nf;
    u->nborder = b->nborder;
    u->nsaved = 0;
    int ns = b->nslot;
    b->slot_tile[ns] = (uint8_t)tile;
    b->slot_x[ns] = (int8_t)x;
    b->slot_y[ns] = (int8_t)y;
    b->slot_rot[ns] = (uint8_t)rot;
    b->slot_followers[ns] = 0;
    memset(b->fid[ns], 0xFF, sizeof b->fid[ns]);
    b->ex_on = 1;
    b->ex_tile = tile;
    b->ex_x = x;
    b->ex_y = y;
    b->ex_rot = rot;
    for (int d = 0; d < 4; d++) b->ex_fit[d] = -1;

    Nodes nd;
    nd.n = td->nseg;
    for (int i = 0; i < td->nseg; i++) {
        nd.parent[i] = i;
        nd.feat[i] = -1;
        nd.adj[i] = 0;
    }
    for (int d = 0; d < 4; d++) {
        int nb = ai_board_placed(b, x + edge_dx[d], y + edge_dy[d]);
        if (nb < 0) continue;
        int od = (d + 2) & 3, nt = b->slot_tile[nb], nr = b->slot_rot[nb];
        int e = t->edge[tile][rot][d], f = t->edge[nt][nr][od];
        if ((e == EDGE_ROAD && f == EDGE_ROAD) || (e == EDGE_CITY && f == EDGE_CITY)) {
            int a = t->side_seg[tile][rot][d];
            int k = node_of(&nd, ai_board_feature(b, nb, t->side_seg[nt][nr][od]));
            if (a >= 0 && k >= 0) {
                nunite(&nd, a, k);
                nd.adj[a] -= 2;
            }
        } else if (e == EDGE_ROAD && f == EDGE_BUSH) {
            int a = t->side_seg[tile][rot][d];
            if (a >= 0) nd.adj[a] -= 1;
        } else if (e == EDGE_BUSH && f == EDGE_ROAD) {
            int k = node_of(&nd, ai_board_feature(b, nb, t->side_seg[nt][nr][od]));
            if (k >= 0) nd.adj[k] -= 1;
        }
        for (int kk = 0; kk < 2; kk++) {
            int h = 2 * d + kk;
            int a = t->half_seg[tile][rot][h], c = t->half_seg[nt][nr][half_opposite(h)];
            if (a < 0 || c < 0) continue;
            int k = node_of(&nd, ai_board_feature(b, nb, c));
            if (k >= 0) nunite(&nd, a, k);
        }
    }

    /* one new feature per group; every node's group found once */
    int gid[MAX_NODES], has_new[MAX_NODES], root[MAX_NODES];
    for (int i = 0; i < nd.n; i++) root[i] = nfind(&nd, i);
    for (int i = 0; i < nd.n; i++) gid[i] = -1, has_new[i] = 0;
    for (int i = 0; i < nd.n; i++) {
        int r = root[i];
        if (gid[r] < 0) {
            if (b->nf >= AI_MAX_FEAT) {
                ai_preview_undo(b, u);
                return;
            }
            gid[r] = b->nf++;
            AiFeat *g = &b->f[gid[r]];
            memset(g, 0, sizeof *g);
            g->redirect = -1;
            g->kind = i < td->nseg ? td->seg[i].kind : b->f[nd.feat[i]].kind;
        }
        if (i < td->nseg) has_new[r] = 1;
    }
    for (int i = 0; i < nd.n; i++) {
        int r = root[i];
        AiFeat *g = &b->f[gid[r]];
        g->open = (int16_t)(g->open + nd.adj[i]);
        if (i < td->nseg) {
            const TileSeg *sg = &td->seg[i];
            g->pennants = (int16_t)(g->pennants + sg->pennants);
            if (sg->kind == SEG_ROAD || sg->kind == SEG_CITY) {
                uint8_t m = rot_edges(sg->edges, rot);
                g->open = (int16_t)(g->open + NIBBLE_BITS[m & 0xF]);
                for (int d = 0; d < 4; d++)
                    if ((m & (1 << d)) && ai_board_slot(b, x + edge_dx[d], y + edge_dy[d]) < 0)
                        ai_feat_front_add(g, x + edge_dx[d], y + edge_dy[d]);
                if (sg->kind == SEG_ROAD && sg->market && td->marketplace && b->markets)
                    g->market = 1;
            } else if (sg->kind == SEG_FIELD) {
                for (int c = 0; c < FLOWER_COUNT; c++)
                    g->flowers[c] = (uint8_t)(g->flowers[c] + sg->flowers[c]);
            }
            continue;
        }
        const AiFeat *e = &b->f[nd.feat[i]];
        g->tiles = (int16_t)(g->tiles + e->tiles);
        g->open = (int16_t)(g->open + e->open);
        g->pennants = (int16_t)(g->pennants + e->pennants);
        g->market |= e->market;
        g->donkey |= e->donkey;
        g->scored |= e->scored;
        for (int p = 0; p < b->np; p++)
            g->followers[p] = (uint8_t)(g->followers[p] + e->followers[p]);
        g->nfollowers = (uint8_t)(g->nfollowers + e->nfollowers);
        for (int c = 0; c < FLOWER_COUNT; c++)
            g->flowers[c] = (uint8_t)(g->flowers[c] + e->flowers[c]);
        int stored = e->nfront < AI_FRONT ? e->nfront : AI_FRONT;
        for (int k = 0; k < stored; k++)
            if (e->fx[k] != x || e->fy[k] != y) ai_feat_front_add(g, e->fx[k], e->fy[k]);
        g->nfront = (int16_t)(g->nfront + (e->nfront - stored));
    }
    for (int i = 0; i < nd.n; i++) {
        if (root[i] != i) continue;
        AiFeat *g = &b->f[gid[i]];
        if (has_new[i]) {
            g->tiles++;
            if (g->kind == SEG_ROAD || g->kind == SEG_CITY)
                for (int c = 0; c < FLOWER_COUNT; c++)
                    g->flowers[c] = (uint8_t)(g->flowers[c] + td->flowers[c]);
        }
        if (g->kind == SEG_MONASTERY) {
            for (int c = 0; c < FLOWER_COUNT; c++) g->flowers[c] = td->flowers[c];
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    if (!dx && !dy) continue;
                    if (ai_board_slot(b, x + dx, y + dy) >= 0)
                        g->nb++;
                    else
                        ai_feat_front_add(g, x + dx, y + dy);
                }
            g->complete = g->nb == 8;
        } else if (g->kind == SEG_ROAD || g->kind == SEG_CITY) {
            if (g->open < 0) g->open = 0;
            g->complete = g->open == 0 && !g->market;
        }
        if (g->kind == SEG_FIELD) {
            g->border_first = (int16_t)b->nborder;
            for (int j = 0; j < nd.n; j++) {
                if (root[j] != i) continue;
                if (j < td->nseg) {
                    for (int c = 0; c < td->nseg; c++)
                        if ((td->seg[j].borders & (1u << c)) && b->nborder < AI_MAX_BORDER)
                            b->border[b->nborder++] = (int16_t)gid[root[c]];
                } else {
                    const AiFeat *e = &b->f[nd.feat[j]];
                    for (int k = 0; k < e->nborder && b->nborder < AI_MAX_BORDER; k++)
                        b->border[b->nborder++] = b->border[e->border_first + k];
                }
            }
            g->nborder = (int16_t)(b->nborder - g->border_first);
        }
    }
    /* the merged features now live on in their groups */
    for (int i = td->nseg; i < nd.n; i++)
        if (save(b, u, nd.feat[i])) b->f[nd.feat[i]].redirect = (int16_t)gid[root[i]];
    for (int i = 0; i < td->nseg; i++) b->fid[ns][i] = (int16_t)gid[root[i]];

    /* monasteries around the tile gain a neighbour */
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            if (!dx && !dy) continue;
            int s = ai_board_placed(b, x + dx, y + dy);
            if (s < 0) continue;
            const TileDef *mt = &t->ts->tile[b->slot_tile[s]];
            if (!mt->monastery) continue;
            for (int i = 0; i < mt->nseg; i++) {
                if (mt->seg[i].kind != SEG_MONASTERY) continue;
                int fi = ai_board_feature(b, s, i);
                if (fi < 0 || !save(b, u, fi)) continue;
                AiFeat *m = &b->f[fi];
                m->nb++;
                front_remove(m, x, y);
                if (m->nb == 8) m->complete = 1;
            }
        }
    /* completion chances that depend on the cells around the tile */
    static const int CX[5] = {0, 0, 1, 0, -1}, CY[5] = {0, -1, 0, 1, 0};
    for (int k = 0; k < 5; k++) {
        int c = ai_cell(x + CX[k], y + CY[k]);
        if (c < 0) continue;
        for (int l = b->cell_head[c]; l >= 0; l = b->link_next[l]) {
            int fi = b->link_feat[l];
            const AiFeat *f = &b->f[fi];
            if (f->redirect >= 0 || f->complete || f->scored) continue;
            save(b, u, fi);
        }
    }
    /* every feature saved and not merged away is one of those or a monastery around the
     * tile: each re-weighed once, however many of the five cells it touches */
    for (int k = 0; k < u->nsaved; k++)
        if (b->f[u->idx[k]].redirect < 0) ai_feat_update(b, &b->f[u->idx[k]]);
    for (int fi = u->nf; fi < b->nf; fi++) ai_feat_update(b, &b->f[fi]);
}

void ai_preview_undo(AiBoard *b, const AiUndo *u)
{
    for (int k = u->nsaved - 1; k >= 0; k--) b->f[u->idx[k]] = u->saved[k];
    b->nf = u->nf;
    b->nborder = u->nborder;
    b->ex_on = 0;
}

void ai_preview_eval(AiBoard *b, const AiUndo *u, double *v)
{
    int np = b->np;
    for (int p = 0; p < np; p++) {
        v[p] = b->base_v[p];
        if (b->mill_on[p] && abs(b->mill_x[p] - b->ex_x) + abs(b->mill_y[p] - b->ex_y) <= 3)
            v[p] += ai_mill_value(b, p, b->mill_x[p], b->mill_y[p]) - b->mill_v[p];
    }
    uint32_t now = ++b->stamp_now;
    if (now == 0) {
        memset(b->stamp, 0, sizeof b->stamp);
        now = b->stamp_now = 1;
    }
    for (int k = 0; k < u->nsaved; k++) {
        int fi = u->idx[k];
        b->stamp[fi] = now;
        for (int p = 0; p < np; p++) v[p] -= b->fval[fi][p];
        ai_feat_value(b, &b->f[fi], -1, 0, -1, v);
    }
    for (int fi = u->nf; fi < b->nf; fi++) ai_feat_value(b, &b->f[fi], -1, 0, -1, v);
    /* fields bordering a city that changed */
    for (int k = 0; k < u->nsaved; k++) {
        int c = u->idx[k];
        if (u->saved[k].kind != SEG_CITY) continue;
        for (int j = 0; j < b->rev_n[c]; j++) {
            int fi = b->rev[b->rev_first[c] + j];
            if (b->stamp[fi] == now) continue;
            b->stamp[fi] = now;
            for (int p = 0; p < np; p++) v[p] -= b->fval[fi][p];
            ai_feat_value(b, &b->f[fi], -1, 0, -1, v);
        }
    }
}
