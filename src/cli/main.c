/* troubadour-cli: replay, legal, simulate and bench (docs/record-format.md). */
#define _POSIX_C_SOURCE 200809L
#include "i18n.h"
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "ai_random.h"
#include "ai_util.h"
#include "arena.h"
#include "game.h"
#include "io.h"
#include "json_out.h"
#include "net_load.h"
#include "record.h"
#include "text_check.h"

/* Exit statuses, as --help lists them. */
enum { EXIT_USAGE = 1, EXIT_BAD_RECORD = 2, EXIT_NO_MEMORY = 3 };

#ifndef TROUBADOUR_VERSION
#define TROUBADOUR_VERSION "0"
#endif

static const char USAGE[] =
    /* TRANSLATORS: keep the command and option words (replay, --json, LIST) as they are */
    N_("usage: troubadour-cli <command> [options]\n"
       "\n"
       "commands:\n"
       "  replay FILE [--json]        replay a game record; print each player's score\n"
       "  legal FILE [--tile ID]      print every legal placement of the next tile\n"
       "  simulate --players N --expansions LIST --seed S [--games G] [--out DIR]\n"
       "           [--without ELEMENTS]  play uniformly random legal games\n"
       "  bench [--expansions LIST] [--players N] [--games G]\n"
       "                              measure engine speed (games per second)\n"
       "  arena --bots A,B[,...] --games N --expansions LIST --seed S [--budget SEC|--playouts N]\n"
       "                              bots play each other (random, easy, hard, hard1)\n"
       "  net-load --server HOST:PORT --games G --players N --expansions LIST --bot random|easy\n"
       "           [--think MS]\n"
       "                              bots play whole games on an online server, one\n"
       "                              connection per seat; prints the move latency\n"
       "\n"
       "LIST is comma-separated: farmers,festival,village-life,royal-privileges (or none).\n"
       "ELEMENTS (Village Life switched off) likewise: flowers,donkey,windmills,marketplaces.\n"
       "Exit status: 0 success; 1 a usage error, missing game data, or a FILE that cannot be\n"
       "read (missing, a folder, not a regular file); 2 a bad record (FILE:LINE: reason, or\n"
       "FILE: reason for one past 1 MiB); 3 out of memory.\n"
       "Options: --help, --version. The data folder can be set with TROUBADOUR_DATA.\n");

static int load_tiles(Tileset *ts)
{
    char err[2048];
    const char *dir = io_data_dir(err, sizeof err);
    if (!dir || io_load_tileset(ts, dir, err, sizeof err) != 0) {
        fprintf(stderr, "troubadour-cli: %s\n", err);
        return -1;
    }
    return 0;
}

/* An argument as it may be quoted in a message (one use per message: static storage). */
static const char *arg_shown(const char *arg)
{
    static char buf[512];
    text_escape_str(buf, sizeof buf, arg);
    return buf;
}

/* Allocates and loads the tile set. Returns 0, or the exit status after a message. */
static int new_tiles(Tileset **ts)
{
    *ts = malloc(sizeof **ts);
    if (!*ts) {
        fprintf(stderr, _("troubadour-cli: out of memory\n"));
        return EXIT_NO_MEMORY;
    }
    if (load_tiles(*ts)) {
        free(*ts);
        *ts = NULL;
        return EXIT_USAGE;
    }
    return 0;
}

static int parse_expansions(const char *list, unsigned *out)
{
    static const char *const names[4] = {"farmers", "festival", "village-life", "royal-privileges"};
    *out = 0;
    if (strcmp(list, "none") == 0 || strcmp(list, "base") == 0 || !*list) return 0;
    char buf[256];
    if (strlen(list) >= sizeof buf) {
        fprintf(stderr, _("troubadour-cli: --expansions is longer than %zu characters\n"),
                sizeof buf - 1);
        return -1;
    }
    snprintf(buf, sizeof buf, "%s", list);
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        int found = -1;
        for (int i = 0; i < 4; i++)
            if (strcmp(tok, names[i]) == 0) found = i;
        if (found < 0) {
            char shown[1024];
            text_escape_str(shown, sizeof shown, tok);
            fprintf(stderr,
                    _("troubadour-cli: unknown expansion `%s` (farmers, festival, "
                      "village-life, royal-privileges)\n"),
                    shown);
            return -1;
        }
        *out |= 1u << found;
    }
    return 0;
}

