/* Render tests: a few tiles and a small board drawn through the game's own texture cache
 * (TileGfx, src/app/gfx/tile_gfx.c) with the software renderer, compared with stored pictures in tests/golden/ within a tolerance. Set
 * TROUBADOUR_UPDATE_GOLDEN=1 to write the pictures anew (then look at them before
 * committing). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "art.h"
#include "tile_gfx.h"
#include "stb_image.h"
#include "test_util.h"

/* Channel differences above this count as a differing pixel... */
#define PIXEL_TOLERANCE 48
/* ...and at most this share of pixels may differ. */
#define MAX_DIFFERENT 0.005

static SDL_Surface *canvas;
static SDL_Renderer *renderer;
static TileGfx *cache;

static int setup(void **state)
{
    (void)state;
    canvas = SDL_CreateRGBSurfaceWithFormat(0, 256, 256, 32, SDL_PIXELFORMAT_ABGR8888);
    if (!canvas) return -1;
    renderer = SDL_CreateSoftwareRenderer(canvas);
    if (!renderer) return -1;
    cache = tile_gfx_new(renderer, test_tileset());
    if (!cache) return -1;
    tile_gfx_set_budget(cache, 100000); /* every tile rasterised when first drawn */
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    tile_gfx_free(cache);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(canvas);
    return 0;
}

static int tile_index(const char *id)
{
    int i = tileset_find(test_tileset(), id);
    assert_true(i >= 0);
    return i;
}

static const TileDef *tile(const char *id) { return &test_tileset()->tile[tile_index(id)]; }

static void clear(void)
{
    SDL_SetRenderDrawColor(renderer, 40, 44, 52, 255);
    SDL_RenderClear(renderer);
}

static void put_tile(const char *id, int rot, int x, int y, int size)
{
    SDL_Rect dst = {x, y, size, size};
    tile_gfx_draw(cache, tile_index(id), rot, &dst, size, 255);
    /* drawn from its own texture at this size, not a stand-in */
    assert_int_equal(tile_gfx_pending(cache), 0);
    assert_int_equal(tile_gfx_is_sketch(cache), 0);
}

static void put_figure(int kind, int player, const char *id, int rot, int x, int y, int size,
                       int loc)
{
    int seg = tile_seg_at_loc(tile(id), rot, loc);
    assert_true(seg >= 0);
    float u, v;
    tile_gfx_anchor(cache, tile_index(id), rot, seg, &u, &v);
    int fs = size * 2 / 5;
    SDL_Rect dst = {x + (int)(u * (float)size) - fs / 2, y + (int)(v * (float)size) - fs / 2, fs,
                    fs};
    assert_int_equal(tile_gfx_figure(cache, kind, player, &dst, 255), 0);
}

/* Compares the canvas area w x h with tests/golden/name.png (or writes it). */
static void check_golden(const char *name, int w, int h)
{
    SDL_RenderPresent(renderer);
    const char *data = getenv("TROUBADOUR_DATA");
    assert_non_null(data);
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/golden/%s.png", data, name);
    SDL_Rect area = {0, 0, w, h};
    SDL_Surface *shot = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ABGR8888);
    assert_non_null(shot);
    SDL_SetSurfaceBlendMode(canvas, SDL_BLENDMODE_NONE);
    SDL_BlitSurface(canvas, &area, shot, NULL);
    const char *update = getenv("TROUBADOUR_UPDATE_GOLDEN");
    if (update && strcmp(update, "1") == 0) {
        char err[512];
        if (art_write_png(shot, path, err, sizeof err) != 0) fail_msg("%s", err);
        printf("wrote %s\n", path);
        SDL_FreeSurface(shot);
        return;
    }
    int gw, gh, gn;
    unsigned char *gold = stbi_load(path, &gw, &gh, &gn, 4);
    if (!gold) fail_msg("cannot read %s (TROUBADOUR_UPDATE_GOLDEN=1 writes it)", path);
    assert_int_equal(gw, w);
    assert_int_equal(gh, h);
    long differ = 0;
    double sum = 0;
    for (int y = 0; y < h; y++) {
        const uint8_t *row = (const uint8_t *)shot->pixels + y * shot->pitch;
        for (int x = 0; x < w; x++) {
            int worst = 0;
            for (int c = 0; c < 3; c++) {
                int d = abs((int)row[4 * x + c] - (int)gold[4 * (y * w + x) + c]);
                if (d > worst) worst = d;
                sum += d;
            }
            if (worst > PIXEL_TOLERANCE) differ++;
        }
    }
    stbi_image_free(gold);
    SDL_FreeSurface(shot);
    double share = (double)differ / ((double)w * h), mean = sum / (3.0 * w * h);
    printf("%s: %.3f%% of pixels differ, mean channel difference %.2f\n", name, 100 * share, mean);
    if (share > MAX_DIFFERENT || mean > 3.0)
        fail_msg("%s differs from %s: %.2f%% pixels, mean %.2f", name, path, 100 * share, mean);
}

