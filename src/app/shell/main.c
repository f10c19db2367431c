/* troubadour: the SDL2 game. */
#include <stdio.h>

#include "app_options.h"
#include "loop.h"

int main(int argc, char **argv)
{
    AppOptions opt;
    char err[512];
    int r = app_options_parse(argc, argv, &opt, err, sizeof err);
    if (r < 0) {
        fprintf(stderr, "troubadour: %s\n", err);
        return 1;
    }
    if (r > 0) return 0;
    return app_run(&opt);
}
