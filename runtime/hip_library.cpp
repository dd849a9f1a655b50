#include "runtime/hip_library.h"

#include <dlfcn.h>

#include <cstring>
#include <vector>

#include <fmt/format.h>

#include "core/error.h"
#include "runtime/environment.h"

namespace gfxtile {
namespace {

constexpr size_t kArchLength = 256;
// Larger than either struct (1472 and 792 bytes), so a newer runtime writing a little more
// cannot overrun it.
constexpr size_t kPropertiesBuffer = 8192;

template <typename Function>
bool bind(void* handle, Function& function, const char* name) {
  function = reinterpret_cast<Function>(::dlsym(handle, name));
  return function != nullptr;
}

std::string read_architecture(const std::vector<char>& buffer, size_t offset) {
  const char* start = buffer.data() + offset;
  const size_t length = ::strnlen(start, kArchLength);
  return std::string(start, length);
}

}  // namespace

std::unique_ptr<HipLibrary> HipLibrary::open(std::string& problem) {
  const std::string path = environment_variable("GFXTILE_HIP_LIBRARY").value_or("libamdhip64.so");
  void* handle = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) {
    const char* reason = ::dlerror();
    problem = fmt::format("cannot load {}: {}", path, reason != nullptr ? reason : "unknown reason");
    return nullptr;
  }
  std::unique_ptr<HipLibrary> library(new HipLibrary());
  library->handle_ = handle;
  library->path_ = path;
  HipLibrary& hip = *library;
  std::string missing;
  auto need = [&](auto& function, const char* name) {
    if (!bind(handle, function, name)) missing += (missing.empty() ? "" : ", ") + std::string(name);
  };
  need(hip.hipInit, "hipInit");
  need(hip.hipGetDeviceCount, "hipGetDeviceCount");
  need(hip.hipSetDevice, "hipSetDevice");
  need(hip.hipDeviceSynchronize, "hipDeviceSynchronize");
  need(hip.hipMalloc, "hipMalloc");
  need(hip.hipFree, "hipFree");
  need(hip.hipMemcpy, "hipMemcpy");
  need(hip.hipModuleLoadData, "hipModuleLoadData");
  need(hip.hipModuleUnload, "hipModuleUnload");
  need(hip.hipModuleGetFunction, "hipModuleGetFunction");
  need(hip.hipModuleLaunchKernel, "hipModuleLaunchKernel");
  need(hip.hipStreamCreate, "hipStreamCreate");
  need(hip.hipStreamDestroy, "hipStreamDestroy");
  need(hip.hipStreamSynchronize, "hipStreamSynchronize");
  need(hip.hipGetErrorName, "hipGetErrorName");
  const bool versioned = bind(handle, hip.hipGetDevicePropertiesR0600, "hipGetDevicePropertiesR0600");
  if (!versioned && !bind(handle, hip.hipGetDeviceProperties, "hipGetDeviceProperties"))
    missing += (missing.empty() ? "" : ", ") + std::string("hipGetDeviceProperties");
  if (!missing.empty()) {
    problem = fmt::format("{} lacks {}", path, missing);
    return nullptr;
  }
  return library;
}

HipLibrary::~HipLibrary() {
  // The HIP runtime registers exit handlers; unloading it before exit is unsafe, so it stays.
}

std::string HipLibrary::describe(Error error) const {
  const char* name = hipGetErrorName != nullptr ? hipGetErrorName(error) : nullptr;
  return fmt::format("{} ({})", name != nullptr ? name : "hipError", error);
}

void HipLibrary::check(Error error, const char* what) const {
  if (error != 0) fail("{}: {}", what, describe(error));
}

std::string hip_device_architecture(const HipLibrary& hip, int device) {
  std::vector<char> buffer(kPropertiesBuffer, 0);
  size_t offset = kGcnArchNameOffsetR0000;
  if (hip.hipGetDevicePropertiesR0600 != nullptr) {
    hip.check(hip.hipGetDevicePropertiesR0600(buffer.data(), device), "hipGetDevicePropertiesR0600");
    offset = kGcnArchNameOffsetR0600;
  } else {
    hip.check(hip.hipGetDeviceProperties(buffer.data(), device), "hipGetDeviceProperties");
  }
  std::string architecture = read_architecture(buffer, offset);
  if (!architecture.starts_with("gfx"))
    fail("HIP device {}: gcnArchName reads '{}' at offset {} of the device properties; this ROCm's "
         "hipDeviceProp_t layout is not one gfxtile knows (set GFXTILE_ARCH to override)",
         device, architecture, offset);
  return architecture;
}

}  // namespace gfxtile
