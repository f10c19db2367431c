/* Soak: 1,000 seeded random games over every expansion combination and 2-8 players (and 240
 * more with Village Life elements switched off, RULES.md §4.7), with
 * the engine's invariants checked after every step (ai_random_step) and every finished game
 * written as a record and replayed. A failure names the game, its seed and the step, so it
 * can be reproduced with the same parameters. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_random.h"
#include "game.h"
#include "record.h"
#include "rng.h"
#include "test_util.h"

#define GAMES 1000

typedef struct Ctx {
    int game;
    uint64_t seed;
    unsigned exp;
    unsigned without; /* WITHOUT_* bits */
    int nplayers;
    int step;
} Ctx;

#define CHECK(ctx, cond, ...)                                                                      \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            char m_[512];                                                                          \
            snprintf(m_, sizeof m_, __VA_ARGS__);                                                  \
            fail_msg("game %d (seed %llu, expansions %u, without %u, %d players) step %d: %s: %s", \
                     (ctx)->game, (unsigned long long)(ctx)->seed, (ctx)->exp, (ctx)->without,     \
                     (ctx)->nplayers, (ctx)->step, #cond, m_);                                     \
        }                                                                                          \
    } while (0)

static const int DX[4] = {0, 1, 0, -1};
static const int DY[4] = {-1, 0, 1, 0};

/* RULES.md §1 and §4.2: city-city, road-road or bush, field-field or bush, bush with
 * anything but a city. */
static int edges_match(int a, int b)
{
    if (a == EDGE_BUSH || b == EDGE_BUSH) return a != EDGE_CITY && b != EDGE_CITY;
    return a == b;
}

/* Placed tile i: on its own position, touching another tile (but the start), every edge
 * matching its neighbours. */
static void check_tile(const Ctx *c, const Game *g, int i)
{
    const Tileset *ts = game_tileset(g);
    int tile, x, y, rot;
    game_placed(g, i, &tile, &x, &y, &rot);
    CHECK(c, game_tile_at(g, x, y) == i, "tile %d at %d %d", i, x, y);
    int neighbours = 0;
    for (int d = 0; d < 4; d++) {
        int j = game_tile_at(g, x + DX[d], y + DY[d]);
        if (j < 0) continue;
        neighbours++;
        int nt, nrot;
        game_placed(g, j, &nt, NULL, NULL, &nrot);
        int e = tile_edge(&ts->tile[tile], rot, d);
        int f = tile_edge(&ts->tile[nt], nrot, (d + 2) & 3);
        CHECK(c, edges_match(e, f), "%s at %d %d rot %d: side %s (%d) against %s (%d)",
              ts->tile[tile].id, x, y, rot * 90, game_dir_name(d), e, ts->tile[nt].id, f);
    }
    CHECK(c, i == 0 || neighbours > 0, "%s at %d %d touches nothing", ts->tile[tile].id, x, y);
}

static void check_figures(const Ctx *c, const Game *g)
{
    const Tileset *ts = game_tileset(g);
    int village = (game_expansions(g) & EXP_VILLAGE) != 0;
    int scored_phase = game_phase(g) != PHASE_ACTION && game_phase(g) != PHASE_OVER;
    for (int p = 0; p < game_nplayers(g); p++) {
        int on_board = 0, windmill = 0;
        FigureView mine[GAME_FOLLOWERS_PER_PLAYER];
        for (int k = 0; k <= GAME_FOLLOWERS_PER_PLAYER; k++) {
            FigureView f;
            game_figure(g, p * (GAME_FOLLOWERS_PER_PLAYER + 1) + k, &f);
            CHECK(c, f.owner == p, "figure %d owner %d", k, f.owner);
            if (!f.on_board) continue;
            int slot = game_tile_at(g, f.x, f.y);
            CHECK(c, slot >= 0, "figure on the empty position %d %d", f.x, f.y);
            int tile;
            game_placed(g, slot, &tile, NULL, NULL, NULL);
            const TileDef *t = &ts->tile[tile];
            CHECK(c, f.seg >= 0 && f.seg < t->nseg, "segment %d of %s", f.seg, t->id);
            CHECK(c, f.seg_kind == t->seg[f.seg].kind, "segment kind");
            if (f.kind == FIG_WINDMILL) {
                CHECK(c, village, "a windmill without Village Life");
                CHECK(c, !(c->without & WITHOUT_WINDMILLS), "a windmill while they are off");
                CHECK(c, f.seg_kind == SEG_FIELD, "windmill on a %d", f.seg_kind);
                windmill++;
                continue;
            }
            CHECK(c, f.seg_kind != SEG_FIELD || (game_expansions(g) & EXP_FARMERS),
                  "a farmer with farmers off");
            mine[on_board++] = f;
        }
        CHECK(c, on_board + game_supply(g, p, FIG_FOLLOWER) == GAME_FOLLOWERS_PER_PLAYER,
              "player %d: %d followers on the board, %d in supply", p, on_board,
              game_supply(g, p, FIG_FOLLOWER));
        /* one windmill each with Village Life, none when windmills are switched off */
        int windmills = village && !(c->without & WITHOUT_WINDMILLS);
        CHECK(c, windmill + game_supply(g, p, FIG_WINDMILL) == windmills,
              "player %d: windmill on board %d, in supply %d", p, windmill,
              game_supply(g, p, FIG_WINDMILL));
        /* each feature's follower count agrees with the figures standing in it, and once a
         * turn's scoring is over no follower stands on a completed road, city or monastery */
        for (int i = 0; i < on_board; i++) {
            FeatureView fv;
            CHECK(c, game_feature(g, mine[i].x, mine[i].y, mine[i].seg, &fv, NULL, 0) == 0,
                  "feature of a figure");
            int same = 0;
            for (int j = 0; j < on_board; j++) {
                int sf = game_same_feature(g, mine[i].x, mine[i].y, mine[i].seg, mine[j].x,
                                           mine[j].y, mine[j].seg);
                same += sf;
                /* the feature number names the feature: equal exactly for the same one */
                int a = game_feature_id(g, mine[i].x, mine[i].y, mine[i].seg);
                int b = game_feature_id(g, mine[j].x, mine[j].y, mine[j].seg);
                CHECK(c, a >= 0 && (a == b) == sf, "feature numbers %d %d, same %d", a, b, sf);
            }
            CHECK(c, fv.followers[p] == same, "player %d: feature at %d %d counts %d, %d stand", p,
                  mine[i].x, mine[i].y, fv.followers[p], same);
            if (scored_phase && fv.kind != SEG_FIELD)
                CHECK(c, !fv.complete && !fv.scored,
                      "player %d's follower on a completed %d at %d %d (scored %d)", p, fv.kind,
                      mine[i].x, mine[i].y, fv.scored);
        }
    }
}

