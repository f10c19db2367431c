#include "settings.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_options.h"
#include "io.h"
#include "text_check.h"

void settings_default(Settings *s)
{
    s->ui_scale = 1.0f;
    s->fullscreen = 0;
    s->undo_turn = 0;
    s->undo_after_reveal = 0;
    s->anim_speed = 1;
    s->online_port = 7447;
    s->online_address[0] = s->online_code[0] = '\0';
    s->window_w = s->window_h = 0;
    s->has_window_pos = 0;
    s->window_x = s->window_y = 0;
    for (int i = 0; i < ASSIST_COUNT; i++) s->assist[i] = 1;
    s->purist = 0;
    for (int i = 0; i < SETTINGS_VOL_COUNT; i++) s->volume[i] = 100;
    s->music = 0;
    s->mute = 0;
}

static const char *const ASSIST_KEY[ASSIST_COUNT] = {"assist_log", "assist_tiles",
                                                     "assist_projected", "assist_feature"};

int settings_assist(const Settings *s, int which)
{
    return which >= 0 && which < ASSIST_COUNT && s->assist[which] && !s->purist;
}

/* assist_* and purist, 0 or 1: returns 0 when key is none of them, 1 when read, -1 when the
 * value is refused (with a warning). */
static int parse_assist(Settings *s, const char *key, const char *val, const char *name, int lineno)
{
    int *slot = strcmp(key, "purist") == 0 ? &s->purist : NULL;
    for (int i = 0; i < ASSIST_COUNT && !slot; i++)
        if (strcmp(key, ASSIST_KEY[i]) == 0) slot = &s->assist[i];
    if (!slot) return 0;
    if (strcmp(val, "0") != 0 && strcmp(val, "1") != 0) {
        fprintf(stderr, "troubadour: %s:%d: %s must be 0 or 1; ignored\n", name, lineno, key);
        return -1;
    }
    *slot = val[0] == '1';
    return 1;
}

/* A whole number from lo to hi, or -1 with a warning naming file and line. */
static int parse_int(const char *val, long lo, long hi, const char *key, const char *name,
                     int lineno, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(val, &end, 10);
    if (end == val || *end || errno || v < lo || v > hi) {
        fprintf(stderr, "troubadour: %s:%d: %s must be from %ld to %ld; ignored\n", name, lineno,
                key, lo, hi);
        return -1;
    }
    *out = v;
    return 0;
}

static const char *const VOLUME_KEY[SETTINGS_VOL_COUNT] = {"volume_master", "volume_effects",
                                                           "volume_music"};

/* The sound keys: volume_* (0 to 100), music and mute (0 or 1). Returns 0 when key is none of
 * them, 1 when read, -1 when the value is refused (with a warning). */
static int parse_sound(Settings *s, const char *key, const char *val, const char *name, int lineno)
{
    long v;
    for (int i = 0; i < SETTINGS_VOL_COUNT; i++)
        if (strcmp(key, VOLUME_KEY[i]) == 0) {
            if (parse_int(val, 0, 100, key, name, lineno, &v) != 0) return -1;
            s->volume[i] = (int)v;
            return 1;
        }
    int *slot = strcmp(key, "music") == 0 ? &s->music : strcmp(key, "mute") == 0 ? &s->mute : NULL;
    if (!slot) return 0;
    if (strcmp(val, "0") != 0 && strcmp(val, "1") != 0) {
        fprintf(stderr, "troubadour: %s:%d: %s must be 0 or 1; ignored\n", name, lineno, key);
        return -1;
    }
    *slot = val[0] == '1';
    return 1;
}

/* The Play online keys: online_port (1 to 65535), online_address (host:port, printable, no
 * space), online_code (a join code's letters and digits). Same answers as parse_sound. */
