/* The public record: the real record less the pile and the unseen token types. */
#include "net_public.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"

void net_public_init(NetPublic *p, const Game *g)
{
    memset(p, 0, sizeof *p);
    p->pending_token = -1;
    p->ndeals = 1;
    if (!(game_expansions(g) & EXP_PRIVILEGES)) return;
    const GameSetup *s = game_setup(g);
    p->count[0] = GAME_TOKEN_COUNT;
    for (int i = 0; i < GAME_TOKEN_COUNT; i++) {
        p->truth[0][i] = s->privileges[i];
        p->tok_deal[i] = 0;
        p->tok_pos[i] = (uint8_t)i;
    }
}

void net_public_before(NetPublic *p, const Game *g, const NetMove *m)
{
    p->pending_token = -1;
    if (!(game_expansions(g) & EXP_PRIVILEGES)) return;
    if (m->kind == H_MOVE && m->place.turn_dir >= 0)
        for (int i = 0; i < GAME_TOKEN_COUNT; i++) {
            TokenView v;
            game_token(g, i, &v);
            if (v.where == TOKPLACE_BOARD && v.x == m->place.x && v.y == m->place.y)
                p->pending_token = i;
        }
    if (m->kind == H_REDEAL)
        for (int k = 0; k < GAME_PILE_COUNT; k++) p->heights[k] = game_pile_height(g, k);
}

int net_public_after(NetPublic *p, const Game *g, const NetMove *m)
{
    if (!(game_expansions(g) & EXP_PRIVILEGES)) return 0;
    if (m->kind == H_MOVE && p->pending_token >= 0) {
        int t = p->pending_token;
        p->seen[p->tok_deal[t]][p->tok_pos[t]] = 1;
        p->pending_token = -1;
        return 1;
    }
    if (m->kind == H_REDEAL && p->ndeals < NET_MAX_DEALS) {
        int d = p->ndeals++;
        const HistEntry *h = &game_history(g)[game_history_count(g) - 1];
        p->count[d] = (uint8_t)h->ndeal;
        for (int j = 0; j < h->ndeal; j++) {
            p->truth[d][j] = h->deal[j];
            p->seen[d][j] = 0;
            /* the deal puts place j on pile j % 5, above what the pile held before */
            int pile = j % GAME_PILE_COUNT, height = p->heights[pile] + j / GAME_PILE_COUNT;
            for (int i = 0; i < GAME_TOKEN_COUNT; i++) {
                TokenView v;
                game_token(g, i, &v);
                if (v.where == TOKPLACE_PILE && v.pile == pile && v.height == height) {
                    p->tok_deal[i] = (uint8_t)d;
                    p->tok_pos[i] = (uint8_t)j;
                }
            }
        }
    }
    return 0;
}

/* Deal d as the public knows it: seen places as they are, the others the unseen types in
 * R C X D E order. */
static void public_deal(const NetPublic *p, int d, uint8_t *out)
{
    int left[TOK_TYPES] = {0};
    for (int j = 0; j < p->count[d]; j++) left[p->truth[d][j]]++;
    for (int j = 0; j < p->count[d]; j++)
        if (p->seen[d][j]) left[p->truth[d][j]]--;
    int t = 0;
    for (int j = 0; j < p->count[d]; j++) {
        if (p->seen[d][j]) {
            out[j] = p->truth[d][j];
            continue;
        }
        while (t < TOK_TYPES && left[t] == 0) t++;
        out[j] = (uint8_t)(t < TOK_TYPES ? t : 0);
        if (t < TOK_TYPES) left[t]--;
    }
}

void net_public_line(const NetPublic *p, const Game *g, int i, char *buf, size_t size)
{
    const HistEntry *h = &game_history(g)[i];
    if (h->kind != H_REDEAL) {
        record_format_entry(g, h, buf, size);
        return;
    }
    int d = 1;
    for (int k = 0; k < i; k++) d += game_history(g)[k].kind == H_REDEAL;
    uint8_t deal[GAME_TOKEN_COUNT];
    int n = d < p->ndeals ? p->count[d] : 0;
    if (d < p->ndeals) public_deal(p, d, deal);
    size_t off = (size_t)snprintf(buf, size, "redeal");
    for (int j = 0; j < n && off < size; j++)
        off += (size_t)snprintf(buf + off, size - off, " %s", game_token_letter(deal[j]));
}

typedef struct Out {
    char *p;
    size_t len, cap;
    int oom;
} Out;

static void put(Out *o, const char *s)
{
    size_t n = strlen(s);
    if (o->oom) return;
    if (o->len + n + 1 > o->cap) {
        size_t cap = o->cap ? o->cap * 2 : 4096;
        while (cap < o->len + n + 1) cap *= 2;
        char *q = realloc(o->p, cap);
        if (!q) {
            o->oom = 1;
            return;
        }
        o->p = q;
        o->cap = cap;
    }
    memcpy(o->p + o->len, s, n + 1);
    o->len += n;
}

char *net_public_record(const NetPublic *p, const Game *g)
{
    static const char *const EXP[4] = {"farmers", "festival", "village-life", "royal-privileges"};
    const GameSetup *s = game_setup(g);
    Out o = {0};
    char line[512];
    put(&o, "troubadour-record 1\nplayers");
    for (int i = 0; i < s->nplayers; i++) {
        put(&o, " ");
        put(&o, game_colour_name(s->colour[i]));
    }
    put(&o, "\n");
    for (int i = 0; i < s->nplayers; i++)
        if (s->name[i][0]) {
            snprintf(line, sizeof line, "name %s %s\n", game_colour_name(s->colour[i]), s->name[i]);
            put(&o, line);
        }
    put(&o, "expansions");
    for (int e = 0; e < 4; e++)
        if (s->expansions & (1u << e)) {
            put(&o, " ");
            put(&o, EXP[e]);
        }
    put(&o, "\n");
    if (s->expansions & EXP_VILLAGE) {
        put(&o, "flowers");
        for (int i = 0; i < s->nplayers; i++) {
            snprintf(line, sizeof line, " %s=%s", game_colour_name(s->colour[i]),
                     flower_name(s->flower[i]));
            put(&o, line);
        }
        put(&o, "\n");
    }
    if (s->expansions & EXP_PRIVILEGES) {
        uint8_t deal[GAME_TOKEN_COUNT];
        public_deal(p, 0, deal);
        put(&o, "privileges");
        for (int i = 0; i < GAME_TOKEN_COUNT; i++) {
            put(&o, " ");
            put(&o, game_token_letter(deal[i]));
        }
        put(&o, "\n");
    }
    for (int i = 0; i < game_history_count(g); i++) {
        net_public_line(p, g, i, line, sizeof line);
        put(&o, line);
        put(&o, "\n");
    }
    if (o.oom) {
        free(o.p);
        return NULL;
    }
    return o.p;
}
