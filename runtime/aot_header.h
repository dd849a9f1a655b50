#pragma once
// The C++ header `gfxtile aot` writes for one kernel: a class that picks the bundle's code object
// matching the HIP device, loads it with hipModuleLoadData and launches it with typed parameters
// packed at the metadata's offsets (HIP_LAUNCH_PARAM_BUFFER_POINTER/SIZE/END).

#include <cstdint>
#include <string>
#include <vector>

namespace gfxtile {

struct AotParameter {
  std::string name;       // a C++ identifier
  std::string type;       // "const float*"
  uint64_t offset = 0;
  uint64_t size = 0;
  bool pointer = false;
};

struct AotCodeObject {
  std::string target;     // "gfx942:sramecc+"
  std::string file;       // "vector_add.gfx942_sramecc+.hsaco"
};

struct AotKernelDescription {
  std::string name;
  std::vector<AotParameter> parameters;
  uint64_t argument_bytes = 0;  // the explicit arguments' buffer, padded to 8 bytes
  std::vector<AotCodeObject> code_objects;
};

std::string generate_launcher_header(const AotKernelDescription& kernel);

}  // namespace gfxtile
