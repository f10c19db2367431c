#include "input_sdl.h"

#include <string.h>

#define STICK_ON        16384 /* half way: the left stick points */
#define STICK_OFF       8192  /* back under a quarter: centred again */
#define STICK_DEAD      0.25f /* the right stick's dead zone (pans past it) */
#define STICK_FIRST_MS  400   /* a held stick steps again after this... */
#define STICK_REPEAT_MS 160   /* ...then this often */
#define TRIGGER_ON      16384

void input_sdl_init(InputSdl *in)
{
    memset(in, 0, sizeof *in);
    in->stick_dir = IN_DIR_NONE;
    /* controllers present now arrive as SDL_CONTROLLERDEVICEADDED like plugged-in ones */
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0)
        SDL_Log("troubadour: no game controllers (%s)", SDL_GetError());
}

void input_sdl_quit(InputSdl *in)
{
    for (int i = 0; i < in->npads; i++) SDL_GameControllerClose(in->pad[i]);
    in->npads = 0;
}

static InputEvent *blank(InputEvent *ev, InputKind kind, InputSource src)
{
    memset(ev, 0, sizeof *ev);
    ev->kind = kind;
    ev->source = src;
    ev->dir = IN_DIR_NONE;
    return ev;
}

/* What a key means; *dir is the direction it also points (arrows, W A S D). */
static InputAction key_action(SDL_Keycode k, Uint16 mod, int *dir)
{
    int ctrl = (mod & KMOD_CTRL) != 0, shift = (mod & KMOD_SHIFT) != 0;
    *dir = IN_DIR_NONE;
    switch (k) {
    case SDLK_RETURN:
    case SDLK_KP_ENTER: return IA_CONFIRM;
    case SDLK_SPACE: return IA_CONTINUE;
    case SDLK_ESCAPE: return IA_BACK;
    case SDLK_BACKSPACE: return IA_TAKE_BACK;
    case SDLK_z: return ctrl ? IA_TAKE_BACK : IA_NONE;
    case SDLK_r: return shift ? IA_ROTATE_CCW : IA_ROTATE_CW;
    case SDLK_TAB: return shift ? IA_PREV_SPOT : IA_NEXT_SPOT;
    case SDLK_UP: *dir = IN_DIR_UP; return IA_MOVE;
    case SDLK_RIGHT: *dir = IN_DIR_RIGHT; return IA_MOVE;
    case SDLK_DOWN: *dir = IN_DIR_DOWN; return IA_MOVE;
    case SDLK_LEFT: *dir = IN_DIR_LEFT; return IA_MOVE;
    case SDLK_w: *dir = IN_DIR_UP; return IA_WINDMILL;
    case SDLK_a: *dir = IN_DIR_LEFT; return ctrl ? IA_SELECT_ALL : IA_NONE;
    case SDLK_s: *dir = IN_DIR_DOWN; return ctrl ? IA_SAVE : IA_NONE;
    case SDLK_d: *dir = IN_DIR_RIGHT; return IA_NONE;
    case SDLK_PLUS:
    case SDLK_EQUALS:
    case SDLK_KP_PLUS: return IA_ZOOM_IN;
    case SDLK_MINUS:
    case SDLK_KP_MINUS: return IA_ZOOM_OUT;
    case SDLK_HOME: return IA_HOME;
    case SDLK_END: return IA_END;
    case SDLK_PAGEUP: return IA_PAGE_UP;
    case SDLK_PAGEDOWN: return IA_PAGE_DOWN;
    case SDLK_c: return ctrl ? IA_NONE : IA_CENTRE;
    case SDLK_t: return ctrl ? IA_NONE : IA_TILES;
    case SDLK_h: return ctrl ? IA_NONE : IA_HINT;
    case SDLK_n: return IA_NEW_GAME;
    case SDLK_F1: return IA_HELP;
    case SDLK_F11: return IA_FULLSCREEN;
    case SDLK_m: return mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI) ? IA_NONE : IA_MUTE;
    case SDLK_q: return ctrl ? IA_QUIT : IA_NONE;
    default: return IA_NONE;
    }
}

static InputAction button_action(int b, int *dir)
{
    *dir = IN_DIR_NONE;
    switch (b) {
    case SDL_CONTROLLER_BUTTON_A: return IA_CONFIRM;
    case SDL_CONTROLLER_BUTTON_B: return IA_TAKE_BACK;
    case SDL_CONTROLLER_BUTTON_X: return IA_WINDMILL;
    case SDL_CONTROLLER_BUTTON_Y: return IA_CENTRE;
    case SDL_CONTROLLER_BUTTON_BACK: return IA_HELP;
    case SDL_CONTROLLER_BUTTON_START: return IA_MENU;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return IA_ROTATE_CCW;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return IA_ROTATE_CW;
    case SDL_CONTROLLER_BUTTON_DPAD_UP: *dir = IN_DIR_UP; return IA_MOVE;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: *dir = IN_DIR_RIGHT; return IA_MOVE;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: *dir = IN_DIR_DOWN; return IA_MOVE;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: *dir = IN_DIR_LEFT; return IA_MOVE;
    default: return IA_NONE;
    }
}

