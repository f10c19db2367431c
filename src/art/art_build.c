/* The tile art's buildings: houses, pennants, the monastery, the marketplace, the festival
 * scene, the junction cottage; drawn upright at their turned places. */
#include "art_tile_int.h"

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
void art_build_houses(Ctx *c)
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
    for (int i = 0; i < n; i++) draw_house(c, &g->decor[idx[i]]);
}

void art_build_pennant(Ctx *c, const ArtDecor *d)
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

void art_build_monastery(Ctx *c, const ArtFeature *f)
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

void art_build_market(Ctx *c, const ArtFeature *f)
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
void art_build_festival(Ctx *c, const ArtFeature *f)
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

void art_build_cottage(Ctx *c, const ArtFeature *f)
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
