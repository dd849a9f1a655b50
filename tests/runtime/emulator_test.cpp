#include <random>

#include <catch2/catch.hpp>

#include "runtime/buffer.h"
#include "runtime/emulator_device.h"
#include "examples/ir_sources.h"
#include "runtime/jit.h"
#include "runtime/loaded_kernel.h"
#include "tests/runtime/test_support.h"

using namespace gfxtile;

namespace {

Compiler& test_compiler() {
  static Compiler compiler([] {
    CompilerSettings settings;
    settings.disk_cache = false;
    return settings;
  }());
  return compiler;
}

}  // namespace

TEST_CASE("vector_add runs on the emulator device and adds", "[runtime][emulator]") {
  if (!emulator_available()) {
    WARN("this build has no emulator (emu/ not built); skipped");
    return;
  }
  for (const char* name : {"gfx942", "gfx950"}) {
    const TargetId target = TargetId::parse(name);
    INFO(name);
    auto device = open_emulator_device(target);
    CHECK(device->kind() == "emulator");
    LoadedKernel kernel(*device, test_compiler().compile(examples::named_kernel("vector_add").source(target), target));
    const int n = 1000;  // not a multiple of the block: the kernel's bounds check matters
    std::mt19937 random(7);
    std::uniform_real_distribution<float> values(-100.0f, 100.0f);
    std::vector<float> x(n), y(n);
    for (int i = 0; i < n; ++i) x[i] = values(random), y[i] = values(random);
    auto x_buffer = DeviceBuffer::upload(*device, x), y_buffer = DeviceBuffer::upload(*device, y);
    DeviceBuffer z_buffer(*device, ElementType::f32, {n});
    kernel.launch({.grid = {(n + 255) / 256}, .block = {256}}, x_buffer, y_buffer, z_buffer, int32_t{n});
    const std::vector<float> z = z_buffer.download<float>();
    int wrong = 0;
    for (int i = 0; i < n; ++i) wrong += z[i] != x[i] + y[i];
    CHECK(wrong == 0);
  }
}

TEST_CASE("hidden arguments packed by the runtime reach the kernel", "[runtime][emulator]") {
  if (!emulator_available()) {
    WARN("this build has no emulator (emu/ not built); skipped");
    return;
  }
  const TargetId target = TargetId::parse("gfx942");
  auto device = open_emulator_device(target);
  LoadedKernel kernel(*device, test_compiler().compile(KernelSource::llvm_ir("hidden_user", gfxtile::testing::kHiddenUserIr), target));
  DeviceBuffer out(*device, ElementType::i32, {1});
  // The kernel stores hidden_block_count_x + n.
  kernel.launch({.grid = {7, 2, 1}, .block = {64}}, out, int32_t{5});
  CHECK(out.download<int32_t>() == std::vector<int32_t>{12});
}

TEST_CASE("the emulator device reports faults and refuses code for another target", "[runtime][emulator]") {
  if (!emulator_available()) {
    WARN("this build has no emulator (emu/ not built); skipped");
    return;
  }
  const TargetId target = TargetId::parse("gfx942");
  auto device = open_emulator_device(target);
  auto compiled = test_compiler().compile(examples::named_kernel("vector_add").source(target), target);
  LoadedKernel kernel(*device, compiled);
  DeviceBuffer x(*device, ElementType::f32, {256}), y(*device, ElementType::f32, {256}), z(*device, ElementType::f32, {256});
  // n larger than the buffers: the kernel reads past them.
  kernel.launch({.grid = {4}, .block = {256}}, x, y, z, int32_t{1024});
  CHECK_THROWS_WITH(device->synchronize(), Catch::Contains("emulator") && Catch::Contains("vector_add"));

  const TargetId other = TargetId::parse("gfx950");
  auto foreign = test_compiler().compile(examples::named_kernel("vector_add").source(other), other);
  CHECK_THROWS_WITH(LoadedKernel(*device, foreign), Catch::Contains("compiled for gfx950, but the emulator device is gfx942"));
}

TEST_CASE("GFXTILE_EMU_THREADS sets the emulator's host threads", "[runtime][emulator]") {
  if (!emulator_available()) {
    WARN("this build has no emulator (emu/ not built); skipped");
    return;
  }
  const TargetId target = TargetId::parse("gfx942");
  {
    gfxtile::testing::ScopedEnvironment threads("GFXTILE_EMU_THREADS", "many");
    CHECK_THROWS_WITH(open_emulator_device(target), Catch::Contains("GFXTILE_EMU_THREADS='many' is not a thread count"));
  }
  gfxtile::testing::ScopedEnvironment threads("GFXTILE_EMU_THREADS", "2");
  auto device = open_emulator_device(target);
  LoadedKernel kernel(*device, test_compiler().compile(examples::named_kernel("vector_add").source(target), target));
  const int n = 4096;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) x[i] = static_cast<float>(i), y[i] = 0.25f * static_cast<float>(i);
  auto x_buffer = DeviceBuffer::upload(*device, x), y_buffer = DeviceBuffer::upload(*device, y);
  DeviceBuffer z_buffer(*device, ElementType::f32, {n});
  kernel.launch({.grid = {n / 256}, .block = {256}}, x_buffer, y_buffer, z_buffer, int32_t{n});
  const auto z = z_buffer.download<float>();
  int wrong = 0;
  for (int i = 0; i < n; ++i) wrong += z[i] != x[i] + y[i];
  CHECK(wrong == 0);
}