/* The pan directions held now: arrows and W A S D (not with Ctrl, Alt or the system key, which
 * make shortcuts of them) and the right stick. Returns 1 (and fills ev) when they changed. */
static int hold_changed(InputSdl *in, InputEvent *ev, InputSource src)
{
    const Uint8 *ks = SDL_GetKeyboardState(NULL);
    float x = 0, y = 0;
    int w = 0;
    if (!(SDL_GetModState() & (KMOD_CTRL | KMOD_ALT | KMOD_GUI))) {
        x = (float)((ks[SDL_SCANCODE_RIGHT] || ks[SDL_SCANCODE_D]) -
                    (ks[SDL_SCANCODE_LEFT] || ks[SDL_SCANCODE_A]));
        y = (float)((ks[SDL_SCANCODE_DOWN] || ks[SDL_SCANCODE_S]) - ks[SDL_SCANCODE_UP]);
        w = ks[SDL_SCANCODE_W] && !ks[SDL_SCANCODE_UP];
    }
    x += in->rx;
    y += in->ry;
    x = x < -1 ? -1 : x > 1 ? 1 : x;
    y = y < -1 ? -1 : y > 1 ? 1 : y;
    if (x == in->hold_x && y == in->hold_y && w == in->hold_w) return 0;
    in->hold_x = x;
    in->hold_y = y;
    in->hold_w = w;
    blank(ev, IN_HOLD, src);
    ev->hold_x = x;
    ev->hold_y = y;
    ev->hold_w = w;
    return 1;
}

static int pad_index(const InputSdl *in, SDL_JoystickID id)
{
    for (int i = 0; i < in->npads; i++)
        if (in->pad_id[i] == id) return i;
    return -1;
}

static void pad_added(InputSdl *in, int device)
{
    if (in->npads >= INPUT_SDL_MAX_PADS) return;
    SDL_GameController *c = SDL_GameControllerOpen(device);
    if (!c) return;
    SDL_JoystickID id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(c));
    if (pad_index(in, id) >= 0) {
        SDL_GameControllerClose(c); /* already open: SDL counts the opens */
        return;
    }
    in->pad[in->npads] = c;
    in->pad_id[in->npads++] = id;
}

static void pad_removed(InputSdl *in, SDL_JoystickID id)
{
    int i = pad_index(in, id);
    if (i < 0) return;
    SDL_GameControllerClose(in->pad[i]);
    in->npads--;
    in->pad[i] = in->pad[in->npads];
    in->pad_id[i] = in->pad_id[in->npads];
}

static float stick_value(Sint16 v)
{
    float f = (float)v / 32767.0f;
    if (f > -STICK_DEAD && f < STICK_DEAD) return 0;
    return f < -1 ? -1 : f;
}

/* The left stick's direction from both its axes, with hysteresis. */
static int stick_dir(const SDL_ControllerAxisEvent *a, InputSdl *in, int *out_dir)
{
    SDL_GameController *c = SDL_GameControllerFromInstanceID(a->which);
    int x = c ? SDL_GameControllerGetAxis(c, SDL_CONTROLLER_AXIS_LEFTX) : 0;
    int y = c ? SDL_GameControllerGetAxis(c, SDL_CONTROLLER_AXIS_LEFTY) : 0;
    if (!c) { /* an event with no device behind it (a test pushing one): its own axis */
        if (a->axis == SDL_CONTROLLER_AXIS_LEFTX)
            x = a->value;
        else
            y = a->value;
    }
    int ax = x < 0 ? -x : x, ay = y < 0 ? -y : y;
    int dir = in->stick_dir;
    if (ax < STICK_OFF && ay < STICK_OFF)
        dir = IN_DIR_NONE;
    else if (ax >= STICK_ON || ay >= STICK_ON)
        dir = ax >= ay ? (x > 0 ? IN_DIR_RIGHT : IN_DIR_LEFT) : (y > 0 ? IN_DIR_DOWN : IN_DIR_UP);
    *out_dir = dir;
    return dir != in->stick_dir;
}

