#pragma once
// The example kernels of examples/ir_kernels.h as JIT sources (their printed LLVM IR), with the
// C++ parameter types their AOT launchers take, and as kernel families of the registry
// ("vector_add", "matrix_tile"; no parameters).

#include <string>
#include <string_view>
#include <vector>

#include "core/target.h"
#include "runtime/kernel_registry.h"
#include "runtime/kernel_source.h"

namespace gfxtile::examples {

struct NamedKernel {
  std::string name;
  std::string description;  // one line, for the registry
  // C++ parameter types for a typed launcher, one per explicit argument ("const float*").
  std::vector<std::string> parameter_types;
  // The kernel's source for one target.
  KernelSource (*source)(const TargetId& target);
};

// vector_add and matrix_tile.
const std::vector<NamedKernel>& named_kernels();
// Throws Error listing the known names.
const NamedKernel& named_kernel(std::string_view name);

// Adds vector_add and matrix_tile to `registry`.
void register_ir_kernels(KernelRegistry& registry);

}  // namespace gfxtile::examples
