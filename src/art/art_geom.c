/* Tile geometry: the shapes of cities, roads, hedges and centre features, laid out from the
 * tile data alone, then a label grid that says which segment every point belongs to.
 * Fields are what is left: they are flooded from their half-edges, and where two fields
 * meet without anything drawn between them the meeting line becomes a fence. The layers
 * are laid out in art_geom_city.c, art_geom_road.c, art_geom_field.c and art_geom_decor.c;
 * this file has the public calls, the label grid and the centre features. */
#include "art_geom_int.h"

uint32_t art_hash(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

ArtPt art_rot_point(ArtPt p, int rot)
{
    for (int i = 0; i < (rot & 3); i++) p = pt(1 - p.y, p.x);
    return p;
}

ArtPt art_unrot_point(ArtPt p, int rot)
{
    for (int i = 0; i < (rot & 3); i++) p = pt(p.y, 1 - p.x);
    return p;
}

/* ---- classification ---- */

static int in_square(const ArtFeature *f, ArtPt p)
{
    return f->present && fabsf(p.x - f->c.x) <= f->r && fabsf(p.y - f->c.y) <= f->r;
}

static int in_circle(const ArtFeature *f, ArtPt p) { return f->present && pdist(p, f->c) <= f->r; }

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
    for (int i = 0; i < g->ncity; i++) want[nwant++] = (uint8_t)g->city[i].seg;
    ArtPt at = centre_pt;
    float clear = best_circle(N, cells, want, nwant, pt(-1, -1), 1, &at);
    g->festival.present = 1;
    g->festival.c = at;
    g->festival.r = fminf(FESTIVAL_MAX_R, fmaxf(0.07f, clear - 0.025f));
}

/* ---- public ---- */

ArtGeom *art_geom_new(const TileDef *t)
{
    ArtGeom *g = calloc(1, sizeof *g);
    if (!g) return NULL;
    g->tile = t;
    g->monastery_seg = -1;
    art_city_build(g, t);
    art_road_build_through(g, t);
    if (t->marketplace) {
        g->market.present = 1;
        g->market.c = centre_pt;
        g->market.r = MARKET_HALF;
    }
    place_monastery(g, t);
    if (t->festival && !t->monastery && art_road_count_stubs(t) > 0 && !t->marketplace) {
        g->festival.present = 1;
        g->festival.c = centre_pt;
        g->festival.r = FESTIVAL_CENTRE_R;
    }
    int bush_stub_side[4];
    ArtPt bush_meet[4];
    art_road_build_stubs(g, t, bush_stub_side, bush_meet);
    art_road_build_hedges(g, t, bush_stub_side, bush_meet);
    art_city_place_towers(g);
    place_festival(g, t);
    classify_grid(g, G, &g->cls[0][0]);
    art_field_flood(g, t);
    art_field_fences(g, t);
    uint8_t *occ = calloc(G * G, 1);
    if (!occ) {
        free(g);
        return NULL;
    }
    art_decor_pictures(g, t, occ);
    art_decor_anchors(g, t, occ);
    art_decor_place(g, t, occ);
    free(occ);
    return g;
}

void art_geom_free(ArtGeom *g) { free(g); }

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
