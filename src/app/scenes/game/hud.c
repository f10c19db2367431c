/* The game scene's panel: the drawn tile and the turn's buttons, every player (colour, marker
 * shape, name, score, figures in supply, flower), the score track with the privilege piles,
 * and the bottom line saying what to do now. */
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "figure_gfx.h"
#include "i18n.h"
#include "palette.h"
#include "hud_assist.h"
#include "hud_layout.h"
#include "i18n.h"
#include "scene_game_state.h"
#include "sprite.h"
#include "text.h"
#include "text_fit.h"
#include "tile_gfx.h"
#include "ui.h"

void hud_player_anchor(App *app, const GameScene *gs, int seat, float *x, float *y)
{
    HudLayout L;
    hud_layout(app, gs, &L);
    /* the popup lands on the score itself (drawn with a backing, so "+4" over "14" reads "+4") */
    *x = L.score_r - L.score_w / 2;
    *y = L.players_y + L.row_h * ((float)seat + 0.5f);
}

SDL_FRect hud_popup_box(App *app, const GameScene *gs, const char *s, float x, float y)
{
    HudLayout L;
    hud_layout(app, gs, &L);
    /* wide enough to hide a score of three digits under it: "+4" over "114" reads "+4" */
    float w = (float)text_width(app->text, FONT_LARGE, s) + app_px(app, 10);
    if (w < L.score_w + app_px(app, 8)) w = L.score_w + app_px(app, 8);
    float h = (float)text_line_height(app->text, FONT_LARGE);
    return (SDL_FRect){x - w / 2, y - h / 2, w, h};
}

static void marker(App *app, int colour, float cx, float cy, float rad)
{
    sprite_draw(app->sprites, SPRITE_MARKER, colour, 0, cx, cy, (int)(rad * 2.8f + 0.5f), 255);
}

/* A figure icon: the art's when there is art, else the stand-in drawing. */
static void icon(App *app, int colour, int kind, float cx, float cy, float size, Uint8 alpha)
{
    int gk = kind == FIGURE_WINDMILL ? GFX_WINDMILL
             : kind == FIGURE_LYING  ? GFX_FARMER
                                     : GFX_FOLLOWER;
    int s = (int)(size * 1.25f + 0.5f);
    SDL_Rect d = {(int)(cx - s / 2.0f), (int)(cy - s / 2.0f), s, s};
    if (tile_gfx_figure(app->tiles, gk, colour, &d, alpha) != 0)
        sprite_draw(app->sprites, SPRITE_FIGURE, colour, kind, cx, cy, (int)(size * 1.25f), alpha);
}

static void section_title(App *app, const char *s, float x, float y)
{
    text_draw(app->text, FONT_SMALL, s, palette_theme()->ink_soft, x, y, 0);
}

/* "hard bot": the seat's bot kind in lower case. */
static const char *hud_bot_label(const App *app, int seat)
{
    const BotKind *k = bot_kind(app->session.bot[seat]);
    if (!k) return "bot";
    if (strcmp(k->key, "easy") == 0) return _("easy bot");
    if (strcmp(k->key, "hard") == 0) return _("hard bot");
    if (strcmp(k->key, "random") == 0) return _("random bot");
    return "bot";
}

/* A button's label, without its key when the button is too narrow for both. */
static void turn_button(App *app, const char *id, const char *label, const char *shorter,
                        SDL_FRect r, int look)
{
    int room = (int)(r.w - app_px(app, 12));
    ui_button(app->uis, id, text_width(app->text, FONT_BOLD, label) <= room ? label : shorter, r,
              look);
}

