/* troubadour-tilesheet FILE.png: draws every tile with its id into one picture. */
#include <stdio.h>

#include "art.h"
#include "io.h"

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE.png\n", argc > 0 ? argv[0] : "troubadour-tilesheet");
        return 2;
    }
    static Tileset ts;
    char err[1024];
    const char *dir = io_data_dir(err, sizeof err);
    if (!dir || io_load_tileset(&ts, dir, err, sizeof err) != 0) {
        fprintf(stderr, "troubadour-tilesheet: %s\n", err);
        return 1;
    }
    if (art_tile_sheet(&ts, argv[1], err, sizeof err) != 0) {
        fprintf(stderr, "troubadour-tilesheet: %s\n", err);
        return 1;
    }
    return 0;
}
