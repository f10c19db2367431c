/* The search player (see ai_hard.h). The only clock read of the bots is here, and only with a
 * time budget. */
#include "ai_hard.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai_util.h"

void ai_hard1_params(AiHardParams *p)
{
    p->rank = 16;
    p->keep = 8;
    p->turns = 2;
    p->plies = 0;
    p->prior = 1.0;
    p->win_bonus = 10.0;
    p->endgame = 0;
    p->win_scale = 0;
    p->sample = -1;
    p->distinct = 0;
    p->reference = 0;
    p->cpu_clock = 0;
    p->cancel = NULL;
    ai_params_default(&p->eval);
}

void ai_hard_params_default(AiHardParams *p)
{
    /* hard1's search and playouts (two greedy turns per player) with the faster playout
     * policy: the board a candidate leaves read once, the first reply weighed once per tile
     * drawn, the donkey weighed onto the placed tile only, the last preview's margin as the
     * score, and the memo of results by tiles drawn. One turn per player ran 3-6 times the
     * playouts but lost to hard1 (docs/bots.md); every placement is weighed: a sample of 6 lost to
     * Easy more often. The evaluation is Hard's own (ai_params_hard). The best 32 of the
     * greedy ranking re-weighed, 16 searched: the search had stopped gaining from its
     * budget with 8 (the same margin against Easy at 300 and 2,000 playouts; 4 lost 16.6
     * points a game), and at 2,000 playouts 16 gain 13.8 (docs/bots.md, ninth round) */
    p->rank = 32;
    p->keep = 16;
    p->turns = 2;
    p->plies = 0;
    p->prior = 1.0;
    p->win_bonus = 10.0;
    p->endgame = 0;
    p->win_scale = 0;
    p->sample = 0;
    p->distinct = 1;
    p->reference = 0;
    p->cpu_clock = 0;
    p->cancel = NULL;
    ai_params_hard(&p->eval);
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

/* Playouts answered again. With every placement weighed (no sample) and nothing hidden
 * turned over, a playout of an arm is a function of the tiles it draws: the first reply
 * depends on its tile alone (Reply), the position each later placement is weighed in on the
 * tiles before it, and the result on all of them. So the memo keeps, per arm and tile
 * sequence, the move chosen for the sequence's last tile and, for a whole playout's
 * sequence, its result: a later playout that draws the same tiles plays the kept moves
 * without reading the board again, and takes the kept result without weighing its last
 * placements. A sequence is kept only while the playout met nothing else dealt at random: no
 * discard (the next tile comes in its place), no privilege token turned or placed, no re-deal,
 * no end of the game. The reference search keeps nothing (test_caches_change_nothing and
 * test_memo_changes_nothing compare the two). */
#define MEMO_BITS  16
#define MEMO_SIZE  (1 << MEMO_BITS)
#define MEMO_TILES (2 * GAME_MAX_PLAYERS)

typedef struct MemoEntry {
    uint8_t used, arm, n, final; /* final: a whole playout's result, else a move */
    uint8_t tile[MEMO_TILES];
    AiMove m; /* the move (got 0: the tile fits nowhere, never kept) */
    double value;
} MemoEntry;

typedef struct Memo {
    MemoEntry e[MEMO_SIZE];
    int count;
    long hits;
} Memo;

typedef struct MemoKey {
    int arm, n, final;
    uint8_t tile[MEMO_TILES];
} MemoKey;

static MemoEntry *memo_slot(Memo *mm, const MemoKey *k)
{
    uint64_t h = ai_mix64((uint64_t)k->arm * 0x9E3779B97F4A7C15ull + (uint64_t)k->n * 2u +
                          (uint64_t)k->final);
    for (int i = 0; i < k->n; i++) h = ai_mix64(h ^ k->tile[i]);
    for (uint32_t i = (uint32_t)h & (MEMO_SIZE - 1);; i = (i + 1) & (MEMO_SIZE - 1)) {
        MemoEntry *x = &mm->e[i];
        if (!x->used) return x;
        if (x->arm == k->arm && x->n == k->n && x->final == k->final &&
            memcmp(x->tile, k->tile, (size_t)k->n) == 0)
            return x;
    }
}

static const MemoEntry *memo_get(Memo *mm, const MemoKey *k)
{
    MemoEntry *x = memo_slot(mm, k);
    return x->used ? x : NULL;
}

static void memo_put(Memo *mm, const MemoKey *k, const AiMove *m, double v)
{
    if (mm->count >= MEMO_SIZE / 4 * 3) return; /* full enough: keep what is there */
    MemoEntry *x = memo_slot(mm, k);
    if (x->used) return;
    x->used = 1;
    x->arm = (uint8_t)k->arm;
    x->n = (uint8_t)k->n;
    x->final = (uint8_t)k->final;
    memcpy(x->tile, k->tile, (size_t)k->n);
    if (m) x->m = *m;
    x->value = v;
    mm->count++;
}

double ai_hard_result(const AiHardParams *hp, double margin, int final)
{
    if (final) return margin + (margin > 0 ? hp->win_bonus : margin < 0 ? -hp->win_bonus : 0);
    if (hp->win_scale > 0) return margin + hp->win_bonus * tanh(margin / hp->win_scale);
    return margin;
}

/* Plays the greedy policy for `turns` placements (or to the end) and scores the result. With
 * a sample, the first placement after the candidate weighs every legal one (once per tile,
 * see Reply), the later ones only that many drawn at random, and when the playout stops
 * right after one in a two-player game, the margin its preview promised is the score (no
 * second reading of the board). With a memo (only for an arm whose board is kept, so the
 * first reply is the Reply's), what the same tiles drawn gave before is taken from it. */
static double playout(AiEasy *e, AiEasy *first, Reply *rep, Memo *mm, int arm, Game *d, int me,
                      int turns, const AiHardParams *hp, uint64_t *rng)
{
    int placed = 0, guard = 0, fresh = 0, clean = mm != NULL && turns <= MEMO_TILES;
    MemoKey key;
    key.arm = arm;
    key.n = 0;
    double last = 0;
    while (game_phase(d) != PHASE_OVER && guard++ < 8 * turns + 16) {
        GamePhase ph = game_phase(d);
        if (ph == PHASE_DRAW && placed >= turns) break;
        if (ph == PHASE_PLACE) placed++;
        if (ph == PHASE_PLACE && hp->sample >= 0) {
            AiMove m;
            int seat = game_current_player(d), got = -1;
            fresh = 0;
            int tile = game_current_tile(d);
            if (clean && tile >= 0) {
                key.tile[key.n++] = (uint8_t)tile;
                key.final = 1;
                const MemoEntry *x = placed == turns ? memo_get(mm, &key) : NULL;
                if (x) {
                    mm->hits++;
                    return x->value;
                }
                key.final = 0;
                x = key.n > 1 ? memo_get(mm, &key) : NULL;
                if (x) {
                    got = 1;
                    m = x->m;
                }
            }
            if (got >= 0) {
                /* from the memo */
            } else if (first && rep && tile >= 0 && tile < TILESET_MAX_TILES && rep->have[tile]) {
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
                if (got && clean && key.n > 1) memo_put(mm, &key, &m, 0);
            }
            first = NULL;
            if (got == 0) {
                clean = 0; /* the next tile is drawn in its place */
                if (game_discard(d) != 0) break;
                continue;
            }
            if (m.place.turn_dir >= 0) clean = 0; /* its points are the guessed type's */
            ai_easy_play_turn(d, &m);
            fresh = 1;
            last = seat == me ? m.value : -m.value;
            continue;
        }
        if (ph != PHASE_DRAW) fresh = 0;
        if (ph != PHASE_DRAW && ph != PHASE_PLACE) clean = 0;
        if (ph == PHASE_TOKEN && hp->sample >= 0) {
            AiMove m;
            if (ai_easy_pick_token(d, hp->sample, rng, &m) == 0 ||
                game_place_token(d, m.tx, m.ty) != 0)
                break;
            continue;
        }
        if (ai_easy_step(e, d) != 0 && game_phase(d) != PHASE_OVER) break;
    }
    if (game_phase(d) == PHASE_OVER) {
        int np = game_nplayers(d), best = -1000000;
        for (int p = 0; p < np; p++)
            if (p != me && game_score(d, p) > best) best = game_score(d, p);
        return ai_hard_result(hp, game_score(d, me) - best, 1);
    }
    double v =
        ai_hard_result(hp, fresh && game_nplayers(d) == 2 ? last : ai_easy_margin(e, d, me), 0);
    if (clean && placed == turns && key.n == turns && game_phase(d) == PHASE_DRAW) {
        key.final = 1;
        memo_put(mm, &key, NULL, v);
    }
    return v;
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
    ab->e[k]->w = hp->eval;
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
    if (e) {
        e->reference = e->board.g_reference = hp.reference;
        e->distinct_turns = hp.distinct;
        e->w = hp.eval;
    }
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
        st->memo_hits = 0;
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
    int turns = hp.plies > 0 ? hp.plies : hp.turns * game_nplayers(g);
    /* near the end, every playout to the end: what it gives is the final score */
    if (hp.endgame > 0 && game_tiles_left(g) <= hp.endgame) turns = GAME_MAX_DECK + 1;
    Arm arm[AI_HARD_MAX_RANK];
    for (int i = 0; i < nc; i++) arm[i] = (Arm){i, hp.prior * cand[i].value, hp.prior};
    int active = nc;
    long done = 0, budget = playouts;
    uint64_t round = 0;
    int timed = playouts <= 0;
    if (timed) budget = 1L << 40;

    /* sequential halving: every stage spends its share on the arms still in, each round on a
     * fresh determinisation shared by all of them; with a time budget the share of a stage
     * is its part of the time (the playouts get cheaper as the memo fills) */
    ArmBoards *ab = calloc(1, sizeof *ab);
    Memo *memo = !hp.reference && hp.sample == 0 ? calloc(1, sizeof *memo) : NULL;
    if (!ab) {
        free(memo);
        ai_easy_free(e);
        game_free(det);
        game_free(d);
        return -1;
    }
    int stages = 0;
    for (int k = nc; k > 1; k = (k + 1) / 2) stages++;
    int stop = 0, unclocked = 0;
    for (int s = 0; s < stages && active > 1 && !stop; s++) {
        long share = timed ? 1L << 40 : (budget - done) / ((long)active * (stages - s));
        if (share < 1) share = 1;
        double until = seconds * (s + 1) / stages;
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
                Memo *mm = first ? memo : NULL;
                arm[a].sum += playout(e, first, hp.reference ? NULL : &ab->reply[arm[a].move], mm,
                                      arm[a].move, w, me, turns, &hp, &rng);
                arm[a].n += 1;
                done++;
            }
            if (hp.cancel && atomic_load_explicit(hp.cancel, memory_order_relaxed)) {
                stop = 1;
            } else if (timed) {
                /* the thread's CPU clock is a system call: read it every 8 playouts or so,
                 * not after each round of one or two arms */
                if ((unclocked += active) < 8) continue;
                unclocked = 0;
                double el = now() - t0;
                if (el >= seconds) stop = 1;
                if (el >= until) break;
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
        st->memo_hits = memo ? memo->hits : 0;
        st->mean = arm[0].sum / arm[0].n;
        st->seconds = timed ? now() - t0 : 0;
    }
    ai_easy_free(e);
    game_free(det);
    free(memo);
    game_free(d);
    return 0;
}
