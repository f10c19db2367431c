/* Player display names (docs/record-format.md, Names): reading a record's `name` line, writing
 * it back escaped, and normalising a name typed on the setup screen. */
#ifndef TROUBADOUR_PLAYER_NAME_H
#define TROUBADOUR_PLAYER_NAME_H

#include <stddef.h>

/* A name has 1 to PLAYER_NAME_CHARS characters (Unicode code points); GAME_NAME_MAX in game.h
 * holds that many 4-byte characters and the NUL. */
#define PLAYER_NAME_CHARS 32

/* Reads the name from the rest of a `name` line after the colour (comment included): the
 * text up to the first unescaped `#`, without spaces or tabs at either end, `\#` read as `#`
 * and `\\` as `\`. Writes it NUL-terminated into out (size bytes). Returns 0, or -1 with a
 * sentence in *why: a backslash before another character, an empty name, more than 32
 * characters, a control character or bytes that are not UTF-8, or a name too long for out. */
int player_name_parse(const char *rest, char *out, size_t size, const char **why);

/* Writes name as a record spells it after the colour: spaces and tabs at either end removed,
 * cut after 32 characters, `#` as `\#` and `\` as `\\`. Returns the length written; 0 (out
 * holds "") means the record gets no `name` line for this seat: the name is empty or only
 * spaces, holds a C0 control character but tab or DEL, or is not UTF-8, or does not fit in size
 * bytes (PLAYER_NAME_ESCAPED_MAX always fits). */
size_t player_name_escape(const char *name, char *out, size_t size);

/* Room for the longest escaped name and its NUL. */
#define PLAYER_NAME_ESCAPED_MAX (PLAYER_NAME_CHARS * 4 + 1)

/* Normalises a typed (or stored) name: spaces at either end removed, cut after 32 characters
 * (then trimmed again). Returns 0 with the result in out ("" for an empty or all-space name:
 * the seat shows its colour name), or -1 with out = "" when the text holds a control
 * character (C0, DEL or C1; tab included) or is not valid UTF-8. */
int player_name_normalise(const char *typed, char *out, size_t size);

/* Number of characters (code points) of a valid UTF-8 string. */
size_t player_name_chars(const char *name);

#endif
