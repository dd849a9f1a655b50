#pragma once
// The example kernels of examples/ir_kernels.h as JIT sources (their printed LLVM IR), with the
// C++ parameter types their AOT launchers take. The DSL's kernels join this list later.

#include <string>
#include <string_view>
#include <vector>

#include "core/target.h"
#include "runtime/kernel_source.h"

namespace gfxtile {

struct NamedKernel {
  std::string name;
  // C++ parameter types for a typed launcher, one per explicit argument ("const float*").
  std::vector<std::string> parameter_types;
  // The kernel's source for one target.
  KernelSource (*source)(const TargetId& target);
};

// vector_add and matrix_tile.
const std::vector<NamedKernel>& named_kernels();
// Throws Error listing the known names.
const NamedKernel& named_kernel(std::string_view name);

}  // namespace gfxtile
