/* The game's sound player (play.h). Channel 0 is kept for the music loop (a chunk looped by
 * the mixer, sample-exact, so the loop's seamless join stays seamless); the effects share the
 * others. */
#include "play.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <stdio.h>
#include <stdlib.h>

#include "wav.h"

#define CHANNELS      16
#define MUSIC_CHANNEL 0
#define MAX_BANK      64
#define EFFECTS_GROUP 1

struct Sound {
    bool silent, muted, music_on;
    int volume[SOUND_VOLUME_COUNT];
    size_t count;
    Mix_Chunk *chunk[MAX_BANK];
    Mix_Chunk *music;
    bool notice_taken;
    char notice[512];
};

/* A rendered sound as a mixer chunk (converted by SDL_mixer to the device's format). */
static Mix_Chunk *chunk_from(SynthBuf *buf)
{
    size_t len = 0;
    unsigned char *wav = wav_encode(buf, &len);
    synth_buf_free(buf);
    if (!wav) return NULL;
    Mix_Chunk *c = Mix_LoadWAV_RW(SDL_RWFromConstMem(wav, (int)len), 1);
    free(wav);
    return c;
}

static Mix_Chunk *generate(const SfxBankEntry *e)
{
    SynthBuf buf;
    if (sfx_render(e->id, e->param, e->seed, SFX_RATE, &buf) != 0) return NULL;
    return chunk_from(&buf);
}

static int mix_volume(const Sound *s, SoundVolume which)
{
    if (s->muted) return 0;
    return s->volume[SOUND_MASTER] * s->volume[which] * MIX_MAX_VOLUME / 10000;
}

/* Sets the channels' volumes; an effect's own level (a tile tap's) is set again when it
 * starts, so a change reaches the effects already sounding at their plain level. */
static void apply_volumes(const Sound *s)
{
    if (s->silent) return;
    for (int c = 0; c < CHANNELS; c++)
        if (c != MUSIC_CHANNEL) Mix_Volume(c, mix_volume(s, SOUND_EFFECTS));
    Mix_Volume(MUSIC_CHANNEL, mix_volume(s, SOUND_MUSIC));
}

Sound *sound_open(const char *dir)
{
    Sound *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    for (int i = 0; i < SOUND_VOLUME_COUNT; i++) s->volume[i] = 100;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        snprintf(s->notice, sizeof s->notice, "No sound device (%s): playing silently.",
                 SDL_GetError());
        s->silent = true;
        return s;
    }
    /* mono: the effects are mono and not panned, and mono chunks take half the memory (the
     * bank is about 2 MB); SDL makes stereo for the hardware */
    if (Mix_OpenAudio(SFX_RATE, AUDIO_S16SYS, 1, 1024) != 0) {
        snprintf(s->notice, sizeof s->notice, "No sound device (%s): playing silently.",
                 Mix_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        s->silent = true;
        return s;
    }
    Mix_AllocateChannels(CHANNELS);
    Mix_ReserveChannels(1);
    Mix_GroupChannels(MUSIC_CHANNEL + 1, CHANNELS - 1, EFFECTS_GROUP);
    size_t count;
    const SfxBankEntry *bank = sfx_bank(&count);
    s->count = count < MAX_BANK ? count : MAX_BANK;
    int replaced = 0;
    const char *first_bad = NULL;
    for (size_t i = 0; i < s->count; i++) {
        if (dir) {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", dir, bank[i].file);
            s->chunk[i] = Mix_LoadWAV(path);
            if (s->chunk[i]) continue;
            if (!first_bad) first_bad = bank[i].file;
            replaced++;
        }
        /* a sound that cannot be made is left out: sound_play skips it */
        s->chunk[i] = generate(&bank[i]);
    }
    if (replaced)
        snprintf(s->notice, sizeof s->notice,
                 "%d sound file%s missing or unreadable in %s (first: %s); using the built-in "
                 "sounds.",
                 replaced, replaced == 1 ? "" : "s", dir, first_bad);
    apply_volumes(s);
    return s;
}

bool sound_silent(const Sound *s) { return !s || s->silent; }

const char *sound_take_notice(Sound *s)
{
    if (!s || s->notice_taken || !s->notice[0]) return NULL;
    s->notice_taken = true;
    return s->notice;
}

void sound_play(Sound *s, SfxId id, int intensity, unsigned variation)
{
    if (!s || s->silent || s->muted) return;
    size_t i = sfx_bank_pick(id, intensity, variation);
    if (i >= s->count || !s->chunk[i]) return;
    /* every channel busy: the effect is dropped, which at a table is the right thing */
    int ch = Mix_GroupAvailable(EFFECTS_GROUP);
    if (ch < 0) return;
    /* the tile taps also vary in level, by up to 1.5 dB, on top of their four variants */
    static const int level[4] = {100, 94, 89, 84};
    int v = mix_volume(s, SOUND_EFFECTS);
    if (id == SFX_TILE_PLACED) v = v * level[(variation / 4) % 4] / 100;
    Mix_Volume(ch, v);
    Mix_PlayChannel(ch, s->chunk[i], 0);
}

void sound_set_volume(Sound *s, SoundVolume which, int percent)
{
    if (!s || (unsigned)which >= SOUND_VOLUME_COUNT) return;
    s->volume[which] = percent < 0 ? 0 : percent > 100 ? 100 : percent;
    apply_volumes(s);
}

int sound_volume(const Sound *s, SoundVolume which)
{
    if (!s || (unsigned)which >= SOUND_VOLUME_COUNT) return 0;
    return s->volume[which];
}

bool sound_set_muted(Sound *s, bool muted)
{
    if (!s) return false;
    s->muted = muted;
    apply_volumes(s);
    return s->muted;
}

bool sound_toggle_mute(Sound *s) { return s ? sound_set_muted(s, !s->muted) : false; }

bool sound_muted(const Sound *s) { return s && s->muted; }

void sound_set_music(Sound *s, bool on)
{
    if (!s || s->music_on == on) return;
    s->music_on = on;
    if (s->silent) return;
    if (!on) {
        Mix_HaltChannel(MUSIC_CHANNEL);
        return;
    }
    if (!s->music) {
        SynthBuf buf;
        if (sfx_render_music(SFX_RATE, &buf) == 0) s->music = chunk_from(&buf);
    }
    if (s->music) Mix_PlayChannel(MUSIC_CHANNEL, s->music, -1);
}

bool sound_music_on(const Sound *s) { return s && s->music_on; }

bool sound_busy(const Sound *s)
{
    if (!s || s->silent) return false;
    for (int c = 0; c < CHANNELS; c++)
        if (c != MUSIC_CHANNEL && Mix_Playing(c)) return true;
    return false;
}

void sound_close(Sound *s)
{
    if (!s) return;
    if (!s->silent) {
        Mix_HaltChannel(-1);
        for (size_t i = 0; i < s->count; i++) Mix_FreeChunk(s->chunk[i]);
        Mix_FreeChunk(s->music);
        Mix_CloseAudio();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    free(s);
}
