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

/* How many spots the screen rectangle r covers of those the player to move may click: a legal tile
 * position, the tentative tile (its figure spots), a privilege token spot. */
static int covers_spot(const GameScene *gs, SDL_FRect r)
{
    int covered = 0, n = gs->nlegal + gs->ntok + (gs->turn.placed ? 1 : 0);
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
            covered++;
    }
    return covered;
}

/* The first of a few places where a box of w x h covers no spot: along the board's top and
 * bottom edges (and their corners) first, then row by row inwards; when every one does, the
 * one that covers the fewest. */
static SDL_FRect free_place(App *app, const GameScene *gs, float w, float h, int bottom_first)
{
    const SDL_FRect b = gs->board;
    float m = app_px(app, 12), top = b.y + app_px(app, 56), low = b.y + b.h - h - m;
    float xs[3] = {b.x + (b.w - w) / 2, b.x + m, b.x + b.w - w - m};
    SDL_FRect best = {xs[0], bottom_first ? low : top, w, h};
    int fewest = -1;
    for (int k = 0; top + (float)k * h <= low - (float)k * h; k++)
        for (int j = 0; j < 2; j++) {
            float y = (j == 0) == !bottom_first ? top + (float)k * h : low - (float)k * h;
            for (int i = 0; i < 3; i++) {
                SDL_FRect r = {xs[i], y, w, h};
                int c = covers_spot(gs, r);
                if (c == 0) return r;
                if (fewest < 0 || c < fewest) {
                    fewest = c;
                    best = r;
                }
            }
        }
    return best;
}

/* The banner's font and width: large, or bold when a long name would not leave room beside
 * it on the board (at most the board's width less a margin, the text ellipsized past it). */
static int banner_font(App *app, const GameScene *gs, float *w)
{
    float room = gs->board.w * 0.7f, pad = app_px(app, 36);
    int font = FONT_LARGE;
    *w = (float)text_width(app->text, font, gs->banner) + pad;
    if (*w > room) {
        font = FONT_BOLD;
        *w = (float)text_width(app->text, font, gs->banner) + pad;
    }
    if (*w > gs->board.w - app_px(app, 24)) *w = gs->board.w - app_px(app, 24);
    return font;
}

void scene_game_msg_boxes(App *app, const GameScene *gs, SDL_FRect *banner, SDL_FRect *hint)
{
    *banner = *hint = (SDL_FRect){0, 0, 0, 0};
    if (gs->banner_ms > 0 && gs->banner[0]) {
        float w;
        banner_font(app, gs, &w);
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
        float w;
        int font = banner_font(app, gs, &w);
        text_draw_fit(app->text, font, gs->banner, th->ink_light, r.x + r.w / 2, r.y + r.h / 2,
                      TEXT_CENTER | TEXT_MIDDLE, (int)(r.w - app_px(app, 36)));
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
