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

// The function attribute by which a front end says its IR is already unrolled, vectorised and
// in the order it wants (value "simplification"): at O2 / O3 such a module gets LLVM's O1
// per-module pipeline (SROA, early CSE, instcombine, LICM, full unrolling, the AMDGPU
// attributor) without what O2 / O3 add (GVN, the loop and SLP vectorisers, partial unrolling,
// jump threading). The tile lowering marks every kernel: on all 62 kernel / target pairs of the
// library the code was the same instruction for instruction, and the middle end took 80 -> 55 ms
// of GDN WY's gfx1250 compile.
inline constexpr const char* kIrPipelineAttribute = "gfxtile-ir-pipeline";
inline constexpr const char* kIrPipelineSimplification = "simplification";

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
