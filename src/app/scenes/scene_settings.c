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
#include "ui_scroll.h"
#include "app.h"
#include "audio.h"

/* The scroll view: rows outside it get no widgets (they cannot be clicked unseen). */
typedef UiScroll SettingsView;

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
    if (v && ui_scroll_input(v, e, app_px(app, 60))) {
        app->dirty = 1;
        return;
    }
    if (e->kind != IN_ACTION) return;
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
    if (ui_scroll_shows(v, r)) ui_button(app->uis, id, label, r, look);
}

/* Where a row's controls go (ctl_y) and how tall the row is (h). */
typedef struct Row {
    float ctl_y, h;
} Row;

/* A row: its label from x, its controls (cw wide, bh high) flush right. The label stays on
 * one line beside them when it fits; else it wraps beside them (two lines at most), else it
 * takes the whole width and the controls go under it. */
static Row row_label(App *app, int font, const char *label, SDL_Color c, float x, float y,
                     float right, float cw, float bh)
{
    float room = right - cw - app_px(app, 8) - x;
    Row row = {y, bh};
    if (text_width(app->text, font, label) <= (int)room) {
        text_draw(app->text, font, label, c, x, y + bh / 2, TEXT_MIDDLE);
        return row;
    }
    float lh = (float)text_line_height(app->text, font);
    float h = room >= app_px(app, 100)
                  ? (float)text_height_wrapped(app->text, font, label, c, (int)room)
                  : 3 * lh;
    if (h <= 2 * lh + 1) {
        row.h = h > bh ? h : bh;
        text_draw_wrapped(app->text, font, label, c, x, y + (row.h - h) / 2, (int)room);
        row.ctl_y = y + (row.h - bh) / 2;
        return row;
    }
    h = (float)text_draw_wrapped(app->text, font, label, c, x, y, (int)(right - x));
    row.ctl_y = y + h + app_px(app, 4);
    row.h = row.ctl_y + bh - y;
    return row;
}

/* A row's label on the left (bold) and its toggle on the right; returns the row's height. */
static float toggle_row(App *app, SettingsView *v, float x, float y, float right, float bh,
                        const char *id, const char *label, int on, int enabled)
{
    const Theme *th = palette_theme();
    const char *const words[2] = {C_("switch", "On"), C_("switch", "Off")};
    float bw = ui_button_width_of(app->uis, words, 2, app_px(app, 64));
    Row row =
        row_label(app, FONT_BOLD, label, enabled ? th->ink : th->ink_soft, x, y, right, bw, bh);
    button(app, v, id, words[on ? 0 : 1], (SDL_FRect){right - bw, row.ctl_y, bw, bh},
           !enabled ? UI_DISABLED
           : on     ? UI_TOGGLE_ON
                    : UI_TOGGLE_OFF);
    return row.h;
}

/* A line that says what the row above does; returns its height. */
static float note(App *app, const char *text, float x, float y, float right, int enabled)
{
    const Theme *th = palette_theme();
    (void)enabled;
    return (float)text_draw_wrapped(app->text, FONT_SMALL, text, th->ink_soft, x, y,
                                    (int)(right - x));
}

/* The width of a "- value +" control: two buttons of side bh and the value between them. */
static float stepper_width(App *app, const char *value, float bh, float min)
{
    float vw = (float)text_width(app->text, FONT_BODY, value) + app_px(app, 12);
    if (vw < min) vw = min;
    return 2 * bh + vw;
}

/* "- value +" flush right at y; the ids of the two buttons and whether each may be pressed. */
static void stepper(App *app, SettingsView *v, const char *minus, const char *plus,
                    const char *value, int can_minus, int can_plus, float right, float y, float bh,
                    SDL_Color ink)
{
    float w = stepper_width(app, value, bh, app_px(app, 68));
    button(app, v, plus, "+", (SDL_FRect){right - bh, y, bh, bh},
           can_plus ? UI_SECONDARY : UI_DISABLED);
    text_draw(app->text, FONT_BODY, value, ink, right - w / 2, y + bh / 2,
              TEXT_CENTER | TEXT_MIDDLE);
    button(app, v, minus, "\xe2\x88\x92", (SDL_FRect){right - w, y, bh, bh},
           can_minus ? UI_SECONDARY : UI_DISABLED);
}

