/* What is legal: placements (edges, privilege tokens, the donkey) and the figure actions
 * after a placement, each with the sentence that explains a refusal. */
#include "game_internal.h"

#include "i18n.h" /* N_ only: the sentences are translated where they are shown */

#include <stdio.h>
#include <string.h>

/* ---------- legality ---------- */

static int token_index_at(const Game *g, int x, int y)
{
    if (!(g->setup.expansions & EXP_PRIVILEGES)) return -1;
    return priv_token_at(g, x, y);
}

int game_token_at(const Game *g, int x, int y) { return token_index_at(g, x, y) >= 0; }

/* Per segment id: 1 on the roots of the donkey's tile while a check runs, else 0. */
static _Thread_local uint8_t donkey_mark[MAX_SEGS];

static const char *check_placement(const Game *g, const Placement *p, char *buf, size_t bufsize)
{
    if (p->tile < 0 || p->tile >= g->ts->ntiles) return N_("unknown tile");
    if (p->rot < 0 || p->rot > 3) return N_("rotation must be 0, 90, 180 or 270");
    if (!g_in_bounds(p->x, p->y)) return N_("the position is off the board");
    if (g_slot_at(g, p->x, p->y) >= 0) return N_("the position already holds a tile");
    int oi = (int)g->openix[GIDX(p->x, p->y)] - 1;
    if (oi < 0) return N_("the position touches no placed tile");
    const OpenPos *o = &g->open[oi];
    uint16_t oh = g->trot[p->tile][p->rot].onehot;
    if (oh & ~o->acc) {
        const TileDef *t = &g->ts->tile[p->tile];
        static const char *const kinds[4] = {"field", "road", "city", "bush"};
        for (int d = 0; d < 4; d++) {
            if (!((oh >> (4 * d)) & ~(o->acc >> (4 * d)) & 0xF)) continue;
            int ns = g_slot_at(g, p->x + edge_dx[d], p->y + edge_dy[d]);
            const Placed *np = &g->placed[ns];
            int f = tile_edge(&g->ts->tile[np->tile], np->rot, (d + 2) & 3);
            snprintf(buf, bufsize, "its %s side (%s) does not match the %s of the tile at %d %d",
                     game_dir_name(d), kinds[tile_edge(t, p->rot, d)], kinds[f], np->x, np->y);
            return buf;
        }
        return N_("its edges do not match");
    }
    int has_token = token_index_at(g, p->x, p->y) >= 0;
    if (has_token && (p->turn_dir < 0 || p->turn_dir > 3))
        return N_("the position holds a privilege token: a direction to turn it is required");
    if (!has_token && p->turn_dir >= 0) return N_("there is no privilege token to turn there");
    if (g->donkey >= 0) {
        DonkeyView scratch;
        const DonkeyView *v = donkey_view(g, &scratch);
        if (donkey_view_near(v, oi)) {
            donkey_view_mark(v, donkey_mark, 1);
            const char *why = donkey_blocks(g, p, donkey_mark);
            donkey_view_mark(v, donkey_mark, 0);
            if (why) return why;
        }
    }
    return NULL;
}

const char *game_check_placement(const Game *g, const Placement *p)
{
    static _Thread_local char buf[200];
    return check_placement(g, p, buf, sizeof buf);
}

