/* Internals of the tile geometry (art_geom*.c), split by what they lay out: art_geom.c (the
 * public calls, the label grid, the centre features), art_geom_city.c (city outlines and
 * towers), art_geom_road.c (roads and hedges), art_geom_field.c (fields and fences),
 * art_geom_decor.c (figure anchors, pictures, decorations). Private to src/art. */
#ifndef TROUBADOUR_ART_GEOM_INT_H
#define TROUBADOUR_ART_GEOM_INT_H

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "art_geom.h"
#include "art_grid.h"

#define G ART_GRID

/* Shape parameters, tile units. */
#define CAP_DEPTH         0.25f /* a city on one side */
#define CAP_FACING_BAND   0.20f /* a one-side city opposite a band (FE1) */
#define BAND_DEPTH        0.27f /* field lens beside a band */
#define BAND_NEAR_CAP     0.44f /* band side facing a separate city: room for a field */
#define LENS3_DEPTH       0.30f /* field lens of a three-side city */
#define ROAD_CURVE        0.20f /* control distance of a road bending round a corner */
#define MARKET_HALF       0.15f
#define MONASTERY_R       0.17f
#define FESTIVAL_CENTRE_R 0.24f
#define FESTIVAL_MAX_R    0.19f
#define JUNCTION_R        0.095f
#define WELL_END_R        0.085f

static const ArtPt corner_pt[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
static const ArtPt inward[4] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
static const ArtPt centre_pt = {0.5f, 0.5f};

/* ---- small vector helpers ---- */

static inline ArtPt pt(float x, float y)
{
    ArtPt p = {x, y};
    return p;
}
static inline ArtPt padd(ArtPt a, ArtPt b) { return pt(a.x + b.x, a.y + b.y); }
static inline ArtPt psub(ArtPt a, ArtPt b) { return pt(a.x - b.x, a.y - b.y); }
static inline ArtPt pmul(ArtPt a, float s) { return pt(a.x * s, a.y * s); }
static inline ArtPt plerp(ArtPt a, ArtPt b, float t)
{
    return pt(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
}
static inline float plen(ArtPt a) { return sqrtf(a.x * a.x + a.y * a.y); }
static inline float pdist(ArtPt a, ArtPt b) { return plen(psub(a, b)); }
static inline ArtPt side_mid(int d)
{
    return plerp(corner_pt[d & 3], corner_pt[(d + 1) & 3], 0.5f);
}
static inline ArtPt cubic(ArtPt p0, ArtPt p1, ArtPt p2, ArtPt p3, float t)
{
    float u = 1 - t, a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
    return pt(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y);
}

static inline float seg_dist2(ArtPt p, ArtPt a, ArtPt b)
{
    float dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy, t = 0;
    if (l2 > 0) {
        t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
    }
    float ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y;
    return ex * ex + ey * ey;
}

static inline float path_dist(const ArtPath *path, ArtPt p)
{
    float best = 1e9f;
    for (int i = 0; i + 1 < path->n; i++) {
        float d = seg_dist2(p, path->p[i], path->p[i + 1]);
        if (d < best) best = d;
    }
    return sqrtf(best);
}

static inline float path_length(const ArtPath *path)
{
    float l = 0;
    for (int i = 0; i + 1 < path->n; i++) l += pdist(path->p[i], path->p[i + 1]);
    return l;
}

static inline int in_polygon(const ArtCity *c, ArtPt p)
{
    int in = 0;
    for (int i = 0, j = c->n - 1; i < c->n; j = i++) {
        ArtPt a = c->p[i], b = c->p[j];
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x)
            in = !in;
    }
    return in;
}

static inline float wall_dist(const ArtCity *c, ArtPt p)
{
    float best = 1e9f;
    for (int i = 0; i < c->n; i++) {
        if (!c->wall[i]) continue;
        float d = seg_dist2(p, c->p[i], c->p[(i + 1) % c->n]);
        if (d < best) best = d;
    }
    return sqrtf(best);
}

static inline int in_city(const ArtCity *c, ArtPt p)
{
    if (p.x < c->x0 || p.x > c->x1 || p.y < c->y0 || p.y > c->y1) return 0;
    for (int i = 0; i < c->ntower; i++)
        if (pdist(p, c->tower[i]) <= ART_TOWER_R) return 1;
    return in_polygon(c, p) || wall_dist(c, p) <= ART_WALL_HALF;
}

static inline uint32_t id_hash(const char *s)
{
    uint32_t h = 2166136261U;
    for (; *s; s++) h = (h ^ (uint8_t)*s) * 16777619U;
    return art_hash(h);
}

/* Uniform in [0,1) from a running state. */
static inline float rnd(uint32_t *s)
{
    *s = art_hash(*s + 0x9e3779b9U);
    return (float)(*s >> 8) / 16777216.0f;
}

/* ---- paths ---- */

static inline void path_add(ArtPath *path, ArtPt p)
{
    if (path->n < ART_PATH_MAX) path->p[path->n++] = p;
}

static inline void path_line(ArtPath *path, ArtPt a, ArtPt b, int steps)
{
    path->n = 0;
    for (int i = 0; i <= steps; i++) path_add(path, plerp(a, b, (float)i / (float)steps));
}

static inline void path_cubic(ArtPath *path, ArtPt p0, ArtPt p1, ArtPt p2, ArtPt p3, int steps)
{
    path->n = 0;
    for (int i = 0; i <= steps; i++) path_add(path, cubic(p0, p1, p2, p3, (float)i / (float)steps));
}

static inline int popcount4(unsigned m)
{
    return (int)((m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1));
}

/* First side d of mask m (two adjacent sides) such that d and d+1 are both in m. */
static inline int adjacent_start(unsigned m)
{
    for (int d = 0; d < 4; d++)
        if ((m >> d & 1) && (m >> ((d + 1) & 3) & 1)) return d;
    return 0;
}

static inline int is_opposite_pair(unsigned m) { return m == 5 || m == 10; }

static inline int cell_of(float v)
{
    int i = (int)(v * G);
    return i < 0 ? 0 : i >= G ? G - 1 : i;
}

/* art_geom_city.c: city outlines and wall towers */
void art_city_add_tower(ArtCity *c, ArtPt p);
/* Round towers along the walls, kept off the tile border (where the next tile takes the
 * wall on) and away from gates. */
void art_city_place_towers(ArtGeom *g);
void art_city_build(ArtGeom *g, const TileDef *t);

/* art_geom_road.c: roads and hedges */
void art_road_build_through(ArtGeom *g, const TileDef *t);
int art_road_count_stubs(const TileDef *t);
void art_road_build_stubs(ArtGeom *g, const TileDef *t, int *bush_stub_side, ArtPt *bush_meet);
void art_road_build_hedges(ArtGeom *g, const TileDef *t, const int *bush_stub_side,
                           const ArtPt *bush_meet);

/* art_geom_field.c: fields and fences */
void art_field_flood(ArtGeom *g, const TileDef *t);
void art_field_fences(ArtGeom *g, const TileDef *t);

/* art_geom_decor.c: figure anchors, pictures, decorations */
void art_decor_anchors(ArtGeom *g, const TileDef *t, const uint8_t *occ);
/* Pictures (well, garden, ...) go first, into the roomiest meadow spots; figures then
 * stand beside them. */
void art_decor_pictures(ArtGeom *g, const TileDef *t, uint8_t *occ);
void art_decor_place(ArtGeom *g, const TileDef *t, uint8_t *occ);

#endif
