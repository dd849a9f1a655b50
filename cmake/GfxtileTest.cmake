# gfxtile_test(NAME SOURCES ... DEPENDS ... [LABELS ...]): one Catch2 (v2) executable; its test
# cases are listed after the build and registered with CTest one by one.
include(Catch)

if(NOT TARGET gfxtile_catch_main)
  add_library(gfxtile_catch_main OBJECT ${PROJECT_SOURCE_DIR}/tests/catch_main.cpp)
  target_link_libraries(gfxtile_catch_main PUBLIC Catch2::Catch2)
endif()

function(gfxtile_test name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPENDS;LABELS" ${ARGN})
  add_executable(${name} ${ARG_SOURCES} $<TARGET_OBJECTS:gfxtile_catch_main>)
  target_link_libraries(${name} PRIVATE Catch2::Catch2 ${ARG_DEPENDS})
  target_compile_definitions(${name} PRIVATE
    GFXTILE_SHARED_DIR="${GFXTILE_SHARED_DIR}" GFXTILE_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
  gfxtile_warnings(${name})
  if(ARG_LABELS)
    catch_discover_tests(${name} PROPERTIES LABELS "${ARG_LABELS}")
  else()
    catch_discover_tests(${name})
  endif()
endfunction()
