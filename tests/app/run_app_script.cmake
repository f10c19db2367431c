# Runs the game in test mode on one script, in a fresh per-test folder (HOME and
# XDG_DATA_HOME point there, so saves stay in the build tree), then checks what it left.
# Variables:
#   APP, CLI, SCRIPT, WORK, DATA       the programs, the script, the test folder, the data
#   ARGS                               more options for the game, separated by |
#   PRE_AUTOSAVE                       a file put in place as the autosave before the run
#   COMPARE                            1: game.rec must replay through the CLI to scores.txt
#   REPLAY                             records (|-separated, in WORK) that must replay cleanly
#   CHECKER, IMAGE, COLOURS            app_image_check colours WORK/IMAGE COLOURS (|-separated)
#   EXPECT_STDERR                      text the game must print on stderr
#   AGAIN_ARGS                         run once more in WORK/again with these options
#                                      (|-separated): its game.rec must equal the first's
file(REMOVE_RECURSE "${WORK}")
set(pref "${WORK}/data/troubadour/troubadour")
file(MAKE_DIRECTORY "${pref}")
set(ENV{HOME} "${WORK}")
set(ENV{XDG_DATA_HOME} "${WORK}/data")
set(ENV{XDG_CONFIG_HOME} "${WORK}/config")
set(ENV{SDL_VIDEODRIVER} "dummy")
set(ENV{TROUBADOUR_DATA} "${DATA}")
if(PRE_AUTOSAVE)
  configure_file("${PRE_AUTOSAVE}" "${pref}/autosave.rec" COPYONLY)
endif()
string(REPLACE "|" ";" args "${ARGS}")
execute_process(COMMAND "${APP}" --script "${SCRIPT}" ${args}
                WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE err TIMEOUT 900)
message("${out}${err}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the game ended with status ${rc}")
endif()
if(EXPECT_STDERR)
  string(FIND "${err}" "${EXPECT_STDERR}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the game did not say '${EXPECT_STDERR}'")
  endif()
endif()
if(COMPARE)
  execute_process(COMMAND "${CLI}" replay "${WORK}/game.rec" RESULT_VARIABLE rc
                  OUTPUT_VARIABLE replayed ERROR_VARIABLE rerr)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the game's record does not replay: ${rerr}")
  endif()
  file(READ "${WORK}/scores.txt" shown)
  if(NOT replayed STREQUAL shown)
    message(FATAL_ERROR "the game showed\n${shown}but the rules core scores its record\n${replayed}")
  endif()
  file(STRINGS "${WORK}/game.rec" last REGEX "^end$")
  if(NOT last)
    message(FATAL_ERROR "the record of the finished game has no `end` line")
  endif()
  message("scores agree with troubadour-cli replay:\n${replayed}")
endif()
if(REPLAY)
  string(REPLACE "|" ";" recs "${REPLAY}")
  foreach(r ${recs})
    execute_process(COMMAND "${CLI}" replay "${r}" WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc
                    OUTPUT_VARIABLE o ERROR_VARIABLE e)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${r} does not replay: ${e}")
    endif()
  endforeach()
endif()
if(IMAGE)
  string(REPLACE "|" ";" cols "${COLOURS}")
  execute_process(COMMAND "${CHECKER}" colours "${WORK}/${IMAGE}" ${cols} RESULT_VARIABLE rc
                  OUTPUT_VARIABLE o ERROR_VARIABLE e)
  message("${o}${e}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${IMAGE} lacks the expected colours")
  endif()
endif()
if(AGAIN_ARGS)
  set(again "${WORK}/again")
  file(MAKE_DIRECTORY "${again}/data/troubadour/troubadour")
  set(ENV{HOME} "${again}")
  set(ENV{XDG_DATA_HOME} "${again}/data")
  set(ENV{XDG_CONFIG_HOME} "${again}/config")
  string(REPLACE "|" ";" args2 "${AGAIN_ARGS}")
  execute_process(COMMAND "${APP}" --script "${SCRIPT}" ${args2}
                  WORKING_DIRECTORY "${again}" RESULT_VARIABLE rc OUTPUT_VARIABLE out
                  ERROR_VARIABLE err TIMEOUT 900)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the second run ended with status ${rc}: ${err}")
  endif()
  file(READ "${WORK}/game.rec" first)
  file(READ "${again}/game.rec" second)
  if(NOT first STREQUAL second)
    message(FATAL_ERROR "the same script and seed gave another record when the bots answered "
                        "at other moments (${ARGS} / ${AGAIN_ARGS}):\n${first}\n---\n${second}")
  endif()
  message("the second run (${AGAIN_ARGS}) wrote the same record")
endif()
