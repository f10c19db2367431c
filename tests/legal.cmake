# `troubadour-cli legal` checks: listed placements computed by hand in each record's comment.
foreach(spec "start_u;U" "deck_next;" "vl_donkey_x;" "vl_without_donkey_x;")
  list(GET spec 0 name)
  list(LENGTH spec n)
  set(tile "")
  if(n GREATER 1)
    list(GET spec 1 tile)
  endif()
  add_test(NAME legal_${name}
    COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:troubadour-cli>
            -DREC=${CMAKE_CURRENT_SOURCE_DIR}/legal/${name}.rec -DTILE=${tile}
            -DDATA=${PROJECT_SOURCE_DIR} -P ${CMAKE_CURRENT_SOURCE_DIR}/run_legal.cmake)
  set_tests_properties(legal_${name} PROPERTIES LABELS scenario)
endforeach()
