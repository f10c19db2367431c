/* Shared helpers for the cmocka tests. */
#ifndef TROUBADOUR_TEST_UTIL_H
#define TROUBADOUR_TEST_UTIL_H

#include "tileset.h"

/* The real tile set from $TROUBADOUR_DATA (loaded once; aborts the test run if missing). */
const Tileset *test_tileset(void);

#endif
