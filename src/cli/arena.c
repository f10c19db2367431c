/* troubadour-cli arena: bots play each other with the seats rotated; per bot the win rate
 * with its 95% Wilson interval, the mean score and margin, and the search speed. */
#define _POSIX_C_SOURCE 200809L
#include "arena.h"
#include "build_commit.h"
#include "i18n.h"

#include <errno.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "ai_util.h"
#include "arena_args.h"
#include "arena_log.h"
#include "game.h"
#include "io.h"
#include "text_check.h"

#ifndef TROUBADOUR_VERSION
#define TROUBADOUR_VERSION "0"
#endif

static const char ARENA_USAGE[] =
    "usage: troubadour-cli arena --bots A,B[,...] --games N --expansions LIST --seed S\n"
    "                            [--budget SECONDS | --cpu-budget SECONDS | --playouts N]\n"
    "                            [--jobs J] [--verbose] [--set BOT:NAME=VALUE[,...]]...\n"
    "                            [--log FILE [--no-play]] [--plan all|BOT[,BOT...]]\n"
    "  bots: random, easy, hard, hard1 (2 to 8, one seat each; seats rotate from game to game)\n"
    "  --budget: search time per decision; --cpu-budget: the same in CPU time of the deciding\n"
    "  thread (fair on a loaded machine); --playouts: search playouts per decision\n"
    "  (deterministic); default 300 playouts. --jobs: games played at once.\n"
    "  --log: the run's log, one line per finished game: a run stopped at any time goes on\n"
    "  from its log with the same options (--games may grow), the summary counting them all.\n"
    "  --no-play: the summary of the log's games (up to --games), none played.\n"
    "  --plan: as the game's bots play: after its placement the bot (all, or the BOT-th of\n"
    "  --bots, from 1) plays the action it planned with it instead of deciding again; the\n"
    "  decisions counted are the others. Random has no plan.\n"
    "  LIST: farmers,festival,village-life,royal-privileges, all, or none.\n"
    "  --set: changes parameters of the BOT-th bot of --bots (from 1; shown as its name and +):\n"
    "  the evaluation's weights (beta, beta_area, front_decay, donkey_block, city_growth,\n"
    "  road_growth, follower, follower_decay, follower_horizon, return_share, field_city,\n"
    "  field_open, windmill_supply, free_fill, market_closed, contest) and, for hard and\n"
    "  hard1, the search's (rank, keep, turns, plies, prior, win_bonus, endgame,\n"
    "  win_scale, sample, distinct).\n";

void arena_usage(FILE *to) { fputs(ARENA_USAGE, to); }

typedef struct GameResult {
    int score[GAME_MAX_PLAYERS];
    int bot_of_seat[GAME_MAX_PLAYERS];
    long playouts[GAME_MAX_PLAYERS];
    long memo_hits[GAME_MAX_PLAYERS];
    double seconds[GAME_MAX_PLAYERS]; /* time spent deciding, per seat */
    double cpu[GAME_MAX_PLAYERS];     /* CPU time of the deciding thread, per seat */
    long decisions[GAME_MAX_PLAYERS];
    int error;
    int done; /* finished: read from the log or played now */
} GameResult;

typedef struct Arena {
    const Tileset *ts;
    int nbots;
    AiLevel bot[GAME_MAX_PLAYERS];
    AiOverrides ov[GAME_MAX_PLAYERS];
    long games;
    unsigned exp;
    uint64_t seed;
    AiBudget budget;
    int cpu_clock; /* --cpu-budget */
    int verbose;
    int no_play;   /* --no-play: only the log's games */
    unsigned plan; /* --plan: bit b, the b-th bot plays the action planned with its placement,
                    * as src/app/bots plays it */
    GameResult *res;
    long next;
    pthread_mutex_t lock;
    FILE *log; /* --log, open for appending; NULL once a write failed */
    const char *log_path;
    int log_failed;
    const char *label[GAME_MAX_PLAYERS];
    char label_buf[GAME_MAX_PLAYERS][16];
} Arena;