static int parse_online(Settings *s, const char *key, const char *val, const char *name, int lineno)
{
    long v;
    if (strcmp(key, "online_port") == 0) {
        if (parse_int(val, 1, 65535, key, name, lineno, &v) != 0) return -1;
        s->online_port = (int)v;
        return 1;
    }
    int code = strcmp(key, "online_code") == 0;
    if (!code && strcmp(key, "online_address") != 0) return 0;
    size_t cap = code ? sizeof s->online_code : sizeof s->online_address, n = strlen(val);
    int ok = n < cap;
    for (size_t i = 0; ok && i < n; i++) {
        unsigned char ch = (unsigned char)val[i];
        ok = code ? (ch >= '0' && ch <= '9') || (ch >= 'A' && ch <= 'Z') : ch > ' ' && ch < 0x7f;
    }
    if (!ok) {
        fprintf(stderr, "troubadour: %s:%d: %s is not a %s; ignored\n", name, lineno, key,
                code ? "join code" : "server address");
        return -1;
    }
    snprintf(code ? s->online_code : s->online_address, cap, "%s", val);
    return 1;
}

int settings_parse(Settings *s, const char *text, const char *name)
{
    int lineno = 0, bad = 0;
    const char *p = text;
    while (*p) {
        const char *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) : strlen(p);
        char line[256];
        if (len >= sizeof line) len = sizeof line - 1;
        memcpy(line, p, len);
        line[len] = '\0';
        p = eol ? eol + 1 : p + strlen(p);
        lineno++;
        char *hash = strchr(line, '#');
        if (hash) *hash = '\0';
        char key[64], val[128];
        int got = sscanf(line, "%63s %127s", key, val);
        if (got <= 0) continue; /* blank or comment */
        if (got != 2) {
            bad++;
            fprintf(stderr, "troubadour: %s:%d: expected `name value`; ignored\n", name, lineno);
            continue;
        }
        char *end;
        errno = 0;
        if (strcmp(key, "ui_scale") == 0) {
            double v = strtod(val, &end);
            /* written so that NaN is refused too */
            if (end == val || *end || errno || !(v >= APP_UI_SCALE_MIN && v <= APP_UI_SCALE_MAX)) {
                bad++;
                fprintf(stderr, "troubadour: %s:%d: ui_scale must be from 0.75 to 3; ignored\n",
                        name, lineno);
            } else {
                s->ui_scale = (float)v;
            }
        } else if (strcmp(key, "undo_turn") == 0 || strcmp(key, "undo_after_reveal") == 0) {
            if (strcmp(val, "0") != 0 && strcmp(val, "1") != 0) {
                bad++;
                fprintf(stderr, "troubadour: %s:%d: %s must be 0 or 1; ignored\n", name, lineno,
                        key);
            } else {
                *(key[5] == 't' ? &s->undo_turn : &s->undo_after_reveal) = val[0] == '1';
            }
        } else if (strcmp(key, "fullscreen") == 0 || strcmp(key, "anim_speed") == 0) {
            long v = strtol(val, &end, 10);
            int max = key[0] == 'f' ? 1 : 2;
            if (end == val || *end || errno || v < 0 || v > max) {
                bad++;
                fprintf(stderr, "troubadour: %s:%d: %s must be from 0 to %d; ignored\n", name,
                        lineno, key, max);
            } else if (key[0] == 'f') {
                s->fullscreen = (int)v;
            } else {
                s->anim_speed = (int)v;
            }
        } else if (strcmp(key, "window_width") == 0 || strcmp(key, "window_height") == 0) {
            long v;
            if (parse_int(val, key[7] == 'w' ? 320 : 240, 16384, key, name, lineno, &v) == 0)
                *(key[7] == 'w' ? &s->window_w : &s->window_h) = (int)v;
            else
                bad++;
        } else if (strcmp(key, "window_x") == 0 || strcmp(key, "window_y") == 0) {
            long v;
            if (parse_int(val, -32768, 32767, key, name, lineno, &v) == 0) {
                *(key[7] == 'x' ? &s->window_x : &s->window_y) = (int)v;
                s->has_window_pos = 1;
            } else {
                bad++;
            }
        } else if ((got = parse_online(s, key, val, name, lineno)) != 0) {
            bad += got < 0;
        } else if ((got = parse_assist(s, key, val, name, lineno)) != 0) {
            bad += got < 0;
        } else if ((got = parse_sound(s, key, val, name, lineno)) != 0) {
            bad += got < 0;
        } else {
            bad++;
            char shown[256];
            text_escape_str(shown, sizeof shown, key);
            fprintf(stderr, "troubadour: %s:%d: unknown setting `%s`; ignored\n", name, lineno,
                    shown);
        }
    }
    return bad;
}

