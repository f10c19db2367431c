/* model/story.c: the sentences of two hand-worked records (tests/scenarios/
 * base_three_players.rec and vl_donkey_discard.rec), worked out from their comments: which
 * tile, which figure on which feature, who scores what. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "story.h"
#include "test_util.h"

static const char *const NAMES[] = {"Red",   "Blue", "Green", "Yellow",
                                    "Black", "Gray", "Pink",  "Purple"};

static const char BASE3[] = "troubadour-record 1\n"
                            "players red blue green\n"
                            "expansions farmers\n"
                            "deck F W E E A V B E\n"
                            "F 0 -1 90 follower N\n"
                            "W 1 0 0 follower W\n"
                            "E 1 -1 0 follower SL\n"
                            "E 0 -2 180\n"
                            "A -1 0 270 follower C\n"
                            "V 1 1 90 follower N\n"
                            "B -1 -2 0 follower EL\n"
                            "E 1 -2 180 follower S\n"
                            "end\n";

static const char DONKEY[] = "troubadour-record 1\n"
                             "players red blue\n"
                             "expansions farmers village-life\n"
                             "flowers red=white blue=orange\n"
                             "deck A X B A\n"
                             "A -1 0 270 follower E\n"
                             "discard X\n"
                             "B 0 1 0 donkey 0 1\n"
                             "A 1 0 90\n";

static void moves_told(void **state)
{
    (void)state;
    Game *g = test_replay(BASE3);
    static const char *const want[] = {
        "Red places a tile and a knight in its city",     /* F, on its city N */
        "Blue places a tile and a thief on its road",     /* W, on its road W */
        "Green places a tile and a farmer in its field",  /* E, field SL */
        "Red places a city tile",                         /* E, no figure */
        "Blue places a tile and a monk in its monastery", /* A, on C */
        "Green places a tile and a thief on its road",    /* V, road N */
        "Red places a tile and a farmer in its field",    /* B, field EL */
        "Blue places a tile and a knight in its city",    /* E, city S */
        "The last tile is placed: final scoring",         /* end */
    };
    int n = (int)(sizeof want / sizeof want[0]);
    assert_int_equal(game_history_count(g), n);
    char line[256];
    for (int i = 0; i < n; i++) {
        int who = story_move(g, i, NAMES, line, sizeof line);
        assert_string_equal(line, want[i]);
        assert_int_equal(who, i < 8 ? i % 3 : -1);
    }
    game_free(g);
}

/* Each expected sentence is said by exactly one event (the order of final scoring is the
 * core's). */
static void events_told(void **state)
{
    (void)state;
    Game *g = test_replay(BASE3);
    static const char *const want[] = {
        "Red's knight completes a city: Red +8",               /* D, F, E + pennant: 2*3 + 2 */
        "Blue's thief completes a road: Blue +3",              /* A, D, W */
        "Blue's knight completes a city: Blue +4",             /* E, E: 2*2 */
        "Green's thief scores an unfinished road: Green +2",   /* W stub + V */
        "Blue's monk scores an unfinished monastery: Blue +3", /* A + 2 neighbours */
        "Red's farmer scores a field: Red +6",                 /* 2 completed cities */
        "Green's farmer scores a field: Green +6",             /* the same 2 cities */
    };
    int n = (int)(sizeof want / sizeof want[0]);
    assert_int_equal(game_event_count(g), n);
    int said[8] = {0};
    char line[256];
    for (int e = 0; e < n; e++) {
        story_event(g, e, NAMES, line, sizeof line);
        int found = -1;
        for (int k = 0; k < n; k++)
            if (strcmp(line, want[k]) == 0) found = k;
        if (found < 0) fail_msg("unexpected sentence: %s", line);
        said[found]++;
    }
    for (int k = 0; k < n; k++) assert_int_equal(said[k], 1);
    /* the first two happen during the game, in turn order */
    story_event(g, 0, NAMES, line, sizeof line);
    assert_string_equal(line, want[0]);
    story_event(g, 1, NAMES, line, sizeof line);
    assert_string_equal(line, want[1]);
    int per[GAME_MAX_PLAYERS];
    assert_int_equal(story_event_points(g, 0, per), 8);
    assert_int_equal(per[0], 8);
    assert_int_equal(per[1], 0);
    game_free(g);
}

static void donkey_and_discard_told(void **state)
{
    (void)state;
    Game *g = test_replay(DONKEY);
    char line[256];
    story_move(g, 0, NAMES, line, sizeof line);
    assert_string_equal(line, "Red places a tile and a thief on its road");
    story_move(g, 1, NAMES, line, sizeof line);
    assert_string_equal(line, "Blue draws a tile that fits nowhere: it is removed");
    /* B is a monastery with no road or city */
    assert_int_equal(story_move(g, 2, NAMES, line, sizeof line), 1);
    assert_string_equal(line, "Blue places a monastery tile and moves the donkey");
    story_move(g, 3, NAMES, line, sizeof line);
    assert_string_equal(line, "Red places a monastery tile");
    assert_int_equal(game_event_count(g), 1);
    assert_int_equal(story_event(g, 0, NAMES, line, sizeof line), 0);
    assert_string_equal(line, "Red's thief completes a road: Red +3");
    /* out of range: empty, no player */
    assert_int_equal(story_move(g, 99, NAMES, line, sizeof line), -1);
    assert_string_equal(line, "");
    game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(moves_told),
        cmocka_unit_test(events_told),
        cmocka_unit_test(donkey_and_discard_told),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
