/* A game's life: creation from a setup (the draw pile, flowers, privileges), reset, copy
 * and free. */
#include "game_internal.h"

#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static int set_of_expansions_has(unsigned exp, int set)
{
    if (set == SET_BASE) return 1;
    if (set == SET_FESTIVAL) return (exp & EXP_FESTIVAL) != 0;
    if (set == SET_VILLAGE) return (exp & EXP_VILLAGE) != 0;
    return 0;
}

static int game_init(Game *g, const Tileset *ts, const GameSetup *su, char *err, size_t errsize)
{
    if (g->ts != ts) {
        g->ts = ts;
        board_precompute(g);
    }
    board_clear(g);
    if (su->nplayers < 2 || su->nplayers > GAME_MAX_PLAYERS) {
        snprintf(err, errsize, "a game needs 2 to 8 players, not %d", su->nplayers);
        return -1;
    }
    for (int i = 0; i < su->nplayers; i++) {
        if (su->colour[i] >= COL_COUNT) {
            snprintf(err, errsize, "player %d has no valid colour", i + 1);
            return -1;
        }
        for (int j = 0; j < i; j++)
            if (su->colour[i] == su->colour[j]) {
                snprintf(err, errsize, "colour %s is taken twice", game_colour_name(su->colour[i]));
                return -1;
            }
    }
    g->start_tile = tileset_find(ts, "D");
    if (g->start_tile < 0) {
        snprintf(err, errsize, "the tile set has no start tile D");
        return -1;
    }
    if (su->without & ~(unsigned)WITHOUT_ALL) {
        snprintf(err, errsize, "unknown Village Life element switched off");
        return -1;
    }
    if (su->without && !(su->expansions & EXP_VILLAGE)) {
        snprintf(err, errsize, "Village Life elements can be switched off only with Village Life");
        return -1;
    }
    if ((su->without & WITHOUT_FLOWERS) && su->has_flowers) {
        snprintf(err, errsize, "flowers are switched off, so no flower tokens are drawn");
        return -1;
    }
    g->setup = *su;
    GameSetup *s = &g->setup;
    rng_seed(&g->rng, s->has_seed ? s->seed : 0, 0x7472756261646fULL);

    /* draw pile */
    if (s->has_deck) {
        if (s->deck_len < 0 || s->deck_len > GAME_MAX_DECK) {
            snprintf(err, errsize, "the deck holds more than %d tiles", GAME_MAX_DECK);
            return -1;
        }
        int markets = 0;
        for (int i = 0; i < s->deck_len; i++) {
            if (s->deck[i] >= ts->ntiles) {
                snprintf(err, errsize, "the deck names an unknown tile");
                return -1;
            }
            const TileDef *t = &ts->tile[s->deck[i]];
            if (!set_of_expansions_has(s->expansions, t->set)) {
                snprintf(err, errsize, "deck tile %s belongs to %s, which is not in play", t->id,
                         set_name(t->set));
                return -1;
            }
            markets += t->marketplace;
        }
        if (markets > MAX_MARKETS) {
            snprintf(err, errsize, "the deck holds more than %d marketplaces", MAX_MARKETS);
            return -1;
        }
        memcpy(g->pile, s->deck, (size_t)s->deck_len);
        g->pile_len = s->deck_len;
        g->ordered = 1;
    } else {
        int n = 0, start_skipped = 0;
        for (int ti = 0; ti < ts->ntiles; ti++) {
            const TileDef *t = &ts->tile[ti];
            if (!set_of_expansions_has(s->expansions, t->set)) continue;
            for (int c = 0; c < t->count; c++) {
                if (ti == g->start_tile && !start_skipped) {
                    start_skipped = 1;
                    continue;
                }
                if (n < GAME_MAX_DECK) g->pile[n++] = (uint8_t)ti;
            }
        }
        g->pile_len = n;
        g->ordered = s->has_seed;
        if (g->ordered) rng_shuffle_u8(&g->rng, g->pile, n);
        s->has_deck = 1;
        s->deck_len = n;
        memcpy(s->deck, g->pile, (size_t)n);
    }
    g->pile_pos = 0;

    /* flowers */
    if (s->without & WITHOUT_FLOWERS) {
        memset(s->flower, 0, sizeof s->flower); /* no tokens drawn: nothing to read */
    } else if (s->expansions & EXP_VILLAGE) {
        if (!s->has_flowers) {
            uint8_t bag[8];
            int nb = s->nplayers <= 4 ? 4 : 8;
            for (int i = 0; i < nb; i++) bag[i] = (uint8_t)(i % 4);
            rng_shuffle_u8(&g->rng, bag, nb);
            for (int i = 0; i < s->nplayers; i++) s->flower[i] = bag[i];
            s->has_flowers = 1;
        } else {
            int used[FLOWER_COUNT] = {0};
            int limit = s->nplayers <= 4 ? 1 : 2;
            for (int i = 0; i < s->nplayers; i++) {
                if (s->flower[i] >= FLOWER_COUNT) {
                    snprintf(err, errsize, "player %s has no valid flower colour",
                             game_colour_name(s->colour[i]));
                    return -1;
                }
                if (++used[s->flower[i]] > limit) {
                    snprintf(err, errsize,
                             "flower %s is drawn by more players than its %d token%s allow%s",
                             flower_name(s->flower[i]), limit, limit > 1 ? "s" : "",
                             limit > 1 ? "" : "s");
                    return -1;
                }
            }
        }
    }

    g->phase = PHASE_DRAW;
    g->cur = 0;
    g->turn = 0;
    g->turn_start_pending = 1;
    g->tile = -1;
    memset(g->fig, 0xFF, sizeof g->fig);
    memset(g->score, 0, sizeof g->score);
    memset(g->part, 0, sizeof g->part);
    memset(g->turn_start_score, 0, sizeof g->turn_start_score);
    g->nmarkets = 0;
    g->nev = g->nevpos = g->nitems = g->nhist = 0;
    g->oom = 0;
    g->err[0] = '\0';
    g->tok_qn = g->tok_qi = 0;
    g->tok_taking = -1;

    board_put(g, g->start_tile, 0, 0, 0);
    g->donkey = g_on(g, WITHOUT_DONKEY) ? 0 : -1;
    g->dkv.valid = 0;
    if (s->expansions & EXP_PRIVILEGES) priv_setup(g);
    return 0;
}

