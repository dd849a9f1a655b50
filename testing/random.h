#pragma once
// Seeded, platform-independent random inputs (xorshift64: the same values on every machine and
// standard library, unlike <random>'s distributions).

#include <cmath>
#include <cstdint>
#include <vector>

namespace gfxtile::testing {

struct Random {
  uint64_t state;
  explicit Random(uint64_t seed) : state(seed * 0x9e3779b97f4a7c15ull + 1) {}
  uint32_t next() {
    state ^= state << 13, state ^= state >> 7, state ^= state << 17;
    return static_cast<uint32_t>(state >> 16);
  }
  // Uniform on [low, high) in steps of (high - low) / 1e6.
  float uniform(float low, float high) { return low + (high - low) * static_cast<float>(next() % 1000000) / 1e6f; }
  // Normal(mean, deviation) by Box-Muller over two uniforms.
  double normal(double mean = 0, double deviation = 1) {
    const double u1 = (next() % 1000000 + 1) / 1000001.0, u2 = (next() % 1000000) / 1000000.0;
    return mean + deviation * std::sqrt(-2 * std::log(u1)) * std::cos(6.283185307179586 * u2);
  }
  std::vector<float> floats(size_t count, float low = -1, float high = 1) {
    std::vector<float> values(count);
    for (auto& value : values) value = uniform(low, high);
    return values;
  }
  std::vector<float> normals(size_t count, double deviation = 1) {
    std::vector<float> values(count);
    for (auto& value : values) value = static_cast<float>(normal(0, deviation));
    return values;
  }
  std::vector<int32_t> integers(size_t count, int low, int high) {
    std::vector<int32_t> values(count);
    for (auto& value : values) value = low + static_cast<int>(next() % static_cast<uint32_t>(high - low + 1));
    return values;
  }
};

}  // namespace gfxtile::testing
