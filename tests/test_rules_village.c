/* Village Life rules (../shared/RULES.md §4, seed 000): flowers, donkey, bushes, windmills,
 * marketplaces, flower tokens.  Every expected number is worked out by hand from the rules;
 * the reasoning is in the comment beside it (or, for the rule page's worked examples, in the
 * scenario record the test replays: tests/scenarios/vl_*.rec).  Boards are drawn with x east,
 * y south, the start tile D at 0 0 (city N, road W-E), rotations clockwise. */
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
#include "rules_village_fixture.h"

/* Sum of the points (or counts) of one player's items of a category in an event. */
static int ev_points(const Game *g, const ScoreEvent *e, int seat, int cat)
{
    int n = 0;
    for (int k = 0; k < e->item_count; k++) {
        const ScoreItem *it = &game_event_items(g)[e->item_first + k];
        if (it->player == seat && it->category == cat) n += it->points;
    }
    return n;
}
static int ev_count(const Game *g, const ScoreEvent *e, int seat, int cat)
{
    int n = 0;
    for (int k = 0; k < e->item_count; k++) {
        const ScoreItem *it = &game_event_items(g)[e->item_first + k];
        if (it->player == seat && it->category == cat) n += it->count;
    }
    return n;
}

static void assert_nothing_during_game(const Game *g, int nplayers)
{
    for (int p = 0; p < nplayers; p++)
        for (int c = 0; c < CAT_COUNT; c++) assert_int_equal(game_score_part(g, p, c, 0), 0);
}

/* ---------- the worked examples of the rule page (hand computations in the .rec files) ---- */

static void test_example_flowers_three_features(void **state)
{
    (void)state;
    Game *g = replay_file("vl_flowers_example.rec");
    /* red: short road 2 + 3 (1 violet), long road 0 (minority) + 9 (3 violet) */
    assert_int_equal(part(g, RED, CAT_ROADS), 2);
    assert_int_equal(part(g, RED, CAT_FLOWERS), 12);
    /* blue: long road 6 (2 followers against 1) + 3 (1 orange) */
    assert_int_equal(part(g, BLUE, CAT_ROADS), 6);
    assert_int_equal(part(g, BLUE, CAT_FLOWERS), 3);
    /* yellow: 3-tile city without pennant 6 + 3 (1 white, on the tile that closed it) */
    assert_int_equal(part(g, YELLOW, CAT_CITIES), 6);
    assert_int_equal(part(g, YELLOW, CAT_FLOWERS), 3);
    assert_int_equal(game_score(g, RED), 14);
    assert_int_equal(game_score(g, BLUE), 9);
    assert_int_equal(game_score(g, YELLOW), 9);
    /* all three features scored in the last turn (13), nothing before */
    assert_int_equal(game_event_count(g), 3);
    assert_int_equal(count_events(g, EV_ROAD, 13), 2);
    assert_int_equal(count_events(g, EV_CITY, 13), 1);
    const ScoreEvent *longroad = event_with(g, EV_ROAD, 6);
    assert_int_equal(ev_points(g, longroad, RED, CAT_ROADS), 0);
    assert_int_equal(ev_count(g, longroad, RED, CAT_FLOWERS), 3);
    assert_int_equal(ev_count(g, longroad, BLUE, CAT_FLOWERS), 1);
    const ScoreEvent *shortroad = event_with(g, EV_ROAD, 2);
    assert_int_equal(ev_points(g, shortroad, RED, CAT_ROADS), 2);
    assert_int_equal(ev_count(g, shortroad, RED, CAT_FLOWERS), 1);
    /* the followers are back: red 7, blue 7, yellow 7 */
    for (int p = 0; p < 3; p++) assert_int_equal(game_supply(g, p, FIG_FOLLOWER), 7);
    game_free(g);
}