Game *game_new(const Tileset *ts, const GameSetup *setup, char *err, size_t errsize)
{
    Game *g = calloc(1, sizeof *g);
    if (!g) {
        snprintf(err, errsize, "out of memory");
        return NULL;
    }
    if (game_init(g, ts, setup, err, errsize) != 0) {
        game_free(g);
        return NULL;
    }
    return g;
}

int game_reset(Game *g, const GameSetup *setup, char *err, size_t errsize)
{
    return game_init(g, g->ts, setup, err, errsize);
}

void game_free(Game *g)
{
    if (!g) return;
    free(g->ev);
    free(g->evpos);
    free(g->items);
    free(g->hist);
    free(g);
}

static void *dup_array(const void *src, size_t n, size_t size)
{
    if (n == 0) return NULL;
    void *p = malloc(n * size);
    if (p) memcpy(p, src, n * size);
    return p;
}

/* game_copy's layout: the grids side by side, then the segments */
_Static_assert(offsetof(Game, openix) == offsetof(Game, grid) + sizeof(((Game *)0)->grid),
               "the two grids are adjacent");
_Static_assert(offsetof(Game, seg) > offsetof(Game, openix), "the segments follow the grids");

void game_copy(Game *dst, const Game *src)
{
    ScoreEvent *ev = dst->ev;
    Pos *evpos = dst->evpos;
    ScoreItem *items = dst->items;
    HistEntry *hist = dst->hist;
    int cap_ev = dst->cap_ev, cap_evpos = dst->cap_evpos, cap_items = dst->cap_items,
        cap_hist = dst->cap_hist;
    /* The two board grids (256 KiB of the 330) are nonzero only at the placed tiles and the
     * open positions (board.c keeps it so): dst's cells are cleared and src's set, instead of
     * copying both grids whole. Segments past nseg are never read (board_place clears each
     * one it hands out), so only the first nseg are copied. The result is the same game. */
    for (int i = 0; i < dst->nplaced; i++) dst->grid[GIDX(dst->placed[i].x, dst->placed[i].y)] = 0;
    for (int i = 0; i < dst->nopen; i++) dst->openix[GIDX(dst->open[i].x, dst->open[i].y)] = 0;
    char *d = (char *)dst;
    const char *s = (const char *)src;
    size_t grids = offsetof(Game, grid), after_grids = offsetof(Game, openix) + sizeof dst->openix;
    size_t segs = offsetof(Game, seg), after_segs = segs + sizeof dst->seg;
    memcpy(d, s, grids);
    memcpy(d + after_grids, s + after_grids, segs - after_grids);
    memcpy(dst->seg, src->seg, (size_t)src->nseg * sizeof src->seg[0]);
    memcpy(d + after_segs, s + after_segs, sizeof *dst - after_segs);
    for (int i = 0; i < src->nplaced; i++) {
        size_t k = GIDX(src->placed[i].x, src->placed[i].y);
        dst->grid[k] = src->grid[k];
    }
    for (int i = 0; i < src->nopen; i++) {
        size_t k = GIDX(src->open[i].x, src->open[i].y);
        dst->openix[k] = src->openix[k];
    }
    dst->ev = ev;
    dst->evpos = evpos;
    dst->items = items;
    dst->hist = hist;
    dst->cap_ev = cap_ev;
    dst->cap_evpos = cap_evpos;
    dst->cap_items = cap_items;
    dst->cap_hist = cap_hist;
    /* Events and history are copied only when they fit; a copy used for look-ahead does not
     * need them, and the counts stay consistent either way. */
    if (src->nev <= cap_ev && src->nevpos <= cap_evpos && src->nitems <= cap_items &&
        src->nhist <= cap_hist) {
        if (src->nev) memcpy(dst->ev, src->ev, (size_t)src->nev * sizeof *ev);
        if (src->nevpos) memcpy(dst->evpos, src->evpos, (size_t)src->nevpos * sizeof *evpos);
        if (src->nitems) memcpy(dst->items, src->items, (size_t)src->nitems * sizeof *items);
        if (src->nhist) memcpy(dst->hist, src->hist, (size_t)src->nhist * sizeof *hist);
    } else {
        dst->nev = dst->nevpos = dst->nitems = dst->nhist = 0;
        dst->oom = 1;
    }
}

Game *game_clone(const Game *src)
{
    Game *g = malloc(sizeof *g);
    if (!g) return NULL;
    memcpy(g, src, sizeof *g);
    g->ev = dup_array(src->ev, (size_t)src->nev, sizeof *src->ev);
    g->evpos = dup_array(src->evpos, (size_t)src->nevpos, sizeof *src->evpos);
    g->items = dup_array(src->items, (size_t)src->nitems, sizeof *src->items);
    g->hist = dup_array(src->hist, (size_t)src->nhist, sizeof *src->hist);
    g->cap_ev = src->nev;
    g->cap_evpos = src->nevpos;
    g->cap_items = src->nitems;
    g->cap_hist = src->nhist;
    if ((src->nev && !g->ev) || (src->nevpos && !g->evpos) || (src->nitems && !g->items) ||
        (src->nhist && !g->hist)) {
        game_free(g);
        return NULL;
    }
    return g;
}
