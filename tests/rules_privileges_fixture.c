#include "rules_privileges_fixture.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>

#include "test_util.h"

static int cmp_pos(const void *a, const void *b)
{
    const Pos *p = a, *q = b;
    if (p->y != q->y) return p->y < q->y ? -1 : 1;
    return (p->x > q->x) - (p->x < q->x);
}

void tx(Text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int need = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    assert_true(need >= 0);
    if (t->n + (size_t)need + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 1024;
        while (t->n + (size_t)need + 1 > cap) cap *= 2;
        t->p = realloc(t->p, cap);
        assert_non_null(t->p);
        t->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(t->p + t->n, t->cap - t->n, fmt, ap);
    va_end(ap);
    t->n += (size_t)need;
}

const ScoreEvent *last_event(const Game *g)
{
    assert_true(game_event_count(g) > 0);
    return &game_events(g)[game_event_count(g) - 1];
}

int count_events(const Game *g, int kind)
{
    int n = 0;
    for (int i = 0; i < game_event_count(g); i++) n += game_events(g)[i].kind == kind;
    return n;
}

int board_token_at(const Game *g, int x, int y)
{
    for (int i = 0; i < GAME_TOKEN_COUNT; i++) {
        TokenView v;
        game_token(g, i, &v);
        if (v.where == TOKPLACE_BOARD && v.x == x && v.y == y) return i;
    }
    return -1;
}

void expect_piles(const Game *g, int p0, int p1, int p2, int p3, int p4)
{
    int want[GAME_PILE_COUNT] = {p0, p1, p2, p3, p4};
    for (int p = 0; p < GAME_PILE_COUNT; p++)
        if (game_pile_height(g, p) != want[p])
            fail_msg("pile %d (square %d) holds %d tokens, expected %d", p, p * 10,
                     game_pile_height(g, p), want[p]);
}

void expect_pos_set(Pos *got, int n, Pos *want, int nwant, const char *what)
{
    if (n != nwant) fail_msg("%s: %d positions, expected %d", what, n, nwant);
    qsort(got, (size_t)n, sizeof *got, cmp_pos);
    qsort(want, (size_t)nwant, sizeof *want, cmp_pos);
    for (int i = 0; i < n; i++)
        if (got[i].x != want[i].x || got[i].y != want[i].y)
            fail_msg("%s: position %d is %d,%d, expected %d,%d", what, i, got[i].x, got[i].y,
                     want[i].x, want[i].y);
}
