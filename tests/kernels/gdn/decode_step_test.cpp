// The fused GDN decode step against the fp64 token recurrence, on every emulated target.

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "tests/kernels/gdn/decode_problem.h"

namespace gfxtile::gdn::test {

namespace {

// Decode problem: sequence s reads and writes slot slots[s] (-1: padding).
DecodeProblem decode_problem(int H, int HV, bool v_first, std::vector<int32_t> read, std::vector<int32_t> write,
                             int slots, uint64_t seed) {
  DecodeProblem problem;
  problem.shape = {.H = H, .HV = HV, .state_v_first = v_first};
  problem.slots = slots;
  problem.lengths.assign(read.size(), 1);
  problem.read_slots = read;
  for (int32_t slot : write) problem.write_slots.push_back({slot});
  problem.seed = seed;
  problem.generate();
  return problem;
}

void check(const DecodeResult& result) {
  INFO(result.describe());
  CHECK(result.y.relative_l2 < 1e-2);
  CHECK(result.y.fraction_within(2) > 0.98);
  CHECK(result.ssm.relative_l2 < 1e-5);
  CHECK(result.conv.max_absolute_error == 0);
}

}  // namespace

TEST_CASE("gdn decode: one sequence, H = 1, HV = 1", "[gdn][decode]") {
  for (const TargetId& target : testing::emulated_targets())
    for (bool v_first : {false, true}) {
      DYNAMIC_SECTION(target.to_string() << (v_first ? " [V, K]" : " [K, V]")) {
        DecodeProblem problem = decode_problem(1, 1, v_first, {2}, {2}, 4, 7);
        const DecodeResult result = run_decode_problem(target, problem);
        check(result);
      }
    }
}

}  // namespace gfxtile::gdn::test
