/* The Festival (../shared/RULES.md §3, seed 002): after placing a Festival tile a player may
 * take back one of their own figures (any follower, or the windmill) without scoring it;
 * never another player's, never the donkey; no figure on the festival scene.  Every expected
 * number is worked out by hand in the comment beside it (or in the scenario record the test
 * replays, tests/scenarios/fe_*.rec).  x east, y south, the start tile D at 0 0 (city N, road
 * W-E); rotations clockwise. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "io.h"
#include "record.h"
#include "test_util.h"

enum { RED, BLUE };

/* A scenario record, with the first occurrence of `from` replaced by `to` (from NULL: as is). */
static Game *replay_scenario(const char *name, const char *from, const char *to)
{
    char err[1024], path[1024];
    const char *dir = io_data_dir(err, sizeof err);
    if (!dir) fail_msg("%s", err);
    snprintf(path, sizeof path, "%s/tests/scenarios/%s", dir, name);
    size_t len;
    char *text = io_read_file(path, &len, err, sizeof err);
    if (!text) fail_msg("%s", err);
    if (from) {
        char *at = strstr(text, from);
        if (!at) fail_msg("%s has no `%s`", name, from);
        size_t nf = strlen(from), nt = strlen(to);
        char *edited = malloc(len - nf + nt + 1);
        assert_non_null(edited);
        size_t head = (size_t)(at - text);
        memcpy(edited, text, head);
        memcpy(edited + head, to, nt);
        strcpy(edited + head + nt, at + nf);
        free(text);
        text = edited;
    }
    Game *g = test_replay(text);
    free(text);
    return g;
}

/* Segment index of the feature at board location `loc` of the placed tile at x y. */
static int seg_at(const Game *g, int x, int y, int loc)
{
    int slot = game_tile_at(g, x, y), t, rot;
    if (slot < 0) fail_msg("no tile at %d %d", x, y);
    game_placed(g, slot, &t, NULL, NULL, &rot);
    int s = tile_seg_at_loc(&game_tileset(g)->tile[t], rot, loc);
    if (s < 0) fail_msg("no feature at that location of %d %d", x, y);
    return s;
}

static int part(const Game *g, int seat, int cat) { return game_score_part(g, seat, cat, 2); }

static int count_actions(const Game *g, int kind)
{
    Action a[256];
    int n = game_legal_actions(g, a, 256), k = 0;
    assert_true(n <= 256);
    for (int i = 0; i < n; i++) k += a[i].kind == kind;
    return k;
}

static void draw_and_place(Game *g, const char *id, int x, int y, int deg)
{
    int t = tileset_find(test_tileset(), id);
    assert_true(t >= 0);
    if (game_draw(g, t) != 0) fail_msg("draw %s: %s", id, game_error(g));
    Placement p = {t, x, y, deg / 90, -1};
    if (game_place(g, &p) != 0) fail_msg("place %s: %s", id, game_error(g));
}

/* fe_return_farmer.rec: red's farmer taken back before the end is not scored.  The field
 * borders one completed city (D's); red and blue would tie at 3 each. */
static void test_return_own_farmer(void **state)
{
    (void)state;
    Game *g = replay_scenario("fe_return_farmer.rec", NULL, NULL);
    assert_int_equal(part(g, RED, CAT_FIELDS), 0);
    assert_int_equal(part(g, BLUE, CAT_FIELDS), 3);
    assert_int_equal(game_score(g, RED), 0);
    assert_int_equal(game_score(g, BLUE), 3);
    assert_int_equal(game_supply(g, RED, FIG_FOLLOWER), 7);
    game_free(g);
    /* the same game without the return: the tie scores 3 each */
    g = replay_scenario("fe_return_farmer.rec", "return 1 0 NL", "");
    assert_int_equal(game_score(g, RED), 3);
    assert_int_equal(game_score(g, BLUE), 3);
    game_free(g);
}

