/* Settings: UI scale (for high-density screens), fullscreen, animation speed, take-back, the
 * Hard bot's thinking time, the assists, sound (mute, music, volumes). Saved at once. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "i18n.h"
#include "palette.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"
#include "app.h"
#include "audio.h"
#include "i18n.h"

/* The scroll view: rows outside it get no widgets (they cannot be clicked unseen). */
typedef struct SettingsView {
    float top, bottom;
    float scroll, content_h;
} SettingsView;

static void save(App *app)
{
    char path[APP_PATH_MAX], err[512];
    if (app_config_file(app, "settings.txt", path, sizeof path) != 0) return;
    if (settings_save(&app->settings, path, err, sizeof err) != 0)
        fprintf(stderr, _("troubadour: settings: %s\n"), err);
}

static void *settings_enter(App *app)
{
    (void)app;
    return calloc(1, sizeof(SettingsView)); /* NULL: drawn without scrolling */
}

static void settings_leave(App *app, void *state)
{
    (void)app;
    free(state);
}

static void settings_input(App *app, void *state, const InputEvent *e)
{
    SettingsView *v = state;
    char id[UI_ID_MAX];
    if (ui_input(app->uis, e, id) == 1) {
        Settings *s = &app->settings;
        if (strcmp(id, "scale-down") == 0 && s->ui_scale > 0.76f)
            app_set_ui_scale(app, s->ui_scale - 0.25f);
        else if (strcmp(id, "scale-up") == 0 && s->ui_scale < 2.99f)
            app_set_ui_scale(app, s->ui_scale + 0.25f);
        else if (strcmp(id, "fullscreen") == 0)
            app_toggle_fullscreen(app);
        else if (strcmp(id, "undo-turn") == 0)
            s->undo_turn = !s->undo_turn;
        else if (strcmp(id, "undo-reveal") == 0)
            s->undo_after_reveal = !s->undo_after_reveal;
        else if (strncmp(id, "speed", 5) == 0)
            s->anim_speed = id[5] - '0';
        else if (strcmp(id, "purist") == 0)
            s->purist = !s->purist;
        else if (strncmp(id, "assist", 6) == 0 && id[6] >= '0' && id[6] < '0' + ASSIST_COUNT)
            s->assist[id[6] - '0'] = !s->assist[id[6] - '0'];
        else if (strcmp(id, "hard-") == 0 && s->hard_seconds > SETTINGS_HARD_MIN + 0.01f)
            s->hard_seconds -= 0.5f;
        else if (strcmp(id, "hard+") == 0 && s->hard_seconds < SETTINGS_HARD_MAX - 0.01f)
            s->hard_seconds += 0.5f;
        else if (strcmp(id, "mute") == 0)
            s->mute = !s->mute;
        else if (strcmp(id, "music") == 0)
            s->music = !s->music;
        else if (strncmp(id, "vol", 3) == 0 && id[3] >= '0' && id[3] < '0' + SETTINGS_VOL_COUNT) {
            int *vol = &s->volume[id[3] - '0'];
            *vol += id[4] == '+' ? 10 : -10;
            *vol = *vol < 0 ? 0 : *vol > 100 ? 100 : *vol;
        } else if (strcmp(id, "language") == 0) {
            /* the next language, "from the system" (-1) after the last; at once */
            int i = i18n_language_index(s->language) + 1;
            if (i >= i18n_language_count()) i = -1;
            snprintf(s->language, sizeof s->language, "%s", i18n_language_code(i));
            i18n_set_language(s->language);
        } else if (strcmp(id, "back") == 0)
            app_go_back(app);
        audio_apply(app->audio, s);
        save(app);
        app->dirty = 1;
        return;
    }
    if (e->kind == IN_WHEEL && v) {
        v->scroll -= (float)e->wheel * app_px(app, 60);
        app->dirty = 1;
        return;
    }
    if (e->kind != IN_ACTION) return;
    if (v && (e->action == IA_PAGE_DOWN || e->action == IA_PAGE_UP)) {
        v->scroll += (e->action == IA_PAGE_DOWN ? 1 : -1) * (v->bottom - v->top) * 0.8f;
        app->dirty = 1;
        return;
    }
    if (e->action == IA_BACK || (e->action == IA_TAKE_BACK && e->source == IN_SRC_CONTROLLER))
        app_go_back(app);
    else if (e->action == IA_MOVE)
        ui_nav(app->uis, e->dir);
}

