/* Record move words: reading them against a game and carrying them out. */
#include "net_move.h"

#include <stdio.h>
#include <string.h>

#include "net_proto.h"
#include "record.h"
#include "text_check.h"

static int fail(char *err, size_t errsize, const char *msg, const char *word)
{
    char quoted[48];
    if (word) {
        /* the client's word, escaped and never cut inside a character */
        text_escape_str(quoted, sizeof quoted, word);
        snprintf(err, errsize, "%s `%s`", msg, quoted);
    } else
        snprintf(err, errsize, "%s", msg);
    return -1;
}

static int coord(const char *s, int *out)
{
    long v;
    if (net_parse_int(s, GAME_BOARD_MIN - 1, GAME_BOARD_MAX + 1, &v)) return -1;
    *out = (int)v;
    return 0;
}

static int seat_of_colour(const Game *g, const char *w)
{
    int c = game_colour_parse(w);
    for (int s = 0; c >= 0 && s < game_nplayers(g); s++)
        if (game_colour(g, s) == c) return s;
    return -1;
}

static int turn_line(const Game *g, NetWords *w, NetMove *m, char *err, size_t errsize)
{
    const Tileset *ts = game_tileset(g);
    int tile = tileset_find(ts, w->w[0]);
    if (tile < 0) return fail(err, errsize, "unknown move or tile", w->w[0]);
    if (w->n < 4) return fail(err, errsize, "a turn needs `<tile> <x> <y> <rot>`", NULL);
    Placement *p = &m->place;
    long rot;
    p->tile = tile;
    p->turn_dir = -1;
    if (coord(w->w[1], &p->x) || coord(w->w[2], &p->y))
        return fail(err, errsize, "a position must be a whole number within the board, not",
                    w->w[1]);
    if (net_parse_int(w->w[3], 0, 270, &rot) || rot % 90)
        return fail(err, errsize, "the rotation must be 0, 90, 180 or 270, not", w->w[3]);
    p->rot = (int)rot / 90;
    int i = 4;
    if (i < w->n && strcmp(w->w[i], "turn") == 0) {
        if (i + 1 >= w->n || (p->turn_dir = game_dir_parse(w->w[i + 1])) < 0)
            return fail(err, errsize, "`turn` needs a direction N, E, S or W", NULL);
        i += 2;
    }
    Action *a = &m->act;
    memset(a, 0, sizeof *a);
    a->kind = ACT_NONE;
    a->seg = -1;
    if (i == w->n) return 0;
    const char *verb = w->w[i];
    const TileDef *t = &ts->tile[tile];
    if (strcmp(verb, "follower") == 0 || strcmp(verb, "windmill") == 0) {
        if (w->n != i + 2) return fail(err, errsize, "expected one location after", verb);
        int loc = loc_parse(w->w[i + 1]);
        if (loc < 0) return fail(err, errsize, "unknown location", w->w[i + 1]);
        a->kind = verb[0] == 'f' ? ACT_FOLLOWER : ACT_WINDMILL;
        a->seg = tile_seg_at_loc(t, p->rot, loc);
        if (a->seg < 0) return fail(err, errsize, "the tile has no feature at", w->w[i + 1]);
        a->x = p->x;
        a->y = p->y;
        return 0;
    }
    if (strcmp(verb, "donkey") == 0) {
        if (w->n != i + 3 || coord(w->w[i + 1], &a->x) || coord(w->w[i + 2], &a->y))
            return fail(err, errsize, "`donkey` needs a position x y", NULL);
        a->kind = ACT_DONKEY;
        return 0;
    }
    if (strcmp(verb, "return") == 0) {
        if (w->n != i + 4 || coord(w->w[i + 1], &a->x) || coord(w->w[i + 2], &a->y))
            return fail(err, errsize, "`return` needs a position x y and a location", NULL);
        int slot = game_tile_at(g, a->x, a->y), rt = 0, rr = 0;
        if (slot < 0)
            return fail(err, errsize, "there is no tile to take a figure back from", NULL);
        game_placed(g, slot, &rt, NULL, NULL, &rr);
        int loc = loc_parse(w->w[i + 3]);
        if (loc < 0) return fail(err, errsize, "unknown location", w->w[i + 3]);
        a->seg = tile_seg_at_loc(&ts->tile[rt], rr, loc);
        if (a->seg < 0) return fail(err, errsize, "that tile has no feature at", w->w[i + 3]);
        a->kind = ACT_RETURN;
        return 0;
    }
    return fail(err, errsize, "unknown action", verb);
}

