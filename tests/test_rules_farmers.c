/* The farmers, placement, unplaceable tiles, the game's end and the record's strictness
 * (../shared/RULES.md §1, §2). Split from test_rules_base.c, whose opening comment gives the
 * geometry and the conventions. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_random.h"
#include "game.h"
#include "record.h"
#include "test_util.h"
#include "rules_base_fixture.h"

/* ---------- farmers ---------- */

/* Red's E at 0,-1 rot 180 closes the start's city (no follower on it) with a farmer in E's
 * field (it touches the N, E and W sides; the city separates it from the start's fields).
 * Blue's U at 1,0 puts a farmer in the field north of the road (start's EL WR + U's north).
 * Red's U at -1,0 puts a farmer in the field south of the road, which borders no city.
 * Final: E's field borders the completed city: red 3. The north field borders it too:
 * blue 3. The south field: 0. Red 3, blue 3. */
static void test_city_feeds_several_fields(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "deck E U U\n"
                          "E 0 -1 180 follower NL\n"
                          "U 1 0 0 follower NL\n"
                          "U -1 0 0 follower SL\n"
                          "end\n");
    expect_scores(g, 3, 3);
    assert_int_equal(game_score_part(g, RED, CAT_FIELDS, 1), 3);
    assert_int_equal(game_score_part(g, BLUE, CAT_FIELDS, 1), 3);
    assert_int_equal(count_events(g, EV_FIELD), 3);
    /* each field counts the one city once: 1 + 1 + 0 */
    int cities_counted = 0;
    for (int i = 0; i < game_event_count(g); i++) {
        const ScoreEvent *e = &game_events(g)[i];
        if (e->kind != EV_FIELD) continue;
        assert_int_equal(e->final, 1);
        for (int k = 0; k < e->item_count; k++)
            if (item(g, e, k)->what == ITEM_CITIES) cities_counted += item(g, e, k)->count;
    }
    assert_int_equal(cities_counted, 2);
    /* the city itself had nobody on it */
    assert_int_equal(count_events(g, EV_CITY), 0);
    game_free(g);
}

/* Red's farmer in the north field (U at 1,0). Blue's farmer in E's field (E at 0,-1 rot 180,
 * which also closes the start's city). Red's B at 1,-1 touches E's E side and U's N side:
 * both fields become one with one farmer each. It borders one completed city: a tie, both
 * score 3. */
static void test_field_tie(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "deck U E B\n"
                          "U 1 0 0 follower NL\n"
                          "E 0 -1 180 follower NL\n"
                          "B 1 -1 0\n"
                          "end\n");
    expect_scores(g, 3, 3);
    assert_true(
        game_same_feature(g, 1, 0, seg_at(g, 1, 0, LOC_NL), 0, -1, seg_at(g, 0, -1, LOC_NL)));
    const ScoreEvent *e = only_event(g, EV_FIELD);
    assert_int_equal(event_points(g, e, RED), 3);
    assert_int_equal(event_points(g, e, BLUE), 3);
    game_free(g);
}

/* Majority in a field, 2 farmers against 1:
 *   1 red  U -1,0: farmer in the field north of the start road
 *   2 blue E 0,-1 rot 180: farmer in E's field (closes the start's city, nobody on it)
 *   3 red  B 0,1: farmer in B's field, which joins the field south of the road
 *   4 blue A 1,0 rot 90: the road ends at A's monastery (W side), and A's one field touches
 *          both halves of its W side: north and south fields join (red 2)
 *   5 red  B 1,-1: joins A's N side field with E's field (blue 1)
 * One field, red 2 against blue 1, one completed city: red 3, blue 0. */
