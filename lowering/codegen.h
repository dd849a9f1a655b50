#pragma once
// LLVM IR -> .hsaco, all in memory: the new-pass-manager optimisation pipeline for the target,
// AMDGPU code generation to a relocatable object, then an in-process lld link.

#include <cstdint>
#include <string_view>
#include <vector>

#include "core/target.h"
#include "hsaco/llvm_target.h"

namespace llvm {
class Module;
}

namespace gfxtile {

// The function attribute by which a module asks code generation to leave out LLVM AMDGPU's
// straight-line scalar passes (KernelOptions::straight_line_scalar_passes): value "false" on any
// of its functions.
inline constexpr const char* kStraightLineScalarPassesAttribute = "gfxtile-straight-line-scalar-passes";

// The function attribute by which a module asks for LLVM's O1 per-module IR pipeline at O2 / O3
// (value "simplification"; KernelOptions::simplification_pipeline): SROA, early CSE,
// instcombine, LICM, full unrolling and the AMDGPU attributor, without what O2 / O3 add (GVN,
// the loop and SLP vectorisers, partial unrolling, jump threading), for kernels whose code those
// do not change (GDN WY: the same code on all three targets, its gfx1250 IR pipeline 80 -> 55 ms;
// GDN chunk_o's gfx942 walk does change, 0.04% more wave instructions).
inline constexpr const char* kIrPipelineAttribute = "gfxtile-ir-pipeline";
inline constexpr const char* kIrPipelineSimplification = "simplification";

// The function attribute by which a module asks code generation to leave out LLVM's
// post-register-allocation machine scheduler ("postmisched"; KernelOptions::
// post_allocation_scheduler): value "false" on any of its functions.
inline constexpr const char* kPostAllocationSchedulerAttribute = "gfxtile-post-allocation-scheduler";

// Whether code generation runs LLVM's post-register-allocation machine scheduler on `module`:
// false where a function carries kPostAllocationSchedulerAttribute = "false".
bool post_allocation_scheduler(const llvm::Module& module);

struct CodegenOptions {
  OptimizationLevel optimization = OptimizationLevel::O3;
  // Code object version 5 loads on every ROCm since 5.x; LLVM 22 defaults to 6.
  int code_object_version = 5;
};

// The level of the per-module IR pipeline a module gets at `level`: O1 at O2 / O3 for a module
// marked with kIrPipelineAttribute = kIrPipelineSimplification, else `level`. (Code generation
// runs at `level` either way.)
OptimizationLevel ir_pipeline_level(const llvm::Module& module, OptimizationLevel level);

// Sets the module's triple, data layout and code object version, optimises it and emits a
// relocatable AMDGPU ELF object. The module is modified. Throws Error with LLVM's diagnostics.
std::vector<uint8_t> compile_module_to_object(llvm::Module& module, const TargetId& target,
                                              const CodegenOptions& options = {});

// compile_module_to_object followed by link_code_object: the loadable .hsaco bytes.
std::vector<uint8_t> compile_module(llvm::Module& module, const TargetId& target,
                                    const CodegenOptions& options = {});

// Parses textual LLVM IR (any triple or none) and compiles it to .hsaco.
std::vector<uint8_t> compile_llvm_ir(std::string_view ir_text, const TargetId& target,
                                     const CodegenOptions& options = {});

// The target's assembly listing for a module (the module is optimised as for compilation).
std::string module_to_assembly(llvm::Module& module, const TargetId& target,
                               const CodegenOptions& options = {});

}  // namespace gfxtile
