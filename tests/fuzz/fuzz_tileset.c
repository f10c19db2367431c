/* libFuzzer target: the tile-file parser and its validation. */
#include <stdint.h>
#include <stdlib.h>

#include "tileset.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Tileset ts;
    TsError err;
    ts.ntiles = 0;
    if (tileset_parse(&ts, "fuzz.tiles", (const char *)data, size, &err) == 0) {
        for (int i = 0; i < ts.ntiles; i++)
            for (int r = 0; r < 4; r++)
                for (int loc = 0; loc < LOC_COUNT; loc++) {
                    int s = tile_seg_at_loc(&ts.tile[i], r, loc);
                    if (s >= ts.tile[i].nseg) abort();
                    if (s >= 0 && tile_seg_loc(&ts.tile[i], r, s) < 0) abort();
                }
    }
    return 0;
}
