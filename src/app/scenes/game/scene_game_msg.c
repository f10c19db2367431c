/* The game scene's messages on the board: the banner ("Blue, your turn") and the hint line (a
 * refusal, or the keyboard's choice). Both count down in the app clock's real milliseconds
 * (the loop's frame step is capped for animations, and a wait of seconds would stretch a
 * banner), go when the turn passes to another player, and are placed off the spots the player
 * must click. */
#include <stdio.h>

#include "draw.h"
#include "palette.h"
#include "scene_game_state.h"
#include "text.h"

#define BANNER_MS 2000
#define HINT_MS   2600

void scene_game_hint(GameScene *gs, const char *msg)
{
    snprintf(gs->hint, sizeof gs->hint, "%s", msg);
    gs->hint_ms = HINT_MS;
    gs->hint_refused = 1;
    gs->hint_turn = 0;
}

void scene_game_choice_hint(GameScene *gs, const char *msg)
{
    scene_game_hint(gs, msg);
    gs->hint_refused = 0; /* a choice, not a refusal */
    gs->hint_turn = 1;
}

void scene_game_banner(GameScene *gs, const char *msg, int ms)
{
    snprintf(gs->banner, sizeof gs->banner, "%s", msg);
    gs->banner_ms = ms > 0 ? ms : BANNER_MS;
}

void scene_game_turn_passed(GameScene *gs)
{
    if (gs->hint_turn) gs->hint_ms = 0; /* "Chosen: ..." was about the last turn */
}

static int count_down(int *ms, int elapsed, int *wake)
{
    if (*ms <= 0) return 0;
    *ms -= elapsed;
    if (*ms <= 0) {
        *ms = 0;
        return 1;
    }
    if (*wake < 0 || *ms < *wake) *wake = *ms;
    return 0;
}

int scene_game_msg_update(App *app, GameScene *gs)
{
    uint64_t now = app->now_ms;
    int elapsed = gs->msg_clock && now > gs->msg_clock ? (int)(now - gs->msg_clock) : 0;
    gs->msg_clock = now ? now : 1;
    int wake = -1;
    if (count_down(&gs->banner_ms, elapsed, &wake)) app->dirty = 1;
    if (count_down(&gs->hint_ms, elapsed, &wake)) app->dirty = 1;
    return wake;
}

/* Whether the screen rectangle r covers a spot the player to move may click: a legal tile
 * position, the tentative tile (its figure spots), a privilege token spot. */
static int covers_spot(const GameScene *gs, SDL_FRect r)
{
    int n = gs->nlegal + gs->ntok + (gs->turn.placed ? 1 : 0);
    for (int i = 0; i < n; i++) {
        int x, y;
        if (i < gs->nlegal) {
            x = gs->legal[i].x;
            y = gs->legal[i].y;
        } else if (i < gs->nlegal + gs->ntok) {
            x = gs->tokpos[i - gs->nlegal].x;
            y = gs->tokpos[i - gs->nlegal].y;
        } else {
            x = gs->turn.place.x;
            y = gs->turn.place.y;
        }
        int tx, ty, tw;
        camera_tile_rect(&gs->cam, x, y, &tx, &ty, &tw);
        if ((float)tx < r.x + r.w && (float)(tx + tw) > r.x && (float)ty < r.y + r.h &&
            (float)(ty + tw) > r.y)
            return 1;
    }
    return 0;
}

/* The first of a few places along the board's top and bottom edges (and its corners) where a
 * box of w x h covers no spot; the top centre when every one does. */
static SDL_FRect free_place(App *app, const GameScene *gs, float w, float h, int bottom_first)
{
    const SDL_FRect b = gs->board;
    float m = app_px(app, 12), top = b.y + app_px(app, 56), low = b.y + b.h - h - m;
    float xs[3] = {b.x + (b.w - w) / 2, b.x + m, b.x + b.w - w - m};
    float ys[2] = {bottom_first ? low : top, bottom_first ? top : low};
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 3; i++) {
            SDL_FRect r = {xs[i], ys[j], w, h};
            if (!covers_spot(gs, r)) return r;
        }
    return (SDL_FRect){xs[0], ys[0], w, h};
}

void scene_game_msg_boxes(App *app, const GameScene *gs, SDL_FRect *banner, SDL_FRect *hint)
{
    *banner = *hint = (SDL_FRect){0, 0, 0, 0};
    if (gs->banner_ms > 0 && gs->banner[0]) {
        float w = (float)text_width(app->text, FONT_LARGE, gs->banner) + app_px(app, 36);
        *banner = free_place(app, gs, w, app_px(app, 44), 0);
    }
    if (gs->hint_ms > 0 && gs->hint[0]) {
        float w = (float)text_width(app->text, FONT_BODY, gs->hint) + app_px(app, 28);
        *hint = free_place(app, gs, w, app_px(app, 32), 1);
    }
}

void scene_game_msg_draw(App *app, GameScene *gs)
{
    const Theme *th = palette_theme();
    SDL_FRect banner, hint;
    scene_game_msg_boxes(app, gs, &banner, &hint);
    if (banner.w > 0) {
        SDL_FRect r = banner;
        draw_round_rect(app->renderer, r.x, r.y, r.w, r.h, app_px(app, 10),
                        (SDL_Color){30, 20, 10, 215});
        text_draw(app->text, FONT_LARGE, gs->banner, th->ink_light, r.x + r.w / 2, r.y + r.h / 2,
                  TEXT_CENTER | TEXT_MIDDLE);
    }
    if (hint.w > 0) {
        SDL_FRect r = hint;
        /* a refusal red, the keyboard's choice neutral */
        SDL_Color bg = gs->hint_turn ? (SDL_Color){30, 20, 10, 220} : (SDL_Color){120, 36, 24, 230};
        draw_round_rect(app->renderer, r.x, r.y, r.w, r.h, app_px(app, 8), bg);
        text_draw(app->text, FONT_BODY, gs->hint, th->ink_light, r.x + r.w / 2, r.y + r.h / 2,
                  TEXT_CENTER | TEXT_MIDDLE);
    }
}
