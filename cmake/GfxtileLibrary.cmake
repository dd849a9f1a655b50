# gfxtile_library(NAME SOURCES ... DEPENDS ...): one library target per top-level folder,
# included from the repository root (#include "hsaco/code_object.h").
function(gfxtile_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wno-unused-parameter)
endfunction()

function(gfxtile_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPENDS;PRIVATE_DEPENDS" ${ARGN})
  add_library(${name} STATIC ${ARG_SOURCES})
  target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR})
  target_link_libraries(${name} PUBLIC ${ARG_DEPENDS} PRIVATE ${ARG_PRIVATE_DEPENDS})
  set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  gfxtile_warnings(${name})
endfunction()
