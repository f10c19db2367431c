#include "final_table.h"
#include "i18n.h"

#include <stdio.h>
#include <string.h>

static int shown_category(unsigned exp, int c)
{
    if (c == CAT_FIELDS) return (exp & EXP_FARMERS) != 0;
    if (c == CAT_FLOWERS || c == CAT_WINDMILLS || c == CAT_MARKETPLACE)
        return (exp & EXP_VILLAGE) != 0;
    if (c == CAT_PRIVILEGES) return (exp & EXP_PRIVILEGES) != 0;
    return 1;
}

void final_table_build(FinalTable *t, const Game *g)
{
    memset(t, 0, sizeof *t);
    int n = game_nplayers(g);
    t->nplayers = n;
    unsigned exp = game_expansions(g);
    for (int c = 0; c < CAT_COUNT; c++)
        if (shown_category(exp, c)) t->cat[t->ncat++] = c;
    const ScoreEvent *ev = game_events(g);
    const ScoreItem *items = game_event_items(g);
    int last = 0;
    for (int e = 0; e < game_event_count(g); e++)
        if (ev[e].turn > last) last = ev[e].turn;
    if (game_turn(g) > last) last = game_turn(g);
    t->nturns = last < FT_MAX_TURNS ? last : FT_MAX_TURNS;
    int gained[GAME_MAX_PLAYERS][FT_MAX_TURNS + 1];
    memset(gained, 0, sizeof gained);
    for (int e = 0; e < game_event_count(g); e++) {
        int turn = ev[e].turn < 0 ? 0 : ev[e].turn > t->nturns ? t->nturns : ev[e].turn;
        for (int i = 0; i < ev[e].item_count; i++) {
            const ScoreItem *it = &items[ev[e].item_first + i];
            if (it->player < 0 || it->player >= n || it->category < 0 || it->category >= CAT_COUNT)
                continue;
            t->part[it->player][it->category][ev[e].final ? 1 : 0] += it->points;
            t->total[it->player] += it->points;
            gained[it->player][turn] += it->points;
        }
    }
    for (int s = 0; s < n; s++) {
        int sum = 0;
        for (int k = 0; k <= t->nturns; k++) {
            sum += gained[s][k];
            t->curve[s][k] = sum;
        }
    }
    for (int i = 0; i < n; i++) t->order[i] = i;
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && t->total[t->order[j]] > t->total[t->order[j - 1]]; j--) {
            int x = t->order[j];
            t->order[j] = t->order[j - 1];
            t->order[j - 1] = x;
        }
    for (int i = 0; i < n; i++) {
        int s = t->order[i];
        t->rank[s] =
            i > 0 && t->total[s] == t->total[t->order[i - 1]] ? t->rank[t->order[i - 1]] : i + 1;
    }
}

void final_table_write(const FinalTable *t, const Game *g, FILE *f)
{
    for (int s = 0; s < t->nplayers; s++) {
        const char *col = game_colour_name(game_colour(g, s));
        for (int c = 0; c < CAT_COUNT; c++)
            fprintf(f, "%s %s %d %d\n", col, game_category_name(c), t->part[s][c][0],
                    t->part[s][c][1]);
        fprintf(f, "%s total %d rank %d\n", col, t->total[s], t->rank[s]);
    }
}

/* The words of an item: "%d tiles × %d" (count, points per), or "%d tiles" when bare. */
static const char *item_format(int what, int count, int bare)
{
    switch (what) {
    case ITEM_TILES:
        return bare ? P_("%d tile", "%d tiles", count)
                    : P_("%d tile \xc3\x97 %d", "%d tiles \xc3\x97 %d", count);
    case ITEM_PENNANTS:
        return bare ? P_("%d pennant", "%d pennants", count)
                    : P_("%d pennant \xc3\x97 %d", "%d pennants \xc3\x97 %d", count);
    case ITEM_NEIGHBOURS:
        return bare ? P_("%d neighbouring tile", "%d neighbouring tiles", count)
                    : P_("%d neighbouring tile \xc3\x97 %d", "%d neighbouring tiles \xc3\x97 %d",
                         count);
    case ITEM_CITIES:
        return bare ? P_("%d completed city", "%d completed cities", count)
                    : P_("%d completed city \xc3\x97 %d", "%d completed cities \xc3\x97 %d", count);
    case ITEM_WINDMILL:
        return bare ? P_("%d windmill", "%d windmills", count)
                    : P_("%d windmill \xc3\x97 %d", "%d windmills \xc3\x97 %d", count);
    case ITEM_NETWORK_TILES:
        return bare ? P_("%d tile in the network", "%d tiles in the network", count)
                    : P_("%d tile in the network \xc3\x97 %d",
                         "%d tiles in the network \xc3\x97 %d", count);
    case ITEM_FOLLOWERS:
        return bare ? P_("%d follower", "%d followers", count)
                    : P_("%d follower \xc3\x97 %d", "%d followers \xc3\x97 %d", count);
    default: return bare ? "%d ?" : "%d ? \xc3\x97 %d";
    }
}

void final_item_text(const ScoreItem *it, char *out, size_t size)
{
    char words[96];
    if (it->what == ITEM_MONASTERY)
        /* TRANSLATORS: a monastery's final score: the points (1 per tile around it) */
        snprintf(words, sizeof words, _("monastery %d"), it->per * it->count);
    else if (it->what == ITEM_FLOWERS)
        snprintf(words, sizeof words, "%d \xc3\x97 %d", it->count, it->per);
    else if (it->per == 1 && it->category == CAT_WINDMILLS)
        snprintf(words, sizeof words, item_format(it->what, it->count, 1), it->count);
    else
        snprintf(words, sizeof words, item_format(it->what, it->count, 0), it->count, it->per);
    if (it->points != it->count * it->per)
        /* TRANSLATORS: an item's words, then the points it is held to */
        snprintf(out, size, _("%s (capped at %d)"), words, it->points);
    else
        snprintf(out, size, "%s", words);
}

int final_event_text(const Game *g, const ScoreEvent *ev, int seat, char *out, size_t size)
{
    /* TRANSLATORS: the final scoring's lines start with these: "road 3 tiles × 1" */
    static const char *const LABEL[CAT_COUNT] = {
        N_("road"),    N_("city"),     N_("monastery"),    N_("field"),
        N_("flowers"), N_("windmill"), N_("market bonus"), N_("privilege")};
    const ScoreItem *items = game_event_items(g);
    size_t off = 0;
    int pts = 0, prev = -1;
    out[0] = '\0';
    for (int i = 0; i < ev->item_count && off + 1 < size; i++) {
        const ScoreItem *it = &items[ev->item_first + i];
        if (it->player != seat) continue;
        char one[96];
        final_item_text(it, one, sizeof one);
        const char *label = it->category >= 0 && it->category < CAT_COUNT && it->category != prev
                                ? _(LABEL[it->category])
                                : NULL;
        int n = snprintf(out + off, size - off, "%s%s%s%s", off ? " + " : "", label ? label : "",
                         label ? " " : "", one);
        if (n > 0) off += (size_t)n;
        if (off >= size) off = size - 1;
        prev = it->category;
        pts += it->points;
    }
    return pts;
}

int final_events(const Game *g, int *out, int max)
{
    const ScoreEvent *ev = game_events(g);
    int n = 0;
    for (int e = 0; e < game_event_count(g); e++)
        if (ev[e].final && ev[e].item_count > 0 && n < max) out[n++] = e;
    return n;
}
