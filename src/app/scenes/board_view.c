#include "board_view.h"

#include "figure_gfx.h"

void board_cell(const BoardView *v, int x, int y, SDL_Rect *r)
{
    int rx, ry, rw;
    camera_tile_rect(v->cam, x, y, &rx, &ry, &rw);
    r->x = rx;
    r->y = ry;
    r->w = r->h = rw;
}

int board_visible(const BoardView *v, const SDL_Rect *r)
{
    return r->x + r->w > v->area.x && r->y + r->h > v->area.y && r->x < v->area.x + v->area.w &&
           r->y < v->area.y + v->area.h;
}

void board_draw_tiles(const BoardView *v, const Game *g)
{
    int tex = camera_tex_size(v->cam);
    for (int i = 0; i < game_placed_count(g); i++) {
        int t, x, y, rot;
        game_placed(g, i, &t, &x, &y, &rot);
        SDL_Rect r;
        board_cell(v, x, y, &r);
        if (!board_visible(v, &r)) continue;
        tile_gfx_draw(v->tiles, t, rot, &r, tex, 255);
    }
}

void board_anchor(const BoardView *v, const Game *g, int x, int y, int seg, float *bx, float *by)
{
    float u = 0.5f, w = 0.5f;
    int slot = game_tile_at(g, x, y);
    if (slot >= 0) {
        int t, r;
        game_placed(g, slot, &t, NULL, NULL, &r);
        tile_gfx_anchor(v->tiles, t, r, seg, &u, &w);
    }
    *bx = (float)x - 0.5f + u;
    *by = (float)y - 0.5f + w;
}

int board_figure_kind(const FigureView *f)
{
    if (f->kind == FIG_WINDMILL) return FIGURE_WINDMILL;
    return f->seg_kind == SEG_FIELD ? FIGURE_LYING : FIGURE_STANDING;
}

float board_figure_size(const BoardView *v, int kind, float scale)
{
    float size = v->cam->zoom * scale *
                 (kind == FIGURE_WINDMILL ? 0.4f
                  : kind == FIGURE_LYING  ? 0.32f
                                          : 0.36f);
    return size < 7 ? 7 : size;
}

void board_draw_figure(const BoardView *v, int colour, int kind, float bx, float by, float scale,
                       Uint8 alpha)
{
    float sx, sy;
    camera_to_screen(v->cam, bx, by, &sx, &sy);
    float size = board_figure_size(v, kind, scale);
    int gk = kind == FIGURE_WINDMILL ? GFX_WINDMILL
             : kind == FIGURE_LYING  ? GFX_FARMER
                                     : GFX_FOLLOWER;
    int is = (int)(size * 1.25f);
    SDL_Rect d = {(int)(sx - is / 2.0f), (int)(sy - is / 2.0f), is, is};
    if (tile_gfx_figure(v->tiles, gk, colour, &d, alpha) != 0)
        figure_draw(v->renderer, colour, kind, sx, sy, size, alpha);
}
