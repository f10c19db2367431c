/* Royal Privileges (../shared/RULES.md §5), rule by rule. Every game is a record with an
 * explicit `privileges` deal and a short explicit deck; every expected value was worked out by
 * hand from RULES.md §5 and TILES.md, and the reasoning is written beside it.
 *
 * Reminders used throughout:
 * - Deal: token k (0-based, in `privileges` order) goes onto pile k % 5, i.e. squares
 *   0 10 20 30 40 0 10 …; the last dealt is on top. So pile p holds tokens p, p+5, p+10 from
 *   the bottom, and its top is p+10 until taken. game_token(k) speaks of token k.
 * - Board: x grows east, y grows south; the start tile D at 0,0 has its city N, road W-E and
 *   field S. B = monastery on an all-field tile (fits next to any field edge). E = city cap
 *   (city N; rot 90 → E, 180 → S, 270 → W). Q at 180 = city E,S,W with a pennant. U = straight
 *   road W-E. A = monastery with a road S (rot 90 → road W, rot 270 → road E).
 * - Seats in the 2-player games: red 0, blue 1. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "json_out.h"
#include "record.h"
#include "test_util.h"
#include "rules_privileges_fixture.h"

enum { RED, BLUE, GREEN, YELLOW, BLACK, GRAY, PINK, PURPLE };

/* ---------- helpers ---------- */

static int tile_id(const char *id)
{
    int t = tileset_find(test_tileset(), id);
    if (t < 0) fail_msg("no tile %s", id);
    return t;
}

/* A deal (15 letters) in which token 11 — the top of the pile on square 10 — has `type`:
 * token i gets type (i - 1 + type) mod 5, so every type appears 3 times. */
static void deal_with_11(int type, char *out, size_t size)
{
    size_t off = 0;
    for (int i = 0; i < GAME_TOKEN_COUNT; i++)
        off += (size_t)snprintf(out + off, size - off, "%s%s", i ? " " : "",
                                game_token_letter((i - 1 + type + TOK_TYPES) % TOK_TYPES));
}

/* Cells of the rectangle x0..x1, y0..y1 minus the listed holes (and minus T when inside). */
static int rect_minus(Pos *out, int x0, int y0, int x1, int y1, const Pos *holes, int nh, int tx_,
                      int ty_)
{
    int n = 0;
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) {
            int hole = x == tx_ && y == ty_;
            for (int h = 0; h < nh; h++) hole |= holes[h].x == x && holes[h].y == y;
            if (!hole) out[n++] = (Pos){x, y};
        }
    return n;
}

/* ---------- the setup deal ---------- */

/* Deal R C X D E / C X D E R / X D E R C: token k on pile k % 5 at height k / 5, so the piles
 * from bottom to top are 0: R C X, 1: C X D, 2: X D E, 3: D E R, 4: E R C. Face down: the
 * public view shows no type until a token is turned. */
static void test_setup_deal(void **state)
{
    (void)state;
    static const char rec[] = "troubadour-record 1\n"
                              "players red blue\n"
                              "expansions farmers royal-privileges\n"
                              "privileges R C X D E C X D E R X D E R C\n"
                              "deck U\n";
    static const int deal[GAME_TOKEN_COUNT] = {TOK_ROAD,   TOK_COURT, TOK_CROSS, TOK_DIAGONAL,
                                               TOK_ESTATE, TOK_COURT, TOK_CROSS, TOK_DIAGONAL,
                                               TOK_ESTATE, TOK_ROAD,  TOK_CROSS, TOK_DIAGONAL,
                                               TOK_ESTATE, TOK_ROAD,  TOK_COURT};
    Game *g = test_replay(rec);
    expect_piles(g, 3, 3, 3, 3, 3);
    for (int k = 0; k < GAME_TOKEN_COUNT; k++) {
        TokenView v;
        game_token(g, k, &v);
        assert_int_equal(v.where, TOKPLACE_PILE);
        assert_int_equal(v.pile, k % 5);
        assert_int_equal(v.height, k / 5);
        assert_int_equal(v.type, -1);
        assert_int_equal(game_setup(g)->privileges[k], deal[k]);
    }
    /* the tops: tokens 10..14 (X, D, E, R, C) at height 2 */
    for (int p = 0; p < GAME_PILE_COUNT; p++) {
        TokenView v;
        game_token(g, 10 + p, &v);
        assert_int_equal(v.height, game_pile_height(g, p) - 1);
    }
    game_free(g);
}

