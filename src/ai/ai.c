/* The bots' entry point (see ai.h). */
#include "ai.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
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

/* The knobs of AiOverrides: a weight of the evaluation (AiParams) or a parameter of the
 * search (AiHardParams), with the range a value must lie in. */
typedef struct Knob {
    const char *name;
    int search; /* 0: AiParams, 1: AiHardParams (int fields marked integer) */
    int integer;
    size_t off;
    double lo, hi;
} Knob;

#define EVAL(f, lo, hi)                                                                            \
    {                                                                                              \
#f, 0, 0, offsetof(AiParams, f), lo, hi                                                    \
    }
#define SEARCH_D(f, lo, hi)                                                                        \
    {                                                                                              \
#f, 1, 0, offsetof(AiHardParams, f), lo, hi                                                \
    }
#define SEARCH_I(f, lo, hi)                                                                        \
    {                                                                                              \
#f, 1, 1, offsetof(AiHardParams, f), lo, hi                                                \
    }
static const Knob KNOBS[] = {
    EVAL(beta, 0, 1),
    EVAL(beta_area, 0, 1),
    EVAL(front_decay, 0, 5),
    EVAL(donkey_block, 0, 1),
    EVAL(city_growth, 0, 10),
    EVAL(road_growth, 0, 10),
    EVAL(follower, 0, 50),
    EVAL(follower_decay, 0, 1),
    EVAL(follower_horizon, 0, 100),
    EVAL(return_share, 0, 1),
    EVAL(field_city, 0, 5),
    EVAL(field_open, 0, 5),
    EVAL(windmill_supply, 0, 100),
    EVAL(free_fill, 0, 1),
    EVAL(market_closed, 0, 1),
    EVAL(contest, 0, 1),
    SEARCH_I(rank, 1, AI_HARD_MAX_RANK),
    SEARCH_I(keep, 1, AI_HARD_MAX_RANK),
    SEARCH_I(turns, 1, 8),
    SEARCH_I(plies, 0, 16),
    SEARCH_D(prior, 0, 1e6),
    SEARCH_D(win_bonus, 0, 1e6),
    SEARCH_I(endgame, 0, GAME_MAX_DECK),
    SEARCH_D(win_scale, 0, 1e6),
    SEARCH_I(sample, -1, AI_MAX_PLACEMENTS),
    SEARCH_I(distinct, 0, 1),
};
#define NKNOBS ((int)(sizeof KNOBS / sizeof KNOBS[0]))

int ai_overrides_parse(AiOverrides *o, AiLevel level, const char *spec, char *err, size_t errsz)
{
    int searches = level == AI_HARD || level == AI_HARD1;
    if (level == AI_RANDOM) {
        snprintf(err, errsz, "the random bot has no parameters");
        return -1;
    }
    const char *p = spec;
    while (*p) {
        const char *eq = strchr(p, '='), *end = strchr(p, ',');
        if (!end) end = p + strlen(p);
        if (!eq || eq > end) {
            snprintf(err, errsz, "`%.*s` is not NAME=VALUE", (int)(end - p > 40 ? 40 : end - p), p);
            return -1;
        }
        int k = -1;
        for (int i = 0; i < NKNOBS; i++)
            if (strlen(KNOBS[i].name) == (size_t)(eq - p) &&
                strncmp(KNOBS[i].name, p, (size_t)(eq - p)) == 0)
                k = i;
        if (k < 0 || (KNOBS[k].search && !searches)) {
            snprintf(err, errsz,
                     k < 0 ? "unknown parameter `%.*s`"
                           : "`%.*s` is a parameter of the search (hard, hard1 only)",
                     (int)(eq - p > 40 ? 40 : eq - p), p);
            return -1;
        }
        char num[64];
        size_t len = (size_t)(end - eq - 1);
        char *stop = NULL;
        double v = 0;
        if (len > 0 && len < sizeof num) {
            memcpy(num, eq + 1, len);
            num[len] = 0;
            errno = 0;
            v = strtod(num, &stop);
        }
        if (len == 0 || len >= sizeof num || *stop || errno ||
            !(v >= KNOBS[k].lo && v <= KNOBS[k].hi) || (KNOBS[k].integer && v != (double)(long)v)) {
            snprintf(err, errsz, "`%s` needs %s from %g to %g", KNOBS[k].name,
                     KNOBS[k].integer ? "a whole number" : "a number", KNOBS[k].lo, KNOBS[k].hi);
            return -1;
        }
        int at = o->n;
        for (int i = 0; i < o->n; i++)
            if (o->knob[i] == k) at = i;
        if (at == o->n) {
            if (o->n >= AI_MAX_OVERRIDES) {
                snprintf(err, errsz, "more than %d parameters", AI_MAX_OVERRIDES);
                return -1;
            }
            o->n++;
        }
        o->knob[at] = k;
        o->value[at] = v;
        p = *end ? end + 1 : end;
    }
    return 0;
}

void ai_overrides_format(const AiOverrides *o, char *buf, size_t size)
{
    size_t used = 0;
    if (size) buf[0] = 0;
    for (int i = 0; o && i < o->n && used < size; i++) {
        int w = snprintf(buf + used, size - used, "%s%s=%g", i ? "," : "", KNOBS[o->knob[i]].name,
                         o->value[i]);
        if (w < 0) break;
        used += (size_t)w;
    }
}

/* Applies the overrides to an evaluation and, when given, a search's parameters. */
static void apply_overrides(const AiOverrides *o, AiParams *w, AiHardParams *hp)
{
    for (int i = 0; o && i < o->n; i++) {
        const Knob *k = &KNOBS[o->knob[i]];
        if (!k->search)
            *(double *)(void *)((char *)w + k->off) = o->value[i];
        else if (hp && k->integer)
            *(int *)(void *)((char *)hp + k->off) = (int)o->value[i];
        else if (hp)
            *(double *)(void *)((char *)hp + k->off) = o->value[i];
    }
}

static int decide_easy(const Game *g, uint64_t seed, const AiOverrides *ov, AiDecision *out)
{
    AiEasy *e = ai_easy_new(g);
    if (!e) return -1;
    apply_overrides(ov, &e->w, NULL);
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

static int decide(AiLevel level, const Game *g, uint64_t seed, const AiBudget *budget,
                  int cpu_clock, const atomic_int *cancel, const AiOverrides *ov, AiDecision *out)
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
    case AI_EASY: return decide_easy(g, seed, ov, out);
    case AI_HARD:
    case AI_HARD1: {
        AiHardParams hp;
        if (level == AI_HARD)
            ai_hard_params_default(&hp);
        else
            ai_hard1_params(&hp);
        apply_overrides(ov, &hp.eval, &hp);
        return decide_hard(g, &hp, seed, budget, cpu_clock, cancel, out);
    }
    default: return -1;
    }
}

int ai_decide_with(AiLevel level, const Game *g, uint64_t seed, const AiBudget *budget,
                   int cpu_clock, const atomic_int *cancel, AiDecision *out)
{
    return decide(level, g, seed, budget, cpu_clock, cancel, NULL, out);
}

int ai_decide_tuned(AiLevel level, const Game *g, uint64_t seed, const AiBudget *budget,
                    int cpu_clock, const AiOverrides *ov, AiDecision *out)
{
    return decide(level, g, seed, budget, cpu_clock, NULL, ov, out);
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
