#define _POSIX_C_SOURCE 200809L /* localtime_r */
/* Load: every save of the per-user `saves/` folder and the last finished game
 * (last-game.rec), newest first, paged, with date, players (their names) and scores, and
 * progress. A readable save resumes (or, finished, is viewed); any can be viewed turn by
 * turn, renamed or deleted (after a question). An unreadable one is listed with the reason. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "app.h"
#include "i18n.h"
#include "draw.h"
#include "palette.h"
#include "saves.h"
#include "scenes.h"
#include "text.h"
#include "ui.h"

#define LAST_GAME_NAME N_("Last finished game")

typedef struct LoadScene {
    SaveInfo *save;
    int n;
    int first;      /* first row shown */
    int rows;       /* rows that fit (from the last draw) */
    int ask_delete; /* the row whose deletion is asked about, -1 when none */
    int renaming;   /* the row being renamed, -1 when none */
    char new_name[SAVES_NAME_MAX * 2];
    char dir[APP_PATH_MAX];
} LoadScene;

static void list_saves(App *app, LoadScene *ls, int report)
{
    free(ls->save);
    ls->save = NULL;
    ls->n = 0;
    if (app_pref_file(app, "saves", ls->dir, sizeof ls->dir) == 0)
        ls->n = saves_list(ls->dir, app->ts, &ls->save);
    char last[APP_PATH_MAX];
    if (app_pref_file(app, "last-game.rec", last, sizeof last) == 0) {
        SaveInfo *m = realloc(ls->save, sizeof *m * (size_t)(ls->n + 1));
        if (m) {
            ls->save = m;
            if (saves_info(last, _(LAST_GAME_NAME), app->ts, &m[ls->n]) == 0) ls->n++;
            saves_sort(ls->save, ls->n);
        }
    }
    if (!report) return;
    for (int i = 0; i < ls->n; i++)
        if (!ls->save[i].ok)
            fprintf(stderr, _("troubadour: the save \"%s\" is unreadable: %s\n"), ls->save[i].name,
                    ls->save[i].reason);
}

static void *load_enter(App *app)
{
    LoadScene *ls = calloc(1, sizeof *ls);
    if (!ls) return NULL;
    ls->ask_delete = ls->renaming = -1;
    list_saves(app, ls, 1);
    return ls;
}

static void load_leave(App *app, void *state)
{
    (void)app;
    LoadScene *ls = state;
    if (!ls) return;
    free(ls->save);
    free(ls);
}

static void delete_save(App *app, LoadScene *ls, int i)
{
    ls->ask_delete = -1;
    if (i < 0 || i >= ls->n) return;
    char msg[400];
    if (remove(ls->save[i].path) != 0) {
        snprintf(msg, sizeof msg, _("\"%s\" could not be deleted: %s"), ls->save[i].name,
                 strerror(errno));
    } else {
        snprintf(msg, sizeof msg, _("\"%s\" is deleted."), ls->save[i].name);
    }
    app_toast(app, msg, 3000);
    list_saves(app, ls, 0);
}

/* A new name for row i: the file moves within saves/ (the last finished game moves in). */
static void rename_save(App *app, LoadScene *ls, int i)
{
    ls->renaming = -1;
    if (i < 0 || i >= ls->n || !ls->dir[0]) return;
    char safe[SAVES_NAME_MAX], to[APP_PATH_MAX + SAVES_NAME_MAX + 8], msg[400];
    saves_safe_name(ls->new_name, safe, sizeof safe);
    mkdir(ls->dir, 0755);
    snprintf(to, sizeof to, "%s/%s.rec", ls->dir, safe);
    struct stat st;
    if (stat(to, &st) == 0) {
        snprintf(msg, sizeof msg, _("A save named \"%s\" exists already."), safe);
    } else if (rename(ls->save[i].path, to) != 0) {
        snprintf(msg, sizeof msg, _("\"%s\" could not be renamed: %s"), ls->save[i].name,
                 strerror(errno));
    } else {
        snprintf(msg, sizeof msg, _("Renamed to \"%s\"."), safe);
    }
    app_toast(app, msg, 3000);
    list_saves(app, ls, 0);
}

