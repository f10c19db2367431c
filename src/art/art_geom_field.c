/* Tile geometry, fields: flooded from their half-edges; fences where two fields meet. */
#include "art_geom_int.h"

/* ---- fields ---- */

void art_field_flood(ArtGeom *g, const TileDef *t)
{
    int *seed = malloc(sizeof(int) * G * G);
    if (!seed) return;
    for (int i = 0; i < G * G; i++) seed[i] = -1;
    int inner = -1;
    for (int f = 0; f < t->nseg; f++) {
        const TileSeg *s = &t->seg[f];
        if (s->kind != SEG_FIELD) continue;
        if (s->inner) inner = f;
        for (int h = 0; h < 8; h++) {
            if (!(s->halves >> h & 1)) continue;
            int d = h >> 1;
            ArtPt a = corner_pt[d], b = corner_pt[(d + 1) & 3];
            for (int k = 0; k < G; k++) {
                float tt = ((h & 1) ? 0.5f : 0.0f) + ((float)k + 0.5f) / (2.0f * G);
                ArtPt p = plerp(a, b, tt);
                int x = cell_of(p.x), y = cell_of(p.y);
                if (g->cls[y][x] == ART_LAB_FREE) seed[y * G + x] = f;
            }
        }
    }
    uint8_t *free_cells = malloc(G * G);
    uint8_t *out = malloc(G * G);
    if (!free_cells || !out) {
        free(seed);
        free(free_cells);
        free(out);
        return;
    }
    for (int y = 0; y < G; y++)
        for (int x = 0; x < G; x++) free_cells[y * G + x] = g->cls[y][x] == ART_LAB_FREE;
    grid_voronoi(G, free_cells, seed, out);
    if (inner >= 0) {
        /* The largest free pocket no half-edge reaches is the inner field. */
        int best = grid_largest_unlabelled(G, free_cells, out);
        if (best >= 0) {
            for (int i = 0; i < G * G; i++) seed[i] = -1;
            seed[best] = inner;
            grid_voronoi_more(G, free_cells, seed, out);
        }
    }
    for (int y = 0; y < G; y++)
        for (int x = 0; x < G; x++) {
            uint8_t c = g->cls[y][x];
            g->lab[y][x] = c == ART_LAB_FREE ? out[y * G + x] : c;
        }
    /* Hedge cells belong to the nearest field. */
    uint8_t accept[256] = {0};
    for (int f = 0; f < t->nseg; f++)
        if (t->seg[f].kind == SEG_FIELD) accept[f] = 1;
    grid_fill_nearest(G, &g->lab[0][0], ART_LAB_HEDGE, accept);
    free(seed);
    free(free_cells);
    free(out);
}

void art_field_fences(ArtGeom *g, const TileDef *t)
{
    (void)t;
    ArtPath chains[ART_MAX_FENCES];
    int n = grid_label_boundaries(G, &g->cls[0][0], &g->lab[0][0], ART_LAB_FREE, chains,
                                  ART_MAX_FENCES);
    for (int i = 0; i < n && g->nfence < ART_MAX_FENCES; i++) g->fence[g->nfence++] = chains[i];
}
