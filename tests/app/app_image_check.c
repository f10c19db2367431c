/* Checks a screenshot of the game:
 *   app_image_check compare ACTUAL GOLDEN [MAX_BAD_FRACTION [THRESHOLD]] [--diff OUT.png]
 *       the same size, and at most MAX_BAD_FRACTION (default 0.01) of the pixels differ by
 *       more than THRESHOLD (default 40) in some channel;
 *   app_image_check colours ACTUAL RRGGBB[:MIN] ...
 *       every colour is present (within 20 per channel) in at least MIN pixels (default 20),
 *       and the picture is not blank (at least 16 distinct colours).
 * Exit status 0 when the check passes, 1 with a message otherwise. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stb_image.h"
#include "stb_image_write.h"

static unsigned char *load(const char *path, int *w, int *h)
{
    int n;
    unsigned char *p = stbi_load(path, w, h, &n, 4);
    if (!p) fprintf(stderr, "app_image_check: %s: %s\n", path, stbi_failure_reason());
    return p;
}

static int compare(int argc, char **argv)
{
    if (argc < 4) return 2;
    double max_bad = argc > 4 && argv[4][0] != '-' ? strtod(argv[4], NULL) : 0.01;
    int thr = argc > 5 && argv[5][0] != '-' ? (int)strtol(argv[5], NULL, 10) : 40;
    const char *diff_path = NULL;
    for (int i = 4; i + 1 < argc; i++)
        if (strcmp(argv[i], "--diff") == 0) diff_path = argv[i + 1];
    int aw, ah, gw, gh;
    unsigned char *a = load(argv[2], &aw, &ah), *g = load(argv[3], &gw, &gh);
    if (!a || !g) return 1;
    if (aw != gw || ah != gh) {
        fprintf(stderr, "app_image_check: %s is %dx%d, the golden %s is %dx%d\n", argv[2], aw, ah,
                argv[3], gw, gh);
        return 1;
    }
    long bad = 0, total = (long)aw * ah;
    unsigned char *d = diff_path ? calloc((size_t)total, 4) : NULL;
    for (long i = 0; i < total; i++) {
        int m = 0;
        for (int c = 0; c < 3; c++) {
            int k = abs(a[4 * i + c] - g[4 * i + c]);
            if (k > m) m = k;
        }
        if (m > thr) bad++;
        if (d) {
            d[4 * i] = (unsigned char)(m > thr ? 255 : a[4 * i] / 4);
            d[4 * i + 1] = d[4 * i + 2] = (unsigned char)(a[4 * i + 1] / 4);
            d[4 * i + 3] = 255;
        }
    }
    if (d) {
        stbi_write_png(diff_path, aw, ah, 4, d, aw * 4);
        free(d);
    }
    double frac = (double)bad / (double)total;
    printf("app_image_check: %ld of %ld pixels differ by more than %d (%.3f%%, allowed %.3f%%)\n",
           bad, total, thr, frac * 100, max_bad * 100);
    stbi_image_free(a);
    stbi_image_free(g);
    return frac <= max_bad ? 0 : 1;
}

static int colours(int argc, char **argv)
{
    if (argc < 3) return 2;
    int w, h;
    unsigned char *p = load(argv[2], &w, &h);
    if (!p) return 1;
    long total = (long)w * h;
    int distinct = 0;
    unsigned seen[64];
    for (long i = 0; i < total && distinct < 64; i += 13) {
        unsigned c = (unsigned)p[4 * i] << 16 | (unsigned)p[4 * i + 1] << 8 | p[4 * i + 2];
        int k = 0;
        while (k < distinct && seen[k] != c) k++;
        if (k == distinct) seen[distinct++] = c;
    }
    int rc = 0;
    if (distinct < 16) {
        fprintf(stderr, "app_image_check: %s looks blank (%d colours)\n", argv[2], distinct);
        rc = 1;
    }
    for (int a = 3; a < argc; a++) {
        unsigned long rgb;
        long min = 20;
        char *end;
        errno = 0;
        rgb = strtoul(argv[a], &end, 16);
        if (errno || end - argv[a] != 6) {
            fprintf(stderr, "app_image_check: `%s` is not RRGGBB[:MIN]\n", argv[a]);
            return 2;
        }
        if (*end == ':') min = strtol(end + 1, NULL, 10);
        int r = (int)(rgb >> 16 & 255), g = (int)(rgb >> 8 & 255), b = (int)(rgb & 255);
        long n = 0;
        for (long i = 0; i < total; i++)
            if (abs(p[4 * i] - r) <= 20 && abs(p[4 * i + 1] - g) <= 20 &&
                abs(p[4 * i + 2] - b) <= 20)
                n++;
        printf("app_image_check: #%06lx: %ld pixels (want %ld)\n", rgb, n, min);
        if (n < min) rc = 1;
    }
    stbi_image_free(p);
    return rc;
}

int main(int argc, char **argv)
{
    int rc = 2;
    if (argc > 1 && strcmp(argv[1], "compare") == 0)
        rc = compare(argc, argv);
    else if (argc > 1 && strcmp(argv[1], "colours") == 0)
        rc = colours(argc, argv);
    if (rc == 2)
        fprintf(stderr, "usage: app_image_check compare ACTUAL GOLDEN [MAX_BAD [THRESHOLD]] "
                        "[--diff OUT]\n       app_image_check colours ACTUAL RRGGBB[:MIN]...\n");
    return rc;
}
