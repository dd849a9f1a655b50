#pragma once
// Running DSL kernels on gfxtile's emulator in tests, in a few calls: compile for the kernel's
// target (spills are an error), place buffers, dispatch with the emulator's hazard checks (LDS
// races, async copies read before they land), read back. Faults and instructions the emulator
// lacks are Errors with the emulator's report, so a test can never pass by skipping a kernel.
//
//   gfxtile::testing::EmulatedDevice device;
//   uint64_t x = device.upload(xs), z = device.allocate(n * 4);
//   device.launch(vector_add(target), blocks, {pointer(x), pointer(x), pointer(z), integer(n)});
//   std::vector<float> result = device.download<float>(z, n);

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dsl/ir.h"
#include "emu/emulator.h"
#include "emu/timing/timing.h"

namespace gfxtile::testing {

// gfx942, gfx950 and gfx1250: every target the emulator runs DSL kernels for.
std::vector<TargetId> emulated_targets();

struct DispatchShape {
  emu::Dim3 grid;  // workgroups; the block is the kernel's workgroup size
  uint32_t dynamic_lds_bytes = 0;
};

class EmulatedDevice {
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
  uint64_t allocate(size_t bytes) { return emulator_.memory().allocate(std::max<size_t>(1, bytes)); }

  // Compiles and dispatches; returns the fault report, or "" when the dispatch ran clean. Throws
  // Error when the kernel does not compile or uses an instruction the emulator lacks.
  std::string run(const Kernel& kernel, const DispatchShape& shape, const std::vector<emu::ArgumentValue>& arguments);
  // As run, but a fault (or hazard) is an Error too.
  void launch(const Kernel& kernel, const DispatchShape& shape, const std::vector<emu::ArgumentValue>& arguments);
  // The common shapes: grid x grid_y workgroups.
  std::string run(const Kernel& kernel, uint32_t grid, const std::vector<emu::ArgumentValue>& arguments,
                  uint32_t grid_y = 1) {
    return run(kernel, DispatchShape{.grid = {grid, grid_y, 1}}, arguments);
  }
  void launch(const Kernel& kernel, uint32_t grid, const std::vector<emu::ArgumentValue>& arguments,
              uint32_t grid_y = 1) {
    launch(kernel, DispatchShape{.grid = {grid, grid_y, 1}}, arguments);
  }

  // Runs kernel `name` of a code object someone else compiled (an AOT bundle's .hsaco, a
  // Triton kernel) with `block` work-items per workgroup; a fault is an Error.
  void launch_code_object(const std::vector<uint8_t>& hsaco, const std::string& name, const DispatchShape& shape,
                          uint32_t block, const std::vector<emu::ArgumentValue>& arguments);

  emu::Statistics last_statistics;
  // Set to model every dispatch's time on a GPU (emu/timing/timing.h); the report of the last
  // dispatch is in last_timing. Benchmarks only: it slows the emulator down.
  std::optional<emu::timing::TimingOptions> timing;
  emu::timing::TimingReport last_timing;
  bool check_hazards = true;  // the emulator's LDS race and async-landing checks (emu::Launch)
  // Host threads running the dispatch's workgroups (emu::Launch): 1 runs them one after another
  // in order; more run them concurrently, so workgroups that communicate race as on a GPU.
  int host_threads = 1;
  emu::Emulator& emulator() { return emulator_; }

 private:
  std::string dispatch(const std::vector<uint8_t>& hsaco, const std::string& name, const DispatchShape& shape,
                       uint32_t block, const std::vector<emu::ArgumentValue>& arguments);
  emu::Emulator emulator_;
};

inline emu::ArgumentValue pointer(uint64_t address) { return emu::ArgumentValue::pointer(address); }
inline emu::ArgumentValue integer(int32_t value) { return emu::ArgumentValue::i32(value); }
inline emu::ArgumentValue real(float value) { return emu::ArgumentValue::f32(value); }

}  // namespace gfxtile::testing
