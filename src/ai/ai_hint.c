/* Hints (see ai_hint.h). */
#include "ai_hint.h"

#include <string.h>

#include "ai_easy.h"

/* The seat's expected final points and lead in g, by the greedy evaluation. */
static void expect(AiEasy *e, const Game *g, int seat, double *points, double *margin)
{
    double v[GAME_MAX_PLAYERS];
    ai_board_build(&e->board, g, &e->tiles, &e->w);
    ai_board_eval(&e->board, v);
    *points = v[seat];
    *margin = ai_margin(v, game_nplayers(g), seat);
}

int ai_hint(const Game *g, uint64_t seed, const AiBudget *budget, AiHint *out)
{
    return ai_hint_cancel(g, seed, budget, NULL, out);
}

int ai_hint_cancel(const Game *g, uint64_t seed, const AiBudget *budget, const atomic_int *cancel,
                   AiHint *out)
{
    memset(out, 0, sizeof *out);
    GamePhase ph = game_phase(g);
    if (ph != PHASE_PLACE && ph != PHASE_ACTION && ph != PHASE_TOKEN) return -1;
    if (ai_decide_cancel(AI_HARD, g, seed, budget, cancel, &out->move) != 0) return -1;
    out->seat = out->move.seat;
    AiEasy *e = ai_easy_new(g);
    Game *c = game_clone(g);
    if (!e || !c) {
        ai_easy_free(e);
        game_free(c);
        return -1;
    }
    ai_params_hard(&e->w); /* the projection by the evaluation of the bot that chose */
    double before, lead;
    expect(e, g, out->seat, &before, &lead);
    /* the hidden information of the copy is a guess, never the real one */
    game_determinize(c, seed);
    int s0 = game_score(c, out->seat);
    if (ai_apply(c, &out->move) == 0 && out->move.kind == AI_DO_PLACE &&
        game_phase(c) == PHASE_ACTION) {
        Action none = {ACT_NONE, -1, 0, 0};
        if (game_act(c, &out->move.act) != 0) game_act(c, &none);
    }
    out->points_now = game_score(c, out->seat) - s0;
    expect(e, c, out->seat, &out->projected, &out->margin);
    out->projected_gain = out->projected - before;
    ai_easy_free(e);
    game_free(c);
    return 0;
}