static void draw_turn(App *app, GameScene *gs, const HudLayout *L)
{
    const Theme *th = palette_theme();
    const Game *g = scene_game_view(app, gs);
    float x = L->x + L->pad, y = L->title.y;
    int actor = scene_game_actor(gs, app);
    if (actor < 0) actor = game_current_player(g);
    int colour = game_colour(g, actor);
    char line[160];
    int bot = session_is_bot(&app->session, actor);
    float lh = L->title.h;
    float tx = x + app_px(app, 24);
    const char *who = palette_player_name(g, actor);
    if (gs->over)
        snprintf(line, sizeof line, "%s", _("Game over"));
    else if (game_phase(g) == PHASE_TOKEN)
        snprintf(line, sizeof line, _("%s: privilege token"), who);
    else if (bot) {
        /* TRANSLATORS: the turn's title: a player's name and its bot kind ("hard bot") */
        snprintf(line, sizeof line, gs->bot_job ? _("%s (%s) thinks") : _("%s (%s) plays"), who,
                 hud_bot_label(app, actor));
        /* without the kind when the line is too long for the panel */
        if (text_width(app->text, FONT_BOLD, line) > (int)(L->title.x + L->title.w - tx))
            snprintf(line, sizeof line, gs->bot_job ? _("%s thinks") : _("%s plays"), who);
    } else
        snprintf(line, sizeof line, _("%s's turn"), who);
    marker(app, colour, x + app_px(app, 9), y + lh / 2, app_px(app, 8));
    /* a long name is ellipsized to the panel */
    text_draw_fit(app->text, FONT_BOLD, line, th->ink, tx, y, 0,
                  (int)(L->title.x + L->title.w - tx));
    y = L->tile_box.y;

    /* the drawn tile, as large as the panel allows */
    float ts = L->tile;
    SDL_FRect box = L->tile_box;
    draw_round_rect(app->renderer, box.x, box.y, box.w, box.h, app_px(app, 6), th->panel_dark);
    int tile = game_current_tile(g), rot = gs->rot;
    if (game_phase(g) == PHASE_PLACE && gs->snap) rot = gs->snap_rot;
    if (game_phase(g) == PHASE_ACTION && gs->turn.placed) {
        tile = gs->turn.place.tile;
        rot = gs->turn.place.rot;
    }
    SDL_Rect tr = {(int)(x + app_px(app, 4)), (int)(y + app_px(app, 4)), (int)ts, (int)ts};
    if (tile >= 0) {
        tile_gfx_draw(app->tiles, tile, rot, &tr, (int)ts, 255);
        if (gs->unplaceable_ms > 0) {
            float c = app_px(app, 5);
            draw_line(app->renderer, (float)tr.x, (float)tr.y, (float)(tr.x + tr.w),
                      (float)(tr.y + tr.h), c, th->bad);
            draw_line(app->renderer, (float)tr.x, (float)(tr.y + tr.h), (float)(tr.x + tr.w),
                      (float)tr.y, c, th->bad);
        }
    } else if (game_phase(g) == PHASE_TOKEN) {
        /* the privilege token to place, face down */
        int s = (int)(ts * 0.62f);
        SDL_Rect d = {tr.x + (tr.w - s) / 2, tr.y + (tr.h - s) / 2, s, s};
        if (tile_gfx_figure(app->tiles, GFX_TOKEN_BACK, -1, &d, 255) != 0)
            sprite_draw(app->sprites, SPRITE_TOKEN, -1, 0, d.x + s / 2.0f, d.y + s / 2.0f, s, 255);
    } else if (gs->viewer && game_placed_count(g) > 1) {
        /* the replay viewer: the tile of the turn shown, not a draw that never comes */
        int vt, vr;
        game_placed(g, game_placed_count(g) - 1, &vt, NULL, NULL, &vr);
        tile_gfx_draw(app->tiles, vt, vr, &tr, (int)ts, 255);
    } else {
        text_draw(app->text, FONT_SMALL, gs->over ? "" : _("drawing..."), th->ink_soft,
                  tr.x + ts / 2, tr.y + ts / 2, TEXT_CENTER | TEXT_MIDDLE);
    }
    char left[48];
    int nleft = game_tiles_left(g);
    snprintf(left, sizeof left, P_("%d tile left", "%d tiles left", nleft), nleft);
    text_draw_centred(app->text, FONT_SMALL, left, th->ink_soft,
                      L->tiles_left.x + L->tiles_left.w / 2, L->tiles_left.y, (int)L->tiles_left.w);

    /* the turn's buttons */
    float bx = L->buttons.x, bw = L->buttons.w;
    float bh = app_px(app, 32), gap = app_px(app, 6), by = y;
    int human = scene_game_human_to_move(gs, app);
    GamePhase ph = game_phase(g);
    if (gs->unplaceable_ms > 0) {
        ui_button(app->uis, "skip", _("Next tile"), (SDL_FRect){bx, by, bw, bh}, UI_PRIMARY);
        return;
    }
    if (ph == PHASE_PLACE) {
        turn_button(app, "rotate", _("Rotate  R"), _("Rotate"), (SDL_FRect){bx, by, bw, bh},
                    human ? UI_SECONDARY : UI_DISABLED);
        by += bh + gap;
        int mask = gs->snap ? scene_game_rotations_at(gs, gs->snap_x, gs->snap_y) : 0;
        int nrot = (mask & 1) + (mask >> 1 & 1) + (mask >> 2 & 1) + (mask >> 3 & 1);
        char s[64];
        snprintf(s, sizeof s, P_("%d rotation fits here", "%d rotations fit here", nrot), nrot);
        if (!gs->snap) {
            int npos = 0, lx = 1 << 30, ly = 1 << 30;
            for (int i = 0; i < gs->nlegal; i++)
                if (gs->legal[i].x != lx || gs->legal[i].y != ly) {
                    npos++;
                    lx = gs->legal[i].x;
                    ly = gs->legal[i].y;
                }
            snprintf(s, sizeof s, P_("%d place it fits", "%d places it fits", npos), npos);
        }
        if (human) text_draw_wrapped(app->text, FONT_SMALL, s, th->ink_soft, bx, by, (int)bw);
        return;
    }
    if (ph == PHASE_ACTION && gs->turn.placed) {
        /* as many buttons as the column beside the tile holds: smaller ones when needed */
        int nb = 2 + gs->can_windmill + gs->can_donkey;
        float fit = (L->buttons.h - gap * (float)(nb - 1)) / (float)nb;
        if (fit < bh) {
            gap = app_px(app, 4);
            bh = (L->buttons.h - gap * (float)(nb - 1)) / (float)nb;
        }
        turn_button(app, "confirm",
                    gs->turn.has_act ? _("Confirm  \xe2\x8f\x8e") : _("End turn  \xe2\x8f\x8e"),
                    gs->turn.has_act ? _("Confirm") : _("End turn"), (SDL_FRect){bx, by, bw, bh},
                    human ? UI_PRIMARY : UI_DISABLED);
        by += bh + gap;
        turn_button(app, "undo", _("Take back  \xe2\x8c\xab"), _("Take back"),
                    (SDL_FRect){bx, by, bw, bh}, human ? UI_SECONDARY : UI_DISABLED);
        by += bh + gap;
        if (gs->can_windmill) {
            turn_button(app, "windmill", _("Windmill  W"), _("Windmill"),
                        (SDL_FRect){bx, by, bw, bh},
                        !human                      ? UI_DISABLED
                        : gs->mode == MODE_WINDMILL ? UI_TOGGLE_ON
                                                    : UI_TOGGLE_OFF);
            by += bh + gap;
        }
        if (gs->can_donkey) {
            turn_button(app, "donkey", _("Move donkey"), _("Donkey"), (SDL_FRect){bx, by, bw, bh},
                        !human                    ? UI_DISABLED
                        : gs->mode == MODE_DONKEY ? UI_TOGGLE_ON
                                                  : UI_TOGGLE_OFF);
        }
    }
}

