// The TDM-fed GEMM example (examples/dsl/gemm_tdm.cpp) on gfx1250 with hazard checking on: correct
// against an fp64 host GEMM for sizes that are not multiples of the tile, no LDS bank conflicts,
// no spills (compile_kernel refuses them), and its copies are tensor_load_to_lds.
#include <catch2/catch.hpp>

#include <cmath>

#include "examples/dsl/support.h"
#include "lowering/tile/compile.h"
#include "testing/testing.h"

using namespace gfxtile;
using gfxtile::testing::from_bf16;
using gfxtile::testing::integer;
using gfxtile::testing::pointer;
using gfxtile::testing::Random;
using gfxtile::testing::to_bf16;

TEST_CASE("the TDM-fed GEMM runs hazard-free and conflict-free on gfx1250", "[dsl][run][dot][gemm][tdm]") {
  const TargetId target = TargetId::parse("gfx1250");
  const Kernel kernel = examples::gemm_tdm(target);
  const std::string assembly = kernel_assembly(kernel);
  CHECK(assembly.find("tensor_load_to_lds") != std::string::npos);
  CHECK(assembly.find("ds_load_tr16_b128") != std::string::npos);
  struct Size {
    int m, n, k;
  };
  for (const Size size : {Size{72, 80, 48}, Size{130, 70, 100}, Size{64, 64, 64}, Size{5, 9, 3}}) {
    Random random(static_cast<uint64_t>(size.m * 7 + size.k));
    std::vector<uint16_t> a, b;
    for (float value : random.floats(static_cast<size_t>(size.m * size.k))) a.push_back(to_bf16(value));
    for (float value : random.floats(static_cast<size_t>(size.k * size.n))) b.push_back(to_bf16(value));
    testing::EmulatedDevice device;
    device.check_hazards = true;
    const uint64_t c_address = device.allocate(static_cast<size_t>(size.m * size.n) * sizeof(float));
    INFO("gemm_tdm " << size.m << "x" << size.n << "x" << size.k);
    REQUIRE_NOTHROW(device.launch(kernel, static_cast<uint32_t>((size.m + 63) / 64),
                          {pointer(device.upload(a)), pointer(device.upload(b)), pointer(c_address), integer(size.m),
                           integer(size.n), integer(size.k)},
                          static_cast<uint32_t>((size.n + 63) / 64)));
    const auto c = device.download<float>(c_address, static_cast<size_t>(size.m * size.n));
    double worst = 0;
    for (int i = 0; i < size.m; ++i)
      for (int j = 0; j < size.n; ++j) {
        double sum = 0;
        for (int kk = 0; kk < size.k; ++kk) sum += double(from_bf16(a[i * size.k + kk])) * from_bf16(b[kk * size.n + j]);
        worst = std::max(worst, std::fabs(c[i * size.n + j] - sum));
      }
    CHECK(worst < 1e-4);
    CHECK(device.last_statistics.lds_bank_conflicts == 0);
    CHECK(device.last_statistics.lds_bytes_read > 0);
  }
}
