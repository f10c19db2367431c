/* Settings: UI scale (for high-density screens), fullscreen, animation speed, take-back, the
 * assists, sound (mute, music, volumes). Saved at once. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "palette.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"
#include "app.h"
#include "audio.h"
#include "i18n.h"

static void save(App *app)
{
    char path[APP_PATH_MAX], err[512];
    if (app_config_file(app, "settings.txt", path, sizeof path) != 0) return;
    if (settings_save(&app->settings, path, err, sizeof err) != 0)
        fprintf(stderr, "troubadour: settings: %s\n", err);
}

static void *settings_enter(App *app)
{
    (void)app;
    return NULL;
}

static void settings_leave(App *app, void *state)
{
    (void)app;
    (void)state;
}

static void settings_input(App *app, void *state, const InputEvent *e)
{
    (void)state;
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
        else if (strcmp(id, "mute") == 0)
            s->mute = !s->mute;
        else if (strcmp(id, "music") == 0)
            s->music = !s->music;
        else if (strncmp(id, "vol", 3) == 0 && id[3] >= '0' && id[3] < '0' + SETTINGS_VOL_COUNT) {
            int *v = &s->volume[id[3] - '0'];
            *v += id[4] == '+' ? 10 : -10;
            *v = *v < 0 ? 0 : *v > 100 ? 100 : *v;
        } else if (strcmp(id, "language") == 0) {
            /* the next language, "from the system" (-1) after the last; at once */
            int i = i18n_language_index(s->language) + 1;
            if (i >= i18n_language_count()) i = -1;
            snprintf(s->language, sizeof s->language, "%s", i18n_language_code(i));
            i18n_set_language(s->language);
        } else if (strcmp(id, "back") == 0)
            app_set_scene(app, &SCENE_TITLE);
        audio_apply(app->audio, s);
        save(app);
        app->dirty = 1;
        return;
    }
    if (e->kind != IN_ACTION) return;
    if (e->action == IA_BACK || (e->action == IA_TAKE_BACK && e->source == IN_SRC_CONTROLLER))
        app_set_scene(app, &SCENE_TITLE);
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

