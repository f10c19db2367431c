/* Reading the rendered frame back and writing it as PNG (stb_image_write). */
#ifndef TROUBADOUR_SCREENSHOT_H
#define TROUBADOUR_SCREENSHOT_H

#include <SDL.h>
#include <stddef.h>

/* The current render target as a new RGBA surface (caller frees), or NULL. */
SDL_Surface *screenshot_read(SDL_Renderer *r);
/* Writes s as PNG. Returns 0 or -1 with err. */
int screenshot_write_png(SDL_Surface *s, const char *path, char *err, size_t errsize);
/* Number of distinct colours among a sample of pixels (1 = a blank frame). */
int screenshot_colour_variety(SDL_Surface *s);

#endif
