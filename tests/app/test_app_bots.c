#define _POSIX_C_SOURCE 200809L
/* The game program's bots: Easy and Hard in the registry and in the autosave's seats line,
 * their decisions legal, and the worker thread's handshake (the main thread keeps running
 * while a bot thinks; a job given up mid-thought frees itself). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "autosave.h"
#include "bot.h"
#include "bot_ai.h"
#include "bot_worker.h"
#include "game.h"
#include "session.h"
#include "test_util.h"
#include "turn.h"

static Game *new_game(uint64_t seed)
{
    GameSetup s;
    memset(&s, 0, sizeof s);
    s.nplayers = 3;
    s.colour[0] = COL_RED;
    s.colour[1] = COL_BLUE;
    s.colour[2] = COL_GREEN;
    s.expansions = EXP_ALL;
    s.has_seed = 1;
    s.seed = seed;
    char err[256];
    Game *g = game_new(test_tileset(), &s, err, sizeof err);
    if (!g) fail_msg("game_new: %s", err);
    return g;
}

static void registry_has_easy_and_hard(void **state)
{
    (void)state;
    int e = bot_kind_find("easy"), h = bot_kind_find("hard");
    assert_true(e >= 0);
    assert_true(h >= 0);
    assert_string_equal(bot_kind(e)->name, "Easy bot");
    assert_string_equal(bot_kind(h)->name, "Hard bot");
    assert_true(bot_ai_is(bot_kind(e)));
    assert_false(bot_ai_is(bot_kind(bot_kind_find("random"))));
}

static void autosave_keeps_bot_keys(void **state)
{
    (void)state;
    char dir[] = "/tmp/troubadour-bots-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/autosave.rec", dir);
    Game *g = new_game(4);
    int bots[3] = {SEAT_HUMAN, bot_kind_find("easy"), bot_kind_find("hard")};
    assert_int_equal(autosave_write(path, g, bots, err, sizeof err), 0);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char line[256] = "";
    assert_non_null(fgets(line, sizeof line, f));
    fclose(f);
    assert_string_equal(line, "# troubadour-seats human easy hard\n");
    int back[3] = {7, 7, 7};
    Game *r = autosave_read(path, test_tileset(), back, err, sizeof err);
    assert_non_null(r);
    assert_int_equal(back[0], SEAT_HUMAN);
    assert_int_equal(back[1], bots[1]);
    assert_int_equal(back[2], bots[2]);
    autosave_remove(path);
    remove(dir);
    game_free(r);
    game_free(g);
}

/* Easy and Hard (a few playouts) play three turns each through the worker, legally. */
static void ai_bots_play_legal_moves(void **state)
{
    (void)state;
    Game *g = new_game(21);
    Turn t;
    assert_int_equal(turn_init(&t, g), 0);
    const BotKind *k[3] = {bot_kind(bot_kind_find("easy")), bot_kind(bot_kind_find("hard")),
                           bot_kind(bot_kind_find("easy"))};
    void *st[3];
    for (int i = 0; i < 3; i++) {
        st[i] = k[i]->create(100 + (uint64_t)i);
        bot_ai_set_budget(st[i], 0, 6);
    }
    for (int n = 0; n < 9;) {
        int r = turn_advance(&t);
        if (r == TURN_UNPLACEABLE) {
            turn_discard(&t);
            continue;
        }
        assert_true(r != TURN_ERROR && r != TURN_ENDED);
        const Game *v = turn_view(&t);
        int seat = game_phase(v) == PHASE_TOKEN ? game_token_player(v) : game_current_player(v);
        BotJob *j = bot_job_start(k[seat], st[seat], v, 0);
        assert_non_null(j);
        while (!bot_job_done(j)) SDL_Delay(1);
        BotDecision d;
        assert_int_equal(bot_job_finish(j, &d, &st[seat]), 0);
        if (game_phase(v) == PHASE_TOKEN) {
            assert_int_equal(turn_place_token(&t, d.token.x, d.token.y), 0);
            continue;
        }
        assert_null(game_check_placement(v, &d.place));
        assert_int_equal(turn_place(&t, &d.place), 0);
        v = turn_view(&t);
        j = bot_job_start(k[seat], st[seat], v, 0);
        while (!bot_job_done(j)) SDL_Delay(1);
        assert_int_equal(bot_job_finish(j, &d, &st[seat]), 0);
        if (d.act.kind != ACT_NONE) assert_null(game_check_action(v, &d.act));
        turn_choose(&t, &d.act);
        assert_int_equal(turn_confirm(&t), 0);
        n++;
    }
    assert_true(game_placed_count(g) >= 10);
    for (int i = 0; i < 3; i++) k[i]->destroy(st[i]);
    turn_free(&t);
    game_free(g);
}

/* A bot that thinks until the test lets it answer. */
typedef struct Gate {
    SDL_sem *go;
    SDL_sem *destroyed;
    int decided;
} Gate;

static int gate_decide(void *state, const Game *g, const atomic_int *cancel, BotDecision *out)
{
    (void)cancel;
    Gate *gate = state;
    SDL_SemWait(gate->go);
    gate->decided = 1;
    return bot_first_legal(g, out);
}

static void gate_destroy(void *state) { SDL_SemPost(((Gate *)state)->destroyed); }

