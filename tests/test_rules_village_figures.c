/* Village Life's donkey, bushes and windmill, and the records' round trip. Split from
 * test_rules_village.c, whose opening comment gives the conventions. */
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

/* ---------- donkey ---------- */

/* The donkey starts on D.  A(270) at -1 0 ends D's road on the west (legal: the road is still
 * open on the east).  At 1 0, VL3 (city N, road W-E, road S ending on it):
 *   rotation 0: D's road continues W-E through VL3 -> only extended, legal;
 *   rotation 90: VL3's stub faces W and would close D's road -> illegal;
 *   rotation 180: the W-E road again faces W -> legal. */
/* No `deck`: each move names the tile drawn (free draw), so the tests can append any tile. */
static const char DONKEY_BASE[] = "troubadour-record 1\n"
                                  "players red blue\n"
                                  "expansions farmers festival village-life\n"
                                  "flowers red=white blue=orange\n"
                                  "A -1 0 270\n";

static void test_donkey_blocks_by_rotation(void **state)
{
    (void)state;
    Game *g = test_replay(DONKEY_BASE);
    int dx, dy;
    game_donkey(g, &dx, &dy);
    assert_int_equal(dx, 0);
    assert_int_equal(dy, 0);
    assert_null(why(g, "VL3", 1, 0, 0));
    const char *w = why(g, "VL3", 1, 0, 90);
    assert_non_null(w);
    assert_non_null(strstr(w, "road the donkey"));
    assert_null(why(g, "VL3", 1, 0, 180));
    assert_true(is_legal_somewhere(g, "VL3", 1, 0, 0));
    assert_false(is_legal_somewhere(g, "VL3", 1, 0, 90));
    assert_true(is_legal_somewhere(g, "VL3", 1, 0, 180));
    game_free(g);

    /* through the record: rotation 90 is refused, 0 is played */
    char text[1024];
    snprintf(text, sizeof text, "%sVL3 1 0 90\n", DONKEY_BASE);
    test_replay_refused(text, 6, "it would complete a road the donkey stands on");
    /* extending a feature on the donkey's tile is fine, and so is a follower on it (the
     * donkey never blocks figures) */
    snprintf(text, sizeof text, "%sVL3 1 0 0 follower W\n", DONKEY_BASE);
    g = test_replay(text);
    assert_int_equal(game_supply(g, BLUE, FIG_FOLLOWER), 6);
    game_free(g);
}

/* X (four road stubs) fits only at 1 0 after A(270) at -1 0 (every other open square needs a
 * city or a field edge), and there, in every rotation, it closes D's road: no legal
 * placement, so it must be discarded (RULES §4.4, §1). */
static void test_donkey_leaves_no_spot_discard(void **state)
{
    (void)state;
    Game *g = test_replay(DONKEY_BASE);
    Placement out[8];
    assert_int_equal(game_legal_placements_of(g, tid("X"), out, 8), 0);
    game_free(g);

    char text[1024];
    snprintf(text, sizeof text, "%sX 1 0 0\n", DONKEY_BASE);
    test_replay_refused(text, 6, "it would complete a road the donkey stands on");
    /* discarded, then blue draws U and extends the road */
    snprintf(text, sizeof text, "%sdiscard X\nU 1 0 0\n", DONKEY_BASE);
    g = test_replay(text);
    assert_int_equal(game_placed_count(g), 3); /* D, A, U */
    assert_int_equal(game_current_player(g), RED);
    game_free(g);
    /* a tile that fits cannot be discarded */
    snprintf(text, sizeof text, "%sdiscard VL3\n", DONKEY_BASE);
    test_replay_refused(text, 6, "cannot be discarded");

    /* control: with the donkey moved off D on turn 1, X at 1 0 is legal */
    g = test_replay("troubadour-record 1\n"
                    "players red blue\n"
                    "expansions farmers village-life\n"
                    "flowers red=white blue=orange\n"
                    "deck A X\n"
                    "A -1 0 270 donkey -1 0\n");
    /* ... but the donkey is now on A, which holds the same road: still blocked */
    assert_int_equal(game_legal_placements_of(g, tid("X"), out, 8), 0);
    game_free(g);
    g = test_replay("troubadour-record 1\n"
                    "players red blue\n"
                    "expansions farmers village-life\n"
                    "flowers red=white blue=orange\n"
                    "deck B A X\n"
                    "B 0 1 0 donkey 0 1\n"
                    "A -1 0 270\n");
    assert_int_equal(game_legal_placements_of(g, tid("X"), out, 8), 4);
    game_free(g);
}

