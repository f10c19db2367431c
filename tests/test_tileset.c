/* The tile loader and the real tile data. Every expected value below was worked out by hand
 * from ../shared/TILES.md and docs/tile-format.md. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "test_util.h"
#include "tileset.h"

#define BIT(x) (1u << (x))

static const TileDef *tile(const char *id)
{
    const Tileset *ts = test_tileset();
    int i = tileset_find(ts, id);
    if (i < 0) fail_msg("tile %s is missing", id);
    return &ts->tile[i];
}

static int city_pennants(const TileDef *t)
{
    int n = 0;
    for (int i = 0; i < t->nseg; i++)
        if (t->seg[i].kind == SEG_CITY) n += t->seg[i].pennants;
    return n;
}

static int has_edge(const TileDef *t, int kind)
{
    for (int d = 0; d < 4; d++)
        if (t->edge[d] == kind) return 1;
    return 0;
}

/* ---- the real data: counts ---- */

static void test_set_sizes(void **state)
{
    (void)state;
    const Tileset *ts = test_tileset();
    int ids[SET_COUNT] = {0}, copies[SET_COUNT] = {0}, total = 0;
    for (int i = 0; i < ts->ntiles; i++) {
        const TileDef *t = &ts->tile[i];
        assert_true(t->set < SET_COUNT);
        ids[t->set]++;
        copies[t->set] += t->count;
        total += t->count;
    }
    assert_int_equal(ids[SET_BASE], 24); /* A..X */
    assert_int_equal(copies[SET_BASE], 72);
    assert_int_equal(ids[SET_FESTIVAL], 10);
    assert_int_equal(copies[SET_FESTIVAL], 10);
    assert_int_equal(ids[SET_VILLAGE], 24);
    assert_int_equal(copies[SET_VILLAGE], 24);
    assert_int_equal(ts->ntiles, 58);
    assert_int_equal(total, 106);
}

static void test_base_counts_per_id(void **state)
{
    (void)state;
    static const struct {
        const char *id;
        int n;
    } want[] = {{"A", 2}, {"B", 4}, {"C", 1}, {"D", 4}, {"E", 5}, {"F", 2}, {"G", 1}, {"H", 3},
                {"I", 2}, {"J", 3}, {"K", 3}, {"L", 3}, {"M", 2}, {"N", 3}, {"O", 2}, {"P", 3},
                {"Q", 1}, {"R", 3}, {"S", 2}, {"T", 1}, {"U", 8}, {"V", 9}, {"W", 4}, {"X", 1}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        const TileDef *t = tile(want[i].id);
        assert_int_equal(t->set, SET_BASE);
        assert_int_equal(t->count, want[i].n);
    }
    for (int i = 1; i <= 10; i++) {
        char id[8];
        snprintf(id, sizeof id, "FE%d", i);
        assert_int_equal(tile(id)->set, SET_FESTIVAL);
        assert_int_equal(tile(id)->count, 1);
    }
    for (int i = 1; i <= 24; i++) {
        char id[8];
        snprintf(id, sizeof id, "VL%d", i);
        assert_int_equal(tile(id)->set, SET_VILLAGE);
        assert_int_equal(tile(id)->count, 1);
    }
    assert_int_equal(tileset_find(test_tileset(), "Y"), -1);
    assert_int_equal(tileset_find(test_tileset(), "FE11"), -1);
    assert_int_equal(tileset_find(test_tileset(), "VL25"), -1);
}

static void test_base_pennants_and_monasteries(void **state)
{
    (void)state;
    const Tileset *ts = test_tileset();
    int pennant_copies = 0, monastery_copies = 0, bush = 0;
    for (int i = 0; i < ts->ntiles; i++) {
        const TileDef *t = &ts->tile[i];
        if (t->set != SET_BASE) continue;
        if (city_pennants(t) > 0) pennant_copies += t->count;
        if (t->monastery) monastery_copies += t->count;
        if (has_edge(t, EDGE_BUSH)) bush++;
        assert_int_equal(t->festival, 0);
        assert_int_equal(t->marketplace, 0);
    }
    /* C1 F2 M2 O2 Q1 S2 */
    assert_int_equal(pennant_copies, 10);
    /* A2 B4 */
    assert_int_equal(monastery_copies, 6);
    assert_int_equal(bush, 0);
    const char *with[] = {"C", "F", "M", "O", "Q", "S"};
    for (size_t i = 0; i < 6; i++) assert_int_equal(city_pennants(tile(with[i])), 1);
    const char *without[] = {"G", "N", "P", "R", "T", "D"};
    for (size_t i = 0; i < 6; i++) assert_int_equal(city_pennants(tile(without[i])), 0);
    assert_true(tile("A")->monastery);
    assert_true(tile("B")->monastery);
    assert_false(tile("D")->monastery);
}

