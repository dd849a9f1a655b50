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
  // gfx1250: 16 waves of 32 under 256 VGPRs. 8 waves (322 VGPRs, correct since the VGPR MSB
  // repair) execute 27% fewer wave-instructions in all, but each of the 16 waves executes 31%
  // fewer than each of the 8, and the recurrence is a chain per workgroup: with HV x 2
  // workgroups the GPU is not full, so the time per chunk is what counts.
  const bool wave32 = target.properties().wave_size == 32;
  return ChunkHConfig{.block_v = 64, .waves = wave32 ? 16 : 4, .vgpr_budget = wave32 ? 256 : 0};
}

ChunkOConfig chunk_o_config(const TargetId& target) {
  const bool wave32 = target.properties().wave_size == 32;
  return ChunkOConfig{.waves = wave32 ? 8 : 4, .vgpr_budget = wave32 ? 256 : 0};
}

}  // namespace gfxtile::gdn
