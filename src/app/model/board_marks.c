#include "board_marks.h"

#include <string.h>

#include "edge.h"

void marks_last_moves(const Game *g, LastMove *out)
{
    int n = game_nplayers(g);
    memset(out, 0, sizeof *out * (size_t)n);
    for (int p = 0; p < n; p++) out[p].history_index = -1;
    const HistEntry *h = game_history(g);
    for (int i = 0; i < game_history_count(g); i++) {
        const HistEntry *e = &h[i];
        if (e->player < 0 || e->player >= n) continue;
        LastMove *m = &out[e->player];
        if (e->kind == H_MOVE || e->kind == H_DISCARD) {
            /* a new turn of this player: what it did before is no longer its last move */
            memset(m, 0, sizeof *m);
            m->history_index = i;
            m->act.kind = ACT_NONE;
            if (e->kind == H_MOVE) {
                m->has_tile = 1;
                m->tile_x = e->place.x;
                m->tile_y = e->place.y;
                m->turned = e->place.turn_dir >= 0;
                m->act = e->act;
            }
        } else if (e->kind == H_TOKEN) {
            if (m->ntokens < 2) {
                m->token[m->ntokens].x = e->x;
                m->token[m->ntokens].y = e->y;
            } else {
                m->token[1].x = e->x;
                m->token[1].y = e->y;
            }
            if (m->ntokens < 2) m->ntokens++;
        }
    }
}

/* The donkey's refusals are the core's sentences ending so (core/donkey.c). */
static int is_donkey_reason(const char *why) { return why && strstr(why, "the donkey stands on"); }

int marks_donkey_blocked(const Game *g, BlockedSpot *out, int max)
{
    if (game_phase(g) != PHASE_PLACE || game_current_tile(g) < 0) return 0;
    int dx, dy;
    game_donkey(g, &dx, &dy);
    if (game_tile_at(g, dx, dy) < 0) return 0;
    int tile = game_current_tile(g), n = 0;
    for (int i = 0; i < game_placed_count(g) && n < max; i++) {
        int t, x, y, r;
        game_placed(g, i, &t, &x, &y, &r);
        for (int d = 0; d < 4 && n < max; d++) {
            int px = x + edge_dx[d], py = y + edge_dy[d];
            if (game_tile_at(g, px, py) >= 0) continue;
            int seen = 0;
            for (int k = 0; k < n; k++) seen |= out[k].x == px && out[k].y == py;
            if (seen) continue;
            int legal = 0;
            const char *why = NULL;
            for (int rot = 0; rot < 4 && !legal; rot++) {
                Placement p = {tile, px, py, rot, game_token_at(g, px, py) ? 0 : -1};
                const char *w = game_check_placement(g, &p);
                if (!w)
                    legal = 1;
                else if (is_donkey_reason(w))
                    why = w;
            }
            if (legal || !why) continue;
            out[n].x = px;
            out[n].y = py;
            out[n].why = why;
            n++;
        }
    }
    return n;
}