static void test_field_majority(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "deck U E B A B\n"
                          "U -1 0 0 follower NL\n"
                          "E 0 -1 180 follower NL\n"
                          "B 0 1 0 follower NL\n"
                          "A 1 0 90\n"
                          "B 1 -1 0\n"
                          "end\n");
    expect_scores(g, 3, 0);
    const ScoreEvent *e = only_event(g, EV_FIELD);
    assert_int_equal(e->item_count, 1);
    expect_item(g, e, 0, RED, ITEM_CITIES, 1, 3);
    game_free(g);
}

/* Red's farmer north of the road (U 1,0). Blue's E at 0,-1 rot 180 closes the start's city.
 * Red's E at 1,-1 rot 0 opens a new city N; its field joins U's north field (S side) and the
 * first E's field (W side). The field borders the completed start city (through the start
 * tile and through the first E: still one city) and the incomplete new one: 3, not 6 or 9. */
static void test_field_with_incomplete_city(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "deck U E E\n"
                          "U 1 0 0 follower NL\n"
                          "E 0 -1 180\n"
                          "E 1 -1 0\n"
                          "end\n");
    expect_scores(g, 3, 0);
    const ScoreEvent *e = only_event(g, EV_FIELD);
    expect_item(g, e, 0, RED, ITEM_CITIES, 1, 3);
    game_free(g);

    /* A field bordering only an incomplete city scores nothing. */
    g = test_replay("troubadour-record 1\n"
                    "players red blue\n"
                    "deck U\n"
                    "U 1 0 0 follower NL\n"
                    "end\n");
    expect_scores(g, 0, 0);
    game_free(g);
}

/* The RECORD.md example: the city (2 tiles) 4 for red, blue's farmer 3. */
static void test_record_md_example(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "expansions farmers\n"
                          "deck E U\n"
                          "E 0 -1 180 follower S\n"
                          "U 1 0 0 follower NL\n"
                          "end\n");
    expect_scores(g, 4, 3);
    game_free(g);
}

/* Without farmers: no follower on a field, and no action offered on one. */
static void test_no_farmers(void **state)
{
    (void)state;
    test_replay_refused("troubadour-record 1\n"
                        "players red blue\n"
                        "expansions\n"
                        "deck U\n"
                        "U 1 0 0 follower NL\n",
                        5, "farmers are switched off");
    Game *g = test_replay("troubadour-record 1\nplayers red blue\nexpansions\ndeck U\n");
    assert_int_equal(game_expansions(g), 0u);
    assert_int_equal(game_draw(g, -1), 0);
    Placement p = {tile_id("U"), 1, 0, 0, -1};
    assert_int_equal(game_place(g, &p), 0);
    /* U: one road, two fields; only the road is offered */
    Action acts[8];
    assert_int_equal(game_legal_actions(g, acts, 8), 1);
    assert_int_equal(acts[0].seg, seg_at(g, 1, 0, LOC_E));
    game_free(g);
    /* the same move with farmers offers all three */
    g = test_replay("troubadour-record 1\nplayers red blue\ndeck U\n");
    game_draw(g, -1);
    game_place(g, &p);
    assert_int_equal(game_legal_actions(g, acts, 8), 3);
    game_free(g);
    /* and without farmers the RECORD.md example's city still scores: red 4, blue nothing */
    g = test_replay("troubadour-record 1\n"
                    "players red blue\n"
                    "expansions\n"
                    "deck E U\n"
                    "E 0 -1 180 follower S\n"
                    "U 1 0 0\n"
                    "end\n");
    expect_scores(g, 4, 0);
    assert_int_equal(count_events(g, EV_FIELD), 0);
    game_free(g);
}

/* ---------- placement ---------- */

