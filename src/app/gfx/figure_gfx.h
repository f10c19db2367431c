/* Figures drawn from shapes: followers (standing, or lying as farmers), windmills, the donkey
 * and privilege tokens. Every player figure carries its colour's marker shape, so colour is
 * never the only cue. */
#ifndef TROUBADOUR_FIGURE_GFX_H
#define TROUBADOUR_FIGURE_GFX_H

#include <SDL.h>

enum { FIGURE_STANDING, FIGURE_LYING, FIGURE_WINDMILL };

/* A player's figure of kind FIGURE_* centred at cx, cy, size pixels tall. */
void figure_draw(SDL_Renderer *r, int colour, int kind, float cx, float cy, float size,
                 Uint8 alpha);
void figure_draw_donkey(SDL_Renderer *r, float cx, float cy, float size, Uint8 alpha);
/* A privilege token: face down (type < 0) or showing its letter (drawn by the caller). */
void figure_draw_token(SDL_Renderer *r, float cx, float cy, float size, int face_up, Uint8 alpha);

#endif
