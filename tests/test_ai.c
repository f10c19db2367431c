/* The bots: legal decisions everywhere, fairness (the hidden information never changes a
 * decision), an obvious move, determinism, and a short match against the random player.
 * No timed assertions: the search runs on playout counts. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "ai_easy.h"
#include "ai_hard.h"
#include "ai_hint.h"
#include "ai_preview.h"
#include "ai_random.h"
#include "game.h"
#include "rng.h"
#include "test_util.h"

static const AiBudget SMALL = {0, 6}; /* hard: 6 playouts per decision */

static Game *new_game_without(int players, unsigned exp, unsigned without, uint64_t seed)
{
    GameSetup s;
    memset(&s, 0, sizeof s);
    s.without = without;
    s.nplayers = players;
    for (int i = 0; i < players; i++) s.colour[i] = (uint8_t)i;
    s.expansions = exp;
    s.has_seed = 1;
    s.seed = seed;
    char err[256];
    Game *g = game_new(test_tileset(), &s, err, sizeof err);
    if (!g) fail_msg("game_new: %s", err);
    return g;
}

static Game *new_game(int players, unsigned exp, uint64_t seed)
{
    return new_game_without(players, exp, 0, seed);
}

static int tile_id(const char *id)
{
    int t = tileset_find(test_tileset(), id);
    if (t < 0) fail_msg("tile %s is missing", id);
    return t;
}

static int same_decision(const AiDecision *a, const AiDecision *b)
{
    if (a->kind != b->kind || a->seat != b->seat) return 0;
    switch (a->kind) {
    case AI_DO_PLACE: return memcmp(&a->place, &b->place, sizeof a->place) == 0;
    case AI_DO_ACT:
        return a->act.kind == b->act.kind && a->act.seg == b->act.seg &&
               (a->act.kind != ACT_DONKEY && a->act.kind != ACT_RETURN
                    ? 1
                    : a->act.x == b->act.x && a->act.y == b->act.y);
    case AI_DO_TOKEN: return a->x == b->x && a->y == b->y;
    default: return 1;
    }
}

/* One decision of the game, Easy's or (every third step) the random player's, applied. */
static void play_mixed(Game *g, uint64_t *step)
{
    AiDecision d;
    assert_int_equal(ai_decide(*step % 3 ? AI_EASY : AI_RANDOM, g, *step, 0, &d), 0);
    assert_int_equal(ai_apply(g, &d), 0);
    (*step)++;
}

/* ---- every decision of every level is legal, in every phase, with all expansions ---- */

static void test_decisions_are_legal(void **state)
{
    (void)state;
    Game *probe = NULL;
    long checked[AI_LEVEL_COUNT] = {0};
    /* games 4-8: Village Life's elements switched off, each alone, then all four (a bot that
     * offered a donkey move or a windmill that is not in play would fail ai_apply) */
    for (int gi = 0; gi < 9; gi++) {
        int players = 2 + gi % 3;
        unsigned without = gi < 4 ? 0 : gi == 8 ? WITHOUT_ALL : 1u << (gi - 4);
        Game *g = new_game_without(players, EXP_ALL, without, 500 + (uint64_t)gi);
        Rng r;
        rng_seed(&r, 77 + (uint64_t)gi, 3);
        uint64_t step = 0;
        while (game_phase(g) != PHASE_OVER) {
            GamePhase ph = game_phase(g);
            /* ask every level about this position; carry each out on a copy */
            for (int lv = 0; lv < AI_LEVEL_COUNT; lv++) {
                /* keep the test fast: each search level at every fifth step, in turn */
                if (lv == AI_HARD && step % 5 != 0) continue;
                if (lv == AI_HARD1 && step % 5 != 2) continue;
                AiDecision d;
                assert_int_equal(
                    ai_decide_budget((AiLevel)lv, g, step * 31 + (uint64_t)lv, &SMALL, &d), 0);
                if (!probe)
                    probe = game_clone(g);
                else
                    game_copy(probe, g);
                int rc = ai_apply(probe, &d);
                if (rc != 0)
                    fail_msg("%s in phase %d at step %llu: %s", ai_level_name((AiLevel)lv), ph,
                             (unsigned long long)step, game_error(probe));
                checked[lv]++;
            }
            /* move on with the easy and random players taking turns */
            AiDecision d;
            AiLevel mover = (step / 3) % 2 ? AI_EASY : AI_RANDOM;
            assert_int_equal(ai_decide_budget(mover, g, step, &SMALL, &d), 0);
            assert_int_equal(ai_apply(g, &d), 0);
            step++;
        }
        game_free(g);
    }
    game_free(probe);
    assert_true(checked[AI_EASY] > 300);
    assert_true(checked[AI_HARD] > 60);
    assert_true(checked[AI_HARD1] > 60);
}

/* ---- fairness: the same public view gives the same decision ---- */

/* Builds the game `a` is in with another hidden draw order and other face-down token types:
 * the same setup, the drawn tiles in the same order, the rest reversed, the token types
 * rotated, and a re-play of a's history. Only for positions before any token was turned. */
