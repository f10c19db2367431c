/* The online protocol and the server core, without a network: a fake transport hands each
 * connection's messages to the test (docs/protocol.md). */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "ai.h"
#include "net_client.h"
#include "net_move.h"
#include "net_proto.h"
#include "net_server.h"
#include "record.h"
#include "test_util.h"
#include "text_check.h"

/* ---------- packets and words ---------- */

static void test_text_check(void **state)
{
    (void)state;
    char err[200];
    assert_int_equal(net_text_check("hello 1", 7, 512, 0, err, sizeof err), 0);
    assert_int_equal(net_text_check("", 0, 512, 0, err, sizeof err), -1);
    assert_int_equal(net_text_check("a\001b", 3, 512, 0, err, sizeof err), -1);
    assert_int_equal(net_text_check("a\nb", 3, 512, 0, err, sizeof err), -1);
    assert_int_equal(net_text_check("a\nb", 3, 512, 1, err, sizeof err), 0);
    assert_int_equal(net_text_check("a\x7f", 2, 512, 0, err, sizeof err), -1);
    /* an overlong '/' (C0 AF), a UTF-16 surrogate (ED A0 80), a cut sequence */
    assert_int_equal(net_text_check("\xc0\xaf", 2, 512, 0, err, sizeof err), -1);
    assert_int_equal(net_text_check("\xed\xa0\x80", 3, 512, 0, err, sizeof err), -1);
    assert_int_equal(net_text_check("\xc3", 1, 512, 0, err, sizeof err), -1);
    assert_int_equal(net_text_check("Ren\xc3\xa9", 5, 512, 0, err, sizeof err), 0);
    char big[600];
    memset(big, 'a', sizeof big);
    assert_int_equal(net_text_check(big, sizeof big, 512, 0, err, sizeof err), -1);
    assert_non_null(strstr(err, "too long"));
}

static void test_words(void **state)
{
    (void)state;
    NetWords w;
    char err[200];
    assert_int_equal(net_words_split(&w, "join ABCDEFGH Ann of Foix", 25, err, sizeof err), 0);
    assert_int_equal(w.n, 5);
    assert_string_equal(w.w[1], "ABCDEFGH");
    assert_string_equal(w.rest[2], "Ann of Foix");
    assert_int_equal(net_words_split(&w, "a  b", 4, err, sizeof err), -1);
    assert_int_equal(net_words_split(&w, " a", 2, err, sizeof err), -1);
    assert_int_equal(net_words_split(&w, "a ", 2, err, sizeof err), -1);
    long v;
    assert_int_equal(net_parse_int("42", 0, 100, &v), 0);
    assert_int_equal(v, 42);
    assert_int_equal(net_parse_int("-3", -5, 5, &v), 0);
    assert_int_equal(v, -3);
    assert_int_equal(net_parse_int("042", 0, 100, &v), -1);
    assert_int_equal(net_parse_int("-0", -5, 5, &v), -1);
    assert_int_equal(net_parse_int("+4", 0, 100, &v), -1);
    assert_int_equal(net_parse_int("101", 0, 100, &v), -1);
    assert_int_equal(net_parse_int("99999999999999999999", 0, 100, &v), -1);
}

static void test_codes_names(void **state)
{
    (void)state;
    char code[NET_CODE_LEN + 1], secret[NET_SECRET_LEN + 1];
    assert_int_equal(net_random_code(code), 0);
    assert_true(net_code_valid(code));
    assert_int_equal(net_random_secret(secret), 0);
    assert_true(net_secret_valid(secret));
    assert_false(net_code_valid("ABCDEFG"));  /* 7 letters */
    assert_false(net_code_valid("ABCDEFG0")); /* 0 is not in the alphabet (O/0 confusion) */
    assert_false(net_code_valid("../../et"));
    assert_false(net_secret_valid("0123456789ABCDEF0123456789abcdef")); /* upper case */
    assert_true(net_name_valid("Ann of Foix"));
    assert_false(net_name_valid(" Ann"));
    assert_false(net_name_valid("#1"));
    assert_false(net_name_valid("a\\b"));
    assert_false(net_name_valid("123456789012345678901234567890123")); /* 33 */
    assert_true(net_name_valid("12345678901234567890123456789012"));
    unsigned e;
    assert_int_equal(net_expansions_parse("farmers,royal-privileges", &e), 0);
    assert_int_equal(e, (unsigned)(EXP_FARMERS | EXP_PRIVILEGES));
    assert_int_equal(net_expansions_parse("farmers,farmers", &e), -1);
    assert_int_equal(net_expansions_parse("farmers,", &e), -1);
    assert_int_equal(net_expansions_parse("none", &e), 0);
    assert_int_equal(e, 0u);
    char buf[80];
    net_expansions_format(EXP_FESTIVAL | EXP_VILLAGE, buf, sizeof buf);
    assert_string_equal(buf, "festival,village-life");
}

