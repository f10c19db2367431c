/* Tile geometry, roads: through roads, the stubs that end in the tile, bush hedges. */
#include "art_geom_int.h"

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

void art_road_build_through(ArtGeom *g, const TileDef *t)
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

int art_road_count_stubs(const TileDef *t)
{
    int n = 0;
    for (int i = 0; i < t->nseg; i++)
        if (t->seg[i].kind == SEG_ROAD && popcount4(t->seg[i].edges) == 1) n++;
    return n;
}

static int side_of(unsigned m)
{
    int d = 0;
    while (d < 4 && !(m >> d & 1)) d++;
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

void art_road_build_stubs(ArtGeom *g, const TileDef *t, int *bush_stub_side, ArtPt *bush_meet)
{
    int nstubs = art_road_count_stubs(t);
    int nthrough = g->nroad;
    int bush_side = -1;
    for (int d = 0; d < 4; d++)
        if (t->edge[d] == EDGE_BUSH && bush_side < 0) bush_side = d;
    for (int d = 0; d < 4; d++) bush_stub_side[d] = 0;

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
                        art_city_add_tower(&g->city[c], padd(p, pmul(side, off)));
                        art_city_add_tower(&g->city[c], padd(p, pmul(side, -off)));
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

void art_road_build_hedges(ArtGeom *g, const TileDef *t, const int *bush_stub_side,
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