static const BotKind GATE = {"Gate", "gate", "waits", NULL, gate_destroy, gate_decide};

static void worker_handshake(void **state)
{
    (void)state;
    Game *g = new_game(5);
    assert_int_equal(game_draw(g, -1), 0);
    Gate gate = {SDL_CreateSemaphore(0), SDL_CreateSemaphore(0), 0};
    BotJob *j = bot_job_start(&GATE, &gate, g, 0);
    assert_non_null(j);
    /* the bot is held: the caller goes on (a frame, events) and sees it still thinking */
    for (int frame = 0; frame < 5; frame++) assert_false(bot_job_done(j));
    /* the job thinks on its own copy: the caller's game may change meanwhile */
    int placed = game_placed_count(g);
    SDL_SemPost(gate.go);
    while (!bot_job_done(j)) SDL_Delay(1);
    BotDecision d;
    void *back = NULL;
    assert_int_equal(bot_job_finish(j, &d, &back), 0);
    assert_ptr_equal(back, &gate);
    assert_true(gate.decided);
    assert_null(game_check_placement(g, &d.place));
    assert_int_equal(game_placed_count(g), placed);

    /* given up while thinking (the scene is left): abandoning returns at once, the job is
     * kept until its thread ends; stopping the workers joins it and frees the bot */
    gate.decided = 0;
    j = bot_job_start(&GATE, &gate, g, 0);
    assert_non_null(j);
    bot_job_abandon(j);
    assert_int_equal(bot_workers_pending(), 1);
    SDL_SemPost(gate.go);
    bot_workers_stop();
    assert_int_equal(SDL_SemValue(gate.destroyed), 1);
    SDL_SemWait(gate.destroyed);
    assert_true(gate.decided);
    assert_int_equal(bot_workers_pending(), 0);

    /* given up after it answered: freed at once */
    j = bot_job_start(&GATE, &gate, g, 0);
    SDL_SemPost(gate.go);
    while (!bot_job_done(j)) SDL_Delay(1);
    bot_job_abandon(j);
    assert_int_equal(SDL_SemValue(gate.destroyed), 1);
    SDL_SemWait(gate.destroyed);
    SDL_DestroySemaphore(gate.go);
    SDL_DestroySemaphore(gate.destroyed);
    game_free(g);
}

/* A bot that thinks until it is told to stop. */
typedef struct Stubborn {
    int saw_cancel;
    int destroyed;
} Stubborn;

static int stubborn_decide(void *state, const Game *g, const atomic_int *cancel, BotDecision *out)
{
    Stubborn *s = state;
    while (!atomic_load(cancel)) SDL_Delay(1);
    s->saw_cancel = 1;
    return bot_first_legal(g, out);
}

static void stubborn_destroy(void *state) { ((Stubborn *)state)->destroyed++; }

static const BotKind STUBBORN = {"Stubborn", "stubborn",       "thinks until told to stop",
                                 NULL,       stubborn_destroy, stubborn_decide};

/* Quitting while a bot thinks: the search is cancelled and its thread joined before the
 * tile set its game points into is freed (issue 15, item 4). */
static void quitting_cancels_and_joins_the_search(void **state)
{
    (void)state;
    Tileset *ts = malloc(sizeof *ts);
    assert_non_null(ts);
    memcpy(ts, test_tileset(), sizeof *ts);
    GameSetup s;
    memset(&s, 0, sizeof s);
    s.nplayers = 2;
    s.colour[0] = COL_RED;
    s.colour[1] = COL_BLUE;
    s.has_seed = 1;
    s.seed = 8;
    char err[256];
    Game *g = game_new(ts, &s, err, sizeof err);
    assert_non_null(g);
    assert_int_equal(game_draw(g, -1), 0);
    Stubborn st = {0, 0};
    BotJob *j = bot_job_start(&STUBBORN, &st, g, 0);
    assert_non_null(j);
    game_free(g);
    bot_job_abandon(j); /* leaving the game: does not wait */
    assert_int_equal(st.destroyed, 0);
    bot_workers_stop(); /* quitting: cancels, joins */
    assert_true(st.saw_cancel);
    assert_int_equal(st.destroyed, 1);
    assert_int_equal(bot_workers_pending(), 0);
    free(ts); /* what the thread read: nobody reads it any more */
}

/* The Hard search stops at once when cancelled, even with a time budget of an hour. */
static void hard_search_polls_cancel(void **state)
{
    (void)state;
    Game *g = new_game(12);
    assert_int_equal(game_draw(g, -1), 0);
    const BotKind *k = bot_kind(bot_kind_find("hard"));
    void *b = k->create(3);
    bot_ai_set_budget(b, 3600.0, 0);
    atomic_int cancel;
    atomic_init(&cancel, 1);
    BotDecision d;
    memset(&d, 0, sizeof d);
    assert_int_equal(k->decide(b, g, &cancel, &d), 0);
    assert_null(game_check_placement(g, &d.place));
    k->destroy(b);
    game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(registry_has_easy_and_hard),
        cmocka_unit_test(autosave_keeps_bot_keys),
        cmocka_unit_test(ai_bots_play_legal_moves),
        cmocka_unit_test(worker_handshake),
        cmocka_unit_test(quitting_cancels_and_joins_the_search),
        cmocka_unit_test(hard_search_polls_cancel),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
