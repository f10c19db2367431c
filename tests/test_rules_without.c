/* Village Life elements switched off (../shared/RULES.md §4.7) and the record's `without`
 * line (docs/record-format.md). Every expectation is worked out by hand beside it.
 * Geometry (TILES.md): the start tile D at 0 0 has its city N, road W-E and field S; board
 * side d of a tile at rotation r shows the tile's edge (d - r) mod 4. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "record.h"
#include "test_util.h"

static GameSetup village_setup(unsigned without)
{
    GameSetup s;
    memset(&s, 0, sizeof s);
    s.nplayers = 2;
    s.colour[0] = COL_RED;
    s.colour[1] = COL_BLUE;
    s.expansions = EXP_FARMERS | EXP_VILLAGE;
    s.without = without;
    s.has_seed = 1;
    s.seed = 77;
    return s;
}

static int count_actions(const Game *g, int kind)
{
    Action a[512];
    int n = game_legal_actions(g, a, 512), k = 0;
    assert_true(n <= 512);
    for (int i = 0; i < n; i++) k += a[i].kind == kind;
    return k;
}

static void test_setup_refused(void **state)
{
    (void)state;
    char err[200];
    GameSetup s = village_setup(WITHOUT_DONKEY);
    s.expansions = EXP_FARMERS; /* no Village Life */
    assert_null(game_new(test_tileset(), &s, err, sizeof err));
    assert_non_null(strstr(err, "only with Village Life"));
    s = village_setup(1u << 4); /* no such element */
    assert_null(game_new(test_tileset(), &s, err, sizeof err));
    assert_non_null(strstr(err, "unknown Village Life element"));
    s = village_setup(WITHOUT_FLOWERS);
    s.has_flowers = 1;
    assert_null(game_new(test_tileset(), &s, err, sizeof err));
    assert_non_null(strstr(err, "flowers are switched off"));
}

/* The public view: each element on only while Village Life is in play and it is not off. */
static void test_elements_on(void **state)
{
    (void)state;
    char err[200];
    for (unsigned w = 0; w <= WITHOUT_ALL; w++) {
        GameSetup s = village_setup(w);
        Game *g = game_new(test_tileset(), &s, err, sizeof err);
        assert_non_null(g);
        assert_int_equal(game_without(g), w);
        for (int e = 0; e < WITHOUT_COUNT; e++)
            assert_int_equal(game_element_on(g, 1u << e), !(w & (1u << e)));
        int dx, dy;
        game_donkey(g, &dx, &dy);
        /* the donkey starts on the start tile, or is not there at all */
        assert_int_equal(dx, (w & WITHOUT_DONKEY) ? -1 : 0);
        assert_int_equal(dy, (w & WITHOUT_DONKEY) ? -1 : 0);
        for (int p = 0; p < 2; p++) {
            assert_int_equal(game_supply(g, p, FIG_WINDMILL), (w & WITHOUT_WINDMILLS) ? 0 : 1);
            assert_int_equal(game_supply(g, p, FIG_FOLLOWER), GAME_FOLLOWERS_PER_PLAYER);
            if (w & WITHOUT_FLOWERS)
                assert_int_equal(game_flower(g, p), -1);
            else
                assert_in_range(game_flower(g, p), 0, FLOWER_COUNT - 1);
        }
        game_free(g);
    }
    GameSetup s = village_setup(0);
    s.expansions = EXP_FARMERS;
    Game *g = game_new(test_tileset(), &s, err, sizeof err);
    for (int e = 0; e < WITHOUT_COUNT; e++) assert_false(game_element_on(g, 1u << e));
    game_free(g);
}

/* Flowers off draws no tokens; the pile is shuffled before the flower draw, so it is the same
 * pile as with flowers. */
static void test_flowers_off_same_pile(void **state)
{
    (void)state;
    char err[200];
    GameSetup a = village_setup(0), b = village_setup(WITHOUT_FLOWERS);
    Game *ga = game_new(test_tileset(), &a, err, sizeof err);
    Game *gb = game_new(test_tileset(), &b, err, sizeof err);
    uint8_t da[GAME_MAX_DECK], db[GAME_MAX_DECK];
    int n = game_deck(ga, da, GAME_MAX_DECK);
    assert_int_equal(game_deck(gb, db, GAME_MAX_DECK), n);
    assert_memory_equal(da, db, (size_t)n);
    assert_false(game_setup(gb)->has_flowers);
    game_free(ga);
    game_free(gb);
}

