#include "examples/ir_sources.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

#include "core/error.h"
#include "examples/ir_kernels.h"

namespace gfxtile::examples {
namespace {

KernelSource example_source(std::string_view name, const TargetId& target) {
  for (const auto& example : example_kernels()) {
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
      {"vector_add", "z = x + y over n floats (LLVM IRBuilder example)", {"const float*", "const float*", "float*", "int32_t"},
       [](const TargetId& target) { return example_source("vector_add", target); }},
      {"matrix_tile", "one bf16 tile product on the matrix unit into f32 (LLVM IRBuilder example)", {"const uint16_t*", "const uint16_t*", "float*"},
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

void register_ir_kernels(KernelRegistry& registry) {
  for (const NamedKernel& named : named_kernels()) {
    KernelFamily family;
    family.name = named.name;
    family.description = named.description;
    family.source = [source = named.source](const TargetId& target, const KernelParameters&) { return source(target); };
    family.argument_types = [types = named.parameter_types](const TargetId&, const KernelParameters&) { return types; };
    registry.add(std::move(family));
  }
}

}  // namespace gfxtile::examples
