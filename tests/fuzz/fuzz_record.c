/* libFuzzer target: the record parser and strict replayer, plus the writer on what replays. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io.h"
#include "record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static Tileset *tiles(void)
{
    static Tileset *ts;
    if (!ts) {
        char err[2048];
        ts = calloc(1, sizeof *ts);
        const char *dir = io_data_dir(err, sizeof err);
        if (!ts || !dir || io_load_tileset(ts, dir, err, sizeof err)) {
            fprintf(stderr, "fuzz_record: %s\n", err);
            abort();
        }
    }
    return ts;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    RecordError err;
    Game *g = record_replay(tiles(), (const char *)data, size, &err);
    if (!g) return 0;
    /* whatever replays must write back out and replay to the same scores */
    char *text = record_write(g);
    if (text) {
        Game *h = record_replay(tiles(), text, strlen(text), &err);
        if (!h) {
            fprintf(stderr, "written record does not replay: line %d: %s\n%s", err.line, err.msg,
                    text);
            abort();
        }
        for (int p = 0; p < game_nplayers(g); p++) {
            if (game_score(g, p) != game_score(h, p)) abort();
            /* names survive the writer's escaping */
            if (strcmp(game_player_name(g, p), game_player_name(h, p)) != 0) abort();
        }
        game_free(h);
        free(text);
    }
    game_free(g);
    return 0;
}
