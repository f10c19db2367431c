#include "app_options.h"
#include "i18n.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef TROUBADOUR_VERSION
#define TROUBADOUR_VERSION "0"
#endif

static const char USAGE[] =
    /* TRANSLATORS: keep the option words (--ui-scale, FILE) as they are */
    N_("usage: troubadour [options] [FILE.rec]\n"
       "\n"
       "  FILE.rec              show a game record (a save) turn by turn\n"
       "  --ui-scale S          size of text and buttons (0.75 to 3; default from settings)\n"
       "  --size WxH            first window size (default 1280x800, clamped to the display)\n"
       "  --fullscreen          start in fullscreen (F11 toggles)\n"
       "  --seed N              the seed the setup screen offers for a new game\n"
       "  --bot-delay MS        pause between bot moves (default 550)\n"
       "  --bot-seconds S       the Hard bot's thinking time per move (default: Settings, 1)\n"
       "  --bot-playouts N      the Hard bot plays N games ahead per move instead (the same\n"
       "                        moves on every machine; the test scripts pass 40)\n"
       "  --no-autosave         do not write the autosave\n"
       "  --measure-startup     print the time to the first frame and quit\n"
       "  --bench-render FILE   draw the record FILE at 1920x1080 (or --size) and print frame\n"
       "                        times\n"
       "  --bench-frames N      frames drawn by --bench-render (default 300)\n"
       "  --bench-shot FILE     --bench-render also writes its last frame as PNG\n"
       "  --script FILE         test mode: play the synthesised input of FILE\n"
       "  --layout-dump FILE    write where buttons and targets are on screen (for tests)\n"
       "  --help, --version\n"
       "\n"
       "Keys: F11 fullscreen, Ctrl+Q quit, Esc pause menu. The data folder can be set with\n"
       "TROUBADOUR_DATA.\n");

const char *app_options_usage(void) { return _(USAGE); }

static int parse_long(const char *opt, const char *s, long lo, long hi, long *out, char *err,
                      size_t errsize)
{
    char *end;
    errno = 0;
    long v = s ? strtol(s, &end, 10) : 0;
    if (!s || !*s || *end || errno || v < lo || v > hi) {
        snprintf(err, errsize, _("%s needs a whole number from %ld to %ld"), opt, lo, hi);
        return -1;
    }
    *out = v;
    return 0;
}

static int parse_size(const char *s, int *w, int *h, char *err, size_t errsize)
{
    char *end;
    errno = 0;
    long a = s ? strtol(s, &end, 10) : 0;
    if (!s || end == s || (*end != 'x' && *end != 'X')) goto bad;
    const char *t = end + 1;
    long b = strtol(t, &end, 10);
    if (end == t || *end || errno) goto bad;
    if (a < 320 || b < 240 || a > 16384 || b > 16384) {
        snprintf(err, errsize, _("--size %s is out of range: from 320x240 to 16384x16384"), s);
        return -1;
    }
    *w = (int)a;
    *h = (int)b;
    return 0;
bad:
    snprintf(err, errsize, _("--size needs WIDTHxHEIGHT, for example 1280x800"));
    return -1;
}

int app_options_parse(int argc, char **argv, AppOptions *o, char *err, size_t errsize)
{
    memset(o, 0, sizeof *o);
    o->bench_frames = 300;
    o->bot_delay_ms = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        long n;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(USAGE, stdout);
            return 1;
        } else if (strcmp(a, "--version") == 0) {
            printf("troubadour %s\n", TROUBADOUR_VERSION);
            return 1;
        } else if (strcmp(a, "--ui-scale") == 0) {
            char *end;
            errno = 0;
            double s = v ? strtod(v, &end) : 0;
            if (!v || end == v || *end || errno ||
                !(s >= APP_UI_SCALE_MIN && s <= APP_UI_SCALE_MAX)) {
                snprintf(err, errsize,
                         _("--ui-scale needs a number from 0.75 to 3, for example 1.5"));
                return -1;
            }
            o->ui_scale = (float)s;
            i++;
        } else if (strcmp(a, "--size") == 0) {
            if (parse_size(v, &o->width, &o->height, err, errsize)) return -1;
            i++;
        } else if (strcmp(a, "--fullscreen") == 0) {
            o->fullscreen = 1;
        } else if (strcmp(a, "--seed") == 0) {
            char *end;
            errno = 0;
            unsigned long long s = v ? strtoull(v, &end, 10) : 0;
            if (!v || !*v || *end || errno || v[0] == '-') {
                snprintf(err, errsize,
                         _("--seed needs a whole number from 0 to 18446744073709551615"));
                return -1;
            }
            o->has_seed = 1;
            o->seed = (uint64_t)s;
            i++;
        } else if (strcmp(a, "--bot-delay") == 0) {
            if (parse_long(a, v, 0, 10000, &n, err, errsize)) return -1;
            o->bot_delay_ms = (int)n;
            i++;
        } else if (strcmp(a, "--bot-seconds") == 0) {
            char *end;
            errno = 0;
            double t = v ? strtod(v, &end) : 0;
            if (!v || end == v || *end || errno || !(t >= 0.05 && t <= 60)) {
                snprintf(err, errsize, _("--bot-seconds needs a number from 0.05 to 60"));
                return -1;
            }
            o->bot_seconds = t;
            i++;
        } else if (strcmp(a, "--bot-playouts") == 0) {
            if (parse_long(a, v, 1, 1000000, &n, err, errsize)) return -1;
            o->bot_playouts = n;
            i++;
        } else if (strcmp(a, "--no-autosave") == 0) {
            o->no_autosave = 1;
        } else if (strcmp(a, "--measure-startup") == 0) {
            o->measure_startup = 1;
        } else if (strcmp(a, "--bench-render") == 0) {
            if (!v) {
                snprintf(err, errsize, _("--bench-render needs a record file"));
                return -1;
            }
            o->bench_render = v;
            i++;
        } else if (strcmp(a, "--bench-frames") == 0) {
            if (parse_long(a, v, 1, 100000, &n, err, errsize)) return -1;
            o->bench_frames = (int)n;
            i++;
        } else if (strcmp(a, "--bench-shot") == 0) {
            if (!v) {
                snprintf(err, errsize, _("--bench-shot needs a PNG file name"));
                return -1;
            }
            o->bench_shot = v;
            i++;
        } else if (strcmp(a, "--script") == 0) {
            if (!v) {
                snprintf(err, errsize, _("--script needs a script file"));
                return -1;
            }
            o->script = v;
            i++;
        } else if (strcmp(a, "--layout-dump") == 0) {
            if (!v) {
                snprintf(err, errsize, _("--layout-dump needs a file name"));
                return -1;
            }
            o->layout_dump = v;
            i++;
        } else if (a[0] != '-' && !o->open_record) {
            o->open_record = a;
        } else {
            snprintf(err, errsize, _("unknown option `%s` (try --help)"), a);
            return -1;
        }
    }
    return 0;
}
