/* troubadour-cli arena: matches between bots. */
#ifndef TROUBADOUR_ARENA_H
#define TROUBADOUR_ARENA_H

/* Runs `arena` with the options after the command name; returns the exit status. */
int cmd_arena(int argc, char **argv);

#endif
