/* edge.h: the direction table and the edge rule, checked against RULES.md §1 (alike edges
 * meet: field to field, road to road, city to city) and §4.2 (a bush meets a field, a road or
 * a bush, never a city), and TILES.md's axes (x grows east, y grows south). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "edge.h"

static void test_directions(void **state)
{
    (void)state;
    /* N is up (y - 1), E right (x + 1), S down, W left */
    assert_int_equal(edge_dx[DIR_N], 0);
    assert_int_equal(edge_dy[DIR_N], -1);
    assert_int_equal(edge_dx[DIR_E], 1);
    assert_int_equal(edge_dy[DIR_E], 0);
    assert_int_equal(edge_dx[DIR_S], 0);
    assert_int_equal(edge_dy[DIR_S], 1);
    assert_int_equal(edge_dx[DIR_W], -1);
    assert_int_equal(edge_dy[DIR_W], 0);
    assert_int_equal(edge_opposite(DIR_N), DIR_S);
    assert_int_equal(edge_opposite(DIR_E), DIR_W);
    assert_int_equal(edge_opposite(DIR_S), DIR_N);
    assert_int_equal(edge_opposite(DIR_W), DIR_E);
}

static void test_matching(void **state)
{
    (void)state;
    /* rows: the existing edge; columns: the new edge (field road city bush) */
    static const int want[4][4] = {
        {1, 0, 0, 1}, /* field */
        {0, 1, 0, 1}, /* road */
        {0, 0, 1, 0}, /* city */
        {1, 1, 0, 1}, /* bush */
    };
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 4; b++) {
            assert_int_equal(edge_match(a, b), want[a][b]);
            assert_int_equal(edge_match(a, b), edge_match(b, a)); /* the rule is symmetric */
            assert_int_equal((edge_accepts[a] >> b) & 1, want[a][b]);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_directions),
        cmocka_unit_test(test_matching),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
