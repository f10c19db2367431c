/* How to play: assets/rules.txt (a light Markdown: # headings, - lists, paragraphs; its own
 * Controls section), illustrated with the game's own art beside the text (a tile, a figure,
 * the donkey, a privilege token), scrolled with the wheel or the keys. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "figure_gfx.h"
#include "i18n.h"
#include "io.h"
#include "sprite.h"
#include "tile_gfx.h"
#include "tileset.h"
#include "palette.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"
#include "app.h"

#define MAX_BLOCKS 400

typedef struct Block {
    int heading;      /* 1 or 2 for headings, 0 text */
    int item;         /* a list item */
    const char *text; /* its translation (po/: the blocks of rules.txt), or HelpScene.text */
    int art;          /* index into ART + 1, 0 none */
} Block;

/* The pictures beside the text: a block whose start holds `needle` gets it (a tile by its id,
 * or a figure of the art library, GFX_*). */
typedef struct HelpArt {
    const char *needle;
    const char *tile; /* NULL: a figure */
    int figure;       /* GFX_* */
} HelpArt;

static const HelpArt ART[] = {
    {"Your turn", "D", 0},
    {"Completed road", "U", 0},
    {"Completed monastery", "B", 0},
    {"At the end", NULL, GFX_FOLLOWER},
    {"Fields score", NULL, GFX_FARMER},
    {"After placing a Festival", "FE1", 0},
    {"Each player draws a flower", "VL12", 0},
    {"Bushes", "VL1", 0},
    {"The donkey", NULL, GFX_DONKEY},
    {"Your windmill", NULL, GFX_WINDMILL},
    {"Marketplaces", "VL19", 0},
    {"Tokens wait", NULL, GFX_TOKEN_BACK},
};
#define NART ((int)(sizeof ART / sizeof ART[0]))

typedef struct HelpScene {
    char *text; /* owned: the blocks, one after another */
    Block block[MAX_BLOCKS];
    int nblock;
    float scroll, content_h;
    int to_end; /* End: follow the foot while the text is still being laid out */
} HelpScene;

static void add_block(HelpScene *hs, char *s, int heading, int item)
{
    if (hs->nblock >= MAX_BLOCKS || !*s) return;
    hs->block[hs->nblock].heading = heading;
    hs->block[hs->nblock].item = item;
    /* each block is a message of the catalogue (po/rules_pot.py writes them to the template);
     * its picture is found by the English words */
    hs->block[hs->nblock].text = gettext(s);
    hs->block[hs->nblock].art = 0;
    for (int i = 0; i < NART; i++) {
        const char *at = strstr(s, ART[i].needle);
        if (at && at - s < 240) {
            hs->block[hs->nblock].art = i + 1;
            break;
        }
    }
    hs->nblock++;
}

/* Splits Markdown-ish src into blocks, joining the lines of a paragraph or list item, into
 * hs->text (allocated here, as large as src). */
static void parse(HelpScene *hs, const char *src)
{
    size_t len = strlen(src);
    hs->text = malloc(len + 2);
    if (!hs->text) return;
    char *out = hs->text;
    char *cur = NULL; /* the block being filled */
    int cur_item = 0;
    const char *line = src;
    while (*line) {
        const char *eol = strchr(line, '\n');
        size_t n = eol ? (size_t)(eol - line) : strlen(line);
        const char *next = eol ? eol + 1 : line + n;
        while (n > 0 && (line[n - 1] == ' ' || line[n - 1] == '\r')) n--;
        size_t lead = 0;
        while (lead < n && line[lead] == ' ') lead++;
        int blank = lead == n;
        int heading = !blank && line[lead] == '#';
        int item = !blank && ((line[lead] == '-' && line[lead + 1] == ' ') ||
                              (line[lead] >= '1' && line[lead] <= '9' && line[lead + 1] == '.'));
        if (blank || heading || item) {
            if (cur) {
                *out++ = '\0';
                add_block(hs, cur, 0, cur_item);
                cur = NULL;
            }
        }
        if (heading) {
            int lvl = line[lead + 1] == '#' ? 2 : 1;
            size_t k = lead + (size_t)lvl;
            while (k < n && line[k] == ' ') k++;
            char *h = out;
            memcpy(out, line + k, n - k);
            out += n - k;
            *out++ = '\0';
            add_block(hs, h, lvl, 0);
        } else if (!blank) {
            if (!cur) {
                cur = out;
                cur_item = item;
            } else {
                *out++ = ' ';
            }
            memcpy(out, line + lead, n - lead);
            out += n - lead;
        }
        line = next;
    }
    if (cur) {
        *out++ = '\0';
        add_block(hs, cur, 0, cur_item);
    }
}

