/* The bots' reading of a position and its evaluation (see ai_board.h). */
#include "ai_board.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void ai_params_default(AiParams *w)
{
    w->beta = 0.02;
    w->beta_area = 0.1;
    w->front_decay = 0.12;
    w->donkey_block = 0.3;
    w->city_growth = 0;
    w->road_growth = 0;
    w->follower = 3.0;
    w->follower_decay = 0.8;
    w->follower_horizon = 25.0;
    w->return_share = 0.7;
    w->field_city = 0.6;
    w->windmill_supply = 10.0;
    w->free_fill = 0.6;
    w->market_closed = 0.6;
    w->contest = 0.15;
    w->field_open = 0;
}

void ai_params_hard(AiParams *w)
{
    ai_params_default(w);
    /* Tuned in Easy-against-Easy matches (docs/bots.md, "Hard's evaluation"): first beta_area alone
     * (0.1 to 0.025: 58.9% and 59.1% of 4,000 games against the first weights), then all
     * thirteen non-zero weights together by SPSA (215 steps of 400 games, Easy with the
     * weights pushed one way against Easy with them pushed the other), rounded */
    w->beta_area = 0.013;
    w->front_decay = 0.13;
    w->donkey_block = 0.5;
    w->follower = 4.6;
    w->follower_decay = 0.75;
    w->follower_horizon = 8;
    w->return_share = 0.8;
    w->field_city = 0.92;
    w->windmill_supply = 5.7;
    w->free_fill = 0.4;
}

/* Whether turning tile d by k quarters gives the same tile: the same edges, its segments
 * matched one to one (the same kind and contents on the turned sides and half-sides), the
 * fields bordering the matched cities. */
static int turn_keeps(const TileDef *d, int k)
{
    int to[TILE_MAX_SEG];
    for (int side = 0; side < 4; side++)
        if (tile_edge(d, k, side) != d->edge[side]) return 0; /* a bush is no field edge */
    for (int i = 0; i < d->nseg; i++) {
        const TileSeg *a = &d->seg[i];
        to[i] = -1;
        for (int j = 0; j < d->nseg && to[i] < 0; j++) {
            const TileSeg *c = &d->seg[j];
            if (a->kind != c->kind || rot_edges(a->edges, k) != c->edges ||
                rot_halves(a->halves, k) != c->halves || a->inner != c->inner ||
                a->pennants != c->pennants || a->market != c->market ||
                memcmp(a->flowers, c->flowers, sizeof a->flowers) != 0)
                continue;
            int taken = 0;
            for (int q = 0; q < i; q++) taken |= to[q] == j;
            if (!taken) to[i] = j;
        }
        if (to[i] < 0) return 0;
    }
    for (int i = 0; i < d->nseg; i++) {
        unsigned m = 0;
        for (int j = 0; j < d->nseg; j++)
            if (d->seg[i].borders >> j & 1) m |= 1u << to[j];
        if (m != d->seg[to[i]].borders) return 0;
    }
    return 1;
}

void ai_tiles_init(AiTiles *t, const Tileset *ts)
{
    t->ts = ts;
    for (int ti = 0; ti < ts->ntiles; ti++) {
        const TileDef *d = &ts->tile[ti];
        t->sym[ti] = 0;
        for (int k = 1; k < 4; k++)
            if (turn_keeps(d, k)) t->sym[ti] = (uint8_t)(t->sym[ti] | 1u << k);
        for (int r = 0; r < 4; r++) {
            t->onehot[ti][r] = 0;
            memset(t->side_seg[ti][r], -1, sizeof t->side_seg[ti][r]);
            memset(t->half_seg[ti][r], -1, sizeof t->half_seg[ti][r]);
            for (int s = 0; s < 4; s++) {
                t->edge[ti][r][s] = tile_edge(d, r, s);
                t->onehot[ti][r] =
                    (uint16_t)(t->onehot[ti][r] | ((1u << t->edge[ti][r][s]) << (4 * s)));
            }
            for (int i = 0; i < d->nseg; i++) {
                const TileSeg *sg = &d->seg[i];
                if (sg->kind == SEG_ROAD || sg->kind == SEG_CITY) {
                    uint8_t m = rot_edges(sg->edges, r);
                    for (int s = 0; s < 4; s++)
                        if (m & (1 << s)) t->side_seg[ti][r][s] = (int8_t)i;
                } else if (sg->kind == SEG_FIELD) {
                    uint8_t m = rot_halves(sg->halves, r);
                    for (int h = 0; h < 8; h++)
                        if (m & (1 << h)) t->half_seg[ti][r][h] = (int8_t)i;
                }
            }
        }
    }
}

