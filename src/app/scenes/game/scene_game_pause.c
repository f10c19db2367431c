/* The pause menu over the game: resume, settings, help, save and go to the title, quit. */
#include <string.h>

#include "i18n.h"

#include "draw.h"
#include "palette.h"
#include "scene_game_state.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"

void scene_game_pause_draw(App *app, GameScene *gs)
{
    (void)gs;
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, (SDL_Color){0, 0, 0, 140});
    /* as wide as its widest button's words (and the line under them) */
    const char *const words[5] = {_("Resume"), _("Settings"), _("Help and rules"),
                                  _("Save and go to the title"), _("Quit the game")};
    float w = ui_button_width_of(app->uis, words, 5, app_px(app, 280)) + app_px(app, 60);
    float note = (float)text_width(app->text, FONT_SMALL,
                                   _("The game is saved after every confirmed turn.")) +
                 app_px(app, 24);
    if (w < note) w = note;
    if (w > (float)app->w - app_px(app, 16)) w = (float)app->w - app_px(app, 16);
    float h = app_px(app, 262 + 2 * 56);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_modal(app->uis);
    ui_panel(app->uis, p, _("Paused"));
    float bw = w - app_px(app, 60), bh = app_px(app, 44), x = p.x + app_px(app, 30);
    float y = p.y + app_px(app, 62);
    ui_button(app->uis, "resume", _("Resume"), (SDL_FRect){x, y, bw, bh}, UI_PRIMARY);
    y += bh + app_px(app, 12);
    ui_button(app->uis, "pause-settings", _("Settings"), (SDL_FRect){x, y, bw, bh}, UI_SECONDARY);
    y += bh + app_px(app, 12);
    ui_button(app->uis, "pause-help", _("Help and rules"), (SDL_FRect){x, y, bw, bh}, UI_SECONDARY);
    y += bh + app_px(app, 12);
    ui_button(app->uis, "save-quit", _("Save and go to the title"), (SDL_FRect){x, y, bw, bh},
              UI_SECONDARY);
    y += bh + app_px(app, 12);
    ui_button(app->uis, "quit", _("Quit the game"), (SDL_FRect){x, y, bw, bh}, UI_SECONDARY);
    y += bh + app_px(app, 14);
    text_draw(app->text, FONT_SMALL, _("The game is saved after every confirmed turn."),
              palette_theme()->ink_soft, p.x + w / 2, y, TEXT_CENTER);
}

int scene_game_pause_click(App *app, GameScene *gs, const char *id)
{
    if (strcmp(id, "resume") == 0) {
        gs->paused = 0;
    } else if (strcmp(id, "pause-settings") == 0 || strcmp(id, "pause-help") == 0) {
        /* the game stays in the session; Back comes to it again (an unconfirmed tile is drawn
         * again, as after a load) */
        app->back_to = &SCENE_GAME;
        app_set_scene(app, id[6] == 's' ? &SCENE_SETTINGS : &SCENE_HELP);
    } else if (strcmp(id, "save-quit") == 0) {
        /* the autosave holds every confirmed turn; an unconfirmed tile is drawn again. The
         * title scene ends the session (the game is still drawn this frame). */
        app_set_scene(app, &SCENE_TITLE);
    } else if (strcmp(id, "quit") == 0) {
        app->quit = 1;
    } else {
        return 0;
    }
    app->dirty = 1;
    return 1;
}