/* --without: Village Life elements switched off, comma-separated, each once. */
static int parse_without(const char *list, unsigned *out)
{
    *out = 0;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        int e = game_without_parse(tok);
        if (e < 0) {
            fprintf(stderr,
                    _("troubadour-cli: unknown Village Life element `%.40s` (flowers, "
                      "donkey, windmills, marketplaces)\n"),
                    tok);
            return -1;
        }
        if (*out & (1u << e)) {
            fprintf(stderr, _("troubadour-cli: element %s is listed twice in --without\n"), tok);
            return -1;
        }
        *out |= 1u << e;
    }
    if (!*out) {
        fprintf(stderr, _("troubadour-cli: --without needs flowers, donkey, windmills or "
                          "marketplaces\n"));
        return -1;
    }
    return 0;
}

static int parse_long(const char *opt, const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = s ? strtol(s, &end, 10) : 0;
    if (!s || !*s || *end || errno || v < lo || v > hi) {
        fprintf(stderr, _("troubadour-cli: %s needs a whole number from %ld to %ld\n"), opt, lo,
                hi);
        return -1;
    }
    *out = v;
    return 0;
}

/* Reads and replays the record at path into *g. Returns 0, or the exit status after one
 * message on stderr. */
static int replay_file(const Tileset *ts, const char *path, Game **g)
{
    char err[1024];
    size_t len;
    IoStatus st;
    *g = NULL;
    char *text = io_read_file_max(path, IO_RECORD_MAX, &len, &st, err, sizeof err);
    if (!text) {
        fprintf(stderr, "%s\n", err);
        return st == IO_NO_MEMORY   ? EXIT_NO_MEMORY
               : st == IO_TOO_LARGE ? EXIT_BAD_RECORD
                                    : EXIT_USAGE;
    }
    RecordError re;
    re.out_of_memory = 0;
    *g = record_replay(ts, text, len, &re);
    free(text);
    if (*g) return 0;
    char shown[1024];
    text_escape_str(shown, sizeof shown, path);
    /* a refusal of the rules (the core's sentences, marked N_ there) in the user's language;
     * the record's own errors are formatted in the core and stay English */
    const char *msg = re.msg[0] ? _(re.msg) : re.msg;
    if (re.line > 0)
        fprintf(stderr, "%s:%d: %s\n", shown, re.line, msg);
    else
        fprintf(stderr, "%s: %s\n", shown, msg);
    return re.out_of_memory ? EXIT_NO_MEMORY : EXIT_BAD_RECORD;
}

/* Parses `FILE [--json] [--tile ID]` for replay and legal (options before or after FILE),
 * loads the tiles and replays FILE. Returns 0 with *ts and *g set, or the exit status. */
static int open_record(const char *cmd, int argc, char **argv, int *json, const char **tile_id,
                       Tileset **ts, Game **g, const char **file)
{
    *file = NULL;
    for (int i = 0; i < argc; i++) {
        if (json && strcmp(argv[i], "--json") == 0)
            *json = 1;
        else if (tile_id && strcmp(argv[i], "--tile") == 0 && i + 1 < argc)
            *tile_id = argv[++i];
        else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, _("troubadour-cli %s: unknown option %s\n"), cmd, arg_shown(argv[i]));
            return 1;
        } else if (!*file)
            *file = argv[i];
        else {
            fprintf(stderr, _("troubadour-cli %s: only one FILE\n"), cmd);
            return 1;
        }
    }
    if (!*file) {
        fprintf(stderr, _("troubadour-cli %s: missing FILE\n%s"), cmd, _(USAGE));
        return 1;
    }
    int rc = new_tiles(ts);
    if (rc) return rc;
    rc = replay_file(*ts, *file, g);
    if (rc) free(*ts);
    return rc;
}

static int cmd_replay(int argc, char **argv)
{
    int json = 0;
    Tileset *ts;
    Game *g;
    const char *file;
    int rc = open_record("replay", argc, argv, &json, NULL, &ts, &g, &file);
    if (rc) return rc;
    if (json)
        json_write_game(stdout, g);
    else
        for (int p = 0; p < game_nplayers(g); p++)
            printf("%s %d\n", game_colour_name(game_colour(g, p)), game_score(g, p));
    game_free(g);
    free(ts);
    return 0;
}

static int cmp_place(const void *a, const void *b)
{
    const Placement *x = a, *y = b;
    if (x->y != y->y) return x->y < y->y ? -1 : 1;
    if (x->x != y->x) return x->x < y->x ? -1 : 1;
    return (x->rot > y->rot) - (x->rot < y->rot);
}

