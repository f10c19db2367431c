/* The tile geometry behind the art: for every tile and rotation, a figure's anchor lies on
 * its own segment, the drawn id picture agrees with art_geom_hit, and every field is one
 * connected region that reaches the half-edges the tile data gives it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "art.h"
#include "test_util.h"

static void test_anchor_hits_its_segment(void **state)
{
    (void)state;
    const Tileset *ts = test_tileset();
    int checked = 0;
    for (int i = 0; i < ts->ntiles; i++) {
        const TileDef *t = &ts->tile[i];
        ArtGeom *g = art_geom_new(t);
        assert_non_null(g);
        for (int rot = 0; rot < 4; rot++)
            for (int s = 0; s < t->nseg; s++) {
                float u, v;
                art_geom_anchor(g, rot, s, &u, &v);
                int hit = art_geom_hit(g, rot, u, v);
                if (hit != s)
                    fail_msg("tile %s rot %d: anchor of segment %d at (%.3f, %.3f) hits %d", t->id,
                             rot, s, (double)u, (double)v, hit);
                /* The figure is drawn there: keep it off the tile's edge. */
                assert_true(u > 0.04f && u < 0.96f && v > 0.04f && v < 0.96f);
                checked++;
            }
        art_geom_free(g);
    }
    assert_true(checked > 4 * 150);
}

/* The convenience functions agree with the geometry object. */
static void test_convenience_matches(void **state)
{
    (void)state;
    const Tileset *ts = test_tileset();
    const TileDef *t = &ts->tile[tileset_find(ts, "D")];
    ArtGeom *g = art_geom_new(t);
    for (int rot = 0; rot < 4; rot++)
        for (int s = 0; s < t->nseg; s++) {
            float u1, v1, u2, v2;
            art_geom_anchor(g, rot, s, &u1, &v1);
            art_anchor(t, rot, s, &u2, &v2);
            assert_true(u1 == u2 && v1 == v2);
            assert_int_equal(art_hit(t, rot, u1, v1), s);
        }
    /* Off the tile: nothing. */
    assert_int_equal(art_hit(t, 0, -0.1f, 0.5f), -1);
    assert_int_equal(art_hit(t, 0, 0.5f, 1.0f), -1);
    art_geom_free(g);
}

/* Hand-checked spots on the start tile D (C N, road W-E, fields EL WR above the road and
 * ER SL SR WL below) and its turn by 90 degrees (city east, road north-south). */
static void test_start_tile_spots(void **state)
{
    (void)state;
    const Tileset *ts = test_tileset();
    const TileDef *t = &ts->tile[tileset_find(ts, "D")];
    int city = tile_seg_at_loc(t, 0, LOC_N), road = tile_seg_at_loc(t, 0, LOC_W);
    int upper = tile_seg_at_loc(t, 0, LOC_WR), lower = tile_seg_at_loc(t, 0, LOC_SL);
    assert_int_equal(art_hit(t, 0, 0.5f, 0.05f), city);
    assert_int_equal(art_hit(t, 0, 0.1f, 0.5f), road);
    assert_int_equal(art_hit(t, 0, 0.9f, 0.5f), road);
    assert_int_equal(art_hit(t, 0, 0.05f, 0.38f), upper);
    assert_int_equal(art_hit(t, 0, 0.5f, 0.85f), lower);
    /* Turned once clockwise, the city faces east and the road runs north-south. */
    assert_int_equal(art_hit(t, 1, 0.95f, 0.5f), city);
    assert_int_equal(art_hit(t, 1, 0.5f, 0.1f), road);
    assert_int_equal(art_hit(t, 1, 0.15f, 0.5f), lower);
}

static int colour_to_seg(const TileDef *t, unsigned rgb)
{
    if (rgb == 0) return -1;
    for (int s = 0; s < t->nseg; s++)
        if (art_id_colour(s) == rgb) return s;
    return -2; /* an anti-aliased edge pixel: no colour of ours */
}

/* Rasterises the id SVG and compares each pixel that carries a pure id colour with
 * art_geom_hit at the pixel centre. */
static void compare_id_picture(const TileDef *t, const ArtGeom *g, int rot, int size, long *agree,
                               long *total)
{
    char *svg = art_geom_id_svg(g, rot, size);
    assert_non_null(svg);
    SDL_Surface *s0 = art_svg_surface(svg, size, size);
    free(svg);
    assert_non_null(s0);
    SDL_Surface *s = SDL_ConvertSurfaceFormat(s0, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(s0);
    assert_non_null(s);
    assert_int_equal(s->w, size);
    assert_int_equal(s->h, size);
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            uint32_t px = ((const uint32_t *)((const uint8_t *)s->pixels + y * s->pitch))[x];
            int seg = colour_to_seg(t, px & 0xFFFFFF);
            if (seg == -2 || (px >> 24) != 0xFF) continue;
            int hit = art_geom_hit(g, rot, ((float)x + 0.5f) / size, ((float)y + 0.5f) / size);
            (*total)++;
            if (hit == seg) (*agree)++;
        }
    SDL_FreeSurface(s);
}

