/* Royal Privileges (RULES.md §5): the token piles on the score track, taking and placing
 * tokens, turning them, the privileged areas and the re-deal. */
#include "game_internal.h"

#include <stdlib.h>
#include <string.h>

static void deal(Game *g, const uint8_t *ids, int n)
{
    for (int i = 0; i < n; i++) {
        int pile = i % GAME_PILE_COUNT;
        Token *t = &g->tok[ids[i]];
        t->where = TOKPLACE_PILE;
        g->pile_tok[pile][g->pile_n[pile]++] = ids[i];
    }
}

void priv_setup(Game *g)
{
    GameSetup *s = &g->setup;
    if (!s->has_privileges) {
        for (int i = 0; i < GAME_TOKEN_COUNT; i++) s->privileges[i] = (uint8_t)(i % TOK_TYPES);
        for (int i = GAME_TOKEN_COUNT - 1; i > 0; i--) {
            int j = (int)rng_below(&g->rng, (uint32_t)(i + 1));
            uint8_t t = s->privileges[i];
            s->privileges[i] = s->privileges[j];
            s->privileges[j] = t;
        }
        s->has_privileges = 1;
    }
    memset(g->pile_n, 0, sizeof g->pile_n);
    uint8_t ids[GAME_TOKEN_COUNT];
    for (int i = 0; i < GAME_TOKEN_COUNT; i++) {
        g->tok[i].type = s->privileges[i];
        g->tok[i].x = g->tok[i].y = 0;
        ids[i] = (uint8_t)i;
    }
    deal(g, ids, GAME_TOKEN_COUNT);
}

int priv_token_at(const Game *g, int x, int y)
{
    for (int i = 0; i < GAME_TOKEN_COUNT; i++)
        if (g->tok[i].where == TOKPLACE_BOARD && g->tok[i].x == x && g->tok[i].y == y) return i;
    return -1;
}

int game_privilege_area(const Game *g, int type, int x, int y, int dir, Pos *out, int max)
{
    int n = 0;
    int p = (dir + 1) & 3;
#define ADD(px, py)                                                                                \
    do {                                                                                           \
        if (g_slot_at(g, (px), (py)) >= 0) {                                                       \
            if (n < max) out[n] = (Pos){(px), (py)};                                               \
            n++;                                                                                   \
        }                                                                                          \
    } while (0)
    switch (type) {
    case TOK_ROAD:
    case TOK_CROSS:
    case TOK_DIAGONAL:
        for (int d = 0; d < 4; d++) {
            int sx, sy;
            if (type == TOK_CROSS) {
                sx = edge_dx[d];
                sy = edge_dy[d];
            } else if (d == 0) {
                sx = edge_dx[dir] + (type == TOK_DIAGONAL ? edge_dx[p] : 0);
                sy = edge_dy[dir] + (type == TOK_DIAGONAL ? edge_dy[p] : 0);
            } else {
                break;
            }
            for (int k = 1;; k++) {
                int px = x + k * sx, py = y + k * sy;
                if (g_slot_at(g, px, py) < 0) break;
                if (n < max) out[n] = (Pos){px, py};
                n++;
            }
        }
        break;
    case TOK_COURT:
        for (int dy = -2; dy <= 2; dy++)
            for (int dx = -2; dx <= 2; dx++)
                if (dx || dy) ADD(x + dx, y + dy);
        break;
    case TOK_ESTATE:
        for (int k = 1; k <= 3; k++)
            for (int j = -2; j <= 2; j++)
                ADD(x + k * edge_dx[dir] + j * edge_dx[p], y + k * edge_dy[dir] + j * edge_dy[p]);
        break;
    default: break;
    }
#undef ADD
    return n;
}

int priv_turn_token(Game *g, int x, int y, int dir)
{
    int i = priv_token_at(g, x, y);
    if (i < 0) return -1;
    Token *t = &g->tok[i];
    /* A ray (and the Cross's four) runs to the first position without a tile, so an area can
     * hold any placed tile but T itself: a fixed 64 cut long rays short and lost followers. */
    Pos area[GAME_MAX_PLACED];
    int n = game_privilege_area(g, t->type, x, y, dir, area, GAME_MAX_PLACED);
    if (n > GAME_MAX_PLACED) n = GAME_MAX_PLACED;
    int followers = 0;
    for (int k = 0; k < n; k++)
        followers += g->placed[g_slot_at(g, area[k].x, area[k].y)].nfollowers;
    int pts = followers > 10 ? 10 : followers;
    ev_begin(g, EV_PRIVILEGE_TURN, 1, 0, g_slot_at(g, x, y), -1);
    for (int k = 0; k < n; k++) ev_pos(g, area[k].x, area[k].y);
    ev_item(g, g->cur, CAT_PRIVILEGES, ITEM_FOLLOWERS, followers, 1, pts, 0);
    t->where = TOKPLACE_TURNED;
    return 0;
}

void priv_after_scoring(Game *g)
{
    int n = g->setup.nplayers;
    g->tok_qn = g->tok_qi = 0;
    g->tok_taking = -1;
    for (int k = 0; k < n; k++) {
        int p = (g->cur + k) % n;
        int s0 = g->turn_start_score[p], s1 = g->score[p];
        if (s1 <= s0 || s1 / 10 == s0 / 10) continue; /* no square of a pile reached */
        g->tok_s0[p] = s0;
        g->tok_s1[p] = s1;
        g->tok_queue[g->tok_qn++] = (uint8_t)p;
    }
}

