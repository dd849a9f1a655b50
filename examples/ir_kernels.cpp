#include "examples/ir_kernels.h"

#include <llvm/IR/Attributes.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/IntrinsicsAMDGPU.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "core/error.h"

namespace gfxtile::examples {
namespace {

constexpr unsigned kGlobal = 1;  // AMDGPU global address space

llvm::Function* make_kernel(llvm::Module& module, const std::string& name,
                            llvm::ArrayRef<llvm::Type*> parameters, int max_workgroup_size) {
  auto& context = module.getContext();
  auto* type = llvm::FunctionType::get(llvm::Type::getVoidTy(context), parameters, false);
  auto* kernel = llvm::Function::Create(type, llvm::Function::ExternalLinkage, name, module);
  kernel->setCallingConv(llvm::CallingConv::AMDGPU_KERNEL);
  kernel->addFnAttr("amdgpu-flat-work-group-size", "1," + std::to_string(max_workgroup_size));
  for (auto& argument : kernel->args())
    if (argument.getType()->isPointerTy()) argument.addAttr(llvm::Attribute::NoAlias);
  return kernel;
}

llvm::Value* call(llvm::IRBuilder<>& builder, llvm::Intrinsic::ID id, llvm::ArrayRef<llvm::Type*> overloads = {},
                  llvm::ArrayRef<llvm::Value*> arguments = {}) {
  auto* function = llvm::Intrinsic::getOrInsertDeclaration(builder.GetInsertBlock()->getModule(), id, overloads);
  return builder.CreateCall(function, arguments);
}

std::unique_ptr<llvm::Module> build_vector_add(llvm::LLVMContext& context, const TargetId&) {
  return make_vector_add(context);
}

}  // namespace

std::unique_ptr<llvm::Module> make_vector_add(llvm::LLVMContext& context) {
  auto module = std::make_unique<llvm::Module>("vector_add", context);
  auto* pointer = llvm::PointerType::get(context, kGlobal);
  auto* i32 = llvm::Type::getInt32Ty(context);
  auto* f32 = llvm::Type::getFloatTy(context);
  constexpr int kBlock = 256;
  llvm::Function* kernel = make_kernel(*module, "vector_add", {pointer, pointer, pointer, i32}, kBlock);
  auto args = kernel->arg_begin();
  llvm::Value *x = args++, *y = args++, *z = args++, *n = args++;
  x->setName("x"), y->setName("y"), z->setName("z"), n->setName("n");

  auto* entry = llvm::BasicBlock::Create(context, "entry", kernel);
  auto* body = llvm::BasicBlock::Create(context, "body", kernel);
  auto* exit = llvm::BasicBlock::Create(context, "exit", kernel);
  llvm::IRBuilder<> builder(entry);
  llvm::Value* group = call(builder, llvm::Intrinsic::amdgcn_workgroup_id_x);
  llvm::Value* lane = call(builder, llvm::Intrinsic::amdgcn_workitem_id_x);
  llvm::Value* index = builder.CreateAdd(builder.CreateMul(group, builder.getInt32(kBlock)), lane, "i");
  builder.CreateCondBr(builder.CreateICmpSLT(index, n), body, exit);

  builder.SetInsertPoint(body);
  llvm::Value* offset = builder.CreateSExt(index, builder.getInt64Ty());
  llvm::Value* sum = builder.CreateFAdd(builder.CreateLoad(f32, builder.CreateGEP(f32, x, offset)),
                                        builder.CreateLoad(f32, builder.CreateGEP(f32, y, offset)));
  builder.CreateStore(sum, builder.CreateGEP(f32, z, offset));
  builder.CreateBr(exit);
  builder.SetInsertPoint(exit);
  builder.CreateRetVoid();
  return module;
}

MatrixTileShape matrix_tile_shape(const TargetId& target) {
  switch (target.architecture) {
    case Architecture::gfx942: return {4, 4, "v_mfma_f32_16x16x16_bf16"};
    case Architecture::gfx950: return {8, 4, "v_mfma_f32_16x16x32_bf16"};
    case Architecture::gfx1250: return {16, 8, "v_wmma_f32_16x16x32_bf16"};
  }
  fail("matrix_tile: no matrix instruction for {}", target.to_string());
}

std::unique_ptr<llvm::Module> make_matrix_tile(llvm::LLVMContext& context, const TargetId& target) {
  auto module = std::make_unique<llvm::Module>("matrix_tile", context);
  auto* pointer = llvm::PointerType::get(context, kGlobal);
  const MatrixTileShape shape = matrix_tile_shape(target);
  const int wave = target.properties().wave_size;
  llvm::Function* kernel = make_kernel(*module, "matrix_tile", {pointer, pointer, pointer}, wave);
  auto args = kernel->arg_begin();
  llvm::Value *a = args++, *b = args++, *c = args++;
  a->setName("a"), b->setName("b"), c->setName("c");
  llvm::IRBuilder<> builder(llvm::BasicBlock::Create(context, "entry", kernel));

  // gfx942's bf16 MFMA takes bf16 bits as <4 x i16>; the newer forms take <N x bfloat>.
  llvm::Type* element = target.architecture == Architecture::gfx942 ? builder.getInt16Ty() : builder.getBFloatTy();
  auto* operand_type = llvm::FixedVectorType::get(element, shape.operand_elements_per_lane);
  auto* accumulator_type = llvm::FixedVectorType::get(builder.getFloatTy(), shape.accumulators_per_lane);
  llvm::Value* lane = builder.CreateZExt(call(builder, llvm::Intrinsic::amdgcn_workitem_id_x), builder.getInt64Ty());
  llvm::Value* operand_offset = builder.CreateMul(lane, builder.getInt64(shape.operand_elements_per_lane));
  llvm::Value* a_value = builder.CreateLoad(operand_type, builder.CreateGEP(element, a, operand_offset));
  llvm::Value* b_value = builder.CreateLoad(operand_type, builder.CreateGEP(element, b, operand_offset));
  llvm::Value* zero = llvm::Constant::getNullValue(accumulator_type);
  llvm::Value* product = nullptr;
  switch (target.architecture) {
    case Architecture::gfx942:
      product = call(builder, llvm::Intrinsic::amdgcn_mfma_f32_16x16x16bf16_1k, {},
                     {a_value, b_value, zero, builder.getInt32(0), builder.getInt32(0), builder.getInt32(0)});
      break;
    case Architecture::gfx950:
      product = call(builder, llvm::Intrinsic::amdgcn_mfma_f32_16x16x32_bf16, {},
                     {a_value, b_value, zero, builder.getInt32(0), builder.getInt32(0), builder.getInt32(0)});
      break;
    case Architecture::gfx1250:
      product = call(builder, llvm::Intrinsic::amdgcn_wmma_f32_16x16x32_bf16, {accumulator_type, operand_type},
                     {builder.getFalse(), a_value, builder.getFalse(), b_value, builder.getInt16(0), zero,
                      builder.getFalse(), builder.getFalse()});
      break;
  }
  llvm::Value* c_offset = builder.CreateMul(lane, builder.getInt64(shape.accumulators_per_lane));
  builder.CreateStore(product, builder.CreateGEP(builder.getFloatTy(), c, c_offset));
  builder.CreateRetVoid();
  return module;
}

const std::vector<ExampleKernel>& example_kernels() {
  static const std::vector<ExampleKernel> kernels = {
      {"vector_add", &build_vector_add},
      {"matrix_tile", &make_matrix_tile},
  };
  return kernels;
}

}  // namespace gfxtile::examples