/* ---------- move words ---------- */

static void test_move_words(void **state)
{
    (void)state;
    /* RECORD.md's example: red closes the two-tile city (4 points) */
    Game *g = test_replay("troubadour-record 1\nplayers red blue\nexpansions farmers\ndeck E U\n");
    char err[300];
    NetMove m;
    assert_int_equal(game_draw(g, -1), 0);
    assert_int_equal(net_move_parse(g, "E 0 -1 45", &m, err, sizeof err), -1);
    assert_int_equal(net_move_parse(g, "E 0 -1 180 follower Q", &m, err, sizeof err), -1);
    assert_int_equal(net_move_parse(g, "E 0 -1 180 turn", &m, err, sizeof err), -1);
    assert_int_equal(net_move_parse(g, "E 0 -1 180 follower S extra", &m, err, sizeof err), -1);
    assert_int_equal(net_move_parse(g, "E 0 999 180", &m, err, sizeof err), -1);
    assert_int_equal(net_move_parse(g, "U 0 -1 0", &m, err, sizeof err), 0);
    assert_int_equal(net_move_apply(g, &m, err, sizeof err), -1); /* not the tile drawn */
    assert_int_equal(net_move_parse(g, "E 0 -1 180 follower S", &m, err, sizeof err), 0);
    char line[128];
    net_move_format_turn(g, &m.place, &m.act, line, sizeof line);
    assert_string_equal(line, "E 0 -1 180 follower S");
    assert_int_equal(net_move_apply(g, &m, err, sizeof err), 0);
    assert_int_equal(game_score(g, 0), 4);
    assert_int_equal(net_move_parse(g, "token pink 0 0", &m, err, sizeof err),
                     -1); /* no such seat */
    game_free(g);
}

/* ---------- the core on a fake transport ---------- */

#define NCONN 8
typedef struct Box {
    char *msg[4096];
    int n;
    int dropped;
} Box;

typedef struct Fake {
    Box box[NCONN];
    NetClient *mirror[NCONN]; /* offline clients fed every message of their connection */
    int logs;
} Fake;

static void fake_send(void *ctx, int conn, const char *msg, size_t len)
{
    Fake *f = ctx;
    assert_true(conn >= 0 && conn < NCONN);
    Box *b = &f->box[conn];
    if (b->n < 4096) {
        char *p = malloc(len + 1);
        memcpy(p, msg, len);
        p[len] = 0;
        b->msg[b->n++] = p;
    }
    if (f->mirror[conn] && net_client_feed(f->mirror[conn], msg, len) != 0)
        fail_msg("the client refused `%.80s`: %s", msg, net_client_last_error(f->mirror[conn]));
}

static void fake_drop(void *ctx, int conn)
{
    Fake *f = ctx;
    f->box[conn].dropped = 1;
}

static void fake_log(void *ctx, const char *line)
{
    Fake *f = ctx;
    (void)line;
    f->logs++;
}

static void fake_clear(Fake *f)
{
    for (int c = 0; c < NCONN; c++) {
        for (int i = 0; i < f->box[c].n; i++) free(f->box[c].msg[i]);
        f->box[c].n = 0;
    }
}

static const char *last(const Fake *f, int conn)
{
    const Box *b = &f->box[conn];
    return b->n ? b->msg[b->n - 1] : "";
}

/* The first message of conn that starts with prefix, or NULL. */
static const char *find(const Fake *f, int conn, const char *prefix)
{
    for (int i = 0; i < f->box[conn].n; i++)
        if (strncmp(f->box[conn].msg[i], prefix, strlen(prefix)) == 0) return f->box[conn].msg[i];
    return NULL;
}

static void say(NetCore *c, int conn, const char *fmt, ...)
{
    char buf[2048];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    net_core_message(c, conn, buf, (size_t)n, 100.0);
}

static NetCore *fake_core(Fake *f, const char *dir)
{
    memset(f, 0, sizeof *f);
    NetCoreHooks h = {f, fake_send, fake_drop, fake_log};
    NetCoreOptions o = {dir, 1000, 1000};
    char err[200];
    NetCore *c = net_core_new(test_tileset(), &o, &h, err, sizeof err);
    assert_non_null(c);
    return c;
}

