/* Tile geometry: the shapes of cities, roads, hedges and centre features, laid out from the
 * tile data alone, then a label grid that says which segment every point belongs to.
 * Fields are what is left: they are flooded from their half-edges, and where two fields
 * meet without anything drawn between them the meeting line becomes a fence. */
#include "art_geom.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "art_grid.h"

#define G ART_GRID

/* Shape parameters, tile units. */
#define CAP_DEPTH 0.25f       /* a city on one side */
#define CAP_FACING_BAND 0.20f /* a one-side city opposite a band (FE1) */
#define BAND_DEPTH 0.27f      /* field lens beside a band */
#define BAND_NEAR_CAP 0.44f   /* band side facing a separate city: room for a field */
#define LENS3_DEPTH 0.30f     /* field lens of a three-side city */
#define ROAD_CURVE 0.20f      /* control distance of a road bending round a corner */
#define MARKET_HALF 0.15f
#define MONASTERY_R 0.17f
#define FESTIVAL_CENTRE_R 0.24f
#define FESTIVAL_MAX_R 0.19f
#define JUNCTION_R 0.095f
#define WELL_END_R 0.085f

static const ArtPt corner_pt[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
static const ArtPt inward[4] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
static const ArtPt centre_pt = {0.5f, 0.5f};

/* ---- small vector helpers ---- */

static ArtPt pt(float x, float y)
{
    ArtPt p = {x, y};
    return p;
}
static ArtPt padd(ArtPt a, ArtPt b)
{
    return pt(a.x + b.x, a.y + b.y);
}
static ArtPt psub(ArtPt a, ArtPt b)
{
    return pt(a.x - b.x, a.y - b.y);
}
static ArtPt pmul(ArtPt a, float s)
{
    return pt(a.x * s, a.y * s);
}
static ArtPt plerp(ArtPt a, ArtPt b, float t)
{
    return pt(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
}
static float plen(ArtPt a)
{
    return sqrtf(a.x * a.x + a.y * a.y);
}
static float pdist(ArtPt a, ArtPt b)
{
    return plen(psub(a, b));
}
static ArtPt side_mid(int d)
{
    return plerp(corner_pt[d & 3], corner_pt[(d + 1) & 3], 0.5f);
}
static ArtPt cubic(ArtPt p0, ArtPt p1, ArtPt p2, ArtPt p3, float t)
{
    float u = 1 - t, a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
    return pt(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y);
}

static float seg_dist2(ArtPt p, ArtPt a, ArtPt b)
{
    float dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy, t = 0;
    if (l2 > 0) {
        t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
    }
    float ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y;
    return ex * ex + ey * ey;
}

static float path_dist(const ArtPath *path, ArtPt p)
{
    float best = 1e9f;
    for (int i = 0; i + 1 < path->n; i++) {
        float d = seg_dist2(p, path->p[i], path->p[i + 1]);
        if (d < best) best = d;
    }
    return sqrtf(best);
}

static float path_length(const ArtPath *path)
{
    float l = 0;
    for (int i = 0; i + 1 < path->n; i++)
        l += pdist(path->p[i], path->p[i + 1]);
    return l;
}

static int in_polygon(const ArtCity *c, ArtPt p)
{
    int in = 0;
    for (int i = 0, j = c->n - 1; i < c->n; j = i++) {
        ArtPt a = c->p[i], b = c->p[j];
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x)
            in = !in;
    }
    return in;
}

static float wall_dist(const ArtCity *c, ArtPt p)
{
    float best = 1e9f;
    for (int i = 0; i < c->n; i++) {
        if (!c->wall[i]) continue;
        float d = seg_dist2(p, c->p[i], c->p[(i + 1) % c->n]);
        if (d < best) best = d;
    }
    return sqrtf(best);
}

static int in_city(const ArtCity *c, ArtPt p)
{
    if (p.x < c->x0 || p.x > c->x1 || p.y < c->y0 || p.y > c->y1) return 0;
    for (int i = 0; i < c->ntower; i++)
        if (pdist(p, c->tower[i]) <= ART_TOWER_R) return 1;
    return in_polygon(c, p) || wall_dist(c, p) <= ART_WALL_HALF;
}

uint32_t art_hash(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

static uint32_t id_hash(const char *s)
{
    uint32_t h = 2166136261U;
    for (; *s; s++)
        h = (h ^ (uint8_t)*s) * 16777619U;
    return art_hash(h);
}

/* Uniform in [0,1) from a running state. */
static float rnd(uint32_t *s)
{
    *s = art_hash(*s + 0x9e3779b9U);
    return (float)(*s >> 8) / 16777216.0f;
}

ArtPt art_rot_point(ArtPt p, int rot)
{
    for (int i = 0; i < (rot & 3); i++)
        p = pt(1 - p.y, p.x);
    return p;
}

ArtPt art_unrot_point(ArtPt p, int rot)
{
    for (int i = 0; i < (rot & 3); i++)
        p = pt(p.y, 1 - p.x);
    return p;
}

/* ---- paths ---- */

static void path_add(ArtPath *path, ArtPt p)
{
    if (path->n < ART_PATH_MAX) path->p[path->n++] = p;
}

static void path_line(ArtPath *path, ArtPt a, ArtPt b, int steps)
{
    path->n = 0;
    for (int i = 0; i <= steps; i++)
        path_add(path, plerp(a, b, (float)i / (float)steps));
}

static void path_cubic(ArtPath *path, ArtPt p0, ArtPt p1, ArtPt p2, ArtPt p3, int steps)
{
    path->n = 0;
    for (int i = 0; i <= steps; i++)
        path_add(path, cubic(p0, p1, p2, p3, (float)i / (float)steps));
}

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

static float border_dist(ArtPt p)
{
    return fminf(fminf(p.x, 1 - p.x), fminf(p.y, 1 - p.y));
}

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

static void add_tower(ArtCity *c, ArtPt p)
{
    if (c->ntower < ART_MAX_TOWERS) c->tower[c->ntower++] = p;
}

/* Round towers along the walls, kept off the tile border (where the next tile takes the
 * wall on) and away from gates. */
static void place_towers(ArtGeom *g)
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
                if (ok) add_tower(c, q);
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

static int popcount4(unsigned m)
{
    return (int)((m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1));
}

/* First side d of mask m (two adjacent sides) such that d and d+1 are both in m. */
static int adjacent_start(unsigned m)
{
    for (int d = 0; d < 4; d++)
        if ((m >> d & 1) && (m >> ((d + 1) & 3) & 1)) return d;
    return 0;
}

static int is_opposite_pair(unsigned m)
{
    return m == 5 || m == 10;
}

static void build_cities(ArtGeom *g, const TileDef *t)
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
            for (int d = 0; d < 4; d++)
                poly_add(c, corner_pt[d]);
        } else if (k == 3) {
            int e = 0;
            while (m >> e & 1)
                e++;
            for (int j = 1; j <= 4; j++)
                poly_add(c, corner_pt[(e + j) & 3]);
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
            while (!(m >> d & 1))
                d++;
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

/* ---- roads ---- */

static ArtRoad *add_road(ArtGeom *g, int seg, int layer, int end)
{
    if (g->nroad >= ART_MAX_ROADS) return NULL;
    ArtRoad *r = &g->road[g->nroad++];
    memset(r, 0, sizeof *r);
    r->seg = seg;
    r->layer = layer;
    r->end = end;
    return r;
}

static void build_through_roads(ArtGeom *g, const TileDef *t)
{
    for (int i = 0; i < t->nseg; i++) {
        const TileSeg *s = &t->seg[i];
        if (s->kind != SEG_ROAD) continue;
        int k = popcount4(s->edges);
        if (k == 2 && is_opposite_pair(s->edges)) {
            int a = (s->edges & 1) ? 0 : 1;
            ArtRoad *r = add_road(g, i, 1, ART_END_BORDER);
            if (r) path_line(&r->path, side_mid(a), side_mid(a + 2), 16);
        } else if (k == 2) {
            int a = adjacent_start(s->edges), b = (a + 1) & 3;
            ArtPt p0 = side_mid(a), p3 = side_mid(b);
            ArtRoad *r = add_road(g, i, 1, ART_END_BORDER);
            if (r)
                path_cubic(&r->path, p0, padd(p0, pmul(inward[a], ROAD_CURVE)),
                           padd(p3, pmul(inward[b], ROAD_CURVE)), p3, 30);
        } else if (k >= 3) {
            for (int d = 0; d < 4; d++) {
                if (!(s->edges >> d & 1)) continue;
                ArtRoad *r = add_road(g, i, 1, ART_END_JOIN);
                if (r) path_line(&r->path, side_mid(d), centre_pt, 12);
            }
        }
    }
}

static int count_stubs(const TileDef *t)
{
    int n = 0;
    for (int i = 0; i < t->nseg; i++)
        if (t->seg[i].kind == SEG_ROAD && popcount4(t->seg[i].edges) == 1) n++;
    return n;
}

static int side_of(unsigned m)
{
    int d = 0;
    while (d < 4 && !(m >> d & 1))
        d++;
    return d & 3;
}

/* Distance from p to the nearest city outline (0 inside). */
static float city_clearance(const ArtGeom *g, ArtPt p)
{
    float best = 1e9f;
    for (int i = 0; i < g->ncity; i++) {
        const ArtCity *c = &g->city[i];
        if (in_polygon(c, p)) return 0;
        for (int j = 0; j < c->n; j++) {
            float d = sqrtf(seg_dist2(p, c->p[j], c->p[(j + 1) % c->n]));
            if (d < best) best = d;
        }
    }
    return best;
}

static void build_stubs(ArtGeom *g, const TileDef *t, int *bush_stub_side, ArtPt *bush_meet)
{
    int nstubs = count_stubs(t);
    int nthrough = g->nroad;
    int bush_side = -1;
    for (int d = 0; d < 4; d++)
        if (t->edge[d] == EDGE_BUSH && bush_side < 0) bush_side = d;
    for (int d = 0; d < 4; d++)
        bush_stub_side[d] = 0;

    for (int i = 0; i < t->nseg; i++) {
        const TileSeg *s = &t->seg[i];
        if (s->kind != SEG_ROAD || popcount4(s->edges) != 1) continue;
        int a = side_of(s->edges);
        ArtPt m = side_mid(a), n = inward[a];
        ArtPt e = centre_pt;
        int end = -1;
        ArtPt gate = centre_pt;
        if (s->market && g->market.present) {
            end = ART_END_MARKET;
            e = g->market.c;
        } else if (g->monastery.present) {
            end = ART_END_MONASTERY;
            e = g->monastery.c;
        } else if (g->festival.present) {
            end = ART_END_FESTIVAL;
            e = g->festival.c;
        }
        if (end < 0 && nthrough > 0) {
            for (float tt = 0.02f; tt <= 1.0f && end < 0; tt += 0.004f) {
                ArtPt p = padd(m, pmul(n, tt));
                for (int r = 0; r < nthrough; r++)
                    if (path_dist(&g->road[r].path, p) < 0.004f) {
                        end = ART_END_ROAD;
                        e = p;
                    }
            }
        }
        if (end < 0 && bush_side >= 0) {
            int b = bush_side;
            ArtPt q = centre_pt;
            if (b == ((a + 1) & 3)) q = corner_pt[(a + 1) & 3];
            if (a == ((b + 1) & 3)) q = corner_pt[a];
            e = centre_pt;
            for (float tt = 0; tt <= 0.6f; tt += 0.02f) {
                e = plerp(centre_pt, q, tt);
                if (city_clearance(g, e) >= 0.2f) break;
            }
            end = ART_END_BUSH;
            bush_stub_side[b] = 1;
            bush_meet[b] = e;
        }
        if (end < 0 && nstubs >= 2) {
            end = ART_END_JUNCTION;
            g->junction.present = 1;
            g->junction.c = centre_pt;
            g->junction.r = JUNCTION_R;
        }
        if (end < 0 && g->ncity > 0) {
            for (float tt = 0.02f; tt <= 1.0f && end < 0; tt += 0.004f) {
                ArtPt p = padd(m, pmul(n, tt));
                for (int c = 0; c < g->ncity && end < 0; c++)
                    if (in_polygon(&g->city[c], p)) {
                        end = ART_END_GATE;
                        gate = p;
                        e = padd(p, pmul(n, 0.05f));
                        ArtPt side = pt(-n.y, n.x);
                        float off = ART_ROAD_SURFACE + ART_TOWER_R * 0.9f;
                        add_tower(&g->city[c], padd(p, pmul(side, off)));
                        add_tower(&g->city[c], padd(p, pmul(side, -off)));
                    }
            }
        }
        if (end < 0) {
            end = ART_END_WELL;
            g->well_end.present = 1;
            g->well_end.c = centre_pt;
            g->well_end.r = WELL_END_R;
        }
        ArtRoad *r = add_road(g, i, 0, end);
        if (!r) continue;
        r->gate = gate;
        r->gate_dir = n;
        /* Straight when the end lies on the edge's normal, else a gentle bend. */
        ArtPt off = psub(e, m);
        float across = fabsf(off.x * n.y - off.y * n.x);
        if (across < 1e-3f) {
            path_line(&r->path, m, e, 12);
        } else {
            ArtPt p1 = padd(m, pmul(n, 0.22f));
            path_cubic(&r->path, m, p1, plerp(e, p1, 0.35f), e, 24);
        }
    }
}

static void build_hedges(ArtGeom *g, const TileDef *t, const int *bush_stub_side,
                         const ArtPt *bush_meet)
{
    for (int b = 0; b < 4; b++) {
        if (t->edge[b] != EDGE_BUSH || g->nhedge >= ART_MAX_HEDGES) continue;
        ArtPt m = side_mid(b), n = inward[b], target = centre_pt;
        int above = 0;
        if (bush_stub_side[b]) {
            target = bush_meet[b];
            above = 1;
        } else {
            /* The road point nearest the centre: the hedge runs from the edge to it. */
            float best = 1e9f;
            for (int r = 0; r < g->nroad; r++)
                for (int j = 0; j < g->road[r].path.n; j++) {
                    float d = pdist(g->road[r].path.p[j], centre_pt);
                    if (d < best) {
                        best = d;
                        target = g->road[r].path.p[j];
                    }
                }
        }
        float dist = pdist(m, target);
        ArtPt p1 = padd(m, pmul(n, 0.45f * dist));
        ArtPt p2 = plerp(target, p1, 0.3f);
        ArtPt p3 = target;
        if (above) {
            /* Run on a little past the road's end so the road stops inside the hedge. */
            ArtPt dir = psub(target, p2);
            float l = plen(dir);
            if (l > 1e-4f) p3 = padd(target, pmul(dir, ART_ROAD_HALF * 0.9f / l));
        }
        int h = g->nhedge++;
        g->hedge_above[h] = above;
        path_cubic(&g->hedge[h], m, p1, p2, p3, 24);
    }
}

/* ---- classification ---- */

static int in_square(const ArtFeature *f, ArtPt p)
{
    return f->present && fabsf(p.x - f->c.x) <= f->r && fabsf(p.y - f->c.y) <= f->r;
}

static int in_circle(const ArtFeature *f, ArtPt p)
{
    return f->present && pdist(p, f->c) <= f->r;
}

/* Like near_path, but the two ends are cut square (SVG stroke-linecap butt). */
static int near_path_butt(const ArtPath *path, ArtPt p, float half)
{
    int last = path->n - 2;
    for (int i = 0; i <= last; i++) {
        ArtPt a = path->p[i], b = path->p[i + 1];
        float dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy;
        if (l2 <= 0) continue;
        float t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2;
        if ((i == 0 && t < 0) || (i == last && t > 1)) continue;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        float ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y;
        if (ex * ex + ey * ey <= half * half) return 1;
    }
    return 0;
}

int art_geom_classify(const ArtGeom *g, float x, float y)
{
    ArtPt p = pt(x, y);
    if (in_circle(&g->festival, p)) return ART_LAB_NONE;
    if (in_square(&g->market, p)) return ART_LAB_NONE;
    if (in_circle(&g->monastery, p)) return g->monastery_seg;
    if (in_circle(&g->junction, p) || in_circle(&g->well_end, p)) return ART_LAB_NONE;
    for (int h = 0; h < g->nhedge; h++)
        if (g->hedge_above[h] && near_path_butt(&g->hedge[h], p, ART_HEDGE_HALF))
            return ART_LAB_HEDGE;
    for (int c = g->ncity - 1; c >= 0; c--)
        if (in_city(&g->city[c], p)) return g->city[c].seg;
    for (int layer = 1; layer >= 0; layer--)
        for (int r = g->nroad - 1; r >= 0; r--)
            if (g->road[r].layer == layer && near_path_butt(&g->road[r].path, p, ART_ROAD_HALF))
                return g->road[r].seg;
    for (int h = 0; h < g->nhedge; h++)
        if (!g->hedge_above[h] && near_path_butt(&g->hedge[h], p, ART_HEDGE_HALF))
            return ART_LAB_HEDGE;
    return ART_LAB_FREE;
}

/* Classifies every cell centre of an n x n grid. */
static void classify_grid(const ArtGeom *g, int n, uint8_t *out)
{
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++)
            out[y * n + x] =
                (uint8_t)art_geom_classify(g, ((float)x + 0.5f) / n, ((float)y + 0.5f) / n);
}

/* Best centre for a circle on cells accepted by `want` (value list), as far as possible
 * from any other value and from the tile border. Returns the clearance in tile units. */
static float best_circle(int n, const uint8_t *cells, const uint8_t *want, int nwant, ArtPt prefer,
                         float prefer_r, ArtPt *at)
{
    uint8_t *in = malloc((size_t)n * n);
    float *dt = malloc(sizeof(float) * (size_t)n * n);
    float best = -1;
    if (!in || !dt) goto done;
    for (int i = 0; i < n * n; i++) {
        in[i] = 0;
        for (int w = 0; w < nwant; w++)
            if (cells[i] == want[w]) in[i] = 1;
    }
    /* Regions of different wanted values must stay apart too: compare values, not just
     * membership, by marking cells whose neighbour differs. */
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            int i = y * n + x;
            if (!in[i]) continue;
            if ((x > 0 && cells[i - 1] != cells[i]) || (y > 0 && cells[i - n] != cells[i]))
                in[i] = 0;
        }
    grid_distance(n, in, dt);
    {
        int px = (int)(prefer.x * n), py = (int)(prefer.y * n);
        if (px >= 0 && px < n && py >= 0 && py < n && dt[py * n + px] / n >= prefer_r) {
            *at = prefer;
            best = dt[py * n + px] / n;
            goto done;
        }
    }
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            float d = dt[y * n + x] / n;
            /* A slight pull to the centre keeps ties from hugging one side. */
            float cx = ((float)x + 0.5f) / n, cy = ((float)y + 0.5f) / n;
            float score = d - 0.02f * pdist(pt(cx, cy), centre_pt);
            if (score > best) {
                best = score;
                *at = pt(cx, cy);
            }
        }
    if (best >= 0) {
        int x = (int)(at->x * n), y = (int)(at->y * n);
        best = dt[y * n + x] / n;
    }
