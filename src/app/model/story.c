/* The game told in words (story.h). Every sentence is whole in the catalogue, with its
 * placeholders: the words are never glued from pieces. */
#include "story.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "tileset.h"

/* What a tile is called by its most important feature: a monastery, a city, a road, a field. */
enum { TK_MONASTERY, TK_CITY, TK_ROAD, TK_FIELD, TK_COUNT };

static int tile_kind(const Game *g, int tile)
{
    const Tileset *ts = game_tileset(g);
    if (!ts || tile < 0 || tile >= ts->ntiles) return TK_FIELD;
    const TileDef *t = &ts->tile[tile];
    if (t->monastery) return TK_MONASTERY;
    int road = 0;
    for (int i = 0; i < t->nseg; i++) {
        if (t->seg[i].kind == SEG_CITY) return TK_CITY;
        if (t->seg[i].kind == SEG_ROAD) road = 1;
    }
    return road ? TK_ROAD : TK_FIELD;
}

/* "%s places a ... tile" and the same with each action that names no feature. */
static const char *const PLACE[TK_COUNT][5] = {
    [TK_MONASTERY] = {N_("%s places a monastery tile"), NULL,
                      N_("%s places a monastery tile and builds the windmill"),
                      N_("%s places a monastery tile and moves the donkey"),
                      N_("%s places a monastery tile and takes a figure back")},
    [TK_CITY] = {N_("%s places a city tile"), NULL,
                 N_("%s places a city tile and builds the windmill"),
                 N_("%s places a city tile and moves the donkey"),
                 N_("%s places a city tile and takes a figure back")},
    [TK_ROAD] = {N_("%s places a road tile"), NULL,
                 N_("%s places a road tile and builds the windmill"),
                 N_("%s places a road tile and moves the donkey"),
                 N_("%s places a road tile and takes a figure back")},
    [TK_FIELD] = {N_("%s places a field tile"), NULL,
                  N_("%s places a field tile and builds the windmill"),
                  N_("%s places a field tile and moves the donkey"),
                  N_("%s places a field tile and takes a figure back")},
};

/* A follower, by the segment it stands on (SEG_*). */
static const char *const FOLLOWER[4] = {
    [SEG_ROAD] = N_("%s places a tile and a thief on its road"),
    [SEG_CITY] = N_("%s places a tile and a knight in its city"),
    [SEG_FIELD] = N_("%s places a tile and a farmer in its field"),
    [SEG_MONASTERY] = N_("%s places a tile and a monk in its monastery"),
};

static const char *name_of(const char *const *names, int seat)
{
    return seat >= 0 && seat < GAME_MAX_PLAYERS && names && names[seat] ? names[seat] : "?";
}

int story_move(const Game *g, int i, const char *const *names, char *out, size_t size)
{
    out[0] = '\0';
    if (i < 0 || i >= game_history_count(g)) return -1;
    const HistEntry *h = &game_history(g)[i];
    const char *who = name_of(names, h->player);
    switch (h->kind) {
    case H_MOVE: {
        const char *fmt = NULL;
        int k = h->act.kind;
        if (k == ACT_FOLLOWER) {
            const Tileset *ts = game_tileset(g);
            int seg = SEG_FIELD;
            if (ts && h->place.tile >= 0 && h->place.tile < ts->ntiles && h->act.seg >= 0 &&
                h->act.seg < ts->tile[h->place.tile].nseg)
                seg = ts->tile[h->place.tile].seg[h->act.seg].kind;
            fmt = FOLLOWER[seg < 4 ? seg : SEG_FIELD];
        } else {
            fmt = PLACE[tile_kind(g, h->place.tile)][k >= 0 && k <= ACT_RETURN ? k : ACT_NONE];
        }
        int n = snprintf(out, size, _(fmt), who);
        if (h->place.turn_dir >= 0 && n > 0 && (size_t)n < size) {
            /* a second whole sentence: the tile went on a privilege token and turned it */
            snprintf(out + n, size - (size_t)n, ". %s", _("A privilege token is turned over"));
        }
        return h->player;
    }
    case H_DISCARD:
        snprintf(out, size, _("%s draws a tile that fits nowhere: it is removed"), who);
        return h->player;
    case H_TOKEN: snprintf(out, size, _("%s places a privilege token"), who); return h->player;
    case H_REDEAL:
        snprintf(out, size, "%s", _("The turned privilege tokens are dealt again"));
        return -1;
    default: snprintf(out, size, "%s", _("The last tile is placed: final scoring")); return -1;
    }
}

