#pragma once
// The HC site in fp64 on the host, written from ../shared/notes/hc.md (not from the kernels): the
// model's math with its two storage roundings (Xn = bf16(X r (1 + w)), a = bf16(silu(.))), all
// else exact in fp64; outputs unrounded (the comparison rounds them once to bf16).
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "kernels/hc/config.h"
#include "kernels/hc/pack.h"

namespace gfxtile::hc {

// sum_i X[m, s d + i]^2 per token and stream, [M, 4].
std::vector<double> reference_sums_of_squares(const Shape& shape, std::span<const uint16_t> x);

struct MixReference {
  std::vector<double> branch;  // [M, d]
  std::vector<double> alpha;   // [M, 4]
};
// Steps 1-3 of the notes for each token, with r_s from the given sums of squares.
MixReference reference_mix(const Shape& shape, std::span<const uint16_t> x, std::span<const double> sums_of_squares,
                           const Weights& weights);

struct CombineReference {
  std::vector<double> out;              // X + alpha y, exact (the kernel stores it rounded once to bf16)
  std::vector<double> sums_of_squares;  // of the bf16-rounded X' (the model's rounding point)
  std::vector<double> normalised;       // bf16(X') * r' * (1 + w_next), exact; empty without w_next
};
CombineReference reference_combine(const Shape& shape, std::span<const uint16_t> x, std::span<const uint16_t> y,
                                   std::span<const float> alpha,
                                   std::optional<std::span<const uint16_t>> next_norm_weight = std::nullopt);

}  // namespace gfxtile::hc
