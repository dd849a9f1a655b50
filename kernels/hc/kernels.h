#pragma once
// The HC site's DSL kernels (README.md describes the data flow). Each builder makes the kernel
// for one target and one configuration from mix_config / combine_chunk.
#include "dsl/ir.h"
#include "kernels/hc/config.h"

namespace gfxtile::hc {

// Down projection split-K with the inject logits alongside, the norm folded in:
//   partials[split, m, j] = sum_{k in split} bf16(X[m, k] r_s(m) (1 + w[k])) * P[j, k]
// with P = [W_down ; W_inj] packed [padded rank, K] and r_s = rsqrt(ss_s / d + eps) of the
// split's stream (a split lies in one stream). Grid (n_tiles, splits, down_m_tiles), one wave.
// Arguments: x bf16 [M, K], sums_of_squares f32 [M, 4], packed bf16, norm_weight bf16 [K],
// partials f32, tokens i32; with config.reduce_at == ReduceAt::down_kernel also activations,
// alpha and arrivals (kernel_parts.h ArrivalArguments): the last of a tile's splits to arrive
// reduces as mix_reduce does. With config.waves > 1 this is mix_down_pipelined (the same
// arguments, grid and result; separate reduce only).
Kernel mix_down(const TargetId& target, const Shape& shape, const MixConfig& config);

// The prefill form of mix_down (prefill.cpp): config.waves waves over a [tile_m, rank_tile]
// accumulator, X and weight tiles staged in config.stages LDS buffers by asynchronous copies.
Kernel mix_down_pipelined(const TargetId& target, const Shape& shape, const MixConfig& config);

// The prefill form of mix_up (prefill.cpp; config.up_waves > 1, separate reduce only): the same
// arguments, grid and result, config.up_waves waves over [units, tile_m], W_up and a staged in LDS.
Kernel mix_up_pipelined(const TargetId& target, const Shape& shape, const MixConfig& config);

// With config.reduce_at == ReduceAt::kernel: a[m, j] = bf16(silu(sum_split partials[split, m, j] / 4)) [M, R]
// and alpha[m, s] = 2 sigmoid(sum_split partials[split, m, R + s] / 4). Grid (tokens), one wave.
// Arguments: partials f32, activations bf16 [M rounded up to 16, R] lane-ordered (pack.h's
// lane_ordered form), alpha f32 [M, 4], tokens i32.
Kernel mix_reduce(const TargetId& target, const Shape& shape, const MixConfig& config);

// Reduce + SiLU + up projection + sigmoid gate + stream mean, and the inject weights:
//   a = bf16(silu(sum_split partials / 4)), m_s = sigmoid(a . W_up_s^T),
//   branch[m, i] = bf16(1/4 sum_s m_s[i] X[m, s d + i] r_s (1 + w[s d + i])),
//   alpha[m, s] = 2 sigmoid(sum_split partials[R + s] / 4) (written by the first column block).
// Grid (unit_blocks, m_tiles), four waves, one per stream (config.up_waves > 1:
// mix_up_pipelined). With ReduceAt::up_kernel each token's splits are summed in one load, in
// mix_reduce's order (bit-identical): arguments x, sums_of_squares, partials, up (packed bf16),
// norm_weight bf16 [K], branch bf16 [M, d], alpha f32 [M, 4], tokens i32. Otherwise a comes from
// mix_reduce or the down kernel: x, sums_of_squares, activations (lane-ordered a), up, norm_weight,
// branch, tokens.
Kernel mix_up(const TargetId& target, const Shape& shape, const MixConfig& config);

// X'_s = bf16(X_s + alpha_s * y) (one fp32 FMA, rounded once) and the per-stream sums of squares
// of the stored bf16 X'; with `normalised`, also bf16(X' * rsqrt(ss / d + eps) * (1 + w_next)).
// Grid (tokens, 4), four waves. `one_tile` (hc::combine's choice to 128 tokens): a stream of up to
// 4 steps of 8 bf16 per lane as one tile, every load issued first; false: a loop of steps (fewer
// registers, faster when the grid is large: Qwen M = 2048 on MI355X 16.5 against 18.1 us).
// Arguments: x bf16 [M, K], y bf16 [M, d], alpha f32 [M, 4], out bf16 [M, K], sums_of_squares
// f32 [M, 4], then with `normalised`: next_norm_weight bf16 [K], normalised bf16 [M, K].
Kernel combine(const TargetId& target, int64_t width, bool normalised, bool one_tile = true);

// The first site's sums of squares: sums_of_squares[m, s] = sum_i X[m, s d + i]^2 (fp32).
// Grid (tokens, 4), four waves. Arguments: x bf16 [M, K], sums_of_squares f32 [M, 4].
Kernel sums_of_squares(const TargetId& target, int64_t width);

}  // namespace gfxtile::hc
