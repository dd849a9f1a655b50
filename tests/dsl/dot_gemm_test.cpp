// The GEMM examples (examples/dsl/gemm.cpp, gemm_fp8.cpp) on the emulator with hazard checking
// on: their LDS-staged main loops must run without LDS races on the three targets, for sizes that
// are not multiples of the tile, against an fp64 host GEMM, and (operands staged in LDS layouts
// from conflict_free_lds_layout) without LDS bank conflicts.
#include <catch2/catch.hpp>

#include <cmath>

#include "examples/dsl/support.h"
#include "testing/testing.h"

using namespace gfxtile;
using gfxtile::testing::Random;
using gfxtile::testing::to_bf16;
using gfxtile::testing::from_bf16;
using gfxtile::testing::pointer;
using gfxtile::testing::integer;

TEST_CASE("the GEMM example runs hazard-free on the three targets", "[dsl][run][dot][gemm]") {
  for (const char* name : {"gfx942", "gfx950", "gfx1250"}) {
    const TargetId target = TargetId::parse(name);
    const Kernel kernel = examples::gemm(target);
    const int m = 72, n = 80, k = 48;
    Random random(7);
    std::vector<uint16_t> a, b;
    for (float value : random.floats(static_cast<size_t>(m * k))) a.push_back(to_bf16(value));
    for (float value : random.floats(static_cast<size_t>(k * n))) b.push_back(to_bf16(value));
    testing::EmulatedDevice device;
    device.check_hazards = true;
    const uint64_t a_address = device.upload(a), b_address = device.upload(b);
    const uint64_t c_address = device.allocate(static_cast<size_t>(m * n) * sizeof(float));
    INFO("gemm on " << name);
    REQUIRE_NOTHROW(device.launch(kernel, 2, {pointer(a_address), pointer(b_address), pointer(c_address), integer(m), integer(n),
                                      integer(k)},
                          2));
    const auto c = device.download<float>(c_address, static_cast<size_t>(m * n));
    double worst = 0;
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) {
        double sum = 0;
        for (int kk = 0; kk < k; ++kk) sum += double(from_bf16(a[i * k + kk])) * from_bf16(b[kk * n + j]);
        worst = std::max(worst, std::fabs(c[i * n + j] - sum));
      }
    CHECK(worst < 1e-4);
    CHECK(device.last_statistics.lds_bank_conflicts == 0);
    CHECK(device.last_statistics.lds_bytes_read > 0);
  }
}

namespace {

// E4M3 decoded from its definition: OCP (bias 7) or FNUZ (bias 8); the test's inputs avoid NaN.
double decode_e4m3(uint8_t bits, bool fnuz) {
  const int exponent = (bits >> 3) & 15, mantissa = bits & 7, bias = fnuz ? 8 : 7;
  const double magnitude = exponent == 0 ? std::ldexp(mantissa / 8.0, 1 - bias)
                                         : std::ldexp(1 + mantissa / 8.0, exponent - bias);
  return (bits & 0x80) ? -magnitude : magnitude;
}

}  // namespace

TEST_CASE("the fp8 GEMM example runs hazard-free and conflict-free on the three targets", "[dsl][run][dot][gemm]") {
  for (const char* name : {"gfx942", "gfx950", "gfx1250"}) {
    const TargetId target = TargetId::parse(name);
    const bool fnuz = target.architecture == Architecture::gfx942;
    const Kernel kernel = examples::gemm_fp8(target);
    const int m = 72, n = 80, k = 80;
    Random random(9);
    // Exponent fields 4..10 with any sign and mantissa: normal numbers, no NaN encodings.
    auto byte = [&] { return static_cast<uint8_t>((random.next() & 0x87) | ((4 + random.next() % 7) << 3)); };
    std::vector<uint8_t> a(static_cast<size_t>(m * k)), b(static_cast<size_t>(k * n));
    for (auto& value : a) value = byte();
    for (auto& value : b) value = byte();
    testing::EmulatedDevice device;
    device.check_hazards = true;
    const uint64_t a_address = device.upload(a), b_address = device.upload(b);
    const uint64_t c_address = device.allocate(static_cast<size_t>(m * n) * sizeof(float));
    INFO("gemm_fp8 on " << name);
    REQUIRE_NOTHROW(device.launch(kernel, 2, {pointer(a_address), pointer(b_address), pointer(c_address), integer(m), integer(n),
                                      integer(k)},
                          2));
    const auto c = device.download<float>(c_address, static_cast<size_t>(m * n));
    double worst = 0;
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) {
        double sum = 0;
        for (int kk = 0; kk < k; ++kk) sum += decode_e4m3(a[i * k + kk], fnuz) * decode_e4m3(b[kk * n + j], fnuz);
        worst = std::max(worst, std::fabs(c[i * n + j] - sum) / std::max(1.0, std::fabs(sum)));
      }
    CHECK(worst < 1e-5);
    CHECK(device.last_statistics.lds_bank_conflicts == 0);
  }
}
