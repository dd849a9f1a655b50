// The gcnArchName offsets gfxtile reads device properties at, against the installed HIP headers
// (Debian's libamdhip64-dev is ROCm 5; a ROCm 6+ installation checks the R0600 layout). Built only
// where the headers exist.

#include <cstddef>

#if !defined(__HIP_PLATFORM_AMD__)
#define __HIP_PLATFORM_AMD__ 1
#endif
#include <hip/hip_runtime_api.h>

#include <catch2/catch.hpp>

#include "runtime/hip_library.h"

#if HIP_VERSION_MAJOR >= 6
static_assert(offsetof(hipDeviceProp_tR0600, gcnArchName) == gfxtile::kGcnArchNameOffsetR0600);
#else
static_assert(offsetof(hipDeviceProp_t, gcnArchName) == gfxtile::kGcnArchNameOffsetR0000);
#endif

TEST_CASE("gfxtile's HIP property offsets match the installed HIP headers", "[runtime][device]") {
#if HIP_VERSION_MAJOR >= 6
  CHECK(offsetof(hipDeviceProp_tR0600, gcnArchName) == gfxtile::kGcnArchNameOffsetR0600);
#else
  CHECK(offsetof(hipDeviceProp_t, gcnArchName) == gfxtile::kGcnArchNameOffsetR0000);
#endif
  // The launch-parameter markers gfxtile passes as plain integers.
  CHECK(HIP_LAUNCH_PARAM_BUFFER_POINTER == reinterpret_cast<void*>(1));
  CHECK(HIP_LAUNCH_PARAM_BUFFER_SIZE == reinterpret_cast<void*>(2));
  CHECK(HIP_LAUNCH_PARAM_END == reinterpret_cast<void*>(3));
  CHECK(static_cast<int>(hipMemcpyHostToDevice) == gfxtile::HipLibrary::kHostToDevice);
  CHECK(static_cast<int>(hipMemcpyDeviceToHost) == gfxtile::HipLibrary::kDeviceToHost);
}

TEST_CASE("an installed libamdhip64 has every entry point gfxtile binds", "[runtime][device]") {
  std::string problem;
  auto library = gfxtile::HipLibrary::open(problem);
  if (!library && problem.find("cannot load") != std::string::npos) {
    WARN("no libamdhip64 installed: " << problem);
    return;
  }
  INFO(problem);
  REQUIRE(library);
  CHECK((library->hipGetDevicePropertiesR0600 != nullptr || library->hipGetDeviceProperties != nullptr));
  CHECK(library->describe(0) == "hipSuccess (0)");
}
