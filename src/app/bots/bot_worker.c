#include "bot_worker.h"

#include <SDL.h>
#include <stdlib.h>
#include <string.h>

enum { JOB_RUNNING, JOB_DONE, JOB_ABANDONED };

struct BotJob {
    SDL_atomic_t stage; /* JOB_*: whoever moves it off RUNNING decides who frees the job */
    const BotKind *kind;
    void *state;
    Game *game; /* the clone the thread owns */
    BotDecision d;
    int rc;
    uint32_t wake_event;
};

static void job_free(BotJob *j)
{
    game_free(j->game);
    free(j);
}

static void job_decide(BotJob *j)
{
    memset(&j->d, 0, sizeof j->d);
    j->d.act.kind = ACT_NONE;
    j->d.act.seg = -1;
    j->rc = j->kind->decide ? j->kind->decide(j->state, j->game, &j->d) : -1;
}

static int job_thread(void *arg)
{
    BotJob *j = arg;
    job_decide(j);
    uint32_t wake = j->wake_event;
    if (SDL_AtomicCAS(&j->stage, JOB_RUNNING, JOB_DONE)) {
        /* j belongs to the main thread from here on */
        if (wake) {
            SDL_Event e;
            memset(&e, 0, sizeof e);
            e.type = wake;
            SDL_PushEvent(&e);
        }
        return 0;
    }
    /* abandoned: nobody else will touch j */
    if (j->kind->destroy && j->state) j->kind->destroy(j->state);
    job_free(j);
    return 0;
}

BotJob *bot_job_start(const BotKind *k, void *state, const Game *g, uint32_t wake_event)
{
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
    SDL_AtomicSet(&j->stage, JOB_RUNNING);
    SDL_Thread *t = SDL_CreateThread(job_thread, "troubadour-bot", j);
    if (!t) {
        job_decide(j);
        SDL_AtomicSet(&j->stage, JOB_DONE);
        return j;
    }
    SDL_DetachThread(t);
    return j;
}

int bot_job_done(BotJob *j)
{
    return j && SDL_AtomicGet(&j->stage) == JOB_DONE;
}

int bot_job_finish(BotJob *j, BotDecision *out, void **state)
{
    if (!bot_job_done(j)) return -1;
    *out = j->d;
    *state = j->state;
    int rc = j->rc;
    job_free(j);
    return rc;
}

void bot_job_abandon(BotJob *j)
{
    if (!j) return;
    if (SDL_AtomicCAS(&j->stage, JOB_RUNNING, JOB_ABANDONED)) return; /* the thread frees it */
    if (j->kind->destroy && j->state) j->kind->destroy(j->state);
    job_free(j);
}
