/* The final-scoring scene's hook for test mode. */
#ifndef TROUBADOUR_SCENE_FINAL_H
#define TROUBADOUR_SCENE_FINAL_H

typedef struct App App;

/* Writes the scene's table (final_table_write, after a "step S of N" line) to path. Returns 0,
 * or -1 when the final scene is not showing or the file cannot be written. */
int scene_final_dump(App *app, const char *path);

#endif
