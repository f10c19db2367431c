/* The random player (see ai_random.h). */
#include "ai_random.h"

#include <stddef.h>
#include <string.h>

#define MAX_CHOICES 4096

int ai_random_decide(const Game *g, Rng *r, AiDecision *out)
{
    static _Thread_local Placement pl[MAX_CHOICES];
    static _Thread_local Action act[MAX_CHOICES];
    memset(out, 0, sizeof *out);
    out->act = (Action){ACT_NONE, -1, 0, 0};
    out->place.turn_dir = -1;
    GamePhase ph = game_phase(g);
    out->seat = ph == PHASE_TOKEN ? game_token_player(g) : game_current_player(g);
    switch (ph) {
    case PHASE_DRAW: out->kind = game_tiles_left(g) > 0 ? AI_DO_DRAW : AI_DO_END; return 0;
    case PHASE_PLACE: {
        int n = game_legal_placements(g, pl, MAX_CHOICES);
        if (n == 0) {
            out->kind = AI_DO_DISCARD;
            return 0;
        }
        if (n > MAX_CHOICES) n = MAX_CHOICES;
        out->kind = AI_DO_PLACE;
        out->place = pl[rng_below(r, (uint32_t)n)];
        if (out->place.turn_dir >= 0) out->place.turn_dir = (int)rng_below(r, 4);
        return 0;
    }
    case PHASE_ACTION: {
        int n = game_legal_actions(g, act, MAX_CHOICES);
        if (n > MAX_CHOICES) n = MAX_CHOICES;
        uint32_t k = rng_below(r, (uint32_t)n + 1);
        out->kind = AI_DO_ACT;
        if (k < (uint32_t)n) out->act = act[k];
        return 0;
    }
    case PHASE_TOKEN: {
        Pos pos[512];
        int n = game_token_positions(g, pos, 512);
        if (n <= 0) return -1;
        if (n > 512) n = 512;
        Pos p = pos[rng_below(r, (uint32_t)n)];
        out->kind = AI_DO_TOKEN;
        out->x = p.x;
        out->y = p.y;
        return 0;
    }
    case PHASE_REDEAL: out->kind = AI_DO_REDEAL; return 0;
    case PHASE_OVER:
    default: return -1;
    }
}

int ai_random_step(Game *g, Rng *r, RandomStats *st)
{
    AiDecision d;
    GamePhase ph = game_phase(g);
    if (ai_random_decide(g, r, &d) != 0) return -1;
    if (st && ph == PHASE_PLACE) {
        st->placements_checked += 4L * game_open_count(g);
        if (d.kind == AI_DO_PLACE) st->turns++;
    }
    return ai_apply(g, &d);
}

void ai_random_play(Game *g, Rng *r, RandomStats *st)
{
    while (game_phase(g) != PHASE_OVER)
        if (ai_random_step(g, r, st) != 0 && game_phase(g) != PHASE_OVER) break;
}
