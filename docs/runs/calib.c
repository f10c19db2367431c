/* The calibration of Hard's evaluation (docs/bots.md, eleventh round): plays GAMES two-player
 * games of Easy against Easy, both with Hard's weights (ai_params_hard), all four expansions,
 * seeds 900000 + i, and before every draw prints one line
 *   S game tiles_left score0 score1 supply0 mill0 city0 road0 monastery0 field0 supply1 ...
 * (the evaluation's value of each part for each player), and at the end of a game
 *   F game final0 final1 road0 city0 monastery0 field0 windmill0 market0 turned0 placed0 road1 ...
 * (the points each kind of scoring gave). calib-fit.py fits the future margin on the parts.
 * Not part of the build; from a checkout with a Release build in build-rel:
 *   cc -O2 -std=c11 -Isrc/ai -Isrc/core -Isrc/io docs/runs/calib.c \
 *      build-rel/src/ai/libtroubadour_ai.a build-rel/src/io/libtroubadour_io.a \
 *      build-rel/src/core/libtroubadour_core.a -lm -lpthread -o calib
 *   TROUBADOUR_DATA=. ./calib 20000 > calib.txt && python3 docs/runs/calib-fit.py calib.txt */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_board.h"
#include "ai_easy.h"
#include "game.h"
#include "io.h"

enum { C_SUPPLY, C_MILL, C_CITY, C_ROAD, C_MONASTERY, C_FIELD, C_N };

static void parts(AiEasy *e, const Game *g, double c[][C_N])
{
    AiBoard *b = &e->board;
    ai_board_build(b, g, &e->tiles, &e->w);
    int np = game_nplayers(g);
    memset(c, 0, sizeof(double) * C_N * (size_t)np);
    for (int p = 0; p < np; p++) {
        c[p][C_SUPPLY] = ai_supply_value(b, b->supply[p]);
        if (b->mill_on[p])
            c[p][C_MILL] = ai_mill_value(b, p, b->mill_x[p], b->mill_y[p]);
        else if (b->mill_supply[p])
            c[p][C_MILL] = ai_mill_supply_value(b);
    }
    for (int fi = 0; fi < b->nf; fi++) {
        double v[GAME_MAX_PLAYERS] = {0};
        ai_feat_value(b, &b->f[fi], -1, 0, -1, v);
        int kind = b->f[fi].kind;
        int k = kind == SEG_CITY        ? C_CITY
                : kind == SEG_ROAD      ? C_ROAD
                : kind == SEG_MONASTERY ? C_MONASTERY
                                        : C_FIELD;
        for (int p = 0; p < np; p++) c[p][k] += v[p];
    }
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 100;
    Tileset *ts = malloc(sizeof *ts);
    char err[2048];
    const char *dir = io_data_dir(err, sizeof err);
    if (!ts || !dir || io_load_tileset(ts, dir, err, sizeof err) != 0) {
        fprintf(stderr, "calib: %s\n", ts ? err : "out of memory");
        return 1;
    }
    for (int gi = 0; gi < games; gi++) {
        GameSetup s;
        memset(&s, 0, sizeof s);
        s.nplayers = 2;
        s.colour[0] = COL_RED;
        s.colour[1] = COL_BLUE;
        s.expansions = EXP_ALL;
        s.has_seed = 1;
        s.seed = 900000u + (uint64_t)gi;
        Game *g = game_new(ts, &s, err, sizeof err);
        AiEasy *e = g ? ai_easy_new(g) : NULL;
        if (!g || !e) {
            fprintf(stderr, "calib: %s\n", g ? "out of memory" : err);
            return 1;
        }
        ai_params_hard(&e->w);
        for (int guard = 0; game_phase(g) != PHASE_OVER && guard < 10000; guard++) {
            if (game_phase(g) == PHASE_DRAW) {
                double c[GAME_MAX_PLAYERS][C_N];
                parts(e, g, c);
                printf("S %d %d %d %d", gi, game_tiles_left(g), game_score(g, 0), game_score(g, 1));
                for (int p = 0; p < 2; p++)
                    for (int k = 0; k < C_N; k++) printf(" %.3f", c[p][k]);
                printf("\n");
            }
            if (ai_easy_step(e, g) != 0 && game_phase(g) != PHASE_OVER) break;
        }
        int pts[2][EV_KIND_COUNT];
        memset(pts, 0, sizeof pts);
        const ScoreEvent *ev = game_events(g);
        const ScoreItem *it = game_event_items(g);
        for (int i = 0; i < game_event_count(g); i++)
            for (int k = 0; k < ev[i].item_count; k++) {
                const ScoreItem *x = &it[ev[i].item_first + k];
                if (x->player >= 0 && x->player < 2) pts[x->player][ev[i].kind] += x->points;
            }
        printf("F %d %d %d", gi, game_score(g, 0), game_score(g, 1));
        for (int p = 0; p < 2; p++)
            for (int k = 0; k < EV_KIND_COUNT; k++) printf(" %d", pts[p][k]);
        printf("\n");
        ai_easy_free(e);
        game_free(g);
    }
    free(ts);
    return 0;
}