static void play_one(Arena *a, long gi, GameResult *r)
{
    memset(r, 0, sizeof *r);
    GameSetup s;
    memset(&s, 0, sizeof s);
    s.nplayers = a->nbots;
    for (int i = 0; i < a->nbots; i++) {
        s.colour[i] = (uint8_t)i;
        r->bot_of_seat[i] = (int)((i + gi) % a->nbots);
    }
    s.expansions = a->exp;
    s.has_seed = 1;
    s.seed = a->seed + (uint64_t)gi;
    char err[256];
    Game *g = game_new(a->ts, &s, err, sizeof err);
    if (!g) {
        fprintf(stderr, "troubadour-cli arena: %s\n", err);
        r->error = 1;
        return;
    }
    uint64_t step = 0;
    /* --plan: per seat, the action planned with the placement that made the board's
     * placed-count `plan_placed` (0: none), as the game's bots keep it */
    Action plan[GAME_MAX_PLAYERS];
    int plan_placed[GAME_MAX_PLAYERS] = {0};
    while (game_phase(g) != PHASE_OVER) {
        GamePhase ph = game_phase(g);
        int seat = ph == PHASE_TOKEN ? game_token_player(g) : game_current_player(g);
        AiLevel lv = a->bot[r->bot_of_seat[seat]];
        AiDecision d;
        if (ph == PHASE_ACTION && plan_placed[seat] == game_placed_count(g) &&
            game_check_action(g, &plan[seat]) == NULL) {
            /* no search: the plan is played, and it is not a decision of the budget */
            plan_placed[seat] = 0;
            memset(&d, 0, sizeof d);
            d.kind = AI_DO_ACT;
            d.seat = seat;
            d.act = plan[seat];
            step++;
            if (ai_apply(g, &d) != 0) {
                fprintf(stderr,
                        _("troubadour-cli arena: game %ld: %s made no legal decision: %s\n"),
                        gi + 1, ai_level_name(lv), game_error(g));
                r->error = 1;
                break;
            }
            continue;
        }
        plan_placed[seat] = 0;
        double t0 = ai_wall_seconds(), c0 = ai_thread_cpu_seconds();
        int rc = ai_decide_tuned(lv, g, ai_mix64(s.seed * 1000003u + step++), &a->budget,
                                 a->cpu_clock, &a->ov[r->bot_of_seat[seat]], &d);
        double dt = ai_wall_seconds() - t0, dc = ai_thread_cpu_seconds() - c0;
        if (ph == PHASE_PLACE || ph == PHASE_ACTION || ph == PHASE_TOKEN) {
            r->seconds[seat] += dt;
            r->cpu[seat] += dc;
            r->decisions[seat]++;
            r->playouts[seat] += d.playouts;
            r->memo_hits[seat] += d.memo_hits;
        }
        if ((a->plan >> r->bot_of_seat[seat] & 1) && rc == 0 && d.kind == AI_DO_PLACE &&
            lv != AI_RANDOM) {
            plan[seat] = d.act;
            plan_placed[seat] = game_placed_count(g) + 1;
        }
        if (rc != 0 || ai_apply(g, &d) != 0) {
            fprintf(stderr, _("troubadour-cli arena: game %ld: %s made no legal decision: %s\n"),
                    gi + 1, ai_level_name(lv), rc ? "none returned" : game_error(g));
            r->error = 1;
            break;
        }
    }
    for (int p = 0; p < a->nbots; p++) r->score[p] = game_score(g, p);
    game_free(g);
}

static double non_negative(double x) { return x > 0 ? x : 0; }

/* Appends a finished game to the log (under the lock). A failed write is said once; the games
 * after it are still played and counted, but not logged. */