static float sec_display(App *app, SettingsView *v, float x, float y, float right, float bh)
{
    const Theme *th = palette_theme();
    const Settings *s = &app->settings;
    float y0 = y;
    char buf[64];
    snprintf(buf, sizeof buf, "%d%%", (int)(s->ui_scale * 100 + 0.5f));
    Row row = row_label(app, FONT_BOLD, _("Text and buttons"), th->ink, x, y, right,
                        stepper_width(app, buf, bh, app_px(app, 68)), bh);
    stepper(app, v, "scale-down", "scale-up", buf, s->ui_scale > 0.76f, s->ui_scale < 2.99f, right,
            row.ctl_y, bh, th->ink);
    y += row.h + app_px(app, 12);
    /* the language row (i18n.h): each language named in its own language */
    const char *lang = i18n_language_name(i18n_language_index(s->language));
    float lw = (float)text_width(app->text, FONT_BOLD, lang) + app_px(app, 28);
    if (lw < app_px(app, 180)) lw = app_px(app, 180);
    row = row_label(app, FONT_BOLD, _("Language"), th->ink, x, y, right, lw, bh);
    button(app, v, "language", lang, (SDL_FRect){right - lw, row.ctl_y, lw, bh}, UI_SECONDARY);
    y += row.h + app_px(app, 12);
    y += toggle_row(app, v, x, y, right, bh, "fullscreen", _("Fullscreen (F11)"), s->fullscreen, 1);
    y += app_px(app, 12);
    /* the speed buttons, each as wide as the widest word; narrower margins when three do
     * not fit the column, and one under the other when even that is too wide */
    static const char *const speed[3] = {N_("Slow"), N_("Normal"), N_("Fast")};
    const char *words[3] = {_(speed[0]), _(speed[1]), _(speed[2])};
    float sw = ui_button_width_of(app->uis, words, 3, app_px(app, 72)), sg = app_px(app, 4);
    float tight = ui_button_width_of(app->uis, words, 3, 0) - app_px(app, 6);
    if (3 * sw + 2 * sg > right - x) sw = (right - x - 2 * sg) / 3;
    int stacked = sw < tight;
    if (stacked) sw = ui_button_width_of(app->uis, words, 3, 0);
    row = row_label(app, FONT_BOLD, _("Animations"), th->ink, x, y, right,
                    stacked ? right - x : 3 * sw + 2 * sg, bh);
    for (int i = 0; i < 3; i++) {
        char id[8];
        snprintf(id, sizeof id, "speed%d", i);
        SDL_FRect r = {right - (float)(3 - i) * (sw + sg) + sg, row.ctl_y, sw, bh};
        if (stacked) r = (SDL_FRect){right - sw, row.ctl_y + (float)i * (bh + sg), sw, bh};
        button(app, v, id, words[i], r, s->anim_speed == i ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
    }
    y += row.h + (stacked ? 2 * (bh + sg) : 0) + app_px(app, 4);
    y += note(app, _("Also how long the bots wait before they move."), x, y, right, 1);
    y += app_px(app, 8);
    /* the Hard bot's thinking time per move (and the hint's), 0.5 to 5 s in steps of 0.5 */
    /* TRANSLATORS: seconds per move, e.g. "1.5 s" */
    snprintf(buf, sizeof buf, _("%.1f s"), (double)s->hard_seconds);
    row = row_label(app, FONT_BOLD, _("Hard bot's thinking time"), th->ink, x, y, right,
                    stepper_width(app, buf, bh, app_px(app, 68)), bh);
    stepper(app, v, "hard-", "hard+", buf, s->hard_seconds > SETTINGS_HARD_MIN + 0.01f,
            s->hard_seconds < SETTINGS_HARD_MAX - 0.01f, right, row.ctl_y, bh, th->ink);
    y += row.h + app_px(app, 4);
    return y - y0 + app_px(app, 18);
}

/* Take-back: each switch says what it does (scene_game_saves.c does it). */
static float sec_take_back(App *app, SettingsView *v, float x, float y, float right, float bh)
{
    const Settings *s = &app->settings;
    float y0 = y;
    y += toggle_row(app, v, x, y, right, bh, "undo-turn", _("Take back a confirmed turn"),
                    s->undo_turn, 1);
    y += app_px(app, 4);
    y += note(app,
              _("Games without bots: Backspace takes back the last turn. The next tile waits "
                "until the next player presses Enter or clicks the board."),
              x, y, right, 1);
    y += app_px(app, 10);
    y += toggle_row(app, v, x, y, right, bh, "undo-reveal",
                    _("\xe2\x80\xa6 even after the next tile"), s->undo_after_reveal, s->undo_turn);
    y += app_px(app, 4);
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
    const char *const purist[2] = {_("Purist: on"), _("Purist: off")};
    float pw = ui_button_width_of(app->uis, purist, 2, app_px(app, 130));
    Row row = row_label(app, FONT_BOLD, _("Help during the game"), th->ink, x, y, right, pw, bh);
    button(app, v, "purist", purist[s->purist ? 0 : 1], (SDL_FRect){right - pw, row.ctl_y, pw, bh},
           s->purist ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
    y += row.h + app_px(app, 8);
    static const char *const assist[ASSIST_COUNT] = {
        N_("A log line lights its feature"), N_("Tiles left (T)"), N_("Scores if it ended now"),
        N_("A figure lights its feature"), N_("Hint: the Hard bot's move (H)")};
    for (int i = 0; i < ASSIST_COUNT; i++) {
        char id[8];
        snprintf(id, sizeof id, "assist%d", i);
        y += toggle_row(app, v, x + app_px(app, 12), y, right, bh, id, _(assist[i]), s->assist[i],
                        !s->purist);
        y += app_px(app, 6);
    }
    return y - y0 + app_px(app, 12);
}

/* Two rows: mute (M) and music; the three volumes, each with - and + in steps of 10 %. */
static float sec_sound(App *app, SettingsView *v, float x, float y, float right, float bh)
{
    const Theme *th = palette_theme();
    const Settings *s = &app->settings;
    float y0 = y;
    const char *const words[4] = {_("Music: on"), _("Music: off"), _("Muted (M)"), _("Mute (M)")};
    float bw = ui_button_width_of(app->uis, words, 4, app_px(app, 110)), g = app_px(app, 8);
    Row row = row_label(app, FONT_BOLD, _("Sound"), th->ink, x, y, right, 2 * bw + g, bh);
    button(app, v, "music", words[s->music ? 0 : 1], (SDL_FRect){right - bw, row.ctl_y, bw, bh},
           s->music ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
    button(app, v, "mute", words[s->mute ? 2 : 3],
           (SDL_FRect){right - 2 * bw - g, row.ctl_y, bw, bh},
           s->mute ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
    y += row.h + app_px(app, 6);
    static const char *const name[SETTINGS_VOL_COUNT] = {N_("Volume: all"), N_("Volume: effects"),
                                                         N_("Volume: music")};
    float sb = bh * 0.85f;
    SDL_Color ink = s->mute ? th->ink_soft : th->ink;
    for (int i = 0; i < SETTINGS_VOL_COUNT; i++) {
        char minus[8], plus[8], buf[16];
        snprintf(buf, sizeof buf, "%d%%", s->volume[i]);
        /* the same width for every value: the buttons do not move as the number changes */
        float w = stepper_width(app, "100%", sb, app_px(app, 60));
        row = row_label(app, FONT_BODY, _(name[i]), ink, x + app_px(app, 12), y, right, w, sb);
        snprintf(minus, sizeof minus, "vol%d-", i);
        snprintf(plus, sizeof plus, "vol%d+", i);
        button(app, v, plus, "+", (SDL_FRect){right - sb, row.ctl_y, sb, sb},
               s->volume[i] < 100 ? UI_SECONDARY : UI_DISABLED);
        text_draw(app->text, FONT_BODY, buf, ink, right - w / 2, row.ctl_y + sb / 2,
                  TEXT_CENTER | TEXT_MIDDLE);
        button(app, v, minus, "\xe2\x88\x92", (SDL_FRect){right - w, row.ctl_y, sb, sb},
               s->volume[i] > 0 ? UI_SECONDARY : UI_DISABLED);
        y += row.h + app_px(app, 4);
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
    float y = ui_scroll_begin(v, app->renderer, (SDL_FRect){p.x, p.y + head, w, h - head - foot});
    float x = p.x + app_px(app, 30);
    float cw = two ? colw : w - 2 * app_px(app, 30);
    float y1 = y;
    y1 += sec_display(app, v, x, y1, x + cw, bh);
    y1 += sec_take_back(app, v, x, y1, x + cw, bh);
    float x2 = two ? x + colw + gap : x, y2 = two ? y : y1;
    y2 += sec_assists(app, v, x2, y2, x2 + cw, bh);
    y2 += sec_sound(app, v, x2, y2, x2 + cw, bh);
    ui_scroll_end(v, app->renderer, y1 > y2 ? y1 : y2, p.x + w - app_px(app, 10), app_px(app, 4),
                  th->ink_soft);
    /* the foot: the hint (wrapped to two lines when it must) and Back, as wide as its word */
    float fy = p.y + h - foot + app_px(app, 14),
          bw = ui_button_width(app->uis, _("Back"), app_px(app, 100));
    const char *hint =
        v->max > 0 ? _("Wheel or Page Up/Down for more. --ui-scale overrides the size for one run.")
                   : _("--ui-scale on the command line overrides the size for one run.");
    int hw = (int)(p.x + w - app_px(app, 30) - bw - app_px(app, 20) - x);
    float hh = (float)text_height_wrapped(app->text, FONT_SMALL, hint, th->ink_soft, hw);
    text_draw_wrapped(app->text, FONT_SMALL, hint, th->ink_soft, x, fy + app_px(app, 20) - hh / 2,
                      hw);
    ui_button(app->uis, "back", _("Back"),
              (SDL_FRect){p.x + w - app_px(app, 30) - bw, fy, bw, app_px(app, 40)}, UI_PRIMARY);
}

const Scene SCENE_SETTINGS = {"settings",     settings_enter,  settings_leave,
                              settings_input, settings_update, settings_draw};
