/* The tile art's little pictures (well, garden, farm buildings...), the well at a road's
 * end, and flowers. */
#include "art_tile_int.h"

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

void art_picture_draw(Ctx *c, const ArtDecor *d)
{
    local_begin(c, d->c, d->r);
    switch (d->param) {
    case ART_WELL: picture_well(c->b); break;
    case ART_GARDEN: picture_garden(c->b); break;
    case ART_WATER_TOWER: picture_water_tower(c->b); break;
    case ART_PIGSTY: picture_pigsty(c->b); break;
    case ART_COWSHED: picture_cowshed(c->b); break;
    case ART_FARMHOUSE: picture_farmhouse(c->b); break;
    case ART_HIGHWAYMEN: picture_highwaymen(c->b); break;
    default: break;
    }
    local_end(c);
}

void art_picture_well_end(Ctx *c, const ArtFeature *f)
{
    circle(c, f->c, f->r, "fill=\"" C_ROAD "\" stroke=\"" C_VERGE "\" stroke-width=\"10\"");
    local_begin(c, f->c, f->r * 0.8f);
    picture_well(c->b);
    local_end(c);
}

/* ---- flowers ---- */

static const char *const petal[FLOWER_COUNT] = {"#fbfaf2", "#f28a2e", "#9a5bd1", "#93d3f7"};
static const char *const petal_edge[FLOWER_COUNT] = {"#8d937f", "#9c4f12", "#4f2a77", "#3c7ea8"};

void art_picture_flowers(Ctx *c, const ArtDecor *d)
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
