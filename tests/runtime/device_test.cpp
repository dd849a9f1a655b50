#include <dlfcn.h>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "runtime/buffer.h"
#include "runtime/device.h"
#include "runtime/emulator_device.h"
#include "runtime/hip_device.h"
#include "runtime/loaded_kernel.h"
#include "runtime/target_detection.h"
#include "tests/runtime/test_support.h"

using namespace gfxtile;
using gfxtile::testing::helper_command;
using gfxtile::testing::run_command;
using gfxtile::testing::ScopedEnvironment;

namespace {

// What the HIP stub's last hipModuleLaunchKernel received.
struct StubLaunch {
  unsigned grid[3], block[3], shared_bytes;
  std::vector<uint8_t> kernarg;
  std::string function;
  int launches;
};

StubLaunch last_stub_launch(const char* library) {
  void* handle = ::dlopen(library, RTLD_NOW | RTLD_NOLOAD);
  REQUIRE(handle != nullptr);
  using Query = int (*)(unsigned*, unsigned*, unsigned*, const unsigned char**, size_t*, const char**);
  auto query = reinterpret_cast<Query>(::dlsym(handle, "hip_stub_last_launch"));
  REQUIRE(query != nullptr);
  StubLaunch launch{};
  const unsigned char* kernarg = nullptr;
  size_t size = 0;
  const char* function = nullptr;
  launch.launches = query(launch.grid, launch.block, &launch.shared_bytes, &kernarg, &size, &function);
  launch.kernarg.assign(kernarg, kernarg + size);
  launch.function = function;
  ::dlclose(handle);
  return launch;
}

template <typename T>
T read_at(const std::vector<uint8_t>& bytes, uint64_t offset) {
  T value{};
  std::memcpy(&value, bytes.data() + offset, sizeof(T));
  return value;
}

}  // namespace

TEST_CASE("a missing libamdhip64 falls back to the emulator with a one-line notice", "[runtime][device][process]") {
  const auto result = run_command(fmt::format(
      "env -u GFXTILE_DEVICE -u GFXTILE_QUIET GFXTILE_HIP_LIBRARY=/nonexistent/libamdhip64.so {} device",
      helper_command()));
  INFO(result.output);
  const auto newline = result.output.find('\n');
  REQUIRE(newline != std::string::npos);
  const std::string notice = result.output.substr(0, newline);
  CHECK_THAT(notice, Catch::StartsWith("gfxtile: no AMD GPU through HIP (cannot load /nonexistent/libamdhip64.so"));
  CHECK_THAT(notice, Catch::EndsWith("; using the emulator"));
  if (emulator_available()) {
    CHECK(result.exit_code == 0);
    CHECK(result.output.substr(newline + 1) == "emulator\n");
  } else {
    // Until emu/ is built the fallback has no emulator to open, and says so.
    CHECK(result.exit_code == 1);
    CHECK_THAT(result.output.substr(newline + 1), Catch::Contains("emulator device") && Catch::Contains("not in this build"));
  }
}

TEST_CASE("GFXTILE_DEVICE=hip without HIP is a clear error", "[runtime][device]") {
  ScopedEnvironment library("GFXTILE_HIP_LIBRARY", "/nonexistent/libamdhip64.so");
  CHECK_THROWS_WITH(open_device(DeviceChoice::hip),
                    Catch::StartsWith("GFXTILE_DEVICE=hip, but no HIP device is usable: cannot load /nonexistent/libamdhip64.so"));
  {
    ScopedEnvironment choice("GFXTILE_DEVICE", "cuda");
    CHECK_THROWS_WITH(device_choice_from_environment(), Catch::Contains("GFXTILE_DEVICE='cuda' is not one of auto, hip, emu"));
  }
  {
    ScopedEnvironment choice("GFXTILE_DEVICE", "hip");
    CHECK(device_choice_from_environment() == DeviceChoice::hip);
  }
  ScopedEnvironment stub("GFXTILE_HIP_LIBRARY", GFXTILE_HIP_STUB);
  ScopedEnvironment no_devices("HIP_STUB_DEVICES", "0");
  CHECK_THROWS_WITH(open_device(DeviceChoice::hip), Catch::Contains("hipGetDeviceCount: hipErrorStub (100)"));
}

