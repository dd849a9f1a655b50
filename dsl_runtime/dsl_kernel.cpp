#include "dsl_runtime/dsl_kernel.h"

#include <memory>

#include <llvm/IR/Module.h>

#include "core/error.h"
#include "lowering/tile/compile.h"

namespace gfxtile {
namespace {

std::string storage_type(DType dtype) {
  switch (dtype.scalar) {
    case ScalarType::f32: return "float";
    case ScalarType::f16:
    case ScalarType::bf16:
    case ScalarType::i16: return dtype.pointer ? "uint16_t" : "int16_t";
    case ScalarType::f8e4m3:
    case ScalarType::f8e5m2:
    case ScalarType::f8e4m3fnuz:
    case ScalarType::f8e5m2fnuz: return "uint8_t";
    case ScalarType::i1:
    case ScalarType::i8: return dtype.pointer ? "uint8_t" : "int8_t";
    case ScalarType::i32: return "int32_t";
    case ScalarType::i64: return "int64_t";
    case ScalarType::u32: return "uint32_t";
  }
  return "uint8_t";
}

}  // namespace

KernelSource dsl_source(Kernel kernel) {
  auto shared = std::make_shared<const Kernel>(std::move(kernel));
  return KernelSource::front_end(shared->name, "tile-ir", shared->to_text(),
                                 [shared](llvm::LLVMContext& context, const TargetId& target, const CompileOptions&) {
                                   if (!(target == shared->target))
                                     fail("kernel '{}' was built for {}; build it again for {}", shared->name,
                                          shared->target.to_string(), target.to_string());
                                   return lower_to_llvm(*shared, context);
                                 });
}

CompiledKernelPointer jit(Kernel kernel, const CompileOptions& options) {
  const TargetId target = kernel.target;
  return jit(dsl_source(std::move(kernel)), target, options);
}

LoadedKernel load(Device& device, Kernel kernel, const CompileOptions& options) {
  if (!(kernel.target == device.target()))
    fail("kernel '{}' was built for {}, but the device runs {}", kernel.name, kernel.target.to_string(),
         device.target().to_string());
  return LoadedKernel(device, jit(std::move(kernel), options));
}

std::vector<std::string> launcher_argument_types(const Kernel& kernel) {
  std::vector<std::string> types;
  for (const KernelParameter& argument : kernel.arguments) {
    const DType dtype = argument.type.dtype;
    if (dtype.pointer) types.push_back((argument.read_only ? "const " : "") + storage_type(dtype) + "*");
    else types.push_back(dtype.scalar == ScalarType::i1 ? "int32_t" : storage_type(dtype));
  }
  return types;
}

}  // namespace gfxtile
