#include "camera.h"

#include <math.h>

#define BASE_SIZE 96.0f

void camera_init(Camera *c, float ui)
{
    c->vx = c->vy = 0;
    c->vw = c->vh = 100;
    c->cx = c->cy = 0;
    c->ui = ui > 0 ? ui : 1;
    c->level = 0;
    c->zoom = (float)camera_level_size(c, 0);
    c->gliding = c->anchored = 0;
    c->acc_ms = 0;
}

void camera_set_view(Camera *c, float x, float y, float w, float h)
{
    c->vx = x;
    c->vy = y;
    c->vw = w > 1 ? w : 1;
    c->vh = h > 1 ? h : 1;
}

int camera_level_size(const Camera *c, int level)
{
    if (level < CAMERA_LEVEL_MIN) level = CAMERA_LEVEL_MIN;
    if (level > CAMERA_LEVEL_MAX) level = CAMERA_LEVEL_MAX;
    float s = BASE_SIZE * c->ui * powf(2.0f, (float)level / 4.0f);
    int n = (int)(s + 0.5f);
    return n < 8 ? 8 : n;
}

int camera_tex_size(const Camera *c) { return camera_level_size(c, c->level); }

int camera_settled(const Camera *c) { return c->zoom == (float)camera_level_size(c, c->level); }

/* The screen x of board x = -0.5 boundary of tile 0, rounded once so tiles abut exactly. */
static float origin_x(const Camera *c)
{
    return floorf(c->vx + c->vw / 2 - (c->cx + 0.5f) * c->zoom + 0.5f);
}
static float origin_y(const Camera *c)
{
    return floorf(c->vy + c->vh / 2 - (c->cy + 0.5f) * c->zoom + 0.5f);
}

void camera_to_screen(const Camera *c, float bx, float by, float *sx, float *sy)
{
    *sx = origin_x(c) + (bx + 0.5f) * c->zoom;
    *sy = origin_y(c) + (by + 0.5f) * c->zoom;
}

void camera_to_board(const Camera *c, float sx, float sy, float *bx, float *by)
{
    *bx = (sx - origin_x(c)) / c->zoom - 0.5f;
    *by = (sy - origin_y(c)) / c->zoom - 0.5f;
}

void camera_tile_rect(const Camera *c, int x, int y, int *rx, int *ry, int *rw)
{
    float ox = origin_x(c), oy = origin_y(c);
    int x0 = (int)floorf(ox + x * c->zoom + 0.5f), x1 = (int)floorf(ox + (x + 1) * c->zoom + 0.5f);
    int y0 = (int)floorf(oy + y * c->zoom + 0.5f);
    *rx = x0;
    *ry = y0;
    *rw = x1 - x0;
}

void camera_cell_at(const Camera *c, float sx, float sy, int *x, int *y, float *u, float *v)
{
    float bx, by;
    camera_to_board(c, sx, sy, &bx, &by);
    float fx = floorf(bx + 0.5f), fy = floorf(by + 0.5f);
    *x = (int)fx;
    *y = (int)fy;
    *u = bx + 0.5f - fx;
    *v = by + 0.5f - fy;
    if (*u >= 1) *u = 0.9999f;
    if (*v >= 1) *v = 0.9999f;
}

void camera_pan(Camera *c, float dx, float dy)
{
    c->cx -= dx / c->zoom;
    c->cy -= dy / c->zoom;
    c->gliding = 0;
    if (c->anchored) {
        c->sx += dx;
        c->sy += dy;
    }
}

void camera_zoom(Camera *c, int steps, float sx, float sy)
{
    int l = c->level + steps;
    if (l < CAMERA_LEVEL_MIN) l = CAMERA_LEVEL_MIN;
    if (l > CAMERA_LEVEL_MAX) l = CAMERA_LEVEL_MAX;
    if (l == c->level) return;
    if (!c->anchored || c->sx != sx || c->sy != sy) {
        camera_to_board(c, sx, sy, &c->ax, &c->ay);
        c->sx = sx;
        c->sy = sy;
    }
    c->anchored = 1;
    c->level = l;
    if (c->gliding) {
        /* a re-centre in flight now also zooms around the view centre */
        c->anchored = 0;
    }
}

void camera_glide_to(Camera *c, float bx, float by)
{
    c->tcx = bx;
    c->tcy = by;
    c->gliding = 1;
    c->anchored = 0;
}

void camera_fit(Camera *c, int x0, int y0, int x1, int y1, int immediate)
{
    float w = (float)(x1 - x0 + 2), h = (float)(y1 - y0 + 2);
    int l = CAMERA_LEVEL_MAX;
    while (l > CAMERA_LEVEL_MIN &&
           (camera_level_size(c, l) * w > c->vw || camera_level_size(c, l) * h > c->vh))
        l--;
    if (l > 2) l = 2;
    c->level = l;
    float bx = (x0 + x1) / 2.0f, by = (y0 + y1) / 2.0f;
    if (immediate) {
        c->zoom = (float)camera_level_size(c, l);
        c->cx = bx;
        c->cy = by;
        c->gliding = c->anchored = 0;
    } else {
        camera_glide_to(c, bx, by);
    }
}

static int step(Camera *c)
{
    int moving = 0;
    float target = (float)camera_level_size(c, c->level);
    if (c->zoom != target) {
        /* about 90% of the way in 100 ms: quick but visible */
        float z = c->zoom + (target - c->zoom) * 0.17f;
        if (fabsf(z - target) < 0.5f) z = target;
        c->zoom = z;
        moving = 1;
        if (c->anchored) {
            c->cx = c->ax - (c->sx - c->vx - c->vw / 2) / c->zoom;
            c->cy = c->ay - (c->sy - c->vy - c->vh / 2) / c->zoom;
        }
    } else {
        c->anchored = 0;
    }
    if (c->gliding) {
        float dx = c->tcx - c->cx, dy = c->tcy - c->cy;
        if (fabsf(dx) * c->zoom < 0.5f && fabsf(dy) * c->zoom < 0.5f) {
            c->cx = c->tcx;
            c->cy = c->tcy;
            c->gliding = 0;
        } else {
            c->cx += dx * 0.16f;
            c->cy += dy * 0.16f;
            moving = 1;
        }
    }
    return moving;
}

int camera_update(Camera *c, int dt_ms)
{
    c->acc_ms += dt_ms;
    if (c->acc_ms > 250) c->acc_ms = 250;
    int moving = c->zoom != (float)camera_level_size(c, c->level) || c->gliding;
    while (c->acc_ms >= CAMERA_STEP_MS) {
        c->acc_ms -= CAMERA_STEP_MS;
        moving = step(c);
    }
    if (!moving) c->acc_ms = 0;
    return moving || c->zoom != (float)camera_level_size(c, c->level) || c->gliding;
}
