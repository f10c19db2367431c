#include "screenshot.h"

#include <errno.h>
#include <string.h>
#include <stdio.h>

#include "stb_image_write.h"

SDL_Surface *screenshot_read(SDL_Renderer *r)
{
    int w, h;
    if (SDL_GetRendererOutputSize(r, &w, &h) != 0) return NULL;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ABGR8888);
    if (!s) return NULL;
    if (SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ABGR8888, s->pixels, s->pitch) != 0) {
        SDL_FreeSurface(s);
        return NULL;
    }
    /* the frame is opaque whatever the alpha channel of the target says */
    for (int y = 0; y < h; y++) {
        Uint8 *row = (Uint8 *)s->pixels + y * s->pitch;
        for (int x = 0; x < w; x++) row[4 * x + 3] = 255;
    }
    return s;
}

int screenshot_write_png(SDL_Surface *s, const char *path, char *err, size_t errsize)
{
    SDL_Surface *rgba = s->format->format == SDL_PIXELFORMAT_ABGR8888
                            ? s
                            : SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ABGR8888, 0);
    if (!rgba) {
        snprintf(err, errsize, "%s: cannot convert the frame: %s", path, SDL_GetError());
        return -1;
    }
    errno = 0;
    int ok = stbi_write_png(path, rgba->w, rgba->h, 4, rgba->pixels, rgba->pitch);
    if (rgba != s) SDL_FreeSurface(rgba);
    if (!ok) {
        snprintf(err, errsize, "%s: cannot write the PNG (%s)", path,
                 errno ? strerror(errno) : "write failed");
        return -1;
    }
    return 0;
}

int screenshot_colour_variety(SDL_Surface *s)
{
    enum { MAXC = 64 };
    Uint32 seen[MAXC];
    int n = 0;
    for (int y = 0; y < s->h; y += 7) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < s->w; x += 7) {
            Uint32 c = row[x] & 0x00FFFFFFu;
            int k = 0;
            while (k < n && seen[k] != c) k++;
            if (k == n) {
                if (n == MAXC) return n;
                seen[n++] = c;
            }
        }
    }
    return n;
}