/* Without a `privileges` line the deal comes from the seed: still 3 of each type, 3 per pile. */
static void test_setup_seeded_deal(void **state)
{
    (void)state;
    static const char rec[] = "troubadour-record 1\n"
                              "players red blue\n"
                              "expansions farmers royal-privileges\n"
                              "seed 99\n";
    Game *g = test_replay(rec);
    int per_type[TOK_TYPES] = {0};
    for (int k = 0; k < GAME_TOKEN_COUNT; k++) per_type[game_setup(g)->privileges[k]]++;
    for (int t = 0; t < TOK_TYPES; t++) assert_int_equal(per_type[t], 3);
    expect_piles(g, 3, 3, 3, 3, 3);
    game_free(g);
}

/* A deal with four tokens of one type is refused. */
static void test_setup_bad_deal(void **state)
{
    (void)state;
    test_replay_refused(
        "troubadour-record 1\nplayers red blue\nexpansions farmers royal-privileges\n"
        "privileges R R R R C C X X X D D D E E E\n",
        4, "only 3 tokens of type R");
    test_replay_refused("troubadour-record 1\nplayers red blue\nexpansions farmers\n"
                        "privileges R C X D E R C X D E R C X D E\n",
                        4, "without royal-privileges");
}

/* ---------- the shapes of the privileged areas ---------- */

/* A board of B tiles south of the start tile, T = 0,4 (empty), rows y = 1..7, x = -3..3:
 *
 *        x: -3 -2 -1  0  1  2  3
 *   y=0            .  D  .            (only the start tile in that row)
 *   y=1     .  #  #  #  #  #  #
 *   y=2     #  #  #  #  #  #  #
 *   y=3     #  #  #  #  #  .  #
 *   y=4     #  .  #  T  #  #  .
 *   y=5     .  #  #  .  #  #  #
 *   y=6     #  .  #  #  #  #  #
 *   y=7     #  #  #  #  #  #  .
 *
 * Rays from T stop at the first position without a tile:
 *   N 0,3 0,2 0,1 0,0 (0,-1 empty)      E 1,4 2,4 (3,4 empty)
 *   S none (0,5 empty)                  W -1,4 (-2,4 empty)
 *   NE 1,3 2,2 3,1 (4,0 empty)          SE 1,5 2,6 (3,7 empty)
 *   SW -1,5 (-2,6 empty)                NW -1,3 -2,2 (-3,1 empty)
 * Court: x -2..2, y 2..6 without T and the holes 2,3 -2,4 0,5 -2,6 → 24 - 4 = 20.
 * Estate (T + k·d + j·p, k 1..3, j -2..2, p = d turned clockwise):
 *   N: x -2..2, y 1..3 without 2,3 → 14      E: x 1..3, y 2..6 without 2,3 3,4 → 13
 *   S: x -2..2, y 5..7 without 0,5 -2,6 → 13 W: x -3..-1, y 2..6 without -2,4 -3,5 -2,6 → 12 */
static const char SHAPE_MAP[7][8] = {".######", "#######", "#####.#", "#.#T##.",
                                     ".##.###", "#.#####", "######."};

