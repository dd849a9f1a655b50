// The decode launch rule and the registry entries.

#include <catch2/catch.hpp>

#include "kernels/gdn/config_decode.h"
#include "kernels/gdn/decode_kernel.h"
#include "kernels/gdn/registry.h"
#include "testing/testing.h"

namespace gfxtile::gdn::test {

TEST_CASE("gdn decode launch rule: 128 or 256 lanes tile the 128 x 128 state, K reduced within a wave",
          "[gdn][decode][config]") {
  for (const TargetId& target : testing::emulated_targets())
    for (bool v_first : {false, true})
      for (bool multi : {false, true}) {
        const DecodeLaunch launch = decode_launch(target, v_first, multi);
        const int wave = target.properties().wave_size;
        CAPTURE(target.to_string(), v_first, multi);
        // 256 lanes, except gfx1250 decode of a [K, V] pool: 128 (whole lines a wave access).
        const bool narrow = wave == 32 && !v_first && !multi;
        CHECK(launch.waves * wave == (narrow ? 128 : 256));
        CHECK(launch.packed_f32 == (wave == 64 || narrow));
        if (narrow) CHECK(launch.vgpr_budget == 256);  // 4 waves a SIMD
        // A wave's access along the stored row covers whole 128 B lines (not gfx1250's MTP: 64 B).
        if (!v_first && (wave == 64 || narrow)) CHECK(launch.lanes[1] * launch.per_thread[1] * 4 >= 128);
        CHECK(launch.lanes[0] * launch.lanes[1] == wave);
        CHECK(launch.wave_split[0] * launch.wave_split[1] == launch.waves);
        for (int d = 0; d < 2; ++d) CHECK(launch.per_thread[d] * launch.lanes[d] * launch.wave_split[d] == kDecodeHeadDim);
        const int k_axis = v_first ? 1 : 0;
        CHECK(launch.wave_split[k_axis] == 1);         // the K reduction never crosses waves
        CHECK(launch.per_thread[1 - k_axis] * 4 >= 16);  // >= 16 B contiguous a lane along the stored row
        CHECK(launch.per_thread[1] >= 4);
        // The same answer every time (no tuning state).
        const DecodeLaunch again = decode_launch(target, v_first, multi);
        CHECK(again.waves == launch.waves);
      }
}

TEST_CASE("gdn decode grid: one workgroup per (sequence, value head)", "[gdn][decode][config]") {
  for (auto [HV, N] : {std::pair{32, 1}, std::pair{32, 256}, std::pair{8, 64}}) {
    const DecodeGrid grid = decode_grid(HV, N);
    CHECK(grid.x == uint32_t(HV));
    CHECK(grid.y == uint32_t(N));
  }
}

TEST_CASE("gdn registry: gdn.decode and gdn.verify build for every target", "[gdn][decode][registry]") {
  KernelRegistry registry;
  register_decode_kernels(registry);
  for (const char* name : {"gdn.decode", "gdn.verify"}) {
    const KernelFamily& family = registry.find(name);
    for (const TargetId& target : testing::emulated_targets()) {
      const KernelParameters parameters(family.parameters, {{"H", "4"}, {"HV", "8"}, {"state_v_first", "true"}}, name);
      CHECK_FALSE(family.source(target, parameters).text.empty());
      CHECK(family.argument_types(target, parameters).size() == (std::string(name) == "gdn.verify" ? 17u : 14u));
    }
  }
  // Bad head counts are an Error from the builder.
  const KernelFamily& decode = registry.find("gdn.decode");
  const KernelParameters bad(decode.parameters, {{"H", "3"}, {"HV", "8"}}, "gdn.decode");
  CHECK_THROWS(decode.source(testing::emulated_targets()[0], bad));
}

}  // namespace gfxtile::gdn::test
