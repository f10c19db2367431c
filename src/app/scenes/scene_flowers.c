/* The flower-token draw of Village Life: each player in turn picks a face-down token, which
 * turns over to show their flower colour. The colours were already drawn by the game from
 * its seed (game_flower); the scene only reveals them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "palette.h"
#include "scenes.h"
#include "text.h"
#include "text_fit.h"
#include "ui.h"
#include "app.h"
#include "i18n.h"

#define FLIP_MS     520
#define HOLD_MS     650
#define BOT_PICK_MS 450
#define STEP_MS     10

typedef struct FlowerScene {
    int ntok;
    int taken_by[8]; /* seat or -1 */
    int seat;        /* whose pick it is; nplayers when done */
    int flipping;    /* a token is turning over */
    int flip_token;
    int clock_ms, acc_ms;
    int wait_ms; /* bot pick delay / hold after a flip */
    int done_ms;
} FlowerScene;

static void *flowers_enter(App *app)
{
    const Game *g = app->session.game;
    if (!g || !(game_expansions(g) & EXP_VILLAGE)) {
        app_set_scene(app, &SCENE_GAME);
        return NULL;
    }
    FlowerScene *fs = calloc(1, sizeof *fs);
    if (!fs) return NULL;
    fs->ntok = game_nplayers(g) <= 4 ? 4 : 8;
    for (int i = 0; i < 8; i++) fs->taken_by[i] = -1;
    return fs;
}

static void flowers_leave(App *app, void *state)
{
    (void)app;
    free(state);
}

static void pick(App *app, FlowerScene *fs, int token)
{
    const Game *g = app->session.game;
    if (fs->flipping || fs->seat >= game_nplayers(g) || token < 0 || token >= fs->ntok ||
        fs->taken_by[token] >= 0)
        return;
    fs->taken_by[token] = fs->seat;
    fs->flipping = 1;
    fs->flip_token = token;
    fs->clock_ms = 0;
    app->dirty = 1;
}

static int random_free_token(App *app, FlowerScene *fs)
{
    int free_tok[8], n = 0;
    for (int i = 0; i < fs->ntok; i++)
        if (fs->taken_by[i] < 0) free_tok[n++] = i;
    return n ? free_tok[rng_below(&app->cosmetic, (uint32_t)n)] : -1;
}

static void flowers_input(App *app, void *state, const InputEvent *e)
{
    FlowerScene *fs = state;
    if (!fs) return;
    const Game *g = app->session.game;
    char id[UI_ID_MAX];
    int human = fs->seat < game_nplayers(g) && !session_is_bot(&app->session, fs->seat);
    if (ui_input(app->uis, e, id) == 1) {
        int k;
        if (sscanf(id, "token%d", &k) == 1 && human)
            pick(app, fs, k);
        else if (strcmp(id, "begin") == 0 && fs->seat >= game_nplayers(g))
            app_set_scene(app, &SCENE_GAME);
        return;
    }
    if (e->kind == IN_ACTION) {
        InputAction k = e->action;
        if (k == IA_CONTINUE || k == IA_CONFIRM) {
            if (fs->seat >= game_nplayers(g))
                app_set_scene(app, &SCENE_GAME);
            else if (human)
                pick(app, fs, random_free_token(app, fs));
        } else if (k == IA_BACK) {
            app_set_scene(app, &SCENE_TITLE);
        }
    }
}

static int flowers_update(App *app, void *state, int dt)
{
    FlowerScene *fs = state;
    if (!fs) return SCENE_IDLE;
    const Game *g = app->session.game;
    int n = game_nplayers(g);
    if (fs->flipping) {
        fs->acc_ms += dt;
        while (fs->acc_ms >= STEP_MS) {
            fs->acc_ms -= STEP_MS;
            fs->clock_ms += STEP_MS;
        }
        if (fs->clock_ms >= FLIP_MS + HOLD_MS) {
            fs->flipping = 0;
            fs->seat++;
            fs->wait_ms = 0;
            if (fs->seat >= n) fs->done_ms = 0;
        }
        app->dirty = 1;
        return SCENE_ANIMATING;
    }
    fs->acc_ms = 0;
    if (fs->seat < n && session_is_bot(&app->session, fs->seat)) {
        fs->wait_ms += dt;
        if (fs->wait_ms >= BOT_PICK_MS) pick(app, fs, random_free_token(app, fs));
        return fs->wait_ms >= BOT_PICK_MS ? SCENE_ANIMATING : BOT_PICK_MS - fs->wait_ms;
    }
    if (fs->seat >= n) {
        /* with nobody at the table to click, go on by itself */
        int humans = 0;
        for (int i = 0; i < n; i++) humans += !session_is_bot(&app->session, i);
        if (!humans) {
            fs->done_ms += dt;
            if (fs->done_ms >= 1200) app_set_scene(app, &SCENE_GAME);
            return 1200 - fs->done_ms > 0 ? 1200 - fs->done_ms : SCENE_ANIMATING;
        }
    }
    return SCENE_IDLE;
}

