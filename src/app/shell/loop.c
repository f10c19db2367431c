#define _POSIX_C_SOURCE 200809L
#include "loop.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "app.h"
#include "audio.h"
#include "bot_worker.h"
#include "draw.h"
#include "fatal.h"
#include "i18n.h"
#include "input_sdl.h"
#include "io.h"
#include "last_setup.h"
#include "palette.h"
#include "scenes.h"
#include "sprite.h"
#include "text.h"
#include "tile_gfx.h"
#include "ui.h"
#include "userdir.h"

#define DEFAULT_W       1280
#define DEFAULT_H       800
#define DRIVER_FRAME_MS 16 /* a driven run's virtual frame */

static double mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* $XDG_CONFIG_HOME/troubadour/ (or ~/.config/troubadour/), created when missing. */
static void find_config_dir(App *app)
{
    const char *xdg = getenv("XDG_CONFIG_HOME");
    const char *home = getenv("HOME");
    char base[APP_PATH_MAX - 16];
    int n;
    if (xdg && xdg[0] == '/')
        n = snprintf(base, sizeof base, "%s", xdg);
    else if (home && home[0])
        n = snprintf(base, sizeof base, "%s/.config", home);
    else
        return;
    if (n < 0 || (size_t)n >= sizeof base) return;
    char dir[APP_PATH_MAX - 1]; /* room for the trailing slash in confdir */
    n = snprintf(dir, sizeof dir, "%s/troubadour", base);
    if (n < 0 || (size_t)n >= sizeof dir) return;
    mkdir(base, 0700);
    if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
        fprintf(stderr, _("troubadour: cannot create %s (%s); settings will not be kept\n"), dir,
                strerror(errno));
        return;
    }
    snprintf(app->confdir, sizeof app->confdir, "%s/", dir);
}

/* The first window size: asked or 1280x800, never larger than the usable display. */
static void first_size(const App *app, int *w, int *h)
{
    *w = app->opt.width           ? app->opt.width
         : app->settings.window_w ? app->settings.window_w
                                  : DEFAULT_W;
    *h = app->opt.height          ? app->opt.height
         : app->settings.window_h ? app->settings.window_h
                                  : DEFAULT_H;
    SDL_Rect r;
    if (SDL_GetDisplayUsableBounds(0, &r) == 0 && r.w > 0 && r.h > 0) {
        if (*w > r.w) *w = r.w;
        if (*h > r.h) *h = r.h;
    }
    if (*w < 320) *w = 320;
    if (*h < 240) *h = 240;
}

/* The last windowed position, when it still lies on a display (a monitor may be gone). */
static void first_pos(const App *app, int *x, int *y)
{
    *x = *y = SDL_WINDOWPOS_CENTERED;
    if (!app->settings.has_window_pos || app->opt.width) return;
    SDL_Point pt = {app->settings.window_x + 40, app->settings.window_y + 40};
    for (int i = 0; i < SDL_GetNumVideoDisplays(); i++) {
        SDL_Rect r;
        if (SDL_GetDisplayUsableBounds(i, &r) == 0 && SDL_PointInRect(&pt, &r)) {
            *x = app->settings.window_x;
            *y = app->settings.window_y;
            return;
        }
    }
}

/* Keeps the windowed size and position for the next start. */
static void remember_window(App *app)
{
    char path[APP_PATH_MAX], err[512];
    /* a headless run (tests) has no window a person placed: it never rewrites the saved one */
    if (!app->window || app->opt.measure_startup || app->headless) return;
    if (SDL_GetWindowFlags(app->window) & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_MAXIMIZED)) return;
    SDL_GetWindowSize(app->window, &app->settings.window_w, &app->settings.window_h);
    SDL_GetWindowPosition(app->window, &app->settings.window_x, &app->settings.window_y);
    app->settings.has_window_pos = 1;
    if (app_config_file(app, "settings.txt", path, sizeof path) != 0) return;
    if (settings_save(&app->settings, path, err, sizeof err) != 0)
        fprintf(stderr, _("troubadour: settings: %s\n"), err);
}

/* The first start (no ui_scale in settings.txt, none asked on the command line): the scale
 * from the display's DPI, stored so that the player's later choice in Settings wins. */
