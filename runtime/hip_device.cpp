#include "runtime/hip_device.h"

#include <fmt/format.h>

#include "core/error.h"
#include "runtime/target_detection.h"

namespace gfxtile {
namespace {

// HIP_LAUNCH_PARAM_* from hip_runtime_api.h; part of HIP's ABI.
void* const kLaunchBufferPointer = reinterpret_cast<void*>(1);
void* const kLaunchBufferSize = reinterpret_cast<void*>(2);
void* const kLaunchEnd = reinterpret_cast<void*>(3);

class HipStream final : public Stream {
 public:
  HipStream(const HipLibrary& hip, void* stream) : hip_(hip), stream_(stream) {}
  ~HipStream() override { hip_.hipStreamDestroy(stream_); }
  void synchronize() override { hip_.check(hip_.hipStreamSynchronize(stream_), "hipStreamSynchronize"); }
  void* handle() const { return stream_; }

 private:
  const HipLibrary& hip_;
  void* stream_;
};

class HipKernel final : public DeviceKernel {
 public:
  HipKernel(void* function, std::string name) : function(function), name(std::move(name)) {}
  void* function;
  std::string name;
};

}  // namespace

std::unique_ptr<HipDevice> HipDevice::open(std::string& problem, int index) {
  auto hip = HipLibrary::open(problem);
  if (!hip) return nullptr;
  if (const int error = hip->hipInit(0); error != 0) {
    problem = fmt::format("hipInit: {}", hip->describe(error));
    return nullptr;
  }
  int count = 0;
  if (const int error = hip->hipGetDeviceCount(&count); error != 0 || count <= index) {
    problem = error != 0 ? fmt::format("hipGetDeviceCount: {}", hip->describe(error))
                         : fmt::format("HIP reports {} device(s), none with index {}", count, index);
    return nullptr;
  }
  const std::string architecture = hip_device_architecture(*hip, index);
  const TargetId target = target_from_device_architecture(architecture, fmt::format("HIP device {}", index));
  if (auto requested = target_from_environment()) {
    const bool compatible = requested->architecture == target.architecture &&
                            (requested->xnack == FeatureSetting::any || requested->xnack == target.xnack) &&
                            (requested->sramecc == FeatureSetting::any || requested->sramecc == target.sramecc);
    if (!compatible)
      fail("GFXTILE_ARCH={} does not match HIP device {} ({}); code for one GPU does not run on another",
           requested->to_string(), index, architecture);
  }
  return std::unique_ptr<HipDevice>(new HipDevice(std::move(hip), index, architecture, target));
}

HipDevice::HipDevice(std::unique_ptr<HipLibrary> hip, int index, std::string architecture, TargetId target)
    : hip_(std::move(hip)), index_(index), architecture_(std::move(architecture)), target_(target) {}

HipDevice::~HipDevice() {
  for (auto& [key, module] : modules_) hip_->hipModuleUnload(module.second);
}

std::string HipDevice::description() const {
  return fmt::format("HIP device {} ({}, via {})", index_, architecture_, hip_->path());
}

void HipDevice::make_current() const { hip_->check(hip_->hipSetDevice(index_), "hipSetDevice"); }

uint64_t HipDevice::allocate(size_t bytes) {
  make_current();
  void* pointer = nullptr;
  if (const int error = hip_->hipMalloc(&pointer, bytes); error != 0)
    fail("hipMalloc of {} bytes on HIP device {}: {}", bytes, index_, hip_->describe(error));
  return reinterpret_cast<uint64_t>(pointer);
}

void HipDevice::release(uint64_t address) noexcept { hip_->hipFree(reinterpret_cast<void*>(address)); }

void HipDevice::copy_to_device(uint64_t destination, const void* source, size_t bytes) {
  hip_->check(hip_->hipMemcpy(reinterpret_cast<void*>(destination), source, bytes, HipLibrary::kHostToDevice),
              "hipMemcpy to the device");
}

void HipDevice::copy_to_host(void* destination, uint64_t source, size_t bytes) {
  hip_->check(hip_->hipMemcpy(destination, reinterpret_cast<const void*>(source), bytes, HipLibrary::kDeviceToHost),
              "hipMemcpy to the host");
}

std::unique_ptr<Stream> HipDevice::create_stream() {
  make_current();
  void* stream = nullptr;
  hip_->check(hip_->hipStreamCreate(&stream), "hipStreamCreate");
  return std::make_unique<HipStream>(*hip_, stream);
}

std::unique_ptr<DeviceKernel> HipDevice::load_kernel(const CompiledKernelPointer& compiled, const KernelCode& code) {
  if (compiled->target.architecture != target_.architecture)
    fail("kernel '{}' was compiled for {}, but HIP device {} is {}", code.name, compiled->target.to_string(), index_,
         architecture_);
  std::lock_guard lock(mutex_);
  make_current();
  auto found = modules_.find(compiled.get());
  if (found == modules_.end()) {
    void* module = nullptr;
    if (const int error = hip_->hipModuleLoadData(&module, compiled->hsaco().data()); error != 0)
      fail("hipModuleLoadData for kernel '{}' ({}): {}", code.name, compiled->target.to_string(), hip_->describe(error));
    found = modules_.emplace(compiled.get(), std::make_pair(compiled, module)).first;
  }
  void* function = nullptr;
  if (const int error = hip_->hipModuleGetFunction(&function, found->second.second, code.name.c_str()); error != 0)
    fail("hipModuleGetFunction '{}': {}", code.name, hip_->describe(error));
  return std::make_unique<HipKernel>(function, code.name);
}

void HipDevice::launch(DeviceKernel& kernel, const LaunchConfig& config, std::span<const uint8_t> kernarg) {
  auto& hip_kernel = static_cast<HipKernel&>(kernel);
  size_t size = kernarg.size();
  // HIP copies the explicit arguments from the buffer and fills the hidden ones itself.
  void* extra[] = {kLaunchBufferPointer, const_cast<uint8_t*>(kernarg.data()), kLaunchBufferSize, &size, kLaunchEnd};
  void* stream = nullptr;
  if (config.stream != nullptr) {
    auto* hip_stream = dynamic_cast<HipStream*>(config.stream);
    if (hip_stream == nullptr) fail("launch of '{}': the stream belongs to another device", hip_kernel.name);
    stream = hip_stream->handle();
  }
  const int error = hip_->hipModuleLaunchKernel(hip_kernel.function, config.grid.x, config.grid.y, config.grid.z,
                                                config.block.x, config.block.y, config.block.z,
                                                config.dynamic_lds_bytes, stream, nullptr, extra);
  if (error != 0) fail("hipModuleLaunchKernel '{}': {}", hip_kernel.name, hip_->describe(error));
}

void HipDevice::synchronize() { hip_->check(hip_->hipDeviceSynchronize(), "hipDeviceSynchronize"); }

}  // namespace gfxtile
