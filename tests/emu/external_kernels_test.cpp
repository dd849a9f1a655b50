// The Triton/Gluon code objects in ../shared/data/external-kernels against host references.

#include <catch2/catch.hpp>

#include <cmath>

#include "tests/emu/test_support.h"

using namespace gfxtile;
using namespace gfxtile::emu;
using namespace gfxtile::emu::testing;

namespace {

void check_triton_vadd(const std::string& file, int host_threads) {
  Emulator emulator;
  const CodeObject object = external_kernel(file);
  const Kernel kernel = emulator.load(object, "vadd");
  const int n = 5000;  // not a multiple of BLOCK = 1024
  Random random(7);
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) x[i] = random.uniform(-10, 10), y[i] = random.uniform(-10, 10);
  const uint64_t dx = upload(emulator, x), dy = upload(emulator, y);
  const uint64_t dz = emulator.memory().allocate(n * sizeof(float));
  Launch launch;
  launch.grid = {uint32_t((n + 1023) / 1024), 1, 1};
  launch.block = {256, 1, 1};
  launch.host_threads = host_threads;
  const std::vector<ArgumentValue> arguments = {ArgumentValue::pointer(dx), ArgumentValue::pointer(dy), ArgumentValue::pointer(dz),
                                                ArgumentValue::i32(n), ArgumentValue::pointer(0), ArgumentValue::pointer(0)};
  const DispatchResult result = emulator.dispatch(kernel, launch, arguments);
  INFO((result.fault ? result.fault->to_string() : std::string()));
  REQUIRE(result.ok());
  const auto z = download<float>(emulator, dz, n);
  int mismatches = 0;
  for (int i = 0; i < n; ++i) mismatches += z[i] != x[i] + y[i];
  CHECK(mismatches == 0);
  CHECK(result.statistics.global_bytes_written == uint64_t(n) * 4);
  CHECK(result.statistics.global_bytes_read == uint64_t(n) * 8);
}

}  // namespace

TEST_CASE("external gfx942 triton_vadd matches host addition exactly", "[emu][external]") {
  check_triton_vadd("gfx942/triton_vadd.hsaco", 1);
  check_triton_vadd("gfx942/triton_vadd.hsaco", 2);
}

TEST_CASE("external gfx950 triton_vadd matches host addition exactly", "[emu][external]") {
  check_triton_vadd("gfx950/triton_vadd.hsaco", 1);
}
