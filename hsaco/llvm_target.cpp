#include "hsaco/llvm_target.h"

#include <mutex>
#include <string>

#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <vector>

#include <fmt/ranges.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/raw_ostream.h>
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
namespace {

// LLVM's own command-line options (clang's -mllvm), set once, process-wide, when the AMDGPU
// target is first used. The default: no AMDGPU "scalar IR passes" (separate-const-offset-from-gep,
// straight-line strength reduction, GVN, nary reassociation, early CSE before instruction
// selection). They gave the same or slower code on every measured kernel (GDN conv, WY, chunk_h,
// chunk_o on gfx942 / gfx950 / gfx1250, the hc mix on gfx950: modelled times equal or lower) and
// cost up to a third of the WY stage's code generation (kernels/gdn/README.md, cold compile).
// lowering/codegen.cpp runs one of them itself, separate-const-offset-from-gep with early CSE.
// GFXTILE_LLVM_OPTIONS="-opt-a -opt-b=1" adds options (one naming the default's option replaces
// it: LLVM takes an option once), for measuring what an option does to the code and compile time.
void parse_llvm_options() {
  const std::string scalar_ir_passes = "-amdgpu-scalar-ir-passes";
  std::vector<std::string> words{"gfxtile"};
  std::vector<std::string> extra;
  if (const char* text = std::getenv("GFXTILE_LLVM_OPTIONS")) {
    std::istringstream stream(text);
    for (std::string word; stream >> word;) extra.push_back(word);
  }
  const bool replaced = std::any_of(extra.begin(), extra.end(), [&](const std::string& word) {
    return word.rfind(scalar_ir_passes, 0) == 0;
  });
  if (!replaced) words.push_back(scalar_ir_passes + "=false");
  words.insert(words.end(), extra.begin(), extra.end());
  std::vector<const char*> arguments;
  for (const std::string& word : words) arguments.push_back(word.c_str());
  std::string errors;
  llvm::raw_string_ostream error_stream(errors);
  if (!llvm::cl::ParseCommandLineOptions(int(arguments.size()), arguments.data(), "", &error_stream))
    fail("LLVM options {} do not parse: {}", fmt::join(words, " "), errors);
}

}  // namespace

const llvm::Target& amdgpu_llvm_target() {
  static const llvm::Target* target = [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTarget();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUAsmParser();
    LLVMInitializeAMDGPUAsmPrinter();
    LLVMInitializeAMDGPUDisassembler();
    parse_llvm_options();
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
