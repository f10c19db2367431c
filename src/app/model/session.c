#include "session.h"

#include <stdio.h>
#include <string.h>

#include "bot.h"

void session_default_choice(NewGame *ng)
{
    memset(ng, 0, sizeof *ng);
    ng->nseats = 2;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
        ng->seat[i].colour = i;
        ng->seat[i].bot = i == 0 ? SEAT_HUMAN : bot_kind_find("random");
    }
    ng->expansions = EXP_ALL;
}

static void bots_free(Session *s)
{
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
        const BotKind *k = s->bot[i] >= 0 ? bot_kind(s->bot[i]) : NULL;
        if (k && s->bot_state[i] && k->destroy) k->destroy(s->bot_state[i]);
        s->bot_state[i] = NULL;
        s->bot[i] = SEAT_HUMAN;
    }
}

static void bots_create(Session *s, int n, const int *bots, uint64_t seed)
{
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
        s->bot[i] = i < n ? bots[i] : SEAT_HUMAN;
        const BotKind *k = s->bot[i] >= 0 ? bot_kind(s->bot[i]) : NULL;
        if (!k) s->bot[i] = SEAT_HUMAN;
        s->bot_state[i] =
            k && k->create ? k->create(seed + 0x9E3779B97F4A7C15ull * (uint64_t)(i + 1)) : NULL;
    }
}

int session_start(Session *s, const Tileset *ts, const NewGame *ng, uint64_t bot_seed, char *err,
                  size_t errsize)
{
    GameSetup setup;
    memset(&setup, 0, sizeof setup);
    setup.nplayers = ng->nseats;
    for (int i = 0; i < ng->nseats && i < GAME_MAX_PLAYERS; i++) {
        setup.colour[i] = (uint8_t)ng->seat[i].colour;
        snprintf(setup.name[i], GAME_NAME_MAX, "%s", ng->seat[i].name);
    }
    setup.expansions = ng->expansions;
    setup.without = ng->expansions & EXP_VILLAGE ? ng->without & WITHOUT_ALL : 0;
    setup.has_seed = 1;
    setup.seed = ng->seed;
    Game *g = game_new(ts, &setup, err, errsize);
    if (!g) return -1;
    session_end(s);
    s->game = g;
    int bots[GAME_MAX_PLAYERS];
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        bots[i] = i < ng->nseats ? ng->seat[i].bot : SEAT_HUMAN;
    bots_create(s, ng->nseats, bots, bot_seed);
    return 0;
}

void session_adopt(Session *s, Game *g, const int *bots, uint64_t bot_seed)
{
    session_end(s);
    s->game = g;
    bots_create(s, game_nplayers(g), bots, bot_seed);
}

void session_end(Session *s)
{
    if (s->online && s->online->close) s->online->close(s->online->ctx);
    s->online = NULL;
    bots_free(s);
    game_free(s->game);
    s->game = NULL;
    game_free(s->record);
    s->record = NULL;
    s->view_step = 0;
}

int session_is_bot(const Session *s, int seat)
{
    return seat >= 0 && seat < GAME_MAX_PLAYERS && s->bot[seat] != SEAT_HUMAN;
}

int session_is_remote(const Session *s, int seat)
{
    return s->online && !s->online->local(s->online->ctx, seat);
}