static int settings_update(App *app, void *state, int dt)
{
    (void)app;
    (void)state;
    (void)dt;
    return SCENE_IDLE;
}

static void button(App *app, SettingsView *v, const char *id, const char *label, SDL_FRect r,
                   int look)
{
    if (r.y >= v->top - 1 && r.y + r.h <= v->bottom + 1) ui_button(app->uis, id, label, r, look);
}

/* A row's label on the left (bold) and its toggle on the right. */
static void toggle_row(App *app, SettingsView *v, float x, float y, float right, float bh,
                       const char *id, const char *label, int on, int enabled)
{
    const Theme *th = palette_theme();
    float bw = app_px(app, 64);
    text_draw_fit(app->text, FONT_BOLD, label, enabled ? th->ink : th->ink_soft, x, y + bh / 2,
                  TEXT_MIDDLE, (int)(right - bw - app_px(app, 8) - x));
    button(app, v, id, on ? C_("switch", "On") : C_("switch", "Off"),
           (SDL_FRect){right - bw, y, bw, bh},
           !enabled ? UI_DISABLED
           : on     ? UI_TOGGLE_ON
                    : UI_TOGGLE_OFF);
}

/* A line that says what the row above does; returns its height. */
static float note(App *app, const char *text, float x, float y, float right, int enabled)
{
    const Theme *th = palette_theme();
    (void)enabled;
    return (float)text_draw_wrapped(app->text, FONT_SMALL, text, th->ink_soft, x, y,
                                    (int)(right - x));
}

