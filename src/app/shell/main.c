/* troubadour: the SDL2 game. */
#include "i18n.h"
#include <stdio.h>

#include "app_options.h"
#include "bench_render.h"
#include "loop.h"
#include "script.h"

int main(int argc, char **argv)
{
    i18n_init(argv[0]);
    AppOptions opt;
    char err[512];
    int r = app_options_parse(argc, argv, &opt, err, sizeof err);
    if (r < 0) {
        fprintf(stderr, "troubadour: %s\n", err);
        return 1;
    }
    if (r > 0) return 0;
    if (opt.bench_render) return bench_render_run(&opt);
    AppDriver script, *driver = NULL;
    if (opt.script) {
        if (script_driver(opt.script, &script) != 0) return 1;
        driver = &script;
    }
    return app_run(&opt, driver);
}
