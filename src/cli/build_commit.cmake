# Writes OUT with the commit the sources were built from (`git describe --always --dirty`), or
# "unknown" outside a git checkout (a source package): arena's run log notes it at every
# sitting, so that the games of a long run are known by the code that played them. Run at every
# build; OUT is rewritten only when the commit changes, so nothing is rebuilt for nothing.
set(commit "unknown")
find_program(GIT git)
if(GIT AND EXISTS "${SRC}/.git")
  execute_process(COMMAND "${GIT}" -C "${SRC}" describe --always --dirty --abbrev=12
                  OUTPUT_VARIABLE out RESULT_VARIABLE rc ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(rc EQUAL 0 AND out MATCHES "^[0-9A-Za-z._-]+$")
    set(commit "${out}")
  endif()
endif()
set(text "#define TROUBADOUR_COMMIT \"${commit}\"\n")
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
endif()
if(NOT old STREQUAL text)
  file(WRITE "${OUT}" "${text}")
endif()
