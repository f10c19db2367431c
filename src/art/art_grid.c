/* Grid helpers for the tile geometry (see art_grid.h). */
#include "art_grid.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define SQRT2 1.41421356f

void grid_distance(int n, const uint8_t *in, float *dt)
{
    const float inf = 1e9f;
    for (int i = 0; i < n * n; i++) dt[i] = in[i] ? inf : 0;
    /* Two chamfer passes; outside the grid counts as a region edge one cell away. */
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            int i = y * n + x;
            if (dt[i] == 0) continue;
            float d = dt[i];
            float l = x > 0 ? dt[i - 1] : 0, u = y > 0 ? dt[i - n] : 0;
            float ul = (x > 0 && y > 0) ? dt[i - n - 1] : 0;
            float ur = (x < n - 1 && y > 0) ? dt[i - n + 1] : 0;
            d = fminf(d, fminf(l + 1, u + 1));
            d = fminf(d, fminf(ul + SQRT2, ur + SQRT2));
            dt[i] = d;
        }
    for (int y = n - 1; y >= 0; y--)
        for (int x = n - 1; x >= 0; x--) {
            int i = y * n + x;
            if (dt[i] == 0) continue;
            float d = dt[i];
            float r = x < n - 1 ? dt[i + 1] : 0, b = y < n - 1 ? dt[i + n] : 0;
            float br = (x < n - 1 && y < n - 1) ? dt[i + n + 1] : 0;
            float bl = (x > 0 && y < n - 1) ? dt[i + n - 1] : 0;
            d = fminf(d, fminf(r + 1, b + 1));
            d = fminf(d, fminf(br + SQRT2, bl + SQRT2));
            dt[i] = d;
        }
    /* Distances were measured to outside cell centres; report them to the cell edges. */
    for (int i = 0; i < n * n; i++)
        if (dt[i] > 0) dt[i] -= 0.5f;
}

/* ---- a binary heap of (distance, cell) for the floods ---- */

typedef struct Heap {
    int n, cap;
    float *d;
    int *c;
} Heap;

static int heap_push(Heap *h, float d, int c)
{
    if (h->n == h->cap) {
        int cap = h->cap ? h->cap * 2 : 1024;
        float *nd = realloc(h->d, sizeof(float) * (size_t)cap);
        if (!nd) return -1;
        h->d = nd;
        int *nc = realloc(h->c, sizeof(int) * (size_t)cap);
        if (!nc) return -1;
        h->c = nc;
        h->cap = cap;
    }
    int i = h->n++;
    while (i > 0) {
        int p = (i - 1) / 2;
        if (h->d[p] <= d) break;
        h->d[i] = h->d[p];
        h->c[i] = h->c[p];
        i = p;
    }
    h->d[i] = d;
    h->c[i] = c;
    return 0;
}

static void heap_pop(Heap *h, float *d, int *c)
{
    *d = h->d[0];
    *c = h->c[0];
    float ld = h->d[--h->n];
    int lc = h->c[h->n];
    int i = 0;
    for (;;) {
        int k = 2 * i + 1;
        if (k >= h->n) break;
        if (k + 1 < h->n && h->d[k + 1] < h->d[k]) k++;
        if (h->d[k] >= ld) break;
        h->d[i] = h->d[k];
        h->c[i] = h->c[k];
        i = k;
    }
    h->d[i] = ld;
    h->c[i] = lc;
}

static void flood(int n, const uint8_t *free_cells, const int *seed, uint8_t *out, int only_none)
{
    float *dist = malloc(sizeof(float) * (size_t)n * n);
    Heap h = {0, 0, NULL, NULL};
    if (!dist) return;
    for (int i = 0; i < n * n; i++) {
        dist[i] = 1e30f;
        if (!only_none) out[i] = ART_LAB_NONE;
    }
    for (int i = 0; i < n * n; i++)
        if (seed[i] >= 0 && free_cells[i] && (!only_none || out[i] == ART_LAB_NONE)) {
            dist[i] = 0;
            out[i] = (uint8_t)seed[i];
            heap_push(&h, 0, i);
        }
    static const int dx[8] = {1, -1, 0, 0, 1, 1, -1, -1};
    static const int dy[8] = {0, 0, 1, -1, 1, -1, 1, -1};
    while (h.n > 0) {
        float d;
        int c;
        heap_pop(&h, &d, &c);
        if (d > dist[c]) continue;
        int x = c % n, y = c / n;
        for (int k = 0; k < 8; k++) {
            int nx = x + dx[k], ny = y + dy[k];
            if (nx < 0 || ny < 0 || nx >= n || ny >= n) continue;
            int j = ny * n + nx;
            if (!free_cells[j]) continue;
            if (only_none && dist[j] == 1e30f && out[j] != ART_LAB_NONE) continue;
            /* No slipping diagonally between two blocked cells. */
            if (k >= 4 && !free_cells[y * n + nx] && !free_cells[ny * n + x]) continue;
            float nd = d + (k >= 4 ? SQRT2 : 1.0f);
            if (nd < dist[j]) {
                dist[j] = nd;
                out[j] = out[c];
                if (heap_push(&h, nd, j) != 0) goto done;
            }
        }
    }
done:
    free(h.d);
    free(h.c);
    free(dist);
}

