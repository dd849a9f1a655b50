# gfxtile_library(NAME SOURCES ... DEPENDS ...): one library target per top-level folder,
# included from the repository root (#include "hsaco/code_object.h"). Each library and its
# headers are installed (include/gfxtile/<folder>/) and exported as gfxtile::<NAME> for
# find_package(gfxtile).
function(gfxtile_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wno-unused-parameter)
endfunction()

function(gfxtile_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPENDS;PRIVATE_DEPENDS" ${ARGN})
  add_library(${name} STATIC ${ARG_SOURCES})
  target_include_directories(${name} PUBLIC $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}>
                                            $<INSTALL_INTERFACE:include/gfxtile>)
  target_link_libraries(${name} PUBLIC ${ARG_DEPENDS} PRIVATE ${ARG_PRIVATE_DEPENDS})
  # The headers use C++20: whoever links a gfxtile library, a downstream project too, compiles as C++20.
  target_compile_features(${name} PUBLIC cxx_std_20)
  set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  gfxtile_warnings(${name})
  # Sanitized libraries need the sanitizer runtimes wherever they are linked, installed ones too.
  if(CMAKE_BUILD_TYPE STREQUAL "Sanitize")
    target_link_options(${name} INTERFACE -fsanitize=address,undefined)
  endif()
  file(RELATIVE_PATH folder ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
  install(TARGETS ${name} EXPORT gfxtileTargets ARCHIVE DESTINATION lib)
  install(DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}/ DESTINATION include/gfxtile/${folder}
          FILES_MATCHING PATTERN "*.h")
endfunction()
