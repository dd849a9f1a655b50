// The pipelined down and up projections (down above 16 tokens, up above 32; prefill's tiles
// above 128): GEMMs of full matrix tiles, several waves per workgroup, operands copied
// global -> LDS asynchronously into a multi-stage pipeline (dsl/async.h, the pattern of
// examples/dsl/gemm_pipelined.cpp). The norm stays in registers as in the one-wave kernels:
// A = bf16(X r_s (1 + w)) formed from the LDS tile, the gate's Xn from X.
#include <optional>
#include <vector>

#include <fmt/format.h>

#include "core/error.h"
#include "dsl/dsl.h"
#include "kernels/hc/kernel_parts.h"
#include "kernels/hc/kernels.h"

namespace gfxtile::hc {

using namespace parts;

namespace {

// The packed weights' own order in LDS ([rows, k] tile, pack.h: 16-row blocks, k in runs of 8,
// each run the 16 rows' 8 elements): the copies' lanes then fetch one contiguous 1 KB per
// instruction (the timing model's L1 path counts line changes between lanes), and the B
// operand's reads (lane l: 8 k of row l % 16) are contiguous 16-byte runs, free of conflicts.
LdsLayout packed_lds(int rows, int tile_k) {
  std::vector<int64_t> bases;
  for (int bit = 0; (1 << bit) < rows; ++bit)
    bases.push_back(bit < 4 ? int64_t(kFragmentColumns) << bit : int64_t(kFragmentRows) * tile_k << (bit - 4));
  for (int bit = 0; (1 << bit) < tile_k; ++bit)
    bases.push_back(bit < 3 ? int64_t(1) << bit : int64_t(kFragmentRows * kFragmentColumns) << (bit - 3));
  return lds_layout_from_bases({rows, tile_k}, bases, {});
}

}  // namespace

Kernel mix_down_pipelined(const TargetId& target, const Shape& shape, const MixConfig& config) {
  const int64_t depth = shape.depth(), rank_rows = padded_rank(shape.rank);
  const int tile_m = config.down_tile_m, rank_tile = config.rank_tile;
  const int stages = config.down_stages > 0 ? config.down_stages : config.stages;
  const int tile_k = config.down_tile_k > 0 ? config.down_tile_k : config.tile_k;
  const int rank_blocks = config.rank_blocks, row_waves = config.row_waves > 0 ? config.row_waves : config.waves;
  if (row_waves < 1 || config.waves % row_waves != 0 || rank_blocks < 1)
    fail("hc::mix_down_pipelined: {} waves over {} row waves and {} rank blocks", config.waves, row_waves, rank_blocks);
  KernelBuilder k(fmt::format("hc_mix_down_d{}_r{}_m{}_c{}_n{}x{}_w{}x{}_p{}_k{}{}", shape.width, shape.rank, tile_m, config.chunk,
                              rank_tile, rank_blocks, row_waves, config.waves / row_waves, stages, tile_k,
                              config.scale_row ? "_s" : ""),
                  target, {.waves = config.waves, .packed_f32 = config.scale_row && config.packed_math});
  const auto [x, sums_of_squares, packed, norm_weight, partials, tokens] = declare_down_arguments(k);

  const MmaInstruction& mma = mma_instruction(bf16);
  // Waves over the rows first: each wave converts just its own rows of the A tile (the norm's
  // VALU work is repeated only by waves that split the rank tile) and reads its columns of the
  // weight tiles from LDS. A workgroup holds `rank_blocks` accumulators of rank_tile columns that
  // share each converted A tile (the conversion is most of a step's VALU work).
  const Layout acc_layout = mma_layout(mma, {tile_m, rank_tile}, {row_waves, config.waves / row_waves});
  const Layout a_layout = dot_operand_layout(mma, acc_layout, MmaOperand::a, tile_k);
  // The weights are k-fastest in memory (packed rows of [W_down ; W_inj]), so their tile is held
  // [rank_tile, k] in LDS and read in the B layout's transpose (permute is free).
  const Layout b_layout = dot_operand_layout(mma, acc_layout, MmaOperand::b, tile_k);
  const Layout w_layout = permute(b_layout, {1, 0});
  const LdsLayout x_lds = async_lds_layout(a_layout, bf16);
  Tensor x_stages = lds_alloc_stages(stages, {tile_m, tile_k}, bf16, x_lds);
  std::optional<Tensor> scale_stages;
  if (!config.scale_row) scale_stages = lds_alloc_stages(stages, {tile_m, tile_k}, bf16, x_lds);
  std::vector<Tensor> w_stages;
  for (int b = 0; b < rank_blocks; ++b) w_stages.push_back(lds_alloc_stages(stages, {rank_tile, tile_k}, bf16, packed_lds(rank_tile, tile_k)));
  const Layout x_copy = async_copy_layout(x_stages), w_copy = async_copy_layout(w_stages[0]);

  Tensor n_tile = program_id(0), split = program_id(1), m_tile = program_id(2);
  Tensor k_begin = split * static_cast<int>(config.chunk);
  const int chunk = static_cast<int>(config.chunk);
  // Copies: X rows past the tokens and weight rows past the packed rank read the fill (zeros).
  Tensor x_rows = tile_rows(tile_m, x_copy) + m_tile * tile_m;
  Tensor x_columns = tile_columns(tile_k, x_copy);
  Tensor x_mask = (x_rows < tokens) & (x_columns < tile_k);
  Tensor x_pointers = x + (x_rows * static_cast<int>(depth) + x_columns + k_begin);
  std::vector<Tensor> w_pointers, w_masks;
  for (int b = 0; b < rank_blocks; ++b) {
    Tensor w_rows = tile_rows(rank_tile, w_copy) + (n_tile * rank_blocks + b) * rank_tile;
    Tensor w_columns = tile_columns(tile_k, w_copy);
    w_masks.push_back((w_rows < static_cast<int>(rank_rows)) & (w_columns < tile_k));
    w_pointers.push_back(packed + (fragment_offset(w_rows, w_columns, depth) + k_begin * kInterleave));
  }

  // The norm's row scale r_s once (a split lies in one stream). The column scale (1 + w): with
  // `scale_row` computed once per workgroup in f32 into an LDS row per 32-k step (the chunk's
  // whole k range, filled before the pipeline, whose first barrier publishes it) and read as a
  // [1, tile_k] row shared by all the wave's row blocks; otherwise staged with X as a tile of the
  // same shape whose rows all read w's k range (one line per copy instruction). A global load in
  // the loop would need its own wait, which on gfx9's single vector-memory counter also waits for
  // the copies in flight.
  Tensor a_rows = tile_rows(tile_m, a_layout) + m_tile * tile_m;
  Tensor stream = k_begin / static_cast<int>(shape.width);
  Tensor a_rsqrt = stream_rsqrt(sums_of_squares, a_rows, a_rows < tokens, stream, shape.width);
  Tensor scale_pointers = norm_weight + (x_rows * 0 + x_columns + k_begin);
  const Layout scale_layout = slice(a_layout, 0);
  std::optional<Tensor> scale_row;
  if (config.scale_row) {
    const int steps = chunk / tile_k;
    scale_row = lds_alloc_stages(steps, {tile_k}, f32);
    const Layout fill_layout = blocked({tile_k});
    Tensor fill_columns = arange(tile_k, fill_layout);
    std::vector<Tensor> values;  // every load issued before the first store
    for (int step = 0; step < steps; ++step) values.push_back(load(norm_weight + (k_begin + (step * tile_k) + fill_columns)));
    for (int step = 0; step < steps; ++step) lds_store(lds_stage(*scale_row, step), values[step].to(f32) + 1.0);
  }

  std::vector<Tensor> acc;
  for (int b = 0; b < rank_blocks; ++b) acc.push_back(zeros({tile_m, rank_tile}, f32, acc_layout));
  pipeline(
      stages, 0, chunk, tile_k,
      [&](Tensor k0, Tensor stage) {  // tiles past the chunk are masked off entirely
        async_copy(lds_stage(x_stages, stage), x_pointers + k0, x_mask & (k0 < chunk));
        if (scale_stages)
          async_copy(lds_stage(*scale_stages, stage), scale_pointers + k0, (x_rows >= 0) & (x_columns < tile_k) & (k0 < chunk));
        for (int b = 0; b < rank_blocks; ++b)
          async_copy(lds_stage(w_stages[b], stage), w_pointers[b] + k0 * kInterleave, w_masks[b] & (k0 < chunk));
      },
      [&](Tensor k0, Tensor stage) {
        Tensor xs = lds_load(lds_stage(x_stages, stage), a_layout).to(f32);
        Tensor scale = scale_row ? expand_dims(lds_load(lds_stage(*scale_row, k0 / tile_k), scale_layout), 0)
                                 : lds_load(lds_stage(*scale_stages, stage), a_layout).to(f32) + 1.0;
        Tensor a_tile = (xs * a_rsqrt * scale).to(bf16);
        for (int b = 0; b < rank_blocks; ++b) {
          Tensor weights = permute(lds_load(lds_stage(w_stages[b], stage), w_layout), {1, 0});
          acc[b] = dot(a_tile, weights, acc[b]);
        }
      },
      // The next tiles' copies after the products: with two workgroups a CU the other one
      // overlaps them, and issued first they compete with the products' LDS reads (M = 2048,
      // modelled: gfx942 66.6 -> 70.6 us copies first, gfx1250 14.25 -> 16.86, gfx950 19.92 -> 19.56).
      PipelineOrder::compute_first);

  Tensor rows = tile_rows(tile_m, acc_layout) + m_tile * tile_m;
  for (int b = 0; b < rank_blocks; ++b) {
    Tensor columns = tile_columns(rank_tile, acc_layout) + (n_tile * rank_blocks + b) * rank_tile;
    store(partials + ((split * tokens + rows) * static_cast<int>(rank_rows) + columns), acc[b],
          (rows < tokens) & (columns < static_cast<int>(rank_rows)));
  }
  return k.build();
}

Kernel mix_up_pipelined(const TargetId& target, const Shape& shape, const MixConfig& config) {
  const int64_t depth = shape.depth();
  const int tile_m = config.tile_m, units = config.units, stages = config.stages, tile_k = config.tile_k;
  KernelBuilder k(fmt::format("hc_mix_up_d{}_r{}_m{}_u{}_w{}_p{}_k{}{}{}", shape.width, shape.rank, tile_m, units, config.up_waves,
                              stages, tile_k, config.gate_loads == GateLoads::before_projection ? "_gb" : config.gate_loads == GateLoads::after_projection ? "_ga" : "", config.packed_gate ? "_pk" : ""),
                  target, {.waves = config.up_waves, .packed_f32 = config.packed_gate});
  const auto [x, sums_of_squares, activations, up, norm_weight, branch, alpha, tokens] = declare_up_arguments(k, false);

  // Transposed as in mix_up: z_s^T [units, tokens] = W_up_s [units, R] . a^T, the packed weights
  // the A operand, a (lane-ordered by mix_reduce) the B operand read as the transpose of its
  // [tokens, k] LDS tile. Both tiles sit in LDS in their packed order (1 KB per copy instruction).
  const MmaInstruction& mma = mma_instruction(bf16);
  std::vector<int> grid = {1, 1};
  while (grid[0] * grid[1] < config.up_waves) {
    if (units / grid[0] >= tile_m / grid[1]) grid[0] *= 2; else grid[1] *= 2;
  }
  const Layout acc_layout = mma_layout(mma, {units, tile_m}, grid);
  const Layout w_layout = dot_operand_layout(mma, acc_layout, MmaOperand::a, tile_k);
  const Layout b_layout = dot_operand_layout(mma, acc_layout, MmaOperand::b, tile_k);
  const Layout a_layout = permute(b_layout, {1, 0});  // a's tile [tokens, k]
  std::vector<Tensor> w_stages;
  for (int s = 0; s < kStreams; ++s) w_stages.push_back(lds_alloc_stages(stages, {units, tile_k}, bf16, packed_lds(units, tile_k)));
  Tensor a_stages = lds_alloc_stages(stages, {tile_m, tile_k}, bf16, packed_lds(tile_m, tile_k));
  const Layout w_copy = async_copy_layout(w_stages[0]), a_copy = async_copy_layout(a_stages);

  Tensor unit_block = program_id(0), m_tile = program_id(1);
  const int rank = static_cast<int>(shape.rank);
  // Stream s of unit i is packed row (i / 16) * 64 + s * 16 + i % 16 (pack.h).
  Tensor w_units = tile_rows(units, w_copy) + unit_block * units;
  Tensor w_rows = (w_units / kUnitBlock) * (kStreams * kUnitBlock) + w_units % kUnitBlock;
  Tensor w_columns = tile_columns(tile_k, w_copy);
  Tensor w_pointers = up + fragment_offset(w_rows, w_columns, shape.rank);
  Tensor w_ok = (w_units >= 0) & (w_columns < tile_k);
  Tensor a_tokens = tile_rows(tile_m, a_copy) + m_tile * tile_m;
  Tensor a_columns = tile_columns(tile_k, a_copy);
  Tensor a_pointers = activations + fragment_offset(a_tokens, a_columns, shape.rank);
  Tensor a_mask = (a_tokens < tokens) & (a_columns < tile_k);

  // The gate, as mix_up: sigmoid(z_s) times Xn_s recomputed from X, summed, times 1/4. X and the
  // branch input go through a [tokens, units] tile with 8 units (16 bytes) per lane, one line per
  // 8 lanes, converted to and from the accumulator layout, whose lanes hold 4 units of 16
  // different tokens (a line per lane in the timing model's L1 path: 16x the lines). X, (1 + w)
  // and r_s are loaded per stream as the gate needs them, or every stream's at once after the
  // projection (one memory latency), or before it (the latency under the projection).
  const int wave_size = target.properties().wave_size;
  const Layout rows_layout = blocked({tile_m, units}, {.per_thread = {1, 8}, .lanes = {wave_size / 8, 8}, .waves = {config.up_waves, 1}});
  Tensor io_tokens = tile_rows(tile_m, rows_layout) + m_tile * tile_m;
  Tensor io_units = tile_columns(units, rows_layout) + unit_block * units;
  Tensor io_mask = (io_tokens < tokens) & (io_units < static_cast<int>(shape.width));
  Tensor columns = tile_rows(units, acc_layout) + unit_block * units;  // branch-input columns (units)
  Tensor rows = tile_columns(tile_m, acc_layout) + m_tile * tile_m;    // tokens
  Tensor row_ok = rows < tokens;
  std::vector<Tensor> gate_x, gate_scale, gate_rsqrt;
  auto load_gate = [&](int s) {
    gate_x.push_back(load(x + (io_tokens * static_cast<int>(depth) + io_units + s * static_cast<int>(shape.width)), io_mask, 0.0));
    gate_scale.push_back(load(norm_weight + (columns + s * static_cast<int>(shape.width))));
    gate_rsqrt.push_back(stream_rsqrt(sums_of_squares, rows, row_ok, constant(s, i32), shape.width));
  };
  if (config.gate_loads == GateLoads::before_projection)
    for (int s = 0; s < kStreams; ++s) load_gate(s);

  Tensor acc[kStreams];
  for (auto& a : acc) a = zeros({units, tile_m}, f32, acc_layout);
  pipeline(
      stages, 0, rank, tile_k,
      [&](Tensor r0, Tensor stage) {  // tiles past R are masked off entirely
        for (int s = 0; s < kStreams; ++s)
          async_copy(lds_stage(w_stages[s], stage), w_pointers + (r0 * kInterleave + s * kUnitBlock * rank), w_ok & (r0 < rank));
        async_copy(lds_stage(a_stages, stage), a_pointers + r0 * kInterleave, a_mask & (r0 < rank));
      },
      [&](Tensor, Tensor stage) {
        Tensor a_t = permute(lds_load(lds_stage(a_stages, stage), a_layout), {1, 0});
        for (int s = 0; s < kStreams; ++s) acc[s] = dot(lds_load(lds_stage(w_stages[s], stage), w_layout), a_t, acc[s]);
      },
      PipelineOrder::compute_first);  // as the down kernel (M = 2048: 62.3 / 26.1 / 11.6 us, copies first 63.8 / 26.3 / 11.7)

  if (config.gate_loads == GateLoads::after_projection)
    for (int s = 0; s < kStreams; ++s) load_gate(s);
  Tensor mixed = zeros({units, tile_m}, f32, acc_layout);
  for (int s = 0; s < kStreams; ++s) {
    if (config.gate_loads == GateLoads::per_stream) load_gate(s);
    Tensor xs = convert_layout(permute(gate_x[s], {1, 0}), acc_layout).to(f32);
    Tensor scale = gate_scale[s].to(f32) + 1.0;
    mixed = mixed + sigmoid(acc[s], Math::fast) * (xs * gate_rsqrt[s] * scale).to(bf16).to(f32);
  }
  Tensor result = convert_layout(permute((mixed * 0.25).to(bf16), {1, 0}), rows_layout);
  store(branch + (io_tokens * static_cast<int>(shape.width) + io_units), result, io_mask);
  return k.build();
}

}  // namespace gfxtile::hc
