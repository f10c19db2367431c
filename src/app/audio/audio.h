/* The game's sounds (issue 20): which effect goes with which event of the game, on top of the
 * player in src/sound/play.h. The scenes call these where something happens; this module knows
 * the rules core's events and actions, not the scenes. With TROUBADOUR_SOUND_LOG=FILE in the
 * environment every effect asked for is also written to FILE, one line each (`name intensity`),
 * for the scripted tests. Every function accepts NULL and then does nothing. */
#ifndef TROUBADOUR_AUDIO_H
#define TROUBADOUR_AUDIO_H

#include "game.h"
#include "settings.h"
#include "sfx.h"

typedef struct Audio Audio;

/* Opens the sound device with the files in datadir/sounds when that folder exists, else the
 * generated sounds, and applies the settings. NULL only when out of memory. */
Audio *audio_open(const char *datadir, const Settings *s);
/* Volumes, music and mute from the settings. */
void audio_apply(Audio *a, const Settings *s);
/* A sentence about a start-up problem (no sound device, a file replaced), once, else NULL. */
const char *audio_take_notice(Audio *a);
/* Plays one effect (and logs it). */
void audio_play(Audio *a, SfxId id, int intensity, unsigned variation);
/* A turn was confirmed with action act (NULL or ACT_NONE: no figure) and scored the events
 * [first, last) of g: the action's sound, then per event the completion, the chime (its
 * points), the figures going home, a privilege token turned. */
void audio_turn(Audio *a, const Game *g, const Action *act, int first, int last,
                unsigned variation);
/* Mute on/off; returns the new state. */
int audio_toggle_mute(Audio *a);
void audio_close(Audio *a);

#endif
