#include "rules_village_fixture.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>

#include "io.h"
#include "test_util.h"

static char *read_scenario(const char *name)
{
    char err[1024], path[1024];
    const char *dir = io_data_dir(err, sizeof err);
    if (!dir) fail_msg("%s", err);
    snprintf(path, sizeof path, "%s/tests/scenarios/%s", dir, name);
    size_t len;
    char *text = io_read_file(path, &len, err, sizeof err);
    if (!text) fail_msg("%s", err);
    return text;
}

Game *replay_file(const char *name)
{
    char *text = read_scenario(name);
    Game *g = test_replay(text);
    free(text);
    return g;
}

int part(const Game *g, int seat, int cat) { return game_score_part(g, seat, cat, 2); }

int count_events(const Game *g, int kind, int turn)
{
    int n = 0;
    for (int i = 0; i < game_event_count(g); i++) {
        const ScoreEvent *e = &game_events(g)[i];
        if (e->kind == kind && (turn < 0 || e->turn == turn)) n++;
    }
    return n;
}

const ScoreEvent *event_with(const Game *g, int kind, int npos)
{
    for (int i = 0; i < game_event_count(g); i++) {
        const ScoreEvent *e = &game_events(g)[i];
        if (e->kind == kind && e->pos_count == npos) return e;
    }
    fail_msg("no event of kind %d with %d positions", kind, npos);
    return NULL;
}

int tid(const char *id)
{
    int t = tileset_find(test_tileset(), id);
    if (t < 0) fail_msg("no tile %s", id);
    return t;
}

const char *why(const Game *g, const char *id, int x, int y, int deg)
{
    Placement p = {tid(id), x, y, deg / 90, -1};
    return game_check_placement(g, &p);
}

int is_legal_somewhere(const Game *g, const char *id, int x, int y, int deg)
{
    Placement out[512];
    int n = game_legal_placements_of(g, tid(id), out, 512);
    assert_true(n <= 512);
    for (int i = 0; i < n; i++)
        if (out[i].x == x && out[i].y == y && out[i].rot == deg / 90) return 1;
    return 0;
}

int seg_at(const Game *g, int x, int y, int loc)
{
    int slot = game_tile_at(g, x, y);
    if (slot < 0) fail_msg("no tile at %d %d", x, y);
    int t, rot;
    game_placed(g, slot, &t, NULL, NULL, &rot);
    int s = tile_seg_at_loc(&game_tileset(g)->tile[t], rot, loc);
    if (s < 0) fail_msg("no feature at that location of %d %d", x, y);
    return s;
}

int same(const Game *g, int x1, int y1, int loc1, int x2, int y2, int loc2)
{
    return game_same_feature(g, x1, y1, seg_at(g, x1, y1, loc1), x2, y2, seg_at(g, x2, y2, loc2));
}
