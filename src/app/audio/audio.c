#include "audio.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "play.h"

struct Audio {
    Sound *snd;
    FILE *log; /* TROUBADOUR_SOUND_LOG, or NULL */
};

Audio *audio_open(const char *datadir, const Settings *s)
{
    Audio *a = calloc(1, sizeof *a);
    if (!a) return NULL;
    char dir[4096];
    struct stat st;
    int have = datadir && snprintf(dir, sizeof dir, "%s/sounds", datadir) < (int)sizeof dir &&
               stat(dir, &st) == 0 && S_ISDIR(st.st_mode);
    a->snd = sound_open(have ? dir : NULL);
    const char *log = getenv("TROUBADOUR_SOUND_LOG");
    if (log && log[0]) {
        a->log = fopen(log, "w");
        if (!a->log) fprintf(stderr, _("troubadour: cannot write the sound log %s\n"), log);
    }
    audio_apply(a, s);
    return a;
}

void audio_apply(Audio *a, const Settings *s)
{
    if (!a || !s) return;
    for (int i = 0; i < SETTINGS_VOL_COUNT; i++)
        sound_set_volume(a->snd, (SoundVolume)i, s->volume[i]);
    sound_set_muted(a->snd, s->mute != 0);
    sound_set_music(a->snd, s->music != 0);
}

const char *audio_take_notice(Audio *a) { return a ? sound_take_notice(a->snd) : NULL; }

void audio_play(Audio *a, SfxId id, int intensity, unsigned variation)
{
    if (!a) return;
    sound_play(a->snd, id, intensity, variation);
    if (a->log) {
        fprintf(a->log, "%s %d\n", sfx_name(id), intensity);
        fflush(a->log);
    }
}

/* The most points one player got from the event (a tie scores in full for each). */
static int event_points(const Game *g, const ScoreEvent *e)
{
    const ScoreItem *items = game_event_items(g);
    int sum[GAME_MAX_PLAYERS] = {0}, best = 0;
    for (int i = 0; i < e->item_count; i++) {
        const ScoreItem *it = &items[e->item_first + i];
        if (it->player < 0 || it->player >= GAME_MAX_PLAYERS) continue;
        sum[it->player] += it->points;
        if (sum[it->player] > best) best = sum[it->player];
    }
    return best;
}

void audio_turn(Audio *a, const Game *g, const Action *act, int first, int last, unsigned variation)
{
    if (!a || !g) return;
    static const SfxId ACT_SFX[] = {SFX_COUNT, SFX_FOLLOWER_PLACED, SFX_WINDMILL, SFX_DONKEY,
                                    SFX_FIGURE_RETURNED};
    if (act && act->kind > ACT_NONE && act->kind <= ACT_RETURN)
        audio_play(a, ACT_SFX[act->kind], 0, variation);
    const ScoreEvent *ev = game_events(g);
    for (int i = first; i < last; i++) {
        const ScoreEvent *e = &ev[i];
        int pts = event_points(g, e);
        if (e->kind == EV_PRIVILEGE_TURN) {
            audio_play(a, SFX_TOKEN_TURNED, 0, variation + (unsigned)i);
        } else if (e->complete && !e->final && e->kind != EV_PRIVILEGE_PLACE) {
            audio_play(a, SFX_FEATURE_COMPLETED, 0, variation + (unsigned)i);
            if (pts > 0) audio_play(a, SFX_FIGURE_RETURNED, 0, variation + (unsigned)i);
        }
        if (pts > 0) audio_play(a, SFX_SCORE, pts, variation + (unsigned)i);
    }
}

int audio_toggle_mute(Audio *a) { return a ? sound_toggle_mute(a->snd) : 0; }

void audio_close(Audio *a)
{
    if (!a) return;
    sound_close(a->snd);
    if (a->log) fclose(a->log);
    free(a);
}