static void test_festival_tiles(void **state)
{
    (void)state;
    const Tileset *ts = test_tileset();
    int festival = 0, monastery = 0;
    for (int i = 0; i < ts->ntiles; i++) {
        const TileDef *t = &ts->tile[i];
        if (t->set != SET_FESTIVAL) {
            assert_int_equal(t->festival, 0);
            continue;
        }
        festival += t->festival;
        monastery += t->monastery;
    }
    assert_int_equal(festival, 10);
    assert_int_equal(monastery, 1);
    assert_true(tile("FE7")->monastery);
}

static void test_village_life_features(void **state)
{
    (void)state;
    const Tileset *ts = test_tileset();
    int bush = 0, market = 0, monastery = 0, pennant = 0;
    int on_tiles[FLOWER_COUNT] = {0}, groups[FLOWER_COUNT] = {0};
    for (int i = 0; i < ts->ntiles; i++) {
        const TileDef *t = &ts->tile[i];
        if (t->set != SET_VILLAGE) {
            for (int c = 0; c < FLOWER_COUNT; c++) assert_int_equal(t->flowers[c], 0);
            continue;
        }
        bush += has_edge(t, EDGE_BUSH);
        market += t->marketplace;
        monastery += t->monastery;
        pennant += city_pennants(t) > 0;
        for (int c = 0; c < FLOWER_COUNT; c++) {
            on_tiles[c] += t->flowers[c] > 0;
            groups[c] += t->flowers[c];
        }
    }
    assert_int_equal(bush, 10);     /* VL1 6 11 12 13 14 15 16 17 18 */
    assert_int_equal(market, 6);    /* VL19..VL24 */
    assert_int_equal(monastery, 2); /* VL9 VL11 */
    assert_int_equal(pennant, 2);   /* VL2 VL8 */
    for (int c = 0; c < FLOWER_COUNT; c++) {
        assert_int_equal(on_tiles[c], 8);
        assert_int_equal(groups[c], 8); /* one group of a colour per tile */
    }
    /* white: VL1 3 9 12 16 17 20 22 */
    const char *white[] = {"VL1", "VL3", "VL9", "VL12", "VL16", "VL17", "VL20", "VL22"};
    for (size_t i = 0; i < 8; i++) assert_int_equal(tile(white[i])->flowers[FLOWER_WHITE], 1);
    /* VL10: violet in F{NR EL}, blue in F{SR WL} */
    const TileDef *t = tile("VL10");
    assert_int_equal(t->flowers[FLOWER_VIOLET], 1);
    assert_int_equal(t->flowers[FLOWER_BLUE], 1);
    assert_int_equal(t->flowers[FLOWER_WHITE] + t->flowers[FLOWER_ORANGE], 0);
    assert_int_equal(t->seg[tile_seg_at_loc(t, 0, LOC_EL)].flowers[FLOWER_VIOLET], 1);
    assert_int_equal(t->seg[tile_seg_at_loc(t, 0, LOC_WL)].flowers[FLOWER_BLUE], 1);
    assert_int_equal(t->seg[tile_seg_at_loc(t, 0, LOC_NL)].flowers[FLOWER_VIOLET], 0);
}