static Game *shape_board(void)
{
    int placed[7][7] = {{0}};
    Text t = {0};
    tx(&t, "troubadour-record 1\nplayers red blue\nexpansions farmers royal-privileges\n"
           "privileges R C X D E R C X D E R C X D E\ndeck");
    int want = 0;
    for (int r = 0; r < 7; r++)
        for (int c = 0; c < 7; c++) want += SHAPE_MAP[r][c] == '#';
    assert_int_equal(want, 40);
    for (int i = 0; i < want; i++) tx(&t, " B");
    tx(&t, "\n");
    /* placement order: any tile next to one already placed (the start tile is at 0,0) */
    for (int done = 0; done < want;) {
        int progress = 0;
        for (int r = 0; r < 7; r++)
            for (int c = 0; c < 7; c++) {
                if (SHAPE_MAP[r][c] != '#' || placed[r][c]) continue;
                int x = c - 3, y = r + 1;
                int adj = (x == 0 && y == 1) || (r > 0 && placed[r - 1][c]) ||
                          (r < 6 && placed[r + 1][c]) || (c > 0 && placed[r][c - 1]) ||
                          (c < 6 && placed[r][c + 1]);
                if (!adj) continue;
                tx(&t, "B %d %d 0\n", x, y);
                placed[r][c] = 1;
                done++;
                progress = 1;
            }
        assert_true(progress);
    }
    Game *g = test_replay(t.p);
    free(t.p);
    return g;
}

static void expect_area(const Game *g, int type, int dir, Pos *want, int nwant, const char *what)
{
    Pos got[64];
    int n = game_privilege_area(g, type, 0, 4, dir, got, 64);
    expect_pos_set(got, n, want, nwant, what);
}

static void test_area_shapes(void **state)
{
    (void)state;
    Game *g = shape_board();
    Pos w[32];
    /* Royal Road: one ray */
    expect_area(g, TOK_ROAD, DIR_N, (Pos[]){{0, 3}, {0, 2}, {0, 1}, {0, 0}}, 4, "road N");
    expect_area(g, TOK_ROAD, DIR_E, (Pos[]){{1, 4}, {2, 4}}, 2, "road E");
    expect_area(g, TOK_ROAD, DIR_S, w, 0, "road S");
    expect_area(g, TOK_ROAD, DIR_W, (Pos[]){{-1, 4}}, 1, "road W");
    /* Royal Diagonal: the ray d + p (N → NE, E → SE, S → SW, W → NW) */
    expect_area(g, TOK_DIAGONAL, DIR_N, (Pos[]){{1, 3}, {2, 2}, {3, 1}}, 3, "diagonal N (NE)");
    expect_area(g, TOK_DIAGONAL, DIR_E, (Pos[]){{1, 5}, {2, 6}}, 2, "diagonal E (SE)");
    expect_area(g, TOK_DIAGONAL, DIR_S, (Pos[]){{-1, 5}}, 1, "diagonal S (SW)");
    expect_area(g, TOK_DIAGONAL, DIR_W, (Pos[]){{-1, 3}, {-2, 2}}, 2, "diagonal W (NW)");
    /* Royal Cross: the four rays, whatever the direction */
    for (int d = 0; d < 4; d++)
        expect_area(g, TOK_CROSS, d,
                    (Pos[]){{0, 3}, {0, 2}, {0, 1}, {0, 0}, {1, 4}, {2, 4}, {-1, 4}}, 7, "cross");
    /* Royal Court: the 5x5 square without its centre, whatever the direction */
    for (int d = 0; d < 4; d++) {
        int n = rect_minus(w, -2, 2, 2, 6, (Pos[]){{2, 3}, {-2, 4}, {0, 5}, {-2, 6}}, 4, 0, 4);
        assert_int_equal(n, 20);
        expect_area(g, TOK_COURT, d, w, n, "court");
    }
    /* Royal Estate: 3 rows of 5 in front */
    int n = rect_minus(w, -2, 1, 2, 3, (Pos[]){{2, 3}}, 1, 0, 4);
    assert_int_equal(n, 14);
    expect_area(g, TOK_ESTATE, DIR_N, w, n, "estate N");
    n = rect_minus(w, 1, 2, 3, 6, (Pos[]){{2, 3}, {3, 4}}, 2, 0, 4);
    assert_int_equal(n, 13);
    expect_area(g, TOK_ESTATE, DIR_E, w, n, "estate E");
    n = rect_minus(w, -2, 5, 2, 7, (Pos[]){{0, 5}, {-2, 6}}, 2, 0, 4);
    assert_int_equal(n, 13);
    expect_area(g, TOK_ESTATE, DIR_S, w, n, "estate S");
    n = rect_minus(w, -3, 2, -1, 6, (Pos[]){{-2, 4}, {-3, 5}, {-2, 6}}, 3, 0, 4);
    assert_int_equal(n, 12);
    expect_area(g, TOK_ESTATE, DIR_W, w, n, "estate W");
    game_free(g);
}

