#pragma once
// Shared by the part-1 tests: inputs, device buffers, readback.

#include <cstdint>
#include <memory>
#include <vector>

#include "kernels/gdn/prefill_part1.h"
#include "kernels/gdn/reference_prefill_part1.h"
#include "runtime/device.h"
#include "testing/testing.h"

namespace gfxtile::gdn::test {

PrefillShape make_shape(int key_heads, int value_heads, const std::vector<int>& lengths);

// Random bf16 values (as doubles holding the exact values) and their bits.
struct Bf16Values {
  std::vector<uint16_t> bits;
  std::vector<double> values;
};
Bf16Values random_bf16(size_t count, uint64_t seed, double deviation);

template <typename T>
uint64_t upload(Device& device, const std::vector<T>& values) {
  const uint64_t address = device.allocate(std::max<size_t>(16, values.size() * sizeof(T)));
  if (!values.empty()) device.copy_to_device(address, values.data(), values.size() * sizeof(T));
  return address;
}
template <typename T>
std::vector<T> download(Device& device, uint64_t address, size_t count) {
  std::vector<T> values(count);
  if (count) device.copy_to_host(values.data(), address, count * sizeof(T));
  return values;
}
std::vector<double> bf16_to_double(const std::vector<uint16_t>& bits);

std::unique_ptr<Device> emulator(const TargetId& target);

}  // namespace gfxtile::gdn::test