static void test_example_farmers_flowers(void **state)
{
    (void)state;
    Game *g = replay_file("vl_farmers_flowers_example.rec");
    assert_nothing_during_game(g, 4);
    /* farm A: blue's 2 farmers take the 2 completed cities (6); white 4 -> red 12, violet 2
     * -> yellow 6.  Farm B: red and black tie on 1 completed city (3 each); orange 1 ->
     * black 3. */
    assert_int_equal(game_score_part(g, RED, CAT_FIELDS, 1), 3);
    assert_int_equal(game_score_part(g, RED, CAT_FLOWERS, 1), 12);
    assert_int_equal(game_score_part(g, BLUE, CAT_FIELDS, 1), 6);
    assert_int_equal(game_score_part(g, BLUE, CAT_FLOWERS, 1), 0);
    assert_int_equal(game_score_part(g, YELLOW, CAT_FIELDS, 1), 0);
    assert_int_equal(game_score_part(g, YELLOW, CAT_FLOWERS, 1), 6);
    assert_int_equal(game_score_part(g, BLACK, CAT_FIELDS, 1), 3);
    assert_int_equal(game_score_part(g, BLACK, CAT_FLOWERS, 1), 3);
    assert_int_equal(game_score(g, RED), 15);
    assert_int_equal(game_score(g, BLUE), 6);
    assert_int_equal(game_score(g, YELLOW), 6);
    assert_int_equal(game_score(g, BLACK), 6);
    /* two fields hold farmers, so two field events */
    assert_int_equal(count_events(g, EV_FIELD, -1), 2);
    game_free(g);
}

static void test_example_windmill_nine(void **state)
{
    (void)state;
    Game *g = replay_file("vl_windmill_complete.rec");
    /* red's tile on turn 9 fills the ninth position of blue's range: 9 points in that turn */
    assert_int_equal(game_score_part(g, BLUE, CAT_WINDMILLS, 0), 9);
    assert_int_equal(part(g, BLUE, CAT_FLOWERS), 0); /* no violet group in range */
    assert_int_equal(game_score(g, RED), 0);         /* the white group is not red's to score */
    assert_int_equal(game_event_count(g), 1);
    const ScoreEvent *e = &game_events(g)[0];
    assert_int_equal(e->kind, EV_WINDMILL);
    assert_int_equal(e->turn, 9);
    assert_int_equal(e->complete, 1);
    assert_int_equal(e->pos_count, 9);
    /* the windmill is back in blue's supply */
    assert_int_equal(game_supply(g, BLUE, FIG_WINDMILL), 1);
    FigureView fv;
    game_figure(g, BLUE * (GAME_FOLLOWERS_PER_PLAYER + 1) + GAME_FOLLOWERS_PER_PLAYER, &fv);
    assert_int_equal(fv.kind, FIG_WINDMILL);
    assert_false(fv.on_board);
    game_free(g);
}

static void test_example_windmill_final(void **state)
{
    (void)state;
    Game *g = replay_file("vl_windmill_final.rec");
    /* 7 of 9 positions hold tiles at the end: 7; white groups on them: VL1, VL22 -> 6 */
    assert_int_equal(game_score_part(g, RED, CAT_WINDMILLS, 1), 7);
    assert_int_equal(game_score_part(g, RED, CAT_FLOWERS, 1), 6);
    assert_int_equal(game_score(g, RED), 13);
    assert_int_equal(game_score(g, BLUE), 0);
    const ScoreEvent *e = event_with(g, EV_WINDMILL, 7);
    assert_int_equal(e->final, 1);
    assert_int_equal(e->complete, 0);
    game_free(g);
}

static void test_example_market_5_3(void **state)
{
    (void)state;
    Game *g = replay_file("vl_market_5_3.rec");
    /* roads: red 3 (west), blue 5 (east) + 3 orange; bonus: red 5, blue 3 */
    assert_int_equal(part(g, RED, CAT_ROADS), 3);
    assert_int_equal(part(g, RED, CAT_FLOWERS), 0);
    assert_int_equal(part(g, RED, CAT_MARKETPLACE), 5);
    assert_int_equal(part(g, BLUE, CAT_ROADS), 5);
    assert_int_equal(part(g, BLUE, CAT_FLOWERS), 3);
    assert_int_equal(part(g, BLUE, CAT_MARKETPLACE), 3);
    assert_int_equal(game_score(g, RED), 8);
    assert_int_equal(game_score(g, BLUE), 11);
    /* nothing scored on turn 3 although the west road was closed then */
    assert_int_equal(count_events(g, EV_ROAD, 7), 2);
    assert_int_equal(count_events(g, EV_MARKET_BONUS, 7), 1);
    assert_int_equal(game_event_count(g), 3);
    game_free(g);
}