static void supply_icons(App *app, const Game *g, int seat, float x, float y, float h, float right)
{
    const Theme *th = palette_theme();
    int colour = game_colour(g, seat);
    char s[32];
    float fs = h * 0.9f;
    icon(app, colour, FIGURE_STANDING, x + fs / 2, y + h / 2, fs, 255);
    snprintf(s, sizeof s, "\xc3\x97%d", game_supply(g, seat, FIG_FOLLOWER));
    x += fs + app_px(app, 2);
    x += (float)text_draw(app->text, FONT_SMALL, s, th->ink, x, y + h / 2, TEXT_MIDDLE) +
         app_px(app, 10);
    if (game_expansions(g) & EXP_VILLAGE) {
        if (game_element_on(g, WITHOUT_WINDMILLS)) {
            Uint8 a = game_supply(g, seat, FIG_WINDMILL) ? 255 : 60;
            icon(app, colour, FIGURE_WINDMILL, x + fs / 2, y + h / 2, fs, a);
            x += fs + app_px(app, 10);
        }
        int fl = game_flower(g, seat);
        if (fl >= 0) {
            float r = h * 0.32f;
            draw_circle(app->renderer, x + r, y + h / 2, r + app_px(app, 1.2f), th->ink);
            draw_circle(app->renderer, x + r, y + h / 2, r, palette_flower(fl));
            float fx = x + 2 * r + app_px(app, 4);
            if (right - fx > app_px(app, 24))
                text_draw_fit(app->text, FONT_SMALL, palette_flower_title(fl), th->ink_soft, fx,
                              y + h / 2, TEXT_MIDDLE, (int)(right - fx));
        }
    }
}

