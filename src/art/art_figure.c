/* Figure and token art (see art_figure.h). Drawn in a 0..100 box. */
#include "art_figure.h"

#include <math.h>
#include <stdio.h>

#include "art_svg.h"

typedef struct Player {
    const char *name, *marker;
    unsigned colour, shade, ink; /* body, its outline, the marker drawn on it */
} Player;

static const Player players[ART_PLAYERS] = {
    {"red", "circle", 0xd7263d, 0x6e0f1c, 0xffffff},
    {"blue", "square", 0x2160c4, 0x0e2a5c, 0xffffff},
    {"green", "triangle", 0x2e9b3e, 0x114a1a, 0xffffff},
    {"yellow", "diamond", 0xf2c81f, 0x7a5e00, 0x2a2200},
    {"black", "star", 0x2b2b2b, 0x000000, 0xf4f4f4},
    {"gray", "cross", 0xa3a3a3, 0x4a4a4a, 0x1c1c1c},
    {"pink", "ring", 0xf38fc4, 0x8a2f62, 0x3a0f28},
    {"purple", "bar", 0x7e3fb0, 0x35124f, 0xffffff},
};

static const Player neutral = {"neutral", "none", 0xcfc6b2, 0x5e5445, 0x5e5445};

static const Player *player_of(int p) { return p >= 0 && p < ART_PLAYERS ? &players[p] : &neutral; }

unsigned art_player_colour(int player) { return player_of(player)->colour; }

const char *art_player_name(int player) { return player_of(player)->name; }

const char *art_player_marker(int player) { return player_of(player)->marker; }

/* The marker of player p centred at (x, y), about 2r across, filled with `fill`. */
static void marker(ArtBuf *b, int p, int x, int y, int r, unsigned fill, unsigned edge)
{
    char st[64];
    snprintf(st, sizeof st, "fill=\"#%06x\" stroke=\"#%06x\" stroke-width=\"%d\"", fill, edge,
             r >= 8 ? 2 : 1);
    artbuf_printf(b, "<g transform=\"translate(%d %d)\">", x, y);
    switch (p) {
    case ART_PLAYER_RED: artbuf_printf(b, "<circle r=\"%d\" %s/>", r, st); break;
    case ART_PLAYER_BLUE:
        artbuf_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" %s/>", -r * 85 / 100,
                      -r * 85 / 100, r * 170 / 100, r * 170 / 100, st);
        break;
    case ART_PLAYER_GREEN:
        artbuf_printf(b, "<path d=\"M0,%d L%d,%d L%d,%d Z\" %s/>", -r, r, r * 8 / 10, -r,
                      r * 8 / 10, st);
        break;
    case ART_PLAYER_YELLOW:
        artbuf_printf(b, "<path d=\"M0,%d L%d,0 L0,%d L%d,0 Z\" %s/>", -r - 1, r, r + 1, -r, st);
        break;
    case ART_PLAYER_BLACK: {
        artbuf_puts(b, "<path d=\"");
        for (int i = 0; i < 10; i++) {
            float a = -1.5707963f + 3.14159265f * (float)i / 5;
            float rr = (i % 2) ? (float)r * 0.45f : (float)r * 1.1f;
            artbuf_puts(b, i ? "L" : "M");
            artbuf_num(b, rr * cosf(a), ',');
            artbuf_num(b, rr * sinf(a), 0);
        }
        artbuf_printf(b, "Z\" %s/>", st);
        break;
    }
    case ART_PLAYER_GRAY: {
        int t = r * 38 / 100;
        artbuf_printf(b, "<path d=\"M%d,%d H%d V%d H%d V%d H%d V%d H%d V%d H%d V%d H%d Z\" %s/>",
                      -t, -r, t, -t, r, t, t, r, -t, t, -r, -t, -t, st);
        break;
    }
    case ART_PLAYER_PINK:
        artbuf_printf(b,
                      "<circle r=\"%d\" fill=\"none\" stroke=\"#%06x\" stroke-width=\"%d\"/>"
                      "<circle r=\"%d\" fill=\"none\" stroke=\"#%06x\" stroke-width=\"%d\"/>",
                      r * 72 / 100, edge, r * 55 / 100 + 2, r * 72 / 100, fill, r * 55 / 100);
        break;
    case ART_PLAYER_PURPLE:
        artbuf_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"1\" %s/>", -r,
                      -r * 4 / 10, 2 * r, r * 8 / 10, st);
        break;
    default: break;
    }
    artbuf_puts(b, "</g>\n");
}

static void open_svg(ArtBuf *b, int size_px)
{
    artbuf_printf(b,
                  "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                  "viewBox=\"0 0 100 100\">\n",
                  size_px, size_px);
}

