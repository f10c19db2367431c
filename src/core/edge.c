/* The direction table and the edge-matching rule (see edge.h). */
#include "edge.h"

const int edge_dx[4] = {0, 1, 0, -1};
const int edge_dy[4] = {-1, 0, 1, 0};

const uint8_t edge_accepts[4] = {
    [EDGE_FIELD] = (1 << EDGE_FIELD) | (1 << EDGE_BUSH),
    [EDGE_ROAD] = (1 << EDGE_ROAD) | (1 << EDGE_BUSH),
    [EDGE_CITY] = (1 << EDGE_CITY),
    [EDGE_BUSH] = (1 << EDGE_FIELD) | (1 << EDGE_ROAD) | (1 << EDGE_BUSH),
};