static void test_example_market_6_7(void **state)
{
    (void)state;
    Game *g = replay_file("vl_market_6_7.rec");
    enum { Y = 0, B = 1 }; /* players yellow blue */
    /* yellow: road 2 + 3 (violet), bonus 2 + 4; blue: road 4 + 6 (2 white), bonus 2+2+3 */
    assert_int_equal(part(g, Y, CAT_ROADS), 2);
    assert_int_equal(part(g, Y, CAT_FLOWERS), 3);
    assert_int_equal(part(g, Y, CAT_MARKETPLACE), 6);
    assert_int_equal(part(g, B, CAT_ROADS), 4);
    assert_int_equal(part(g, B, CAT_FLOWERS), 6);
    assert_int_equal(part(g, B, CAT_MARKETPLACE), 7);
    assert_int_equal(game_score(g, Y), 11);
    assert_int_equal(game_score(g, B), 17);
    /* both networks complete with the same tile (turn 10): two bonus events */
    assert_int_equal(count_events(g, EV_MARKET_BONUS, 10), 2);
    assert_int_equal(count_events(g, EV_MARKET_BONUS, -1), 2);
    game_free(g);
}

static void test_example_market_7_3(void **state)
{
    (void)state;
    Game *g = replay_file("vl_market_7_3.rec");
    /* red: road 3 + 3 (orange), bonus 3; blue: road 3 + 3 (white), bonus 3 + 4 */
    assert_int_equal(part(g, RED, CAT_ROADS), 3);
    assert_int_equal(part(g, RED, CAT_FLOWERS), 3);
    assert_int_equal(part(g, RED, CAT_MARKETPLACE), 3);
    assert_int_equal(part(g, BLUE, CAT_ROADS), 3);
    assert_int_equal(part(g, BLUE, CAT_FLOWERS), 3);
    assert_int_equal(part(g, BLUE, CAT_MARKETPLACE), 7);
    assert_int_equal(game_score(g, RED), 9);
    assert_int_equal(game_score(g, BLUE), 13);
    assert_int_equal(count_events(g, EV_MARKET_BONUS, 8), 2);
    game_free(g);
}

/* ---------- marketplace: a road shared by two networks, final scoring ---------- */

/* The 6/7 board again, but VL22's own road W is closed last: the tile that closes road B
 * (turn 9) completes only VL20's network.  RULES §4.6: B is then not scored (VL22's network
 * is incomplete) but takes part in VL20's bonus; it is scored, with VL22's bonus, when the
 * last road of VL22's network closes (turn 10). */
static const char MARKET_SHARED[] =
    "troubadour-record 1\n"
    "players yellow blue\n"
    "expansions farmers festival village-life\n"
    "flowers yellow=violet blue=white\n"
    "deck VL20 U A A A B U VL22 U A\n"
    "VL20 0 1 0 follower W\n" /* yellow: road Y */
    "U 1 1 0 follower E\n"    /* blue: road B */
    "A -1 1 270\n"            /* closes Y */
    "A 0 2 180\n"             /* closes Z */
    "A 1 0 90\n"
    "B 2 0 0\n"
    "U 3 0 90\n"
    "VL22 3 1 270\n" /* VL22's north road runs up U(90) to 3 -1, still open */
    "U 2 1 0\n"      /* turn 9: closes B; VL20's network complete */
    "A 3 -1 0\n";    /* turn 10: closes W; VL22's network complete */

