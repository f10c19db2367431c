/* Player names in records (docs/record-format.md, Names), the typed-name normaliser, and the
 * refusal and escaping of control characters and bytes that are not UTF-8. Every expected
 * string below is written out by hand from RECORD.md. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "player_name.h"
#include "record.h"
#include "test_util.h"
#include "text_check.h"

static const char *parsed(const char *rest)
{
    static char out[GAME_NAME_MAX];
    const char *why = NULL;
    if (player_name_parse(rest, out, sizeof out, &why) != 0)
        fail_msg("`%s` refused: %s", rest, why);
    return out;
}

static void refused(const char *rest, const char *what)
{
    char out[GAME_NAME_MAX];
    const char *why = NULL;
    if (player_name_parse(rest, out, sizeof out, &why) == 0)
        fail_msg("`%s` accepted as `%s`", rest, out);
    if (!strstr(why, what)) fail_msg("`%s`: %s; expected ...%s...", rest, why, what);
}

static void test_parse(void **state)
{
    (void)state;
    /* RECORD.md's example, a comment after it, spaces at both ends */
    assert_string_equal(parsed("\\#1 \\\\ Ann"), "#1 \\ Ann");
    assert_string_equal(parsed("  \\#1 \\\\ Ann   # the host"), "#1 \\ Ann");
    assert_string_equal(parsed("Bo \\# b"), "Bo # b");
    assert_string_equal(parsed("Bo # b"), "Bo");
    assert_string_equal(parsed("Ann of Foix"), "Ann of Foix");
    assert_string_equal(parsed("\tA\tB\t"), "A\tB");
    /* an escaped backslash before a `#`: the `#` starts the comment */
    assert_string_equal(parsed("x\\\\#y"), "x\\");
    /* 32 characters of 4 bytes each fit; 33 of one byte do not */
    char big[200] = "";
    for (int i = 0; i < 32; i++) strcat(big, "\xf0\x9f\x8e\xb2");
    assert_string_equal(parsed(big), big);
    refused("abcdefghijklmnopqrstuvwxyz0123456", "longer than 32 characters");
    assert_int_equal(strlen(parsed("abcdefghijklmnopqrstuvwxyz012345")), 32);
    strcat(big, "x");
    refused(big, "longer than 32 characters");
    refused("a\\b", "backslash");
    refused("a\\", "backslash");
    refused("", "needs a colour and a name");
    refused("    ", "needs a colour and a name");
    refused("  # only a comment", "needs a colour and a name");
    refused("a\x1b[31m", "control character");
    refused("a\xff", "not valid UTF-8");
}

static void test_escape(void **state)
{
    (void)state;
    char out[PLAYER_NAME_ESCAPED_MAX];
    assert_int_equal(player_name_escape("#1 \\ Ann", out, sizeof out), 10);
    assert_string_equal(out, "\\#1 \\\\ Ann");
    player_name_escape("Bo # b", out, sizeof out);
    assert_string_equal(out, "Bo \\# b");
    player_name_escape("  Ann  ", out, sizeof out);
    assert_string_equal(out, "Ann");
    /* no `name` line for these */
    assert_int_equal(player_name_escape("", out, sizeof out), 0);
    assert_int_equal(player_name_escape("     ", out, sizeof out), 0);
    assert_int_equal(player_name_escape("a\x1b"
                                        "b",
                                        out, sizeof out),
                     0);
    assert_int_equal(player_name_escape("a\xc3", out, sizeof out), 0);
    assert_string_equal(out, "");
    /* a C1 character is record text (RECORD.md refuses only C0 and DEL): kept */
    assert_int_equal(player_name_escape("a\xc2\x9b", out, sizeof out), 3);
    /* 32 `#` take 64 bytes escaped; a longer name is cut after 32 characters */
    char hashes[41];
    memset(hashes, '#', 40);
    hashes[40] = '\0';
    assert_int_equal(player_name_escape(hashes, out, sizeof out), 64);
    const char *why;
    char back[GAME_NAME_MAX];
    assert_int_equal(player_name_parse(out, back, sizeof back, &why), 0);
    assert_int_equal(strlen(back), 32);
    /* too small a buffer: nothing rather than half a name */
    char tiny[3];
    assert_int_equal(player_name_escape("Ann", tiny, sizeof tiny), 0);
    assert_string_equal(tiny, "");
}

