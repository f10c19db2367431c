/* The actions: draw, place, the figure action and its scoring, privilege tokens, the
 * re-deal, discard and the end. Each checks first and changes nothing when it refuses. */
#include "game_internal.h"

#include "i18n.h" /* N_ only: the sentences are translated where they are shown */

#include <string.h>

static int find_figure(const Game *g, int seat, int slot, int root)
{
    for (int k = 0; k < FIGS_PER_PLAYER; k++) {
        const Figure *f = &g->fig[seat][k];
        if (f->slot == slot && g_find(g, f->seg) == root) return k;
    }
    return -1;
}

static int free_figure(const Game *g, int seat, int kind)
{
    if (kind == FIG_WINDMILL)
        return g->fig[seat][GAME_FOLLOWERS_PER_PLAYER].slot == NO_SLOT ? GAME_FOLLOWERS_PER_PLAYER
                                                                       : -1;
    for (int k = 0; k < GAME_FOLLOWERS_PER_PLAYER; k++)
        if (g->fig[seat][k].slot == NO_SLOT) return k;
    return -1;
}

static void snapshot_turn_start(Game *g)
{
    /* scores at the start of the active player's turn (privilege crossing) */
    memcpy(g->turn_start_score, g->score, sizeof g->score);
}

int game_draw(Game *g, int tile)
{
    if (g->phase != PHASE_DRAW) return g_error(g, N_("a tile cannot be drawn now"));
    if (g->pile_pos >= g->pile_len) return g_error(g, N_("the draw pile is empty"));
    int pos = g->pile_pos;
    if (tile < 0) {
        if (!g->ordered) {
            int j = pos + (int)rng_below(&g->rng, (uint32_t)(g->pile_len - pos));
            uint8_t t = g->pile[j];
            g->pile[j] = g->pile[pos];
            g->pile[pos] = t;
        }
    } else if (g->ordered) {
        if (g->pile[pos] != tile)
            return g_error(g, "the next tile drawn is %s, not %s", g->ts->tile[g->pile[pos]].id,
                           tile < g->ts->ntiles ? g->ts->tile[tile].id : "?");
    } else {
        int j = -1;
        for (int i = pos; i < g->pile_len; i++)
            if (g->pile[i] == tile) {
                j = i;
                break;
            }
        if (j < 0)
            return g_error(g, "tile %s is not left in the draw pile",
                           tile < g->ts->ntiles && tile >= 0 ? g->ts->tile[tile].id : "?");
        uint8_t t = g->pile[j];
        g->pile[j] = g->pile[pos];
        g->pile[pos] = t;
    }
    g->tile = g->pile[pos];
    g->pile_pos++;
    if (g->turn_start_pending) {
        g->turn++;
        g->turn_start_pending = 0;
        snapshot_turn_start(g);
    }
    g->phase = PHASE_PLACE;
    /* once per board: the legal list and the placement of this turn both read it */
    if (!g->dkv.valid) donkey_view_compute(g, &g->dkv);
    return 0;
}

int game_place(Game *g, const Placement *p)
{
    if (g->phase != PHASE_PLACE) return g_error(g, N_("no tile is waiting to be placed"));
    if (p->tile != g->tile)
        return g_error(g, "the tile to place is %s, not %s", g->ts->tile[g->tile].id,
                       p->tile >= 0 && p->tile < g->ts->ntiles ? g->ts->tile[p->tile].id : "?");
    const char *why = game_check_placement(g, p);
    if (why)
        return g_error(g, "%s cannot go at %d %d rotation %d: %s", g->ts->tile[p->tile].id, p->x,
                       p->y, p->rot * 90, why);
    board_put(g, p->tile, p->x, p->y, p->rot);
    g->last_place = *p;
    if (p->turn_dir >= 0) priv_turn_token(g, p->x, p->y, p->turn_dir);
    g->tile = -1;
    g->phase = PHASE_ACTION;
    return 0;
}

static void end_turn(Game *g)
{
    if ((g->setup.expansions & EXP_PRIVILEGES) && g->pile_pos < g->pile_len &&
        priv_track_empty(g) && priv_turned_count(g) > 0) {
        g->phase = PHASE_REDEAL;
        return;
    }
    g->cur = (g->cur + 1) % g->setup.nplayers;
    g->phase = PHASE_DRAW;
    g->turn_start_pending = 1;
}

static void after_scoring(Game *g)
{
    if (g->setup.expansions & EXP_PRIVILEGES) {
        priv_after_scoring(g);
        if (priv_advance(g)) {
            g->phase = PHASE_TOKEN;
            return;
        }
    }
    end_turn(g);
}

