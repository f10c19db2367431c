/* The script commands about the board's marks (issue 16): point at a board thing without
 * knowing where the camera put it, and check what the marks say. */
#include <stdio.h>
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
    if (strcmp(w[1], "proj") == 0) {
        /* a player's projected score in the panel: its text is right-aligned in the column */
        GameProbePanel pp;
        char *end;
        long seat = nw >= 3 ? strtol(w[2], &end, 10) : -1;
        if (nw != 3 || *end || game_probe_panel(app, (int)seat, &pp) != 0)
            return script_fail(s, "point-at proj needs a seat of the game");
        if (!pp.has_proj) return script_fail(s, "point-at proj: no projected score shows");
        script_push_motion(app, script_pt(app, pp.proj.x + pp.proj.w - app_px(app, 6)),
                           script_pt(app, pp.proj.y + pp.proj.h / 2));
        return 1;
    }
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

/* Whether a and b overlap. */
static int overlap(SDL_FRect a, SDL_FRect b)
{
    return a.w > 0 && b.w > 0 && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h &&
           b.y < a.y + a.h;
}

int script_cmd_expect_popup(Script *s, App *app, char **w, int nw)
{
    GameProbe p;
    GameProbePanel pp;
    char *e1, *e2;
    if (nw != 3) return script_fail(s, "expect-popup needs SEAT POINTS");
    long seat = strtol(w[1], &e1, 10), points = strtol(w[2], &e2, 10);
    if (*e1 || *e2 || game_probe(app, &p) != 0 || game_probe_panel(app, (int)seat, &pp) != 0)
        return script_fail(s, "expect-popup: no seat `%s` in a game, or `%s` is no number", w[1],
                           w[2]);
    int found = 0, other = -1;
    for (int i = 0; i < p.anim->npopup; i++) {
        if (p.anim->popup[i].seat != seat) continue;
        if (p.anim->popup[i].points == points)
            found++;
        else
            other = p.anim->popup[i].points;
    }
    if (found != 1)
        return script_fail(s, "expect-popup: %d popups of +%ld for seat %ld (another: %d)", found,
                           points, seat, other);
    /* where it lands it hides the whole score column: "+4" over "14" never reads "+44" */
    char text[16];
    snprintf(text, sizeof text, "+%ld", points);
    SDL_FRect b = game_probe_popup_landing(app, (int)seat, text);
    float mid = pp.score.y + pp.score.h / 2;
    if (b.x > pp.score.x || b.x + b.w < pp.score.x + pp.score.w || b.y > mid || b.y + b.h < mid)
        return script_fail(s,
                           "expect-popup: the popup's backing %.0f %.0f %.0fx%.0f leaves part of "
                           "the score column %.0f %.0f %.0fx%.0f showing",
                           b.x, b.y, b.w, b.h, pp.score.x, pp.score.y, pp.score.w, pp.score.h);
    return 0;
}

int script_cmd_expect_legal_visible(Script *s, App *app, char **w, int nw)
{
    GameProbe p;
    GameProbePanel pp;
    (void)w;
    if (nw != 1) return script_fail(s, "expect-legal-visible takes nothing");
    if (game_probe(app, &p) != 0 || game_probe_panel(app, 0, &pp) != 0)
        return script_fail(s, "expect-legal-visible: not in a game");
    if (!p.human_to_move || game_phase(p.view) != PHASE_PLACE || p.nlegal < 1)
        return script_fail(s, "expect-legal-visible: no human places a tile now");
    /* the board below the toolbar's band (the panel and the bar are outside p.board) */
    SDL_FRect area = {p.board.x, p.board.y + pp.toolbar_h, p.board.w, p.board.h - pp.toolbar_h};
    for (int i = 0; i < p.nlegal; i++) {
        int tx, ty, tw;
        camera_tile_rect(&p.cam, p.legal[i].x, p.legal[i].y, &tx, &ty, &tw);
        /* the middle half of the square, where a player points at it */
        SDL_FRect mid = {(float)tx + (float)tw / 4, (float)ty + (float)tw / 4, (float)tw / 2,
                         (float)tw / 2};
        if (mid.x < area.x || mid.y < area.y || mid.x + mid.w > area.x + area.w ||
            mid.y + mid.h > area.y + area.h)
            return script_fail(s,
                               "expect-legal-visible: the legal spot %d %d (on screen %d %d, %d "
                               "px) is outside the board's view %.0f %.0f %.0fx%.0f",
                               p.legal[i].x, p.legal[i].y, tx, ty, tw, area.x, area.y, area.w,
                               area.h);
        if (overlap(mid, pp.banner) || overlap(mid, pp.hint))
            return script_fail(s, "expect-legal-visible: the %s covers the legal spot %d %d",
                               overlap(mid, pp.banner) ? "banner" : "hint line", p.legal[i].x,
                               p.legal[i].y);
    }
    return 0;
}

int script_cmd_expect_score_room(Script *s, App *app, char **w, int nw)
{
    GameProbePanel pp;
    char *e1, *e2;
    if (nw != 3) return script_fail(s, "expect-score-room needs SEAT DIGITS");
    long seat = strtol(w[1], &e1, 10), digits = strtol(w[2], &e2, 10);
    if (*e1 || *e2 || game_probe_panel(app, (int)seat, &pp) != 0)
        return script_fail(s, "expect-score-room: no seat `%s` in a game", w[1]);
    char t[32];
    int n = snprintf(t, sizeof t, "%d", pp.score_value);
    if (n != digits)
        return script_fail(s, "expect-score-room: seat %ld's score is %d, not of %ld digits", seat,
                           pp.score_value, digits);
    if (!pp.has_proj) return script_fail(s, "expect-score-room: no projected score shows");
    /* "-> 213" and "129" apart, never "-> 213129" */
    float gap = pp.score_text.x - (pp.proj_text.x + pp.proj_text.w);
    if (gap < app_px(app, 4))
        return script_fail(s,
                           "expect-score-room: seat %ld's score %d starts %.0f px after its "
                           "projection %d ends",
                           seat, pp.score_value, gap, pp.proj_value);
    return 0;
}

/* A human places a tile and the board has come to rest (the camera, the animations). */
static int until_human_turn(Script *s, App *app)
{
    GameProbe p;
    (void)s;
    if (game_probe(app, &p) != 0 || !p.human_to_move || game_phase(p.view) != PHASE_PLACE) return 0;
    Camera end = p.cam;
    return !camera_update(&end, 0) && !anim_active(p.anim);
}

int script_cmd_wait_human_turn(Script *s, App *app, char **w, int nw)
{
    char *end;
    long n = nw == 2 ? strtol(w[1], &end, 10) : 30000;
    (void)app;
    if (nw > 2 || (nw == 2 && (*end || n < 1)))
        return script_fail(s, "wait-human-turn takes at most a frame count");
    snprintf(s->wait_arg, sizeof s->wait_arg, "a human's turn");
    s->wait_until = until_human_turn;
    s->wait_until_left = (int)n;
    return 1;
}

int script_cmd_expect_turn(Script *s, App *app, char **w, int nw)
{
    GameProbe p;
    if (nw != 2 || (strcmp(w[1], "human") != 0 && strcmp(w[1], "bot") != 0))
        return script_fail(s, "expect-turn needs human or bot");
    if (game_probe(app, &p) != 0) return script_fail(s, "expect-turn: not in a game");
    int human = w[1][0] == 'h';
    if (p.human_to_move != human)
        return script_fail(s, "expect-turn: it is %s's turn",
                           p.human_to_move ? "a human" : "a bot");
    return 0;
}