/* ---------- the block game: taking, placing and turning with followers ---------- */

/* Village Life is on for the windmill and the donkey. A 5x5 block of B tiles south of the start
 * tile (x -2..2, y 1..5) with the centre T = 0,3 left empty and 1,5 never placed, plus B at
 * -3,3. Figures (M = monk, F = farmer, W = windmill, Dk = donkey):
 *
 *        x: -3   -2    -1    0     1    2
 *   y=1        M r   .     M r   .    W r
 *   y=2        .     .     M r   .    M r
 *   y=3   M b  M b   M r   T     .    Dk
 *   y=4        M b   M b   F b   .    .
 *   y=5        M r   M b   .     (none) M b
 *
 * No monastery can be completed while T is empty (each of T's neighbours has T as its own
 * neighbour; the others border empty ground), so nobody scores until turn 27.
 * North of D: 21 red Q 0,-1 180 with a knight, 26 blue E 1,-1 270, 27 red E -1,-1 90 closes the
 * city Q + E + E + D: 4 tiles + 1 pennant = 10 → red 0 → 10 stops on square 10 and takes the
 * top of that pile, token 11. The donkey left D at turn 22 (on D it would forbid closing the
 * city). Red has 6 monks + the knight = 7, blue 6 monks + the farmer = 7. */
static const char BLOCK_DECK[] =
    "deck B B B B B B B B B B B B B B B B B B B B Q B B B B E E B B A\n";
static const char BLOCK_BUILD[] = "B 0 1 0 follower C\n"    /*  1 red */
                                  "B -1 1 0\n"              /*  2 blue */
                                  "B -2 1 0 follower C\n"   /*  3 red */
                                  "B 1 1 0\n"               /*  4 blue */
                                  "B 2 1 0 windmill NL\n"   /*  5 red */
                                  "B -2 2 0\n"              /*  6 blue */
                                  "B 0 2 0 follower C\n"    /*  7 red */
                                  "B -2 3 0 follower C\n"   /*  8 blue */
                                  "B 2 2 0 follower C\n"    /*  9 red */
                                  "B -3 3 0 follower C\n"   /* 10 blue */
                                  "B -1 2 0\n"              /* 11 red */
                                  "B -2 4 0 follower C\n"   /* 12 blue */
                                  "B -1 3 0 follower C\n"   /* 13 red */
                                  "B -1 4 0 follower C\n"   /* 14 blue */
                                  "B -2 5 0 follower C\n"   /* 15 red */
                                  "B -1 5 0 follower C\n"   /* 16 blue */
                                  "B 1 2 0\n"               /* 17 red */
                                  "B 0 4 0 follower NL\n"   /* 18 blue: the farmer */
                                  "B 1 3 0\n"               /* 19 red */
                                  "B 2 3 0\n"               /* 20 blue */
                                  "Q 0 -1 180 follower S\n" /* 21 red */
                                  "B 2 4 0 donkey 2 3\n"    /* 22 blue */
                                  "B 1 4 0\n"               /* 23 red */
                                  "B 2 5 0 follower C\n"    /* 24 blue */
                                  "B 0 5 0\n"               /* 25 red */
                                  "E 1 -1 270\n"            /* 26 blue */
                                  "E -1 -1 90\n";           /* 27 red: the city, 10 */