void grid_voronoi(int n, const uint8_t *free_cells, const int *seed, uint8_t *out)
{
    flood(n, free_cells, seed, out, 0);
}

void grid_voronoi_more(int n, const uint8_t *free_cells, const int *seed, uint8_t *out)
{
    flood(n, free_cells, seed, out, 1);
}

int grid_largest_unlabelled(int n, const uint8_t *free_cells, const uint8_t *out)
{
    int *comp = malloc(sizeof(int) * (size_t)n * n);
    int *stack = malloc(sizeof(int) * (size_t)n * n);
    int best = -1, best_size = 0;
    if (!comp || !stack) goto done;
    for (int i = 0; i < n * n; i++) comp[i] = 0;
    for (int i = 0; i < n * n; i++) {
        if (!free_cells[i] || out[i] != ART_LAB_NONE || comp[i]) continue;
        int top = 0, size = 0;
        stack[top++] = i;
        comp[i] = 1;
        while (top > 0) {
            int c = stack[--top];
            size++;
            int x = c % n, y = c / n;
            const int nb[4][2] = {{x + 1, y}, {x - 1, y}, {x, y + 1}, {x, y - 1}};
            for (int k = 0; k < 4; k++) {
                int nx = nb[k][0], ny = nb[k][1];
                if (nx < 0 || ny < 0 || nx >= n || ny >= n) continue;
                int j = ny * n + nx;
                if (!free_cells[j] || out[j] != ART_LAB_NONE || comp[j]) continue;
                comp[j] = 1;
                stack[top++] = j;
            }
        }
        if (size > best_size) {
            best_size = size;
            best = i;
        }
    }
done:
    free(comp);
    free(stack);
    return best;
}

void grid_fill_nearest(int n, uint8_t *lab, uint8_t target, const uint8_t accept[256])
{
    int *seed = calloc((size_t)n * n, sizeof(int));
    uint8_t *open = calloc((size_t)n * n, 1);
    uint8_t *out = calloc((size_t)n * n, 1);
    if (!seed || !open || !out) goto done;
    for (int i = 0; i < n * n; i++) {
        seed[i] = accept[lab[i]] ? lab[i] : -1;
        open[i] = accept[lab[i]] || lab[i] == target;
    }
    flood(n, open, seed, out, 0);
    for (int i = 0; i < n * n; i++)
        if (lab[i] == target && out[i] != ART_LAB_NONE) lab[i] = out[i];
done:
    free(seed);
    free(open);
    free(out);
}

/* ---- boundary tracing ---- */

typedef struct Lattice {
    int n;
    uint8_t *v; /* vertical edge (x, y)-(x, y+1), index y * (n + 1) + x */
    uint8_t *h; /* horizontal edge (x, y)-(x+1, y), index y * (n + 1) + x */
} Lattice;

static int degree(const Lattice *L, int x, int y)
{
    int w = L->n + 1, d = 0;
    if (y < L->n && L->v[y * w + x]) d++;
    if (y > 0 && L->v[(y - 1) * w + x]) d++;
    if (x < L->n && L->h[y * w + x]) d++;
    if (x > 0 && L->h[y * w + x - 1]) d++;
    return d;
}

/* Takes one unused edge at (x, y); moves there and returns 1, or 0 when none is left. */
static int step_edge(Lattice *L, int *x, int *y)
{
    int w = L->n + 1;
    if (*y < L->n && L->v[*y * w + *x]) {
        L->v[*y * w + *x] = 0;
        (*y)++;
        return 1;
    }
    if (*y > 0 && L->v[(*y - 1) * w + *x]) {
        L->v[(*y - 1) * w + *x] = 0;
        (*y)--;
        return 1;
    }
    if (*x < L->n && L->h[*y * w + *x]) {
        L->h[*y * w + *x] = 0;
        (*x)++;
        return 1;
    }
    if (*x > 0 && L->h[*y * w + *x - 1]) {
        L->h[*y * w + *x - 1] = 0;
        (*x)--;
        return 1;
    }
    return 0;
}

