/* The Troubadour online protocol, version NET_PROTOCOL_VERSION (docs/protocol.md): every
 * message is one ENet packet of UTF-8 text, a verb and words separated by single spaces.
 * These helpers check a packet (size, UTF-8, no control bytes), split it into words and read
 * the small values the messages carry. Nothing here allocates or touches the network. */
#ifndef TROUBADOUR_NET_PROTO_H
#define TROUBADOUR_NET_PROTO_H

#include <stddef.h>
#include <stdint.h>

#define NET_PROTOCOL_VERSION 1
#define NET_MAX_CLIENT_MSG   512       /* bytes a client may send in one message */
#define NET_MAX_SERVER_MSG   16384     /* bytes a server message may hold (a whole record) */
#define NET_SOCKET_BUFFER    (4 << 20) /* bytes of UDP socket buffer asked for (server, net-load) */
#define NET_MAX_WORDS        40
#define NET_CODE_LEN         8   /* join codes: 8 of 32 letters and digits, 40 bits */
#define NET_SECRET_LEN       32  /* seat secrets: 32 hex digits, 128 bits */
#define NET_NAME_MAX         32  /* code points in a player name */
#define NET_CHAT_MAX         200 /* code points in a chat line */
#define NET_DEFAULT_PORT     7447

typedef struct NetWords {
    int n;
    const char *w[NET_MAX_WORDS];
    const char *rest[NET_MAX_WORDS]; /* the text from word i to the end of the line */
    char buf[NET_MAX_SERVER_MSG + 1];
    char line[NET_MAX_SERVER_MSG + 1];
} NetWords;

/* Checks that a packet of len bytes is at most max bytes of valid UTF-8 without control
 * characters (newline allowed only when multiline). Returns 0, or -1 with a sentence. */
int net_text_check(const char *data, size_t len, size_t max, int multiline, char *err,
                   size_t errsize);

/* Splits the first line of a checked text into words (single spaces, no empty word). The
 * words point into w->buf. Returns 0, or -1 with a sentence (too many words, double spaces). */
int net_words_split(NetWords *w, const char *text, size_t len, char *err, size_t errsize);

/* A whole number in [lo, hi] written in plain decimal (no sign for >= 0, no leading zeros). */
int net_parse_int(const char *s, long lo, long hi, long *out);

/* Join codes, secrets and names as the protocol allows them. */
int net_code_valid(const char *s);
int net_secret_valid(const char *s);
/* A player name: 1..NET_NAME_MAX code points, no `#` or `\`, no spaces at either end. */
int net_name_valid(const char *s);
/* Code points in a valid UTF-8 string. */
size_t net_utf8_length(const char *s);

/* Fresh random join code / secret from the system's random source (NUL-terminated). Returns
 * 0, or -1 when the system gives no randomness. */
int net_random_code(char out[NET_CODE_LEN + 1]);
int net_random_secret(char out[NET_SECRET_LEN + 1]);
int net_random_u64(uint64_t *out);

/* Expansion lists as the CLI and the protocol write them: "farmers,festival" or "none". */
int net_expansions_parse(const char *list, unsigned *out);
void net_expansions_format(unsigned exp, char *buf, size_t size);

/* Copies text for a log line, replacing anything outside printable ASCII by '?'. */
void net_text_escape(const char *s, char *out, size_t size);

#endif
