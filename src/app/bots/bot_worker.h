/* A bot's decision made on a worker thread, so that the window stays responsive. The job
 * works on its own game_clone and borrows the bot's state until it is collected; the thread
 * calls nothing of SDL but its thread functions and SDL_PushEvent (never rendering); the
 * hand-off is C11 atomics (<stdatomic.h>), visible to ThreadSanitizer. */
#ifndef TROUBADOUR_BOT_WORKER_H
#define TROUBADOUR_BOT_WORKER_H

#include <stdint.h>

#include "bot.h"

typedef struct BotJob BotJob;

/* Starts k->decide(state, clone of g) on a thread; the job holds state until
 * bot_job_finish or bot_job_abandon. When wake_event is nonzero an SDL event of that type is
 * pushed when the decision is ready (wakes an idle main loop). Without a thread the decision
 * is made at once. NULL when out of memory (state is then still the caller's). */
BotJob *bot_job_start(const BotKind *k, void *state, const Game *g, uint32_t wake_event);
/* Whether the decision is ready. */
int bot_job_done(BotJob *j);
/* Once done: the decision (returns what decide returned) and the state handed back; frees j. */
int bot_job_finish(BotJob *j, BotDecision *out, void **state);
/* Gives the job up (leaving the scene, quitting) without waiting: the decision is asked to
 * stop (the cancel flag decide gets); a finished job is freed now, a running one is kept on a
 * list and freed (clone, state through k->destroy) once its thread ended: by the next
 * bot_job_start, or by bot_workers_stop. Main thread only, like every call here. */
void bot_job_abandon(BotJob *j);
/* The given-up jobs still thinking (those done are freed first). */
int bot_workers_pending(void);
/* Cancels and joins every given-up job: call before freeing what a job's game reads (the
 * tile set), at shutdown. */
void bot_workers_stop(void);

#endif
