# Fails when po/troubadour.pot does not hold the strings the sources give: a string was wrapped, changed or
# removed without `cmake --build build --target pot` (then `--target update-po`).
# cmake -DPOT=po/troubadour.pot -DFRESH=${build}/pot-check/troubadour.pot <make_pot args> -P
file(REMOVE ${FRESH})
execute_process(COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${SOURCE_DIR} -DXGETTEXT=${XGETTEXT}
                        -DVERSION=${VERSION} -DITS=${ITS} -DOUTPUT=${FRESH} -P ${MAKE_POT}
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the template could not be generated")
endif()
file(READ ${POT} old)
file(READ ${FRESH} new)
string(REGEX REPLACE "\"POT-Creation-Date: [^\"]*\"" "" old "${old}")
string(REGEX REPLACE "\"POT-Creation-Date: [^\"]*\"" "" new "${new}")
# where a string stands (#: file:line) moves with every edit above it: only the strings count
string(REGEX REPLACE "#: [^\n]*\n" "" old "${old}")
string(REGEX REPLACE "#: [^\n]*\n" "" new "${new}")
if(NOT old STREQUAL new)
  execute_process(COMMAND diff -u ${POT} ${FRESH} OUTPUT_VARIABLE d)
  string(SUBSTRING "${d}" 0 4000 d)
  message(FATAL_ERROR "po/troubadour.pot is stale: run `cmake --build build --target pot` and "
                      "`--target update-po`, and commit po/. The difference:\n${d}")
endif()
