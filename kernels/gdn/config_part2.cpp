#include "kernels/gdn/config_part2.h"

namespace gfxtile::gdn {

const char* state_layout_name(StateLayout layout) {
  return layout == StateLayout::key_value ? "key_value" : "value_key";
}
const char* gate_name(Gate gate) { return gate == Gate::silu ? "silu" : "sigmoid"; }

ChunkHConfig chunk_h_config(const TargetId& target, int sequences, int value_heads) {
  (void)sequences, (void)value_heads;
  // Two V tiles of 64: twice the workgroups of one full-V tile; the w and k tiles are re-read
  // once per V tile (from L2). 256 lanes on every target (8 waves of 32 on gfx1250) keep the
  // state at 32 fp32 registers a lane and the kernel under 256 VGPRs.
  return ChunkHConfig{.block_v = 64, .waves = target.properties().wave_size == 32 ? 8 : 4};
}

ChunkOConfig chunk_o_config(const TargetId& target) {
  return ChunkOConfig{.waves = target.properties().wave_size == 32 ? 8 : 4};
}

}  // namespace gfxtile::gdn
