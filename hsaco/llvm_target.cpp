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

// LLVM's own command-line options (clang's -mllvm), process-wide: LLVM's defaults, plus
// GFXTILE_LLVM_OPTIONS="-opt-a -opt-b=1" for measuring what an option does to the code and the
// compile time. lld's driver resets every option at each link, so they are set again after each
// (restore_llvm_options). Until session 12 gfxtile also turned off the AMDGPU "scalar IR passes"
// (-amdgpu-scalar-ir-passes=false) here, but that reached only each process's first compile:
// every later one ran LLVM's defaults, and so did the benchmarks' figures. With the setting held
// for every compile (`gdn_bench --atom none`, all 48 rows), off was slower where it mattered:
// gfx1250 chunk_h 1 x 16384 H16/HV32 136.3 -> 194.3 us, chunk_o 82.8 -> 134.6, gfx950 conv
// 78.3 -> 84.2; faster by 1-19% on 8 small rows (gfx1250 chunk_h 8 x 2048 H4/HV8 28.1 -> 22.9).
// LLVM's default kept. lowering/codegen.cpp runs separate-const-offset-from-gep with early CSE
// itself.
// The words parsed into LLVM's options (the program name first).
const std::vector<std::string>& llvm_option_words() {
  static const std::vector<std::string> words = [] {
    std::vector<std::string> result{"gfxtile"};
    if (const char* text = std::getenv("GFXTILE_LLVM_OPTIONS")) {
      std::istringstream stream(text);
      for (std::string word; stream >> word;) result.push_back(word);
    }
    return result;
  }();
  return words;
}

void parse_llvm_options() {
  const std::vector<std::string>& words = llvm_option_words();
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

std::mutex& llvm_options_mutex() {
  static std::mutex mutex;
  return mutex;
}

void with_llvm_options(std::span<const std::pair<const char*, bool>> overrides, const std::function<void()>& build) {
  (void)amdgpu_llvm_target();  // registers the target's options
  std::lock_guard lock(llvm_options_mutex());
  const auto& registered = llvm::cl::getRegisteredOptions();
  struct Saved {
    llvm::cl::opt<bool>* option;
    bool value;
  };
  std::vector<Saved> saved;
  struct Restore {
    std::vector<Saved>& saved;
    ~Restore() {
      for (const Saved& entry : saved) entry.option->setValue(entry.value);
    }
  } restore{saved};
  for (const auto& [name, value] : overrides) {
    const auto found = registered.find(name);
    if (found == registered.end()) fail("LLVM {} has no option -{}", llvm_version(), name);
    // Every option passed here is a cl::opt<bool> of LLVM's (its type is not checkable at run time).
    auto* option = static_cast<llvm::cl::opt<bool>*>(found->second);
    saved.push_back({option, option->getValue()});
    option->setValue(value);
  }
  build();
}

void restore_llvm_options() {
  (void)amdgpu_llvm_target();  // parsed there the first time
  if (llvm_option_words().size() < 2) return;  // LLVM's defaults: what the reset left
  llvm::cl::ResetAllOptionOccurrences();
  parse_llvm_options();
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