static char *block_text(const char *deal, int with_token)
{
    Text t = {0};
    tx(&t,
       "troubadour-record 1\nplayers red blue\n"
       "expansions farmers village-life royal-privileges\nflowers red=white blue=violet\n"
       "privileges %s\n%s%s",
       deal, BLOCK_DECK, BLOCK_BUILD);
    /* T's four neighbours hold the monks at 0,2 and -1,3 and the farmer at 0,4: 3 points */
    if (with_token) tx(&t, "token red 0 3\n");
    return t.p;
}

/* After turn 27: the token positions (empty, tiles on at least two sides, no token) are
 * -1,0 (E -1,-1 / D / B -1,1), 1,0 (E 1,-1 / D / B 1,1), -3,2 (B -2,2 / B -3,3), T 0,3,
 * -3,4 (B -2,4 / B -3,3) and 1,5 (B 1,4 / B 0,5 / B 2,5). 1,5 has 3 sides; -2,0, 2,0, -3,1,
 * -3,5, 3,y, x,6 and the places round the city have one. */
static void test_block_token_positions(void **state)
{
    (void)state;
    char *text = block_text("R C X D E R C X D E R C X D E", 0);
    Game *g = test_replay(text);
    assert_int_equal(game_score(g, RED), 10);
    assert_int_equal(game_phase(g), PHASE_TOKEN);
    assert_int_equal(game_token_player(g), RED);
    Pos got[16];
    int n = game_token_positions(g, got, 16);
    expect_pos_set(got, n, (Pos[]){{-1, 0}, {1, 0}, {-3, 2}, {0, 3}, {-3, 4}, {1, 5}}, 6,
                   "token positions");
    /* red places on T: 1 point per follower on the 4 orthogonal tiles, own ones included:
     * red monks 0,2 and -1,3, blue farmer 0,4, nothing on 1,3 → 3 */
    assert_int_equal(game_place_token(g, 0, 3), 0);
    assert_int_equal(game_score(g, RED), 13);
    const ScoreEvent *e = last_event(g);
    assert_int_equal(e->kind, EV_PRIVILEGE_PLACE);
    const ScoreItem *it = &game_event_items(g)[e->item_first];
    assert_int_equal(e->item_count, 1);
    assert_int_equal(it->player, RED);
    assert_int_equal(it->category, CAT_PRIVILEGES);
    assert_int_equal(it->count, 3);
    assert_int_equal(it->points, 3);
    /* token 11 (top of pile 1) lies at T face down; pile 1 is down to 2 */
    assert_int_equal(board_token_at(g, 0, 3), 11);
    TokenView v;
    game_token(g, 11, &v);
    assert_int_equal(v.type, -1);
    expect_piles(g, 3, 2, 3, 3, 3);
    assert_true(game_token_at(g, 0, 3));
    assert_int_equal(game_phase(g), PHASE_DRAW);
    game_free(g);
    free(text);
}

/* Turning the token on T (blue, turn 28, B on 0,3) with each type and direction: 1 point per
 * follower in the area (farmers count; the windmill on 2,1 and the donkey on 2,3 do not), at
 * most 10. Followers: red 0,1 -2,1 0,2 2,2 -1,3 -2,5; blue -3,3 -2,3 -2,4 -1,4 -1,5 2,5 and the
 * farmer 0,4. Areas from T = 0,3 (tiles present; counted followers):
 *   Road N 0,2 0,1 0,0 0,-1 (4; 0,2 0,1 → 2)   Road E 1,3 2,3 (2; donkey only → 0)
 *   Road S 0,4 0,5 (2; farmer → 1)              Road W -1,3 -2,3 -3,3 (3 → 3)
 *   Diag NE 1,2 2,1 (2; windmill only → 0)      Diag SE 1,4 2,5 (2 → 1)
 *   Diag SW -1,4 -2,5 (2 → 2)                   Diag NW -1,2 -2,1 (2 → 1)
 *   Estate N y 2,1,0 x -2..2: 5 + 5 + D = 11; 0,2 2,2 0,1 -2,1 → 4
 *   Estate E x 1,2,3 y 1..5: 4 (1,5 absent) + 5 = 9; 2,2 2,5 → 2
 *   Estate S y 4,5,6 x -2..2: 5 + 4 = 9; -2,4 -1,4 0,4 -2,5 -1,5 2,5 → 6
 *   Estate W x -1,-2,-3 y 1..5: 5 + 5 + 1 = 11; -1,3 -1,4 -1,5 -2,1 -2,3 -2,4 -2,5 -3,3 → 8
 *   Cross: the four roads, 4 + 2 + 2 + 3 = 11 positions, 2 + 0 + 1 + 3 = 6
 *   Court: 24 - (1,5) = 23 positions, all 12 followers except -3,3 (outside) → 12, capped 10 */
