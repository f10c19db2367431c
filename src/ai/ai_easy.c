/* The greedy player (see ai_easy.h). */
#include "ai_easy.h"

#include <stdlib.h>
#include <string.h>

#include "ai_token.h"
#include "ai_util.h"

#define DONKEY_KEEP AI_DONKEY_KEEP
#define TURN_CACHE  64

static AiEasy *easy_new(const Game *g, int copies)
{
    AiEasy *e = malloc(sizeof *e);
    if (!e) return NULL;
    ai_tiles_init(&e->tiles, game_tileset(g));
    ai_params_default(&e->w);
    ai_board_init(&e->board);
    e->dk_n = 0;
    e->dkf_n = -1;
    e->dk_turn = 0;
    memset(e->dk_stamp, 0, sizeof e->dk_stamp);
    e->reference = 0;
    e->distinct_turns = 0;
    e->board.g_reference = 0;
    e->base = e->work = NULL;
    if (!copies) return e;
    e->base = game_clone(g);
    e->work = game_clone(g);
    if (!e->base || !e->work) {
        ai_easy_free(e);
        return NULL;
    }
    return e;
}

AiEasy *ai_easy_new(const Game *g) { return easy_new(g, 1); }
AiEasy *ai_easy_new_board(const Game *g) { return easy_new(g, 0); }

void ai_easy_free(AiEasy *e)
{
    if (!e) return;
    game_free(e->base);
    game_free(e->work);
    free(e);
}

static void top_insert_at(AiMove *out, int *n, int max, const AiMove *m)
{
    int i = *n < max ? (*n)++ : max - 1;
    while (i > 0 && out[i - 1].value < m->value) {
        out[i] = out[i - 1];
        i--;
    }
    out[i] = *m;
}

/* Keeps m among the best max in out (n kept so far). The test inline: most moves weighed in a
 * playout's ranking are no better than the best so far. */
static inline void top_insert(AiMove *out, int *n, int max, const AiMove *m)
{
    if (max <= 0 || (*n == max && m->value <= out[max - 1].value)) return;
    top_insert_at(out, n, max, m);
}

/* Value change of one feature when `who` gets `extra` followers or the donkey flag changes. */
static void feat_delta(const AiBoard *b, int fi, int who, int extra, int donkey, double *dv)
{
    const AiFeat *f = &b->f[fi];
    double a[GAME_MAX_PLAYERS] = {0}, c[GAME_MAX_PLAYERS] = {0};
    ai_feat_value(b, f, who, extra, donkey, a);
    ai_feat_value(b, f, -1, 0, -1, c);
    for (int p = 0; p < b->np; p++) dv[p] += a[p] - c[p];
}

static double margin_with(const AiBoard *b, const double *v, const double *dv, int me)
{
    double t[GAME_MAX_PLAYERS];
    for (int p = 0; p < b->np; p++) t[p] = v[p] + dv[p];
    return ai_margin(t, b->np, me);
}

/* Road, city and monastery features with a segment on a slot (deduplicated). */
static int slot_features(const AiBoard *b, int slot, int *out)
{
    const TileDef *td = &b->t->ts->tile[b->slot_tile[slot]];
    int n = 0;
    for (int s = 0; s < td->nseg; s++) {
        if (td->seg[s].kind == SEG_FIELD) continue;
        int fi = ai_board_feature(b, slot, s);
        if (fi < 0) continue;
        int dup = 0;
        for (int k = 0; k < n; k++) dup |= out[k] == fi;
        if (!dup) out[n++] = fi;
    }
    return n;
}

/* Value change of moving the donkey from its tile to slot `to`. */
static void donkey_delta(const AiBoard *b, int to, double *dv)
{
    int from[TILE_MAX_SEG], nto[TILE_MAX_SEG];
    int nf = b->donkey >= 0 ? slot_features(b, b->donkey, from) : 0;
    int nt = slot_features(b, to, nto);
    for (int p = 0; p < b->np; p++) dv[p] = 0;
    for (int i = 0; i < nf; i++) {
        int both = 0;
        for (int k = 0; k < nt; k++) both |= nto[k] == from[i];
        if (!both) feat_delta(b, from[i], -1, 0, 0, dv);
    }
    for (int k = 0; k < nt; k++) {
        int both = 0;
        for (int i = 0; i < nf; i++) both |= nto[k] == from[i];
        if (!both) feat_delta(b, nto[k], -1, 0, 1, dv);
    }
}

