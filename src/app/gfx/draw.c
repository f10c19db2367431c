#include "draw.h"

#include <math.h>

#include "edge.h"
#include "palette.h"

#define PI_F 3.14159265f

static SDL_Vertex vtx(float x, float y, SDL_Color c)
{
    SDL_Vertex v;
    v.position.x = x;
    v.position.y = y;
    v.color = c;
    v.tex_coord.x = 0;
    v.tex_coord.y = 0;
    return v;
}

static void blend_for(SDL_Renderer *r, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
}

void draw_rect(SDL_Renderer *r, float x, float y, float w, float h, SDL_Color c)
{
    if (w <= 0 || h <= 0) return;
    blend_for(r, c);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    SDL_FRect f = {x, y, w, h};
    SDL_RenderFillRectF(r, &f);
}

void draw_rect_outline(SDL_Renderer *r, float x, float y, float w, float h, float t, SDL_Color c)
{
    draw_rect(r, x, y, w, t, c);
    draw_rect(r, x, y + h - t, w, t, c);
    draw_rect(r, x, y + t, t, h - 2 * t, c);
    draw_rect(r, x + w - t, y + t, t, h - 2 * t, c);
}

void draw_poly(SDL_Renderer *r, const SDL_FPoint *p, int n, SDL_Color c)
{
    if (n < 3 || n > 64) return;
    SDL_Vertex v[64];
    int idx[3 * 62];
    for (int i = 0; i < n; i++) v[i] = vtx(p[i].x, p[i].y, c);
    int k = 0;
    for (int i = 1; i + 1 < n; i++) {
        idx[k++] = 0;
        idx[k++] = i;
        idx[k++] = i + 1;
    }
    blend_for(r, c);
    SDL_RenderGeometry(r, NULL, v, n, idx, k);
}

void draw_round_rect(SDL_Renderer *r, float x, float y, float w, float h, float rad, SDL_Color c)
{
    if (w <= 0 || h <= 0) return;
    if (rad > w / 2) rad = w / 2;
    if (rad > h / 2) rad = h / 2;
    if (rad < 1.5f) {
        draw_rect(r, x, y, w, h, c);
        return;
    }
    SDL_FPoint p[40];
    int n = 0;
    const float cxs[4] = {x + w - rad, x + w - rad, x + rad, x + rad};
    const float cys[4] = {y + rad, y + h - rad, y + h - rad, y + rad};
    for (int q = 0; q < 4; q++) {
        for (int i = 0; i <= 6; i++) {
            float a = (-90.0f + 90.0f * q + 15.0f * i) * PI_F / 180.0f;
            p[n].x = cxs[q] + rad * cosf(a);
            p[n].y = cys[q] + rad * sinf(a);
            n++;
        }
    }
    draw_poly(r, p, n, c);
}

void draw_circle(SDL_Renderer *r, float cx, float cy, float rad, SDL_Color c)
{
    int n = rad < 6 ? 12 : rad < 20 ? 20 : 32;
    SDL_FPoint p[32];
    for (int i = 0; i < n; i++) {
        float a = 2 * PI_F * i / n;
        p[i].x = cx + rad * cosf(a);
        p[i].y = cy + rad * sinf(a);
    }
    draw_poly(r, p, n, c);
}

void draw_ring(SDL_Renderer *r, float cx, float cy, float rad, float t, SDL_Color c)
{
    enum { N = 32 };
    SDL_Vertex v[2 * N];
    int idx[6 * N];
    for (int i = 0; i < N; i++) {
        float a = 2 * PI_F * i / N;
        v[2 * i] = vtx(cx + rad * cosf(a), cy + rad * sinf(a), c);
        v[2 * i + 1] = vtx(cx + (rad - t) * cosf(a), cy + (rad - t) * sinf(a), c);
    }
    int k = 0;
    for (int i = 0; i < N; i++) {
        int a = 2 * i, b = 2 * ((i + 1) % N);
        idx[k++] = a;
        idx[k++] = a + 1;
        idx[k++] = b;
        idx[k++] = b;
        idx[k++] = a + 1;
        idx[k++] = b + 1;
    }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(r, NULL, v, 2 * N, idx, k);
}

void draw_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float t, SDL_Color c)
{
    float dx = x1 - x0, dy = y1 - y0;
    float len = sqrtf(dx * dx + dy * dy);
    if (len < 0.01f) return;
    float nx = -dy / len * t / 2, ny = dx / len * t / 2;
    SDL_FPoint p[4] = {
        {x0 + nx, y0 + ny}, {x1 + nx, y1 + ny}, {x1 - nx, y1 - ny}, {x0 - nx, y0 - ny}};
    draw_poly(r, p, 4, c);
}