/* A token at cx, cy: width scale sx (flip), face up showing flower fl when fl >= 0. */
static void token(App *app, float cx, float cy, float r, float sx, int fl, int hover)
{
    const Theme *th = palette_theme();
    if (sx < 0.04f) sx = 0.04f;
    SDL_FPoint p[24];
    for (int i = 0; i < 24; i++) {
        float a = 6.2831853f * (float)i / 24;
        p[i].x = cx + r * sx * SDL_cosf(a);
        p[i].y = cy + r * SDL_sinf(a);
    }
    SDL_FPoint q[24];
    for (int i = 0; i < 24; i++) {
        q[i].x = cx + (p[i].x - cx) * 1.08f;
        q[i].y = cy + (p[i].y - cy) * 1.08f;
    }
    draw_poly(app->renderer, q, 24, hover ? th->accent : (SDL_Color){70, 48, 24, 255});
    if (fl < 0) {
        draw_poly(app->renderer, p, 24, (SDL_Color){150, 104, 58, 255});
        /* a flower outline stamped on the back */
        for (int k = 0; k < 5; k++) {
            float a = 6.2831853f * (float)k / 5;
            draw_circle(app->renderer, cx + r * 0.3f * sx * SDL_cosf(a),
                        cy + r * 0.3f * SDL_sinf(a), r * 0.18f * (sx > 0.3f ? 1 : sx * 3),
                        (SDL_Color){120, 80, 42, 255});
        }
        return;
    }
    draw_poly(app->renderer, p, 24, th->panel);
    /* a shape per colour besides the colour: white 5 round petals, orange 4, violet 6 narrow,
     * light blue 3 wide (the name is written beside it in the table) */
    static const int petals[FLOWER_COUNT] = {5, 4, 6, 3};
    static const float size[FLOWER_COUNT] = {0.22f, 0.25f, 0.16f, 0.28f};
    static const float dist[FLOWER_COUNT] = {0.34f, 0.34f, 0.40f, 0.30f};
    int k = fl >= 0 && fl < FLOWER_COUNT ? fl : 0;
    SDL_Color c = palette_flower(fl);
    float squash = sx > 0.5f ? 1 : sx * 2;
    for (int i = 0; i < petals[k]; i++) {
        float a = 6.2831853f * (float)i / (float)petals[k] - 1.5708f;
        float px = cx + r * dist[k] * sx * SDL_cosf(a), py = cy + r * dist[k] * SDL_sinf(a);
        draw_circle(app->renderer, px, py, r * (size[k] + 0.04f) * squash,
                    (SDL_Color){60, 40, 20, 255});
        draw_circle(app->renderer, px, py, r * size[k] * squash, c);
    }
    draw_circle(app->renderer, cx, cy, r * 0.16f * sx, (SDL_Color){240, 200, 60, 255});
}

