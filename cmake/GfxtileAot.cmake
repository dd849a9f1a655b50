# gfxtile_add_aot_kernels(<name> KERNELS <kernel>... TARGETS <target id>... [OUTPUT_DIRECTORY <dir>])
#
# Compiles the named kernels ahead of time for every target with `gfxtile aot` at build time,
# into <dir> (default: <current binary dir>/<name>): <kernel>.<target>.hsaco, one header
# <kernel>.h per kernel with a typed launcher over hipModuleLaunchKernel, and manifest.json.
# <name> becomes an INTERFACE library: linking it puts <dir> on the include path and defines
# <NAME>_BUNDLE_DIR, the folder the launchers load the .hsaco files from. The generated code
# needs only HIP at run time, not gfxtile.
function(gfxtile_add_aot_kernels name)
  cmake_parse_arguments(ARG "" "OUTPUT_DIRECTORY" "KERNELS;TARGETS" ${ARGN})
  if(NOT ARG_KERNELS OR NOT ARG_TARGETS)
    message(FATAL_ERROR "gfxtile_add_aot_kernels(${name}): KERNELS and TARGETS are required")
  endif()
  if(NOT ARG_OUTPUT_DIRECTORY)
    set(ARG_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/${name})
  endif()
  if(TARGET gfxtile::gfxtile)
    set(command gfxtile::gfxtile)
  elseif(TARGET gfxtile)
    set(command gfxtile)  # inside gfxtile's own build
  else()
    message(FATAL_ERROR "gfxtile_add_aot_kernels(${name}): no gfxtile command; call find_package(gfxtile) first")
  endif()

  set(outputs ${ARG_OUTPUT_DIRECTORY}/manifest.json)
  foreach(kernel IN LISTS ARG_KERNELS)
    list(APPEND outputs ${ARG_OUTPUT_DIRECTORY}/${kernel}.h)
    foreach(target IN LISTS ARG_TARGETS)
      string(REPLACE ":" "_" file_target "${target}")
      list(APPEND outputs ${ARG_OUTPUT_DIRECTORY}/${kernel}.${file_target}.hsaco)
    endforeach()
  endforeach()
  list(JOIN ARG_KERNELS "," kernels)
  list(JOIN ARG_TARGETS "," targets)
  add_custom_command(OUTPUT ${outputs}
    COMMAND ${command} aot --kernels ${kernels} --targets ${targets} -o ${ARG_OUTPUT_DIRECTORY}
    DEPENDS ${command}
    COMMENT "gfxtile aot: ${kernels} for ${targets}"
    VERBATIM)
  add_custom_target(${name}_bundle DEPENDS ${outputs})
  add_library(${name} INTERFACE)
  target_include_directories(${name} INTERFACE ${ARG_OUTPUT_DIRECTORY})
  string(MAKE_C_IDENTIFIER "${name}" identifier)
  string(TOUPPER "${identifier}" identifier)
  target_compile_definitions(${name} INTERFACE ${identifier}_BUNDLE_DIR="${ARG_OUTPUT_DIRECTORY}")
  add_dependencies(${name} ${name}_bundle)
endfunction()
