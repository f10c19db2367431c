/* libFuzzer target: the record's move words as a client sends them, read and carried out
 * against a game in progress with all four expansions. */
#include <stdint.h>
#include <string.h>

#include "fuzz_net_common.h"
#include "net_move.h"
#include "record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char REC[] = "troubadour-record 1\nplayers red blue green\n"
                          "expansions farmers festival village-life royal-privileges\nseed 7\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Game *base;
    RecordError re;
    if (!base) {
        base = record_replay(fuzz_tiles(), REC, strlen(REC), &re);
        if (!base) abort();
        if (game_phase(base) == PHASE_DRAW) game_draw(base, -1);
    }
    char line[600];
    if (size >= sizeof line) return 0;
    memcpy(line, data, size);
    line[size] = 0;
    if (strlen(line) != size) return 0;
    NetMove m;
    char err[300];
    if (net_move_parse(base, line, &m, err, sizeof err) == 0) {
        Game *g = game_clone(base);
        if (net_move_apply(g, &m, err, sizeof err) == 0) {
            char out[300];
            if (m.kind == H_MOVE) net_move_format_turn(base, &m.place, &m.act, out, sizeof out);
        }
        game_free(g);
    }
    return 0;
}