static void test_placement_legality(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\nplayers red blue\ndeck U\n");
    assert_int_equal(game_draw(g, -1), 0);
    int u = tile_id("U");
    /* U's S side is a field; north of the start is its city */
    Placement bad = {u, 0, -1, 0, -1};
    const char *why = game_check_placement(g, &bad);
    assert_non_null(why);
    assert_non_null(strstr(why, "does not match"));
    assert_int_equal(game_place(g, &bad), -1);
    assert_non_null(strstr(game_error(g), "does not match"));
    assert_int_equal(game_phase(g), PHASE_PLACE);
    /* U at 1,0 rot 90 shows a field W against the start's road */
    Placement rot = {u, 1, 0, 1, -1};
    assert_non_null(game_check_placement(g, &rot));
    /* no neighbour */
    Placement far = {u, 3, 3, 0, -1};
    why = game_check_placement(g, &far);
    assert_non_null(why);
    assert_non_null(strstr(why, "touches no placed tile"));
    /* diagonal only is not touching */
    Placement diag = {u, 1, 1, 0, -1};
    assert_non_null(game_check_placement(g, &diag));
    /* occupied */
    Placement on = {u, 0, 0, 0, -1};
    assert_non_null(game_check_placement(g, &on));
    /* the drawn tile only */
    Placement other = {tile_id("V"), 1, 0, 0, -1};
    assert_int_equal(game_place(g, &other), -1);
    /* Legal placements of U next to the start alone: east 1,0 and west -1,0 at rot 0 and 180
     * (road W-E either way): 4. South 0,1 needs a field N: rot 0 and 180 (fields N). North
     * needs a city S: none. Total 6. */
    Placement all[32];
    int n = game_legal_placements(g, all, 32);
    assert_int_equal(n, 6);
    for (int i = 0; i < n; i++) assert_null(game_check_placement(g, &all[i]));
    Placement ok = {u, 1, 0, 2, -1};
    assert_null(game_check_placement(g, &ok));
    assert_int_equal(game_place(g, &ok), 0);
    game_free(g);

    /* the same, as records, with the line of the fault */
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U\nU 0 -1 0\n", 4,
                        "does not match");
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U\nU 3 3 0\n", 4,
                        "touches no placed tile");
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U\nU 0 0 0\n", 4,
                        "already holds a tile");
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U V\nV 1 0 0\n", 4,
                        "the next tile drawn is U, not V");
    /* without a deck, a tile must still be in the pile: C exists once */
    test_replay_refused("troubadour-record 1\nplayers red blue\nC 0 -1 0\nC 0 -2 0\n", 4,
                        "not left in the draw pile");
}

/* Without deck and seed every tile the record names is the one drawn; the pile holds the 71
 * base tiles (72 minus the start D). */
static void test_free_draw_pile(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\nplayers red blue\n");
    assert_true(game_has_free_draw(g));
    assert_int_equal(game_tiles_left(g), 71);
    assert_int_equal(game_pile_count(g, tile_id("D")), 3);
    assert_int_equal(game_pile_count(g, tile_id("V")), 9);
    assert_int_equal(game_pile_count(g, tile_id("C")), 1);
    game_free(g);
    g = test_replay("troubadour-record 1\nplayers red blue\nexpansions farmers\nC 0 -1 0\n");
    assert_int_equal(game_tiles_left(g), 70);
    assert_int_equal(game_pile_count(g, tile_id("C")), 0);
    game_free(g);
}

/* ---------- unplaceable tiles ---------- */

/* E at 0,-1 rot 180 closes the start's city, after which no open position touches a city
 * edge: C (all city) fits nowhere and is discarded. Blue then draws U and places it with a
 * follower on the road start+U: 2 tiles, 2 at the end. */
static const char DISCARD_GAME[] = "troubadour-record 1\n"
                                   "players red blue\n"
                                   "deck E C U\n"
                                   "E 0 -1 180\n"
                                   "discard C\n"
                                   "U 1 0 0 follower W\n"
                                   "end\n";

