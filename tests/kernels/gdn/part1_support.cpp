#include "part1_support.h"

#include "runtime/emulator_device.h"

namespace gfxtile::gdn::test {

PrefillShape make_shape(int key_heads, int value_heads, const std::vector<int>& lengths) {
  PrefillShape shape;
  shape.key_heads = key_heads;
  shape.value_heads = value_heads;
  shape.sequences = static_cast<int>(lengths.size());
  shape.cu_seqlens = {0};
  for (int length : lengths) shape.cu_seqlens.push_back(shape.cu_seqlens.back() + length);
  shape.tokens = shape.cu_seqlens.back();
  return shape;
}

Bf16Values random_bf16(size_t count, uint64_t seed, double deviation) {
  testing::Random random(seed);
  Bf16Values out;
  out.bits.resize(count);
  out.values.resize(count);
  for (size_t i = 0; i < count; ++i) {
    out.bits[i] = testing::to_bf16(static_cast<float>(random.normal(0, deviation)));
    out.values[i] = testing::from_bf16(out.bits[i]);
  }
  return out;
}

std::vector<double> bf16_to_double(const std::vector<uint16_t>& bits) {
  std::vector<double> values(bits.size());
  for (size_t i = 0; i < bits.size(); ++i) values[i] = testing::from_bf16(bits[i]);
  return values;
}

std::unique_ptr<Device> emulator(const TargetId& target) { return open_emulator_device(target); }

}  // namespace gfxtile::gdn::test