int game_legal_placements_of(const Game *g, int tile, Placement *out, int max)
{
    if (tile < 0 || tile >= g->ts->ntiles) return 0;
    DonkeyView scratch;
    const DonkeyView *v = NULL;
    if (g->donkey >= 0) {
        v = donkey_view(g, &scratch);
        donkey_view_mark(v, donkey_mark, 1);
    }
    /* open positions holding a privilege token, marked once for the whole list */
    uint8_t token[MAX_OPEN / 8] = {0};
    if (g->setup.expansions & EXP_PRIVILEGES)
        for (int k = 0; k < GAME_TOKEN_COUNT; k++) {
            const Token *t = &g->tok[k];
            if (t->where != TOKPLACE_BOARD) continue;
            int oi = (int)g->openix[GIDX(t->x, t->y)] - 1;
            assert(oi >= 0); /* a token lies on an empty position next to tiles */
            token[oi >> 3] |= (uint8_t)(1u << (oi & 7));
        }
    int n = 0;
    const TileRot *tr = g->trot[tile];
    for (int i = 0; i < g->nopen; i++) {
        const OpenPos *o = &g->open[i];
        uint16_t nacc = (uint16_t)~o->acc;
        int fit = (!(tr[0].onehot & nacc)) | (!(tr[1].onehot & nacc)) << 1 |
                  (!(tr[2].onehot & nacc)) << 2 | (!(tr[3].onehot & nacc)) << 3;
        if (!fit) continue;
        int has_token = (token[i >> 3] >> (i & 7)) & 1;
        int dnear = v && donkey_view_near(v, i);
        for (int r = 0; r < 4; r++) {
            if (!(fit & (1 << r))) continue;
            Placement p = {tile, o->x, o->y, r, has_token ? 0 : -1};
            if (dnear && donkey_blocks(g, &p, donkey_mark)) continue;
            if (n < max) out[n] = p;
            n++;
        }
    }
    if (v) donkey_view_mark(v, donkey_mark, 0);
    return n;
}

int game_legal_placements_reference(const Game *g, int tile, Placement *out, int max)
{
    static _Thread_local uint8_t mark[MAX_SEGS] = {0};
    if (tile < 0 || tile >= g->ts->ntiles) return 0;
    int roots[TILE_MAX_SEG], nr = 0;
    if (g->donkey >= 0) donkey_roots(g, mark, roots, &nr);
    int n = 0;
    for (int i = 0; i < g->nopen; i++) {
        const OpenPos *o = &g->open[i];
        for (int r = 0; r < 4; r++) {
            int ok = 1;
            for (int d = 0; d < 4 && ok; d++) {
                int ns = g_slot_at(g, o->x + edge_dx[d], o->y + edge_dy[d]);
                if (ns < 0) continue;
                const Placed *np = &g->placed[ns];
                int f = tile_edge(&g->ts->tile[np->tile], np->rot, (d + 2) & 3);
                ok = (edge_accepts[f] >> tile_edge(&g->ts->tile[tile], r, d)) & 1;
            }
            if (!ok) continue;
            Placement p = {tile, o->x, o->y, r, token_index_at(g, o->x, o->y) >= 0 ? 0 : -1};
            if (g->donkey >= 0 && donkey_blocks(g, &p, mark)) continue;
            if (n < max) out[n] = p;
            n++;
        }
    }
    for (int i = 0; i < nr; i++) mark[roots[i]] = 0;
    return n;
}

int game_legal_placements(const Game *g, Placement *out, int max)
{
    if (g->phase != PHASE_PLACE) return 0;
    return game_legal_placements_of(g, g->tile, out, max);
}

