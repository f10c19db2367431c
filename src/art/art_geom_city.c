/* Tile geometry, cities: the outline of every city segment, its walls and towers. */
#include "art_geom_int.h"

/* ---- cities ---- */

static void poly_add(ArtCity *c, ArtPt p)
{
    if (c->n < ART_POLY_MAX) c->p[c->n++] = p;
}

/* The inner boundary along side d seen from a city or field lens of depth `depth`: a cubic
 * from corner d to corner d+1 (or back when reverse), points strictly between the ends. */
static void poly_cap_curve(ArtCity *c, int d, float depth, int reverse)
{
    ArtPt a = corner_pt[d & 3], b = corner_pt[(d + 1) & 3], n = inward[d & 3];
    float h = depth / 0.75f;
    ArtPt along = psub(b, a);
    ArtPt p1 = padd(padd(a, pmul(along, 0.12f)), pmul(n, h));
    ArtPt p2 = padd(padd(a, pmul(along, 0.88f)), pmul(n, h));
    const int steps = 40;
    for (int i = 1; i < steps; i++) {
        float t = (float)i / steps;
        if (reverse) t = 1 - t;
        poly_add(c, cubic(a, p1, p2, b, t));
    }
}

static int on_border_edge(ArtPt a, ArtPt b)
{
    const float e = 1e-4f;
    return (a.x < e && b.x < e) || (a.x > 1 - e && b.x > 1 - e) || (a.y < e && b.y < e) ||
           (a.y > 1 - e && b.y > 1 - e);
}

static float border_dist(ArtPt p) { return fminf(fminf(p.x, 1 - p.x), fminf(p.y, 1 - p.y)); }

/* Whether p lies within d of a tile side that is not a city side (edge kinds in edges). */
static int near_open_side(ArtPt p, const uint8_t *edges, float d)
{
    const float dist[4] = {p.y, 1 - p.x, 1 - p.y, p.x};
    for (int s = 0; s < 4; s++)
        if (dist[s] < d && edges[s] != EDGE_CITY) return 1;
    return 0;
}

static void city_finish(ArtCity *c, const uint8_t *edges)
{
    c->x0 = c->y0 = 1e9f;
    c->x1 = c->y1 = -1e9f;
    for (int i = 0; i < c->n; i++) {
        ArtPt a = c->p[i], b = c->p[(i + 1) % c->n];
        /* Walls stop short of a field or road side: where a wall meets the border at a
         * slant it would spill onto it. */
        c->wall[i] = !on_border_edge(a, b) && !near_open_side(a, edges, 0.028f) &&
                     !near_open_side(b, edges, 0.028f);
        if (a.x < c->x0) c->x0 = a.x;
        if (a.y < c->y0) c->y0 = a.y;
        if (a.x > c->x1) c->x1 = a.x;
        if (a.y > c->y1) c->y1 = a.y;
    }
    c->x0 -= ART_TOWER_R;
    c->y0 -= ART_TOWER_R;
    c->x1 += ART_TOWER_R;
    c->y1 += ART_TOWER_R;
}

void art_city_add_tower(ArtCity *c, ArtPt p)
{
    if (c->ntower < ART_MAX_TOWERS) c->tower[c->ntower++] = p;
}

/* Round towers along the walls, kept off the tile border (where the next tile takes the
 * wall on) and away from gates. */
void art_city_place_towers(ArtGeom *g)
{
    for (int ci = 0; ci < g->ncity; ci++) {
        ArtCity *c = &g->city[ci];
        float acc = 0.12f;
        for (int i = 0; i < c->n; i++) {
            if (!c->wall[i]) {
                acc = 0.12f;
                continue;
            }
            ArtPt a = c->p[i], b = c->p[(i + 1) % c->n];
            float l = pdist(a, b);
            while (acc <= l) {
                ArtPt q = plerp(a, b, l > 0 ? acc / l : 0);
                int ok = border_dist(q) >= 0.08f;
                for (int k = 0; k < c->ntower && ok; k++)
                    if (pdist(q, c->tower[k]) < 0.12f) ok = 0;
                if (ok) art_city_add_tower(c, q);
                acc += ok ? 0.24f : 0.02f;
            }
            acc -= l;
        }
    }
}

/* Keeps the part of the outline on the side of line a-b where `keep` lies. */
static void poly_clip(ArtCity *c, ArtPt a, ArtPt b, ArtPt keep)
{
    ArtPt dir = psub(b, a);
    float ks = dir.x * (keep.y - a.y) - dir.y * (keep.x - a.x);
    float sign = ks >= 0 ? 1.0f : -1.0f;
    ArtCity out;
    out.n = 0;
    for (int i = 0; i < c->n; i++) {
        ArtPt s = c->p[(i + c->n - 1) % c->n], e = c->p[i];
        float ss = sign * (dir.x * (s.y - a.y) - dir.y * (s.x - a.x));
        float es = sign * (dir.x * (e.y - a.y) - dir.y * (e.x - a.x));
        if (es >= 0) {
            if (ss < 0) poly_add(&out, plerp(s, e, ss / (ss - es)));
            poly_add(&out, e);
        } else if (ss >= 0) {
            poly_add(&out, plerp(s, e, ss / (ss - es)));
        }
    }
    c->n = out.n;
    memcpy(c->p, out.p, sizeof(ArtPt) * (size_t)out.n);
}

