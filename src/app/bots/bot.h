/* Computer players as the game program sees them. A bot is a kind (name, blurb) with a
 * decide function: it looks at a const Game and returns the decision the game waits for.
 * The program applies it through the same actions a human's clicks produce. Draws,
 * discards, re-deals and the end of the game need no decision and are done by the program.
 *
 * To add a bot: write bot_<name>.c with a `const BotKind BOT_<NAME>` and list it in
 * bot_registry.c. */
#ifndef TROUBADOUR_BOT_H
#define TROUBADOUR_BOT_H

#include <stdatomic.h>
#include <stdint.h>

#include "game.h"

typedef struct BotDecision {
    Placement place; /* PHASE_PLACE: a legal placement (turn_dir set on a token) */
    Action act;      /* PHASE_ACTION: a legal action, or ACT_NONE */
    Pos token;       /* PHASE_TOKEN: where the privilege token goes */
} BotDecision;

typedef struct BotKind {
    const char *name;  /* shown in the setup screen: "Random bot" (N_(): show it with _()) */
    const char *key;   /* one word, saved in autosaves: "random" */
    const char *blurb; /* one line for the setup screen (N_(), like name) */
    /* Creates the bot's private state (NULL is allowed when it needs none). The seed comes
     * from the UI's random stream, never from the game's. */
    void *(*create)(uint64_t seed);
    void (*destroy)(void *state);
    /* Fills the field of out that the current phase needs (PHASE_PLACE: called only when a
     * legal placement exists; PHASE_ACTION; PHASE_TOKEN). Returns 0, or -1 when it has no
     * answer (the program then takes the first legal choice). cancel (may be NULL) becomes
     * nonzero when the answer is no longer wanted: a long search should stop soon after. */
    int (*decide)(void *state, const Game *g, const atomic_int *cancel, BotDecision *out);
} BotKind;

/* The bots on offer, in the order the setup screen cycles through them. */
int bot_kind_count(void);
const BotKind *bot_kind(int i);
/* Index of the bot with this key, or -1. */
int bot_kind_find(const char *key);

/* A decision that is always legal (the first legal choice): the fallback when a bot fails. */
int bot_first_legal(const Game *g, BotDecision *out);

#endif