static void test_normalise(void **state)
{
    (void)state;
    char out[GAME_NAME_MAX];
    assert_int_equal(player_name_normalise("  Ann of Foix  ", out, sizeof out), 0);
    assert_string_equal(out, "Ann of Foix");
    assert_int_equal(player_name_normalise("    ", out, sizeof out), 0);
    assert_string_equal(out, "");
    assert_int_equal(player_name_normalise("#1 \\ Ann", out, sizeof out), 0);
    assert_string_equal(out, "#1 \\ Ann");
    /* control characters (tab, ESC, DEL, C1 CSI) and broken UTF-8 are refused */
    assert_int_equal(player_name_normalise("a\tb", out, sizeof out), -1);
    assert_int_equal(player_name_normalise("a\x1b]52;c;aGk=\x07", out, sizeof out), -1);
    assert_int_equal(player_name_normalise("a\x7f", out, sizeof out), -1);
    assert_int_equal(player_name_normalise("a\xc2\x9b"
                                           "31m",
                                           out, sizeof out),
                     -1);
    assert_int_equal(player_name_normalise("\xe9t\xe9", out, sizeof out), -1);
    assert_string_equal(out, "");
    /* cut after 32 characters, then trimmed: 31 letters, a space, more */
    assert_int_equal(player_name_normalise("abcdefghijklmnopqrstuvwxyz01234 tail", out, sizeof out),
                     0);
    assert_string_equal(out, "abcdefghijklmnopqrstuvwxyz01234");
    /* 40 two-byte characters: 32 of them, 64 bytes */
    char e[81] = "";
    for (int i = 0; i < 40; i++) strcat(e, "\xc3\xa9");
    assert_int_equal(player_name_normalise(e, out, sizeof out), 0);
    assert_int_equal(strlen(out), 64);
    assert_int_equal(player_name_chars(out), 32);
}

static void test_text_escape(void **state)
{
    (void)state;
    char out[64];
    text_escape_str(out, sizeof out, "farmers\x1b]52;c;aGk=\x07");
    assert_string_equal(out, "farmers\\x1b]52;c;aGk=\\x07");
    text_escape_str(out, sizeof out, "caf\xc3\xa9 \xff \xc2\x9b \xed\xa0\x80");
    /* é stays; a stray byte, the C1 CSI and a UTF-16 surrogate do not */
    assert_string_equal(out, "caf\xc3\xa9 \\xff \\xc2\\x9b \\xed\\xa0\\x80");
    /* never half an escape or half a character when the room runs out */
    char small[6];
    text_escape_str(small, sizeof small,
                    "ab\x1b"
                    "cd");
    assert_string_equal(small, "ab");
    text_escape_str(small, sizeof small, "abcd\xc3\xa9");
    assert_string_equal(small, "abcd");
    size_t at = 99;
    assert_null(text_check_line("a\tb \xc3\xa9", 6, &at));
    assert_non_null(text_check_line("ab\rc", 4, &at));
    assert_int_equal(at, 2);
    assert_non_null(text_check_line("ab\xc0\x80", 4, &at)); /* overlong NUL */
    assert_int_equal(at, 2);
    assert_non_null(text_check_line("\xf4\x90\x80\x80", 4, &at)); /* past U+10FFFF */
}

/* A GameSetup with names, written and read back. */
static void test_round_trip(void **state)
{
    (void)state;
    GameSetup s;
    memset(&s, 0, sizeof s);
    s.nplayers = 4;
    for (int i = 0; i < 4; i++) s.colour[i] = (uint8_t)i;
    s.expansions = EXP_FARMERS;
    s.has_seed = 1;
    s.seed = 7;
    snprintf(s.name[0], GAME_NAME_MAX, "#1 \\ Ann");
    snprintf(s.name[1], GAME_NAME_MAX, "Bo # b");
    snprintf(s.name[2], GAME_NAME_MAX, "   ");
    snprintf(s.name[3], GAME_NAME_MAX, "#");
    char err[256];
    Game *g = game_new(test_tileset(), &s, err, sizeof err);
    assert_non_null(g);
    char *text = record_write(g);
    assert_non_null(text);
    assert_non_null(strstr(text, "\nname red \\#1 \\\\ Ann\n"));
    assert_non_null(strstr(text, "\nname blue Bo \\# b\n"));
    assert_null(strstr(text, "name green"));
    assert_non_null(strstr(text, "\nname yellow \\#\n"));
    Game *h = test_replay(text);
    assert_string_equal(game_player_name(h, 0), "#1 \\ Ann");
    assert_string_equal(game_player_name(h, 1), "Bo # b");
    assert_string_equal(game_player_name(h, 2), "green");
    assert_string_equal(game_player_name(h, 3), "#");
    game_free(h);
    game_free(g);
    free(text);
    /* a name of several words comes back whole */
    g = test_replay("troubadour-record 1\nplayers red blue\nname red Ann of Foix  # host\n");
    assert_string_equal(game_player_name(g, 0), "Ann of Foix");
    game_free(g);
}