static void open_save(App *app, LoadScene *ls, int i, int view)
{
    if (i < 0 || i >= ls->n || !ls->save[i].ok) return;
    char err[sizeof ls->save[i].reason - 1], msg[700];
    if (scene_game_open_record(app, ls->save[i].path, view, err, sizeof err) != 0) {
        snprintf(msg, sizeof msg, _("\"%s\" cannot be read: %s"), ls->save[i].name, err);
        app_toast(app, msg, 5000);
        ls->save[i].ok = 0;
        snprintf(ls->save[i].reason, sizeof ls->save[i].reason, "%s", err);
    }
}

static void scroll(LoadScene *ls, int by)
{
    ls->first += by;
    if (ls->first > ls->n - ls->rows) ls->first = ls->n - ls->rows;
    if (ls->first < 0) ls->first = 0;
}

static void load_input(App *app, void *state, const InputEvent *e)
{
    LoadScene *ls = state;
    if (!ls) return;
    char id[UI_ID_MAX];
    if (ui_input(app->uis, e, id) == 1) {
        if (strcmp(id, "back") == 0)
            app_set_scene(app, &SCENE_TITLE);
        else if (strcmp(id, "delete-yes") == 0)
            delete_save(app, ls, ls->ask_delete);
        else if (strcmp(id, "delete-no") == 0)
            ls->ask_delete = -1;
        else if (strncmp(id, "delete-", 7) == 0 && id[7] >= '0' && id[7] <= '9')
            ls->ask_delete = (int)strtol(id + 7, NULL, 10);
        else if (strcmp(id, "rename-ok") == 0)
            rename_save(app, ls, ls->renaming);
        else if (strcmp(id, "rename-no") == 0)
            ls->renaming = -1;
        else if (strncmp(id, "rename-", 7) == 0 && id[7] >= '0' && id[7] <= '9') {
            ls->renaming = (int)strtol(id + 7, NULL, 10);
            if (ls->renaming >= 0 && ls->renaming < ls->n)
                snprintf(ls->new_name, sizeof ls->new_name, "%s", ls->save[ls->renaming].name);
            ui_set_focus_selected(app->uis, "rename-name");
        } else if (strncmp(id, "resume-", 7) == 0)
            open_save(app, ls, (int)strtol(id + 7, NULL, 10), 0);
        else if (strncmp(id, "view-", 5) == 0)
            open_save(app, ls, (int)strtol(id + 5, NULL, 10), 1);
        else if (strcmp(id, "up") == 0)
            scroll(ls, -ls->rows);
        else if (strcmp(id, "down") == 0)
            scroll(ls, ls->rows);
        app->dirty = 1;
        return;
    }
    if (e->kind == IN_WHEEL) {
        scroll(ls, e->wheel > 0 ? -1 : 1);
        app->dirty = 1;
    } else if (e->kind == IN_ACTION) {
        InputAction k = e->action;
        int up = k == IA_MOVE && e->dir == IN_DIR_UP, down = k == IA_MOVE && e->dir == IN_DIR_DOWN;
        if (k == IA_BACK || (k == IA_TAKE_BACK && e->source == IN_SRC_CONTROLLER))
            app_set_scene(app, &SCENE_TITLE);
        if (up || k == IA_PAGE_UP) scroll(ls, up ? -1 : -ls->rows);
        if (down || k == IA_PAGE_DOWN) scroll(ls, down ? 1 : ls->rows);
        /* left and right reach the buttons (a controller has no pointer) */
        if (k == IA_MOVE && (e->dir == IN_DIR_LEFT || e->dir == IN_DIR_RIGHT))
            ui_nav(app->uis, e->dir);
        app->dirty = 1;
    }
}

static int load_update(App *app, void *state, int dt)
{
    (void)app;
    (void)state;
    (void)dt;
    return SCENE_IDLE;
}

