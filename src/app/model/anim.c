#include "anim.h"

#include <string.h>

#define GAP_MS   420
#define FLASH_MS 1100
#define POPUP_MS 1300

void anim_init(Anim *a)
{
    memset(a, 0, sizeof *a);
    a->speed_pct = 100;
}

void anim_clear(Anim *a)
{
    int speed = a->speed_pct;
    anim_init(a);
    a->speed_pct = speed;
}

static int last_end(const Anim *a)
{
    int end = a->clock_ms;
    for (int i = 0; i < a->nflash; i++) {
        int e = a->flash[i].start_ms + GAP_MS;
        if (e > end) end = e;
    }
    return end;
}

void anim_add_events(Anim *a, const Game *g, int first, int last)
{
    const ScoreEvent *ev = game_events(g);
    const Pos *pos = game_event_positions(g);
    const ScoreItem *items = game_event_items(g);
    int t = last_end(a);
    for (int e = first; e < last; e++) {
        const ScoreEvent *s = &ev[e];
        int total = 0;
        for (int i = 0; i < s->item_count; i++) total += items[s->item_first + i].points;
        /* a turned token is shown even when nobody scores: its area is what it did */
        if (total == 0 && s->kind != EV_PRIVILEGE_PLACE && s->kind != EV_PRIVILEGE_TURN) continue;
        if (a->nflash < ANIM_MAX_FLASH) {
            AnimFlash *f = &a->flash[a->nflash++];
            f->npos = s->pos_count < ANIM_MAX_FLASH_POS ? s->pos_count : ANIM_MAX_FLASH_POS;
            memcpy(f->pos, &pos[s->pos_first], sizeof(Pos) * (size_t)f->npos);
            if (f->npos == 0) {
                f->npos = 1;
                f->pos[0].x = s->x;
                f->pos[0].y = s->y;
            }
            f->kind = s->kind;
            f->x = s->x;
            f->y = s->y;
            f->start_ms = t;
            f->dur_ms = FLASH_MS;
        }
        /* one popup per player and event, summing its items */
        int per[GAME_MAX_PLAYERS] = {0};
        for (int i = 0; i < s->item_count; i++) {
            const ScoreItem *it = &items[s->item_first + i];
            if (it->player >= 0 && it->player < GAME_MAX_PLAYERS) per[it->player] += it->points;
        }
        float bx = (float)s->x, by = (float)s->y;
        if (s->pos_count > 0) {
            float sx = 0, sy = 0;
            for (int i = 0; i < s->pos_count; i++) {
                sx += (float)pos[s->pos_first + i].x;
                sy += (float)pos[s->pos_first + i].y;
            }
            bx = sx / (float)s->pos_count;
            by = sy / (float)s->pos_count;
        }
        int k = 0;
        for (int p = 0; p < GAME_MAX_PLAYERS; p++) {
            if (!per[p] || a->npopup >= ANIM_MAX_POPUP) continue;
            AnimPopup *pp = &a->popup[a->npopup++];
            pp->bx = bx + 0.18f * (float)k;
            pp->by = by;
            pp->seat = p;
            pp->points = per[p];
            pp->start_ms = t + 150 + 60 * k;
            pp->dur_ms = POPUP_MS;
            k++;
        }
        t += GAP_MS;
    }
}

int anim_active(const Anim *a) { return a->nflash > 0 || a->npopup > 0 || a->nsettle > 0; }

void anim_add_settle(Anim *a, int kind, int x, int y, int seg)
{
    int i = 0;
    while (i < a->nsettle && !(a->settle[i].kind == kind && a->settle[i].x == x &&
                               a->settle[i].y == y && a->settle[i].seg == seg))
        i++;
    if (i == a->nsettle) {
        if (a->nsettle == ANIM_MAX_SETTLE) return;
        a->nsettle++;
    }
    a->settle[i] = (AnimSettle){kind, x, y, seg, a->clock_ms, ANIM_SETTLE_MS};
}

float anim_settle_progress(const Anim *a, int kind, int x, int y, int seg)
{
    for (int i = 0; i < a->nsettle; i++) {
        const AnimSettle *s = &a->settle[i];
        if (s->kind == kind && s->x == x && s->y == y && s->seg == seg)
            return anim_progress(a, s->start_ms, s->dur_ms);
    }
    return -1;
}

float anim_progress(const Anim *a, int start_ms, int dur_ms)
{
    if (a->clock_ms < start_ms || a->clock_ms >= start_ms + dur_ms) return -1;
    return (float)(a->clock_ms - start_ms) / (float)dur_ms;
}

int anim_update(Anim *a, int dt_ms)
{
    if (!anim_active(a)) {
        a->acc_ms = 0;
        return 0;
    }
    a->acc_ms += dt_ms * a->speed_pct / 100;
    if (a->acc_ms > 500) a->acc_ms = 500;
    while (a->acc_ms >= ANIM_STEP_MS) {
        a->acc_ms -= ANIM_STEP_MS;
        a->clock_ms += ANIM_STEP_MS;
    }
    /* drop what has finished */
    int n = 0;
    for (int i = 0; i < a->nflash; i++)
        if (a->clock_ms < a->flash[i].start_ms + a->flash[i].dur_ms) a->flash[n++] = a->flash[i];
    a->nflash = n;
    n = 0;
    for (int i = 0; i < a->npopup; i++)
        if (a->clock_ms < a->popup[i].start_ms + a->popup[i].dur_ms) a->popup[n++] = a->popup[i];
    a->npopup = n;
    n = 0;
    for (int i = 0; i < a->nsettle; i++)
        if (a->clock_ms < a->settle[i].start_ms + a->settle[i].dur_ms)
            a->settle[n++] = a->settle[i];
    a->nsettle = n;
    if (!anim_active(a)) a->clock_ms = 0;
    return anim_active(a);
}
