#pragma once
// LLVM's AMDGPU target, initialised once per process, and the machine objects built from a
// gfxtile TargetId. Private to the LLVM-facing layers (lowering/, hsaco/).

#include <memory>

#include "core/target.h"

namespace llvm {
class Target;
class TargetMachine;
class Triple;
}  // namespace llvm

namespace gfxtile {

// The triple every gfxtile code object uses.
inline constexpr const char* kAmdgpuTriple = "amdgcn-amd-amdhsa";

// Registers LLVM's AMDGPU target, MC layer, assembler parser and disassembler (thread-safe,
// once). Returns the target.
const llvm::Target& amdgpu_llvm_target();

// Sets LLVM's options to GFXTILE_LLVM_OPTIONS's again (reset first): lld's driver resets every
// LLVM option to its default at each link, so without this only a process's first compile would
// see them.
// Call with no compile running in another thread (lowering/linker.cpp calls it under lld's lock).
void restore_llvm_options();

enum class OptimizationLevel { O0, O1, O2, O3 };

// A target machine for one gfxtile target. Each call returns a new machine, so threads never
// share one.
std::unique_ptr<llvm::TargetMachine> make_target_machine(const TargetId& target,
                                                         OptimizationLevel level);

// The LLVM version gfxtile was built against ("22.1.8").
const char* llvm_version();

}  // namespace gfxtile
