#pragma once
// Inputs and helpers shared by the part-2 tests: bf16-representable random tensors, the stage 5-7
// inputs made by the fp64 steps 1-4 from random k, v, g, beta (so w and u are a real WY), and
// state pools in either layout.
#include <cmath>
#include <cstdint>
#include <vector>

#include "kernels/gdn/config_part2.h"
#include "kernels/gdn/reference_prefill.h"
#include "testing/testing.h"

namespace gfxtile::gdn::test {

constexpr int K = kHeadDim, V = kHeadDim;

inline std::vector<double> round_bf16(const std::vector<double>& values) {
  std::vector<double> out(values.size());
  for (size_t i = 0; i < values.size(); ++i)
    out[i] = testing::from_bf16(testing::to_bf16(static_cast<float>(values[i])));
  return out;
}
inline std::vector<uint16_t> bf16_bits(const std::vector<double>& values) {
  std::vector<uint16_t> out(values.size());
  for (size_t i = 0; i < values.size(); ++i) out[i] = testing::to_bf16(static_cast<float>(values[i]));
  return out;
}
inline std::vector<double> from_bits(const std::vector<uint16_t>& bits) {
  std::vector<double> out(bits.size());
  for (size_t i = 0; i < bits.size(); ++i) out[i] = testing::from_bf16(bits[i]);
  return out;
}
inline std::vector<float> to_floats(const std::vector<double>& values) { return {values.begin(), values.end()}; }
inline std::vector<double> to_doubles(const std::vector<float>& values) { return {values.begin(), values.end()}; }

inline std::vector<double> normals(testing::Random& random, size_t count, double deviation) {
  std::vector<double> out(count);
  for (double& x : out) x = random.normal(0, deviation);
  return out;
}
inline std::vector<double> uniforms(testing::Random& random, size_t count, double low, double high) {
  std::vector<double> out(count);
  for (double& x : out) x = random.uniform(static_cast<float>(low), static_cast<float>(high));
  return out;
}
// bf16 heads of 128, L2-normalised before rounding.
inline std::vector<double> unit_heads(testing::Random& random, size_t heads) {
  std::vector<double> out = normals(random, heads * K, 1.0);
  for (size_t head = 0; head < heads; ++head) {
    double squares = 0;
    for (int i = 0; i < K; ++i) squares += out[head * K + i] * out[head * K + i];
    for (int i = 0; i < K; ++i) out[head * K + i] /= std::sqrt(squares);
  }
  return round_bf16(out);
}

// The inputs of chunk_h and chunk_o, as the values the kernels see (bf16 / fp32 rounded).
struct StageInputs {
  reference::Dims dims;
  std::vector<double> q, k, v, w, u, G, z, norm_weight;
};
inline StageInputs make_stage_inputs(int key_heads, int value_heads, const std::vector<int32_t>& lengths,
                                     uint64_t seed) {
  testing::Random random(seed);
  StageInputs in;
  in.dims.key_heads = key_heads, in.dims.value_heads = value_heads;
  in.dims.cu_seqlens = {0};
  for (int32_t length : lengths) in.dims.cu_seqlens.push_back(in.dims.cu_seqlens.back() + length);
  const int64_t T = in.dims.tokens();
  in.q = unit_heads(random, T * key_heads);
  in.k = unit_heads(random, T * key_heads);
  in.v = round_bf16(normals(random, T * value_heads * V, 1.0));
  const std::vector<double> g = uniforms(random, T * value_heads, -0.4, -0.005);
  const std::vector<double> beta = uniforms(random, T * value_heads, 0.05, 0.95);
  const reference::Wy wy = reference::chunk_wy(in.dims, in.k, in.v, g, beta);
  in.w = round_bf16(wy.w), in.u = round_bf16(wy.u);
  in.G = to_doubles(to_floats(wy.G));
  in.z = round_bf16(normals(random, T * value_heads * V, 1.0));
  in.norm_weight = round_bf16(uniforms(random, V, 0.5, 1.5));
  return in;
}

// A pool [slots, HV, K, V] or [slots, HV, V, K] from K-major per-slot states, and back.
inline std::vector<float> pool_from(const std::vector<std::vector<double>>& slots, int value_heads, StateLayout layout) {
  std::vector<float> pool(slots.size() * value_heads * K * V, 0.0f);
  for (size_t slot = 0; slot < slots.size(); ++slot)
    for (int hv = 0; hv < value_heads; ++hv)
      for (int r = 0; r < K; ++r)
        for (int c = 0; c < V; ++c) {
          const size_t base = (slot * value_heads + hv) * K * V;
          pool[base + (layout == StateLayout::key_value ? r * V + c : c * K + r)] =
              static_cast<float>(slots[slot][static_cast<size_t>(hv) * K * V + r * V + c]);
        }
  return pool;
}
inline std::vector<double> slot_from(const std::vector<float>& pool, int slot, int value_heads, StateLayout layout) {
  std::vector<double> state(static_cast<size_t>(value_heads) * K * V);
  for (int hv = 0; hv < value_heads; ++hv)
    for (int r = 0; r < K; ++r)
      for (int c = 0; c < V; ++c) {
        const size_t base = (static_cast<size_t>(slot) * value_heads + hv) * K * V;
        state[static_cast<size_t>(hv) * K * V + r * V + c] =
            pool[base + (layout == StateLayout::key_value ? r * V + c : c * K + r)];
      }
  return state;
}

}  // namespace gfxtile::gdn::test