static Game *other_hidden(const Game *a)
{
    GameSetup s = *game_setup(a);
    int left = game_tiles_left(a);
    int drawn = s.deck_len - left;
    for (int i = 0; i < left / 2; i++) {
        uint8_t t = s.deck[drawn + i];
        s.deck[drawn + i] = s.deck[s.deck_len - 1 - i];
        s.deck[s.deck_len - 1 - i] = t;
    }
    uint8_t first = s.privileges[0];
    memmove(s.privileges, s.privileges + 1, GAME_TOKEN_COUNT - 1);
    s.privileges[GAME_TOKEN_COUNT - 1] = first;
    s.has_seed = 1;
    s.seed ^= 0x5eed;
    char err[256];
    Game *b = game_new(test_tileset(), &s, err, sizeof err);
    if (!b) fail_msg("game_new: %s", err);
    const HistEntry *h = game_history(a);
    for (int i = 0; i < game_history_count(a); i++) {
        switch (h[i].kind) {
        case H_MOVE:
            assert_int_equal(game_draw(b, -1), 0);
            assert_int_equal(game_place(b, &h[i].place), 0);
            assert_int_equal(game_act(b, &h[i].act), 0);
            break;
        case H_DISCARD:
            assert_int_equal(game_draw(b, -1), 0);
            assert_int_equal(game_discard(b), 0);
            break;
        case H_TOKEN: assert_int_equal(game_place_token(b, h[i].x, h[i].y), 0); break;
        default: fail_msg("unexpected history entry %d", h[i].kind);
        }
    }
    if (game_phase(a) == PHASE_PLACE) assert_int_equal(game_draw(b, -1), 0);
    return b;
}

static int any_turned(const Game *g)
{
    for (int i = 0; i < game_event_count(g); i++)
        if (game_events(g)[i].kind == EV_PRIVILEGE_TURN) return 1;
    return 0;
}

static void assert_same_public_view(const Game *a, const Game *b)
{
    assert_int_equal(game_phase(a), game_phase(b));
    assert_int_equal(game_current_tile(a), game_current_tile(b));
    assert_int_equal(game_placed_count(a), game_placed_count(b));
    for (int p = 0; p < game_nplayers(a); p++) assert_int_equal(game_score(a, p), game_score(b, p));
    for (int t = 0; t < test_tileset()->ntiles; t++)
        assert_int_equal(game_pile_count(a, t), game_pile_count(b, t));
    for (int i = 0; i < GAME_TOKEN_COUNT; i++) {
        TokenView ta, tb;
        game_token(a, i, &ta);
        game_token(b, i, &tb);
        assert_int_equal(ta.where, tb.where);
        assert_int_equal(ta.type, tb.type);
    }
}

static void assert_hidden_differs(const Game *a, const Game *b)
{
    uint8_t da[GAME_MAX_DECK], db[GAME_MAX_DECK];
    int n = game_deck(a, da, GAME_MAX_DECK);
    game_deck(b, db, GAME_MAX_DECK);
    assert_true(memcmp(da, db, (size_t)n) != 0);
    assert_true(memcmp(game_setup(a)->privileges, game_setup(b)->privileges, GAME_TOKEN_COUNT) !=
                0);
}

static void test_hidden_information_changes_nothing(void **state)
{
    (void)state;
    int compared = 0;
    for (int gi = 0; gi < 6; gi++) {
        Game *a = new_game(2 + gi % 2, EXP_ALL, 900 + (uint64_t)gi);
        Rng r;
        rng_seed(&r, 4242 + (uint64_t)gi, 1);
        int stop_turn = 6 + 3 * gi;
        while (game_phase(a) != PHASE_OVER && game_turn(a) < stop_turn) ai_random_step(a, &r, NULL);
        /* stop at the next placement (and try the action phase after it too) */
        while (game_phase(a) != PHASE_PLACE && game_phase(a) != PHASE_OVER)
            ai_random_step(a, &r, NULL);
        if (game_phase(a) == PHASE_OVER || any_turned(a)) {
            game_free(a);
            continue;
        }
        Game *b = other_hidden(a);
        assert_same_public_view(a, b);
        assert_hidden_differs(a, b);
        for (int lv = AI_EASY; lv <= AI_HARD1; lv++) {
            AiBudget budget = {0, 12};
            AiDecision da, db;
            assert_int_equal(ai_decide_budget((AiLevel)lv, a, 31337, &budget, &da), 0);
            assert_int_equal(ai_decide_budget((AiLevel)lv, b, 31337, &budget, &db), 0);
            if (!same_decision(&da, &db))
                fail_msg("game %d: %s decided differently with other hidden information", gi,
                         ai_level_name((AiLevel)lv));
            compared++;
        }
        /* the action phase: both games take the same placement first */
        AiDecision dp;
        assert_int_equal(ai_decide(AI_EASY, a, 5, 0, &dp), 0);
        if (dp.kind == AI_DO_PLACE && dp.place.turn_dir < 0) {
            assert_int_equal(ai_apply(a, &dp), 0);
            assert_int_equal(ai_apply(b, &dp), 0);
            assert_same_public_view(a, b);
            for (int lv = AI_EASY; lv <= AI_HARD1; lv++) {
                AiBudget budget = {0, 12};
                AiDecision da, db;
                assert_int_equal(ai_decide_budget((AiLevel)lv, a, 99, &budget, &da), 0);
                assert_int_equal(ai_decide_budget((AiLevel)lv, b, 99, &budget, &db), 0);
                assert_true(same_decision(&da, &db));
                compared++;
            }
        }
        game_free(a);
        game_free(b);
    }
    assert_true(compared >= 12);
}

