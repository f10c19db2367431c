#include "figure_gfx.h"

#include "draw.h"
#include "palette.h"

typedef struct Quad {
    float x[4], y[4];
} Quad;

/* A follower in unit coordinates (-0.5..0.5), as convex pieces. */
static const Quad MEEPLE[] = {
    {{-0.19f, 0.19f, 0.25f, -0.25f}, {-0.20f, -0.20f, 0.20f, 0.20f}}, /* torso */
    {{-0.46f, 0.46f, 0.40f, -0.40f}, {-0.13f, -0.13f, 0.05f, 0.05f}}, /* arms */
    {{-0.25f, -0.01f, -0.07f, -0.37f}, {0.12f, 0.12f, 0.47f, 0.47f}}, /* left leg */
    {{0.01f, 0.25f, 0.37f, 0.07f}, {0.12f, 0.12f, 0.47f, 0.47f}},     /* right leg */
};

static void meeple(SDL_Renderer *r, float cx, float cy, float s, int lying, SDL_Color c)
{
    for (size_t i = 0; i < sizeof MEEPLE / sizeof MEEPLE[0]; i++) {
        SDL_FPoint p[4];
        for (int k = 0; k < 4; k++) {
            float x = MEEPLE[i].x[k], y = MEEPLE[i].y[k];
            if (lying) {
                float t = x;
                x = -y;
                y = t;
            }
            p[k].x = cx + x * s;
            p[k].y = cy + y * s;
        }
        draw_poly(r, p, 4, c);
    }
    float hx = lying ? 0.31f : 0.0f, hy = lying ? 0.0f : -0.31f;
    draw_circle(r, cx + hx * s, cy + hy * s, 0.17f * s, c);
}

static void windmill(SDL_Renderer *r, float cx, float cy, float s, SDL_Color body, SDL_Color sail,
                     SDL_Color ink)
{
    SDL_FPoint tower[4] = {{cx - 0.16f * s, cy - 0.12f * s},
                           {cx + 0.16f * s, cy - 0.12f * s},
                           {cx + 0.26f * s, cy + 0.46f * s},
                           {cx - 0.26f * s, cy + 0.46f * s}};
    SDL_FPoint tower_o[4] = {{cx - 0.2f * s, cy - 0.17f * s},
                             {cx + 0.2f * s, cy - 0.17f * s},
                             {cx + 0.31f * s, cy + 0.5f * s},
                             {cx - 0.31f * s, cy + 0.5f * s}};
    draw_poly(r, tower_o, 4, ink);
    draw_poly(r, tower, 4, body);
    float hx = cx, hy = cy - 0.14f * s, L = 0.44f * s, w = 0.12f * s;
    draw_line(r, hx - L * 0.7f, hy - L * 0.7f, hx + L * 0.7f, hy + L * 0.7f, w + 0.05f * s, ink);
    draw_line(r, hx - L * 0.7f, hy + L * 0.7f, hx + L * 0.7f, hy - L * 0.7f, w + 0.05f * s, ink);
    draw_line(r, hx - L * 0.7f, hy - L * 0.7f, hx + L * 0.7f, hy + L * 0.7f, w, sail);
    draw_line(r, hx - L * 0.7f, hy + L * 0.7f, hx + L * 0.7f, hy - L * 0.7f, w, sail);
    draw_circle(r, hx, hy, 0.07f * s, ink);
}

