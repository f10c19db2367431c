/* Rooms: the game of one room, the moves that count, what the server does by itself and
 * what each client is told. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "net_core_internal.h"

NetRoom *room_new(NetCore *c, int *index)
{
    int slot = -1;
    for (int i = 0; i < c->nrooms; i++)
        if (!c->room[i]) {
            slot = i;
            break;
        }
    if (slot < 0) {
        if (c->nrooms == NET_MAX_ROOMS) return NULL;
        slot = c->nrooms++;
    }
    NetRoom *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    uint64_t seed = 0;
    net_random_u64(&seed);
    rng_seed(&r->rng, seed, 17);
    r->expansions = EXP_FARMERS;
    c->room[slot] = r;
    *index = slot;
    return r;
}

void room_free(NetRoom *r)
{
    if (!r) return;
    game_free(r->g);
    free(r->rec);
    free(r);
}

int room_find(const NetCore *c, const char *code)
{
    for (int i = 0; i < c->nrooms; i++)
        if (c->room[i] && strcmp(c->room[i]->code, code) == 0) return i;
    return -1;
}

static int make_game(NetCore *c, NetRoom *r, const GameSetup *s, char *err, size_t errsize)
{
    r->g = game_new(c->ts, s, err, errsize);
    if (!r->g) return -1;
    if (!c->scratch) c->scratch = game_clone(r->g);
    if (!c->scratch) return -1;
    net_public_init(&r->pub, r->g);
    r->sent = 0;
    r->draw_sent = -1;
    return 0;
}

int room_start(NetCore *c, NetRoom *r, char *err, size_t errsize)
{
    GameSetup s;
    memset(&s, 0, sizeof s);
    s.nplayers = r->nseats;
    for (int i = 0; i < r->nseats; i++) {
        s.colour[i] = (uint8_t)i;
        snprintf(s.name[i], GAME_NAME_MAX, "%s", r->seat[i].name);
    }
    s.expansions = r->expansions;
    s.has_seed = 1;
    net_random_u64(&s.seed);
    /* the seed resolves the pile, flowers and first deal; the record spells them out, so
     * the seed never has to be shown to anyone */
    if (make_game(c, r, &s, err, errsize)) return -1;
    r->state = ROOM_PLAYING;
    r->dirty |= DIRTY_RECORD | DIRTY_ROOM;
    room_advance(c, r);
    return 0;
}

/* Carries out a move known to be legal or checked by the caller. */
static int room_do(NetCore *c, NetRoom *r, const NetMove *m, char *err, size_t errsize)
{
    /* checked on a look-ahead copy (game_copy may leave out the history), then done */
    game_copy(c->scratch, r->g);
    if (net_move_apply(c->scratch, m, err, errsize)) return -1;
    net_public_before(&r->pub, r->g, m);
    if (net_move_apply(r->g, m, err, errsize)) {
        core_log(c, "room %s: a checked move failed on the game: %s", r->code, err);
        return -1;
    }
    if (net_public_after(&r->pub, r->g, m)) r->need_sync = 1;
    r->dirty |= DIRTY_RECORD;
    c->moves++;
    return 0;
}

int room_move(NetCore *c, NetRoom *r, const NetMove *m, char *err, size_t errsize)
{
    if (m->kind != H_MOVE && m->kind != H_TOKEN) {
        snprintf(err, errsize,
                 "only a turn or a token placement can be sent; the server draws, "
                 "discards, re-deals and ends the game itself");
        return -1;
    }
    if (room_do(c, r, m, err, errsize)) return -1;
    room_advance(c, r);
    return 0;
}

int room_acting_seat(const NetRoom *r)
{
    if (r->state != ROOM_PLAYING || !r->g) return -1;
    switch (game_phase(r->g)) {
    case PHASE_PLACE:
    case PHASE_ACTION: return game_current_player(r->g);
    case PHASE_TOKEN: return game_token_player(r->g);
    default: return -1;
    }
}