/* "Ann · hard bot": the name and, for a bot, its kind. */
/* The row's name: "Blue \xc2\xb7 hard bot"; "Blue \xc2\xb7 bot" when the kind does not fit the row,
 * then the name alone (only a typed name longer than the row is ellipsized). */
static void row_name(App *app, const HudLayout *L, const Game *g, int seat, char *out, size_t size)
{
    const char *name = palette_player_name(g, seat);
    snprintf(out, size, "%s", name);
    if (!session_is_bot(&app->session, seat)) return;
    const char *kind[2] = {hud_bot_label(app, seat), C_("player row", "bot")};
    for (int i = 0; i < 2; i++) {
        char line[160];
        snprintf(line, sizeof line, "%s \xc2\xb7 %s", name, kind[i]);
        if (text_width(app->text, L->name_font, line) <= (int)L->name_w) {
            snprintf(out, size, "%s", line);
            return;
        }
    }
}

int hud_name_width(App *app, const HudLayout *L, int seat)
{
    char name[160];
    row_name(app, L, app->session.game, seat, name, sizeof name);
    int w = text_width(app->text, L->name_font, name);
    return w < (int)L->name_w ? w : (int)L->name_w;
}

static void draw_players(App *app, GameScene *gs, const HudLayout *L)
{
    const Theme *th = palette_theme();
    const Game *g = app->session.game;
    int n = game_nplayers(g);
    int actor = scene_game_actor(gs, app);
    if (actor < 0 && !gs->over) actor = game_current_player(g);
    int proj[GAME_MAX_PLAYERS];
    int has_proj = hud_assist_projected(app, gs, proj);
    for (int i = 0; i < n; i++) {
        float y = L->players_y + L->row_h * (float)i;
        int colour = game_colour(g, i);
        if (i == actor) {
            draw_round_rect(app->renderer, L->x + app_px(app, 4), y + app_px(app, 1),
                            L->w - app_px(app, 8), L->row_h - app_px(app, 2), app_px(app, 6),
                            palette_mix(th->panel_dark, palette_player(colour), 0.18f));
            draw_rect(app->renderer, L->x + app_px(app, 4), y + app_px(app, 3), app_px(app, 4),
                      L->row_h - app_px(app, 6), palette_player(colour));
        }
        float x = L->x + L->pad + app_px(app, 4);
        float line1 = y + (L->compact ? L->row_h / 2 : L->row_h * 0.28f);
        marker(app, colour, x + app_px(app, 10), line1, app_px(app, 8));
        char name[160];
        row_name(app, L, g, i, name, sizeof name);
        /* the name's room ends before the projection's column: ellipsized past it */
        int nw = text_draw_fit(app->text, L->name_font, name, th->ink, L->name_x, line1,
                               TEXT_MIDDLE, (int)L->name_w);
        char sc[16];
        snprintf(sc, sizeof sc, "%d", game_score(g, i));
        if (app->opt.layout_dump) {
            size_t used = strlen(app->layout_extra);
            int sw = text_width(app->text, L->score_font, sc);
            float k = 1.0f / app->px_per_point;
            snprintf(app->layout_extra + used, sizeof app->layout_extra - used,
                     "text hud-name%d %.0f %.0f %d %d\ntext hud-score%d %.0f %.0f %d %d\n", i,
                     (double)(L->name_x * k), (double)(y * k), (int)((float)nw * k),
                     (int)(L->row_h * k), i, (double)((L->score_r - (float)sw) * k),
                     (double)(y * k), (int)((float)sw * k), (int)(L->row_h * k));
        }
        /* fixed columns: three digits of score never reach the projection */
        text_draw_fit(app->text, L->score_font, sc, th->ink, L->score_r, y + L->row_h / 2,
                      TEXT_RIGHT | TEXT_MIDDLE, (int)L->score_w);
        if (has_proj) {
            /* the projected score if the game ended now, left of the score */
            snprintf(sc, sizeof sc, "\xe2\x86\x92 %d", proj[i]);
            float pw =
                (float)text_draw_fit(app->text, FONT_SMALL, sc, th->ink_soft, L->proj_r,
                                     y + L->row_h / 2, TEXT_RIGHT | TEXT_MIDDLE, (int)L->proj_w);
            hud_assist_projection_hover(app, gs, i, (SDL_FRect){L->proj_r - pw, y, pw, L->row_h});
        }
        if (L->supply_w > 0) {
            /* compact row: a follower and how many are left */
            float fs = (float)text_line_height(app->text, FONT_SMALL);
            icon(app, colour, FIGURE_STANDING, L->supply_x + fs / 2, y + L->row_h / 2, fs * 0.9f,
                 255);
            snprintf(sc, sizeof sc, "\xc3\x97%d", game_supply(g, i, FIG_FOLLOWER));
            text_draw_fit(app->text, FONT_SMALL, sc, th->ink, L->supply_x + fs + app_px(app, 1),
                          y + L->row_h / 2, TEXT_MIDDLE, (int)(L->supply_w - fs - app_px(app, 1)));
        }
        if (!L->compact)
            supply_icons(app, g, i, L->name_x, y + L->row_h * 0.56f, L->row_h * 0.36f,
                         L->proj_r - L->proj_w - app_px(app, 6));
    }
}

