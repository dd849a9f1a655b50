// The chunk output (chunk_o.h): three products on the matrix unit with bf16 operands and fp32
// accumulation, as fla does: q h[c] [64, V], the causal scores q k^T [64, 64] (gated and masked,
// then bf16), and scores v_new [64, V] accumulated onto the gated inter-chunk term; the gated
// RMSNorm runs on the accumulator in registers.
//
// Loads take no masks: rows past a chunk's end read its last row (finite values that the causal
// mask multiplies by 0 or that are not stored), so no load is a branch. With one chunk a
// workgroup (the launch rule's choice where the kernel fits two workgroups a CU) every load is
// issued up front. With more, a workgroup walks `chunks_per_workgroup` chunks of one value head
// and loads the next chunk's h[c] and G while it computes the current one (and its q and k once
// the current ones are read: config.queries_keys_ahead): at one workgroup a CU (gfx942: 16x16x16
// operands, more than 256 registers) a chunk's loads otherwise wait with nothing to overlap them.
// The chunk table and the slots are invariant arguments, so the walk reads its entries with
// scalar loads (gfx942 8 x 2048: 257.1 -> 241.1 us; vector loads waited a full memory latency
// before each chunk's h[c] and G could be addressed).
#include "kernels/gdn/chunk_o.h"

#include <cmath>
#include <functional>

#include "core/error.h"
#include "kernels/gdn/gates_layout.h"
#include "kernels/gdn/snapshot_layout.h"

