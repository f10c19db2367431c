/* A player's name as the setup screen's field takes it, keystroke by keystroke (the record
 * format: 1 to 32 characters, trimmed, no control characters): it drops what a record would
 * refuse, where the core's player_name_normalise refuses it. No SDL here. */
#ifndef TROUBADOUR_NAME_FIELD_H
#define TROUBADOUR_NAME_FIELD_H

#define PLAYER_NAME_CHARS 32

/* While typing: drops control characters (C0, DEL, C1) and bytes that are not UTF-8, and
 * cuts the name to PLAYER_NAME_CHARS characters. Returns 1 when it changed name. */
int player_name_clean(char *name);
/* When the name is taken: spaces and tabs at both ends go (all spaces: ""). */
void player_name_trim(char *name);

#endif
