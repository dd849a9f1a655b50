#include "kernels/gdn/config_part2.h"

namespace gfxtile::gdn {

const char* state_layout_name(StateLayout layout) {
  return layout == StateLayout::key_value ? "key_value" : "value_key";
}
const char* gate_name(Gate gate) { return gate == Gate::silu ? "silu" : "sigmoid"; }

ChunkHConfig chunk_h_config(const TargetId& target, int sequences, int value_heads) {
  (void)sequences, (void)value_heads;
  // Two V tiles of 64: twice the workgroups of one full-V tile; the w and k tiles are read once
  // per V tile. 4 waves of 16 state columns each on every target (32 fp32 state registers a lane
  // on wave64, 64 on wave32); two LDS stages of w and k (2 x 32 KiB).
  // A target that copies at most 4 bytes a lane asynchronously (gfx942) needs 32 copies a chunk
  // and their LDS addresses spill SGPRs, so its next tiles come through registers, into one
  // stage (32 KiB: two workgroups a CU).
  const bool async_copies = target.properties().largest_async_copy() >= 16;
  return ChunkHConfig{.block_v = 64, .waves = 4, .vgpr_budget = 0, .stages = async_copies ? 2 : 1, .async_copies = async_copies};
}

ChunkOConfig chunk_o_config(const TargetId& target) {
  const bool wave32 = target.properties().wave_size == 32;
  return ChunkOConfig{.waves = wave32 ? 8 : 4, .vgpr_budget = wave32 ? 256 : 0};
}

}  // namespace gfxtile::gdn