/* A bush closes a road too: VL12 (road N-S, bushes E and W) at 1 0 turned 0 or 180 puts a
 * bush against D's road, which A(270) already ends on the west: illegal.  Turned 90 or 270
 * its road meets D's road and extends it: legal. */
static void test_donkey_blocks_bush_closing(void **state)
{
    (void)state;
    Game *g = test_replay(DONKEY_BASE);
    for (int deg = 0; deg < 360; deg += 90) {
        const char *w = why(g, "VL12", 1, 0, deg);
        if (deg == 0 || deg == 180) {
            assert_non_null(w);
            assert_non_null(strstr(w, "road the donkey"));
        } else {
            assert_null(w);
        }
    }
    game_free(g);
}

/* E turned 180 at 0 -1 closes D's city (2 tiles): illegal with the donkey on D.  N turned 180
 * (city S and E) at the same square only extends it: legal. */
static void test_donkey_blocks_city(void **state)
{
    (void)state;
    Game *g = test_replay(DONKEY_BASE);
    const char *w = why(g, "E", 0, -1, 180);
    assert_non_null(w);
    assert_non_null(strstr(w, "city the donkey"));
    assert_null(why(g, "N", 0, -1, 180));
    game_free(g);
}

/* VL23 (marketplace, roads W and E) at 1 0: its west road joins D's road, so the network is
 * on the donkey's tile (RULES §4.4).  A(270) at -1 0 closes that road: legal, the network is
 * not complete.  A(90) at 2 0 would close the east road and complete the network: illegal,
 * although 2 0 does not touch D.  U at 2 0 only extends: legal. */
static const char DONKEY_MARKET[] = "troubadour-record 1\n"
                                    "players red blue\n"
                                    "expansions farmers village-life\n"
                                    "flowers red=white blue=orange\n"
                                    "VL23 1 0 0 follower E\n"
                                    "A -1 0 270 follower E\n";

static void test_donkey_blocks_network(void **state)
{
    (void)state;
    Game *g = test_replay(DONKEY_MARKET);
    const char *w = why(g, "A", 2, 0, 90);
    assert_non_null(w);
    assert_non_null(strstr(w, "marketplace network the donkey"));
    assert_null(why(g, "U", 2, 0, 0));
    game_free(g);

    char text[1024];
    snprintf(text, sizeof text, "%sA 2 0 90\n", DONKEY_MARKET);
    test_replay_refused(text, 7, "it would complete a marketplace network the donkey stands on");
    snprintf(text, sizeof text, "%sU 2 0 0\n", DONKEY_MARKET);
    g = test_replay(text);
    assert_int_equal(game_event_count(g), 0);
    game_free(g);
}

/* The donkey on a monastery tile: red's monk on B at 0 1, the donkey moved there on turn 2,
 * seven neighbours placed.  B at 1 2 would be the eighth: illegal.  At the end the
 * incomplete monastery scores 1 + 7 = 8 (the donkey does not stop final scoring). */
