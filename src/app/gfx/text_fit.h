/* Fitting text to a width without cutting a word in the middle of what it says: a line of
 * items (such as "R: rotate    Tab: next spot") keeps the items that fit whole. */
#ifndef TROUBADOUR_TEXT_FIT_H
#define TROUBADOUR_TEXT_FIT_H

#include <stddef.h>

#include "text.h"

/* Copies into out the longest run of s's first items (separated by sep) that is at most
 * maxw pixels wide in font; returns its width (0 and "" when not even the first fits). */
int text_fit_items(Text *t, int font, const char *s, const char *sep, int maxw, char *out,
                   size_t size);

/* s centred on cx from y: on one line when it is at most maxw wide, else on two split at the
 * space that makes the wider of them narrowest (ellipsized only when no split fits). Returns
 * the height used. */
int text_draw_centred(Text *t, int font, const char *s, SDL_Color c, float cx, float y, int maxw);

#endif
