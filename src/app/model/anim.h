/* Scoring animations, advanced in fixed steps: a feature lights up (its tiles) and the points
 * rise from it to the scorer's line in the HUD. Positions are board coordinates; the drawing
 * code maps them to the screen each frame, so panning during an animation is fine. */
#ifndef TROUBADOUR_ANIM_H
#define TROUBADOUR_ANIM_H

#include "game.h"

#define ANIM_STEP_MS       10
#define ANIM_MAX_FLASH     24
#define ANIM_MAX_FLASH_POS 96
#define ANIM_MAX_POPUP     64
#define ANIM_MAX_SETTLE    8
#define ANIM_SETTLE_MS     260

typedef struct AnimFlash {
    int npos;
    Pos pos[ANIM_MAX_FLASH_POS];
    int kind; /* EV_* */
    int x, y; /* the event's tile (a turned privilege token's position) */
    int start_ms, dur_ms;
} AnimFlash;

typedef struct AnimPopup {
    float bx, by; /* board point it rises from */
    int seat;     /* HUD line it flies to */
    int points;
    int start_ms, dur_ms;
} AnimPopup;

/* A placement settling: a tile coming down onto its spot, a figure dropping onto its tile. */
enum { ANIM_TILE, ANIM_FIGURE };
typedef struct AnimSettle {
    int kind;      /* ANIM_TILE, ANIM_FIGURE */
    int x, y, seg; /* the tile; the figure's segment (-1 for a tile or the donkey) */
    int start_ms, dur_ms;
} AnimSettle;

typedef struct Anim {
    int clock_ms; /* advanced in ANIM_STEP_MS steps */
    int acc_ms;
    int speed_pct; /* 100 = normal */
    int nflash;
    AnimFlash flash[ANIM_MAX_FLASH];
    int npopup;
    AnimPopup popup[ANIM_MAX_POPUP];
    int nsettle;
    AnimSettle settle[ANIM_MAX_SETTLE];
} Anim;

void anim_init(Anim *a);
/* Queues the scoring events [first, last) of g: one after another. */
void anim_add_events(Anim *a, const Game *g, int first, int last);
/* Advances; returns 1 while something is still showing. */
int anim_update(Anim *a, int dt_ms);
int anim_active(const Anim *a);
/* 0..1 progress of an item, or -1 when it is not showing now. */
float anim_progress(const Anim *a, int start_ms, int dur_ms);
void anim_clear(Anim *a);
/* Starts a placement settling now (ANIM_SETTLE_MS); one per kind and place. */
void anim_add_settle(Anim *a, int kind, int x, int y, int seg);
/* 0..1 progress of the settling of that placement, or -1 when none is showing. */
float anim_settle_progress(const Anim *a, int kind, int x, int y, int seg);

#endif
