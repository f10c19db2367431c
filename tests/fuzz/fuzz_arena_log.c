/* libFuzzer target: the game lines of arena's run log (src/cli/arena_log.h). The first byte
 * chooses the number of bots, the rest is the line. Whatever is accepted writes back as a line
 * that reads to the same game, and that written line is the log's own form: read and written
 * again, it comes out byte for byte. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "arena_log.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void same_game(const ArenaLogGame *a, const ArenaLogGame *b, int nbots)
{
    if (a->index != b->index || a->has_stats != b->has_stats) abort();
    for (int s = 0; s < nbots; s++) {
        if (a->score[s] != b->score[s] || a->decisions[s] != b->decisions[s] ||
            a->playouts[s] != b->playouts[s] || a->memo_hits[s] != b->memo_hits[s])
            abort();
        /* the log writes seconds to the millisecond */
        if (fabs(a->seconds[s] - b->seconds[s]) > 0.0005 + 1e-9 * a->seconds[s] ||
            fabs(a->cpu[s] - b->cpu[s]) > 0.0005 + 1e-9 * a->cpu[s])
            abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const label[8] = {"hard",  "hard1", "easy",   "random",
                                         "hard+", "easy+", "hard1+", "hard"};
    if (size < 1 || size > ARENA_LOG_LINE) return 0;
    int nbots = 2 + data[0] % 7;
    char in[ARENA_LOG_LINE + 1];
    memcpy(in, data + 1, size - 1);
    in[size - 1] = '\0'; /* a NUL inside ends the line here */
    ArenaLogGame gm, back, again;
    if (arena_log_parse(in, nbots, label, &gm) != 0) return 0;
    if (gm.index < 0) abort();
    char out[ARENA_LOG_LINE], out2[ARENA_LOG_LINE];
    int n = arena_log_format(out, sizeof out, nbots, label, &gm);
    if (n < 0) return 0; /* longer than a log line: never written */
    if (arena_log_parse(out, nbots, label, &back) != 0) abort();
    same_game(&gm, &back, nbots);
    int n2 = arena_log_format(out2, sizeof out2, nbots, label, &back);
    if (n2 != n || memcmp(out, out2, (size_t)n) != 0) abort();
    if (arena_log_parse(out2, nbots, label, &again) != 0) abort();
    same_game(&back, &again, nbots);
    return 0;
}
