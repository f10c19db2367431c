/* The setup screen's last choices (seats, names, bots, expansions), kept in setup.txt in the
 * per-user folder so that the next start offers the same game. A damaged file is reported and
 * the defaults are used: never fatal. */
#ifndef TROUBADOUR_LAST_SETUP_H
#define TROUBADOUR_LAST_SETUP_H

#include <stddef.h>

#include "session.h"

/* Writes ng (not its seed) to path atomically; returns 0 or -1 with err. */
int last_setup_save(const NewGame *ng, const char *path, char *err, size_t errsize);
/* Reads path into ng. Returns 0 when read, 1 when there is no file (ng untouched), -1 when it
 * is damaged (reported on stderr with path:line, ng untouched). */
int last_setup_load(NewGame *ng, const char *path);
/* Parses the text of a setup file (for tests); same returns, name is used in messages. */
int last_setup_parse(NewGame *ng, const char *text, const char *name);

#endif
