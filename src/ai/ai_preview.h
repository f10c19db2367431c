/* Previews a tile placement on an AiBoard without touching the game: the features it would
 * merge, extend or close, the monasteries it would surround, the completion chances around
 * it. Approximate (a tile met twice by one merged feature counts twice) and fast, so a bot
 * can weigh every placement; undone exactly. */
#ifndef TROUBADOUR_AI_PREVIEW_H
#define TROUBADOUR_AI_PREVIEW_H

#include "ai_board.h"

#define AI_UNDO_MAX 128

typedef struct AiUndo {
    int nf, nborder, nsaved;
    int16_t idx[AI_UNDO_MAX];
    AiFeat saved[AI_UNDO_MAX];
} AiUndo;

/* Puts tile at x,y rotation rot onto the board's features (slot b->nslot); afterwards
 * ai_board_feature(b, b->nslot, seg) names the feature of each of its segments. */
void ai_preview(AiBoard *b, AiUndo *u, int tile, int x, int y, int rot);
void ai_preview_undo(AiBoard *b, const AiUndo *u);

/* ai_board_eval during a preview, from the build's cached values and what the preview
 * changed (fast). */
void ai_preview_eval(AiBoard *b, const AiUndo *u, double *v);

#endif