/* The pile counted in one pass agrees with the count per tile and with the tiles left. */
static void check_pile(const Ctx *c, const Game *g)
{
    const Tileset *ts = game_tileset(g);
    int cnt[TILESET_MAX_TILES], sum = 0;
    game_pile_counts(g, cnt, ts->ntiles);
    for (int t = 0; t < ts->ntiles; t++) {
        CHECK(c, cnt[t] == game_pile_count(g, t), "tile %d: %d in the pile, counted %d", t,
              game_pile_count(g, t), cnt[t]);
        sum += cnt[t];
    }
    CHECK(c, sum == game_tiles_left(g), "%d tiles counted, %d left", sum, game_tiles_left(g));
}

static void check_scores(const Ctx *c, const Game *g, int *prev)
{
    int sum[GAME_MAX_PLAYERS] = {0};
    const ScoreEvent *ev = game_events(g);
    const ScoreItem *it = game_event_items(g);
    for (int e = 0; e < game_event_count(g); e++) {
        CHECK(c, ev[e].kind != EV_MARKET_BONUS || !(c->without & WITHOUT_MARKETPLACES),
              "a network bonus while marketplaces are off");
        CHECK(c, ev[e].kind != EV_WINDMILL || !(c->without & WITHOUT_WINDMILLS),
              "a windmill scored while windmills are off");
        for (int i = 0; i < ev[e].item_count; i++) {
            const ScoreItem *s = &it[ev[e].item_first + i];
            CHECK(c, s->player >= 0 && s->player < game_nplayers(g), "item player %d", s->player);
            CHECK(c, s->category != CAT_FLOWERS || !(c->without & WITHOUT_FLOWERS),
                  "flower points while flowers are off");
            sum[s->player] += s->points;
        }
    }
    /* the donkey: none on the board and no donkey move when it is off */
    int dx, dy;
    game_donkey(g, &dx, &dy);
    if (c->without & WITHOUT_DONKEY) {
        CHECK(c, dx == -1 && dy == -1, "a donkey at %d %d while it is off", dx, dy);
        for (int h = 0; h < game_history_count(g); h++)
            CHECK(c, game_history(g)[h].kind != H_MOVE || game_history(g)[h].act.kind != ACT_DONKEY,
                  "a donkey move while it is off");
    }
    for (int p = 0; p < game_nplayers(g); p++)
        if (c->without & WITHOUT_FLOWERS) CHECK(c, game_flower(g, p) == -1, "a flower colour");
    for (int p = 0; p < game_nplayers(g); p++) {
        int score = game_score(g, p);
        CHECK(c, score >= prev[p], "player %d: score dropped from %d to %d", p, prev[p], score);
        prev[p] = score;
        CHECK(c, sum[p] == score, "player %d: items sum to %d, score %d", p, sum[p], score);
        int parts = 0;
        for (int k = 0; k < CAT_COUNT; k++) parts += game_score_part(g, p, k, 2);
        CHECK(c, parts == score, "player %d: categories sum to %d, score %d", p, parts, score);
    }
}

