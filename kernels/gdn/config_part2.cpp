#include "kernels/gdn/config_part2.h"

namespace gfxtile::gdn {

const char* state_layout_name(StateLayout layout) {
  return layout == StateLayout::key_value ? "key_value" : "value_key";
}
const char* gate_name(Gate gate) { return gate == Gate::silu ? "silu" : "sigmoid"; }

ChunkHConfig chunk_h_config(const TargetId& target, int sequences, int value_heads) {
  (void)target, (void)sequences, (void)value_heads;
  // Two V tiles of 64: twice the workgroups of one full-V tile for the same state registers
  // per lane budget; the w and k tiles are re-read once per V tile (from L2).
  return ChunkHConfig{.block_v = 64, .waves = 4};
}

ChunkOConfig chunk_o_config(const TargetId& target) {
  (void)target;
  return ChunkOConfig{.waves = 4};
}

}  // namespace gfxtile::gdn