static void test_turn_area_scores(void **state)
{
    (void)state;
    static const struct {
        int type, dir, followers, npos;
    } cases[] = {
        {TOK_ROAD, DIR_N, 2, 4},     {TOK_ROAD, DIR_E, 0, 2},     {TOK_ROAD, DIR_S, 1, 2},
        {TOK_ROAD, DIR_W, 3, 3},     {TOK_DIAGONAL, DIR_N, 0, 2}, {TOK_DIAGONAL, DIR_E, 1, 2},
        {TOK_DIAGONAL, DIR_S, 2, 2}, {TOK_DIAGONAL, DIR_W, 1, 2}, {TOK_ESTATE, DIR_N, 4, 11},
        {TOK_ESTATE, DIR_E, 2, 9},   {TOK_ESTATE, DIR_S, 6, 9},   {TOK_ESTATE, DIR_W, 8, 11},
        {TOK_CROSS, DIR_N, 6, 11},   {TOK_CROSS, DIR_E, 6, 11},   {TOK_CROSS, DIR_S, 6, 11},
        {TOK_CROSS, DIR_W, 6, 11},   {TOK_COURT, DIR_N, 12, 23},  {TOK_COURT, DIR_E, 12, 23},
        {TOK_COURT, DIR_S, 12, 23},  {TOK_COURT, DIR_W, 12, 23},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        char deal[64];
        deal_with_11(cases[c].type, deal, sizeof deal);
        char *text = block_text(deal, 1);
        Game *g = test_replay(text);
        assert_int_equal(game_score(g, BLUE), 0);
        assert_int_equal(game_draw(g, -1), 0);
        assert_int_equal(game_current_tile(g), tile_id("B"));
        /* without a direction the placement is refused */
        Placement p = {tile_id("B"), 0, 3, 0, -1};
        assert_int_equal(game_place(g, &p), -1);
        p.turn_dir = cases[c].dir;
        if (game_place(g, &p) != 0) fail_msg("case %zu: %s", c, game_error(g));
        int pts = cases[c].followers > 10 ? 10 : cases[c].followers;
        const ScoreEvent *e = last_event(g);
        assert_int_equal(e->kind, EV_PRIVILEGE_TURN);
        assert_int_equal(e->x, 0);
        assert_int_equal(e->y, 3);
        if (e->pos_count != cases[c].npos)
            fail_msg("case %zu (%s %s): %d positions, expected %d", c,
                     game_token_letter(cases[c].type), game_dir_name(cases[c].dir), e->pos_count,
                     cases[c].npos);
        assert_int_equal(e->item_count, 1);
        const ScoreItem *it = &game_event_items(g)[e->item_first];
        assert_int_equal(it->player, BLUE);
        assert_int_equal(it->category, CAT_PRIVILEGES);
        if (it->count != cases[c].followers || it->points != pts)
            fail_msg("case %zu (%s %s): %d followers / %d points, expected %d / %d", c,
                     game_token_letter(cases[c].type), game_dir_name(cases[c].dir), it->count,
                     it->points, cases[c].followers, pts);
        assert_int_equal(game_score(g, BLUE), pts);
        assert_int_equal(game_score_part(g, BLUE, CAT_PRIVILEGES, 0), pts);
        /* the token is turned: face up, off the board */
        TokenView v;
        game_token(g, 11, &v);
        assert_int_equal(v.where, TOKPLACE_TURNED);
        assert_int_equal(v.type, cases[c].type);
        assert_false(game_token_at(g, 0, 3));
        game_free(g);
        free(text);
    }
}