static int touch(AiBoard *b, int cell)
{
    if (b->ntouched >= AI_MAX_TOUCH) return 0;
    b->touched[b->ntouched++] = cell;
    return 1;
}

void ai_board_init(AiBoard *b)
{
    memset(b->cell_fit, 0xFF, sizeof b->cell_fit);
    memset(b->cell_head, 0xFF, sizeof b->cell_head);
    memset(b->cell_slot, 0, sizeof b->cell_slot);
    b->nslot = 0;
    b->g_reference = 0;
    memset(b->stamp, 0, sizeof b->stamp);
    b->stamp_now = 0;
    memset(b->root_stamp, 0, sizeof b->root_stamp);
    b->build_stamp = 0;
    b->q_beta = b->q_beta_area = b->q_decay = -1;
    b->sig_t = NULL;
    b->nsig = 0;
    memset(b->mill_memo, 0, sizeof b->mill_memo);
    b->mill_memo_next = 0;
    b->exn_stamp = 0;
    b->ntouched = 0;
    b->nlinks = 0;
}

/* whether a tile fits in some rotation beside edges that refuse nacc (a nibble per side) */
static int tile_fits(const AiTiles *t, int ti, uint16_t nacc)
{
    const uint16_t *oh = t->onehot[ti];
    return !(oh[0] & nacc) || !(oh[1] & nacc) || !(oh[2] & nacc) || !(oh[3] & nacc);
}

static const int SIG_POW[4] = {1, 5, 25, 125};

/* The neighbours' sides of the empty cell x,y, but the one at side `skip` (-1: none): 5
 * states per side in *sig, the edges each side accepts in *acc (a nibble per side). */
static void sig_sides(const AiBoard *b, int x, int y, int skip, int *sig, uint16_t *acc)
{
    *sig = 0;
    *acc = 0xFFFF;
    for (int d = 0; d < 4; d++) {
        if (d == skip) continue;
        int s = ai_board_slot(b, x + edge_dx[d], y + edge_dy[d]);
        if (s < 0) continue;
        int e = b->t->edge[b->slot_tile[s]][b->slot_rot[s]][(d + 2) & 3];
        *sig += (1 + e) * SIG_POW[d];
        *acc = (uint16_t)((*acc & ~(0xF << (4 * d))) | ((uint16_t)edge_accepts[e] << (4 * d)));
    }
}

static int sig_count(AiBoard *b, int sig, uint16_t acc);

static int fit_count_now(AiBoard *b, int x, int y)
{
    if (x < GAME_BOARD_MIN || x > GAME_BOARD_MAX || y < GAME_BOARD_MIN || y > GAME_BOARD_MAX)
        return 0;
    if (ai_board_slot(b, x, y) >= 0) return 0;
    /* the count depends only on the neighbours' edges: 5 states per side */
    int sig;
    uint16_t acc;
    sig_sides(b, x, y, -1, &sig, &acc);
    return sig_count(b, sig, acc);
}

/* fit_count_now of the cell beside the previewed tile at its side d: the cell's other three
 * sides are the same for every tile and rotation previewed there, so they are read once per
 * position (the legal placements come cell by cell) and the previewed tile's side added. */
static int fit_count_beside(AiBoard *b, int d, int x, int y)
{
    if (x < GAME_BOARD_MIN || x > GAME_BOARD_MAX || y < GAME_BOARD_MIN || y > GAME_BOARD_MAX)
        return 0;
    if (ai_board_placed(b, x, y) >= 0) return 0;
    int back = (d + 2) & 3; /* the previewed tile's side of the cell */
    if (b->exn_stamp != b->build_stamp || b->exn_x != b->ex_x || b->exn_y != b->ex_y) {
        b->exn_stamp = b->build_stamp;
        b->exn_x = b->ex_x;
        b->exn_y = b->ex_y;
        b->exn_have = 0;
    }
    if (!(b->exn_have >> d & 1)) {
        sig_sides(b, x, y, back, &b->exn_sig[d], &b->exn_acc[d]);
        b->exn_have = (uint8_t)(b->exn_have | 1u << d);
    }
    int e = b->t->edge[b->ex_tile][b->ex_rot][d];
    int sig = b->exn_sig[d] + (1 + e) * SIG_POW[back];
    uint16_t acc = (uint16_t)((b->exn_acc[d] & ~(0xF << (4 * back))) |
                              ((uint16_t)edge_accepts[e] << (4 * back)));
    return sig_count(b, sig, acc);
}

