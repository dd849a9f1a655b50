#pragma once
// libamdhip64 opened with dlopen at run time, so one gfxtile build works with any ROCm version and
// builds without ROCm. Only the C entry points gfxtile uses, declared with plain types (handles
// are opaque pointers; hipError_t is an int).

#include <cstddef>
#include <memory>
#include <string>

namespace gfxtile {

struct HipDim3 {
  unsigned x, y, z;
};

class HipLibrary {
 public:
  using Error = int;  // hipError_t; 0 is hipSuccess
  using Handle = void*;

  // Opens the library: GFXTILE_HIP_LIBRARY when set, else "libamdhip64.so". Returns null and sets
  // `problem` when it cannot be opened or lacks an entry point.
  static std::unique_ptr<HipLibrary> open(std::string& problem);
  ~HipLibrary();

  // "hipErrorNoDevice (100)"
  std::string describe(Error error) const;
  // Throws gfxtile::Error "<what>: <describe(error)>" unless error is hipSuccess.
  void check(Error error, const char* what) const;

  Error (*hipInit)(unsigned flags) = nullptr;
  Error (*hipGetDeviceCount)(int* count) = nullptr;
  Error (*hipSetDevice)(int device) = nullptr;
  // One of these two exists: R0600 in ROCm 6+, the unversioned one in ROCm 5.
  Error (*hipGetDevicePropertiesR0600)(void* properties, int device) = nullptr;
  Error (*hipGetDeviceProperties)(void* properties, int device) = nullptr;
  Error (*hipDeviceSynchronize)() = nullptr;
  Error (*hipMalloc)(void** pointer, size_t bytes) = nullptr;
  Error (*hipFree)(void* pointer) = nullptr;
  Error (*hipMemcpy)(void* destination, const void* source, size_t bytes, int kind) = nullptr;
  Error (*hipModuleLoadData)(Handle* module, const void* image) = nullptr;
  Error (*hipModuleUnload)(Handle module) = nullptr;
  Error (*hipModuleGetFunction)(Handle* function, Handle module, const char* name) = nullptr;
  Error (*hipModuleLaunchKernel)(Handle function, unsigned grid_x, unsigned grid_y, unsigned grid_z,
                                 unsigned block_x, unsigned block_y, unsigned block_z,
                                 unsigned shared_bytes, Handle stream, void** parameters,
                                 void** extra) = nullptr;
  Error (*hipStreamCreate)(Handle* stream) = nullptr;
  Error (*hipStreamDestroy)(Handle stream) = nullptr;
  Error (*hipStreamSynchronize)(Handle stream) = nullptr;
  const char* (*hipGetErrorName)(Error error) = nullptr;

  const std::string& path() const { return path_; }

  // hipMemcpyKind values (stable across ROCm versions).
  static constexpr int kHostToDevice = 1;
  static constexpr int kDeviceToHost = 2;

 private:
  HipLibrary() = default;
  void* handle_ = nullptr;
  std::string path_;
};

// offsetof(..., gcnArchName) in the device-properties struct of each HIP generation (checked
// against HIP's own headers by tests/runtime/hip_layout_test.cpp where they are installed).
inline constexpr size_t kGcnArchNameOffsetR0600 = 1160;  // hipDeviceProp_tR0600, ROCm 6 and 7
inline constexpr size_t kGcnArchNameOffsetR0000 = 396;   // hipDeviceProp_t, ROCm 5

// The architecture name (gcnArchName, "gfx942:sramecc+:xnack-") of a HIP device. hipDeviceProp_t
// changed layout across ROCm versions, so the properties are read into an oversized buffer and
// gcnArchName is taken at the documented offset of the struct version the library provides
// (hipDeviceProp_tR0600: 1160; ROCm 5's hipDeviceProp_t: 396), checked to look like "gfx...".
std::string hip_device_architecture(const HipLibrary& hip, int device);

}  // namespace gfxtile