/* The features of the donkey's tile and the value change of taking the donkey off each,
 * on the board before any preview: a preview that changes none of them leaves both as they
 * are (a feature it merges or re-weighs is saved in e->undo first). */
static void donkey_from_cache(AiEasy *e)
{
    const AiBoard *b = &e->board;
    e->dkf_n = -1;
    if (e->reference || !(b->exp & EXP_VILLAGE) || b->donkey < 0) return;
    e->dkf_n = slot_features(b, b->donkey, e->dkf);
    for (int i = 0; i < e->dkf_n; i++) {
        for (int p = 0; p < b->np; p++) e->dkf_dv[i][p] = 0;
        feat_delta(b, e->dkf[i], -1, 0, 0, e->dkf_dv[i]);
    }
}

/* donkey_delta onto the previewed tile's slot, the donkey's own features from the cache when
 * the preview left them alone: the same sums in the same order. The new tile's features
 * are all new; one without followers is worth nothing with or without the donkey. */
static void donkey_delta_preview(const AiEasy *e, int to, double *dv)
{
    const AiBoard *b = &e->board;
    const AiUndo *u = &e->undo;
    int nf = e->dkf_n, ok = nf >= 0;
    for (int i = 0; i < nf && ok; i++)
        for (int j = 0; j < u->nsaved; j++)
            if (u->idx[j] == e->dkf[i]) ok = 0;
    if (!ok) {
        donkey_delta(b, to, dv);
        return;
    }
    int nto[TILE_MAX_SEG];
    int nt = slot_features(b, to, nto);
    for (int p = 0; p < b->np; p++) dv[p] = 0;
    for (int i = 0; i < nf; i++) {
        int both = 0;
        for (int k = 0; k < nt; k++) both |= nto[k] == e->dkf[i];
        if (!both)
            for (int p = 0; p < b->np; p++) dv[p] += e->dkf_dv[i][p];
    }
    for (int k = 0; k < nt; k++) {
        int both = 0;
        for (int i = 0; i < nf; i++) both |= nto[k] == e->dkf[i];
        if (!both && b->f[nto[k]].nfollowers) feat_delta(b, nto[k], -1, 0, 1, dv);
    }
}

/* Donkey targets ranked on the board as it is (no preview on): the same sums as
 * donkey_delta, from per-feature changes worked out once. */
static int donkey_targets(AiEasy *e, int me, int *out, int max)
{
    const AiBoard *b = &e->board;
    double v[GAME_MAX_PLAYERS] = {0}, val[DONKEY_KEEP];
    int from[TILE_MAX_SEG], nto[TILE_MAX_SEG];
    double off[TILE_MAX_SEG][GAME_MAX_PLAYERS];
    int nf = b->donkey >= 0 ? slot_features(b, b->donkey, from) : 0;
    for (int i = 0; i < nf; i++) {
        for (int p = 0; p < b->np; p++) off[i][p] = 0;
        feat_delta(b, from[i], -1, 0, 0, off[i]);
    }
    if (++e->dk_turn == 0) {
        memset(e->dk_stamp, 0, sizeof e->dk_stamp);
        e->dk_turn = 1;
    }
    int n = 0;
    for (int s = 0; s < b->nslot; s++) {
        if (s == b->donkey) continue;
        double dv[GAME_MAX_PLAYERS];
        if (e->reference) {
            donkey_delta(b, s, dv);
        } else {
            int nt = slot_features(b, s, nto);
            for (int p = 0; p < b->np; p++) dv[p] = 0;
            for (int i = 0; i < nf; i++) {
                int both = 0;
                for (int k = 0; k < nt; k++) both |= nto[k] == from[i];
                if (!both)
                    for (int p = 0; p < b->np; p++) dv[p] += off[i][p];
            }
            for (int k = 0; k < nt; k++) {
                int both = 0;
                for (int i = 0; i < nf; i++) both |= nto[k] == from[i];
                if (both) continue;
                int fi = nto[k];
                if (e->dk_stamp[fi] != e->dk_turn) {
                    for (int p = 0; p < b->np; p++) e->dk_on[fi][p] = 0;
                    feat_delta(b, fi, -1, 0, 1, e->dk_on[fi]);
                    e->dk_stamp[fi] = e->dk_turn;
                }
                for (int p = 0; p < b->np; p++) dv[p] += e->dk_on[fi][p];
            }
        }
        double m = margin_with(b, v, dv, me);
        if (n == max && m <= val[max - 1]) continue;
        int i = n < max ? n++ : max - 1;
        while (i > 0 && val[i - 1] < m) {
            val[i] = val[i - 1];
            out[i] = out[i - 1];
            i--;
        }
        val[i] = m;
        out[i] = s;
    }
    return n;
}

