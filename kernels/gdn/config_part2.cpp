#include "kernels/gdn/config_part2.h"

#include <algorithm>

#include "dsl/mma_layout.h"

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

ChunkOConfig chunk_o_config(const TargetId& target, int64_t chunks, int value_heads, int64_t longest_sequence) {
  const bool wave32 = target.properties().wave_size == 32;
  // Where the bf16 matrix instruction takes 16 k a step (gfx942's 16x16x16: 4 values a lane per
  // operand block, and no bf16 conversion instruction) the one-chunk kernel needs 376 registers,
  // one workgroup a CU, and its loads wait with nothing to overlap them: there 8 waves walk up to
  // 4 chunks, the next chunk's h[c] loaded ahead, while the grid keeps at least 1024 workgroups.
  // Elsewhere one chunk a workgroup fits two workgroups a CU (gfx950 220 VGPRs of 4 waves, gfx1250
  // 212 of 8 waves of 32), which overlap each other's loads.
  const int step = mma_instruction(target.architecture, bf16).shape.k;
  // Short prefill: batches whose sequences are all shorter than a chunk take a row tile of the
  // longest one rounded up to a power of two (at least the matrix instruction's k, which the
  // scores v_new product runs along), so no rows past every chunk's end are loaded or computed.
  int rows = std::max(16, step);
  while (rows < kChunk && rows < longest_sequence) rows *= 2;
  const bool walk = step < 32;
  if (!walk) return ChunkOConfig{.waves = wave32 ? 8 : 4, .vgpr_budget = 0, .chunks_per_workgroup = 1, .rows = rows};
  const int64_t items = chunks * value_heads;
  const int per_workgroup = items >= 4096 ? 4 : items >= 2048 ? 2 : 1;
  return ChunkOConfig{.waves = wave32 ? 16 : 8, .vgpr_budget = 0, .chunks_per_workgroup = per_workgroup, .rows = rows};
}

ChunkOGrid chunk_o_grid(const ChunkOConfig& config, int64_t chunks, int value_heads) {
  const int64_t per = config.chunks_per_workgroup;
  return {static_cast<uint32_t>((chunks + per - 1) / per), static_cast<uint32_t>(value_heads)};
}

}  // namespace gfxtile::gdn
