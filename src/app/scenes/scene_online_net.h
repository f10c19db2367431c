/* Play online: the connection of this machine to a server (net_client.h), and the server
 * itself on a worker thread when this machine hosts (net_server.h). It is the online
 * session's source (session.h): installed in app->session.online, freed by session_end. The
 * Play online screens, the lobby and the game scene's online overlay read it from there. */
#ifndef TROUBADOUR_SCENE_ONLINE_NET_H
#define TROUBADOUR_SCENE_ONLINE_NET_H

#include <stddef.h>

#include "app.h"
#include "net_client.h"

#define ONLINE_CHAT_LINES 8
#define ONLINE_CHAT_MAX   200 /* characters of one chat line (docs/protocol.md) */

typedef struct OnlineNet OnlineNet;

/* Hosts: starts the server on port (every address) with its rooms in the user folder's
 * online/, connects to it and opens a room. Returns NULL with a sentence in err. */
OnlineNet *online_net_host(App *app, int port, const char *name, char *err, size_t errsize);
/* Joins the room code on the server at address ("host:port", or "host" for port 7447); an
 * empty code opens a new room there. Returns NULL with a sentence in err. */
OnlineNet *online_net_join(App *app, const char *address, const char *code, const char *name,
                           char *err, size_t errsize);
/* Ends any game and makes n the session's source (the session owns it from now on). */
void online_net_install(App *app, OnlineNet *n);
/* The session's online source, NULL when the session is not online. */
OnlineNet *online_net_of(const App *app);

/* Handles the traffic that came in (called by the scenes every frame). */
void online_net_service(OnlineNet *n);
NetClient *online_net_client(const OnlineNet *n);
int online_net_hosting(const OnlineNet *n);       /* the server runs in this program */
int online_net_is_host(const OnlineNet *n);       /* we hold seat 0: the room's options are ours */
int online_net_down(const OnlineNet *n);          /* the connection dropped; reconnecting */
const char *online_net_error(const OnlineNet *n); /* the server's last refusal, "" none */
/* A join that no server has answered for a few seconds: 1 with the sentence for the player
 * in msg, else 0 (a hosted game never). */
int online_net_unanswered(const OnlineNet *n, char *msg, size_t size);
/* A sentence the Play online screen shows the next time it opens (scene_online.c). */
void scene_online_notice(const char *msg);
/* What friends type to join: "192.168.1.20:7447, 10.0.0.3:7447" (this machine's addresses;
 * "" when hosting none). */
void online_net_addresses(const OnlineNet *n, char *buf, size_t size);
/* Another player at this machine takes the next seat. */
void online_net_add_local(OnlineNet *n, const char *name);
/* Chat: sends one line (trimmed to ONLINE_CHAT_MAX); the last lines received, oldest first. */
void online_net_chat(OnlineNet *n, const char *text);
int online_net_chat_count(const OnlineNet *n);
/* The line being typed in the game scene's chat field (kept here, across frames). */
char *online_net_chat_draft(OnlineNet *n, size_t *size);
const char *online_net_chat_line(const OnlineNet *n, int i);
/* The game started: the session's game becomes a copy of the server's. Returns 0, or -1
 * while there is no game yet. */
int online_net_begin_game(App *app, OnlineNet *n);

#endif
