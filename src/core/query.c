/* Read-only questions about a game: the public view a UI, a record writer or a bot reads. */
#include "game_internal.h"

#include <string.h>

const Tileset *game_tileset(const Game *g) { return g->ts; }
const GameSetup *game_setup(const Game *g) { return &g->setup; }
GamePhase game_phase(const Game *g) { return g->phase; }
int game_nplayers(const Game *g) { return g->setup.nplayers; }
int game_colour(const Game *g, int seat) { return g->setup.colour[seat]; }
const char *game_player_name(const Game *g, int seat)
{
    return g->setup.name[seat][0] ? g->setup.name[seat] : game_colour_name(g->setup.colour[seat]);
}
int game_current_player(const Game *g) { return g->cur; }
int game_turn(const Game *g) { return g->turn; }
int game_current_tile(const Game *g) { return g->phase == PHASE_PLACE ? g->tile : -1; }
int game_tiles_left(const Game *g) { return g->pile_len - g->pile_pos; }
int game_pile_count(const Game *g, int tile)
{
    int n = 0;
    for (int i = g->pile_pos; i < g->pile_len; i++) n += g->pile[i] == tile;
    return n;
}
void game_pile_counts(const Game *g, int *out, int n)
{
    for (int t = 0; t < n; t++) out[t] = 0;
    for (int i = g->pile_pos; i < g->pile_len; i++)
        if (g->pile[i] < n) out[g->pile[i]]++;
}
unsigned game_expansions(const Game *g) { return g->setup.expansions; }
int game_flower(const Game *g, int seat)
{
    return g_on(g, WITHOUT_FLOWERS) ? g->setup.flower[seat] : -1;
}
unsigned game_without(const Game *g) { return g->setup.without; }
int game_element_on(const Game *g, unsigned element) { return g_on(g, element); }
const char *game_error(const Game *g) { return g->err; }

int game_placed_count(const Game *g) { return g->nplaced; }
void game_placed(const Game *g, int i, int *tile, int *x, int *y, int *rot)
{
    const Placed *p = &g->placed[i];
    if (tile) *tile = p->tile;
    if (x) *x = p->x;
    if (y) *y = p->y;
    if (rot) *rot = p->rot;
}
int game_tile_at(const Game *g, int x, int y) { return g_slot_at(g, x, y); }
void game_donkey(const Game *g, int *x, int *y)
{
    *x = g->donkey >= 0 ? g->placed[g->donkey].x : -1;
    *y = g->donkey >= 0 ? g->placed[g->donkey].y : -1;
}
int game_figure_count(const Game *g) { return g->setup.nplayers * FIGS_PER_PLAYER; }
void game_figure(const Game *g, int i, FigureView *out)
{
    int seat = i / FIGS_PER_PLAYER, k = i % FIGS_PER_PLAYER;
    const Figure *f = &g->fig[seat][k];
    out->owner = seat;
    out->kind = k == GAME_FOLLOWERS_PER_PLAYER ? FIG_WINDMILL : FIG_FOLLOWER;
    out->on_board = f->slot != NO_SLOT;
    out->x = out->y = out->seg = out->seg_kind = -1;
    if (out->on_board) {
        out->x = g->placed[f->slot].x;
        out->y = g->placed[f->slot].y;
        out->seg = g->seg[f->seg].idx;
        out->seg_kind = g->seg[f->seg].kind;
    }
}
int game_supply(const Game *g, int seat, int kind)
{
    if (kind == FIG_WINDMILL)
        return g_on(g, WITHOUT_WINDMILLS) &&
               g->fig[seat][GAME_FOLLOWERS_PER_PLAYER].slot == NO_SLOT;
    int n = 0;
    for (int k = 0; k < GAME_FOLLOWERS_PER_PLAYER; k++) n += g->fig[seat][k].slot == NO_SLOT;
    return n;
}

int game_feature(const Game *g, int x, int y, int seg, FeatureView *out, Pos *pos, int max)
{
    int s = g_slot_at(g, x, y);
    if (s < 0) return -1;
    const Placed *pl = &g->placed[s];
    if (seg < 0 || seg >= g->ts->tile[pl->tile].nseg) return -1;
    int r = g_find(g, pl->seg0 + seg);
    const Seg *rs = &g->seg[r];
    memset(out, 0, sizeof *out);
    out->kind = rs->kind;
    out->scored = rs->scored;
    out->open_ends = rs->open;
    out->pennants = rs->pennants;
    for (int p = 0; p < GAME_MAX_PLAYERS; p++) out->followers[p] = rs->followers[p];
    if (rs->kind == SEG_MONASTERY) {
        int n = 0;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++)
                if (g_slot_at(g, x + dx, y + dy) >= 0) {
                    if (pos && n < max) pos[n] = (Pos){x + dx, y + dy};
                    n++;
                }
        out->tiles = 1;
        out->complete = n == 9;
        out->npos = n < max ? n : max;
        return 0;
    }
    uint8_t seen[GAME_MAX_PLACED] = {0};
    out->tiles = g_feature_tiles(g, r, seen, pos, max);
    out->npos = out->tiles < max ? out->tiles : max;
    if (rs->kind == SEG_CITY) out->complete = rs->open == 0;
    if (rs->kind == SEG_ROAD) {
        out->complete = rs->open == 0;
        for (int m = 0; m < g->nmarkets && out->complete; m++)
            if ((rs->markets & (1u << m)) && !score_network_complete(g, m)) out->complete = 0;
    }
    return 0;
}

int game_feature_id(const Game *g, int x, int y, int seg)
{
    int s = g_slot_at(g, x, y);
    if (s < 0 || seg < 0 || seg >= g->ts->tile[g->placed[s].tile].nseg) return -1;
    return g_find(g, g->placed[s].seg0 + seg);
}

int game_same_feature(const Game *g, int x1, int y1, int s1, int x2, int y2, int s2)
{
    int a = g_slot_at(g, x1, y1), b = g_slot_at(g, x2, y2);
    if (a < 0 || b < 0) return 0;
    return g_find(g, g->placed[a].seg0 + s1) == g_find(g, g->placed[b].seg0 + s2);
}

int game_score(const Game *g, int seat) { return g->score[seat]; }
int game_score_part(const Game *g, int seat, int category, int part)
{
    if (part == 2) return g->part[seat][category][0] + g->part[seat][category][1];
    return g->part[seat][category][part];
}
int game_event_count(const Game *g) { return g->nev; }
const ScoreEvent *game_events(const Game *g) { return g->ev; }
const Pos *game_event_positions(const Game *g) { return g->evpos; }
const ScoreItem *game_event_items(const Game *g) { return g->items; }

Game *game_projected(const Game *g)
{
    Game *c = game_clone(g);
    if (c && c->phase != PHASE_OVER) score_final(c);
    return c;
}

void game_projected_scores(const Game *g, int *out)
{
    Game *c = game_projected(g);
    if (!c) {
        for (int p = 0; p < g->setup.nplayers; p++) out[p] = g->score[p];
        return;
    }
    for (int p = 0; p < g->setup.nplayers; p++) out[p] = c->score[p];
    game_free(c);
}

int game_history_count(const Game *g) { return g->nhist; }
const HistEntry *game_history(const Game *g) { return g->hist; }

int game_deck(const Game *g, uint8_t *out, int max)
{
    for (int i = 0; i < g->pile_len && i < max; i++) out[i] = g->pile[i];
    return g->pile_len;
}

int game_has_free_draw(const Game *g) { return !g->ordered; }

int game_open_count(const Game *g) { return g->nopen; }