static int sig_count(AiBoard *b, int sig, uint16_t acc)
{
    if (b->sig_fit[sig] >= 0) return b->sig_fit[sig];
    /* a signature met for the first time: which tiles fit it, kept with its count */
    uint16_t nacc = (uint16_t)~acc;
    uint64_t *mask = b->sig_mask[sig];
    memset(b->sig_mask[sig], 0, sizeof b->sig_mask[sig]);
    for (int ti = 0; ti < b->t->ts->ntiles; ti++)
        if (tile_fits(b->t, ti, nacc)) mask[ti >> 6] |= 1ull << (ti & 63);
    b->sig_list[b->nsig++] = (int16_t)sig;
    int n = 0;
    for (int k = 0; k < b->nkinds; k++) {
        int ti = b->kind_tile[k];
        if (mask[ti >> 6] >> (ti & 63) & 1) n += b->kind_count[k];
    }
    b->sig_fit[sig] = (int16_t)n;
    return n;
}

int ai_fit_count(AiBoard *b, int x, int y)
{
    if (b->ex_on) {
        int dx = x - b->ex_x, dy = y - b->ex_y;
        if (dx == 0 && dy == 0) return 0;
        if ((dx == 0 && (dy == 1 || dy == -1)) || (dy == 0 && (dx == 1 || dx == -1))) {
            /* the previewed tile changes it: kept for this preview only */
            if (b->g_reference) return fit_count_now(b, x, y);
            int d = dy == -1 ? 0 : dx == 1 ? 1 : dy == 1 ? 2 : 3;
            if (b->ex_fit[d] < 0) b->ex_fit[d] = fit_count_beside(b, d, x, y);
            return b->ex_fit[d];
        }
    }
    int c = ai_cell(x, y);
    if (c < 0) return 0;
    if (b->cell_fit[c] < 0) {
        if (b->cell_head[c] < 0 && !touch(b, c)) return fit_count_now(b, x, y);
        b->cell_fit[c] = (int16_t)fit_count_now(b, x, y);
    }
    return b->cell_fit[c];
}

static double fill_chance(AiBoard *b, int x, int y, const double *q)
{
    int c = ai_fit_count(b, x, y);
    return q[c < AI_MAX_FIT ? c : AI_MAX_FIT - 1];
}

void ai_feat_update(AiBoard *b, AiFeat *f)
{
    const AiParams *w = b->w;
    int stored = f->nfront < AI_FRONT ? f->nfront : AI_FRONT;
    if (f->kind == SEG_ROAD || f->kind == SEG_CITY) {
        if (f->complete) {
            f->p = 1;
            return;
        }
        if (f->open == 0 || f->nfront == 0) {
            f->p = (float)(f->market && f->open == 0 ? w->market_closed : 0);
            return;
        }
        double p = 1;
        for (int k = 0; k < stored; k++) p *= fill_chance(b, f->fx[k], f->fy[k], b->q);
        for (int k = stored; k < f->nfront; k++) p *= 0.6;
        int k = f->nfront - 1;
        p *= k < AI_MAX_DECAY ? b->decay[k] : exp(-w->front_decay * k);
        f->p = (float)p;
    } else if (f->kind == SEG_MONASTERY) {
        if (f->complete) {
            f->p = 1;
            f->efill = 0;
            return;
        }
        double p = 1, e = 0;
        for (int k = 0; k < stored; k++) {
            double q = fill_chance(b, f->fx[k], f->fy[k], b->q_area);
            p *= q;
            e += q;
        }
        f->p = (float)p;
        f->efill = (float)e;
    }
}

void ai_feat_front_add(AiFeat *f, int x, int y)
{
    int stored = f->nfront < AI_FRONT ? f->nfront : AI_FRONT;
    for (int k = 0; k < stored; k++)
        if (f->fx[k] == x && f->fy[k] == y) return;
    if (f->nfront < AI_FRONT) {
        f->fx[f->nfront] = (int8_t)x;
        f->fy[f->nfront] = (int8_t)y;
    }
    f->nfront++;
}

