#pragma once
// A compiled kernel loaded on a device, with its argument plan, launched with typed arguments:
//   LoadedKernel kernel(device, jit(source, device.target()));
//   kernel.launch({.grid = {blocks}, .block = {256}}, x, y, z, n);
// Device buffers pass as pointers (DevicePointer for raw addresses), arithmetic values by value.

#include <array>
#include <memory>
#include <span>
#include <string_view>
#include <type_traits>

#include "runtime/argument_plan.h"
#include "runtime/buffer.h"
#include "runtime/device.h"
#include "runtime/jit.h"

namespace gfxtile {

// A device address whose element type the host does not know.
struct DevicePointer {
  uint64_t address = 0;
};

inline ArgumentValue to_argument(const DeviceBuffer& buffer) {
  return ArgumentValue::pointer(buffer.address(), buffer.element_type());
}
inline ArgumentValue to_argument(DevicePointer pointer) {
  return ArgumentValue::pointer(pointer.address, ElementType::u8, false);
}
inline ArgumentValue to_argument(const ArgumentValue& value) { return value; }
template <typename T>
  requires(std::is_arithmetic_v<T> || std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>)
ArgumentValue to_argument(T value) {
  if constexpr (std::is_same_v<T, bool>) return ArgumentValue::value<uint8_t>(value ? 1 : 0);
  else if constexpr (std::is_same_v<T, char>) return ArgumentValue::value<int8_t>(static_cast<int8_t>(value));
  else if constexpr (std::is_same_v<T, long long>) return ArgumentValue::value<int64_t>(value);
  else if constexpr (std::is_same_v<T, unsigned long long>) return ArgumentValue::value<uint64_t>(value);
  else return ArgumentValue::value<T>(value);
}
template <typename T>
ArgumentValue to_argument(T* pointer) = delete;  // host pointers cannot reach a kernel; use a DeviceBuffer

class LoadedKernel {
 public:
  // Loads kernel `name` of `compiled` (the only kernel when `name` is empty) on `device`, which
  // must outlive it.
  LoadedKernel(Device& device, CompiledKernelPointer compiled, std::string_view name = {});

  template <typename... Args>
  void launch(const LaunchConfig& config, const Args&... arguments) {
    const std::array<ArgumentValue, sizeof...(Args)> values{to_argument(arguments)...};
    launch_values(config, values);
  }
  // Checks and packs (with the plan) and submits; does not wait.
  void launch_values(const LaunchConfig& config, std::span<const ArgumentValue> values);
  // Packs without submitting: the kernarg segment the device would get.
  std::vector<uint8_t> pack(const LaunchConfig& config, std::span<const ArgumentValue> values) const;

  // The code object's largest workgroup (max_flat_workgroup_size): for DSL kernels exactly the
  // workgroup they are written for, so `.block = {kernel.workgroup_size()}`.
  uint32_t workgroup_size() const;

  const ArgumentPlan& plan() const { return plan_; }
  const KernelCode& code() const { return *code_; }
  const CompiledKernelPointer& compiled() const { return compiled_; }
  Device& device() const { return *device_; }

 private:
  Device* device_;
  CompiledKernelPointer compiled_;
  const KernelCode* code_;
  ArgumentPlan plan_;
  std::unique_ptr<DeviceKernel> loaded_;
};

}  // namespace gfxtile
