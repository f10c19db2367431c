#include "fatal.h"
#include "i18n.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>

_Noreturn void fatal_startup(const char *what, const char *detail)
{
    fprintf(stderr, _("troubadour: cannot start: %s: %s\n"), what, detail ? detail : "");
    char msg[3072];
    snprintf(msg, sizeof msg, _("Troubadour cannot start: %s.\n\n%s"), what, detail ? detail : "");
    /* Works without a window; fails quietly when there is no display at all. */
    const char *drv = SDL_GetCurrentVideoDriver();
    if (drv && SDL_strcmp(drv, "dummy") != 0 && SDL_strcmp(drv, "offscreen") != 0)
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Troubadour", msg, NULL);
    SDL_Quit();
    exit(1);
}