void draw_arrow(SDL_Renderer *r, float cx, float cy, float size, int dir, SDL_Color c)
{
    float fx = (float)edge_dx[dir & 3], fy = (float)edge_dy[dir & 3];
    float px = -fy, py = fx;
    SDL_FPoint p[7];
    float h = size / 2;
    /* head */
    p[0].x = cx + fx * h;
    p[0].y = cy + fy * h;
    p[1].x = cx + px * h;
    p[1].y = cy + py * h;
    p[2].x = cx - px * h;
    p[2].y = cy - py * h;
    draw_poly(r, p, 3, c);
    /* shaft */
    SDL_FPoint s[4] = {{cx + px * h * 0.4f, cy + py * h * 0.4f},
                       {cx - px * h * 0.4f, cy - py * h * 0.4f},
                       {cx - px * h * 0.4f - fx * h, cy - py * h * 0.4f - fy * h},
                       {cx + px * h * 0.4f - fx * h, cy + py * h * 0.4f - fy * h}};
    draw_poly(r, s, 4, c);
}

static int shape_points(int shape, float cx, float cy, float rad, SDL_FPoint *p)
{
    int n = 0;
    switch (shape) {
    case MARK_SQUARE: {
        float h = rad * 0.82f;
        SDL_FPoint q[4] = {{cx - h, cy - h}, {cx + h, cy - h}, {cx + h, cy + h}, {cx - h, cy + h}};
        for (int i = 0; i < 4; i++) p[n++] = q[i];
        break;
    }
    case MARK_TRIANGLE:
        for (int i = 0; i < 3; i++) {
            float a = (-90.0f + 120.0f * i) * PI_F / 180.0f;
            p[n].x = cx + rad * 1.1f * cosf(a);
            p[n].y = cy + rad * 0.2f + rad * 1.1f * sinf(a);
            n++;
        }
        break;
    case MARK_DIAMOND:
        p[n++] = (SDL_FPoint){cx, cy - rad * 1.1f};
        p[n++] = (SDL_FPoint){cx + rad * 0.85f, cy};
        p[n++] = (SDL_FPoint){cx, cy + rad * 1.1f};
        p[n++] = (SDL_FPoint){cx - rad * 0.85f, cy};
        break;
    case MARK_CIRCLE:
    default:
        for (int i = 0; i < 20; i++) {
            float a = 2 * PI_F * i / 20;
            p[n].x = cx + rad * 0.9f * cosf(a);
            p[n].y = cy + rad * 0.9f * sinf(a);
            n++;
        }
        break;
    }
    return n;
}

/* Shapes that are not convex are drawn as several convex pieces. */
static void marker_fill(SDL_Renderer *r, int shape, float cx, float cy, float rad, SDL_Color c)
{
    SDL_FPoint p[24];
    if (shape == MARK_CROSS) {
        float a = rad * 0.34f, b = rad;
        draw_rect(r, cx - a, cy - b, 2 * a, 2 * b, c);
        draw_rect(r, cx - b, cy - a, 2 * b, 2 * a, c);
        return;
    }
    if (shape == MARK_STAR) {
        float ri = rad * 0.45f;
        SDL_FPoint inner[5];
        for (int i = 0; i < 5; i++) {
            float a = (-90.0f + 72.0f * i + 36.0f) * PI_F / 180.0f;
            inner[i].x = cx + ri * cosf(a);
            inner[i].y = cy + ri * sinf(a);
        }
        draw_poly(r, inner, 5, c);
        for (int i = 0; i < 5; i++) {
            float a = (-90.0f + 72.0f * i) * PI_F / 180.0f;
            SDL_FPoint t[3] = {{cx + rad * 1.1f * cosf(a), cy + rad * 1.1f * sinf(a)},
                               inner[i],
                               inner[(i + 4) % 5]};
            draw_poly(r, t, 3, c);
        }
        return;
    }
    if (shape == MARK_RING) {
        draw_ring(r, cx, cy, rad * 0.95f, rad * 0.42f, c);
        return;
    }
    if (shape == MARK_BAR) {
        draw_rect(r, cx - rad, cy - rad * 0.38f, 2 * rad, rad * 0.76f, c);
        return;
    }
    int n = shape_points(shape, cx, cy, rad, p);
    draw_poly(r, p, n, c);
}

void draw_marker(SDL_Renderer *r, int shape, float cx, float cy, float rad, SDL_Color fill,
                 SDL_Color outline)
{
    if (outline.a > 0) {
        float o = rad * 0.22f < 1.2f ? 1.2f : rad * 0.22f;
        marker_fill(r, shape, cx, cy, rad + o, outline);
    }
    marker_fill(r, shape, cx, cy, rad, fill);
}