static int cmd_legal(int argc, char **argv)
{
    const char *tile_id = NULL, *file;
    Tileset *ts;
    Game *g;
    int rc = open_record("legal", argc, argv, NULL, &tile_id, &ts, &g, &file);
    if (rc) return rc;
    char shown[1024], tile_shown[256];
    text_escape_str(shown, sizeof shown, file);
    file = shown;
    int tile = -1;
    if (game_phase(g) == PHASE_REDEAL && game_setup(g)->has_seed) game_redeal(g, NULL, 0);
    if (tile_id) {
        tile = tileset_find(ts, tile_id);
        if (tile < 0) {
            text_escape_str(tile_shown, sizeof tile_shown, tile_id);
            fprintf(stderr, _("%s: unknown tile `%s`\n"), file, tile_shown);
            rc = 2;
        }
    } else if (game_phase(g) == PHASE_OVER) {
        fprintf(stderr, _("%s: the game is over: there is no next tile\n"), file);
        rc = 2;
    } else if (game_phase(g) == PHASE_TOKEN) {
        fprintf(stderr, _("%s: a privilege token must be placed before the next tile\n"), file);
        rc = 2;
    } else if (game_phase(g) == PHASE_REDEAL) {
        fprintf(stderr,
                _("%s: the privilege tokens must be re-dealt (a `redeal` line) before the "
                  "next tile\n"),
                file);
        rc = 2;
    } else if (game_tiles_left(g) == 0) {
        fprintf(stderr, _("%s: the draw pile is empty: there is no next tile\n"), file);
        rc = 2;
    } else if (game_has_free_draw(g)) {
        fprintf(stderr,
                _("%s: the record fixes no draw order (no `deck` or `seed`): name the tile "
                  "with --tile ID\n"),
                file);
        rc = 2;
    } else {
        uint8_t deck[GAME_MAX_DECK];
        game_deck(g, deck, GAME_MAX_DECK);
        tile = deck[game_deck(g, deck, GAME_MAX_DECK) - game_tiles_left(g)];
    }
    if (rc == 0) {
        static Placement pl[8192];
        int n = game_legal_placements_of(g, tile, pl, 8192);
        if (n > 8192) n = 8192;
        qsort(pl, (size_t)n, sizeof pl[0], cmp_place);
        for (int i = 0; i < n; i++)
            printf("%s %d %d %d\n", ts->tile[tile].id, pl[i].x, pl[i].y, pl[i].rot * 90);
    }
    game_free(g);
    free(ts);
    return rc;
}

static void setup_random(GameSetup *s, int players, unsigned exp, unsigned without, uint64_t seed)
{
    memset(s, 0, sizeof *s);
    s->nplayers = players;
    for (int i = 0; i < players; i++) s->colour[i] = (uint8_t)i;
    s->expansions = exp;
    s->without = without;
    s->has_seed = 1;
    s->seed = seed;
}

static int cmd_simulate(int argc, char **argv)
{
    long players = -1, games = 1, seed = -1;
    unsigned exp = EXP_FARMERS, without = 0;
    int have_exp = 0;
    const char *out = NULL;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--players") == 0) {
            if (parse_long(a, v, 2, 8, &players)) return 1;
            i++;
        } else if (strcmp(a, "--games") == 0) {
            if (parse_long(a, v, 1, 100000000, &games)) return 1;
            i++;
        } else if (strcmp(a, "--seed") == 0) {
            if (parse_long(a, v, 0, 0x7fffffffL, &seed)) return 1;
            i++;
        } else if (strcmp(a, "--expansions") == 0 && v) {
            if (parse_expansions(v, &exp)) return 1;
            have_exp = 1;
            i++;
        } else if (strcmp(a, "--out") == 0 && v) {
            out = v;
            i++;
        } else if (strcmp(a, "--without") == 0 && v) {
            if (parse_without(v, &without)) return 1;
            i++;
        } else {
            fprintf(stderr, _("troubadour-cli simulate: unknown or incomplete option %s\n%s"),
                    arg_shown(a), _(USAGE));
            return 1;
        }
    }
    if (players < 0 || seed < 0 || !have_exp) {
        fprintf(stderr,
                _("troubadour-cli simulate: --players, --expansions and --seed are required\n"));
        return 1;
    }
    if (without && !(exp & EXP_VILLAGE)) {
        fprintf(stderr,
                _("troubadour-cli simulate: --without needs village-life in --expansions\n"));
        return 1;
    }
    if (out && mkdir(out, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, _("troubadour-cli simulate: cannot create %s: %s\n"), out, strerror(errno));
        return 1;
    }
    Tileset *ts;
    int trc = new_tiles(&ts);
    if (trc) return trc;
    int rc = 0;
    for (long gi = 0; gi < games && rc == 0; gi++) {
        GameSetup s;
        setup_random(&s, (int)players, exp, without, (uint64_t)seed + (uint64_t)gi);
        char err[256];
        Game *g = game_new(ts, &s, err, sizeof err);
        if (!g) {
            fprintf(stderr, "troubadour-cli simulate: %s\n", err);
            rc = strcmp(err, "out of memory") == 0 ? EXIT_NO_MEMORY : 1;
            break;
        }
        Rng r;
        rng_seed(&r, (uint64_t)seed + (uint64_t)gi, 99);
        ai_random_play(g, &r, NULL);
        if (out) {
            char path[4096];
            snprintf(path, sizeof path, "%s/%ld.rec", out, gi + 1);
            char *text = record_write(g);
            if (!text || io_write_file_atomic(path, text, strlen(text), err, sizeof err)) {
                fprintf(stderr, "troubadour-cli simulate: %s\n", text ? err : "out of memory");
                rc = text ? 1 : EXIT_NO_MEMORY;
            }
            free(text);
        } else {
            printf("game %ld seed %" PRIu64 ":", gi + 1, s.seed);
            for (int p = 0; p < game_nplayers(g); p++)
                printf(" %s %d", game_colour_name(game_colour(g, p)), game_score(g, p));
            printf("\n");
        }
        game_free(g);
    }
    free(ts);
    return rc;
}

