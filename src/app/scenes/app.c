/* The services a scene gets from the program: scene changes, toasts, the UI scale,
 * fullscreen, the per-user files. */
#include "app.h"

#include <stdio.h>

#include "scenes.h"
#include "text.h"
#include "ui.h"
#include "i18n.h"

void app_open_record(App *app, const char *path, int view)
{
    snprintf(app->open_path, sizeof app->open_path, "%s", path);
    app->open_view = view;
    app_set_scene(app, &SCENE_GAME);
}

float app_px(const App *app, float points) { return points * app->ui; }

void app_set_scene(App *app, const Scene *scene) { app->next_scene = scene; }

void app_go_back(App *app)
{
    app_set_scene(app, app->back_to ? app->back_to : &SCENE_TITLE);
    app->back_to = NULL;
}

void app_toast_style(App *app, int style, const char *msg, int ms)
{
    /* a long message is cut to the toast box on purpose */
    snprintf(app->toast, sizeof app->toast, "%.*s", (int)sizeof app->toast - 1, msg);
    app->toast_until = app->now_ms + (uint64_t)(ms > 0 ? ms : 0);
    app->toast_style = style;
    app->dirty = 1;
}

void app_toast(App *app, const char *msg, int ms) { app_toast_style(app, APP_TOAST_INFO, msg, ms); }

const char *app_toast_shown(const App *app)
{
    return app->toast[0] && app->now_ms < app->toast_until ? app->toast : NULL;
}

int app_config_file(const App *app, const char *name, char *out, size_t size)
{
    if (!app->confdir[0]) return -1;
    int n = snprintf(out, size, "%s%s", app->confdir, name);
    return n < 0 || (size_t)n >= size ? -1 : 0;
}

int app_pref_file(const App *app, const char *name, char *out, size_t size)
{
    if (!app->prefdir[0]) return -1;
    int n = snprintf(out, size, "%s%s", app->prefdir, name);
    return n < 0 || (size_t)n >= size ? -1 : 0;
}

float app_fit_scale(float want, int w, int h)
{
    float most = (float)w / 800.0f;
    if ((float)h / 600.0f < most) most = (float)h / 600.0f;
    if (most < 0.5f) most = 0.5f; /* a window under 400 x 300 is cut, never unreadable */
    return want < most ? want : most;
}

void app_update_metrics(App *app)
{
    int ww, wh, ow, oh;
    SDL_GetWindowSize(app->window, &ww, &wh);
    if (SDL_GetRendererOutputSize(app->renderer, &ow, &oh) != 0) {
        ow = ww;
        oh = wh;
    }
    app->w = ow > 1 ? ow : 1;
    app->h = oh > 1 ? oh : 1;
    app->px_per_point = ww > 0 ? (float)ow / (float)ww : 1.0f;
    float scale = app->opt.ui_scale > 0 ? app->opt.ui_scale : app->settings.ui_scale;
    /* a UI scale the window cannot hold is lowered for it (the setting is kept) */
    float ui = app_fit_scale(scale * app->px_per_point, app->w, app->h);
    if (ui != app->ui) {
        app->ui = ui;
        if (app->text) text_set_scale(app->text, ui);
    }
    if (app->uis) ui_set_view(app->uis, app->renderer, app->text, app->px_per_point, app->ui);
    app->dirty = 1;
}

void app_set_ui_scale(App *app, float scale)
{
    if (scale < 0.75f) scale = 0.75f;
    if (scale > 3.0f) scale = 3.0f;
    app->settings.ui_scale = scale;
    app->opt.ui_scale = 0;
    app_update_metrics(app);
}

void app_toggle_fullscreen(App *app)
{
    Uint32 flags = SDL_GetWindowFlags(app->window);
    int on = !(flags & SDL_WINDOW_FULLSCREEN);
    if (SDL_SetWindowFullscreen(app->window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0) != 0) {
        app_toast(app, _("Fullscreen is not available here."), 2500);
        return;
    }
    app->settings.fullscreen = on;
    app_update_metrics(app);
}
