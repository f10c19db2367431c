/* What turning a face-down privilege token is worth to the bots (see ai_token.h). */
#include "ai_token.h"

void ai_turn_ctx_init(AiTurnCtx *c, const Game *g)
{
    c->tot = 0;
    c->board = NULL;
    for (int k = 0; k < TOK_TYPES; k++) c->cnt[k] = GAME_TOKEN_COUNT / TOK_TYPES;
    for (int i = 0; i < GAME_TOKEN_COUNT; i++) {
        TokenView tv;
        game_token(g, i, &tv);
        if (tv.type >= 0 && tv.type < TOK_TYPES) c->cnt[tv.type]--;
    }
    for (int k = 0; k < TOK_TYPES; k++) c->tot += c->cnt[k] > 0 ? c->cnt[k] : 0;
    /* followers per tile, from the public figures */
    int nfig = game_figure_count(g);
    c->nf = 0;
    for (int i = 0; i < nfig; i++) {
        FigureView fv;
        game_figure(g, i, &fv);
        if (fv.on_board && fv.kind == FIG_FOLLOWER) c->fpos[c->nf++] = (Pos){fv.x, fv.y};
    }
}

double ai_turn_value_ctx(const AiTurnCtx *c, const Game *g, int x, int y, int *dir)
{
    *dir = DIR_N;
    if (c->tot <= 0) return 0;
    double best = -1;
    for (int d = 0; d < 4; d++) {
        double e = 0;
        for (int k = 0; k < TOK_TYPES; k++) {
            if (c->cnt[k] <= 0) continue;
            Pos area[64];
            int n = game_privilege_area(g, k, x, y, d, area, 64);
            if (n > 64) n = 64;
            int followers = 0;
            if (c->board) {
                for (int a = 0; a < n; a++) {
                    int s = ai_board_placed(c->board, area[a].x, area[a].y);
                    if (s >= 0) followers += c->board->slot_followers[s];
                }
            } else {
                for (int a = 0; a < n; a++)
                    for (int j = 0; j < c->nf; j++)
                        followers += c->fpos[j].x == area[a].x && c->fpos[j].y == area[a].y;
            }
            e += (double)c->cnt[k] / c->tot * (followers > 10 ? 10 : followers);
        }
        if (e > best) {
            best = e;
            *dir = d;
        }
    }
    return best;
}

double ai_turn_value(const Game *g, int x, int y, int *dir)
{
    AiTurnCtx c;
    ai_turn_ctx_init(&c, g);
    return ai_turn_value_ctx(&c, g, x, y, dir);
}