/* The 50 squares and their numbers, into a texture kept until the size changes. */
static void track_squares(App *app, float x0, float y0, float c)
{
    const Theme *th = palette_theme();
    for (int sq = 0; sq < 50; sq++) {
        float x = x0 + (float)(sq % 10) * c, y = y0 + (float)(sq / 10) * c;
        SDL_Color bg =
            sq % 10 == 0 ? palette_mix(th->panel_dark, th->accent, 0.35f) : th->panel_dark;
        draw_rect(app->renderer, x + 1, y + 1, c - 2, c - 2, bg);
        if (sq % 5 == 0) {
            char s[8];
            snprintf(s, sizeof s, "%d", sq);
            text_draw(app->text, FONT_SMALL, s, palette_alpha(th->ink_soft, 150),
                      x + app_px(app, 2), y + app_px(app, 1), 0);
        }
    }
}

static void draw_track_squares(App *app, GameScene *gs, float x0, float y0, float c)
{
    int cell = (int)c;
    if (!gs->track_tex || gs->track_cell != cell) {
        if (gs->track_tex) SDL_DestroyTexture(gs->track_tex);
        gs->track_tex = SDL_CreateTexture(app->renderer, SDL_PIXELFORMAT_ARGB8888,
                                          SDL_TEXTUREACCESS_TARGET, cell * 10, cell * 5);
        gs->track_cell = cell;
        SDL_Texture *old = SDL_GetRenderTarget(app->renderer);
        if (gs->track_tex && SDL_SetRenderTarget(app->renderer, gs->track_tex) == 0) {
            const Theme *th = palette_theme();
            SDL_SetRenderDrawColor(app->renderer, th->panel.r, th->panel.g, th->panel.b, 255);
            SDL_RenderClear(app->renderer);
            track_squares(app, 0, 0, (float)cell);
            SDL_SetRenderTarget(app->renderer, old);
        } else if (gs->track_tex) {
            SDL_DestroyTexture(gs->track_tex);
            gs->track_tex = NULL;
        }
    }
    if (!gs->track_tex) {
        track_squares(app, x0, y0, (float)cell);
        return;
    }
    SDL_Rect d = {(int)x0, (int)y0, cell * 10, cell * 5};
    SDL_RenderCopy(app->renderer, gs->track_tex, NULL, &d);
}