/* Caches the donkey deltas of the turn's targets on the board before any preview. */
static void donkey_cache(AiEasy *e, const int *dt, int ndt)
{
    const AiBoard *b = &e->board;
    int from[TILE_MAX_SEG];
    int nf = b->donkey >= 0 ? slot_features(b, b->donkey, from) : 0;
    e->dk_n = ndt;
    for (int k = 0; k < ndt; k++) {
        donkey_delta(b, dt[k], e->dk_dv[k]);
        int n = 0;
        for (int i = 0; i < nf; i++) e->dk_feat[k][n++] = from[i];
        n += slot_features(b, dt[k], e->dk_feat[k] + n);
        e->dk_nfeat[k] = n;
    }
}

/* The cached delta of target k, when the preview in e->undo changed none of its features. */
static const double *donkey_cached(const AiEasy *e, int k)
{
    if (e->reference || k >= e->dk_n) return NULL;
    const AiUndo *u = &e->undo;
    for (int i = 0; i < e->dk_nfeat[k]; i++)
        for (int j = 0; j < u->nsaved; j++)
            if (u->idx[j] == e->dk_feat[k][i]) return NULL;
    return e->dk_dv[k];
}

typedef struct MyFigure {
    int x, y, seg, kind;
} MyFigure;

static int my_figures(const Game *g, int me, MyFigure *out)
{
    int n = 0;
    for (int k = 0; k < GAME_FOLLOWERS_PER_PLAYER + 1; k++) {
        FigureView fv;
        game_figure(g, me * (GAME_FOLLOWERS_PER_PLAYER + 1) + k, &fv);
        if (fv.on_board) out[n++] = (MyFigure){fv.x, fv.y, fv.seg, fv.kind};
    }
    return n;
}

/* Whether returning the figure named by a (at slot s) takes back the windmill: the engine
 * returns a follower of the player on that feature of the tile first. */
static int return_hits_mill(const AiBoard *b, const Game *g, int me, int s, const Action *a)
{
    MyFigure fig[GAME_FOLLOWERS_PER_PLAYER + 1];
    int n = my_figures(g, me, fig), want = ai_board_feature(b, s, a->seg), mill = 0;
    for (int k = 0; k < n; k++) {
        if (fig[k].x != a->x || fig[k].y != a->y) continue;
        if (ai_board_feature(b, s, fig[k].seg) != want) continue;
        if (fig[k].kind == FIG_FOLLOWER) return 0;
        mill = 1;
    }
    return mill;
}

/* Every action after a placement at slot `slot` (previewed or placed), valued against the
 * board's evaluation v; each goes to out via top_insert. `legal` (from the game) restricts
 * the choices when given. */
