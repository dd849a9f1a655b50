# gfxtile_add_aot_kernels(<name> [SOURCES <file>...] KERNELS <kernel>... TARGETS <target id>...
#                         [OUTPUT_DIRECTORY <dir>])
#
# Compiles the named kernels ahead of time for every target with `gfxtile aot` at build time,
# each kernel a registered family with optional parameters ("gdn.chunk_h:H=16,HV=32"; the files
# are named by the bundle name, "gdn_chunk_h_H16_HV32"). With SOURCES, the kernels are the
# project's own: the sources (which register their families with GFXTILE_REGISTER_KERNEL_FAMILY)
# are built into a generator program against the installed gfxtile, and it runs instead of
# `gfxtile aot`. Either way the outputs go
# into <dir> (default: <current binary dir>/<name>): <kernel>.<target>.hsaco, one header
# <kernel>.h per kernel with a typed launcher over hipModuleLaunchKernel, and manifest.json.
# <name> becomes an INTERFACE library: linking it puts <dir> on the include path and defines
# <NAME>_BUNDLE_DIR, the folder the launchers load the .hsaco files from. The generated code
# needs only HIP at run time, not gfxtile.
function(gfxtile_add_aot_kernels name)
  cmake_parse_arguments(ARG "" "OUTPUT_DIRECTORY" "SOURCES;KERNELS;TARGETS" ${ARGN})
  if(NOT ARG_KERNELS OR NOT ARG_TARGETS)
    message(FATAL_ERROR "gfxtile_add_aot_kernels(${name}): KERNELS and TARGETS are required")
  endif()
  if(NOT ARG_OUTPUT_DIRECTORY)
    set(ARG_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/${name})
  endif()
  if(TARGET gfxtile::gfxtile)
    set(command gfxtile::gfxtile)
    set(prefix gfxtile::)
  elseif(TARGET gfxtile)
    set(command gfxtile)  # inside gfxtile's own build
    set(prefix "")
  else()
    message(FATAL_ERROR "gfxtile_add_aot_kernels(${name}): no gfxtile command; call find_package(gfxtile) first")
  endif()
  set(subcommand aot)
  if(ARG_SOURCES)
    add_executable(${name}_generator ${ARG_SOURCES})
    target_link_libraries(${name}_generator PRIVATE ${prefix}gfxtile_aot_generator ${prefix}gfxtile_dsl_runtime)
    set(command ${name}_generator)
    set(subcommand "")
  endif()

  # The manifest is written last, so it stands for the whole bundle (the file names depend on the
  # families' parameters, which only the registry knows).
  set(outputs ${ARG_OUTPUT_DIRECTORY}/manifest.json)
  list(JOIN ARG_KERNELS "," kernels)  # "a:H=1,HV=2,b": parameters continue their kernel
  list(JOIN ARG_TARGETS "," targets)
  add_custom_command(OUTPUT ${outputs}
    COMMAND ${command} ${subcommand} --kernels ${kernels} --targets ${targets} -o ${ARG_OUTPUT_DIRECTORY}
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
