/* The game's random stream and what it decides. PCG32 (O'Neill, pcg-random.org) is checked
 * against the reference implementation's published first outputs, and the draw pile, flower
 * draw and privilege deal of a seeded game are re-derived here from their definitions with an
 * independent PCG32 (64-bit arithmetic done on 32-bit halves), so a change to the generator,
 * its seeding or a shuffle (which would change every seeded record) fails this test. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "game.h"
#include "rng.h"
#include "test_util.h"

/* ---------- an independent PCG32 ---------- */

typedef struct {
    uint32_t hi, lo;
} U64;

static U64 u64_add(U64 a, U64 b)
{
    U64 r;
    r.lo = a.lo + b.lo;
    r.hi = a.hi + b.hi + (r.lo < a.lo);
    return r;
}

/* (a * b) mod 2^64 from 16-bit pieces, so no 64-bit multiply is used. */
static U64 u64_mul(U64 a, U64 b)
{
    uint32_t x[4] = {a.lo & 0xFFFF, a.lo >> 16, a.hi & 0xFFFF, a.hi >> 16};
    uint32_t y[4] = {b.lo & 0xFFFF, b.lo >> 16, b.hi & 0xFFFF, b.hi >> 16};
    uint32_t acc[4] = {0, 0, 0, 0}; /* 16-bit limbs of the result, with carries */
    for (int i = 0; i < 4; i++) {
        uint32_t carry = 0;
        for (int j = 0; i + j < 4; j++) {
            uint32_t t = x[i] * y[j]; /* < 2^32 */
            uint32_t lo = t & 0xFFFF, hi = t >> 16;
            uint32_t s = acc[i + j] + lo + carry;
            acc[i + j] = s & 0xFFFF;
            carry = (s >> 16) + hi;
        }
    }
    U64 r = {(acc[3] << 16) | acc[2], (acc[1] << 16) | acc[0]};
    return r;
}

static U64 u64_shr(U64 a, int n) /* 0 < n < 64 */
{
    U64 r;
    if (n >= 32) {
        r.lo = a.hi >> (n - 32);
        r.hi = 0;
    } else {
        r.lo = (a.lo >> n) | (a.hi << (32 - n));
        r.hi = a.hi >> n;
    }
    return r;
}

typedef struct {
    U64 state, inc;
} Pcg;

static const U64 PCG_MULT = {0x5851F42Du, 0x4C957F2Du}; /* 6364136223846793005 */

static uint32_t pcg_next(Pcg *p)
{
    U64 old = p->state;
    p->state = u64_add(u64_mul(old, PCG_MULT), p->inc);
    U64 x = u64_shr(old, 18);
    x.hi ^= old.hi;
    x.lo ^= old.lo;
    uint32_t xorshifted = u64_shr(x, 27).lo;
    uint32_t rot = old.hi >> 27;
    return rot ? (xorshifted >> rot) | (xorshifted << (32 - rot)) : xorshifted;
}

/* pcg32_srandom_r(initstate, initseq) of the reference implementation. */
static void pcg_seed(Pcg *p, U64 initstate, U64 initseq)
{
    p->state.hi = p->state.lo = 0;
    p->inc.hi = (initseq.hi << 1) | (initseq.lo >> 31);
    p->inc.lo = (initseq.lo << 1) | 1u;
    pcg_next(p);
    p->state = u64_add(p->state, initstate);
    pcg_next(p);
}

/* Uniform below n by rejecting the 2^32 mod n lowest outputs (pcg32_boundedrand_r). */
static uint32_t pcg_below(Pcg *p, uint32_t n)
{
    uint32_t threshold = (uint32_t)(0x100000000ull % n);
    for (;;) {
        uint32_t v = pcg_next(p);
        if (v >= threshold) return v % n;
    }
}

static U64 u64(uint64_t v) { return (U64){(uint32_t)(v >> 32), (uint32_t)v}; }