static void fake_free(Fake *f, NetCore *c)
{
    net_core_free(c);
    fake_clear(f);
    for (int i = 0; i < NCONN; i++) net_client_free(f->mirror[i]);
}

static void greet(NetCore *c, int conn)
{
    net_core_connect(c, conn);
    say(c, conn, "hello %d", NET_PROTOCOL_VERSION);
}

/* Opens a room with conn 0 as host and conn 1 as the second player; returns the code. */
static void open_room(Fake *f, NetCore *c, const char *exp, char code[NET_CODE_LEN + 1])
{
    greet(c, 0);
    greet(c, 1);
    say(c, 0, "create Ann");
    const char *room = find(f, 0, "room ");
    assert_non_null(room);
    snprintf(code, NET_CODE_LEN + 1, "%s", room + 5);
    assert_true(net_code_valid(code));
    say(c, 1, "join %s Bob", code);
    assert_non_null(find(f, 1, "seat "));
    say(c, 0, "options %s 0", exp);
    say(c, 0, "start");
}

static void test_version(void **state)
{
    (void)state;
    Fake f;
    NetCore *c = fake_core(&f, NULL);
    net_core_connect(c, 0);
    say(c, 0, "create Ann");
    assert_non_null(strstr(last(&f, 0), "error bad"));
    say(c, 0, "hello 2");
    assert_non_null(strstr(last(&f, 0), "error version"));
    assert_non_null(strstr(last(&f, 0), "speaks version 1"));
    assert_true(f.box[0].dropped);
    net_core_connect(c, 1);
    say(c, 1, "hello 1");
    assert_string_equal(last(&f, 1), "welcome 1");
    fake_free(&f, c);
}

static void test_refusals(void **state)
{
    (void)state;
    Fake f;
    NetCore *c = fake_core(&f, NULL);
    char code[NET_CODE_LEN + 1];
    open_room(&f, c, "farmers", code);
    greet(c, 2);
    /* seat 0 (red) moves first: seat 1 out of turn, seat 1 playing red, a late move */
    say(c, 1, "move 1 0 D 0 1 0");
    assert_non_null(strstr(last(&f, 1), "error turn"));
    say(c, 1, "move 0 0 D 0 1 0");
    assert_non_null(strstr(last(&f, 1), "error seat"));
    say(c, 0, "move 0 7 D 0 1 0");
    assert_non_null(strstr(last(&f, 0), "error late"));
    say(c, 0, "move 0 0 D 50 50 0");
    assert_non_null(strstr(last(&f, 0), "error illegal"));
    say(c, 2, "move 0 0 D 0 1 0");
    assert_non_null(strstr(last(&f, 2), "error state"));
    say(c, 1, "start");
    assert_non_null(strstr(last(&f, 1), "error host"));
    say(c, 2, "join ZZZZZZZZ Eve");
    assert_non_null(strstr(last(&f, 2), "error code"));
    say(c, 2, "resume %s 0 0123456789abcdef0123456789abcdef", code);
    assert_non_null(strstr(last(&f, 2), "error auth"));
    say(c, 2, "join %s Eve", code);
    assert_non_null(strstr(last(&f, 2), "error state")); /* started */
    char big[700];
    memset(big, 'x', sizeof big);
    net_core_message(c, 0, big, sizeof big, 100);
    assert_non_null(strstr(last(&f, 0), "too long"));
    net_core_message(c, 0, "chat a\033[2Jb", 11, 100);
    assert_non_null(strstr(last(&f, 0), "control character"));
    net_core_message(c, 0, "chat \xff\xfe", 7, 100);
    assert_non_null(strstr(last(&f, 0), "UTF-8"));
    say(c, 0, "move 0 0 ../../etc/passwd 0 0 0");
    assert_non_null(strstr(last(&f, 0), "error illegal"));
    say(c, 0, "frobnicate");
    assert_non_null(strstr(last(&f, 0), "unknown message"));
    char longchat[260];
    memset(longchat, 'y', sizeof longchat);
    memcpy(longchat, "chat ", 5);
    net_core_message(c, 0, longchat, sizeof longchat, 100);
    assert_non_null(strstr(last(&f, 0), "error bad"));
    say(c, 0, "chat a\\b");
    assert_string_equal(last(&f, 1), "chat 0 a\\\\b");
    fake_free(&f, c);
}

