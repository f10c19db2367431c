/* The base game and the farmers (../shared/RULES.md §1, §2), rule by rule. Every game is a
 * small record with an explicit deck; every expected score was worked out by hand from
 * RULES.md and TILES.md and the reasoning is written beside it.
 *
 * Geometry reminders used throughout (TILES.md): x grows east, y grows south; the start tile
 * D sits at 0,0 with its city N, road W-E and field S. Rotation is clockwise: board side d of a
 * tile at rotation r shows the tile's edge (d - r) mod 4, so e.g. E (city N) at 180 shows its
 * city S and at 270 shows it W. Seats: red 0, blue 1, green 2. */
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

/* ---------- helpers ---------- */

/* The sum of every event item of a player must be that player's score: the events explain
 * every point. Checked after every replay. */

static int event_has_pos(const Game *g, const ScoreEvent *e, int x, int y)
{
    for (int i = 0; i < e->pos_count; i++) {
        const Pos *p = &game_event_positions(g)[e->pos_first + i];
        if (p->x == x && p->y == y) return 1;
    }
    return 0;
}

/* ---------- roads ---------- */

/* W (junction FRRR) at 1,0 rot 0: its W stub meets the start's road. W at -1,0 rot 0: its E
 * stub meets it from the other side. Both ends now stop at junctions: a completed road of 3
 * tiles (W, D, W) = 3 points for red, whose follower goes back to the supply. */

static void test_completed_road(void **state)
{
    (void)state;
    /* after red's move only: the road is open at its W end, red's follower is on it */
    Game *g = test_replay("troubadour-record 1\nplayers red blue\ndeck W W\nW 1 0 0 follower W\n");
    assert_int_equal(game_supply(g, RED, FIG_FOLLOWER), 6);
    FeatureView fv;
    assert_int_equal(game_feature(g, 1, 0, seg_at(g, 1, 0, LOC_W), &fv, NULL, 0), 0);
    assert_int_equal(fv.kind, SEG_ROAD);
    assert_int_equal(fv.complete, 0);
    assert_int_equal(fv.open_ends, 1);
    assert_int_equal(fv.tiles, 2);
    assert_int_equal(fv.followers[RED], 1);
    expect_scores(g, 0, 0);
    game_free(g);

    g = test_replay(ROAD_DONE);
    expect_scores(g, 3, 0);
    assert_int_equal(game_score_part(g, RED, CAT_ROADS, 0), 3);
    assert_int_equal(game_score_part(g, RED, CAT_ROADS, 1), 0);
    assert_int_equal(game_supply(g, RED, FIG_FOLLOWER), 7);
    const ScoreEvent *e = only_event(g, EV_ROAD);
    assert_int_equal(e->complete, 1);
    assert_int_equal(e->final, 0);
    assert_int_equal(e->turn, 2); /* completed in blue's turn */
    assert_int_equal(e->pos_count, 3);
    assert_true(event_has_pos(g, e, -1, 0) && event_has_pos(g, e, 0, 0) &&
                event_has_pos(g, e, 1, 0));
    assert_int_equal(e->item_count, 1);
    expect_item(g, e, 0, RED, ITEM_TILES, 3, 1);
    /* the follower is gone from the board: no figure of red stands anywhere */
    for (int i = 0; i < game_figure_count(g); i++) {
        FigureView f;
        game_figure(g, i, &f);
        assert_false(f.on_board);
    }
    game_free(g);
}

/* ---------- cities ---------- */

/* M (city NW, pennant) at 0,-1 rot 180 shows its city S and E: S joins the start's city.
 * M at 1,-1 rot 270 shows its city S and W: W joins the first M. L at 1,0 rot 0 shows city N
 * (meets the second M) and road W (meets the start's road). Every city edge is now paired:
 * D-N/M1-S, M1-E/M2-W, M2-S/L-N. 4 tiles and 2 pennants: 2*4 + 2*2 = 12 for red. */
