/* Text from files, checked and made safe to print: UTF-8 validation, control characters, and
 * the one escaping helper every message quoting file text goes through. */
#ifndef TROUBADOUR_TEXT_CHECK_H
#define TROUBADOUR_TEXT_CHECK_H

#include <stddef.h>

/* Length (1 to 4) of the valid UTF-8 sequence at s (n bytes available), or 0 when the bytes at
 * s are not valid UTF-8 (overlong forms, surrogates and code points past U+10FFFF included). */
size_t text_utf8_len(const char *s, size_t n);

/* Checks n bytes of a line: valid UTF-8 holding no control character but tab (U+0000-U+001F,
 * U+007F; docs/record-format.md). Returns NULL when the text is fine, else a short reason ("holds a control
 * character", "is not valid UTF-8") with the offset of the first bad byte in *at. */
const char *text_check_line(const char *s, size_t n, size_t *at);

/* Copies n bytes of s into out (size bytes, always NUL-terminated) with every control
 * character (C0, DEL, C1) and every byte that is not part of valid UTF-8 written as \xNN, so
 * the result is safe on a terminal and valid UTF-8. Never cuts an escape or a character in
 * two; what does not fit is dropped. Returns the length written. */
size_t text_escape(char *out, size_t size, const char *s, size_t n);

/* text_escape of a NUL-terminated string. */
size_t text_escape_str(char *out, size_t size, const char *s);

/* Escapes a NUL-terminated string in place (buf holds size bytes); the text is cut when the
 * escapes make it longer than the buffer. */
void text_escape_inplace(char *buf, size_t size);

#endif