/* game_determinize: the public view stays, and two games that differ only in hidden
 * information become the same game for the same seed. */
static void test_determinize_is_canonical(void **state)
{
    (void)state;
    Game *a = new_game(2, EXP_ALL, 31);
    Rng r;
    rng_seed(&r, 8, 8);
    while (game_turn(a) < 12) ai_random_step(a, &r, NULL);
    while (game_phase(a) != PHASE_PLACE) ai_random_step(a, &r, NULL);
    if (any_turned(a)) skip();
    Game *b = other_hidden(a);
    Game *ca = game_clone(a), *cb = game_clone(b);
    game_determinize(ca, 7);
    game_determinize(cb, 7);
    assert_same_public_view(a, ca);
    assert_same_public_view(b, cb);
    uint8_t da[GAME_MAX_DECK], db[GAME_MAX_DECK];
    int n = game_deck(ca, da, GAME_MAX_DECK);
    assert_int_equal(game_deck(cb, db, GAME_MAX_DECK), n);
    assert_memory_equal(da, db, (size_t)n);
    assert_memory_equal(game_setup(ca)->privileges, game_setup(cb)->privileges, GAME_TOKEN_COUNT);
    /* another seed deals another order */
    game_determinize(cb, 8);
    game_deck(cb, db, GAME_MAX_DECK);
    assert_true(memcmp(da, db, (size_t)n) != 0);
    /* and the copies play on to the end */
    ai_random_play(ca, &r, NULL);
    assert_int_equal(game_phase(ca), PHASE_OVER);
    game_free(a);
    game_free(b);
    game_free(ca);
    game_free(cb);
}

/* ---- an obvious move: closing a big city of one's own ---- */

/* Red's city D(0,0)-F(0,-1)-G(0,-2) runs north with a pennant and one open end at (0,-3);
 * red draws E (one city edge). Rotated 180 degrees at (0,-3) it closes the city:
 * 4 tiles x 2 + 1 pennant x 2 = 10 points. */
static Game *city_position(void)
{
    GameSetup s;
    memset(&s, 0, sizeof s);
    s.nplayers = 2;
    s.colour[0] = COL_RED;
    s.colour[1] = COL_BLUE;
    s.expansions = EXP_FARMERS;
    s.has_deck = 1;
    const char *ids[] = {"F", "U", "G", "U", "E", "U", "V", "V"};
    s.deck_len = 8;
    for (int i = 0; i < s.deck_len; i++) s.deck[i] = (uint8_t)tile_id(ids[i]);
    char err[256];
    Game *g = game_new(test_tileset(), &s, err, sizeof err);
    if (!g) fail_msg("game_new: %s", err);
    const Action none = {ACT_NONE, -1, 0, 0};
    struct {
        const char *id;
        int x, y, rot;
        int follower_seg;
    } moves[] = {
        {"F", 0, -1, 1, 0},  /* red: city N-S, follower on it */
        {"U", 1, 0, 0, -1},  /* blue: road east */
        {"G", 0, -2, 1, -1}, /* red: the city grows */
        {"U", -1, 0, 0, -1}, /* blue: road west */
    };
    for (int i = 0; i < 4; i++) {
        assert_int_equal(game_draw(g, -1), 0);
        Placement p = {tile_id(moves[i].id), moves[i].x, moves[i].y, moves[i].rot, -1};
        assert_int_equal(game_place(g, &p), 0);
        Action a = {ACT_FOLLOWER, moves[i].follower_seg, moves[i].x, moves[i].y};
        assert_int_equal(game_act(g, moves[i].follower_seg >= 0 ? &a : &none), 0);
    }
    assert_int_equal(game_draw(g, -1), 0);
    assert_int_equal(game_current_tile(g), tile_id("E"));
    assert_int_equal(game_current_player(g), 0);
    return g;
}

static void play_obvious(AiLevel lv)
{
    Game *g = city_position();
    int before = game_score(g, 0);
    AiDecision d;
    AiBudget budget = {0, 24};
    assert_int_equal(ai_decide_budget(lv, g, 1, &budget, &d), 0);
    assert_int_equal(d.kind, AI_DO_PLACE);
    assert_int_equal(d.place.x, 0);
    assert_int_equal(d.place.y, -3);
    assert_int_equal(d.place.rot, 2);
    assert_int_equal(ai_apply(g, &d), 0);
    assert_int_equal(ai_decide_budget(lv, g, 2, &budget, &d), 0);
    assert_int_equal(d.kind, AI_DO_ACT);
    assert_int_equal(ai_apply(g, &d), 0);
    assert_int_equal(game_score(g, 0) - before, 10);
    game_free(g);
}

static void test_easy_closes_its_city(void **state)
{
    (void)state;
    play_obvious(AI_EASY);
}

static void test_hard_closes_its_city(void **state)
{
    (void)state;
    play_obvious(AI_HARD);
    play_obvious(AI_HARD1);
}

