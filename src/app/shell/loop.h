/* The program's main loop: creates the window and everything in App, runs the scenes,
 * cleans up. */
#ifndef TROUBADOUR_LOOP_H
#define TROUBADOUR_LOOP_H

#include "app_options.h"

/* Creates everything (exits through fatal_startup on failure), runs, and cleans up. Returns
 * the process exit status. */
int app_run(const AppOptions *opt);

#endif