static void test_donkey_blocks_monastery(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "expansions farmers village-life\n"
                          "flowers red=white blue=orange\n"
                          "deck B U U B B B B\n"
                          "B 0 1 0 follower C\n"
                          "U 1 0 0 donkey 0 1\n"
                          "U -1 0 0\n"
                          "B -1 1 0\n"
                          "B 1 1 0\n"
                          "B -1 2 0\n"
                          "B 0 2 0\n");
    const char *w = why(g, "B", 1, 2, 0);
    assert_non_null(w);
    assert_non_null(strstr(w, "surround the monastery"));
    /* a square not around the monastery is fine */
    assert_null(why(g, "B", 2, 1, 0));
    assert_int_equal(game_end(g), 0);
    assert_int_equal(game_score_part(g, RED, CAT_MONASTERIES, 1), 8);
    assert_int_equal(game_score(g, RED), 8);
    game_free(g);
}

/* A feature completed by a legal placement scores even if the donkey is then moved onto it
 * (RULES §4.4).  Red's follower on the road A(270)-D; the donkey goes to B at 0 1 on turn 2;
 * red's A(90) at 1 0 closes the road (3 tiles) and moves the donkey back onto D (then, in a
 * second game, onto the tile just placed): red 3 both times. */
static void test_donkey_moved_onto_completed_feature(void **state)
{
    (void)state;
    static const char *const moves[2] = {"donkey 0 0", "donkey 1 0"};
    for (int i = 0; i < 2; i++) {
        char text[1024];
        snprintf(text, sizeof text,
                 "troubadour-record 1\n"
                 "players red blue\n"
                 "expansions farmers village-life\n"
                 "flowers red=white blue=orange\n"
                 "deck A B A\n"
                 "A -1 0 270 follower E\n"
                 "B 0 1 0 donkey 0 1\n"
                 "A 1 0 90 %s\n",
                 moves[i]);
        Game *g = test_replay(text);
        assert_int_equal(game_score_part(g, RED, CAT_ROADS, 0), 3);
        assert_int_equal(game_score(g, RED), 3);
        int dx, dy;
        game_donkey(g, &dx, &dy);
        assert_int_equal(dx, i);
        assert_int_equal(dy, 0);
        game_free(g);
    }
}

static void test_donkey_action_rules(void **state)
{
    (void)state;
    char text[1024];
    snprintf(text, sizeof text, "%sVL3 1 0 0 donkey 0 0\n", DONKEY_BASE);
    test_replay_refused(text, 6, "the donkey already stands there");
    snprintf(text, sizeof text, "%sVL3 1 0 0 donkey 5 5\n", DONKEY_BASE);
    test_replay_refused(text, 6, "the donkey can only move to a placed tile");
    test_replay_refused("troubadour-record 1\nplayers red blue\ndeck U\nU 1 0 0 donkey 1 0\n", 4,
                        "the donkey is part of Village Life");
}

/* ---------- bushes ---------- */

/* VL12 (road N-S, bushes E and W) at 1 0: its W bush ends D's road (legal with the donkey on
 * D: the road is still open at the west).  A second VL12 at 2 0: bush against bush.  The
 * half-edges on each side of the hedge stay apart (RULES §4.2): north-east field of the first
 * joins the north-west field of the second, south with south, north never with south. */
static void test_bush_against_bush_divides(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "expansions farmers village-life\n"
                          "flowers red=white blue=orange\n"
                          "deck VL12 VL12\n"
                          "VL12 1 0 0\n"
                          "VL12 2 0 0\n");
    assert_true(same(g, 1, 0, LOC_EL, 2, 0, LOC_WR));
    assert_true(same(g, 1, 0, LOC_ER, 2, 0, LOC_WL));
    assert_false(same(g, 2, 0, LOC_WR, 2, 0, LOC_WL));
    assert_false(same(g, 1, 0, LOC_EL, 1, 0, LOC_ER));
    /* against D's road the two halves of the W bush stay apart too (north and south of it) */
    assert_true(same(g, 1, 0, LOC_WR, 0, 0, LOC_EL));
    assert_true(same(g, 1, 0, LOC_WL, 0, 0, LOC_ER));
    assert_false(same(g, 1, 0, LOC_WR, 1, 0, LOC_WL));
    game_free(g);
}

