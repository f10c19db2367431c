/* libFuzzer target: player names (RECORD.md, Names) and the escaping of quoted file text.
 * The input is the rest of a `name` line after the colour. Whatever is accepted is 1 to 32
 * characters of UTF-8 without control characters but tab, and the writer's escaped form reads
 * back to the same name; the typed-name normaliser and text_escape always give text that is
 * safe to show. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "player_name.h"
#include "text_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int no_control(const char *s, int allow_tab)
{
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if ((*p < 0x20 && !(allow_tab && *p == '\t')) || *p == 0x7f) return 0;
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096) return 0;
    char in[4097];
    memcpy(in, data, size);
    in[size] = '\0'; /* a NUL inside ends the line here, as in a C string */

    char name[GAME_NAME_MAX];
    const char *why = NULL;
    if (player_name_parse(in, name, sizeof name, &why) == 0) {
        size_t n = strlen(name);
        if (n == 0 || player_name_chars(name) > PLAYER_NAME_CHARS) abort();
        if (text_check_line(name, n, NULL)) abort();
        if (name[0] == ' ' || name[0] == '\t' || name[n - 1] == ' ' || name[n - 1] == '\t') abort();
        char esc[PLAYER_NAME_ESCAPED_MAX], back[GAME_NAME_MAX];
        if (player_name_escape(name, esc, sizeof esc) == 0) abort();
        if (player_name_parse(esc, back, sizeof back, &why) != 0 || strcmp(back, name) != 0)
            abort();
    } else if (!why || !*why) {
        abort();
    }

    char typed[GAME_NAME_MAX];
    if (player_name_normalise(in, typed, sizeof typed) == 0) {
        if (player_name_chars(typed) > PLAYER_NAME_CHARS || !no_control(typed, 0)) abort();
        if (text_check_line(typed, strlen(typed), NULL)) abort();
        char again[GAME_NAME_MAX];
        if (player_name_normalise(typed, again, sizeof again) != 0 || strcmp(again, typed) != 0)
            abort();
    } else if (typed[0]) {
        abort();
    }

    char shown[512];
    size_t l = text_escape(shown, sizeof shown, (const char *)data, size);
    if (l != strlen(shown) || !no_control(shown, 0) || text_check_line(shown, l, NULL)) abort();
    return 0;
}