static void *help_enter(App *app)
{
    HelpScene *hs = calloc(1, sizeof *hs);
    if (!hs) return NULL;
    char path[APP_PATH_MAX + 64], err[512];
    snprintf(path, sizeof path, "%s/assets/rules.txt", app->datadir);
    size_t len = 0;
    char *rules = io_read_file(path, &len, err, sizeof err);
    if (!rules) {
        fprintf(stderr, _("troubadour: %s\n"), err);
        const char *miss = _(
            "# How to play\nThe rules text (assets/rules.txt) is missing from the data folder.\n");
        len = strlen(miss);
        rules = malloc(len + 1);
        if (rules) memcpy(rules, miss, len + 1);
    }
    if (rules) parse(hs, rules); /* the rules carry their own Controls section */
    free(rules);
    return hs;
}

static void help_leave(App *app, void *state)
{
    (void)app;
    HelpScene *hs = state;
    if (!hs) return;
    free(hs->text);
    free(hs);
}

static void help_input(App *app, void *state, const InputEvent *e)
{
    HelpScene *hs = state;
    char id[UI_ID_MAX];
    if (ui_input(app->uis, e, id) == 1) {
        if (strcmp(id, "back") == 0) app_go_back(app);
        return;
    }
    if (!hs) return;
    float step = app_px(app, 60);
    if (e->kind == IN_WHEEL) hs->scroll -= (float)e->wheel * step;
    if (e->kind == IN_ACTION) {
        switch (e->action) {
        case IA_BACK:
        case IA_TAKE_BACK:
        case IA_MENU: app_go_back(app); break;
        case IA_MOVE:
            if (e->dir == IN_DIR_DOWN) hs->scroll += step;
            if (e->dir == IN_DIR_UP) hs->scroll -= step;
            break;
        case IA_PAGE_DOWN:
        case IA_CONTINUE: hs->scroll += (float)app->h * 0.7f; break;
        case IA_PAGE_UP: hs->scroll -= (float)app->h * 0.7f; break;
        case IA_HOME: hs->scroll = 0; break;
        case IA_END: hs->to_end = 1; break;
        default: break;
        }
    }
    app->dirty = 1;
}

static int help_update(App *app, void *state, int dt)
{
    (void)app;
    (void)dt;
    const HelpScene *hs = state;
    /* strings are rendered a few a frame: the height grows until all are */
    return hs && hs->to_end ? SCENE_ANIMATING : SCENE_IDLE;
}

/* One picture at x, y in a square of size pixels: a tile of the set, or a figure. */
static void draw_art(App *app, const HelpArt *a, float x, float y, float size)
{
    SDL_Rect dst = {(int)x, (int)y, (int)size, (int)size};
    if (a->tile) {
        int t = app->ts ? tileset_find(app->ts, a->tile) : -1;
        if (t < 0) return;
        draw_rect(app->renderer, x - 1, y - 1, size + 2, size + 2, palette_theme()->panel_edge);
        tile_gfx_draw(app->tiles, t, 0, &dst, (int)size, 255);
        return;
    }
    /* figures in the first player's colour; the donkey and the tokens are neutral */
    int neutral = a->figure == GFX_DONKEY || a->figure >= GFX_TOKEN_BACK;
    if (tile_gfx_figure(app->tiles, a->figure, neutral ? -1 : COL_RED, &dst, 255) == 0) return;
    float cx = x + size / 2, cy = y + size / 2;
    if (a->figure == GFX_DONKEY)
        figure_draw_donkey(app->renderer, cx, cy, size * 0.8f, 255);
    else if (a->figure >= GFX_TOKEN_BACK)
        figure_draw_token(app->renderer, cx, cy, size * 0.8f, a->figure != GFX_TOKEN_BACK, 255);
    else
        sprite_draw(app->sprites, SPRITE_FIGURE, COL_RED,
                    a->figure == GFX_FARMER     ? FIGURE_LYING
                    : a->figure == GFX_WINDMILL ? FIGURE_WINDMILL
                                                : FIGURE_STANDING,
                    cx, cy, (int)size, 255);
}

/* The five privileged areas, each a 7x7 grid around the token T (the direction d is north):
 * Road, Court, Cross, Diagonal, Estate (RULES.md 5). Returns the height drawn. */
static int in_area(int type, int dx, int dy)
{
    if (dx == 0 && dy == 0) return 0;
    switch (type) {
    case 0: return dx == 0 && dy < 0;                            /* the ray north */
    case 1: return dx >= -2 && dx <= 2 && dy >= -2 && dy <= 2;   /* 5x5 */
    case 2: return dx == 0 || dy == 0;                           /* four rays */
    case 3: return dx > 0 && dy == -dx;                          /* north-east */
    default: return dx >= -2 && dx <= 2 && dy >= -3 && dy <= -1; /* 3 rows in front */
    }
}