/* The standing figure: a troubadour with a feathered cap, arms out, a long coat. */
static void person(ArtBuf *b, const Player *pl)
{
    artbuf_printf(
        b,
        "<path d=\"M50,31 C39,31 31,35 25,43 L13,57 C10,61 15,67 20,63 L30,55 L25,89 "
        "C24,93 27,95 31,95 H69 C73,95 76,93 75,89 L70,55 L80,63 C85,67 90,61 87,57 L75,43 "
        "C69,35 61,31 50,31 Z\" fill=\"#%06x\" stroke=\"#%06x\" stroke-width=\"3.5\" "
        "stroke-linejoin=\"round\"/>\n"
        "<path d=\"M34,44 C40,40 46,39 50,39 C54,39 60,40 66,44\" fill=\"none\" "
        "stroke=\"#ffffff\" stroke-opacity=\"0.35\" stroke-width=\"3\" stroke-linecap=\"round\"/>\n"
        "<circle cx=\"50\" cy=\"20\" r=\"11.5\" fill=\"#%06x\" stroke=\"#%06x\" "
        "stroke-width=\"3.5\"/>\n"
        "<path d=\"M37,15 C39,6 61,6 63,15 C58,12 42,12 37,15 Z\" fill=\"#%06x\" stroke=\"#%06x\" "
        "stroke-width=\"2.5\" stroke-linejoin=\"round\"/>\n"
        "<path d=\"M58,11 C66,2 74,2 78,4 C72,5 66,8 61,13 Z\" fill=\"#f6ecd2\" "
        "stroke=\"#%06x\" stroke-width=\"2\"/>\n",
        pl->colour, pl->shade, pl->colour, pl->shade, pl->shade, pl->shade, pl->shade);
}

static void figure_follower(ArtBuf *b, int p)
{
    const Player *pl = player_of(p);
    artbuf_puts(b, "<ellipse cx=\"52\" cy=\"95\" rx=\"27\" ry=\"4\" fill=\"#000\" "
                   "fill-opacity=\"0.3\"/>\n");
    person(b, pl);
    marker(b, p, 50, 68, 11, pl->ink, pl->shade);
}

static void figure_farmer(ArtBuf *b, int p)
{
    const Player *pl = player_of(p);
    artbuf_puts(b, "<ellipse cx=\"52\" cy=\"82\" rx=\"44\" ry=\"6\" fill=\"#000\" "
                   "fill-opacity=\"0.3\"/>\n");
    /* The standing figure turned on its back, feet to the east. */
    artbuf_puts(b, "<g transform=\"translate(2 105) rotate(-90) scale(0.9)\">\n");
    person(b, pl);
    artbuf_puts(b, "</g>\n");
    marker(b, p, 62, 60, 10, pl->ink, pl->shade);
}

static void figure_windmill(ArtBuf *b, int p)
{
    const Player *pl = player_of(p);
    artbuf_printf(
        b,
        "<ellipse cx=\"52\" cy=\"95\" rx=\"22\" ry=\"4\" fill=\"#000\" fill-opacity=\"0.3\"/>\n"
        "<path d=\"M34,94 L40,44 H60 L66,94 Z\" fill=\"#%06x\" stroke=\"#%06x\" "
        "stroke-width=\"3.5\" stroke-linejoin=\"round\"/>\n"
        "<path d=\"M36,46 L50,28 L64,46 Z\" fill=\"#6b4a2a\" stroke=\"#2e2014\" "
        "stroke-width=\"3\" stroke-linejoin=\"round\"/>\n"
        "<path d=\"M45,94 V84 C45,79 55,79 55,84 V94 Z\" fill=\"#2e2014\"/>\n",
        pl->colour, pl->shade);
    /* Four sails. */
    artbuf_puts(b, "<g transform=\"translate(50 38)\">\n");
    for (int i = 0; i < 4; i++)
        artbuf_printf(b,
                      "<g transform=\"rotate(%d)\"><rect x=\"-2\" y=\"-40\" width=\"4\" "
                      "height=\"38\" fill=\"#5a3d20\"/><rect x=\"2\" y=\"-38\" width=\"10\" "
                      "height=\"30\" fill=\"#f6ecd2\" stroke=\"#2e2014\" stroke-width=\"2\"/>"
                      "<path d=\"M2,-28 H12 M2,-18 H12 M7,-38 V-8\" stroke=\"#8a7656\" "
                      "stroke-width=\"1.2\"/></g>\n",
                      45 + 90 * i);
    artbuf_puts(b, "<circle r=\"4\" fill=\"#2e2014\"/></g>\n");
    marker(b, p, 50, 66, 9, pl->ink, pl->shade);
}

