// The GEMM example (examples/dsl/gemm.cpp) on the emulator with hazard checking on: its
// LDS-staged main loop must run without LDS races on the three targets, for sizes that are not
// multiples of the tile, against an fp64 host GEMM, and (its operands staged in LDS layouts from
// conflict_free_lds_layout) without LDS bank conflicts.
#include <catch2/catch.hpp>

#include <cmath>

#include "examples/dsl/support.h"
#include "tests/dsl/run_support.h"

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
    testing::Device device;
    device.check_hazards = true;
    const uint64_t a_address = device.upload(a), b_address = device.upload(b);
    const uint64_t c_address = device.allocate(static_cast<size_t>(m * n) * sizeof(float));
    INFO("gemm on " << name);
    REQUIRE(device.launch(kernel, 2, {pointer(a_address), pointer(b_address), pointer(c_address), integer(m), integer(n),
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