void room_advance(NetCore *c, NetRoom *r)
{
    char err[256];
    for (int guard = 0; guard < 4 * GAME_MAX_DECK && r->g; guard++) {
        Game *g = r->g;
        GamePhase ph = game_phase(g);
        NetMove m;
        memset(&m, 0, sizeof m);
        if (ph == PHASE_DRAW && game_tiles_left(g) > 0) {
            if (game_draw(g, -1)) break;
            Placement one;
            if (game_legal_placements(g, &one, 1) == 0) {
                m.kind = H_DISCARD;
                m.place.tile = game_current_tile(g);
                if (room_do(c, r, &m, err, sizeof err)) break;
            }
            continue;
        }
        if (ph == PHASE_DRAW) {
            m.kind = H_END;
            if (room_do(c, r, &m, err, sizeof err)) break;
            continue;
        }
        if (ph == PHASE_REDEAL) {
            m.kind = H_REDEAL;
            for (int i = 0; i < GAME_TOKEN_COUNT; i++) {
                TokenView v;
                game_token(g, i, &v);
                if (v.where == TOKPLACE_TURNED) m.deal[m.ndeal++] = (uint8_t)v.type;
            }
            for (int i = m.ndeal - 1; i > 0; i--) {
                int j = (int)rng_below(&r->rng, (uint32_t)(i + 1));
                uint8_t t = m.deal[i];
                m.deal[i] = m.deal[j];
                m.deal[j] = t;
            }
            if (room_do(c, r, &m, err, sizeof err)) break;
            continue;
        }
        if (ph == PHASE_OVER && r->state != ROOM_OVER) {
            r->state = ROOM_OVER;
            r->dirty |= DIRTY_RECORD | DIRTY_ROOM;
            char line[512];
            int off = snprintf(line, sizeof line, "room %s: game over:", r->code);
            for (int s = 0; s < game_nplayers(g) && off > 0 && (size_t)off < sizeof line; s++)
                off += snprintf(line + off, sizeof line - (size_t)off, " %s %d",
                                game_colour_name(game_colour(g, s)), game_score(g, s));
            core_log(c, "%s", line);
        }
        break;
    }
}

void room_send_seats(NetCore *c, NetRoom *r, int conn)
{
    char buf[2048], exp[80];
    net_expansions_format(r->expansions, exp, sizeof exp);
    static const char *const ST[] = {"lobby", "playing", "over"};
    int off =
        snprintf(buf, sizeof buf, "seats %s %s %d %d", r->code, ST[r->state], r->timer, r->nseats);
    off += snprintf(buf + off, sizeof buf - (size_t)off, " %s", exp);
    for (int i = 0; i < r->nseats && off > 0 && (size_t)off < sizeof buf; i++) {
        const NetSeat *s = &r->seat[i];
        const char *kind = s->kind == SEAT_BOT ? "bot" : s->handed ? "handed" : "human";
        off += snprintf(buf + off, sizeof buf - (size_t)off, "\nseat %d %s %s %s %d %s", i,
                        game_colour_name(i), kind,
                        s->kind == SEAT_BOT || s->handed ? ai_level_name((AiLevel)s->level) : "-",
                        s->conn >= 0 ? 1 : 0, s->name[0] ? s->name : "-");
    }
    if (off < 0 || (size_t)off >= sizeof buf) return;
    for (int k = 0; k < r->nseats; k++) {
        int to = r->seat[k].conn;
        if (to < 0 || (conn >= 0 && to != conn)) continue;
        int dup = 0;
        for (int j = 0; j < k; j++) dup |= r->seat[j].conn == to;
        if (!dup) core_send_text(c, to, buf, (size_t)off);
    }
}

static void send_sync(NetCore *c, NetRoom *r, int conn)
{
    char *rec = net_public_record(&r->pub, r->g);
    if (!rec) return;
    size_t n = strlen(rec);
    char *msg = malloc(n + 32);
    if (msg) {
        int off = snprintf(msg, 32, "sync %d\n", game_history_count(r->g));
        memcpy(msg + off, rec, n);
        core_send_text(c, conn, msg, (size_t)off + n);
        free(msg);
    }
    free(rec);
}

static void send_draw(NetCore *c, NetRoom *r, int conn)
{
    if (game_phase(r->g) != PHASE_PLACE) return;
    core_send(c, conn, "draw %d %s", game_history_count(r->g),
              c->ts->tile[game_current_tile(r->g)].id);
}

static void for_each_conn(NetCore *c, NetRoom *r, void (*f)(NetCore *, NetRoom *, int))
{
    for (int k = 0; k < r->nseats; k++) {
        int to = r->seat[k].conn, dup = 0;
        if (to < 0) continue;
        for (int j = 0; j < k; j++) dup |= r->seat[j].conn == to;
        if (!dup) f(c, r, to);
    }
}

