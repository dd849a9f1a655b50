# Every dependency comes from Debian 12's archive (scripts/install-deps.sh installs them).
find_package(LLVM REQUIRED CONFIG PATHS /usr/lib/llvm-22/lib/cmake/llvm NO_DEFAULT_PATH)
if(NOT LLVM_VERSION_MAJOR EQUAL 22)
  message(FATAL_ERROR "gfxtile needs LLVM 22; found ${LLVM_PACKAGE_VERSION}")
endif()
find_package(LLD REQUIRED CONFIG PATHS /usr/lib/llvm-22/lib/cmake/lld NO_DEFAULT_PATH)
find_package(fmt REQUIRED)
message(STATUS "gfxtile: LLVM ${LLVM_PACKAGE_VERSION} from ${LLVM_DIR}")

# LLVM as one interface target: Debian links every component into libLLVM.so.
add_library(gfxtile_llvm INTERFACE)
target_include_directories(gfxtile_llvm SYSTEM INTERFACE ${LLVM_INCLUDE_DIRS} ${LLD_INCLUDE_DIRS})
separate_arguments(GFXTILE_LLVM_DEFINITIONS NATIVE_COMMAND "${LLVM_DEFINITIONS}")
target_compile_options(gfxtile_llvm INTERFACE ${GFXTILE_LLVM_DEFINITIONS})
target_compile_definitions(gfxtile_llvm INTERFACE GFXTILE_LLVM_VERSION="${LLVM_PACKAGE_VERSION}")
target_link_libraries(gfxtile_llvm INTERFACE LLVM)
install(TARGETS gfxtile_llvm EXPORT gfxtileTargets)
