// The whole chain, gfxtile::gdn::prefill (parts 1 and 2), on emulated devices against the fp64
// token recurrence of the layer (reference::layer: conv, q/k norm, gating, the exact recurrence,
// gated RMSNorm): y, the final SSM states and the final conv states, with sequences of 1, 15, 16,
// 63, 64 and 65 tokens in one varlen batch, slots out of order, fresh and carried states, a
// padding sequence, both pool layouts, SiLU and sigmoid, GVA 1, 2 and 4.
#include "tests/kernels/gdn/part2_chain.h"

namespace gfxtile::gdn::test {

TEST_CASE("gdn prefill chain matches the fp64 token recurrence", "[gdn][chain]") {
  for (const TargetId& target : testing::emulated_targets()) {
    const std::string name(target.name());
    SECTION(name + " GVA 2, key_value, silu") { check_chain(target, batch(2, 4, StateLayout::key_value, Gate::silu)); }
    SECTION(name + " GVA 4, value_key, sigmoid") { check_chain(target, batch(2, 8, StateLayout::value_key, Gate::sigmoid)); }
    SECTION(name + " GVA 1, value_key, silu") { check_chain(target, batch(2, 2, StateLayout::value_key, Gate::silu)); }
  }
}

}  // namespace gfxtile::gdn::test