static void test_city_with_pennants(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "deck M M L\n"
                          "M 0 -1 180 follower S\n"
                          "M 1 -1 270\n"
                          "L 1 0 0\n"
                          "end\n");
    expect_scores(g, 12, 0);
    assert_int_equal(game_score_part(g, RED, CAT_CITIES, 0), 12);
    const ScoreEvent *e = only_event(g, EV_CITY);
    assert_int_equal(e->complete, 1);
    assert_int_equal(e->turn, 3);
    assert_int_equal(e->pos_count, 4);
    assert_int_equal(e->item_count, 2);
    expect_item(g, e, 0, RED, ITEM_TILES, 4, 2);
    expect_item(g, e, 1, RED, ITEM_PENNANTS, 2, 2);
    assert_int_equal(game_supply(g, RED, FIG_FOLLOWER), 7);
    game_free(g);
}

/* I (two separate cities N and W) at 0,-1 rot 180 shows them S and E. The S one closes with
 * the start's city at once: 2 tiles = 4 for red (follower placed and scored the same turn).
 * The E one stays open until blue's E at 1,-1 rot 270 (city W) closes it: 2 tiles = 4 for
 * blue. Had the two segments been one city, red's city would still be open after turn 1. */
static void test_two_cities_on_one_tile(void **state)
{
    (void)state;
    Game *g =
        test_replay("troubadour-record 1\nplayers red blue\ndeck I E\nI 0 -1 180 follower S\n");
    expect_scores(g, 4, 0);
    assert_int_equal(game_supply(g, RED, FIG_FOLLOWER), 7);
    assert_false(
        game_same_feature(g, 0, -1, seg_at(g, 0, -1, LOC_S), 0, -1, seg_at(g, 0, -1, LOC_E)));
    FeatureView fv;
    game_feature(g, 0, -1, seg_at(g, 0, -1, LOC_E), &fv, NULL, 0);
    assert_int_equal(fv.complete, 0);
    assert_int_equal(fv.open_ends, 1);
    assert_int_equal(fv.tiles, 1);
    game_free(g);

    g = test_replay("troubadour-record 1\n"
                    "players red blue\n"
                    "deck I E\n"
                    "I 0 -1 180 follower S\n"
                    "E 1 -1 270 follower W\n"
                    "end\n");
    expect_scores(g, 4, 4);
    assert_int_equal(count_events(g, EV_CITY), 2);
    const ScoreEvent *ev = game_events(g);
    assert_int_equal(ev[0].pos_count, 2);
    assert_true(event_has_pos(g, &ev[0], 0, 0) && event_has_pos(g, &ev[0], 0, -1));
    expect_item(g, &ev[0], 0, RED, ITEM_TILES, 2, 2);
    assert_int_equal(ev[1].pos_count, 2);
    assert_true(event_has_pos(g, &ev[1], 0, -1) && event_has_pos(g, &ev[1], 1, -1));
    expect_item(g, &ev[1], 0, BLUE, ITEM_TILES, 2, 2);
    game_free(g);
}

/* A ring of city around the corner point between four tiles, passing the I tile twice:
 * N at 0,1 rot 180 (city E,S; its N field meets the start's field), N at 1,1 rot 270
 * (city S,W), N at 0,2 rot 90 (city N,E), and I at 1,2 rot 0 whose two separate cities N and
 * W are joined through the ring. 4 distinct tiles, no pennant: 2*4 = 8 for red, not 10 (the
 * I tile counts once although the city passes it twice). */
static void test_city_through_a_tile_twice(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "deck N N N I\n"
                          "N 0 1 180 follower E\n"
                          "N 1 1 270\n"
                          "N 0 2 90\n"
                          "I 1 2 0\n"
                          "end\n");
    expect_scores(g, 8, 0);
    assert_true(game_same_feature(g, 1, 2, seg_at(g, 1, 2, LOC_N), 1, 2, seg_at(g, 1, 2, LOC_W)));
    const ScoreEvent *e = only_event(g, EV_CITY);
    assert_int_equal(e->complete, 1);
    assert_int_equal(e->pos_count, 4);
    expect_item(g, e, 0, RED, ITEM_TILES, 4, 2);
    game_free(g);
}

/* ---------- majority ---------- */

/* Red's city: M at 0,-1 rot 180 (city S,E, a pennant) joined to the start's city. Blue's
 * city: D at 1,0 rot 0 (city N; its road W joins the start's road). N at 1,-1 rot 270 (city
 * S,W) joins both and closes everything: tiles 0,0 0,-1 1,-1 1,0 = 4 and 1 pennant, so
 * 2*4 + 2 = 10. One follower each: a tie, both score the full 10. */