static void draw_track(App *app, GameScene *gs, const HudLayout *L)
{
    const Game *g = app->session.game;
    section_title(app, _("Score track"), L->track_title.x, L->track_title.y);
    float x0 = L->track.x, y0 = L->track.y, c = L->cell;
    draw_track_squares(app, gs, x0, y0, c);
    if (L->piles.w > 0) {
        /* each pile beside the row it waits on (squares 0, 10, 20, 30, 40) */
        for (int p = 0; p < GAME_PILE_COUNT && p < 5; p++) {
            int h = game_pile_height(g, p);
            float cx = L->piles.x + L->piles.w * 0.45f, cy = y0 + ((float)p + 0.5f) * c;
            int ts = (int)(c * 0.62f);
            for (int k = 0; k < h && k < 4; k++) {
                float tx = cx - (float)k * app_px(app, 1.5f), ty = cy - (float)k * app_px(app, 2);
                SDL_Rect d = {(int)(tx - ts / 2.0f), (int)(ty - ts / 2.0f), ts, ts};
                if (tile_gfx_figure(app->tiles, GFX_TOKEN_BACK, -1, &d, 255) != 0)
                    sprite_draw(app->sprites, SPRITE_TOKEN, -1, 0, tx, ty, ts, 255);
            }
        }
    }
    /* markers on one square share it side by side */
    int n = game_nplayers(g);
    int count[50] = {0}, k[GAME_MAX_PLAYERS];
    for (int i = 0; i < n; i++) k[i] = count[game_score(g, i) % 50]++;
    for (int i = 0; i < n; i++) {
        int sq = game_score(g, i) % 50;
        float cx, cy, size;
        hud_layout_marker(x0 + (float)(sq % 10) * c, y0 + (float)(sq / 10) * c, c, k[i], count[sq],
                          &cx, &cy, &size);
        marker(app, game_colour(g, i), cx, cy, size / 2.8f);
    }
}

void hud_instruction(App *app, const GameScene *gs, char *what, size_t wsize, char *keys,
                     size_t ksize)
{
    const Game *g = scene_game_view(app, gs);
    int actor = scene_game_actor(gs, app);
    snprintf(keys, ksize,
             _("Drag or arrow keys: look around    Wheel or +/-: zoom    C: centre    Esc: menu"));
    if (gs->over) {
        snprintf(what, wsize, _("The last tile is placed: final scoring."));
        return;
    }
    if (gs->unplaceable_ms > 0) {
        snprintf(what, wsize, _("No place for this tile: it is removed and another is drawn."));
        snprintf(keys, ksize, _("Click or Space: draw the next tile now"));
        return;
    }
    if (actor < 0) {
        snprintf(what, wsize, _("Drawing a tile..."));
        return;
    }
    const char *name = palette_player_name(g, actor);
    if (session_is_remote(&app->session, actor)) {
        /* TRANSLATORS: online, another machine's player (or the server's bot) is to move */
        snprintf(what, wsize, _("%s is playing (online)..."), name);
        return;
    }
    if (session_is_bot(&app->session, actor)) {
        /* one to three dots in turn while the bot's thread searches */
        static const char *const dots[3] = {".", "..", "..."};
        if (gs->bot_job)
            snprintf(what, wsize, _("%s (%s) is thinking%s"), name, hud_bot_label(app, actor),
                     dots[(gs->think_ms / 250) % 3]);
        else
            snprintf(what, wsize, _("%s (%s) is playing..."), name, hud_bot_label(app, actor));
        return;
    }
    switch (game_phase(g)) {
    case PHASE_PLACE:
        if (gs->dir_pick) {
            snprintf(what, wsize,
                     _("%s: choose which way to turn the privilege token: click an arrow."), name);
            snprintf(keys, ksize, _("Arrow keys: choose a direction    Esc or Backspace: back"));
        } else {
            snprintf(what, wsize, _("%s: place your tile on a highlighted spot."), name);
            snprintf(keys, ksize,
                     _("R, right click or Shift+wheel: rotate    Tab: next spot, Enter: place    "
                       "Drag: pan    Wheel: zoom    C: centre"));
        }
        break;
    case PHASE_ACTION:
        if (gs->mode == MODE_DONKEY) {
            snprintf(what, wsize, _("%s: click the tile the donkey moves to."), name);
            snprintf(keys, ksize, _("Esc or right click: cancel"));
        } else if (gs->mode == MODE_WINDMILL) {
            snprintf(what, wsize, _("%s: click a field of the new tile for your windmill."), name);
            snprintf(keys, ksize,
                     _("W: back to followers    Enter: confirm    Backspace: take back"));
        } else {
            snprintf(what, wsize, "%s: %s", name,
                     gs->turn.has_act
                         ? _("press Enter to confirm your turn (or click another spot).")
                     : gs->nacts
                         ? _("click a marked spot for a follower, or press Enter to end the turn.")
                         : _("no figure can go here: press Enter to end the turn."));
            snprintf(keys, ksize,
                     _("Enter: confirm    Tab: next choice    Backspace: take back%s%s%s"),
                     gs->can_windmill ? _("    W: windmill") : "",
                     gs->can_donkey ? _("    click the donkey: move it") : "",
                     gs->can_return ? _("    click a ringed figure: take it back") : "");
        }
        break;
    case PHASE_TOKEN:
        snprintf(what, wsize,
                 _("%s took a privilege token: place it face down on a highlighted spot."), name);
        snprintf(keys, ksize, _("It scores 1 point per follower on the tiles around it"));
        break;
    default: snprintf(what, wsize, " ");
    }
}