done:
    free(in);
    free(dt);
    return best;
}

static void place_monastery(ArtGeom *g, const TileDef *t)
{
    g->monastery_seg = -1;
    if (!t->monastery) return;
    for (int i = 0; i < t->nseg; i++)
        if (t->seg[i].kind == SEG_MONASTERY) g->monastery_seg = i;
    if (g->monastery_seg < 0) return;
    enum { N = 64 };
    uint8_t cells[N * N];
    classify_grid(g, N, cells);
    uint8_t want = ART_LAB_FREE;
    ArtPt at = centre_pt;
    float clear = best_circle(N, cells, &want, 1, centre_pt, 0.13f + 0.02f, &at);
    g->monastery.present = 1;
    g->monastery.c = at;
    g->monastery.r = fminf(MONASTERY_R, fmaxf(0.08f, clear - 0.02f));
}

static void place_festival(ArtGeom *g, const TileDef *t)
{
    if (!t->festival || g->festival.present) return;
    enum { N = 64 };
    uint8_t cells[N * N];
    classify_grid(g, N, cells);
    uint8_t want[1 + TILE_MAX_SEG];
    int nwant = 0;
    want[nwant++] = ART_LAB_FREE;
    for (int i = 0; i < g->ncity; i++)
        want[nwant++] = (uint8_t)g->city[i].seg;
    ArtPt at = centre_pt;
    float clear = best_circle(N, cells, want, nwant, pt(-1, -1), 1, &at);
    g->festival.present = 1;
    g->festival.c = at;
    g->festival.r = fminf(FESTIVAL_MAX_R, fmaxf(0.07f, clear - 0.025f));
}

