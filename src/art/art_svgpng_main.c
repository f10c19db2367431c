/* troubadour-svgpng IN.svg OUT.png SIZE: rasterises an SVG the way the game does (SDL_image),
 * used to make the icon PNGs from assets/icon.svg. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "art.h"
#include "io.h"

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: %s IN.svg OUT.png SIZE\n",
                argc > 0 ? argv[0] : "troubadour-svgpng");
        return 2;
    }
    char *end = NULL;
    long size = strtol(argv[3], &end, 10);
    if (!end || *end || size < 1 || size > 4096) {
        fprintf(stderr, "troubadour-svgpng: SIZE must be a number of pixels from 1 to 4096\n");
        return 2;
    }
    char err[1024];
    size_t len = 0;
    char *svg = io_read_file(argv[1], &len, err, sizeof err);
    if (!svg) {
        fprintf(stderr, "troubadour-svgpng: %s\n", err);
        return 1;
    }
    SDL_Surface *s = art_svg_surface(svg, (int)size, (int)size);
    free(svg);
    if (!s) {
        fprintf(stderr, "troubadour-svgpng: cannot draw %s: %s\n", argv[1], SDL_GetError());
        return 1;
    }
    int rc = art_write_png(s, argv[2], err, sizeof err);
    SDL_FreeSurface(s);
    if (rc != 0) {
        fprintf(stderr, "troubadour-svgpng: %s\n", err);
        return 1;
    }
    return 0;
}