static void feat_init(AiFeat *f, int kind)
{
    memset(f, 0, sizeof *f);
    f->kind = (uint8_t)kind;
    f->redirect = -1;
    f->border_first = -1;
}

static void build_borders(AiBoard *b, const AiBorderPair *pairs, int npairs)
{
    int count[AI_MAX_FEAT];
    memset(count, 0, sizeof(int) * (size_t)b->nf);
    for (int i = 0; i < npairs; i++) count[pairs[i].field]++;
    int pos = 0;
    for (int fi = 0; fi < b->nf; fi++) {
        b->f[fi].border_first = (int16_t)pos;
        b->f[fi].nborder = 0;
        pos += count[fi];
    }
    for (int i = 0; i < npairs; i++) {
        AiFeat *f = &b->f[pairs[i].field];
        int dup = 0;
        for (int k = 0; k < f->nborder; k++) dup |= b->border[f->border_first + k] == pairs[i].city;
        if (!dup) b->border[f->border_first + f->nborder++] = pairs[i].city;
    }
    b->nborder = pos;
}

/* Cities -> the fields that border them; frontier cells -> their features. */
static void build_index(AiBoard *b)
{
    for (int fi = 0; fi < b->nf; fi++) b->rev_n[fi] = 0;
    for (int fi = 0; fi < b->nf; fi++)
        for (int k = 0; k < b->f[fi].nborder; k++) b->rev_n[b->border[b->f[fi].border_first + k]]++;
    int pos = 0;
    for (int fi = 0; fi < b->nf; fi++) {
        b->rev_first[fi] = (int16_t)pos;
        pos += b->rev_n[fi];
        b->rev_n[fi] = 0;
    }
    for (int fi = 0; fi < b->nf; fi++)
        for (int k = 0; k < b->f[fi].nborder; k++) {
            int c = b->border[b->f[fi].border_first + k];
            b->rev[b->rev_first[c] + b->rev_n[c]++] = (int16_t)fi;
        }
    for (int fi = 0; fi < b->nf; fi++) {
        const AiFeat *f = &b->f[fi];
        if (f->kind == SEG_FIELD) continue;
        int stored = f->nfront < AI_FRONT ? f->nfront : AI_FRONT;
        for (int k = 0; k < stored && b->nlinks < AI_MAX_LINKS; k++) {
            int c = ai_cell(f->fx[k], f->fy[k]);
            if (c < 0) continue;
            if (b->cell_head[c] < 0 && b->cell_fit[c] < 0 && !touch(b, c)) continue;
            b->link_feat[b->nlinks] = (int16_t)fi;
            b->link_next[b->nlinks] = b->cell_head[c];
            b->cell_head[c] = (int16_t)b->nlinks++;
        }
    }
}

static void build_values(AiBoard *b)
{
    for (int p = 0; p < b->np; p++) {
        b->mill_v[p] = 0;
        if (b->mill_on[p])
            b->mill_v[p] = ai_mill_value(b, p, b->mill_x[p], b->mill_y[p]);
        else if (b->mill_supply[p])
            b->mill_v[p] = ai_mill_supply_value(b);
        b->base_v[p] = b->score[p] + ai_supply_value(b, b->supply[p]) + b->mill_v[p];
    }
    for (int fi = 0; fi < b->nf; fi++) {
        double v[GAME_MAX_PLAYERS] = {0};
        ai_feat_value(b, &b->f[fi], -1, 0, -1, v);
        for (int p = 0; p < b->np; p++) {
            b->fval[fi][p] = (float)v[p];
            b->base_v[p] += v[p];
        }
    }
}

/* The fitting-tile counts by signature follow the pile: the few kinds drawn since the last
 * build change the signatures already counted (a playout draws one tile a turn; a new
 * determinisation is only a few tiles away), where counting them again would go through
 * every kind left. The reference path counts afresh at every build. */
