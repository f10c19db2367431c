# Draws tests/golden/game_scene.rec with the stand-in tile sketches at 960x600 and compares
# the frame with the golden PNG (at most 1.5% of the pixels may differ noticeably: fonts
# hint a little differently between FreeType builds). Variables: APP, CHECKER, REC, GOLDEN,
# WORK.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(ENV{TROUBADOUR_SKETCH_TILES} 1)
execute_process(COMMAND "${APP}" --bench-render "${REC}" --size 960x600 --bench-frames 2
                        --bench-shot "${WORK}/game_scene.png"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
message("${out}${err}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "drawing the game scene failed (${rc})")
endif()
execute_process(COMMAND "${CHECKER}" compare "${WORK}/game_scene.png" "${GOLDEN}" 0.015 40
                        --diff "${WORK}/diff.png"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the game scene differs from ${GOLDEN}: see ${WORK}/game_scene.png and "
                      "${WORK}/diff.png")
endif()
