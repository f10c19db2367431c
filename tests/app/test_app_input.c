/* The input translation (shell/input_sdl.c): what keys, the mouse and a game controller mean,
 * as the controls in assets/rules.txt describe them. No window: SDL events are built by hand. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "input_sdl.h"

static int translate(InputSdl *in, const SDL_Event *e, InputEvent *out)
{
    return input_sdl_translate(in, e, 2.0f, out);
}

static InputSdl fresh(void)
{
    InputSdl in;
    memset(&in, 0, sizeof in);
    in.stick_dir = IN_DIR_NONE;
    return in;
}

static InputEvent key(SDL_Keycode k, Uint16 mod)
{
    InputSdl in = fresh();
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    e.key.keysym.mod = mod;
    InputEvent out[INPUT_SDL_MAX_OUT];
    assert_true(translate(&in, &e, out) >= 1);
    assert_int_equal(out[0].kind, IN_ACTION);
    assert_int_equal(out[0].source, IN_SRC_KEYBOARD);
    return out[0];
}

static InputEvent button(int b)
{
    InputSdl in = fresh();
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_CONTROLLERBUTTONDOWN;
    e.cbutton.which = -1;
    e.cbutton.button = (Uint8)b;
    InputEvent out[INPUT_SDL_MAX_OUT];
    assert_int_equal(translate(&in, &e, out), 1);
    assert_int_equal(out[0].source, IN_SRC_CONTROLLER);
    return out[0];
}

static void keys_mean_actions(void **st)
{
    (void)st;
    assert_int_equal(key(SDLK_r, 0).action, IA_ROTATE_CW);
    assert_int_equal(key(SDLK_r, KMOD_LSHIFT).action, IA_ROTATE_CCW);
    assert_int_equal(key(SDLK_RETURN, 0).action, IA_CONFIRM);
    assert_int_equal(key(SDLK_KP_ENTER, 0).action, IA_CONFIRM);
    assert_int_equal(key(SDLK_SPACE, 0).action, IA_CONTINUE);
    assert_int_equal(key(SDLK_BACKSPACE, 0).action, IA_TAKE_BACK);
    assert_int_equal(key(SDLK_z, KMOD_LCTRL).action, IA_TAKE_BACK);
    assert_int_equal(key(SDLK_z, 0).action, IA_NONE);
    assert_int_equal(key(SDLK_TAB, 0).action, IA_NEXT_SPOT);
    assert_int_equal(key(SDLK_TAB, KMOD_LSHIFT).action, IA_PREV_SPOT);
    assert_int_equal(key(SDLK_ESCAPE, 0).action, IA_BACK);
    assert_int_equal(key(SDLK_s, KMOD_LCTRL).action, IA_SAVE);
    assert_int_equal(key(SDLK_q, KMOD_LCTRL).action, IA_QUIT);
    assert_int_equal(key(SDLK_q, 0).action, IA_NONE);
    assert_int_equal(key(SDLK_a, KMOD_LCTRL).action, IA_SELECT_ALL);
    assert_int_equal(key(SDLK_a, 0).action, IA_NONE);
    assert_int_equal(key(SDLK_F11, 0).action, IA_FULLSCREEN);
    assert_int_equal(key(SDLK_EQUALS, 0).action, IA_ZOOM_IN);
    assert_int_equal(key(SDLK_KP_MINUS, 0).action, IA_ZOOM_OUT);
    assert_int_equal(key(SDLK_c, 0).action, IA_CENTRE);
    assert_int_equal(key(SDLK_c, KMOD_LCTRL).action, IA_NONE);
    /* arrows move; W is the windmill and also points up (a token's direction) */
    InputEvent left = key(SDLK_LEFT, 0), w = key(SDLK_w, 0), d = key(SDLK_d, 0);
    assert_int_equal(left.action, IA_MOVE);
    assert_int_equal(left.dir, IN_DIR_LEFT);
    assert_int_equal(w.action, IA_WINDMILL);
    assert_int_equal(w.dir, IN_DIR_UP);
    assert_int_equal(d.action, IA_NONE);
    assert_int_equal(d.dir, IN_DIR_RIGHT);
}

static void pointer_in_output_pixels(void **st)
{
    (void)st;
    InputSdl in = fresh();
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEBUTTONUP;
    e.button.button = SDL_BUTTON_RIGHT;
    e.button.x = 10;
    e.button.y = 7;
    InputEvent out[INPUT_SDL_MAX_OUT];
    assert_int_equal(translate(&in, &e, out), 1);
    assert_int_equal(out[0].kind, IN_POINTER_UP);
    assert_int_equal(out[0].button, IN_BUTTON_SECONDARY);
    assert_true(out[0].x == 20.0f && out[0].y == 14.0f); /* 2 pixels per point */
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = 1;
    e.wheel.direction = SDL_MOUSEWHEEL_FLIPPED;
    assert_int_equal(translate(&in, &e, out), 1);
    assert_int_equal(out[0].wheel, -1);
    e.wheel.y = 0; /* a sideways wheel step means nothing */
    assert_int_equal(translate(&in, &e, out), 0);
}

static void controller_buttons(void **st)
{
    (void)st;
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_A).action, IA_CONFIRM);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_B).action, IA_TAKE_BACK);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_START).action, IA_MENU);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_LEFTSHOULDER).action, IA_ROTATE_CCW);
    assert_int_equal(button(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER).action, IA_ROTATE_CW);
    InputEvent down = button(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    assert_int_equal(down.action, IA_MOVE);
    assert_int_equal(down.dir, IN_DIR_DOWN);
}

static void controller_stick_steps(void **st)
{
    (void)st;
    InputSdl in = fresh();
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_CONTROLLERAXISMOTION;
    e.caxis.which = -1;
    e.caxis.axis = SDL_CONTROLLER_AXIS_LEFTX;
    e.caxis.value = -30000;
    InputEvent out[INPUT_SDL_MAX_OUT];
    in.now_ms = 1000;
    assert_int_equal(translate(&in, &e, out), 1);
    assert_int_equal(out[0].action, IA_MOVE);
    assert_int_equal(out[0].dir, IN_DIR_LEFT);
    e.caxis.value = -29000; /* still held: no second step from the event */
    assert_int_equal(translate(&in, &e, out), 0);
    /* held: a step again after 400 ms, then every 160 ms */
    assert_int_equal(input_sdl_frame(&in, 1399, out), 0);
    assert_int_equal(input_sdl_frame(&in, 1400, out), 1);
    assert_int_equal(out[0].dir, IN_DIR_LEFT);
    assert_int_equal(input_sdl_frame(&in, 1559, out), 0);
    assert_int_equal(input_sdl_frame(&in, 1560, out), 1);
    e.caxis.value = 0; /* let go */
    assert_int_equal(translate(&in, &e, out), 0);
    assert_int_equal(input_sdl_frame(&in, 5000, out), 0);
    /* the right stick pans: a hold event with the stick's direction */
    e.caxis.axis = SDL_CONTROLLER_AXIS_RIGHTY;
    e.caxis.value = 32767;
    assert_int_equal(translate(&in, &e, out), 1);
    assert_int_equal(out[0].kind, IN_HOLD);
    assert_true(out[0].hold_y == 1.0f && out[0].hold_x == 0.0f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(keys_mean_actions),
        cmocka_unit_test(pointer_in_output_pixels),
        cmocka_unit_test(controller_buttons),
        cmocka_unit_test(controller_stick_steps),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
