/* Tile geometry, the things placed last: figure anchors, pictures and decorations, each
 * where there is room. */
#include "art_geom_int.h"

/* ---- decorations ---- */

static ArtDecor *add_decor(ArtGeom *g, int kind, int param, int seg, ArtPt c, float r)
{
    if (g->ndecor >= ART_MAX_DECOR) return NULL;
    ArtDecor *d = &g->decor[g->ndecor++];
    memset(d, 0, sizeof *d);
    d->kind = (uint8_t)kind;
    d->param = (uint8_t)param;
    d->seg = (uint8_t)seg;
    d->c = c;
    d->r = r;
    d->w = d->h = r;
    d->seed = art_hash((uint32_t)g->ndecor * 7919u + (uint32_t)(c.x * 1000) * 31u +
                       (uint32_t)(c.y * 1000));
    return d;
}

/* Marks a disc of radius r around c as taken in occ. */
static void occupy(uint8_t *occ, ArtPt c, float r)
{
    int x0 = cell_of(c.x - r), x1 = cell_of(c.x + r), y0 = cell_of(c.y - r), y1 = cell_of(c.y + r);
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) {
            float cx = ((float)x + 0.5f) / G, cy = ((float)y + 0.5f) / G;
            if (pdist(pt(cx, cy), c) <= r) occ[y * G + x] = 1;
        }
}

/* Free-space distance field (tile units) of label `seg` minus occupied cells. */
static void free_field(const ArtGeom *g, const uint8_t *occ, int seg, float *dt, uint8_t *in)
{
    for (int y = 0; y < G; y++)
        for (int x = 0; x < G; x++) in[y * G + x] = g->lab[y][x] == seg && !occ[y * G + x];
    grid_distance(G, in, dt);
    for (int i = 0; i < G * G; i++) dt[i] /= G;
}

static int best_spot(const float *dt, const uint8_t *in, ArtPt *at, float *r, uint32_t *rs)
{
    float best = 0;
    int found = 0;
    for (int y = 0; y < G; y++)
        for (int x = 0; x < G; x++) {
            int i = y * G + x;
            if (!in[i]) continue;
            float score = dt[i] + 0.002f * rnd(rs);
            if (score > best) {
                best = score;
                *at = pt(((float)x + 0.5f) / G, ((float)y + 0.5f) / G);
                *r = dt[i];
                found = 1;
            }
        }
    return found;
}

/* ---- anchors ---- */

static void road_anchor(ArtGeom *g, int seg)
{
    float best_len = -1;
    ArtPt best = centre_pt;
    for (int r = 0; r < g->nroad; r++) {
        const ArtRoad *rd = &g->road[r];
        if (rd->seg != seg) continue;
        /* Walk the path in small steps; take the middle of its longest visible stretch. */
        const ArtPath *path = &rd->path;
        float total = path_length(path), step = 0.005f;
        float run_start = -1;
        for (float s = 0; s <= total + step; s += step) {
            float ss = s > total ? total : s;
            float acc = 0;
            ArtPt p = path->p[0];
            for (int i = 0; i + 1 < path->n; i++) {
                float l = pdist(path->p[i], path->p[i + 1]);
                if (acc + l >= ss) {
                    p = plerp(path->p[i], path->p[i + 1], l > 0 ? (ss - acc) / l : 0);
                    break;
                }
                acc += l;
                p = path->p[i + 1];
            }
            int ok = art_geom_classify(g, p.x, p.y) == seg && p.x > 0.02f && p.x < 0.98f &&
                     p.y > 0.02f && p.y < 0.98f;
            if (ok && run_start < 0) run_start = ss;
            if ((!ok || s > total) && run_start >= 0) {
                float len = ss - run_start;
                if (len > best_len + 1e-4f) {
                    best_len = len;
                    float mid = run_start + len * 0.5f;
                    acc = 0;
                    for (int i = 0; i + 1 < path->n; i++) {
                        float l = pdist(path->p[i], path->p[i + 1]);
                        if (acc + l >= mid) {
                            best = plerp(path->p[i], path->p[i + 1], l > 0 ? (mid - acc) / l : 0);
                            break;
                        }
                        acc += l;
                    }
                }
                run_start = -1;
            }
        }
    }
    g->anchor[seg] = best;
}

