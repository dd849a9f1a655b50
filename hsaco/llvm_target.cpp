#include "hsaco/llvm_target.h"

#include <mutex>
#include <string>

#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/CodeGen.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Target/TargetOptions.h>
#include <llvm/TargetParser/Triple.h>

#include "core/error.h"

extern "C" {
void LLVMInitializeAMDGPUTargetInfo();
void LLVMInitializeAMDGPUTarget();
void LLVMInitializeAMDGPUTargetMC();
void LLVMInitializeAMDGPUAsmParser();
void LLVMInitializeAMDGPUAsmPrinter();
void LLVMInitializeAMDGPUDisassembler();
}

namespace gfxtile {

const llvm::Target& amdgpu_llvm_target() {
  static const llvm::Target* target = [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTarget();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUAsmParser();
    LLVMInitializeAMDGPUAsmPrinter();
    LLVMInitializeAMDGPUDisassembler();
    std::string message;
    const llvm::Target* found = llvm::TargetRegistry::lookupTarget(llvm::Triple(kAmdgpuTriple), message);
    if (!found) fail("LLVM has no AMDGPU target: {}", message);
    return found;
  }();
  return *target;
}

std::unique_ptr<llvm::TargetMachine> make_target_machine(const TargetId& target,
                                                         OptimizationLevel level) {
  const llvm::Target& llvm_target = amdgpu_llvm_target();
  llvm::TargetOptions options;
  llvm::CodeGenOptLevel codegen_level = llvm::CodeGenOptLevel::Aggressive;
  switch (level) {
    case OptimizationLevel::O0: codegen_level = llvm::CodeGenOptLevel::None; break;
    case OptimizationLevel::O1: codegen_level = llvm::CodeGenOptLevel::Less; break;
    case OptimizationLevel::O2: codegen_level = llvm::CodeGenOptLevel::Default; break;
    case OptimizationLevel::O3: codegen_level = llvm::CodeGenOptLevel::Aggressive; break;
  }
  std::unique_ptr<llvm::TargetMachine> machine(llvm_target.createTargetMachine(
      llvm::Triple(kAmdgpuTriple), std::string(target.name()), target.llvm_features(), options,
      llvm::Reloc::PIC_, std::nullopt, codegen_level));
  if (!machine) fail("LLVM could not create a target machine for {}", target.to_string());
  return machine;
}

const char* llvm_version() { return GFXTILE_LLVM_VERSION; }

}  // namespace gfxtile