static void test_village_life_details(void **state)
{
    (void)state;
    /* VL19: four stubs, all to the marketplace */
    const TileDef *t = tile("VL19");
    assert_true(t->marketplace);
    for (int d = 0; d < 4; d++) {
        int s = tile_seg_at_loc(t, 0, LOC_N + d);
        assert_true(s >= 0);
        assert_int_equal(t->seg[s].kind, SEG_ROAD);
        assert_int_equal(t->seg[s].edges, BIT(d));
        assert_int_equal(t->seg[s].market, 1);
    }
    /* VL21 CFRR: the city is not a road; the S and W roads are separate market roads */
    t = tile("VL21");
    int s = tile_seg_at_loc(t, 0, LOC_S), w = tile_seg_at_loc(t, 0, LOC_W);
    assert_true(s >= 0 && w >= 0 && s != w);
    assert_true(t->seg[s].market && t->seg[w].market);
    assert_int_equal(t->seg[tile_seg_at_loc(t, 0, LOC_N)].kind, SEG_CITY);
    assert_int_equal(tile_seg_at_loc(t, 0, LOC_E), -1);
    /* VL4 CCCR: F{WR}/NE borders one city, F{WL}/NE,S two */
    t = tile("VL4");
    int ne = tile_seg_at_loc(t, 0, LOC_N), south = tile_seg_at_loc(t, 0, LOC_S);
    assert_int_equal(tile_seg_at_loc(t, 0, LOC_E), ne);
    assert_int_not_equal(ne, south);
    assert_int_equal(t->seg[tile_seg_at_loc(t, 0, LOC_WR)].borders, BIT(ne));
    assert_int_equal(t->seg[tile_seg_at_loc(t, 0, LOC_WL)].borders, BIT(ne) | BIT(south));
    /* art bits */
    assert_int_equal(tile("VL14")->art, ART_WELL | ART_HIGHWAYMEN);
    assert_int_equal(tile("VL16")->art, ART_WELL | ART_COWSHED);
    assert_int_equal(tile("VL8")->art, ART_WATER_TOWER);
    assert_int_equal(tile("VL10")->art, ART_PIGSTY);
    assert_int_equal(tile("VL12")->art, ART_FARMHOUSE);
    assert_int_equal(tile("VL13")->art, ART_GARDEN);
    assert_int_equal(tile("VL9")->art, ART_WELL);
    assert_int_equal(tile("VL1")->art, 0);
    /* VL18: one three-ended road N W E */
    t = tile("VL18");
    int r = tile_seg_at_loc(t, 0, LOC_N);
    assert_int_equal(t->seg[r].edges, BIT(DIR_N) | BIT(DIR_E) | BIT(DIR_W));
    assert_int_equal(tile_seg_at_loc(t, 0, LOC_S), -1); /* the bush */
}

/* ---- geometry ---- */

static void test_start_tile_d(void **state)
{
    (void)state;
    const TileDef *t = tile("D");
    assert_int_equal(t->edge[DIR_N], EDGE_CITY);
    assert_int_equal(t->edge[DIR_E], EDGE_ROAD);
    assert_int_equal(t->edge[DIR_S], EDGE_FIELD);
    assert_int_equal(t->edge[DIR_W], EDGE_ROAD);
    assert_int_equal(t->nseg, 4);
    int city = tile_seg_at_loc(t, 0, LOC_N);
    int road = tile_seg_at_loc(t, 0, LOC_E);
    int f_city = tile_seg_at_loc(t, 0, LOC_EL); /* F{EL WR}/N */
    int f_big = tile_seg_at_loc(t, 0, LOC_SL);  /* F{ER SL SR WL} */
    assert_int_equal(t->seg[city].kind, SEG_CITY);
    assert_int_equal(t->seg[city].edges, BIT(DIR_N));
    assert_int_equal(t->seg[city].pennants, 0);
    assert_int_equal(t->seg[road].kind, SEG_ROAD);
    assert_int_equal(t->seg[road].edges, BIT(DIR_W) | BIT(DIR_E)); /* 0x0A */
    assert_int_equal(tile_seg_at_loc(t, 0, LOC_W), road);
    assert_int_equal(t->seg[f_city].kind, SEG_FIELD);
    assert_int_equal(t->seg[f_city].halves, BIT(HALF_EL) | BIT(HALF_WR)); /* 0x84 */
    assert_int_equal(t->seg[f_city].borders, BIT(city));
    assert_int_equal(t->seg[f_big].halves,
                     BIT(HALF_ER) | BIT(HALF_SL) | BIT(HALF_SR) | BIT(HALF_WL)); /* 0x78 */
    assert_int_equal(t->seg[f_big].borders, 0);
    assert_int_equal(tile_seg_at_loc(t, 0, LOC_S), -1);  /* a field side */
    assert_int_equal(tile_seg_at_loc(t, 0, LOC_NL), -1); /* on the city */
    assert_int_equal(tile_seg_at_loc(t, 0, LOC_C), -1);
    assert_int_equal(tile_seg_at_loc(t, 0, LOC_I), -1);
    assert_int_equal(tile_seg_at_loc(t, 0, LOC_WR), f_city);
    assert_int_equal(tile_seg_at_loc(t, 0, LOC_WL), f_big);

    /* Rotated 90: the city faces E, the road runs N-S, the city field lies east of it. */
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_S), road);
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_N), road);
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_E), city);
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_W), -1);
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_NL), f_big);
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_NR), f_city);
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_EL), -1);
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_ER), -1);
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_SL), f_city);
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_SR), f_big);
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_WL), f_big);
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_WR), f_big);
    assert_int_equal(tile_edge(t, 1, DIR_W), EDGE_FIELD);
    assert_int_equal(tile_edge(t, 1, DIR_E), EDGE_CITY);

    /* Rotated 270: the city faces W, the field side faces E. */
    assert_int_equal(tile_seg_at_loc(t, 3, LOC_W), city);
    assert_int_equal(tile_seg_at_loc(t, 3, LOC_E), -1);
    assert_int_equal(tile_seg_at_loc(t, 3, LOC_S), road);
}