static float sec_display(App *app, SettingsView *v, float x, float y, float right, float bh)
{
    const Theme *th = palette_theme();
    const Settings *s = &app->settings;
    float y0 = y;
    char buf[64];
    text_draw(app->text, FONT_BOLD, _("Text and buttons"), th->ink, x, y + bh / 2, TEXT_MIDDLE);
    snprintf(buf, sizeof buf, "%d%%", (int)(s->ui_scale * 100 + 0.5f));
    button(app, v, "scale-up", "+", (SDL_FRect){right - bh, y, bh, bh},
           s->ui_scale < 2.99f ? UI_SECONDARY : UI_DISABLED);
    text_draw(app->text, FONT_BODY, buf, th->ink, right - bh - app_px(app, 34), y + bh / 2,
              TEXT_CENTER | TEXT_MIDDLE);
    button(app, v, "scale-down", "\xe2\x88\x92",
           (SDL_FRect){right - 2 * bh - app_px(app, 68), y, bh, bh},
           s->ui_scale > 0.76f ? UI_SECONDARY : UI_DISABLED);
    y += bh + app_px(app, 12);
    /* the language row (i18n.h): each language named in its own language */
    text_draw(app->text, FONT_BOLD, _("Language"), th->ink, x, y + bh / 2, TEXT_MIDDLE);
    const char *lang = i18n_language_name(i18n_language_index(s->language));
    float lw = (float)text_width(app->text, FONT_BOLD, lang) + app_px(app, 28);
    if (lw < app_px(app, 180)) lw = app_px(app, 180);
    button(app, v, "language", lang, (SDL_FRect){right - lw, y, lw, bh}, UI_SECONDARY);
    y += bh + app_px(app, 12);
    toggle_row(app, v, x, y, right, bh, "fullscreen", _("Fullscreen (F11)"), s->fullscreen, 1);
    y += bh + app_px(app, 12);
    text_draw(app->text, FONT_BOLD, _("Animations"), th->ink, x, y + bh / 2, TEXT_MIDDLE);
    static const char *const speed[3] = {N_("Slow"), N_("Normal"), N_("Fast")};
    float sw = app_px(app, 72);
    for (int i = 0; i < 3; i++) {
        char id[8];
        snprintf(id, sizeof id, "speed%d", i);
        button(
            app, v, id, _(speed[i]),
            (SDL_FRect){right - (float)(3 - i) * (sw + app_px(app, 4)) + app_px(app, 4), y, sw, bh},
            s->anim_speed == i ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
    }
    y += bh + app_px(app, 4);
    y += note(app, _("Also how long the bots wait before they move."), x, y, right, 1);
    y += app_px(app, 8);
    /* the Hard bot's thinking time per move (and the hint's), 0.5 to 5 s in steps of 0.5 */
    text_draw_fit(app->text, FONT_BOLD, _("Hard bot's thinking time"), th->ink, x, y + bh / 2,
                  TEXT_MIDDLE, (int)(right - 2 * bh - app_px(app, 76) - x));
    /* TRANSLATORS: seconds per move, e.g. "1.5 s" */
    snprintf(buf, sizeof buf, _("%.1f s"), (double)s->hard_seconds);
    button(app, v, "hard+", "+", (SDL_FRect){right - bh, y, bh, bh},
           s->hard_seconds < SETTINGS_HARD_MAX - 0.01f ? UI_SECONDARY : UI_DISABLED);
    text_draw(app->text, FONT_BODY, buf, th->ink, right - bh - app_px(app, 34), y + bh / 2,
              TEXT_CENTER | TEXT_MIDDLE);
    button(app, v, "hard-", "\xe2\x88\x92",
           (SDL_FRect){right - 2 * bh - app_px(app, 68), y, bh, bh},
           s->hard_seconds > SETTINGS_HARD_MIN + 0.01f ? UI_SECONDARY : UI_DISABLED);
    y += bh + app_px(app, 4);
    return y - y0 + app_px(app, 18);
}

/* Take-back: each switch says what it does (scene_game_saves.c does it). */
static float sec_take_back(App *app, SettingsView *v, float x, float y, float right, float bh)
{
    const Settings *s = &app->settings;
    float y0 = y;
    toggle_row(app, v, x, y, right, bh, "undo-turn", _("Take back a confirmed turn"), s->undo_turn,
               1);
    y += bh + app_px(app, 4);
    y += note(app,
              _("Games without bots: Backspace takes back the last turn. The next tile waits "
                "until the next player presses Enter or clicks the board."),
              x, y, right, 1);
    y += app_px(app, 10);
    toggle_row(app, v, x, y, right, bh, "undo-reveal", _("\xe2\x80\xa6 even after the next tile"),
               s->undo_after_reveal, s->undo_turn);
    y += bh + app_px(app, 4);
    y += note(app, _("The next tile is drawn at once, and Backspace still takes the turn back."), x,
              y, right, s->undo_turn);
    return y - y0 + app_px(app, 18);
}

/* In-game assists (hud_assist.c); purist switches them all off. */
static float sec_assists(App *app, SettingsView *v, float x, float y, float right, float bh)
{
    const Theme *th = palette_theme();
    const Settings *s = &app->settings;
    float y0 = y;
    text_draw(app->text, FONT_BOLD, _("Help during the game"), th->ink, x, y + bh / 2, TEXT_MIDDLE);
    button(app, v, "purist", s->purist ? _("Purist: on") : _("Purist: off"),
           (SDL_FRect){right - app_px(app, 130), y, app_px(app, 130), bh},
           s->purist ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
    y += bh + app_px(app, 8);
    static const char *const assist[ASSIST_COUNT] = {
        N_("A log line lights its feature"), N_("Tiles left (T)"), N_("Scores if it ended now"),
        N_("A figure lights its feature"), N_("Hint: the Hard bot's move (H)")};
    for (int i = 0; i < ASSIST_COUNT; i++) {
        char id[8];
        snprintf(id, sizeof id, "assist%d", i);
        toggle_row(app, v, x + app_px(app, 12), y, right, bh, id, _(assist[i]), s->assist[i],
                   !s->purist);
        y += bh + app_px(app, 6);
    }
    return y - y0 + app_px(app, 12);
}

/* Two rows: mute (M) and music; the three volumes, each with - and + in steps of 10 %. */
static float sec_sound(App *app, SettingsView *v, float x, float y, float right, float bh)
{
    const Theme *th = palette_theme();
    const Settings *s = &app->settings;
    float y0 = y;
    text_draw(app->text, FONT_BOLD, _("Sound"), th->ink, x, y + bh / 2, TEXT_MIDDLE);
    float bw = app_px(app, 110);
    button(app, v, "music", s->music ? _("Music: on") : _("Music: off"),
           (SDL_FRect){right - bw, y, bw, bh}, s->music ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
    button(app, v, "mute", s->mute ? _("Muted (M)") : _("Mute (M)"),
           (SDL_FRect){right - 2 * bw - app_px(app, 8), y, bw, bh},
           s->mute ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
    y += bh + app_px(app, 6);
    static const char *const name[SETTINGS_VOL_COUNT] = {N_("Volume: all"), N_("Volume: effects"),
                                                         N_("Volume: music")};
    float sb = bh * 0.85f;
    for (int i = 0; i < SETTINGS_VOL_COUNT; i++) {
        char id[8], buf[16];
        text_draw_fit(app->text, FONT_BODY, _(name[i]), s->mute ? th->ink_soft : th->ink,
                      x + app_px(app, 12), y + sb / 2, TEXT_MIDDLE,
                      (int)(right - x - 2 * sb - app_px(app, 80)));
        snprintf(id, sizeof id, "vol%d-", i);
        button(app, v, id, "\xe2\x88\x92", (SDL_FRect){right - 2 * sb - app_px(app, 60), y, sb, sb},
               s->volume[i] > 0 ? UI_SECONDARY : UI_DISABLED);
        snprintf(id, sizeof id, "vol%d+", i);
        button(app, v, id, "+", (SDL_FRect){right - sb, y, sb, sb},
               s->volume[i] < 100 ? UI_SECONDARY : UI_DISABLED);
        snprintf(buf, sizeof buf, "%d%%", s->volume[i]);
        text_draw(app->text, FONT_BODY, buf, s->mute ? th->ink_soft : th->ink,
                  right - sb - app_px(app, 30), y + sb / 2, TEXT_CENTER | TEXT_MIDDLE);
        y += sb + app_px(app, 4);
    }
    return y - y0 + app_px(app, 12);
}

/* Two columns when the window is wide enough (display and take-back; help and sound), else
 * one; the part that does not fit the window's height scrolls (wheel, Page Up/Down). */
static void settings_draw(App *app, void *state)
{
    SettingsView none = {0}, *v = state ? state : &none;
    const Theme *th = palette_theme();
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, th->board_bg);
    float colw = app_px(app, 350), gap = app_px(app, 16), margin = app_px(app, 6);
    int two = (float)app->w >= 2 * colw + gap + 2 * app_px(app, 30) + 2 * margin;
    float w = two ? 2 * colw + gap + 2 * app_px(app, 30) : colw + 2 * app_px(app, 30);
    if (w > (float)app->w - 2 * margin) w = (float)app->w - 2 * margin;
    float head = app_px(app, 62), foot = app_px(app, 66), bh = app_px(app, 36);
    /* a height that does not depend on the content: the first frame's layout is the one
     * clicked */
    float h = (float)app->h - 2 * margin;
    if (h > app_px(app, 600)) h = app_px(app, 600);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_panel(app->uis, p, _("Settings"));
    v->top = p.y + head;
    v->bottom = p.y + h - foot;
    float maxs = v->content_h - (v->bottom - v->top);
    if (v->scroll > maxs) v->scroll = maxs;
    if (v->scroll < 0) v->scroll = 0;
    SDL_Rect clip = {(int)p.x, (int)v->top, (int)w, (int)(v->bottom - v->top)};
    SDL_RenderSetClipRect(app->renderer, &clip);
    float x = p.x + app_px(app, 30), y = v->top - v->scroll;
    float cw = two ? colw : w - 2 * app_px(app, 30);
    float y1 = y;
    y1 += sec_display(app, v, x, y1, x + cw, bh);
    y1 += sec_take_back(app, v, x, y1, x + cw, bh);
    float x2 = two ? x + colw + gap : x, y2 = two ? y : y1;
    y2 += sec_assists(app, v, x2, y2, x2 + cw, bh);
    y2 += sec_sound(app, v, x2, y2, x2 + cw, bh);
    float bottom = y1 > y2 ? y1 : y2;
    v->content_h = bottom - (v->top - v->scroll);
    SDL_RenderSetClipRect(app->renderer, NULL);
    if (maxs > 0) {
        /* a thin bar says there is more */
        float vh = v->bottom - v->top, bar = vh * vh / v->content_h;
        float by = v->top + (vh - bar) * (v->scroll / maxs);
        draw_rect(app->renderer, p.x + w - app_px(app, 10), by, app_px(app, 4), bar, th->ink_soft);
    }
    float fy = p.y + h - foot + app_px(app, 14);
    text_draw_fit(
        app->text, FONT_SMALL,
        maxs > 0 ? _("Wheel or Page Up/Down for more. --ui-scale overrides the size for one run.")
                 : _("--ui-scale on the command line overrides the size for one run."),
        th->ink_soft, x, fy + app_px(app, 20), TEXT_MIDDLE,
        (int)(w - app_px(app, 60) - app_px(app, 120)));
    ui_button(app->uis, "back", _("Back"),
              (SDL_FRect){p.x + w - app_px(app, 130), fy, app_px(app, 100), app_px(app, 40)},
              UI_PRIMARY);
}

const Scene SCENE_SETTINGS = {"settings",     settings_enter,  settings_leave,
                              settings_input, settings_update, settings_draw};