int net_move_parse(const Game *g, const char *line, NetMove *m, char *err, size_t errsize)
{
    static const NetMove zero;
    *m = zero;
    NetWords w;
    size_t len = strlen(line);
    if (len > NET_MAX_CLIENT_MSG) return fail(err, errsize, "move too long", NULL);
    if (net_words_split(&w, line, len, err, errsize)) return -1;
    const char *v = w.w[0];
    if (strcmp(v, "discard") == 0) {
        m->kind = H_DISCARD;
        if (w.n != 2 || (m->place.tile = tileset_find(game_tileset(g), w.w[1])) < 0)
            return fail(err, errsize, "`discard` needs a tile id", NULL);
        return 0;
    }
    if (strcmp(v, "token") == 0) {
        m->kind = H_TOKEN;
        if (w.n != 4 || (m->player = seat_of_colour(g, w.w[1])) < 0 || coord(w.w[2], &m->x) ||
            coord(w.w[3], &m->y))
            return fail(err, errsize, "`token` needs a player's colour and a position x y", NULL);
        return 0;
    }
    if (strcmp(v, "redeal") == 0) {
        m->kind = H_REDEAL;
        if (w.n - 1 > GAME_TOKEN_COUNT)
            return fail(err, errsize, "too many tokens in `redeal`", NULL);
        for (int i = 1; i < w.n; i++) {
            int t = game_token_parse(w.w[i]);
            if (t < 0) return fail(err, errsize, "unknown privilege token", w.w[i]);
            m->deal[m->ndeal++] = (uint8_t)t;
        }
        return 0;
    }
    if (strcmp(v, "end") == 0) {
        m->kind = H_END;
        return w.n == 1 ? 0 : fail(err, errsize, "`end` takes no words", NULL);
    }
    m->kind = H_MOVE;
    return turn_line(g, &w, m, err, errsize);
}

static int refused(Game *g, char *err, size_t errsize)
{
    snprintf(err, errsize, "%s", game_error(g));
    return -1;
}

int net_move_apply(Game *g, const NetMove *m, char *err, size_t errsize)
{
    switch (m->kind) {
    case H_MOVE:
        if (game_phase(g) != PHASE_PLACE)
            return fail(err, errsize, "no tile is waiting to be placed", NULL);
        if (game_current_tile(g) != m->place.tile)
            return fail(err, errsize, "that is not the tile drawn", NULL);
        if (game_place(g, &m->place)) return refused(g, err, errsize);
        if (game_phase(g) != PHASE_ACTION) {
            if (m->act.kind == ACT_NONE) return 0;
            return fail(err, errsize, "no action is possible after this placement", NULL);
        }
        return game_act(g, &m->act) ? refused(g, err, errsize) : 0;
    case H_DISCARD:
        if (game_phase(g) != PHASE_PLACE || game_current_tile(g) != m->place.tile)
            return fail(err, errsize, "that tile is not the one drawn", NULL);
        return game_discard(g) ? refused(g, err, errsize) : 0;
    case H_TOKEN:
        if (game_phase(g) != PHASE_TOKEN || game_token_player(g) != m->player)
            return fail(err, errsize, "that player has no privilege token to place now", NULL);
        return game_place_token(g, m->x, m->y) ? refused(g, err, errsize) : 0;
    case H_REDEAL: return game_redeal(g, m->deal, m->ndeal) ? refused(g, err, errsize) : 0;
    case H_END: return game_end(g) ? refused(g, err, errsize) : 0;
    default: return fail(err, errsize, "unknown move", NULL);
    }
}

void net_move_format_turn(const Game *g, const Placement *p, const Action *a, char *buf,
                          size_t size)
{
    const Tileset *ts = game_tileset(g);
    const TileDef *t = &ts->tile[p->tile];
    size_t off = (size_t)snprintf(buf, size, "%s %d %d %d", t->id, p->x, p->y, p->rot * 90);
    if (off < size && p->turn_dir >= 0)
        off += (size_t)snprintf(buf + off, size - off, " turn %s", game_dir_name(p->turn_dir));
    if (off >= size) return;
    switch (a->kind) {
    case ACT_FOLLOWER:
    case ACT_WINDMILL:
        snprintf(buf + off, size - off, " %s %s", a->kind == ACT_FOLLOWER ? "follower" : "windmill",
                 loc_name(tile_seg_loc(t, p->rot, a->seg)));
        break;
    case ACT_DONKEY: snprintf(buf + off, size - off, " donkey %d %d", a->x, a->y); break;
    case ACT_RETURN: {
        int slot = game_tile_at(g, a->x, a->y), rt = 0, rr = 0;
        if (slot >= 0) game_placed(g, slot, &rt, NULL, NULL, &rr);
        snprintf(buf + off, size - off, " return %d %d %s", a->x, a->y,
                 loc_name(tile_seg_loc(&ts->tile[rt], rr, a->seg)));
        break;
    }
    default: break;
    }
}