void art_city_build(ArtGeom *g, const TileDef *t)
{
    unsigned masks[TILE_MAX_SEG];
    int segs[TILE_MAX_SEG], n = 0;
    int has_road = 0;
    for (int i = 0; i < t->nseg; i++) {
        if (t->seg[i].kind == SEG_CITY && n < 4) {
            masks[n] = t->seg[i].edges;
            segs[n++] = i;
        }
        if (t->seg[i].kind == SEG_ROAD) has_road = 1;
    }
    int corner_cities = 0;
    for (int i = 0; i < n; i++)
        if (popcount4(masks[i]) == 2 && !is_opposite_pair(masks[i])) corner_cities++;

    for (int i = 0; i < n; i++) {
        unsigned m = masks[i];
        ArtCity *c = &g->city[g->ncity++];
        memset(c, 0, sizeof *c);
        c->seg = segs[i];
        int k = popcount4(m);
        /* Sides of this tile held by other cities: a band facing one gets a deeper lens. */
        unsigned others = 0;
        for (int j = 0; j < n; j++)
            if (j != i) others |= masks[j];
        if (k == 4) {
            for (int d = 0; d < 4; d++) poly_add(c, corner_pt[d]);
        } else if (k == 3) {
            int e = 0;
            while (m >> e & 1) e++;
            for (int j = 1; j <= 4; j++) poly_add(c, corner_pt[(e + j) & 3]);
            poly_cap_curve(c, e, LENS3_DEPTH, 0);
        } else if (k == 2 && is_opposite_pair(m)) {
            int d = (m & 1) ? 0 : 1;
            for (int h = 0; h < 2; h++) {
                int s = (d + 2 * h) & 3, lens = (s + 1) & 3;
                poly_add(c, corner_pt[s]);
                poly_add(c, corner_pt[(s + 1) & 3]);
                float depth = (others >> lens & 1) ? BAND_NEAR_CAP : BAND_DEPTH;
                poly_cap_curve(c, lens, depth, 0);
            }
        } else if (k == 2) {
            int d = adjacent_start(m);
            ArtPt a = corner_pt[d], shared = corner_pt[(d + 1) & 3], b = corner_pt[(d + 2) & 3];
            poly_add(c, a);
            poly_add(c, shared);
            poly_add(c, b);
            /* Slightly convex when alone, straight beside roads, hollow when two corner
             * cities share the tile and a field strip must run between them. */
            float beta = corner_cities >= 2 ? -0.09f : (has_road || n > 1) ? 0.035f : 0.09f;
            ArtPt m2 = padd(centre_pt, pmul(psub(centre_pt, shared), 2 * beta));
            ArtPt q = psub(pmul(m2, 2), pmul(padd(a, b), 0.5f));
            const int steps = 40;
            for (int s = 1; s < steps; s++) {
                float tt = (float)s / steps, u = 1 - tt;
                ArtPt p = padd(padd(pmul(b, u * u), pmul(q, 2 * u * tt)), pmul(a, tt * tt));
                poly_add(c, p);
            }
        } else if (k == 1) {
            int d = 0;
            while (!(m >> d & 1)) d++;
            int opposite_band = 0;
            for (int j = 0; j < n; j++)
                if (j != i && is_opposite_pair(masks[j]) && !(masks[j] >> d & 1)) opposite_band = 1;
            poly_add(c, corner_pt[d]);
            poly_add(c, corner_pt[(d + 1) & 3]);
            poly_cap_curve(c, d, opposite_band ? CAP_FACING_BAND : CAP_DEPTH, 1);
        }
        /* Two caps or corners sharing a tile corner are parted by the line from that
         * corner to the centre (never a band, which reaches across the tile). */
        if ((k == 1 || (k == 2 && !is_opposite_pair(m))) && n > 1) {
            for (int d = 0; d < 4; d++) {
                if (!(m >> d & 1)) continue;
                for (int end = 0; end < 2; end++) {
                    int cn = (d + end) & 3; /* corner index at this end of side d */
                    int other_side = end ? (d + 1) & 3 : (d + 3) & 3;
                    if (m >> other_side & 1) continue; /* corner inside this city */
                    int shared = 0;
                    for (int j = 0; j < n; j++)
                        if (j != i && !is_opposite_pair(masks[j]) && popcount4(masks[j]) < 3 &&
                            (masks[j] >> other_side & 1))
                            shared = 1;
                    if (shared) poly_clip(c, corner_pt[cn], centre_pt, side_mid(d));
                }
            }
        }
        city_finish(c, t->edge);
    }
}