/* Donkey and windmill actions are gone; followers (and farmers) stay. */
static void test_no_donkey_no_windmill_actions(void **state)
{
    (void)state;
    /* U (road W-E, two fields) at 1 0: fields N and S, the road */
    const char *on = "troubadour-record 1\nplayers red blue\nexpansions farmers village-life\n"
                     "flowers red=white blue=orange\ndeck U U\n";
    const char *off = "troubadour-record 1\nplayers red blue\nexpansions farmers village-life\n"
                      "without donkey windmills\nflowers red=white blue=orange\ndeck U U\n";
    for (int k = 0; k < 2; k++) {
        Game *g = test_replay(k ? off : on);
        assert_int_equal(game_draw(g, -1), 0);
        Placement p = {game_current_tile(g), 1, 0, 0, -1};
        assert_int_equal(game_place(g, &p), 0);
        /* followers: road + 2 fields = 3; windmill: the 2 fields; donkey: 2 tiles but the
         * one it stands on (D), so 1 */
        assert_int_equal(count_actions(g, ACT_FOLLOWER), 3);
        assert_int_equal(count_actions(g, ACT_WINDMILL), k ? 0 : 2);
        assert_int_equal(count_actions(g, ACT_DONKEY), k ? 0 : 1);
        Action d = {ACT_DONKEY, -1, 1, 0};
        const char *why = game_check_action(g, &d);
        if (k)
            assert_string_equal(why, "the donkey is switched off in this game");
        else
            assert_null(why);
        int field = tile_seg_at_loc(&test_tileset()->tile[p.tile], 0, LOC_NL);
        Action w = {ACT_WINDMILL, field, 1, 0};
        why = game_check_action(g, &w);
        if (k)
            assert_string_equal(why, "windmills are switched off in this game");
        else
            assert_null(why);
        game_free(g);
    }
}

/* Without the donkey the road A - D - VL3 may close (vl_err_donkey.rec refuses it with the
 * donkey on D): VL3 turned 90 at 1 0, its road stub W against D's road, is legal. */
static void test_donkey_off_blocks_nothing(void **state)
{
    (void)state;
    static const char *const rec[2] = {
        "troubadour-record 1\nplayers red blue\nexpansions farmers village-life\n"
        "flowers red=white blue=orange\ndeck A VL3\nA -1 0 270\n",
        "troubadour-record 1\nplayers red blue\nexpansions farmers village-life\n"
        "without donkey\nflowers red=white blue=orange\ndeck A VL3\nA -1 0 270\n"};
    for (int k = 0; k < 2; k++) {
        Game *g = test_replay(rec[k]);
        assert_int_equal(game_draw(g, -1), 0);
        Placement p = {game_current_tile(g), 1, 0, 1, -1};
        const char *why = game_check_placement(g, &p);
        if (k)
            assert_null(why);
        else
            assert_string_equal(why, "it would complete a road the donkey stands on");
        game_free(g);
    }
}

/* Marketplaces off: the two roads at VL23 score alone as each closes (the hand computation
 * is in tests/scenarios/vl_without_marketplaces.rec): two road events of 2 tiles, 2 points
 * each, no network bonus. */
