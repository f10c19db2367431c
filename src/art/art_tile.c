/* The tile art: an SVG drawn from the tile geometry (art_geom.h), plus the flat "id" SVG
 * the tests compare the hit test against. Geometry (fields, roads, walls, hedges, fences)
 * turns with the tile; buildings, shields, flowers and pictures are drawn upright at their
 * turned places so light falls the same way on every tile. Units: viewBox 0..1000. */
#include "art_svg.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Palette. */
#define C_FIELD "#8db55a"
#define C_FIELD_DARK "#76a04a"
#define C_FIELD_LIGHT "#a9cb72"
#define C_ROAD "#eadfbf"
#define C_VERGE "#9d8660"
#define C_ROAD_DOT "#cdbd95"
#define C_CITY "#d3bd91"
#define C_CITY_DOT "#cbb68b"
#define C_WALL_DARK "#5c5044"
#define C_WALL "#cdc1a8"
#define C_WALL_MERLON "#a99b80"
#define C_HEDGE_DARK "#2f5a26"
#define C_HEDGE "#467a32"
#define C_HEDGE_LIGHT "#6a9e45"
#define C_WOOD "#7c5a36"
#define C_WOOD_DARK "#553d22"
#define C_OUTLINE "#3b2f25"

typedef struct Ctx {
    ArtBuf *b;
    const ArtGeom *g;
    const TileDef *t;
    int rot;
    int size;
    float px; /* viewBox units per output pixel */
    uint32_t rs;
} Ctx;

static ArtPt pt(float x, float y)
{
    ArtPt p = {x, y};
    return p;
}

static float rnd(uint32_t *s)
{
    *s = art_hash(*s + 0x9e3779b9U);
    return (float)(*s >> 8) / 16777216.0f;
}

/* Tile point -> viewBox point of the turned tile. */
static ArtPt tr(const Ctx *c, ArtPt p)
{
    p = art_rot_point(p, c->rot);
    return pt(p.x * 1000.0f, p.y * 1000.0f);
}

static void num(Ctx *c, float v, char sep)
{
    artbuf_num(c->b, v, sep);
}

static void path_d(Ctx *c, const ArtPt *p, int n, int closed)
{
    artbuf_puts(c->b, " d=\"");
    for (int i = 0; i < n; i++) {
        ArtPt q = tr(c, p[i]);
        artbuf_puts(c->b, i == 0 ? "M" : "L");
        num(c, q.x, ' ');
        num(c, q.y, 0);
    }
    if (closed) artbuf_puts(c->b, "Z");
    artbuf_puts(c->b, "\"");
}

static void stroke_path(Ctx *c, const ArtPath *p, const char *colour, float width,
                        const char *extra)
{
    if (p->n < 2) return;
    artbuf_puts(c->b, "<path fill=\"none\"");
    path_d(c, p->p, p->n, 0);
    artbuf_printf(c->b, " stroke=\"%s\" stroke-width=\"", colour);
    num(c, width, '"');
    artbuf_printf(c->b, " %s/>\n", extra ? extra : "");
}

static void circle(Ctx *c, ArtPt centre, float r, const char *attrs)
{
    ArtPt q = tr(c, centre);
    artbuf_puts(c->b, "<circle cx=\"");
    num(c, q.x, 0);
    artbuf_puts(c->b, "\" cy=\"");
    num(c, q.y, 0);
    artbuf_puts(c->b, "\" r=\"");
    num(c, r * 1000.0f, 0);
    artbuf_printf(c->b, "\" %s/>\n", attrs);
}

/* Upright local frame: 100 local units = r tile units, origin at the turned centre. */
static void local_begin(Ctx *c, ArtPt centre, float r)
{
    ArtPt q = tr(c, centre);
    artbuf_puts(c->b, "<g transform=\"translate(");
    num(c, q.x, ' ');
    num(c, q.y, 0);
    artbuf_puts(c->b, ") scale(");
    artbuf_printf(c->b, "%d.%03d", (int)(r * 10.0f), (int)(r * 10000.0f) % 1000);
    artbuf_puts(c->b, ")\">\n");
}

static void local_end(Ctx *c)
{
    artbuf_puts(c->b, "</g>\n");
}

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

