/* The search player (see ai_hard.h). The only clock read of the bots is here, and only with a
 * time budget. */
#include "ai_hard.h"

#include <stdlib.h>
#include <string.h>

#include "ai_util.h"

void ai_hard1_params(AiHardParams *p)
{
    p->rank = 16;
    p->keep = 8;
    p->turns = 2;
    p->prior = 1.0;
    p->win_bonus = 10.0;
    p->sample = -1;
    p->reference = 0;
    p->cpu_clock = 0;
    p->cancel = NULL;
}

void ai_hard_params_default(AiHardParams *p)
{
    /* hard1 with playouts half as long: twice as many of them in the same time, which
     * weighs the candidates better than the second round of greedy turns does (arena
     * figures in the README); the boards a candidate leaves read once and the first replies
     * weighed once per tile drawn. Every placement is weighed: a sample of 6 runs 2-4 times
     * as many playouts but lost to Easy more often (README) */
    p->rank = 16;
    p->keep = 8;
    p->turns = 1;
    p->prior = 1.0;
    p->win_bonus = 10.0;
    p->sample = 0;
    p->reference = 0;
    p->cpu_clock = 0;
    p->cancel = NULL;
}

static int acting_seat(const Game *g)
{
    return game_phase(g) == PHASE_TOKEN ? game_token_player(g) : game_current_player(g);
}

static void apply_move(Game *d, GamePhase phase, const AiMove *m)
{
    Action none = {ACT_NONE, -1, 0, 0};
    switch (phase) {
    case PHASE_PLACE:
        if (game_place(d, &m->place) != 0) return;
        if (game_act(d, &m->act) != 0) game_act(d, &none);
        break;
    case PHASE_ACTION:
        if (game_act(d, &m->act) != 0) game_act(d, &none);
        break;
    case PHASE_TOKEN: game_place_token(d, m->tx, m->ty); break;
    default: break;
    }
}

/* The first reply to an arm's candidate, per tile drawn: on the arm's shared board it is the
 * same in every playout that draws that tile, so it is weighed once, over every legal
 * placement (have: 0 not yet, 1 a move, -1 the tile fits nowhere). The reference search
 * weighs it again in every playout: test_caches_change_nothing compares the two. */
typedef struct Reply {
    AiMove m[TILESET_MAX_TILES];
    signed char have[TILESET_MAX_TILES];
} Reply;

/* Plays the greedy policy for `turns` placements (or to the end) and scores the result. With
 * a sample, the first placement after the candidate weighs every legal one (once per tile,
 * see Reply), the later ones only that many drawn at random, and when the playout stops
 * right after one in a two-player game, the margin its preview promised is the score (no
 * second reading of the board). */
static double playout(AiEasy *e, AiEasy *first, Reply *rep, Game *d, int me, int turns,
                      const AiHardParams *hp, uint64_t *rng)
{
    int placed = 0, guard = 0, fresh = 0;
    double last = 0;
    while (game_phase(d) != PHASE_OVER && guard++ < 8 * turns + 16) {
        GamePhase ph = game_phase(d);
        if (ph == PHASE_DRAW && placed >= turns) break;
        if (ph == PHASE_PLACE) placed++;
        if (ph == PHASE_PLACE && hp->sample >= 0) {
            AiMove m;
            int seat = game_current_player(d), got;
            fresh = 0;
            int tile = game_current_tile(d);
            if (first && rep && tile >= 0 && tile < TILESET_MAX_TILES && rep->have[tile]) {
                got = rep->have[tile] > 0;
                m = rep->m[tile];
            } else if (first) {
                /* the arm's board, read once; every placement weighed */
                got = ai_easy_rank_sample(first, d, 1, 0, rng, &m);
                if (rep && tile >= 0 && tile < TILESET_MAX_TILES) {
                    rep->have[tile] = got ? 1 : -1;
                    if (got) rep->m[tile] = m;
                }
            } else {
                got = ai_easy_rank_sample(e, d, 0, hp->sample, rng, &m);
            }
            first = NULL;
            if (got == 0) {
                if (game_discard(d) != 0) break;
                continue;
            }
            ai_easy_play_turn(d, &m);
            fresh = 1;
            last = seat == me ? m.value : -m.value;
            continue;
        }
        if (ph != PHASE_DRAW) fresh = 0;
        if (ph == PHASE_TOKEN && hp->sample >= 0) {
            AiMove m;
            if (ai_easy_pick_token(d, hp->sample, rng, &m) == 0 ||
                game_place_token(d, m.tx, m.ty) != 0)
                break;
            continue;
        }
        if (ai_easy_step(e, d) != 0 && game_phase(d) != PHASE_OVER) break;
    }
    double win_bonus = hp->win_bonus;
    if (game_phase(d) == PHASE_OVER) {
        int np = game_nplayers(d), best = -1000000;
        for (int p = 0; p < np; p++)
            if (p != me && game_score(d, p) > best) best = game_score(d, p);
        double m = game_score(d, me) - best;
        return m + (m > 0 ? win_bonus : m < 0 ? -win_bonus : 0);
    }
    if (fresh && game_nplayers(d) == 2) return last;
    return ai_easy_margin(e, d, me);
}