static void row(App *app, LoadScene *ls, int i, SDL_FRect r)
{
    const SaveInfo *s = &ls->save[i];
    const Theme *th = palette_theme();
    draw_round_rect(app->renderer, r.x, r.y, r.w, r.h, app_px(app, 6),
                    s->ok ? th->panel_dark : palette_mix(th->panel_dark, th->bad, 0.18f));
    float x = r.x + app_px(app, 14), y = r.y + app_px(app, 8);
    /* the buttons as wide as their words in the language (the widest of each column) */
    const char *const big[5] = {_("Replay"), _("Resume"), _("Delete"), _("Keep"), _("Cancel")};
    const char *const small[2] = {_("Rename"), _("Delete")};
    float bw = ui_button_width_of(app->uis, big, 5, app_px(app, 96));
    float bh = app_px(app, 34), bx = r.x + r.w - bw - app_px(app, 10);
    float sw = ui_button_width_of(app->uis, small, 2, app_px(app, 76)), sbh = app_px(app, 26);
    float sx = bx - (s->over ? 0 : bw + app_px(app, 8)) - sw - app_px(app, 8);
    char id[UI_ID_MAX];
    if (ls->ask_delete == i) {
        text_draw_fit(app->text, FONT_BOLD, _("Delete this save for good?"), th->bad, x,
                      r.y + r.h / 2, TEXT_MIDDLE, (int)(r.w - 2 * bw - app_px(app, 48)));
        float by = r.y + (r.h - bh) / 2;
        ui_button(app->uis, "delete-yes", _("Delete"), (SDL_FRect){bx, by, bw, bh}, UI_PRIMARY);
        ui_button(app->uis, "delete-no", _("Keep"),
                  (SDL_FRect){bx - bw - app_px(app, 8), by, bw, bh}, UI_SECONDARY);
        return;
    }
    if (ls->renaming == i) {
        float by = r.y + (r.h - bh) / 2, fw = r.w - 2 * bw - app_px(app, 48);
        ui_text_field(app->uis, "rename-name", ls->new_name, sizeof ls->new_name,
                      (SDL_FRect){x, by, fw, bh}, _("new name"), 0);
        ui_button(app->uis, "rename-ok", _("Rename"), (SDL_FRect){bx, by, bw, bh}, UI_PRIMARY);
        ui_button(app->uis, "rename-no", _("Cancel"),
                  (SDL_FRect){bx - bw - app_px(app, 8), by, bw, bh}, UI_SECONDARY);
        return;
    }
    snprintf(id, sizeof id, "rename-%d", i);
    ui_button(app->uis, id, _("Rename"), (SDL_FRect){sx, r.y + app_px(app, 8), sw, sbh},
              UI_SECONDARY);
    snprintf(id, sizeof id, "delete-%d", i);
    ui_button(app->uis, id, _("Delete"), (SDL_FRect){sx, r.y + r.h - sbh - app_px(app, 8), sw, sbh},
              UI_SECONDARY);
    /* texts end before the buttons */
    int room = (int)(sx - app_px(app, 10) - x);
    text_draw_fit(app->text, FONT_BOLD, s->name, th->ink, x, y, 0, room);
    y += app_px(app, 24);
    char line[400], date[40];
    struct tm tmv;
    time_t t = s->mtime;
#ifdef _WIN32
    localtime_s(&tmv, &t);
#else
    localtime_r(&t, &tmv);
#endif
    strftime(date, sizeof date, "%Y-%m-%d %H:%M", &tmv);
    if (!s->ok) {
        snprintf(line, sizeof line, _("%s \xc2\xb7 unreadable: %s"), date, s->reason);
        text_draw_wrapped(app->text, FONT_SMALL, line, th->bad, x, y, (int)(r.w - app_px(app, 28)));
        return;
    }
    if (s->over)
        snprintf(line, sizeof line,
                 P_("%s \xc2\xb7 finished after %d turn", "%s \xc2\xb7 finished after %d turns",
                    s->turn),
                 date, s->turn);
    else
        /* TRANSLATORS: a save's line: its date, the turn it is at, the tiles left (the count) */
        snprintf(line, sizeof line,
                 P_("%s \xc2\xb7 turn %d, %d tile left", "%s \xc2\xb7 turn %d, %d tiles left",
                    s->tiles_left),
                 date, s->turn, s->tiles_left);
    text_draw_fit(app->text, FONT_SMALL, line, th->ink_soft, x, y, 0, room);
    y += app_px(app, 20);
    text_draw_fit(app->text, FONT_SMALL, s->players, th->ink, x, y, 0, room);
    float by = r.y + (r.h - bh) / 2;
    snprintf(id, sizeof id, "view-%d", i);
    ui_button(app->uis, id, _("Replay"), (SDL_FRect){bx, by, bw, bh}, UI_SECONDARY);
    if (!s->over) {
        snprintf(id, sizeof id, "resume-%d", i);
        ui_button(app->uis, id, _("Resume"), (SDL_FRect){bx - bw - app_px(app, 8), by, bw, bh},
                  UI_PRIMARY);
    }
}

