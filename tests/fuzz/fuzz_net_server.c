/* libFuzzer target: the server core's message parser and everything behind it. The input is
 * a sequence of messages separated by 0x1E; each one's first byte picks the connection
 * (0-3), or 0xFE runs the bots' tick, 0xFF drops that connection. Connection 0's replies go
 * to a client's parser too, which must accept every message a server sends. */
#include <stdint.h>
#include <string.h>

#include "fuzz_net_common.h"
#include "net_client.h"
#include "net_server.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static NetClient *mirror;

static void on_send(void *ctx, int conn, const char *msg, size_t len)
{
    (void)ctx;
    if (conn == 0 && mirror && net_client_feed(mirror, msg, len) != 0) {
        fprintf(stderr, "the client refused a server message: %s\n%.*s\n",
                net_client_last_error(mirror), (int)len, msg);
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[256];
    NetCoreHooks h = {NULL, on_send, NULL, NULL};
    NetCoreOptions o = {NULL, 1e6, 1e6};
    NetCore *c = net_core_new(fuzz_tiles(), &o, &h, err, sizeof err);
    mirror = net_client_new(NULL, fuzz_tiles(), NULL, 0, NULL, NULL, err, sizeof err);
    for (int k = 0; k < 4; k++) net_core_connect(c, k);
    double now = 1;
    size_t i = 0;
    while (i < size) {
        size_t j = i;
        while (j < size && data[j] != 0x1E) j++;
        if (j > i) {
            uint8_t who = data[i];
            if (who == 0xFE)
                net_core_tick(c, now += 100);
            else if (who == 0xFF) {
                net_core_disconnect(c, 1);
                net_core_connect(c, 1);
            } else
                net_core_message(c, who & 3, (const char *)data + i + 1, j - i - 1, now += 0.01);
        }
        i = j + 1;
    }
    net_client_free(mirror);
    mirror = NULL;
    net_core_free(c);
    return 0;
}
