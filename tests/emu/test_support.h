#pragma once
// Helpers for the emulator tests: files from ../shared, assembling small kernels, buffers.

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "emu/emulator.h"
#include "hsaco/code_object.h"

namespace gfxtile::emu::testing {

std::vector<uint8_t> read_binary(const std::string& path);
// ../shared/data/external-kernels/<relative>
CodeObject external_kernel(const std::string& relative);
// The dynamic LDS bytes Triton launches the kernel with: "shared" in the .json beside it.
uint32_t external_shared_bytes(const std::string& relative_hsaco);

// Places `values` in device memory; returns the address.
template <typename T>
uint64_t upload(Emulator& emulator, const std::vector<T>& values) {
  const uint64_t address = emulator.memory().allocate(values.size() * sizeof(T));
  emulator.memory().copy_to_device(address, values.data(), values.size() * sizeof(T));
  return address;
}
template <typename T>
std::vector<T> download(Emulator& emulator, uint64_t address, size_t count) {
  std::vector<T> values(count);
  emulator.memory().copy_from_device(values.data(), address, count * sizeof(T));
  return values;
}

// Deterministic pseudo-random numbers for inputs.
struct Random {
  uint64_t state;
  explicit Random(uint64_t seed) : state(seed * 0x9e3779b97f4a7c15ull + 1) {}
  uint32_t next() {
    state ^= state << 13, state ^= state >> 7, state ^= state << 17;
    return uint32_t(state >> 16);
  }
  float uniform(float low, float high) { return low + (high - low) * float(next() % 1000000) / 1000000.0f; }
};

}  // namespace gfxtile::emu::testing
