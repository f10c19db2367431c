# README.md carries the rules for players as the same text as assets/rules.txt (which the
# game's help screen shows), between <!-- rules.txt begin --> and <!-- rules.txt end -->.
# Variables: SRC.
file(READ "${SRC}/README.md" readme)
file(READ "${SRC}/assets/rules.txt" rules)
string(FIND "${readme}" "<!-- rules.txt begin -->\n${rules}<!-- rules.txt end -->" at)
if(at EQUAL -1)
  message(FATAL_ERROR "README.md does not hold assets/rules.txt verbatim between the rules.txt "
                      "markers: copy the file's text there again")
endif()
file(READ "${SRC}/README.md" readme)
foreach(cmd "packaging/play.sh" "tests/run.sh" "assets/screenshot.png")
  string(FIND "${readme}" "${cmd}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "README.md no longer mentions ${cmd}")
  endif()
endforeach()
message("README.md holds assets/rules.txt and the quick-start commands")