/* ---- the hint: the move and its points ---- */

static void test_hint_names_the_closing_move(void **state)
{
    (void)state;
    Game *g = city_position();
    AiBudget budget = {0, 24};
    AiHint h;
    assert_int_equal(ai_hint(g, 3, &budget, &h), 0);
    assert_int_equal(h.seat, 0);
    assert_int_equal(h.move.kind, AI_DO_PLACE);
    assert_int_equal(h.move.place.x, 0);
    assert_int_equal(h.move.place.y, -3);
    assert_int_equal(h.move.place.rot, 2);
    /* the city closes in this turn: 4 tiles x 2 + 1 pennant x 2 */
    assert_int_equal(h.points_now, 10);
    /* the 10 points are in the expectation, and it rose by closing a city at risk */
    assert_true(h.projected >= game_score(g, 0) + 10);
    assert_true(h.projected_gain > 0);
    /* the game itself is untouched, and there is nothing to hint while a tile is drawn */
    assert_int_equal(game_phase(g), PHASE_PLACE);
    assert_int_equal(game_score(g, 0), 0);
    assert_int_equal(ai_apply(g, &h.move), 0);
    assert_int_equal(game_act(g, &h.move.act), 0);
    assert_int_equal(game_phase(g), PHASE_DRAW);
    assert_int_equal(ai_hint(g, 3, &budget, &h), -1);
    game_free(g);
}

/* ---- determinism: same seed and playout budget, same decisions ---- */

static void test_search_is_deterministic(void **state)
{
    (void)state;
    Game *g = new_game(2, EXP_ALL, 4711);
    Rng r;
    rng_seed(&r, 1, 1);
    while (game_turn(g) < 20) ai_random_step(g, &r, NULL);
    while (game_phase(g) != PHASE_PLACE) ai_random_step(g, &r, NULL);
    AiBudget budget = {0, 20};
    AiDecision a, b;
    assert_int_equal(ai_decide_budget(AI_HARD, g, 12, &budget, &a), 0);
    assert_int_equal(ai_decide_budget(AI_HARD, g, 12, &budget, &b), 0);
    assert_true(same_decision(&a, &b));
    assert_int_equal(a.playouts, b.playouts);
    assert_true(a.playouts >= 20);
    game_free(g);
}

/* ---- the evaluation's caches change no value and no decision ---- */

static void assert_same_move(const AiMove *a, const AiMove *b)
{
    assert_memory_equal(&a->place, &b->place, sizeof a->place);
    assert_int_equal(a->act.kind, b->act.kind);
    assert_int_equal(a->act.seg, b->act.seg);
    assert_int_equal(a->act.x, b->act.x);
    assert_int_equal(a->act.y, b->act.y);
    assert_int_equal(a->tx, b->tx);
    assert_int_equal(a->ty, b->ty);
    /* bit for bit: the caches hold the very numbers the uncached path computes */
    assert_memory_equal(&a->value, &b->value, sizeof a->value);
}

/* Easy plays the next step of the game (its seed the step's number). */
static void easy_step(Game *g, uint64_t *step)
{
    AiDecision d;
    assert_int_equal(ai_decide(AI_EASY, g, *step, 0, &d), 0);
    assert_int_equal(ai_apply(g, &d), 0);
    ++*step;
}

/* The search with its caches and memo against the reference search (none of them): the same
 * move, the same playouts and the chosen candidate's mean bit for bit. turns 0: the default. */
static void compare_with_reference(const Game *g, int turns, int plies, uint64_t seed,
                                   long playouts, AiSearchStats *out)
{
    AiHardParams hp;
    ai_hard_params_default(&hp);
    if (turns > 0) hp.turns = turns;
    hp.plies = plies;
    AiMove a, b;
    AiSearchStats sa, sb;
    assert_int_equal(ai_hard_choose(g, &hp, seed, 0, playouts, &a, &sa), 0);
    hp.reference = 1;
    assert_int_equal(ai_hard_choose(g, &hp, seed, 0, playouts, &b, &sb), 0);
    assert_same_move(&a, &b);
    assert_int_equal(sa.playouts, sb.playouts);
    assert_memory_equal(&sa.mean, &sb.mean, sizeof sa.mean);
    assert_int_equal(sb.memo_hits, 0);
    if (out) *out = sa;
}