/* fe_return_completed.rec: FE9 completes the 4-tile road and takes red's follower back first;
 * blue alone scores it (4).  Without the return red and blue tie: 4 each. */
static void test_returned_follower_misses_completion(void **state)
{
    (void)state;
    Game *g = replay_scenario("fe_return_completed.rec", NULL, NULL);
    assert_int_equal(part(g, RED, CAT_ROADS), 0);
    assert_int_equal(game_score_part(g, BLUE, CAT_ROADS, 0), 4);
    assert_int_equal(game_score(g, RED), 0);
    assert_int_equal(game_score(g, BLUE), 4);
    game_free(g);
    g = replay_scenario("fe_return_completed.rec", "return -1 0 E", "");
    assert_int_equal(game_score_part(g, RED, CAT_ROADS, 0), 4);
    assert_int_equal(game_score_part(g, BLUE, CAT_ROADS, 0), 4);
    game_free(g);
}

/* The windmill is a figure of its owner: it can be taken back too.  Red's windmill on B at
 * 0 1; red's FE7 (turned 270: roads E and S, fields N and W) at 1 1 returns it; at the end
 * nothing scores for it.  Without the return: its range holds 0 1, D and 1 1 = 3 (no white
 * group on B, D, U or FE7). */
static const char WINDMILL_RETURN[] = "troubadour-record 1\n"
                                      "players red blue\n"
                                      "expansions farmers festival village-life\n"
                                      "flowers red=white blue=orange\n"
                                      "deck B U FE7\n"
                                      "B 0 1 0 windmill NL\n"
                                      "U 1 0 0\n"
                                      "FE7 1 1 270 return 0 1 NL\n"
                                      "end\n";

static void test_return_own_windmill(void **state)
{
    (void)state;
    Game *g = test_replay(WINDMILL_RETURN);
    assert_int_equal(part(g, RED, CAT_WINDMILLS), 0);
    assert_int_equal(game_score(g, RED), 0);
    assert_int_equal(game_supply(g, RED, FIG_WINDMILL), 1);
    game_free(g);

    char text[sizeof WINDMILL_RETURN];
    snprintf(text, sizeof text, "%s", WINDMILL_RETURN);
    char *at = strstr(text, " return 0 1 NL");
    memset(at, ' ', strlen(" return 0 1 NL"));
    g = test_replay(text);
    assert_int_equal(game_score_part(g, RED, CAT_WINDMILLS, 1), 3);
    game_free(g);
}

/* What a player may take back after a Festival tile: each of their own figures on the board
 * (followers of any role and the windmill), nothing of the others, never the donkey.
 * Red: farmer on U at 1 0 (north field), windmill on B at 0 1; blue: follower on A(270)'s
 * road.  Red then places FE8 turned 270 (fields N and E, road S, city W) at -1 1. */
static void test_return_choices(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "expansions farmers festival village-life\n"
                          "flowers red=white blue=orange\n"
                          "U 1 0 0 follower NL\n"
                          "A -1 0 270 follower E\n"
                          "B 0 1 0 windmill NL\n"
                          "B 1 1 0\n");
    draw_and_place(g, "FE8", -1, 1, 270);
    /* red's two figures can go back.  FE8 has 4 features, but its big field (N and E sides)
     * joins A(270)'s field, which joins D's north field, where red's farmer stands: a
     * follower may go on its city, its road or its small south-west field, 3.  The windmill
     * is on the board; the donkey may go to any of the 5 other tiles. */
    assert_int_equal(count_actions(g, ACT_RETURN), 2);
    assert_int_equal(count_actions(g, ACT_FOLLOWER), 3);
    assert_int_equal(count_actions(g, ACT_WINDMILL), 0);
    assert_int_equal(count_actions(g, ACT_DONKEY), 5);
    Action blue_follower = {ACT_RETURN, seg_at(g, -1, 0, LOC_E), -1, 0};
    const char *w = game_check_action(g, &blue_follower);
    assert_non_null(w);
    assert_non_null(strstr(w, "belongs to blue"));
    Action donkey = {ACT_RETURN, seg_at(g, 0, 0, LOC_N), 0, 0}; /* D: the donkey, no figure */
    w = game_check_action(g, &donkey);
    assert_non_null(w);
    assert_non_null(strstr(w, "the donkey cannot be returned"));
    Action nothing = {ACT_RETURN, seg_at(g, 1, 1, LOC_NL), 1, 1}; /* blue's B: no figure */
    w = game_check_action(g, &nothing);
    assert_non_null(w);
    assert_non_null(strstr(w, "no figure of yours"));
    /* take back the windmill; any location of its field names it */
    Action windmill = {ACT_RETURN, seg_at(g, 0, 1, LOC_SR), 0, 1};
    assert_null(game_check_action(g, &windmill));
    assert_int_equal(game_act(g, &windmill), 0);
    assert_int_equal(game_supply(g, RED, FIG_WINDMILL), 1);
    assert_int_equal(game_supply(g, RED, FIG_FOLLOWER), 6);
    assert_int_equal(game_supply(g, BLUE, FIG_FOLLOWER), 6);
    game_free(g);
}

