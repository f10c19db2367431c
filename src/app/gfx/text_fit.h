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

#endif
