/* --bench-render FILE: replays a record and draws its game scene at 1920x1080 with the
 * software renderer, frame after frame, then prints the mean and 99th-percentile frame time. */
#ifndef TROUBADOUR_BENCH_RENDER_H
#define TROUBADOUR_BENCH_RENDER_H

#include "app_options.h"

/* Returns the process exit status. */
int bench_render_run(const AppOptions *opt);

#endif
