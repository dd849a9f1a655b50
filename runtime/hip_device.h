#pragma once
// A HIP device through libamdhip64 loaded at run time: hipModuleLoadData, hipModuleGetFunction,
// hipModuleLaunchKernel with a kernarg buffer (HIP_LAUNCH_PARAM_BUFFER_POINTER/SIZE/END),
// hipMalloc/hipFree/hipMemcpy and streams.

#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "runtime/device.h"
#include "runtime/hip_library.h"

namespace gfxtile {

class HipDevice final : public Device {
 public:
  // Device `index` (default 0). Returns null and says why in `problem` when libamdhip64 cannot be
  // loaded, hipInit fails or there is no such device. Throws Error when the device exists but
  // gfxtile does not support its architecture, or GFXTILE_ARCH names a different one.
  static std::unique_ptr<HipDevice> open(std::string& problem, int index = 0);
  ~HipDevice() override;

  std::string_view kind() const override { return "hip"; }
  std::string description() const override;
  const TargetId& target() const override { return target_; }

  uint64_t allocate(size_t bytes) override;
  void release(uint64_t address) noexcept override;
  void copy_to_device(uint64_t destination, const void* source, size_t bytes) override;
  void copy_to_host(void* destination, uint64_t source, size_t bytes) override;

  std::unique_ptr<Stream> create_stream() override;
  std::unique_ptr<DeviceKernel> load_kernel(const CompiledKernelPointer& compiled,
                                            const KernelCode& code) override;
  void launch(DeviceKernel& kernel, const LaunchConfig& config, std::span<const uint8_t> kernarg) override;
  void synchronize() override;

 private:
  HipDevice(std::unique_ptr<HipLibrary> hip, int index, std::string architecture, TargetId target);
  void make_current() const;

  std::unique_ptr<HipLibrary> hip_;
  int index_;
  std::string architecture_;
  TargetId target_;
  std::mutex mutex_;
  // One loaded module per code object, kept (with the code object) while the device lives.
  std::map<const CompiledKernel*, std::pair<CompiledKernelPointer, void*>> modules_;
};

}  // namespace gfxtile
