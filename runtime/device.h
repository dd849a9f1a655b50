#pragma once
// One interface for the places a kernel runs: a HIP device (hip_device.h) or gfxtile's emulator
// (emulator_device.h). Addresses are device addresses as 64-bit integers, so the emulator's
// address space needs no host pointers.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "core/target.h"
#include "hsaco/code_object.h"
#include "runtime/jit.h"

namespace gfxtile {

struct Dim3 {
  uint32_t x = 1, y = 1, z = 1;
  uint64_t count() const { return uint64_t{x} * y * z; }
};

class Stream {
 public:
  virtual ~Stream() = default;
  virtual void synchronize() = 0;
};

// Grid in workgroups (as hipModuleLaunchKernel), block in work-items, dynamic LDS in bytes.
struct LaunchConfig {
  Dim3 grid;
  Dim3 block;
  uint32_t dynamic_lds_bytes = 0;
  Stream* stream = nullptr;  // null: the device's default stream
};

// One kernel of a code object, loaded on a device (module and function handles).
class DeviceKernel {
 public:
  virtual ~DeviceKernel() = default;
};

class Device {
 public:
  virtual ~Device() = default;
  virtual std::string_view kind() const = 0;  // "hip" or "emulator"
  virtual std::string description() const = 0;
  // The target code must be compiled for to run here.
  virtual const TargetId& target() const = 0;

  virtual uint64_t allocate(size_t bytes) = 0;
  virtual void release(uint64_t address) noexcept = 0;
  virtual void copy_to_device(uint64_t destination, const void* source, size_t bytes) = 0;
  virtual void copy_to_host(void* destination, uint64_t source, size_t bytes) = 0;

  virtual std::unique_ptr<Stream> create_stream() = 0;
  // Loads `code` (one kernel of `compiled`); the device keeps the code object alive.
  virtual std::unique_ptr<DeviceKernel> load_kernel(const CompiledKernelPointer& compiled,
                                                    const KernelCode& code) = 0;
  // Submits one dispatch. `kernarg` is the whole kernarg segment, hidden arguments included.
  virtual void launch(DeviceKernel& kernel, const LaunchConfig& config,
                      std::span<const uint8_t> kernarg) = 0;
  virtual void synchronize() = 0;
};

enum class DeviceChoice { automatic, hip, emulator };

// GFXTILE_DEVICE: unset or "auto", "hip", "emu" (or "emulator"). Throws on anything else.
DeviceChoice device_choice_from_environment();

// automatic: HIP when libamdhip64 loads and finds a device, else the emulator after a one-line
// notice on stderr saying why. hip: HIP or an Error saying why not. emulator: the emulator.
std::unique_ptr<Device> open_device(DeviceChoice choice);
inline std::unique_ptr<Device> open_device() { return open_device(device_choice_from_environment()); }

}  // namespace gfxtile
