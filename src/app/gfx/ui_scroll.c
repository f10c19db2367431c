/* The scroll view of the settings and setup screens (ui_scroll.h). */
#include "ui_scroll.h"

#include "draw.h"

float ui_scroll_begin(UiScroll *s, SDL_Renderer *r, SDL_FRect view)
{
    s->view = view;
    s->top = view.y;
    s->bottom = view.y + view.h;
    s->max = s->content_h - view.h;
    if (s->max < 0) s->max = 0;
    if (s->scroll > s->max) s->scroll = s->max;
    if (s->scroll < 0) s->scroll = 0;
    SDL_Rect clip = {(int)view.x, (int)view.y, (int)view.w, (int)view.h};
    SDL_RenderSetClipRect(r, &clip);
    return s->top - s->scroll;
}

void ui_scroll_end(UiScroll *s, SDL_Renderer *r, float content_bottom, float bar_x, float bar_w,
                   SDL_Color bar)
{
    s->content_h = content_bottom - (s->top - s->scroll);
    SDL_RenderSetClipRect(r, NULL);
    if (s->max <= 0 || s->content_h <= 0) return;
    float vh = s->bottom - s->top, bh = vh * vh / s->content_h;
    float by = s->top + (vh - bh) * (s->scroll / s->max);
    draw_rect(r, bar_x, by, bar_w, bh, bar);
}

int ui_scroll_shows(const UiScroll *s, SDL_FRect r)
{
    return r.y >= s->top - 1 && r.y + r.h <= s->bottom + 1;
}

int ui_scroll_input(UiScroll *s, const InputEvent *e, float step)
{
    if (e->kind == IN_WHEEL) {
        s->scroll -= (float)e->wheel * step;
        return 1;
    }
    if (e->kind == IN_ACTION && (e->action == IA_PAGE_DOWN || e->action == IA_PAGE_UP)) {
        s->scroll += (e->action == IA_PAGE_DOWN ? 1 : -1) * (s->bottom - s->top) * 0.8f;
        return 1;
    }
    return 0;
}
