#pragma once
// Inputs for the HC tests: one site's bf16 weights and activations at model-like scales (the
// gates land in sigmoid's curved range, alpha away from 0 and 2), seeded.
#include <cstdint>
#include <vector>

#include "kernels/hc/pack.h"
#include "testing/testing.h"

namespace gfxtile::hc::test {

struct Site {
  int64_t width = 0, rank = 0;
  std::vector<uint16_t> norm_weight, down, up, inject;
  Weights weights() const { return {norm_weight, down, up, inject}; }
};

inline std::vector<uint16_t> normal_bf16(testing::Random& random, int64_t count, double deviation) {
  std::vector<uint16_t> bits(static_cast<size_t>(count));
  for (auto& b : bits) b = testing::to_bf16(static_cast<float>(random.normal(0, deviation)));
  return bits;
}

inline Site make_site(int64_t width, int64_t rank, uint64_t seed) {
  testing::Random random(seed);
  const int64_t depth = 4 * width;
  Site site;
  site.width = width, site.rank = rank;
  site.norm_weight = normal_bf16(random, depth, 0.2);
  site.down = normal_bf16(random, rank * depth, 2.0 / std::sqrt(double(depth)));
  site.up = normal_bf16(random, depth * rank, 6.0 / std::sqrt(double(rank)));
  site.inject = normal_bf16(random, 4 * depth, 2.0 / std::sqrt(double(depth)));
  return site;
}

}  // namespace gfxtile::hc::test