static void wall_runs(Ctx *c, const ArtCity *city, const char *colour, float width,
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
    wall_runs(c, city, C_WALL_DARK, w, "stroke-linejoin=\"round\" stroke-linecap=\"round\"");
    wall_runs(c, city, C_WALL, w - 14, "stroke-linejoin=\"round\" stroke-linecap=\"round\"");
    if (c->size >= 64)
        wall_runs(c, city, C_WALL_MERLON, 5, "stroke-linejoin=\"round\" stroke-linecap=\"round\"");
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

/* ---- buildings (upright) ---- */

static const char *const roof_light[6] = {"#d98a67", "#e29b6b", "#cf7a5e",
                                          "#d8875c", "#c47a60", "#e6aa72"};
static const char *const roof_dark[6] = {"#b0583d", "#bb6a42", "#a24a35",
                                         "#b35d3b", "#9a5040", "#c07c48"};

static void rect_abs(Ctx *c, float x, float y, float w, float h, const char *attrs)
{
    artbuf_puts(c->b, "<rect x=\"");
    num(c, x, '"');
    artbuf_puts(c->b, " y=\"");
    num(c, y, '"');
    artbuf_puts(c->b, " width=\"");
    num(c, w, '"');
    artbuf_puts(c->b, " height=\"");
    num(c, h, '"');
    artbuf_printf(c->b, " %s/>\n", attrs);
}

static void draw_house(Ctx *c, const ArtDecor *d)
{
    ArtPt q = tr(c, d->c);
    float w = d->w * 1000, h = d->h * 1000, x = q.x - w / 2, y = q.y - h / 2;
    int k = (int)(d->seed % 6);
    char lit[24], dark[24], edge[64];
    snprintf(lit, sizeof lit, "fill=\"%s\"", roof_light[k]);
    snprintf(dark, sizeof dark, "fill=\"%s\"", roof_dark[k]);
    snprintf(edge, sizeof edge, "fill=\"none\" stroke=\"#4e2418\" stroke-width=\"%d\"",
             c->size >= 96 ? 4 : 6);
    rect_abs(c, x + 7, y + 9, w, h, "fill=\"#000\" fill-opacity=\"0.22\"");
    if (fabsf(w - h) < 1.0f) { /* square: a hip roof of four slopes, lit from the north-west */
        ArtPt m = pt(x + w / 2, y + h / 2);
        const char *fills[4] = {lit, lit, dark, dark};
        const float cx[5] = {x, x + w, x + w, x, x}, cy[5] = {y, y, y + h, y + h, y};
        static const int order[4] = {3, 0, 1, 2}; /* west, north, east, south */
        for (int s = 0; s < 4; s++) {
            int a = order[s];
            artbuf_puts(c->b, "<path d=\"M");
            num(c, cx[a], ' ');
            num(c, cy[a], 'L');
            num(c, cx[a + 1], ' ');
            num(c, cy[a + 1], 'L');
            num(c, m.x, ' ');
            num(c, m.y, 'Z');
            artbuf_printf(c->b, "\" %s/>\n", fills[s]);
        }
        rect_abs(c, x, y, w, h, edge);
        artbuf_puts(c->b, "<path d=\"M");
        num(c, x, ' ');
        num(c, y, 'L');
        num(c, x + w, ' ');
        num(c, y + h, 'M');
        num(c, x + w, ' ');
        num(c, y, 'L');
        num(c, x, ' ');
        num(c, y + h, 0);
        artbuf_puts(c->b, "\" stroke=\"#7a3524\" stroke-width=\"3\"/>\n");
        return;
    }
    if (w >= h) { /* ridge east-west: the north slope catches the light */
        rect_abs(c, x, y, w, h / 2, lit);
        rect_abs(c, x, y + h / 2, w, h / 2, dark);
    } else { /* ridge north-south: the west slope catches the light */
        rect_abs(c, x, y, w / 2, h, lit);
        rect_abs(c, x + w / 2, y, w / 2, h, dark);
    }
    rect_abs(c, x, y, w, h, edge);
    if (c->size >= 96 && (d->seed >> 8) % 3 == 0) {
        float cx = x + w * (w >= h ? 0.72f : 0.25f), cy = y + h * (w >= h ? 0.22f : 0.7f);
        rect_abs(c, cx, cy, 9, 9, "fill=\"#6d5d50\" stroke=\"#3b2f25\" stroke-width=\"2\"");
    }
}

/* Houses from north to south as the board shows them, so nearer roofs overlap. */
static void draw_houses(Ctx *c)
{
    const ArtGeom *g = c->g;
    int idx[ART_MAX_DECOR], n = 0;
    float key[ART_MAX_DECOR];
    for (int i = 0; i < g->ndecor; i++)
        if (g->decor[i].kind == ART_DECO_HOUSE) {
            ArtPt q = art_rot_point(g->decor[i].c, c->rot);
            int k = n++;
            while (k > 0 && key[k - 1] > q.y + q.x * 0.01f) {
                key[k] = key[k - 1];
                idx[k] = idx[k - 1];
                k--;
            }
            key[k] = q.y + q.x * 0.01f;
            idx[k] = i;
        }
    for (int i = 0; i < n; i++)
        draw_house(c, &g->decor[idx[i]]);
}

static void draw_pennant(Ctx *c, const ArtDecor *d)
{
    local_begin(c, d->c, d->r);
    artbuf_puts(c->b,
                "<path d=\"M-62,-66 H68 V4 C68,50 30,76 3,96 C-24,76 -62,50 -62,4 Z\" "
                "fill=\"#000\" fill-opacity=\"0.25\" transform=\"translate(8 8)\"/>\n"
                "<path d=\"M-66,-72 H66 V0 C66,46 30,72 0,92 C-30,72 -66,46 -66,0 Z\" "
                "fill=\"#2c5aa8\" stroke=\"#f3d36b\" stroke-width=\"10\"/>\n"
                "<path d=\"M-54,22 L0,-30 L54,22 L54,48 L0,-4 L-54,48 Z\" fill=\"#f3d36b\"/>\n"
                "<circle cx=\"0\" cy=\"-44\" r=\"12\" fill=\"#f7f1e1\"/>\n"
                "<path d=\"M-66,-72 H66 V0 C66,46 30,72 0,92 C-30,72 -66,46 -66,0 Z\" "
                "fill=\"none\" stroke=\"#1b2438\" stroke-width=\"5\"/>\n");
    local_end(c);
}

static void draw_monastery(Ctx *c, const ArtFeature *f)
{
    circle(c, f->c, f->r, "fill=\"#a3c46c\" stroke=\"#8a7a62\" stroke-width=\"12\"");
    circle(c, f->c, f->r - 0.006f, "fill=\"none\" stroke=\"#d8ccb2\" stroke-width=\"6\"");
    local_begin(c, f->c, f->r);
    artbuf_puts(
        c->b,
        /* trees and graves in the churchyard */
        "<circle cx=\"-62\" cy=\"46\" r=\"15\" fill=\"#4f7f35\" stroke=\"#2f5a26\" "
        "stroke-width=\"4\"/>\n"
        "<circle cx=\"60\" cy=\"52\" r=\"13\" fill=\"#4f7f35\" stroke=\"#2f5a26\" "
        "stroke-width=\"4\"/>\n"
        "<rect x=\"50\" y=\"-30\" width=\"8\" height=\"12\" fill=\"#e8e2d4\"/>\n"
        "<rect x=\"64\" y=\"-16\" width=\"8\" height=\"12\" fill=\"#e8e2d4\"/>\n"
        "<rect x=\"-70\" y=\"-12\" width=\"8\" height=\"12\" fill=\"#e8e2d4\"/>\n"
        /* shadow */
        "<path d=\"M-24,-70 H34 V-28 H64 V14 H34 V76 H-24 V14 H-54 V-28 H-24 Z\" "
        "fill=\"#000\" fill-opacity=\"0.25\"/>\n"
        /* nave (ridge north-south) and transept (ridge east-west) */
        "<rect x=\"-30\" y=\"-40\" width=\"30\" height=\"108\" fill=\"#7d8da3\"/>\n"
        "<rect x=\"0\" y=\"-40\" width=\"30\" height=\"108\" fill=\"#5b6a80\"/>\n"
        "<rect x=\"-60\" y=\"-34\" width=\"120\" height=\"21\" fill=\"#7d8da3\"/>\n"
        "<rect x=\"-60\" y=\"-13\" width=\"120\" height=\"21\" fill=\"#5b6a80\"/>\n"
        "<path d=\"M-30,-40 H30 V-34 H60 V8 H30 V68 H-30 V8 H-60 V-34 H-30 Z\" fill=\"none\" "
        "stroke=\"#2e3440\" stroke-width=\"5\"/>\n"
        "<path d=\"M0,-40 V68 M-60,-13 H60\" stroke=\"#3d4656\" stroke-width=\"4\"/>\n"
        /* bell tower with a pyramid roof */
        "<rect x=\"-24\" y=\"-86\" width=\"48\" height=\"48\" fill=\"#ece4d0\" stroke=\"#2e3440\" "
        "stroke-width=\"5\"/>\n"
        "<path d=\"M-20,-82 L0,-62 L-20,-42 Z\" fill=\"#c0664a\"/>\n"
        "<path d=\"M-20,-82 L0,-62 L20,-82 Z\" fill=\"#d47e5e\"/>\n"
        "<path d=\"M20,-82 L0,-62 L20,-42 Z\" fill=\"#9d4a34\"/>\n"
        "<path d=\"M-20,-42 L0,-62 L20,-42 Z\" fill=\"#8a3e2c\"/>\n"
        /* the cross */
        "<path d=\"M-5,-30 H5 V-18 H17 V-8 H5 V22 H-5 V-8 H-17 V-18 H-5 Z\" fill=\"#f6e7a8\" "
        "stroke=\"#6b5320\" stroke-width=\"3\"/>\n");
    local_end(c);
}

static void draw_market(Ctx *c, const ArtFeature *f)
{
    ArtPt q = tr(c, f->c);
    float r = f->r * 1000;
    rect_abs(c, q.x - r, q.y - r, 2 * r, 2 * r,
             "fill=\"#d3c6a6\" stroke=\"" C_VERGE "\" stroke-width=\"14\"");
    /* Paving joints. */
    artbuf_puts(c->b, "<path stroke=\"#bfb08c\" stroke-width=\"4\" d=\"");
    for (int i = 1; i < 6; i++) {
        float o = -r + 2 * r * (float)i / 6;
        artbuf_puts(c->b, "M");
        num(c, q.x + o, ' ');
        num(c, q.y - r + 8, 'V');
        num(c, q.y + r - 8, 'M');
        num(c, q.x - r + 8, ' ');
        num(c, q.y + o, 'H');
        num(c, q.x + r - 8, 0);
    }
    artbuf_puts(c->b, "\"/>\n");
    local_begin(c, f->c, f->r);
    static const char *const awn[4] = {"#d9443a", "#3a78c9", "#e0b52e", "#4d9e45"};
    static const int sx[4] = {-1, 1, -1, 1}, sy[4] = {-1, -1, 1, 1};
    for (int k = 0; k < 4; k++) {
        int x = sx[k] * 62 - 24, y = sy[k] * 60 - 18;
        artbuf_printf(c->b,
                      "<rect x=\"%d\" y=\"%d\" width=\"48\" height=\"36\" fill=\"#000\" "
                      "fill-opacity=\"0.25\"/>\n",
                      x + 6, y + 7);
        for (int s = 0; s < 4; s++)
            artbuf_printf(c->b,
                          "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"36\" fill=\"%s\"/>\n",
                          x + 12 * s, y, s % 2 ? "#f7f1e3" : awn[k]);
        artbuf_printf(c->b,
                      "<rect x=\"%d\" y=\"%d\" width=\"48\" height=\"36\" fill=\"none\" "
                      "stroke=\"#3b2f25\" stroke-width=\"4\"/>\n",
                      x, y);
    }
    /* Fountain in the middle. */
    artbuf_puts(c->b, "<circle r=\"24\" fill=\"#a39a8c\" stroke=\"#5f574c\" stroke-width=\"5\"/>\n"
                      "<circle r=\"15\" fill=\"#4f8fcf\"/>\n"
                      "<circle cx=\"-4\" cy=\"-4\" r=\"5\" fill=\"#bfe0f7\"/>\n");
    local_end(c);
}

/* The festival scene: a starburst of colours, a ring of bunting, and a lute. */
static void draw_festival(Ctx *c, const ArtFeature *f)
{
    static const char *const ray[5] = {"#e4483b", "#f4c343", "#3b8fd6", "#5bb35a", "#9b5cc8"};
    local_begin(c, f->c, f->r);
    artbuf_puts(c->b,
                "<circle r=\"100\" fill=\"#fff1cf\" stroke=\"#b0873a\" stroke-width=\"5\"/>\n");
    const int nray = 20;
    for (int i = 0; i < nray; i++) {
        float a0 = 6.2831853f * (float)i / nray, a1 = 6.2831853f * ((float)i + 0.5f) / nray;
        artbuf_printf(c->b, "<path d=\"M0,0 L%d,%d L%d,%d Z\" fill=\"%s\"/>\n",
                      (int)(96 * cosf(a0)), (int)(96 * sinf(a0)), (int)(96 * cosf(a1)),
                      (int)(96 * sinf(a1)), ray[i % 5]);
    }
    artbuf_puts(c->b,
                "<circle r=\"62\" fill=\"#fff6dc\" stroke=\"#b0873a\" stroke-width=\"5\"/>\n");
    /* Bunting: a string with small flags. */
    artbuf_puts(c->b, "<circle r=\"76\" fill=\"none\" stroke=\"#6b4c2c\" stroke-width=\"3\"/>\n");
    for (int i = 0; i < 14; i++) {
        float a = 6.2831853f * (float)i / 14, s = sinf(a), co = cosf(a);
        float x0 = 76 * co, y0 = 76 * s;
        float tx = -s, ty = co; /* along the string */
        artbuf_printf(c->b, "<path d=\"M%d,%d L%d,%d L%d,%d Z\" fill=\"%s\"/>\n",
                      (int)(x0 - 8 * tx), (int)(y0 - 8 * ty), (int)(x0 + 8 * tx),
                      (int)(y0 + 8 * ty), (int)(x0 + 15 * co), (int)(y0 + 15 * s),
                      ray[(i + 2) % 5]);
    }
    /* The lute, tilted. */
    artbuf_puts(
        c->b, "<g transform=\"rotate(-35)\">\n"
              "<rect x=\"-5\" y=\"-60\" width=\"10\" height=\"44\" fill=\"#6b4423\"/>\n"
              "<path d=\"M-7,-60 L-10,-74 L10,-74 L7,-60 Z\" fill=\"#4a2e17\"/>\n"
              "<ellipse cx=\"0\" cy=\"12\" rx=\"27\" ry=\"34\" fill=\"#c27a3e\" stroke=\"#5a3519\" "
              "stroke-width=\"5\"/>\n"
              "<ellipse cx=\"-8\" cy=\"2\" rx=\"8\" ry=\"12\" fill=\"#dc9a5c\"/>\n"
              "<circle cx=\"0\" cy=\"6\" r=\"8\" fill=\"#3a2410\"/>\n"
              "<rect x=\"-9\" y=\"30\" width=\"18\" height=\"5\" fill=\"#3a2410\"/>\n"
              "<path d=\"M-2,-72 V32 M2,-72 V32\" stroke=\"#f2e6c8\" stroke-width=\"1.5\"/>\n"
              "</g>\n");
    local_end(c);
}

static void draw_cottage(Ctx *c, const ArtFeature *f)
{
    circle(c, f->c, f->r, "fill=\"" C_ROAD "\" stroke=\"" C_VERGE "\" stroke-width=\"10\"");
    local_begin(c, f->c, f->r);
    artbuf_puts(c->b, "<rect x=\"-42\" y=\"-38\" width=\"84\" height=\"84\" fill=\"#000\" "
                      "fill-opacity=\"0.25\"/>\n"
                      "<path d=\"M-50,-50 L0,0 L-50,50 Z\" fill=\"#c9705a\"/>\n"
                      "<path d=\"M-50,-50 L0,0 L50,-50 Z\" fill=\"#d6845e\"/>\n"
                      "<path d=\"M50,-50 L0,0 L50,50 Z\" fill=\"#9e4c2c\"/>\n"
                      "<path d=\"M-50,50 L0,0 L50,50 Z\" fill=\"#8e3c2a\"/>\n"
                      "<rect x=\"-50\" y=\"-50\" width=\"100\" height=\"100\" fill=\"none\" "
                      "stroke=\"#4e2418\" stroke-width=\"6\"/>\n"
                      "<path d=\"M-50,-50 L50,50 M50,-50 L-50,50\" stroke=\"#6f3224\" "
                      "stroke-width=\"3\"/>\n");
    local_end(c);
}

/* ---- little pictures (upright, 100 units = their radius) ---- */

static void picture_well(ArtBuf *b)
{
    artbuf_puts(
        b,
        "<ellipse cx=\"12\" cy=\"14\" rx=\"58\" ry=\"56\" fill=\"#000\" fill-opacity=\"0.22\"/>\n"
        "<circle r=\"56\" fill=\"#a39a8c\" stroke=\"#574f45\" stroke-width=\"8\"/>\n"
        "<circle r=\"36\" fill=\"#3d74ab\" stroke=\"#6f675b\" stroke-width=\"6\"/>\n"
        "<ellipse cx=\"-12\" cy=\"-12\" rx=\"10\" ry=\"6\" fill=\"#9cc8ea\"/>\n"
        "<path d=\"M-64,-44 L64,-44 L64,-30 L-64,-30 Z\" fill=\"#8a6438\" "
        "stroke=\"#4e3820\" stroke-width=\"5\"/>\n"
        "<rect x=\"-74\" y=\"-50\" width=\"16\" height=\"26\" fill=\"#6b4a2a\" "
        "stroke=\"#3e2a16\" stroke-width=\"4\"/>\n"
        "<rect x=\"58\" y=\"-50\" width=\"16\" height=\"26\" fill=\"#6b4a2a\" "
        "stroke=\"#3e2a16\" stroke-width=\"4\"/>\n"
        "<path d=\"M0,-30 V2\" stroke=\"#3e2a16\" stroke-width=\"3\"/>\n"
        "<rect x=\"-9\" y=\"0\" width=\"18\" height=\"16\" fill=\"#8a6438\" "
        "stroke=\"#3e2a16\" stroke-width=\"4\"/>\n");
}

static void picture_garden(ArtBuf *b)
{
    artbuf_puts(b,
                "<rect x=\"-66\" y=\"-56\" width=\"140\" height=\"118\" fill=\"#000\" "
                "fill-opacity=\"0.18\"/>\n"
                "<rect x=\"-72\" y=\"-62\" width=\"144\" height=\"120\" rx=\"8\" fill=\"#8b6a42\" "
                "stroke=\"#5e4528\" stroke-width=\"6\"/>\n");
    static const char *const leaf[3] = {"#5aa83e", "#7cc04e", "#3f8a34"};
    for (int row = 0; row < 4; row++) {
        artbuf_printf(b, "<path d=\"M-62,%d H62\" stroke=\"#6e5232\" stroke-width=\"4\"/>\n",
                      -40 + row * 28 + 10);
        for (int k = 0; k < 5; k++)
            artbuf_printf(b, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\"/>\n", -52 + k * 26,
                          -40 + row * 28, row == 1 ? 8 : 10, leaf[(row + k) % 3]);
    }
    artbuf_puts(b, "<circle cx=\"-26\" cy=\"-40\" r=\"6\" fill=\"#e0493a\"/>\n"
                   "<circle cx=\"26\" cy=\"16\" r=\"6\" fill=\"#e0493a\"/>\n");
}

/* A wooden tank on four legs, seen a little from the side: the one tall thing on the
 * meadows, so it gets a long shadow. */
static void picture_water_tower(ArtBuf *b)
{
    artbuf_puts(b, "<ellipse cx=\"34\" cy=\"70\" rx=\"50\" ry=\"20\" fill=\"#000\" "
                   "fill-opacity=\"0.25\"/>\n"
                   "<path d=\"M-34,-6 L-44,72 M34,-6 L44,72 M-12,0 L-14,80 M12,0 L14,80 "
                   "M-40,40 L40,40 M-38,30 L12,72 M38,30 L-12,72\" stroke=\"#5a3d20\" "
                   "stroke-width=\"7\" stroke-linecap=\"round\"/>\n"
                   "<path d=\"M-46,-44 H46 V-8 C46,4 -46,4 -46,-8 Z\" fill=\"#a4764a\" "
                   "stroke=\"#4e3820\" stroke-width=\"5\"/>\n"
                   "<path d=\"M-30,-44 V0 M-12,-44 V3 M6,-44 V3 M24,-44 V1\" stroke=\"#7a5530\" "
                   "stroke-width=\"3\"/>\n"
                   "<path d=\"M-46,-24 H46\" stroke=\"#3e2a16\" stroke-width=\"4\"/>\n"
                   "<path d=\"M-54,-42 L0,-96 L0,-42 Z\" fill=\"#d27556\"/>\n"
                   "<path d=\"M54,-42 L0,-96 L0,-42 Z\" fill=\"#a24a35\"/>\n"
                   "<path d=\"M-54,-42 L0,-96 L54,-42 Z\" fill=\"none\" stroke=\"#4e2418\" "
                   "stroke-width=\"5\" stroke-linejoin=\"round\"/>\n"
                   "<circle cx=\"0\" cy=\"-96\" r=\"6\" fill=\"#c9a23a\" stroke=\"#5a4518\" "
                   "stroke-width=\"2\"/>\n");
}

static void pig(ArtBuf *b, int x, int y, int flip)
{
    int f = flip ? -1 : 1;
    artbuf_printf(b,
                  "<ellipse cx=\"%d\" cy=\"%d\" rx=\"22\" ry=\"14\" fill=\"#f2a7b5\" "
                  "stroke=\"#a35466\" stroke-width=\"4\"/>\n"
                  "<circle cx=\"%d\" cy=\"%d\" r=\"10\" fill=\"#f2a7b5\" stroke=\"#a35466\" "
                  "stroke-width=\"4\"/>\n"
                  "<circle cx=\"%d\" cy=\"%d\" r=\"4\" fill=\"#d77d90\"/>\n",
                  x, y, x + f * 24, y - 2, x + f * 31, y - 1);
}

static void picture_pigsty(ArtBuf *b)
{
    artbuf_puts(b, "<rect x=\"-70\" y=\"-56\" width=\"146\" height=\"118\" fill=\"#000\" "
                   "fill-opacity=\"0.18\"/>\n"
                   "<rect x=\"-76\" y=\"-62\" width=\"146\" height=\"118\" fill=\"#8f6f47\"/>\n"
                   "<ellipse cx=\"20\" cy=\"20\" rx=\"34\" ry=\"20\" fill=\"#6e5131\"/>\n"
                   "<rect x=\"-76\" y=\"-62\" width=\"146\" height=\"118\" fill=\"none\" "
                   "stroke=\"#5a3d1e\" stroke-width=\"7\"/>\n"
                   "<rect x=\"-76\" y=\"-62\" width=\"146\" height=\"118\" fill=\"none\" "
                   "stroke=\"#b08a58\" stroke-width=\"3\" stroke-dasharray=\"14 8\"/>\n"
                   /* the hut */
                   "<rect x=\"-70\" y=\"-56\" width=\"56\" height=\"44\" fill=\"#b65b45\"/>\n"
                   "<rect x=\"-70\" y=\"-34\" width=\"56\" height=\"22\" fill=\"#8e3c2a\"/>\n"
                   "<rect x=\"-70\" y=\"-56\" width=\"56\" height=\"44\" fill=\"none\" "
                   "stroke=\"#4e2418\" stroke-width=\"4\"/>\n");
    pig(b, 22, -28, 1);
    pig(b, -18, 30, 0);
}

static void picture_cowshed(ArtBuf *b)
{
    artbuf_puts(
        b, "<rect x=\"-66\" y=\"-52\" width=\"104\" height=\"66\" fill=\"#000\" "
           "fill-opacity=\"0.25\"/>\n"
           "<rect x=\"-74\" y=\"-62\" width=\"104\" height=\"33\" fill=\"#b9533c\"/>\n"
           "<rect x=\"-74\" y=\"-29\" width=\"104\" height=\"33\" fill=\"#8c3726\"/>\n"
           "<rect x=\"-74\" y=\"-62\" width=\"104\" height=\"66\" fill=\"none\" "
           "stroke=\"#4e2418\" stroke-width=\"5\"/>\n"
           "<path d=\"M-74,-29 H30\" stroke=\"#5a2a1c\" stroke-width=\"4\"/>\n"
           /* the cow */
           "<ellipse cx=\"26\" cy=\"50\" rx=\"30\" ry=\"17\" fill=\"#000\" fill-opacity=\"0.2\"/>\n"
           "<ellipse cx=\"20\" cy=\"42\" rx=\"30\" ry=\"17\" fill=\"#f7f4ec\" stroke=\"#2d2a26\" "
           "stroke-width=\"4\"/>\n"
           "<ellipse cx=\"10\" cy=\"38\" rx=\"9\" ry=\"7\" fill=\"#2d2a26\"/>\n"
           "<ellipse cx=\"30\" cy=\"48\" rx=\"7\" ry=\"6\" fill=\"#2d2a26\"/>\n"
           "<ellipse cx=\"56\" cy=\"40\" rx=\"11\" ry=\"9\" fill=\"#f7f4ec\" stroke=\"#2d2a26\" "
           "stroke-width=\"4\"/>\n"
           "<ellipse cx=\"63\" cy=\"41\" rx=\"5\" ry=\"6\" fill=\"#f0b3a8\"/>\n"
           "<path d=\"M52,31 L48,24 M58,31 L62,24\" stroke=\"#d8cfa8\" stroke-width=\"4\"/>\n");
}

static void picture_farmhouse(ArtBuf *b)
{
    artbuf_puts(
        b, "<path d=\"M-62,-50 H54 V58 H10 V6 H-62 Z\" fill=\"#000\" fill-opacity=\"0.25\"/>\n"
           "<rect x=\"-72\" y=\"-62\" width=\"116\" height=\"28\" fill=\"#cc6a4c\"/>\n"
           "<rect x=\"-72\" y=\"-34\" width=\"88\" height=\"28\" fill=\"#9f3f2b\"/>\n"
           "<rect x=\"0\" y=\"-34\" width=\"22\" height=\"82\" fill=\"#cc6a4c\"/>\n"
           "<rect x=\"22\" y=\"-34\" width=\"22\" height=\"82\" fill=\"#9f3f2b\"/>\n"
           "<path d=\"M-72,-62 H44 V48 H0 V-6 H-72 Z\" fill=\"none\" stroke=\"#4e2418\" "
           "stroke-width=\"5\"/>\n"
           "<path d=\"M-72,-34 H22 V48\" fill=\"none\" stroke=\"#6f3224\" stroke-width=\"4\"/>\n"
           "<rect x=\"-48\" y=\"-58\" width=\"10\" height=\"10\" fill=\"#6d5d50\"/>\n"
           /* haystack */
           "<circle cx=\"-40\" cy=\"40\" r=\"24\" fill=\"#e3c25a\" stroke=\"#9a7a26\" "
           "stroke-width=\"4\"/>\n"
           "<path d=\"M-52,32 L-30,48 M-46,26 L-26,40 M-54,44 L-40,54\" stroke=\"#b8952e\" "
           "stroke-width=\"3\"/>\n");
}

/* Two cloaked robbers by a campfire, one with a club, one with a sack of loot. */
static void picture_highwaymen(ArtBuf *b)
{
    artbuf_puts(
        b, "<circle cx=\"0\" cy=\"36\" r=\"26\" fill=\"#6d655b\" stroke=\"#3f3a33\" "
           "stroke-width=\"4\"/>\n"
           "<path d=\"M0,4 L10,26 L26,20 L14,40 L22,58 L0,48 L-22,58 L-14,40 L-26,20 L-10,26 Z\" "
           "fill=\"#f08a24\"/>\n"
           "<path d=\"M0,20 L6,32 L14,32 L6,42 L0,38 L-6,42 L-14,32 L-6,32 Z\" fill=\"#fbd24a\"/>\n"
           "<ellipse cx=\"-44\" cy=\"-22\" rx=\"34\" ry=\"24\" fill=\"#000\" "
           "fill-opacity=\"0.22\"/>\n"
           "<ellipse cx=\"-50\" cy=\"-28\" rx=\"32\" ry=\"22\" fill=\"#3f4d35\" "
           "stroke=\"#1f261a\" stroke-width=\"5\"/>\n"
           "<circle cx=\"-50\" cy=\"-32\" r=\"16\" fill=\"#2a3322\" stroke=\"#1f261a\" "
           "stroke-width=\"4\"/>\n"
           "<path d=\"M-50,-48 L-44,-70 L-38,-46\" fill=\"#2a3322\" stroke=\"#1f261a\" "
           "stroke-width=\"4\" stroke-linejoin=\"round\"/>\n"
           "<ellipse cx=\"56\" cy=\"-16\" rx=\"34\" ry=\"24\" fill=\"#000\" "
           "fill-opacity=\"0.22\"/>\n"
           "<ellipse cx=\"50\" cy=\"-22\" rx=\"32\" ry=\"22\" fill=\"#6a3d2e\" "
           "stroke=\"#2a1a14\" stroke-width=\"5\"/>\n"
           "<circle cx=\"50\" cy=\"-26\" r=\"16\" fill=\"#3a2620\" stroke=\"#2a1a14\" "
           "stroke-width=\"4\"/>\n"
           "<path d=\"M74,-8 L92,-62\" stroke=\"#7c5a36\" stroke-width=\"10\" "
           "stroke-linecap=\"round\"/>\n"
           "<circle cx=\"92\" cy=\"-64\" r=\"9\" fill=\"#7c5a36\"/>\n"
           "<path d=\"M-80,30 C-84,56 -52,62 -50,36 C-50,26 -78,20 -80,30 Z\" fill=\"#c9a46a\" "
           "stroke=\"#5e4528\" stroke-width=\"4\"/>\n"
           "<circle cx=\"-64\" cy=\"44\" r=\"5\" fill=\"#f2d34a\"/>\n");
}

static void draw_picture(Ctx *c, const ArtDecor *d)
{
    local_begin(c, d->c, d->r);
    switch (d->param) {
    case ART_WELL:
        picture_well(c->b);
        break;
    case ART_GARDEN:
        picture_garden(c->b);
        break;
    case ART_WATER_TOWER:
        picture_water_tower(c->b);
        break;
    case ART_PIGSTY:
        picture_pigsty(c->b);
        break;
    case ART_COWSHED:
        picture_cowshed(c->b);
        break;
    case ART_FARMHOUSE:
        picture_farmhouse(c->b);
        break;
    case ART_HIGHWAYMEN:
        picture_highwaymen(c->b);
        break;
    default:
        break;
    }
    local_end(c);
}

static void draw_well_end(Ctx *c, const ArtFeature *f)
{
    circle(c, f->c, f->r, "fill=\"" C_ROAD "\" stroke=\"" C_VERGE "\" stroke-width=\"10\"");
    local_begin(c, f->c, f->r * 0.8f);
    picture_well(c->b);
    local_end(c);
}

/* ---- flowers ---- */

static const char *const petal[FLOWER_COUNT] = {"#fbfaf2", "#f28a2e", "#9a5bd1", "#93d3f7"};
static const char *const petal_edge[FLOWER_COUNT] = {"#8d937f", "#9c4f12", "#4f2a77", "#3c7ea8"};

static void draw_flowers(Ctx *c, const ArtDecor *d)
{
    int col = d->param % FLOWER_COUNT;
    uint32_t rs = d->seed;
    local_begin(c, d->c, d->r);
    /* Leaves first, then 6 blossoms around the middle. */
    for (int i = 0; i < 7; i++) {
        float a = 6.2831853f * rnd(&rs), rr = 30 + 40 * rnd(&rs);
        artbuf_printf(c->b,
                      "<ellipse cx=\"%d\" cy=\"%d\" rx=\"16\" ry=\"8\" fill=\"#4d8a34\" "
                      "transform=\"rotate(%d %d %d)\"/>\n",
                      (int)(rr * cosf(a)), (int)(rr * sinf(a)), (int)(a * 57.3f),
                      (int)(rr * cosf(a)), (int)(rr * sinf(a)));
    }
    /* Six small blossoms up close; three big ones when the tile is small, so that the
     * colour still reads on a zoomed-out board. */
    static const int bx[6] = {0, 50, -46, 22, -20, 48}, by[6] = {0, -22, -26, 48, 50, 34};
    static const int sx[3] = {-34, 34, 0}, sy[3] = {-18, -22, 34};
    int big = c->size < 100, n = big ? 3 : 6, pr = big ? 19 : 11, pd = big ? 21 : 12;
    for (int i = 0; i < n; i++) {
        int x = (big ? sx[i] : bx[i]) + (int)((rnd(&rs) - 0.5f) * 14);
        int y = (big ? sy[i] : by[i]) + (int)((rnd(&rs) - 0.5f) * 14);
        float rot0 = rnd(&rs) * 1.2566f;
        for (int p = 0; p < 5; p++) {
            float a = rot0 + 1.2566f * (float)p;
            artbuf_printf(c->b,
                          "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"%s\" "
                          "stroke-width=\"%d\"/>\n",
                          x + (int)((float)pd * cosf(a)), y + (int)((float)pd * sinf(a)), pr,
                          petal[col], petal_edge[col], big ? 5 : 3);
        }
        artbuf_printf(c->b, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"#f4cc3a\"/>\n", x, y,
                      big ? 12 : 7);
    }
    local_end(c);
}

/* ---- the whole tile ---- */

static void svg_open(ArtBuf *b, int size_px)
{
    artbuf_printf(b,
                  "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                  "viewBox=\"0 0 1000 1000\">\n",
                  size_px, size_px);
}

static uint32_t tile_seed(const TileDef *t)
{
    uint32_t h = 2166136261U;
    for (const char *s = t->id; *s; s++)
        h = (h ^ (uint8_t)*s) * 16777619U;
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
    svg_open(&b, size_px);
    artbuf_puts(&b, "<rect width=\"1000\" height=\"1000\" fill=\"" C_FIELD "\"/>\n");
    draw_patches(&c);
    draw_grass(&c);
    for (int h = 0; h < g->nhedge; h++)
        if (!g->hedge_above[h]) draw_hedge(&c, &g->hedge[h]);
    for (int f = 0; f < g->nfence; f++)
        draw_fence(&c, &g->fence[f]);
    draw_roads(&c);
    for (int i = 0; i < g->ncity; i++)
        draw_city(&c, &g->city[i]);
    for (int i = 0; i < g->ncity; i++)
        draw_walls(&c, &g->city[i]);
    for (int r = 0; r < g->nroad; r++)
        if (g->road[r].end == ART_END_GATE) draw_gate(&c, &g->road[r]);
    for (int i = 0; i < g->ncity; i++)
        draw_towers(&c, &g->city[i]);
    draw_houses(&c);
    for (int i = 0; i < g->ndecor; i++)
        if (g->decor[i].kind == ART_DECO_PENNANT) draw_pennant(&c, &g->decor[i]);
    for (int h = 0; h < g->nhedge; h++)
        if (g->hedge_above[h]) draw_hedge(&c, &g->hedge[h]);
    if (g->junction.present) draw_cottage(&c, &g->junction);
    if (g->well_end.present) draw_well_end(&c, &g->well_end);
    if (g->monastery.present) draw_monastery(&c, &g->monastery);
    if (g->market.present) draw_market(&c, &g->market);
    if (g->festival.present) draw_festival(&c, &g->festival);
    for (int i = 0; i < g->ndecor; i++) {
        if (g->decor[i].kind == ART_DECO_FLOWERS) draw_flowers(&c, &g->decor[i]);
        if (g->decor[i].kind == ART_DECO_ILLUS) draw_picture(&c, &g->decor[i]);
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

/* ---- the id drawing ---- */

static const unsigned id_colours[TILE_MAX_SEG] = {0xe6194b, 0x3cb44b, 0xffe119, 0x4363d8,
                                                  0xf58231, 0x911eb4, 0x46f0f0, 0xf032e6,
                                                  0xbcf60c, 0xfabebe, 0x008080, 0x9a6324};

unsigned art_id_colour(int seg)
{
    return seg >= 0 && seg < TILE_MAX_SEG ? id_colours[seg] : 0;
}

static void id_fill(ArtBuf *b, int seg)
{
    artbuf_printf(b, "fill=\"#%06x\"", art_id_colour(seg));
}

/* Field owning a cell as art_geom_hit sees it from the cell centre. */
static int cell_field(const ArtGeom *g, int x, int y)
{
    float u = ((float)x + 0.5f) / ART_GRID, v = ((float)y + 0.5f) / ART_GRID;
    for (int r = 0; r <= 4; r++) {
        int best = -1;
        float bd = 1e9f;
        for (int yy = y - r; yy <= y + r; yy++)
            for (int xx = x - r; xx <= x + r; xx++) {
                if (xx < 0 || yy < 0 || xx >= ART_GRID || yy >= ART_GRID) continue;
                if (abs(xx - x) != r && abs(yy - y) != r) continue;
                int l = g->lab[yy][xx];
                if (l >= TILE_MAX_SEG || g->tile->seg[l].kind != SEG_FIELD) continue;
                float dx = ((float)xx + 0.5f) / ART_GRID - u,
                      dy = ((float)yy + 0.5f) / ART_GRID - v;
                if (dx * dx + dy * dy < bd) {
                    bd = dx * dx + dy * dy;
                    best = l;
                }
            }
        if (best >= 0) return best;
    }
    return -1;
}

char *art_geom_id_svg(const ArtGeom *g, int rot, int size_px)
{
    ArtBuf b;
    artbuf_init(&b);
    Ctx c = {&b, g, g->tile, rot & 3, size_px, 1000.0f / (float)(size_px > 0 ? size_px : 1), 0};
    svg_open(&b, size_px);
    artbuf_puts(&b, "<rect width=\"1000\" height=\"1000\" fill=\"#000000\"/>\n");
    /* Fields: all runs of cells of one field in one path, so runs do not show seams. */
    for (int f = 0; f < g->tile->nseg; f++) {
        if (g->tile->seg[f].kind != SEG_FIELD) continue;
        artbuf_puts(&b, "<path ");
        id_fill(&b, f);
        artbuf_puts(&b, " d=\"");
        for (int y = 0; y < ART_GRID; y++) {
            int x = 0;
            while (x < ART_GRID) {
                int l = cell_field(g, x, y), x1 = x + 1;
                while (x1 < ART_GRID && cell_field(g, x1, y) == l)
                    x1++;
                if (l == f) {
                    ArtPt q[4] = {{(float)x / ART_GRID, (float)y / ART_GRID},
                                  {(float)x1 / ART_GRID, (float)y / ART_GRID},
                                  {(float)x1 / ART_GRID, (float)(y + 1) / ART_GRID},
                                  {(float)x / ART_GRID, (float)(y + 1) / ART_GRID}};
                    for (int k = 0; k < 4; k++) {
                        ArtPt p = tr(&c, q[k]);
                        artbuf_puts(&b, k ? "L" : "M");
                        num(&c, p.x, ' ');
                        num(&c, p.y, 0);
                    }
                    artbuf_puts(&b, "Z");
                }
                x = x1;
            }
        }
        artbuf_puts(&b, "\"/>\n");
    }
    char attr[96];
    for (int layer = 0; layer < 2; layer++)
        for (int r = 0; r < g->nroad; r++) {
            if (g->road[r].layer != layer) continue;
            snprintf(attr, sizeof attr, "stroke-linecap=\"butt\" stroke-linejoin=\"round\"");
            char col[16];
            snprintf(col, sizeof col, "#%06x", art_id_colour(g->road[r].seg));
            stroke_path(&c, &g->road[r].path, col, 2000 * ART_ROAD_HALF, attr);
        }
    for (int i = 0; i < g->ncity; i++) {
        const ArtCity *city = &g->city[i];
        char col[16];
        snprintf(col, sizeof col, "#%06x", art_id_colour(city->seg));
        artbuf_puts(&b, "<path ");
        id_fill(&b, city->seg);
        path_d(&c, city->p, city->n, 1);
        artbuf_puts(&b, "/>\n");
        wall_runs(&c, city, col, 2000 * ART_WALL_HALF,
                  "stroke-linejoin=\"round\" stroke-linecap=\"round\"");
        char attrs[32];
        snprintf(attrs, sizeof attrs, "fill=\"%s\"", col);
        for (int k = 0; k < city->ntower; k++)
            circle(&c, city->tower[k], ART_TOWER_R, attrs);
    }
    /* Hedges show the fields beside them; where a hedge lies on top of a road's end the
     * cells say which field. */
    for (int f = 0; f < g->tile->nseg; f++) {
        if (g->tile->seg[f].kind != SEG_FIELD) continue;
        for (int y = 0; y < ART_GRID; y++)
            for (int x = 0; x < ART_GRID; x++) {
                if (g->cls[y][x] != ART_LAB_HEDGE || cell_field(g, x, y) != f) continue;
                ArtPt q[4] = {{(float)x / ART_GRID, (float)y / ART_GRID},
                              {(float)(x + 1) / ART_GRID, (float)y / ART_GRID},
                              {(float)(x + 1) / ART_GRID, (float)(y + 1) / ART_GRID},
                              {(float)x / ART_GRID, (float)(y + 1) / ART_GRID}};
                artbuf_puts(&b, "<path ");
                id_fill(&b, f);
                path_d(&c, q, 4, 1);
                artbuf_puts(&b, "/>\n");
            }
    }
    if (g->junction.present) circle(&c, g->junction.c, g->junction.r, "fill=\"#000000\"");
    if (g->well_end.present) circle(&c, g->well_end.c, g->well_end.r, "fill=\"#000000\"");
    if (g->monastery.present) {
        char attrs[32];
        snprintf(attrs, sizeof attrs, "fill=\"#%06x\"", art_id_colour(g->monastery_seg));
        circle(&c, g->monastery.c, g->monastery.r, attrs);
    }
    if (g->market.present) {
        const ArtFeature *f = &g->market;
        ArtPt q[4] = {{f->c.x - f->r, f->c.y - f->r},
                      {f->c.x + f->r, f->c.y - f->r},
                      {f->c.x + f->r, f->c.y + f->r},
                      {f->c.x - f->r, f->c.y + f->r}};
        artbuf_puts(&b, "<path fill=\"#000000\"");
        path_d(&c, q, 4, 1);
        artbuf_puts(&b, "/>\n");
    }
    if (g->festival.present) circle(&c, g->festival.c, g->festival.r, "fill=\"#000000\"");
    artbuf_puts(&b, "</svg>\n");
    return artbuf_take(&b);
}
