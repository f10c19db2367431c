/* troubadour-server: the dedicated online server (docs/protocol.md), in the foreground. */
#define _POSIX_C_SOURCE 200809L
#include "i18n.h"
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "io.h"
#include "net_proto.h"
#include "net_server.h"

#ifndef TROUBADOUR_VERSION
#define TROUBADOUR_VERSION "0"
#endif

static const char USAGE[] =
    /* TRANSLATORS: keep the option words (--port, DIR) as they are */
    N_("usage: troubadour-server --port P --data DIR [--bind ADDR]\n"
       "\n"
       "Hosts online Troubadour games (many at once, each in a room with a join code).\n"
       "  --port P      the UDP port to listen on (1-65535)\n"
       "  --data DIR    the folder where each room's record and seats are written; on start\n"
       "                every unfinished game found there is resumed\n"
       "  --bind ADDR   listen on this IP address only (default: every address)\n"
       "  --help        this text\n"
       "  --version     the program and protocol version\n"
       "Stops cleanly on SIGINT or SIGTERM. The data folder can be set with TROUBADOUR_DATA.\n");

static volatile sig_atomic_t stop_flag;

static void on_signal(int sig)
{
    (void)sig;
    stop_flag = 1;
}

static void log_line(void *ctx, const char *line)
{
    (void)ctx;
    char esc[1100];
    net_text_escape(line, esc, sizeof esc);
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    char when[32];
    strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &tm);
    printf("%s %s\n", when, esc);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    i18n_init(argv[0]);
    const char *data = NULL, *bind = NULL;
    long port = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(_(USAGE), stdout);
            return 0;
        } else if (strcmp(a, "--version") == 0) {
            printf("troubadour-server %s (online protocol %d)\n", TROUBADOUR_VERSION,
                   NET_PROTOCOL_VERSION);
            return 0;
        } else if (strcmp(a, "--port") == 0 && v) {
            char *end;
            errno = 0;
            port = strtol(v, &end, 10);
            if (*end || errno || port < 1 || port > 65535) {
                fprintf(stderr, _("troubadour-server: --port needs a number from 1 to 65535\n"));
                return 1;
            }
            i++;
        } else if (strcmp(a, "--data") == 0 && v) {
            data = v;
            i++;
        } else if (strcmp(a, "--bind") == 0 && v) {
            bind = v;
            i++;
        } else {
            fprintf(stderr, _("troubadour-server: unknown or incomplete option %s\n%s"), a,
                    _(USAGE));
            return 1;
        }
    }
    if (port < 0 || !data) {
        fprintf(stderr, _("troubadour-server: --port and --data are required\n%s"), _(USAGE));
        return 1;
    }
    struct stat st;
    if (stat(data, &st) != 0 && mkdir(data, 0700) != 0) {
        fprintf(stderr, _("troubadour-server: cannot create the data folder %s: %s\n"), data,
                strerror(errno));
        return 1;
    }
    if (stat(data, &st) != 0 || !S_ISDIR(st.st_mode)) {
        fprintf(stderr, _("troubadour-server: %s is not a folder\n"), data);
        return 1;
    }
    char err[2048];
    Tileset *ts = malloc(sizeof *ts);
    const char *dir = io_data_dir(err, sizeof err);
    if (!ts || !dir || io_load_tileset(ts, dir, err, sizeof err) != 0) {
        fprintf(stderr, "troubadour-server: %s\n", err);
        free(ts);
        return 1;
    }
    NetCoreOptions opt = {data, 0, 0};
    NetServer *s = net_server_new(ts, bind, (int)port, &opt, log_line, NULL, err, sizeof err);
    if (!s) {
        fprintf(stderr, "troubadour-server: %s\n", err);
        free(ts);
        return 1;
    }
    int resumed = net_core_load(net_server_core(s), err, sizeof err);
    if (resumed < 0) {
        fprintf(stderr, "troubadour-server: %s\n", err);
        net_server_free(s);
        free(ts);
        return 1;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
    char line[256];
    snprintf(line, sizeof line,
             "troubadour-server %s listening on %s port %ld (protocol %d), %d game%s resumed",
             TROUBADOUR_VERSION, bind ? bind : "every address", port, NET_PROTOCOL_VERSION, resumed,
             resumed == 1 ? "" : "s");
    log_line(NULL, line);
    int rc = 0;
    while (!stop_flag) {
        if (net_server_service(s, 50) != 0) {
            log_line(NULL, "the network host failed");
            rc = 1;
            break;
        }
    }
    net_core_flush(net_server_core(s));
    snprintf(line, sizeof line,
             "stopping: %d room%s in memory, %ld moves served; everything is written",
             net_core_room_count(net_server_core(s)),
             net_core_room_count(net_server_core(s)) == 1 ? "" : "s",
             net_core_moves(net_server_core(s)));
    log_line(NULL, line);
    net_server_free(s);
    free(ts);
    return rc;
}
