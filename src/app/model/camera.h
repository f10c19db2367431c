/* The board camera: which board point is at the centre of the view and how many pixels a
 * tile is wide. Zoom moves between fixed levels (so tile textures are cached per level and
 * drawn 1:1 once the zoom settles); the shown zoom eases towards the level in fixed steps,
 * keeping the board point under the cursor in place. Pure arithmetic, no SDL. */
#ifndef TROUBADOUR_CAMERA_H
#define TROUBADOUR_CAMERA_H

#define CAMERA_LEVEL_MIN (-9)
#define CAMERA_LEVEL_MAX 6
#define CAMERA_STEP_MS   8

typedef struct Camera {
    float vx, vy, vw, vh; /* the view rectangle on screen, pixels */
    float cx, cy;         /* board point at the view's centre (tile units; tile x,y spans
                             x-0.5..x+0.5) */
    float zoom;           /* shown pixels per tile */
    int level;            /* target zoom level */
    float ui;             /* pixels per UI point (scales the levels for HiDPI) */
    /* easing */
    float tcx, tcy; /* target centre when gliding (re-centre) */
    int gliding;
    int anchored; /* zoom keeps the board point (ax, ay) at screen (sx, sy) */
    float ax, ay, sx, sy;
    int acc_ms;
} Camera;

void camera_init(Camera *c, float ui);
void camera_set_view(Camera *c, float x, float y, float w, float h);
/* Pixels per tile at a level (an integer, so settled tiles are drawn 1:1). */
int camera_level_size(const Camera *c, int level);
/* The texture size to use now: the target level's. */
int camera_tex_size(const Camera *c);
/* Whether the shown zoom equals the level size (tiles drawn 1:1). */
int camera_settled(const Camera *c);

void camera_to_screen(const Camera *c, float bx, float by, float *sx, float *sy);
void camera_to_board(const Camera *c, float sx, float sy, float *bx, float *by);
/* Screen rectangle of the tile at x, y (integers, consistent between neighbours). */
void camera_tile_rect(const Camera *c, int x, int y, int *rx, int *ry, int *rw);
/* The tile under a screen point and the point inside it (u, v in [0,1)). */
void camera_cell_at(const Camera *c, float sx, float sy, int *x, int *y, float *u, float *v);

/* Moves the view by dx, dy pixels (drag). */
void camera_pan(Camera *c, float dx, float dy);
/* Zooms by steps levels keeping screen point sx, sy fixed. */
void camera_zoom(Camera *c, int steps, float sx, float sy);
/* Glides the centre to bx, by. */
void camera_glide_to(Camera *c, float bx, float by);
/* Picks a level showing the board box x0..x1, y0..y1 (tile coordinates) and glides there. */
void camera_fit(Camera *c, int x0, int y0, int x1, int y1, int immediate);
/* Advances the easing by dt_ms in fixed steps; returns 1 while still moving. */
int camera_update(Camera *c, int dt_ms);

#endif
