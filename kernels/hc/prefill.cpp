// The prefill path's down projection (tokens > 128): a GEMM of full matrix tiles, four waves per
// workgroup, X and the packed weights copied global -> LDS asynchronously into a multi-stage
// pipeline (dsl/async.h, the pattern of examples/dsl/gemm_pipelined.cpp). The norm stays in
// registers as in the decode kernel: A = bf16(X r_s (1 + w)) formed from the LDS tile.
#include <vector>

#include <fmt/format.h>

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
  const int tile_m = config.down_tile_m, rank_tile = config.rank_tile, stages = config.stages, tile_k = config.tile_k;
  KernelBuilder k(fmt::format("hc_mix_down_d{}_r{}_m{}_c{}_n{}_w{}_p{}_k{}", shape.width, shape.rank, tile_m, config.chunk,
                              rank_tile, config.waves, stages, tile_k),
                  target, {.waves = config.waves});
  Tensor x = k.arg<const bf16_t*>("x");
  Tensor sums_of_squares = k.arg<const float*>("sums_of_squares");
  Tensor packed = k.arg<const bf16_t*>("down_inject");
  Tensor norm_weight = k.arg<const bf16_t*>("norm_weight");
  Tensor partials = k.arg<float*>("partials");
  Tensor tokens = k.arg<int32_t>("tokens");

  const MmaInstruction& mma = mma_instruction(bf16);
  // Waves over the rows only: each wave converts just its own rows of the A tile (the norm's
  // VALU work is not repeated) and reads the whole weight tile from LDS.
  const Layout acc_layout = mma_layout(mma, {tile_m, rank_tile}, {config.waves, 1});
  const Layout a_layout = dot_operand_layout(mma, acc_layout, MmaOperand::a, tile_k);
  // The weights are k-fastest in memory (packed rows of [W_down ; W_inj]), so their tile is held
  // [rank_tile, k] in LDS and read in the B layout's transpose (permute is free).
  const Layout b_layout = dot_operand_layout(mma, acc_layout, MmaOperand::b, tile_k);
  const Layout w_layout = permute(b_layout, {1, 0});
  const LdsLayout x_lds = async_lds_layout(a_layout, bf16);
  Tensor x_stages = lds_alloc_stages(stages, {tile_m, tile_k}, bf16, x_lds);
  Tensor scale_stages = lds_alloc_stages(stages, {tile_m, tile_k}, bf16, x_lds);
  Tensor w_stages = lds_alloc_stages(stages, {rank_tile, tile_k}, bf16, packed_lds(rank_tile, tile_k));
  const Layout x_copy = async_copy_layout(x_stages), w_copy = async_copy_layout(w_stages);

  Tensor n_tile = program_id(0), split = program_id(1), m_tile = program_id(2);
  Tensor k_begin = split * static_cast<int>(config.chunk);
  const int chunk = static_cast<int>(config.chunk);
  // Copies: X rows past the tokens and weight rows past the packed rank read the fill (zeros).
  Tensor x_rows = tile_rows(tile_m, x_copy) + m_tile * tile_m;
  Tensor x_columns = tile_columns(tile_k, x_copy);
  Tensor x_mask = (x_rows < tokens) & (x_columns < tile_k);
  Tensor x_pointers = x + (x_rows * static_cast<int>(depth) + x_columns + k_begin);
  Tensor w_rows = tile_rows(rank_tile, w_copy) + n_tile * rank_tile;
  Tensor w_columns = tile_columns(tile_k, w_copy);
  Tensor w_mask = (w_rows < static_cast<int>(rank_rows)) & (w_columns < tile_k);
  Tensor w_pointers = packed + (fragment_offset(w_rows, w_columns, depth) + k_begin * kInterleave);

  // The norm's row scale r_s once (a split lies in one stream). The column scale (1 + w) is staged
  // in LDS with X, as a tile of the same shape and layout whose rows all read w's k range (one
  // line per copy instruction): a global load in the loop would need its own wait, which on
  // gfx9's single vector-memory counter also waits for the copies in flight.
  Tensor a_rows = tile_rows(tile_m, a_layout) + m_tile * tile_m;
  Tensor stream = k_begin / static_cast<int>(shape.width);
  Tensor a_rsqrt = stream_rsqrt(sums_of_squares, a_rows, a_rows < tokens, stream, shape.width);
  Tensor scale_pointers = norm_weight + (x_rows * 0 + x_columns + k_begin);

  Tensor acc = zeros({tile_m, rank_tile}, f32, acc_layout);
  pipeline(
      stages, 0, chunk, tile_k,
      [&](Tensor k0, Tensor stage) {  // tiles past the chunk are masked off entirely
        async_copy(lds_stage(x_stages, stage), x_pointers + k0, x_mask & (k0 < chunk));
        async_copy(lds_stage(scale_stages, stage), scale_pointers + k0, (x_rows >= 0) & (x_columns < tile_k) & (k0 < chunk));
        async_copy(lds_stage(w_stages, stage), w_pointers + k0 * kInterleave, w_mask & (k0 < chunk));
      },
      [&](Tensor, Tensor stage) {
        Tensor xs = lds_load(lds_stage(x_stages, stage), a_layout).to(f32);
        Tensor scale = lds_load(lds_stage(scale_stages, stage), a_layout).to(f32) + 1.0;
        Tensor weights = permute(lds_load(lds_stage(w_stages, stage), w_layout), {1, 0});
        acc = dot((xs * a_rsqrt * scale).to(bf16), weights, acc);
      });

  Tensor rows = tile_rows(tile_m, acc_layout) + m_tile * tile_m;
  Tensor columns = tile_columns(rank_tile, acc_layout) + n_tile * rank_tile;
  store(partials + ((split * tokens + rows) * static_cast<int>(rank_rows) + columns), acc,
        (rows < tokens) & (columns < static_cast<int>(rank_rows)));
  return k.build();
}

}  // namespace gfxtile::hc
