// A user's Catch2 test of their own DSL kernel with gfxtile::testing (docs/testing.md shows this
// file): the JIT-compiled kernel on the emulator for each target, and the AOT bundle's code
// objects for the same targets, against an fp64 reference.
#define CATCH_CONFIG_MAIN  // this file is the test program
#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>

#include "my_kernels.h"
#include "testing/matchers.h"
#include "testing/testing.h"

using namespace gfxtile;
using namespace gfxtile::testing;

namespace {

std::vector<double> reference(const std::vector<float>& x, const std::vector<float>& y, float alpha, float beta) {
  std::vector<double> z(x.size());
  for (size_t i = 0; i < x.size(); ++i) z[i] = double(alpha) * x[i] + double(beta) * y[i];
  return z;
}

std::vector<uint8_t> read_bytes(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  REQUIRE(file.good());
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("axpby, JIT-compiled, matches fp64 on every emulated target") {
  for (const TargetId& target : emulated_targets()) {
    for (int n : {1, 1000, 4099}) {
      INFO(target.to_string() << " n = " << n);
      Random random(static_cast<uint64_t>(n));
      const auto x = random.floats(n), y = random.floats(n);
      EmulatedDevice device;
      const uint64_t z = device.allocate(n * sizeof(float));
      const Kernel kernel = consumer::axpby(target, 512);
      device.launch(kernel, (n + 511) / 512,
                    {pointer(device.upload(x)), pointer(device.upload(y)), pointer(z), real(1.5f), real(-0.25f), integer(n)});
      const auto result = device.download<float>(z, n);
      // Two products and a sum in f32 (or one fma): within 2 f32 ulps of the exact value.
      REQUIRE_THAT(std::vector<double>(result.begin(), result.end()),
                   WithinUlpsOf(reference(x, y, 1.5f, -0.25f), OutputFormat::f32, 2));
    }
  }
}

TEST_CASE("axpby's AOT code objects run on the emulator and match fp64") {
  const int n = 3000;
  Random random(7);
  const auto x = random.floats(n), y = random.floats(n);
  for (const char* file : {"consumer_axpby_block256.gfx942.hsaco", "consumer_axpby_block256.gfx950.hsaco",
                           "consumer_axpby_block256.gfx1250.hsaco"}) {
    INFO(file);
    EmulatedDevice device;
    const uint64_t z = device.allocate(n * sizeof(float));
    // The kernel's workgroup is four waves: 256 work-items on wave64 targets, 128 on gfx1250.
    const uint32_t block = std::string(file).find("gfx1250") != std::string::npos ? 128 : 256;
    device.launch_code_object(read_bytes(std::string(CONSUMER_BUNDLE_DIR) + "/" + file), "axpby",
                              {.grid = {(n + 255) / 256, 1, 1}}, block,
                              {pointer(device.upload(x)), pointer(device.upload(y)), pointer(z), real(2.0f), real(0.5f),
                               integer(n)});
    const auto result = device.download<float>(z, n);
    REQUIRE_THAT(std::vector<double>(result.begin(), result.end()),
                 WithinUlpsOf(reference(x, y, 2.0f, 0.5f), OutputFormat::f32, 2));
  }
}