/* The block game played on (this is also tests/scenarios/rp_block.rec). Deal R C X D E ×3:
 * token 11 = C, 6 = C, 13 = D.
 * 28 blue: B on T, turn N: Royal Court, 12 followers → 10 (cap). No follower placed. Scoring:
 *    T's monastery and its 8 neighbours' are now surrounded; monks on 0,2 (red), -1,3 (red),
 *    -1,4 (blue) score 9 each (no monk on T or the others). Blue 0 → 10 + 9 = 19 passes 10:
 *    pile 1, whose top is now token 6. Red 13 → 31 passes 20 and 30: the last is 30, pile 3,
 *    top token 13. Blue (active) places first, then red.
 *    blue on -3,2: orthogonal followers: monk -3,3 (blue) → 1 → blue 20.
 *    red on 1,0: E 1,-1, D, B 1,1 carry nobody → 0 → red 31.
 * 29 red: B 3 1 0 (nothing scores: 2,2's monastery still lacks 3,2 and 3,3).
 * 30 blue: A 1 0 90 on token 13, turn S: Royal Diagonal to the south-west: 0,1 (red monk),
 *    -1,2 (none), -2,3 (blue monk), then -3,4 is empty → 2 → blue 22. Blue started the turn on
 *    square 20 (reached by token points in turn 28, which give no token): 20 → 22 passes no
 *    pile, so no token is due. */
static const char BLOCK_REST[] = "B 0 3 0 turn N\n"
                                 "token blue -3 2\n"
                                 "token red 1 0\n"
                                 "B 3 1 0\n"
                                 "A 1 0 90 turn S\n";

static void test_block_game(void **state)
{
    (void)state;
    char *text = block_text("R C X D E R C X D E R C X D E", 1);
    Text t = {0};
    tx(&t, "%s%s", text, "B 0 3 0 turn N\n");
    Game *g = test_replay(t.p);
    /* after turn 28's scoring: blue first, then red (seating order after the active player) */
    assert_int_equal(game_score(g, BLUE), 19);
    assert_int_equal(game_score(g, RED), 31);
    assert_int_equal(game_phase(g), PHASE_TOKEN);
    assert_int_equal(game_token_player(g), BLUE);
    /* the Court event: 12 followers, 10 points */
    int found = 0;
    for (int i = 0; i < game_event_count(g); i++) {
        const ScoreEvent *e = &game_events(g)[i];
        if (e->kind != EV_PRIVILEGE_TURN) continue;
        const ScoreItem *it = &game_event_items(g)[e->item_first];
        assert_int_equal(it->count, 12);
        assert_int_equal(it->points, 10);
        found++;
    }
    assert_int_equal(found, 1);
    assert_int_equal(game_place_token(g, -3, 2), 0);
    assert_int_equal(game_score(g, BLUE), 20);
    assert_int_equal(game_token_player(g), RED);
    assert_int_equal(game_place_token(g, 1, 0), 0);
    assert_int_equal(game_score(g, RED), 31);
    assert_int_equal(board_token_at(g, -3, 2), 6);
    assert_int_equal(board_token_at(g, 1, 0), 13);
    expect_piles(g, 3, 1, 3, 2, 3);
    assert_int_equal(game_phase(g), PHASE_DRAW);
    game_free(g);
    free(t.p);

    t = (Text){0};
    tx(&t, "%s%s", text, BLOCK_REST);
    g = test_replay(t.p);
    assert_int_equal(game_score(g, RED), 31);
    assert_int_equal(game_score(g, BLUE), 22);
    /* no token after turn 30: blue started on square 20 */
    assert_int_equal(game_phase(g), PHASE_DRAW);
    assert_int_equal(count_events(g, EV_PRIVILEGE_PLACE), 3);
    assert_int_equal(count_events(g, EV_PRIVILEGE_TURN), 2);
    const ScoreEvent *e = last_event(g);
    assert_int_equal(e->kind, EV_PRIVILEGE_TURN);
    assert_int_equal(e->pos_count, 3);
    assert_int_equal(game_event_items(g)[e->item_first].points, 2);
    TokenView v;
    game_token(g, 13, &v);
    assert_int_equal(v.where, TOKPLACE_TURNED);
    assert_int_equal(v.type, TOK_DIAGONAL);
    /* privilege points: red 3 (token on T); blue 10 + 1 + 2 */
    assert_int_equal(game_score_part(g, RED, CAT_PRIVILEGES, 2), 3);
    assert_int_equal(game_score_part(g, BLUE, CAT_PRIVILEGES, 2), 13);
    game_free(g);
    free(t.p);
    free(text);
}

