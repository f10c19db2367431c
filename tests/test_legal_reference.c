/* The fast legal-placement enumeration (edge masks, donkey checks only near blockable
 * features) must list exactly what the slow reference lists: every open position and
 * rotation checked edge by edge, with the donkey simulation run for every candidate. And
 * game_copy, which copies only the used cells of the board grids, gives the same game as a
 * clone even over a game with a bigger board. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai_random.h"
#include "game.h"
#include "test_util.h"

static int cmp(const void *a, const void *b)
{
    const Placement *x = a, *y = b;
    if (x->x != y->x) return x->x - y->x;
    if (x->y != y->y) return x->y - y->y;
    return x->rot - y->rot;
}

static void compare_over_games(unsigned exp, unsigned without, int games)
{
    const Tileset *ts = test_tileset();
    static Placement fast[4096], slow[4096];
    long compared = 0;
    for (int gi = 0; gi < games; gi++) {
        GameSetup s;
        memset(&s, 0, sizeof s);
        s.nplayers = 2 + gi % 4;
        for (int i = 0; i < s.nplayers; i++) s.colour[i] = (uint8_t)i;
        s.expansions = exp;
        s.without = without;
        s.has_seed = 1;
        s.seed = (uint64_t)gi * 7919u + 3;
        char err[256];
        Game *g = game_new(ts, &s, err, sizeof err);
        assert_non_null(g);
        Rng r;
        rng_seed(&r, (uint64_t)gi, 5);
        while (game_phase(g) != PHASE_OVER) {
            if (game_phase(g) == PHASE_PLACE) {
                int t = game_current_tile(g);
                int nf = game_legal_placements(g, fast, 4096);
                int ns = game_legal_placements_reference(g, t, slow, 4096);
                assert_int_equal(nf, ns);
                qsort(fast, (size_t)nf, sizeof fast[0], cmp);
                qsort(slow, (size_t)ns, sizeof slow[0], cmp);
                for (int i = 0; i < nf; i++) {
                    assert_int_equal(fast[i].x, slow[i].x);
                    assert_int_equal(fast[i].y, slow[i].y);
                    assert_int_equal(fast[i].rot, slow[i].rot);
                    /* and the single-placement check agrees */
                    assert_null(game_check_placement(g, &fast[i]));
                }
                compared++;
            }
            assert_int_equal(ai_random_step(g, &r, NULL), 0);
        }
        game_free(g);
    }
    assert_true(compared > games * 50);
}

static void test_village_life(void **state)
{
    (void)state;
    compare_over_games(EXP_FARMERS | EXP_FESTIVAL | EXP_VILLAGE, 0, 150);
}

static void test_all_expansions(void **state)
{
    (void)state;
    compare_over_games(EXP_ALL, 0, 100);
}

static void test_base(void **state)
{
    (void)state;
    compare_over_games(EXP_FARMERS, 0, 50);
}

/* Village Life elements switched off (RULES.md §4.7): without marketplaces the donkey's
 * simulation must treat a marketplace as a plain road end, like the reference does. */
static void test_village_without(void **state)
{
    (void)state;
    compare_over_games(EXP_ALL, WITHOUT_MARKETPLACES, 60);
    compare_over_games(EXP_ALL, WITHOUT_FLOWERS | WITHOUT_WINDMILLS, 30);
    compare_over_games(EXP_ALL, WITHOUT_ALL, 30);
}

static Game *new_seeded(int nplayers, uint64_t seed)
{
    GameSetup s;
    memset(&s, 0, sizeof s);
    s.nplayers = nplayers;
    for (int i = 0; i < s.nplayers; i++) s.colour[i] = (uint8_t)i;
    s.expansions = EXP_ALL;
    s.has_seed = 1;
    s.seed = seed;
    char err[256];
    Game *g = game_new(test_tileset(), &s, err, sizeof err);
    assert_non_null(g);
    return g;
}

/* A finished game (its board full) copied over by a game at move k, and a clone of that game:
 * the same random moves give the same legal lists, tiles and scores to the end. A cell of the
 * finished board left behind would show as a position taken or a tile next to it. */
static void test_copy_over_bigger_board(void **state)
{
    (void)state;
    static Placement a[4096], b[4096];
    long compared = 0;
    for (int gi = 0; gi < 6; gi++) {
        Game *src = new_seeded(2 + gi % 3, 100 + (uint64_t)gi);
        Game *big = new_seeded(2, 900 + (uint64_t)gi);
        Rng r;
        rng_seed(&r, (uint64_t)gi, 9);
        ai_random_play(big, &r, NULL);
        for (int k = 0; game_phase(src) != PHASE_OVER; k++) {
            if (k % 37 == 5) {
                Game *dst = game_clone(big), *ref = game_clone(src);
                assert_non_null(dst);
                assert_non_null(ref);
                game_copy(dst, src);
                Rng ra, rb;
                rng_seed(&ra, (uint64_t)k, 3);
                rng_seed(&rb, (uint64_t)k, 3);
                while (game_phase(ref) != PHASE_OVER) {
                    assert_int_equal(game_phase(dst), game_phase(ref));
                    if (game_phase(ref) == PHASE_PLACE) {
                        int na = game_legal_placements(ref, a, 4096);
                        int nb = game_legal_placements(dst, b, 4096);
                        assert_int_equal(na, nb);
                        assert_memory_equal(a, b, (size_t)na * sizeof a[0]);
                        compared++;
                    }
                    assert_int_equal(ai_random_step(ref, &ra, NULL), 0);
                    assert_int_equal(ai_random_step(dst, &rb, NULL), 0);
                }
                assert_int_equal(game_placed_count(dst), game_placed_count(ref));
                for (int i = 0; i < game_placed_count(ref); i++) {
                    int t0, x0, y0, r0, t1, x1, y1, r1;
                    game_placed(ref, i, &t0, &x0, &y0, &r0);
                    game_placed(dst, i, &t1, &x1, &y1, &r1);
                    assert_true(t0 == t1 && x0 == x1 && y0 == y1 && r0 == r1);
                }
                for (int p = 0; p < game_nplayers(ref); p++)
                    assert_int_equal(game_score(dst, p), game_score(ref, p));
                game_free(dst);
                game_free(ref);
            }
            assert_int_equal(ai_random_step(src, &r, NULL), 0);
        }
        game_free(src);
        game_free(big);
    }
    assert_true(compared > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_base),
        cmocka_unit_test(test_village_life),
        cmocka_unit_test(test_all_expansions),
        cmocka_unit_test(test_village_without),
        cmocka_unit_test(test_copy_over_bigger_board),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