TEST_CASE("targets come from GFXTILE_ARCH or the HIP device, and unsupported ones are refused", "[runtime][device]") {
  ScopedEnvironment no_arch("GFXTILE_ARCH", std::nullopt);
  SECTION("ROCm 6+ device properties") {
    ScopedEnvironment library("GFXTILE_HIP_LIBRARY", GFXTILE_HIP_STUB);
    ScopedEnvironment arch("HIP_STUB_ARCH", "gfx942:sramecc+:xnack-");
    CHECK(detect_target() == TargetId::parse("gfx942:sramecc+:xnack-"));
    std::string problem;
    auto device = HipDevice::open(problem);
    REQUIRE(device);
    CHECK(device->kind() == "hip");
    CHECK_THAT(device->description(), Catch::Contains("gfx942:sramecc+:xnack-"));
  }
  SECTION("ROCm 5 device properties") {
    ScopedEnvironment library("GFXTILE_HIP_LIBRARY", GFXTILE_HIP_STUB_ROCM5);
    ScopedEnvironment arch("HIP_STUB_ARCH", "gfx950:sramecc+:xnack-");
    CHECK(detect_target() == TargetId::parse("gfx950:sramecc+:xnack-"));
  }
  SECTION("an unsupported GPU") {
    ScopedEnvironment library("GFXTILE_HIP_LIBRARY", GFXTILE_HIP_STUB);
    ScopedEnvironment arch("HIP_STUB_ARCH", "gfx90a:sramecc+:xnack-");
    CHECK_THROWS_WITH(detect_target(), Catch::Contains("HIP device 0 reports architecture 'gfx90a:sramecc+:xnack-'") &&
                                           Catch::Contains("gfx942, gfx950, gfx1250"));
    // Not a silent fallback to the emulator either.
    CHECK_THROWS_WITH(open_device(DeviceChoice::automatic), Catch::Contains("gfx90a"));
  }
  SECTION("GFXTILE_ARCH") {
    ScopedEnvironment library("GFXTILE_HIP_LIBRARY", "/nonexistent/libamdhip64.so");
    {
      ScopedEnvironment arch("GFXTILE_ARCH", "gfx1250");
      CHECK(detect_target() == TargetId::parse("gfx1250"));
    }
    {
      ScopedEnvironment arch("GFXTILE_ARCH", "gfx90a");
      CHECK_THROWS_WITH(detect_target(), Catch::StartsWith("GFXTILE_ARCH: unsupported target 'gfx90a'") &&
                                             Catch::Contains("gfx942, gfx950, gfx1250"));
    }
    CHECK_THROWS_WITH(detect_target(), Catch::Contains("GFXTILE_ARCH is not set and no HIP device was found"));
  }
  SECTION("GFXTILE_ARCH naming another GPU than the device") {
    ScopedEnvironment library("GFXTILE_HIP_LIBRARY", GFXTILE_HIP_STUB);
    ScopedEnvironment device_arch("HIP_STUB_ARCH", "gfx942:sramecc+:xnack-");
    ScopedEnvironment arch("GFXTILE_ARCH", "gfx950");
    std::string problem;
    CHECK_THROWS_WITH(HipDevice::open(problem), Catch::Contains("GFXTILE_ARCH=gfx950 does not match HIP device 0"));
  }
}

TEST_CASE("a HIP launch passes the packed kernarg buffer", "[runtime][device][launch]") {
  ScopedEnvironment library("GFXTILE_HIP_LIBRARY", GFXTILE_HIP_STUB);
  ScopedEnvironment arch("HIP_STUB_ARCH", "gfx942:sramecc+:xnack-");
  ScopedEnvironment no_arch("GFXTILE_ARCH", std::nullopt);
  auto device = open_device(DeviceChoice::hip);
  CompilerSettings settings;
  settings.disk_cache = false;
  Compiler compiler(settings);
  auto compiled = compiler.compile(KernelSource::llvm_ir("hidden_user", gfxtile::testing::kHiddenUserIr), device->target());
  LoadedKernel kernel(*device, compiled);

  std::vector<float> host(100);
  for (size_t i = 0; i < host.size(); ++i) host[i] = static_cast<float>(i) * 0.5f;
  auto buffer = DeviceBuffer::upload(*device, host);
  CHECK(buffer.describe() == "f32[100]");
  CHECK(buffer.download<float>() == host);
  CHECK_THROWS_WITH(buffer.download<int32_t>(), Catch::Contains("host elements are i32, not f32"));

  const LaunchConfig config{.grid = {7, 3, 1}, .block = {64, 2, 1}, .dynamic_lds_bytes = 512};
  kernel.launch(config, buffer, int32_t{42});
  const StubLaunch launch = last_stub_launch(GFXTILE_HIP_STUB);
  CHECK(launch.function == "hidden_user");
  CHECK(launch.grid[0] == 7);
  CHECK(launch.grid[1] == 3);
  CHECK(launch.block[0] == 64);
  CHECK(launch.block[1] == 2);
  CHECK(launch.shared_bytes == 512);
  const KernelMetadata& metadata = kernel.code().metadata;
  REQUIRE(launch.kernarg.size() == metadata.kernarg_segment_size);
  for (const KernelArgument& argument : metadata.arguments) {
    INFO(argument.value_kind << " at " << argument.offset);
    if (argument.name == "out") CHECK(read_at<uint64_t>(launch.kernarg, argument.offset) == buffer.address());
    if (argument.name == "n") CHECK(read_at<int32_t>(launch.kernarg, argument.offset) == 42);
    if (argument.value_kind == "hidden_block_count_x") CHECK(read_at<uint32_t>(launch.kernarg, argument.offset) == 7);
    if (argument.value_kind == "hidden_block_count_y") CHECK(read_at<uint32_t>(launch.kernarg, argument.offset) == 3);
    if (argument.value_kind == "hidden_group_size_x") CHECK(read_at<uint16_t>(launch.kernarg, argument.offset) == 64);
    if (argument.value_kind == "hidden_group_size_y") CHECK(read_at<uint16_t>(launch.kernarg, argument.offset) == 2);
    if (argument.value_kind == "hidden_grid_dims") CHECK(read_at<uint16_t>(launch.kernarg, argument.offset) == 2);
    if (argument.value_kind == "hidden_dynamic_lds_size") CHECK(read_at<uint32_t>(launch.kernarg, argument.offset) == 512);
  }
  // Streams are the device's own.
  auto stream = device->create_stream();
  kernel.launch({.grid = {1}, .block = {1}, .dynamic_lds_bytes = 0, .stream = stream.get()}, buffer, int32_t{1});
  stream->synchronize();
  CHECK(last_stub_launch(GFXTILE_HIP_STUB).launches == launch.launches + 1);
}
