#define _POSIX_C_SOURCE 200809L /* localtime_r, stat, opendir */
#include "saves.h"
#include "i18n.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "autosave.h"
#include "io.h"
#include "record.h"
#include "session.h"

#ifdef _WIN32
#include <direct.h>
#define make_dir(p) _mkdir(p)
#else
#define make_dir(p) mkdir(p, 0755)
#endif

Game *saves_read(const char *path, const Tileset *ts, int *bots, char *err, size_t errsize)
{
    size_t len;
    char *text = io_read_file(path, &len, err, errsize);
    if (!text) return NULL;
    RecordError re;
    memset(&re, 0, sizeof re);
    Game *g = record_replay(ts, text, len, &re);
    if (!g) {
        if (re.line > 0)
            snprintf(err, errsize, _("line %d: %s"), re.line, re.msg);
        else
            snprintf(err, errsize, "%s", re.msg);
        free(text);
        return NULL;
    }
    if (bots) autosave_parse_seats(text, bots, game_nplayers(g));
    free(text);
    return g;
}

static void describe(SaveInfo *s, const Game *g)
{
    s->over = game_phase(g) == PHASE_OVER;
    s->turn = game_turn(g);
    s->tiles_left = game_tiles_left(g);
    size_t off = 0;
    s->players[0] = '\0';
    for (int i = 0; i < game_nplayers(g) && off < sizeof s->players; i++) {
        const char *nm = game_player_name(g, i);
        if (!nm || !nm[0]) nm = game_colour_name(game_colour(g, i));
        int n = snprintf(s->players + off, sizeof s->players - off, "%s%s %d",
                         i ? " \xc2\xb7 " : "", nm, game_score(g, i));
        if (n < 0) break;
        off += (size_t)n;
    }
}

static int newest_first(const void *a, const void *b)
{
    const SaveInfo *x = a, *y = b;
    if (x->mtime != y->mtime) return x->mtime < y->mtime ? 1 : -1;
    return strcmp(x->name, y->name);
}

int saves_info(const char *path, const char *name, const Tileset *ts, SaveInfo *s)
{
    memset(s, 0, sizeof *s);
    if (snprintf(s->path, sizeof s->path, "%s", path) >= (int)sizeof s->path) return -1;
    snprintf(s->name, sizeof s->name, "%s", name);
    struct stat st;
    if (stat(s->path, &st) != 0 || !S_ISREG(st.st_mode)) return -1;
    s->mtime = st.st_mtime;
    Game *g = saves_read(s->path, ts, NULL, s->reason, sizeof s->reason);
    if (g) {
        s->ok = 1;
        describe(s, g);
        game_free(g);
    }
    return 0;
}

void saves_sort(SaveInfo *list, int n)
{
    if (n > 1) qsort(list, (size_t)n, sizeof *list, newest_first);
}

int saves_list(const char *dir, const Tileset *ts, SaveInfo **out)
{
    *out = NULL;
    DIR *d = opendir(dir);
    if (!d) return 0;
    int n = 0, cap = 0;
    SaveInfo *list = NULL;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".rec") != 0 || e->d_name[0] == '.') continue;
        if (n == cap) {
            int nc = cap ? cap * 2 : 16;
            SaveInfo *m = realloc(list, sizeof *list * (size_t)nc);
            if (!m) break; /* out of memory: those listed so far */
            list = m;
            cap = nc;
        }
        char path[1100], name[SAVES_NAME_MAX * 2];
        if (snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= (int)sizeof path) continue;
        snprintf(name, sizeof name, "%.*s", (int)(len - 4), e->d_name);
        if (saves_info(path, name, ts, &list[n]) == 0) n++;
    }
    closedir(d);
    saves_sort(list, n);
    *out = list;
    return n;
}

void saves_safe_name(const char *in, char *out, size_t size)
{
    size_t k = 0;
    for (const char *p = in; *p && k + 1 < size; p++) {
        unsigned char c = (unsigned char)*p;
        int ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                 c == ' ' || c == '-' || c == '_' || c == '.' || c == ',' || c >= 0x80;
        if (k == 0 && (c == '.' || c == ' ')) continue; /* no hidden files */
        out[k++] = ok ? (char)c : '_';
    }
    while (k > 0 && out[k - 1] == ' ') k--;
    out[k] = '\0';
    if (k == 0) snprintf(out, size, "save");
}

