/* Text: the fonts at the current UI scale and a cache of rendered strings, so a still frame
 * never re-rasterises text. */
#ifndef TROUBADOUR_TEXT_H
#define TROUBADOUR_TEXT_H

#include <SDL.h>
#include <stddef.h>

enum { FONT_SMALL, FONT_BODY, FONT_BOLD, FONT_LARGE, FONT_TITLE, FONT_COUNT };

/* Alignment flags for text_draw: horizontal | vertical. */
enum {
    TEXT_LEFT = 0,
    TEXT_CENTER = 1,
    TEXT_RIGHT = 2,
    TEXT_TOP = 0,
    TEXT_MIDDLE = 4,
    TEXT_BOTTOM = 8
};

typedef struct Text Text;

/* Opens the regular and bold font files at sizes for the given scale (pixels per UI point).
 * Returns NULL with a sentence in err. */
Text *text_new(SDL_Renderer *r, const char *regular, const char *bold, float scale, char *err,
               size_t errsize);
void text_free(Text *t);
/* Re-opens the fonts for another scale (the cache is emptied). Returns 0 or -1. */
int text_set_scale(Text *t, float scale);

/* Draws s at x, y (output pixels) aligned by flags; returns the width drawn. */
int text_draw(Text *t, int font, const char *s, SDL_Color c, float x, float y, int flags);
/* Draws s wrapped to width; returns the height used. */
int text_draw_wrapped(Text *t, int font, const char *s, SDL_Color c, float x, float y, int width);
int text_width(Text *t, int font, const char *s);
/* The height text_draw_wrapped would use (the same colour: the drawing reuses the texture). */
int text_height_wrapped(Text *t, int font, const char *s, SDL_Color c, int width);
/* Like text_draw, but never wider than maxw pixels: a longer s is cut at a character and
 * ends with an ellipsis. Returns the width drawn. */
int text_draw_fit(Text *t, int font, const char *s, SDL_Color c, float x, float y, int flags,
                  int maxw);
int text_line_height(Text *t, int font);
/* Called once per drawn frame: lets the cache forget strings not drawn for a while. */
/* The layout tests' view of cut text: a string drawn ellipsized (text_draw_fit), past the
 * window's edge (inside a clip rectangle, a scroll view, past its sides: text above or below
 * it is scrolled away, not cut), or noted by a widget that it does not fit (a button's label).
 * Counted per frame (text_frame_end starts the next): text_cut_count is this frame's count
 * so far, text_cut_text(i) the i-th of the first TEXT_CUT_KEEP (at most 63 bytes of it). */
#define TEXT_CUT_KEEP 24
void text_note_cut(Text *t, const char *s);
/* Whether exactly s was drawn (text_draw, _fit, _wrapped) in this frame: the language tests'
 * probe that a translation is on screen. */
int text_drawn(const Text *t, const char *s);
int text_cut_count(const Text *t);
const char *text_cut_text(const Text *t, int i);
void text_frame_end(Text *t);

/* Finds the game's fonts: the fonts/ folder of the data folder (regular and bold .ttf/.otf),
 * then DejaVu Sans from the system. Returns 0, or -1 with every path tried in err. */
/* DejaVu Sans from the system alone: 0, or -1 when it is not installed. */
int text_system_fonts(char *regular, char *bold, size_t size);
int text_find_fonts(const char *datadir, char *regular, char *bold, size_t size, char *err,
                    size_t errsize);

#endif
