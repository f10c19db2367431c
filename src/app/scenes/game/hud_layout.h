/* Where the game scene's parts go: the board, the bar under it and the side panel, and inside
 * the panel the turn section, the player rows, the score track and the scoring log. One
 * computation for drawing, for the scoring popups and for the layout probe, so that what the
 * test checks is what is drawn. Internal to the game scene. */
#ifndef TROUBADOUR_HUD_LAYOUT_H
#define TROUBADOUR_HUD_LAYOUT_H

#include <SDL.h>
#include <stddef.h>

#include "app.h"

typedef struct GameScene GameScene;

typedef struct HudLayout {
    float x, w, pad; /* the panel's left edge, width and inner margin */
    int n;           /* players */
    /* the turn section: whose turn, the drawn tile, the turn's buttons beside it */
    SDL_FRect title, tile_box, tiles_left, buttons;
    float tile; /* drawn tile size */
    /* the player rows: marker, name, projected score, score (fixed columns wide enough
       for three digits, so that a long score never runs into its projection) */
    float players_y, row_h;
    int compact; /* one line per player: no supply line */
    float name_x, name_w, proj_r, proj_w, score_r, score_w;
    float supply_x, supply_w; /* compact rows: the followers left ("x7"), 0 when no room */
    int score_font, name_font;
    /* the score track: 50 squares in 5 rows, the privilege piles in a column left of the
       rows they wait on (0, 10, 20, 30, 40), so they hide neither numbers nor markers */
    SDL_FRect track_title, track, piles;
    float cell;
    /* the scoring log: a header and at least one line (scrolled by the wheel) */
    SDL_FRect log;
} HudLayout;

/* The board, panel and bar rectangles of the scene (gs->board, gs->panel, gs->bar) for the
 * window size: the board keeps at least 70% of the width. */
void hud_layout_scene(App *app, GameScene *gs);
/* The panel's inner layout for the current window, scale and number of players. */
void hud_layout(App *app, const GameScene *gs, HudLayout *L);

/* The board's toolbar from its top left: Menu, Centre, zoom out and in, then the assists'
 * Tiles and Hint (their places kept when they are off). Each button is as wide as its label
 * in the current language; the keys ("Tiles  T") are left out when the row would not fit the
 * board's width with them. */
enum {
    HUD_TOOL_MENU,
    HUD_TOOL_CENTRE,
    HUD_TOOL_ZOOM_OUT,
    HUD_TOOL_ZOOM_IN,
    HUD_TOOL_TILES,
    HUD_TOOL_HINT,
    HUD_TOOL_COUNT
};
typedef struct HudTool {
    const char *id, *label;
    SDL_FRect r;
} HudTool;
void hud_layout_toolbar(App *app, const GameScene *gs, HudTool out[HUD_TOOL_COUNT]);

/* A score-track square's markers side by side: where the k-th of count sits in the square
 * at x, y of size c, and its size. */
void hud_layout_marker(float x, float y, float c, int k, int count, float *cx, float *cy,
                       float *size);

/* One named rectangle of the drawn panel, output pixels. */
typedef struct HudRect {
    char id[32];
    SDL_FRect r;
} HudRect;
/* The rectangles of every part of the panel and the bar as drawn now (names at their
 * ellipsized width); returns how many (at most max). */
int hud_layout_rects(App *app, const GameScene *gs, HudRect *out, int max);
/* --layout-dump: the rectangles as "rect ID X Y W H" lines in window points. */
void hud_layout_dump(App *app, const GameScene *gs);

/* hud.c: the width a player's name is drawn at (ellipsized to its room), and where the
 * bar's two lines are drawn (the sentence, the keys that fit). */
int hud_name_width(App *app, const HudLayout *L, int seat);
void hud_bar_rects(App *app, const GameScene *gs, SDL_FRect *what, SDL_FRect *keys);

#endif
