/* troubadour-cli arena's option values (see arena_args.c). */
#ifndef TROUBADOUR_ARENA_ARGS_H
#define TROUBADOUR_ARENA_ARGS_H

/* --expansions: farmers,festival,village-life,royal-privileges, all, none (or base, or
 * empty) into EXP_* bits. */
int arena_parse_exp(const char *list, unsigned *out);
/* --plan: all, or bot numbers from 1 to nbots separated by commas, into a bit per bot. */
int arena_parse_plan(const char *list, int nbots, unsigned *out);
/* A number from lo to hi for option opt (s NULL: the option had no value). */
int arena_parse_num(const char *opt, const char *s, double lo, double hi, double *out);

#endif
