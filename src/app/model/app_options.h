/* Command-line options of the game program. */
#ifndef TROUBADOUR_APP_OPTIONS_H
#define TROUBADOUR_APP_OPTIONS_H

#include <stddef.h>
#include <stdint.h>

/* The UI scale's range, the same for --ui-scale and settings.txt (and the Settings screen). */
#define APP_UI_SCALE_MIN 0.75
#define APP_UI_SCALE_MAX 3.0

typedef struct AppOptions {
    float ui_scale;    /* 0: from the settings file */
    int width, height; /* first window size in points; 0: default */
    int fullscreen;
    const char *script;       /* test mode: a script of synthesised input */
    const char *bench_render; /* a record to draw at 1920x1080 repeatedly */
    int bench_frames;
    const char *bench_shot;  /* --bench-render: write the last frame as PNG */
    int measure_startup;     /* print the time to the first frame, then quit */
    const char *layout_dump; /* end-to-end tests: where widgets and targets are on screen */
    int has_seed;            /* default seed offered by the setup screen */
    uint64_t seed;
    int bot_delay_ms;   /* pause between bot moves; -1: default */
    double bot_seconds; /* Hard bot's thinking time per decision; 0: default */
    long bot_playouts;  /* Hard bot's playouts per decision (deterministic); 0: by time */
    int no_autosave;
    const char *open_record; /* `troubadour FILE`: a record shown in the replay viewer */
} AppOptions;

/* Parses argv. Returns 0 to run, 1 when --help or --version printed something (exit 0), or
 * -1 with a sentence in err (exit 1). */
int app_options_parse(int argc, char **argv, AppOptions *out, char *err, size_t errsize);

/* The --help text. */
const char *app_options_usage(void);

#endif
