/* Royal Privileges in whole games: small two-player games north of the start tile, the
 * record's strictness about tokens, eight players (ties, the order of taking, fallbacks, the
 * re-deal) and a ray longer than 64 tiles. Split from test_rules_privileges.c, whose opening
 * comment gives the conventions (the deal, the board, the tiles used). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "record.h"
#include "test_util.h"
#include "rules_privileges_fixture.h"

enum { RED, BLUE, GREEN, YELLOW, BLACK, GRAY, PINK, PURPLE };

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