static void test_market_shared_road_waits_for_second_network(void **state)
{
    (void)state;
    /* up to turn 9 (drop the last line) */
    size_t n = strlen(MARKET_SHARED) - strlen("A 3 -1 0\n");
    char *upto9 = malloc(n + 1);
    assert_non_null(upto9);
    memcpy(upto9, MARKET_SHARED, n);
    upto9[n] = '\0';
    Game *g = test_replay(upto9);
    free(upto9);
    /* yellow: Y scored (2 + 3 violet on VL20); bonus of VL20's network: Z 2 + B 4 = 6 */
    assert_int_equal(game_score(g, 0), 11);
    assert_int_equal(part(g, 0, CAT_MARKETPLACE), 6);
    /* blue: only VL20's bonus so far: Y 2 + Z 2 = 4; B not scored, its follower stays */
    assert_int_equal(part(g, 1, CAT_MARKETPLACE), 4);
    assert_int_equal(part(g, 1, CAT_ROADS), 0);
    assert_int_equal(game_score(g, 1), 4);
    assert_int_equal(game_supply(g, 1, FIG_FOLLOWER), 6);
    game_free(g);

    g = test_replay(MARKET_SHARED);
    /* turn 10: B scored, 4 tiles + 2 white groups (VL20, VL22) = 10; VL22's bonus: W 3 */
    assert_int_equal(part(g, 1, CAT_ROADS), 4);
    assert_int_equal(part(g, 1, CAT_FLOWERS), 6);
    assert_int_equal(part(g, 1, CAT_MARKETPLACE), 7);
    assert_int_equal(game_score(g, 1), 17);
    assert_int_equal(game_score(g, 0), 11);
    assert_int_equal(game_supply(g, 1, FIG_FOLLOWER), 7);
    assert_int_equal(count_events(g, EV_MARKET_BONUS, 9), 1);
    assert_int_equal(count_events(g, EV_MARKET_BONUS, 10), 1);
    game_free(g);
}

/* The 5/3 board without its last tile, then the end: RULES §4.6 final scoring.  The west road
 * (A, D, VL23: closed, but its network is not complete) scores as an incomplete road, 3; the
 * east road (VL23, U, VL5, U: open) 4 + 3 for orange on VL5; no network bonus. */
static void test_market_incomplete_network_at_end(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "expansions farmers festival village-life\n"
                          "flowers red=white blue=orange\n"
                          "deck B VL23 A U VL5 U\n"
                          "B 0 1 0 donkey 0 1\n"
                          "VL23 1 0 0 follower E\n"
                          "A -1 0 270 follower E\n"
                          "U 2 0 0\n"
                          "VL5 3 0 0\n"
                          "U 4 0 0\n"
                          "end\n");
    assert_nothing_during_game(g, 2);
    assert_int_equal(game_score_part(g, RED, CAT_ROADS, 1), 3);
    assert_int_equal(game_score_part(g, BLUE, CAT_ROADS, 1), 4);
    assert_int_equal(game_score_part(g, BLUE, CAT_FLOWERS, 1), 3);
    assert_int_equal(part(g, RED, CAT_MARKETPLACE), 0);
    assert_int_equal(part(g, BLUE, CAT_MARKETPLACE), 0);
    assert_int_equal(game_score(g, RED), 3);
    assert_int_equal(game_score(g, BLUE), 7);
    game_free(g);
}

/* ---------- flowers ---------- */

/* RULES §4.3: a monastery occupies only its own tile.  Red's monk on VL11 (one orange group)
 * at 0 1; VL5 (one orange group) at 1 0 is a neighbour, not part of the monastery.  At the
 * end: 1 + 2 neighbours (D, VL5) = 3, flowers 1 group = 3. */
static void test_flowers_monastery_own_tile_only(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "expansions farmers village-life\n"
                          "flowers red=orange blue=white\n"
                          "deck VL11 VL5\n"
                          "VL11 0 1 0 follower C\n"
                          "VL5 1 0 0\n"
                          "end\n");
    assert_int_equal(game_score_part(g, RED, CAT_MONASTERIES, 1), 3);
    assert_int_equal(game_score_part(g, RED, CAT_FLOWERS, 1), 3);
    assert_int_equal(game_score(g, RED), 6);
    game_free(g);
}

/* RULES §4.1: 2-4 players draw from one set of four tokens (all different); 5-8 from two sets
 * (each colour at most twice; with 8 players exactly twice). */
