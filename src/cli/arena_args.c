/* troubadour-cli arena's option values: the expansions, --plan and the numbers. Each says
 * what is wrong on stderr (quoted input escaped) and returns -1, or returns 0. */
#define _POSIX_C_SOURCE 200809L
#include "arena_args.h"
#include "i18n.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "text_check.h"

int arena_parse_exp(const char *list, unsigned *out)
{
    static const char *const names[4] = {"farmers", "festival", "village-life", "royal-privileges"};
    *out = 0;
    if (strcmp(list, "all") == 0) {
        *out = EXP_ALL;
        return 0;
    }
    if (strcmp(list, "none") == 0 || strcmp(list, "base") == 0 || !*list) return 0;
    char buf[256];
    if (strlen(list) >= sizeof buf) {
        fprintf(stderr, _("troubadour-cli arena: --expansions is longer than 255 characters\n"));
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
            fprintf(stderr, _("troubadour-cli arena: unknown expansion `%s`\n"), shown);
            return -1;
        }
        *out |= 1u << found;
    }
    return 0;
}

/* --plan all, or bot numbers from 1 to nbots separated by commas, into a bit per bot. */
int arena_parse_plan(const char *list, int nbots, unsigned *out)
{
    *out = 0;
    if (strcmp(list, "all") == 0) {
        *out = (1u << nbots) - 1;
        return 0;
    }
    for (const char *c = list;;) {
        char *end;
        errno = 0;
        long b = strtol(c, &end, 10);
        if (end == c || errno || b < 1 || b > nbots || (*end && *end != ',') || *c == '-' ||
            *c == '+' || *c == ' ') {
            fprintf(stderr,
                    _("troubadour-cli arena: --plan needs all or bot numbers from 1 to %d, "
                      "separated by commas\n"),
                    nbots);
            return -1;
        }
        *out |= 1u << (b - 1);
        if (!*end) return 0;
        c = end + 1;
    }
}

int arena_parse_num(const char *opt, const char *s, double lo, double hi, double *out)
{
    char *end;
    errno = 0;
    double v = s ? strtod(s, &end) : 0;
    if (!s || !*s || *end || errno || !(v >= lo && v <= hi)) {
        fprintf(stderr, _("troubadour-cli arena: %s needs a number from %g to %g\n"), opt, lo, hi);
        return -1;
    }
    *out = v;
    return 0;
}
