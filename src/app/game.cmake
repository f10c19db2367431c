# The program `troubadour` (included by src/app/CMakeLists.txt, after art.cmake): platform
# glue, scenes, board view, widgets. Everything but main.c goes into a library so that tests
# can link the scenes.
find_package(PkgConfig REQUIRED)
pkg_check_modules(TROUBADOUR_STB REQUIRED stb)

add_library(troubadour_app STATIC
  ${CMAKE_CURRENT_LIST_DIR}/anim.c
  ${CMAKE_CURRENT_LIST_DIR}/app.c
  ${CMAKE_CURRENT_LIST_DIR}/app_options.c
  ${CMAKE_CURRENT_LIST_DIR}/autosave.c
  ${CMAKE_CURRENT_LIST_DIR}/bench_render.c
  ${CMAKE_CURRENT_LIST_DIR}/bot_ai.c
  ${CMAKE_CURRENT_LIST_DIR}/bot_random.c
  ${CMAKE_CURRENT_LIST_DIR}/bot_registry.c
  ${CMAKE_CURRENT_LIST_DIR}/bot_worker.c
  ${CMAKE_CURRENT_LIST_DIR}/camera.c
  ${CMAKE_CURRENT_LIST_DIR}/draw.c
  ${CMAKE_CURRENT_LIST_DIR}/fatal.c
  ${CMAKE_CURRENT_LIST_DIR}/figure_gfx.c
  ${CMAKE_CURRENT_LIST_DIR}/hud.c
  ${CMAKE_CURRENT_LIST_DIR}/hud_assist.c
  ${CMAKE_CURRENT_LIST_DIR}/hud_log.c
  ${CMAKE_CURRENT_LIST_DIR}/palette.c
  ${CMAKE_CURRENT_LIST_DIR}/final_table.c
  ${CMAKE_CURRENT_LIST_DIR}/scene_final.c
  ${CMAKE_CURRENT_LIST_DIR}/scene_flowers.c
  ${CMAKE_CURRENT_LIST_DIR}/scene_game.c
  ${CMAKE_CURRENT_LIST_DIR}/scene_game_draw.c
  ${CMAKE_CURRENT_LIST_DIR}/scene_game_input.c
  ${CMAKE_CURRENT_LIST_DIR}/scene_game_pause.c
  ${CMAKE_CURRENT_LIST_DIR}/scene_game_saves.c
  ${CMAKE_CURRENT_LIST_DIR}/scene_help.c
  ${CMAKE_CURRENT_LIST_DIR}/scene_load.c
  ${CMAKE_CURRENT_LIST_DIR}/scene_settings.c
  ${CMAKE_CURRENT_LIST_DIR}/scene_setup.c
  ${CMAKE_CURRENT_LIST_DIR}/scene_title.c
  ${CMAKE_CURRENT_LIST_DIR}/saves.c
  ${CMAKE_CURRENT_LIST_DIR}/screenshot.c
  ${CMAKE_CURRENT_LIST_DIR}/script.c
  ${CMAKE_CURRENT_LIST_DIR}/session.c
  ${CMAKE_CURRENT_LIST_DIR}/settings.c
  ${CMAKE_CURRENT_LIST_DIR}/last_setup.c
  ${CMAKE_CURRENT_LIST_DIR}/sprite.c
  ${CMAKE_CURRENT_LIST_DIR}/text.c
  ${CMAKE_CURRENT_LIST_DIR}/tile_gfx.c
  ${CMAKE_CURRENT_LIST_DIR}/tile_sketch.c
  ${CMAKE_CURRENT_LIST_DIR}/turn.c
  ${CMAKE_CURRENT_LIST_DIR}/ui.c
)
target_include_directories(troubadour_app PUBLIC ${CMAKE_CURRENT_LIST_DIR})
target_include_directories(troubadour_app PRIVATE ${TROUBADOUR_STB_INCLUDE_DIRS})
target_compile_options(troubadour_app PRIVATE ${TROUBADOUR_WARNINGS})
target_compile_definitions(troubadour_app PRIVATE TROUBADOUR_VERSION="${PROJECT_VERSION}")
target_link_libraries(troubadour_app PUBLIC
  troubadour_io troubadour_ai troubadour_core SDL2::SDL2 SDL2_image::SDL2_image SDL2_ttf::SDL2_ttf m
  PRIVATE ${TROUBADOUR_STB_LINK_LIBRARIES})
if(NOT TROUBADOUR_STB_LINK_LIBRARIES)
  target_link_libraries(troubadour_app PRIVATE ${TROUBADOUR_STB_LIBRARIES})
endif()
# The real art when its library is built; the stand-in sketches otherwise.
if(TARGET troubadour_art)
  target_compile_definitions(troubadour_app PRIVATE TROUBADOUR_HAVE_ART=1)
  target_link_libraries(troubadour_app PUBLIC troubadour_art)
endif()

add_executable(troubadour ${CMAKE_CURRENT_LIST_DIR}/main.c)
target_compile_options(troubadour PRIVATE ${TROUBADOUR_WARNINGS})
target_link_libraries(troubadour PRIVATE troubadour_app)
install(TARGETS troubadour RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
