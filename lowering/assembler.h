#pragma once
// AMDGPU assembly -> relocatable object -> .hsaco, in process, with LLVM's AMDGPU assembler.
// Used for hand-written kernels (emulator tests, hazard examples). The source carries its own
// directives (.amdgcn_target, .amdhsa_kernel, .amdgpu_metadata), as llvm-mc would need.

#include <cstdint>
#include <string_view>
#include <vector>

#include "core/target.h"

namespace gfxtile {

// Throws Error with the assembler's messages (line and column) when the source is rejected.
std::vector<uint8_t> assemble_object(std::string_view source, const TargetId& target);

// assemble_object followed by link_code_object.
std::vector<uint8_t> assemble_code_object(std::string_view source, const TargetId& target);

}  // namespace gfxtile
