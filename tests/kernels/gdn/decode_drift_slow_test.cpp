// 1000 consecutive decode steps of one sequence (H = 1, HV = 1: the reduced form of the slow
// suite) through gdn::decode, the kernel's own f32 state carried, against the fp64 recurrence.
// The drift must stay within bf16's error (2^-8 relative); the figures are printed.

#include <catch2/catch.hpp>

#include <fmt/format.h>

#include "tests/kernels/gdn/decode_problem.h"

namespace gfxtile::gdn::test {

TEST_CASE("gdn decode: state drift over 1000 steps", "[gdn][decode][drift][slow]") {
  for (const TargetId& target : testing::emulated_targets())
    for (bool v_first : {false, true})
      DYNAMIC_SECTION(target.to_string() << (v_first ? " [V, K]" : " [K, V]")) {
        const DecodeChainResult result =
            run_decode_chain(target, {.H = 1, .HV = 1, .state_v_first = v_first}, 1, 1000, 0, 51);
        WARN(fmt::format("{} {}: 1000 steps: state rel L2 {:.3g}; per step worst y rel L2 {:.3g}, least {:.2f}% of y "
                         "within 1 bf16 ulp, worst element {:.2f} ulps",
                         target.to_string(), v_first ? "[V, K]" : "[K, V]", result.state_relative_l2,
                         result.worst_y_relative_l2, 100 * result.least_y_within_1_ulp, result.worst_y_ulps));
        CHECK(result.state_relative_l2 < 1.0 / 256);
        CHECK(result.worst_y_relative_l2 < 4e-3);  // bf16's own rounding is ~2e-3
        CHECK(result.least_y_within_1_ulp > 0.98);  // 1000 steps: lowest 99.22% (1 of 128 beyond)
      }
}

}  // namespace gfxtile::gdn::test