static void test_merge_tie(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "deck M D N\n"
                          "M 0 -1 180 follower S\n"
                          "D 1 0 0 follower N\n"
                          "N 1 -1 270\n"
                          "end\n");
    expect_scores(g, 10, 10);
    const ScoreEvent *e = only_event(g, EV_CITY);
    assert_int_equal(e->pos_count, 4);
    assert_int_equal(event_points(g, e, RED), 10);
    assert_int_equal(event_points(g, e, BLUE), 10);
    assert_int_equal(game_supply(g, RED, FIG_FOLLOWER), 7);
    assert_int_equal(game_supply(g, BLUE, FIG_FOLLOWER), 7);
    game_free(g);
}

/* A road loop, 2 red followers against 1 blue:
 *   1 red  V 1 0 rot 0 (road S,W; W meets the start's road)        red follower
 *   2 blue U 0 1 rot 0 (road W-E below the start; fields meet)     blue follower
 *   3 red  W -1 0 rot 0 (junction; its E stub meets the start's road, its S stub is a
 *          separate road)                                            red follower on S
 *   4 blue V 1 1 rot 90 (road N,W) joins red's first road and blue's road: one road with one
 *          follower each, open at U's W end
 *   5 red  V -1 1 rot 180 (road N,E) joins that with the S stub: both ends now stop at the
 *          W junction. Tiles W(-1,0) D V(1,0) V(1,1) U V(-1,1) = 6 (W passed twice, counted
 *          once). Red 2 followers, blue 1: red scores 6, blue 0. */

static void test_majority_road_loop(void **state)
{
    (void)state;
    /* After move 4 (no end): the joined road has red 1 and blue 1 on 5 tiles (W, D, V, V, U;
     * open at U's W end): a tie, so each would score 5 if the game ended now. Red's S stub is
     * a 1-tile road: +1. Projected: red 6, blue 5. */
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "deck V U W V V\n"
                          "V 1 0 0 follower W\n"
                          "U 0 1 0 follower W\n"
                          "W -1 0 0 follower S\n"
                          "V 1 1 90\n");
    expect_scores(g, 0, 0);
    int proj[GAME_MAX_PLAYERS];
    game_projected_scores(g, proj);
    assert_int_equal(proj[RED], 6);
    assert_int_equal(proj[BLUE], 5);
    expect_scores(g, 0, 0); /* projecting changes nothing */
    game_free(g);

    g = test_replay(ROAD_LOOP);
    expect_scores(g, 6, 0);
    const ScoreEvent *e = only_event(g, EV_ROAD);
    assert_int_equal(e->complete, 1);
    assert_int_equal(e->pos_count, 6);
    assert_int_equal(e->item_count, 1);
    expect_item(g, e, 0, RED, ITEM_TILES, 6, 1);
    /* every follower goes back, the minority's too */
    assert_int_equal(game_supply(g, RED, FIG_FOLLOWER), 7);
    assert_int_equal(game_supply(g, BLUE, FIG_FOLLOWER), 7);
    game_free(g);
}

/* ---------- followers ---------- */

