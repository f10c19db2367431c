/* The script commands about the board's marks (issue 16): point at a board thing without
 * knowing where the camera put it, and check what the marks say. */
#include <stdlib.h>
#include <string.h>

#include "board_marks.h"
#include "game_probe.h"
#include "script_board.h"

/* The board point of WHAT, or -1 with a message. */
static int locate(Script *s, App *app, const GameProbe *p, const char *what, float *bx, float *by)
{
    const Game *g = p->view;
    if (strcmp(what, "figure") == 0) {
        /* the first follower in view */
        for (int i = 0; i < game_figure_count(g); i++) {
            FigureView f;
            float sx, sy;
            game_figure(g, i, &f);
            if (!f.on_board || f.kind != FIG_FOLLOWER) continue;
            game_probe_anchor(app, f.x, f.y, f.seg, bx, by);
            camera_to_screen(&p->cam, *bx, *by, &sx, &sy);
            if (sx >= p->board.x + 8 && sy >= p->board.y + 8 && sx < p->board.x + p->board.w - 8 &&
                sy < p->board.y + p->board.h - 8)
                return 0;
        }
        return script_fail(s, "point-at: no follower in view");
    }
    if (strcmp(what, "spot") == 0) {
        for (int i = 0; i < p->nacts; i++)
            if (p->acts[i].kind == ACT_FOLLOWER && p->turn->placed) {
                game_probe_anchor(app, p->turn->place.x, p->turn->place.y, p->acts[i].seg, bx, by);
                return 0;
            }
        return script_fail(s, "point-at: no follower spot to choose now");
    }
    if (strcmp(what, "donkey") == 0) {
        int x, y;
        game_donkey(g, &x, &y);
        if (game_tile_at(g, x, y) < 0) return script_fail(s, "point-at: no donkey in this game");
        *bx = (float)x + 0.27f; /* where the scene draws it (scene_game_draw.c) */
        *by = (float)y + 0.27f;
        return 0;
    }
    if (strcmp(what, "blocked") == 0) {
        BlockedSpot b[MARKS_MAX_BLOCKED];
        if (marks_donkey_blocked(g, b, MARKS_MAX_BLOCKED) < 1)
            return script_fail(s, "point-at: the donkey blocks no spot now");
        *bx = (float)b[0].x;
        *by = (float)b[0].y;
        return 0;
    }
    return script_fail(s, "point-at: unknown thing `%s` (figure spot donkey blocked tile)", what);
}

int script_cmd_point_at(Script *s, App *app, char **w, int nw)
{
    GameProbe p;
    if (nw < 2 || nw > 5)
        return script_fail(s, "point-at needs figure|spot|donkey|blocked|tile X Y [click]");
    if (game_probe(app, &p) != 0) return script_fail(s, "point-at: not in a game");
    float bx, by, sx, sy;
    if (strcmp(w[1], "tile") == 0) {
        char *e1, *e2;
        if (nw < 4) return script_fail(s, "point-at tile needs X Y");
        long x = strtol(w[2], &e1, 10), y = strtol(w[3], &e2, 10);
        if (*e1 || *e2)
            return script_fail(s, "point-at tile: `%s %s` is not a position", w[2], w[3]);
        bx = (float)x;
        by = (float)y;
        w += 2; /* the optional "click" is then w[2] */
        nw -= 2;
    } else if (locate(s, app, &p, w[1], &bx, &by) != 0) {
        return -1;
    }
    camera_to_screen(&p.cam, bx, by, &sx, &sy);
    if (sx < p.board.x || sy < p.board.y || sx >= p.board.x + p.board.w ||
        sy >= p.board.y + p.board.h)
        return script_fail(s, "point-at: the %s is out of view", w[1]);
    if (nw == 3 && strcmp(w[2], "click") == 0)
        script_push_click(app, script_pt(app, sx), script_pt(app, sy), SDL_BUTTON_LEFT);
    else
        script_push_motion(app, script_pt(app, sx), script_pt(app, sy));
    return 1;
}

int script_cmd_expect_blocked(Script *s, App *app, char **w, int nw)
{
    GameProbe p;
    char *end;
    if (nw != 3) return script_fail(s, "expect-blocked needs X Y");
    long x = strtol(w[1], &end, 10);
    if (*end) return script_fail(s, "expect-blocked: `%s` is not a number", w[1]);
    long y = strtol(w[2], &end, 10);
    if (*end) return script_fail(s, "expect-blocked: `%s` is not a number", w[2]);
    if (game_probe(app, &p) != 0) return script_fail(s, "expect-blocked: not in a game");
    BlockedSpot b[MARKS_MAX_BLOCKED];
    int n = marks_donkey_blocked(p.view, b, MARKS_MAX_BLOCKED);
    for (int i = 0; i < n; i++)
        if (b[i].x == x && b[i].y == y) return 0;
    return script_fail(s, "expect-blocked: the donkey does not block %ld %ld (%d spots blocked)", x,
                       y, n);
}

int script_cmd_expect_last_move(Script *s, App *app, char **w, int nw)
{
    char *end;
    if (nw != 4) return script_fail(s, "expect-last-move needs SEAT X Y");
    long seat = strtol(w[1], &end, 10), v[2];
    if (*end || !app->session.game || seat < 0 || seat >= game_nplayers(app->session.game))
        return script_fail(s, "expect-last-move: no seat `%s`", w[1]);
    for (int k = 0; k < 2; k++) {
        v[k] = strtol(w[2 + k], &end, 10);
        if (*end) return script_fail(s, "expect-last-move: `%s` is not a number", w[2 + k]);
    }
    LastMove m[GAME_MAX_PLAYERS];
    marks_last_moves(app->session.game, m);
    if (!m[seat].has_tile || m[seat].tile_x != v[0] || m[seat].tile_y != v[1])
        return script_fail(s, "expect-last-move: seat %ld's last tile is %s%d %d", seat,
                           m[seat].has_tile ? "" : "none, not ", m[seat].tile_x, m[seat].tile_y);
    return 0;
}