static void load_draw(App *app, void *state)
{
    LoadScene *ls = state;
    const Theme *th = palette_theme();
    draw_rect(app->renderer, 0, 0, (float)app->w, (float)app->h, th->board_bg);
    if (!ls) return;
    float w = app_px(app, 720), h = (float)app->h - app_px(app, 60);
    if (w > (float)app->w - app_px(app, 20)) w = (float)app->w - app_px(app, 20);
    SDL_FRect p = {((float)app->w - w) / 2, ((float)app->h - h) / 2, w, h};
    ui_panel(app->uis, p, _("Load a game"));
    float x = p.x + app_px(app, 20), y = p.y + app_px(app, 60), rw = w - app_px(app, 40);
    float rh = app_px(app, 78), gap = app_px(app, 8);
    float bottom = p.y + h - app_px(app, 70);
    if (app->opt.layout_dump)
        snprintf(app->layout_extra, sizeof app->layout_extra, "saves %d newest %s\n", ls->n,
                 ls->n ? ls->save[0].name : "-");
    ls->rows = (int)((bottom - y + gap) / (rh + gap));
    if (ls->rows < 1) ls->rows = 1;
    scroll(ls, 0);
    if (ls->n == 0) {
        text_draw(app->text, FONT_BODY, _("No saved games yet: Ctrl+S in a game saves it."),
                  th->ink_soft, p.x + w / 2, y + app_px(app, 40), TEXT_CENTER);
    }
    for (int i = ls->first; i < ls->n && i < ls->first + ls->rows; i++) {
        row(app, ls, i, (SDL_FRect){x, y, rw, rh});
        y += rh + gap;
    }
    float bh = app_px(app, 40), by = p.y + h - bh - app_px(app, 18);
    if (ls->n > ls->rows) {
        char buf[64];
        int last = ls->first + ls->rows < ls->n ? ls->first + ls->rows : ls->n;
        snprintf(buf, sizeof buf, _("%d\xe2\x80\x93%d of %d"), ls->first + 1, last, ls->n);
        ui_button(app->uis, "up", "\xe2\x96\xb2", (SDL_FRect){x, by, bh, bh},
                  ls->first > 0 ? UI_SECONDARY : UI_DISABLED);
        ui_button(app->uis, "down", "\xe2\x96\xbc",
                  (SDL_FRect){x + bh + app_px(app, 6), by, bh, bh},
                  last < ls->n ? UI_SECONDARY : UI_DISABLED);
        text_draw(app->text, FONT_SMALL, buf, th->ink_soft, x + 2 * bh + app_px(app, 18),
                  by + bh / 2, TEXT_MIDDLE);
    }
    ui_button(app->uis, "back", _("Back"),
              (SDL_FRect){p.x + w - app_px(app, 120), by, app_px(app, 100), bh}, UI_PRIMARY);
}

const Scene SCENE_LOAD = {"load", load_enter, load_leave, load_input, load_update, load_draw};