/* Two rows: mute (M) and music; the three volumes, each with - and + in steps of 10 %. */
static void draw_sound(App *app, float x, float y, float right, float bh)
{
    const Theme *th = palette_theme();
    const Settings *s = &app->settings;
    text_draw(app->text, FONT_BOLD, "Sound", th->ink, x, y + bh / 2, TEXT_MIDDLE);
    float bw = app_px(app, 120);
    ui_button(app->uis, "music", s->music ? "Music: on" : "Music: off",
              (SDL_FRect){right - bw, y, bw, bh}, s->music ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
    ui_button(app->uis, "mute", s->mute ? "Muted (M)" : "Mute (M)",
              (SDL_FRect){right - 2 * bw - app_px(app, 8), y, bw, bh},
              s->mute ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
    y += bh + app_px(app, 6);
    static const char *const name[SETTINGS_VOL_COUNT] = {"All", "Effects", "Music"};
    float gw = (right - x) / SETTINGS_VOL_COUNT, sb = bh * 0.8f;
    for (int i = 0; i < SETTINGS_VOL_COUNT; i++) {
        float gx = x + (float)i * gw;
        char id[8], buf[32];
        snprintf(id, sizeof id, "vol%d-", i);
        ui_button(app->uis, id, "\xe2\x88\x92", (SDL_FRect){gx, y, sb, sb},
                  s->volume[i] > 0 ? UI_SECONDARY : UI_DISABLED);
        snprintf(id, sizeof id, "vol%d+", i);
        ui_button(app->uis, id, "+", (SDL_FRect){gx + gw - sb - app_px(app, 6), y, sb, sb},
                  s->volume[i] < 100 ? UI_SECONDARY : UI_DISABLED);
        snprintf(buf, sizeof buf, "%s %d%%", name[i], s->volume[i]);
        text_draw(app->text, FONT_SMALL, buf, s->mute ? th->ink_soft : th->ink,
                  gx + (gw - app_px(app, 6)) / 2, y + sb / 2, TEXT_CENTER | TEXT_MIDDLE);
    }
}

static void settings_draw(App *app, void *state)
{
    (void)state;
    const Theme *th = palette_theme();
    const Settings *s = &app->settings;
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, th->board_bg);
    float w = app_px(app, 520), h = app_px(app, 642 + 56);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_panel(app->uis, p, "Settings");
    float x = p.x + app_px(app, 30), y = p.y + app_px(app, 70), bh = app_px(app, 38);
    float right = p.x + w - app_px(app, 30);
    char buf[64];
    text_draw(app->text, FONT_BOLD, "Size of text and buttons", th->ink, x, y + bh / 2,
              TEXT_MIDDLE);
    snprintf(buf, sizeof buf, "%d%%", (int)(s->ui_scale * 100 + 0.5f));
    ui_button(app->uis, "scale-up", "+", (SDL_FRect){right - bh, y, bh, bh},
              s->ui_scale < 2.99f ? UI_SECONDARY : UI_DISABLED);
    text_draw(app->text, FONT_BODY, buf, th->ink, right - bh - app_px(app, 40), y + bh / 2,
              TEXT_CENTER | TEXT_MIDDLE);
    ui_button(app->uis, "scale-down", "\xe2\x88\x92",
              (SDL_FRect){right - 2 * bh - app_px(app, 80), y, bh, bh},
              s->ui_scale > 0.76f ? UI_SECONDARY : UI_DISABLED);
    y += bh + app_px(app, 18);
    /* the language row (i18n.h): each language named in its own language */
    text_draw(app->text, FONT_BOLD, _("Language"), th->ink, x, y + bh / 2, TEXT_MIDDLE);
    const char *lang = i18n_language_name(i18n_language_index(s->language));
    float lw = (float)text_width(app->text, FONT_BOLD, lang) + app_px(app, 28);
    if (lw < app_px(app, 220)) lw = app_px(app, 220);
    ui_button(app->uis, "language", lang, (SDL_FRect){right - lw, y, lw, bh}, UI_SECONDARY);
    y += bh + app_px(app, 18);
    text_draw(app->text, FONT_BOLD, "Fullscreen (F11)", th->ink, x, y + bh / 2, TEXT_MIDDLE);
    ui_button(app->uis, "fullscreen", s->fullscreen ? "On" : "Off",
              (SDL_FRect){right - app_px(app, 100), y, app_px(app, 100), bh},
              s->fullscreen ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
    y += bh + app_px(app, 18);
    text_draw(app->text, FONT_BOLD, "Animations and bots", th->ink, x, y + bh / 2, TEXT_MIDDLE);
    static const char *const speed[3] = {"Slow", "Normal", "Fast"};
    float sw = app_px(app, 74);
    for (int i = 0; i < 3; i++) {
        char id[8];
        snprintf(id, sizeof id, "speed%d", i);
        ui_button(app->uis, id, speed[i],
                  (SDL_FRect){right - (float)(3 - i) * (sw + app_px(app, 4)), y, sw, bh},
                  s->anim_speed == i ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
    }
    y += bh + app_px(app, 18);
    text_draw(app->text, FONT_BOLD, "Take back a confirmed turn", th->ink, x, y + bh / 2,
              TEXT_MIDDLE);
    ui_button(app->uis, "undo-turn", s->undo_turn ? "On" : "Off",
              (SDL_FRect){right - app_px(app, 100), y, app_px(app, 100), bh},
              s->undo_turn ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
    y += bh + app_px(app, 8);
    text_draw(app->text, FONT_BODY, "\xe2\x80\xa6 even after the next tile is shown",
              s->undo_turn ? th->ink : th->ink_soft, x + app_px(app, 16), y + bh / 2, TEXT_MIDDLE);
    ui_button(app->uis, "undo-reveal", s->undo_after_reveal ? "On" : "Off",
              (SDL_FRect){right - app_px(app, 100), y, app_px(app, 100), bh},
              !s->undo_turn          ? UI_DISABLED
              : s->undo_after_reveal ? UI_TOGGLE_ON
                                     : UI_TOGGLE_OFF);
    y += bh + app_px(app, 8);
    text_draw(app->text, FONT_SMALL, "Games without bots: Backspace takes back the last turn.",
              th->ink_soft, x, y, 0);
    y += app_px(app, 30);
    /* in-game assists (hud_assist.c); purist switches them all off */
    text_draw(app->text, FONT_BOLD, "Help during the game", th->ink, x, y + bh / 2, TEXT_MIDDLE);
    ui_button(app->uis, "purist", s->purist ? "Purist: on" : "Purist: off",
              (SDL_FRect){right - app_px(app, 130), y, app_px(app, 130), bh},
              s->purist ? UI_TOGGLE_ON : UI_TOGGLE_OFF);
    y += bh + app_px(app, 8);
    static const char *const assist[ASSIST_COUNT] = {"Log", "Tiles left", "If ended", "Feature"};
    float aw = (right - x - 3 * app_px(app, 4)) / ASSIST_COUNT;
    for (int i = 0; i < ASSIST_COUNT; i++) {
        char id[8];
        snprintf(id, sizeof id, "assist%d", i);
        ui_button(app->uis, id, assist[i],
                  (SDL_FRect){x + (float)i * (aw + app_px(app, 4)), y, aw, bh},
                  s->purist      ? UI_DISABLED
                  : s->assist[i] ? UI_TOGGLE_ON
                                 : UI_TOGGLE_OFF);
    }
    y += bh + app_px(app, 18);
    draw_sound(app, x, y, right, bh);
    y += 2 * bh + app_px(app, 14);
    text_draw(app->text, FONT_SMALL,
              "--ui-scale on the command line overrides the size for one run.", th->ink_soft, x, y,
              0);
    ui_button(app->uis, "back", "Back",
              (SDL_FRect){p.x + w - app_px(app, 130), p.y + h - app_px(app, 60), app_px(app, 100),
                          app_px(app, 40)},
              UI_PRIMARY);
}

const Scene SCENE_SETTINGS = {"settings",     settings_enter,  settings_leave,
                              settings_input, settings_update, settings_draw};