static void test_caches_change_nothing(void **state)
{
    (void)state;
    int ranked = 0, searched = 0, fitted = 0;
    for (int gi = 0; gi < 4; gi++) {
        Game *g = new_game(2 + gi % 2, EXP_ALL, 1200 + (uint64_t)gi);
        AiEasy *fast = ai_easy_new(g), *slow = ai_easy_new(g);
        assert_non_null(fast);
        assert_non_null(slow);
        slow->reference = slow->board.g_reference = 1;
        uint64_t step = 0;
        while (game_phase(g) != PHASE_OVER) {
            GamePhase ph = game_phase(g);
            if (ph == PHASE_PLACE) {
                AiMove a[AI_HARD_MAX_RANK], b[AI_HARD_MAX_RANK];
                int na = ai_easy_rank_turn(fast, g, a, AI_HARD_MAX_RANK);
                int nb = ai_easy_rank_turn(slow, g, b, AI_HARD_MAX_RANK);
                assert_int_equal(na, nb);
                for (int i = 0; i < na; i++) assert_same_move(&a[i], &b[i]);
                /* the fitting-tile counts the fast board carries over from the last turn's
                 * pile against the reference board's, counted afresh: beside every tile */
                for (int y = -40; y <= 40; y++)
                    for (int x = -40; x <= 40; x++) {
                        if (ai_board_placed(&slow->board, x, y) >= 0) continue;
                        int near = 0;
                        for (int d = 0; d < 4; d++)
                            near |=
                                ai_board_placed(&slow->board, x + edge_dx[d], y + edge_dy[d]) >= 0;
                        if (!near) continue;
                        assert_int_equal(ai_fit_count(&fast->board, x, y),
                                         ai_fit_count(&slow->board, x, y));
                        fitted++;
                    }
                ranked++;
            }
            if ((ph == PHASE_PLACE || ph == PHASE_ACTION) && step % 9 == 0 &&
                !(ph == PHASE_PLACE && game_legal_placements(g, NULL, 0) == 0)) {
                compare_with_reference(g, 0, 0, step, 24, NULL);
                searched++;
            }
            play_mixed(g, &step);
        }
        ai_easy_free(fast);
        ai_easy_free(slow);
        game_free(g);
    }
    assert_true(ranked > 200);
    assert_true(searched > 20);
    assert_true(fitted > 2000);
}

/* The memo of playout results by tiles drawn (ai_hard.c): with enough playouts for tile
 * sequences to come again, the search takes many results from it, and every arm's sum is the
 * very sum the reference search (no memo, no cache) adds up playout by playout. */
static void test_memo_changes_nothing(void **state)
{
    (void)state;
    long hits = 0, playouts = 0, hits3 = 0, playouts3 = 0;
    int searched = 0, searched3 = 0;
    for (int gi = 0; gi < 3; gi++) {
        Game *g = new_game(2 + gi / 2, gi == 1 ? EXP_FARMERS : EXP_ALL, 3300 + (uint64_t)gi);
        uint64_t step = 0;
        while (game_phase(g) != PHASE_OVER) {
            GamePhase ph = game_phase(g);
            if (ph == PHASE_PLACE && step % 23 == 5 && game_legal_placements(g, NULL, 0) > 0) {
                /* one and two turns per player: deeper playouts keep moves in the memo too */
                AiSearchStats sa;
                compare_with_reference(g, 1 + searched % 2, 0, step, 3000, &sa);
                hits += sa.memo_hits;
                playouts += sa.playouts;
                searched++;
            }
            if (ph == PHASE_PLACE && step % 23 == 16 && game_legal_placements(g, NULL, 0) > 0) {
                /* three placements in all: in a two-player game the last is the opponent's,
                 * whose preview's margin, its sign turned, is the score */
                AiSearchStats sa;
                compare_with_reference(g, 0, 3, step, 3000, &sa);
                hits3 += sa.memo_hits;
                playouts3 += sa.playouts;
                searched3++;
            }
            easy_step(g, &step);
        }
        game_free(g);
    }
    assert_true(searched >= 6);
    print_message("memo: %ld of %ld playouts\n", hits, playouts);
    /* a real share of the playouts came from the memo (not a path never taken) */
    assert_true(hits * 10 > playouts);
    assert_true(searched3 >= 6);
    print_message("memo: %ld of %ld playouts at 3 placements\n", hits3, playouts3);
    assert_true(hits3 * 50 > playouts3);
}

/* ---- what a playout counts for, and the endgame's playouts to the end ---- */

static void test_playout_result(void **state)
{
    (void)state;
    AiHardParams hp;
    ai_hard_params_default(&hp);
    hp.win_bonus = 10;
    hp.win_scale = 0;
    /* at the end: the margin and the bonus of a win, minus it for a loss, none for a tie */
    assert_true(ai_hard_result(&hp, 7, 1) == 17);
    assert_true(ai_hard_result(&hp, -3, 1) == -13);
    assert_true(ai_hard_result(&hp, 0, 1) == 0);
    /* before the end, without a scale: the projected margin as it is */
    assert_true(ai_hard_result(&hp, 7, 0) == 7);
    assert_true(ai_hard_result(&hp, -40, 0) == -40);
    /* with a scale of 20: 20 + 10 tanh(1) = 27.6159..., the same below zero */
    hp.win_scale = 20;
    assert_float_equal(ai_hard_result(&hp, 20, 0), 27.615941559557649, 1e-12);
    assert_float_equal(ai_hard_result(&hp, -20, 0), -27.615941559557649, 1e-12);
    assert_true(ai_hard_result(&hp, 0, 0) == 0);
    assert_true(ai_hard_result(&hp, 7, 1) == 17); /* the end is the end */
}

/* endgame: with that many tiles left or fewer, every playout goes on to the end, as a search
 * of that many placements does; with one tile more left the search is the usual one. */
