/* What the test drivers (testing/: the script player, the render benchmark) may see of the
 * game scene: a read-only snapshot taken when asked, so that the harness never reaches into
 * the scene's private state. Besides, two nudges for the benchmark (pointer, pan). */
#ifndef TROUBADOUR_GAME_PROBE_H
#define TROUBADOUR_GAME_PROBE_H

#include <SDL.h>

#include "anim.h"
#include "app.h"
#include "camera.h"
#include "game.h"
#include "turn.h"

/* The sizes of the scene's lists of legal choices. */
#define GS_MAX_LEGAL  4096
#define GS_MAX_ACTS   512
#define GS_MAX_TOKPOS 512

/* What a click on the board does during the action step. */
enum { MODE_FIGURE, MODE_WINDMILL, MODE_DONKEY };

typedef struct GameProbe {
    const Game *view; /* what the player sees: the turn's working copy while a tile is placed
                         tentatively, else the live game */
    const Turn *turn;
    const Anim *anim;
    Camera cam;             /* a copy */
    SDL_FRect board;        /* the board view, output pixels */
    const Placement *legal; /* legal placements now */
    int nlegal;
    const Action *acts; /* legal actions now */
    int nacts;
    const Pos *tokpos; /* where a privilege token may go */
    int ntok;
    int can_return;
    int human_to_move;
    int paused;
    int unplaceable_ms; /* >0: showing a tile that fits nowhere */
    int dir_pick;       /* choosing the direction to turn a privilege token */
    int mode;           /* MODE_* */
    /* the pointer as the scene saw it */
    float mx, my;
    int mouse_in;
    int snap, snap_x, snap_y, snap_rot;
    int press_button;
    int dragging;
    /* the messages on the board: the banner and the hint line ("" when none shows) */
    const char *banner, *hint;
    int hint_refusal; /* the hint is a refusal (red), not the keyboard's choice */
    /* the Hint assist: the placement of the last hint shown in a place step, and the number
     * of tiles placed when it was made (has_hint 0: none) */
    int has_hint;
    Placement hint_move;
    int hint_placed_before;
} GameProbe;

/* Fills out when the game scene is the current one and returns 0; -1 otherwise. Pointers in
 * it hold until the next event or frame. */
int game_probe(const App *app, GameProbe *out);
/* Board point (tile units) where the figure on segment seg of the tile at x, y stands. */
void game_probe_anchor(App *app, int x, int y, int seg, float *bx, float *by);
/* How many rotations of the tile to place are legal at x, y. */
int game_probe_rotations_at(const App *app, int x, int y);

/* Where a player's row of the panel and the board's messages are drawn, output pixels. */
typedef struct GameProbePanel {
    int has_proj;    /* the projected score ("-> N") shows */
    SDL_FRect proj;  /* its column (the text is right-aligned in it) */
    SDL_FRect score; /* the score's column (three digits wide) */
    int score_value, proj_value;
    SDL_FRect score_text, proj_text; /* the two numbers as drawn (proj_text w 0: none) */
    SDL_FRect banner;                /* the banner's box, w 0 when none shows */
    SDL_FRect hint;                  /* the hint line's box, w 0 when none shows */
    float toolbar_h;                 /* the band at the board's top the toolbar takes */
} GameProbePanel;
/* Fills out for seat's row; -1 when not in a game or no such seat. */
int game_probe_panel(App *app, int seat, GameProbePanel *out);
/* The backing of a score popup showing s where it lands, on seat's score. */
SDL_FRect game_probe_popup_landing(App *app, int seat, const char *s);

/* The benchmark's nudges: the pointer rests at the board's centre; the view pans by dx, dy
 * pixels. */
void game_probe_point_at_centre(App *app);
void game_probe_pan(App *app, float dx, float dy);

#endif
