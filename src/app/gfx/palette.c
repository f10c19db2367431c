#include "palette.h"
#include "i18n.h"

#include "game.h"

static const Theme THEME = {
    .board_bg = {52, 66, 50, 255},
    .board_grid = {60, 76, 58, 255},
    .panel = {241, 231, 205, 255},
    .panel_edge = {120, 90, 55, 255},
    .panel_dark = {222, 206, 170, 255},
    .ink = {52, 36, 22, 255},
    .ink_soft = {110, 88, 62, 255},
    .ink_light = {250, 244, 228, 255},
    .accent = {196, 140, 40, 255},
    .accent_dark = {140, 92, 20, 255},
    .button = {122, 64, 40, 255},
    .button_hover = {150, 82, 50, 255},
    .button_press = {96, 48, 30, 255},
    .button_off = {170, 156, 136, 255},
    .legal = {255, 236, 140, 90},
    .legal_edge = {255, 226, 110, 220},
    .good = {70, 150, 70, 255},
    .bad = {180, 50, 40, 255},
    .shade = {0, 0, 0, 150},
};

/* The same colours and marker shapes as the figure art (art_figure.c). */
static const SDL_Color PLAYER[COL_COUNT] = {
    {0xd7, 0x26, 0x3d, 255}, /* red */
    {0x21, 0x60, 0xc4, 255}, /* blue */
    {0x2e, 0x9b, 0x3e, 255}, /* green */
    {0xf2, 0xc8, 0x1f, 255}, /* yellow */
    {0x2b, 0x2b, 0x2b, 255}, /* black */
    {0xa3, 0xa3, 0xa3, 255}, /* gray */
    {0xf3, 0x8f, 0xc4, 255}, /* pink */
    {0x7e, 0x3f, 0xb0, 255}, /* purple */
};
static const SDL_Color PLAYER_INK[COL_COUNT] = {
    {255, 255, 255, 255},    {255, 255, 255, 255},    {255, 255, 255, 255},
    {0x2a, 0x22, 0x00, 255}, {0xf4, 0xf4, 0xf4, 255}, {0x1c, 0x1c, 0x1c, 255},
    {0x3a, 0x0f, 0x28, 255}, {255, 255, 255, 255},
};

/* TRANSLATORS: a player's colour, the name of a seat that has none */
static const char *const COLOUR_TITLE[COL_COUNT] = {N_("Red"),    N_("Blue"),  N_("Green"),
                                                    N_("Yellow"), N_("Black"), N_("Gray"),
                                                    N_("Pink"),   N_("Purple")};

static const SDL_Color FLOWER[4] = {
    {250, 250, 244, 255}, /* white */
    {245, 142, 38, 255},  /* orange */
    {156, 92, 214, 255},  /* violet */
    {120, 196, 244, 255}, /* light blue */
};
/* TRANSLATORS: the colours of The Festival's flowers */
static const char *const FLOWER_TITLE[4] = {N_("White"), N_("Orange"), N_("Violet"),
                                            N_("Light blue")};

static const char *const MARK_NAME[MARK_COUNT] = {"circle", "square", "triangle", "diamond",
                                                  "star",   "cross",  "ring",     "bar"};

const Theme *palette_theme(void) { return &THEME; }

SDL_Color palette_player(int colour)
{
    if (colour < 0 || colour >= COL_COUNT) return THEME.ink_soft;
    return PLAYER[colour];
}

SDL_Color palette_player_ink(int colour)
{
    if (colour < 0 || colour >= COL_COUNT) return THEME.ink;
    return PLAYER_INK[colour];
}

int palette_marker(int colour) { return colour >= 0 && colour < MARK_COUNT ? colour : 0; }

const char *palette_marker_name(int shape)
{
    return shape >= 0 && shape < MARK_COUNT ? MARK_NAME[shape] : "?";
}

SDL_Color palette_flower(int flower)
{
    if (flower < 0 || flower >= 4) return THEME.ink_soft;
    return FLOWER[flower];
}

const char *palette_colour_title(int colour)
{
    return colour >= 0 && colour < COL_COUNT ? _(COLOUR_TITLE[colour]) : "?";
}

const char *palette_flower_title(int flower)
{
    return flower >= 0 && flower < 4 ? _(FLOWER_TITLE[flower]) : "?";
}

const char *palette_player_name(const Game *g, int seat)
{
    const GameSetup *s = game_setup(g);
    if (seat >= 0 && seat < s->nplayers && s->name[seat][0]) return s->name[seat];
    return palette_colour_title(game_colour(g, seat));
}

SDL_Color palette_mix(SDL_Color a, SDL_Color b, float t)
{
    SDL_Color c;
    c.r = (Uint8)(a.r + (b.r - a.r) * t);
    c.g = (Uint8)(a.g + (b.g - a.g) * t);
    c.b = (Uint8)(a.b + (b.b - a.b) * t);
    c.a = (Uint8)(a.a + (b.a - a.a) * t);
    return c;
}

SDL_Color palette_alpha(SDL_Color c, Uint8 a)
{
    c.a = a;
    return c;
}