static void test_follower_on_occupied_feature(void **state)
{
    (void)state;
    /* Red's follower is on the road start+U(1,0); blue's U at -1,0 extends that road. */
    test_replay_refused("troubadour-record 1\n"
                        "players red blue\n"
                        "deck U U\n"
                        "U 1 0 0 follower W\n"
                        "U -1 0 0 follower E\n",
                        5, "already holds a follower");
    /* The player's own follower blocks too: red extends its own road in turn 3. */
    test_replay_refused("troubadour-record 1\n"
                        "players red blue\n"
                        "deck U E U\n"
                        "U 1 0 0 follower W\n"
                        "E 0 -1 180\n"
                        "U -1 0 0 follower W\n",
                        6, "already holds a follower");

    /* Through the API: the road is refused, the two fields of U are free. */
    Game *g = test_replay("troubadour-record 1\nplayers red blue\ndeck U U\nU 1 0 0 follower W\n");
    assert_int_equal(game_draw(g, -1), 0);
    Placement p = {tile_id("U"), -1, 0, 0, -1};
    assert_int_equal(game_place(g, &p), 0);
    Action a = {ACT_FOLLOWER, seg_at(g, -1, 0, LOC_E), 0, 0};
    const char *why = game_check_action(g, &a);
    assert_non_null(why);
    assert_non_null(strstr(why, "already holds a follower"));
    assert_int_equal(game_act(g, &a), -1);
    assert_int_equal(game_phase(g), PHASE_ACTION); /* refused: nothing changed */
    assert_int_equal(game_supply(g, BLUE, FIG_FOLLOWER), 7);
    /* U's segments: road (taken), north field (free: red's follower is on the road, not on
     * a field), south field (free): 2 legal follower actions */
    Action acts[16];
    int n = game_legal_actions(g, acts, 16);
    assert_int_equal(n, 2);
    for (int i = 0; i < n; i++) {
        assert_int_equal(acts[i].kind, ACT_FOLLOWER);
        assert_int_not_equal(acts[i].seg, a.seg);
    }
    Action farmer = {ACT_FOLLOWER, seg_at(g, -1, 0, LOC_NL), 0, 0};
    assert_null(game_check_action(g, &farmer));
    assert_int_equal(game_act(g, &farmer), 0);
    assert_int_equal(game_supply(g, BLUE, FIG_FOLLOWER), 6);
    game_free(g);
}

/* A follower may go only on the tile just placed. */
static void test_follower_only_on_placed_tile(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\nplayers red blue\ndeck U\n");
    assert_int_equal(game_draw(g, -1), 0);
    Placement p = {tile_id("U"), 1, 0, 0, -1};
    assert_int_equal(game_place(g, &p), 0);
    Action a = {ACT_FOLLOWER, 5, 0, 0}; /* U has 3 segments: 5 names none */
    assert_non_null(game_check_action(g, &a));
    game_free(g);
}

/* A player with no follower left cannot place one. Red places B (monastery, all fields) at
 * i,1 for i = 0..6 with a monk each time; blue extends the start road east with U at i+1,0
 * (no follower). Each B touches the tile above it and the B to its west through fields and
 * none is surrounded (row 2 stays empty), so all 7 monks stay out. Red's 8th B is refused a
 * follower. */
static void test_supply_runs_out(void **state)
{
    (void)state;
    char text[2048];
    int off = snprintf(text, sizeof text, "troubadour-record 1\nplayers red blue\ndeck");
    for (int i = 0; i < 8; i++) off += snprintf(text + off, sizeof text - (size_t)off, " B U");
    off += snprintf(text + off, sizeof text - (size_t)off, "\n");
    for (int i = 0; i < 7; i++)
        off += snprintf(text + off, sizeof text - (size_t)off, "B %d 1 0 follower C\nU %d 0 0\n", i,
                        i + 1);
    Game *g = test_replay(text);
    assert_int_equal(game_supply(g, RED, FIG_FOLLOWER), 0);
    assert_int_equal(game_draw(g, -1), 0);
    Placement p = {tile_id("B"), 7, 1, 0, -1};
    assert_int_equal(game_place(g, &p), 0);
    Action a = {ACT_FOLLOWER, seg_at(g, 7, 1, LOC_C), 0, 0};
    const char *why = game_check_action(g, &a);
    assert_non_null(why);
    assert_non_null(strstr(why, "no follower left"));
    assert_int_equal(game_legal_actions(g, NULL, 0), 0);
    game_free(g);
}

/* ---------- monasteries ---------- */

/* B at 0,1 (below the start's field) with red's monk, then its 8 neighbours:
 * U -1,0 and U 1,0 (extend the start road), E -1,1 rot 270 and E 1,1 rot 90 (cities facing
 * away W/E), E 0,2 rot 180 (city S), E -1,2 rot 270, E 1,2 rot 90. Every side that meets the
 * monastery or another E is a field. The last tile surrounds B: 9 points. */