static void test_endgame_plays_to_the_end(void **state)
{
    (void)state;
    int compared = 0;
    for (int gi = 0; gi < 2; gi++) {
        Game *g = new_game(2, EXP_ALL, 5100 + (uint64_t)gi);
        uint64_t step = 0;
        while (game_phase(g) != PHASE_OVER) {
            int left = game_tiles_left(g);
            if (game_phase(g) == PHASE_PLACE && left >= 3 && left <= 9 && left % 3 == 0 &&
                game_legal_placements(g, NULL, 0) > 1) {
                AiHardParams hp;
                AiMove a, b;
                AiSearchStats sa, sb;
                /* the search to the end: as many placements as there are tiles */
                ai_hard_params_default(&hp);
                hp.plies = GAME_MAX_DECK + 1;
                assert_int_equal(ai_hard_choose(g, &hp, step, 0, 200, &a, &sa), 0);
                ai_hard_params_default(&hp);
                hp.endgame = left;
                assert_int_equal(ai_hard_choose(g, &hp, step, 0, 200, &b, &sb), 0);
                assert_same_move(&a, &b);
                assert_memory_equal(&sa.mean, &sb.mean, sizeof sa.mean);
                /* one tile short of the endgame: the default search, bit for bit */
                ai_hard_params_default(&hp);
                assert_int_equal(ai_hard_choose(g, &hp, step, 0, 200, &a, &sa), 0);
                hp.endgame = left - 1;
                assert_int_equal(ai_hard_choose(g, &hp, step, 0, 200, &b, &sb), 0);
                assert_same_move(&a, &b);
                assert_memory_equal(&sa.mean, &sb.mean, sizeof sa.mean);
                assert_int_equal(sa.memo_hits, sb.memo_hits);
                compared++;
            }
            easy_step(g, &step);
        }
        game_free(g);
    }
    assert_true(compared >= 4);
}

/* ---- the playouts weigh one of the turns of a symmetric tile that give the same board ---- */

static void test_symmetric_turns_change_nothing(void **state)
{
    (void)state;
    AiTiles t;
    ai_tiles_init(&t, test_tileset());
    /* by hand from TILES.md: bit k when turning the tile k quarters leaves it as it is */
    static const struct {
        const char *id;
        int sym;
    } want[] = {
        {"B", 14},   /* a monastery in one field: any turn */
        {"C", 14},   /* the city on all four sides */
        {"X", 14},   /* four stubs, four corner fields */
        {"U", 4},    /* the straight road: half a turn swaps its two fields */
        {"F", 4},    /* the city band with a pennant, a field either side */
        {"H", 4},    /* two caps, one field between them */
        {"FE2", 4},  /* two corner cities around an enclosed field */
        {"FE5", 4},  /* N and S cities, W and E stubs, the four fields in pairs */
        {"FE10", 4}, /* two bends and the field between them */
        {"VL9", 4},  /* two bends, the white flowers in the field between them */
        {"A", 0},    /* the monastery's road */
        {"D", 0},    /* city on one side only */
        {"V", 0},    /* a bend turned by half faces the other way */
        {"VL12", 0}, /* orange flowers on one side, white on the other */
        {"VL24", 0}, /* violet and orange fields */
        {"VL11", 0}, /* a bush at S, a field at N */
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        if (t.sym[tile_id(want[i].id)] != want[i].sym)
            fail_msg("tile %s: turns %d, want %d", want[i].id, t.sym[tile_id(want[i].id)],
                     want[i].sym);
    }
    /* on real boards: a placement's turned twin is legal too and the preview values it the
     * same, for every tile with a symmetry, at every position */
    int compared = 0, distinct = 0;
    for (int gi = 0; gi < 2; gi++) {
        Game *g = new_game(2 + gi, EXP_ALL, 4100 + (uint64_t)gi);
        AiEasy *e = ai_easy_new_board(g);
        assert_non_null(e);
        uint64_t step = 0;
        while (game_phase(g) != PHASE_OVER) {
            if (game_phase(g) == PHASE_PLACE && step % 5 == 0) {
                ai_board_build(&e->board, g, &e->tiles, &e->w);
                for (int ti = 0; ti < test_tileset()->ntiles; ti++) {
                    if (!e->tiles.sym[ti]) continue;
                    Placement pl[AI_MAX_PLACEMENTS];
                    int n = game_legal_placements_of(g, ti, pl, AI_MAX_PLACEMENTS);
                    if (n > AI_MAX_PLACEMENTS) n = AI_MAX_PLACEMENTS;
                    for (int i = 0; i < n; i++)
                        for (int k = 1; k < 4; k++) {
                            if (!(e->tiles.sym[ti] >> k & 1)) continue;
                            int twin = -1;
                            for (int j = 0; j < n; j++)
                                if (pl[j].x == pl[i].x && pl[j].y == pl[i].y &&
                                    pl[j].rot == ((pl[i].rot + k) & 3))
                                    twin = j;
                            assert_true(twin >= 0);
                            double a[GAME_MAX_PLAYERS], b[GAME_MAX_PLAYERS];
                            ai_preview(&e->board, &e->undo, ti, pl[i].x, pl[i].y, pl[i].rot);
                            ai_preview_eval(&e->board, &e->undo, a);
                            ai_preview_undo(&e->board, &e->undo);
                            ai_preview(&e->board, &e->undo, ti, pl[twin].x, pl[twin].y,
                                       pl[twin].rot);
                            ai_preview_eval(&e->board, &e->undo, b);
                            ai_preview_undo(&e->board, &e->undo);
                            for (int p = 0; p < game_nplayers(g); p++)
                                assert_float_equal(a[p], b[p], 1e-9);
                            compared++;
                        }
                }
            }
            if (game_phase(g) == PHASE_PLACE && e->tiles.sym[game_current_tile(g)]) {
                /* Hard's candidates: no two of them the same board, the best one the same
                 * value as when every turn is ranked (Easy) */
                AiEasy *all = ai_easy_new(g), *one = ai_easy_new(g);
                assert_non_null(all);
                assert_non_null(one);
                one->distinct_turns = 1;
                AiMove a[AI_HARD_MAX_RANK], b[AI_HARD_MAX_RANK];
                int na = ai_easy_rank_turn(all, g, a, AI_HARD_MAX_RANK);
                int nb = ai_easy_rank_turn(one, g, b, AI_HARD_MAX_RANK);
                assert_true(na > 0 && nb > 0);
                assert_float_equal(a[0].value, b[0].value, 1e-9);
                unsigned sym = e->tiles.sym[game_current_tile(g)];
                for (int i = 0; i < nb; i++)
                    for (int j = 0; j < nb; j++)
                        if (i != j && b[i].place.x == b[j].place.x && b[i].place.y == b[j].place.y)
                            assert_false(sym >> ((b[j].place.rot - b[i].place.rot) & 3) & 1);
                ai_easy_free(all);
                ai_easy_free(one);
                distinct++;
            }
            play_mixed(g, &step);
        }
        ai_easy_free(e);
        game_free(g);
    }
    assert_true(compared > 2000);
    assert_true(distinct > 10);
}

