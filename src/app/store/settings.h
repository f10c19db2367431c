/* User settings, kept as `key value` lines in settings.txt in the per-user folder. Unknown or
 * broken lines are ignored (with a warning), so a damaged file never stops the game. */
#ifndef TROUBADOUR_SETTINGS_H
#define TROUBADOUR_SETTINGS_H

#include <stddef.h>

/* In-game assists (hud_assist.c, the hint in hud_hint.c), each can be switched off. */
enum { ASSIST_LOG, ASSIST_TILES, ASSIST_PROJECTED, ASSIST_FEATURE, ASSIST_HINT, ASSIST_COUNT };

typedef struct Settings {
    float ui_scale;   /* 0.75 .. 3 */
    int has_ui_scale; /* settings.txt had a ui_scale line (else the first start picks one) */
    int fullscreen;
    int undo_turn;          /* hot-seat: Backspace can take back the last confirmed turn */
    int undo_after_reveal;  /* ... even once the next tile is shown */
    int anim_speed;         /* 0 slow, 1 normal, 2 fast */
    int window_w, window_h; /* last windowed size in points; 0: the default */
    int has_window_pos;     /* window_x, window_y: last windowed position */
    int window_x, window_y;
    int assist[ASSIST_COUNT]; /* in-game help, 1 = on: ASSIST_* */
    int purist;               /* 1: every assist off, whatever assist[] says */
    int volume[3];            /* sound, percent 0..100: SETTINGS_VOL_* */
    int music;                /* 1: the music loop plays (off by default) */
    int mute;                 /* 1: nothing is heard (M) */
    /* Play online: the last Host port and Join address and code ("" none) */
    int online_port;
    char online_address[128];
    char online_code[16];
    float hard_seconds; /* the Hard bot's thinking time per decision (and the hint's), seconds:
                         * SETTINGS_HARD_MIN .. SETTINGS_HARD_MAX */
    char language[16];  /* a code of po/LINGUAS ("de", "pt_BR"); "": the system's */
} Settings;

#define SETTINGS_HARD_MIN 0.5f
#define SETTINGS_HARD_MAX 5.0f

/* The sound volumes, in the order of SoundVolume (src/sound/play.h). */
enum { SETTINGS_VOL_MASTER, SETTINGS_VOL_EFFECTS, SETTINGS_VOL_MUSIC, SETTINGS_VOL_COUNT };

/* Whether an assist shows: on and not purist. */
int settings_assist(const Settings *s, int which);

void settings_default(Settings *s);
/* Reads path; missing file = defaults. Broken lines are reported on stderr, keep their
 * default, and the file is rewritten. */
void settings_load(Settings *s, const char *path);
/* Writes path atomically; returns 0 or -1 with err. */
int settings_save(const Settings *s, const char *path, char *err, size_t errsize);
/* The UI scale for a display of dpi dots per inch horizontally on which a window point is
 * px_per_point pixels (HiDPI already scaled by the system): 96 dpi is 1, in steps of 0.25
 * from 0.75 to 3; 1 when the dpi is unknown (0 or less). */
float settings_scale_for_dpi(float dpi, float px_per_point);
/* Parses the text of a settings file over s; returns how many lines were refused (each
 * reported on stderr as name:line: reason). */
int settings_parse(Settings *s, const char *text, const char *name);

#endif