static void test_marketplace_plain_road_end(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\nplayers red blue\nexpansions farmers village-life\n"
                          "without marketplaces\nflowers red=orange blue=white\ndeck VL23 A A\n"
                          "VL23 0 1 180 follower E\nA -1 1 270 follower E\n");
    /* after turn 2: blue's west road scored already */
    assert_int_equal(game_score(g, 1), 2);
    FeatureView fv;
    Pos pos[8];
    int east =
        tile_seg_at_loc(&test_tileset()->tile[tileset_find(test_tileset(), "VL23")], 2, LOC_E);
    assert_int_equal(game_feature(g, 0, 1, east, &fv, pos, 8), 0);
    assert_int_equal(fv.open_ends, 1); /* the marketplace end is closed, east is open */
    assert_false(fv.complete);
    assert_int_equal(game_draw(g, -1), 0);
    Placement p = {game_current_tile(g), 1, 1, 1, -1};
    assert_int_equal(game_place(g, &p), 0);
    Action none = {ACT_NONE, -1, 0, 0};
    assert_int_equal(game_act(g, &none), 0);
    int roads = 0;
    for (int e = 0; e < game_event_count(g); e++) {
        const ScoreEvent *ev = &game_events(g)[e];
        assert_int_not_equal(ev->kind, EV_MARKET_BONUS);
        if (ev->kind != EV_ROAD) continue;
        roads++;
        assert_true(ev->complete);
        assert_int_equal(ev->pos_count, 2);
        assert_int_equal(ev->item_count, 1);
        assert_int_equal(game_event_items(g)[ev->item_first].points, 2);
    }
    assert_int_equal(roads, 2);
    assert_int_equal(game_score(g, 0), 2);
    assert_int_equal(game_score(g, 1), 2);
    assert_int_equal(game_score_part(g, 0, CAT_MARKETPLACE, 2), 0);
    game_free(g);
}

/* The writer: a `without` line in RECORD.md order after `expansions`, no `flowers` line when
 * flowers are off; the text reads back to the same switches. */
static void test_record_written(void **state)
{
    (void)state;
    char err[200];
    GameSetup s = village_setup(WITHOUT_MARKETPLACES | WITHOUT_DONKEY);
    Game *g = game_new(test_tileset(), &s, err, sizeof err);
    char *text = record_write(g);
    assert_non_null(strstr(text, "\nexpansions farmers village-life\nwithout donkey marketplaces\n"
                                 "flowers red="));
    GameSetup back;
    RecordError re;
    assert_int_equal(record_read_header(test_tileset(), text, strlen(text), &back, &re), 0);
    assert_int_equal(back.without, WITHOUT_MARKETPLACES | WITHOUT_DONKEY);
    free(text);
    game_free(g);

    s = village_setup(WITHOUT_ALL);
    g = game_new(test_tileset(), &s, err, sizeof err);
    text = record_write(g);
    assert_non_null(strstr(text, "\nwithout flowers donkey windmills marketplaces\n"));
    assert_null(strstr(text, "\nflowers"));
    Game *g2 = record_replay(test_tileset(), text, strlen(text), &re);
    assert_non_null(g2);
    assert_int_equal(game_without(g2), WITHOUT_ALL);
    game_free(g2);
    free(text);
    game_free(g);

    s = village_setup(0);
    g = game_new(test_tileset(), &s, err, sizeof err);
    text = record_write(g);
    assert_null(strstr(text, "without"));
    free(text);
    game_free(g);
}

static void test_record_refused(void **state)
{
    (void)state;
    const char *head = "troubadour-record 1\nplayers red blue\n";
    char buf[512];
#define REFUSED(body, line, what)                                                                  \
    do {                                                                                           \
        snprintf(buf, sizeof buf, "%s%s", head, body);                                             \
        test_replay_refused(buf, line, what);                                                      \
    } while (0)
    REFUSED("expansions village-life\nwithout windmill\n", 4,
            "unknown Village Life element `windmill`");
    REFUSED("expansions village-life\nwithout flowers flowers\n", 4,
            "element flowers is listed twice");
    REFUSED("expansions village-life\nwithout\n", 4, "`without` needs the elements");
    REFUSED("expansions village-life\nwithout donkey\nwithout flowers\n", 5,
            "`without` is given twice");
    REFUSED("expansions farmers\nwithout donkey\n", 4, "`without` needs village-life");
    REFUSED("without donkey\n", 3, "`without` needs village-life"); /* default: farmers */
    REFUSED("expansions village-life\nflowers red=white blue=orange\nwithout flowers\n", 4,
            "`flowers` while flowers are switched off");
#undef REFUSED
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup_refused),
        cmocka_unit_test(test_elements_on),
        cmocka_unit_test(test_flowers_off_same_pile),
        cmocka_unit_test(test_no_donkey_no_windmill_actions),
        cmocka_unit_test(test_donkey_off_blocks_nothing),
        cmocka_unit_test(test_marketplace_plain_road_end),
        cmocka_unit_test(test_record_written),
        cmocka_unit_test(test_record_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
