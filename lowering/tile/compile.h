#pragma once
// Tile IR -> LLVM IR (one lane's view) -> .hsaco, for the kernel's own target.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "dsl/ir.h"
#include "lowering/codegen.h"

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace gfxtile {

struct TileCompileOptions {
  CodegenOptions codegen = {};
  bool allow_spills = false;  // false: a kernel that spills registers is an error
};

// The kernel as an LLVM module for its target: one function with the AMDGPU kernel calling
// convention, arguments in declaration order. Throws Error for ops the target lacks.
std::unique_ptr<llvm::Module> lower_to_llvm(const Kernel& kernel, llvm::LLVMContext& context);

// The loadable code object. Throws Error (naming the kernel and target) when lowering or LLVM
// fails, or when the kernel spills and spills are not allowed.
std::vector<uint8_t> compile_kernel(const Kernel& kernel, const TileCompileOptions& options = {});

// The target assembly of the kernel, for tests and `gfxtile inspect`-style reports.
std::string kernel_assembly(const Kernel& kernel, const TileCompileOptions& options = {});

// LDS bytes the kernel uses (explicit buffers and scratch, packed by liveness).
int64_t kernel_lds_bytes(const Kernel& kernel);

}  // namespace gfxtile