static void log_game(Arena *a, long gi)
{
    const GameResult *r = &a->res[gi];
    if (!a->log || r->error) return;
    ArenaLogGame gm;
    memset(&gm, 0, sizeof gm);
    gm.index = gi;
    gm.has_stats = 1;
    for (int p = 0; p < a->nbots; p++) {
        gm.score[p] = r->score[p];
        gm.decisions[p] = r->decisions[p];
        gm.seconds[p] = non_negative(r->seconds[p]);
        gm.cpu[p] = non_negative(r->cpu[p]);
        gm.playouts[p] = r->playouts[p];
        gm.memo_hits[p] = r->memo_hits[p];
    }
    char line[ARENA_LOG_LINE];
    int n = arena_log_format(line, sizeof line - 1, a->nbots, a->label, &gm);
    if (n < 0) return;
    line[n] = '\n';
    if (fwrite(line, 1, (size_t)n + 1, a->log) != (size_t)n + 1 || fflush(a->log) != 0 ||
        fsync(fileno(a->log)) != 0) {
        char shown[1024];
        text_escape_str(shown, sizeof shown, a->log_path);
        fprintf(stderr,
                _("troubadour-cli arena: %s: cannot write: %s; the games from now on are "
                  "played but not logged\n"),
                shown, strerror(errno));
        fclose(a->log);
        a->log = NULL;
        a->log_failed = 1;
    }
}

static void *worker(void *arg)
{
    Arena *a = arg;
    for (;;) {
        pthread_mutex_lock(&a->lock);
        while (a->next < a->games && a->res[a->next].done) a->next++;
        long gi = a->next++;
        pthread_mutex_unlock(&a->lock);
        if (gi >= a->games) break;
        play_one(a, gi, &a->res[gi]);
        a->res[gi].done = 1;
        if (a->log_path) {
            pthread_mutex_lock(&a->lock); /* a->log too: a failed write closes it */
            log_game(a, gi);
            pthread_mutex_unlock(&a->lock);
        }
        if (a->verbose) {
            pthread_mutex_lock(&a->lock);
            printf("game %ld:", gi + 1);
            for (int p = 0; p < a->nbots; p++) {
                int b = a->res[gi].bot_of_seat[p];
                printf(" %s%s %d", ai_level_name(a->bot[b]), a->ov[b].n ? "+" : "",
                       a->res[gi].score[p]);
            }
            printf("\n");
            fflush(stdout);
            pthread_mutex_unlock(&a->lock);
        }
    }
    return NULL;
}

/* Label of a bot in the output: its level's name, with + when --set changed it. */
static const char *bot_label(const Arena *a, int b, char *buf, size_t size)
{
    snprintf(buf, size, "%s%s", ai_level_name(a->bot[b]), a->ov[b].n ? "+" : "");
    return buf;
}

static void wilson(double wins, double n, double *lo, double *hi)
{
    const double z = 1.96;
    if (n <= 0) {
        *lo = 0;
        *hi = 1;
        return;
    }
    double p = wins / n, z2 = z * z;
    double c = (p + z2 / (2 * n)) / (1 + z2 / n);
    double h = z / (1 + z2 / n) * sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    *lo = c - h < 0 ? 0 : c - h;
    *hi = c + h > 1 ? 1 : c + h;
}

/* --plan's value as given: all, or the bot numbers. */
static const char *plan_format(const Arena *a, char *buf, size_t size)
{
    if (a->plan == (1u << a->nbots) - 1) {
        snprintf(buf, size, "all");
        return buf;
    }
    size_t off = 0;
    buf[0] = 0;
    for (int b = 0; b < a->nbots && off + 4 < size; b++)
        if (a->plan >> b & 1)
            off += (size_t)snprintf(buf + off, size - off, "%s%d", off ? "," : "", b + 1);
    return buf;
}

/* The run's settings as the log's first line names them: what makes two sittings one run
 * (the bots, their parameters, the expansions, the seed, the budget), not --games or --jobs. */
