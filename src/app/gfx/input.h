/* The game's own input events: what widgets and scenes see, never an SDL_Event. The shell
 * (shell/input_sdl.c) is the one place that translates keyboard, mouse, text input and game
 * controller events into these; the test scripts push real SDL events through that same
 * translation. No SDL here: a port to another platform writes only a new translation. */
#ifndef TROUBADOUR_INPUT_H
#define TROUBADOUR_INPUT_H

typedef enum InputKind {
    IN_NONE,
    IN_POINTER_MOVE,  /* x, y */
    IN_POINTER_DOWN,  /* x, y, button */
    IN_POINTER_UP,    /* x, y, button */
    IN_POINTER_LEAVE, /* the pointer left the window */
    IN_WHEEL,         /* wheel (steps, positive away from the user), shift */
    IN_TEXT,          /* text: typed into the focused text field */
    IN_ACTION,        /* action, dir, repeat */
    IN_HOLD           /* the directions held now changed: hold_x, hold_y, hold_w */
} InputKind;

/* Pointer buttons. */
enum { IN_BUTTON_PRIMARY = 1, IN_BUTTON_MIDDLE = 2, IN_BUTTON_SECONDARY = 3 };

/* Where an event came from (widgets show a focus ring only once a controller or the keyboard
 * moved it). */
typedef enum InputSource { IN_SRC_KEYBOARD, IN_SRC_POINTER, IN_SRC_CONTROLLER } InputSource;

/* What a key or a controller button means; each scene acts on the ones it knows. */
typedef enum InputAction {
    IA_NONE,       /* a key with no meaning (W A S D still carry a dir) */
    IA_CONFIRM,    /* Return, keypad Enter; controller A */
    IA_CONTINUE,   /* Space: go on (confirms in a game, pages down in the help) */
    IA_BACK,       /* Escape: cancel, back, the pause menu in a game */
    IA_MENU,       /* controller Start: opens or closes the pause menu */
    IA_TAKE_BACK,  /* Backspace, Ctrl+Z; controller B */
    IA_ROTATE_CW,  /* R; controller right shoulder */
    IA_ROTATE_CCW, /* Shift+R; controller left shoulder */
    IA_NEXT_SPOT,  /* Tab */
    IA_PREV_SPOT,  /* Shift+Tab */
    IA_MOVE,       /* arrow keys, D-pad, left stick: dir says where */
    IA_ZOOM_IN,    /* + = keypad +; controller right trigger */
    IA_ZOOM_OUT,   /* - keypad -; controller left trigger */
    IA_CENTRE,     /* C; controller Y */
    IA_HOME,       /* Home */
    IA_END,        /* End */
    IA_PAGE_UP,    /* Page Up */
    IA_PAGE_DOWN,  /* Page Down */
    IA_WINDMILL,   /* W (dir up as well); controller X */
    IA_TILES,      /* T: the remaining-tiles tracker */
    IA_HINT,       /* H: the Hint assist */
    IA_NEW_GAME,   /* N */
    IA_SAVE,       /* Ctrl+S */
    IA_HELP,       /* F1; controller Back */
    IA_FULLSCREEN, /* F11 (the shell acts on it) */
    IA_MUTE,      /* M: sound off and on (the shell acts on it, unless a text field has the keys) */
    IA_QUIT,      /* Ctrl+Q, the window closed (the shell acts on it) */
    IA_SELECT_ALL /* Ctrl+A: the whole text of the focused field */
} InputAction;

/* Directions, as the core numbers them (DIR_N, DIR_E, DIR_S, DIR_W). */
enum { IN_DIR_NONE = -1, IN_DIR_UP = 0, IN_DIR_RIGHT = 1, IN_DIR_DOWN = 2, IN_DIR_LEFT = 3 };

typedef struct InputEvent {
    InputKind kind;
    InputSource source;
    float x, y; /* pointer events: output pixels */
    int button; /* IN_BUTTON_* */
    int wheel;  /* IN_WHEEL: steps, positive away from the user */
    int shift;  /* IN_WHEEL: Shift held (the wheel turns the tile then) */
    InputAction action;
    int dir;    /* IN_ACTION: IN_DIR_* for IA_MOVE and the keys that double as one (W A S D) */
    int repeat; /* IN_ACTION: a held key's repetition */
    /* IN_HOLD: the pan directions held, -1..1 each (arrows and A S D give whole steps, the
     * right stick fractions; up counts the Up arrow only); hold_w: W is held without the Up
     * arrow (pans up unless W means the windmill). */
    float hold_x, hold_y;
    int hold_w;
    char text[32]; /* IN_TEXT: UTF-8 */
} InputEvent;

#endif
