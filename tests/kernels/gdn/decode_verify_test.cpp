// MTP verification against the fp64 token recurrence: T_s = 1..8 tokens with every accepted
// column 1..T_s in one launch, per-token write slots (some -1), padding, GVA 4, both layouts.

#include <catch2/catch.hpp>

#include "tests/kernels/gdn/decode_problem.h"

namespace gfxtile::gdn::test {

namespace {

// Measured: y all within 1 bf16 ulp of fp64 (rel L2 ~2e-3, bf16 rounding), states rel L2 ~4e-8
// after up to 8 tokens, conv pools exact.
void check(const DecodeResult& result) {
  INFO(result.describe());
  CHECK(result.y.relative_l2 < 4e-3);
  CHECK(result.y.fraction_within(1) > 0.999);
  CHECK(result.ssm.relative_l2 < 1e-6);
  CHECK(result.conv.max_absolute_error == 0);
  CHECK(result.conv_sync_nonzero == 0);  // the arrival counters are left zero for the next launch
}

DecodeProblem verify_problem(int H, int HV, bool v_first, uint64_t seed) {
  DecodeProblem problem;
  problem.shape = {.H = H, .HV = HV, .state_v_first = v_first, .multi_token = true};
  problem.seed = seed;
  return problem;
}

}  // namespace

TEST_CASE("gdn verify: T_s 1..8 with accepted 1..T_s", "[gdn][verify]") {
  for (const TargetId& target : testing::emulated_targets())
    for (bool v_first : {false, true})
      DYNAMIC_SECTION(target.to_string() << (v_first ? " [V, K]" : " [K, V]")) {
        DecodeProblem problem = verify_problem(1, 1, v_first, 21);
        // 36 sequences: every (T_s, accepted) pair, each its own read slot and T_s write slots,
        // handed out in a scrambled order over the pool.
        int next = 0;
        std::vector<int32_t> order;
        for (int T = 1; T <= kMaxVerifyTokens; ++T)
          for (int accepted = 1; accepted <= T; ++accepted) next += 1 + T;
        for (int i = 0; i < next; ++i) order.push_back((i * 97 + 13) % next);
        problem.slots = next;
        int used = 0;
        for (int T = 1; T <= kMaxVerifyTokens; ++T)
          for (int accepted = 1; accepted <= T; ++accepted) {
            problem.lengths.push_back(T);
            problem.accepted.push_back(accepted);
            problem.read_slots.push_back(order[size_t(used++)]);
            std::vector<int32_t> write;
            for (int t = 0; t < T; ++t) write.push_back(order[size_t(used++)]);
            problem.write_slots.push_back(write);
          }
        problem.generate();
        check(run_decode_problem(target, problem));
      }
}

TEST_CASE("gdn verify: GVA 4, padding, skipped tokens, in-place read slot", "[gdn][verify]") {
  for (const TargetId& target : testing::emulated_targets())
    DYNAMIC_SECTION(target.to_string()) {
      DecodeProblem problem = verify_problem(2, 8, target.to_string() != "gfx942", 22);
      problem.slots = 12;
      problem.lengths = {4, 3, 2, 1};
      problem.accepted = {3, 1, 2, 1};
      problem.read_slots = {7, 2, 9, 11};
      // Sequence 0 overwrites its own read slot at token 0 and skips token 2; sequence 1 is
      // padding; sequence 3 writes in place.
      problem.write_slots = {{7, 0, -1, 5}, {-1, 3, 4}, {8, 10}, {11}};
      problem.generate();
      check(run_decode_problem(target, problem));
    }
}

}  // namespace gfxtile::gdn::test