static void test_monastery_complete(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "deck B U U E E E E E\n"
                          "B 0 1 0 follower C\n"
                          "U -1 0 0\n"
                          "U 1 0 0\n"
                          "E -1 1 270\n"
                          "E 1 1 90\n"
                          "E 0 2 180\n"
                          "E -1 2 270\n"
                          "E 1 2 90\n"
                          "end\n");
    expect_scores(g, 9, 0);
    assert_int_equal(game_score_part(g, RED, CAT_MONASTERIES, 0), 9);
    const ScoreEvent *e = only_event(g, EV_MONASTERY);
    assert_int_equal(e->complete, 1);
    assert_int_equal(e->turn, 8);
    assert_int_equal(e->pos_count, 9);
    expect_item(g, e, 0, RED, ITEM_TILES, 9, 1);
    assert_int_equal(game_supply(g, RED, FIG_FOLLOWER), 7);
    game_free(g);
}

/* The same monastery with only U -1,0 and U 1,0 added: its neighbours are -1,0 0,0 1,0, so
 * at the end it scores 1 + 3 = 4 (final scoring). */
static void test_monastery_incomplete(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "deck B U U\n"
                          "B 0 1 0 follower C\n"
                          "U -1 0 0\n"
                          "U 1 0 0\n"
                          "end\n");
    expect_scores(g, 4, 0);
    assert_int_equal(game_score_part(g, RED, CAT_MONASTERIES, 0), 0);
    assert_int_equal(game_score_part(g, RED, CAT_MONASTERIES, 1), 4);
    const ScoreEvent *e = only_event(g, EV_MONASTERY);
    assert_int_equal(e->complete, 0);
    assert_int_equal(e->final, 1);
    assert_int_equal(e->turn, 4); /* last turn + 1 */
    assert_int_equal(e->pos_count, 4);
    game_free(g);
}

/* ---------- final scoring of incomplete features ---------- */

/* Red: M at 0,-1 rot 180 (city S,E with a pennant) joins the start's city, open at E.
 * Blue: U at 1,0 extends the start's road: 2 tiles, both ends open.
 * Red: B at 0,1 with a monk; neighbours present: 0,0 and 1,0.
 * End: red city 2 tiles + 1 pennant = 3 (at 1 each, not 2*2+2 = 6), red monastery 1 + 2 = 3,
 * blue road 2 tiles = 2. Red 6, blue 2. */
static void test_incomplete_features_at_end(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "deck M U B\n"
                          "M 0 -1 180 follower S\n"
                          "U 1 0 0 follower W\n"
                          "B 0 1 0 follower C\n"
                          "end\n");
    expect_scores(g, 6, 2);
    assert_int_equal(game_score_part(g, RED, CAT_CITIES, 1), 3);
    assert_int_equal(game_score_part(g, RED, CAT_MONASTERIES, 1), 3);
    assert_int_equal(game_score_part(g, BLUE, CAT_ROADS, 1), 2);
    assert_int_equal(game_score_part(g, RED, CAT_CITIES, 0), 0);
    const ScoreEvent *c = only_event(g, EV_CITY);
    assert_int_equal(c->complete, 0);
    assert_int_equal(c->final, 1);
    expect_item(g, c, 0, RED, ITEM_TILES, 2, 1);
    expect_item(g, c, 1, RED, ITEM_PENNANTS, 1, 1);
    const ScoreEvent *r = only_event(g, EV_ROAD);
    assert_int_equal(r->complete, 0);
    expect_item(g, r, 0, BLUE, ITEM_TILES, 2, 1);
    /* final scoring leaves the figures standing: red's 2 and blue's 1 */
    assert_int_equal(game_phase(g), PHASE_OVER);
    assert_int_equal(game_supply(g, RED, FIG_FOLLOWER), 5);
    assert_int_equal(game_supply(g, BLUE, FIG_FOLLOWER), 6);
    game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_completed_road),
        cmocka_unit_test(test_city_with_pennants),
        cmocka_unit_test(test_two_cities_on_one_tile),
        cmocka_unit_test(test_city_through_a_tile_twice),
        cmocka_unit_test(test_merge_tie),
        cmocka_unit_test(test_majority_road_loop),
        cmocka_unit_test(test_follower_on_occupied_feature),
        cmocka_unit_test(test_follower_only_on_placed_tile),
        cmocka_unit_test(test_supply_runs_out),
        cmocka_unit_test(test_monastery_complete),
        cmocka_unit_test(test_monastery_incomplete),
        cmocka_unit_test(test_incomplete_features_at_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
