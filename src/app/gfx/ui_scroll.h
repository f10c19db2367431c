/* A scroll view for a screen whose rows may not fit its window (settings, setup): the rows
 * are drawn from ui_scroll_begin's y down, clipped to the view; rows outside it get no widgets
 * (ui_scroll_shows), so they cannot be clicked unseen; the wheel and Page Up/Down move it. */
#ifndef TROUBADOUR_UI_SCROLL_H
#define TROUBADOUR_UI_SCROLL_H

#include <SDL.h>

#include "input.h"

typedef struct UiScroll {
    float top, bottom; /* the view, output pixels (set by ui_scroll_begin) */
    float scroll;      /* how far the content is moved up */
    float content_h;   /* the content's height in the last frame */
    float max;         /* the most it scrolls (0: it fits) */
    SDL_FRect view;
} UiScroll;

/* Starts drawing the content into view (clamped scroll, clip set); returns the y of the
 * content's top. */
float ui_scroll_begin(UiScroll *s, SDL_Renderer *r, SDL_FRect view);
/* Ends it: content_bottom is the y the rows reached; the clip goes and, when it scrolls, a
 * thin bar of width bar_w at bar_x says there is more. */
void ui_scroll_end(UiScroll *s, SDL_Renderer *r, float content_bottom, float bar_x, float bar_w,
                   SDL_Color bar);
/* Whether the rectangle lies whole inside the view. */
int ui_scroll_shows(const UiScroll *s, SDL_FRect r);
/* The wheel (step pixels a notch) and Page Up/Down; returns 1 when the event moved it. */
int ui_scroll_input(UiScroll *s, const InputEvent *e, float step);

#endif