int game_act(Game *g, const Action *a)
{
    const char *why = game_check_action(g, a);
    if (why) return g_error(g, "%s", why);
    int slot = g_placed_slot(g);
    const Placed *pl = &g->placed[slot];
    int seat = g->cur;
    switch (a->kind) {
    case ACT_FOLLOWER: {
        int k = free_figure(g, seat, FIG_FOLLOWER);
        assert(k >= 0); /* game_check_action saw one in the supply */
        Figure *f = &g->fig[seat][k];
        f->slot = (uint16_t)slot;
        f->seg = (uint16_t)(pl->seg0 + a->seg);
        int r = g_find_mut(g, f->seg);
        g->seg[r].followers[seat]++;
        g->seg[r].nfollowers++;
        g->placed[slot].nfollowers++;
        break;
    }
    case ACT_WINDMILL: {
        Figure *f = &g->fig[seat][GAME_FOLLOWERS_PER_PLAYER];
        f->slot = (uint16_t)slot;
        f->seg = (uint16_t)(pl->seg0 + a->seg);
        break;
    }
    case ACT_DONKEY:
        g->donkey = g_slot_at(g, a->x, a->y);
        g->dkv.valid = 0;
        break;
    case ACT_RETURN: {
        int s = g_slot_at(g, a->x, a->y);
        int root = g_find(g, g->placed[s].seg0 + a->seg);
        int k = find_figure(g, seat, s, root);
        assert(k >= 0); /* game_check_action found the player's figure there */
        g_return_figure(g, seat, k);
        break;
    }
    default: break;
    }
    HistEntry *h = hist_push(g, H_MOVE);
    if (h) {
        h->place = g->last_place;
        h->act = *a;
        if (a->kind == ACT_FOLLOWER || a->kind == ACT_WINDMILL) {
            h->act.x = pl->x;
            h->act.y = pl->y;
        }
    }
    score_turn(g, slot);
    after_scoring(g);
    return 0;
}

int game_token_player(const Game *g)
{
    return g->phase == PHASE_TOKEN ? g->tok_queue[g->tok_qi] : -1;
}

int game_token_positions(const Game *g, Pos *out, int max)
{
    if (g->phase != PHASE_TOKEN) return 0;
    return priv_positions(g, out, max);
}

int game_place_token(Game *g, int x, int y)
{
    if (g->phase != PHASE_TOKEN)
        return g_error(g, N_("no privilege token is waiting to be placed"));
    int seat = g->tok_queue[g->tok_qi];
    if (priv_place(g, x, y) != 0) return -1;
    HistEntry *h = hist_push(g, H_TOKEN);
    if (h) {
        h->player = seat;
        h->x = x;
        h->y = y;
    }
    g->tok_qi++;
    if (priv_advance(g)) return 0;
    end_turn(g);
    return 0;
}

int game_needs_redeal(const Game *g) { return g->phase == PHASE_REDEAL; }

int game_redeal(Game *g, const uint8_t *order, int n)
{
    if (g->phase != PHASE_REDEAL) return g_error(g, N_("no re-deal is due now"));
    uint8_t dealt[GAME_TOKEN_COUNT];
    int ndeal = priv_turned_count(g);
    if (priv_redeal(g, order, n, dealt) != 0) return -1;
    HistEntry *h = hist_push(g, H_REDEAL);
    if (h) {
        h->ndeal = ndeal;
        memcpy(h->deal, dealt, (size_t)ndeal);
    }
    g->cur = (g->cur + 1) % g->setup.nplayers;
    g->phase = PHASE_DRAW;
    g->turn_start_pending = 1;
    return 0;
}

int game_discard(Game *g)
{
    if (g->phase != PHASE_PLACE) return g_error(g, N_("no tile is waiting to be placed"));
    Placement p;
    if (game_legal_placements(g, &p, 1) > 0)
        return g_error(g,
                       "tile %s fits on the board (for example at %d %d rotation %d), so it "
                       "cannot be discarded",
                       g->ts->tile[g->tile].id, p.x, p.y, p.rot * 90);
    HistEntry *h = hist_push(g, H_DISCARD);
    if (h) h->place.tile = g->tile;
    g->tile = -1;
    g->phase = PHASE_DRAW;
    return 0;
}

int game_end(Game *g)
{
    if (g->phase != PHASE_DRAW)
        return g_error(g, N_("the game cannot end in the middle of a turn"));
    if (g->pile_pos < g->pile_len)
        return g_error(g, "the game cannot end: %d tile%s left in the draw pile",
                       g->pile_len - g->pile_pos, g->pile_len - g->pile_pos == 1 ? " is" : "s are");
    score_final(g);
    hist_push(g, H_END);
    g->phase = PHASE_OVER;
    return 0;
}
