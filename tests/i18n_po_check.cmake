# msgfmt --check --statistics on one language (po/<LL>.po). A language listed in
# po/COMPLETE must have no untranslated and no fuzzy message; any other is only checked.
execute_process(COMMAND ${MSGFMT} --check --statistics -o /dev/null ${PO_DIR}/${LL}.po
                RESULT_VARIABLE rc ERROR_VARIABLE stats OUTPUT_VARIABLE out)
message(STATUS "${LL}: ${stats}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "po/${LL}.po does not compile: ${stats}")
endif()
file(STRINGS ${PO_DIR}/COMPLETE complete REGEX "^[^#]")
list(FIND complete ${LL} i)
if(i GREATER -1 AND stats MATCHES "untranslated|fuzzy")
  message(FATAL_ERROR "po/${LL}.po is listed in po/COMPLETE but has: ${stats}")
endif()