static void test_seg_loc_rotations(void **state)
{
    (void)state;
    const TileDef *t = tile("D");
    int city = tile_seg_at_loc(t, 0, LOC_N), road = tile_seg_at_loc(t, 0, LOC_E);
    int f_city = tile_seg_at_loc(t, 0, LOC_EL), f_big = tile_seg_at_loc(t, 0, LOC_SL);
    /* rot 0 */
    assert_int_equal(tile_seg_loc(t, 0, city), LOC_N);
    assert_int_equal(tile_seg_loc(t, 0, road), LOC_E);
    assert_int_equal(tile_seg_loc(t, 0, f_city), LOC_EL);
    assert_int_equal(tile_seg_loc(t, 0, f_big), LOC_ER);
    /* rot 1: road N|S, city E, {EL WR} -> {SL NR}, {ER SL SR WL} -> {SR WL WR NL} */
    assert_int_equal(tile_seg_loc(t, 1, road), LOC_N);
    assert_int_equal(tile_seg_loc(t, 1, city), LOC_E);
    assert_int_equal(tile_seg_loc(t, 1, f_city), LOC_NR);
    assert_int_equal(tile_seg_loc(t, 1, f_big), LOC_NL);
    /* rot 2: road E|W, city S, {EL WR} -> {WL ER}, big -> {WR NL NR EL} */
    assert_int_equal(tile_seg_loc(t, 2, road), LOC_E);
    assert_int_equal(tile_seg_loc(t, 2, city), LOC_S);
    assert_int_equal(tile_seg_loc(t, 2, f_city), LOC_ER);
    assert_int_equal(tile_seg_loc(t, 2, f_big), LOC_NL);
    /* rot 3: road S|N, city W, {EL WR} -> {NL SR}, big -> {NR EL ER SL} */
    assert_int_equal(tile_seg_loc(t, 3, road), LOC_N);
    assert_int_equal(tile_seg_loc(t, 3, city), LOC_W);
    assert_int_equal(tile_seg_loc(t, 3, f_city), LOC_NL);
    assert_int_equal(tile_seg_loc(t, 3, f_big), LOC_NR);
    assert_int_equal(tile_seg_loc(t, 0, -1), -1);
    assert_int_equal(tile_seg_loc(t, 0, t->nseg), -1);

    /* L: three separate stubs; at 90 the W stub faces N, the E stub S, the S stub W. */
    t = tile("L");
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_N), tile_seg_at_loc(t, 0, LOC_W));
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_S), tile_seg_at_loc(t, 0, LOC_E));
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_W), tile_seg_at_loc(t, 0, LOC_S));
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_E), tile_seg_at_loc(t, 0, LOC_N));
    assert_int_not_equal(tile_seg_at_loc(t, 0, LOC_E), tile_seg_at_loc(t, 0, LOC_S));

    /* X at 90: the old W road faces N; the old F{SR WL} now touches WR and NL. */
    t = tile("X");
    int sw = tile_seg_at_loc(t, 0, LOC_WL);
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_N), tile_seg_at_loc(t, 0, LOC_W));
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_NL), sw);
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_WR), sw);
    assert_int_equal(tile_seg_loc(t, 1, sw), LOC_NL);
    assert_int_equal(tile_seg_loc(t, 0, sw), LOC_SR);

    /* A: the monastery is C at every rotation; the S stub faces W at 90. */
    t = tile("A");
    int m = tile_seg_at_loc(t, 0, LOC_C);
    assert_int_equal(t->seg[m].kind, SEG_MONASTERY);
    for (int rot = 0; rot < 4; rot++) {
        assert_int_equal(tile_seg_at_loc(t, rot, LOC_C), m);
        assert_int_equal(tile_seg_loc(t, rot, m), LOC_C);
    }
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_W), tile_seg_at_loc(t, 0, LOC_S));
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_S), -1);

    /* FE1: the enclosed field is I at every rotation and borders both cities. */
    t = tile("FE1");
    int in = tile_seg_at_loc(t, 0, LOC_I), band = tile_seg_at_loc(t, 0, LOC_W);
    int scity = tile_seg_at_loc(t, 0, LOC_S), top = tile_seg_at_loc(t, 0, LOC_NL);
    assert_true(t->seg[in].inner);
    assert_int_equal(t->seg[in].halves, 0);
    assert_int_equal(t->seg[in].borders, BIT(band) | BIT(scity));
    assert_int_equal(t->seg[top].borders, BIT(band));
    assert_int_equal(tile_seg_at_loc(t, 0, LOC_E), band);
    for (int rot = 0; rot < 4; rot++) {
        assert_int_equal(tile_seg_at_loc(t, rot, LOC_I), in);
        assert_int_equal(tile_seg_loc(t, rot, in), LOC_I);
    }
    /* at 180 the S city faces N and F{NL NR} lies on the S side */
    assert_int_equal(tile_seg_at_loc(t, 2, LOC_N), scity);
    assert_int_equal(tile_seg_loc(t, 2, top), LOC_SL);
    assert_int_equal(tile_seg_at_loc(t, 2, LOC_SR), top);

    /* VL11 FRBR: the bush side has no segment but its half-edges are fields. */
    t = tile("VL11");
    assert_int_equal(t->edge[DIR_S], EDGE_BUSH);
    assert_int_equal(tile_seg_at_loc(t, 0, LOC_S), -1);
    int se = tile_seg_at_loc(t, 0, LOC_SL), swf = tile_seg_at_loc(t, 0, LOC_SR);
    assert_int_equal(t->seg[se].halves, BIT(HALF_ER) | BIT(HALF_SL));
    assert_int_equal(t->seg[swf].halves, BIT(HALF_SR) | BIT(HALF_WL));
    assert_int_equal(t->seg[tile_seg_at_loc(t, 0, LOC_NL)].flowers[FLOWER_ORANGE], 1);
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_W), -1); /* the bush now faces W */
    assert_int_equal(tile_seg_at_loc(t, 1, LOC_N), tile_seg_at_loc(t, 0, LOC_W));
    assert_true(t->monastery);
}

