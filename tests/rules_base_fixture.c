#include "rules_base_fixture.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>

#include "test_util.h"

void expect_scores(const Game *g, int red, int blue)
{
    assert_int_equal(game_score(g, RED), red);
    assert_int_equal(game_score(g, BLUE), blue);
}

int tile_id(const char *id)
{
    int t = tileset_find(test_tileset(), id);
    if (t < 0) fail_msg("no tile %s", id);
    return t;
}

int seg_at(const Game *g, int x, int y, int loc)
{
    int slot = game_tile_at(g, x, y);
    assert_true(slot >= 0);
    int tile, rot;
    game_placed(g, slot, &tile, NULL, NULL, &rot);
    int s = tile_seg_at_loc(&test_tileset()->tile[tile], rot, loc);
    assert_true(s >= 0);
    return s;
}

int count_events(const Game *g, int kind)
{
    int n = 0;
    for (int e = 0; e < game_event_count(g); e++) n += game_events(g)[e].kind == kind;
    return n;
}

const ScoreEvent *only_event(const Game *g, int kind)
{
    const ScoreEvent *found = NULL;
    for (int e = 0; e < game_event_count(g); e++)
        if (game_events(g)[e].kind == kind) {
            if (found) fail_msg("more than one %s event", game_event_kind_name(kind));
            found = &game_events(g)[e];
        }
    if (!found) fail_msg("no %s event", game_event_kind_name(kind));
    return found;
}

const ScoreItem *item(const Game *g, const ScoreEvent *e, int i)
{
    assert_true(i < e->item_count);
    return &game_event_items(g)[e->item_first + i];
}

void expect_item(const Game *g, const ScoreEvent *e, int i, int player, int what, int count,
                 int per)
{
    const ScoreItem *s = item(g, e, i);
    assert_int_equal(s->player, player);
    assert_int_equal(s->what, what);
    assert_int_equal(s->count, count);
    assert_int_equal(s->per, per);
    assert_int_equal(s->points, count * per);
}

int event_points(const Game *g, const ScoreEvent *e, int player)
{
    int n = 0;
    for (int i = 0; i < e->item_count; i++)
        if (item(g, e, i)->player == player) n += item(g, e, i)->points;
    return n;
}

const char ROAD_DONE[] = "troubadour-record 1\n"
                         "players red blue\n"
                         "deck W W\n"
                         "W 1 0 0 follower W\n"
                         "W -1 0 0\n";

const char ROAD_LOOP[] = "troubadour-record 1\n"
                         "players red blue\n"
                         "deck V U W V V\n"
                         "V 1 0 0 follower W\n"
                         "U 0 1 0 follower W\n"
                         "W -1 0 0 follower S\n"
                         "V 1 1 90\n"
                         "V -1 1 180\n"
                         "end\n";