/* --json (the CLI's writer): privilege points in the breakdown, tokens on track and board.
 * Red: city 10, monasteries 2 × 9, privileges 3 = 31. Blue: monastery 9, privileges 13 = 22.
 * Track: pile 0 3, pile 1 3 - 2 (tokens 11, 6) = 1, pile 2 3, pile 3 3 - 1 (token 13) = 2,
 * pile 4 3. Board: token 6 on -3,2 (11 and 13 are turned). */
static void test_json_view(void **state)
{
    (void)state;
    char *text = block_text("R C X D E R C X D E R C X D E", 1);
    Text t = {0};
    tx(&t, "%s%s", text, BLOCK_REST);
    Game *g = test_replay(t.p);
    FILE *f = tmpfile();
    assert_non_null(f);
    json_write_game(f, g);
    long len = ftell(f);
    assert_true(len > 0);
    char *out = calloc(1, (size_t)len + 1);
    rewind(f);
    assert_int_equal(fread(out, 1, (size_t)len, f), (size_t)len);
    fclose(f);
    static const char *const want[] = {
        "\"colour\":\"red\",\"name\":\"red\",\"score\":31",
        "\"breakdown\":{\"roads\":0,\"cities\":10,\"monasteries\":18,\"fields\":0,\"flowers\":0,"
        "\"windmills\":0,\"marketplace\":0,\"privileges\":3}",
        "\"colour\":\"blue\",\"name\":\"blue\",\"score\":22",
        "\"breakdown\":{\"roads\":0,\"cities\":0,\"monasteries\":9,\"fields\":0,\"flowers\":0,"
        "\"windmills\":0,\"marketplace\":0,\"privileges\":13}",
        "\"tokens\":{\"track\":[{\"square\":0,\"face_down\":3},{\"square\":10,\"face_down\":1},"
        "{\"square\":20,\"face_down\":3},{\"square\":30,\"face_down\":2},"
        "{\"square\":40,\"face_down\":3}],\"board\":[[-3,2]],\"turned\":2}",
        "\"kind\":\"privilege-turn\",\"complete\":true,\"feature\":{\"x\":0,\"y\":3}",
        "\"points\":{\"blue\":10},\"items\":[{\"player\":\"blue\",\"category\":\"privileges\","
        "\"what\":\"followers\",\"count\":12,\"per\":1,\"points\":10}]",
        "\"kind\":\"privilege-place\",\"complete\":true,\"feature\":{\"x\":-3,\"y\":2}",
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        if (!strstr(out, want[i])) fail_msg("--json lacks %s\n%s", want[i], out);
    free(out);
    game_free(g);
    free(t.p);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup_deal),
        cmocka_unit_test(test_setup_seeded_deal),
        cmocka_unit_test(test_setup_bad_deal),
        cmocka_unit_test(test_area_shapes),
        cmocka_unit_test(test_block_token_positions),
        cmocka_unit_test(test_turn_area_scores),
        cmocka_unit_test(test_block_game),
        cmocka_unit_test(test_json_view),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