/* The pile the player takes from now: the last crossed one that still holds a token. */
static int pile_for(const Game *g, int p)
{
    for (int v = (g->tok_s1[p] / 10) * 10; v > g->tok_s0[p]; v -= 10) {
        int pile = (v / 10) % GAME_PILE_COUNT;
        if (g->pile_n[pile]) return pile;
    }
    return -1;
}

static int cmp_pos(const void *a, const void *b)
{
    const Pos *pa = a, *pb = b;
    if (pa->y != pb->y) return pa->y < pb->y ? -1 : 1;
    return (pa->x > pb->x) - (pa->x < pb->x);
}

int priv_positions(const Game *g, Pos *out, int max)
{
    Pos all[MAX_OPEN];
    int n = 0;
    for (int i = 0; i < g->nopen; i++) {
        const OpenPos *o = &g->open[i];
        if (o->neighbours < 2 || priv_token_at(g, o->x, o->y) >= 0) continue;
        all[n++] = (Pos){o->x, o->y};
    }
    qsort(all, (size_t)n, sizeof all[0], cmp_pos);
    for (int i = 0; i < n && i < max; i++) out[i] = all[i];
    return n;
}

int priv_advance(Game *g)
{
    while (g->tok_qi < g->tok_qn) {
        int p = g->tok_queue[g->tok_qi];
        int pile = pile_for(g, p);
        if (pile >= 0 && priv_positions(g, NULL, 0) > 0) {
            g->tok_taking = pile;
            return 1;
        }
        g->tok_qi++;
    }
    g->tok_taking = -1;
    return 0;
}

int priv_place(Game *g, int x, int y)
{
    int p = g->tok_queue[g->tok_qi];
    const OpenPos *o = NULL;
    if (x >= GAME_BOARD_MIN && x <= GAME_BOARD_MAX && y >= GAME_BOARD_MIN && y <= GAME_BOARD_MAX) {
        int oi = (int)g->openix[GIDX(x, y)] - 1;
        if (oi >= 0) o = &g->open[oi];
    }
    if (!o || o->neighbours < 2)
        return g_error(g,
                       "a privilege token needs an empty position with tiles on at least two "
                       "sides; %d %d is not one",
                       x, y);
    if (priv_token_at(g, x, y) >= 0)
        return g_error(g, "%d %d already holds a privilege token", x, y);
    int pile = g->tok_taking;
    int id = g->pile_tok[pile][--g->pile_n[pile]];
    Token *t = &g->tok[id];
    t->where = TOKPLACE_BOARD;
    t->x = (int8_t)x;
    t->y = (int8_t)y;
    int followers = 0;
    for (int d = 0; d < 4; d++) {
        int s = g_slot_at(g, x + edge_dx[d], y + edge_dy[d]);
        if (s >= 0) followers += g->placed[s].nfollowers;
    }
    ev_begin(g, EV_PRIVILEGE_PLACE, 1, 0, -1, -1);
    g->ev[g->nev - 1].x = x;
    g->ev[g->nev - 1].y = y;
    ev_pos(g, x, y);
    ev_item(g, p, CAT_PRIVILEGES, ITEM_FOLLOWERS, followers, 1, followers, 0);
    g->tok_taking = -1;
    return 0;
}

int priv_track_empty(const Game *g)
{
    for (int i = 0; i < GAME_PILE_COUNT; i++)
        if (g->pile_n[i]) return 0;
    return 1;
}

int priv_turned_count(const Game *g)
{
    int n = 0;
    for (int i = 0; i < GAME_TOKEN_COUNT; i++) n += g->tok[i].where == TOKPLACE_TURNED;
    return n;
}

int priv_redeal(Game *g, const uint8_t *order, int n, uint8_t *dealt)
{
    uint8_t ids[GAME_TOKEN_COUNT];
    int m = 0;
    for (int i = 0; i < GAME_TOKEN_COUNT; i++)
        if (g->tok[i].where == TOKPLACE_TURNED) ids[m++] = (uint8_t)i;
    if (order) {
        if (n != m)
            return g_error(g, "the re-deal must list the %d turned token%s, not %d", m,
                           m == 1 ? "" : "s", n);
        uint8_t used[GAME_TOKEN_COUNT] = {0};
        uint8_t pick[GAME_TOKEN_COUNT];
        for (int i = 0; i < n; i++) {
            int found = -1;
            for (int k = 0; k < m; k++)
                if (!used[k] && g->tok[ids[k]].type == order[i]) {
                    found = k;
                    break;
                }
            if (found < 0)
                return g_error(g, "the re-deal lists a %s token that is not among the turned ones",
                               game_token_letter(order[i]));
            used[found] = 1;
            pick[i] = ids[found];
        }
        memcpy(ids, pick, (size_t)n);
    } else {
        for (int i = m - 1; i > 0; i--) {
            int j = (int)rng_below(&g->rng, (uint32_t)(i + 1));
            uint8_t t = ids[i];
            ids[i] = ids[j];
            ids[j] = t;
        }
    }
    for (int i = 0; i < m; i++) dealt[i] = g->tok[ids[i]].type;
    deal(g, ids, m);
    return 0;
}

void game_token(const Game *g, int i, TokenView *out)
{
    const Token *t = &g->tok[i];
    memset(out, 0, sizeof *out);
    out->where = t->where;
    out->type = t->where == TOKPLACE_TURNED ? t->type : -1;
    out->pile = -1;
    if (t->where == TOKPLACE_PILE)
        for (int p = 0; p < GAME_PILE_COUNT; p++)
            for (int h = 0; h < g->pile_n[p]; h++)
                if (g->pile_tok[p][h] == i) {
                    out->pile = p;
                    out->height = h;
                }
    out->x = t->x;
    out->y = t->y;
}

int game_pile_height(const Game *g, int pile) { return g->pile_n[pile]; }