static void run_settings(const Arena *a, char *buf, size_t size)
{
    static const char *const names[4] = {"farmers", "festival", "village-life", "royal-privileges"};
    size_t off = 0;
#define ADD(...)                                                                                   \
    do {                                                                                           \
        int n_ = snprintf(buf + off, size - off, __VA_ARGS__);                                     \
        if (n_ > 0) off = (size_t)n_ < size - off ? off + (size_t)n_ : size - 1;                   \
    } while (0)
    ADD("--bots ");
    for (int b = 0; b < a->nbots; b++) ADD("%s%s", b ? "," : "", ai_level_name(a->bot[b]));
    if (a->exp == EXP_ALL) {
        ADD(" --expansions all");
    } else if (!a->exp) {
        ADD(" --expansions none");
    } else {
        ADD(" --expansions ");
        for (int i = 0, first = 1; i < 4; i++)
            if (a->exp & (1u << i)) {
                ADD("%s%s", first ? "" : ",", names[i]);
                first = 0;
            }
    }
    ADD(" --seed %llu", (unsigned long long)a->seed);
    if (a->budget.playouts > 0)
        ADD(" --playouts %ld", a->budget.playouts);
    else
        ADD(" %s %g", a->cpu_clock ? "--cpu-budget" : "--budget", a->budget.seconds);
    for (int b = 0; b < a->nbots; b++)
        if (a->ov[b].n) {
            char spec[1024];
            ai_overrides_format(&a->ov[b], spec, sizeof spec);
            ADD(" --set %d:%s", b + 1, spec);
        }
    if (a->plan) {
        char plan[64];
        ADD(" --plan %s", plan_format(a, plan, sizeof plan));
    }
#undef ADD
}

/* Reads the log of an earlier sitting into a->res (the games past --games are left out and
 * counted in *beyond), drops a last line cut off in its writing, and opens the log for
 * appending (a new one gets its first line). 0, or -1 said on stderr. */
