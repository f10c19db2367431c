#include "ai_random.h"

#include <stddef.h>

#define MAX_CHOICES 4096

int ai_random_step(Game *g, Rng *r, RandomStats *st)
{
    static _Thread_local Placement pl[MAX_CHOICES];
    static _Thread_local Action act[MAX_CHOICES];
    switch (game_phase(g)) {
    case PHASE_DRAW:
        if (game_tiles_left(g) == 0) return game_end(g);
        return game_draw(g, -1);
    case PHASE_PLACE: {
        int n = game_legal_placements(g, pl, MAX_CHOICES);
        if (st) st->placements_checked += 4L * game_open_count(g);
        if (n == 0) return game_discard(g);
        if (n > MAX_CHOICES) n = MAX_CHOICES;
        Placement p = pl[rng_below(r, (uint32_t)n)];
        if (p.turn_dir >= 0) p.turn_dir = (int)rng_below(r, 4);
        if (st) st->turns++;
        return game_place(g, &p);
    }
    case PHASE_ACTION: {
        int n = game_legal_actions(g, act, MAX_CHOICES);
        if (n > MAX_CHOICES) n = MAX_CHOICES;
        uint32_t k = rng_below(r, (uint32_t)n + 1);
        Action none = {ACT_NONE, -1, 0, 0};
        return game_act(g, k == (uint32_t)n ? &none : &act[k]);
    }
    case PHASE_TOKEN: {
        Pos pos[512];
        int n = game_token_positions(g, pos, 512);
        if (n > 512) n = 512;
        Pos p = pos[rng_below(r, (uint32_t)n)];
        return game_place_token(g, p.x, p.y);
    }
    case PHASE_REDEAL:
        return game_redeal(g, NULL, 0);
    case PHASE_OVER:
    default:
        return -1;
    }
}

void ai_random_play(Game *g, Rng *r, RandomStats *st)
{
    while (game_phase(g) != PHASE_OVER)
        if (ai_random_step(g, r, st) != 0 && game_phase(g) != PHASE_OVER) break;
}
