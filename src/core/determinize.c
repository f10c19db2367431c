/* Determinisation for bots: replaces what a player cannot see (the order of the unseen draw
 * pile, the types of face-down privilege tokens, the game's random stream) by a random
 * assignment that depends only on the public view and the seed. */
#include "game_internal.h"

#include <string.h>

/* Stream numbers kept apart from the game's own (game_init uses "trubado"). */
#define DET_STREAM_PILE   0x646574706c65ULL
#define DET_STREAM_TOKENS 0x646574746f6bULL
#define DET_STREAM_GAME   0x64657467616dULL

static void sort_u8(uint8_t *a, int n)
{
    for (int i = 1; i < n; i++) {
        uint8_t v = a[i];
        int j = i - 1;
        while (j >= 0 && a[j] > v) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }
}

void game_determinize(Game *g, uint64_t seed)
{
    Rng r;
    /* The unseen pile: sorted first so the result does not depend on the real order. */
    int n = g->pile_len - g->pile_pos;
    uint8_t *rest = g->pile + g->pile_pos;
    sort_u8(rest, n);
    rng_seed(&r, seed, DET_STREAM_PILE);
    rng_shuffle_u8(&r, rest, n);
    if (g->setup.has_deck && g->setup.deck_len == g->pile_len)
        memcpy(g->setup.deck, g->pile, (size_t)g->pile_len);

    /* Face-down tokens (on the piles or on the board): the multiset of their types is public
     * (every type has 3 tokens, minus the turned ones), which token holds which is not. */
    if (g->setup.expansions & EXP_PRIVILEGES) {
        uint8_t types[GAME_TOKEN_COUNT];
        int m = 0;
        for (int i = 0; i < GAME_TOKEN_COUNT; i++)
            if (g->tok[i].where != TOKPLACE_TURNED) types[m++] = g->tok[i].type;
        sort_u8(types, m);
        rng_seed(&r, seed, DET_STREAM_TOKENS);
        rng_shuffle_u8(&r, types, m);
        m = 0;
        for (int i = 0; i < GAME_TOKEN_COUNT; i++)
            if (g->tok[i].where != TOKPLACE_TURNED) g->tok[i].type = types[m++];
        for (int i = 0; i < GAME_TOKEN_COUNT; i++) g->setup.privileges[i] = g->tok[i].type;
    }

    /* Future free draws and re-deals: a stream of the seed, not the game's hidden one. */
    rng_seed(&g->rng, seed, DET_STREAM_GAME);
    g->setup.seed = seed;
}
