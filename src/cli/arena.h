/* troubadour-cli arena: matches between bots. */
#ifndef TROUBADOUR_ARENA_H
#define TROUBADOUR_ARENA_H

#include <stdio.h>

/* Runs `arena` with the options after the command name; returns the exit status. */
int cmd_arena(int argc, char **argv);
/* Prints arena's options (`troubadour-cli arena --help`). */
void arena_usage(FILE *to);

#endif
