// The gfx1250 Triton/Gluon code objects in ../shared/data/external-kernels against host
// references, with hazard checking on (a correct kernel must run clean).

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>

#include "tests/emu/test_support.h"

using namespace gfxtile;
using namespace gfxtile::emu;
using namespace gfxtile::emu::testing;

namespace {

Launch checked_launch(Dim3 grid, uint32_t block, uint32_t dynamic_lds) {
  Launch launch;
  launch.grid = grid;
  launch.block = {block, 1, 1};
  launch.dynamic_lds_bytes = dynamic_lds;
  launch.check_hazards = true;
  return launch;
}

std::string fault_text(const DispatchResult& result) { return result.fault ? result.fault->to_string() : std::string(); }

}  // namespace

TEST_CASE("external gfx1250 triton_vadd matches host addition exactly", "[emu][gfx1250][external]") {
  for (int host_threads : {1, 2}) {
    Emulator emulator;
    const CodeObject object = external_kernel("gfx1250/triton_vadd.hsaco");
    const Kernel kernel = emulator.load(object, "vadd");
    const int n = 5000;  // not a multiple of BLOCK = 1024
    Random random(11);
    std::vector<float> x(n), y(n);
    for (int i = 0; i < n; ++i) x[i] = random.uniform(-10, 10), y[i] = random.uniform(-10, 10);
    const uint64_t dx = upload(emulator, x), dy = upload(emulator, y);
    const uint64_t dz = emulator.memory().allocate(n * sizeof(float));
    Launch launch = checked_launch({uint32_t((n + 1023) / 1024), 1, 1}, 128, 0);
    launch.host_threads = host_threads;
    const std::vector<ArgumentValue> arguments = {ArgumentValue::pointer(dx), ArgumentValue::pointer(dy),
                                                  ArgumentValue::pointer(dz), ArgumentValue::i32(n),
                                                  ArgumentValue::pointer(0), ArgumentValue::pointer(0)};
    const DispatchResult result = emulator.dispatch(kernel, launch, arguments);
    INFO(fault_text(result));
    REQUIRE(result.ok());
    const auto z = download<float>(emulator, dz, n);
    int mismatches = 0;
    for (int i = 0; i < n; ++i) mismatches += z[i] != x[i] + y[i];
    CHECK(mismatches == 0);
    CHECK(result.statistics.global_bytes_written == uint64_t(n) * 4);
    CHECK(result.statistics.waves == 4 * 5);
  }
}

namespace {

double bf16_value(uint16_t bits) {
  const uint32_t word = uint32_t(bits) << 16;
  float value;
  std::memcpy(&value, &word, 4);
  return value;
}

}  // namespace

TEST_CASE("external gfx1250 gluon_gemm_wmma matches a host matrix product", "[emu][gfx1250][external]") {
  Emulator emulator;
  const std::string file = "gfx1250/gluon_gemm_wmma.hsaco";
  const CodeObject object = external_kernel(file);
  const Kernel kernel = emulator.load(object, "gemm_wmma_gfx1250");
  Random random(3);
  std::vector<uint16_t> a(32 * 32), b(32 * 32);
  for (auto& v : a) v = uint16_t(random.next() & 0xbfff);  // finite values, both signs
  for (auto& v : b) v = uint16_t(random.next() & 0xbfff);
  // Keep magnitudes moderate: exponent field 0x70..0x80 (about 2^-15 .. 2^1).
  auto tame = [](uint16_t v) { return uint16_t((v & 0x807f) | ((0x70 + ((v >> 7) & 0xf)) << 7)); };
  for (auto& v : a) v = tame(v);
  for (auto& v : b) v = tame(v);
  const uint64_t da = upload(emulator, a), db = upload(emulator, b);
  const uint64_t dc = emulator.memory().allocate(32 * 32 * 4);
  const Launch launch = checked_launch({1, 1, 1}, 128, external_shared_bytes(file));
  const std::vector<ArgumentValue> arguments = {ArgumentValue::pointer(da), ArgumentValue::pointer(db),
                                                ArgumentValue::pointer(dc), ArgumentValue::pointer(0),
                                                ArgumentValue::pointer(0)};
  const DispatchResult result = emulator.dispatch(kernel, launch, arguments);
  INFO(fault_text(result));
  REQUIRE(result.ok());
  const auto c = download<float>(emulator, dc, 32 * 32);
  int bad = 0;
  for (int i = 0; i < 32; ++i)
    for (int j = 0; j < 32; ++j) {
      double expected = 0, magnitude = 0;
      for (int k = 0; k < 32; ++k) {
        const double term = bf16_value(a[i * 32 + k]) * bf16_value(b[k * 32 + j]);
        expected += term;
        magnitude += std::fabs(term);
      }
      if (std::fabs(c[i * 32 + j] - expected) > 1e-5 * magnitude + 1e-30) ++bad;
    }
  CHECK(bad == 0);
  CHECK(result.statistics.mfma_flops == 4ull * 2 * 16 * 16 * 32);
}

