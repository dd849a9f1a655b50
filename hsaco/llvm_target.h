#pragma once
// LLVM's AMDGPU target, initialised once per process, and the machine objects built from a
// gfxtile TargetId. Private to the LLVM-facing layers (lowering/, hsaco/).

#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <utility>

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
// Call holding llvm_options_mutex (lowering/linker.cpp calls it under lld's lock and that one).
void restore_llvm_options();

// Held by whatever changes LLVM's options (a link's reset, with_llvm_options) or builds a code
// generation pipeline, which reads them.
std::mutex& llvm_options_mutex();

// Runs `build`, the construction of a code generation pipeline, holding llvm_options_mutex, with
// LLVM's boolean options `overrides` (name without the dash, value) set for its duration and set
// back after. For options read while the pipeline is built (-amdgpu-scalar-ir-passes is one),
// so that a kernel's choice reaches that kernel only, whatever other threads compile.
void with_llvm_options(std::span<const std::pair<const char*, bool>> overrides, const std::function<void()>& build);

enum class OptimizationLevel { O0, O1, O2, O3 };

// A target machine for one gfxtile target. Each call returns a new machine, so threads never
// share one.
std::unique_ptr<llvm::TargetMachine> make_target_machine(const TargetId& target,
                                                         OptimizationLevel level);

// The LLVM version gfxtile was built against ("22.1.8").
const char* llvm_version();

}  // namespace gfxtile