static void test_unplaceable_tile(void **state)
{
    (void)state;
    Game *g = test_replay(DISCARD_GAME);
    expect_scores(g, 0, 2);
    assert_int_equal(game_placed_count(g), 3); /* start, E, U */
    const HistEntry *h = game_history(g);
    assert_int_equal(game_history_count(g), 4);
    assert_int_equal(h[0].kind, H_MOVE);
    assert_int_equal(h[0].player, RED);
    assert_int_equal(h[1].kind, H_DISCARD);
    assert_int_equal(h[1].player, BLUE);
    assert_int_equal(h[1].place.tile, tile_id("C"));
    assert_int_equal(h[2].kind, H_MOVE);
    assert_int_equal(h[2].player, BLUE); /* the same player draws again */
    assert_int_equal(h[3].kind, H_END);
    game_free(g);

    /* through the API: C has no legal placement; discarding it works, discarding U not */
    g = test_replay("troubadour-record 1\nplayers red blue\ndeck E C U\nE 0 -1 180\n");
    assert_int_equal(game_draw(g, -1), 0);
    assert_int_equal(game_current_tile(g), tile_id("C"));
    assert_int_equal(game_legal_placements(g, NULL, 0), 0);
    assert_int_equal(game_discard(g), 0);
    assert_int_equal(game_current_player(g), BLUE);
    assert_int_equal(game_draw(g, -1), 0);
    assert_int_equal(game_current_tile(g), tile_id("U"));
    assert_int_equal(game_discard(g), -1);
    assert_non_null(strstr(game_error(g), "cannot be discarded"));
    game_free(g);

    /* the C must be discarded: placing it is illegal */
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck E C U\nE 0 -1 180\nC 0 -2 0\n",
                        5, "does not match");
    /* a placeable tile cannot be discarded */
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck E U\nE 0 -1 180\ndiscard U\n",
                        5, "cannot be discarded");
    /* the discard names the tile drawn */
    test_replay_refused(
        "troubadour-record 1\nplayers red blue\ndeck E C U\nE 0 -1 180\ndiscard U\n", 5,
        "the next tile drawn is C, not U");
    /* an unplaceable tile still in the pile keeps the game from ending */
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck E C\nE 0 -1 180\nend\n", 5,
                        "1 tile is left");
}

/* ---------- game end ---------- */

static void test_end_too_early(void **state)
{
    (void)state;
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U U\nU 1 0 0\nend\n", 5,
                        "the game cannot end: 1 tile is left in the draw pile");
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U U V\nend\n", 4,
                        "3 tiles are left");
    /* after end nothing more */
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U\nU 1 0 0\nend\nend\n", 6,
                        "already over");
    Game *g = test_replay("troubadour-record 1\nplayers red blue\ndeck U U\nU 1 0 0\n");
    assert_int_equal(game_end(g), -1);
    assert_int_equal(game_phase(g), PHASE_DRAW);
    game_free(g);
}

/* ---------- records ---------- */

/* Strict replay: each fault is reported on its own line. */
static void test_record_strictness(void **state)
{
    (void)state;
    /* a deck tile of an expansion not in play: the deck line is at fault, not a later one */
    test_replay_refused(
        "troubadour-record 1\nplayers red blue\ndeck U FE1\nexpansions farmers\n\nU 1 0 0\n", 3,
        "deck tile FE1 belongs to festival, which is not in play");
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck VL1\n", 3, "not in play");
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U U\nU 1 0 0\ndeck U\n", 5,
                        "header line `deck` after the first move");
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U\nU 1 0 0 follower\n", 4,
                        "needs one location");
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U\nU 1 0 0 follower E W\n", 4,
                        "needs one location");
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U\nU 1 0 0 follower Q\n", 4,
                        "unknown location `Q`");
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U\nU 1 0 -90\n", 4,
                        "rotation");
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U\nU 1 0 360\n", 4,
                        "rotation");
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U\nU 1 0 0 turn N\n", 4,
                        "no privilege token");
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U\nU 1 0 0\ntoken red 1 1\n",
                        5, "no privilege token is due");
    test_replay_refused("troubadour-record 1\nplayers red\n", 2, "2 to 8 colours");
    test_replay_refused("troubadour-record 1\nplayers red blue red\n", 2, "listed twice");
    test_replay_refused("# comment first\n\ntroubadour-record 3\n", 3, "version 3");
    test_replay_refused("troubadour-record 1\nexpansions farmers\nU 1 0 0\n", 3, "no `players`");
    /* comments and blank lines are fine anywhere, CR LF too */
    Game *g =
        test_replay("# a game\r\n\r\ntroubadour-record 1 # v1\r\nplayers red blue\r\n"
                    "deck E\r\n  # red closes the city\r\nE 0 -1 180 follower S # 4\r\nend\r\n");
    expect_scores(g, 4, 0);
    game_free(g);
}