static int rank_candidates(AiEasy *e, const Game *g, const AiHardParams *hp, uint64_t seed,
                           AiMove *c)
{
    int n = 0;
    switch (game_phase(g)) {
    case PHASE_PLACE:
        n = ai_easy_rank_turn(e, g, c, hp->rank);
        ai_easy_refine(e, g, seed, c, n);
        break;
    case PHASE_ACTION: n = ai_easy_rank_actions(e, g, c, hp->keep); break;
    case PHASE_TOKEN: n = ai_easy_rank_tokens(e, g, c, hp->keep); break;
    default: break;
    }
    return n < hp->keep ? n : hp->keep;
}

/* Per candidate, the board its move leaves, read once for the first placement of every
 * playout: the same for every determinisation but for the drawn tile, which it still counts
 * among the remaining ones. Not kept when the move turns a privilege token (the points
 * depend on the guessed type) or leaves anything but a draw to come. */
typedef struct ArmBoards {
    AiEasy *e[AI_HARD_MAX_RANK];
    Reply reply[AI_HARD_MAX_RANK];
    signed char state[AI_HARD_MAX_RANK]; /* 0 unknown, 1 kept, -1 not kept */
} ArmBoards;

static AiEasy *arm_board(ArmBoards *ab, int k, const Game *w, const Game *root,
                         const AiHardParams *hp, GamePhase phase, const AiMove *m)
{
    if (hp->sample < 0 || ab->state[k] < 0) return NULL;
    if (ab->state[k] > 0) return ab->e[k];
    ab->state[k] = -1;
    if (game_phase(w) != PHASE_DRAW || (phase == PHASE_PLACE && m->place.turn_dir >= 0))
        return NULL;
    if (!ab->e[k]) ab->e[k] = ai_easy_new_board(root);
    if (!ab->e[k]) return NULL;
    ab->e[k]->reference = ab->e[k]->board.g_reference = hp->reference;
    ai_board_build(&ab->e[k]->board, w, &ab->e[k]->tiles, &ab->e[k]->w);
    ab->state[k] = 1;
    return ab->e[k];
}

static void arm_boards_free(ArmBoards *ab)
{
    for (int k = 0; k < AI_HARD_MAX_RANK; k++) ai_easy_free(ab->e[k]);
}

typedef struct Arm {
    int move;
    double sum;
    double n;
} Arm;

static int cmp_arm(const void *a, const void *b)
{
    const Arm *x = a, *y = b;
    double mx = x->sum / x->n, my = y->sum / y->n;
    if (mx != my) return mx < my ? 1 : -1;
    return x->move - y->move;
}

