#include "tile_sketch.h"

#include <math.h>
#include <stdlib.h>

/* Board point -> tile point at rotation 0 (rot quarter turns clockwise). */
static void unrotate(int rot, float u, float v, float *x, float *y)
{
    switch (rot & 3) {
    case 1:
        *x = v;
        *y = 1 - u;
        break;
    case 2:
        *x = 1 - u;
        *y = 1 - v;
        break;
    case 3:
        *x = 1 - v;
        *y = u;
        break;
    default:
        *x = u;
        *y = v;
        break;
    }
}

static int popcount4(int m) { return (m & 1) + (m >> 1 & 1) + (m >> 2 & 1) + (m >> 3 & 1); }

static int field_near(const TileDef *t, int half)
{
    /* the half-edge itself, its partner on the same side, then the neighbours clockwise and
     * counter-clockwise, then an inner field, then any field */
    const int order[8] = {0, (half & 1) ? -1 : 1, (half & 1) ? 1 : -1, 2, -2, 3, -3, 4};
    for (int i = 0; i < 8; i++) {
        int h = (half + order[i] + 8) % 8;
        int s = tile_seg_at_loc(t, 0, LOC_NL + h);
        if (s >= 0) return s;
    }
    int s = tile_seg_at_loc(t, 0, LOC_I);
    if (s >= 0) return s;
    for (int i = 0; i < t->nseg; i++)
        if (t->seg[i].kind == SEG_FIELD) return i;
    return -1;
}

/* The classification at tile point (x, y), rotation 0; *what gets a drawing hint:
 * 0 plain, 1 city wall, 2 road verge, 3 hedge. */
static int classify(const TileDef *t, float x, float y, int *what)
{
    float dx = x - 0.5f, dy = y - 0.5f;
    float ax = fabsf(dx), ay = fabsf(dy);
    *what = 0;
    if (t->monastery && ax < 0.17f && ay < 0.17f) {
        for (int i = 0; i < t->nseg; i++)
            if (t->seg[i].kind == SEG_MONASTERY) return i;
    }
    int side = ay >= ax ? (dy < 0 ? DIR_N : DIR_S) : (dx > 0 ? DIR_E : DIR_W);
    float depth = 0.5f - (ax > ay ? ax : ay);
    float lat = side == DIR_N ? x : side == DIR_E ? y : side == DIR_S ? 1 - x : 1 - y;
    int edge = t->edge[side];
    if (edge == EDGE_CITY) {
        int s = tile_seg_at_loc(t, 0, LOC_N + side);
        if (s >= 0) {
            int wide = popcount4(t->seg[s].edges) >= 2;
            float lim = wide ? 0.41f : 0.27f;
            /* a field enclosed by cities (FE1, FE2) lies deeper in */
            int inner = tile_seg_at_loc(t, 0, LOC_I);
            if (wide && inner >= 0 && depth > 0.3f) return inner;
            if (depth < lim) {
                if (depth > lim - 0.035f) *what = 1;
                return s;
            }
        }
    }
    if (edge == EDGE_ROAD) {
        int s = tile_seg_at_loc(t, 0, LOC_N + side);
        float off = fabsf(lat - 0.5f);
        if (s >= 0 && off < 0.085f) {
            if (off > 0.06f) *what = 2;
            return s;
        }
    }
    if (edge == EDGE_BUSH && fabsf(lat - 0.5f) < 0.035f && depth < 0.42f) *what = 3;
    if (depth > 0.415f) {
        /* the centre: a road that runs through it */
        for (int i = 0; i < t->nseg; i++)
            if (t->seg[i].kind == SEG_ROAD && popcount4(t->seg[i].edges) >= 2 && !t->seg[i].market)
                return i;
        int roads = 0, last = -1;
        for (int i = 0; i < t->nseg; i++)
            if (t->seg[i].kind == SEG_ROAD) roads++, last = i;
        if (roads == 1) return last;
    }
    int half = 2 * side + (lat < 0.5f ? 0 : 1);
    int s = field_near(t, half);
    if (s >= 0) return s;
    return tile_seg_at_loc(t, 0, LOC_N + side);
}

int tile_sketch_hit(const TileDef *t, int rot, float u, float v)
{
    if (u < 0 || v < 0 || u >= 1 || v >= 1) return -1;
    float x, y;
    int what;
    unrotate(rot, u, v, &x, &y);
    if (t->festival && fabsf(x - 0.5f) < 0.09f && fabsf(y - 0.5f) < 0.09f) return -1;
    return classify(t, x, y, &what);
}

void tile_sketch_anchor(const TileDef *t, int rot, int seg, float *u, float *v)
{
    enum { N = 24 };
    float sx = 0, sy = 0;
    int cnt = 0;
    for (int j = 0; j < N; j++)
        for (int i = 0; i < N; i++) {
            float pu = (i + 0.5f) / N, pv = (j + 0.5f) / N;
            if (tile_sketch_hit(t, rot, pu, pv) == seg) {
                sx += pu;
                sy += pv;
                cnt++;
            }
        }
    *u = *v = 0.5f;
    if (!cnt) return;
    float cx = sx / cnt, cy = sy / cnt, best = 1e9f;
    /* the sample of the segment nearest its centroid, nudged away from the rim */
    for (int j = 1; j < N - 1; j++)
        for (int i = 1; i < N - 1; i++) {
            float pu = (i + 0.5f) / N, pv = (j + 0.5f) / N;
            if (tile_sketch_hit(t, rot, pu, pv) != seg) continue;
            int inside = tile_sketch_hit(t, rot, pu + 1.0f / N, pv) == seg &&
                         tile_sketch_hit(t, rot, pu - 1.0f / N, pv) == seg &&
                         tile_sketch_hit(t, rot, pu, pv + 1.0f / N) == seg &&
                         tile_sketch_hit(t, rot, pu, pv - 1.0f / N) == seg;
            float d = (pu - cx) * (pu - cx) + (pv - cy) * (pv - cy) + (inside ? 0 : 0.05f);
            if (d < best) {
                best = d;
                *u = pu;
                *v = pv;
            }
        }
}

