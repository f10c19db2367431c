#include "script_pad.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui.h"

struct ScriptPad {
    SDL_Joystick *joy; /* the virtual controller's joystick, NULL before pad-attach */
    int device;
    int held; /* the button to release next frame, -1 none */
};

ScriptPad *script_pad_new(void)
{
    ScriptPad *p = calloc(1, sizeof *p);
    if (p) p->held = -1;
    return p;
}

void script_pad_free(ScriptPad *p)
{
    if (!p) return;
    if (p->joy) {
        SDL_JoystickClose(p->joy);
        SDL_JoystickDetachVirtual(p->device);
    }
    free(p);
}

static void push_button(int button, int down)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP;
    e.cbutton.which = -1;
    e.cbutton.button = (Uint8)button;
    e.cbutton.state = down ? SDL_PRESSED : SDL_RELEASED;
    SDL_PushEvent(&e);
}

static void set_button(ScriptPad *p, int button, int down)
{
    if (p->joy)
        SDL_JoystickSetVirtualButton(p->joy, button, down ? SDL_PRESSED : SDL_RELEASED);
    else
        push_button(button, down);
}

int script_pad_step(ScriptPad *p)
{
    if (p->held < 0) return 0;
    set_button(p, p->held, 0);
    p->held = -1;
    return 1;
}

static int parse_value(const char *s, long *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || *end) return -1;
    *out = v;
    return 0;
}

int script_pad_command(ScriptPad *p, App *app, char **w, int nw, char *err, size_t errsize)
{
    err[0] = '\0';
    if (strcmp(w[0], "pad-attach") == 0) {
        if (p->joy) return 0;
        /* the dummy video driver's window never has the focus, and SDL drops a controller's
         * input to a program without it */
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
        int dev = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER,
                                            SDL_CONTROLLER_AXIS_MAX, SDL_CONTROLLER_BUTTON_MAX, 0);
        p->joy = dev >= 0 ? SDL_JoystickOpen(dev) : NULL;
        if (!p->joy) {
            snprintf(err, errsize, "pad-attach: no virtual controller (%s)", SDL_GetError());
            return -1;
        }
        p->device = dev;
        return 1;
    }
    if (strcmp(w[0], "pad") == 0) {
        int b =
            nw == 2 ? SDL_GameControllerGetButtonFromString(w[1]) : SDL_CONTROLLER_BUTTON_INVALID;
        if (b == SDL_CONTROLLER_BUTTON_INVALID) {
            snprintf(err, errsize, "pad needs a button name (a, b, start, dpleft...)");
            return -1;
        }
        set_button(p, b, 1);
        p->held = b;
        return 1;
    }
    if (strcmp(w[0], "pad-axis") == 0) {
        long v;
        int a = nw == 3 ? SDL_GameControllerGetAxisFromString(w[1]) : SDL_CONTROLLER_AXIS_INVALID;
        if (a == SDL_CONTROLLER_AXIS_INVALID || parse_value(w[2], &v) || v < -32768 || v > 32767) {
            snprintf(err, errsize, "pad-axis needs an axis name and a value -32768..32767");
            return -1;
        }
        if (p->joy) {
            SDL_JoystickSetVirtualAxis(p->joy, a, (Sint16)v);
        } else {
            SDL_Event e;
            memset(&e, 0, sizeof e);
            e.type = SDL_CONTROLLERAXISMOTION;
            e.caxis.which = -1;
            e.caxis.axis = (Uint8)a;
            e.caxis.value = (Sint16)v;
            SDL_PushEvent(&e);
        }
        return 1;
    }
    if (strcmp(w[0], "expect-nav") == 0) {
        const char *cur = ui_nav_current(app->uis);
        if (nw != 2 || strcmp(cur, w[1]) != 0) {
            snprintf(err, errsize, "expected the highlight on `%s`, but it is on `%s`",
                     nw > 1 ? w[1] : "?", cur[0] ? cur : "nothing");
            return -1;
        }
        return 0;
    }
    return 2;
}