static void rank_actions_at(AiEasy *e, const Game *g, int me, int slot, const double *v,
                            AiMove base, const int *dtargets, int ndt, const Action *legal,
                            int nlegal, AiMove *out, int *n, int max)
{
    AiBoard *b = &e->board;
    const TileDef *td = &b->t->ts->tile[b->slot_tile[slot]];
    int x = b->slot_x[slot], y = b->slot_y[slot];
    AiMove m = base;
    m.act = (Action){ACT_NONE, -1, 0, 0};
    m.value = ai_margin(v, b->np, me);
    top_insert(out, n, max, &m);

    if (legal) {
        for (int i = 0; i < nlegal; i++) {
            const Action *a = &legal[i];
            double dv[GAME_MAX_PLAYERS] = {0};
            if (a->kind == ACT_FOLLOWER) {
                feat_delta(b, ai_board_feature(b, slot, a->seg), me, 1, -1, dv);
                dv[me] += ai_supply_value(b, b->supply[me] - 1) - ai_supply_value(b, b->supply[me]);
            } else if (a->kind == ACT_WINDMILL) {
                dv[me] += ai_mill_value(b, me, x, y) - ai_mill_supply_value(b);
            } else if (a->kind == ACT_DONKEY) {
                int to = ai_board_slot(b, a->x, a->y);
                if (to < 0) continue;
                donkey_delta(b, to, dv);
            } else if (a->kind == ACT_RETURN) {
                int s = ai_board_slot(b, a->x, a->y);
                if (s < 0) continue;
                if (return_hits_mill(b, g, me, s, a)) {
                    dv[me] += ai_mill_supply_value(b) - ai_mill_value(b, me, a->x, a->y);
                } else {
                    feat_delta(b, ai_board_feature(b, s, a->seg), me, -1, -1, dv);
                    dv[me] +=
                        ai_supply_value(b, b->supply[me] + 1) - ai_supply_value(b, b->supply[me]);
                }
            } else {
                continue;
            }
            m.act = *a;
            m.value = margin_with(b, v, dv, me);
            top_insert(out, n, max, &m);
        }
        return;
    }

    /* previewed placement: the legal actions follow the rules directly */
    unsigned exp = b->exp;
    if (b->supply[me] > 0) {
        int done[TILE_MAX_SEG], nd = 0;
        double spend = ai_supply_value(b, b->supply[me] - 1) - ai_supply_value(b, b->supply[me]);
        for (int i = 0; i < td->nseg; i++) {
            if (td->seg[i].kind == SEG_FIELD && !(exp & EXP_FARMERS)) continue;
            int fi = ai_board_feature(b, slot, i);
            if (fi < 0 || b->f[fi].nfollowers) continue;
            int dup = 0;
            for (int k = 0; k < nd; k++) dup |= done[k] == fi;
            if (dup) continue;
            done[nd++] = fi;
            double dv[GAME_MAX_PLAYERS] = {0};
            feat_delta(b, fi, me, 1, -1, dv);
            dv[me] += spend;
            m.act = (Action){ACT_FOLLOWER, i, x, y};
            m.value = margin_with(b, v, dv, me);
            top_insert(out, n, max, &m);
        }
    }
    if ((exp & EXP_VILLAGE) && b->mill_supply[me]) {
        for (int i = 0; i < td->nseg; i++) {
            if (td->seg[i].kind != SEG_FIELD) continue;
            double dv[GAME_MAX_PLAYERS] = {0};
            dv[me] += ai_mill_value(b, me, x, y) - ai_mill_supply_value(b);
            m.act = (Action){ACT_WINDMILL, i, x, y};
            m.value = margin_with(b, v, dv, me);
            top_insert(out, n, max, &m);
            break;
        }
    }
    if ((exp & EXP_VILLAGE) && b->donkey >= 0) {
        for (int k = 0; k <= ndt; k++) {
            int to = k < ndt ? dtargets[k] : slot;
            if (to == b->donkey) continue;
            double dv[GAME_MAX_PLAYERS];
            const double *c = k < ndt ? donkey_cached(e, k) : NULL;
            if (c)
                memcpy(dv, c, sizeof dv);
            else if (k == ndt)
                donkey_delta_preview(e, to, dv);
            else
                donkey_delta(b, to, dv);
            m.act = (Action){ACT_DONKEY, -1, b->slot_x[to], b->slot_y[to]};
            m.value = margin_with(b, v, dv, me);
            top_insert(out, n, max, &m);
        }
    }
    if ((exp & EXP_FESTIVAL) && td->festival) {
        MyFigure fig[GAME_FOLLOWERS_PER_PLAYER + 1];
        int nfig = my_figures(g, me, fig);
        for (int k = 0; k < nfig; k++) {
            double dv[GAME_MAX_PLAYERS] = {0};
            if (fig[k].kind == FIG_WINDMILL) {
                dv[me] += ai_mill_supply_value(b) - ai_mill_value(b, me, fig[k].x, fig[k].y);
            } else {
                int s = ai_board_slot(b, fig[k].x, fig[k].y);
                feat_delta(b, ai_board_feature(b, s, fig[k].seg), me, -1, -1, dv);
                dv[me] += ai_supply_value(b, b->supply[me] + 1) - ai_supply_value(b, b->supply[me]);
            }
            m.act = (Action){ACT_RETURN, fig[k].seg, fig[k].x, fig[k].y};
            m.value = margin_with(b, v, dv, me);
            top_insert(out, n, max, &m);
        }
    }
}

