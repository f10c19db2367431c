/* The tile sheet: every tile of every set with its id and count, drawn with the software
 * renderer into one PNG (for the README, and for judging the art at a glance). */
#include "art.h"

#include <stdio.h>
#include <stdlib.h>

#define SHEET_TILE   128
#define SHEET_COLS   12
#define SHEET_GAP    14
#define SHEET_LABEL  24
#define SHEET_MARGIN 24
#define SHEET_HEADER 40
#define SHEET_TITLE  56

static const SDL_Color ink = {58, 42, 26, 255};

static int draw_text(SDL_Renderer *r, TTF_Font *font, const char *text, int x, int y, int centre)
{
    SDL_Surface *s = TTF_RenderUTF8_Blended(font, text, ink);
    if (!s) return -1;
    SDL_Texture *t = SDL_CreateTextureFromSurface(r, s);
    SDL_Rect dst = {centre ? x - s->w / 2 : x, y, s->w, s->h};
    SDL_FreeSurface(s);
    if (!t) return -1;
    SDL_RenderCopy(r, t, NULL, &dst);
    SDL_DestroyTexture(t);
    return 0;
}

static const char *set_title(int set)
{
    switch (set) {
    case SET_BASE: return "Base game";
    case SET_FESTIVAL: return "The Festival";
    case SET_VILLAGE: return "Village Life";
    default: return "Other tiles";
    }
}

/* Draws (or, with r == NULL, only measures) the sheet; returns its height. */
static int layout(const Tileset *ts, SDL_Renderer *r, TTF_Font *title, TTF_Font *head,
                  TTF_Font *label, int *failed)
{
    int y = SHEET_MARGIN;
    if (r) draw_text(r, title, "Troubadour \xe2\x80\x94 the tiles", SHEET_MARGIN, y, 0);
    y += SHEET_TITLE;
    for (int set = 0; set < SET_COUNT; set++) {
        int kinds = 0, copies = 0;
        for (int i = 0; i < ts->ntiles; i++)
            if (ts->tile[i].set == set) {
                kinds++;
                copies += ts->tile[i].count;
            }
        if (!kinds) continue;
        if (r) {
            char text[96];
            snprintf(text, sizeof text, "%s \xc2\xb7 %d tiles", set_title(set), copies);
            draw_text(r, head, text, SHEET_MARGIN, y, 0);
        }
        y += SHEET_HEADER;
        int col = 0;
        for (int i = 0; i < ts->ntiles; i++) {
            const TileDef *t = &ts->tile[i];
            if (t->set != set) continue;
            int x = SHEET_MARGIN + col * (SHEET_TILE + SHEET_GAP);
            if (r) {
                SDL_Rect shadow = {x + 3, y + 4, SHEET_TILE, SHEET_TILE};
                SDL_SetRenderDrawColor(r, 0, 0, 0, 60);
                SDL_RenderFillRect(r, &shadow);
                SDL_Surface *s = art_tile_surface(t, 0, SHEET_TILE);
                SDL_Texture *tex = s ? SDL_CreateTextureFromSurface(r, s) : NULL;
                if (s) SDL_FreeSurface(s);
                if (!tex) {
                    *failed = 1;
                } else {
                    SDL_Rect dst = {x, y, SHEET_TILE, SHEET_TILE};
                    SDL_RenderCopy(r, tex, NULL, &dst);
                    SDL_DestroyTexture(tex);
                }
                char text[32];
                if (t->count > 1)
                    snprintf(text, sizeof text, "%s \xc3\x97%d", t->id, t->count);
                else
                    snprintf(text, sizeof text, "%s", t->id);
                draw_text(r, label, text, x + SHEET_TILE / 2, y + SHEET_TILE + 4, 1);
            }
            if (++col == SHEET_COLS) {
                col = 0;
                y += SHEET_TILE + SHEET_LABEL + SHEET_GAP;
            }
        }
        if (col) y += SHEET_TILE + SHEET_LABEL + SHEET_GAP;
        y += 6;
    }
    return y + SHEET_MARGIN - SHEET_GAP;
}

int art_tile_sheet(const Tileset *ts, const char *png_path, char *err, size_t errsize)
{
    int rc = -1, failed = 0, ttf_started = 0;
    SDL_Surface *sheet = NULL;
    SDL_Renderer *r = NULL;
    TTF_Font *title = NULL, *head = NULL, *label = NULL;
    if (!TTF_WasInit()) {
        if (TTF_Init() != 0) {
            snprintf(err, errsize, "cannot start SDL_ttf: %s", TTF_GetError());
            return -1;
        }
        ttf_started = 1;
    }
    title = art_open_font(26, 1);
    head = art_open_font(17, 1);
    label = art_open_font(13, 0);
    if (!title || !head || !label) {
        snprintf(err, errsize, "%s", SDL_GetError());
        goto done;
    }
    int w = 2 * SHEET_MARGIN + SHEET_COLS * SHEET_TILE + (SHEET_COLS - 1) * SHEET_GAP;
    int h = layout(ts, NULL, title, head, label, &failed);
    sheet = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ABGR8888);
    if (!sheet || !(r = SDL_CreateSoftwareRenderer(sheet))) {
        snprintf(err, errsize, "cannot make a %dx%d picture: %s", w, h, SDL_GetError());
        goto done;
    }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, 241, 233, 214, 255);
    SDL_RenderClear(r);
    layout(ts, r, title, head, label, &failed);
    SDL_RenderPresent(r);
    if (failed) {
        snprintf(err, errsize, "a tile could not be drawn: %s", SDL_GetError());
        goto done;
    }
    rc = art_write_png(sheet, png_path, err, errsize);
done:
    if (r) SDL_DestroyRenderer(r);
    if (sheet) SDL_FreeSurface(sheet);
    if (title) TTF_CloseFont(title);
    if (head) TTF_CloseFont(head);
    if (label) TTF_CloseFont(label);
    if (ttf_started) TTF_Quit();
    return rc;
}
