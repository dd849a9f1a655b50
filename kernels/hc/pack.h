#pragma once
// The model's HC weights and their packed forms for the kernels (README.md, "Packed weights").
#include <cstdint>
#include <span>
#include <vector>

namespace gfxtile::hc {

// One site's weights as the model stores them, bf16 bits, y = x W^T.
struct Weights {
  std::span<const uint16_t> norm_weight;  // w [K] (used as 1 + w)
  std::span<const uint16_t> down;         // W_down [R, K]
  std::span<const uint16_t> up;           // W_up [K, R]
  std::span<const uint16_t> inject;       // W_inj [4, K]
};

// Both packed matrices are stored lane-ordered: a row-major [rows, columns] matrix M (rows a
// multiple of 16, columns of 8) as blocks of 16 rows, each block as its columns in runs of 8,
// each run as the 16 rows' 8 elements: M[r][c] at (r / 16) * 16 * columns + (c / 8) * 128 +
// (r % 16) * 8 + c % 8. The matrix units' B operand gives lane l the 8 consecutive k of row
// l % 16, so one load instruction of a 32-k step reads 1 KB of contiguous memory (8 cache lines)
// instead of touching a line per lane.
constexpr int kFragmentRows = 16, kFragmentColumns = 8;
std::vector<uint16_t> lane_ordered(const std::vector<uint16_t>& row_major, int64_t rows, int64_t columns);

struct PackedWeights {
  int64_t width = 0, rank = 0, padded_rank = 0;
  // [padded_rank, K] lane-ordered: rows 0..R-1 = W_down, R..R+3 = W_inj, then zero rows (the kernels apply
  // 1 + w to X in registers: README.md says why it is not folded in here).
  std::vector<uint16_t> down_inject;
  // [K, R] lane-ordered: W_up's rows in blocks of 16 units: row (i / 16) * 64 + s * 16 + i % 16 holds stream
  // s, unit i (W_up row s * d + i), so one column block's four stream gates are contiguous.
  std::vector<uint16_t> up;
  std::vector<uint16_t> norm_weight;  // w [K] as given (the up kernel forms 1 + w in fp32)
};

// Checks the spans' sizes against (width, rank) (Error otherwise) and packs.
PackedWeights pack_weights(const Weights& weights, int64_t width, int64_t rank);


}  // namespace gfxtile::hc
