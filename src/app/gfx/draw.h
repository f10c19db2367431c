/* Drawing primitives on an SDL renderer: filled shapes through SDL_RenderGeometry, so they are
 * antialiasing-free but fast on the software renderer. Coordinates are output pixels. */
#ifndef TROUBADOUR_DRAW_H
#define TROUBADOUR_DRAW_H

#include <SDL.h>

void draw_rect(SDL_Renderer *r, float x, float y, float w, float h, SDL_Color c);
void draw_rect_outline(SDL_Renderer *r, float x, float y, float w, float h, float t, SDL_Color c);
void draw_round_rect(SDL_Renderer *r, float x, float y, float w, float h, float rad, SDL_Color c);
/* A convex polygon (n <= 64 points). */
void draw_poly(SDL_Renderer *r, const SDL_FPoint *p, int n, SDL_Color c);
void draw_circle(SDL_Renderer *r, float cx, float cy, float rad, SDL_Color c);
void draw_ring(SDL_Renderer *r, float cx, float cy, float rad, float t, SDL_Color c);
void draw_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float t, SDL_Color c);
/* A triangle pointing in direction dir (0 N, 1 E, 2 S, 3 W) centred at cx, cy. */
void draw_arrow(SDL_Renderer *r, float cx, float cy, float size, int dir, SDL_Color c);
/* A player marker shape (MARK_*) of radius rad, outlined when outline.a > 0. */
void draw_marker(SDL_Renderer *r, int shape, float cx, float cy, float rad, SDL_Color fill,
                 SDL_Color outline);

#endif
