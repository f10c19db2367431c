/* Grid helpers behind the tile geometry: distance fields, field floods and the tracing of
 * boundaries between flooded fields. Grids are n x n, row-major ([y * n + x]). */
#ifndef TROUBADOUR_ART_GRID_H
#define TROUBADOUR_ART_GRID_H

#include <stdint.h>

#include "art_geom.h"

/* dt[i] = distance in cells from cell i to the nearest cell outside the region (in[i] == 0),
 * the grid's surroundings counting as outside; 0 for outside cells. */
void grid_distance(int n, const uint8_t *in, float *dt);

/* Floods free cells (free_cells[i] != 0) from the seeds (seed[i] >= 0, a label) by geodesic
 * distance: every free cell reached gets the label of its nearest seed; the rest get
 * ART_LAB_NONE. */
void grid_voronoi(int n, const uint8_t *free_cells, const int *seed, uint8_t *out);

/* Like grid_voronoi, but only into cells still ART_LAB_NONE; labelled cells stay. */
void grid_voronoi_more(int n, const uint8_t *free_cells, const int *seed, uint8_t *out);

/* A cell of the largest connected group of free cells still ART_LAB_NONE, or -1. */
int grid_largest_unlabelled(int n, const uint8_t *free_cells, const uint8_t *out);

/* Gives every cell holding `target` the value of its nearest cell whose value v has
 * accept[v] set (cells none can reach keep `target`). */
void grid_fill_nearest(int n, uint8_t *lab, uint8_t target, const uint8_t accept[256]);

/* Traces the lines where two free cells (cls == free_value) carry different labels
 * (both below TILE_MAX_SEG). Fills up to max smoothed paths, returns how many. */
int grid_label_boundaries(int n, const uint8_t *cls, const uint8_t *lab, uint8_t free_value,
                          ArtPath *out, int max);

#endif
