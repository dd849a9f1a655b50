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

struct PackedWeights {
  int64_t width = 0, rank = 0, padded_rank = 0;
  // [padded_rank, K]: rows 0..R-1 = W_down, R..R+3 = W_inj, then zero rows (the kernels apply
  // 1 + w to X in registers: README.md says why it is not folded in here).
  std::vector<uint16_t> down_inject;
  // [K, R]: W_up's rows in blocks of 16 units: row (i / 16) * 64 + s * 16 + i % 16 holds stream
  // s, unit i (W_up row s * d + i), so one column block's four stream gates are contiguous.
  std::vector<uint16_t> up;
  std::vector<uint16_t> norm_weight;  // w [K] as given (the up kernel forms 1 + w in fp32)
};

// Checks the spans' sizes against (width, rank) (Error otherwise) and packs.
PackedWeights pack_weights(const Weights& weights, int64_t width, int64_t rank);


}  // namespace gfxtile::hc
