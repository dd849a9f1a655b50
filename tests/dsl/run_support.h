#pragma once
// Running DSL kernels on gfxtile's emulator in tests: compile, place buffers, dispatch, read back;
// host conversions for the 16-bit float formats.

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "dsl/dsl.h"
#include "emu/emulator.h"

namespace gfxtile::testing {

// The targets the emulator runs DSL kernels for: gfx942, gfx950 and gfx1250 (left out with
// GFXTILE_TEST_GFX1250=0).
std::vector<TargetId> emulated_targets();

class Device {
 public:
  template <typename T>
  uint64_t upload(const std::vector<T>& values) {
    const uint64_t address = emulator_.memory().allocate(std::max<size_t>(1, values.size() * sizeof(T)));
    if (!values.empty()) emulator_.memory().copy_to_device(address, values.data(), values.size() * sizeof(T));
    return address;
  }
  template <typename T>
  std::vector<T> download(uint64_t address, size_t count) {
    std::vector<T> values(count);
    if (count) emulator_.memory().copy_from_device(values.data(), address, count * sizeof(T));
    return values;
  }
  uint64_t allocate(size_t bytes) { return emulator_.memory().allocate(bytes); }
  // Compiles and dispatches `kernel` over grid x grid_y workgroups; returns the fault text or "".
  std::string run(const Kernel& kernel, uint32_t grid, const std::vector<emu::ArgumentValue>& arguments,
                  uint32_t grid_y = 1);
  // Like run, but a fault fails the test. Returns false (with a warning) when the emulator lacks
  // an instruction the kernel uses: an emulator gap, reported rather than hidden or failed.
  bool launch(const Kernel& kernel, uint32_t grid, const std::vector<emu::ArgumentValue>& arguments, uint32_t grid_y = 1);
  emu::Statistics last_statistics;
  bool check_hazards = false;  // the emulator's LDS race and async-landing checks (emu::Launch)

 private:
  emu::Emulator emulator_;
};

inline emu::ArgumentValue pointer(uint64_t address) { return emu::ArgumentValue::pointer(address); }
inline emu::ArgumentValue integer(int32_t value) { return emu::ArgumentValue::i32(value); }
inline emu::ArgumentValue real(float value) { return emu::ArgumentValue::f32(value); }

uint16_t to_bf16(float value);  // nearest even
float from_bf16(uint16_t bits);
uint16_t to_f16(float value);   // nearest even
float from_f16(uint16_t bits);

// Deterministic inputs.
struct Random {
  uint64_t state;
  explicit Random(uint64_t seed) : state(seed * 0x9e3779b97f4a7c15ull + 1) {}
  uint32_t next() {
    state ^= state << 13, state ^= state >> 7, state ^= state << 17;
    return static_cast<uint32_t>(state >> 16);
  }
  float uniform(float low, float high) { return low + (high - low) * static_cast<float>(next() % 1000000) / 1e6f; }
  std::vector<float> floats(size_t count, float low = -1, float high = 1) {
    std::vector<float> values(count);
    for (auto& value : values) value = uniform(low, high);
    return values;
  }
  std::vector<int32_t> integers(size_t count, int low, int high) {
    std::vector<int32_t> values(count);
    for (auto& value : values) value = low + static_cast<int>(next() % static_cast<uint32_t>(high - low + 1));
    return values;
  }
};

}  // namespace gfxtile::testing