static float draw_areas(App *app, float x, float y, float w)
{
    const Theme *th = palette_theme();
    static const char *const name[5] = {N_("Road"), N_("Court"), N_("Cross"), N_("Diagonal"),
                                        N_("Estate")};
    static const int face[5] = {GFX_TOKEN_ROAD, GFX_TOKEN_COURT, GFX_TOKEN_CROSS,
                                GFX_TOKEN_DIAGONAL, GFX_TOKEN_ESTATE};
    float cell = app_px(app, 9), gw = 7 * cell, step = (w - gw) / 4;
    if (step > gw + app_px(app, 40)) step = gw + app_px(app, 40);
    for (int t = 0; t < 5; t++) {
        float gx = x + (float)t * step;
        for (int cy = 0; cy < 7; cy++)
            for (int cx = 0; cx < 7; cx++) {
                SDL_Color c = in_area(t, cx - 3, cy - 3) ? th->accent : th->panel_dark;
                draw_rect(app->renderer, gx + (float)cx * cell + 1, y + (float)cy * cell + 1,
                          cell - 2, cell - 2, c);
            }
        SDL_Rect dst = {(int)(gx + 2.5f * cell), (int)(y + 2.5f * cell), (int)(2 * cell),
                        (int)(2 * cell)};
        if (tile_gfx_figure(app->tiles, face[t], -1, &dst, 255) != 0)
            figure_draw_token(app->renderer, gx + 3.5f * cell, y + 3.5f * cell, 2 * cell, 1, 255);
        text_draw(app->text, FONT_SMALL, _(name[t]), th->ink, gx + gw / 2, y + 7 * cell + 2,
                  TEXT_CENTER);
    }
    return 7 * cell + 4 + (float)text_line_height(app->text, FONT_SMALL) + app_px(app, 10);
}

static void help_draw(App *app, void *state)
{
    HelpScene *hs = state;
    const Theme *th = palette_theme();
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, th->board_bg);
    float w = app_px(app, 760);
    if (w > (float)app->w - app_px(app, 20)) w = (float)app->w - app_px(app, 20);
    float h = (float)app->h - app_px(app, 40);
    SDL_FRect p = {((float)app->w - w) / 2, app_px(app, 20), w, h};
    ui_panel(app->uis, p, NULL);
    ui_button(app->uis, "back", _("Back"),
              (SDL_FRect){p.x + w - app_px(app, 120), p.y + h - app_px(app, 58), app_px(app, 100),
                          app_px(app, 40)},
              UI_PRIMARY);
    if (!hs) return;
    float view_top = p.y + app_px(app, 16), view_h = h - app_px(app, 90);
    float maxs = hs->content_h - view_h;
    if (hs->scroll > maxs) hs->scroll = maxs;
    if (hs->scroll < 0) hs->scroll = 0;
    SDL_Rect clip = {(int)p.x, (int)view_top, (int)w, (int)view_h};
    SDL_RenderSetClipRect(app->renderer, &clip);
    /* the pictures in a gutter on the left when there is room, else none */
    float gut = w >= app_px(app, 560) ? app_px(app, 84) : 0;
    float x = p.x + app_px(app, 30) + gut, tw = w - app_px(app, 60) - gut;
    float y = view_top - hs->scroll;
    for (int i = 0; i < hs->nblock; i++) {
        const Block *b = &hs->block[i];
        float art_end = 0;
        if (b->art && gut > 0) {
            float y0 = y + app_px(app, b->heading ? 10 : 0);
            if (y0 + app_px(app, 64) > view_top && y0 < view_top + view_h) /* in sight only */
                draw_art(app, &ART[b->art - 1], p.x + app_px(app, 26), y0, app_px(app, 64));
            art_end = y0 + app_px(app, 72);
        }
        if (b->heading) {
            y += app_px(app, b->heading == 1 ? 10 : 8);
            int font = b->heading == 1 ? FONT_LARGE : FONT_BOLD;
            text_draw(app->text, font, b->text, th->ink, x, y, 0);
            y += (float)text_line_height(app->text, font) + app_px(app, 4);
        } else if (b->item) {
            const char *t = b->text;
            if (t[0] == '-' && t[1] == ' ') t += 2;
            if (b->text[0] == '-')
                draw_circle(app->renderer, x + app_px(app, 8), y + app_px(app, 10), app_px(app, 3),
                            th->ink_soft);
            y += (float)text_draw_wrapped(app->text, FONT_BODY, t, th->ink, x + app_px(app, 20), y,
                                          (int)(tw - app_px(app, 20)));
            y += app_px(app, 5);
        } else {
            y += (float)text_draw_wrapped(app->text, FONT_BODY, b->text, th->ink, x, y, (int)tw);
            y += app_px(app, 10);
        }
        if (b->art && gut > 0 && y < art_end && !b->heading) y = art_end; /* the picture's room */
        if (gut > 0 && !b->heading && strstr(b->text, "Diagonal"))
            y += draw_areas(app, x, y, tw); /* the five areas, the token pointing north */
    }
    float was = hs->content_h;
    hs->content_h = y + hs->scroll - view_top + app_px(app, 20);
    if (hs->to_end) {
        hs->scroll = hs->content_h - view_h;
        if (hs->content_h == was) hs->to_end = 0;
    }
    SDL_RenderSetClipRect(app->renderer, NULL);
    text_draw(app->text, FONT_SMALL, _("Wheel, arrows or Page Up/Down to scroll"), th->ink_soft,
              p.x + app_px(app, 30), p.y + h - app_px(app, 38), TEXT_MIDDLE);
}

const Scene SCENE_HELP = {"help", help_enter, help_leave, help_input, help_update, help_draw};