static void send_new_lines(NetCore *c, NetRoom *r, int conn)
{
    char line[600];
    for (int i = r->sent; i < game_history_count(r->g); i++) {
        int off = snprintf(line, sizeof line, "line %d ", i);
        net_public_line(&r->pub, r->g, i, line + off, sizeof line - (size_t)off);
        core_send(c, conn, "%s", line);
    }
}

void room_broadcast(NetCore *c, NetRoom *r)
{
    if (!r->g) return;
    if (r->need_sync)
        for_each_conn(c, r, send_sync);
    else if (r->sent < game_history_count(r->g))
        for_each_conn(c, r, send_new_lines);
    r->need_sync = 0;
    r->sent = game_history_count(r->g);
    if (game_phase(r->g) == PHASE_PLACE && r->draw_sent != r->sent) {
        for_each_conn(c, r, send_draw);
        r->draw_sent = r->sent;
    }
}

void room_send_clock(NetCore *c, NetRoom *r, int conn)
{
    if (!r->g || r->state != ROOM_PLAYING || r->timer <= 0 ||
        r->wait_key != game_history_count(r->g) + 1)
        return;
    double left = (r->deadline - c->now) * 1000.0;
    long ms = left > 0 ? (long)left : 0;
    for (int k = 0; k < r->nseats; k++) {
        int to = r->seat[k].conn, dup = 0;
        if (to < 0 || (conn >= 0 && to != conn)) continue;
        for (int j = 0; j < k; j++) dup |= r->seat[j].conn == to;
        if (!dup) core_send(c, to, "clock %d %ld", game_history_count(r->g), ms);
    }
}

void room_send_state(NetCore *c, NetRoom *r, int conn)
{
    room_send_seats(c, r, conn);
    if (!r->g) return;
    send_sync(c, r, conn);
    send_draw(c, r, conn);
    room_send_clock(c, r, conn);
}

int net_bot_move(const Game *g, Game *scratch, int level, uint64_t seed, NetMove *m)
{
    AiDecision d;
    memset(m, 0, sizeof *m);
    if (ai_decide((AiLevel)level, g, seed, 0, &d)) return -1;
    if (d.kind == AI_DO_TOKEN) {
        m->kind = H_TOKEN;
        m->player = d.seat;
        m->x = d.x;
        m->y = d.y;
        return 0;
    }
    if (d.kind != AI_DO_PLACE) return -1;
    m->kind = H_MOVE;
    m->place = d.place;
    m->act.kind = ACT_NONE;
    game_copy(scratch, g);
    if (game_place(scratch, &d.place) != 0 || game_phase(scratch) != PHASE_ACTION) return 0;
    /* the action planned with the placement, as the game's bots play it (src/app/bots): one
     * decision a turn, and Easy's plan, weighed with the action played, is the better one;
     * random has no plan and draws its action */
    if (level != AI_RANDOM && game_check_action(scratch, &d.act) == NULL) {
        m->act = d.act;
        return 0;
    }
    AiDecision a;
    if (ai_decide((AiLevel)level, scratch, seed + 1, 0, &a) == 0 && a.kind == AI_DO_ACT)
        m->act = a.act;
    return 0;
}

int room_bot_step(NetCore *c, NetRoom *r, int level)
{
    int seat = room_acting_seat(r);
    if (seat < 0) return 0;
    char err[256];
    NetMove m;
    uint64_t seed = rng_next(&r->rng);
    if (net_bot_move(r->g, c->scratch, level, seed, &m)) return 0;
    if (room_move(c, r, &m, err, sizeof err)) {
        core_log(c, "room %s: the bot's move was refused: %s", r->code, err);
        return 0;
    }
    return 1;
}

int room_replay_entry(NetCore *c, NetRoom *r, const HistEntry *h, char *err, size_t errsize)
{
    Game *g = r->g;
    if (h->kind == H_MOVE || h->kind == H_DISCARD) {
        if (game_phase(g) == PHASE_DRAW && game_draw(g, -1)) {
            snprintf(err, errsize, "%s", game_error(g));
            return -1;
        }
    }
    NetMove m;
    memset(&m, 0, sizeof m);
    m.kind = h->kind;
    m.player = h->player;
    m.place = h->place;
    m.act = h->act;
    m.x = h->x;
    m.y = h->y;
    m.ndeal = h->ndeal;
    memcpy(m.deal, h->deal, sizeof m.deal);
    return room_do(c, r, &m, err, errsize);
}