/* VL12 turned 90 (road W-E, bushes N and S) at 0 1: its N bush lies against D's south field.
 * Both halves join that field, so VL12's north-west and north-east fields become one. */
static void test_bush_against_field_joins(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "expansions farmers village-life\n"
                          "flowers red=white blue=orange\n"
                          "deck VL12\n"
                          "VL12 0 1 90\n");
    assert_true(same(g, 0, 1, LOC_NL, 0, 1, LOC_NR));
    assert_true(same(g, 0, 1, LOC_NL, 0, 0, LOC_SL));
    /* the S bush faces an empty square: its halves are still two fields */
    assert_false(same(g, 0, 1, LOC_SL, 0, 1, LOC_SR));
    game_free(g);
}

/* A bush ends a road.  Game 1: the bush is there first - VL12 at 1 0 ends D's road on the
 * east (the donkey goes onto VL12, whose own road is a different one); blue extends west with
 * U and a follower; A(270) at -2 0 closes the other end: A, U, D = 3 tiles (the bush tile is
 * not part of the road) -> blue 3.
 * Game 2: the bush comes last - blue's follower on A(270)-D, then VL12 at 1 0 closes it: 2. */
static void test_bush_ends_road(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "expansions farmers village-life\n"
                          "flowers red=white blue=orange\n"
                          "deck VL12 U A\n"
                          "VL12 1 0 0 donkey 1 0\n"
                          "U -1 0 0 follower E\n"
                          "A -2 0 270\n");
    assert_int_equal(game_score_part(g, BLUE, CAT_ROADS, 0), 3);
    const ScoreEvent *e = event_with(g, EV_ROAD, 3);
    for (int k = 0; k < e->pos_count; k++)
        assert_int_not_equal(game_event_positions(g)[e->pos_first + k].x, 1);
    game_free(g);

    g = test_replay("troubadour-record 1\n"
                    "players red blue\n"
                    "expansions farmers village-life\n"
                    "flowers red=white blue=orange\n"
                    "deck B A VL12\n"
                    "B 0 1 0 donkey 0 1\n"
                    "A -1 0 270 follower E\n"
                    "VL12 1 0 0\n");
    assert_int_equal(game_score_part(g, BLUE, CAT_ROADS, 0), 2);
    assert_int_equal(game_score(g, BLUE), 2);
    game_free(g);
}

/* A bush edge never goes against a city: VL12 turned 90 at 0 -1 would put its S bush on D's
 * city. */
static void test_bush_against_city_refused(void **state)
{
    (void)state;
    test_replay_refused("troubadour-record 1\n"
                        "players red blue\n"
                        "expansions farmers village-life\n"
                        "flowers red=white blue=orange\n"
                        "deck VL12\n"
                        "VL12 0 -1 90\n",
                        6, "its S side (bush) does not match the city of the tile at 0 0");
}

/* ---------- windmill ---------- */

static void test_windmill_only_on_field_of_placed_tile(void **state)
{
    (void)state;
    static const char head[] = "troubadour-record 1\n"
                               "players red blue\n"
                               "expansions farmers village-life\n"
                               "flowers red=white blue=orange\n"
                               "deck U B\n";
    char text[1024];
    snprintf(text, sizeof text, "%sU 1 0 0 windmill E\n", head);
    test_replay_refused(text, 6, "a windmill goes on a field, and E is not one");
    /* through the engine API as well: the road segment of the placed tile is refused, its
     * two fields are offered */
    Game *g = test_replay(head);
    assert_int_equal(game_draw(g, -1), 0);
    Placement p = {tid("U"), 1, 0, 0, -1};
    assert_int_equal(game_place(g, &p), 0);
    Action road = {ACT_WINDMILL, seg_at(g, 1, 0, LOC_E), 0, 0};
    assert_non_null(game_check_action(g, &road));
    Action acts[64];
    int n = game_legal_actions(g, acts, 64), windmills = 0;
    for (int i = 0; i < n; i++) windmills += acts[i].kind == ACT_WINDMILL;
    assert_int_equal(windmills, 2); /* U: field north and field south of the road */
    Action field = {ACT_WINDMILL, seg_at(g, 1, 0, LOC_NL), 0, 0};
    assert_null(game_check_action(g, &field));
    game_free(g);
}

