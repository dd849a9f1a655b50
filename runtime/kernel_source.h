#pragma once
// What the JIT compiles: a kernel's program as printed text (LLVM IR today, the DSL's tile IR
// later) plus how to lower it, and the options that shape the code. The text and every option
// are hashed into the cache key, so the text must describe the whole program.

#include <functional>
#include <map>
#include <memory>
#include <string>

#include "core/target.h"
#include "hsaco/llvm_target.h"
#include "lowering/codegen.h"
#include "runtime/environment.h"

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace gfxtile {

struct CompileOptions {
  OptimizationLevel optimization = OptimizationLevel::O3;
  int code_object_version = 5;
  // Options a front end defines (e.g. the DSL's "num_stages"): each one is part of the key.
  std::map<std::string, std::string> extra;
  // The code-changing GFXTILE_* settings. The compiler fills this from its snapshot of the
  // environment before hashing and lowering, so what is hashed is what the lowering sees.
  EnvironmentSettings environment;

  CodegenOptions codegen() const {
    return {.optimization = optimization, .code_object_version = code_object_version};
  }
  // One "name=value" line per option, in a fixed order: the key's view of the options.
  std::string canonical_text() const;
  friend bool operator==(const CompileOptions&, const CompileOptions&) = default;
};

// Builds the LLVM module for a target from the program that `text` describes. It must depend on
// nothing but the text, the target and the options (all in the key).
using LowerFunction = std::function<std::unique_ptr<llvm::Module>(
    llvm::LLVMContext&, const TargetId&, const CompileOptions&)>;

struct KernelSource {
  std::string name;   // for messages, dumps and `gfxtile cache list`; not in the key
  std::string kind;   // "llvm-ir", or the front end's IR name ("tile-ir"); in the key
  std::string text;   // the complete program in that form; in the key
  LowerFunction lower;  // empty for "llvm-ir": the text is parsed as LLVM IR

  static KernelSource llvm_ir(std::string name, std::string text);
  // A front end's source: its printed IR and the function that lowers it.
  static KernelSource front_end(std::string name, std::string kind, std::string text,
                                LowerFunction lower);
};

// The source's LLVM module for a target: `lower` when set, else the parsed LLVM IR text.
std::unique_ptr<llvm::Module> build_module(const KernelSource& source, llvm::LLVMContext& context,
                                           const TargetId& target, const CompileOptions& options);

}  // namespace gfxtile
