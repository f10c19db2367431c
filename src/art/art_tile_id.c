/* The flat "id" SVG of a tile: every segment in its own colour, for the tests that compare
 * the hit test with the drawing. */
#include "art_tile_int.h"

/* ---- the id drawing ---- */

static const unsigned id_colours[TILE_MAX_SEG] = {0xe6194b, 0x3cb44b, 0xffe119, 0x4363d8,
                                                  0xf58231, 0x911eb4, 0x46f0f0, 0xf032e6,
                                                  0xbcf60c, 0xfabebe, 0x008080, 0x9a6324};

unsigned art_id_colour(int seg) { return seg >= 0 && seg < TILE_MAX_SEG ? id_colours[seg] : 0; }

static void id_fill(ArtBuf *b, int seg) { artbuf_printf(b, "fill=\"#%06x\"", art_id_colour(seg)); }

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
    art_tile_svg_open(&b, size_px);
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
                while (x1 < ART_GRID && cell_field(g, x1, y) == l) x1++;
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
        art_tile_wall_runs(&c, city, col, 2000 * ART_WALL_HALF,
                           "stroke-linejoin=\"round\" stroke-linecap=\"round\"");
        char attrs[32];
        snprintf(attrs, sizeof attrs, "fill=\"%s\"", col);
        for (int k = 0; k < city->ntower; k++) circle(&c, city->tower[k], ART_TOWER_R, attrs);
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
