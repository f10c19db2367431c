/* How to play: assets/rules.txt (a light Markdown: # headings, - lists, paragraphs) and the
 * controls, scrolled with the wheel or the keys. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "io.h"
#include "palette.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"
#include "app.h"

#define MAX_BLOCKS 400

typedef struct Block {
    int heading; /* 1 or 2 for headings, 0 text */
    int item;    /* a list item */
    char *text;  /* points into HelpScene.text */
} Block;

typedef struct HelpScene {
    char *text; /* owned: the blocks, one after another */
    Block block[MAX_BLOCKS];
    int nblock;
    float scroll, content_h;
} HelpScene;

static const char CONTROLS[] =
    "# Controls\n"
    "- Place a tile: move the pointer over a highlighted spot, R or right click or Shift+wheel "
    "rotates among the rotations that fit, click to place. Tab steps through the spots, Enter "
    "places; after placing, Tab steps through the figure choices.\n"
    "- After placing: click a marked spot of the new tile for a follower (a field lays it down "
    "as a farmer). W switches to the windmill; click the donkey and then a tile to move it; "
    "after a Festival tile click one of your figures to take it back.\n"
    "- Enter or Space confirms the turn; Backspace or Ctrl+Z takes back the figure, then the "
    "tile, until you confirm.\n"
    "- Board: drag to pan (left drag, or middle/right drag), arrow keys or WASD, wheel or +/- "
    "to zoom, Home or C to centre.\n"
    "- H or the Hint button: the move the Hard bot would make, shown as your tentative move "
    "with the points it scores now and the projected score (Enter plays it, Backspace takes it "
    "back; switched off in Settings or in purist mode).\n"
    "- Esc: pause menu. F11: fullscreen. Ctrl+Q: quit.\n";

static void add_block(HelpScene *hs, char *s, int heading, int item)
{
    if (hs->nblock >= MAX_BLOCKS || !*s) return;
    hs->block[hs->nblock].heading = heading;
    hs->block[hs->nblock].item = item;
    hs->block[hs->nblock].text = s;
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
        fprintf(stderr, "troubadour: %s\n", err);
        const char *miss =
            "# How to play\nThe rules text (assets/rules.txt) is missing from the data folder.\n";
        len = strlen(miss);
        rules = malloc(len + 1);
        if (rules) memcpy(rules, miss, len + 1);
    }
    size_t cl = strlen(CONTROLS);
    char *all = malloc(len + cl + 3);
    if (all && rules) {
        memcpy(all, rules, len);
        all[len] = '\n';
        memcpy(all + len + 1, CONTROLS, cl + 1);
        parse(hs, all);
    }
    free(all);
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
        if (strcmp(id, "back") == 0) app_set_scene(app, &SCENE_TITLE);
        return;
    }
    if (!hs) return;
    float step = app_px(app, 60);
    if (e->kind == IN_WHEEL) hs->scroll -= (float)e->wheel * step;
    if (e->kind == IN_ACTION) {
        switch (e->action) {
        case IA_BACK:
        case IA_TAKE_BACK:
        case IA_MENU: app_set_scene(app, &SCENE_TITLE); break;
        case IA_MOVE:
            if (e->dir == IN_DIR_DOWN) hs->scroll += step;
            if (e->dir == IN_DIR_UP) hs->scroll -= step;
            break;
        case IA_PAGE_DOWN:
        case IA_CONTINUE: hs->scroll += (float)app->h * 0.7f; break;
        case IA_PAGE_UP: hs->scroll -= (float)app->h * 0.7f; break;
        case IA_HOME: hs->scroll = 0; break;
        case IA_END: hs->scroll = 1e9f; break;
        default: break;
        }
    }
    app->dirty = 1;
}

static int help_update(App *app, void *state, int dt)
{
    (void)app;
    (void)state;
    (void)dt;
    return SCENE_IDLE;
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
    ui_button(app->uis, "back", "Back",
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
    float x = p.x + app_px(app, 30), tw = w - app_px(app, 60);
    float y = view_top - hs->scroll;
    for (int i = 0; i < hs->nblock; i++) {
        const Block *b = &hs->block[i];
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
    }
    hs->content_h = y + hs->scroll - view_top + app_px(app, 20);
    SDL_RenderSetClipRect(app->renderer, NULL);
    text_draw(app->text, FONT_SMALL, "Wheel, arrows or Page Up/Down to scroll", th->ink_soft,
              p.x + app_px(app, 30), p.y + h - app_px(app, 38), TEXT_MIDDLE);
}

const Scene SCENE_HELP = {"help", help_enter, help_leave, help_input, help_update, help_draw};