/* The bar's sentence (bold, else small, else ellipsized) and the keys that fit whole. */
typedef struct BarText {
    char what[300], keys[300];
    int what_font;
    float x, what_w, keys_w, what_y, keys_y, room;
} BarText;

static void bar_text(App *app, const GameScene *gs, BarText *t)
{
    char keys[300];
    hud_instruction(app, gs, t->what, sizeof t->what, keys, sizeof keys);
    SDL_FRect b = gs->bar;
    t->x = b.x + app_px(app, 14);
    t->room = b.w - app_px(app, 28);
    t->what_y = b.y + b.h * 0.34f;
    t->keys_y = b.y + b.h * 0.74f;
    t->what_font =
        text_width(app->text, FONT_BOLD, t->what) <= (int)t->room ? FONT_BOLD : FONT_SMALL;
    int ww = text_width(app->text, t->what_font, t->what);
    t->what_w = ww < (int)t->room ? (float)ww : t->room;
    t->keys_w = (float)text_fit_items(app->text, FONT_SMALL, keys, "    ", (int)t->room, t->keys,
                                      sizeof t->keys);
}

void hud_bar_rects(App *app, const GameScene *gs, SDL_FRect *what, SDL_FRect *keys)
{
    BarText t;
    bar_text(app, gs, &t);
    float h1 = (float)text_line_height(app->text, t.what_font);
    float h2 = (float)text_line_height(app->text, FONT_SMALL);
    *what = (SDL_FRect){t.x, t.what_y - h1 / 2, t.what_w, h1};
    *keys = (SDL_FRect){t.x, t.keys_y - h2 / 2, t.keys_w, h2};
    /* the two lines share the bar: neither reaches into the other's half */
    float mid = gs->bar.y + gs->bar.h * 0.56f;
    if (what->y + what->h > mid) what->h = mid - what->y;
    if (keys->y < mid) {
        keys->h -= mid - keys->y;
        keys->y = mid;
    }
}

static void draw_bar(App *app, GameScene *gs)
{
    const Theme *th = palette_theme();
    SDL_FRect b = gs->bar;
    draw_rect(app->renderer, b.x, b.y, b.w, b.h, (SDL_Color){36, 26, 16, 255});
    draw_rect(app->renderer, b.x, b.y, b.w, app_px(app, 2), th->accent_dark);
    BarText t;
    bar_text(app, gs, &t);
    SDL_Rect clip = {(int)b.x, (int)b.y, (int)b.w, (int)b.h};
    SDL_RenderSetClipRect(app->renderer, &clip);
    text_draw_fit(app->text, t.what_font, t.what, th->ink_light, t.x, t.what_y, TEXT_MIDDLE,
                  (int)t.room);
    text_draw(app->text, FONT_SMALL, t.keys, palette_mix(th->ink_light, th->accent, 0.45f), t.x,
              t.keys_y, TEXT_MIDDLE);
    SDL_RenderSetClipRect(app->renderer, NULL);
}

void hud_draw(App *app, GameScene *gs)
{
    const Theme *th = palette_theme();
    HudLayout L;
    hud_layout(app, gs, &L);
    draw_rect(app->renderer, gs->panel.x, gs->panel.y, gs->panel.w, gs->panel.h, th->panel);
    draw_rect(app->renderer, gs->panel.x, gs->panel.y, app_px(app, 3), gs->panel.h, th->panel_edge);
    draw_turn(app, gs, &L);
    draw_rect(app->renderer, L.x + L.pad, L.players_y - app_px(app, 5), L.w - 2 * L.pad, 1,
              th->panel_edge);
    draw_players(app, gs, &L);
    draw_track(app, gs, &L);
    hud_log_draw(app, gs, L.log);
    draw_bar(app, gs);
    if (app->opt.layout_dump) hud_layout_dump(app, gs);
}
