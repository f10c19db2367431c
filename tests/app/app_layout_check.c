/* Checks a --layout-dump of the game scene (hud_layout.c's "rect" lines and the widgets):
 * every part of the panel and the bar lies inside the window and inside its region, no two
 * overlap, the board keeps the larger part of the width, each name keeps a readable room,
 * the score-track markers sit side by side at a visible size, the log shows at least one
 * line, and the turn's buttons stay in their column. Prints every failure; exit 1 on any.
 * Usage: app_layout_check LAYOUT.txt */
#include <stdio.h>
#include <string.h>

#define MAX_RECTS 256

typedef struct {
    char id[64];
    float x, y, w, h;
    int widget;
} R;

static R rects[MAX_RECTS];
static int nrects, failures;
static float win_w, win_h;

static void fail(const char *what, const R *a, const R *b)
{
    failures++;
    if (b)
        printf("FAIL %s: %s (%.1f %.1f %.1f %.1f) and %s (%.1f %.1f %.1f %.1f)\n", what, a->id,
               (double)a->x, (double)a->y, (double)a->w, (double)a->h, b->id, (double)b->x,
               (double)b->y, (double)b->w, (double)b->h);
    else
        printf("FAIL %s: %s (%.1f %.1f %.1f %.1f)\n", what, a->id, (double)a->x, (double)a->y,
               (double)a->w, (double)a->h);
}

static const R *find(const char *id)
{
    for (int i = 0; i < nrects; i++)
        if (!rects[i].widget && strcmp(rects[i].id, id) == 0) return &rects[i];
    return NULL;
}

/* a inside b, with half a pixel of rounding */
static int inside(const R *a, const R *b)
{
    const float e = 0.6f;
    return a->x >= b->x - e && a->y >= b->y - e && a->x + a->w <= b->x + b->w + e &&
           a->y + a->h <= b->y + b->h + e;
}

static int overlap(const R *a, const R *b)
{
    const float e = 0.6f;
    return a->x + e < b->x + b->w && b->x + e < a->x + a->w && a->y + e < b->y + b->h &&
           b->y + e < a->y + a->h;
}

static int starts(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* The panel's leaves: the parts that must never cover one another. */
static int panel_leaf(const R *r)
{
    if (r->widget) return 0;
    return starts(r->id, "turn-") || (r->id[0] == 'p' && r->id[1] >= '0' && r->id[1] <= '9') ||
           starts(r->id, "track") || starts(r->id, "log-");
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: app_layout_check LAYOUT.txt\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        fprintf(stderr, "app_layout_check: cannot open %s\n", argv[1]);
        return 2;
    }
    char line[512];
    while (fgets(line, sizeof line, f)) {
        R r = {0};
        if (sscanf(line, "window %f %f", &win_w, &win_h) == 2) continue;
        if (nrects < MAX_RECTS &&
            sscanf(line, "rect %63s %f %f %f %f", r.id, &r.x, &r.y, &r.w, &r.h) == 5)
            rects[nrects++] = r;
        else if (nrects < MAX_RECTS &&
                 sscanf(line, "widget %63s %f %f %f %f", r.id, &r.x, &r.y, &r.w, &r.h) == 5) {
            r.widget = 1;
            rects[nrects++] = r;
        }
    }
    fclose(f);
    const R *board = find("board"), *bar = find("bar"), *panel = find("panel");
    const R *track = find("track"), *buttons = find("turn-buttons");
    if (win_w <= 0 || !board || !bar || !panel || !track || !buttons) {
        printf("FAIL the dump has no window line or misses board, bar, panel, track or "
               "turn-buttons\n");
        return 1;
    }
    R win = {"window", 0, 0, win_w, win_h, 0};
    const R *regions[3] = {board, bar, panel};
    for (int i = 0; i < 3; i++) {
        if (!inside(regions[i], &win)) fail("outside the window", regions[i], NULL);
        for (int j = i + 1; j < 3; j++)
            if (overlap(regions[i], regions[j])) fail("regions overlap", regions[i], regions[j]);
    }
    /* the board keeps the larger part: at least 69% of the width (70% less rounding) */
    if (board->w < 0.69f * win_w) fail("the board gets less than 70% of the width", board, NULL);
    int names = 0, marks = 0, log_lines = 0;
    for (int i = 0; i < nrects; i++) {
        const R *a = &rects[i];
        if (panel_leaf(a)) {
            if (!inside(a, panel)) fail("outside the panel", a, NULL);
            for (int j = i + 1; j < nrects; j++)
                if (panel_leaf(&rects[j]) && overlap(a, &rects[j]))
                    fail("panel parts overlap", a, &rects[j]);
        }
        if (starts(a->id, "bar-")) {
            if (!inside(a, bar)) fail("outside the bar", a, NULL);
            for (int j = i + 1; j < nrects; j++)
                if (starts(rects[j].id, "bar-") && overlap(a, &rects[j]))
                    fail("bar lines overlap", a, &rects[j]);
        }
        /* widgets are dumped in whole points (cut down): one point of slack */
        R column = {"turn-buttons", buttons->x - 1, buttons->y - 1,
                    buttons->w + 2, buttons->h + 2, 0};
        if (a->widget && a->x >= panel->x && !inside(a, &column))
            fail("a turn button outside its column", a, NULL);
        size_t len = strlen(a->id);
        if (!a->widget && a->id[0] == 'p' && len > 5 && strcmp(a->id + len - 5, "-name") == 0) {
            names++;
            /* "Wilhe…" at the least: a name is never cut to nothing */
            if (a->w < 40) fail("a name gets under 40 points", a, NULL);
        }
        if (starts(a->id, "mark")) {
            marks++;
            if (!inside(a, track)) fail("a marker off the track", a, NULL);
            if (a->w < 6) fail("a marker under 6 points", a, NULL);
            for (int j = i + 1; j < nrects; j++)
                if (starts(rects[j].id, "mark") && overlap(a, &rects[j]))
                    fail("markers on top of one another", a, &rects[j]);
        }
        if (strcmp(a->id, "log-lines") == 0 && a->h >= 12) log_lines = 1;
        if (strcmp(a->id, "bar-keys") == 0 && a->w <= 0) fail("no key shown in the bar", a, NULL);
    }
    if (!names || names != marks) {
        printf("FAIL %d names but %d track markers\n", names, marks);
        failures++;
    }
    if (!log_lines) {
        printf("FAIL the scoring log has no room for a line\n");
        failures++;
    }
    printf("%s: %d rectangles, %d players, window %.0fx%.0f: %s\n", argv[1], nrects, names,
           (double)win_w, (double)win_h, failures ? "FAILED" : "ok");
    return failures ? 1 : 0;
}
