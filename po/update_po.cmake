# Merges every po/<ll>.po of LINGUAS with po/troubadour.pot (the `update-po` target).
# English is msgen's copy: msgstr = msgid, the header its own.
file(STRINGS ${PO_DIR}/LINGUAS linguas REGEX "^[^#]")
foreach(ll ${linguas})
  set(po ${PO_DIR}/${ll}.po)
  # English copies every msgid: no fuzzy guesses from similar strings
  set(fuzzy --previous)
  if(ll STREQUAL "en")
    set(fuzzy --no-fuzzy-matching)
  endif()
  if(EXISTS ${po})
    execute_process(COMMAND ${MSGMERGE} --quiet --update --backup=none ${fuzzy} ${po}
                            ${PO_DIR}/troubadour.pot RESULT_VARIABLE rc)
    if(rc EQUAL 0 AND ll STREQUAL "en")
      get_filename_component(bin ${MSGMERGE} DIRECTORY)
      execute_process(COMMAND ${bin}/msgen -o ${po} ${po} RESULT_VARIABLE rc)
    endif()
  else()
    message(FATAL_ERROR "${po} is missing: msginit -l ${ll} -i troubadour.pot -o ${ll}.po")
  endif()
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "updating ${po} failed")
  endif()
endforeach()
