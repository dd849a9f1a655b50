#pragma once
// The code object's metadata note (NT_AMDGPU_METADATA, MessagePack), read with
// hsaco/msgpack.h. Field names as in AMDGPUUsage ("Code Object V3+ Metadata").

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gfxtile {

struct KernelArgument {
  std::string name;         // may be empty (hidden arguments, stripped names)
  std::string type_name;
  uint64_t offset = 0;
  uint64_t size = 0;
  std::string value_kind;   // by_value, global_buffer, hidden_block_count_x, ...
  std::string address_space;  // global, constant, ... (pointers only)
  bool is_hidden() const { return value_kind.rfind("hidden_", 0) == 0; }
  bool is_pointer() const { return value_kind == "global_buffer" || value_kind == "dynamic_shared_pointer"; }
};

struct KernelMetadata {
  std::string name;
  std::string symbol;       // "<name>.kd"
  std::vector<KernelArgument> arguments;
  uint64_t kernarg_segment_size = 0;
  uint64_t kernarg_segment_align = 0;
  uint64_t group_segment_fixed_size = 0;
  uint64_t private_segment_fixed_size = 0;
  uint64_t sgpr_count = 0;
  uint64_t vgpr_count = 0;
  uint64_t agpr_count = 0;
  uint64_t sgpr_spill_count = 0;
  uint64_t vgpr_spill_count = 0;
  uint64_t wavefront_size = 0;
  uint64_t max_flat_workgroup_size = 0;
  bool uses_dynamic_stack = false;
};

struct CodeObjectMetadata {
  std::string target;       // "amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-"
  int version_major = 0, version_minor = 0;
  std::vector<KernelMetadata> kernels;
};

// Parses the note's MessagePack blob. Throws Error when it is malformed or a required field is
// missing or has the wrong type.
CodeObjectMetadata parse_metadata(std::span<const uint8_t> msgpack);

}  // namespace gfxtile