/* The first six outputs of pcg32-demo (pcg-c-basic), seeded with 42 and sequence 54. */
static const uint32_t PCG_DEMO_42_54[6] = {0xa15c02b7u, 0x7b47f409u, 0xba1d3330u,
                                           0x83d2f293u, 0xbfa4784bu, 0xcbed606eu};

static void test_reference_outputs(void **state)
{
    (void)state;
    Rng r;
    rng_seed(&r, 42, 54);
    for (int i = 0; i < 6; i++) assert_int_equal(rng_next(&r), PCG_DEMO_42_54[i]);
    Pcg p;
    pcg_seed(&p, u64(42), u64(54));
    for (int i = 0; i < 6; i++) assert_int_equal(pcg_next(&p), PCG_DEMO_42_54[i]);
}

static void test_same_stream_as_independent(void **state)
{
    (void)state;
    static const uint64_t seeds[] = {0, 1, 2026, 0xFFFFFFFFFFFFFFFFull, 0x123456789ABCDEFull};
    for (size_t k = 0; k < sizeof seeds / sizeof seeds[0]; k++) {
        Rng r;
        Pcg p;
        rng_seed(&r, seeds[k], 0x7472756261646full);
        pcg_seed(&p, u64(seeds[k]), u64(0x7472756261646full));
        for (int i = 0; i < 1000; i++) assert_int_equal(rng_next(&r), pcg_next(&p));
        /* bounded draws: 7 rejects nothing visible, 3 and 2^31+1 reject a real range */
        static const uint32_t bounds[] = {1, 2, 3, 7, 160, 0x80000001u, 0xFFFFFFFFu};
        for (int i = 0; i < 700; i++) {
            uint32_t n = bounds[i % 7];
            uint32_t v = rng_below(&r, n);
            assert_true(v < n);
            assert_int_equal(v, pcg_below(&p, n));
        }
    }
}

/* ---------- a seeded game's hidden order ---------- */

/* The game's stream: the seed with the sequence "trubado" (0x7472756261646f). */
static void game_stream(Pcg *p, uint64_t seed) { pcg_seed(p, u64(seed), u64(0x7472756261646full)); }

static void shuffle(Pcg *p, uint8_t *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)pcg_below(p, (uint32_t)(i + 1));
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

/* The unshuffled pile: every copy of every tile in play in tile-file order, less one D (the
 * start tile on the board). */
static int unshuffled_pile(unsigned exp, uint8_t *out, int max)
{
    const Tileset *ts = test_tileset();
    int n = 0, skipped = 0;
    for (int t = 0; t < ts->ntiles; t++) {
        int set = ts->tile[t].set;
        if (set == SET_FESTIVAL && !(exp & EXP_FESTIVAL)) continue;
        if (set == SET_VILLAGE && !(exp & EXP_VILLAGE)) continue;
        for (int c = 0; c < ts->tile[t].count; c++) {
            if (!skipped && strcmp(ts->tile[t].id, "D") == 0) {
                skipped = 1;
                continue;
            }
            if (n == max) fail_msg("more than %d tiles in the pile", max);
            out[n++] = (uint8_t)t;
        }
    }
    return n;
}

static Game *seeded_game(int nplayers, unsigned exp, uint64_t seed)
{
    GameSetup su;
    memset(&su, 0, sizeof su);
    su.nplayers = nplayers;
    for (int i = 0; i < nplayers; i++) su.colour[i] = (uint8_t)i;
    su.expansions = exp;
    su.has_seed = 1;
    su.seed = seed;
    char err[200];
    Game *g = game_new(test_tileset(), &su, err, sizeof err);
    if (!g) fail_msg("game_new: %s", err);
    return g;
}

