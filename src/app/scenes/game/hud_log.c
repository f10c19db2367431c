/* The HUD's scoring log: the latest scoring events, newest first, each wrapped to the log's width,
 * in the sentences of model/story.c (the replay viewer's words), from the same events the
 * final table and `replay --json` use. */
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "hud_assist.h"
#include "i18n.h"
#include "palette.h"
#include "scene_game_state.h"
#include "sprite.h"
#include "story.h"
#include "text.h"

/* Event e in the words the replay viewer uses (story.c: "Red's knight completes a city: Red
 * +12"); a privilege token turned for 0 names its type. Returns the player the line is about,
 * or -1 for an event the log leaves out. */
static int describe(const Game *g, int e, char *out, size_t size)
{
    const char *names[GAME_MAX_PLAYERS];
    for (int p = 0; p < GAME_MAX_PLAYERS; p++)
        names[p] = p < game_nplayers(g) ? palette_player_name(g, p) : "";
    int who = story_event(g, e, names, out, size);
    if (who >= 0) return who;
    return hud_assist_quiet_event(g, &game_events(g)[e], out, size);
}

/* An entry's height: its sentence wrapped to the log's width (one line as a rule). */
static float entry_h(App *app, const char *line, float w, float lh)
{
    float one = (float)text_line_height(app->text, FONT_SMALL);
    float h = (float)text_height_wrapped(app->text, FONT_SMALL, line, palette_theme()->ink, (int)w);
    return h > one ? lh + h - one : lh;
}

void hud_log_draw(App *app, GameScene *gs, SDL_FRect area)
{
    gs->log_hover = -1;
    gs->log_area = area;
    const Theme *th = palette_theme();
    const Game *g = app->session.game;
    float lh = (float)text_line_height(app->text, FONT_SMALL) + app_px(app, 2);
    if (area.h < lh) return;
    float y = area.y + lh, tw = area.w - app_px(app, 18), bottom = area.y + area.h;
    /* every entry can be reached: the wheel over the log skips the newest ones, until the
     * oldest that fit the area are shown */
    int total = 0, fit_oldest = 0;
    char line[200];
    for (int e = 0; e < game_event_count(g); e++) total += describe(g, e, line, sizeof line) >= 0;
    float used = y;
    for (int e = 0; e < game_event_count(g); e++) {
        if (describe(g, e, line, sizeof line) < 0) continue;
        used += entry_h(app, line, tw, lh);
        if (used > bottom) break;
        fit_oldest++;
    }
    int most = total - fit_oldest > 0 ? total - fit_oldest : 0;
    if (gs->log_scroll > most) gs->log_scroll = most;
    if (gs->log_scroll < 0) gs->log_scroll = 0;
    int skip = gs->log_scroll;
    /* how many are shown from there */
    int fit = 0, k = skip;
    used = y;
    for (int e = game_event_count(g) - 1; e >= 0; e--) {
        if (describe(g, e, line, sizeof line) < 0 || k-- > 0) continue;
        used += entry_h(app, line, tw, lh);
        if (used > bottom) break;
        fit++;
    }
    if (fit == 0 && total > 0)
        /* TRANSLATORS: the scoring log when the window leaves it no room for its lines */
        snprintf(line, sizeof line,
                 P_("Scoring: %d entry (a taller window shows it)",
                    "Scoring: %d entries (a taller window shows them)", total),
                 total);
    else if (total > fit)
        /* TRANSLATORS: the scoring log's header: entries first to last of all (scrolled by the
           mouse wheel) */
        snprintf(line, sizeof line, _("Scoring  %d\xe2\x80\x93%d of %d (wheel)"), skip + 1,
                 skip + fit, total);
    else
        snprintf(line, sizeof line, "%s", _("Scoring"));
    /* the header: without "(wheel)" and the count when they do not fit */
    if (text_width(app->text, FONT_SMALL, line) > (int)area.w)
        snprintf(line, sizeof line, "%s", _("Scoring"));
    text_draw_fit(app->text, FONT_SMALL, line, th->ink_soft, area.x, area.y, 0, (int)area.w);
    int shown = 0;
    SDL_Rect clip = {(int)area.x, (int)area.y, (int)area.w, (int)area.h};
    SDL_RenderSetClipRect(app->renderer, &clip);
    for (int e = game_event_count(g) - 1; e >= 0 && shown < fit; e--) {
        int who = describe(g, e, line, sizeof line);
        if (who < 0 || skip-- > 0) continue;
        float eh = entry_h(app, line, tw, lh);
        if (settings_assist(&app->settings, ASSIST_LOG) && gs->mx >= area.x &&
            gs->mx < area.x + area.w && gs->my >= y && gs->my < y + eh) {
            /* hud_assist.c lights its feature on the board and spells out its items */
            gs->log_hover = e;
            draw_rect(app->renderer, area.x, y, area.w, eh, palette_theme()->panel_dark);
        }
        sprite_draw(app->sprites, SPRITE_MARKER, game_colour(g, who), 0, area.x + app_px(app, 7),
                    y + lh / 2, (int)app_px(app, 16), 255);
        text_draw_wrapped(app->text, FONT_SMALL, line, th->ink, area.x + app_px(app, 18),
                          y + app_px(app, 1), (int)tw);
        y += eh;
        shown++;
    }
    if (!shown && fit == 0 && total == 0 && y + lh <= bottom)
        text_draw_wrapped(app->text, FONT_SMALL, _("nothing scored yet"),
                          palette_alpha(th->ink_soft, 170), area.x, y, (int)area.w);
    SDL_RenderSetClipRect(app->renderer, NULL);
}
