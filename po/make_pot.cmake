# Writes the translation template from the sources: cmake -DSOURCE_DIR=... -DOUTPUT=...
# -DXGETTEXT=... -DVERSION=... [-DITS=metainfo.its] -P make_pot.cmake
# (the `pot` target; tests/CMakeLists.txt's i18n_pot_current compares it with po/troubadour.pot).
# The creation date is the only line that changes from run to run: an otherwise equal template
# is left as it is, so that the committed file changes only with its strings.
foreach(v SOURCE_DIR OUTPUT XGETTEXT VERSION)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "make_pot.cmake: ${v} is not set")
  endif()
endforeach()
file(GLOB_RECURSE srcs RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/src/*.c ${SOURCE_DIR}/src/*.h)
list(SORT srcs)
get_filename_component(outdir ${OUTPUT} DIRECTORY)
file(MAKE_DIRECTORY ${outdir})
set(tmp "${OUTPUT}.tmp")
string(REPLACE ";" "\n" list "${srcs}")
file(WRITE "${OUTPUT}.files" "${list}\n")
# every run writes the header again
set(header --package-name=troubadour --package-version=${VERSION}
    --msgid-bugs-address=https://github.com/troubadourgame/troubadour/issues
    "--copyright-holder=The Troubadour developers")
execute_process(
  COMMAND ${XGETTEXT} --language=C --from-code=UTF-8 --add-comments=TRANSLATORS:
          --keyword=_ --keyword=N_ --keyword=P_:1,2 --keyword=C_:1c,2 ${header}
          --files-from=${OUTPUT}.files -o ${tmp}
  WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "xgettext failed on the sources")
endif()
# a real charset, so that the joining runs read the file without a warning
file(READ ${tmp} text)
string(REPLACE "charset=CHARSET" "charset=UTF-8" text "${text}")
file(WRITE ${tmp} "${text}")
set(app packaging/io.github.troubadourgame.troubadour)
execute_process(COMMAND ${XGETTEXT} -j --from-code=UTF-8 ${header} -L Desktop -o ${tmp} ${app}.desktop.in
                WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "xgettext failed on ${app}.desktop.in")
endif()
if(ITS)
  execute_process(COMMAND ${XGETTEXT} -j --from-code=UTF-8 ${header} --its=${ITS} -o ${tmp}
                          ${app}.metainfo.xml.in
                  WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "xgettext failed on ${app}.metainfo.xml.in")
  endif()
endif()
# the help screen's text (assets/rules.txt), one message per heading, item and paragraph
find_program(PYTHON3 python3)
get_filename_component(gettext_bin ${XGETTEXT} DIRECTORY)
find_program(MSGCAT msgcat HINTS ${gettext_bin})
if(NOT PYTHON3 OR NOT MSGCAT)
  message(FATAL_ERROR "make_pot.cmake: python3 and msgcat are needed for assets/rules.txt")
endif()
execute_process(COMMAND ${PYTHON3} po/rules_pot.py assets/rules.txt ${tmp}.rules
                WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "po/rules_pot.py failed on assets/rules.txt")
endif()
execute_process(COMMAND ${MSGCAT} --use-first -o ${tmp} ${tmp} ${tmp}.rules
                WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE rc)
file(REMOVE ${tmp}.rules)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "msgcat could not join the help text to the template")
endif()
file(REMOVE "${OUTPUT}.files")
file(READ ${tmp} new)
string(REGEX REPLACE "\"POT-Creation-Date: [^\"]*\"" "" new_cmp "${new}")
set(old_cmp "")
if(EXISTS ${OUTPUT})
  file(READ ${OUTPUT} old)
  string(REGEX REPLACE "\"POT-Creation-Date: [^\"]*\"" "" old_cmp "${old}")
endif()
if(new_cmp STREQUAL old_cmp)
  file(REMOVE ${tmp})
else()
  file(RENAME ${tmp} ${OUTPUT})
endif()
