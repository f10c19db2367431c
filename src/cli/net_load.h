/* troubadour-cli net-load: bots playing whole games on a server, one connection per seat. */
#ifndef TROUBADOUR_NET_LOAD_H
#define TROUBADOUR_NET_LOAD_H

int cmd_net_load(int argc, char **argv);

#endif