typedef struct TurnCache {
    AiTurnCtx ctx;
    int ctx_ready;
    int n;
    int x[TURN_CACHE], y[TURN_CACHE], dir[TURN_CACHE];
    double val[TURN_CACHE];
} TurnCache;

static double turn_value(TurnCache *c, const AiEasy *e, const Game *g, int x, int y, int *dir)
{
    for (int i = 0; i < c->n; i++)
        if (c->x[i] == x && c->y[i] == y) {
            *dir = c->dir[i];
            return c->val[i];
        }
    if (!c->ctx_ready) {
        ai_turn_ctx_init(&c->ctx, g);
        if (!e->reference) c->ctx.board = &e->board;
        c->ctx_ready = 1;
    }
    double v = ai_turn_value_ctx(&c->ctx, g, x, y, dir);
    if (c->n < TURN_CACHE) {
        c->x[c->n] = x;
        c->y[c->n] = y;
        c->dir[c->n] = *dir;
        c->val[c->n++] = v;
    }
    return v;
}

/* Previews each of the first np placements of e->pl on the board and ranks the actions after
 * it into out (at most max kept); donkey targets dt when given. Returns how many are kept. */
static int rank_placements(AiEasy *e, const Game *g, int me, int np, const int *dt, int ndt,
                           AiMove *out, int max)
{
    AiBoard *b = &e->board;
    TurnCache tc;
    tc.n = 0;
    tc.ctx_ready = 0;
    donkey_from_cache(e);
    int n = 0;
    for (int i = 0; i < np; i++) {
        Placement p = e->pl[i];
        ai_preview(b, &e->undo, p.tile, p.x, p.y, p.rot);
        double v[GAME_MAX_PLAYERS];
        ai_preview_eval(b, &e->undo, v);
        if (p.turn_dir >= 0) v[me] += turn_value(&tc, e, g, p.x, p.y, &p.turn_dir);
        AiMove base;
        memset(&base, 0, sizeof base);
        base.place = p;
        rank_actions_at(e, g, me, b->nslot, v, base, dt, ndt, NULL, 0, out, &n, max);
        ai_preview_undo(b, &e->undo);
    }
    return n;
}

/* Keeps, of the placements pl[0..np) of one tile, the first of each set that differ only by a
 * turn under which the tile looks the same (a straight road turned twice, a monastery turned
 * at all): the board after each of them is the same, and so is its value. The legal list
 * gives a position's rotations one after another. Returns how many are kept. */
static int drop_symmetric_turns(const AiTiles *t, Placement *pl, int np)
{
    if (np < 2 || !t->sym[pl[0].tile]) return np;
    unsigned sym = t->sym[pl[0].tile], seen = 0;
    int kept = 0;
    for (int i = 0; i < np; i++) {
        Placement p = pl[i];
        if (!kept || pl[kept - 1].x != p.x || pl[kept - 1].y != p.y) seen = 0;
        int same = 0;
        for (int r = 0; r < 4; r++)
            if ((seen >> r & 1) && (sym >> ((p.rot - r) & 3) & 1)) same = 1;
        if (same) continue;
        seen |= 1u << p.rot;
        pl[kept++] = p;
    }
    return kept;
}