static void expect_no_raw_control(const char *text, int line, const char *what)
{
    test_replay_refused(text, line, what);
    RecordError err;
    assert_null(record_replay(test_tileset(), text, strlen(text), &err));
    for (const char *p = err.msg; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f) fail_msg("raw control byte in: %s", err.msg);
    assert_null(text_check_line(err.msg, strlen(err.msg), NULL));
}

static void test_refused_bytes(void **state)
{
    (void)state;
    /* an OSC 52 clipboard write in the expansions line */
    expect_no_raw_control(
        "troubadour-record 1\nplayers red blue\nexpansions farmers\x1b]52;c;aGk=\x07\n", 3,
        "control character (\\x1b in column 19)");
    /* an ESC in a name; a window-title change in a comment */
    expect_no_raw_control("troubadour-record 1\nplayers red blue\nname red A\x1b[2J\n", 3,
                          "control character (\\x1b in column 11)");
    expect_no_raw_control("troubadour-record 1\nplayers red blue\n# \x1b]0;owned\x07\n", 3,
                          "control character");
    /* bytes that are not UTF-8, in a name and in an unknown word */
    expect_no_raw_control("troubadour-record 1\nplayers red blue\nname blue B\xe9\n", 3,
                          "not valid UTF-8 (\\xe9 in column 12)");
    expect_no_raw_control("troubadour-record 1\nplayers red blue\ndeck U\n\xc3\x28 1 0 0\n", 4,
                          "not valid UTF-8");
    /* a NUL, a lone CR inside a line, DEL */
    static const char nul[] = "troubadour-record 1\nplayers red\0 blue\n";
    RecordError err;
    assert_null(record_replay(test_tileset(), nul, sizeof nul - 1, &err));
    assert_int_equal(err.line, 2);
    assert_non_null(strstr(err.msg, "control character (\\x00 in column 12)"));
    expect_no_raw_control("troubadour-record 1\nplayers red\r blue\n", 2,
                          "control character (\\x0d");
    expect_no_raw_control("troubadour-record 1\x7f\n", 1, "control character (\\x7f");
    /* tab is allowed, and so is CR LF */
    Game *g = test_replay("troubadour-record 1\r\nplayers\tred\tblue\r\nname red \tAnn\t\r\n");
    assert_string_equal(game_player_name(g, 0), "Ann");
    game_free(g);
    /* the bad line is the first one: a later bad name does not hide it */
    test_replay_refused(
        "troubadour-record 1\nplayers red blue\nexpansions fa\x01rmers\nname red a\\b\n", 3,
        "control character");
}

static void test_names_refused(void **state)
{
    (void)state;
    test_replay_refused("troubadour-record 1\nplayers red blue\nname red #1 Ann\n", 3,
                        "`name` needs a colour and a name");
    test_replay_refused("troubadour-record 1\nplayers red blue\nname red C:\\games\n", 3,
                        "backslash");
    test_replay_refused("troubadour-record 1\nplayers red blue\n"
                        "name red abcdefghijklmnopqrstuvwxyz0123456\n",
                        3, "longer than 32 characters");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse),         cmocka_unit_test(test_escape),
        cmocka_unit_test(test_normalise),     cmocka_unit_test(test_text_escape),
        cmocka_unit_test(test_round_trip),    cmocka_unit_test(test_refused_bytes),
        cmocka_unit_test(test_names_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
