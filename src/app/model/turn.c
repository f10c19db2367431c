#include "turn.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"

/* why: the core's sentence (marked N_ there) or one of this file's, translated here: the
 * refusal reaches the player as the hint line or a toast. */
static int fail(Turn *t, const char *why)
{
    snprintf(t->error, sizeof t->error, "%s", why && *why ? _(why) : _("refused"));
    return -1;
}

int turn_init(Turn *t, Game *g)
{
    memset(t, 0, sizeof *t);
    t->g = g;
    t->work = game_clone(g);
    return t->work ? 0 : -1;
}

void turn_free(Turn *t)
{
    game_free(t->work);
    t->work = NULL;
}

const Game *turn_view(const Turn *t) { return t->placed ? t->work : t->g; }

int turn_advance(Turn *t)
{
    Game *g = t->g;
    t->redealt = 0;
    if (game_phase(g) == PHASE_REDEAL) {
        if (game_redeal(g, NULL, 0)) {
            fail(t, game_error(g));
            return TURN_ERROR;
        }
        t->redealt = 1;
    }
    switch (game_phase(g)) {
    case PHASE_DRAW:
        if (game_tiles_left(g) == 0) {
            if (game_end(g)) {
                fail(t, game_error(g));
                return TURN_ERROR;
            }
            return TURN_ENDED;
        }
        if (game_draw(g, -1)) {
            fail(t, game_error(g));
            return TURN_ERROR;
        }
        t->placed = t->has_act = 0;
        if (game_legal_placements(g, NULL, 0) == 0) return TURN_UNPLACEABLE;
        return TURN_DREW;
    case PHASE_PLACE:
        if (!t->placed && game_legal_placements(g, NULL, 0) == 0) return TURN_UNPLACEABLE;
        return TURN_READY;
    case PHASE_OVER: return TURN_ENDED;
    default: return TURN_READY;
    }
}

int turn_discard(Turn *t)
{
    if (game_discard(t->g)) return fail(t, game_error(t->g));
    return 0;
}

int turn_place(Turn *t, const Placement *p)
{
    if (game_phase(t->g) != PHASE_PLACE) return fail(t, N_("no tile is waiting to be placed"));
    game_copy(t->work, t->g);
    if (game_place(t->work, p)) return fail(t, game_error(t->work));
    t->placed = 1;
    t->place = *p;
    t->has_act = 0;
    return 0;
}

int turn_choose(Turn *t, const Action *a)
{
    if (!t->placed || game_phase(t->work) != PHASE_ACTION)
        return fail(t, N_("place the tile first"));
    if (a->kind == ACT_NONE) {
        t->has_act = 0;
        return 0;
    }
    const char *why = game_check_action(t->work, a);
    if (why) return fail(t, why);
    t->act = *a;
    t->has_act = 1;
    return 0;
}

int turn_undo(Turn *t)
{
    if (!t->placed) return 0;
    if (t->has_act) {
        t->has_act = 0;
        return 1;
    }
    t->placed = 0;
    return 2;
}

int turn_confirm(Turn *t)
{
    if (!t->placed || game_phase(t->g) != PHASE_PLACE) return fail(t, N_("place the tile first"));
    Action none = {ACT_NONE, -1, 0, 0};
    t->events_before = game_event_count(t->g);
    /* the working copy accepted both, so the live game does too (same state, same moves) */
    if (game_place(t->g, &t->place)) return fail(t, game_error(t->g));
    if (game_act(t->g, t->has_act ? &t->act : &none)) return fail(t, game_error(t->g));
    if (!t->has_act) t->act = none; /* t->act says what was played (the sounds read it) */
    t->placed = t->has_act = 0;
    return 0;
}

int turn_place_token(Turn *t, int x, int y)
{
    t->events_before = game_event_count(t->g);
    if (game_place_token(t->g, x, y)) return fail(t, game_error(t->g));
    return 0;
}