static int axis(InputSdl *in, const SDL_ControllerAxisEvent *a, InputEvent *out)
{
    switch (a->axis) {
    case SDL_CONTROLLER_AXIS_LEFTX:
    case SDL_CONTROLLER_AXIS_LEFTY: {
        int dir;
        if (!stick_dir(a, in, &dir)) return 0;
        in->stick_dir = dir;
        if (dir == IN_DIR_NONE) return 0;
        in->stick_next = in->now_ms + STICK_FIRST_MS;
        InputEvent *ev = blank(out, IN_ACTION, IN_SRC_CONTROLLER);
        ev->action = IA_MOVE;
        ev->dir = dir;
        return 1;
    }
    case SDL_CONTROLLER_AXIS_RIGHTX:
    case SDL_CONTROLLER_AXIS_RIGHTY:
        if (a->axis == SDL_CONTROLLER_AXIS_RIGHTX)
            in->rx = stick_value(a->value);
        else
            in->ry = stick_value(a->value);
        return hold_changed(in, out, IN_SRC_CONTROLLER);
    case SDL_CONTROLLER_AXIS_TRIGGERLEFT:
    case SDL_CONTROLLER_AXIS_TRIGGERRIGHT: {
        int t = a->axis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT;
        int on = a->value >= TRIGGER_ON;
        if (on == in->trigger[t]) return 0;
        in->trigger[t] = on;
        if (!on) return 0;
        blank(out, IN_ACTION, IN_SRC_CONTROLLER)->action = t ? IA_ZOOM_IN : IA_ZOOM_OUT;
        return 1;
    }
    default: return 0;
    }
}

static int button_of(Uint8 b)
{
    switch (b) {
    case SDL_BUTTON_LEFT: return IN_BUTTON_PRIMARY;
    case SDL_BUTTON_MIDDLE: return IN_BUTTON_MIDDLE;
    case SDL_BUTTON_RIGHT: return IN_BUTTON_SECONDARY;
    default: return 10 + b; /* the side buttons: no meaning, but a press and its release match */
    }
}

int input_sdl_translate(InputSdl *in, const SDL_Event *e, float px_per_point, InputEvent *out)
{
    InputEvent *ev;
    int dir;
    switch (e->type) {
    case SDL_MOUSEMOTION:
        ev = blank(out, IN_POINTER_MOVE, IN_SRC_POINTER);
        ev->x = (float)e->motion.x * px_per_point;
        ev->y = (float)e->motion.y * px_per_point;
        return 1;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        ev = blank(out, e->type == SDL_MOUSEBUTTONDOWN ? IN_POINTER_DOWN : IN_POINTER_UP,
                   IN_SRC_POINTER);
        ev->x = (float)e->button.x * px_per_point;
        ev->y = (float)e->button.y * px_per_point;
        ev->button = button_of(e->button.button);
        return 1;
    case SDL_MOUSEWHEEL: {
        int dy = e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e->wheel.y : e->wheel.y;
        if (dy == 0) return 0;
        ev = blank(out, IN_WHEEL, IN_SRC_POINTER);
        ev->wheel = dy;
        ev->shift = (SDL_GetModState() & KMOD_SHIFT) != 0;
        return 1;
    }
    case SDL_WINDOWEVENT:
        if (e->window.event != SDL_WINDOWEVENT_LEAVE) return 0;
        blank(out, IN_POINTER_LEAVE, IN_SRC_POINTER);
        return 1;
    case SDL_TEXTINPUT:
        ev = blank(out, IN_TEXT, IN_SRC_KEYBOARD);
        memcpy(ev->text, e->text.text, sizeof ev->text - 1);
        ev->text[sizeof ev->text - 1] = '\0';
        return 1;
    case SDL_KEYDOWN: {
        ev = blank(out, IN_ACTION, IN_SRC_KEYBOARD);
        ev->action = key_action(e->key.keysym.sym, e->key.keysym.mod, &dir);
        ev->dir = dir;
        ev->repeat = e->key.repeat != 0;
        return 1 + hold_changed(in, out + 1, IN_SRC_KEYBOARD);
    }
    case SDL_KEYUP: return hold_changed(in, out, IN_SRC_KEYBOARD);
    case SDL_CONTROLLERDEVICEADDED: pad_added(in, e->cdevice.which); return 0;
    case SDL_CONTROLLERDEVICEREMOVED: pad_removed(in, e->cdevice.which); return 0;
    case SDL_CONTROLLERBUTTONDOWN:
        ev = blank(out, IN_ACTION, IN_SRC_CONTROLLER);
        ev->action = button_action(e->cbutton.button, &dir);
        ev->dir = dir;
        return ev->action != IA_NONE;
    case SDL_CONTROLLERAXISMOTION: return axis(in, &e->caxis, out);
    default: return 0;
    }
}

int input_sdl_frame(InputSdl *in, uint64_t now_ms, InputEvent *out)
{
    if (in->stick_dir == IN_DIR_NONE || now_ms < in->stick_next) return 0;
    in->stick_next = now_ms + STICK_REPEAT_MS;
    InputEvent *ev = blank(out, IN_ACTION, IN_SRC_CONTROLLER);
    ev->action = IA_MOVE;
    ev->dir = in->stick_dir;
    ev->repeat = 1;
    return 1;
}

uint64_t input_sdl_wake_at(const InputSdl *in)
{
    return in->stick_dir == IN_DIR_NONE ? 0 : in->stick_next;
}
