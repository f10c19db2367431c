#include "board_dir.h"

const float BOARD_DIR_X[4] = {0, 1, 0, -1};
const float BOARD_DIR_Y[4] = {-1, 0, 1, 0};