static void expect_round_trip(const char *text)
{
    Game *g = test_replay(text);
    char *w1 = record_write(g);
    assert_non_null(w1);
    Game *g2 = test_replay(w1);
    for (int p = 0; p < game_nplayers(g); p++) {
        assert_int_equal(game_score(g2, p), game_score(g, p));
        for (int c = 0; c < CAT_COUNT; c++)
            assert_int_equal(game_score_part(g2, p, c, 2), game_score_part(g, p, c, 2));
    }
    assert_int_equal(game_event_count(g2), game_event_count(g));
    assert_int_equal(game_phase(g2), game_phase(g));
    char *w2 = record_write(g2);
    assert_non_null(w2);
    assert_string_equal(w1, w2);
    free(w1);
    free(w2);
    game_free(g);
    game_free(g2);
}

static void test_round_trip(void **state)
{
    (void)state;
    /* The writer's form is canonical: header with the resolved deck, each follower at the
     * first location of its feature (N E S W order, then NL..WR). U's road at rotation 0 is
     * named E, not W. */
    Game *g = test_replay(DISCARD_GAME);
    char *w = record_write(g);
    assert_string_equal(w, "troubadour-record 1\n"
                           "players red blue\n"
                           "expansions farmers\n"
                           "deck E C U\n"
                           "E 0 -1 180\n"
                           "discard C\n"
                           "U 1 0 0 follower E\n"
                           "end\n");
    free(w);
    game_free(g);

    expect_round_trip(DISCARD_GAME);
    expect_round_trip(ROAD_LOOP);
    expect_round_trip(ROAD_DONE); /* a game in progress (no end) */
    expect_round_trip("troubadour-record 1\n"
                      "players green red blue\n"
                      "name green Ann of Foix\n"
                      "expansions\n"
                      "deck I E\n"
                      "I 0 -1 180 follower S\n");

    /* a whole seeded game played at random */
    GameSetup s;
    memset(&s, 0, sizeof s);
    s.nplayers = 3;
    s.colour[0] = COL_BLUE;
    s.colour[1] = COL_YELLOW;
    s.colour[2] = COL_RED;
    s.expansions = EXP_FARMERS;
    s.has_seed = 1;
    s.seed = 4242;
    char err[256];
    g = game_new(test_tileset(), &s, err, sizeof err);
    assert_non_null(g);
    Rng r;
    rng_seed(&r, 4242, 1);
    ai_random_play(g, &r, NULL);
    assert_int_equal(game_phase(g), PHASE_OVER);
    test_check_items_sum(g);
    w = record_write(g);
    expect_round_trip(w);
    free(w);
    game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_city_feeds_several_fields),
        cmocka_unit_test(test_field_tie),
        cmocka_unit_test(test_field_majority),
        cmocka_unit_test(test_field_with_incomplete_city),
        cmocka_unit_test(test_record_md_example),
        cmocka_unit_test(test_no_farmers),
        cmocka_unit_test(test_placement_legality),
        cmocka_unit_test(test_free_draw_pile),
        cmocka_unit_test(test_unplaceable_tile),
        cmocka_unit_test(test_end_too_early),
        cmocka_unit_test(test_record_strictness),
        cmocka_unit_test(test_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