/* ---- a short match: easy against random, seats alternating ---- */

static void test_easy_beats_random(void **state)
{
    (void)state;
    int wins = 0, games = 6;
    for (int gi = 0; gi < games; gi++) {
        Game *g = new_game(2, EXP_ALL, 7000 + (uint64_t)gi);
        int easy_seat = gi % 2;
        uint64_t step = 0;
        while (game_phase(g) != PHASE_OVER) {
            int seat = game_phase(g) == PHASE_TOKEN ? game_token_player(g) : game_current_player(g);
            AiDecision d;
            assert_int_equal(ai_decide(seat == easy_seat ? AI_EASY : AI_RANDOM, g, step++, 0, &d),
                             0);
            assert_int_equal(ai_apply(g, &d), 0);
        }
        wins += game_score(g, easy_seat) > game_score(g, 1 - easy_seat);
        game_free(g);
    }
    assert_true(wins >= games - 1);
}

/* ---- the arena's overrides (--set) ---- */

static void test_overrides_parse(void **state)
{
    (void)state;
    AiOverrides o;
    char err[160], buf[256];
    memset(&o, 0, sizeof o);
    assert_int_equal(ai_overrides_parse(&o, AI_EASY, "beta_area=0.05,follower=4", err, sizeof err),
                     0);
    assert_int_equal(ai_overrides_parse(&o, AI_EASY, "follower=2.5", err, sizeof err), 0);
    assert_int_equal(o.n, 2); /* a name given again replaces its value */
    ai_overrides_format(&o, buf, sizeof buf);
    assert_string_equal(buf, "beta_area=0.05,follower=2.5");
    static const struct {
        AiLevel level;
        const char *spec, *says;
    } bad[] = {
        {AI_EASY, "bogus=1", "unknown parameter `bogus`"},
        {AI_EASY, "keep=4", "`keep` is a parameter of the search"},
        {AI_HARD, "keep=2.5", "`keep` needs a whole number from 1 to 32"},
        {AI_HARD, "keep=33", "`keep` needs a whole number"},
        {AI_HARD1, "beta=2", "`beta` needs a number from 0 to 1"},
        {AI_HARD, "beta=0.1x", "`beta` needs a number"},
        {AI_HARD, "beta=", "`beta` needs a number"},
        {AI_HARD, "beta", "`beta` is not NAME=VALUE"},
        {AI_HARD, "beta,keep=1", "`beta` is not NAME=VALUE"},
        {AI_RANDOM, "beta=0.1", "the random bot has no parameters"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        AiOverrides x;
        memset(&x, 0, sizeof x);
        err[0] = 0;
        assert_int_equal(ai_overrides_parse(&x, bad[i].level, bad[i].spec, err, sizeof err), -1);
        if (!strstr(err, bad[i].says)) fail_msg("%s: said \"%s\"", bad[i].spec, err);
    }
}

/* Plays a two-player game with `tuned` in seat 0 (the seeds of the other decisions fixed);
 * counts the followers seat 0 placed and returns the game's decisions in *dec (at most max). */
static int play_tuned(AiLevel level, const AiOverrides *tuned, AiDecision *dec, int max,
                      int *followers)
{
    Game *g = new_game(2, EXP_ALL, 4242);
    int n = 0;
    *followers = 0;
    uint64_t step = 0;
    while (game_phase(g) != PHASE_OVER) {
        int seat = game_phase(g) == PHASE_TOKEN ? game_token_player(g) : game_current_player(g);
        AiDecision d;
        assert_int_equal(ai_decide_tuned(seat == 0 ? level : AI_EASY, g, step++, &SMALL, 0,
                                         seat == 0 ? tuned : NULL, &d),
                         0);
        if (seat == 0 && d.kind == AI_DO_ACT && d.act.kind == ACT_FOLLOWER) ++*followers;
        if (n < max) dec[n++] = d;
        assert_int_equal(ai_apply(g, &d), 0);
    }
    game_free(g);
    return n;
}

static void test_overrides_reach_the_bots(void **state)
{
    (void)state;
    enum { MAXDEC = 600 };
    AiDecision *a = calloc(MAXDEC, sizeof *a), *b = calloc(MAXDEC, sizeof *b);
    assert_non_null(a);
    assert_non_null(b);
    /* the defaults restated with every digit: the same game, decision for decision */
    AiParams w;
    ai_params_default(&w);
    char spec[1024];
    snprintf(spec, sizeof spec,
             "beta=%.17g,beta_area=%.17g,front_decay=%.17g,donkey_block=%.17g,city_growth=%.17g,"
             "road_growth=%.17g,follower=%.17g,follower_decay=%.17g,follower_horizon=%.17g,"
             "return_share=%.17g,field_city=%.17g,field_open=%.17g,windmill_supply=%.17g,"
             "free_fill=%.17g,market_closed=%.17g,contest=%.17g",
             w.beta, w.beta_area, w.front_decay, w.donkey_block, w.city_growth, w.road_growth,
             w.follower, w.follower_decay, w.follower_horizon, w.return_share, w.field_city,
             w.field_open, w.windmill_supply, w.free_fill, w.market_closed, w.contest);
    AiOverrides same, none, stingy, narrow;
    memset(&same, 0, sizeof same);
    memset(&none, 0, sizeof none);
    memset(&stingy, 0, sizeof stingy);
    memset(&narrow, 0, sizeof narrow);
    char err[160];
    assert_int_equal(ai_overrides_parse(&same, AI_EASY, spec, err, sizeof err), 0);
    assert_int_equal(same.n, 16);
    int fa, fb;
    int na = play_tuned(AI_EASY, &none, a, MAXDEC, &fa);
    int nb = play_tuned(AI_EASY, &same, b, MAXDEC, &fb);
    assert_int_equal(na, nb);
    for (int i = 0; i < na; i++) assert_true(same_decision(&a[i], &b[i]));
    /* a follower in supply worth 50 points, none of it won back when its feature completes:
     * Easy keeps most of its followers */
    assert_int_equal(
        ai_overrides_parse(&stingy, AI_EASY, "follower=50,return_share=0", err, sizeof err), 0);
    int fs;
    play_tuned(AI_EASY, &stingy, b, MAXDEC, &fs);
    assert_true(fa >= 4);
    assert_true(fs * 2 < fa);
    /* the search's parameters: one candidate kept leaves nothing to search */
    assert_int_equal(ai_overrides_parse(&narrow, AI_HARD, "keep=1", err, sizeof err), 0);
    Game *g = new_game(2, EXP_ALL, 4243);
    AiDecision d;
    assert_int_equal(ai_decide(AI_EASY, g, 1, 0, &d), 0); /* the draw */
    assert_int_equal(ai_apply(g, &d), 0);
    assert_int_equal(game_phase(g), PHASE_PLACE);
    assert_true(game_legal_placements(g, NULL, 0) > 1);
    assert_int_equal(ai_decide_tuned(AI_HARD, g, 2, &SMALL, 0, NULL, &d), 0);
    assert_true(d.playouts > 0);
    assert_int_equal(ai_decide_tuned(AI_HARD, g, 2, &SMALL, 0, &narrow, &d), 0);
    assert_int_equal(d.playouts, 0);
    game_free(g);
    free(a);
    free(b);
}

static void test_names(void **state)
{
    (void)state;
    assert_int_equal(ai_level_parse("random"), AI_RANDOM);
    assert_int_equal(ai_level_parse("easy"), AI_EASY);
    assert_int_equal(ai_level_parse("hard"), AI_HARD);
    assert_int_equal(ai_level_parse("hard1"), AI_HARD1);
    assert_int_equal(ai_level_parse("medium"), -1);
    assert_string_equal(ai_level_name(AI_HARD), "hard");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_easy_closes_its_city),
        cmocka_unit_test(test_hard_closes_its_city),
        cmocka_unit_test(test_hint_names_the_closing_move),
        cmocka_unit_test(test_determinize_is_canonical),
        cmocka_unit_test(test_hidden_information_changes_nothing),
        cmocka_unit_test(test_search_is_deterministic),
        cmocka_unit_test(test_caches_change_nothing),
        cmocka_unit_test(test_memo_changes_nothing),
        cmocka_unit_test(test_playout_result),
        cmocka_unit_test(test_endgame_plays_to_the_end),
        cmocka_unit_test(test_symmetric_turns_change_nothing),
        cmocka_unit_test(test_decisions_are_legal),
        cmocka_unit_test(test_easy_beats_random),
        cmocka_unit_test(test_overrides_parse),
        cmocka_unit_test(test_overrides_reach_the_bots),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