int story_event_points(const Game *g, int e, int *per)
{
    memset(per, 0, sizeof(int) * GAME_MAX_PLAYERS);
    if (e < 0 || e >= game_event_count(g)) return 0;
    const ScoreEvent *ev = &game_events(g)[e];
    const ScoreItem *items = game_event_items(g);
    int sum = 0;
    for (int i = 0; i < ev->item_count; i++) {
        const ScoreItem *it = &items[ev->item_first + i];
        if (it->player < 0 || it->player >= GAME_MAX_PLAYERS) continue;
        per[it->player] += it->points;
        sum += it->points;
    }
    return sum;
}

/* By event kind: one scorer completing, one scorer at the end, several completing, several
 * at the end. */
static const char *const SCORED[EV_KIND_COUNT][4] = {
    [EV_ROAD] = {N_("%s's thief completes a road: %s"),
                 N_("%s's thief scores an unfinished road: %s"), N_("A road is completed: %s"),
                 N_("An unfinished road scores: %s")},
    [EV_CITY] = {N_("%s's knight completes a city: %s"),
                 N_("%s's knight scores an unfinished city: %s"), N_("A city is completed: %s"),
                 N_("An unfinished city scores: %s")},
    [EV_MONASTERY] = {N_("%s's monk completes a monastery: %s"),
                      N_("%s's monk scores an unfinished monastery: %s"),
                      N_("A monastery is completed: %s"), N_("An unfinished monastery scores: %s")},
    [EV_FIELD] = {N_("%s's farmer scores a field: %s"), N_("%s's farmer scores a field: %s"),
                  N_("A field scores: %s"), N_("A field scores: %s")},
    [EV_WINDMILL] = {N_("%s's windmill scores: %s"), N_("%s's windmill scores: %s"),
                     N_("A windmill scores: %s"), N_("A windmill scores: %s")},
    [EV_MARKET_BONUS] = {N_("%s gets the marketplace bonus: %s"),
                         N_("%s gets the marketplace bonus: %s"), N_("Marketplace bonus: %s"),
                         N_("Marketplace bonus: %s")},
    [EV_PRIVILEGE_TURN] = {N_("%s's privilege token is turned over: %s"),
                           N_("%s's privilege token is turned over: %s"),
                           N_("A privilege token is turned over: %s"),
                           N_("A privilege token is turned over: %s")},
    [EV_PRIVILEGE_PLACE] = {N_("%s places a privilege token: %s"),
                            N_("%s places a privilege token: %s"),
                            N_("A privilege token is placed: %s"),
                            N_("A privilege token is placed: %s")},
};

int story_event(const Game *g, int e, const char *const *names, char *out, size_t size)
{
    out[0] = '\0';
    if (e < 0 || e >= game_event_count(g)) return -1;
    const ScoreEvent *ev = &game_events(g)[e];
    int per[GAME_MAX_PLAYERS];
    story_event_points(g, e, per);
    /* who is in it: the seats with items (a 0-point privilege turn names its player) */
    int in[GAME_MAX_PLAYERS] = {0}, nin = 0, first = -1, first_scorer = -1;
    const ScoreItem *items = game_event_items(g);
    for (int i = 0; i < ev->item_count; i++) {
        int p = items[ev->item_first + i].player;
        if (p < 0 || p >= GAME_MAX_PLAYERS || in[p]) continue;
        in[p] = 1;
        nin++;
    }
    char list[200];
    size_t off = 0;
    list[0] = '\0';
    for (int p = 0; p < game_nplayers(g) && p < GAME_MAX_PLAYERS; p++) {
        if (!in[p]) continue;
        if (first < 0) first = p;
        if (per[p] > 0 && first_scorer < 0) first_scorer = p;
        int n = snprintf(list + off, sizeof list - off, "%s%s +%d", off ? ", " : "",
                         name_of(names, p), per[p]);
        if (n < 0 || (size_t)n >= sizeof list - off) break;
        off += (size_t)n;
    }
    int kind = ev->kind >= 0 && ev->kind < EV_KIND_COUNT ? ev->kind : EV_ROAD;
    int end = ev->final && !ev->complete;
    if (nin <= 1)
        snprintf(out, size, _(SCORED[kind][end]), name_of(names, first), list);
    else
        snprintf(out, size, _(SCORED[kind][2 + end]), list);
    return first_scorer;
}
