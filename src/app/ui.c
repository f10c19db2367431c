#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "draw.h"
#include "io.h"
#include "palette.h"
#include "text.h"

Ui *ui_new(void)
{
    return calloc(1, sizeof(Ui));
}

void ui_free(Ui *ui)
{
    free(ui);
}

void ui_reset(Ui *ui)
{
    ui->ncur = ui->nlast = 0;
    ui->pressed[0] = '\0';
    ui_set_focus(ui, NULL);
}

void ui_frame_begin(Ui *ui)
{
    ui->ncur = 0;
}

void ui_frame_end(Ui *ui)
{
    memcpy(ui->last, ui->cur, sizeof(UiWidget) * (size_t)ui->ncur);
    ui->nlast = ui->ncur;
    ui->caret_frame++;
}

static int inside(SDL_FRect r, float x, float y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

static UiWidget *find_at(Ui *ui, float x, float y)
{
    for (int i = ui->nlast - 1; i >= 0; i--)
        if (inside(ui->last[i].r, x, y)) return &ui->last[i];
    return NULL;
}

static UiWidget *find_id(Ui *ui, const char *id)
{
    for (int i = 0; i < ui->nlast; i++)
        if (strcmp(ui->last[i].id, id) == 0) return &ui->last[i];
    return NULL;
}

int ui_over_widget(const Ui *ui, float x, float y)
{
    for (int i = 0; i < ui->nlast; i++)
        if (inside(ui->last[i].r, x, y)) return 1;
    return 0;
}

int ui_has_focus(const Ui *ui)
{
    return ui->focus[0] != '\0';
}

void ui_set_focus(Ui *ui, const char *id)
{
    int had = ui->focus[0] != '\0';
    snprintf(ui->focus, sizeof ui->focus, "%s", id ? id : "");
    if (id && !had) SDL_StartTextInput();
    if (!id && had) SDL_StopTextInput();
}

int ui_widget_rect(const Ui *ui, const char *id, SDL_FRect *out)
{
    for (int i = 0; i < ui->nlast; i++)
        if (strcmp(ui->last[i].id, id) == 0) {
            *out = ui->last[i].r;
            return 0;
        }
    return -1;
}

static void utf8_pop(char *s)
{
    size_t n = strlen(s);
    while (n > 0) {
        n--;
        if (((unsigned char)s[n] & 0xC0) != 0x80) break;
    }
    s[n] = '\0';
}

static int field_key(App *app, Ui *ui, const SDL_Event *e)
{
    UiWidget *w = find_id(ui, ui->focus);
    if (!w || w->kind != UI_FIELD) {
        ui_set_focus(ui, NULL);
        return 0;
    }
    if (e->type == SDL_TEXTINPUT) {
        size_t have = strlen(w->buf), add = strlen(e->text.text);
        if (w->digits_only)
            for (size_t i = 0; i < add; i++)
                if (e->text.text[i] < '0' || e->text.text[i] > '9') return 2;
        if (have + add + 1 <= w->bufsize) memcpy(w->buf + have, e->text.text, add + 1);
        app->dirty = 1;
        return 2;
    }
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_BACKSPACE) {
            utf8_pop(w->buf);
        } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_ESCAPE || k == SDLK_TAB) {
            ui_set_focus(ui, NULL);
        } else if ((k == SDLK_q) && (e->key.keysym.mod & KMOD_CTRL)) {
            return 0; /* quit still works */
        }
        app->dirty = 1;
        return 2;
    }
    return 0;
}

