#include "kernels/hc/pack.h"

#include <cstring>

#include "core/error.h"
#include "kernels/hc/config.h"

namespace gfxtile::hc {

namespace {

void check_size(std::span<const uint16_t> values, int64_t expected, const char* name, const char* shape) {
  if (static_cast<int64_t>(values.size()) != expected)
    fail("hc::pack_weights: {} has {} elements, expected {} ({})", name, values.size(), expected, shape);
}

}  // namespace

std::vector<uint16_t> lane_ordered(const std::vector<uint16_t>& row_major, int64_t rows, int64_t columns) {
  if (rows % kFragmentRows != 0 || columns % kFragmentColumns != 0 || static_cast<int64_t>(row_major.size()) != rows * columns)
    fail("hc::lane_ordered: a [{}, {}] matrix of {} elements does not split into 16-row blocks of 8-column runs", rows,
         columns, row_major.size());
  std::vector<uint16_t> packed(row_major.size());
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < columns; ++c)
      packed[(r / kFragmentRows) * kFragmentRows * columns + (c / kFragmentColumns) * kFragmentRows * kFragmentColumns +
             (r % kFragmentRows) * kFragmentColumns + c % kFragmentColumns] = row_major[r * columns + c];
  return packed;
}

PackedWeights pack_weights(const Weights& weights, int64_t width, int64_t rank) {
  check_shape({.tokens = 1, .width = width, .rank = rank});
  const int64_t depth = kStreams * width;
  check_size(weights.norm_weight, depth, "norm_weight", "[K]");
  check_size(weights.down, rank * depth, "W_down", "[R, K]");
  check_size(weights.up, depth * rank, "W_up", "[K, R]");
  check_size(weights.inject, kStreams * depth, "W_inj", "[4, K]");
  PackedWeights packed;
  packed.width = width, packed.rank = rank, packed.padded_rank = padded_rank(rank);
  packed.down_inject.assign(static_cast<size_t>(packed.padded_rank * depth), 0);
  for (int64_t j = 0; j < rank + kStreams; ++j) {
    const uint16_t* row = j < rank ? &weights.down[j * depth] : &weights.inject[(j - rank) * depth];
    for (int64_t k = 0; k < depth; ++k)
      packed.down_inject[j * depth + k] = row[k];
  }
  packed.up.resize(static_cast<size_t>(depth * rank));
  for (int64_t s = 0; s < kStreams; ++s)
    for (int64_t i = 0; i < width; ++i) {
      const int64_t row = (i / 16) * (kStreams * 16) + s * 16 + i % 16;
      std::memcpy(&packed.up[row * rank], &weights.up[(s * width + i) * rank], rank * sizeof(uint16_t));
    }
  packed.down_inject = lane_ordered(packed.down_inject, packed.padded_rank, depth);
  packed.up = lane_ordered(packed.up, depth, rank);
  packed.norm_weight.assign(weights.norm_weight.begin(), weights.norm_weight.end());
  return packed;
}

}  // namespace gfxtile::hc
