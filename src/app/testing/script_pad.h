/* The script player's game controller (testing/script.c): a virtual controller attached
 * through SDL's virtual joystick API, so that its buttons and sticks reach the program through
 * the real SDL_GameController path (device added, opened by the shell, button and axis
 * events), exactly as a plugged-in controller's would. Commands:
 *   pad-attach             plug in a virtual controller (SDL_CONTROLLERDEVICEADDED follows)
 *   pad BUTTON             press a button, release it the next frame (SDL names: a b x y
 *                          back start leftshoulder rightshoulder dpup dpdown dpleft dpright)
 *   pad-axis AXIS VALUE    move a stick or trigger (leftx lefty rightx righty lefttrigger
 *                          righttrigger; -32768..32767)
 *   expect-nav ID          fail unless the widget ID carries the controller's highlight
 * Without pad-attach, pad and pad-axis push SDL_CONTROLLER* events into the queue instead. */
#ifndef TROUBADOUR_SCRIPT_PAD_H
#define TROUBADOUR_SCRIPT_PAD_H

#include <stddef.h>

#include "app.h"

typedef struct ScriptPad ScriptPad;

ScriptPad *script_pad_new(void);
void script_pad_free(ScriptPad *p);
/* Once per frame before the commands: releases the button pressed last frame. Returns 1 when
 * it did (that frame is used up). */
int script_pad_step(ScriptPad *p);
/* Runs the command w[0..nw-1] when it is one of the above: returns 1 when it needs a frame to
 * pass, 0 when the script goes on, -1 with err filled on failure; 2 when it is not a pad
 * command. */
int script_pad_command(ScriptPad *p, App *app, char **w, int nw, char *err, size_t errsize);

#endif