int ai_easy_rank_turn(AiEasy *e, const Game *g, AiMove *out, int max)
{
    if (game_phase(g) != PHASE_PLACE) return 0;
    int me = game_current_player(g);
    AiBoard *b = &e->board;
    ai_board_build(b, g, &e->tiles, &e->w);
    int np = game_legal_placements(g, e->pl, AI_MAX_PLACEMENTS);
    if (np > AI_MAX_PLACEMENTS) np = AI_MAX_PLACEMENTS;
    if (e->distinct_turns) np = drop_symmetric_turns(&e->tiles, e->pl, np);
    int dt[DONKEY_KEEP], ndt = 0;
    if ((b->exp & EXP_VILLAGE) && b->donkey >= 0) ndt = donkey_targets(e, me, dt, DONKEY_KEEP);
    donkey_cache(e, dt, ndt);
    return rank_placements(e, g, me, np, dt, ndt, out, max);
}

int ai_easy_rank_sample(AiEasy *e, const Game *g, int board_ready, int sample, uint64_t *rng,
                        AiMove *out)
{
    if (game_phase(g) != PHASE_PLACE) return 0;
    int me = game_current_player(g);
    AiBoard *b = &e->board;
    if (!board_ready)
        ai_board_build(b, g, &e->tiles, &e->w);
    else
        b->g = g; /* the same tiles as the position it was built from */
    int np = game_legal_placements(g, e->pl, AI_MAX_PLACEMENTS);
    if (np > AI_MAX_PLACEMENTS) np = AI_MAX_PLACEMENTS;
    np = drop_symmetric_turns(&e->tiles, e->pl, np);
    int k = sample > 0 && sample < np ? sample : np;
    for (int i = 0; i < k && k < np; i++) {
        /* a partial Fisher-Yates shuffle: the first k are a uniform sample */
        *rng = ai_mix64(*rng + 0x9E3779B97F4A7C15ull);
        int j = i + (int)(*rng % (uint64_t)(np - i));
        Placement t = e->pl[i];
        e->pl[i] = e->pl[j];
        e->pl[j] = t;
    }
    e->dk_n = 0;
    return rank_placements(e, g, me, k, NULL, 0, out, 1);
}

int ai_easy_rank_actions(AiEasy *e, const Game *g, AiMove *out, int max)
{
    if (game_phase(g) != PHASE_ACTION) return 0;
    int me = game_current_player(g);
    AiBoard *b = &e->board;
    ai_board_build(b, g, &e->tiles, &e->w);
    int na = game_legal_actions(g, e->act, AI_MAX_ACTIONS);
    if (na > AI_MAX_ACTIONS) na = AI_MAX_ACTIONS;
    double v[GAME_MAX_PLAYERS];
    ai_board_eval(b, v);
    AiMove base;
    memset(&base, 0, sizeof base);
    int n = 0;
    rank_actions_at(e, g, me, b->nslot - 1, v, base, NULL, 0, e->act, na, out, &n, max);
    return n;
}

static int rank_tokens(const Game *g, int quick, int sample, uint64_t *rng, AiMove *out, int max)
{
    if (game_phase(g) != PHASE_TOKEN) return 0;
    Pos pos[512];
    int np = game_token_positions(g, pos, 512);
    if (np > 512) np = 512;
    if (sample > 0 && sample < np) {
        for (int i = 0; i < sample; i++) {
            *rng = ai_mix64(*rng + 0x9E3779B97F4A7C15ull);
            int j = i + (int)(*rng % (uint64_t)(np - i));
            Pos t = pos[i];
            pos[i] = pos[j];
            pos[j] = t;
        }
        np = sample;
    }
    /* the face-down counts and the followers' tiles, read once for all the positions */
    AiTurnCtx ctx;
    ai_turn_ctx_init(&ctx, g);
    int n = 0;
    for (int i = 0; i < np; i++) {
        int pts = 0;
        for (int k = 0; k < ctx.nf; k++)
            for (int d = 0; d < 4; d++)
                pts += ctx.fpos[k].x == pos[i].x + edge_dx[d] &&
                       ctx.fpos[k].y == pos[i].y + edge_dy[d];
        int dir;
        /* the playout policy (quick) leaves the later turn out: it is the costly part */
        double later = quick ? 0 : ai_turn_value_ctx(&ctx, g, pos[i].x, pos[i].y, &dir);
        AiMove m;
        memset(&m, 0, sizeof m);
        m.tx = pos[i].x;
        m.ty = pos[i].y;
        /* whoever turns it later gains; in a two-player game that is the opponent half the
         * time, so a token that promises little is the safer gift */
        m.value = pts - 0.2 * later;
        top_insert(out, &n, max, &m);
    }
    return n;
}

