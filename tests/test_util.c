#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>

#include "io.h"

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
