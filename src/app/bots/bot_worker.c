#include "bot_worker.h"

#include <SDL.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

enum { JOB_RUNNING, JOB_DONE };

struct BotJob {
    atomic_int stage;  /* JOB_*: the thread's release store publishes d and rc */
    atomic_int cancel; /* set by bot_job_abandon: the search stops at its next check */
    const BotKind *kind;
    void *state;
    Game *game; /* the clone the thread reads; it points into the caller's tile set */
    BotDecision d;
    int rc;
    uint32_t wake_event;
    SDL_Thread *thread; /* NULL when the decision was made without one */
    BotJob *next;       /* in the list of given-up jobs */
};

/* Jobs given up while their thread ran: only the main thread touches this list (abandon,
 * reap, stop), so it needs no lock; each is joined before anything it reads is freed. */
static BotJob *abandoned;

static void job_free(BotJob *j)
{
    if (j->thread) SDL_WaitThread(j->thread, NULL);
    if (j->kind->destroy && j->state) j->kind->destroy(j->state);
    game_free(j->game);
    free(j);
}

static void job_decide(BotJob *j)
{
    memset(&j->d, 0, sizeof j->d);
    j->d.act.kind = ACT_NONE;
    j->d.act.seg = -1;
    j->rc = j->kind->decide ? j->kind->decide(j->state, j->game, &j->cancel, &j->d) : -1;
}

static int job_thread(void *arg)
{
    BotJob *j = arg;
    job_decide(j);
    uint32_t wake = j->wake_event;
    int given_up = atomic_load(&j->cancel);
    atomic_store_explicit(&j->stage, JOB_DONE, memory_order_release);
    /* from here on the thread touches nothing of j: the main thread may free it */
    if (wake && !given_up) {
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = wake;
        SDL_PushEvent(&e);
    }
    return 0;
}

/* Frees the given-up jobs whose thread has ended (never waits for one still thinking). */
static void reap(void)
{
    BotJob **p = &abandoned;
    while (*p) {
        BotJob *j = *p;
        if (atomic_load_explicit(&j->stage, memory_order_acquire) == JOB_DONE) {
            *p = j->next;
            job_free(j);
        } else {
            p = &j->next;
        }
    }
}

BotJob *bot_job_start(const BotKind *k, void *state, const Game *g, uint32_t wake_event)
{
    reap();
    BotJob *j = calloc(1, sizeof *j);
    if (!j) return NULL;
    j->kind = k;
    j->state = state;
    j->wake_event = wake_event;
    j->game = game_clone(g);
    if (!j->game) {
        free(j);
        return NULL;
    }
    atomic_init(&j->stage, JOB_RUNNING);
    atomic_init(&j->cancel, 0);
    j->thread = SDL_CreateThread(job_thread, "troubadour-bot", j);
    if (!j->thread) {
        job_decide(j);
        atomic_store(&j->stage, JOB_DONE);
    }
    return j;
}

int bot_job_done(BotJob *j)
{
    return j && atomic_load_explicit(&j->stage, memory_order_acquire) == JOB_DONE;
}

int bot_job_finish(BotJob *j, BotDecision *out, void **state)
{
    if (!bot_job_done(j)) return -1;
    *out = j->d;
    *state = j->state;
    int rc = j->rc;
    j->state = NULL; /* the caller's again */
    job_free(j);
    return rc;
}

void bot_job_abandon(BotJob *j)
{
    if (!j) return;
    atomic_store(&j->cancel, 1);
    if (bot_job_done(j)) {
        job_free(j);
        return;
    }
    j->next = abandoned;
    abandoned = j;
}

int bot_workers_pending(void)
{
    reap();
    int n = 0;
    for (BotJob *j = abandoned; j; j = j->next) n++;
    return n;
}

void bot_workers_stop(void)
{
    while (abandoned) {
        BotJob *j = abandoned;
        abandoned = j->next;
        atomic_store(&j->cancel, 1);
        job_free(j); /* joins: the search polls the cancel flag, so this is short */
    }
}