int ai_easy_rank_tokens(AiEasy *e, const Game *g, AiMove *out, int max)
{
    (void)e;
    return rank_tokens(g, 0, 0, NULL, out, max);
}

int ai_easy_pick_token(const Game *g, int sample, uint64_t *rng, AiMove *out)
{
    return rank_tokens(g, 1, sample, rng, out, 1);
}

double ai_easy_margin(AiEasy *e, const Game *g, int me)
{
    double v[GAME_MAX_PLAYERS];
    ai_board_build(&e->board, g, &e->tiles, &e->w);
    ai_board_eval(&e->board, v);
    return ai_margin(v, game_nplayers(g), me);
}

/* Plays a turn move (placement then its action) on w; returns the turn points the placing
 * player got from a privilege token (already in the score). */
int ai_easy_play_turn(Game *w, const AiMove *m)
{
    int me = game_current_player(w);
    int s0 = game_score(w, me);
    if (game_place(w, &m->place) != 0) return 0;
    int turned = game_score(w, me) - s0;
    if (game_check_action(w, &m->act) == NULL)
        game_act(w, &m->act);
    else {
        Action none = {ACT_NONE, -1, 0, 0};
        game_act(w, &none);
    }
    return turned;
}

static int cmp_move(const void *a, const void *b)
{
    const AiMove *x = a, *y = b;
    return (x->value < y->value) - (x->value > y->value);
}

void ai_easy_refine(AiEasy *e, const Game *g, uint64_t seed, AiMove *m, int n)
{
    if (n <= 1) return;
    int me = game_current_player(g);
    game_copy(e->base, g);
    game_determinize(e->base, seed);
    for (int i = 0; i < n; i++) {
        game_copy(e->work, e->base);
        int turned = ai_easy_play_turn(e->work, &m[i]);
        double v[GAME_MAX_PLAYERS];
        ai_board_build(&e->board, e->work, &e->tiles, &e->w);
        ai_board_eval(&e->board, v);
        if (m[i].place.turn_dir >= 0) {
            /* the copy's token type is a guess: count the expected turn instead */
            int dir;
            v[me] += ai_turn_value(g, m[i].place.x, m[i].place.y, &dir) - turned;
        }
        m[i].value = ai_margin(v, game_nplayers(g), me);
    }
    qsort(m, (size_t)n, sizeof *m, cmp_move);
}

int ai_easy_step(AiEasy *e, Game *g)
{
    AiMove m;
    switch (game_phase(g)) {
    case PHASE_DRAW:
        if (game_tiles_left(g) == 0) return game_end(g);
        return game_draw(g, -1);
    case PHASE_PLACE:
        if (ai_easy_rank_turn(e, g, &m, 1) == 0) return game_discard(g);
        ai_easy_play_turn(g, &m);
        return 0;
    case PHASE_ACTION:
        if (ai_easy_rank_actions(e, g, &m, 1) == 0) m.act = (Action){ACT_NONE, -1, 0, 0};
        return game_act(g, &m.act);
    case PHASE_TOKEN:
        if (ai_easy_rank_tokens(e, g, &m, 1) == 0) return -1;
        return game_place_token(g, m.tx, m.ty);
    case PHASE_REDEAL: return game_redeal(g, NULL, 0);
    case PHASE_OVER:
    default: return -1;
    }
}
