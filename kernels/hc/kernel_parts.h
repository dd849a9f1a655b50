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

}  // namespace gfxtile::hc::parts
