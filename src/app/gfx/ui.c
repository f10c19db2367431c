#include "ui.h"

#include "edge.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "io.h"
#include "palette.h"
#include "text.h"

Ui *ui_new(void) { return calloc(1, sizeof(Ui)); }

void ui_free(Ui *ui) { free(ui); }

void ui_set_view(Ui *ui, SDL_Renderer *renderer, Text *text, float px_per_point, float scale)
{
    ui->renderer = renderer;
    ui->text = text;
    ui->px_per_point = px_per_point;
    ui->scale = scale;
}

int ui_take_dirty(Ui *ui)
{
    int d = ui->dirty;
    ui->dirty = 0;
    return d;
}

/* UI points to output pixels. */
static float px(const Ui *ui, float points) { return points * ui->scale; }

void ui_reset(Ui *ui)
{
    ui->ncur = ui->nlast = 0;
    ui->modal_cur = ui->modal_last = 0;
    ui->pressed[0] = '\0';
    ui->nav[0] = '\0';
    ui_set_focus(ui, NULL);
}

void ui_frame_begin(Ui *ui)
{
    ui->ncur = 0;
    ui->modal_cur = 0;
}

void ui_modal(Ui *ui) { ui->modal_cur = ui->ncur; }

void ui_frame_end(Ui *ui)
{
    memcpy(ui->last, ui->cur, sizeof(UiWidget) * (size_t)ui->ncur);
    ui->nlast = ui->ncur;
    ui->modal_last = ui->modal_cur;
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

int ui_has_focus(const Ui *ui) { return ui->focus[0] != '\0'; }

void ui_set_focus(Ui *ui, const char *id)
{
    int had = ui->focus[0] != '\0';
    snprintf(ui->focus, sizeof ui->focus, "%s", id ? id : "");
    ui->selected = 0;
    if (id && !had) SDL_StartTextInput();
    if (!id && had) SDL_StopTextInput();
}

void ui_set_focus_selected(Ui *ui, const char *id)
{
    ui_set_focus(ui, id);
    ui->selected = id != NULL;
    ui->dirty = 1;
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

/* A key or text while a field has the focus: the field takes it (2), or gives up the focus. */
static int field_key(Ui *ui, const InputEvent *e)
{
    UiWidget *w = find_id(ui, ui->focus);
    if (!w || w->kind != UI_FIELD) {
        ui_set_focus(ui, NULL);
        return 0;
    }
    if (e->kind == IN_TEXT) {
        size_t add = strlen(e->text);
        if (w->digits_only)
            for (size_t i = 0; i < add; i++)
                if (e->text[i] < '0' || e->text[i] > '9') return 2;
        if (ui->selected) w->buf[0] = '\0'; /* typing replaces the selection */
        ui->selected = 0;
        size_t have = strlen(w->buf);
        if (have + add + 1 <= w->bufsize) {
            memcpy(w->buf + have, e->text, add);
            w->buf[have + add] = '\0';
        }
        ui->dirty = 1;
        return 2;
    }
    if (e->action == IA_SELECT_ALL) {
        ui->selected = w->buf[0] != '\0';
    } else if (e->action == IA_TAKE_BACK) {
        if (ui->selected)
            w->buf[0] = '\0';
        else
            utf8_pop(w->buf);
        ui->selected = 0;
    } else if (e->action == IA_CONFIRM || e->action == IA_BACK || e->action == IA_NEXT_SPOT ||
               e->action == IA_PREV_SPOT) {
        ui_set_focus(ui, NULL);
    }
    ui->dirty = 1;
    return 2;
}

/* The widgets a controller or the arrow keys can move to: enabled buttons and areas. */
static int navigable(const Ui *ui, const UiWidget *w)
{
    return w->enabled && w->kind != UI_FIELD && w - ui->last >= ui->modal_last;
}

void ui_nav(Ui *ui, int dir)
{
    const int *dx = edge_dx, *dy = edge_dy;
    UiWidget *from = ui->nav[0] ? find_id(ui, ui->nav) : NULL;
    UiWidget *best = NULL;
    if (!from || !navigable(ui, from) || dir < 0 || dir > 3) {
        for (int i = 0; i < ui->nlast && !best; i++)
            if (navigable(ui, &ui->last[i])) best = &ui->last[i];
    } else {
        float fx = from->r.x + from->r.w / 2, fy = from->r.y + from->r.h / 2, cost = 0;
        for (int i = 0; i < ui->nlast; i++) {
            UiWidget *w = &ui->last[i];
            if (w == from || !navigable(ui, w)) continue;
            float vx = w->r.x + w->r.w / 2 - fx, vy = w->r.y + w->r.h / 2 - fy;
            float along = vx * dx[dir] + vy * dy[dir];
            float across = vx * dy[dir] - vy * dx[dir];
            if (along <= 1.0f) continue;
            float c = along + 2.0f * (across < 0 ? -across : across);
            if (!best || c < cost) {
                best = w;
                cost = c;
            }
        }
    }
    if (best) snprintf(ui->nav, sizeof ui->nav, "%s", best->id);
    ui->dirty = 1;
}

void ui_nav_clear(Ui *ui)
{
    if (ui->nav[0]) ui->dirty = 1;
    ui->nav[0] = '\0';
}

const char *ui_nav_current(const Ui *ui) { return ui->nav; }

static int pointer_at(Ui *ui, const InputEvent *e)
{
    ui->mx = e->x;
    ui->my = e->y;
    ui->mouse_seen = 1;
    return 0;
}

int ui_input(Ui *ui, const InputEvent *e, char clicked[UI_ID_MAX])
{
    clicked[0] = '\0';
    if (ui->focus[0] && (e->kind == IN_TEXT || e->kind == IN_ACTION)) {
        int r = field_key(ui, e);
        if (r) return r;
    }
    if (e->kind == IN_POINTER_MOVE) return pointer_at(ui, e);
    if (e->kind == IN_POINTER_DOWN && e->button == IN_BUTTON_PRIMARY) {
        pointer_at(ui, e);
        UiWidget *w = find_at(ui, ui->mx, ui->my);
        snprintf(ui->pressed, sizeof ui->pressed, "%s", w && w->enabled ? w->id : "");
        if (w && w->kind == UI_FIELD) {
            ui_set_focus(ui, w->id);
        } else if (ui->focus[0]) {
            ui_set_focus(ui, NULL);
        }
        ui->dirty = 1;
        return 0;
    }
    if (e->kind == IN_POINTER_UP && e->button == IN_BUTTON_PRIMARY) {
        pointer_at(ui, e);
        UiWidget *w = find_at(ui, ui->mx, ui->my);
        int hit = w && w->enabled && w->kind != UI_FIELD && ui->pressed[0] &&
                  strcmp(ui->pressed, w->id) == 0;
        ui->pressed[0] = '\0';
        ui->dirty = 1;
        if (hit) {
            snprintf(clicked, UI_ID_MAX, "%s", w->id);
            return 1;
        }
    }
    if (e->kind == IN_ACTION && e->action == IA_CONFIRM && !e->repeat && ui->nav[0]) {
        UiWidget *w = find_id(ui, ui->nav);
        if (w && navigable(ui, w)) {
            snprintf(clicked, UI_ID_MAX, "%s", w->id);
            ui->dirty = 1;
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

int ui_hovered(const Ui *ui, SDL_FRect r) { return ui->mouse_seen && inside(r, ui->mx, ui->my); }

void ui_button(Ui *ui, const char *id, const char *label, SDL_FRect r, int look)
{
    const Theme *th = palette_theme();
    int enabled = look != UI_DISABLED;
    declare(ui, id, UI_BUTTON, r, enabled);
    int hover = enabled && ui_hovered(ui, r);
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
    default: bg = pressed ? th->button_press : hover ? th->button_hover : th->button; break;
    }
    float rad = px(ui, 6), b = px(ui, 1.5f);
    if (b < 1) b = 1;
    if (edge.a) draw_round_rect(ui->renderer, r.x, r.y, r.w, r.h, rad, edge);
    if (bg.a)
        draw_round_rect(ui->renderer, r.x + b, r.y + b, r.w - 2 * b, r.h - 2 * b, rad - b, bg);
    if (ui->nav[0] && strcmp(ui->nav, id) == 0)
        draw_rect_outline(ui->renderer, r.x - px(ui, 3), r.y - px(ui, 3), r.w + px(ui, 6),
                          r.h + px(ui, 6), px(ui, 2.5f), th->accent);
    float dy = pressed ? px(ui, 1) : 0;
    if (label && text_width(ui->text, FONT_BOLD, label) > r.w - 2 * b)
        text_note_cut(ui->text, label);
    text_draw(ui->text, FONT_BOLD, label, fg, r.x + r.w / 2, r.y + r.h / 2 + dy,
              TEXT_CENTER | TEXT_MIDDLE);
}

float ui_button_width(Ui *ui, const char *label, float min)
{
    float w = (float)text_width(ui->text, FONT_BOLD, label) + 2 * px(ui, 6);
    return w > min ? w : min;
}

float ui_button_width_of(Ui *ui, const char *const *labels, int n, float min)
{
    for (int i = 0; i < n; i++) min = ui_button_width(ui, labels[i], min);
    return min;
}

void ui_text_field(Ui *ui, const char *id, char *buf, size_t size, SDL_FRect r,
                   const char *placeholder, int digits_only)
{
    const Theme *th = palette_theme();
    UiWidget *w = declare(ui, id, UI_FIELD, r, 1);
    if (w) {
        w->buf = buf;
        w->bufsize = size;
        w->digits_only = digits_only;
    }
    int focused = strcmp(ui->focus, id) == 0;
    float b = px(ui, focused ? 2 : 1);
    draw_rect(ui->renderer, r.x, r.y, r.w, r.h, focused ? th->accent : th->panel_edge);
    draw_rect(ui->renderer, r.x + b, r.y + b, r.w - 2 * b, r.h - 2 * b,
              (SDL_Color){255, 252, 242, 255});
    float pad = px(ui, 8);
    int tw = 0;
    /* what was typed stays inside the field (clipped; the view's clip, if any, still holds) */
    SDL_Rect old, box = {(int)(r.x + b), (int)r.y, (int)(r.w - 2 * b), (int)r.h};
    SDL_bool clipped = SDL_RenderIsClipEnabled(ui->renderer);
    SDL_RenderGetClipRect(ui->renderer, &old);
    if (clipped && !SDL_IntersectRect(&old, &box, &box)) box.w = box.h = 0;
    SDL_RenderSetClipRect(ui->renderer, &box);
    if (focused && ui->selected && buf[0]) {
        /* the selection: the text on the accent colour */
        float sw = (float)text_width(ui->text, FONT_BODY, buf);
        float maxw = r.w - 2 * pad;
        draw_rect(ui->renderer, r.x + pad - px(ui, 2), r.y + r.h * 0.18f,
                  (sw < maxw ? sw : maxw) + px(ui, 4), r.h * 0.64f, th->accent);
        tw = text_draw(ui->text, FONT_BODY, buf, th->ink_light, r.x + pad, r.y + r.h / 2,
                       TEXT_MIDDLE);
    } else if (buf[0])
        tw = text_draw(ui->text, FONT_BODY, buf, th->ink, r.x + pad, r.y + r.h / 2, TEXT_MIDDLE);
    else if (placeholder && !focused)
        text_draw_fit(ui->text, FONT_BODY, placeholder, th->ink_soft, r.x + pad, r.y + r.h / 2,
                      TEXT_MIDDLE, (int)(r.w - 2 * pad));
    if (focused) {
        float cx = r.x + pad + (float)tw + px(ui, 1);
        draw_rect(ui->renderer, cx, r.y + r.h * 0.22f, px(ui, 1.5f), r.h * 0.56f, th->ink);
    }
    SDL_RenderSetClipRect(ui->renderer, clipped ? &old : NULL);
}

void ui_area(Ui *ui, const char *id, SDL_FRect r)
{
    declare(ui, id, UI_AREA, r, 1);
    if (ui->nav[0] && strcmp(ui->nav, id) == 0)
        draw_rect_outline(ui->renderer, r.x - px(ui, 2), r.y - px(ui, 2), r.w + px(ui, 4),
                          r.h + px(ui, 4), px(ui, 2.5f), palette_theme()->accent);
}

void ui_panel(Ui *ui, SDL_FRect r, const char *title)
{
    const Theme *th = palette_theme();
    float rad = px(ui, 8), b = px(ui, 2);
    draw_round_rect(ui->renderer, r.x + px(ui, 3), r.y + px(ui, 4), r.w, r.h, rad,
                    (SDL_Color){0, 0, 0, 70});
    draw_round_rect(ui->renderer, r.x, r.y, r.w, r.h, rad, th->panel_edge);
    draw_round_rect(ui->renderer, r.x + b, r.y + b, r.w - 2 * b, r.h - 2 * b, rad - b, th->panel);
    if (title && *title)
        text_draw(ui->text, FONT_LARGE, title, th->ink, r.x + r.w / 2, r.y + px(ui, 14),
                  TEXT_CENTER);
}

void ui_dump_layout(Ui *ui, const char *path, const char *scene, const char *extra)
{
    char buf[16384];
    size_t off = 0;
    float k = 1.0f / ui->px_per_point;
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
    for (size_t i = 0; i < off; i++) h = h * 33 + (unsigned char)buf[i];
    if (h == ui->dump_hash) return;
    ui->dump_hash = h;
    char err[512];
    if (io_write_file_atomic(path, buf, off, err, sizeof err))
        fprintf(stderr, "troubadour: layout dump: %s\n", err);
}