namespace gfxtile::gdn {

Kernel chunk_o(const TargetId& target, const ChunkOParameters& parameters) {
  const int H = parameters.key_heads, HV = parameters.value_heads;
  if (H <= 0 || HV <= 0 || HV % H != 0) fail("gdn chunk_o: value heads {} must be a multiple of key heads {}", HV, H);
  if (parameters.config.chunks_per_workgroup <= 0)
    fail("gdn chunk_o: {} chunks per workgroup, at least 1", parameters.config.chunks_per_workgroup);
  // BT: the row tile, at least the longest chunk of the batch (64, or fewer for batches of short
  // sequences: the launch rule's `rows`).
  constexpr int K = kHeadDim, V = kHeadDim;
  const int BT = parameters.config.rows;
  if (BT < 16 || BT > kChunk || (BT & (BT - 1)) != 0)
    fail("gdn chunk_o: a row tile of {} rows; a power of two from 16 to {}", BT, kChunk);
  const int group = HV / H;
  const float scale = 1.0f / std::sqrt(static_cast<float>(K));

  KernelBuilder kb("gdn_chunk_o", target, {.waves = parameters.config.waves, .vgpr_budget = parameters.config.vgpr_budget});
  Tensor q = kb.arg<const bf16_t*>("q"), k = kb.arg<const bf16_t*>("k");
  Tensor v_new = kb.arg<const bf16_t*>("v_new"), h = kb.arg<const bf16_t*>("h");
  Tensor z = kb.arg<const bf16_t*>("z"), norm_weight = kb.arg<const bf16_t*>("norm_weight");
  Tensor gates = kb.arg<const float*>("g_cumsum");
  Tensor y = kb.arg<bf16_t*>("y");
  // The host's tables: invariant, so the walk's per-chunk entries are scalar loads.
  Tensor chunk_table = kb.arg<const int32_t*>("chunk_table", {.divisible_by = 4, .invariant = true});
  Tensor cache_indices = kb.arg<const int32_t*>("cache_indices", {.divisible_by = 4, .invariant = true});
  Tensor chunk_count = kb.arg<int32_t>("chunks");

  const MmaInstruction& mma = mma_instruction(bf16);
  const Layout out_layout = mma_layout(mma, {BT, V});
  const Layout q_layout = dot_operand_layout(mma, out_layout, MmaOperand::a, K);
  const Layout state_layout = dot_operand_layout(mma, out_layout, MmaOperand::b, K);
  const Layout scores_a_layout = dot_operand_layout(mma, out_layout, MmaOperand::a, BT);
  const Layout values_layout = dot_operand_layout(mma, out_layout, MmaOperand::b, BT);
  const Layout scores_layout = mma_layout(mma, {BT, BT});
  const Layout q_scores_layout = dot_operand_layout(mma, scores_layout, MmaOperand::a, K);
  const Layout key_t_layout = dot_operand_layout(mma, scores_layout, MmaOperand::b, K);
  const Layout rows_global = blocked({BT, K}, {.per_thread = {1, 8}});
  // h[c] row-major: 16 lanes a row (its 256 bytes); in column tiles (key groups: below), whole
  // tile rows: a wave64 reads 32 rows of one tile (1 KiB), a wave32 8 rows of two (`gdn_bench chunk_o --atom none`,
  // 1 x 16384 H16/HV32, lanes across a row 1 / 2 / 4 / 16: gfx942 294.7 / 279.2 / 283.2 / 298.8
  // us, gfx950 144.8 / 140.2 / 158.8 / 158.4, gfx1250 86.9 / 133.9 / 78.9 / 106.2).
  const int wave_size = target.properties().wave_size;
  const int row_lanes = parameters.snapshots == SnapshotLayout::rows ? 16 : wave_size == 64 ? 2 : 4;
  const Layout state_global = blocked({K, V}, {.per_thread = {1, 8}, .lanes = {wave_size / row_lanes, row_lanes}});
  // z and y go through global memory in 16-byte runs and meet the accumulator layout through LDS.
  const Layout out_global = blocked({BT, V}, {.per_thread = {1, 8}});
  // G (compact, one value a lane) is stored to LDS once a chunk and read in the three layouts it
  // spreads to (score rows, score columns, output rows), where a conversion each stored it three
  // times (gfx942's walk 271.4 -> 261.9 us). Loaded whole by every wave, each of its 64 rows is a
  // line (G is [T, HV]) touched by every wave; spread (config.gates_spread), once.
  Tensor gates_stage = lds_alloc({BT}, f32);

  Tensor value_head = program_id(1);
  Tensor key_head = value_head / group;
  Tensor first_chunk = program_id(0) * parameters.config.chunks_per_workgroup;
  Tensor count = minimum(chunk_count - first_chunk, parameters.config.chunks_per_workgroup);

  Tensor tile_rows = expand_dims(arange(BT, slice(rows_global, 1)), 1);
  Tensor tile_columns = expand_dims(arange(K, slice(rows_global, 0)), 0);
  // h in key groups or quads: loaded straight into the B operand's layout (a lane's k run is
  // contiguous) with config.state_direct, else a group's rows of a column a lane (16 or 8 bytes,
  // a tile's 16 columns over 16 lanes: whole lines) and converted through LDS. (Quads in 16-byte
  // runs of two columns, 8 lanes a tile, took more LDS instructions: gfx950 8 x 2048 H16/HV32
  // 135.8 -> 136.9 us.)
  const int key_group = snapshot_key_group(parameters.snapshots);
  const Layout state_loaded =
      !key_group                     ? state_global
      : parameters.config.state_direct ? state_layout
                                       : blocked({K, V}, {.per_thread = {key_group, 1}, .lanes = {wave_size / 16, 16}, .order = {1, 0}});
  const SnapshotOffsets state_offsets(parameters.snapshots, state_loaded, V);
  Tensor score_rows = arange(BT, slice(scores_layout, 1)), score_columns = arange(BT, slice(scores_layout, 0));
  Tensor global_rows = expand_dims(arange(BT, slice(out_global, 1)), 1);
  Tensor global_columns = expand_dims(arange(V, slice(out_global, 0)), 0);
  Tensor column_offsets = value_head * V + global_columns;
  Tensor weight = expand_dims(load(norm_weight + arange(V, slice(out_layout, 0))).to(f32), 0);

  // A chunk's table entries, h[c] and G (compactly, one value a lane, spread to the rows and
  // columns that need it through LDS): what a walk loads a chunk ahead. The walk loads G whole
  // in every wave (a part a wave, its conversions crossed the waves: gfx942 294.4 -> 309.2 us at
  // 1 x 16384 converted, 254.6 -> 257.4 at 8 x 2048 staged), the one-chunk kernels a part a wave.
  struct ChunkTiles {
    Tensor t0, valid, live, state, gates;
  };
  // config.gates_spread: each wave loads a quarter (an eighth, ...) of G; else every wave all of it.
  const Layout gates_compact =
      parameters.config.gates_spread ? chunk_gates_layout(BT, wave_size, parameters.config.waves) : blocked({BT});
  Tensor compact_rows = arange(BT, gates_compact);
  auto last_token = [](const ChunkTiles& tiles) { return tiles.t0 + tiles.valid - 1; };
  auto load_chunk = [&](Tensor chunk) {
    ChunkTiles tiles;
    Tensor sequence = load(chunk_table + chunk * 3);
    tiles.t0 = load(chunk_table + chunk * 3 + 1), tiles.valid = load(chunk_table + chunk * 3 + 2);
    tiles.live = (load(cache_indices + sequence) >= 0).to(i32);
    Tensor snapshot = h + (chunk.to(i64) * HV + value_head.to(i64)) * (K * V);
    tiles.state = load(state_offsets.pointers(snapshot));
    tiles.gates = load(gates + minimum(tiles.t0 + compact_rows, last_token(tiles)) * HV + value_head);
    return tiles;
  };
  // q, k, v_new and z of the current chunk: loaded at the start of its iteration, before the next
  // chunk's tiles (the vector-memory counter returns in order).
  struct LateTiles {
    Tensor q, k, v, z;
  };
  auto tokens_of = [&](const ChunkTiles& tiles) { return minimum(tiles.t0 + tile_rows, last_token(tiles)); };
  auto load_queries = [&](const ChunkTiles& tiles) { return load(q + (tokens_of(tiles) * H + key_head) * K + tile_columns); };
  auto load_keys = [&](const ChunkTiles& tiles) { return load(k + (tokens_of(tiles) * H + key_head) * K + tile_columns); };
  auto load_values = [&](const ChunkTiles& tiles) {
    return load(v_new + (tokens_of(tiles) * HV + value_head) * V + tile_columns);
  };
  auto load_gate_inputs = [&](const ChunkTiles& tiles) {
    return load(z + minimum(tiles.t0 + global_rows, last_token(tiles)) * (HV * V) + column_offsets);
  };
  auto load_late = [&](const ChunkTiles& tiles) {
    return LateTiles{load_queries(tiles), load_keys(tiles), load_values(tiles), load_gate_inputs(tiles)};
  };

  // `after_queries_keys` runs once this chunk's q and k are dead (a walk loads the next chunk's
  // there: config.queries_keys_ahead).
  auto compute = [&](const ChunkTiles& tiles, const LateTiles& late, const std::function<void()>& after_queries_keys) {
    Tensor t0 = tiles.t0, valid = tiles.valid;
    lds_store(gates_stage, tiles.gates);
    auto gates_in = [&](const Layout& layout) { return lds_load(gates_stage, layout); };
    // The causal scores, gated: exp(G_i - G_j) (q_i . k_j) for j <= i < valid, else 0.
    Tensor scores = dot(convert_layout(late.q, q_scores_layout), convert_layout(permute(late.k, {1, 0}), key_t_layout),
                        zeros({BT, BT}, f32, scores_layout));
    Tensor g_i = expand_dims(gates_in(slice(scores_layout, 1)), 1);
    Tensor g_j = expand_dims(gates_in(slice(scores_layout, 0)), 0);
    Tensor causal = (expand_dims(score_columns, 0) <= expand_dims(score_rows, 1)) & (expand_dims(score_rows, 1) < valid);
    scores = select(causal, scores * exp(select(causal, g_i - g_j, 0.0), Math::fast), 0.0);

    // o = scale (exp(G_i) q h + scores v_new). q h[c] after the scores: fewer values live at once
    // (gfx1250 212 VGPRs against 264 the other way round).
    Tensor inter = dot(convert_layout(late.q, q_layout), convert_layout(tiles.state, state_layout),
                       zeros({BT, V}, f32, out_layout));
    if (after_queries_keys) after_queries_keys();
    Tensor o = dot(convert_layout(scores.to(bf16), scores_a_layout), convert_layout(late.v, values_layout),
                   inter * exp(expand_dims(gates_in(slice(out_layout, 1)), 1), Math::fast));
    o = o * scale;

    // Gated RMSNorm over V per row; SiLU, sigmoid and rsqrt on the hardware approximations
    // (Math::fast), as decode does.
    Tensor inverse = rsqrt(sum(o * o, 1) * (1.0f / V) + 1e-6f, Math::fast);
    Tensor gate_input = convert_layout(late.z, out_layout).to(f32);
    Tensor gate = parameters.gate == Gate::silu ? silu(gate_input, Math::fast) : sigmoid(gate_input, Math::fast);
    Tensor result = convert_layout(select(tiles.live != 0, o * expand_dims(inverse, 1) * weight * gate, 0.0).to(bf16),
                                   out_global);
    Tensor out_pointers = y + (t0 + global_rows) * (HV * V) + column_offsets;
    // Whole chunks store without masks (a masked store is an exec mask and a branch each).
    if_(valid == BT, [&] { store(out_pointers, result); },
        [&] { store(out_pointers, result, (global_rows < valid) & (global_columns < V)); });
  };

  if (parameters.config.chunks_per_workgroup == 1) {
    // One chunk: every load issued up front (q, k, v_new, z, then h[c] and G).
    ChunkTiles tiles;
    Tensor sequence = load(chunk_table + first_chunk * 3);
    tiles.t0 = load(chunk_table + first_chunk * 3 + 1), tiles.valid = load(chunk_table + first_chunk * 3 + 2);
    tiles.live = (load(cache_indices + sequence) >= 0).to(i32);
    LateTiles late = load_late(tiles);
    tiles.state = load(state_offsets.pointers(h + (first_chunk.to(i64) * HV + value_head.to(i64)) * (K * V)));
    tiles.gates = load(gates + minimum(tiles.t0 + compact_rows, last_token(tiles)) * HV + value_head);
    compute(tiles, late, nullptr);
    return kb.build();
  }
  ChunkTiles tiles = load_chunk(first_chunk);
  // config.queries_keys_ahead: the next chunk's q and k are loaded into this chunk's registers
  // once its two products have read them, so their latency hides behind the rest of the chunk
  // (v_new and z ahead as well spill 6-13 VGPRs at gfx942's 256).
  const bool ahead = parameters.config.queries_keys_ahead;
  Tensor queries, keys;  // with `ahead`, this chunk's, loaded during the chunk before
  if (ahead) queries = load_queries(tiles), keys = load_keys(tiles);
  for_range(0, count, [&](Tensor i) {
    // The next chunk's h[c] and G are in flight while this one computes (the last iteration
    // reloads its own chunk: L2 hits, never used). A loop, not unrolled: unrolled, LLVM hoists
    // every chunk's loads to the top and spills.
    const LateTiles late{ahead ? queries : load_queries(tiles), ahead ? keys : load_keys(tiles), load_values(tiles),
                         load_gate_inputs(tiles)};
    ChunkTiles next = load_chunk(first_chunk + minimum(i + 1, count - 1));
    compute(tiles, late,
            ahead ? std::function<void()>([&] { queries = load_queries(next), keys = load_keys(next); }) : nullptr);
    tiles = next;
  });
  return kb.build();
}

}  // namespace gfxtile::gdn