static void check_seeded(int nplayers, unsigned exp, uint64_t seed)
{
    uint8_t want[GAME_MAX_DECK];
    int n = unshuffled_pile(exp, want, GAME_MAX_DECK);
    Pcg p;
    game_stream(&p, seed);
    shuffle(&p, want, n);
    /* then the flower tokens: 4 (one per colour) for up to 4 players, else 8 */
    uint8_t bag[8];
    int nb = nplayers <= 4 ? 4 : 8;
    if (exp & EXP_VILLAGE) {
        for (int i = 0; i < nb; i++) bag[i] = (uint8_t)(i % 4);
        shuffle(&p, bag, nb);
    }
    /* then the 15 privilege tokens, three of each type R C X D E, dealt in this order */
    uint8_t tok[GAME_TOKEN_COUNT];
    if (exp & EXP_PRIVILEGES) {
        for (int i = 0; i < GAME_TOKEN_COUNT; i++) tok[i] = (uint8_t)(i % TOK_TYPES);
        shuffle(&p, tok, GAME_TOKEN_COUNT);
    }

    Game *g = seeded_game(nplayers, exp, seed);
    uint8_t got[GAME_MAX_DECK];
    assert_int_equal(game_deck(g, got, GAME_MAX_DECK), n);
    assert_memory_equal(got, want, (size_t)n);
    for (int i = 0; i < nplayers; i++)
        assert_int_equal(game_flower(g, i), (exp & EXP_VILLAGE) ? bag[i] : -1);
    if (exp & EXP_PRIVILEGES) assert_memory_equal(game_setup(g)->privileges, tok, GAME_TOKEN_COUNT);
    /* the draws follow the pile */
    for (int i = 0; i < 3; i++) {
        assert_int_equal(game_draw(g, -1), 0);
        assert_int_equal(game_current_tile(g), want[i]);
        Placement pl;
        if (game_legal_placements(g, &pl, 1) == 0) {
            assert_int_equal(game_discard(g), 0);
            continue;
        }
        assert_int_equal(game_place(g, &pl), 0);
        Action none = {ACT_NONE, -1, 0, 0};
        assert_int_equal(game_act(g, &none), 0);
        while (game_phase(g) == PHASE_TOKEN) {
            Pos pos;
            assert_true(game_token_positions(g, &pos, 1) > 0);
            assert_int_equal(game_place_token(g, pos.x, pos.y), 0);
        }
    }
    game_free(g);
}

static void test_seeded_base(void **state)
{
    (void)state;
    /* 72 base tiles less the start tile */
    uint8_t pile[GAME_MAX_DECK];
    assert_int_equal(unshuffled_pile(EXP_FARMERS, pile, GAME_MAX_DECK), 71);
    check_seeded(2, EXP_FARMERS, 1);
    check_seeded(3, 0, 20261201);
}

static void test_seeded_all(void **state)
{
    (void)state;
    check_seeded(2, EXP_ALL, 7);
    check_seeded(4, EXP_ALL, 0xDEADBEEFull);
    check_seeded(6, EXP_ALL, 99); /* 8 flower tokens */
    check_seeded(2, EXP_VILLAGE, 5);
    check_seeded(2, EXP_PRIVILEGES | EXP_FESTIVAL, 5);
}

/* The same seed gives the same game; another seed another pile. */
static void test_seed_decides(void **state)
{
    (void)state;
    uint8_t a[GAME_MAX_DECK], b[GAME_MAX_DECK], c[GAME_MAX_DECK];
    Game *g1 = seeded_game(2, EXP_ALL, 1234), *g2 = seeded_game(2, EXP_ALL, 1234),
         *g3 = seeded_game(2, EXP_ALL, 1235);
    int n = game_deck(g1, a, GAME_MAX_DECK);
    assert_int_equal(game_deck(g2, b, GAME_MAX_DECK), n);
    assert_int_equal(game_deck(g3, c, GAME_MAX_DECK), n);
    assert_memory_equal(a, b, (size_t)n);
    assert_memory_not_equal(a, c, (size_t)n);
    game_free(g1);
    game_free(g2);
    game_free(g3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reference_outputs), cmocka_unit_test(test_same_stream_as_independent),
        cmocka_unit_test(test_seeded_base),       cmocka_unit_test(test_seeded_all),
        cmocka_unit_test(test_seed_decides),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