static int cmd_bench(int argc, char **argv)
{
    unsigned exp = EXP_FARMERS;
    long players = 2, games = 20000;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--expansions") == 0 && v) {
            if (parse_expansions(v, &exp)) return 1;
            i++;
        } else if (strcmp(a, "--players") == 0) {
            if (parse_long(a, v, 2, 8, &players)) return 1;
            i++;
        } else if (strcmp(a, "--games") == 0) {
            if (parse_long(a, v, 1, 100000000, &games)) return 1;
            i++;
        } else {
            fprintf(stderr, _("troubadour-cli bench: unknown or incomplete option %s\n"),
                    arg_shown(a));
            return 1;
        }
    }
    Tileset *ts;
    int trc = new_tiles(&ts);
    if (trc) return trc;
    GameSetup s;
    setup_random(&s, (int)players, exp, 0, 1);
    char err[256];
    Game *g = game_new(ts, &s, err, sizeof err);
    if (!g) {
        fprintf(stderr, "troubadour-cli bench: %s\n", err);
        free(ts);
        return 1;
    }
    RandomStats st = {0};
    Rng r;
    rng_seed(&r, 12345, 7);
    long checksum = 0;
    double t0 = ai_wall_seconds();
    for (long i = 0; i < games; i++) {
        setup_random(&s, (int)players, exp, 0, (uint64_t)i + 1);
        game_reset(g, &s, err, sizeof err);
        ai_random_play(g, &r, &st);
        for (int p = 0; p < players; p++) checksum += game_score(g, p);
    }
    double dt = ai_wall_seconds() - t0;
    if (dt <= 0) dt = 1e-9;
    printf("troubadour-cli bench: %ld random %ld-player games, expansions %s%s%s%s%s\n", games,
           players, exp & EXP_FARMERS ? "farmers " : "", exp & EXP_FESTIVAL ? "festival " : "",
           exp & EXP_VILLAGE ? "village-life " : "",
           exp & EXP_PRIVILEGES ? "royal-privileges " : "", exp ? "" : "none");
    printf("time: %.3f s, turns: %ld, mean score per player: %.1f\n", dt, st.turns,
           (double)checksum / (double)(games * players));
    printf("%.0f games/s\n", (double)games / dt);
    printf("%.0f placements checked/s\n", (double)st.placements_checked / dt);
    game_free(g);
    free(ts);
    return 0;
}

int main(int argc, char **argv)
{
    i18n_init(argv[0]);
    if (argc < 2) {
        fputs(_(USAGE), stderr);
        return 1;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        fputs(_(USAGE), stdout);
        return 0;
    }
    if (strcmp(cmd, "--version") == 0) {
        printf("troubadour-cli %s\n", TROUBADOUR_VERSION);
        return 0;
    }
    for (int i = 2; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0) {
            if (strcmp(cmd, "arena") == 0)
                arena_usage(stdout); /* its own options, which the general usage only names */
            else
                fputs(_(USAGE), stdout);
            return 0;
        }
    if (strcmp(cmd, "replay") == 0) return cmd_replay(argc - 2, argv + 2);
    if (strcmp(cmd, "legal") == 0) return cmd_legal(argc - 2, argv + 2);
    if (strcmp(cmd, "simulate") == 0) return cmd_simulate(argc - 2, argv + 2);
    if (strcmp(cmd, "bench") == 0) return cmd_bench(argc - 2, argv + 2);
    if (strcmp(cmd, "arena") == 0) return cmd_arena(argc - 2, argv + 2);
    if (strcmp(cmd, "net-load") == 0) return cmd_net_load(argc - 2, argv + 2);
    fprintf(stderr, _("troubadour-cli: unknown command `%s`\n%s"), arg_shown(cmd), _(USAGE));
    return 1;
}
