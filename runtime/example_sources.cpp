#include "runtime/example_sources.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

#include "core/error.h"
#include "examples/ir_kernels.h"

namespace gfxtile {
namespace {

KernelSource example_source(std::string_view name, const TargetId& target) {
  for (const auto& example : examples::example_kernels()) {
    if (example.name != name) continue;
    llvm::LLVMContext context;
    auto module = example.build(context, target);
    std::string text;
    llvm::raw_string_ostream stream(text);
    module->print(stream, nullptr);
    return KernelSource::llvm_ir(example.name, std::move(text));
  }
  fail("no example kernel named '{}'", name);
}

}  // namespace

const std::vector<NamedKernel>& named_kernels() {
  static const std::vector<NamedKernel> kernels = {
      {"vector_add", {"const float*", "const float*", "float*", "int32_t"},
       [](const TargetId& target) { return example_source("vector_add", target); }},
      {"matrix_tile", {"const uint16_t*", "const uint16_t*", "float*"},
       [](const TargetId& target) { return example_source("matrix_tile", target); }},
  };
  return kernels;
}

const NamedKernel& named_kernel(std::string_view name) {
  std::string known;
  for (const auto& kernel : named_kernels()) {
    if (kernel.name == name) return kernel;
    known += (known.empty() ? "" : ", ") + kernel.name;
  }
  fail("no kernel named '{}' (known: {})", name, known);
}

}  // namespace gfxtile