static void figure_donkey(ArtBuf *b, int p)
{
    const Player *pl = player_of(p);
    unsigned c = pl->colour, s = pl->shade;
    artbuf_printf(
        b,
        "<ellipse cx=\"48\" cy=\"94\" rx=\"36\" ry=\"4\" fill=\"#000\" fill-opacity=\"0.3\"/>\n"
        /* legs */
        "<path d=\"M24,62 V92 M34,64 V92 M60,64 V92 M70,62 V92\" stroke=\"#%06x\" "
        "stroke-width=\"9\" stroke-linecap=\"round\"/>\n"
        "<path d=\"M24,62 V92 M34,64 V92 M60,64 V92 M70,62 V92\" stroke=\"#%06x\" "
        "stroke-width=\"4\" stroke-linecap=\"round\"/>\n"
        /* tail */
        "<path d=\"M14,50 C8,56 8,64 10,70\" fill=\"none\" stroke=\"#%06x\" stroke-width=\"4\" "
        "stroke-linecap=\"round\"/>\n"
        /* body */
        "<ellipse cx=\"46\" cy=\"54\" rx=\"33\" ry=\"17\" fill=\"#%06x\" stroke=\"#%06x\" "
        "stroke-width=\"3.5\"/>\n"
        /* neck and head */
        "<path d=\"M66,48 L76,26 C78,20 90,20 94,30 L96,38 C97,42 92,45 88,42 L82,38 L78,56 Z\" "
        "fill=\"#%06x\" stroke=\"#%06x\" stroke-width=\"3.5\" stroke-linejoin=\"round\"/>\n"
        /* ears */
        "<path d=\"M78,24 L72,4 L82,20 Z M84,22 L84,2 L89,22 Z\" fill=\"#%06x\" stroke=\"#%06x\" "
        "stroke-width=\"3\" stroke-linejoin=\"round\"/>\n"
        "<circle cx=\"86\" cy=\"29\" r=\"2.2\" fill=\"#111\"/>\n"
        /* pack saddle */
        "<path d=\"M34,38 H58 L60,58 H32 Z\" fill=\"#f0e2bd\" stroke=\"#5a4528\" "
        "stroke-width=\"3\" "
        "stroke-linejoin=\"round\"/>\n",
        s, c, s, c, s, c, s, c, s);
    marker(b, p, 46, 48, 8, c, s);
}

/* A token disc: parchment with a rim in the player's colour and a badge with the marker. */
static void token_face(ArtBuf *b, int p)
{
    const Player *pl = player_of(p);
    artbuf_printf(b,
                  "<circle cx=\"51\" cy=\"52\" r=\"46\" fill=\"#000\" fill-opacity=\"0.3\"/>\n"
                  "<circle cx=\"50\" cy=\"50\" r=\"45\" fill=\"#f4e8c8\" stroke=\"#%06x\" "
                  "stroke-width=\"7\"/>\n"
                  "<circle cx=\"50\" cy=\"50\" r=\"48\" fill=\"none\" stroke=\"#%06x\" "
                  "stroke-width=\"2\"/>\n",
                  pl->colour, pl->shade);
    if (p >= 0 && p < ART_PLAYERS) {
        artbuf_printf(b,
                      "<circle cx=\"82\" cy=\"82\" r=\"14\" fill=\"#%06x\" stroke=\"#%06x\" "
                      "stroke-width=\"2.5\"/>\n",
                      pl->colour, pl->shade);
        marker(b, p, 82, 82, 8, pl->ink, pl->shade);
    }
}

#define INK "#3a2a1a"

static void cell(ArtBuf *b, int x, int y, int s, int strong)
{
    artbuf_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", x, y, s,
                  s, strong ? INK : "#b59a6a");
}