static void test_flower_draw(void **state)
{
    (void)state;
    int repeats_seen = 0;
    for (int n = 2; n <= 8; n++)
        for (uint64_t seed = 1; seed <= 200; seed++) {
            GameSetup su;
            memset(&su, 0, sizeof su);
            su.nplayers = n;
            for (int i = 0; i < n; i++) su.colour[i] = (uint8_t)i;
            su.expansions = EXP_FARMERS | EXP_VILLAGE;
            su.has_seed = 1;
            su.seed = seed;
            char err[256];
            Game *g = game_new(test_tileset(), &su, err, sizeof err);
            if (!g) fail_msg("%s", err);
            int used[FLOWER_COUNT] = {0};
            for (int p = 0; p < n; p++) {
                int f = game_flower(g, p);
                assert_true(f >= 0 && f < FLOWER_COUNT);
                used[f]++;
            }
            for (int f = 0; f < FLOWER_COUNT; f++) {
                assert_true(used[f] <= (n <= 4 ? 1 : 2));
                if (n == 8) assert_int_equal(used[f], 2);
                if (used[f] == 2) repeats_seen++;
            }
            /* the drawn colours are what a save spells out */
            for (int p = 0; p < n; p++)
                assert_int_equal(game_setup(g)->flower[p], game_flower(g, p));
            game_free(g);
        }
    /* with 5-7 players a colour is drawn twice in some games (two sets in the bag) */
    assert_true(repeats_seen > 0);
}

static void test_flowers_line(void **state)
{
    (void)state;
    /* 3 players, one set: violet cannot be drawn twice */
    test_replay_refused("troubadour-record 1\n"
                        "players red blue yellow\n"
                        "expansions farmers village-life\n"
                        "flowers red=violet blue=white yellow=violet\n"
                        "deck U\n"
                        "U 1 0 0\n",
                        4, "flower violet is drawn by more players than its 1 token allows");
    /* 5 players, two sets: white twice is fine, three times is not */
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue yellow black gray\n"
                          "expansions farmers village-life\n"
                          "flowers red=white blue=white yellow=orange black=violet gray=blue\n"
                          "deck U\n");
    assert_int_equal(game_flower(g, 0), FLOWER_WHITE);
    assert_int_equal(game_flower(g, 1), FLOWER_WHITE);
    assert_int_equal(game_flower(g, 4), FLOWER_BLUE);
    game_free(g);
    test_replay_refused("troubadour-record 1\n"
                        "players red blue yellow black gray\n"
                        "expansions farmers village-life\n"
                        "flowers red=white blue=white yellow=white black=violet gray=blue\n"
                        "deck U\n",
                        4, "flower white is drawn by more players than its 2 tokens allow");
    test_replay_refused("troubadour-record 1\n"
                        "players red blue\n"
                        "expansions farmers village-life\n"
                        "flowers red=white blue=pink\n",
                        4, "unknown flower colour `pink`");
    test_replay_refused("troubadour-record 1\n"
                        "players red blue\n"
                        "expansions farmers village-life\n"
                        "flowers red=white\n",
                        4, "`flowers` gives no colour for blue");
    test_replay_refused("troubadour-record 1\n"
                        "players red blue\n"
                        "expansions farmers\n"
                        "flowers red=white blue=orange\n",
                        4, "`flowers` without village-life");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_example_flowers_three_features),
        cmocka_unit_test(test_example_farmers_flowers),
        cmocka_unit_test(test_example_windmill_nine),
        cmocka_unit_test(test_example_windmill_final),
        cmocka_unit_test(test_example_market_5_3),
        cmocka_unit_test(test_example_market_6_7),
        cmocka_unit_test(test_example_market_7_3),
        cmocka_unit_test(test_market_shared_road_waits_for_second_network),
        cmocka_unit_test(test_market_incomplete_network_at_end),
        cmocka_unit_test(test_flowers_monastery_own_tile_only),
        cmocka_unit_test(test_flower_draw),
        cmocka_unit_test(test_flowers_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