/* Properties that hold for every tile: each segment is found again at its own location, and
 * a side holds a road/city segment exactly when its edge is a road/city. */
static void test_every_tile_consistent(void **state)
{
    (void)state;
    const Tileset *ts = test_tileset();
    for (int i = 0; i < ts->ntiles; i++) {
        const TileDef *t = &ts->tile[i];
        for (int rot = 0; rot < 4; rot++) {
            for (int s = 0; s < t->nseg; s++) {
                int loc = tile_seg_loc(t, rot, s);
                assert_true(loc >= 0 && loc < LOC_COUNT);
                assert_int_equal(tile_seg_at_loc(t, rot, loc), s);
            }
            for (int d = 0; d < 4; d++) {
                int e = tile_edge(t, rot, d);
                int s = tile_seg_at_loc(t, rot, LOC_N + d);
                assert_int_equal(s >= 0, e == EDGE_ROAD || e == EDGE_CITY);
                for (int k = 0; k < 2; k++)
                    assert_int_equal(tile_seg_at_loc(t, rot, LOC_NL + 2 * d + k) >= 0,
                                     e != EDGE_CITY);
            }
        }
    }
}

static void test_names(void **state)
{
    (void)state;
    const char *names[LOC_COUNT] = {"N",  "E",  "S",  "W",  "NL", "NR", "EL",
                                    "ER", "SL", "SR", "WL", "WR", "C",  "I"};
    for (int i = 0; i < LOC_COUNT; i++) {
        assert_string_equal(loc_name(i), names[i]);
        assert_int_equal(loc_parse(names[i]), i);
    }
    assert_int_equal(loc_parse("X"), -1);
    assert_int_equal(loc_parse("n"), -1);
    assert_int_equal(loc_parse(""), -1);
    assert_int_equal(flower_parse("white"), FLOWER_WHITE);
    assert_int_equal(flower_parse("orange"), FLOWER_ORANGE);
    assert_int_equal(flower_parse("violet"), FLOWER_VIOLET);
    assert_int_equal(flower_parse("blue"), FLOWER_BLUE);
    assert_int_equal(flower_parse("red"), -1);
    assert_string_equal(flower_name(FLOWER_VIOLET), "violet");
    assert_string_equal(set_name(SET_BASE), "base");
    assert_string_equal(set_name(SET_FESTIVAL), "festival");
    assert_string_equal(set_name(SET_VILLAGE), "village-life");
    assert_int_equal(half_opposite(HALF_NL), HALF_SR);
    assert_int_equal(half_opposite(HALF_NR), HALF_SL);
    assert_int_equal(half_opposite(HALF_EL), HALF_WR);
    assert_int_equal(half_opposite(HALF_ER), HALF_WL);
}

/* ---- the loader on small texts ---- */

static Tileset scratch;