static void first_scale(App *app)
{
    /* TROUBADOUR_TEST_DPI: the display's DPI for the tests (a headless driver has none) */
    const char *fake = getenv("TROUBADOUR_TEST_DPI");
    if (fake && !fake[0]) fake = NULL;
    if (app->settings.has_ui_scale || app->opt.ui_scale > 0 || (app->headless && !fake)) return;
    float ddpi, hdpi, vdpi;
    if (fake) {
        char *end;
        double d = strtod(fake, &end);
        if (*end || !(d > 0) || d > 10000) {
            /* a test hook's message, for developers: not translated */
            fprintf(stderr, "troubadour: TROUBADOUR_TEST_DPI must be a positive number\n");
            return;
        }
        hdpi = (float)d;
    } else {
        int display = SDL_GetWindowDisplayIndex(app->window);
        if (SDL_GetDisplayDPI(display < 0 ? 0 : display, &ddpi, &hdpi, &vdpi) != 0) return;
    }
    app->settings.ui_scale = settings_scale_for_dpi(hdpi, app->px_per_point);
    app->settings.has_ui_scale = 1;
    char path[APP_PATH_MAX], err[512];
    if (app_config_file(app, "settings.txt", path, sizeof path) == 0 &&
        settings_save(&app->settings, path, err, sizeof err) != 0)
        fprintf(stderr, _("troubadour: settings: %s\n"), err);
    app_update_metrics(app);
}