static Uint32 rgb(const SDL_PixelFormat *f, int r, int g, int b)
{
    return SDL_MapRGBA(f, (Uint8)r, (Uint8)g, (Uint8)b, 255);
}

static void flower_dots(SDL_Surface *s, const TileDef *t, int rot)
{
    static const int col[4][3] = {{250, 250, 244}, {245, 142, 38}, {156, 92, 214}, {120, 196, 244}};
    int size = s->w, k = 0;
    for (int i = 0; i < t->nseg; i++) {
        const TileSeg *sg = &t->seg[i];
        if (sg->kind != SEG_FIELD) continue;
        for (int c = 0; c < 4; c++)
            for (int n = 0; n < sg->flowers[c]; n++) {
                float u, v;
                tile_sketch_anchor(t, rot, i, &u, &v);
                u += 0.09f * (float)((k % 3) - 1);
                v += 0.09f * (float)(((k / 3) % 2) ? 1 : -1) * 0.5f;
                k++;
                int cx = (int)(u * size), cy = (int)(v * size), r = size / 22 + 1;
                for (int dy = -r; dy <= r; dy++)
                    for (int dx = -r; dx <= r; dx++) {
                        if (dx * dx + dy * dy > r * r) continue;
                        int px = cx + dx, py = cy + dy;
                        if (px < 0 || py < 0 || px >= size || py >= size) continue;
                        ((Uint32 *)((Uint8 *)s->pixels + py * s->pitch))[px] =
                            rgb(s->format, col[c][0], col[c][1], col[c][2]);
                    }
            }
    }
}

SDL_Surface *tile_sketch_render(const TileDef *t, int rot, int size)
{
    if (size < 4 || size > 2048) return NULL;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) return NULL;
    SDL_LockSurface(s);
    for (int py = 0; py < size; py++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + py * s->pitch);
        for (int px = 0; px < size; px++) {
            float u = (px + 0.5f) / size, v = (py + 0.5f) / size, x, y;
            unrotate(rot, u, v, &x, &y);
            int what, seg = classify(t, x, y, &what);
            int r = 96, g = 150, b = 64;
            int kind = seg >= 0 ? t->seg[seg].kind : -1;
            if (kind == SEG_CITY) {
                r = 214, g = 184, b = 128;
                if (what == 1) r = 128, g = 98, b = 62;
            } else if (kind == SEG_ROAD) {
                r = 236, g = 226, b = 196;
                if (what == 2) r = 150, g = 130, b = 100;
            } else if (kind == SEG_MONASTERY) {
                r = 176, g = 74, b = 52;
                float dx = fabsf(x - 0.5f), dy = fabsf(y - 0.5f);
                if (dx > 0.14f || dy > 0.14f) r = 120, g = 60, b = 40;
            } else if (kind == SEG_FIELD) {
                /* a faint tint per field so that separate fields read apart */
                int k = seg % 3;
                g += k * 8 - 8;
                r += k * 6;
            }
            if (what == 3) r = 40, g = 92, b = 40;
            if (t->festival && fabsf(x - 0.5f) < 0.09f && fabsf(y - 0.5f) < 0.09f)
                r = 230, g = 70, b = 150;
            if (t->marketplace && fabsf(x - 0.5f) < 0.1f && fabsf(y - 0.5f) < 0.1f)
                r = 200, g = 180, b = 150;
            /* a thin darker rim so neighbouring tiles read apart */
            if (px == 0 || py == 0 || px == size - 1 || py == size - 1)
                r = r * 3 / 4, g = g * 3 / 4, b = b * 3 / 4;
            row[px] = rgb(s->format, r, g, b);
        }
    }
    /* pennants: a small blue shield in the city */
    for (int i = 0; i < t->nseg; i++) {
        if (t->seg[i].kind != SEG_CITY || !t->seg[i].pennants) continue;
        float u, v;
        tile_sketch_anchor(t, rot, i, &u, &v);
        int cx = (int)(u * size + size * 0.12f), cy = (int)(v * size), r = size / 14 + 1;
        for (int dy = -r; dy <= r; dy++)
            for (int dx = -r; dx <= r; dx++) {
                if (dy > 0 && abs(dx) > r - dy) continue;
                int qx = cx + dx, qy = cy + dy;
                if (qx < 0 || qy < 0 || qx >= size || qy >= size) continue;
                ((Uint32 *)((Uint8 *)s->pixels + qy * s->pitch))[qx] = rgb(s->format, 40, 70, 170);
            }
    }
    flower_dots(s, t, rot);
    SDL_UnlockSurface(s);
    return s;
}