TEST_CASE("external gfx1250 gluon_tdm_scale matches 2x+1 with partial tiles", "[emu][gfx1250][external]") {
  for (auto [m, n] : {std::pair{50, 70}, std::pair{32, 64}, std::pair{7, 130}}) {
    INFO("M " << m << " N " << n);
    Emulator emulator;
    const std::string file = "gfx1250/gluon_tdm_scale.hsaco";
    const CodeObject object = external_kernel(file);
    const Kernel kernel = emulator.load(object, "tdm_scale_gfx1250");
    Random random(5);
    std::vector<float> x(size_t(m) * n);
    for (auto& v : x) v = random.uniform(-100, 100);
    const uint64_t dx = upload(emulator, x);
    // y has a guard band of sentinels behind it: nothing may be written past M x N.
    std::vector<float> y_initial(size_t(m) * n + 256, -12345.0f);
    const uint64_t dy = upload(emulator, y_initial);
    Launch launch = checked_launch({uint32_t((m + 31) / 32), uint32_t((n + 63) / 64), 1}, 128,
                                   external_shared_bytes(file));
    launch.host_threads = 2;  // each worker thread has its own LDS and hazard state
    const std::vector<ArgumentValue> arguments = {ArgumentValue::pointer(dx), ArgumentValue::pointer(dy),
                                                  ArgumentValue::i32(m), ArgumentValue::i32(n),
                                                  ArgumentValue::pointer(0), ArgumentValue::pointer(0)};
    const DispatchResult result = emulator.dispatch(kernel, launch, arguments);
    INFO(fault_text(result));
    REQUIRE(result.ok());
    const auto y = download<float>(emulator, dy, y_initial.size());
    int bad = 0;
    for (size_t i = 0; i < x.size(); ++i) bad += y[i] != std::fma(2.0f, x[i], 1.0f);
    for (size_t i = x.size(); i < y.size(); ++i) bad += y[i] != -12345.0f;
    CHECK(bad == 0);
  }
}

TEST_CASE("external gfx1250 gluon_async_copy matches 3x exactly", "[emu][gfx1250][external]") {
  Emulator emulator;
  const std::string file = "gfx1250/gluon_async_copy.hsaco";
  const CodeObject object = external_kernel(file);
  const Kernel kernel = emulator.load(object, "async_copy_gfx1250");
  Random random(9);
  std::vector<float> x(32 * 64);
  for (auto& v : x) v = random.uniform(-50, 50);
  const uint64_t dx = upload(emulator, x);
  const uint64_t dy = emulator.memory().allocate(x.size() * 4);
  const Launch launch = checked_launch({1, 1, 1}, 128, external_shared_bytes(file));
  const std::vector<ArgumentValue> arguments = {ArgumentValue::pointer(dx), ArgumentValue::pointer(dy),
                                                ArgumentValue::pointer(0), ArgumentValue::pointer(0)};
  const DispatchResult result = emulator.dispatch(kernel, launch, arguments);
  INFO(fault_text(result));
  REQUIRE(result.ok());
  const auto y = download<float>(emulator, dy, x.size());
  int bad = 0;
  for (size_t i = 0; i < x.size(); ++i) bad += y[i] != x[i] * 3.0f;
  CHECK(bad == 0);
}