static void sig_counts_follow(AiBoard *b, const AiTiles *t, const int *pile)
{
    int n = t->ts->ntiles, changed = 0;
    if (b->sig_t == t && !b->g_reference)
        for (int ti = 0; ti < n && changed <= 16; ti++) changed += b->sig_pile[ti] != pile[ti];
    if (b->sig_t != t || b->g_reference || changed > 16) {
        memset(b->sig_fit, 0xFF, sizeof b->sig_fit);
        b->nsig = 0;
        b->sig_t = t;
    } else if (changed) {
        int cti[16], cdelta[16], nc = 0;
        for (int ti = 0; ti < n; ti++) {
            int delta = pile[ti] - b->sig_pile[ti];
            if (!delta) continue;
            cti[nc] = ti;
            cdelta[nc++] = delta;
        }
        for (int k = 0; k < b->nsig; k++) {
            int sig = b->sig_list[k], sum = 0;
            const uint64_t *mask = b->sig_mask[sig];
            for (int j = 0; j < nc; j++)
                if (mask[cti[j] >> 6] >> (cti[j] & 63) & 1) sum += cdelta[j];
            b->sig_fit[sig] = (int16_t)(b->sig_fit[sig] + sum);
        }
    }
    for (int ti = 0; ti < n; ti++) b->sig_pile[ti] = (uint8_t)pile[ti];
}