int ui_event(App *app, const SDL_Event *e, char clicked[UI_ID_MAX])
{
    Ui *ui = app->uis;
    clicked[0] = '\0';
    if (ui->focus[0] && (e->type == SDL_TEXTINPUT || e->type == SDL_KEYDOWN)) {
        int r = field_key(app, ui, e);
        if (r) return r;
    }
    if (e->type == SDL_MOUSEMOTION) {
        ui->mx = e->motion.x * app->px_per_point;
        ui->my = e->motion.y * app->px_per_point;
        ui->mouse_seen = 1;
        return 0;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        ui->mx = e->button.x * app->px_per_point;
        ui->my = e->button.y * app->px_per_point;
        UiWidget *w = find_at(ui, ui->mx, ui->my);
        snprintf(ui->pressed, sizeof ui->pressed, "%s", w && w->enabled ? w->id : "");
        if (w && w->kind == UI_FIELD) {
            ui_set_focus(ui, w->id);
        } else if (ui->focus[0]) {
            ui_set_focus(ui, NULL);
        }
        app->dirty = 1;
        return 0;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        ui->mx = e->button.x * app->px_per_point;
        ui->my = e->button.y * app->px_per_point;
        UiWidget *w = find_at(ui, ui->mx, ui->my);
        int hit = w && w->enabled && w->kind != UI_FIELD && ui->pressed[0] &&
                  strcmp(ui->pressed, w->id) == 0;
        ui->pressed[0] = '\0';
        app->dirty = 1;
        if (hit) {
            snprintf(clicked, UI_ID_MAX, "%s", w->id);
            return 1;
        }
    }
    return 0;
}

static UiWidget *declare(Ui *ui, const char *id, int kind, SDL_FRect r, int enabled)
{
    if (ui->ncur >= UI_MAX_WIDGETS) return NULL;
    UiWidget *w = &ui->cur[ui->ncur++];
    memset(w, 0, sizeof *w);
    snprintf(w->id, sizeof w->id, "%s", id);
    w->kind = kind;
    w->r = r;
    w->enabled = enabled;
    return w;
}

int ui_hovered(const App *app, SDL_FRect r)
{
    return app->uis->mouse_seen && inside(r, app->uis->mx, app->uis->my);
}

void ui_button(App *app, const char *id, const char *label, SDL_FRect r, int look)
{
    const Theme *th = palette_theme();
    Ui *ui = app->uis;
    int enabled = look != UI_DISABLED;
    declare(ui, id, UI_BUTTON, r, enabled);
    int hover = enabled && ui_hovered(app, r);
    int pressed = hover && ui->pressed[0] && strcmp(ui->pressed, id) == 0;
    SDL_Color bg, fg = th->ink_light, edge = th->accent_dark;
    switch (look) {
    case UI_SECONDARY:
        bg = hover ? th->panel : th->panel_dark;
        fg = th->ink;
        edge = th->panel_edge;
        break;
    case UI_TOGGLE_ON:
        bg = hover ? th->button_hover : th->button;
        edge = th->accent;
        break;
    case UI_TOGGLE_OFF:
        bg = hover ? th->panel : th->panel_dark;
        fg = th->ink;
        edge = th->panel_edge;
        break;
    case UI_DISABLED:
        bg = th->button_off;
        fg = palette_mix(th->ink_light, th->button_off, 0.35f);
        edge = th->button_off;
        break;
    case UI_QUIET:
        bg = hover ? palette_alpha(th->panel, 60) : palette_alpha(th->panel, 0);
        fg = th->ink_light;
        edge = palette_alpha(th->panel, hover ? 120 : 0);
        break;
    default:
        bg = pressed ? th->button_press : hover ? th->button_hover : th->button;
        break;
    }
    float rad = app_px(app, 6), b = app_px(app, 1.5f);
    if (b < 1) b = 1;
    if (edge.a) draw_round_rect(app->renderer, r.x, r.y, r.w, r.h, rad, edge);
    if (bg.a)
        draw_round_rect(app->renderer, r.x + b, r.y + b, r.w - 2 * b, r.h - 2 * b, rad - b, bg);
    float dy = pressed ? app_px(app, 1) : 0;
    text_draw(app->text, FONT_BOLD, label, fg, r.x + r.w / 2, r.y + r.h / 2 + dy,
              TEXT_CENTER | TEXT_MIDDLE);
}

