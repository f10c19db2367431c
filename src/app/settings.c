#include "settings.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io.h"

void settings_default(Settings *s)
{
    s->ui_scale = 1.0f;
    s->fullscreen = 0;
    s->anim_speed = 1;
}

void settings_parse(Settings *s, const char *text, const char *name)
{
    int lineno = 0;
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
        if (sscanf(line, "%63s %127s", key, val) != 2) continue;
        char *end;
        errno = 0;
        if (strcmp(key, "ui_scale") == 0) {
            double v = strtod(val, &end);
            if (*end || errno || v < 0.75 || v > 3.0)
                fprintf(stderr, "troubadour: %s:%d: ui_scale must be from 0.75 to 3; ignored\n",
                        name, lineno);
            else
                s->ui_scale = (float)v;
        } else if (strcmp(key, "fullscreen") == 0 || strcmp(key, "anim_speed") == 0) {
            long v = strtol(val, &end, 10);
            int max = key[0] == 'f' ? 1 : 2;
            if (*end || errno || v < 0 || v > max)
                fprintf(stderr, "troubadour: %s:%d: %s must be from 0 to %d; ignored\n", name,
                        lineno, key, max);
            else if (key[0] == 'f')
                s->fullscreen = (int)v;
            else
                s->anim_speed = (int)v;
        } else {
            fprintf(stderr, "troubadour: %s:%d: unknown setting `%s`; ignored\n", name, lineno,
                    key);
        }
    }
}

void settings_load(Settings *s, const char *path)
{
    settings_default(s);
    if (!path) return;
    char err[512];
    size_t len;
    FILE *probe = fopen(path, "rb");
    if (!probe) return; /* first run */
    fclose(probe);
    char *text = io_read_file(path, &len, err, sizeof err);
    if (!text) {
        fprintf(stderr, "troubadour: %s; using default settings\n", err);
        return;
    }
    settings_parse(s, text, path);
    free(text);
}

int settings_save(const Settings *s, const char *path, char *err, size_t errsize)
{
    char buf[256];
    int n = snprintf(buf, sizeof buf,
                     "# Troubadour settings\nui_scale %.2f\nfullscreen %d\nanim_speed %d\n",
                     (double)s->ui_scale, s->fullscreen, s->anim_speed);
    if (n < 0 || (size_t)n >= sizeof buf) {
        snprintf(err, errsize, "settings too long");
        return -1;
    }
    return io_write_file_atomic(path, buf, (size_t)n, err, errsize);
}