int ai_hard_choose(const Game *g, const AiHardParams *params, uint64_t seed, double seconds,
                   long playouts, AiMove *out, AiSearchStats *st)
{
    AiHardParams hp;
    if (params)
        hp = *params;
    else
        ai_hard_params_default(&hp);
    if (hp.rank > AI_HARD_MAX_RANK) hp.rank = AI_HARD_MAX_RANK;
    if (hp.keep > hp.rank) hp.keep = hp.rank;
    if (hp.keep < 1) hp.keep = 1;
    GamePhase phase = game_phase(g);
    if (phase != PHASE_PLACE && phase != PHASE_ACTION && phase != PHASE_TOKEN) return -1;
    AiEasy *e = ai_easy_new(g);
    if (e) e->reference = e->board.g_reference = hp.reference;
    Game *det = game_clone(g), *d = game_clone(g);
    if (!e || !det || !d) {
        ai_easy_free(e);
        game_free(det);
        game_free(d);
        return -1;
    }
    double (*now)(void) = hp.cpu_clock ? ai_thread_cpu_seconds : ai_wall_seconds;
    double t0 = playouts > 0 ? 0 : now();
    AiMove cand[AI_HARD_MAX_RANK];
    int nc = rank_candidates(e, g, &hp, seed, cand);
    if (st) {
        st->playouts = 0;
        st->seconds = 0;
        st->candidates = nc;
    }
    if (nc <= 0) {
        ai_easy_free(e);
        game_free(det);
        game_free(d);
        return -1;
    }
    int me = acting_seat(g);
    int turns = hp.turns * game_nplayers(g);
    Arm arm[AI_HARD_MAX_RANK];
    for (int i = 0; i < nc; i++) arm[i] = (Arm){i, hp.prior * cand[i].value, hp.prior};
    int active = nc;
    long done = 0, budget = playouts;
    uint64_t round = 0;
    int timed = playouts <= 0;
    if (timed) budget = 1L << 40;

    /* sequential halving: every stage spends its share on the arms still in, each round on a
     * fresh determinisation shared by all of them */
    ArmBoards *ab = calloc(1, sizeof *ab);
    if (!ab) {
        ai_easy_free(e);
        game_free(det);
        game_free(d);
        return -1;
    }
    int stages = 0;
    for (int k = nc; k > 1; k = (k + 1) / 2) stages++;
    int stop = 0;
    for (int s = 0; s < stages && active > 1 && !stop; s++) {
        long share = (budget - done) / ((long)active * (stages - s));
        if (share < 1) share = 1;
        for (long r = 0; r < share && !stop; r++) {
            game_copy(det, g);
            game_determinize(det, ai_mix64(seed ^ ai_mix64(++round)));
            for (int a = 0; a < active; a++) {
                /* the last arm of the round plays on the determinisation itself: it is
                 * dealt afresh from g at the next round (one 330 KiB copy fewer) */
                Game *w = a == active - 1 ? det : d;
                if (w == d) game_copy(d, det);
                const AiMove *cm = &cand[arm[a].move];
                apply_move(w, phase, cm);
                AiEasy *first = arm_board(ab, arm[a].move, w, g, &hp, phase, cm);
                uint64_t rng = ai_mix64(seed ^ ai_mix64(round * 0x100000001B3ull));
                arm[a].sum += playout(e, first, hp.reference ? NULL : &ab->reply[arm[a].move], w,
                                      me, turns, &hp, &rng);
                arm[a].n += 1;
                done++;
            }
            if (hp.cancel && atomic_load_explicit(hp.cancel, memory_order_relaxed)) {
                stop = 1;
            } else if (timed) {
                double el = now() - t0;
                if (el >= seconds)
                    stop = 1;
                else if (round == 1) /* the first round measures the cost of a playout */
                    budget = (long)((double)done * seconds / (el > 1e-6 ? el : 1e-6));
                if (round == 1 && !stop) {
                    share = (budget - done) / ((long)active * stages) + 1;
                    if (share < 1) share = 1;
                }
            } else if (done >= budget) {
                stop = 1;
            }
        }
        qsort(arm, (size_t)active, sizeof arm[0], cmp_arm);
        if (!stop) active = (active + 1) / 2;
    }
    arm_boards_free(ab);
    free(ab);
    *out = cand[arm[0].move];
    if (st) {
        st->playouts = done;
        st->seconds = timed ? now() - t0 : 0;
    }
    ai_easy_free(e);
    game_free(det);
    game_free(d);
    return 0;
}
