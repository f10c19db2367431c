#define _POSIX_C_SOURCE 200809L
#include "bench_render.h"

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "game_probe.h"
#include "io.h"
#include "palette.h"
#include "record.h"
#include "scenes.h"
#include "screenshot.h"
#include "sprite.h"
#include "text.h"
#include "tile_gfx.h"
#include "ui.h"

#define BENCH_W 1920
#define BENCH_H 1080
#define WARMUP  10

/* CPU time of this thread: what the frame costs even when other programs share the cores. */
static double cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static int fail(const char *what, const char *detail)
{
    fprintf(stderr, "troubadour: --bench-render: %s: %s\n", what, detail);
    return 1;
}

int bench_render_run(const AppOptions *opt)
{
    char err[4096];
    App *app = calloc(1, sizeof *app);
    if (!app) return fail("out of memory", "");
    app->opt = *opt;
    int status = 1;
    SDL_Surface *target = NULL;
    char *text = NULL;
    if (SDL_Init(0) != 0 || TTF_Init() != 0) {
        fail("SDL", SDL_GetError());
        goto done;
    }
    const char *dir = io_data_dir(err, sizeof err);
    if (!dir) {
        fail("game data missing", err);
        goto done;
    }
    snprintf(app->datadir, sizeof app->datadir, "%s", dir);
    app->ts = malloc(sizeof *app->ts);
    if (!app->ts || io_load_tileset(app->ts, app->datadir, err, sizeof err) != 0) {
        fail("tiles", err);
        goto done;
    }
    size_t len;
    text = io_read_file(opt->bench_render, &len, err, sizeof err);
    if (!text) {
        fail("record", err);
        goto done;
    }
    RecordError re;
    Game *g = record_replay(app->ts, text, len, &re);
    if (!g) {
        snprintf(err, sizeof err, "%s:%d: %s", opt->bench_render, re.line, re.msg);
        fail("record", err);
        goto done;
    }
    int bots[GAME_MAX_PLAYERS];
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) bots[i] = SEAT_HUMAN;
    session_adopt(&app->session, g, bots, 1);
    int bw = opt->width ? opt->width : BENCH_W, bh = opt->height ? opt->height : BENCH_H;
    target = SDL_CreateRGBSurfaceWithFormat(0, bw, bh, 32, SDL_PIXELFORMAT_ARGB8888);
    app->renderer = target ? SDL_CreateSoftwareRenderer(target) : NULL;
    if (!app->renderer) {
        fail("software renderer", SDL_GetError());
        goto done;
    }
    app->w = bw;
    app->h = bh;
    app->px_per_point = 1;
    app->ui = app_fit_scale(opt->ui_scale > 0 ? opt->ui_scale : 1.0f, bw, bh);
    settings_default(&app->settings);
    char regular[1024], bold[1024];
    if (text_find_fonts(app->datadir, regular, bold, sizeof regular, err, sizeof err) != 0 ||
        !(app->text = text_new(app->renderer, regular, bold, app->ui, err, sizeof err))) {
        fail("font", err);
        goto done;
    }
    app->uis = ui_new();
    app->tiles = tile_gfx_new(app->renderer, app->ts);
    app->sprites = sprite_cache_new(app->renderer);
    if (!app->uis || !app->tiles || !app->sprites) {
        fail("out of memory", "");
        goto done;
    }
    ui_set_view(app->uis, app->renderer, app->text, app->px_per_point, app->ui);
    app->opt.no_autosave = 1;
    app->scene = &SCENE_GAME;
    void *gs = app->scene_state = SCENE_GAME.enter(app);
    if (!gs) {
        fail("game scene", "could not start");
        goto done;
    }
    int frames = opt->bench_frames > 0 ? opt->bench_frames : 300;
    double *ms = malloc(sizeof(double) * (size_t)frames);
    if (!ms) {
        fail("out of memory", "");
        goto done;
    }
    /* the turn as a player meets it: the next tile drawn, its places lit */
    SCENE_GAME.update(app, gs, 0);
    /* the mouse over the board, as when a player looks at it */
    game_probe_point_at_centre(app);
    double freq = (double)SDL_GetPerformanceFrequency(), cpu = 0;
    /* the first warm-up frame rasterises every tile; the measured ones must not */
    tile_gfx_set_budget(app->tiles, 100000);
    for (int f = -WARMUP; f < frames; f++) {
        /* a slow pan so that every frame is drawn anew */
        game_probe_pan(app, (f & 64) ? 1.0f : -1.0f, 0);
        Uint64 t0 = SDL_GetPerformanceCounter();
        double c0 = cpu_ms();
        SDL_Color bg = palette_theme()->board_bg;
        SDL_SetRenderDrawColor(app->renderer, bg.r, bg.g, bg.b, 255);
        SDL_RenderClear(app->renderer);
        ui_frame_begin(app->uis);
        app->layout_extra[0] = '\0';
        SCENE_GAME.draw(app, gs);
        SDL_RenderPresent(app->renderer);
        ui_frame_end(app->uis);
        text_frame_end(app->text);
        tile_gfx_frame_end(app->tiles);
        Uint64 t1 = SDL_GetPerformanceCounter();
        if (f >= 0) {
            ms[f] = (double)(t1 - t0) * 1000.0 / freq;
            cpu += cpu_ms() - c0;
        }
        if (f == -1) tile_gfx_set_budget(app->tiles, 16);
    }
    /* --layout-dump: where the last frame put its widgets and panel parts */
    if (opt->layout_dump) ui_dump_layout(app->uis, opt->layout_dump, "game", app->layout_extra);
    int shot_failed = 0;
    if (opt->bench_shot) {
        /* the last frame drawn, outside the timing */
        SDL_Surface *shot = screenshot_read(app->renderer);
        if (!shot || screenshot_write_png(shot, opt->bench_shot, err, sizeof err) != 0) {
            fprintf(stderr, "troubadour: --bench-shot: %s\n", shot ? err : SDL_GetError());
            shot_failed = 1;
        }
        SDL_FreeSurface(shot);
    }
    double sum = 0;
    for (int f = 0; f < frames; f++) sum += ms[f];
    qsort(ms, (size_t)frames, sizeof ms[0], cmp_double);
    int p99 = (int)((double)frames * 0.99);
    if (p99 >= frames) p99 = frames - 1;
    printf("bench-render %s: %d tiles, %dx%d software renderer, %d frames: mean %.2f ms, "
           "p99 %.2f ms, max %.2f ms; CPU time mean %.2f ms (%s tiles)\n",
           opt->bench_render, game_placed_count(g), bw, bh, frames, sum / frames, ms[p99],
           ms[frames - 1], cpu / frames, tile_gfx_is_sketch(app->tiles) ? "sketch" : "art");
    free(ms);
    SCENE_GAME.leave(app, gs);
    status = shot_failed;
done:
    free(text);
    session_end(&app->session);
    tile_gfx_free(app->tiles);
    sprite_cache_free(app->sprites);
    ui_free(app->uis);
    text_free(app->text);
    if (app->renderer) SDL_DestroyRenderer(app->renderer);
    if (target) SDL_FreeSurface(target);
    free(app->ts);
    free(app);
    if (TTF_WasInit()) TTF_Quit();
    SDL_Quit();
    return status;
}