static void test_rate_limit(void **state)
{
    (void)state;
    Fake f;
    memset(&f, 0, sizeof f);
    NetCoreHooks h = {&f, fake_send, fake_drop, fake_log};
    NetCoreOptions o = {NULL, 10, 20};
    char err[200];
    NetCore *c = net_core_new(test_tileset(), &o, &h, err, sizeof err);
    greet(c, 0);
    for (int i = 0; i < 30; i++) net_core_message(c, 0, "ping x", 6, 100.0);
    /* a burst of 20: hello and 19 pings pass, the 20th ping is refused */
    int pongs = 0, rate = 0;
    for (int i = 0; i < f.box[0].n; i++) {
        pongs += strcmp(f.box[0].msg[i], "pong x") == 0;
        rate += strncmp(f.box[0].msg[i], "error rate", 10) == 0;
    }
    assert_int_equal(pongs, 19);
    assert_int_equal(rate, 1);
    /* one second later, 10 more */
    fake_clear(&f);
    for (int i = 0; i < 12; i++) net_core_message(c, 0, "ping x", 6, 101.0);
    pongs = 0;
    for (int i = 0; i < f.box[0].n; i++) pongs += strcmp(f.box[0].msg[i], "pong x") == 0;
    assert_int_equal(pongs, 10);
    fake_free(&f, c);
}

/* The acting seat's connection plays a random legal move from its public copy. */
static int play_one(Fake *f, NetCore *c, const int *seat_conn, int nseats, uint64_t seed)
{
    (void)nseats;
    const Game *g = net_client_game(f->mirror[seat_conn[0]]);
    if (!g || game_phase(g) == PHASE_OVER) return 0;
    int seat = net_client_acting_seat(f->mirror[seat_conn[0]]);
    assert_true(seat >= 0);
    int conn = seat_conn[seat];
    g = net_client_game(f->mirror[conn]);
    AiDecision d;
    assert_int_equal(ai_decide(AI_RANDOM, g, seed, 0, &d), 0);
    char line[200];
    if (d.kind == AI_DO_TOKEN) {
        snprintf(line, sizeof line, "token %s %d %d", game_colour_name(game_colour(g, d.seat)), d.x,
                 d.y);
    } else {
        assert_int_equal(d.kind, AI_DO_PLACE);
        Game *t = game_clone(g);
        Action act = {ACT_NONE, -1, 0, 0};
        assert_int_equal(game_place(t, &d.place), 0);
        if (game_phase(t) == PHASE_ACTION) {
            AiDecision a;
            if (ai_decide(AI_RANDOM, t, seed + 1, 0, &a) == 0 && a.kind == AI_DO_ACT) act = a.act;
        }
        game_free(t);
        net_move_format_turn(g, &d.place, &act, line, sizeof line);
    }
    int before = game_history_count(g);
    say(c, conn, "move %d %d %s", seat, before, line);
    assert_true(game_history_count(net_client_game(f->mirror[conn])) > before);
    net_core_flush(c);
    return 1;
}

static char *read_all(const char *path)
{
    FILE *fp = fopen(path, "rb");
    assert_non_null(fp);
    char *buf = malloc(1 << 20);
    size_t n = fread(buf, 1, (1 << 20) - 1, fp);
    buf[n] = 0;
    fclose(fp);
    return buf;
}

