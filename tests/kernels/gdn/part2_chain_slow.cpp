// The chain with a 300-token sequence added to the batch (1, 15, 16, 63, 64, 65, 300 tokens):
// CTest label `slow`; part2_chain_test.cpp runs the same batch without it by default.
#include "tests/kernels/gdn/part2_chain.h"

namespace gfxtile::gdn::test {

TEST_CASE("gdn prefill chain with a 300-token sequence matches the fp64 token recurrence", "[gdn][chain][slow]") {
  std::vector<int32_t> lengths = kLengths;
  lengths.push_back(300);
  for (const TargetId& target : testing::emulated_targets()) {
    SECTION(std::string(target.name())) { check_chain(target, batch(2, 4, StateLayout::key_value, Gate::silu, lengths)); }
  }
}

}  // namespace gfxtile::gdn::test
