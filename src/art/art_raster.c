/* SVG to surfaces (SDL_image), PNG writing, the font (see art.h). The game's texture cache
 * is src/app/gfx/tile_gfx.c. */
#include "art.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>

#include "io.h"

/* The implementation comes from Debian's libstb. */
#include "stb_image_write.h"

SDL_Surface *art_svg_surface(const char *svg, int width, int height)
{
    if (!svg) {
        SDL_SetError("no SVG text (out of memory?)");
        return NULL;
    }
    SDL_RWops *rw = SDL_RWFromConstMem(svg, (int)strlen(svg));
    if (!rw) return NULL;
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, width, height);
    SDL_RWclose(rw);
    return s;
}

SDL_Surface *art_tile_surface(const TileDef *t, int rot, int size_px)
{
    char *svg = art_tile_svg(t, rot, size_px);
    SDL_Surface *s = art_svg_surface(svg, size_px, size_px);
    free(svg);
    return s;
}

int art_write_png(SDL_Surface *s, const char *path, char *err, size_t errsize)
{
    SDL_Surface *rgba = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ABGR8888, 0);
    if (!rgba) {
        snprintf(err, errsize, "cannot convert the picture for %s: %s", path, SDL_GetError());
        return -1;
    }
    int ok = stbi_write_png(path, rgba->w, rgba->h, 4, rgba->pixels, rgba->pitch);
    SDL_FreeSurface(rgba);
    if (!ok) {
        snprintf(err, errsize, "cannot write %s", path);
        return -1;
    }
    return 0;
}

TTF_Font *art_open_font(int ptsize, int bold)
{
    const char *file = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf";
    char path[1024], err[512];
    const char *dir = io_data_dir(err, sizeof err);
    if (dir) {
        snprintf(path, sizeof path, "%s/fonts/%s", dir, file);
        TTF_Font *f = TTF_OpenFont(path, ptsize);
        if (f) return f;
    }
    static const char *const system_dirs[] = {"/usr/share/fonts/truetype/dejavu",
                                              "/usr/share/fonts/dejavu",
                                              "/usr/local/share/fonts/dejavu"};
    for (size_t i = 0; i < sizeof system_dirs / sizeof system_dirs[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", system_dirs[i], file);
        TTF_Font *f = TTF_OpenFont(path, ptsize);
        if (f) return f;
    }
    SDL_SetError("no font: %s is neither in the data folder's fonts/ nor in the system's "
                 "DejaVu folder",
                 file);
    return NULL;
}