static int parse(const char *text, size_t len, TsError *err)
{
    memset(&scratch, 0, sizeof scratch);
    return tileset_parse(&scratch, "t.tiles", text, len, err);
}

static void expect_error(const char *text, int line, const char *phrase)
{
    TsError err;
    int rc = parse(text, strlen(text), &err);
    if (rc == 0) fail_msg("accepted a broken text:\n%s", text);
    assert_string_equal(err.file, "t.tiles");
    if (err.line != line || !strstr(err.msg, phrase))
        fail_msg("got line %d '%s', want line %d with '%s'", err.line, err.msg, line, phrase);
    assert_int_equal(scratch.ntiles, 0);
}

static void test_parse_minimal(void **state)
{
    (void)state;
    /* No trailing newline, CRLF endings, tabs and comments. */
    const char *text = "# x\r\nset festival\r\n\ttile Z9 7 CRFR # c\r\n city N pennant pennant\r\n"
                       "road W E\nfield EL WR / N flowers blue blue\nfield ER SL SR WL";
    TsError err;
    assert_int_equal(parse(text, strlen(text), &err), 0);
    assert_int_equal(scratch.ntiles, 1);
    const TileDef *t = &scratch.tile[0];
    assert_string_equal(t->id, "Z9");
    assert_int_equal(t->set, SET_FESTIVAL);
    assert_int_equal(t->count, 7);
    assert_int_equal(t->src_line, 3);
    assert_int_equal(t->nseg, 4);
    assert_int_equal(t->seg[0].kind, SEG_CITY);
    assert_int_equal(t->seg[0].pennants, 2);
    assert_int_equal(t->seg[2].borders, BIT(0));
    assert_int_equal(t->seg[2].flowers[FLOWER_BLUE], 2);
    assert_int_equal(t->flowers[FLOWER_BLUE], 2);

    /* A second file appends; its ids must not repeat the first's. */
    const char *more = "set base\ntile Y 1 FFFF\nfield NL NR EL ER SL SR WL WR\n";
    assert_int_equal(tileset_parse(&scratch, "u.tiles", more, strlen(more), &err), 0);
    assert_int_equal(scratch.ntiles, 2);
    assert_int_equal(tileset_find(&scratch, "Y"), 1);
    const char *dup = "set base\n\ntile Z9 1 FFFF\nfield NL NR EL ER SL SR WL WR\n";
    assert_int_equal(tileset_parse(&scratch, "v.tiles", dup, strlen(dup), &err), -1);
    assert_string_equal(err.file, "v.tiles");
    assert_int_equal(err.line, 3);
    assert_non_null(strstr(err.msg, "duplicate tile id Z9"));
    assert_int_equal(scratch.ntiles, 2); /* unchanged by the refused file */

    char buf[300];
    tileset_error_format(&err, buf, sizeof buf);
    assert_int_equal(strncmp(buf, "v.tiles:3: duplicate tile id Z9", 31), 0);
}

