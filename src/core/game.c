/* Game state, tile placement, feature merging, legality and actions. */
#include "game_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const int DX[4] = {0, 1, 0, -1};
static const int DY[4] = {-1, 0, 1, 0};

/* Which new edge kinds an existing neighbour edge accepts (RULES.md §1, bushes §4.2). */
static const uint8_t ACCEPTS[4] = {
    [EDGE_FIELD] = (1 << EDGE_FIELD) | (1 << EDGE_BUSH),
    [EDGE_ROAD] = (1 << EDGE_ROAD) | (1 << EDGE_BUSH),
    [EDGE_CITY] = (1 << EDGE_CITY),
    [EDGE_BUSH] = (1 << EDGE_FIELD) | (1 << EDGE_ROAD) | (1 << EDGE_BUSH),
};

static const char *const COLOUR_NAMES[COL_COUNT] = {"red",   "blue", "green", "yellow",
                                                    "black", "gray", "pink",  "purple"};
static const char *const TOKEN_LETTERS[TOK_TYPES] = {"R", "C", "X", "D", "E"};
static const char *const CATEGORY_NAMES[CAT_COUNT] = {
    "roads", "cities", "monasteries", "fields", "flowers", "windmills", "marketplace", "privileges"};
static const char *const EVENT_NAMES[EV_KIND_COUNT] = {
    "road", "city", "monastery", "field", "windmill", "marketplace", "privilege-turn",
    "privilege-place"};
static const char *const ITEM_NAMES[ITEM_KIND_COUNT] = {
    "tiles", "pennants", "monastery", "neighbouring tiles", "completed cities", "flower groups",
    "windmill", "network tiles", "followers"};
static const char *const DIR_NAMES[4] = {"N", "E", "S", "W"};

const char *colour_name(int c) { return c >= 0 && c < COL_COUNT ? COLOUR_NAMES[c] : "?"; }
const char *token_letter(int t) { return t >= 0 && t < TOK_TYPES ? TOKEN_LETTERS[t] : "?"; }
const char *category_name(int c) { return c >= 0 && c < CAT_COUNT ? CATEGORY_NAMES[c] : "?"; }
const char *event_kind_name(int k) { return k >= 0 && k < EV_KIND_COUNT ? EVENT_NAMES[k] : "?"; }
const char *item_name(int w) { return w >= 0 && w < ITEM_KIND_COUNT ? ITEM_NAMES[w] : "?"; }
const char *dir_name(int d) { return d >= 0 && d < 4 ? DIR_NAMES[d] : "?"; }

static int name_index(const char *const *names, int n, const char *s)
{
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], s) == 0) return i;
    return -1;
}
int colour_parse(const char *s) { return name_index(COLOUR_NAMES, COL_COUNT, s); }
int token_parse(const char *s) { return name_index(TOKEN_LETTERS, TOK_TYPES, s); }
int dir_parse(const char *s) { return name_index(DIR_NAMES, 4, s); }

int g_error(Game *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->err, sizeof g->err, fmt, ap);
    va_end(ap);
    return -1;
}

/* ---------- union-find ---------- */

int g_find(const Game *g, int s)
{
    while (g->seg[s].parent != s) s = g->seg[s].parent;
    return s;
}

int g_find_mut(Game *g, int s)
{
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
    for (int p = 0; p < MAX_PLAYERS; p++)
        ra->followers[p] = (uint8_t)(ra->followers[p] + rb->followers[p]);
    ra->nfollowers = (uint8_t)(ra->nfollowers + rb->nfollowers);
    ra->scored |= rb->scored;
    return a;
}

/* ---------- board ---------- */

static int in_bounds(int x, int y)
{
    return x >= BOARD_MIN && x <= BOARD_MAX && y >= BOARD_MIN && y <= BOARD_MAX;
}

