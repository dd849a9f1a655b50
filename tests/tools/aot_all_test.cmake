# `gfxtile aot --all` builds every registered kernel family for gfx942, gfx950 and gfx1250, and
# every launcher header compiles with -Wall -Wextra -Werror against Debian's HIP headers.
# Run by CTest with -DGFXTILE -DCXX -DHIP_INCLUDE -DWORK_DIR.
file(REMOVE_RECURSE ${WORK_DIR})
execute_process(COMMAND ${GFXTILE} aot --all --targets gfx942,gfx950,gfx1250 -o ${WORK_DIR}/bundle
                RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "gfxtile aot --all failed (${result}):\n${output}")
endif()
execute_process(COMMAND ${GFXTILE} aot --list OUTPUT_VARIABLE families)
file(GLOB headers ${WORK_DIR}/bundle/*.h)
list(LENGTH headers header_count)
string(REGEX MATCHALL "\n  [a-z]" family_lines "\n${families}")
list(LENGTH family_lines family_count)
if(NOT header_count EQUAL family_count)
  message(FATAL_ERROR "${family_count} families registered but ${header_count} launcher headers written:\n${families}")
endif()
# -isystem /usr/include would break the standard library's #include_next.
set(hip_flags "")
if(NOT HIP_INCLUDE STREQUAL "/usr/include")
  set(hip_flags -isystem ${HIP_INCLUDE})
endif()
foreach(header IN LISTS headers)
  get_filename_component(name ${header} NAME)
  file(WRITE ${WORK_DIR}/check_${name}.cpp "#include \"${name}\"\nint main() { return 0; }\n")
  execute_process(COMMAND ${CXX} -std=c++17 -Wall -Wextra -Werror -fsyntax-only ${hip_flags}
                          -I${WORK_DIR}/bundle ${WORK_DIR}/check_${name}.cpp
                  RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "${name} does not compile with -Wall -Wextra -Werror:\n${output}")
  endif()
endforeach()
message(STATUS "${family_count} families, ${header_count} launcher headers compiled")
file(REMOVE_RECURSE ${WORK_DIR})