/* Smooths a traced staircase into a fence line of at most ART_PATH_MAX points. */
static void chain_to_path(const float *px, const float *py, int m, int n, ArtPath *out)
{
    float *ax = malloc(sizeof(float) * (size_t)m), *ay = malloc(sizeof(float) * (size_t)m);
    float *bx = malloc(sizeof(float) * (size_t)m), *by = malloc(sizeof(float) * (size_t)m);
    out->n = 0;
    if (!ax || !ay || !bx || !by) goto done;
    for (int i = 0; i < m; i++) {
        ax[i] = px[i] / n;
        ay[i] = py[i] / n;
    }
    for (int pass = 0; pass < 4; pass++) {
        for (int i = 0; i < m; i++) {
            if (i == 0 || i == m - 1) {
                bx[i] = ax[i];
                by[i] = ay[i];
                continue;
            }
            int k0 = i - 2 < 0 ? 0 : i - 2, k1 = i + 2 > m - 1 ? m - 1 : i + 2;
            float sx = 0, sy = 0;
            for (int k = k0; k <= k1; k++) {
                sx += ax[k];
                sy += ay[k];
            }
            bx[i] = sx / (float)(k1 - k0 + 1);
            by[i] = sy / (float)(k1 - k0 + 1);
        }
        memcpy(ax, bx, sizeof(float) * (size_t)m);
        memcpy(ay, by, sizeof(float) * (size_t)m);
    }
    int want = m < ART_PATH_MAX - 2 ? m : ART_PATH_MAX - 2;
    for (int i = 0; i < want; i++) {
        int k = want > 1 ? (int)((long)i * (m - 1) / (want - 1)) : 0;
        out->p[out->n].x = ax[k];
        out->p[out->n].y = ay[k];
        out->n++;
    }
    /* Run each end on a little so the fence meets whatever it stops at. */
    if (out->n >= 2) {
        for (int end = 0; end < 2; end++) {
            ArtPt a = end ? out->p[out->n - 1] : out->p[0];
            ArtPt b = end ? out->p[out->n - 2] : out->p[1];
            float dx = a.x - b.x, dy = a.y - b.y, l = sqrtf(dx * dx + dy * dy);
            if (l < 1e-6f) continue;
            ArtPt e = {a.x + dx / l * 0.03f, a.y + dy / l * 0.03f};
            if (end) {
                out->p[out->n++] = e;
            } else {
                memmove(&out->p[1], &out->p[0], sizeof(ArtPt) * (size_t)out->n);
                out->p[0] = e;
                out->n++;
            }
        }
    }
done:
    free(ax);
    free(ay);
    free(bx);
    free(by);
}

static int is_field_pair(const uint8_t *cls, const uint8_t *lab, uint8_t free_value, int a, int b)
{
    return cls[a] == free_value && cls[b] == free_value && lab[a] != lab[b] &&
           lab[a] < TILE_MAX_SEG && lab[b] < TILE_MAX_SEG;
}

int grid_label_boundaries(int n, const uint8_t *cls, const uint8_t *lab, uint8_t free_value,
                          ArtPath *out, int max)
{
    int w = n + 1, count = 0;
    Lattice L = {n, calloc((size_t)w * w, 1), calloc((size_t)w * w, 1)};
    float *px = malloc(sizeof(float) * (size_t)w * w * 2);
    float *py = malloc(sizeof(float) * (size_t)w * w * 2);
    if (!L.v || !L.h || !px || !py) goto done;
    for (int y = 0; y < n; y++)
        for (int x = 1; x < n; x++)
            if (is_field_pair(cls, lab, free_value, y * n + x - 1, y * n + x)) L.v[y * w + x] = 1;
    for (int y = 1; y < n; y++)
        for (int x = 0; x < n; x++)
            if (is_field_pair(cls, lab, free_value, (y - 1) * n + x, y * n + x)) L.h[y * w + x] = 1;
    for (int pass = 0; pass < 2 && count < max; pass++) {
        /* Open chains first (from an end), then closed loops from anywhere. */
        for (int y = 0; y <= n && count < max; y++)
            for (int x = 0; x <= n && count < max; x++) {
                int d = degree(&L, x, y);
                if (d == 0 || (pass == 0 && d % 2 == 0)) continue;
                int cx = x, cy = y, m = 0;
                px[m] = (float)cx;
                py[m++] = (float)cy;
                while (step_edge(&L, &cx, &cy)) {
                    px[m] = (float)cx;
                    py[m++] = (float)cy;
                    if (degree(&L, cx, cy) != 1) break; /* a junction or the end */
                }
                if (m >= 4) chain_to_path(px, py, m, n, &out[count++]);
                x--; /* this vertex may have more chains */
            }
    }
done:
    free(L.v);
    free(L.h);
    free(px);
    free(py);
    return count;
}
