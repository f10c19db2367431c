/* The look's colours: the theme, the player colours (each with a marker shape, so that colour
 * is never the only cue) and the four flower colours. */
#ifndef TROUBADOUR_PALETTE_H
#define TROUBADOUR_PALETTE_H

#include <SDL.h>

#include "game.h"

/* Marker shapes, one per player colour (RULES.md colour order). */
enum {
    MARK_CIRCLE,
    MARK_SQUARE,
    MARK_TRIANGLE,
    MARK_DIAMOND,
    MARK_STAR,
    MARK_CROSS,
    MARK_RING,
    MARK_BAR,
    MARK_COUNT
};

typedef struct Theme {
    SDL_Color board_bg, board_grid;
    SDL_Color panel, panel_edge, panel_dark;
    SDL_Color ink, ink_soft, ink_light;
    SDL_Color accent, accent_dark;
    SDL_Color button, button_hover, button_press, button_off;
    SDL_Color legal, legal_edge, good, bad;
    SDL_Color shade;
} Theme;

const Theme *palette_theme(void);
SDL_Color palette_player(int colour);         /* COL_* */
SDL_Color palette_player_ink(int colour);     /* readable text/outline on top of the colour */
int palette_marker(int colour);               /* MARK_* */
const char *palette_marker_name(int shape);   /* "circle" ... */
SDL_Color palette_flower(int flower);         /* FLOWER_* */
const char *palette_colour_title(int colour); /* "Red" ... */
const char *palette_flower_title(int flower); /* "White" ... "Light blue" */
/* A player's name for display: the chosen name, or the colour's ("Red"). */
const char *palette_player_name(const Game *g, int seat);
SDL_Color palette_mix(SDL_Color a, SDL_Color b, float t);
SDL_Color palette_alpha(SDL_Color c, Uint8 a);

#endif