void ui_text_field(App *app, const char *id, char *buf, size_t size, SDL_FRect r,
                   const char *placeholder, int digits_only)
{
    const Theme *th = palette_theme();
    Ui *ui = app->uis;
    UiWidget *w = declare(ui, id, UI_FIELD, r, 1);
    if (w) {
        w->buf = buf;
        w->bufsize = size;
        w->digits_only = digits_only;
    }
    int focused = strcmp(ui->focus, id) == 0;
    float b = app_px(app, focused ? 2 : 1);
    draw_rect(app->renderer, r.x, r.y, r.w, r.h, focused ? th->accent : th->panel_edge);
    draw_rect(app->renderer, r.x + b, r.y + b, r.w - 2 * b, r.h - 2 * b,
              (SDL_Color){255, 252, 242, 255});
    float pad = app_px(app, 8);
    int tw = 0;
    if (buf[0])
        tw = text_draw(app->text, FONT_BODY, buf, th->ink, r.x + pad, r.y + r.h / 2, TEXT_MIDDLE);
    else if (placeholder && !focused)
        text_draw(app->text, FONT_BODY, placeholder, th->ink_soft, r.x + pad, r.y + r.h / 2,
                  TEXT_MIDDLE);
    if (focused) {
        float cx = r.x + pad + (float)tw + app_px(app, 1);
        draw_rect(app->renderer, cx, r.y + r.h * 0.22f, app_px(app, 1.5f), r.h * 0.56f, th->ink);
    }
}

void ui_area(App *app, const char *id, SDL_FRect r)
{
    declare(app->uis, id, UI_AREA, r, 1);
}

void ui_panel(App *app, SDL_FRect r, const char *title)
{
    const Theme *th = palette_theme();
    float rad = app_px(app, 8), b = app_px(app, 2);
    draw_round_rect(app->renderer, r.x + app_px(app, 3), r.y + app_px(app, 4), r.w, r.h, rad,
                    (SDL_Color){0, 0, 0, 70});
    draw_round_rect(app->renderer, r.x, r.y, r.w, r.h, rad, th->panel_edge);
    draw_round_rect(app->renderer, r.x + b, r.y + b, r.w - 2 * b, r.h - 2 * b, rad - b, th->panel);
    if (title && *title)
        text_draw(app->text, FONT_LARGE, title, th->ink, r.x + r.w / 2, r.y + app_px(app, 14),
                  TEXT_CENTER);
}

void ui_dump_layout(App *app, const char *path, const char *scene, const char *extra)
{
    Ui *ui = app->uis;
    char buf[16384];
    size_t off = 0;
    float k = 1.0f / app->px_per_point;
    int n = snprintf(buf, sizeof buf, "scene %s\n", scene);
    if (n > 0) off = (size_t)n;
    for (int i = 0; i < ui->nlast && off < sizeof buf; i++) {
        const UiWidget *w = &ui->last[i];
        n = snprintf(buf + off, sizeof buf - off, "widget %s %d %d %d %d%s\n", w->id,
                     (int)(w->r.x * k), (int)(w->r.y * k), (int)(w->r.w * k), (int)(w->r.h * k),
                     w->enabled ? "" : " disabled");
        if (n > 0) off += (size_t)n;
    }
    if (extra && off < sizeof buf) {
        n = snprintf(buf + off, sizeof buf - off, "%s", extra);
        if (n > 0) off += (size_t)n;
    }
    if (off >= sizeof buf) off = sizeof buf - 1;
    unsigned long h = 5381;
    for (size_t i = 0; i < off; i++)
        h = h * 33 + (unsigned char)buf[i];
    if (h == ui->dump_hash) return;
    ui->dump_hash = h;
    char err[512];
    if (io_write_file_atomic(path, buf, off, err, sizeof err))
        fprintf(stderr, "troubadour: layout dump: %s\n", err);
}
