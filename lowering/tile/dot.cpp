// dot: one MFMA/WMMA intrinsic call per accumulator block and k-step. The layouts say where
// everything is: an accumulator block's registers are consecutive (the block's bits are the
// layout's lowest register bits) and its origin is where register 0 of the block sits in lane 0
// of wave 0; the operand blocks are found the same way, by origin. Waves need no work here: the
// operand layouts carry the accumulator's wave bases, so every wave finds its own rows and
// columns in the same registers.

#include <map>

#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/IntrinsicsAMDGPU.h>

#include <fmt/format.h>

#include "dsl/dot.h"
#include "lowering/tile/lowering_internal.h"

namespace gfxtile::tile {

void Lowering::lower_dot(const Op& op) {
  const MmaInstruction& instruction = dot_instruction(kernel_, op);
  const Type &a = type(op.operands[0]), &b = type(op.operands[1]), &acc = type(op.operands[2]);
  const Values &a_values = get(op.operands[0]), &b_values = get(op.operands[1]);
  Values result = get(op.operands[2]);
  const int operand_block = instruction.operand_registers(), accumulator_block = instruction.accumulator_registers();

  // Operand blocks by origin (row, column) -> first register.
  auto origins = [&](const Layout& layout) {
    std::map<std::pair<int32_t, int32_t>, int> found;
    for (int reg = 0; reg < layout.registers(); reg += operand_block) {
      const auto at = layout.coordinates(reg, 0, 0);
      found[{at[0], at[1]}] = reg;
    }
    return found;
  };
  const auto a_origins = origins(a.layout), b_origins = origins(b.layout);

  const llvm::Intrinsic::ID id = llvm::Intrinsic::lookupIntrinsicID(instruction.intrinsic);
  if (id == llvm::Intrinsic::not_intrinsic)
    error(op, fmt::format("LLVM has no intrinsic {} for {}", instruction.intrinsic, instruction.name()));
  auto* operand_type = llvm::FixedVectorType::get(llvm_type(a.dtype), operand_block);
  auto* accumulator_type = llvm::FixedVectorType::get(builder_.getFloatTy(), accumulator_block);
  llvm::Function* function =
      llvm::Intrinsic::isOverloaded(id)
          ? llvm::Intrinsic::getOrInsertDeclaration(module_.get(), id, {accumulator_type, operand_type})
          : llvm::Intrinsic::getOrInsertDeclaration(module_.get(), id);
  llvm::FunctionType* signature = function->getFunctionType();
  const bool wmma = instruction.unit == MatrixUnit::wmma;
  // Argument positions: MFMA (A, B, C, cbsz, abid, blgp); WMMA (neg A, A, neg B, B, C modifiers, C, reuse A, reuse B).
  const unsigned a_argument = wmma ? 1 : 0, b_argument = wmma ? 3 : 1, c_argument = wmma ? 5 : 2;

  // The intrinsics take the elements as the vector type the target wants (<4 x i16> for gfx942
  // bf16, i64 for fp8): same bits, so a bitcast.
  auto pack = [&](const Values& values, int first, llvm::Type* vector_type, int count, llvm::Type* wanted) {
    llvm::Value* vector = llvm::PoisonValue::get(vector_type);
    for (int e = 0; e < count; ++e) vector = builder_.CreateInsertElement(vector, values[first + e], i32(e));
    return vector_type == wanted ? vector : builder_.CreateBitCast(vector, wanted);
  };

  const int64_t k = a.shape[1];
  for (int tile = 0; tile < acc.layout.registers(); tile += accumulator_block) {
    const auto origin = acc.layout.coordinates(tile, 0, 0);
    llvm::Value* c = pack(result, tile, accumulator_type, accumulator_block, signature->getParamType(c_argument));
    for (int32_t k0 = 0; k0 < k; k0 += instruction.shape.k) {
      const auto a_block = a_origins.find({origin[0], k0});
      const auto b_block = b_origins.find({k0, origin[1]});
      if (a_block == a_origins.end() || b_block == b_origins.end())
        error(op, "internal error: an operand block the accumulator needs is not held by this lane");
      llvm::Value* a_vector = pack(a_values, a_block->second, operand_type, operand_block, signature->getParamType(a_argument));
      llvm::Value* b_vector = pack(b_values, b_block->second, operand_type, operand_block, signature->getParamType(b_argument));
      if (wmma)
        c = builder_.CreateCall(function, {builder_.getFalse(), a_vector, builder_.getFalse(), b_vector,
                                           builder_.getInt16(0), c, builder_.getFalse(), builder_.getFalse()});
      else
        c = builder_.CreateCall(function, {a_vector, b_vector, c, i32(0), i32(0), i32(0)});
    }
    if (c->getType() != accumulator_type) c = builder_.CreateBitCast(c, accumulator_type);
    for (int e = 0; e < accumulator_block; ++e) result[tile + e] = builder_.CreateExtractElement(c, i32(e));
  }
  set(op.results[0], result);
}

}  // namespace gfxtile::tile
