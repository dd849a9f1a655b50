#include "kernels/gdn/config_part2.h"

#include <algorithm>
#include <cstdint>

#include "dsl/mma_layout.h"

namespace gfxtile::gdn {

const char* state_layout_name(StateLayout layout) {
  return layout == StateLayout::key_value ? "key_value" : "value_key";
}
const char* gate_name(Gate gate) { return gate == Gate::silu ? "silu" : "sigmoid"; }
const char* snapshot_layout_name(SnapshotLayout layout) {
  switch (layout) {
    case SnapshotLayout::rows: return "rows";
    case SnapshotLayout::column_tiles: return "column_tiles";
    case SnapshotLayout::key_groups: return "key_groups";
    case SnapshotLayout::key_quads: return "key_quads";
  }
  return "?";
}

ChunkHConfig chunk_h_config(const TargetId& target, int sequences, int value_heads) {
  // Each workgroup walks its sequence's chunks in series, so a grid of few (sequence, value
  // head) pairs takes as long as one chain of chunks: V is split into the fewest tiles (of 128,
  // 64, 32 or 16 columns) that give at least 256 workgroups (the CUs of MI355X and CDNA5; MI300X has
  // 304), at most 8. Short grids get more, shorter chains (1 x 16384 at HV 32: 256 workgroups
  // of block_v 16, a quarter of the work a chunk each), large ones keep the tile that reads w
  // and k the fewest times (8 x 2048 at HV 32: 256 workgroups of all 128 columns).
  // Where a workgroup's LDS holds the whole-V tile (its S exchange alone is 32 KiB, beside the
  // fewest stages of the w and k tiles its copy path takes: 1 through registers, else 2) the
  // largest tile is all of V: w and k read once per value head, one round of workgroups at 8 x
  // 2048 (256), 176.7 -> 161.1 us on gfx950 and 84.0 -> 65.4 on gfx1250 (`gdn_bench chunk_h
  // --shape 1 --atom none`). gfx942's 64 KiB hold it exactly, with G staged at its use
  // (gates_at_use): 196.1 -> 167.4 us, where 512 workgroups of 64 columns took two rounds on its
  // 304 CUs, the CUs of the second bound by their share of HBM.
  constexpr int64_t kWorkgroupsToFill = 256;
  const int64_t pairs = int64_t(std::max(sequences, 1)) * std::max(value_heads, 1);
  const int64_t lds_capacity = target.properties().lds_bytes_per_workgroup;
  // A target that copies at most 4 bytes a lane asynchronously (gfx942) needs 32 copies a chunk
  // and their LDS addresses spill SGPRs, so its next k tiles come through registers, into one
  // stage; others copy them asynchronously.
  // gfx1250 moves them by its tensor data mover (a copy a wave, no per-lane addresses), 2 stages.
  const bool tensor_data_mover = target.properties().has_tensor_data_mover;
  const bool async_copies = !tensor_data_mover && target.properties().largest_async_copy() >= 16;
  const int64_t stage_bytes = 2 * int64_t(kChunk) * kHeadDim * 2;  // w and k, bf16
  auto exchange_bytes = [](int block_v) { return int64_t(kHeadDim) * block_v * 2; };  // S as bf16
  const int fewest_stages = tensor_data_mover || async_copies ? 2 : 1;
  int block_v = exchange_bytes(kHeadDim) + fewest_stages * stage_bytes <= lds_capacity ? kHeadDim : kHeadDim / 2;
  while (block_v > 16 && pairs * (kHeadDim / block_v) < kWorkgroupsToFill) block_v /= 2;
  // The 4 waves split the rows (K of the state, BT of the values): each wave does a quarter of
  // both products and of the elementwise work, S and v_hat crossing the waves through LDS; the
  // only split for block_v 16 (a wave owns whole 16x16 blocks), and at block_v 64 fewer
  // instructions than splitting the columns on wave64 (gfx942 8 x 2048: 1.23e8 -> 1.00e8 wave
  // instructions, 271.0 -> 262.9 us modelled; gfx950 189.6 -> 176.7). On wave32 (gfx1250) the
  // columns stay at block_v 64 and 128 (8 x 2048: 101.3 us, 118.9 split by rows, at 64).
  const bool wave32 = target.properties().wave_size == 32;
  // wave64's whole-V tile through registers (gfx942) in 8 waves, 2 along the rows and 4 along the
  // columns: 256 VGPRs, 2 waves a SIMD (4 by 2 spill 18 VGPRs: each wave's B operand of S is
  // then [128, 64]); with asynchronous copies (gfx950) 4 along the rows (8 waves spill 36 VGPRs).
  const bool whole_v_in_registers_path = block_v == kHeadDim && !wave32 && !async_copies && !tensor_data_mover;
  const int row_waves = block_v >= 64 && wave32 ? 1 : whole_v_in_registers_path ? 2 : 4;
  // Asynchronous copies take as many stages (up to 4) as the LDS holds: a stage is the w and k
  // tiles (32 KiB) and G (a chunk's 64 fp32), beside S's exchange (K x block_v bf16). The
  // chain of chunks waits on its copies less the further ahead they run (gfx950, modelled:
  // 1 x 16384 at block_v 16 with 2 / 3 / 4 stages 247.2 / 232.6 / 215.0 us; 8 x 2048 at block_v
  // 128, 3 stages, 151.6 -> 146.0).
  auto fits = [&](int stages) { return exchange_bytes(block_v) + stages * (stage_bytes + int64_t(kChunk) * 4) <= lds_capacity; };
  int stages = tensor_data_mover ? 2 : 1;
  if (async_copies) {
    stages = 4;
    while (stages > 2 && !fits(stages)) --stages;
  }
  // G's own stages where they fit beside the rest; else G staged at its use.
  const bool gates_at_use = !fits(stages);
  // Buffer accesses from a per-chunk base take 16% of the instructions off a chunk at block_v
  // 16 (gfx942, 1 x 16384: 1.85e8 -> 1.55e8 wave instructions); at block_v 64 their resources
  // spilled 13 SGPRs on gfx942, and the plain accesses stay.
  // h[c] in column tiles at block_v 16 (session 17: below 128, against rows): a workgroup's
  // [K, 16] snapshot is then one 4 KiB run, 32 lines a chunk against 128, and chunk_o reads the
  // tiles in whole tile rows (H16/HV32, `gdn_bench chunk_h|chunk_o --atom none`, 1 x 16384:
  // chunk_h gfx942 349.2 -> 337.6 us, gfx950 215.0 -> 205.0, gfx1250 131.2 -> 124.1; chunk_o
  // 294.4 -> 279.2, 137.1 -> 140.2, 82.8 -> 78.9; gfx942's 8 x 2048 at block_v 64: chunk_h 248.3
  // -> 248.5, chunk_o 294.4 -> 279.2). (At block_v 128 column tiles spilled: an
  // accumulator-layout store's addresses spread over 32 KiB a lane and LLVM kept them in registers,
  // gfx950 72 VGPRs, gfx1250 224.)
  // From block_v 32 h goes in key groups, straight from the accumulator layout (a lane's 4 or 8
  // rows of a column are 8 or 16 contiguous bytes, a wave's store whole lines), where column
  // tiles and rows took 2 bytes a lane, a line in four pieces, or an LDS trip that spilled at
  // block_v 128 (`gdn_bench chunk_h --atom none`, against the layouts before: 8 x 2048 H16/HV32
  // gfx942 223.2 -> 209.4 us, gfx950 133.7 -> 109.4, gfx1250 64.5 -> 54.5; 8 x 2048 H4/HV8 at
  // block_v 32 67.4 -> 65.4, 41.8 -> 38.4, 28.2 -> 26.5). At block_v 16 a workgroup's column tile
  // stays one staged 4 KiB run (key groups there: 1 x 16384 gfx942 337.6 -> 340.7, gfx950 205.0
  // -> 212.9, gfx1250 124.1 -> 126.3).
  // The groups are as deep as the accumulator's run of a column's rows a lane (MFMA 4, WMMA 8):
  // a store's 16 lanes then fill whole lines. In groups of 8 an MFMA store touched each of its
  // lines twice, in interleaved 64-byte halves (`GDN_BENCH_LINES=1`), where chunk_h at 8 x 2048 is
  // bound by its share of L2 and HBM (`gdn_bench chunk_h|chunk_o --atom none`, 8 x 2048 H16/HV32,
  // groups of 8 -> quads: chunk_h gfx942 209.4 -> 203.9 us, gfx950 109.4 -> 103.1; chunk_o 254.6
  // -> 257.1, 134.8 -> 135.8; H4/HV8 chunk_h 65.4 -> 64.4, 38.4 -> 36.9, chunk_o 82.2 -> 83.5,
  // 37.5 -> 37.9). gfx1250's WMMA accumulator holds 8 rows a lane: its groups of 8 are whole lines.
  const int accumulator_run = mma_instruction(target.architecture, bf16).accumulator_run;
  const SnapshotLayout snapshots = block_v < 32          ? SnapshotLayout::column_tiles
                                   : accumulator_run == 4 ? SnapshotLayout::key_quads
                                                          : SnapshotLayout::key_groups;
  // u and v_new through LDS where a tile row is at least a 128-byte line and the waves split the
  // rows (their S and v_hat cross LDS anyway): the accumulator layout's accesses touch each line
  // in four 32-byte pieces, three of them L2 repeats, and 8 x 2048 is bound by the L2 (`gdn_bench
  // chunk_h --shape 1 --atom none`, v_new then u: gfx942 block_v 64 248.5 -> 235.1 -> 223.2 us,
  // gfx950 block_v 128 146.0 -> 133.8 -> 133.7). Narrower tiles lose by the LDS trip (v_new at
  // block_v 32: gfx942 67.4 -> 71.5, gfx950 41.8 -> 46.6 at 8 x 2048 H4/HV8; block_v 16: 337.6 ->
  // 383.4, 205.0 -> 252.7 at 1 x 16384), and gfx1250's column waves at 128 spill 19 VGPRs.
  const bool values_through_lds = block_v >= 64 && row_waves > 1;
  // 8 waves where the tile splits over them without spilling: from block_v 32 (4 along the rows
  // and 2 along the columns; on wave32 from 64 the columns over 8), not wave64's 128 (gfx950
  // spilled 56 VGPRs) nor 16 (one 16-column block). With 4 the workgroup's waits went uncovered
  // (`gdn_bench chunk_h --atom none`, 8 x 2048 H16/HV32 at block_v 64 / 128: gfx942 203.9 ->
  // 196.1 us, 230 VGPRs for 2 waves a SIMD; gfx1250 54.5 -> 52.7; H4/HV8 at 32: gfx942 64.4 ->
  // 61.2, gfx950 36.9 -> 36.8, gfx1250 26.5 -> 20.4).
  const int waves = block_v >= 32 && (block_v < 128 || wave32 || whole_v_in_registers_path) ? 8 : 4;
  const ChunkHConfig config{.block_v = block_v, .waves = waves, .row_waves = row_waves, .vgpr_budget = 0,
                            .stages = stages, .async_copies = async_copies,
                            .tensor_data_mover = tensor_data_mover, .buffer_accesses = block_v < 64,
                            .values_through_lds = values_through_lds, .snapshots = snapshots,
                            .gates_at_use = gates_at_use};
  return config;
}

ChunkOConfig chunk_o_config(const TargetId& target, int64_t chunks, int value_heads, int64_t longest_sequence) {
  const bool wave32 = target.properties().wave_size == 32;
  // Where the bf16 matrix instruction takes 16 k a step (gfx942's 16x16x16: 4 values a lane per
  // operand block, and no bf16 conversion instruction) the one-chunk kernel needs 376 registers,
  // one workgroup a CU, and its loads wait with nothing to overlap them: there 8 waves walk up to
  // 4 chunks, the next chunk's h[c] loaded ahead, where the grid keeps at least 512 workgroups
  // (H4/HV8 at 16384 tokens, 2048 (chunk, value head) items: walks of 2 / 4 / 8 model 73.5 / 67.7
  // / 63.2 us at 1 x 16384 and 71.1 / 63.6 / 58.4 at 8 x 2048; H16/HV32, 8192 items: 256.7 / 236.4
  // / 258.0 and 247.5 / 222.4 / 238.1, `gdn_bench chunk_o --target gfx942 --atom none`).
  // Elsewhere one chunk a workgroup fits two workgroups a CU (gfx950 220 VGPRs of 4 waves, gfx1250
  // 212 of 8 waves of 32), which overlap each other's loads.
  const int step = mma_instruction(target.architecture, bf16).shape.k;
  // Short prefill: batches whose sequences are all shorter than a chunk take a row tile of the
  // longest one rounded up to a power of two (at least the matrix instruction's k, which the
  // scores v_new product runs along), so no rows past every chunk's end are loaded or computed.
  int rows = std::max(16, step);
  while (rows < kChunk && rows < longest_sequence) rows *= 2;
  const bool walk = step < 32;
  // h in key groups loaded straight into its B operand (no LDS trip) where the kernel waits on
  // latency: the walk (gfx942) and wave32 (gfx1250); gfx950's one-chunk kernel, bound by its HBM
  // share, loads 16-byte row runs and converts through LDS (the direct loads read each column
  // twice, by the two waves that share it: 1 x 16384 H16/HV32 137.4 -> 143.9 us; direct on gfx942
  // 266.5 -> 254.6, gfx1250 78.6 -> 71.9; `gdn_bench chunk_o --shape 1 --atom none`).
  const bool state_direct = walk || wave32;
  // Every kernel loads G a part a wave and stages it for its three layouts: each of its lines (a
  // token's, G being [T, HV]) then read once, not by every wave (one-chunk kernels, 8 x 2048
  // H16/HV32: gfx950 137.4 -> 134.8 us, gfx1250 71.9 -> 66.9; staged alone 139.1 -> 142.4, 76.4 ->
  // 81.1 at 1 x 16384). The walk spreads G only with q and k loaded a chunk ahead (below).
  if (!walk)
    return ChunkOConfig{.waves = wave32 ? 8 : 4, .vgpr_budget = 0, .chunks_per_workgroup = 1, .rows = rows,
                        .gates_spread = true, .state_direct = state_direct};
  const int64_t items = chunks * value_heads;
  const int per_workgroup = items >= 2048 ? 4 : items >= 1024 ? 2 : 1;
  // The walk (gfx942) waited at each chunk's start for that chunk's q and k (issued there, read
  // by its first product) and, with G spread, at the barrier that stages G for the slowest
  // wave's part. Loading the next chunk's q and k once this chunk's products have read them hides
  // the first; then G spread cuts the L2 traffic that bounds it (every wave had loaded 64 lines
  // a chunk). `gdn_bench chunk_o --target gfx942 --shape I --atom none`, 1 x 16384 / 8 x 2048
  // H16/HV32, then H4/HV8, us, each row with the ones above it (the chunk table invariant:
  // chunk_o.cpp): before 261.9 / 257.1 / 85.0 / 83.5; invariant tables 276.0 / 241.1 / 83.2 /
  // 75.7; q and k ahead 251.5 / 238.0 / 72.9 / 71.2; G spread 236.4 / 222.4 / 73.5 / 71.1 (G
  // spread without q and k ahead: 290.8 / 262.7 / 84.5 / 78.3).
  return ChunkOConfig{.waves = wave32 ? 16 : 8, .vgpr_budget = 0, .chunks_per_workgroup = per_workgroup, .rows = rows,
                      .gates_spread = true, .state_direct = state_direct, .queries_keys_ahead = true};
}

ChunkOGrid chunk_o_grid(const ChunkOConfig& config, int64_t chunks, int value_heads) {
  const int64_t per = config.chunks_per_workgroup;
  return {static_cast<uint32_t>((chunks + per - 1) / per), static_cast<uint32_t>(value_heads)};
}

}  // namespace gfxtile::gdn
