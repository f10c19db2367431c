/* Computer opponents: the one entry point the game and the arena call.
 *
 * A bot reads only the public view of the game: the board, the figures, the scores, the
 * remaining tile counts (game_pile_count) and the face-up privilege tokens. The search bot
 * replaces the hidden draw order and face-down token types by its own guesses
 * (game_determinize), so its decision is the same whatever the hidden information is.
 *
 * Thread-safe: no globals; every call works on its own copies of g, so a UI may call it on a
 * worker thread with a game_clone it owns. Deterministic for a given seed when the budget is
 * a playout count. Only the search bot reads a clock (CLOCK_MONOTONIC, in src/ai), and only
 * when given a time budget. */
#ifndef TROUBADOUR_AI_H
#define TROUBADOUR_AI_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

typedef enum AiLevel {
    AI_RANDOM, /* uniformly random legal choices */
    AI_EASY,   /* greedy: the best immediate evaluation */
    AI_HARD,   /* Monte-Carlo search over determinisations, greedy playouts */
    AI_HARD1,  /* the first Hard, kept for the arena to measure the new one against (not
                * offered in the game) */
    AI_LEVEL_COUNT
} AiLevel;

/* What the game waits for. */
typedef enum AiDo {
    AI_DO_DRAW,    /* game_draw(g, -1) */
    AI_DO_PLACE,   /* game_place(g, &place) */
    AI_DO_DISCARD, /* game_discard(g): the tile fits nowhere */
    AI_DO_ACT,     /* game_act(g, &act) */
    AI_DO_TOKEN,   /* game_place_token(g, x, y) */
    AI_DO_REDEAL,  /* game_redeal(g, NULL, 0) */
    AI_DO_END      /* game_end(g) */
} AiDo;

typedef struct AiDecision {
    AiDo kind;
    int seat;        /* who decides: the current player, or the token player */
    Placement place; /* AI_DO_PLACE; turn_dir is set when the position holds a token */
    Action act;      /* AI_DO_ACT; with AI_DO_PLACE the action the bot has in mind for
                      * afterwards (a hint for the UI; asking again in PHASE_ACTION gives
                      * the decision) */
    int x, y;        /* AI_DO_TOKEN */
    long playouts;   /* search statistics (AI_HARD) */
    long memo_hits;  /* of the playouts, those answered from the memo (ai_hard.c) */
    double seconds;
} AiDecision;

typedef struct AiBudget {
    double seconds; /* > 0 and playouts <= 0: stop the search after this much time */
    long playouts;  /* > 0: this many playouts per decision (deterministic) */
} AiBudget;

/* Decides the next step of the game for the player who must act, in any phase. The budget
 * only matters for AI_HARD: budget_seconds of CLOCK_MONOTONIC time per decision (<= 0: a
 * fixed 300 playouts). Returns 0, or -1 when the game is over or memory ran out. */
int ai_decide(AiLevel level, const Game *g, uint64_t seed, double budget_seconds, AiDecision *out);

/* The same with an explicit budget (NULL: the default playout count). */
int ai_decide_budget(AiLevel level, const Game *g, uint64_t seed, const AiBudget *budget,
                     AiDecision *out);

/* The same with the budget's seconds counted on the calling thread's CPU clock
 * (cpu_clock 1) instead of CLOCK_MONOTONIC: a fair budget on a loaded machine (the arena's
 * --cpu-budget). */
int ai_decide_clock(AiLevel level, const Game *g, uint64_t seed, const AiBudget *budget,
                    int cpu_clock, AiDecision *out);
/* The same, stopping the search early once *cancel (NULL: never) is nonzero: a caller on
 * another thread gives the decision up (the answer is then still legal, only worse). */
int ai_decide_cancel(AiLevel level, const Game *g, uint64_t seed, const AiBudget *budget,
                     const atomic_int *cancel, AiDecision *out);
/* Both: the CPU clock and a cancel flag. */
int ai_decide_with(AiLevel level, const Game *g, uint64_t seed, const AiBudget *budget,
                   int cpu_clock, const atomic_int *cancel, AiDecision *out);

/* A bot's parameters changed from its level's, by name: the evaluation's weights (AiParams in
 * ai_board.h: beta, follower, field_city, ...) for every level but random, and the search's
 * (rank, keep, turns, plies, prior, win_bonus, sample, distinct of AiHardParams in ai_hard.h)
 * for hard and hard1. For the arena's trials (`--set`); the game never changes them. */
#define AI_MAX_OVERRIDES 32
typedef struct AiOverrides {
    int n;
    int knob[AI_MAX_OVERRIDES];
    double value[AI_MAX_OVERRIDES];
} AiOverrides;

/* Adds the comma-separated NAME=VALUE pairs of spec for a bot of `level` to *o (a name given
 * again replaces its value). Returns 0, or -1 with a message in err: an unknown name, a
 * search parameter for a bot that does not search, a value out of its range, too many. */
int ai_overrides_parse(AiOverrides *o, AiLevel level, const char *spec, char *err, size_t errsz);
/* Writes "name=value,..." (empty without overrides) into buf. */
void ai_overrides_format(const AiOverrides *o, char *buf, size_t size);

/* ai_decide_with with overrides (NULL: the level's own parameters). */
int ai_decide_tuned(AiLevel level, const Game *g, uint64_t seed, const AiBudget *budget,
                    int cpu_clock, const AiOverrides *ov, AiDecision *out);

/* Carries a decision out on g. Returns what the game action returns (0, or -1 with
 * game_error(g) set when the decision does not fit the state). */
int ai_apply(Game *g, const AiDecision *d);

/* "random", "easy", "hard", "hard1"; ai_level_parse returns -1 for an unknown name. */
const char *ai_level_name(AiLevel level);
int ai_level_parse(const char *name);

#endif