/* Writes the game, replays the text, compares the scores and writes it again. */
static void check_round_trip(const Ctx *c, const Game *g)
{
    char *w1 = record_write(g);
    CHECK(c, w1 != NULL, "record_write");
    RecordError err;
    Game *g2 = record_replay(game_tileset(g), w1, strlen(w1), &err);
    CHECK(c, g2 != NULL, "replay of the written record: line %d: %s", err.line, err.msg);
    for (int p = 0; p < game_nplayers(g); p++) {
        CHECK(c, game_score(g2, p) == game_score(g, p), "player %d: replayed %d, played %d", p,
              game_score(g2, p), game_score(g, p));
        for (int k = 0; k < CAT_COUNT; k++)
            CHECK(c, game_score_part(g2, p, k, 2) == game_score_part(g, p, k, 2),
                  "player %d category %s", p, game_category_name(k));
    }
    char *w2 = record_write(g2);
    CHECK(c, w2 != NULL, "record_write of the replay");
    CHECK(c, strcmp(w1, w2) == 0, "the re-written record differs");
    free(w1);
    free(w2);
    game_free(g2);
}

static void play_one(Ctx *c, const Tileset *ts)
{
    GameSetup s;
    memset(&s, 0, sizeof s);
    s.nplayers = c->nplayers;
    /* seats take the colours in a rotated order, so not always red first */
    for (int i = 0; i < c->nplayers; i++) s.colour[i] = (uint8_t)((i + c->game) % COL_COUNT);
    s.expansions = c->exp;
    s.without = c->without;
    s.has_seed = 1;
    s.seed = c->seed;
    char err[256];
    Game *g = game_new(ts, &s, err, sizeof err);
    CHECK(c, g != NULL, "game_new: %s", err);
    Rng r;
    rng_seed(&r, c->seed, 99);
    int prev[GAME_MAX_PLAYERS] = {0};
    int checked = 1; /* tiles whose edges have been checked: the start tile has no neighbour */
    int discards = 0;
    /* each game is also written and replayed once in the middle, at a step that falls in
     * any phase of a turn; there the final scoring projected must not lower a score */
    int mid = 1 + (int)(c->seed % 211);
    const int deck_len = game_tiles_left(g);
    for (c->step = 0; game_phase(g) != PHASE_OVER; c->step++) {
        CHECK(c, c->step < 20000, "the game does not end");
        int hist = game_history_count(g);
        CHECK(c, ai_random_step(g, &r, NULL) == 0, "step refused: %s", game_error(g));
        if (game_history_count(g) > hist && game_history(g)[hist].kind == H_DISCARD) discards++;
        for (; checked < game_placed_count(g); checked++) check_tile(c, g, checked);
        check_figures(c, g);
        check_pile(c, g);
        check_scores(c, g, prev);
        if (c->step == mid) {
            check_round_trip(c, g);
            int proj[GAME_MAX_PLAYERS];
            game_projected_scores(g, proj);
            for (int p = 0; p < game_nplayers(g); p++)
                CHECK(c, proj[p] >= game_score(g, p), "player %d: projected %d below %d", p,
                      proj[p], game_score(g, p));
        }
    }
    CHECK(c, game_tiles_left(g) == 0, "tiles left at the end");
    CHECK(c, game_placed_count(g) + discards == deck_len + 1, "%d placed + %d discarded, deck %d",
          game_placed_count(g), discards, deck_len);
    for (int i = 0; i < game_placed_count(g); i++) check_tile(c, g, i);
    check_round_trip(c, g);
    game_free(g);
}

static void test_soak(void **state)
{
    (void)state;
    const Tileset *ts = test_tileset();
    int per_exp[16] = {0};
    for (int i = 0; i < GAMES; i++) {
        /* every combination of the four switches (0 = base without farmers, 1 = base with
         * farmers, 15 = all four), each with every player count 2-8 in turn */
        Ctx c = {i, 0x50a4000ULL + (uint64_t)i * 7919u, (unsigned)(i % 16), 0, 2 + (i / 16) % 7, 0};
        per_exp[c.exp]++;
        play_one(&c, ts);
    }
    for (int e = 0; e < 16; e++) assert_true(per_exp[e] >= GAMES / 16);
}

/* Village Life with its elements switched off: every one of the 15 non-empty subsets, 16
 * games each, over the other expansions and 2-8 players. */
static void test_soak_without(void **state)
{
    (void)state;
    const Tileset *ts = test_tileset();
    for (int i = 0; i < 240; i++) {
        unsigned other = (unsigned)((i / 15) % 8); /* farmers, festival, privileges */
        unsigned exp = EXP_VILLAGE | (other & 1 ? EXP_FARMERS : 0) |
                       (other & 2 ? EXP_FESTIVAL : 0) | (other & 4 ? EXP_PRIVILEGES : 0);
        Ctx c = {GAMES + i,
                 0x3170000ULL + (uint64_t)i * 104729u,
                 exp,
                 1u + (unsigned)(i % 15),
                 2 + (i / 15) % 7,
                 0};
        play_one(&c, ts);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_soak_without),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
