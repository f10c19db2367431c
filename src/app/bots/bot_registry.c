#include "bot.h"

#include <string.h>

#include "bot_ai.h"

/* A new seat starts as the Random bot, the last one: a click on it makes the seat human. */
static const BotKind *const KINDS[] = {
    &BOT_EASY,
    &BOT_HARD,
    &BOT_RANDOM,
};

int bot_kind_count(void) { return (int)(sizeof KINDS / sizeof KINDS[0]); }

const BotKind *bot_kind(int i) { return i >= 0 && i < bot_kind_count() ? KINDS[i] : NULL; }

int bot_kind_find(const char *key)
{
    for (int i = 0; i < bot_kind_count(); i++)
        if (strcmp(KINDS[i]->key, key) == 0) return i;
    return -1;
}

int bot_first_legal(const Game *g, BotDecision *out)
{
    memset(out, 0, sizeof *out);
    out->act.kind = ACT_NONE;
    out->act.seg = -1;
    switch (game_phase(g)) {
    case PHASE_PLACE:
        if (game_legal_placements(g, &out->place, 1) <= 0) return -1;
        if (out->place.turn_dir >= 0) out->place.turn_dir = DIR_N;
        return 0;
    case PHASE_ACTION: return 0;
    case PHASE_TOKEN: return game_token_positions(g, &out->token, 1) > 0 ? 0 : -1;
    default: return -1;
    }
}
