/* libFuzzer target: the server's room file parser (CODE.room in its data folder). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "net_core_internal.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = 0;
    NetRoom *r = calloc(1, sizeof *r);
    char err[256];
    if (r) store_parse_room(r, "ABCDEFGH", text, size, err, sizeof err);
    free(r);
    free(text);
    return 0;
}
