/* Shared by the online-protocol fuzz targets: the tile set, loaded once. */
#ifndef TROUBADOUR_FUZZ_NET_COMMON_H
#define TROUBADOUR_FUZZ_NET_COMMON_H

#include <stdio.h>
#include <stdlib.h>

#include "io.h"

static Tileset *fuzz_tiles(void)
{
    static Tileset *ts;
    if (!ts) {
        char err[2048];
        ts = calloc(1, sizeof *ts);
        const char *dir = io_data_dir(err, sizeof err);
        if (!ts || !dir || io_load_tileset(ts, dir, err, sizeof err)) {
            fprintf(stderr, "fuzz: %s\n", err);
            abort();
        }
    }
    return ts;
}

#endif