static int log_open(Arena *a, const char *path, long *read, long *beyond)
{
    char shown[1024], settings[2048];
    text_escape_str(shown, sizeof shown, path);
    run_settings(a, settings, sizeof settings);
    *read = *beyond = 0;
    struct stat st;
    int exists = stat(path, &st) == 0;
    if (!exists && a->no_play) {
        fprintf(stderr, _("troubadour-cli arena: %s: cannot open: %s\n"), shown, strerror(errno));
        return -1;
    }
    if (exists && !S_ISREG(st.st_mode)) {
        fprintf(stderr, _("troubadour-cli arena: %s: not a regular file\n"), shown);
        return -1;
    }
    long keep = -1; /* where a cut-off last line starts */
    if (exists && st.st_size > 0) {
        FILE *f = fopen(path, "rb");
        if (!f) {
            fprintf(stderr, _("troubadour-cli arena: %s: cannot open: %s\n"), shown,
                    strerror(errno));
            return -1;
        }
        char line[ARENA_LOG_LINE + 1];
        long lineno = 0, at = 0;
        int bad = 0;
        for (;;) {
            /* one line, read byte by byte: its real length even with a zero byte in it */
            size_t len = 0;
            int c = 0, zero = 0;
            while ((c = getc(f)) != EOF && c != '\n') {
                if (c == '\0') zero = 1;
                if (len < ARENA_LOG_LINE) line[len] = (char)c;
                len++;
            }
            if (c == EOF && len == 0) break;
            lineno++;
            if (len >= ARENA_LOG_LINE) {
                fprintf(stderr, _("troubadour-cli arena: %s line %ld: longer than %d characters\n"),
                        shown, lineno, ARENA_LOG_LINE - 1);
                bad = 1;
                break;
            }
            line[len] = '\0';
            if (c == EOF && lineno == 1) {
                fprintf(stderr, _("troubadour-cli arena: %s: its first line is cut off\n"), shown);
                bad = 1;
                break;
            }
            if (c == EOF) {
                keep = at; /* the run was stopped while writing it */
                break;
            }
            at += (long)len + 1;
            if (zero) {
                fprintf(stderr, _("troubadour-cli arena: %s line %ld: holds a zero byte\n"), shown,
                        lineno);
                bad = 1;
            } else if (lineno == 1) {
                size_t hl = strlen(ARENA_LOG_HEADER);
                if (strncmp(line, ARENA_LOG_HEADER, hl) != 0) {
                    fprintf(stderr,
                            _("troubadour-cli arena: %s is not an arena log (its first line "
                              "does not start with \"%s\")\n"),
                            shown, ARENA_LOG_HEADER);
                    bad = 1;
                } else if (strcmp(line + hl, settings) != 0) {
                    char theirs[2048];
                    text_escape_str(theirs, sizeof theirs, line + hl);
                    fprintf(stderr,
                            _("troubadour-cli arena: %s is the log of another run:\n  its run:  "
                              "%s\n  this run: %s\n"),
                            shown, theirs, settings);
                    bad = 1;
                }
            } else if (len == 0 || line[0] == '#') {
                /* a note */
            } else {
                ArenaLogGame gm;
                if (arena_log_parse(line, a->nbots, a->label, &gm) != 0) {
                    fprintf(stderr,
                            _("troubadour-cli arena: %s line %ld: not a game line of this run "
                              "(\"game N:\", then the bots by seat with their scores, as the "
                              "log writes them)\n"),
                            shown, lineno);
                    bad = 1;
                } else if (gm.index >= a->games) {
                    (*beyond)++;
                } else if (a->res[gm.index].done) {
                    fprintf(stderr, _("troubadour-cli arena: %s line %ld: game %ld again\n"), shown,
                            lineno, gm.index + 1);
                    bad = 1;
                } else {
                    GameResult *r = &a->res[gm.index];
                    r->done = 1;
                    for (int p = 0; p < a->nbots; p++) {
                        r->bot_of_seat[p] = (int)((p + gm.index) % a->nbots);
                        r->score[p] = gm.score[p];
                        r->decisions[p] = gm.decisions[p];
                        r->seconds[p] = gm.seconds[p];
                        r->cpu[p] = gm.cpu[p];
                        r->playouts[p] = gm.playouts[p];
                        r->memo_hits[p] = gm.memo_hits[p];
                    }
                    (*read)++;
                }
            }
            if (bad) break;
        }
        if (!bad && ferror(f)) {
            fprintf(stderr, _("troubadour-cli arena: %s: cannot read: %s\n"), shown,
                    strerror(errno));
            bad = 1;
        }
        fclose(f);
        if (bad) return -1;
        if (keep >= 0 && a->no_play) {
            fprintf(stderr,
                    _("troubadour-cli arena: %s: its last line is cut off (the run stopped "
                      "while writing it): not counted\n"),
                    shown);
        } else if (keep >= 0) {
            if (truncate(path, (off_t)keep) != 0) {
                fprintf(stderr,
                        _("troubadour-cli arena: %s: cannot drop its cut-off last line: "
                          "%s\n"),
                        shown, strerror(errno));
                return -1;
            }
            fprintf(stderr,
                    _("troubadour-cli arena: %s: its last line was cut off (the run stopped "
                      "while writing it): dropped, that game is played again\n"),
                    shown);
        }
    }
    a->log_path = path;
    if (a->no_play) return 0; /* the log is only read */
    a->log = fopen(path, "ab");
    if (!a->log) {
        fprintf(stderr, _("troubadour-cli arena: %s: cannot open for writing: %s\n"), shown,
                strerror(errno));
        return -1;
    }
    if ((!exists || st.st_size == 0) &&
        (fprintf(a->log, "%s%s\n", ARENA_LOG_HEADER, settings) < 0 || fflush(a->log) != 0)) {
        fprintf(stderr, _("troubadour-cli arena: %s: cannot write: %s\n"), shown, strerror(errno));
        fclose(a->log);
        a->log = NULL;
        return -1;
    }
    return 0;
}

