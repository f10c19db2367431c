# The game's art (included by src/app/CMakeLists.txt, which has found SDL2, SDL2_image and
# SDL2_ttf): tile and figure SVGs generated from the tile data, the hit geometry, the
# texture cache, and two small tools.
find_package(PkgConfig REQUIRED)
# Debian's libstb-dev: headers plus a library holding the implementations.
pkg_check_modules(STB REQUIRED IMPORTED_TARGET GLOBAL stb)

add_library(troubadour_art STATIC
  ${CMAKE_CURRENT_LIST_DIR}/art_geom.c
  ${CMAKE_CURRENT_LIST_DIR}/art_grid.c
  ${CMAKE_CURRENT_LIST_DIR}/art_svg.c
  ${CMAKE_CURRENT_LIST_DIR}/art_tile.c
  ${CMAKE_CURRENT_LIST_DIR}/art_figure.c
  ${CMAKE_CURRENT_LIST_DIR}/art_cache.c
  ${CMAKE_CURRENT_LIST_DIR}/art_sheet.c
)
target_include_directories(troubadour_art PUBLIC ${CMAKE_CURRENT_LIST_DIR})
target_compile_options(troubadour_art PRIVATE ${TROUBADOUR_WARNINGS})
target_link_libraries(troubadour_art
  PUBLIC troubadour_io troubadour_core SDL2::SDL2 SDL2_image::SDL2_image SDL2_ttf::SDL2_ttf m
  PRIVATE PkgConfig::STB)

# troubadour-tilesheet FILE.png: every tile with its id (assets/tilesheet.png comes from it).
add_executable(troubadour-tilesheet ${CMAKE_CURRENT_LIST_DIR}/art_tilesheet_main.c)
target_compile_options(troubadour-tilesheet PRIVATE ${TROUBADOUR_WARNINGS})
target_link_libraries(troubadour-tilesheet PRIVATE troubadour_art)

# troubadour-svgpng IN.svg OUT.png SIZE: rasterises like the game does.
add_executable(troubadour-svgpng ${CMAKE_CURRENT_LIST_DIR}/art_svgpng_main.c)
target_compile_options(troubadour-svgpng PRIVATE ${TROUBADOUR_WARNINGS})
target_link_libraries(troubadour-svgpng PRIVATE troubadour_art)

# `cmake --build build --target icons` redraws the icon PNGs from assets/icon.svg.
set(TROUBADOUR_ICON_SIZES 16 32 48 64 128 256)
set(_icon_cmds)
foreach(_s IN LISTS TROUBADOUR_ICON_SIZES)
  list(APPEND _icon_cmds COMMAND troubadour-svgpng ${PROJECT_SOURCE_DIR}/assets/icon.svg
       ${PROJECT_SOURCE_DIR}/assets/icon-${_s}.png ${_s})
endforeach()
add_custom_target(icons ${_icon_cmds}
  DEPENDS troubadour-svgpng
  COMMENT "Drawing assets/icon-*.png from assets/icon.svg"
  VERBATIM)

# `cmake --build build --target tilesheet` redraws assets/tilesheet.png.
add_custom_target(tilesheet
  COMMAND ${CMAKE_COMMAND} -E env TROUBADOUR_DATA=${PROJECT_SOURCE_DIR}
          $<TARGET_FILE:troubadour-tilesheet> ${PROJECT_SOURCE_DIR}/assets/tilesheet.png
  DEPENDS troubadour-tilesheet
  COMMENT "Drawing assets/tilesheet.png"
  VERBATIM)
