#include "test_util.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "io.h"
#include "record.h"

const Tileset *test_tileset(void)
{
    static Tileset ts;
    static int loaded;
    if (!loaded) {
        char err[1024];
        const char *dir = io_data_dir(err, sizeof err);
        if (!dir || io_load_tileset(&ts, dir, err, sizeof err) != 0) {
            fprintf(stderr, "test setup: %s\n", err);
            exit(1);
        }
        loaded = 1;
    }
    return &ts;
}

void test_check_items_sum(const Game *g)
{
    int sum[GAME_MAX_PLAYERS] = {0};
    const ScoreEvent *ev = game_events(g);
    const ScoreItem *it = game_event_items(g);
    for (int e = 0; e < game_event_count(g); e++)
        for (int i = 0; i < ev[e].item_count; i++) {
            const ScoreItem *s = &it[ev[e].item_first + i];
            if (s->category == CAT_PRIVILEGES)
                assert_true(s->points <= s->count * s->per);
            else
                assert_int_equal(s->points, s->count * s->per);
            sum[s->player] += s->points;
        }
    for (int p = 0; p < game_nplayers(g); p++) assert_int_equal(sum[p], game_score(g, p));
}

Game *test_replay(const char *text)
{
    RecordError err;
    Game *g = record_replay(test_tileset(), text, strlen(text), &err);
    if (!g) fail_msg("record refused at line %d: %s\n%s", err.line, err.msg, text);
    test_check_items_sum(g);
    return g;
}

void test_replay_refused(const char *text, int line, const char *what)
{
    RecordError err;
    Game *g = record_replay(test_tileset(), text, strlen(text), &err);
    if (g) {
        game_free(g);
        fail_msg("record accepted, expected a refusal at line %d: ...%s...\n%s", line, what, text);
    }
    if (err.line != line || !strstr(err.msg, what))
        fail_msg("refused at line %d: %s\nexpected line %d: ...%s...", err.line, err.msg, line,
                 what);
}
