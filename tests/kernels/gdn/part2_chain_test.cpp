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

TEST_CASE("gdn prefill chain at Qwen's head counts with 8 sequences takes all of V per chunk_h workgroup", "[gdn][chain]") {
  // 8 sequences x 32 value heads: the launch rule's chunk_h tiles are all of V on every target
  // (gfx942 with G staged at its use, 8 waves 2 x 4), as at 8 x 2048 tokens.
  const std::vector<int32_t> lengths{1, 15, 16, 63, 64, 65, 70, 33};
  for (const TargetId& target : testing::emulated_targets()) {
    REQUIRE(chunk_h_config(target, static_cast<int>(lengths.size()), 32).block_v == 128);
    SECTION(std::string(target.name())) { check_chain(target, batch(16, 32, StateLayout::key_value, Gate::silu, lengths)); }
  }
}

}  // namespace gfxtile::gdn::test
