#pragma once
// GDN prefill step 5, the recurrence over each sequence's chunks (../../../shared/notes/gdn.md,
// "Chunked forward" 5; tensors in README.md). Per (V tile, sequence, value head) one workgroup
// keeps the state S [K, block_v] fp32 in registers for the sequence's whole chunk walk:
//   h[c] = S (bf16);  v_new = u - w S (bf16);  S = exp(g_last) S + k^T (v_new exp(g_last - G))
// S starts from the pool's read slot (zeros without an initial state) and ends in the write slot;
// a sequence whose write slot is -1 (padding) is skipped.
//
// Arguments, in order: k [T, H, K], w [T, HV, K], u [T, HV, V] (bf16), G [T, HV] (fp32),
// h [C, HV, K, V], in column tiles, key groups or key quads (config.snapshots, snapshot_layout.h), v_new [T, HV, V]
// (bf16, written), state pool (fp32, read and written),
// cu_seqlens [N + 1], chunk_offsets [N + 1], cache_indices [N], cache_indices_in [N],
// has_initial_state [N] (int32). Grid (V / block_v, N, HV), block = the kernel's workgroup size.
#include "dsl/dsl.h"
#include "kernels/gdn/config_part2.h"

namespace gfxtile::gdn {

struct ChunkHParameters {
  int key_heads = 16;
  int value_heads = 32;
  StateLayout state_layout = StateLayout::key_value;
  ChunkHConfig config;
};

Kernel chunk_h(const TargetId& target, const ChunkHParameters& parameters);

}  // namespace gfxtile::gdn
