#include "runtime/kernel_source.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include "core/error.h"

namespace gfxtile {

std::string CompileOptions::canonical_text() const {
  // Names and values are quoted and escaped, so no value can imitate another line.
  std::string text = fmt::format("optimization=O{}\ncode_object_version={}\n",
                                 static_cast<int>(optimization), code_object_version);
  for (const auto& [name, value] : extra) text += fmt::format("extra.{:?}={:?}\n", name, value);
  for (const auto& [name, value] : environment) text += fmt::format("env.{:?}={:?}\n", name, value);
  return text;
}

KernelSource KernelSource::llvm_ir(std::string name, std::string text) {
  return {.name = std::move(name), .kind = "llvm-ir", .text = std::move(text), .lower = {}};
}

KernelSource KernelSource::front_end(std::string name, std::string kind, std::string text,
                                     LowerFunction lower) {
  if (kind.empty() || kind == "llvm-ir") fail("kernel '{}': a front end's source kind must be its own name, not '{}'", name, kind);
  if (!lower) fail("kernel '{}': a {} source needs a lowering function", name, kind);
  return {.name = std::move(name), .kind = std::move(kind), .text = std::move(text), .lower = std::move(lower)};
}

std::unique_ptr<llvm::Module> build_module(const KernelSource& source, llvm::LLVMContext& context,
                                           const TargetId& target, const CompileOptions& options) {
  if (source.lower) {
    auto module = source.lower(context, target, options);
    if (!module) fail("kernel '{}': the {} lowering returned no module for {}", source.name, source.kind, target.to_string());
    return module;
  }
  if (source.kind != "llvm-ir") fail("kernel '{}': source kind '{}' has no lowering function", source.name, source.kind);
  llvm::SMDiagnostic diagnostic;
  auto module = llvm::parseAssemblyString(llvm::StringRef(source.text.data(), source.text.size()), diagnostic, context);
  if (!module)
    fail("kernel '{}': LLVM IR does not parse (line {}, column {}): {}", source.name, diagnostic.getLineNo(),
         diagnostic.getColumnNo(), diagnostic.getMessage().str());
  return module;
}

}  // namespace gfxtile
