/* The tile art: an SVG drawn from the tile geometry (art_geom.h), plus the flat "id" SVG
 * the tests compare the hit test against. Geometry (fields, roads, walls, hedges, fences)
 * turns with the tile; buildings, shields, flowers and pictures are drawn upright at their
 * turned places so light falls the same way on every tile. Units: viewBox 0..1000. */
#include "art_tile_int.h"

/* ---- meadow ---- */

static int field_cell(const ArtGeom *g, ArtPt p)
{
    int x = (int)(p.x * ART_GRID), y = (int)(p.y * ART_GRID);
    if (x < 0 || y < 0 || x >= ART_GRID || y >= ART_GRID) return 0;
    int l = g->lab[y][x];
    return g->cls[y][x] == ART_LAB_FREE && l < TILE_MAX_SEG && g->tile->seg[l].kind == SEG_FIELD;
}

static void draw_patches(Ctx *c)
{
    artbuf_puts(c->b,
                "<defs><radialGradient id=\"pd\"><stop offset=\"0\" stop-color=\"" C_FIELD_DARK
                "\" stop-opacity=\"0.55\"/><stop offset=\"1\" stop-color=\"" C_FIELD_DARK
                "\" stop-opacity=\"0\"/></radialGradient><radialGradient id=\"pl\"><stop "
                "offset=\"0\" stop-color=\"" C_FIELD_LIGHT "\" stop-opacity=\"0.6\"/><stop "
                "offset=\"1\" stop-color=\"" C_FIELD_LIGHT
                "\" stop-opacity=\"0\"/></radialGradient></defs>\n");
    for (int i = 0; i < c->g->ndecor; i++) {
        const ArtDecor *d = &c->g->decor[i];
        if (d->kind != ART_DECO_PATCH) continue;
        circle(c, d->c, d->r, d->param ? "fill=\"url(#pl)\"" : "fill=\"url(#pd)\"");
    }
}

/* Grass blades and tufts, upright, only where the meadow shows. */
static void draw_grass(Ctx *c)
{
    if (c->size < 56) return;
    int count = c->size >= 192 ? 420 : c->size >= 112 ? 260 : 140;
    float w = fmaxf(3.0f, c->px * 0.9f);
    for (int pass = 0; pass < 2; pass++) {
        uint32_t rs = c->rs + 77u * (uint32_t)pass;
        artbuf_printf(c->b, "<path fill=\"none\" stroke=\"%s\" stroke-linecap=\"round\" d=\"",
                      pass ? C_FIELD_LIGHT : C_FIELD_DARK);
        for (int i = 0; i < count; i++) {
            ArtPt p = pt(rnd(&rs), rnd(&rs));
            float h = 10.0f + 10.0f * rnd(&rs), lean = (rnd(&rs) - 0.5f) * 10.0f;
            int tuft = rnd(&rs) < 0.3f;
            if (!field_cell(c->g, p)) continue;
            ArtPt q = tr(c, p);
            artbuf_puts(c->b, "M");
            num(c, q.x, ' ');
            num(c, q.y, 'l');
            num(c, lean, ' ');
            num(c, -h, 0);
            if (tuft) {
                artbuf_puts(c->b, "M");
                num(c, q.x, ' ');
                num(c, q.y, 'l');
                num(c, lean - 6, ' ');
                num(c, -h * 0.7f, 'M');
                num(c, q.x, ' ');
                num(c, q.y, 'l');
                num(c, lean + 6, ' ');
                num(c, -h * 0.7f, 0);
            }
        }
        artbuf_puts(c->b, "\" stroke-width=\"");
        num(c, w, '"');
        artbuf_puts(c->b, "/>\n");
    }
}

/* ---- hedges and fences ---- */

