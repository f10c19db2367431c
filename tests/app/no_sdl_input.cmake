# Scenes and widgets see the game's own input (gfx/input.h), never SDL's: no SDL event, key
# code, key state or mouse state outside shell/ and testing/. SRC is src/app.
file(GLOB_RECURSE files "${SRC}/scenes/*.c" "${SRC}/scenes/*.h" "${SRC}/gfx/*.c" "${SRC}/gfx/*.h"
     "${SRC}/model/*.c" "${SRC}/model/*.h" "${SRC}/store/*.c" "${SRC}/store/*.h")
set(bad "")
foreach(f ${files})
  file(STRINGS "${f}" hits REGEX "SDL_Event[^a-zA-Z]|SDLK_|KMOD_|SDL_KEYDOWN|SDL_MOUSE|SDL_TEXTINPUT|SDL_CONTROLLER|SDL_GetKeyboardState|SDL_GetModState|SDL_GetMouseState")
  foreach(h ${hits})
    string(FIND "${h}" "never an SDL_Event" doc)
    if(doc EQUAL -1)
      set(bad "${bad}${f}: ${h}\n")
    endif()
  endforeach()
endforeach()
if(bad)
  message(FATAL_ERROR "SDL input outside the shell (translate it in shell/input_sdl.c):\n${bad}")
endif()