void ai_board_build(AiBoard *b, const Game *g, const AiTiles *t, const AiParams *w)
{
    const Tileset *ts = t->ts;
    for (int i = 0; i < b->ntouched; i++) {
        b->cell_fit[b->touched[i]] = -1;
        b->cell_head[b->touched[i]] = -1;
    }
    b->ntouched = 0;
    b->nlinks = 0;
    b->g = g;
    b->t = t;
    b->w = w;
    b->np = game_nplayers(g);
    b->exp = game_expansions(g);
    b->markets = game_element_on(g, WITHOUT_MARKETPLACES);
    b->tiles_left = game_tiles_left(g);
    b->ex_on = 0;
    if (++b->build_stamp == 0) {
        memset(b->root_stamp, 0, sizeof b->root_stamp);
        memset(b->mill_memo, 0, sizeof b->mill_memo);
        b->exn_stamp = 0;
        b->build_stamp = 1;
    }

    double flowers[FLOWER_COUNT] = {0};
    b->nkinds = 0;
    int pile[TILESET_MAX_TILES];
    game_pile_counts(g, pile, ts->ntiles);
    for (int ti = 0; ti < ts->ntiles; ti++) {
        int c = pile[ti];
        if (!c) continue;
        b->kind_tile[b->nkinds] = (uint8_t)ti;
        b->kind_count[b->nkinds++] = (uint8_t)c;
        for (int k = 0; k < FLOWER_COUNT; k++) flowers[k] += c * ts->tile[ti].flowers[k];
    }
    for (int k = 0; k < FLOWER_COUNT; k++)
        b->flower_rate[k] = b->tiles_left ? flowers[k] / b->tiles_left : 0;
    sig_counts_follow(b, t, pile);
    if (b->q_beta != w->beta || b->q_beta_area != w->beta_area || b->q_decay != w->front_decay) {
        /* constant for given weights: computed once, not at every build */
        for (int c = 0; c < AI_MAX_FIT; c++) {
            b->q[c] = 1 - exp(-w->beta * c);
            b->q_area[c] = 1 - exp(-w->beta_area * c);
        }
        for (int k = 0; k < AI_MAX_DECAY; k++) b->decay[k] = exp(-w->front_decay * k);
        b->q_decay = w->front_decay;
        b->q_beta = w->beta;
        b->q_beta_area = w->beta_area;
    }

    for (int i = 0; i < b->nslot; i++) b->cell_slot[ai_cell(b->slot_x[i], b->slot_y[i])] = 0;
    b->nslot = game_placed_count(g);
    for (int i = 0; i < b->nslot; i++) {
        int tile, x, y, rot;
        game_placed(g, i, &tile, &x, &y, &rot);
        b->cell_slot[ai_cell(x, y)] = (int16_t)(i + 1);
        b->slot_tile[i] = (uint8_t)tile;
        b->slot_x[i] = (int8_t)x;
        b->slot_y[i] = (int8_t)y;
        b->slot_rot[i] = (uint8_t)rot;
        b->slot_followers[i] = 0;
        memset(b->fid[i], 0xFF, sizeof b->fid[i]);
    }
    b->donkey = -1;
    if (game_element_on(g, WITHOUT_DONKEY)) {
        int dx, dy;
        game_donkey(g, &dx, &dy);
        b->donkey = ai_board_placed(b, dx, dy);
    }
    for (int p = 0; p < b->np; p++) {
        b->score[p] = game_score(g, p);
        b->supply[p] = game_supply(g, p, FIG_FOLLOWER);
        b->mill_supply[p] = game_supply(g, p, FIG_WINDMILL);
        b->mill_on[p] = 0;
        b->flower[p] = game_flower(g, p);
    }
    int nfig = game_figure_count(g);
    for (int i = 0; i < nfig; i++) {
        FigureView fv;
        game_figure(g, i, &fv);
        if (!fv.on_board) continue;
        if (fv.kind == FIG_WINDMILL) {
            b->mill_on[fv.owner] = 1;
            b->mill_x[fv.owner] = fv.x;
            b->mill_y[fv.owner] = fv.y;
        } else {
            b->slot_followers[ai_board_placed(b, fv.x, fv.y)]++;
        }
    }

    /* features */
    Pos *pos = b->scratch_pos;
    b->nf = 0;
    for (int i = 0; i < b->nslot; i++) {
        const TileDef *td = &ts->tile[b->slot_tile[i]];
        int x = b->slot_x[i], y = b->slot_y[i];
        for (int s = 0; s < td->nseg; s++) {
            if (b->fid[i][s] >= 0) continue;
            /* the engine's feature number finds a feature met before on another tile (the
             * reference path asks game_same_feature of every segment instead) */
            int id = b->g_reference ? -1 : game_feature_id(g, x, y, s);
            if (id >= 0 && b->root_stamp[id] == b->build_stamp) {
                b->fid[i][s] = b->root_fi[id];
                continue;
            }
            int kind = td->seg[s].kind;
            FeatureView fv;
            int want = id >= 0 && kind == SEG_FIELD ? 0 : GAME_MAX_PLACED;
            if (game_feature(g, x, y, s, &fv, want ? pos : NULL, want) != 0) continue;
            int fi = b->nf++;
            if (id >= 0) {
                b->root_stamp[id] = b->build_stamp;
                b->root_fi[id] = (int16_t)fi;
            }
            AiFeat *f = &b->f[fi];
            feat_init(f, kind);
            f->tiles = (int16_t)fv.tiles;
            f->open = (int16_t)fv.open_ends;
            f->pennants = (int16_t)fv.pennants;
            f->complete = (uint8_t)fv.complete;
            f->scored = (uint8_t)fv.scored;
            for (int p = 0; p < b->np; p++) {
                f->followers[p] = (uint8_t)fv.followers[p];
                f->nfollowers = (uint8_t)(f->nfollowers + fv.followers[p]);
            }
            b->fid[i][s] = (int16_t)fi;
            if (kind == SEG_MONASTERY) {
                f->nb = (int16_t)(fv.npos - 1);
                for (int k = 0; k < FLOWER_COUNT; k++) f->flowers[k] = td->flowers[k];
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++)
                        if ((dx || dy) && ai_board_placed(b, x + dx, y + dy) < 0)
                            ai_feat_front_add(f, x + dx, y + dy);
                if (b->donkey == i) f->donkey = 1;
                continue;
            }
            for (int k = 0; k < fv.npos; k++) {
                int sj = ai_board_placed(b, pos[k].x, pos[k].y);
                const TileDef *tj = &ts->tile[b->slot_tile[sj]];
                if (kind != SEG_FIELD)
                    for (int c = 0; c < FLOWER_COUNT; c++)
                        f->flowers[c] = (uint8_t)(f->flowers[c] + tj->flowers[c]);
                for (int s2 = 0; s2 < tj->nseg && id < 0; s2++) {
                    if (tj->seg[s2].kind != kind || b->fid[sj][s2] >= 0) continue;
                    if (game_same_feature(g, x, y, s, pos[k].x, pos[k].y, s2))
                        b->fid[sj][s2] = (int16_t)fi;
                }
            }
        }
    }

    /* per segment: field flowers and borders, frontier cells, markets, the donkey */
    AiBorderPair *pairs = b->scratch_pairs;
    int npairs = 0;
    for (int i = 0; i < b->nslot; i++) {
        const TileDef *td = &ts->tile[b->slot_tile[i]];
        int rot = b->slot_rot[i], x = b->slot_x[i], y = b->slot_y[i];
        for (int s = 0; s < td->nseg; s++) {
            int fi = b->fid[i][s];
            if (fi < 0) continue;
            AiFeat *f = &b->f[fi];
            const TileSeg *sg = &td->seg[s];
            if (sg->kind == SEG_FIELD) {
                for (int c = 0; c < FLOWER_COUNT; c++)
                    f->flowers[c] = (uint8_t)(f->flowers[c] + sg->flowers[c]);
                for (int j = 0; j < td->nseg; j++)
                    if ((sg->borders & (1u << j)) && b->fid[i][j] >= 0 && npairs < AI_MAX_BORDER)
                        pairs[npairs++] = (AiBorderPair){(int16_t)fi, b->fid[i][j]};
            } else if (sg->kind == SEG_ROAD || sg->kind == SEG_CITY) {
                uint8_t m = rot_edges(sg->edges, rot);
                for (int d = 0; d < 4; d++)
                    if ((m & (1 << d)) && ai_board_placed(b, x + edge_dx[d], y + edge_dy[d]) < 0)
                        ai_feat_front_add(f, x + edge_dx[d], y + edge_dy[d]);
                if (sg->kind == SEG_ROAD && sg->market && td->marketplace && b->markets)
                    f->market = 1;
                if (b->donkey == i) f->donkey = 1;
            }
        }
    }
    build_borders(b, pairs, npairs);
    for (int fi = 0; fi < b->nf; fi++) ai_feat_update(b, &b->f[fi]);
    build_index(b);
    build_values(b);
}

