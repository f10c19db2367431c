/* libFuzzer target: the client's parser of server messages (sync records, lines, draws,
 * seat tables...), messages separated by 0x1E. */
#include <stdint.h>

#include "fuzz_net_common.h"
#include "net_client.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[256];
    NetClient *c = net_client_new(NULL, fuzz_tiles(), NULL, 0, NULL, NULL, err, sizeof err);
    size_t i = 0;
    while (i < size) {
        size_t j = i;
        while (j < size && data[j] != 0x1E) j++;
        net_client_feed(c, (const char *)data + i, j - i);
        i = j + 1;
    }
    const Game *g = net_client_game(c);
    if (g) (void)game_phase(g);
    net_client_free(c);
    return 0;
}
