#include "bot_ai.h"
#include "i18n.h"

#include <stdlib.h>

#include "ai.h"
#include "rng.h"

typedef struct AiBot {
    AiLevel level;
    Rng rng;
    AiBudget budget;
    /* the action the bot had in mind when it placed its tile (the search is not repeated) */
    int has_hint;
    int hint_placed; /* game_placed_count when the hint was made */
    Action hint;
} AiBot;

static void *ai_bot_create(AiLevel level, uint64_t seed)
{
    AiBot *b = calloc(1, sizeof *b);
    if (!b) return NULL;
    b->level = level;
    rng_seed(&b->rng, seed, 0x6169u);
    b->budget.seconds = 1.0;
    return b;
}

static void *random_create(uint64_t seed) { return ai_bot_create(AI_RANDOM, seed); }

static void *easy_create(uint64_t seed) { return ai_bot_create(AI_EASY, seed); }

static void *hard_create(uint64_t seed) { return ai_bot_create(AI_HARD, seed); }

static void ai_bot_destroy(void *state) { free(state); }

static int ai_bot_decide(void *state, const Game *g, const atomic_int *cancel, BotDecision *out)
{
    AiBot *b = state;
    if (!b) return -1;
    GamePhase ph = game_phase(g);
    if (ph == PHASE_ACTION && b->has_hint && b->hint_placed == game_placed_count(g)) {
        b->has_hint = 0;
        if (game_check_action(g, &b->hint) == NULL) {
            out->act = b->hint;
            return 0;
        }
    }
    b->has_hint = 0;
    uint64_t seed = (uint64_t)rng_next(&b->rng) << 32 | rng_next(&b->rng);
    AiDecision d;
    if (ai_decide_cancel(b->level, g, seed, &b->budget, cancel, &d) != 0) return -1;
    switch (d.kind) {
    case AI_DO_PLACE:
        if (ph != PHASE_PLACE) return -1;
        out->place = d.place;
        /* the random player has no plan for the action: it draws one when asked */
        b->has_hint = b->level != AI_RANDOM;
        b->hint_placed = game_placed_count(g) + 1;
        b->hint = d.act;
        return 0;
    case AI_DO_ACT:
        if (ph != PHASE_ACTION) return -1;
        out->act = d.act;
        return 0;
    case AI_DO_TOKEN:
        if (ph != PHASE_TOKEN) return -1;
        out->token.x = d.x;
        out->token.y = d.y;
        return 0;
    default: return -1;
    }
}

/* name and blurb are marked for the catalogue and translated where they are shown */
const BotKind BOT_RANDOM = {
    N_("Random bot"), "random",       N_("plays any legal move, uniformly at random"),
    random_create,    ai_bot_destroy, ai_bot_decide,
};

const BotKind BOT_EASY = {
    N_("Easy bot"), "easy",         N_("greedy: takes the move that scores best right now"),
    easy_create,    ai_bot_destroy, ai_bot_decide,
};

const BotKind BOT_HARD = {
    N_("Hard bot"), "hard",         N_("searches: plays many games ahead before it moves"),
    hard_create,    ai_bot_destroy, ai_bot_decide,
};

int bot_ai_is(const BotKind *k) { return k == &BOT_EASY || k == &BOT_HARD; }

void bot_ai_set_budget(void *state, double seconds, long playouts)
{
    AiBot *b = state;
    if (!b) return;
    b->budget.seconds = seconds;
    b->budget.playouts = playouts;
}