/* Tiles named in a message must be among those drawn so far, counted with their repeats. */
static void check_tiles_known(const Tileset *ts, const char *msg, const uint8_t *deck, int drawn)
{
    int allowed[TILESET_MAX_TILES] = {0};
    for (int i = 0; i < drawn; i++) allowed[deck[i]]++;
    allowed[tileset_find(ts, "D")]++; /* the start tile */
    int seen[TILESET_MAX_TILES] = {0};
    char buf[NET_MAX_SERVER_MSG + 1];
    snprintf(buf, sizeof buf, "%s", msg);
    char *save;
    for (char *line = strtok_r(buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        char *w = line;
        if (strncmp(w, "line ", 5) == 0) w = strchr(w + 5, ' ') + 1;
        if (strncmp(w, "draw ", 5) == 0) w = strchr(w + 5, ' ') + 1;
        if (strncmp(w, "discard ", 8) == 0) w += 8;
        char id[16];
        if (sscanf(w, "%15s", id) != 1) continue;
        int t = tileset_find(ts, id);
        if (t >= 0) seen[t]++;
    }
    for (int t = 0; t < ts->ntiles; t++) assert_true(seen[t] <= allowed[t]);
}

/* Tiles shown so far (the first ones of the deck) by the messages up to msg[upto]: a draw
 * message shows one; a discard line shows the drawn tile it throws away, or, when no draw
 * message is waiting for its placement (a tile that fits nowhere is drawn and discarded in
 * one move), the next tile of the deck. */
static int count_draws(char **msg, int upto)
{
    int n = 0, waiting = 0;
    for (int i = 0; i <= upto; i++) {
        if (strncmp(msg[i], "draw ", 5) == 0) {
            n++;
            waiting = 1;
            continue;
        }
        for (const char *l = msg[i]; l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
            if (strncmp(l, "line ", 5) != 0) continue;
            const char *w = strchr(l + 5, ' ');
            if (!w) continue;
            if (strncmp(w + 1, "discard ", 8) == 0) {
                if (!waiting) n++;
                waiting = 0;
            } else if (strncmp(w + 1, "token ", 6) != 0) {
                waiting = 0; /* the drawn tile placed */
            }
        }
    }
    return n;
}

static void test_hidden_information(void **state)
{
    (void)state;
    char dir[] = "/tmp/troubadour-net-test-XXXXXX";
    assert_non_null(mkdtemp(dir));
    Fake f;
    NetCore *c = fake_core(&f, dir);
    const Tileset *ts = test_tileset();
    char err[200];
    for (int k = 0; k < 3; k++)
        f.mirror[k] = net_client_new(NULL, ts, NULL, 0, NULL, NULL, err, sizeof err);
    char code[NET_CODE_LEN + 1];
    greet(c, 0);
    greet(c, 1);
    say(c, 0, "create Ann");
    snprintf(code, sizeof code, "%s", find(&f, 0, "room ") + 5);
    say(c, 1, "join %s Bob", code);
    say(c, 1, "join %s Cy", code); /* two humans on one connection */
    say(c, 0, "options farmers,festival,village-life,royal-privileges 0");
    say(c, 0, "start");
    int seat_conn[3] = {0, 1, 1};
    const Game *g0 = net_client_game(f.mirror[0]);
    assert_non_null(g0);
    uint64_t seed = 1;
    int moves = 0;
    while (play_one(&f, c, seat_conn, 3, seed++)) moves++;
    assert_true(moves > 50);
    /* the true record on disk */
    char path[512];
    snprintf(path, sizeof path, "%s/%s.rec", dir, code);
    char *text = read_all(path);
    RecordError re;
    Game *truth = record_replay(ts, text, strlen(text), &re);
    assert_non_null(truth);
    assert_int_equal(game_phase(truth), PHASE_OVER);
    /* the server appends each move's lines to the text it wrote before: the file is still
     * exactly the record of the whole game */
    char *whole = record_write(truth);
    assert_string_equal(text, whole);
    free(whole);
    uint8_t deck[GAME_MAX_DECK];
    game_deck(truth, deck, GAME_MAX_DECK);
    const Game *mirror = net_client_game(f.mirror[1]);
    for (int s = 0; s < 3; s++) assert_int_equal(game_score(mirror, s), game_score(truth, s));
    for (int conn = 0; conn < 2; conn++) {
        Box *b = &f.box[conn];
        int first_sync = 1;
        for (int i = 0; i < b->n; i++) {
            const char *m = b->msg[i];
            assert_null(strstr(m, "\ndeck "));
            assert_null(strstr(m, "\nseed "));
            check_tiles_known(ts, m, deck, count_draws(b->msg, i));
            if (strncmp(m, "sync ", 5) == 0 && first_sync) {
                /* before any token is turned the deal is all stand-ins, in R C X D E order */
                assert_non_null(strstr(m, "\nprivileges R R R C C C X X X D D D E E E\n"));
                first_sync = 0;
            }
        }
    }
    free(text);
    game_free(truth);
    fake_free(&f, c);
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

static void test_restart_resumes(void **state)
{
    (void)state;
    char dir[] = "/tmp/troubadour-net-test-XXXXXX";
    assert_non_null(mkdtemp(dir));
    Fake f;
    NetCore *c = fake_core(&f, dir);
    const Tileset *ts = test_tileset();
    char err[200];
    for (int k = 0; k < 2; k++)
        f.mirror[k] = net_client_new(NULL, ts, NULL, 0, NULL, NULL, err, sizeof err);
    char code[NET_CODE_LEN + 1];
    open_room(&f, c, "farmers,village-life", code);
    net_core_flush(c);
    char secret[2][NET_SECRET_LEN + 1];
    for (int k = 0; k < 2; k++) {
        const char *s = find(&f, k, "seat ");
        snprintf(secret[k], sizeof secret[k], "%s", strrchr(s, ' ') + 1);
    }
    int seat_conn[2] = {0, 1};
    for (int i = 0; i < 10; i++)
        assert_int_equal(play_one(&f, c, seat_conn, 2, (uint64_t)i + 7), 1);
    int seen = game_history_count(net_client_game(f.mirror[0]));
    /* the server goes away without a word; a new one on the same folder */
    net_core_free(c);
    fake_clear(&f);
    NetClient *keep[2] = {f.mirror[0], f.mirror[1]};
    f.mirror[0] = f.mirror[1] = NULL;
    c = fake_core(&f, dir);
    f.mirror[0] = keep[0];
    f.mirror[1] = keep[1];
    assert_int_equal(net_core_load(c, err, sizeof err), 1);
    greet(c, 0);
    greet(c, 1);
    say(c, 1, "resume %s 1 %s", code, secret[0]); /* seat 1 with seat 0's secret */
    assert_non_null(strstr(last(&f, 1), "error auth"));
    say(c, 0, "resume %s 0 %s", code, secret[0]);
    say(c, 1, "resume %s 1 %s", code, secret[1]);
    assert_int_equal(game_history_count(net_client_game(f.mirror[0])), seen);
    assert_int_equal(net_client_lost_moves(f.mirror[0]), 0);
    while (play_one(&f, c, seat_conn, 2, 99)) {
    }
    char path[512];
    snprintf(path, sizeof path, "%s/%s.rec", dir, code);
    char *text = read_all(path);
    Game *truth = test_replay(text);
    assert_int_equal(game_phase(truth), PHASE_OVER);
    for (int s = 0; s < 2; s++)
        assert_int_equal(game_score(net_client_game(f.mirror[0]), s), game_score(truth, s));
    free(text);
    game_free(truth);
    fake_free(&f, c);
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

static void test_bots_and_handover(void **state)
{
    (void)state;
    Fake f;
    NetCore *c = fake_core(&f, NULL);
    char err[200];
    f.mirror[0] = net_client_new(NULL, test_tileset(), NULL, 0, NULL, NULL, err, sizeof err);
    greet(c, 0);
    greet(c, 1);
    say(c, 0, "create Ann");
    char code[NET_CODE_LEN + 1];
    snprintf(code, sizeof code, "%s", find(&f, 0, "room ") + 5);
    say(c, 1, "join %s Bob", code);
    say(c, 0, "bot easy");
    say(c, 0, "bot hard");
    assert_non_null(strstr(last(&f, 0), "error bad")); /* too slow to run inside the server */
    say(c, 0, "start");
    /* Bob leaves; the host hands his seat to a bot; Ann's own turns are played by the test */
    net_core_disconnect(c, 1);
    say(c, 0, "tobot 0 easy");
    assert_non_null(strstr(last(&f, 0), "error state")); /* Ann is here */
    say(c, 0, "tobot 1 random");
    int seat_conn[3] = {0, 0, 0};
    for (int guard = 0; guard < 2000; guard++) {
        const Game *g = net_client_game(f.mirror[0]);
        if (game_phase(g) == PHASE_OVER) break;
        if (net_client_acting_seat(f.mirror[0]) == 0)
            play_one(&f, c, seat_conn, 3, (uint64_t)guard);
        else
            assert_true(net_core_tick(c, 200.0) > 0);
    }
    assert_int_equal(game_phase(net_client_game(f.mirror[0])), PHASE_OVER);
    fake_free(&f, c);
}

/* A server bot's turn is the game's bot's turn: the placement Easy decides and the action it
 * planned with it (one decision, as src/app/bots plays it), not a second decision taken after
 * the placement; random draws its action. Whole games, every move legal. */
static void test_bot_moves_are_the_plan(void **state)
{
    (void)state;
    int planned = 0, with_action = 0, random_turns = 0;
    for (int gi = 0; gi < 2; gi++) {
        GameSetup s;
        memset(&s, 0, sizeof s);
        s.nplayers = 2;
        s.colour[0] = 0;
        s.colour[1] = 1;
        s.expansions = EXP_ALL;
        s.has_seed = 1;
        s.seed = 500 + (uint64_t)gi;
        char err[256];
        Game *g = game_new(test_tileset(), &s, err, sizeof err);
        Game *scratch = game_new(test_tileset(), &s, err, sizeof err);
        assert_non_null(g);
        assert_non_null(scratch);
        for (uint64_t step = 0; game_phase(g) != PHASE_OVER && step < 2000; step++) {
            GamePhase ph = game_phase(g);
            if (ph != PHASE_PLACE && ph != PHASE_TOKEN) {
                /* draws, discards, re-deals, the end: as the game's loop does them */
                AiDecision d;
                assert_int_equal(ai_decide(AI_EASY, g, step, 0, &d), 0);
                assert_int_equal(ai_apply(g, &d), 0);
                continue;
            }
            int seat = ph == PHASE_TOKEN ? game_token_player(g) : game_current_player(g);
            int level = seat == gi ? AI_RANDOM : AI_EASY;
            NetMove m;
            if (ph == PHASE_PLACE && game_legal_placements(g, NULL, 0) == 0) {
                assert_int_equal(net_bot_move(g, scratch, level, step, &m), -1);
                assert_int_equal(game_discard(g), 0);
                continue;
            }
            assert_int_equal(net_bot_move(g, scratch, level, step, &m), 0);
            if (ph == PHASE_PLACE && level == AI_EASY) {
                AiDecision d;
                assert_int_equal(ai_decide(AI_EASY, g, step, 0, &d), 0);
                assert_int_equal(m.kind, H_MOVE);
                assert_memory_equal(&m.place, &d.place, sizeof m.place);
                /* the plan is legal after the placement here, so it is the action played */
                game_copy(scratch, g);
                assert_int_equal(game_place(scratch, &d.place), 0);
                if (game_check_action(scratch, &d.act) == NULL) {
                    assert_memory_equal(&m.act, &d.act, sizeof m.act);
                    planned++;
                    with_action += d.act.kind != ACT_NONE;
                }
            } else if (ph == PHASE_PLACE) {
                random_turns++;
            }
            assert_int_equal(net_move_apply(g, &m, err, sizeof err), 0);
        }
        assert_int_equal(game_phase(g), PHASE_OVER);
        game_free(scratch);
        game_free(g);
    }
    /* Easy played about half of two games' turns, many of them with a figure or the donkey */
    print_message("easy: %d planned turns, %d with an action; random: %d turns\n", planned,
                  with_action, random_turns);
    assert_true(planned >= 60);
    assert_true(with_action >= 20);
    assert_true(random_turns >= 60);
}

static void test_bot_names(void **state)
{
    (void)state;
    Fake f;
    NetCore *c = fake_core(&f, NULL);
    greet(c, 0);
    say(c, 0, "create Ann");
    say(c, 0, "bot easy");
    say(c, 0, "bot random");
    say(c, 0, "bot easy");
    /* the last seats message lists every seat: the bots are told apart by their number */
    const char *m = last(&f, 0);
    assert_int_equal(strncmp(m, "seats ", 6), 0);
    assert_non_null(strstr(m, " Ann\n"));
    assert_non_null(strstr(m, "\nseat 1 blue bot easy 0 Bot 1 (easy)\n"));
    assert_non_null(strstr(m, "\nseat 2 "));
    assert_non_null(strstr(m, " Bot 2 (random)\n"));
    assert_non_null(strstr(m, " Bot 3 (easy)"));
    fake_free(&f, c);
}

static void test_rooms_apart(void **state)
{
    (void)state;
    Fake f;
    NetCore *c = fake_core(&f, NULL);
    char a[NET_CODE_LEN + 1], err[200];
    open_room(&f, c, "farmers", a);
    /* a second room on connections 2 and 3, followed by its host's copy */
    f.mirror[2] = net_client_new(NULL, test_tileset(), NULL, 0, NULL, NULL, err, sizeof err);
    greet(c, 2);
    greet(c, 3);
    say(c, 2, "create Cy");
    char b[NET_CODE_LEN + 1];
    snprintf(b, sizeof b, "%s", find(&f, 2, "room ") + 5);
    say(c, 3, "join %s Di", b);
    say(c, 2, "start");
    /* garbage into room A from both its players */
    for (int i = 0; i < 200; i++) {
        char junk[64];
        int n = snprintf(junk, sizeof junk, "move %d %d %x %d", i % 2, i, (unsigned)(i * 7919), -i);
        net_core_message(c, i % 2, junk, (size_t)n, 100);
    }
    int seat_conn[2] = {2, 3};
    f.mirror[3] = net_client_new(NULL, test_tileset(), NULL, 0, NULL, NULL, err, sizeof err);
    say(c, 3, "sync");
    assert_int_equal(play_one(&f, c, seat_conn, 2, 5), 1);
    fake_free(&f, c);
}

static void test_turn_timer(void **state)
{
    (void)state;
    Fake f;
    NetCore *c = fake_core(&f, NULL);
    char err[200];
    f.mirror[0] = net_client_new(NULL, test_tileset(), NULL, 0, NULL, NULL, err, sizeof err);
    char code[NET_CODE_LEN + 1];
    greet(c, 0);
    greet(c, 1);
    say(c, 0, "create Ann");
    snprintf(code, sizeof code, "%s", find(&f, 0, "room ") + 5);
    say(c, 1, "join %s Bob", code);
    say(c, 0, "options farmers 30");
    say(c, 0, "start");
    const Game *g = net_client_game(f.mirror[0]);
    assert_int_equal(game_history_count(g), 0);
    assert_int_equal(net_client_time_left(f.mirror[0]), -1); /* not started yet */
    assert_int_equal(net_core_tick(c, 100.0), 0);            /* red's 30 s start now */
    /* everyone is told: 30 s for the move after 0 record lines */
    assert_string_equal(last(&f, 0), "clock 0 30000");
    assert_string_equal(last(&f, 1), "clock 0 30000");
    assert_int_equal(net_client_timer(f.mirror[0]), 30);
    double left = net_client_time_left(f.mirror[0]);
    assert_true(left > 29.0 && left <= 30.0);
    /* a player who comes back mid-turn learns what is left */
    net_core_message(c, 1, "sync", 4, 110.0);
    assert_string_equal(last(&f, 1), "clock 0 20000");
    assert_int_equal(net_core_tick(c, 129.0), 0);
    assert_int_equal(game_history_count(net_client_game(f.mirror[0])), 0);
    assert_int_equal(net_core_tick(c, 130.5), 1); /* out of time: a bot plays red's turn */
    /* its line, and a second when blue's tile fits nowhere after it (discarded at once: the
     * room's deal is random, so about one game in a thousand) */
    int lines = game_history_count(net_client_game(f.mirror[0]));
    assert_true(lines == 1 || lines == 2);
    assert_int_equal(net_client_acting_seat(f.mirror[0]), 1);
    assert_int_equal(net_client_time_left(f.mirror[0]), -1); /* red's clock is over */
    assert_int_equal(net_core_tick(c, 131.0), 0);            /* blue's own 30 s */
    char want[32];
    snprintf(want, sizeof want, "clock %d 30000", lines);
    assert_string_equal(last(&f, 0), want);
    assert_int_equal(net_core_tick(c, 160.0), 0);
    fake_free(&f, c);
}

/* A word of the client's that the server quotes back (a version, a move word) is never cut
 * inside a character: the reply stays valid UTF-8, so the client can read it. The words put a
 * 4-byte or 2-byte character where the old quoting cut at 20 and 40 bytes. */
static void test_quoted_words_stay_utf8(void **state)
{
    (void)state;
    Fake f;
    NetCore *c = fake_core(&f, NULL);
    size_t at;
    net_core_connect(c, 0);
    say(c, 0, "hello __________________\xf4\x8e\x8e\x8eob");
    assert_non_null(strstr(last(&f, 0), "error version"));
    assert_null(text_check_line(last(&f, 0), strlen(last(&f, 0)), &at));
    assert_true(f.box[0].dropped);
    fake_free(&f, c);
    c = fake_core(&f, NULL);
    char code[NET_CODE_LEN + 1];
    open_room(&f, c, "farmers", code);
    /* 39 x then an e-acute: the tile word is unknown and quoted in the error */
    say(c, 0, "move 0 0 xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\xc3\xa9 0 1 0");
    assert_non_null(strstr(last(&f, 0), "error illegal"));
    assert_non_null(strstr(last(&f, 0), "unknown move or tile"));
    assert_null(text_check_line(last(&f, 0), strlen(last(&f, 0)), &at));
    fake_free(&f, c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_text_check),
        cmocka_unit_test(test_words),
        cmocka_unit_test(test_codes_names),
        cmocka_unit_test(test_move_words),
        cmocka_unit_test(test_version),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_rate_limit),
        cmocka_unit_test(test_hidden_information),
        cmocka_unit_test(test_restart_resumes),
        cmocka_unit_test(test_bots_and_handover),
        cmocka_unit_test(test_rooms_apart),
        cmocka_unit_test(test_turn_timer),
        cmocka_unit_test(test_bot_names),
        cmocka_unit_test(test_bot_moves_are_the_plan),
        cmocka_unit_test(test_quoted_words_stay_utf8),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