/* The deepest point of the segment's region, keeping off pictures (occ) when there is
 * room enough beside them. */
static void region_anchor(ArtGeom *g, int seg, const uint8_t *occ)
{
    uint8_t *in = malloc(G * G);
    float *dt = malloc(sizeof(float) * G * G);
    if (!in || !dt) {
        free(in);
        free(dt);
        return;
    }
    g->anchor[seg] = centre_pt;
    for (int pass = 0; pass < 2; pass++) {
        double sx = 0, sy = 0;
        int cnt = 0;
        for (int y = 0; y < G; y++)
            for (int x = 0; x < G; x++) {
                int i = y * G + x;
                in[i] = g->lab[y][x] == seg && (pass == 1 || !occ[i]);
                if (in[i]) {
                    sx += x;
                    sy += y;
                    cnt++;
                }
            }
        if (cnt == 0) continue;
        grid_distance(G, in, dt);
        float cx = (float)(sx / cnt), cy = (float)(sy / cnt), best = -1e9f, deepest = 0;
        for (int y = 0; y < G; y++)
            for (int x = 0; x < G; x++) {
                if (!in[y * G + x]) continue;
                /* Deep inside first; among equals, near the middle of the region. */
                float d = fminf(dt[y * G + x], 14.0f);
                float score = d - 0.08f * sqrtf((x - cx) * (x - cx) + (y - cy) * (y - cy));
                if (d > deepest) deepest = d;
                if (score > best) {
                    best = score;
                    g->anchor[seg] = pt(((float)x + 0.5f) / G, ((float)y + 0.5f) / G);
                }
            }
        if (deepest >= 5.0f) break; /* a figure fits beside the pictures */
    }
    free(in);
    free(dt);
}

void art_decor_anchors(ArtGeom *g, const TileDef *t, const uint8_t *occ)
{
    for (int i = 0; i < t->nseg; i++) {
        switch (t->seg[i].kind) {
        case SEG_ROAD: road_anchor(g, i); break;
        case SEG_MONASTERY: g->anchor[i] = g->monastery.c; break;
        default: region_anchor(g, i, occ); break;
        }
    }
}

/* Pictures (well, garden, ...) go first, into the roomiest meadow spots; figures then
 * stand beside them. */
void art_decor_pictures(ArtGeom *g, const TileDef *t, uint8_t *occ)
{
    uint8_t *in = malloc(G * G);
    float *dt = malloc(sizeof(float) * G * G);
    uint32_t rs = id_hash(t->id) ^ 0x2545f491u;
    if (!in || !dt) goto done;
    /* Illustrations: anywhere in the meadows. */
    for (int bit = 0; bit < ART_COUNT_BITS; bit++) {
        int flag = 1 << bit;
        if (!(t->art & flag)) continue;
        if (flag == ART_WELL && g->well_end.present) continue; /* the road's well */
        float best_r = 0;
        ArtPt best_at = centre_pt;
        int best_f = -1;
        for (int f = 0; f < t->nseg; f++) {
            if (t->seg[f].kind != SEG_FIELD) continue;
            free_field(g, occ, f, dt, in);
            ArtPt at = centre_pt; /* set when best_spot finds a spot */
            float r = 0;
            if (best_spot(dt, in, &at, &r, &rs) && r > best_r) {
                best_r = r;
                best_at = at;
                best_f = f;
            }
        }
        if (best_f < 0) continue;
        float r = fminf(best_r - 0.006f, 0.125f);
        if (r < 0.05f) r = 0.05f;
        add_decor(g, ART_DECO_ILLUS, flag, best_f, best_at, r);
        occupy(occ, best_at, r + 0.01f);
    }

done:
    free(in);
    free(dt);
}