static void test_single_tiles(void **state)
{
    (void)state;
    static const struct {
        const char *id;
        int rot;
    } tiles[] = {{"D", 0}, {"FE2", 1}, {"VL19", 0}, {"VL15", 3}};
    for (size_t i = 0; i < sizeof tiles / sizeof tiles[0]; i++) {
        clear();
        put_tile(tiles[i].id, tiles[i].rot, 0, 0, 128);
        char name[32];
        snprintf(name, sizeof name, "tile_%s_r%d", tiles[i].id, tiles[i].rot);
        check_golden(name, 128, 128);
    }
}

/* The start tile with a city to its north and a bend to its east, two figures on it. */
static void test_small_board(void **state)
{
    (void)state;
    const int s = 100;
    clear();
    put_tile("E", 2, 0, 0, s);
    put_tile("D", 0, 0, s, s);
    put_tile("V", 0, s, s, s);
    put_figure(ART_FIG_FOLLOWER, ART_PLAYER_RED, "D", 0, 0, s, s, LOC_N);
    put_figure(ART_FIG_FARMER, ART_PLAYER_BLUE, "D", 0, 0, s, s, LOC_SL);
    put_figure(ART_FIG_FOLLOWER, ART_PLAYER_YELLOW, "V", 0, s, s, s, LOC_S);
    check_golden("board_3", 2 * s, 2 * s);
}

/* Every figure of every player draws, at a few sizes. */
static void test_figures(void **state)
{
    (void)state;
    clear();
    /* the game's figure kinds are the art's, in the same order */
    assert_int_equal(GFX_KIND_COUNT, ART_FIG_COUNT);
    SDL_Rect big = {0, 0, 40, 40};
    for (int kind = 0; kind < ART_FIG_COUNT; kind++)
        for (int p = -1; p < ART_PLAYERS; p++)
            assert_int_equal(tile_gfx_figure(cache, kind, p, &big, 255), 0);
    assert_int_equal(tile_gfx_figure(cache, ART_FIG_COUNT, 0, &big, 255), -1);
    clear();
    /* One sheet of all figures for the eyes (and as a golden picture). */
    for (int kind = 0; kind < ART_FIG_COUNT; kind++)
        for (int p = 0; p < ART_PLAYERS; p++) {
            SDL_Rect dst = {p * 25, kind * 25, 24, 24};
            assert_int_equal(tile_gfx_figure(cache, kind, p, &dst, 255), 0);
        }
    check_golden("figures", 8 * 25, ART_FIG_COUNT * 25);
}

/* Colour is never the only cue: the eight markers differ in shape alone. */
static void test_markers_differ_in_shape(void **state)
{
    (void)state;
    enum { S = 48 };
    static uint8_t mask[ART_PLAYERS][S * S];
    for (int p = 0; p < ART_PLAYERS; p++) {
        char *svg = art_marker_svg(p, S);
        SDL_Surface *s0 = art_svg_surface(svg, S, S);
        free(svg);
        assert_non_null(s0);
        SDL_Surface *s = SDL_ConvertSurfaceFormat(s0, SDL_PIXELFORMAT_ABGR8888, 0);
        SDL_FreeSurface(s0);
        for (int y = 0; y < S; y++)
            for (int x = 0; x < S; x++)
                mask[p][y * S + x] = ((const uint8_t *)s->pixels)[y * s->pitch + 4 * x + 3] > 128;
        SDL_FreeSurface(s);
    }
    for (int a = 0; a < ART_PLAYERS; a++)
        for (int b = a + 1; b < ART_PLAYERS; b++) {
            int diff = 0;
            for (int i = 0; i < S * S; i++) diff += mask[a][i] != mask[b][i];
            if (diff < S * S / 25)
                fail_msg("markers of %s and %s differ in only %d pixels", art_player_name(a),
                         art_player_name(b), diff);
        }
}

/* The cache keeps a few sizes at a time: more sizes than that evict the oldest, and a size
 * asked for again is rasterised again (drawn, not left pending). */
static void test_cache_sizes(void **state)
{
    (void)state;
    for (int size = 20; size < 20 + 3 * 8; size += 3) {
        put_tile("X", 1, 0, 0, size);
        tile_gfx_frame_end(cache);
    }
    put_tile("X", 1, 0, 0, 20);
    tile_gfx_frame_end(cache);
}

int main(void)
{
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 0);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_single_tiles), cmocka_unit_test(test_small_board),
        cmocka_unit_test(test_figures),      cmocka_unit_test(test_markers_differ_in_shape),
        cmocka_unit_test(test_cache_sizes),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
