#pragma once
// Launch rules of the part-2 kernels (chunk_h, chunk_o): fixed functions of shape and target,
// the same in every process (no autotuning).
#include <cstdint>

#include "core/target.h"
#include "kernels/gdn/prefill_part1.h"  // kChunk (BT = 64)

namespace gfxtile::gdn {

inline constexpr int kHeadDim = 128;  // K = V

// Where the fp32 SSM-state pool keeps V: contiguous ([slots, HV, K, V], ATOM) or not
// ([slots, HV, V, K], fla's state_v_first and vLLM).
enum class StateLayout { key_value, value_key };
const char* state_layout_name(StateLayout layout);

// How h[c], the snapshots chunk_h writes and chunk_o reads, lie in memory: row-major
// [C, HV, K, V], in column tiles of 16, [C, HV, V / 16, K, 16], where a narrow V tile of chunk_h
// writes its snapshot as one contiguous run, or in column tiles whose rows come in groups of 8
// (key_groups, [C, HV, V / 16, K / 8, 16, 8]) or 4 (key_quads, [C, HV, V / 16, K / 4, 16, 4])
// (snapshot_layout.h): a column's consecutive K of a group are contiguous, as the matrix unit's
// accumulator holds them a lane (8 rows of a column on WMMA, 4 on MFMA), so 16 lanes of a store
// fill whole 128-byte lines, and its B operands take them (4 to 16 k of a column a lane).
// chunk_h's launch rule picks it; the chain hands its choice to chunk_o.
enum class SnapshotLayout { rows, column_tiles, key_groups, key_quads };
const char* snapshot_layout_name(SnapshotLayout layout);

// The output gate of the gated RMSNorm: SiLU (Qwen3.5) or sigmoid (Qwen4-Exp).
enum class Gate { silu, sigmoid };
const char* gate_name(Gate gate);

struct ChunkHConfig {
  int block_v = 64;  // V columns of the state per workgroup: grid (V / block_v, sequences, HV)
  int waves = 4;
  // How the waves split the work, in 16x16 matrix blocks: row_waves of them along the rows (the
  // state's K rows and the values' BT rows), waves / row_waves along the columns. A column split
  // keeps S, v_new and v_hat in their wave; a row split gives each wave a share of both
  // products' rows, S (bf16) and v_hat then cross the waves through LDS every chunk.
  int row_waves = 1;
  int vgpr_budget = 0;  // 0: the target's limit
  int stages = 2;    // LDS stages of the w and k tiles (the next chunk's copies land in the other)
  bool async_copies = true;  // global -> LDS copies (else loads into registers, stored after the chunk)
  // gfx1250's tensor data mover brings the w and k tiles (one descriptor copy a wave a tile,
  // rows past the sequence's end read 0) instead of per-lane copies; 2 stages.
  bool tensor_data_mover = false;
  // Token-major tiles and h through buffer accesses from a per-chunk scalar base (fewer address
  // instructions a chunk), else plain loads and stores.
  bool buffer_accesses = false;
  // u and v_new go between global memory and the accumulator layout through LDS, in rows of 8
  // columns a lane (16-byte accesses, whole lines), not from the accumulator layout itself (2
  // bytes a lane, a 128-byte line in four pieces).
  bool values_through_lds = false;
  SnapshotLayout snapshots = SnapshotLayout::rows;  // h's layout in memory
  // G of the next chunk waits in registers (each wave a part, gates_layout.h) and goes through
  // LDS just before the chunk reads it, in a buffer alive only then (it may share bytes with S's
  // exchange); else in a G buffer alive for the whole walk, stored once the chunk has read it.
  // For a tile that fills the LDS without it (all of V on gfx942: w, k and S's exchange, 64 KiB).
  bool gates_at_use = false;
};
struct ChunkOConfig {
  int waves = 4;  // the whole V of a (chunk, value head) per workgroup, for the RMSNorm
  int vgpr_budget = 0;
  int chunks_per_workgroup = 1;  // chunks a workgroup walks, the next one's tiles loaded ahead
  int rows = 64;  // the row tile: at least the longest chunk of the batch (short prefill: fewer)
  bool gates_spread = false;  // each wave loads a part of G (gates_layout.h), else all of it
  // h in key groups or quads loaded straight into the B operand's layout; else a group's rows of
  // a column a lane (16 or 8 bytes) converted through LDS (other layouts: always through LDS).
  bool state_direct = false;
  // A walk (chunks_per_workgroup > 1) loads the next chunk's q and k as soon as this chunk's two
  // products have read them, not at the next chunk's start.
  bool queries_keys_ahead = false;
};

// chunk_h splits V into tiles, more of them the fewer (sequence, value head) pairs there are, so
// that short grids still fill the machine; the state tile [128, block_v] fp32 stays in registers.
ChunkHConfig chunk_h_config(const TargetId& target, int sequences, int value_heads);
// chunk_o: `chunks` of the batch (C), HV value heads, the longest sequence of the batch (tokens);
// grid (ceil(C / chunks_per_workgroup), HV).
ChunkOConfig chunk_o_config(const TargetId& target, int64_t chunks, int value_heads, int64_t longest_sequence);
struct ChunkOGrid {
  uint32_t x, y;
};
ChunkOGrid chunk_o_grid(const ChunkOConfig& config, int64_t chunks, int value_heads);

}  // namespace gfxtile::gdn