static void test_id_picture_agrees(void **state)
{
    (void)state;
    const Tileset *ts = test_tileset();
    long agree_all = 0, total_all = 0;
    for (int i = 0; i < ts->ntiles; i++) {
        const TileDef *t = &ts->tile[i];
        ArtGeom *g = art_geom_new(t);
        for (int rot = 0; rot < 4; rot++) {
            long agree = 0, total = 0;
            compare_id_picture(t, g, rot, rot % 2 ? 96 : 128, &agree, &total);
            if (total == 0 || (double)agree / (double)total < 0.99)
                fail_msg("tile %s rot %d: id picture agrees on %ld of %ld pixels", t->id, rot,
                         agree, total);
            agree_all += agree;
            total_all += total;
        }
        art_geom_free(g);
    }
    printf("id pictures: %ld of %ld pixels agree (%.3f%%)\n", agree_all, total_all,
           100.0 * (double)agree_all / (double)total_all);
}

/* Every field is one connected region of the label grid, touches each of its half-edges,
 * and nothing free is left without a field. */
static void test_fields_are_whole(void **state)
{
    (void)state;
    const Tileset *ts = test_tileset();
    static int stack[ART_GRID * ART_GRID];
    static uint8_t seen[ART_GRID][ART_GRID];
    for (int i = 0; i < ts->ntiles; i++) {
        const TileDef *t = &ts->tile[i];
        ArtGeom *g = art_geom_new(t);
        int unlabelled = 0;
        for (int y = 0; y < ART_GRID; y++)
            for (int x = 0; x < ART_GRID; x++)
                if (g->cls[y][x] == ART_LAB_FREE && g->lab[y][x] >= TILE_MAX_SEG) unlabelled++;
        if (unlabelled > 8)
            fail_msg("tile %s: %d free cells belong to no field", t->id, unlabelled);
        for (int f = 0; f < t->nseg; f++) {
            if (t->seg[f].kind != SEG_FIELD) continue;
            memset(seen, 0, sizeof seen);
            int parts = 0, cells = 0;
            for (int y = 0; y < ART_GRID; y++)
                for (int x = 0; x < ART_GRID; x++) {
                    if (g->lab[y][x] != f || seen[y][x]) continue;
                    int top = 0, size = 0;
                    stack[top++] = y * ART_GRID + x;
                    seen[y][x] = 1;
                    while (top) {
                        int c = stack[--top], cx = c % ART_GRID, cy = c / ART_GRID;
                        size++;
                        const int nb[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
                        for (int k = 0; k < 4; k++) {
                            int nx = cx + nb[k][0], ny = cy + nb[k][1];
                            if (nx < 0 || ny < 0 || nx >= ART_GRID || ny >= ART_GRID) continue;
                            if (seen[ny][nx] || g->lab[ny][nx] != f) continue;
                            seen[ny][nx] = 1;
                            stack[top++] = ny * ART_GRID + nx;
                        }
                    }
                    if (size > 4) parts++;
                    cells += size;
                }
            if (parts != 1) fail_msg("tile %s: field %d lies in %d parts", t->id, f, parts);
            assert_true(cells > 60);
            for (int h = 0; h < 8; h++) {
                if (!(t->seg[f].halves >> h & 1)) continue;
                /* The middle of the half-edge, a little inside the tile. */
                static const float hx[8] = {0.25f, 0.75f, 0.99f, 0.99f, 0.75f, 0.25f, 0.01f, 0.01f};
                static const float hy[8] = {0.01f, 0.01f, 0.25f, 0.75f, 0.99f, 0.99f, 0.75f, 0.25f};
                int hit = art_geom_hit(g, 0, hx[h], hy[h]);
                if (hit != f)
                    fail_msg("tile %s: half-edge %s of field %d shows segment %d", t->id,
                             loc_name(LOC_NL + h), f, hit);
            }
        }
        art_geom_free(g);
    }
}

/* Roads meet the edge midpoint at the same width on every tile, and cities span whole
 * edges: what neighbouring tiles need to join without a seam. */
static void test_edges_join(void **state)
{
    (void)state;
    const Tileset *ts = test_tileset();
    for (int i = 0; i < ts->ntiles; i++) {
        const TileDef *t = &ts->tile[i];
        ArtGeom *g = art_geom_new(t);
        for (int side = 0; side < 4; side++) {
            int kind = t->edge[side];
            for (int k = 1; k < 40; k++) {
                float a = (float)k / 40.0f, x, y;
                const float in = 0.004f;
                switch (side) {
                case DIR_N: x = a, y = in; break;
                case DIR_E: x = 1 - in, y = a; break;
                case DIR_S: x = 1 - a, y = 1 - in; break;
                default: x = in, y = 1 - a; break;
                }
                int hit = art_geom_hit(g, 0, x, y);
                int seg_kind = hit >= 0 ? t->seg[hit].kind : -1;
                float off = a - 0.5f;
                if (off < 0) off = -off;
                if (kind == EDGE_CITY) {
                    if (seg_kind != SEG_CITY)
                        fail_msg("tile %s side %d at %.3f: not city", t->id, side, (double)a);
                } else if (kind == EDGE_ROAD && off < ART_ROAD_HALF - 0.01f) {
                    if (seg_kind != SEG_ROAD)
                        fail_msg("tile %s side %d at %.3f: not road", t->id, side, (double)a);
                } else if (off > ART_ROAD_HALF + 0.01f) {
                    if (seg_kind != SEG_FIELD)
                        fail_msg("tile %s side %d at %.3f: not field", t->id, side, (double)a);
                }
            }
        }
        art_geom_free(g);
    }
}

int main(void)
{
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 0);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_anchor_hits_its_segment),
        cmocka_unit_test(test_convenience_matches),
        cmocka_unit_test(test_start_tile_spots),
        cmocka_unit_test(test_fields_are_whole),
        cmocka_unit_test(test_edges_join),
        cmocka_unit_test(test_id_picture_agrees),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