static void set_icon(App *app)
{
    char path[APP_PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/assets/icon-64.png", app->datadir);
    SDL_Surface *s = IMG_Load(path);
    if (!s) return; /* the window manager's default icon is fine */
    SDL_SetWindowIcon(app->window, s);
    SDL_FreeSurface(s);
}

/* Temp files of killed writes go; the lock says whether another copy plays here (this one
 * then writes no autosave, so it cannot overwrite the other's game). */
static void claim_user_folder(App *app)
{
    char saves[APP_PATH_MAX + 8];
    userdir_clean_temps(app->prefdir);
    snprintf(saves, sizeof saves, "%ssaves", app->prefdir);
    userdir_clean_temps(saves);
    if (app->opt.no_autosave) return;
    if (userdir_lock(app->prefdir, &app->lock_fd) == 1) {
        app->second_copy = 1;
        app->opt.no_autosave = 1;
        fprintf(stderr, _("troubadour: another copy of the game is running; this one does not "
                          "autosave (load, replay and new games still work)\n"));
    }
}

static int headless_driver(const char *name)
{
    return name && (SDL_strcasecmp(name, "dummy") == 0 || SDL_strcasecmp(name, "offscreen") == 0);
}

/* SDL falls back to a driver that shows nothing when there is no display: that is an error
 * unless a headless driver was asked for (tests, benchmarks). */
static void check_display(App *app)
{
    const char *asked = getenv("SDL_VIDEODRIVER");
    const char *got = SDL_GetCurrentVideoDriver();
    if (!headless_driver(got)) return;
    app->headless = 1;
    if (headless_driver(asked)) return;
    const char *x = getenv("DISPLAY"), *wl = getenv("WAYLAND_DISPLAY");
    char err[1024];
    snprintf(err, sizeof err,
             _("no desktop session was reached (DISPLAY %s%s%s, WAYLAND_DISPLAY %s%s%s), so "
               "nothing would be shown. Run it from a desktop session; to run without a window "
               "on purpose, set SDL_VIDEODRIVER=dummy."),
             x ? "is \"" : "is unset", x ? x : "", x ? "\"" : "", wl ? "is \"" : "is unset",
             wl ? wl : "", wl ? "\"" : "");
    fatal_startup(_("no display"), err);
}

static void startup(App *app)
{
    char err[4096];
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0");
    if (app->driver) SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        snprintf(err, sizeof err,
                 _("SDL could not open a display (%s). Run it from a desktop session (DISPLAY or "
                   "WAYLAND_DISPLAY set); headless tests use SDL_VIDEODRIVER=dummy."),
                 SDL_GetError());
        fatal_startup(_("no display"), err);
    }
    check_display(app);
    const char *dir = io_data_dir(err, sizeof err);
    if (!dir) fatal_startup(_("game data missing"), err);
    snprintf(app->datadir, sizeof app->datadir, "%s", dir);
    app->ts = malloc(sizeof *app->ts);
    if (!app->ts) fatal_startup(_("out of memory"), _("the tile set does not fit in memory"));
    if (io_load_tileset(app->ts, app->datadir, err, sizeof err) != 0)
        fatal_startup(_("the tile data is broken"), err);
    char *pref = SDL_GetPrefPath("troubadour", "troubadour");
    if (pref) {
        snprintf(app->prefdir, sizeof app->prefdir, "%s", pref);
        SDL_free(pref);
    } else {
        fprintf(stderr, _("troubadour: no folder for saves (%s); the game will not be saved\n"),
                SDL_GetError());
    }
    if (app->prefdir[0]) claim_user_folder(app);
    find_config_dir(app);
    char spath[APP_PATH_MAX];
    if (app_config_file(app, "settings.txt", spath, sizeof spath) == 0)
        settings_load(&app->settings, spath);
    else
        settings_default(&app->settings);
    /* the Settings choice of language overrides the environment's */
    if (app->settings.language[0]) i18n_set_language(app->settings.language);
    if (app->opt.fullscreen) app->settings.fullscreen = 1;

    int w, h, x, y;
    first_size(app, &w, &h);
    first_pos(app, &x, &y);
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (app->settings.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    app->window = SDL_CreateWindow("Troubadour", x, y, w, h, flags);
    if (!app->window) {
        snprintf(err, sizeof err, _("SDL could not create a %dx%d window: %s"), w, h,
                 SDL_GetError());
        fatal_startup(_("no window"), err);
    }
    SDL_SetWindowMinimumSize(app->window, 640, 480);
    app->renderer =
        SDL_CreateRenderer(app->window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!app->renderer) app->renderer = SDL_CreateRenderer(app->window, -1, SDL_RENDERER_SOFTWARE);
    if (!app->renderer) {
        snprintf(err, sizeof err, _("SDL could not create a renderer: %s"), SDL_GetError());
        fatal_startup(_("no renderer"), err);
    }
    set_icon(app);
    if (TTF_Init() != 0) {
        snprintf(err, sizeof err, _("SDL_ttf could not start: %s"), TTF_GetError());
        fatal_startup(_("no font engine"), err);
    }
    char regular[1024], bold[1024];
    if (text_find_fonts(app->datadir, regular, bold, sizeof regular, err, sizeof err) != 0)
        fatal_startup(_("missing font"), err);
    app_update_metrics(app);
    first_scale(app);
    app->text = text_new(app->renderer, regular, bold, app->ui, err, sizeof err);
    if (!app->text && text_system_fonts(regular, bold, sizeof regular) == 0) {
        /* a damaged font in the data folder: the system's, as when the folder has none */
        fprintf(stderr, _("troubadour: %s; using the system font %s\n"), err, regular);
        app->text = text_new(app->renderer, regular, bold, app->ui, err, sizeof err);
    }
    if (!app->text) fatal_startup(_("missing font"), err);
    app->uis = ui_new();
    if (app->uis) ui_set_view(app->uis, app->renderer, app->text, app->px_per_point, app->ui);
    app->tiles = tile_gfx_new(app->renderer, app->ts);
    app->sprites = sprite_cache_new(app->renderer);
    if (!app->uis || !app->tiles || !app->sprites)
        fatal_startup(_("out of memory"), _("the user interface does not fit in memory"));
    uint64_t seed =
        app->driver ? 12345u : (uint64_t)SDL_GetPerformanceCounter() ^ (uint64_t)time(NULL);
    rng_seed(&app->cosmetic, seed, 0xC05u);
    session_default_choice(&app->session.choice);
    if (app_config_file(app, "setup.txt", spath, sizeof spath) == 0)
        last_setup_load(&app->session.choice, spath);
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) app->session.bot[i] = SEAT_HUMAN;
    app->audio = audio_open(app->datadir, &app->settings);
    const char *notice = audio_take_notice(app->audio);
    if (notice) {
        fprintf(stderr, _("troubadour: %s\n"), notice);
        app_toast(app, notice, 6000);
    }
}

static void shutdown_app(App *app)
{
    if (app->scene && app->scene->leave) app->scene->leave(app, app->scene_state);
    bot_workers_stop(); /* every search given up is joined before the tile set goes */
    remember_window(app);
    session_end(&app->session);
    tile_gfx_free(app->tiles);
    sprite_cache_free(app->sprites);
    ui_free(app->uis);
    text_free(app->text);
    if (app->renderer) SDL_DestroyRenderer(app->renderer);
    if (app->window) SDL_DestroyWindow(app->window);
    free(app->ts);
    audio_close(app->audio); /* last: nothing above plays any more */
    if (TTF_WasInit()) TTF_Quit();
    SDL_Quit();
    userdir_unlock(app->lock_fd);
}

