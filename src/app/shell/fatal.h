/* The one way a start-up failure ends the program: it names what failed and why, on stderr
 * and, when a display is available, in a message box. */
#ifndef TROUBADOUR_FATAL_H
#define TROUBADOUR_FATAL_H

/* what: a short phrase ("no display", "game data missing"); detail: the sentence saying what
 * was tried. Never returns. */
_Noreturn void fatal_startup(const char *what, const char *detail);

#endif
