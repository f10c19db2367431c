/* Figures and tokens as SVG, in the eight player colours, each colour paired with a marker
 * shape so that colour is never the only cue. No SDL here (ArtCache in art.h turns them
 * into textures). */
#ifndef TROUBADOUR_ART_FIGURE_H
#define TROUBADOUR_ART_FIGURE_H

enum {
    ART_FIG_FOLLOWER, /* standing: on a road, city or monastery */
    ART_FIG_FARMER,   /* the same figure lying down: in a field */
    ART_FIG_WINDMILL,
    ART_FIG_DONKEY,
    ART_FIG_TOKEN_BACK,     /* a privilege token face down: a wax seal */
    ART_FIG_TOKEN_ROAD,     /* face up, type R: a ray (an arrow) */
    ART_FIG_TOKEN_COURT,    /* type C: a 5 x 5 square */
    ART_FIG_TOKEN_CROSS,    /* type X: a plus of four rays */
    ART_FIG_TOKEN_DIAGONAL, /* type D: a diagonal arrow */
    ART_FIG_TOKEN_ESTATE,   /* type E: a 3 x 5 block in front */
    ART_FIG_COUNT
};

enum {
    ART_PLAYER_RED,
    ART_PLAYER_BLUE,
    ART_PLAYER_GREEN,
    ART_PLAYER_YELLOW,
    ART_PLAYER_BLACK,
    ART_PLAYER_GRAY,
    ART_PLAYER_PINK,
    ART_PLAYER_PURPLE,
    ART_PLAYERS
};

/* Player p's colour as 0xRRGGBB, its name ("red"...) and its marker's name ("circle",
 * "square", "triangle", "diamond", "star", "cross", "ring", "bar"). p = -1 is neutral
 * (parchment, no marker). */
unsigned art_player_colour(int player);
const char *art_player_name(int player);
const char *art_player_marker(int player);

/* SVG of figure `kind` for `player` (or -1), size_px square (viewBox 0..100). The figure
 * stands on the bottom edge (followers, windmill, donkey) or fills the square (tokens).
 * Caller frees; NULL for an unknown kind or out of memory. */
char *art_figure_svg(int kind, int player, int size_px);

/* The marker shape alone, in the player's colour with an outline (for scoreboards). */
char *art_marker_svg(int player, int size_px);

#endif
