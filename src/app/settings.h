/* User settings, kept as `key value` lines in settings.txt in the per-user folder. Unknown or
 * broken lines are ignored (with a warning), so a damaged file never stops the game. */
#ifndef TROUBADOUR_SETTINGS_H
#define TROUBADOUR_SETTINGS_H

#include <stddef.h>

typedef struct Settings {
    float ui_scale; /* 0.75 .. 3 */
    int fullscreen;
    int anim_speed; /* 0 slow, 1 normal, 2 fast */
} Settings;

void settings_default(Settings *s);
/* Reads path; missing file = defaults. Warnings go to stderr. */
void settings_load(Settings *s, const char *path);
/* Writes path atomically; returns 0 or -1 with err. */
int settings_save(const Settings *s, const char *path, char *err, size_t errsize);
/* Parses the text of a settings file (for tests). */
void settings_parse(Settings *s, const char *text, const char *name);

#endif
