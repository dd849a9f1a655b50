#pragma once
// DSL kernels as first-class JIT citizens: a built `Kernel` becomes a JIT source (its printed
// tile IR is the cache key), a cached code object, or a kernel loaded on a device, in one call.
//
//   auto device = open_device();
//   LoadedKernel kernel = load(*device, vector_add(device->target()));
//   kernel.launch({.grid = {blocks}, .block = {kernel_block}}, x, y, z, n);

#include <string>
#include <vector>

#include "dsl/ir.h"
#include "runtime/device.h"
#include "runtime/jit.h"
#include "runtime/kernel_source.h"
#include "runtime/loaded_kernel.h"

namespace gfxtile {

// The kernel as a JIT source. It compiles only for the target the kernel was built for (asking
// for another is an Error naming both).
KernelSource dsl_source(Kernel kernel);

// Compiles through the process's JIT cache (memory, then disk) for the kernel's own target.
CompiledKernelPointer jit(Kernel kernel, const CompileOptions& options = {});

// Compiles and loads on `device`. Throws Error when the kernel was built for another target than
// the device's.
LoadedKernel load(Device& device, Kernel kernel, const CompileOptions& options = {});

// The C++ type a launcher passes for each of the kernel's arguments, in order: pointers to their
// element's storage type ("const uint16_t*" for a read-only bf16 pointer), scalars by value.
std::vector<std::string> launcher_argument_types(const Kernel& kernel);

}  // namespace gfxtile
