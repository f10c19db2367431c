/* The game's sound player (issue 20), on SDL2_mixer: the bank of effects (sfx.h) generated at
 * start-up or loaded from files that troubadour-sounds wrote, played on request; volumes,
 * mute and the music loop. Without a sound device everything still works, silently. Knows
 * nothing of the game's scenes: the game calls sound_play where something happens. */
#ifndef TROUBADOUR_PLAY_H
#define TROUBADOUR_PLAY_H

#include <stdbool.h>

#include "sfx.h"

typedef struct Sound Sound;

typedef enum SoundVolume {
    SOUND_MASTER,
    SOUND_EFFECTS,
    SOUND_MUSIC,
    SOUND_VOLUME_COUNT
} SoundVolume;

/* Opens the sound device and prepares every effect: read from dir (a folder written by
 * troubadour-sounds) when dir is not NULL, else generated; any file missing or broken is
 * generated instead. Initialises SDL's audio subsystem itself. Returns NULL only when out of
 * memory; every function below accepts NULL and then does nothing. Without a device the
 * returned player is silent (sound_silent) and sound_take_notice says why. Volumes start at
 * 100 %, unmuted, music off. */
Sound *sound_open(const char *dir);

/* True when no sound device could be opened: nothing will be heard. */
bool sound_silent(const Sound *s);
/* A sentence for the player about a problem at start-up (no device; files replaced by the
 * built-in sounds), the first time it is asked, then NULL. */
const char *sound_take_notice(Sound *s);

/* Plays an effect. intensity: the points for SFX_SCORE (the chime grows with them), the step
 * for SFX_FINAL_STEP; variation: any number, picks among an effect's variants and, for the
 * tile taps, a level up to 1.5 dB lower (pass a cosmetic random number; 0 is the plain one). */
void sound_play(Sound *s, SfxId id, int intensity, unsigned variation);

/* Volumes in percent (0..100, clamped); the effects and the music are each scaled by the
 * master volume. */
void sound_set_volume(Sound *s, SoundVolume which, int percent);
int sound_volume(const Sound *s, SoundVolume which);
/* Mute silences everything without changing the volumes. Returns the new state. */
bool sound_set_muted(Sound *s, bool muted);
bool sound_toggle_mute(Sound *s);
bool sound_muted(const Sound *s);

/* Starts or stops the music loop (generated when first started). */
void sound_set_music(Sound *s, bool on);
bool sound_music_on(const Sound *s);

/* True while an effect is still sounding. */
bool sound_busy(const Sound *s);

/* Stops everything, frees the sounds, closes the device. */
void sound_close(Sound *s);

#endif
