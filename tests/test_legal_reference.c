/* The fast legal-placement enumeration (edge masks, donkey checks only near blockable
 * features) must list exactly what the slow reference lists: every open position and
 * rotation checked edge by edge, with the donkey simulation run for every candidate. */
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_base),
        cmocka_unit_test(test_village_life),
        cmocka_unit_test(test_all_expansions),
        cmocka_unit_test(test_village_without),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
