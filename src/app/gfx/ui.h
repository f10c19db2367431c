/* Widgets, immediate-mode style: a scene's draw function declares its buttons (id, rectangle,
 * label) and draws them in one call; the next input event is matched against what was drawn
 * last. Ids are short stable strings ("new-game", "seat3-kind") that tests and the layout
 * dump use to find a widget. */
#ifndef TROUBADOUR_UI_H
#define TROUBADOUR_UI_H

#include <SDL.h>
#include <stddef.h>

#include "input.h"

typedef struct Text Text;

#define UI_ID_MAX      32
#define UI_MAX_WIDGETS 160

enum { UI_BUTTON, UI_FIELD, UI_AREA };

/* Button looks. */
enum { UI_PRIMARY, UI_SECONDARY, UI_TOGGLE_ON, UI_TOGGLE_OFF, UI_DISABLED, UI_QUIET };

typedef struct UiWidget {
    char id[UI_ID_MAX];
    int kind;
    SDL_FRect r;
    int enabled;
    char *buf; /* UI_FIELD: the text it edits */
    size_t bufsize;
    int digits_only;
} UiWidget;

struct Ui {
    float mx, my; /* mouse, output pixels */
    int mouse_seen;
    char pressed[UI_ID_MAX];
    char focus[UI_ID_MAX];
    int selected;        /* the focused field's whole text is selected: typing replaces it */
    char nav[UI_ID_MAX]; /* the widget a controller or the arrows moved to (ui_nav); "" none */
    UiWidget cur[UI_MAX_WIDGETS]; /* being declared by this frame's draw */
    int ncur;
    UiWidget last[UI_MAX_WIDGETS]; /* declared by the last drawn frame */
    int nlast;
    int modal_cur, modal_last; /* ui_modal: widgets before this index are not navigable */
    unsigned long caret_frame;
    unsigned long dump_hash;
    /* What the widgets draw with (ui_set_view): the owner keeps it current. */
    SDL_Renderer *renderer;
    Text *text;
    float px_per_point; /* output pixels per window point (events come in points) */
    float scale;        /* output pixels per UI point */
    int dirty;          /* an event changed what a widget shows (ui_take_dirty) */
};
typedef struct Ui Ui;

Ui *ui_new(void);
void ui_free(Ui *ui);
/* The renderer and fonts the widgets draw with, and the two scales; set again whenever one
 * changes. */
void ui_set_view(Ui *ui, SDL_Renderer *renderer, Text *text, float px_per_point, float scale);
/* Whether an event fed since the last call changed what a widget shows; clears the flag. */
int ui_take_dirty(Ui *ui);
/* Forgets every widget (on a scene change). */
void ui_reset(Ui *ui);
/* Start and end of a drawn frame. */
void ui_frame_begin(Ui *ui);
void ui_frame_end(Ui *ui);

/* Feeds one input event. Returns 1 and copies the widget id to clicked when the event completes
 * a click on an enabled button (press and release on it), or confirms the widget ui_nav moved
 * to. Text fields take the keys while focused (then the function returns 2: the scene should
 * not treat the key as a shortcut). */
int ui_input(Ui *ui, const InputEvent *e, char clicked[UI_ID_MAX]);
/* Moves the navigation highlight to the nearest enabled button in direction dir (IN_DIR_*),
 * or to the first one when there is none yet; IA_CONFIRM then clicks it. Scenes call it for
 * IA_MOVE where the arrows mean nothing else. */
void ui_nav(Ui *ui, int dir);
void ui_nav_clear(Ui *ui);
/* The widgets declared from now on this frame are a dialog over the others: ui_nav keeps to
 * them. */
void ui_modal(Ui *ui);
/* The highlighted widget's id, "" when none. */
const char *ui_nav_current(const Ui *ui);
/* Whether the pointer is over any widget drawn last frame (so clicks are not board clicks). */
int ui_over_widget(const Ui *ui, float x, float y);
int ui_has_focus(const Ui *ui);
void ui_set_focus(Ui *ui, const char *id);
/* Focuses the field id with its whole text selected (typing replaces it; Ctrl+A does the same
 * in any focused field). */
void ui_set_focus_selected(Ui *ui, const char *id);
/* A widget's rectangle from the last frame (for tests); returns 0 or -1. */
int ui_widget_rect(const Ui *ui, const char *id, SDL_FRect *out);

/* Declaring and drawing. Each returns nothing; clicks come through ui_event. */
void ui_button(Ui *ui, const char *id, const char *label, SDL_FRect r, int look);
/* The width a button needs for its label in the current language and scale (a margin on
 * each side), at least min pixels; _of: the widest of n labels (a group of buttons that take
 * turns, such as On and Off, or that stand side by side). */
float ui_button_width(Ui *ui, const char *label, float min);
float ui_button_width_of(Ui *ui, const char *const *labels, int n, float min);
void ui_text_field(Ui *ui, const char *id, char *buf, size_t size, SDL_FRect r,
                   const char *placeholder, int digits_only);
/* An invisible clickable area (a tile of the flower draw, a colour swatch...). */
void ui_area(Ui *ui, const char *id, SDL_FRect r);
int ui_hovered(const Ui *ui, SDL_FRect r);

/* A framed panel with an optional title. */
void ui_panel(Ui *ui, SDL_FRect r, const char *title);
/* Writes the widgets of the last frame as lines `id x y w h` (window points) to path when
 * they changed since the last call. */
void ui_dump_layout(Ui *ui, const char *path, const char *scene, const char *extra);

#endif
