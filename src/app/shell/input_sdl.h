/* The one place where SDL input becomes the game's own (input.h): keyboard, mouse, text
 * input and game controllers (SDL_GameController, picked up when plugged in). Scenes never see
 * an SDL_Event; the test scripts push SDL events (controller ones too, or drive a virtual
 * joystick) that come through here like a player's. */
#ifndef TROUBADOUR_INPUT_SDL_H
#define TROUBADOUR_INPUT_SDL_H

#include <SDL.h>
#include <stdint.h>

#include "input.h"

#define INPUT_SDL_MAX_PADS 8
#define INPUT_SDL_MAX_OUT  4 /* input events one SDL event can become */

typedef struct InputSdl {
    SDL_GameController *pad[INPUT_SDL_MAX_PADS];
    SDL_JoystickID pad_id[INPUT_SDL_MAX_PADS];
    int npads;
    int stick_dir;        /* the left stick's direction (IN_DIR_*), IN_DIR_NONE when centred */
    uint64_t stick_next;  /* when the held stick steps again */
    int trigger[2];       /* left, right trigger past half way */
    float rx, ry;         /* the right stick, -1..1 past the dead zone */
    float hold_x, hold_y; /* the last IN_HOLD sent */
    int hold_w;
    uint64_t now_ms; /* the loop's clock (virtual in test mode), set before translating */
} InputSdl;

/* Starts the game controller subsystem (a failure leaves keyboard and mouse working). */
void input_sdl_init(InputSdl *in);
void input_sdl_quit(InputSdl *in);
/* The input events an SDL event means (at most INPUT_SDL_MAX_OUT); returns how many. Pointer
 * positions are scaled from window points to output pixels by px_per_point. Also opens and
 * closes controllers as they come and go. */
int input_sdl_translate(InputSdl *in, const SDL_Event *e, float px_per_point, InputEvent *out);
/* Once per frame: a held stick steps again. Returns how many events (at most one). */
int input_sdl_frame(InputSdl *in, uint64_t now_ms, InputEvent *out);
/* When the next input_sdl_frame has something to do (0: nothing pending). */
uint64_t input_sdl_wake_at(const InputSdl *in);

#endif
