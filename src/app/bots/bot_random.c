#include "bot_random.h"

#include <stdlib.h>

#include "rng.h"

#define MAX_CHOICES 2048

typedef struct RandomBot {
    Rng rng;
    Placement pl[MAX_CHOICES];
    Action act[MAX_CHOICES];
    Pos pos[512];
} RandomBot;

static void *random_create(uint64_t seed)
{
    RandomBot *b = malloc(sizeof *b);
    if (b) rng_seed(&b->rng, seed, 0x7261u);
    return b;
}

static void random_destroy(void *state)
{
    free(state);
}

/* The same choices as ai_random_step, asked of a const Game. */
static int random_decide(void *state, const Game *g, const atomic_int *cancel,
                         BotDecision *out)
{
    (void)cancel;
    RandomBot *b = state;
    if (!b) return -1;
    switch (game_phase(g)) {
    case PHASE_PLACE: {
        int n = game_legal_placements(g, b->pl, MAX_CHOICES);
        if (n <= 0) return -1;
        if (n > MAX_CHOICES) n = MAX_CHOICES;
        out->place = b->pl[rng_below(&b->rng, (uint32_t)n)];
        if (out->place.turn_dir >= 0) out->place.turn_dir = (int)rng_below(&b->rng, 4);
        return 0;
    }
    case PHASE_ACTION: {
        int n = game_legal_actions(g, b->act, MAX_CHOICES);
        if (n > MAX_CHOICES) n = MAX_CHOICES;
        uint32_t k = rng_below(&b->rng, (uint32_t)n + 1);
        Action none = {ACT_NONE, -1, 0, 0};
        out->act = k == (uint32_t)n ? none : b->act[k];
        return 0;
    }
    case PHASE_TOKEN: {
        int n = game_token_positions(g, b->pos, 512);
        if (n <= 0) return -1;
        if (n > 512) n = 512;
        out->token = b->pos[rng_below(&b->rng, (uint32_t)n)];
        return 0;
    }
    default:
        return -1;
    }
}

const BotKind BOT_RANDOM = {
    "Random bot",  "random",       "plays any legal move, uniformly at random",
    random_create, random_destroy, random_decide,
};
