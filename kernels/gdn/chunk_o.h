#pragma once
// GDN prefill steps 6-7, the output with its gated RMSNorm (../../../shared/notes/gdn.md;
// tensors in README.md). A workgroup per value head and `config.chunks_per_workgroup` chunks (one
// after another), the whole V:
//   o_i = scale (exp(G_i) q_i . h[c] + sum_{j <= i} exp(G_i - G_j) (q_i . k_j) v_new_j)
//   y = o rsqrt(mean(o^2) + 1e-6) * norm_weight * act(z),  act = SiLU or sigmoid,
// written bf16 into the out_proj input [T, HV V]. Rows of padding sequences (write slot -1) are
// written as zeros.
//
// Arguments, in order: q, k [T, H, K], v_new [T, HV, V], h [C, HV, K, V], in column tiles, key
// groups or key quads (`snapshots`, snapshot_layout.h), z [T, HV V], norm_weight [V] (bf16), G [T, HV] (fp32), y [T, HV V] (bf16, written), chunk_table [C, 3]
// (sequence, first token, valid rows; int32), cache_indices [N] (int32), chunks (int32: C).
// Grid chunk_o_grid(config, C, HV): (ceil(C / chunks_per_workgroup), HV).
#include "dsl/dsl.h"
#include "kernels/gdn/config_part2.h"

namespace gfxtile::gdn {

struct ChunkOParameters {
  int key_heads = 16;
  int value_heads = 32;
  Gate gate = Gate::silu;
  SnapshotLayout snapshots = SnapshotLayout::rows;  // h's layout: chunk_h's config's choice
  ChunkOConfig config;
};

Kernel chunk_o(const TargetId& target, const ChunkOParameters& parameters);

}  // namespace gfxtile::gdn