int cmd_arena(int argc, char **argv)
{
    Arena a;
    memset(&a, 0, sizeof a);
    double games = -1, seed = -1, jobs = 1, v;
    int have_exp = 0;
    const char *bots = NULL, *log_path = NULL, *plan = NULL;
    const char *sets[64];
    int nsets = 0;
    for (int i = 0; i < argc; i++) {
        const char *o = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(o, "--bots") == 0 && val) {
            bots = val;
        } else if (strcmp(o, "--games") == 0) {
            if (arena_parse_num(o, val, 1, 1e7, &games)) return 1;
        } else if (strcmp(o, "--seed") == 0) {
            if (arena_parse_num(o, val, 0, 4e9, &seed)) return 1;
        } else if (strcmp(o, "--expansions") == 0 && val) {
            if (arena_parse_exp(val, &a.exp)) return 1;
            have_exp = 1;
        } else if (strcmp(o, "--budget") == 0) {
            if (arena_parse_num(o, val, 0.001, 600, &v)) return 1;
            a.budget.seconds = v;
            a.budget.playouts = 0;
        } else if (strcmp(o, "--cpu-budget") == 0) {
            if (arena_parse_num(o, val, 0.001, 600, &v)) return 1;
            a.budget.seconds = v;
            a.budget.playouts = 0;
            a.cpu_clock = 1;
        } else if (strcmp(o, "--playouts") == 0) {
            if (arena_parse_num(o, val, 1, 1e9, &v)) return 1;
            a.budget.playouts = (long)v;
            a.budget.seconds = 0;
        } else if (strcmp(o, "--jobs") == 0) {
            if (arena_parse_num(o, val, 1, 64, &jobs)) return 1;
        } else if (strcmp(o, "--set") == 0 && val) {
            if (nsets >= 64) {
                fprintf(stderr, _("troubadour-cli arena: more than 64 --set options\n"));
                return 1;
            }
            sets[nsets++] = val;
        } else if (strcmp(o, "--log") == 0 && val && *val) {
            log_path = val;
        } else if (strcmp(o, "--verbose") == 0) {
            a.verbose = 1;
            continue;
        } else if (strcmp(o, "--no-play") == 0) {
            a.no_play = 1;
            continue;
        } else if (strcmp(o, "--plan") == 0 && val) {
            plan = val;
        } else {
            char shown[1024];
            text_escape_str(shown, sizeof shown, o);
            fprintf(stderr, _("troubadour-cli arena: unknown or incomplete option %s\n%s"), shown,
                    ARENA_USAGE);
            return 1;
        }
        i++;
    }
    if (!bots || games < 0 || seed < 0 || !have_exp) {
        fprintf(stderr,
                _("troubadour-cli arena: --bots, --games, --expansions and --seed are "
                  "required\n%s"),
                ARENA_USAGE);
        return 1;
    }
    if (a.budget.seconds <= 0 && a.budget.playouts <= 0) a.budget.playouts = 300;
    if (a.no_play && !log_path) {
        fprintf(stderr, _("troubadour-cli arena: --no-play needs --log FILE\n"));
        return 1;
    }
    char buf[256];
    snprintf(buf, sizeof buf, "%s", bots);
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        int lv = ai_level_parse(tok);
        if (lv < 0 || a.nbots >= GAME_MAX_PLAYERS) {
            char shown[1024];
            text_escape_str(shown, sizeof shown, tok);
            fprintf(stderr,
                    _("troubadour-cli arena: %s `%s` (random, easy, hard, hard1; at most 8)\n"),
                    lv < 0 ? "unknown bot" : "too many bots:", shown);
            return 1;
        }
        a.bot[a.nbots++] = (AiLevel)lv;
    }
    if (a.nbots < 2) {
        fprintf(stderr, _("troubadour-cli arena: at least two bots are needed\n"));
        return 1;
    }
    if (plan && arena_parse_plan(plan, a.nbots, &a.plan)) return 1;
    for (int i = 0; i < nsets; i++) {
        char *end = NULL;
        errno = 0;
        long b = strtol(sets[i], &end, 10);
        char err[160];
        if (end == sets[i] || *end != ':' || errno || b < 1 || b > a.nbots) {
            fprintf(stderr,
                    _("troubadour-cli arena: --set needs BOT:NAME=VALUE with BOT from 1 to %d "
                      "(the bot's place in --bots)\n"),
                    a.nbots);
            return 1;
        }
        if (ai_overrides_parse(&a.ov[b - 1], a.bot[b - 1], end + 1, err, sizeof err) != 0) {
            char shown[640];
            text_escape_str(shown, sizeof shown, err); /* err quotes the option */
            fprintf(stderr, _("troubadour-cli arena: --set %ld: %s\n"), b, shown);
            return 1;
        }
    }
    a.games = (long)games;
    a.seed = (uint64_t)seed;

    char err[2048];
    const char *dir = io_data_dir(err, sizeof err);
    Tileset *ts = malloc(sizeof *ts);
    if (!ts || !dir || io_load_tileset(ts, dir, err, sizeof err) != 0) {
        fprintf(stderr, "troubadour-cli arena: %s\n", ts ? err : "out of memory");
        free(ts);
        return 1;
    }
    a.ts = ts;
    a.res = calloc((size_t)a.games, sizeof *a.res);
    if (!a.res) {
        free(ts);
        fprintf(stderr, _("troubadour-cli arena: out of memory\n"));
        return 1;
    }
    for (int b = 0; b < a.nbots; b++) a.label[b] = bot_label(&a, b, a.label_buf[b], 16);
    long from_log = 0, beyond = 0;
    if (log_path && log_open(&a, log_path, &from_log, &beyond) != 0) {
        free(a.res);
        free(ts);
        return 1;
    }
    if (a.log && a.games > from_log && !a.no_play) {
        /* a note of the sitting: when, and the code that plays its games */
        char when[64] = "?";
        time_t now = time(NULL);
        struct tm tm;
        if (gmtime_r(&now, &tm)) strftime(when, sizeof when, "%Y-%m-%d %H:%M UTC", &tm);
        fprintf(a.log,
                "# sitting of %s: troubadour-cli %s, commit %s, %ld games to play, --jobs %d\n",
                when, TROUBADOUR_VERSION, TROUBADOUR_COMMIT, a.games - from_log, (int)jobs);
        if (fflush(a.log) != 0) {
            char shown[1024];
            text_escape_str(shown, sizeof shown, log_path);
            fprintf(stderr, _("troubadour-cli arena: %s: cannot write: %s\n"), shown,
                    strerror(errno));
            fclose(a.log);
            free(a.res);
            free(ts);
            return 1;
        }
    }
    pthread_mutex_init(&a.lock, NULL);
    double t0 = ai_wall_seconds();
    int nj = (int)jobs;
    pthread_t th[64];
    int started = 0;
    if (a.no_play) a.next = a.games; /* the workers find nothing to play */
    for (int j = 1; j < nj; j++)
        if (pthread_create(&th[started], NULL, worker, &a) == 0) started++;
    worker(&a);
    for (int j = 0; j < started; j++) pthread_join(th[j], NULL);
    double wall = ai_wall_seconds() - t0;
    pthread_mutex_destroy(&a.lock);
    if (a.log && fclose(a.log) != 0 && !a.log_failed) {
        char shown[1024];
        text_escape_str(shown, sizeof shown, log_path);
        fprintf(stderr, _("troubadour-cli arena: %s: cannot write: %s\n"), shown, strerror(errno));
        a.log_failed = 1;
    }

    /* per bot (a bot listed twice is counted as two entries) */
    int rc = 0;
    double wins[GAME_MAX_PLAYERS] = {0}, n[GAME_MAX_PLAYERS] = {0}, score[GAME_MAX_PLAYERS] = {0},
           margin[GAME_MAX_PLAYERS] = {0}, secs[GAME_MAX_PLAYERS] = {0},
           cpu[GAME_MAX_PLAYERS] = {0};
    long po[GAME_MAX_PLAYERS] = {0}, dec[GAME_MAX_PLAYERS] = {0}, hits[GAME_MAX_PLAYERS] = {0};
    long counted = 0;
    for (long gi = 0; gi < a.games; gi++) {
        const GameResult *r = &a.res[gi];
        if (!r->done) continue; /* --no-play: not in the log */
        counted++;
        if (r->error) rc = 2;
        int top = -1000000, ntop = 0;
        for (int p = 0; p < a.nbots; p++) top = r->score[p] > top ? r->score[p] : top;
        for (int p = 0; p < a.nbots; p++) ntop += r->score[p] == top;
        for (int p = 0; p < a.nbots; p++) {
            int b = r->bot_of_seat[p], other = -1000000;
            for (int q = 0; q < a.nbots; q++)
                if (q != p && r->score[q] > other) other = r->score[q];
            n[b] += 1;
            if (r->score[p] == top) wins[b] += 1.0 / ntop;
            score[b] += r->score[p];
            margin[b] += r->score[p] - other;
            secs[b] += r->seconds[p];
            cpu[b] += r->cpu[p];
            po[b] += r->playouts[p];
            hits[b] += r->memo_hits[p];
            dec[b] += r->decisions[p];
        }
    }
    printf("arena: %ld game%s, %d players, expansions%s%s%s%s%s, seed %llu, ", counted,
           counted == 1 ? "" : "s", a.nbots, a.exp & EXP_FARMERS ? " farmers" : "",
           a.exp & EXP_FESTIVAL ? " festival" : "", a.exp & EXP_VILLAGE ? " village-life" : "",
           a.exp & EXP_PRIVILEGES ? " royal-privileges" : "", a.exp ? "" : " none",
           (unsigned long long)a.seed);
    if (a.budget.playouts > 0)
        printf("%ld playouts per decision", a.budget.playouts);
    else
        printf("%.3f s%s per decision", a.budget.seconds, a.cpu_clock ? " of CPU time" : "");
    if (a.plan) {
        char planned[64];
        printf(", --plan %s", plan_format(&a, planned, sizeof planned));
    }
    printf(", %.1f s\n", wall);
    if (log_path) {
        char shown[1024];
        text_escape_str(shown, sizeof shown, log_path);
        printf(P_("log %s: %ld game read from it, %ld played now",
                  "log %s: %ld games read from it, %ld played now", from_log),
               shown, from_log, counted - from_log);
        if (beyond)
            printf(P_(", %ld past --games left out", ", %ld past --games left out", beyond),
                   beyond);
        printf("\n");
    }
    for (int b = 0; b < a.nbots; b++)
        if (a.ov[b].n) {
            char spec[1024];
            ai_overrides_format(&a.ov[b], spec, sizeof spec);
            printf("bot %d (%s+): %s\n", b + 1, ai_level_name(a.bot[b]), spec);
        }
    if (counted == 0) {
        printf(_("no finished game to count\n"));
        free(a.res);
        free(ts);
        return rc ? rc : a.log_failed;
    }
    printf("%-3s %-7s %7s %17s %8s %8s %9s %12s %12s\n", "#", "bot", "wins", "95% interval",
           "score", "margin", "s/decide", "playouts/s", "per CPU s");
    for (int b = 0; b < a.nbots; b++) {
        double lo, hi;
        char label[16];
        wilson(wins[b], n[b], &lo, &hi);
        printf("%-3d %-7s %6.1f%% %7.1f%% - %5.1f%% %8.1f %+8.1f %9.4f", b + 1,
               bot_label(&a, b, label, sizeof label), 100 * wins[b] / n[b], 100 * lo, 100 * hi,
               score[b] / n[b], margin[b] / n[b], dec[b] ? secs[b] / dec[b] : 0);
        if (po[b] > 0)
            printf(" %12.0f %12.0f\n", secs[b] > 0 ? po[b] / secs[b] : 0,
                   cpu[b] > 0 ? po[b] / cpu[b] : 0);
        else
            printf(" %12s %12s\n", "-", "-");
    }
    printf("(a tie for first shares the win; playouts/s is per second of wall-clock time spent "
           "deciding, per CPU s per second of the deciding thread's CPU time)\n");
    for (int b = 0; b < a.nbots; b++) {
        char label[16];
        if (po[b] > 0)
            printf("%s: %ld playouts, %.1f%% of them answered from the memo of results by tiles "
                   "drawn\n",
                   bot_label(&a, b, label, sizeof label), po[b],
                   100.0 * (double)hits[b] / (double)po[b]);
    }
    free(a.res);
    free(ts);
    return rc ? rc : a.log_failed;
}
