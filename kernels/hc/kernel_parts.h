#pragma once
// Pieces the HC kernels share (kernels.cpp: the decode kernels; prefill.cpp: the GEMM-shaped
// prefill kernels). Internal to kernels/hc.
#include "dsl/dsl.h"
#include "kernels/hc/config.h"
#include "kernels/hc/pack.h"

namespace gfxtile::hc::parts {

constexpr int kStep = 32;       // k per matrix-unit step (a multiple of every target's instruction k)
constexpr int kUnitBlock = 16;  // packed W_up: 16 units of one stream, then the next stream

// Element offset of (row, column) of a packed matrix with `columns` columns in the lane-ordered
// form pack.h describes (16-row blocks, columns interleaved by 8): the matrix unit's B operand,
// where lane l holds 8 consecutive k of row l % 16, then reads 1 KB contiguous per instruction.
// A multiple of 8 added to the column moves the offset by 16 times as much (kInterleave).
constexpr int kInterleave = kFragmentRows;
inline Tensor fragment_offset(const Tensor& row, const Tensor& column, int64_t columns) {
  return (row / kFragmentRows) * static_cast<int>(kFragmentRows * columns) + (column / kFragmentColumns) * (kFragmentRows * kFragmentColumns) +
         (row % kFragmentRows) * kFragmentColumns + column % kFragmentColumns;
}

// Row offsets [rows, 1] and column offsets [1, columns] of a tile in `layout`.
inline Tensor tile_rows(int64_t rows, const Layout& layout) { return expand_dims(arange(rows, slice(layout, 1)), 1); }
inline Tensor tile_columns(int64_t columns, const Layout& layout) { return expand_dims(arange(columns, slice(layout, 0)), 0); }

// r_s for rows [Mt, 1]: rsqrt(ss / d + eps), 0 for rows past the tokens (never stored).
inline Tensor stream_rsqrt(const Tensor& sums_of_squares, const Tensor& rows, const Tensor& row_ok, const Tensor& stream,
                           int64_t width) {
  Tensor ss = load(sums_of_squares + rows * kStreams + stream, row_ok, 0.0);
  return rsqrt(ss / static_cast<double>(width) + static_cast<double>(kEpsilon));
}

// The down projection's arguments, one declaration for mix_down and mix_down_pipelined (the host
// launches both alike): x bf16 [M, K], sums_of_squares f32 [M, 4], down_inject (packed bf16),
// norm_weight bf16 [K], partials f32 [splits, M, padded rank], tokens i32.
struct DownArguments {
  Tensor x, sums_of_squares, packed, norm_weight, partials, tokens;
};
inline DownArguments declare_down_arguments(KernelBuilder& k) {
  DownArguments arguments;
  arguments.x = k.arg<const bf16_t*>("x");
  arguments.sums_of_squares = k.arg<const float*>("sums_of_squares");
  arguments.packed = k.arg<const bf16_t*>("down_inject");
  arguments.norm_weight = k.arg<const bf16_t*>("norm_weight");
  arguments.partials = k.arg<float*>("partials");
  arguments.tokens = k.arg<int32_t>("tokens");
  return arguments;
}

// ReduceAt::down_kernel: the down kernel's arguments after tokens: activations bf16 (mix_reduce's
// lane-ordered a), alpha f32 [M, 4], arrivals i32 [arrival_counters(config)] (zero between
// launches: the last arriver resets its counter).
struct ArrivalArguments {
  Tensor activations, alpha, arrivals;
};
inline ArrivalArguments declare_arrival_arguments(KernelBuilder& k) {
  ArrivalArguments arguments;
  arguments.activations = k.arg<bf16_t*>("activations");
  arguments.alpha = k.arg<float*>("alpha");
  arguments.arrivals = k.arg<int32_t*>("arrivals");
  return arguments;
}

// After a down workgroup's partials are stored (program ids: rank tile, split, row tile): it
// counts itself in on its (row tile, rank tile)'s counter, and the last of the splits to arrive
// reduces that tile's partials as mix_reduce does (the same layout of splits within a thread and
// sum order: bit-identical a and alpha), writes a and alpha, and resets the counter. `waves`:
// the kernel's waves.
void reduce_on_last_arrival(const TargetId& target, const Shape& shape, const MixConfig& config, int waves,
                            const Tensor& partials, const Tensor& tokens, const ArrivalArguments& arguments);

// The up projection's arguments, one declaration for mix_up and mix_up_pipelined: x,
// sums_of_squares, then a (mix_reduce's lane-ordered activations) or, when the up kernel reduces
// the splits itself (`reduces`), the down kernel's partials; the packed W_up, norm_weight, branch
// bf16 [M, d], alpha f32 [M, 4] (only when `reduces`), tokens i32.
struct UpArguments {
  Tensor x, sums_of_squares, activations, up, norm_weight, branch, alpha, tokens;
};
inline UpArguments declare_up_arguments(KernelBuilder& k, bool reduces) {
  UpArguments arguments;
  arguments.x = k.arg<const bf16_t*>("x");
  arguments.sums_of_squares = k.arg<const float*>("sums_of_squares");
  arguments.activations = reduces ? k.arg<const float*>("partials") : k.arg<const bf16_t*>("activations");
  arguments.up = k.arg<const bf16_t*>("up");
  arguments.norm_weight = k.arg<const bf16_t*>("norm_weight");
  arguments.branch = k.arg<bf16_t*>("branch");
  if (reduces) arguments.alpha = k.arg<float*>("alpha");
  arguments.tokens = k.arg<int32_t>("tokens");
  return arguments;
}

}  // namespace gfxtile::hc::parts
