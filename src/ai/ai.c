/* The bots' entry point (see ai.h). */
#include "ai.h"

#include <stdlib.h>
#include <string.h>

#include "ai_easy.h"
#include "ai_hard.h"
#include "ai_random.h"
#include "rng.h"

#define DEFAULT_PLAYOUTS 300
#define EASY_REFINE      6 /* greedy placements re-weighed exactly before choosing */

static const char *const LEVEL_NAMES[AI_LEVEL_COUNT] = {"random", "easy", "hard", "hard1"};

const char *ai_level_name(AiLevel level)
{
    return level >= 0 && level < AI_LEVEL_COUNT ? LEVEL_NAMES[level] : "?";
}

int ai_level_parse(const char *name)
{
    for (int i = 0; i < AI_LEVEL_COUNT; i++)
        if (strcmp(name, LEVEL_NAMES[i]) == 0) return i;
    return -1;
}

static int decide_easy(const Game *g, uint64_t seed, AiDecision *out)
{
    AiEasy *e = ai_easy_new(g);
    if (!e) return -1;
    AiMove m[EASY_REFINE];
    int n = 0, rc = 0;
    switch (game_phase(g)) {
    case PHASE_PLACE:
        n = ai_easy_rank_turn(e, g, m, EASY_REFINE);
        if (n == 0) {
            out->kind = AI_DO_DISCARD;
            break;
        }
        ai_easy_refine(e, g, seed, m, n);
        out->kind = AI_DO_PLACE;
        out->place = m[0].place;
        out->act = m[0].act;
        break;
    case PHASE_ACTION:
        n = ai_easy_rank_actions(e, g, m, 1);
        out->kind = AI_DO_ACT;
        out->act = n ? m[0].act : (Action){ACT_NONE, -1, 0, 0};
        break;
    case PHASE_TOKEN:
        n = ai_easy_rank_tokens(e, g, m, 1);
        if (n == 0) rc = -1;
        out->kind = AI_DO_TOKEN;
        out->x = m[0].tx;
        out->y = m[0].ty;
        break;
    default: rc = -1; break;
    }
    ai_easy_free(e);
    return rc;
}

static int decide_hard(const Game *g, const AiHardParams *params, uint64_t seed,
                       const AiBudget *budget, int cpu_clock, const atomic_int *cancel,
                       AiDecision *out)
{
    if (game_phase(g) == PHASE_PLACE && game_legal_placements(g, NULL, 0) == 0) {
        out->kind = AI_DO_DISCARD;
        return 0;
    }
    AiMove m;
    AiSearchStats st;
    long playouts = budget ? budget->playouts : DEFAULT_PLAYOUTS;
    double seconds = budget ? budget->seconds : 0;
    if (playouts <= 0 && seconds <= 0) playouts = DEFAULT_PLAYOUTS;
    AiHardParams hp = *params;
    hp.cpu_clock = cpu_clock;
    hp.cancel = cancel;
    if (ai_hard_choose(g, &hp, seed, seconds, playouts, &m, &st) != 0) return -1;
    out->playouts = st.playouts;
    out->memo_hits = st.memo_hits;
    out->seconds = st.seconds;
    switch (game_phase(g)) {
    case PHASE_PLACE:
        out->kind = AI_DO_PLACE;
        out->place = m.place;
        out->act = m.act;
        break;
    case PHASE_ACTION:
        out->kind = AI_DO_ACT;
        out->act = m.act;
        break;
    default:
        out->kind = AI_DO_TOKEN;
        out->x = m.tx;
        out->y = m.ty;
        break;
    }
    return 0;
}

int ai_decide_budget(AiLevel level, const Game *g, uint64_t seed, const AiBudget *budget,
                     AiDecision *out)
{
    return ai_decide_with(level, g, seed, budget, 0, NULL, out);
}

int ai_decide_clock(AiLevel level, const Game *g, uint64_t seed, const AiBudget *budget,
                    int cpu_clock, AiDecision *out)
{
    return ai_decide_with(level, g, seed, budget, cpu_clock, NULL, out);
}

int ai_decide_cancel(AiLevel level, const Game *g, uint64_t seed, const AiBudget *budget,
                     const atomic_int *cancel, AiDecision *out)
{
    return ai_decide_with(level, g, seed, budget, 0, cancel, out);
}

int ai_decide_with(AiLevel level, const Game *g, uint64_t seed, const AiBudget *budget,
                   int cpu_clock, const atomic_int *cancel, AiDecision *out)
{
    memset(out, 0, sizeof *out);
    out->act = (Action){ACT_NONE, -1, 0, 0};
    out->place.turn_dir = -1;
    GamePhase ph = game_phase(g);
    out->seat = ph == PHASE_TOKEN ? game_token_player(g) : game_current_player(g);
    switch (ph) {
    case PHASE_DRAW: out->kind = game_tiles_left(g) > 0 ? AI_DO_DRAW : AI_DO_END; return 0;
    case PHASE_REDEAL: out->kind = AI_DO_REDEAL; return 0;
    case PHASE_OVER: return -1;
    default: break;
    }
    switch (level) {
    case AI_RANDOM: {
        Rng r;
        rng_seed(&r, seed, 0x72616e64);
        return ai_random_decide(g, &r, out);
    }
    case AI_EASY: return decide_easy(g, seed, out);
    case AI_HARD: {
        AiHardParams hp;
        ai_hard_params_default(&hp);
        return decide_hard(g, &hp, seed, budget, cpu_clock, cancel, out);
    }
    case AI_HARD1: {
        AiHardParams hp;
        ai_hard1_params(&hp);
        return decide_hard(g, &hp, seed, budget, cpu_clock, cancel, out);
    }
    default: return -1;
    }
}

int ai_decide(AiLevel level, const Game *g, uint64_t seed, double budget_seconds, AiDecision *out)
{
    AiBudget b = {budget_seconds, budget_seconds > 0 ? 0 : DEFAULT_PLAYOUTS};
    return ai_decide_budget(level, g, seed, &b, out);
}

int ai_apply(Game *g, const AiDecision *d)
{
    switch (d->kind) {
    case AI_DO_DRAW: return game_draw(g, -1);
    case AI_DO_PLACE: return game_place(g, &d->place);
    case AI_DO_DISCARD: return game_discard(g);
    case AI_DO_ACT: return game_act(g, &d->act);
    case AI_DO_TOKEN: return game_place_token(g, d->x, d->y);
    case AI_DO_REDEAL: return game_redeal(g, NULL, 0);
    case AI_DO_END: return game_end(g);
    default: return -1;
    }
}