/* The app clock: a person's run reads SDL's ticks into app->now_ms (toasts and scenes count
 * from it); a script's run advances it one frame step per frame. */
static uint64_t clock_ms(App *app)
{
    if (!app->driver) app->now_ms = SDL_GetTicks64();
    return app->now_ms;
}

static void change_scene(App *app)
{
    if (!app->next_scene) return;
    const Scene *next = app->next_scene;
    app->next_scene = NULL;
    if (app->scene && app->scene->leave) app->scene->leave(app, app->scene_state);
    app->scene_state = NULL;
    ui_reset(app->uis);
    app->scene = next;
    app->scene_state = next->enter ? next->enter(app) : NULL;
    app->dirty = 1;
}

/* One input event: quit, full screen and mute for the shell, the rest for the scene. */
static void dispatch(App *app, const InputEvent *ev)
{
    if (ev->kind == IN_ACTION && ev->action == IA_QUIT) {
        app->quit = 1;
        return;
    }
    if (ev->kind == IN_ACTION && ev->action == IA_FULLSCREEN) {
        if (!ev->repeat) app_toggle_fullscreen(app);
        return;
    }
    if (ev->kind == IN_ACTION && ev->action == IA_MUTE && !ui_has_focus(app->uis)) {
        if (ev->repeat) return;
        app->settings.mute = audio_toggle_mute(app->audio);
        app_toast(app, app->settings.mute ? _("Sound muted (M)") : _("Sound on (M)"), 1500);
        char path[APP_PATH_MAX], err[512];
        if (app_config_file(app, "settings.txt", path, sizeof path) == 0 &&
            settings_save(&app->settings, path, err, sizeof err) != 0)
            fprintf(stderr, _("troubadour: settings: %s\n"), err);
        app->dirty = 1;
        return;
    }
    if (app->scene && app->scene->input) app->scene->input(app, app->scene_state, ev);
}

static void handle_event(App *app, InputSdl *in, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_QUIT: app->quit = 1; return;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
            e->window.event == SDL_WINDOWEVENT_RESIZED ||
            e->window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED)
            app_update_metrics(app);
        app->dirty = 1;
        break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET: app->dirty = 1; break;
    default: break;
    }
    InputEvent out[INPUT_SDL_MAX_OUT];
    in->now_ms = clock_ms(app);
    int n = input_sdl_translate(in, e, app->px_per_point, out);
    for (int i = 0; i < n && !app->quit; i++) dispatch(app, &out[i]);
    if (ui_take_dirty(app->uis)) app->dirty = 1;
}

static void draw_toast(App *app)
{
    if (!app->toast[0] || app->now_ms >= app->toast_until) return;
    const Theme *th = palette_theme();
    int tw = text_width(app->text, FONT_BODY, app->toast);
    float maxw = (float)app->w - app_px(app, 40);
    float w = (float)tw + app_px(app, 40);
    if (w > maxw) w = maxw;
    float h = app_px(app, 40);
    float x = ((float)app->w - w) / 2, y = (float)app->h - h - app_px(app, 56);
    /* a note dark, a done thing green, a failure red */
    SDL_Color bg = app->toast_style == APP_TOAST_SUCCESS ? (SDL_Color){28, 92, 44, 240}
                   : app->toast_style == APP_TOAST_ERROR ? (SDL_Color){132, 34, 24, 240}
                                                         : (SDL_Color){25, 18, 10, 235};
    draw_round_rect(app->renderer, x, y, w, h, app_px(app, 10), bg);
    SDL_Rect clip = {(int)x, (int)y, (int)w, (int)h};
    SDL_RenderSetClipRect(app->renderer, &clip);
    text_draw(app->text, FONT_BODY, app->toast, th->ink_light, x + w / 2, y + h / 2,
              TEXT_CENTER | TEXT_MIDDLE);
    SDL_RenderSetClipRect(app->renderer, NULL);
}