static void flowers_draw(App *app, void *state)
{
    FlowerScene *fs = state;
    const Theme *th = palette_theme();
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, th->board_bg);
    if (!fs) return;
    const Game *g = app->session.game;
    int n = game_nplayers(g);
    float w = app_px(app, 820), h = app_px(app, n > 5 ? 560 : 470);
    if (w > (float)app->w - app_px(app, 20)) w = (float)app->w - app_px(app, 20);
    if (h > (float)app->h - app_px(app, 20)) h = (float)app->h - app_px(app, 20);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_panel(app->uis, p, _("Flower tokens"));
    float y = p.y + app_px(app, 50);
    char line[160];
    if (fs->seat < n)
        snprintf(line, sizeof line,
                 session_is_bot(&app->session, fs->seat) ? _("%s (bot), pick a flower token")
                                                         : _("%s, pick a flower token"),
                 palette_player_name(g, fs->seat));
    else
        snprintf(line, sizeof line, "%s", _("Everyone has a flower colour"));
    text_draw(app->text, FONT_LARGE, line, th->ink, p.x + w / 2, y, TEXT_CENTER);
    y += (float)text_line_height(app->text, FONT_LARGE) + app_px(app, 2);
    /* one line, or two when the language needs them */
    int used = text_draw_centred(
        app->text, FONT_SMALL,
        _("Each flower group of your colour on a feature you score (road, city, monastery, "
          "field) gives you 3 more points."),
        th->ink_soft, p.x + w / 2, y, (int)(w - app_px(app, 24)));
    y += app_px(app, 44) + (float)(used - text_line_height(app->text, FONT_SMALL));
    /* the face-down tokens */
    float r = app_px(app, fs->ntok > 4 ? 36 : 44), gap = app_px(app, 18);
    float total = (float)fs->ntok * 2 * r + (float)(fs->ntok - 1) * gap;
    float x = p.x + (w - total) / 2 + r;
    for (int i = 0; i < fs->ntok; i++, x += 2 * r + gap) {
        float cx = x, cy = y + r;
        SDL_FRect area = {cx - r, cy - r, 2 * r, 2 * r};
        int owner = fs->taken_by[i];
        if (owner >= 0 && !(fs->flipping && fs->flip_token == i)) {
            draw_ring(app->renderer, cx, cy, r, app_px(app, 2), palette_alpha(th->ink_soft, 90));
            continue; /* taken: it is now shown beside its owner */
        }
        if (fs->flipping && fs->flip_token == i) {
            float t = (float)fs->clock_ms / FLIP_MS;
            if (t > 1) t = 1;
            float lift = app_px(app, 16) * (t < 1 ? SDL_sinf(t * 3.14159f) : 0);
            float sx = t < 0.5f ? 1 - 2 * t : 2 * t - 1;
            token(app, cx, cy - lift, r * (1 + 0.15f * (t < 1 ? SDL_sinf(t * 3.14159f) : 0)), sx,
                  t < 0.5f ? -1 : game_flower(g, owner), 0);
            continue;
        }
        char id[16];
        snprintf(id, sizeof id, "token%d", i);
        ui_area(app->uis, id, area);
        int human = fs->seat < n && !session_is_bot(&app->session, fs->seat);
        token(app, cx, cy, r, 1, -1, human && !fs->flipping && ui_hovered(app->uis, area));
    }
    y += 2 * r + app_px(app, 30);
    /* the table so far */
    float rowh = app_px(app, n > 5 ? 30 : 36);
    for (int s = 0; s < n; s++) {
        float ry = y + rowh * (float)s;
        int colour = game_colour(g, s);
        float lx = p.x + w / 2 - app_px(app, 200);
        draw_marker(app->renderer, palette_marker(colour), lx, ry + rowh / 2, app_px(app, 9),
                    palette_player(colour), (SDL_Color){30, 20, 10, 255});
        text_draw(app->text, s == fs->seat ? FONT_BOLD : FONT_BODY, palette_player_name(g, s),
                  th->ink, lx + app_px(app, 20), ry + rowh / 2, TEXT_MIDDLE);
        int shown = s < fs->seat || (s == fs->seat && fs->flipping && fs->clock_ms >= FLIP_MS);
        if (shown) {
            int fl = game_flower(g, s);
            token(app, p.x + w / 2 + app_px(app, 90), ry + rowh / 2, rowh * 0.42f, 1, fl, 0);
            text_draw(app->text, FONT_BODY, palette_flower_title(fl), th->ink,
                      p.x + w / 2 + app_px(app, 112), ry + rowh / 2, TEXT_MIDDLE);
        } else if (s == fs->seat) {
            text_draw(app->text, FONT_SMALL, _("picking..."), th->ink_soft,
                      p.x + w / 2 + app_px(app, 76), ry + rowh / 2, TEXT_MIDDLE);
        }
    }
    if (fs->seat >= n) {
        float bw = app_px(app, 220), bh = app_px(app, 44);
        ui_button(app->uis, "begin", _("Begin the game"),
                  (SDL_FRect){p.x + (w - bw) / 2, p.y + h - bh - app_px(app, 18), bw, bh},
                  UI_PRIMARY);
    } else {
        text_draw(app->text, FONT_SMALL, _("Click a token, or press Space for any."), th->ink_soft,
                  p.x + w / 2, p.y + h - app_px(app, 34), TEXT_CENTER);
    }
}

const Scene SCENE_FLOWERS = {"flowers",     flowers_enter,  flowers_leave,
                             flowers_input, flowers_update, flowers_draw};