void figure_draw(SDL_Renderer *r, int colour, int kind, float cx, float cy, float size, Uint8 alpha)
{
    SDL_Color fill = palette_alpha(palette_player(colour), alpha);
    SDL_Color ink = palette_alpha(palette_player_ink(colour), alpha);
    SDL_Color dark = {20, 14, 8, alpha};
    /* an outline that works on fields, cities and roads alike */
    SDL_Color edge = colour == 4 /* black */ ? (SDL_Color){235, 230, 215, alpha} : dark;
    int shape = palette_marker(colour);
    if (kind == FIGURE_WINDMILL) {
        windmill(r, cx, cy, size, fill, (SDL_Color){245, 240, 225, alpha}, edge);
        draw_marker(r, shape, cx, cy + 0.22f * size, 0.1f * size, ink, palette_alpha(ink, 0));
        return;
    }
    int lying = kind == FIGURE_LYING;
    /* shadow, outline, body */
    meeple(r, cx + 0.05f * size, cy + 0.06f * size, size, lying,
           (SDL_Color){0, 0, 0, (Uint8)(alpha / 3)});
    meeple(r, cx, cy, size * 1.16f, lying, edge);
    meeple(r, cx, cy, size, lying, fill);
    float mx = lying ? -0.02f * size : 0.0f, my = lying ? 0.0f : -0.02f * size;
    draw_marker(r, shape, cx + mx, cy + my, 0.1f * size, ink, palette_alpha(ink, 0));
}

void figure_draw_donkey(SDL_Renderer *r, float cx, float cy, float s, Uint8 alpha)
{
    SDL_Color body = {150, 128, 104, alpha}, dark = {58, 44, 32, alpha};
    SDL_Color light = {214, 200, 180, alpha};
    /* legs */
    for (int i = 0; i < 4; i++) {
        float lx = cx + (-0.3f + 0.2f * (float)i) * s;
        draw_line(r, lx, cy + 0.05f * s, lx, cy + 0.4f * s, 0.11f * s, dark);
    }
    draw_round_rect(r, cx - 0.42f * s, cy - 0.16f * s, 0.72f * s, 0.32f * s, 0.14f * s, dark);
    draw_round_rect(r, cx - 0.39f * s, cy - 0.13f * s, 0.66f * s, 0.26f * s, 0.11f * s, body);
    /* neck and head */
    draw_line(r, cx + 0.2f * s, cy - 0.05f * s, cx + 0.36f * s, cy - 0.3f * s, 0.18f * s, body);
    draw_circle(r, cx + 0.4f * s, cy - 0.3f * s, 0.13f * s, body);
    draw_circle(r, cx + 0.48f * s, cy - 0.26f * s, 0.08f * s, light);
    /* ears */
    SDL_FPoint e1[3] = {{cx + 0.33f * s, cy - 0.38f * s},
                        {cx + 0.39f * s, cy - 0.4f * s},
                        {cx + 0.3f * s, cy - 0.62f * s}};
    SDL_FPoint e2[3] = {{cx + 0.4f * s, cy - 0.4f * s},
                        {cx + 0.46f * s, cy - 0.38f * s},
                        {cx + 0.45f * s, cy - 0.62f * s}};
    draw_poly(r, e1, 3, dark);
    draw_poly(r, e2, 3, dark);
    draw_line(r, cx - 0.42f * s, cy - 0.06f * s, cx - 0.52f * s, cy + 0.14f * s, 0.06f * s, dark);
}

void figure_draw_token(SDL_Renderer *r, float cx, float cy, float size, int face_up, Uint8 alpha)
{
    SDL_Color edge = {110, 70, 10, alpha}, gold = {226, 178, 60, alpha};
    SDL_Color hi = {250, 222, 130, alpha}, red = {150, 30, 40, alpha};
    float rad = size / 2;
    draw_circle(r, cx + rad * 0.12f, cy + rad * 0.16f, rad,
                (SDL_Color){0, 0, 0, (Uint8)(alpha / 3)});
    draw_circle(r, cx, cy, rad, edge);
    draw_circle(r, cx, cy, rad * 0.86f, face_up ? hi : gold);
    if (!face_up) {
        /* a crown */
        float w = rad * 0.9f, h = rad * 0.55f, by = cy + h * 0.45f;
        draw_rect(r, cx - w / 2, by - h * 0.35f, w, h * 0.35f, red);
        for (int i = 0; i < 3; i++) {
            float px = cx - w / 2 + w * (float)i / 2;
            SDL_FPoint t[3] = {
                {px - w * 0.18f, by - h * 0.3f}, {px + w * 0.18f, by - h * 0.3f}, {px, by - h}};
            if (i == 0) t[0].x = cx - w / 2;
            if (i == 2) t[1].x = cx + w / 2;
            draw_poly(r, t, 3, red);
        }
    }
}