static double follower_unit(const AiBoard *b)
{
    const AiParams *w = b->w;
    double r = b->tiles_left / w->follower_horizon;
    return w->follower * (r < 1 ? r : 1);
}

double ai_supply_value(const AiBoard *b, int followers)
{
    double u = follower_unit(b), v = 0;
    for (int k = 0; k < followers; k++) {
        v += u;
        u *= b->w->follower_decay;
    }
    return v;
}

double ai_mill_supply_value(const AiBoard *b)
{
    double r = b->tiles_left / b->w->follower_horizon;
    return b->w->windmill_supply * (r < 1 ? r : 1);
}

static AiMillMemo *mill_memo(AiBoard *b, int seat, int x, int y)
{
    for (int k = 0; k < AI_MILL_MEMOS; k++) {
        AiMillMemo *m = &b->mill_memo[k];
        if (m->stamp == b->build_stamp && m->x == x && m->y == y && m->seat == seat) return m;
    }
    AiMillMemo *m = &b->mill_memo[b->mill_memo_next++ % AI_MILL_MEMOS];
    m->x = x;
    m->y = y;
    m->seat = seat;
    m->stamp = b->build_stamp;
    m->have = 0;
    return m;
}

double ai_mill_value(AiBoard *b, int seat, int x, int y)
{
    static const int OX[9] = {0, 0, 0, 0, 0, -2, -1, 1, 2};
    static const int OY[9] = {0, -2, -1, 1, 2, 0, 0, 0, 0};
    int col = b->flower[seat];
    double present = 0, fill = 0, fl = 0;
    double free_fill = b->w->free_fill * (b->tiles_left < 30 ? b->tiles_left / 30.0 : 1);
    /* the same cells read again from the memo, added in the same order (not on the reference
     * path) */
    AiMillMemo *mm = b->g_reference ? NULL : mill_memo(b, seat, x, y);
    for (int i = 0; i < 9; i++) {
        int px = x + OX[i], py = y + OY[i];
        int far = !b->ex_on || abs(px - b->ex_x) + abs(py - b->ex_y) >= 2;
        if (mm && far && (mm->have >> i & 1)) {
            if (mm->present[i]) {
                present++;
                if (col >= 0) fl += mm->fl[i];
            } else {
                fill += mm->fill[i];
            }
            continue;
        }
        int s = ai_board_slot(b, px, py);
        if (s >= 0) {
            present++;
            int f = col >= 0 ? b->t->ts->tile[b->slot_tile[s]].flowers[col] : 0;
            if (col >= 0) fl += f;
            if (mm && far) {
                mm->present[i] = 1;
                mm->fl[i] = (uint8_t)f;
                mm->have = (uint16_t)(mm->have | 1u << i);
            }
            continue;
        }
        int touches = 0;
        for (int d = 0; d < 4; d++)
            touches |= ai_board_slot(b, px + edge_dx[d], py + edge_dy[d]) >= 0;
        double term = touches ? fill_chance(b, px, py, b->q_area) : free_fill;
        fill += term;
        if (mm && far) {
            mm->present[i] = 0;
            mm->fill[i] = term;
            mm->have = (uint16_t)(mm->have | 1u << i);
        }
    }
    if (col >= 0) fl += fill * b->flower_rate[col];
    return present + fill + 3 * fl;
}