static void test_parse_errors(void **state)
{
    (void)state;
    expect_error("set base\ntile Z 1 FFFF\n  field NL NR EL ER SL SR WL WR\n  tower\n", 4,
                 "unknown word 'tower'");
    expect_error("set base\ntile Z 1 FFFF\n  field NL NR EL ER SL SR WL WR blue\n", 3,
                 "unknown half-edge 'blue'");
    expect_error("set castles\n", 1, "unknown set 'castles'");
    /* side covered twice */
    expect_error("set base\ntile Z 1 CCFF\n  city N E\n  city E\n  field SL SR WL WR\n", 4,
                 "side E of tile Z is covered twice");
    expect_error("set base\ntile Z 1 FRFR\n  road W E\n  road E\n  field NL NR EL WR\n", 4,
                 "covered twice");
    /* a road on a city side */
    expect_error("set base\ntile Z 1 CRFR\n  city N\n  road N E W\n", 4,
                 "side N of tile Z is a city, not a road");
    /* half-edge covered twice, and uncovered */
    expect_error("set base\ntile Z 1 FFFF\n  field NL NR EL ER\n  field ER SL SR WL WR\n", 4,
                 "half-edge ER of tile Z is covered twice");
    expect_error("set base\ntile Z 1 FRFR\n  road W E\n  field NL NR EL WR\n  field ER SL SR\n", 2,
                 "half-edge WL is not covered");
    expect_error("set base\ntile Z 1 CFFF\n  city N\n  field NL EL ER SL SR WL WR / N\n", 4,
                 "half-edge NL lies on side N of tile Z, which is a city");
    /* sides left without a segment: reported at the tile line */
    expect_error("set base\n\ntile Z 1 FRFF\n  field NL NR EL ER SL SR WL WR\n", 3,
                 "side E is a road but no road segment touches it");
    expect_error("set base\ntile Z 1 CFFF\n  field EL ER SL SR WL WR\ntile Y 1 FFFF\n", 2,
                 "side N is a city but no city segment touches it");
    /* bad counts */
    expect_error("set base\ntile Z 0 FFFF\n", 2, "bad count '0'");
    expect_error("set base\ntile Z 100 FFFF\n", 2, "bad count '100'");
    expect_error("set base\ntile Z -1 FFFF\n", 2, "bad count '-1'");
    expect_error("set base\ntile Z +1 FFFF\n", 2, "bad count '+1'");
    expect_error("set base\ntile Z two FFFF\n", 2, "bad count 'two'");
    expect_error("set base\ntile Z 99999999999999999999 FFFF\n", 2, "bad count");
    /* bad edges, bad ids */
    expect_error("set base\ntile Z 1 FFF\n", 2, "edges 'FFF'");
    expect_error("set base\ntile Z 1 FFFX\n", 2, "edges 'FFFX'");
    expect_error("set base\ntile Z 1\n", 2, "tile statement needs three words");
    expect_error("set base\ntile ABCDEFGH 1 FFFF\n", 2, "too long");
    expect_error("set base\ntile A/B 1 FFFF\n", 2, "only letters");
    /* duplicate id in one file */
    expect_error("set base\ntile Z 1 FFFF\n  field NL NR EL ER SL SR WL WR\n\ntile Z 1 FFFF\n"
                 "  field NL NR EL ER SL SR WL WR\n",
                 5, "duplicate tile id Z: line 2 already defines it");
    /* field borders */
    expect_error("set base\ntile Z 1 CFFF\n  city N\n  field EL ER SL SR WL WR / S\n", 4,
                 "field border side S is not a city");
    expect_error("set base\ntile Z 1 CFFF\n  field EL ER SL SR WL WR / N\n  city N\n"
                 "  city N\n",
                 5, "covered twice");
    expect_error("set base\ntile Z 1 CFFF\n  city N\n  field EL ER SL SR WL WR /\n", 4,
                 "'/' is followed by no side");
    /* markets */
    expect_error("set village-life\ntile Z 1 FRFR\n  road W market\n  road E\n"
                 "  field NL NR EL WR\n  field ER SL SR WL\n",
                 3, "road says market but the tile has no marketplace");
    expect_error("set village-life\ntile Z 1 FRFR\n  marketplace\n  road W\n  road E\n"
                 "  field NL NR EL WR\n  field ER SL SR WL\n",
                 3, "none of its roads says market");
    /* flowers, art, other words */
    expect_error("set base\ntile Z 1 FFFF\n  field NL NR EL ER SL SR WL WR flowers red\n", 3,
                 "unknown flower colour 'red'");
    expect_error("set base\ntile Z 1 FFFF\n  field NL NR EL ER SL SR WL WR flowers\n", 3,
                 "'flowers' is followed by no colour");
    expect_error("set base\ntile Z 1 FFFF\n  field NL NR EL ER SL SR WL WR\n  art statue\n", 4,
                 "unknown art name 'statue'");
    expect_error("set base\ntile Z 1 FFFF\n  monastery\n  monastery\n", 4, "second monastery");
    expect_error("set base\ntile Z 1 CCCC\n  city N E S W\n  field I\n  field I\n", 5,
                 "second I field");
    expect_error("set base\ntile Z 1 FFFF\n  field I NL\n", 3, "either I or");
    /* order of statements */
    expect_error("tile Z 1 FFFF\n  field NL NR EL ER SL SR WL WR\n", 1, "before any set statement");
    expect_error("set base\n  road N\n", 2, "road comes before any tile statement");
    expect_error("", 1, "defines no tiles");
    expect_error("# only a comment\nset base\n", 2, "defines no tiles");
}