void settings_load(Settings *s, const char *path)
{
    settings_default(s);
    if (!path) return;
    char err[512];
    size_t len;
    IoStatus st;
    char *text = io_read_file_max(path, IO_SETTINGS_MAX, &len, &st, err, sizeof err);
    if (!text && st == IO_MISSING) return; /* first run */
    if (!text) {
        fprintf(stderr, "troubadour: %s; using default settings\n", err);
        return;
    }
    int bad = settings_parse(s, text, path);
    free(text);
    if (bad > 0) {
        /* never fatal: what was readable is kept, the rest is the default, and the file is
         * rewritten clean */
        fprintf(stderr,
                "troubadour: %s is damaged (%d bad line%s); using defaults for %s and rewriting "
                "it\n",
                path, bad, bad == 1 ? "" : "s", bad == 1 ? "it" : "them");
        if (settings_save(s, path, err, sizeof err) != 0)
            fprintf(stderr, "troubadour: settings: %s\n", err);
    }
}

int settings_save(const Settings *s, const char *path, char *err, size_t errsize)
{
    char buf[1024];
    int n = snprintf(buf, sizeof buf,
                     "# Troubadour settings\nui_scale %.2f\nfullscreen %d\nanim_speed %d\n",
                     (double)s->ui_scale, s->fullscreen, s->anim_speed);
    if (n > 0 && (size_t)n < sizeof buf)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "undo_turn %d\nundo_after_reveal %d\n",
                      s->undo_turn, s->undo_after_reveal);
    if (n > 0 && (size_t)n < sizeof buf && s->window_w > 0 && s->window_h > 0)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "window_width %d\nwindow_height %d\n",
                      s->window_w, s->window_h);
    if (n > 0 && (size_t)n < sizeof buf && s->has_window_pos)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "window_x %d\nwindow_y %d\n", s->window_x,
                      s->window_y);
    for (int i = 0; i < ASSIST_COUNT && n >= 0 && (size_t)n < sizeof buf; i++)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "%s %d\n", ASSIST_KEY[i], s->assist[i]);
    if (n >= 0 && (size_t)n < sizeof buf)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "purist %d\n", s->purist);
    for (int i = 0; i < SETTINGS_VOL_COUNT && n >= 0 && (size_t)n < sizeof buf; i++)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "%s %d\n", VOLUME_KEY[i], s->volume[i]);
    if (n >= 0 && (size_t)n < sizeof buf)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "music %d\nmute %d\n", s->music, s->mute);
    if (n >= 0 && (size_t)n < sizeof buf)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "online_port %d\n", s->online_port);
    if (n >= 0 && (size_t)n < sizeof buf && s->online_address[0])
        n += snprintf(buf + n, sizeof buf - (size_t)n, "online_address %s\n", s->online_address);
    if (n >= 0 && (size_t)n < sizeof buf && s->online_code[0])
        n += snprintf(buf + n, sizeof buf - (size_t)n, "online_code %s\n", s->online_code);
    if (n < 0 || (size_t)n >= sizeof buf) {
        snprintf(err, errsize, "settings too long");
        return -1;
    }
    return io_write_file_atomic(path, buf, (size_t)n, err, errsize);
}