/* Only after a Festival tile: U is not one. */
static void test_return_only_after_festival_tile(void **state)
{
    (void)state;
    test_replay_refused("troubadour-record 1\n"
                        "players red blue\n"
                        "expansions farmers festival\n"
                        "U 1 0 0 follower NL\n"
                        "U -1 0 0\n"
                        "U 2 0 0 return 1 0 NL\n",
                        6, "a figure can be returned only after placing a Festival tile");
    /* and not without the Festival in play (FE tiles are then not in the pile at all) */
    test_replay_refused("troubadour-record 1\n"
                        "players red blue\n"
                        "expansions farmers\n"
                        "deck FE3\n",
                        4, "deck tile FE3 belongs to festival, which is not in play");
}

static void test_refused_returns_in_records(void **state)
{
    (void)state;
    /* another player's figure */
    test_replay_refused("troubadour-record 1\n"
                        "players red blue\n"
                        "expansions farmers festival\n"
                        "A -1 0 270 follower E\n"
                        "FE4 1 0 180 return -1 0 E\n",
                        5, "that figure belongs to red: only your own can return");
    /* the donkey (on D since the start) */
    test_replay_refused("troubadour-record 1\n"
                        "players red blue\n"
                        "expansions farmers festival village-life\n"
                        "flowers red=white blue=orange\n"
                        "FE8 -1 0 180 return 0 0 N\n",
                        5, "the donkey cannot be returned");
}

/* The festival scene is not a feature: FE3 turned 90 at 1 0 (road W ending at the scene, city
 * E, fields N and S) has exactly 4 features for a follower - city, road, two fields - and no
 * location C.  FE2 (two corner cities and the strip of field between) has 3. */
static void test_no_figure_on_festival_scene(void **state)
{
    (void)state;
    static const char head[] = "troubadour-record 1\n"
                               "players red blue\n"
                               "expansions farmers festival\n";
    char text[512];
    snprintf(text, sizeof text, "%sFE3 1 0 90 follower C\n", head);
    test_replay_refused(text, 4, "tile FE3 at rotation 90 has no feature at C");

    Game *g = test_replay(head);
    draw_and_place(g, "FE3", 1, 0, 90);
    assert_int_equal(count_actions(g, ACT_FOLLOWER), 4);
    game_free(g);
    g = test_replay(head);
    draw_and_place(g, "FE2", 0, -1, 0);
    assert_int_equal(count_actions(g, ACT_FOLLOWER), 3);
    game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_return_own_farmer),
        cmocka_unit_test(test_returned_follower_misses_completion),
        cmocka_unit_test(test_return_own_windmill),
        cmocka_unit_test(test_return_choices),
        cmocka_unit_test(test_return_only_after_festival_tile),
        cmocka_unit_test(test_refused_returns_in_records),
        cmocka_unit_test(test_no_figure_on_festival_scene),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