int g_slot_at(const Game *g, int x, int y)
{
    if (x < -GRID_OFF || x >= GRID_OFF || y < -GRID_OFF || y >= GRID_OFF) return -1;
    return (int)g->grid[GIDX(x, y)] - 1;
}

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
    if (!in_bounds(x, y)) return;
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
    o->acc = (uint16_t)((o->acc & ~(0xF << (4 * side))) | (ACCEPTS[edge] << (4 * side)));
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
static int board_put(Game *g, int tile, int x, int y, int rot)
{
    const TileDef *t = &g->ts->tile[tile];
    int slot = g->nplaced++;
    Placed *pl = &g->placed[slot];
    pl->tile = (uint8_t)tile;
    pl->x = (int8_t)x;
    pl->y = (int8_t)y;
    pl->rot = (uint8_t)rot;
    pl->seg0 = (uint16_t)g->nseg;
    pl->nfollowers = 0;
    pl->market = -1;
    if (t->marketplace && g->nmarkets < MAX_MARKETS) {
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
        if (ts->kind == SEG_ROAD && ts->market && pl->market >= 0)
            s->markets = 1u << pl->market;
    }
    g->grid[GIDX(x, y)] = (uint16_t)(slot + 1);
    open_remove(g, x, y);

    const TileRot *tr = &g->trot[tile][rot];
    for (int d = 0; d < 4; d++) {
        int nx = x + DX[d], ny = y + DY[d];
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
            g->seg[r].open = (uint16_t)(g->seg[r].open - 2);
        } else if (e == EDGE_ROAD && f == EDGE_BUSH) {
            int r = g_find_mut(g, pl->seg0 + tr->side_seg[d]);
            g->seg[r].open--;
        } else if (e == EDGE_BUSH && f == EDGE_ROAD) {
            int r = g_find_mut(g, np->seg0 + ntr->side_seg[od]);
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

/* ---------- creation ---------- */

static void precompute(Game *g)
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

static void shuffle_u8(Rng *r, uint8_t *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)(i + 1));
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

static int set_of_expansions_has(unsigned exp, int set)
{
    if (set == SET_BASE) return 1;
    if (set == SET_FESTIVAL) return (exp & EXP_FESTIVAL) != 0;
    if (set == SET_VILLAGE) return (exp & EXP_VILLAGE) != 0;
    return 0;
}

static void clear_board(Game *g)
{
    for (int i = 0; i < g->nplaced; i++) g->grid[GIDX(g->placed[i].x, g->placed[i].y)] = 0;
    for (int i = 0; i < g->nopen; i++) g->openix[GIDX(g->open[i].x, g->open[i].y)] = 0;
    g->nplaced = 0;
    g->nopen = 0;
    g->nseg = 0;
}

static int game_init(Game *g, const Tileset *ts, const GameSetup *su, char *err, size_t errsize)
{
    if (g->ts != ts) {
        g->ts = ts;
        precompute(g);
    }
    clear_board(g);
    if (su->nplayers < 2 || su->nplayers > MAX_PLAYERS) {
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
                snprintf(err, errsize, "colour %s is taken twice", colour_name(su->colour[i]));
                return -1;
            }
    }
    g->start_tile = tileset_find(ts, "D");
    if (g->start_tile < 0) {
        snprintf(err, errsize, "the tile set has no start tile D");
        return -1;
    }
    g->setup = *su;
    GameSetup *s = &g->setup;
    rng_seed(&g->rng, s->has_seed ? s->seed : 0, 0x7472756261646fULL);

    /* draw pile */
    if (s->has_deck) {
        if (s->deck_len < 0 || s->deck_len > MAX_DECK) {
            snprintf(err, errsize, "the deck holds more than %d tiles", MAX_DECK);
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
                if (n < MAX_DECK) g->pile[n++] = (uint8_t)ti;
            }
        }
        g->pile_len = n;
        g->ordered = s->has_seed;
        if (g->ordered) shuffle_u8(&g->rng, g->pile, n);
        s->has_deck = 1;
        s->deck_len = n;
        memcpy(s->deck, g->pile, (size_t)n);
    }
    g->pile_pos = 0;

    /* flowers */
    if (s->expansions & EXP_VILLAGE) {
        if (!s->has_flowers) {
            uint8_t bag[8];
            int nb = s->nplayers <= 4 ? 4 : 8;
            for (int i = 0; i < nb; i++) bag[i] = (uint8_t)(i % 4);
            shuffle_u8(&g->rng, bag, nb);
            for (int i = 0; i < s->nplayers; i++) s->flower[i] = bag[i];
            s->has_flowers = 1;
        } else {
            int used[FLOWER_COUNT] = {0};
            int limit = s->nplayers <= 4 ? 1 : 2;
            for (int i = 0; i < s->nplayers; i++) {
                if (s->flower[i] >= FLOWER_COUNT) {
                    snprintf(err, errsize, "player %s has no valid flower colour",
                             colour_name(s->colour[i]));
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
    g->donkey = (s->expansions & EXP_VILLAGE) ? 0 : -1;
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

void game_copy(Game *dst, const Game *src)
{
    ScoreEvent *ev = dst->ev;
    Pos *evpos = dst->evpos;
    ScoreItem *items = dst->items;
    HistEntry *hist = dst->hist;
    int cap_ev = dst->cap_ev, cap_evpos = dst->cap_evpos, cap_items = dst->cap_items,
        cap_hist = dst->cap_hist;
    memcpy(dst, src, sizeof *dst);
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

/* ---------- history ---------- */

static HistEntry *hist_push(Game *g, int kind)
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

/* ---------- donkey: would this placement complete a feature on the donkey's tile? ---------- */

typedef struct SimNode {
    int root;       /* old root, or -1 for a new segment */
    int parent;
    int open;
    uint32_t markets;
    int donkey;     /* holds a segment on the donkey's tile */
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
static void donkey_roots(const Game *g, uint8_t *dmark, int *roots, int *nroots)
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
static const char *donkey_blocks(const Game *g, const Placement *p, const uint8_t *dmark)
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
        if (filled == 8) return "it would surround the monastery the donkey stands on";
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
        n[nn].markets = (s->kind == SEG_ROAD && s->market) ? 1u << g->nmarkets : 0;
        n[nn].donkey = 0;
        nn++;
    }
    for (int d = 0; d < 4; d++) {
        int ns = g_slot_at(g, p->x + DX[d], p->y + DY[d]);
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
            return kind == SEG_CITY ? "it would complete a city the donkey stands on"
                                    : "it would complete a road the donkey stands on";
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
            return "it would complete a marketplace network the donkey stands on";
    }
    return NULL;
}

/* ---------- legality ---------- */

static int token_index_at(const Game *g, int x, int y)
{
    if (!(g->setup.expansions & EXP_PRIVILEGES)) return -1;
    return priv_token_at(g, x, y);
}

int game_token_at(const Game *g, int x, int y) { return token_index_at(g, x, y) >= 0; }

typedef struct DonkeyCtx {
    int active;
    uint8_t *mark;      /* per segment id: root on (or network-linked to) the donkey tile */
    uint8_t *ext;       /* roots whose touching means the full check must run */
    int dmonastery;     /* donkey tile has a monastery */
    uint8_t *near;      /* per open position: touches something the donkey may block */
    int ext_list[64];   /* roots marked in ext (and possibly mark) */
    int next;
} DonkeyCtx;

static void donkey_ctx_init(const Game *g, DonkeyCtx *c, uint8_t *mark, uint8_t *ext,
                            uint8_t *near)
{
    c->active = g->donkey >= 0;
    c->mark = mark;
    c->ext = ext;
    c->near = near;
    c->dmonastery = 0;
    c->next = 0;
    if (!c->active) return;
    int roots[TILE_MAX_SEG], nr;
    donkey_roots(g, mark, roots, &nr);
    uint32_t markets = 0;
    for (int i = 0; i < nr; i++) {
        c->ext_list[c->next++] = roots[i];
        ext[roots[i]] = 1;
        markets |= g->seg[roots[i]].markets;
    }
    /* roads of networks that hold a donkey road: closing them may complete that network */
    for (int m = 0; m < g->nmarkets; m++) {
        if (!(markets & (1u << m))) continue;
        const Placed *mp = &g->placed[g->market_slot[m]];
        const TileDef *mt = &g->ts->tile[mp->tile];
        for (int s = 0; s < mt->nseg; s++) {
            if (mt->seg[s].kind != SEG_ROAD || !mt->seg[s].market) continue;
            int r = g_find(g, mp->seg0 + s);
            if (!ext[r] && c->next < (int)(sizeof c->ext_list / sizeof c->ext_list[0])) {
                ext[r] = 1;
                c->ext_list[c->next++] = r;
            }
        }
    }
    c->dmonastery = g->ts->tile[g->placed[g->donkey].tile].monastery;
    /* open positions next to an open edge of those features, or around a donkey monastery */
    memset(near, 0, (size_t)g->nopen);
    for (int i = 0; i < c->next; i++) {
        int s = c->ext_list[i], m = s;
        do {
            const Seg *ms = &g->seg[m];
            const Placed *pl = &g->placed[ms->slot];
            uint8_t edges = rot_edges(g->ts->tile[pl->tile].seg[ms->idx].edges, pl->rot);
            for (int d = 0; d < 4; d++) {
                if (!(edges & (1 << d))) continue;
                int nx = pl->x + DX[d], ny = pl->y + DY[d];
                if (!in_bounds(nx, ny)) continue;
                int oi = (int)g->openix[GIDX(nx, ny)] - 1;
                if (oi >= 0) near[oi] = 1;
            }
            m = ms->next;
        } while (m != s);
    }
    if (c->dmonastery) {
        const Placed *dk = &g->placed[g->donkey];
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                if (!in_bounds(dk->x + dx, dk->y + dy)) continue;
                int oi = (int)g->openix[GIDX(dk->x + dx, dk->y + dy)] - 1;
                if (oi >= 0) near[oi] = 1;
            }
    }
}

/* Clears the marks so the static arrays are all zero for the next caller. */
static void donkey_ctx_done(DonkeyCtx *c)
{
    for (int i = 0; i < c->next; i++) {
        c->mark[c->ext_list[i]] = 0;
        c->ext[c->ext_list[i]] = 0;
    }
}

/* Whether a tile at x,y touches anything the donkey could make illegal (any rotation). */
static int donkey_near(const Game *g, const DonkeyCtx *dc, int x, int y)
{
    int oi = (int)g->openix[GIDX(x, y)] - 1;
    return oi >= 0 && dc->near[oi];
}

static const char *check_placement(const Game *g, const Placement *p, const DonkeyCtx *dc,
                                   char *buf, size_t bufsize)
{
    if (p->tile < 0 || p->tile >= g->ts->ntiles) return "unknown tile";
    if (p->rot < 0 || p->rot > 3) return "rotation must be 0, 90, 180 or 270";
    if (!in_bounds(p->x, p->y)) return "the position is off the board";
    if (g_slot_at(g, p->x, p->y) >= 0) return "the position already holds a tile";
    int oi = (int)g->openix[GIDX(p->x, p->y)] - 1;
    if (oi < 0) return "the position touches no placed tile";
    const OpenPos *o = &g->open[oi];
    uint16_t oh = g->trot[p->tile][p->rot].onehot;
    if (oh & ~o->acc) {
        const TileDef *t = &g->ts->tile[p->tile];
        static const char *const kinds[4] = {"field", "road", "city", "bush"};
        for (int d = 0; d < 4; d++) {
            if (!((oh >> (4 * d)) & ~(o->acc >> (4 * d)) & 0xF)) continue;
            int ns = g_slot_at(g, p->x + DX[d], p->y + DY[d]);
            const Placed *np = &g->placed[ns];
            int f = tile_edge(&g->ts->tile[np->tile], np->rot, (d + 2) & 3);
            snprintf(buf, bufsize, "its %s side (%s) does not match the %s of the tile at %d %d",
                     dir_name(d), kinds[tile_edge(t, p->rot, d)], kinds[f], np->x, np->y);
            return buf;
        }
        return "its edges do not match";
    }
    int has_token = token_index_at(g, p->x, p->y) >= 0;
    if (has_token && (p->turn_dir < 0 || p->turn_dir > 3))
        return "the position holds a privilege token: a direction to turn it is required";
    if (!has_token && p->turn_dir >= 0) return "there is no privilege token to turn there";
    if (dc->active && donkey_near(g, dc, p->x, p->y)) {
        const char *why = donkey_blocks(g, p, dc->mark);
        if (why) return why;
    }
    return NULL;
}

const char *game_check_placement(const Game *g, const Placement *p)
{
    static _Thread_local char buf[200];
    static _Thread_local uint8_t mark[MAX_SEGS], ext[MAX_SEGS], near[MAX_OPEN];
    DonkeyCtx dc;
    donkey_ctx_init(g, &dc, mark, ext, near);
    const char *why = check_placement(g, p, &dc, buf, sizeof buf);
    donkey_ctx_done(&dc);
    return why;
}

int game_legal_placements_of(const Game *g, int tile, Placement *out, int max)
{
    static _Thread_local uint8_t mark[MAX_SEGS], ext[MAX_SEGS], near[MAX_OPEN];
    DonkeyCtx dc;
    if (tile < 0 || tile >= g->ts->ntiles) return 0;
    donkey_ctx_init(g, &dc, mark, ext, near);
    int n = 0;
    const TileRot *tr = g->trot[tile];
    for (int i = 0; i < g->nopen; i++) {
        const OpenPos *o = &g->open[i];
        uint16_t nacc = (uint16_t)~o->acc;
        int fit = (!(tr[0].onehot & nacc)) | (!(tr[1].onehot & nacc)) << 1 |
                  (!(tr[2].onehot & nacc)) << 2 | (!(tr[3].onehot & nacc)) << 3;
        if (!fit) continue;
        int has_token = token_index_at(g, o->x, o->y) >= 0;
        int dnear = dc.active && near[i];
        for (int r = 0; r < 4; r++) {
            if (!(fit & (1 << r))) continue;
            Placement p = {tile, o->x, o->y, r, has_token ? 0 : -1};
            if (dnear && donkey_blocks(g, &p, dc.mark)) continue;
            if (n < max) out[n] = p;
            n++;
        }
    }
    donkey_ctx_done(&dc);
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
                int ns = g_slot_at(g, o->x + DX[d], o->y + DY[d]);
                if (ns < 0) continue;
                const Placed *np = &g->placed[ns];
                int f = tile_edge(&g->ts->tile[np->tile], np->rot, (d + 2) & 3);
                ok = (ACCEPTS[f] >> tile_edge(&g->ts->tile[tile], r, d)) & 1;
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

/* ---------- actions ---------- */

static int placed_slot(const Game *g) { return g->nplaced - 1; }

const char *game_check_action(const Game *g, const Action *a)
{
    static _Thread_local char buf[200];
    if (g->phase != PHASE_ACTION) return "no tile has just been placed";
    int slot = placed_slot(g);
    const Placed *pl = &g->placed[slot];
    const TileDef *t = &g->ts->tile[pl->tile];
    int seat = g->cur;
    unsigned exp = g->setup.expansions;
    switch (a->kind) {
    case ACT_NONE:
        return NULL;
    case ACT_FOLLOWER: {
        if (a->seg < 0 || a->seg >= t->nseg) return "the tile has no such feature";
        const TileSeg *s = &t->seg[a->seg];
        if (s->kind == SEG_FIELD && !(exp & EXP_FARMERS))
            return "farmers are switched off: no follower may go on a field";
        if (game_supply(g, seat, FIG_FOLLOWER) == 0) return "the player has no follower left";
        int r = g_find(g, pl->seg0 + a->seg);
        if (g->seg[r].nfollowers) {
            static const char *const what[4] = {"road", "city", "field", "monastery"};
            snprintf(buf, sizeof buf, "that %s already holds a follower", what[s->kind]);
            return buf;
        }
        return NULL;
    }
    case ACT_WINDMILL:
        if (!(exp & EXP_VILLAGE)) return "windmills are part of Village Life, which is not in play";
        if (a->seg < 0 || a->seg >= t->nseg || t->seg[a->seg].kind != SEG_FIELD)
            return "a windmill goes on a field of the tile just placed";
        if (game_supply(g, seat, FIG_WINDMILL) == 0) return "the windmill is already on the board";
        return NULL;
    case ACT_DONKEY: {
        if (!(exp & EXP_VILLAGE)) return "the donkey is part of Village Life, which is not in play";
        int s = g_slot_at(g, a->x, a->y);
        if (s < 0) return "the donkey can only move to a placed tile";
        if (s == g->donkey) return "the donkey already stands there";
        return NULL;
    }
    case ACT_RETURN: {
        if (!(exp & EXP_FESTIVAL) || !t->festival)
            return "a figure can be returned only after placing a Festival tile";
        int s = g_slot_at(g, a->x, a->y);
        if (s < 0) return "there is no tile there";
        const Placed *tp = &g->placed[s];
        const TileDef *tt = &g->ts->tile[tp->tile];
        if (a->seg < 0 || a->seg >= tt->nseg) return "that tile has no such feature";
        int want = g_find(g, tp->seg0 + a->seg);
        for (int p = 0; p < g->setup.nplayers; p++)
            for (int k = 0; k < FIGS_PER_PLAYER; k++) {
                const Figure *f = &g->fig[p][k];
                if (f->slot != s || g_find(g, f->seg) != want) continue;
                if (p != seat) {
                    snprintf(buf, sizeof buf, "that figure belongs to %s: only your own can return",
                             colour_name(g->setup.colour[p]));
                    return buf;
                }
                return NULL;
            }
        if (s == g->donkey) return "the donkey cannot be returned";
        return "no figure of yours stands there";
    }
    default:
        return "unknown action";
    }
}

static int find_figure(const Game *g, int seat, int slot, int root)
{
    for (int k = 0; k < FIGS_PER_PLAYER; k++) {
        const Figure *f = &g->fig[seat][k];
        if (f->slot == slot && g_find(g, f->seg) == root) return k;
    }
    return -1;
}

int game_legal_actions(const Game *g, Action *out, int max)
{
    if (g->phase != PHASE_ACTION) return 0;
    int n = 0;
    int slot = placed_slot(g);
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
    if ((exp & EXP_VILLAGE) && game_supply(g, seat, FIG_WINDMILL) > 0) {
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
    if (exp & EXP_VILLAGE) {
        for (int s = 0; s < g->nplaced; s++) {
            if (s == g->donkey) continue;
            if (n < max) out[n] = (Action){ACT_DONKEY, -1, g->placed[s].x, g->placed[s].y};
            n++;
        }
    }
    return n;
}

void g_return_figure(Game *g, int seat, int k)
{
    Figure *f = &g->fig[seat][k];
    if (f->slot == NO_SLOT) return;
    if (k < FOLLOWERS_PER_PLAYER) {
        int r = g_find_mut(g, f->seg);
        g->seg[r].followers[seat]--;
        g->seg[r].nfollowers--;
        g->placed[f->slot].nfollowers--;
    }
    f->slot = NO_SLOT;
    f->seg = NO_SLOT;
}

static int free_figure(const Game *g, int seat, int kind)
{
    if (kind == FIG_WINDMILL)
        return g->fig[seat][FOLLOWERS_PER_PLAYER].slot == NO_SLOT ? FOLLOWERS_PER_PLAYER : -1;
    for (int k = 0; k < FOLLOWERS_PER_PLAYER; k++)
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
    if (g->phase != PHASE_DRAW) return g_error(g, "a tile cannot be drawn now");
    if (g->pile_pos >= g->pile_len) return g_error(g, "the draw pile is empty");
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
    return 0;
}

int game_place(Game *g, const Placement *p)
{
    if (g->phase != PHASE_PLACE) return g_error(g, "no tile is waiting to be placed");
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
    int slot = placed_slot(g);
    const Placed *pl = &g->placed[slot];
    int seat = g->cur;
    switch (a->kind) {
    case ACT_FOLLOWER: {
        int k = free_figure(g, seat, FIG_FOLLOWER);
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
        Figure *f = &g->fig[seat][FOLLOWERS_PER_PLAYER];
        f->slot = (uint16_t)slot;
        f->seg = (uint16_t)(pl->seg0 + a->seg);
        break;
    }
    case ACT_DONKEY:
        g->donkey = g_slot_at(g, a->x, a->y);
        break;
    case ACT_RETURN: {
        int s = g_slot_at(g, a->x, a->y);
        int root = g_find(g, g->placed[s].seg0 + a->seg);
        int k = find_figure(g, seat, s, root);
        g_return_figure(g, seat, k);
        break;
    }
    default:
        break;
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
    if (g->phase != PHASE_TOKEN) return g_error(g, "no privilege token is waiting to be placed");
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
    if (g->phase != PHASE_REDEAL) return g_error(g, "no re-deal is due now");
    uint8_t dealt[TOKEN_COUNT];
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
    if (g->phase != PHASE_PLACE) return g_error(g, "no tile is waiting to be placed");
    Placement p;
    if (game_legal_placements(g, &p, 1) > 0)
        return g_error(g, "tile %s fits on the board (for example at %d %d rotation %d), so it "
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
    if (g->phase != PHASE_DRAW) return g_error(g, "the game cannot end in the middle of a turn");
    if (g->pile_pos < g->pile_len)
        return g_error(g, "the game cannot end: %d tile%s left in the draw pile",
                       g->pile_len - g->pile_pos, g->pile_len - g->pile_pos == 1 ? " is" : "s are");
    score_final(g);
    hist_push(g, H_END);
    g->phase = PHASE_OVER;
    return 0;
}

/* ---------- queries ---------- */

const Tileset *game_tileset(const Game *g) { return g->ts; }
const GameSetup *game_setup(const Game *g) { return &g->setup; }
GamePhase game_phase(const Game *g) { return g->phase; }
int game_nplayers(const Game *g) { return g->setup.nplayers; }
int game_colour(const Game *g, int seat) { return g->setup.colour[seat]; }
const char *game_player_name(const Game *g, int seat)
{
    return g->setup.name[seat][0] ? g->setup.name[seat] : colour_name(g->setup.colour[seat]);
}
int game_current_player(const Game *g) { return g->cur; }
int game_turn(const Game *g) { return g->turn; }
int game_current_tile(const Game *g) { return g->phase == PHASE_PLACE ? g->tile : -1; }
int game_tiles_left(const Game *g) { return g->pile_len - g->pile_pos; }
int game_pile_count(const Game *g, int tile)
{
    int n = 0;
    for (int i = g->pile_pos; i < g->pile_len; i++) n += g->pile[i] == tile;
    return n;
}
unsigned game_expansions(const Game *g) { return g->setup.expansions; }
int game_flower(const Game *g, int seat)
{
    return (g->setup.expansions & EXP_VILLAGE) ? g->setup.flower[seat] : -1;
}
const char *game_error(const Game *g) { return g->err; }

int game_placed_count(const Game *g) { return g->nplaced; }
void game_placed(const Game *g, int i, int *tile, int *x, int *y, int *rot)
{
    const Placed *p = &g->placed[i];
    if (tile) *tile = p->tile;
    if (x) *x = p->x;
    if (y) *y = p->y;
    if (rot) *rot = p->rot;
}
int game_tile_at(const Game *g, int x, int y) { return g_slot_at(g, x, y); }
void game_donkey(const Game *g, int *x, int *y)
{
    *x = g->donkey >= 0 ? g->placed[g->donkey].x : -1;
    *y = g->donkey >= 0 ? g->placed[g->donkey].y : -1;
}
int game_figure_count(const Game *g) { return g->setup.nplayers * FIGS_PER_PLAYER; }
void game_figure(const Game *g, int i, FigureView *out)
{
    int seat = i / FIGS_PER_PLAYER, k = i % FIGS_PER_PLAYER;
    const Figure *f = &g->fig[seat][k];
    out->owner = seat;
    out->kind = k == FOLLOWERS_PER_PLAYER ? FIG_WINDMILL : FIG_FOLLOWER;
    out->on_board = f->slot != NO_SLOT;
    out->x = out->y = out->seg = out->seg_kind = -1;
    if (out->on_board) {
        out->x = g->placed[f->slot].x;
        out->y = g->placed[f->slot].y;
        out->seg = g->seg[f->seg].idx;
        out->seg_kind = g->seg[f->seg].kind;
    }
}
int game_supply(const Game *g, int seat, int kind)
{
    if (kind == FIG_WINDMILL)
        return (g->setup.expansions & EXP_VILLAGE) &&
               g->fig[seat][FOLLOWERS_PER_PLAYER].slot == NO_SLOT;
    int n = 0;
    for (int k = 0; k < FOLLOWERS_PER_PLAYER; k++) n += g->fig[seat][k].slot == NO_SLOT;
    return n;
}

int game_feature(const Game *g, int x, int y, int seg, FeatureView *out, Pos *pos, int max)
{
    int s = g_slot_at(g, x, y);
    if (s < 0) return -1;
    const Placed *pl = &g->placed[s];
    if (seg < 0 || seg >= g->ts->tile[pl->tile].nseg) return -1;
    int r = g_find(g, pl->seg0 + seg);
    const Seg *rs = &g->seg[r];
    memset(out, 0, sizeof *out);
    out->kind = rs->kind;
    out->scored = rs->scored;
    out->open_ends = rs->open;
    out->pennants = rs->pennants;
    for (int p = 0; p < MAX_PLAYERS; p++) out->followers[p] = rs->followers[p];
    if (rs->kind == SEG_MONASTERY) {
        int n = 0;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++)
                if (g_slot_at(g, x + dx, y + dy) >= 0) {
                    if (pos && n < max) pos[n] = (Pos){x + dx, y + dy};
                    n++;
                }
        out->tiles = 1;
        out->complete = n == 9;
        out->npos = n < max ? n : max;
        return 0;
    }
    uint8_t seen[MAX_PLACED] = {0};
    out->tiles = g_feature_tiles(g, r, seen, pos, max);
    out->npos = out->tiles < max ? out->tiles : max;
    if (rs->kind == SEG_CITY) out->complete = rs->open == 0;
    if (rs->kind == SEG_ROAD) {
        out->complete = rs->open == 0;
        for (int m = 0; m < g->nmarkets && out->complete; m++)
            if ((rs->markets & (1u << m)) && !score_network_complete(g, m)) out->complete = 0;
    }
    return 0;
}

int game_same_feature(const Game *g, int x1, int y1, int s1, int x2, int y2, int s2)
{
    int a = g_slot_at(g, x1, y1), b = g_slot_at(g, x2, y2);
    if (a < 0 || b < 0) return 0;
    return g_find(g, g->placed[a].seg0 + s1) == g_find(g, g->placed[b].seg0 + s2);
}

int game_score(const Game *g, int seat) { return g->score[seat]; }
int game_score_part(const Game *g, int seat, int category, int part)
{
    if (part == 2) return g->part[seat][category][0] + g->part[seat][category][1];
    return g->part[seat][category][part];
}
int game_event_count(const Game *g) { return g->nev; }
const ScoreEvent *game_events(const Game *g) { return g->ev; }
const Pos *game_event_positions(const Game *g) { return g->evpos; }
const ScoreItem *game_event_items(const Game *g) { return g->items; }

void game_projected_scores(const Game *g, int *out)
{
    Game *c = game_clone(g);
    if (!c) {
        for (int p = 0; p < g->setup.nplayers; p++) out[p] = g->score[p];
        return;
    }
    if (c->phase != PHASE_OVER) score_final(c);
    for (int p = 0; p < g->setup.nplayers; p++) out[p] = c->score[p];
    game_free(c);
}

int game_history_count(const Game *g) { return g->nhist; }
const HistEntry *game_history(const Game *g) { return g->hist; }

int game_deck(const Game *g, uint8_t *out, int max)
{
    for (int i = 0; i < g->pile_len && i < max; i++) out[i] = g->pile[i];
    return g->pile_len;
}

int game_has_free_draw(const Game *g) { return !g->ordered; }

int game_open_count(const Game *g) { return g->nopen; }
