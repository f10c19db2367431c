/* The game's sound effects and music, synthesised (issue 20): what each one is, how to render
 * it, and the bank of rendered variants that the game loads and `troubadour-sounds` writes.
 * Pure C11 and libm. */
#ifndef TROUBADOUR_SFX_H
#define TROUBADOUR_SFX_H

#include <stddef.h>
#include <stdint.h>

#include "synth.h"

typedef enum SfxId {
    SFX_TILE_PLACED,       /* a wooden tap; the seed varies it */
    SFX_ROTATE,            /* the tile in hand turned a quarter */
    SFX_FOLLOWER_PLACED,   /* a wooden figure set down */
    SFX_FIGURE_RETURNED,   /* a figure goes back to its owner */
    SFX_FEATURE_COMPLETED, /* a road, city or monastery finished */
    SFX_SCORE,             /* a chime; param = the points, the chime grows with them */
    SFX_WINDMILL,          /* Village Life: the windmill's sails turn */
    SFX_DONKEY,            /* Village Life: the donkey moved (hooves) */
    SFX_TOKEN_PLACED,      /* Royal Privileges: a token laid down */
    SFX_TOKEN_TURNED,      /* Royal Privileges: a token turned face up */
    SFX_YOUR_TURN,         /* hot-seat and online: your move */
    SFX_REFUSED,           /* an action the rules do not allow */
    SFX_FINAL_STEP,        /* one step of the final scoring; param = the step (0, 1, ...) */
    SFX_FANFARE,           /* the winner */
    SFX_COUNT
} SfxId;

/* Rendering rate of the game's sounds. */
#define SFX_RATE 44100
/* Every effect's level (RMS over its length) and the peak no effect exceeds, in dBFS. */
#define SFX_RMS_DB  (-20.0)
#define SFX_PEAK_DB (-1.5)
/* Longest effect, in seconds, and the fanfare's limit. */
#define SFX_MAX_SECONDS         1.5
#define SFX_FANFARE_MAX_SECONDS 4.0
/* The music loop: its length in seconds and its level (quieter than the effects). */
#define SFX_MUSIC_SECONDS 20.0
#define SFX_MUSIC_RMS_DB  (-30.0)

/* A short lower-case name ("tile-placed"). */
const char *sfx_name(SfxId id);

/* Renders one effect at rate into out (allocated; synth_buf_free it): faded at both ends,
 * levelled to SFX_RMS_DB with peaks at most SFX_PEAK_DB. param as documented per effect (others
 * ignore it); seed varies the effect a little (the tile tap most). Returns 0, or -1 when out of
 * memory or id is not an effect. */
int sfx_render(SfxId id, int param, uint32_t seed, int rate, SynthBuf *out);

/* Renders the music: SFX_MUSIC_SECONDS of quiet lute and drone that loops without a seam (the
 * sample after the last is the first). Returns 0 or -1 (out of memory). */
int sfx_render_music(int rate, SynthBuf *out);

/* The bank: the fixed set of rendered sounds the game holds, one file each. */
typedef struct SfxBankEntry {
    SfxId id;
    int param;
    uint32_t seed;
    const char *file; /* "tile-placed-1.wav" */
} SfxBankEntry;

/* The bank's entries (static storage) and their count. */
const SfxBankEntry *sfx_bank(size_t *count);
/* The music loop's file name. */
#define SFX_MUSIC_FILE "music-loop.wav"

/* The bank entry to play for an effect: intensity is the points for SFX_SCORE and the step for
 * SFX_FINAL_STEP; variation picks among an effect's variants (the tile taps). Always a valid
 * index for a valid id; (size_t)-1 otherwise. */
size_t sfx_bank_pick(SfxId id, int intensity, unsigned variation);

#endif
