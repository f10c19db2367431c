/* The program's main loop: creates the window and everything in App, runs the scenes,
 * cleans up. */
#ifndef TROUBADOUR_LOOP_H
#define TROUBADOUR_LOOP_H

#include "app.h"
#include "app_options.h"

/* Creates everything (exits through fatal_startup on failure), runs with the driver (NULL:
 * a person plays; the loop frees it at the end), and cleans up. Returns the process exit
 * status. */
int app_run(const AppOptions *opt, AppDriver *driver);

#endif
