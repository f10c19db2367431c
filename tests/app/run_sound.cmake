# The game's sounds in a scripted game (issue 20). Variables: APP, SCRIPT, WORK, DATA, SRC.
# 1. With SDL_AUDIODRIVER=disk the hand-worked game of sound_game_moves.rec must play, in order,
#    the effects its comments imply (rotations aside), and the disk file must hold sound.
# 2. With an audio driver that does not exist the same script still plays to the end and the
#    game says once that it is silent.
foreach(run disk none)
  set(w "${WORK}/${run}")
  file(REMOVE_RECURSE "${w}")
  set(pref "${w}/data/troubadour/troubadour")
  file(MAKE_DIRECTORY "${pref}")
  configure_file("${SRC}/sound_game.rec" "${pref}/autosave.rec" COPYONLY)
  configure_file("${SRC}/sound_game_moves.rec" "${w}/moves.rec" COPYONLY)
  set(ENV{HOME} "${w}")
  set(ENV{XDG_DATA_HOME} "${w}/data")
  set(ENV{XDG_CONFIG_HOME} "${w}/config")
  set(ENV{SDL_VIDEODRIVER} "dummy")
  set(ENV{TROUBADOUR_DATA} "${DATA}")
  set(ENV{TROUBADOUR_SOUND_LOG} "${w}/sounds.log")
  if(run STREQUAL "disk")
    set(ENV{SDL_AUDIODRIVER} "disk")
    set(ENV{SDL_DISKAUDIOFILE} "${w}/audio.raw")
  else()
    set(ENV{SDL_AUDIODRIVER} "no-such-driver")
  endif()
  execute_process(COMMAND "${APP}" --script "${SCRIPT}" --bot-playouts 40
                  WORKING_DIRECTORY "${w}" RESULT_VARIABLE rc OUTPUT_VARIABLE out
                  ERROR_VARIABLE err TIMEOUT 600)
  message("[${run}] ${out}${err}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "[${run}] the game ended with status ${rc}")
  endif()
  file(STRINGS "${w}/sounds.log" played)
  list(FILTER played EXCLUDE REGEX "^rotate ")
  # by hand: red's first turn has no your-turn (nobody played before); each later human turn
  # after the other's does. Move 3: the tile, the farmer, the city completed, the figures home,
  # the chime for 10. The final scene: its one step, then the winner.
  set(want "tile-placed 0" "follower-placed 0"
           "your-turn 0" "tile-placed 0" "follower-placed 0"
           "your-turn 0" "tile-placed 0" "follower-placed 0" "feature-completed 0"
           "figure-returned 0" "score 10"
           "final-step 0" "fanfare 0")
  if(NOT played STREQUAL want)
    string(REPLACE ";" "\n  " p "${played}")
    string(REPLACE ";" "\n  " x "${want}")
    message(FATAL_ERROR "[${run}] the game played\n  ${p}\nbut the game asks for\n  ${x}")
  endif()
  file(STRINGS "${w}/config/troubadour/settings.txt" muted REGEX "^mute 1$")
  if(NOT muted)
    message(FATAL_ERROR "[${run}] M did not leave `mute 1` in settings.txt")
  endif()
  if(run STREQUAL "disk")
    file(SIZE "${w}/audio.raw" size)
    # the disk driver writes in real time: a few MB for the run
    file(READ "${w}/audio.raw" head LIMIT 64000000 HEX)
    string(REGEX REPLACE "0" "" nonzero "${head}")
    string(LENGTH "${nonzero}" n)
    message("[disk] ${size} bytes of audio, ${n} non-zero hex digits")
    if(n LESS 1000)
      message(FATAL_ERROR "[disk] the disk audio file holds silence")
    endif()
  else()
    string(REGEX MATCHALL "troubadour: [^\n]*(sound|audio)[^\n]*" lines "${err}")
    list(LENGTH lines nl)
    if(NOT nl EQUAL 1)
      message(FATAL_ERROR "[none] expected one notice about the sound, got ${nl}: ${lines}")
    endif()
  endif()
endforeach()
message("sound: the hand-worked game's effects were played; silent without a device")