void saves_default_name(const Game *g, time_t now, char *out, size_t size)
{
    struct tm tmv;
#ifdef _WIN32
    localtime_s(&tmv, &now);
#else
    localtime_r(&now, &tmv);
#endif
    size_t off = strftime(out, size, "%Y-%m-%d %H.%M", &tmv);
    for (int i = 0; g && i < game_nplayers(g) && off + 1 < size; i++) {
        const char *nm = game_player_name(g, i);
        if (!nm || !nm[0]) nm = game_colour_name(game_colour(g, i));
        int n = snprintf(out + off, size - off, "%s%s", i ? ", " : " ", nm);
        if (n < 0) break;
        off += (size_t)n;
    }
    if (off >= size && size > 0) out[size - 1] = '\0';
}

int saves_write(const char *dir, const char *name, const Game *g, const int *bots, char *out_path,
                size_t pathsize, char *err, size_t errsize)
{
    if (make_dir(dir) != 0 && errno != EEXIST) {
        snprintf(err, errsize, _("cannot create the folder %s: %s"), dir, strerror(errno));
        return -1;
    }
    char safe[SAVES_NAME_MAX * 2];
    saves_safe_name(name, safe, sizeof safe);
    if (snprintf(out_path, pathsize, "%s/%s.rec", dir, safe) >= (int)pathsize) {
        snprintf(err, errsize, _("the path of the save is too long"));
        return -1;
    }
    return autosave_write(out_path, g, bots, err, errsize);
}

int saves_turn_bounds(const Game *g, int *bounds, int max)
{
    const HistEntry *h = game_history(g);
    int n = game_history_count(g), k = 0;
    for (int i = 0; i < n; i++) {
        int starts = h[i].kind == H_MOVE || h[i].kind == H_DISCARD || h[i].kind == H_END;
        if (starts || k == 0) {
            if (k >= max) break;
            k++;
        }
        bounds[k - 1] = i + 1;
    }
    return k;
}

Game *saves_replay_prefix(const Game *g, int n, char *err, size_t errsize)
{
    Game *r = game_new(game_tileset(g), game_setup(g), err, errsize);
    if (!r) return NULL;
    const HistEntry *h = game_history(g);
    if (n > game_history_count(g)) n = game_history_count(g);
    for (int i = 0; i < n; i++) {
        const HistEntry *e = &h[i];
        int rc = 0;
        switch (e->kind) {
        case H_MOVE:
        case H_DISCARD:
            if (game_phase(r) == PHASE_REDEAL) rc = game_redeal(r, NULL, 0);
            if (rc == 0 && game_phase(r) == PHASE_DRAW) rc = game_draw(r, e->place.tile);
            if (rc == 0 && e->kind == H_DISCARD) rc = game_discard(r);
            if (rc == 0 && e->kind == H_MOVE) rc = game_place(r, &e->place);
            if (rc == 0 && e->kind == H_MOVE) rc = game_act(r, &e->act);
            break;
        case H_TOKEN: rc = game_place_token(r, e->x, e->y); break;
        case H_REDEAL: rc = game_redeal(r, e->deal, e->ndeal); break;
        case H_END: rc = game_end(r); break;
        default: rc = -1; break;
        }
        if (rc != 0) {
            snprintf(err, errsize, _("entry %d of the history: %s"), i + 1, game_error(r));
            game_free(r);
            return NULL;
        }
    }
    return r;
}

const char *saves_undo_refusal(const Game *g, int after_reveal)
{
    if (game_phase(g) == PHASE_OVER) return "the game is over";
    int bounds[GAME_MAX_PLACED * 3];
    int nt = saves_turn_bounds(g, bounds, (int)(sizeof bounds / sizeof bounds[0]));
    const HistEntry *h = game_history(g);
    if (nt == 0) return "no turn has been played yet";
    int from = nt >= 2 ? bounds[nt - 2] : 0, to = bounds[nt - 1];
    if (h[from].kind != H_MOVE) return "a tile that fit nowhere was shown since";
    for (int i = from; i < to; i++) {
        if (h[i].kind == H_MOVE && h[i].place.turn_dir >= 0)
            return "that turn turned a privilege token over";
        if (h[i].kind == H_REDEAL) return "the privilege tokens were dealt again";
    }
    if (game_phase(g) == PHASE_TOKEN) return NULL;
    if (!after_reveal && game_phase(g) != PHASE_DRAW) return "the next tile is already shown";
    return NULL;
}

Game *saves_take_back(const Game *g, char *err, size_t errsize)
{
    int bounds[GAME_MAX_PLACED * 3];
    int nt = saves_turn_bounds(g, bounds, (int)(sizeof bounds / sizeof bounds[0]));
    if (nt == 0) {
        snprintf(err, errsize, _("no turn to take back"));
        return NULL;
    }
    return saves_replay_prefix(g, nt >= 2 ? bounds[nt - 2] : 0, err, errsize);
}