static void token_icon(ArtBuf *b, int kind)
{
    switch (kind) {
    case ART_FIG_TOKEN_ROAD: /* a ray from the token's tile */
        artbuf_puts(b, "<circle cx=\"24\" cy=\"50\" r=\"7\" fill=\"" INK "\"/>\n"
                       "<path d=\"M28,50 H66\" stroke=\"" INK "\" stroke-width=\"7\"/>\n"
                       "<path d=\"M62,37 L80,50 L62,63 Z\" fill=\"" INK "\"/>\n");
        break;
    case ART_FIG_TOKEN_COURT: /* the 5 x 5 square around it */
        for (int y = 0; y < 5; y++)
            for (int x = 0; x < 5; x++) cell(b, 23 + 11 * x, 23 + 11 * y, 9, x == 2 && y == 2);
        break;
    case ART_FIG_TOKEN_CROSS: /* four rays */
        artbuf_puts(b, "<path d=\"M50,26 V74 M26,50 H74\" stroke=\"" INK "\" stroke-width=\"6\"/>\n"
                       "<path d=\"M50,12 L59,26 H41 Z M50,88 L59,74 H41 Z M12,50 L26,41 V59 Z "
                       "M88,50 L74,41 V59 Z\" fill=\"" INK "\"/>\n"
                       "<circle cx=\"50\" cy=\"50\" r=\"8\" fill=\"#f4e8c8\" stroke=\"" INK
                       "\" stroke-width=\"4\"/>\n");
        break;
    case ART_FIG_TOKEN_DIAGONAL: /* a diagonal ray */
        artbuf_puts(b, "<circle cx=\"27\" cy=\"73\" r=\"7\" fill=\"" INK "\"/>\n"
                       "<path d=\"M30,70 L63,37\" stroke=\"" INK "\" stroke-width=\"7\"/>\n"
                       "<path d=\"M76,24 L70,47 L53,30 Z\" fill=\"" INK "\"/>\n");
        break;
    case ART_FIG_TOKEN_ESTATE: /* a 3 x 5 block in front of the tile */
        for (int y = 0; y < 5; y++)
            for (int x = 0; x < 3; x++) cell(b, 37 + 9 * x, 17 + 9 * y, 8, 0);
        artbuf_puts(b,
                    "<rect x=\"37\" y=\"17\" width=\"26\" height=\"44\" fill=\"none\" stroke=\"" INK
                    "\" stroke-width=\"2.5\"/>\n"
                    "<rect x=\"45\" y=\"67\" width=\"10\" height=\"10\" fill=\"" INK "\"/>\n"
                    "<path d=\"M50,66 V62\" stroke=\"" INK "\" stroke-width=\"3\"/>\n");
        break;
    default: break;
    }
}

/* A wax seal: a lobed disc in the player's colour with the marker pressed into it. */
static void token_back(ArtBuf *b, int p)
{
    const Player *pl = player_of(p);
    artbuf_puts(b, "<circle cx=\"52\" cy=\"53\" r=\"44\" fill=\"#000\" fill-opacity=\"0.3\"/>\n");
    artbuf_puts(b, "<path d=\"");
    const int lobes = 14;
    for (int i = 0; i <= lobes * 4; i++) {
        float a = 6.2831853f * (float)i / (lobes * 4);
        float r = 43.0f + 3.0f * ((i % 4 == 0) ? 1.0f : (i % 4 == 2) ? -1.0f : 0.0f);
        artbuf_puts(b, i ? "L" : "M");
        artbuf_num(b, 50 + r * cosf(a), ',');
        artbuf_num(b, 50 + r * sinf(a), 0);
    }
    artbuf_printf(b, "Z\" fill=\"#%06x\" stroke=\"#%06x\" stroke-width=\"3\"/>\n", pl->colour,
                  pl->shade);
    artbuf_printf(b,
                  "<circle cx=\"50\" cy=\"50\" r=\"31\" fill=\"none\" stroke=\"#%06x\" "
                  "stroke-width=\"4\"/>\n"
                  "<circle cx=\"50\" cy=\"50\" r=\"27\" fill=\"none\" stroke=\"#ffffff\" "
                  "stroke-opacity=\"0.3\" stroke-width=\"2\"/>\n",
                  pl->shade);
    if (p >= 0 && p < ART_PLAYERS) marker(b, p, 50, 50, 17, pl->ink, pl->shade);
}

char *art_figure_svg(int kind, int player, int size_px)
{
    if (kind < 0 || kind >= ART_FIG_COUNT) return NULL;
    ArtBuf b;
    artbuf_init(&b);
    open_svg(&b, size_px);
    switch (kind) {
    case ART_FIG_FOLLOWER: figure_follower(&b, player); break;
    case ART_FIG_FARMER: figure_farmer(&b, player); break;
    case ART_FIG_WINDMILL: figure_windmill(&b, player); break;
    case ART_FIG_DONKEY: figure_donkey(&b, player); break;
    case ART_FIG_TOKEN_BACK: token_back(&b, player); break;
    default:
        token_face(&b, player);
        token_icon(&b, kind);
        break;
    }
    artbuf_puts(&b, "</svg>\n");
    return artbuf_take(&b);
}

char *art_marker_svg(int player, int size_px)
{
    const Player *pl = player_of(player);
    ArtBuf b;
    artbuf_init(&b);
    open_svg(&b, size_px);
    marker(&b, player, 50, 50, 40, pl->colour, pl->shade);
    artbuf_puts(&b, "</svg>\n");
    return artbuf_take(&b);
}
