/* Test mode: the online commands (script.h): the join code to a file, waiting for a file, for
 * the lobby's seats or for our turn, typing what another program wrote. Waits pass real time, since the
 * other side of the connection runs on the real clock. */
#define _POSIX_C_SOURCE 200809L
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io.h"
#include "scene_online_net.h"
#include "script_int.h"

#define DEFAULT_WAIT 30000

static int read_first_line(const char *path, char *out, size_t size)
{
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    int ok = fgets(out, (int)size, f) != NULL;
    fclose(f);
    if (!ok) return -1;
    out[strcspn(out, "\r\n")] = '\0';
    return out[0] ? 0 : -1;
}

static int until_file(Script *s, App *app)
{
    (void)app;
    char line[256];
    return read_first_line(s->wait_arg, line, sizeof line) == 0;
}

static int until_code(Script *s, App *app)
{
    OnlineNet *n = online_net_of(app);
    const char *code = n ? net_client_code(online_net_client(n)) : "";
    if (!code[0]) return 0;
    char err[600];
    if (io_write_file_atomic(s->wait_arg, code, strlen(code), err, sizeof err) != 0) {
        script_fail(s, "%s", err);
        return 1;
    }
    return 1;
}

static int until_seats(Script *s, App *app)
{
    OnlineNet *n = online_net_of(app);
    if (!n) return 0;
    const NetClient *c = online_net_client(n);
    int want = (int)strtol(s->wait_arg, NULL, 10), have = 0;
    for (int i = 0; i < net_client_seat_count(c); i++) {
        const NetSeatInfo *si = net_client_seat_info(c, i);
        have += si->kind != 0 || si->present;
    }
    return have >= want;
}

/* wait-online down|up: the connection dropped (the lobby or game shows "reconnecting"), or
 * is greeted again */
static int until_link(Script *s, App *app)
{
    OnlineNet *n = online_net_of(app);
    if (!n) return 0;
    return online_net_down(n) == (strcmp(s->wait_arg, "down") == 0);
}

/* wait-my-turn: a seat of this program is to act (after others, or the server, moved) */
static int until_my_turn(Script *s, App *app)
{
    (void)s;
    OnlineNet *n = online_net_of(app);
    if (!n) return 0;
    const NetClient *c = online_net_client(n);
    int seat = net_client_acting_seat(c);
    return seat >= 0 && net_client_holds(c, seat);
}

int script_online_wait(Script *s, App *app)
{
    if (s->wait_until(s, app)) {
        s->wait_until = NULL;
        return s->status ? -1 : 0;
    }
    if (--s->wait_until_left <= 0) {
        s->wait_until = NULL;
        script_fail(s, "timed out waiting (%s)", s->wait_arg);
        return -1;
    }
    SDL_Delay(3);
    return 1;
}

static int frames_arg(Script *s, char **w, int nw, int i)
{
    if (nw <= i) return DEFAULT_WAIT;
    char *end;
    long v = strtol(w[i], &end, 10);
    if (*end || v < 1 || v > 10000000) {
        script_fail(s, "%s: bad frame count", w[0]);
        return -1;
    }
    return (int)v;
}

static int start_wait(Script *s, int (*fn)(Script *, App *), const char *arg, int frames)
{
    if (frames < 0) return -1;
    snprintf(s->wait_arg, sizeof s->wait_arg, "%s", arg);
    s->wait_until = fn;
    s->wait_until_left = frames;
    return 1;
}

int script_online_command(Script *s, App *app, char **w, int nw)
{
    if (strcmp(w[0], "save-join-code") == 0) {
        if (nw != 2) return script_fail(s, "save-join-code needs a file");
        return start_wait(s, until_code, w[1], DEFAULT_WAIT);
    }
    if (strcmp(w[0], "wait-file") == 0) {
        if (nw < 2) return script_fail(s, "wait-file needs a file");
        return start_wait(s, until_file, w[1], frames_arg(s, w, nw, 2));
    }
    if (strcmp(w[0], "wait-seats") == 0) {
        char *end;
        long k = nw < 2 ? 0 : strtol(w[1], &end, 10);
        if (nw < 2 || *end || k < 1 || k > 8)
            return script_fail(s, "wait-seats needs a number of seats from 1 to 8");
        return start_wait(s, until_seats, w[1], frames_arg(s, w, nw, 2));
    }
    if (strcmp(w[0], "wait-online") == 0) {
        if (nw < 2 || (strcmp(w[1], "down") != 0 && strcmp(w[1], "up") != 0))
            return script_fail(s, "wait-online needs down or up");
        return start_wait(s, until_link, w[1], frames_arg(s, w, nw, 2));
    }
    if (strcmp(w[0], "wait-my-turn") == 0)
        return start_wait(s, until_my_turn, "my turn", frames_arg(s, w, nw, 1));
    if (strcmp(w[0], "type-file") == 0) {
        char line[sizeof((SDL_TextInputEvent *)0)->text];
        if (nw != 2 || read_first_line(w[1], line, sizeof line) != 0)
            return script_fail(s, "type-file: %s cannot be read or is empty", nw > 1 ? w[1] : "");
        script_push_text(app, line);
        return 1;
    }
    (void)app;
    return 2;
}