const char *game_check_action(const Game *g, const Action *a)
{
    static _Thread_local char buf[200];
    if (g->phase != PHASE_ACTION) return N_("no tile has just been placed");
    int slot = g_placed_slot(g);
    const Placed *pl = &g->placed[slot];
    const TileDef *t = &g->ts->tile[pl->tile];
    int seat = g->cur;
    unsigned exp = g->setup.expansions;
    switch (a->kind) {
    case ACT_NONE: return NULL;
    case ACT_FOLLOWER: {
        if (a->seg < 0 || a->seg >= t->nseg) return N_("the tile has no such feature");
        const TileSeg *s = &t->seg[a->seg];
        if (s->kind == SEG_FIELD && !(exp & EXP_FARMERS))
            return N_("farmers are switched off: no follower may go on a field");
        if (game_supply(g, seat, FIG_FOLLOWER) == 0) return N_("the player has no follower left");
        int r = g_find(g, pl->seg0 + a->seg);
        if (g->seg[r].nfollowers) {
            /* whole sentences, for the translations (the app shows them) */
            static const char *const held[4] = {N_("that road already holds a follower"),
                                                N_("that city already holds a follower"),
                                                N_("that field already holds a follower"),
                                                N_("that monastery already holds a follower")};
            return held[s->kind];
        }
        return NULL;
    }
    case ACT_WINDMILL:
        if (!(exp & EXP_VILLAGE))
            return N_("windmills are part of Village Life, which is not in play");
        if (!g_on(g, WITHOUT_WINDMILLS)) return N_("windmills are switched off in this game");
        if (a->seg < 0 || a->seg >= t->nseg || t->seg[a->seg].kind != SEG_FIELD)
            return N_("a windmill goes on a field of the tile just placed");
        if (game_supply(g, seat, FIG_WINDMILL) == 0)
            return N_("the windmill is already on the board");
        return NULL;
    case ACT_DONKEY: {
        if (!(exp & EXP_VILLAGE))
            return N_("the donkey is part of Village Life, which is not in play");
        if (!g_on(g, WITHOUT_DONKEY)) return N_("the donkey is switched off in this game");
        int s = g_slot_at(g, a->x, a->y);
        if (s < 0) return N_("the donkey can only move to a placed tile");
        if (s == g->donkey) return N_("the donkey already stands there");
        return NULL;
    }
    case ACT_RETURN: {
        if (!(exp & EXP_FESTIVAL) || !t->festival)
            return N_("a figure can be returned only after placing a Festival tile");
        int s = g_slot_at(g, a->x, a->y);
        if (s < 0) return N_("there is no tile there");
        const Placed *tp = &g->placed[s];
        const TileDef *tt = &g->ts->tile[tp->tile];
        if (a->seg < 0 || a->seg >= tt->nseg) return N_("that tile has no such feature");
        int want = g_find(g, tp->seg0 + a->seg);
        for (int p = 0; p < g->setup.nplayers; p++)
            for (int k = 0; k < FIGS_PER_PLAYER; k++) {
                const Figure *f = &g->fig[p][k];
                if (f->slot != s || g_find(g, f->seg) != want) continue;
                if (p != seat) {
                    snprintf(buf, sizeof buf, "that figure belongs to %s: only your own can return",
                             game_colour_name(g->setup.colour[p]));
                    return buf;
                }
                return NULL;
            }
        if (s == g->donkey) return N_("the donkey cannot be returned");
        return N_("no figure of yours stands there");
    }
    default: return N_("unknown action");
    }
}

int game_legal_actions(const Game *g, Action *out, int max)
{
    if (g->phase != PHASE_ACTION) return 0;
    int n = 0;
    int slot = g_placed_slot(g);
    const Placed *pl = &g->placed[slot];
    const TileDef *t = &g->ts->tile[pl->tile];
    int seat = g->cur;
    unsigned exp = g->setup.expansions;
    int have_follower = game_supply(g, seat, FIG_FOLLOWER) > 0;
    for (int i = 0; i < t->nseg && have_follower; i++) {
        if (t->seg[i].kind == SEG_FIELD && !(exp & EXP_FARMERS)) continue;
        if (g->seg[g_find(g, pl->seg0 + i)].nfollowers) continue;
        if (n < max) out[n] = (Action){ACT_FOLLOWER, i, pl->x, pl->y};
        n++;
    }
    if (game_supply(g, seat, FIG_WINDMILL) > 0) {
        for (int i = 0; i < t->nseg; i++) {
            if (t->seg[i].kind != SEG_FIELD) continue;
            if (n < max) out[n] = (Action){ACT_WINDMILL, i, pl->x, pl->y};
            n++;
        }
    }
    if ((exp & EXP_FESTIVAL) && t->festival) {
        for (int k = 0; k < FIGS_PER_PLAYER; k++) {
            const Figure *f = &g->fig[seat][k];
            if (f->slot == NO_SLOT) continue;
            if (n < max)
                out[n] = (Action){ACT_RETURN, g->seg[f->seg].idx, g->placed[f->slot].x,
                                  g->placed[f->slot].y};
            n++;
        }
    }
    if (g->donkey >= 0) {
        for (int s = 0; s < g->nplaced; s++) {
            if (s == g->donkey) continue;
            if (n < max) out[n] = (Action){ACT_DONKEY, -1, g->placed[s].x, g->placed[s].y};
            n++;
        }
    }
    return n;
}