/* Farmers switched off: no follower on a field, but the windmill may go there (RULES §4.5).
 * Red's windmill on U at 1 0, range 1 0, 1 -1, 1 -2, 1 1, 1 2, 0 0, -1 0, 2 0, 3 0; blue's B
 * at 1 1.  At the end the range holds 1 0, 1 1 and D: 3 (no flowers). */
static void test_windmill_without_farmers(void **state)
{
    (void)state;
    static const char head[] = "troubadour-record 1\n"
                               "players red blue\n"
                               "expansions village-life\n"
                               "flowers red=white blue=orange\n"
                               "deck U B\n";
    char text[1024];
    snprintf(text, sizeof text, "%sU 1 0 0 follower NL\n", head);
    test_replay_refused(text, 6, "farmers are switched off");
    snprintf(text, sizeof text, "%sU 1 0 0 windmill NL\nB 1 1 0\nend\n", head);
    Game *g = test_replay(text);
    assert_int_equal(game_score_part(g, RED, CAT_WINDMILLS, 1), 3);
    assert_int_equal(game_score(g, RED), 3);
    game_free(g);
}

/* The windmill completes in the very turn it is placed when its 9 positions are already
 * filled, scores 9, goes back to the supply and can be placed again.
 *   range of 0 1: 0 1; 0 0 (D), 0 -1 (N turned 180: extends D's city, legal with the donkey);
 *   0 2, 0 3; -1 1, -2 1; 1 1, 2 1.  The U at -1 0 and 1 0 and the B at 1 2 only hold the
 *   others in place.  Red places B at 0 1 last, with the windmill: 9 (no white groups). */
static const char WINDMILL_LAST[] = "troubadour-record 1\n"
                                    "players red blue\n"
                                    "expansions farmers village-life\n"
                                    "flowers red=white blue=orange\n"
                                    "deck U U N B B B B B B B B B B\n"
                                    "U -1 0 0\n"
                                    "U 1 0 0\n"
                                    "N 0 -1 180\n"
                                    "B -1 1 0\n"
                                    "B -2 1 0\n"
                                    "B 1 1 0\n"
                                    "B 2 1 0\n"
                                    "B 1 2 0\n"
                                    "B 0 2 0\n"
                                    "B 0 3 0\n"
                                    "B 0 1 0 windmill NL\n"  /* red, turn 11 */
                                    "B 3 1 0\n"              /* blue */
                                    "B 1 3 0 windmill NL\n"; /* red: the windmill again */

static void test_windmill_completes_when_placed(void **state)
{
    (void)state;
    Game *g = test_replay(WINDMILL_LAST);
    assert_int_equal(game_score_part(g, RED, CAT_WINDMILLS, 0), 9);
    assert_int_equal(game_score(g, RED), 9);
    assert_int_equal(count_events(g, EV_WINDMILL, 11), 1);
    /* placed again on turn 13 at 1 3: on the board, nothing scored for it yet */
    assert_int_equal(game_supply(g, RED, FIG_WINDMILL), 0);
    FigureView fv;
    game_figure(g, RED * (GAME_FOLLOWERS_PER_PLAYER + 1) + GAME_FOLLOWERS_PER_PLAYER, &fv);
    assert_true(fv.on_board);
    assert_int_equal(fv.x, 1);
    assert_int_equal(fv.y, 3);
    game_free(g);
}

