#include "kernels/hc/reference.h"

#include <cmath>

#include "testing/numbers.h"

namespace gfxtile::hc {

namespace {

double value(uint16_t bits) { return testing::from_bf16(bits); }
double sigmoid(double z) { return 1 / (1 + std::exp(-z)); }
double bf16(double v) { return testing::round_to(v, testing::OutputFormat::bf16); }

}  // namespace

std::vector<double> reference_sums_of_squares(const Shape& shape, std::span<const uint16_t> x) {
  const int64_t depth = shape.depth();
  std::vector<double> sums(static_cast<size_t>(shape.tokens * kStreams), 0.0);
  for (int64_t m = 0; m < shape.tokens; ++m)
    for (int64_t s = 0; s < kStreams; ++s)
      for (int64_t i = 0; i < shape.width; ++i) {
        const double v = value(x[m * depth + s * shape.width + i]);
        sums[m * kStreams + s] += v * v;
      }
  return sums;
}

MixReference reference_mix(const Shape& shape, std::span<const uint16_t> x, std::span<const double> sums_of_squares,
                           const Weights& weights) {
  const int64_t depth = shape.depth(), d = shape.width, rank = shape.rank;
  MixReference result;
  result.branch.assign(static_cast<size_t>(shape.tokens * d), 0.0);
  result.alpha.assign(static_cast<size_t>(shape.tokens * kStreams), 0.0);
  std::vector<double> xn(depth), a(rank);
  for (int64_t m = 0; m < shape.tokens; ++m) {
    // 1. Grouped Gemma RMSNorm: Xn_s = bf16(X_s r_s (1 + w_s)).
    for (int64_t s = 0; s < kStreams; ++s) {
      const double r = 1 / std::sqrt(sums_of_squares[m * kStreams + s] / d + kEpsilon);
      for (int64_t i = 0; i < d; ++i) {
        const int64_t k = s * d + i;
        xn[k] = bf16(value(x[m * depth + k]) * r * (1 + value(weights.norm_weight[k])));
      }
    }
    // 2. a = bf16(silu((Xn . W_down^T) / n)); gates m = sigmoid(a . W_up^T); branch = mean_s m_s Xn_s.
    for (int64_t j = 0; j < rank; ++j) {
      double h = 0;
      for (int64_t k = 0; k < depth; ++k) h += xn[k] * value(weights.down[j * depth + k]);
      h /= kStreams;
      a[j] = bf16(h * sigmoid(h));
    }
    for (int64_t i = 0; i < d; ++i) {
      double mixed = 0;
      for (int64_t s = 0; s < kStreams; ++s) {
        const int64_t k = s * d + i;
        double z = 0;
        for (int64_t j = 0; j < rank; ++j) z += a[j] * value(weights.up[k * rank + j]);
        mixed += sigmoid(z) * xn[k];
      }
      result.branch[m * d + i] = mixed / kStreams;
    }
    // 3. alpha = 2 sigmoid((Xn . W_inj^T) / n).
    for (int64_t s = 0; s < kStreams; ++s) {
      double logit = 0;
      for (int64_t k = 0; k < depth; ++k) logit += xn[k] * value(weights.inject[s * depth + k]);
      result.alpha[m * kStreams + s] = 2 * sigmoid(logit / kStreams);
    }
  }
  return result;
}

CombineReference reference_combine(const Shape& shape, std::span<const uint16_t> x, std::span<const uint16_t> y,
                                   std::span<const float> alpha, std::optional<std::span<const uint16_t>> next_norm_weight) {
  const int64_t depth = shape.depth(), d = shape.width;
  CombineReference result;
  result.out.resize(static_cast<size_t>(shape.tokens * depth));
  result.sums_of_squares.assign(static_cast<size_t>(shape.tokens * kStreams), 0.0);
  for (int64_t m = 0; m < shape.tokens; ++m)
    for (int64_t s = 0; s < kStreams; ++s)
      for (int64_t i = 0; i < d; ++i) {
        const int64_t e = m * depth + s * d + i;
        result.out[e] = value(x[e]) + static_cast<double>(alpha[m * kStreams + s]) * value(y[m * d + i]);
        const double stored = testing::round_to(result.out[e], testing::OutputFormat::bf16);
        result.sums_of_squares[m * kStreams + s] += stored * stored;
      }
  if (next_norm_weight) {
    result.normalised.resize(result.out.size());
    for (int64_t m = 0; m < shape.tokens; ++m)
      for (int64_t s = 0; s < kStreams; ++s) {
        const double r = 1 / std::sqrt(result.sums_of_squares[m * kStreams + s] / d + kEpsilon);
        for (int64_t i = 0; i < d; ++i) {
          const int64_t e = m * depth + s * d + i;
          const double stored = testing::round_to(result.out[e], testing::OutputFormat::bf16);
          result.normalised[e] = stored * r * (1 + value((*next_norm_weight)[s * d + i]));
        }
      }
  }
  return result;
}

}  // namespace gfxtile::hc