static void draw_frame(App *app)
{
    const Theme *th = palette_theme();
    SDL_SetRenderDrawBlendMode(app->renderer, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(app->renderer, th->board_bg.r, th->board_bg.g, th->board_bg.b, 255);
    SDL_RenderClear(app->renderer);
    ui_frame_begin(app->uis);
    app->layout_extra[0] = '\0';
    if (app->scene && app->scene->draw) app->scene->draw(app, app->scene_state);
    draw_toast(app);
    if (app->driver && app->driver->after_draw) app->driver->after_draw(app->driver->state, app);
    SDL_RenderPresent(app->renderer);
    ui_frame_end(app->uis);
    text_frame_end(app->text);
    app->dirty = tile_gfx_pending(app->tiles);
    tile_gfx_frame_end(app->tiles);
    if (app->opt.layout_dump && app->scene)
        ui_dump_layout(app->uis, app->opt.layout_dump, app->scene->name, app->layout_extra);
    app->frames++;
}

static int run_loop(App *app, InputSdl *in, double t0)
{
    uint64_t last = clock_ms(app), last_frame = 0;
    int animating = 1;
    uint64_t wake_at = 0;
    int status = 0;
    while (!app->quit) {
        change_scene(app);
        if (app->driver) {
            int r = app->driver->before_events(app->driver->state, app);
            if (r <= 0) {
                status = app->driver->status(app->driver->state);
                break;
            }
        }
        SDL_Event e;
        int got;
        if (app->driver) {
            got = SDL_PollEvent(&e);
        } else {
            uint64_t now = clock_ms(app);
            int timeout = -1;
            if (animating || app->dirty) {
                timeout =
                    last_frame + APP_FRAME_MS > now ? (int)(last_frame + APP_FRAME_MS - now) : 0;
            } else {
                uint64_t until = wake_at;
                if (app->toast[0] && app->toast_until > now && (!until || app->toast_until < until))
                    until = app->toast_until;
                uint64_t stick = input_sdl_wake_at(in);
                if (stick && (!until || stick < until)) until = stick;
                if (until) timeout = until > now ? (int)(until - now) : 0;
            }
            got = timeout < 0 ? SDL_WaitEvent(&e) : SDL_WaitEventTimeout(&e, timeout);
        }
        if (got) {
            handle_event(app, in, &e);
            while (SDL_PollEvent(&e)) handle_event(app, in, &e);
        }
        InputEvent held;
        if (input_sdl_frame(in, clock_ms(app), &held)) {
            dispatch(app, &held);
            if (ui_take_dirty(app->uis)) app->dirty = 1;
        }
        if (app->driver) app->now_ms += DRIVER_FRAME_MS;
        uint64_t now = clock_ms(app);
        int dt = (int)(now - last);
        if (dt > 250) dt = 250;
        last = now;
        if (app->toast[0] && now >= app->toast_until && app->toast_until) {
            app->toast[0] = '\0';
            app->dirty = 1;
        }
        change_scene(app);
        int r = app->scene && app->scene->update ? app->scene->update(app, app->scene_state, dt)
                                                 : SCENE_IDLE;
        animating = r == SCENE_ANIMATING;
        wake_at = r > 0 ? now + (uint64_t)r : 0;
        if (animating) app->dirty = 1;
        if (app->dirty || app->driver) {
            if (!app->driver && last_frame && now < last_frame + APP_FRAME_MS)
                SDL_Delay((Uint32)(last_frame + APP_FRAME_MS - now));
            draw_frame(app);
            last_frame = clock_ms(app);
            if (app->frames == 1 && app->opt.measure_startup) {
                printf("first frame: %.1f ms after start\n", mono_ms() - t0);
                fflush(stdout);
                break;
            }
        }
    }
    return status;
}

int app_run(const AppOptions *opt, AppDriver *driver)
{
    double t0 = mono_ms();
    App *app = calloc(1, sizeof *app);
    if (!app) {
        fprintf(stderr, _("troubadour: out of memory\n"));
        if (driver && driver->free) driver->free(driver->state);
        return 1;
    }
    app->opt = *opt;
    app->driver = driver;
    app->lock_fd = -1;
    startup(app);
    InputSdl in;
    input_sdl_init(&in);
    app->scene = NULL;
    if (opt->open_record)
        app_open_record(app, opt->open_record, 1);
    else
        app_set_scene(app, &SCENE_TITLE);
    if (app->second_copy)
        app_toast(app, _("Another copy of the game is running: this one does not autosave."), 6000);
    int status = run_loop(app, &in, t0);
    input_sdl_quit(&in);
    shutdown_app(app);
    if (driver && driver->free) driver->free(driver->state);
    free(app);
    return status;
}