/* ---- fields ---- */

static int cell_of(float v)
{
    int i = (int)(v * G);
    return i < 0 ? 0 : i >= G ? G - 1 : i;
}

static void flood_fields(ArtGeom *g, const TileDef *t)
{
    int *seed = malloc(sizeof(int) * G * G);
    if (!seed) return;
    for (int i = 0; i < G * G; i++)
        seed[i] = -1;
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
        for (int x = 0; x < G; x++)
            free_cells[y * G + x] = g->cls[y][x] == ART_LAB_FREE;
    grid_voronoi(G, free_cells, seed, out);
    if (inner >= 0) {
        /* The largest free pocket no half-edge reaches is the inner field. */
        int best = grid_largest_unlabelled(G, free_cells, out);
        if (best >= 0) {
            for (int i = 0; i < G * G; i++)
                seed[i] = -1;
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

static void build_fences(ArtGeom *g, const TileDef *t)
{
    (void)t;
    ArtPath chains[ART_MAX_FENCES];
    int n = grid_label_boundaries(G, &g->cls[0][0], &g->lab[0][0], ART_LAB_FREE, chains,
                                  ART_MAX_FENCES);
    for (int i = 0; i < n && g->nfence < ART_MAX_FENCES; i++)
        g->fence[g->nfence++] = chains[i];
}

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
        for (int x = 0; x < G; x++)
            in[y * G + x] = g->lab[y][x] == seg && !occ[y * G + x];
    grid_distance(G, in, dt);
    for (int i = 0; i < G * G; i++)
        dt[i] /= G;
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

static void place_anchors(ArtGeom *g, const TileDef *t, const uint8_t *occ)
{
    for (int i = 0; i < t->nseg; i++) {
        switch (t->seg[i].kind) {
        case SEG_ROAD:
            road_anchor(g, i);
            break;
        case SEG_MONASTERY:
            g->anchor[i] = g->monastery.c;
            break;
        default:
            region_anchor(g, i, occ);
            break;
        }
    }
}

/* Pictures (well, garden, ...) go first, into the roomiest meadow spots; figures then
 * stand beside them. */
static void place_pictures(ArtGeom *g, const TileDef *t, uint8_t *occ)
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
            ArtPt at;
            float r;
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

static void place_decorations(ArtGeom *g, const TileDef *t, uint8_t *occ)
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

/* ---- public ---- */

ArtGeom *art_geom_new(const TileDef *t)
{
    ArtGeom *g = calloc(1, sizeof *g);
    if (!g) return NULL;
    g->tile = t;
    g->monastery_seg = -1;
    build_cities(g, t);
    build_through_roads(g, t);
    if (t->marketplace) {
        g->market.present = 1;
        g->market.c = centre_pt;
        g->market.r = MARKET_HALF;
    }
    place_monastery(g, t);
    if (t->festival && !t->monastery && count_stubs(t) > 0 && !t->marketplace) {
        g->festival.present = 1;
        g->festival.c = centre_pt;
        g->festival.r = FESTIVAL_CENTRE_R;
    }
    int bush_stub_side[4];
    ArtPt bush_meet[4];
    build_stubs(g, t, bush_stub_side, bush_meet);
    build_hedges(g, t, bush_stub_side, bush_meet);
    place_towers(g);
    place_festival(g, t);
    classify_grid(g, G, &g->cls[0][0]);
    flood_fields(g, t);
    build_fences(g, t);
    uint8_t *occ = calloc(G * G, 1);
    if (!occ) {
        free(g);
        return NULL;
    }
    place_pictures(g, t, occ);
    place_anchors(g, t, occ);
    place_decorations(g, t, occ);
    free(occ);
    return g;
}

void art_geom_free(ArtGeom *g)
{
    free(g);
}

int art_geom_hit(const ArtGeom *g, int rot, float u, float v)
{
    if (!(u >= 0 && u < 1 && v >= 0 && v < 1)) return -1;
    ArtPt p = art_unrot_point(pt(u, v), rot);
    int c = art_geom_classify(g, p.x, p.y);
    if (c != ART_LAB_FREE && c != ART_LAB_HEDGE) return c == ART_LAB_NONE ? -1 : c;
    /* A field: read the grid, or the nearest field cell when the cell itself is drawn
     * as something else (its centre falls just across a boundary). */
    int cx = cell_of(p.x), cy = cell_of(p.y);
    for (int r = 0; r <= 4; r++) {
        int best = -1;
        float bd = 1e9f;
        for (int y = cy - r; y <= cy + r; y++)
            for (int x = cx - r; x <= cx + r; x++) {
                if (x < 0 || y < 0 || x >= G || y >= G) continue;
                if (abs(x - cx) != r && abs(y - cy) != r) continue;
                int l = g->lab[y][x];
                if (l >= TILE_MAX_SEG || g->tile->seg[l].kind != SEG_FIELD) continue;
                float dx = ((float)x + 0.5f) / G - p.x, dy = ((float)y + 0.5f) / G - p.y;
                float d = dx * dx + dy * dy;
                if (d < bd) {
                    bd = d;
                    best = l;
                }
            }
        if (best >= 0) return best;
    }
    return -1;
}

void art_geom_anchor(const ArtGeom *g, int rot, int seg, float *u, float *v)
{
    ArtPt p = centre_pt;
    if (seg >= 0 && seg < g->tile->nseg) p = art_rot_point(g->anchor[seg], rot);
    *u = p.x;
    *v = p.y;
}

int art_hit(const TileDef *t, int rot, float u, float v)
{
    ArtGeom *g = art_geom_new(t);
    if (!g) return -1;
    int r = art_geom_hit(g, rot, u, v);
    art_geom_free(g);
    return r;
}

void art_anchor(const TileDef *t, int rot, int seg, float *u, float *v)
{
    ArtGeom *g = art_geom_new(t);
    if (!g) {
        *u = *v = 0.5f;
        return;
    }
    art_geom_anchor(g, rot, seg, u, v);
    art_geom_free(g);
}