/* Completion chance with the donkey flag as asked. */
static double feat_p(const AiBoard *b, const AiFeat *f, int donkey)
{
    if (f->complete) return 1;
    int on = donkey < 0 ? f->donkey : donkey;
    return on ? f->p * b->w->donkey_block : f->p;
}

void ai_feat_value(const AiBoard *b, const AiFeat *f, int who, int extra, int donkey, double *v)
{
    if (f->redirect >= 0 || f->scored) return;
    /* no follower on it, none added: worth nothing to anyone (nfollowers is the sum of
     * followers[], so this is the `!total` below, found without the loop) */
    if (f->nfollowers + (who >= 0 && who < b->np ? extra : 0) == 0) return;
    int fol[GAME_MAX_PLAYERS], best = 0, total = 0;
    for (int p = 0; p < b->np; p++) {
        fol[p] = f->followers[p] + (p == who ? extra : 0);
        if (fol[p] > best) best = fol[p];
        total += fol[p];
    }
    if (!total) return;
    const AiParams *w = b->w;
    double pts = 0, pret = 0;
    double p = feat_p(b, f, donkey);
    switch (f->kind) {
    case SEG_CITY:
        if (f->complete) {
            pts = 2.0 * (f->tiles + f->pennants);
            pret = 1;
        } else {
            pts = (f->tiles + f->pennants) * (1 + p) + w->city_growth * f->nfront * (1 + p);
            pret = p;
        }
        break;
    case SEG_ROAD:
        pts = f->tiles + (f->complete ? 0 : w->road_growth * f->nfront);
        pret = f->complete ? 1 : p;
        break;
    case SEG_MONASTERY:
        pts = f->complete ? 9 : 1 + f->nb + f->efill;
        pret = f->complete ? 1 : p;
        break;
    case SEG_FIELD: {
        /* each bordering city once (the first 64 are remembered), in the order of the
         * borders: a bit per feature marks the ones met, cleared again before returning */
        static _Thread_local uint64_t met[(AI_MAX_FEAT + 63) / 64];
        int seen[64], ns = 0;
        double c = 0;
        for (int k = 0; k < f->nborder; k++) {
            int ci = ai_resolve(b, b->border[f->border_first + k]);
            uint64_t bit = 1ull << (ci & 63);
            if (met[ci >> 6] & bit) continue;
            if (ns < 64) {
                seen[ns++] = ci;
                met[ci >> 6] |= bit;
            }
            const AiFeat *cf = &b->f[ci];
            c += cf->complete || cf->scored ? 1 : w->field_city * feat_p(b, cf, -1) + w->field_open;
        }
        for (int j = 0; j < ns; j++) met[seen[j] >> 6] = 0;
        pts = 3 * c;
        break;
    }
    default: break;
    }
    double ret = w->return_share * follower_unit(b);
    for (int q = 0; q < b->np; q++) {
        if (!fol[q]) continue;
        if (fol[q] == best)
            v[q] += pts;
        else if (fol[q] == best - 1)
            v[q] += w->contest * pts;
        if (b->flower[q] >= 0) v[q] += 3.0 * f->flowers[b->flower[q]];
        v[q] += fol[q] * pret * ret;
    }
}

void ai_board_eval(AiBoard *b, double *v)
{
    if (!b->ex_on) {
        for (int p = 0; p < b->np; p++) v[p] = b->base_v[p];
        return;
    }
    for (int p = 0; p < b->np; p++) {
        v[p] = b->score[p] + ai_supply_value(b, b->supply[p]);
        if (b->mill_on[p])
            v[p] += ai_mill_value(b, p, b->mill_x[p], b->mill_y[p]);
        else if (b->mill_supply[p])
            v[p] += ai_mill_supply_value(b);
    }
    for (int fi = 0; fi < b->nf; fi++) ai_feat_value(b, &b->f[fi], -1, 0, -1, v);
}