static void draw_hedge(Ctx *c, const ArtPath *p)
{
    float half = ART_HEDGE_HALF * 1000.0f;
    stroke_path(c, p, C_HEDGE_DARK, 2 * half, "stroke-linecap=\"butt\"");
    /* Bumps along the line; the first sits on the edge midpoint so that the hedge of the
     * next tile completes it. */
    uint32_t rs = c->rs ^ 0x5bd1e995u;
    for (int layer = 0; layer < 2; layer++) {
        float acc = 0;
        for (int i = 0; i + 1 < p->n; i++) {
            ArtPt a = p->p[i], b = p->p[i + 1];
            float l = sqrtf((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
            while (acc <= l) {
                float t = l > 0 ? acc / l : 0;
                ArtPt q = pt(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
                float jx = layer ? (rnd(&rs) - 0.5f) * 0.012f : 0;
                float jy = layer ? (rnd(&rs) - 0.5f) * 0.012f - 0.004f : 0;
                float r = layer ? 0.011f : ART_HEDGE_HALF * 0.82f;
                circle(c, pt(q.x + jx, q.y + jy), r,
                       layer ? "fill=\"" C_HEDGE_LIGHT "\"" : "fill=\"" C_HEDGE "\"");
                acc += layer ? 0.024f : 0.028f;
            }
            acc -= l;
        }
    }
}

static void draw_fence(Ctx *c, const ArtPath *p)
{
    stroke_path(c, p, C_WOOD_DARK, 16, "stroke-linecap=\"round\" stroke-linejoin=\"round\"");
    stroke_path(c, p, "#a27c4e", 7, "stroke-linecap=\"round\" stroke-linejoin=\"round\"");
    if (c->size < 64) return;
    float acc = 0.02f;
    for (int i = 0; i + 1 < p->n; i++) {
        ArtPt a = p->p[i], b = p->p[i + 1];
        float l = sqrtf((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
        while (acc <= l) {
            float t = l > 0 ? acc / l : 0;
            ArtPt q = pt(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
            if (q.x > 0.01f && q.x < 0.99f && q.y > 0.01f && q.y < 0.99f && field_cell(c->g, q))
                circle(c, q, 0.011f, "fill=\"#6a4a2a\" stroke=\"#3e2a16\" stroke-width=\"4\"");
            acc += 0.055f;
        }
        acc -= l;
    }
}

/* ---- roads ---- */

static void draw_roads(Ctx *c)
{
    const ArtGeom *g = c->g;
    for (int layer = 0; layer < 2; layer++) {
        for (int r = 0; r < g->nroad; r++)
            if (g->road[r].layer == layer)
                stroke_path(c, &g->road[r].path, C_VERGE, 2000 * ART_ROAD_HALF,
                            "stroke-linecap=\"butt\" stroke-linejoin=\"round\"");
        for (int r = 0; r < g->nroad; r++)
            if (g->road[r].layer == layer)
                stroke_path(c, &g->road[r].path, C_ROAD, 2000 * ART_ROAD_SURFACE,
                            "stroke-linecap=\"butt\" stroke-linejoin=\"round\"");
        if (c->size < 72) continue;
        /* A few pebbles and wheel marks. */
        for (int r = 0; r < g->nroad; r++) {
            if (g->road[r].layer != layer) continue;
            const ArtPath *p = &g->road[r].path;
            uint32_t rs = c->rs + 1013u * (uint32_t)r;
            for (int i = 1; i + 1 < p->n; i += 2) {
                ArtPt a = p->p[i], b = p->p[i + 1];
                float dx = b.x - a.x, dy = b.y - a.y, l = sqrtf(dx * dx + dy * dy);
                if (l < 1e-5f) continue;
                float side = (rnd(&rs) - 0.5f) * 2 * ART_ROAD_SURFACE * 0.7f;
                ArtPt q = pt(a.x - dy / l * side, a.y + dx / l * side);
                if (rnd(&rs) < 0.55f)
                    circle(c, q, 0.004f + 0.003f * rnd(&rs), "fill=\"" C_ROAD_DOT "\"");
            }
        }
    }
}

/* ---- cities ---- */

static void draw_gate(Ctx *c, const ArtRoad *r)
{
    ArtPt g0 = r->gate, d = r->gate_dir, n = pt(-d.y, d.x);
    float hw = ART_ROAD_SURFACE * 1.0f, depth = ART_WALL_HALF * 1.3f;
    ArtPt q[4];
    q[0] = pt(g0.x + n.x * hw - d.x * depth, g0.y + n.y * hw - d.y * depth);
    q[1] = pt(g0.x - n.x * hw - d.x * depth, g0.y - n.y * hw - d.y * depth);
    q[2] = pt(g0.x - n.x * hw + d.x * depth, g0.y - n.y * hw + d.y * depth);
    q[3] = pt(g0.x + n.x * hw + d.x * depth, g0.y + n.y * hw + d.y * depth);
    artbuf_puts(c->b, "<path fill=\"#4a3a2b\" stroke=\"" C_WALL_DARK "\" stroke-width=\"5\"");
    path_d(c, q, 4, 1);
    artbuf_puts(c->b, "/>\n");
}

void art_tile_wall_runs(Ctx *c, const ArtCity *city, const char *colour, float width,
                        const char *extra)
{
    /* Start just after a border edge so runs do not wrap (a city with no border edge is
     * one closed run). */
    int start = -1;
    for (int i = 0; i < city->n; i++)
        if (!city->wall[i]) {
            start = (i + 1) % city->n;
            break;
        }
    ArtPath run;
    run.n = 0;
    for (int k = 0; k <= city->n; k++) {
        int i = ((start < 0 ? 0 : start) + k) % city->n;
        int j = (i + 1) % city->n;
        if (k < city->n && city->wall[i]) {
            if (run.n == 0) run.p[run.n++] = city->p[i];
            /* ART_PATH_MAX is short: flush long runs in pieces. */
            if (run.n == ART_PATH_MAX) {
                stroke_path(c, &run, colour, width, extra);
                run.p[0] = run.p[run.n - 1];
                run.n = 1;
            }
            run.p[run.n++] = city->p[j];
        } else if (run.n > 0) {
            stroke_path(c, &run, colour, width, extra);
            run.n = 0;
        }
    }
    if (run.n > 1) stroke_path(c, &run, colour, width, extra);
}

static void draw_city(Ctx *c, const ArtCity *city)
{
    artbuf_puts(c->b, "<path fill=\"" C_CITY "\"");
    path_d(c, city->p, city->n, 1);
    artbuf_puts(c->b, "/>\n");
    /* Cobbles: small dots where the ground shows between houses. */
    if (c->size >= 72) {
        uint32_t rs = c->rs ^ (uint32_t)(city->seg * 7717);
        artbuf_puts(c->b, "<path fill=\"none\" stroke=\"" C_CITY_DOT
                          "\" stroke-linecap=\"round\" stroke-width=\"7\" d=\"");
        for (int i = 0; i < 260; i++) {
            ArtPt p = pt(rnd(&rs), rnd(&rs));
            int x = (int)(p.x * ART_GRID), y = (int)(p.y * ART_GRID);
            if (c->g->lab[y][x] != city->seg) continue;
            ArtPt q = tr(c, p);
            artbuf_puts(c->b, "M");
            num(c, q.x, ' ');
            num(c, q.y, 'h');
            artbuf_puts(c->b, "5");
        }
        artbuf_puts(c->b, "\"/>\n");
    }
}

static void draw_walls(Ctx *c, const ArtCity *city)
{
    float w = 2000 * ART_WALL_HALF;
    art_tile_wall_runs(c, city, C_WALL_DARK, w,
                       "stroke-linejoin=\"round\" stroke-linecap=\"round\"");
    art_tile_wall_runs(c, city, C_WALL, w - 14,
                       "stroke-linejoin=\"round\" stroke-linecap=\"round\"");
    if (c->size >= 64)
        art_tile_wall_runs(c, city, C_WALL_MERLON, 5,
                           "stroke-linejoin=\"round\" stroke-linecap=\"round\"");
}

static void draw_towers(Ctx *c, const ArtCity *city)
{
    for (int i = 0; i < city->ntower; i++) {
        ArtPt p = city->tower[i];
        circle(c, pt(p.x + 0.006f, p.y + 0.008f), ART_TOWER_R,
               "fill=\"#000\" fill-opacity=\"0.25\"");
        circle(c, p, ART_TOWER_R - 0.003f,
               "fill=\"" C_WALL "\" stroke=\"" C_WALL_DARK "\" stroke-width=\"6\"");
        circle(c, p, ART_TOWER_R * 0.55f, "fill=\"" C_WALL_MERLON "\"");
    }
}

/* ---- the whole tile ---- */

void art_tile_svg_open(ArtBuf *b, int size_px)
{
    artbuf_printf(b,
                  "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                  "viewBox=\"0 0 1000 1000\">\n",
                  size_px, size_px);
}

static uint32_t tile_seed(const TileDef *t)
{
    uint32_t h = 2166136261U;
    for (const char *s = t->id; *s; s++) h = (h ^ (uint8_t)*s) * 16777619U;
    return art_hash(h);
}

char *art_geom_svg(const ArtGeom *g, int rot, int size_px)
{
    ArtBuf b;
    artbuf_init(&b);
    Ctx c = {&b,
             g,
             g->tile,
             rot & 3,
             size_px,
             1000.0f / (float)(size_px > 0 ? size_px : 1),
             tile_seed(g->tile)};
    art_tile_svg_open(&b, size_px);
    artbuf_puts(&b, "<rect width=\"1000\" height=\"1000\" fill=\"" C_FIELD "\"/>\n");
    draw_patches(&c);
    draw_grass(&c);
    for (int h = 0; h < g->nhedge; h++)
        if (!g->hedge_above[h]) draw_hedge(&c, &g->hedge[h]);
    for (int f = 0; f < g->nfence; f++) draw_fence(&c, &g->fence[f]);
    draw_roads(&c);
    for (int i = 0; i < g->ncity; i++) draw_city(&c, &g->city[i]);
    for (int i = 0; i < g->ncity; i++) draw_walls(&c, &g->city[i]);
    for (int r = 0; r < g->nroad; r++)
        if (g->road[r].end == ART_END_GATE) draw_gate(&c, &g->road[r]);
    for (int i = 0; i < g->ncity; i++) draw_towers(&c, &g->city[i]);
    art_build_houses(&c);
    for (int i = 0; i < g->ndecor; i++)
        if (g->decor[i].kind == ART_DECO_PENNANT) art_build_pennant(&c, &g->decor[i]);
    for (int h = 0; h < g->nhedge; h++)
        if (g->hedge_above[h]) draw_hedge(&c, &g->hedge[h]);
    if (g->junction.present) art_build_cottage(&c, &g->junction);
    if (g->well_end.present) art_picture_well_end(&c, &g->well_end);
    if (g->monastery.present) art_build_monastery(&c, &g->monastery);
    if (g->market.present) art_build_market(&c, &g->market);
    if (g->festival.present) art_build_festival(&c, &g->festival);
    for (int i = 0; i < g->ndecor; i++) {
        if (g->decor[i].kind == ART_DECO_FLOWERS) art_picture_flowers(&c, &g->decor[i]);
        if (g->decor[i].kind == ART_DECO_ILLUS) art_picture_draw(&c, &g->decor[i]);
    }
    artbuf_puts(&b, "</svg>\n");
    return artbuf_take(&b);
}

char *art_tile_svg(const TileDef *t, int rot, int size_px)
{
    ArtGeom *g = art_geom_new(t);
    if (!g) return NULL;
    char *s = art_geom_svg(g, rot, size_px);
    art_geom_free(g);
    return s;
}