/* The windmill is no follower: red's farmer and blue's windmill share the field north of the
 * road VL5-U-D-U; the field borders D's city (closed on turn 5) and VL5's (open).  Red alone
 * has a farmer: 3.  Blue gets no field points (a windmill does not count for the majority;
 * counted as a follower it would tie and score 3) and no orange bonus from VL5's field group
 * (flowers in a field go to farmers).  Blue's windmill at the end: range of 1 0 holds 1 0, D
 * and -1 0 (VL5 at -2 0 is three steps away) = 3, no orange group in range.
 * The farmer could be placed although blue's windmill was already in that field. */
static void test_windmill_not_a_follower(void **state)
{
    (void)state;
    Game *g = test_replay("troubadour-record 1\n"
                          "players red blue\n"
                          "expansions farmers village-life\n"
                          "flowers red=white blue=orange\n"
                          "deck B U U VL5 E\n"
                          "B 0 1 0 donkey 0 1\n"
                          "U 1 0 0 windmill NL\n"
                          "U -1 0 0 follower NL\n"
                          "VL5 -2 0 0\n"
                          "E 0 -1 180\n"
                          "end\n");
    assert_int_equal(game_score_part(g, RED, CAT_FIELDS, 1), 3);
    assert_int_equal(part(g, BLUE, CAT_FIELDS), 0);
    assert_int_equal(part(g, BLUE, CAT_FLOWERS), 0);
    assert_int_equal(game_score_part(g, BLUE, CAT_WINDMILLS, 1), 3);
    assert_int_equal(game_score(g, RED), 3);
    assert_int_equal(game_score(g, BLUE), 3);
    game_free(g);
}

/* A save is a replay: every Village Life / Festival scenario written back by record_write()
 * replays to the same scores and history (donkey moves, windmills, returns, discards). */
static void test_records_round_trip(void **state)
{
    (void)state;
    static const char *const names[] = {
        "vl_flowers_example.rec",   "vl_farmers_flowers_example.rec",
        "vl_windmill_complete.rec", "vl_windmill_final.rec",
        "vl_market_5_3.rec",        "vl_market_6_7.rec",
        "vl_market_7_3.rec",        "vl_donkey_discard.rec",
        "vl_json_breakdown.rec",    "fe_return_farmer.rec",
        "fe_return_completed.rec"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        Game *a = replay_file(names[i]);
        char *text = record_write(a);
        assert_non_null(text);
        Game *b = test_replay(text);
        for (int p = 0; p < game_nplayers(a); p++) {
            assert_int_equal(game_score(b, p), game_score(a, p));
            assert_int_equal(game_flower(b, p), game_flower(a, p));
        }
        assert_int_equal(game_history_count(b), game_history_count(a));
        char *again = record_write(b);
        assert_non_null(again);
        assert_string_equal(again, text);
        free(again);
        free(text);
        game_free(b);
        game_free(a);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_donkey_blocks_by_rotation),
        cmocka_unit_test(test_donkey_leaves_no_spot_discard),
        cmocka_unit_test(test_donkey_blocks_bush_closing),
        cmocka_unit_test(test_donkey_blocks_city),
        cmocka_unit_test(test_donkey_blocks_network),
        cmocka_unit_test(test_donkey_blocks_monastery),
        cmocka_unit_test(test_donkey_moved_onto_completed_feature),
        cmocka_unit_test(test_donkey_action_rules),
        cmocka_unit_test(test_bush_against_bush_divides),
        cmocka_unit_test(test_bush_against_field_joins),
        cmocka_unit_test(test_bush_ends_road),
        cmocka_unit_test(test_bush_against_city_refused),
        cmocka_unit_test(test_windmill_only_on_field_of_placed_tile),
        cmocka_unit_test(test_windmill_without_farmers),
        cmocka_unit_test(test_windmill_completes_when_placed),
        cmocka_unit_test(test_windmill_not_a_follower),
        cmocka_unit_test(test_records_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
