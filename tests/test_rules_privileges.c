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

enum { RED, BLUE, GREEN, YELLOW, BLACK, GRAY, PINK, PURPLE };

/* ---------- helpers ---------- */

typedef struct Text {
    char *p;
    size_t n, cap;
} Text;

static void tx(Text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int need = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    assert_true(need >= 0);
    if (t->n + (size_t)need + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 1024;
        while (t->n + (size_t)need + 1 > cap) cap *= 2;
        t->p = realloc(t->p, cap);
        assert_non_null(t->p);
        t->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(t->p + t->n, t->cap - t->n, fmt, ap);
    va_end(ap);
    t->n += (size_t)need;
}

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

static const ScoreEvent *last_event(const Game *g)
{
    assert_true(game_event_count(g) > 0);
    return &game_events(g)[game_event_count(g) - 1];
}

static int count_events(const Game *g, int kind)
{
    int n = 0;
    for (int i = 0; i < game_event_count(g); i++) n += game_events(g)[i].kind == kind;
    return n;
}

/* The token lying face down on the board at x,y (-1 when none). */
static int board_token_at(const Game *g, int x, int y)
{
    for (int i = 0; i < GAME_TOKEN_COUNT; i++) {
        TokenView v;
        game_token(g, i, &v);
        if (v.where == TOKPLACE_BOARD && v.x == x && v.y == y) return i;
    }
    return -1;
}

static void expect_piles(const Game *g, int p0, int p1, int p2, int p3, int p4)
{
    int want[GAME_PILE_COUNT] = {p0, p1, p2, p3, p4};
    for (int p = 0; p < GAME_PILE_COUNT; p++)
        if (game_pile_height(g, p) != want[p])
            fail_msg("pile %d (square %d) holds %d tokens, expected %d", p, p * 10,
                     game_pile_height(g, p), want[p]);
}

static int cmp_pos(const void *a, const void *b)
{
    const Pos *p = a, *q = b;
    if (p->y != q->y) return p->y < q->y ? -1 : 1;
    return (p->x > q->x) - (p->x < q->x);
}

/* The positions must be exactly `want` (any order). */
static void expect_pos_set(Pos *got, int n, Pos *want, int nwant, const char *what)
{
    if (n != nwant) fail_msg("%s: %d positions, expected %d", what, n, nwant);
    qsort(got, (size_t)n, sizeof *got, cmp_pos);
    qsort(want, (size_t)nwant, sizeof *want, cmp_pos);
    for (int i = 0; i < n; i++)
        if (got[i].x != want[i].x || got[i].y != want[i].y)
            fail_msg("%s: position %d is %d,%d, expected %d,%d", what, i, got[i].x, got[i].y,
                     want[i].x, want[i].y);
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

/* ---------- small two-player games north of the start tile ---------- */

/* 1 red Q 0,-1 180 with a knight (city E,S,W + D's city), 2 blue E 1,-1 270 (closes E),
 * 3 red E -1,-1 90 closes it: Q, E, E, D = 4 tiles + 1 pennant = 10 → red 0 → 10 stops on
 * square 10: token 11 (top of pile 1). Token positions: -1,0 and 1,0 (E above, D beside). */
#define C10_HEAD                                                                                   \
    "troubadour-record 1\n"                                                                        \
    "players red blue\n"                                                                           \
    "expansions farmers royal-privileges\n"                                                        \
    "privileges R C X D E R C X D E R C X D E\n"
#define C10_MOVES                                                                                  \
    "Q 0 -1 180 follower S\n"                                                                      \
    "E 1 -1 270\n"                                                                                 \
    "E -1 -1 90\n"

/* Placing the token on 1,0 scores nothing (no follower on E 1,-1 or D: red's knight went home
 * with the city), so red stays on 10. Turn 5 red closes a 2-tile city of its own: 4 points,
 * 10 → 14. The square the turn started on does not count, and no other pile lies in 11..14:
 * no token. (4 blue E 2,-1 0: city N; 5 red E 2,-2 180 with a knight faces it.) */
static void test_start_square_does_not_count(void **state)
{
    (void)state;
    static const char rec[] = C10_HEAD "deck Q E E E E U\n" C10_MOVES "token red 1 0\n"
                                       "E 2 -1 0\n"
                                       "E 2 -2 180 follower S\n";
    Game *g = test_replay(rec);
    assert_int_equal(game_score(g, RED), 14);
    assert_int_equal(game_phase(g), PHASE_DRAW);
    assert_int_equal(count_events(g, EV_PRIVILEGE_PLACE), 1);
    expect_piles(g, 3, 2, 3, 3, 3);
    /* a token line here is refused */
    test_replay_refused(C10_HEAD "deck Q E E E E U\n" C10_MOVES "token red 1 0\n"
                                 "E 2 -1 0\n"
                                 "E 2 -2 180 follower S\n"
                                 "token red -1 0\n",
                        12, "no privilege token is due here");
    game_free(g);
}

/* Blue closes red's city (3 red B 0,1 below D is a filler; 4 blue E -1,-1 90): red scores 10
 * in blue's turn and takes token 11; blue scored nothing and takes none. */
static void test_opponent_takes_in_active_turn(void **state)
{
    (void)state;
    static const char moves[] = C10_HEAD "deck Q E B E U\n"
                                         "Q 0 -1 180 follower S\n"
                                         "E 1 -1 270\n"
                                         "B 0 1 0\n"
                                         "E -1 -1 90\n";
    Game *g = test_replay(moves);
    assert_int_equal(game_current_player(g), BLUE);
    assert_int_equal(game_score(g, RED), 10);
    assert_int_equal(game_phase(g), PHASE_TOKEN);
    assert_int_equal(game_token_player(g), RED);
    /* 1,0 touches E 1,-1, D and (1,1 is empty) → two sides; nobody on them → 0 */
    assert_int_equal(game_place_token(g, 1, 0), 0);
    assert_int_equal(board_token_at(g, 1, 0), 11);
    assert_int_equal(game_score(g, RED), 10);
    assert_int_equal(game_phase(g), PHASE_DRAW);
    game_free(g);
    Text t = {0};
    tx(&t, "%stoken blue 1 0\n", moves);
    test_replay_refused(t.p, 10, "the next privilege token is red's to place, not blue's");
    free(t.p);
}

/* Red closes a straight city: 1 red F 0,-1 90 (city N-S, pennant) with a knight, 2 blue
 * F 0,-2 90, 3 red E 0,-3 180: D + F + F + E = 4 tiles + 2 pennants = 12, red 0 → 12 passes
 * square 10. The board is one column x = 0, y -3..0: every empty position touches one tile,
 * so there is no legal position and the token stays on its pile; no `token` line. */
static void test_no_legal_position(void **state)
{
    (void)state;
    static const char rec[] = C10_HEAD "deck F F E U\n"
                                       "F 0 -1 90 follower N\n"
                                       "F 0 -2 90\n"
                                       "E 0 -3 180\n";
    Game *g = test_replay(rec);
    assert_int_equal(game_score(g, RED), 12);
    assert_int_equal(game_phase(g), PHASE_DRAW);
    expect_piles(g, 3, 3, 3, 3, 3);
    assert_int_equal(count_events(g, EV_PRIVILEGE_PLACE), 0);
    game_free(g);
    test_replay_refused(C10_HEAD "deck F F E U\n"
                                 "F 0 -1 90 follower N\n"
                                 "F 0 -2 90\n"
                                 "E 0 -3 180\n"
                                 "token red 1 0\n",
                        9, "no privilege token is due here");
    /* and the game goes on without it: 4 blue U 1 0 0 */
    g = test_replay(C10_HEAD "deck F F E U\n"
                             "F 0 -1 90 follower N\n"
                             "F 0 -2 90\n"
                             "E 0 -3 180\n"
                             "U 1 0 0\n");
    assert_int_equal(game_phase(g), PHASE_DRAW);
    expect_piles(g, 3, 3, 3, 3, 3);
    game_free(g);
}

/* Two players pass the same pile but the board has one position: the second keeps nothing.
 * 1 red M 0,-1 180 (city S,E, pennant) joins D's city, red's knight on it; 2 blue D 1,0 (city
 * N; road W joins the start road), blue's knight on its city; 3 red U 2,0; 4 blue N 1,-1 270
 * (city S,W) joins both and closes the city: 4 tiles + 1 pennant = 10 each. Both 0 -> 10.
 * The board is the 2x2 block 0..1,-1..0 plus U 2,0: the only position with two sides is 2,-1
 * (N 1,-1 west, U 2,0 south). Blue (active) places token 11 there (nobody on N or U: the
 * knights went home) -> 0; then red has a pile but no position: its token stays. */
static void test_positions_run_out(void **state)
{
    (void)state;
    static const char moves[] = C10_HEAD "deck M D U N B\n"
                                         "M 0 -1 180 follower S\n"
                                         "D 1 0 0 follower N\n"
                                         "U 2 0 0\n"
                                         "N 1 -1 270\n";
    Game *g = test_replay(moves);
    assert_int_equal(game_score(g, RED), 10);
    assert_int_equal(game_score(g, BLUE), 10);
    assert_int_equal(game_token_player(g), BLUE);
    Pos got[8];
    int n = game_token_positions(g, got, 8);
    expect_pos_set(got, n, (Pos[]){{2, -1}}, 1, "positions");
    assert_int_equal(game_place_token(g, 2, -1), 0);
    assert_int_equal(board_token_at(g, 2, -1), 11);
    assert_int_equal(game_phase(g), PHASE_DRAW);
    expect_piles(g, 3, 2, 3, 3, 3);
    game_free(g);
    Text t = {0};
    tx(&t, "%stoken blue 2 -1\ntoken red 0 1\n", moves);
    test_replay_refused(t.p, 11, "no privilege token is due here");
    free(t.p);
}

/* The record's strictness about `token` and `turn` (lines: 1-4 header, 5 deck, 6-8 the moves
 * of C10, 9 token, 10 blue's move). */
static void test_record_token_errors(void **state)
{
    (void)state;
    /* fine: blue turns token 11 (D) on 1,0 towards N: the NE diagonal 2,-1 is empty → 0 */
    Game *g = test_replay(C10_HEAD "deck Q E E U B\n" C10_MOVES "token red 1 0\nU 1 0 0 turn N\n");
    assert_int_equal(game_score(g, BLUE), 0);
    assert_int_equal(count_events(g, EV_PRIVILEGE_TURN), 1);
    game_free(g);
    test_replay_refused(C10_HEAD "deck Q E E U B\n" C10_MOVES "U 1 0 0\n", 9,
                        "red took a privilege token and must place it");
    test_replay_refused(C10_HEAD "deck Q E E U B\n" C10_MOVES "end\n", 9,
                        "red took a privilege token and must place it");
    test_replay_refused(C10_HEAD "deck Q E E U B\n" C10_MOVES "token red 1 0\ntoken red -1 0\n", 10,
                        "no privilege token is due here");
    test_replay_refused(C10_HEAD "deck Q E E U B\n" C10_MOVES "token blue 1 0\n", 9,
                        "the next privilege token is red's to place, not blue's");
    /* 0,-2 touches only Q; 0,0 holds a tile; 5,5 touches nothing */
    test_replay_refused(C10_HEAD "deck Q E E U B\n" C10_MOVES "token red 0 -2\n", 9,
                        "tiles on at least two sides");
    test_replay_refused(C10_HEAD "deck Q E E U B\n" C10_MOVES "token red 0 0\n", 9,
                        "tiles on at least two sides");
    test_replay_refused(C10_HEAD "deck Q E E U B\n" C10_MOVES "token red 5 5\n", 9,
                        "tiles on at least two sides");
    test_replay_refused(C10_HEAD "deck Q E E U B\n" C10_MOVES "token red 1 0\nU 1 0 0\n", 10,
                        "holds a privilege token: the move needs `turn");
    test_replay_refused(C10_HEAD "deck Q E E U B\n" C10_MOVES "token red -1 0\nU 1 0 0 turn N\n",
                        10, "there is no privilege token to turn there");
    test_replay_refused(C10_HEAD "deck Q E E U B\n" C10_MOVES "token red 1 0\nU 1 0 0 turn Q\n", 10,
                        "the direction must be N, E, S or W");
    test_replay_refused(C10_HEAD "deck Q E E U B\n" C10_MOVES "token red 1 0\nredeal R\n", 10,
                        "no re-deal is due here");
}

/* ---------- eight players: ties, the order of taking, fallbacks, the re-deal ---------- */

/* Eight players, deal X D E R C / E R C X D / C X D E R: token 0 X, 5 E, 10 C (pile 0);
 * 1 D, 6 R, 11 X (pile 1); 2 E, 7 C, 12 D (pile 2); 3 R, 8 X, 13 E (pile 3); 4 C, 9 D, 14 R
 * (pile 4). Turns (t = 1-based; player (t - 1) mod 8: red blue green yellow black gray pink
 * purple):
 *  t1-17   support row: B at 0..16,1.
 *  t18-25  comb: B at even x 2..16 on y 0; the token positions are the odd x 1..15 on y 0
 *          between them (3 sides: two combs and the support row; 1,0 has D instead).
 *  t26-33  row A: F at odd x 1..15 on y 2, each with a knight (blue green yellow black gray
 *          pink purple red): eight separate cities.
 *  t34-41  row B: the same on y 3.
 *  t42-49  comb below: B at odd x 1..15 on y 4; positions even x 0..16 on y 4 between them.
 *  t50-53  caps E 0,2 90; 16,2 270; 0,3 90; 16,3 270.
 *  t54-60  row A's gaps 2..14 on y 2: F, then six G. t60 (yellow) closes row A: 17 tiles and
 *          8 + 1 = 9 pennants → 34 + 18 = 52 for each of the 8 tied knights.
 *  t61     black: B 3 0 on token 5 (E), turn N: the estate north of y 0 is empty → 0.
 *  t62     gray:  B 7 0 on token 14 (R), turn N: 7,-1 is empty → 0.
 *  t63-69  row B's gaps: seven F. t69 (black) closes row B: 17 tiles, 15 pennants → 64 each.
 * No monastery has a monk; every position where a token is placed borders nobody, so token
 * points are 0. */
static const char *const COLOURS8[8] = {"red",   "blue", "green", "yellow",
                                        "black", "gray", "pink",  "purple"};

typedef struct Move8 {
    const char *tile;
    int x, y, rot;
    const char *extra;
} Move8;

#define EV1_MOVES 60 /* t60 closes row A */
#define EV2_MOVES 69 /* t69 closes row B */

static int moves8(Move8 *m, int turn_early)
{
    int n = 0;
    for (int x = 0; x <= 16; x++) m[n++] = (Move8){"B", x, 1, 0, ""};
    for (int x = 2; x <= 16; x += 2) m[n++] = (Move8){"B", x, 0, 0, ""};
    for (int x = 1; x <= 15; x += 2) m[n++] = (Move8){"F", x, 2, 0, " follower E"};
    for (int x = 1; x <= 15; x += 2) m[n++] = (Move8){"F", x, 3, 0, " follower E"};
    for (int x = 1; x <= 15; x += 2) m[n++] = (Move8){"B", x, 4, 0, ""};
    m[n++] = (Move8){"E", 0, 2, 90, ""};
    m[n++] = (Move8){"E", 16, 2, 270, ""};
    m[n++] = (Move8){"E", 0, 3, 90, ""};
    m[n++] = (Move8){"E", 16, 3, 270, ""};
    for (int x = 2; x <= 14; x += 2) m[n++] = (Move8){x == 2 ? "F" : "G", x, 2, 0, ""};
    assert_int_equal(n, EV1_MOVES);
    if (turn_early) {
        m[n++] = (Move8){"B", 3, 0, 0, " turn N"};
        m[n++] = (Move8){"B", 7, 0, 0, " turn N"};
    } else { /* two tiles that turn nothing: 17,1 and 18,1 east of the support row */
        m[n++] = (Move8){"B", 17, 1, 0, ""};
        m[n++] = (Move8){"B", 18, 1, 0, ""};
    }
    for (int x = 2; x <= 14; x += 2) m[n++] = (Move8){"F", x, 3, 0, ""};
    assert_int_equal(n, EV2_MOVES);
    return n;
}

/* Event 1, after t60 (yellow active; everyone 0 → 52 passes squares 10 20 30 40 50; the last,
 * 50, is pile 0). Order yellow black gray pink purple red blue green:
 *   yellow 10, black 5, gray 0 (pile 0 now empty), pink 14, purple 9, red 4 (back to 40,
 *   pile 4), blue 13, green 8 (back to 30, pile 3, which keeps token 3). */
static const struct {
    int seat, x, y, token;
} EVENT1[8] = {{YELLOW, 1, 0, 10}, {BLACK, 3, 0, 5}, {GRAY, 5, 0, 0},   {PINK, 7, 0, 14},
               {PURPLE, 9, 0, 9},  {RED, 11, 0, 4},  {BLUE, 13, 0, 13}, {GREEN, 15, 0, 8}};
/* Event 2, after t69 (black active; everyone 52 → 116 passes 60 70 80 90 100 110). Left:
 * pile 1 1 6 11, pile 2 2 7 12, pile 3 3. Order black gray pink purple red blue green yellow:
 *   black 11, gray 6, pink 1 (110 → pile 1, now empty); purple: 110, 100 and 90 are empty,
 *   80 → pile 3's last token 3; red 12, blue 7, green 2 (70 → pile 2); yellow: every pile it
 *   passed is empty → nothing. The track is empty and tokens 5 and 14 are turned: re-deal at
 *   the end of t69. */
static const struct {
    int seat, x, y, token;
} EVENT2[7] = {{BLACK, 0, 4, 11}, {GRAY, 2, 4, 6},  {PINK, 4, 4, 1},  {PURPLE, 6, 4, 3},
               {RED, 8, 4, 12},   {BLUE, 10, 4, 7}, {GREEN, 12, 4, 2}};
/* Line of whatever follows event 2's token lines: 5 header lines, 69 moves, 8 + 7 tokens. */
#define AFTER_EV2_LINE (5 + EV2_MOVES + 8 + 7 + 1)

/* The record: header (+ an extra header line), the moves (+ extra moves; the deck holds their
 * tiles and then deck_extra), the token lines of the events when asked, then the tail. */
static char *text8_with(int turn_early, const char *header_extra, int tokens1, int tokens2,
                        const Move8 *extra, int nextra, const char *deck_extra, const char *tail)
{
    Move8 m[80];
    int n = moves8(m, turn_early);
    for (int i = 0; i < nextra; i++) m[n++] = extra[i];
    Text t = {0};
    tx(&t,
       "troubadour-record 1\nplayers red blue green yellow black gray pink purple\n"
       "expansions farmers royal-privileges\n"
       "privileges X D E R C E R C X D C X D E R\n%sdeck",
       header_extra);
    for (int i = 0; i < n; i++) tx(&t, " %s", m[i].tile);
    tx(&t, "%s\n", deck_extra);
    for (int i = 0; i < n; i++) {
        tx(&t, "%s %d %d %d%s\n", m[i].tile, m[i].x, m[i].y, m[i].rot, m[i].extra);
        if (i == EV1_MOVES - 1 && tokens1)
            for (int k = 0; k < 8; k++)
                tx(&t, "token %s %d %d\n", COLOURS8[EVENT1[k].seat], EVENT1[k].x, EVENT1[k].y);
        if (i == EV2_MOVES - 1 && tokens2)
            for (int k = 0; k < 7; k++)
                tx(&t, "token %s %d %d\n", COLOURS8[EVENT2[k].seat], EVENT2[k].x, EVENT2[k].y);
    }
    tx(&t, "%s", tail);
    return t.p;
}

static char *text8(const char *header_extra, int tokens1, int tokens2, const Move8 *extra,
                   int nextra, const char *deck_extra, const char *tail)
{
    return text8_with(1, header_extra, tokens1, tokens2, extra, nextra, deck_extra, tail);
}

/* The first lines of a text8 record up to and including its n-th move (no token lines). */
static Text cut_after_moves(const char *text, int n)
{
    Text t = {0};
    int lines = 0;
    for (const char *p = text; *p && lines < 5 + n; lines++) {
        const char *e = strchr(p, '\n');
        size_t len = (size_t)(e - p) + 1;
        tx(&t, "%.*s", (int)len, p);
        p += len;
    }
    return t;
}

static void test_eight_players_taking_order(void **state)
{
    (void)state;
    char *text = text8("", 0, 0, NULL, 0, " B", "");
    Text t = cut_after_moves(text, EV1_MOVES);
    Game *g = test_replay(t.p);
    for (int s = 0; s < 8; s++) assert_int_equal(game_score(g, s), 52);
    expect_piles(g, 3, 3, 3, 3, 3);
    for (int k = 0; k < 8; k++) {
        assert_int_equal(game_phase(g), PHASE_TOKEN);
        if (game_token_player(g) != EVENT1[k].seat)
            fail_msg("event 1, token %d: %s places, expected %s", k, COLOURS8[game_token_player(g)],
                     COLOURS8[EVENT1[k].seat]);
        assert_int_equal(game_place_token(g, EVENT1[k].x, EVENT1[k].y), 0);
        assert_int_equal(board_token_at(g, EVENT1[k].x, EVENT1[k].y), EVENT1[k].token);
        assert_int_equal(game_score(g, EVENT1[k].seat), 52);
    }
    assert_int_equal(game_phase(g), PHASE_DRAW);
    expect_piles(g, 0, 3, 3, 1, 0);
    game_free(g);
    free(t.p);

    /* a second token on a position that already holds one (5 header lines, 60 moves, then
     * yellow's token and black's) */
    t = cut_after_moves(text, EV1_MOVES);
    tx(&t, "token yellow 1 0\ntoken black 1 0\n");
    test_replay_refused(t.p, 5 + EV1_MOVES + 2, "1 0 already holds a privilege token");
    free(t.p);
    free(text);

    /* event 2 */
    text = text8("", 1, 0, NULL, 0, " B", "");
    g = test_replay(text);
    for (int s = 0; s < 8; s++) assert_int_equal(game_score(g, s), 116);
    TokenView v;
    game_token(g, 5, &v);
    assert_int_equal(v.where, TOKPLACE_TURNED);
    game_token(g, 14, &v);
    assert_int_equal(v.where, TOKPLACE_TURNED);
    for (int k = 0; k < 7; k++) {
        assert_int_equal(game_phase(g), PHASE_TOKEN);
        if (game_token_player(g) != EVENT2[k].seat)
            fail_msg("event 2, token %d: %s places, expected %s", k, COLOURS8[game_token_player(g)],
                     COLOURS8[EVENT2[k].seat]);
        assert_int_equal(game_place_token(g, EVENT2[k].x, EVENT2[k].y), 0);
        assert_int_equal(board_token_at(g, EVENT2[k].x, EVENT2[k].y), EVENT2[k].token);
    }
    /* yellow got nothing; the track is empty and two tokens are turned: re-deal now */
    expect_piles(g, 0, 0, 0, 0, 0);
    assert_int_equal(game_phase(g), PHASE_REDEAL);
    assert_true(game_needs_redeal(g));
    game_free(g);
    free(text);
}

/* The re-deal after t69: `redeal R E` deals token 14 (R) onto square 0 and token 5 (E) onto
 * square 10, face down; the 13 tokens on the board stay. t70 gray: B 9 0 on token 9 (D), turn N:
 * the north-east ray 10,-1 is empty → 0. Then `end`: no figure is left anywhere → 116 each. */
static void test_redeal(void **state)
{
    (void)state;
    char *text = text8("", 1, 1, NULL, 0, " B", "redeal R E\n");
    Game *g = test_replay(text);
    assert_int_equal(game_phase(g), PHASE_DRAW);
    expect_piles(g, 1, 1, 0, 0, 0);
    TokenView v;
    game_token(g, 14, &v);
    assert_int_equal(v.where, TOKPLACE_PILE);
    assert_int_equal(v.pile, 0);
    assert_int_equal(v.type, -1);
    game_token(g, 5, &v);
    assert_int_equal(v.where, TOKPLACE_PILE);
    assert_int_equal(v.pile, 1);
    assert_int_equal(v.type, -1);
    int on_board = 0;
    for (int k = 0; k < GAME_TOKEN_COUNT; k++) {
        game_token(g, k, &v);
        on_board += v.where == TOKPLACE_BOARD;
    }
    assert_int_equal(on_board, 13);
    game_free(g);
    free(text);

    /* the other order: E first (square 0), then R */
    text = text8("", 1, 1, NULL, 0, " B", "redeal E R\n");
    g = test_replay(text);
    game_token(g, 5, &v);
    assert_int_equal(v.pile, 0);
    game_token(g, 14, &v);
    assert_int_equal(v.pile, 1);
    game_free(g);
    free(text);

    /* the whole game, written back and replayed: the `redeal` line survives */
    text = text8("", 1, 1, NULL, 0, " B", "redeal R E\nB 9 0 0 turn N\nend\n");
    g = test_replay(text);
    for (int s = 0; s < 8; s++) assert_int_equal(game_score(g, s), 116);
    assert_int_equal(game_phase(g), PHASE_OVER);
    expect_piles(g, 1, 1, 0, 0, 0);
    game_token(g, 9, &v);
    assert_int_equal(v.where, TOKPLACE_TURNED);
    assert_int_equal(v.type, TOK_DIAGONAL);
    char *written = record_write(g);
    assert_non_null(written);
    assert_non_null(strstr(written, "\nredeal R E\n"));
    Game *g2 = test_replay(written);
    for (int s = 0; s < 8; s++) assert_int_equal(game_score(g2, s), 116);
    expect_piles(g2, 1, 1, 0, 0, 0);
    game_free(g2);
    free(written);
    game_free(g);
    free(text);

    /* without the `redeal` line (and without `seed`) the next move is an error; so are a wrong
     * multiset and a wrong count */
    text = text8("", 1, 1, NULL, 0, " B", "B 9 0 0 turn N\nend\n");
    test_replay_refused(text, AFTER_EV2_LINE, "a `redeal` line (or a `seed`) is needed");
    free(text);
    text = text8("", 1, 1, NULL, 0, " B", "redeal R R\n");
    test_replay_refused(text, AFTER_EV2_LINE,
                        "the re-deal lists a R token that is not among the turned");
    free(text);
    text = text8("", 1, 1, NULL, 0, " B", "redeal R E E\n");
    test_replay_refused(text, AFTER_EV2_LINE, "the re-deal must list the 2 turned tokens, not 3");
    free(text);

    /* with a `seed` the program deals by itself: two tokens, on squares 0 and 10 */
    text = text8("seed 4\n", 1, 1, NULL, 0, " B", "B 9 0 0 turn N\nend\n");
    g = test_replay(text);
    expect_piles(g, 1, 1, 0, 0, 0);
    for (int s = 0; s < 8; s++) assert_int_equal(game_score(g, s), 116);
    game_free(g);
    free(text);
}

/* The same game, but t61 and t62 place B 17,1 and B 18,1 and turn nothing (the players and
 * the events stay the same). After event 2 the track is empty but no token is turned: no
 * re-deal. t70 gray: B 3 0 on token 5 (E), turn N → 0; now the turned pool holds it and the
 * track is still empty: re-deal at the end of t70, `redeal E`, onto square 0. */
static void test_redeal_in_a_later_turn(void **state)
{
    (void)state;
    char *text = text8_with(0, "", 1, 1, NULL, 0, " B B", "");
    Game *g = test_replay(text);
    for (int s = 0; s < 8; s++) assert_int_equal(game_score(g, s), 116);
    expect_piles(g, 0, 0, 0, 0, 0);
    assert_int_equal(game_phase(g), PHASE_DRAW);
    game_free(g);
    free(text);
    text = text8_with(0, "", 1, 1, NULL, 0, " B B", "redeal\n");
    test_replay_refused(text, AFTER_EV2_LINE, "no re-deal is due here");
    free(text);
    text = text8_with(0, "", 1, 1, NULL, 0, " B B", "B 3 0 0 turn N\nredeal E\n");
    g = test_replay(text);
    expect_piles(g, 1, 0, 0, 0, 0);
    TokenView v;
    game_token(g, 5, &v);
    assert_int_equal(v.where, TOKPLACE_PILE);
    assert_int_equal(v.pile, 0);
    game_free(g);
    free(text);
    text = text8_with(0, "", 1, 1, NULL, 0, " B B", "B 3 0 0 turn N\nB 9 0 0 turn N\n");
    test_replay_refused(text, AFTER_EV2_LINE + 1, "a `redeal` line (or a `seed`) is needed");
    free(text);
}

/* If t69 is the last tile, the game's last turn: no re-deal although the track is empty and two
 * tokens are turned; `end` follows directly, and a `redeal` line there is refused. */
static void test_no_redeal_after_last_turn(void **state)
{
    (void)state;
    char *text = text8("", 1, 1, NULL, 0, "", "end\n");
    Game *g = test_replay(text);
    assert_int_equal(game_phase(g), PHASE_OVER);
    expect_piles(g, 0, 0, 0, 0, 0);
    for (int s = 0; s < 8; s++) assert_int_equal(game_score(g, s), 116);
    game_free(g);
    free(text);
    text = text8("", 1, 1, NULL, 0, "", "redeal R E\nend\n");
    test_replay_refused(text, AFTER_EV2_LINE, "no re-deal is due here");
    free(text);
}

/* ---------- a ray longer than 64 tiles ---------- */

/* 66 U tiles east of D (t1-66; the thief on 65,0 and a farmer on the north field at 66,0),
 * B 0,1 and B -1,1 (t67, 68), then the city of C10 (t69 red Q with a knight, t70 blue E 1,-1,
 * t71 red E -1,-1): red 10, token 11 (R with this deal) on -1,0 (E above, D east, B below; no
 * follower on them → 0). t72 blue A -1 0 270 (road E) turns it towards E: the Royal Road runs
 * 0,0 1,0 … 66,0 (67 tiles; 67,0 is empty) and meets the thief and the farmer → 2 points. */
static void test_long_ray(void **state)
{
    (void)state;
    Text t = {0};
    tx(&t, "troubadour-record 1\nplayers red blue\nexpansions farmers royal-privileges\n"
           "privileges E R C X D E R C X D E R C X D\ndeck");
    for (int i = 0; i < 66; i++) tx(&t, " U");
    tx(&t, " B B Q E E A\n");
    for (int x = 1; x <= 66; x++)
        tx(&t, "U %d 0 0%s\n", x, x == 65 ? " follower E" : x == 66 ? " follower NL" : "");
    tx(&t, "B 0 1 0\nB -1 1 0\nQ 0 -1 180 follower S\nE 1 -1 270\nE -1 -1 90\n"
           "token red -1 0\nA -1 0 270 turn E\n");
    Game *g = test_replay(t.p);
    assert_int_equal(game_score(g, RED), 10);
    const ScoreEvent *e = last_event(g);
    assert_int_equal(e->kind, EV_PRIVILEGE_TURN);
    assert_int_equal(e->pos_count, 67);
    assert_int_equal(game_event_items(g)[e->item_first].count, 2);
    assert_int_equal(game_score(g, BLUE), 2);
    Pos area[80];
    assert_int_equal(game_privilege_area(g, TOK_ROAD, -1, 0, DIR_E, area, 80), 67);
    game_free(g);
    free(t.p);
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
        cmocka_unit_test(test_start_square_does_not_count),
        cmocka_unit_test(test_opponent_takes_in_active_turn),
        cmocka_unit_test(test_no_legal_position),
        cmocka_unit_test(test_positions_run_out),
        cmocka_unit_test(test_record_token_errors),
        cmocka_unit_test(test_eight_players_taking_order),
        cmocka_unit_test(test_redeal),
        cmocka_unit_test(test_redeal_in_a_later_turn),
        cmocka_unit_test(test_no_redeal_after_last_turn),
        cmocka_unit_test(test_long_ray),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