static void test_parse_garbage(void **state)
{
    (void)state;
    expect_error("set base\ntile Z 1 FFFF\n\x01\x02\x03\n", 3, "unexpected control byte 0x01");
    expect_error("set base\n\xff\xfe\n", 2, "unexpected byte 0xff");
    /* a NUL byte in the middle of a line */
    static const char nul[] = "set base\ntile Z 1 FF\0F\n  field NL NR EL ER SL SR WL WR\n";
    TsError err;
    assert_int_equal(parse(nul, sizeof nul - 1, &err), -1);
    assert_int_equal(err.line, 2);
    assert_non_null(strstr(err.msg, "NUL byte"));
    /* UTF-8 is fine inside a comment */
    const char *utf = "set base # caf\xc3\xa9\ntile Z 1 FFFF\nfield NL NR EL ER SL SR WL WR\n";
    assert_int_equal(parse(utf, strlen(utf), &err), 0);

    /* an overlong word */
    char longw[400];
    int n = snprintf(longw, sizeof longw, "set base\ntile ");
    memset(longw + n, 'A', 300);
    longw[n + 300] = '\0';
    expect_error(longw, 2, "too long");

    /* too many words on a line */
    char many[600];
    size_t used = (size_t)snprintf(many, sizeof many, "set base\ntile Z 1 FFFF\nfield");
    for (int i = 0; i < 60; i++) used += (size_t)snprintf(many + used, sizeof many - used, " NL");
    expect_error(many, 3, "too many words");
}

static void test_parse_limits(void **state)
{
    (void)state;
    /* 13 segments: 4 stubs, 8 one-half fields, then the I field. Lines: set 1, tile 2,
     * roads 3-6, fields 7-14, the 13th segment on 15. */
    expect_error("set base\ntile Z 1 RRRR\nroad N\nroad E\nroad S\nroad W\nfield NL\nfield NR\n"
                 "field EL\nfield ER\nfield SL\nfield SR\nfield WL\nfield WR\nfield I\n",
                 15, "more than 12 segments");

    /* 129 tiles: the set on line 1, tile k on line 2k; the 129th is on line 258. */
    static char big[129 * 64 + 32];
    size_t off = (size_t)snprintf(big, sizeof big, "set base\n");
    for (int k = 1; k <= 129; k++)
        off += (size_t)snprintf(big + off, sizeof big - off,
                                "tile T%d 1 FFFF\nfield NL NR EL ER SL SR WL WR\n", k);
    expect_error(big, 258, "too many tiles");
    /* exactly 128 fit */
    big[0] = '\0';
    off = (size_t)snprintf(big, sizeof big, "set base\n");
    for (int k = 1; k <= 128; k++)
        off += (size_t)snprintf(big + off, sizeof big - off,
                                "tile T%d 1 FFFF\nfield NL NR EL ER SL SR WL WR\n", k);
    TsError err;
    assert_int_equal(parse(big, off, &err), 0);
    assert_int_equal(scratch.ntiles, 128);
}

/* Mutations of a valid text must end in success or a located error, never a crash (the
 * sanitizer build checks memory). A fixed LCG keeps the run repeatable. */
static void test_parse_mutations(void **state)
{
    (void)state;
    static const char good[] = "set village-life\ntile Q 2 CRBR\n  city N pennant\n  road W E "
                               "market\n  marketplace\n  field EL WR / N flowers white\n"
                               "  field SR WL\n  field ER SL\n  art well\n";
    size_t len = sizeof good - 1;
    TsError err;
    assert_int_equal(parse(good, len, &err), 0);
    static const char pool[] = {0, '\n', ' ', '#', '/', 'N', 'I', '9', '\xff', '\t', 'x'};
    char buf[sizeof good];
    uint32_t x = 12345;
    for (int iter = 0; iter < 20000; iter++) {
        memcpy(buf, good, len);
        size_t blen = len;
        int edits = 1 + iter % 4;
        for (int e = 0; e < edits; e++) {
            x = x * 1664525u + 1013904223u;
            size_t pos = (x >> 8) % blen;
            x = x * 1664525u + 1013904223u;
            if ((x >> 28) == 0) {
                blen = pos + 1; /* truncate */
            } else {
                buf[pos] = pool[(x >> 8) % sizeof pool];
            }
        }
        int rc = parse(buf, blen, &err);
        if (rc != 0) {
            assert_int_equal(rc, -1);
            /* 9 lines, and each edit may add one more by writing a newline */
            assert_true(err.line >= 1 && err.line <= 14);
            assert_true(err.msg[0] != '\0');
            assert_non_null(memchr(err.msg, '\0', sizeof err.msg));
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_set_sizes),
        cmocka_unit_test(test_base_counts_per_id),
        cmocka_unit_test(test_base_pennants_and_monasteries),
        cmocka_unit_test(test_festival_tiles),
        cmocka_unit_test(test_village_life_features),
        cmocka_unit_test(test_village_life_details),
        cmocka_unit_test(test_start_tile_d),
        cmocka_unit_test(test_seg_loc_rotations),
        cmocka_unit_test(test_every_tile_consistent),
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_parse_minimal),
        cmocka_unit_test(test_parse_errors),
        cmocka_unit_test(test_parse_garbage),
        cmocka_unit_test(test_parse_limits),
        cmocka_unit_test(test_parse_mutations),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
