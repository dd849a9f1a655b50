// A stand-in for libamdhip64.so in tests (loaded through GFXTILE_HIP_LIBRARY): it exercises
// gfxtile's dlopen binding, the device-properties layouts and the launch protocol without a GPU.
// It runs nothing: "kernels" are only recorded. Settings (environment):
//   HIP_STUB_DEVICES  device count (default 1; 0 makes hipGetDeviceCount fail)
//   HIP_STUB_ARCH     gcnArchName (default "gfx942:sramecc+:xnack-")
// Built twice: with hipGetDevicePropertiesR0600 (ROCm 6+ layout) and, with HIP_STUB_ROCM5, with
// only ROCm 5's hipGetDeviceProperties. hip_stub_last_launch() returns what the last hipModuleLaunchKernel received.

#include <cstdlib>
#include <memory>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct LastLaunch {
  unsigned grid[3];
  unsigned block[3];
  unsigned shared_bytes;
  std::vector<unsigned char> kernarg;
  std::string function;
  int launches = 0;
};
LastLaunch last;

const char* setting(const char* name, const char* fallback) {
  const char* value = std::getenv(name);
  return value != nullptr ? value : fallback;
}

int write_properties(void* properties, size_t offset) {
  std::memset(properties, 0, offset + 256);
  std::strcpy(static_cast<char*>(properties), "HIP stub device");
  std::strncpy(static_cast<char*>(properties) + offset, setting("HIP_STUB_ARCH", "gfx942:sramecc+:xnack-"), 255);
  return 0;
}

struct Function {
  std::string name;
};
struct Module {
  std::vector<unsigned char> image;
  std::vector<std::unique_ptr<Function>> functions;  // owned, like HIP's
};

}  // namespace

extern "C" {

int hipInit(unsigned) { return 0; }
int hipGetDeviceCount(int* count) {
  *count = std::atoi(setting("HIP_STUB_DEVICES", "1"));
  return *count > 0 ? 0 : 100;  // hipErrorNoDevice
}
int hipSetDevice(int) { return 0; }
int hipDeviceSynchronize() { return 0; }
int hipMalloc(void** pointer, size_t bytes) {
  *pointer = std::malloc(bytes);
  return *pointer != nullptr ? 0 : 2;
}
int hipFree(void* pointer) {
  std::free(pointer);
  return 0;
}
int hipMemcpy(void* destination, const void* source, size_t bytes, int) {
  std::memcpy(destination, source, bytes);
  return 0;
}
int hipModuleLoadData(void** module, const void* image) {
  // A code object is an ELF file; the stub keeps its header.
  const auto* bytes = static_cast<const unsigned char*>(image);
  if (std::memcmp(bytes, "\x7f" "ELF", 4) != 0) return 200;  // hipErrorInvalidImage
  *module = new Module{std::vector<unsigned char>(bytes, bytes + 64), {}};
  return 0;
}
int hipModuleUnload(void* module) {
  delete static_cast<Module*>(module);
  return 0;
}
int hipModuleGetFunction(void** function, void* module, const char* name) {
  auto& functions = static_cast<Module*>(module)->functions;
  functions.push_back(std::make_unique<Function>(Function{name}));
  *function = functions.back().get();
  return 0;
}
int hipModuleLaunchKernel(void* function, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                          unsigned shared_bytes, void*, void** parameters, void** extra) {
  if (parameters != nullptr || extra == nullptr) return 1;
  // HIP_LAUNCH_PARAM_BUFFER_POINTER, pointer, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END
  if (extra[0] != reinterpret_cast<void*>(1) || extra[2] != reinterpret_cast<void*>(2) ||
      extra[4] != reinterpret_cast<void*>(3))
    return 1;
  const auto* buffer = static_cast<const unsigned char*>(extra[1]);
  const size_t size = *static_cast<size_t*>(extra[3]);
  last = {{gx, gy, gz}, {bx, by, bz}, shared_bytes, std::vector<unsigned char>(buffer, buffer + size),
          static_cast<Function*>(function)->name, last.launches + 1};
  return 0;
}
int hipStreamCreate(void** stream) {
  *stream = new int(0);
  return 0;
}
int hipStreamDestroy(void* stream) {
  delete static_cast<int*>(stream);
  return 0;
}
int hipStreamSynchronize(void*) { return 0; }
const char* hipGetErrorName(int error) { return error == 0 ? "hipSuccess" : "hipErrorStub"; }

#ifndef HIP_STUB_ROCM5
// ROCm 6+: the versioned properties call, gcnArchName at offset 1160.
int hipGetDevicePropertiesR0600(void* properties, int) { return write_properties(properties, 1160); }
#endif
// ROCm 5: gcnArchName at offset 396.
int hipGetDeviceProperties(void* properties, int) { return write_properties(properties, 396); }

// For the tests.
int hip_stub_last_launch(unsigned* grid, unsigned* block, unsigned* shared_bytes, const unsigned char** kernarg,
                         size_t* kernarg_size, const char** function) {
  for (int i = 0; i < 3; ++i) grid[i] = last.grid[i], block[i] = last.block[i];
  *shared_bytes = last.shared_bytes;
  *kernarg = last.kernarg.data();
  *kernarg_size = last.kernarg.size();
  *function = last.function.c_str();
  return last.launches;
}

}  // extern "C"