void art_decor_place(ArtGeom *g, const TileDef *t, uint8_t *occ)
{
    uint8_t *in = malloc(G * G);
    float *dt = malloc(sizeof(float) * G * G);
    if (!in || !dt) goto done;
    uint32_t rs = id_hash(t->id);

    /* Room for the figures first. */
    for (int i = 0; i < t->nseg; i++) {
        int kind = t->seg[i].kind;
        if (kind == SEG_FIELD) occupy(occ, g->anchor[i], 0.085f);
        if (kind == SEG_CITY) occupy(occ, g->anchor[i], 0.06f);
        if (kind == SEG_ROAD) occupy(occ, g->anchor[i], 0.05f);
    }

    /* Meadow patches: large, soft, kept off the border so every edge has the same green. */
    for (int f = 0; f < t->nseg; f++) {
        if (t->seg[f].kind != SEG_FIELD) continue;
        free_field(g, occ, f, dt, in);
        for (int k = 0; k < 2; k++) {
            for (int tries = 0; tries < 40; tries++) {
                int x = (int)(rnd(&rs) * G), y = (int)(rnd(&rs) * G);
                int i = y * G + x;
                if (!in[i] || dt[i] < 0.09f) continue;
                ArtPt c = pt(((float)x + 0.5f) / G, ((float)y + 0.5f) / G);
                float border = fminf(fminf(c.x, 1 - c.x), fminf(c.y, 1 - c.y));
                float r = fminf(0.16f, border - 0.03f);
                if (r < 0.07f) continue;
                add_decor(g, ART_DECO_PATCH, (int)(rnd(&rs) * 2), f, c, r);
                break;
            }
        }
    }

    /* Pennants: a shield in the roomiest part of the city. */
    for (int c = 0; c < g->ncity; c++) {
        int seg = g->city[c].seg;
        for (int k = 0; k < t->seg[seg].pennants; k++) {
            free_field(g, occ, seg, dt, in);
            ArtPt at;
            float r;
            if (!best_spot(dt, in, &at, &r, &rs)) break;
            r = fminf(r - 0.005f, 0.07f);
            if (r < 0.03f) r = 0.03f;
            add_decor(g, ART_DECO_PENNANT, 0, seg, at, r);
            occupy(occ, at, r + 0.01f);
        }
    }

    /* Flower groups: one cluster each, inside their own field. */
    for (int f = 0; f < t->nseg; f++) {
        if (t->seg[f].kind != SEG_FIELD) continue;
        for (int col = 0; col < FLOWER_COUNT; col++)
            for (int k = 0; k < t->seg[f].flowers[col]; k++) {
                free_field(g, occ, f, dt, in);
                ArtPt at;
                float r;
                if (!best_spot(dt, in, &at, &r, &rs)) continue;
                r = fminf(r - 0.006f, 0.095f);
                if (r < 0.035f) r = 0.035f;
                add_decor(g, ART_DECO_FLOWERS, col, f, at, r);
                occupy(occ, at, r + 0.012f);
            }
    }

    /* Houses: a jittered lattice over each city, roofs overlapping like a crowded town;
     * only the plaza and the shields are kept clear. */
    for (int c = 0; c < g->ncity; c++) {
        int seg = g->city[c].seg;
        free_field(g, occ, seg, dt, in);
        const float step = 0.098f;
        int row = 0;
        for (float y = 0.05f; y < 1.0f; y += step, row++)
            for (float x = 0.05f + (row % 2) * step * 0.5f; x < 1.0f; x += step) {
                ArtPt p = pt(x + (rnd(&rs) - 0.5f) * 0.026f, y + (rnd(&rs) - 0.5f) * 0.026f);
                int vertical = rnd(&rs) < 0.45f;
                float w = 0.08f + 0.04f * rnd(&rs), h = 0.056f + 0.018f * rnd(&rs);
                if (rnd(&rs) < 0.2f) w = h = 0.066f + 0.012f * rnd(&rs); /* a square hip roof */
                if (p.x <= 0 || p.x >= 1 || p.y <= 0 || p.y >= 1) continue;
                int i = cell_of(p.y) * G + cell_of(p.x);
                if (!in[i] || occ[i]) continue;
                float room = dt[i] - ART_WALL_HALF * 0.3f;
                float half_diag = 0.5f * sqrtf(w * w + h * h);
                if (half_diag > room) {
                    float k = room / half_diag;
                    if (k < 0.6f) continue;
                    w *= k;
                    h *= k;
                    half_diag = room;
                }
                ArtDecor *d = add_decor(g, ART_DECO_HOUSE, vertical, seg, p, half_diag);
                if (!d) break;
                d->w = vertical ? h : w;
                d->h = vertical ? w : h;
                occupy(occ, p, 0.032f);
            }
    }
done:
    free(in);
    free(dt);
}
