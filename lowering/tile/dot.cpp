// dot: one MFMA/WMMA intrinsic call per accumulator block and k-step. The layouts say where
// everything is: an accumulator block's registers are consecutive (the block's bits are the
// layout's lowest register bits) and its origin is where register 0 of the block sits in lane 0
// of wave 0; the operand blocks are found the same way, by origin. Waves need no work here: the
// operand layouts carry the accumulator's wave bases, so every wave finds its own rows and
// columns in the same registers. dot_scaled's E8M0 bytes (operands 3 and 4) are found by origin
// too, one register per block and k-step, and go to the f8f6f4 intrinsic's scale arguments.

#include <array>
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
  // Elements per lane of one block: A's and B's differ when one is packed fp4 (bytes of two values).
  const int a_block = instruction.operand_registers(MmaOperand::a), b_block = instruction.operand_registers(MmaOperand::b);
  const int a_packing = instruction.packing(MmaOperand::a), b_packing = instruction.packing(MmaOperand::b);
  const int accumulator_block = instruction.accumulator_registers();

  // Operand blocks by origin (row, column) -> first register. A batched dot's batch is along the
  // waves alone (dsl/dot.cpp): each wave's registers hold one product, found by the last two
  // coordinates.
  const size_t row = acc.shape.size() - 2, column = row + 1;
  auto origins = [&](const Layout& layout, int block) {
    std::map<std::pair<int32_t, int32_t>, int> found;
    for (int reg = 0; reg < layout.registers(); reg += block) {
      const auto at = layout.coordinates(reg, 0, 0);
      found[{at[row], at[column]}] = reg;
    }
    return found;
  };
  const auto a_origins = origins(a.layout, a_block), b_origins = origins(b.layout, b_block);

  // Scaled forms: the E8M0 byte register of each (block origin, k-block), by origin as above.
  const bool scaled = op.operands.size() == 5;
  std::map<std::pair<int32_t, int32_t>, int> a_scale_origins, b_scale_origins;
  if (scaled)
    for (int operand = 3; operand < 5; ++operand) {
      const Layout& layout = type(op.operands[operand]).layout;
      auto& found = operand == 3 ? a_scale_origins : b_scale_origins;
      for (int reg = 0; reg < layout.registers(); ++reg) {
        const auto at = layout.coordinates(reg, 0, 0);
        found[{at[0], at[1]}] = reg;
      }
    }

  const llvm::Intrinsic::ID id = llvm::Intrinsic::lookupIntrinsicID(instruction.intrinsic);
  if (id == llvm::Intrinsic::not_intrinsic)
    error(op, fmt::format("LLVM has no intrinsic {} for {}", instruction.intrinsic, instruction.name()));
  auto* operand_type = llvm::FixedVectorType::get(llvm_type(a.dtype), a_block);
  auto* b_operand_type = llvm::FixedVectorType::get(llvm_type(b.dtype), b_block);
  auto* accumulator_type = llvm::FixedVectorType::get(builder_.getFloatTy(), accumulator_block);
  const bool wmma = instruction.unit == MatrixUnit::wmma;
  // 8-bit WMMA and f8f6f4 operands are declared as i32 vectors (<4 x i32> for packed fp4).
  auto words = [&](int bytes) { return llvm::FixedVectorType::get(builder_.getInt32Ty(), bytes / 4); };
  llvm::Type* declared_operand = (wmma || instruction.f8f6f4()) && a.dtype.bytes() == 1 ? words(a_block) : operand_type;
  // The f8f6f4 intrinsics are overloaded on the A and B vectors, the others on C/D and A/B.
  llvm::Function* function =
      !llvm::Intrinsic::isOverloaded(id) ? llvm::Intrinsic::getOrInsertDeclaration(module_.get(), id)
      : instruction.f8f6f4()
          ? llvm::Intrinsic::getOrInsertDeclaration(module_.get(), id, {words(a_block), words(b_block)})
          : llvm::Intrinsic::getOrInsertDeclaration(module_.get(), id, {accumulator_type, declared_operand});
  // f8f6f4 formats by CBSZ (A) / BLGP (B) code: 0 fp8 e4m3, 1 bf8 e5m2, 4 fp4 e2m1.
  auto format_code = [](DType dtype) { return dtype == f8e5m2 ? 1 : is_packed_fp4(dtype) ? 4 : 0; };
  llvm::FunctionType* signature = function->getFunctionType();
  // Argument positions: MFMA (A, B, C, cbsz, abid, blgp); WMMA with A/B modifiers (neg A, A, neg B,
  // B, C modifiers, C, reuse A, reuse B); 8-bit WMMA without them (A, B, C modifiers, C, reuse A, reuse B).
  const bool ab_modifiers = wmma && signature->getNumParams() == 8;
  const unsigned a_argument = ab_modifiers ? 1 : 0, b_argument = ab_modifiers ? 3 : 1,
                 c_argument = ab_modifiers ? 5 : (wmma ? 3 : 2);

  // The intrinsics take the elements as the vector type the target wants (<4 x i16> for gfx942
  // bf16, i64 for fp8): same bits, so a bitcast.
  auto pack = [&](const Values& values, int first, llvm::Type* vector_type, int count, llvm::Type* wanted) {
    if (vector_type->getScalarSizeInBits() == 8) {
      // Bytes into dwords with v_perm_b32 (selector bytes 0-3 pick from the second source, 4-7
      // from the first, 0x0c gives 0): a vector of i8 would take 16-bit byte merges.
      auto* words_type = llvm::FixedVectorType::get(builder_.getInt32Ty(), count / 4);
      llvm::Value* words = llvm::PoisonValue::get(words_type);
      auto perm = [&](llvm::Value* high, llvm::Value* low, uint32_t selector) {
        return call(llvm::Intrinsic::amdgcn_perm, {}, {high, low, i32(selector)});
      };
      for (int word = 0; word < count / 4; ++word) {
        llvm::Value* byte[4];
        for (int b = 0; b < 4; ++b) byte[b] = builder_.CreateZExt(values[first + 4 * word + b], builder_.getInt32Ty());
        llvm::Value* low = perm(byte[1], byte[0], 0x0c0c0400), *high = perm(byte[3], byte[2], 0x0c0c0400);
        words = builder_.CreateInsertElement(words, perm(high, low, 0x05040100), i32(word));
      }
      return words_type == wanted ? words : builder_.CreateBitCast(words, wanted);
    }
    llvm::Value* vector = llvm::PoisonValue::get(vector_type);
    for (int e = 0; e < count; ++e) vector = builder_.CreateInsertElement(vector, values[first + e], i32(e));
    return vector_type == wanted ? vector : builder_.CreateBitCast(vector, wanted);
  };

  const int64_t k = a.shape[column] * a_packing;  // in values (a packed fp4 row holds K/2 bytes)
  // Each operand block packed once, however many accumulator tiles use it (fewer IR
  // instructions for LLVM to fold back: the same code).
  std::map<int, llvm::Value*> a_packed, b_packed;
  auto packed = [&](std::map<int, llvm::Value*>& cache, const Values& values, int first, llvm::Type* vector_type, int count,
                    llvm::Type* wanted) {
    auto [entry, fresh] = cache.try_emplace(first, nullptr);
    if (fresh) entry->second = pack(values, first, vector_type, count, wanted);
    return entry->second;
  };
  for (int tile = 0; tile < acc.layout.registers(); tile += accumulator_block) {
    const auto at = acc.layout.coordinates(tile, 0, 0);
    const std::array<int32_t, 2> origin = {at[row], at[column]};
    llvm::Value* c = pack(result, tile, accumulator_type, accumulator_block, signature->getParamType(c_argument));
    for (int32_t k0 = 0; k0 < k; k0 += instruction.shape.k) {
      const auto a_found = a_origins.find({origin[0], k0 / a_packing});
      const auto b_found = b_origins.find({k0 / b_packing, origin[1]});
      if (a_found == a_origins.end() || b_found == b_origins.end())
        error(op, "internal error: an operand block the accumulator needs is not held by this lane");
      llvm::Value* a_vector = packed(a_packed, a_values, a_found->second, operand_type, a_block, signature->getParamType(a_argument));
      llvm::Value* b_vector = packed(b_packed, b_values, b_found->second, b_operand_type, b_block, signature->getParamType(b_argument));
      if (instruction.f8f6f4()) {
        // (A, B, C, cbsz, blgp, op_sel A, scale A, op_sel B, scale B): scale bytes in byte 0 of a
        // VGPR each. Unscaled: both scales the constant 0, which LLVM selects as the unscaled MFMA.
        llvm::Value *scale_a = i32(0), *scale_b = i32(0);
        if (scaled) {
          const auto a_scale = a_scale_origins.find({origin[0], k0 / 32});
          const auto b_scale = b_scale_origins.find({k0 / 32, origin[1]});
          if (a_scale == a_scale_origins.end() || b_scale == b_scale_origins.end())
            error(op, "internal error: a scale block the accumulator needs is not held by this lane");
          scale_a = builder_.CreateZExt(get(op.operands[3])[a_scale->second], builder_.getInt32Ty());
          scale_b = builder_.CreateZExt(get(op.operands[4])[b_scale->second], builder_.getInt32Ty());
        }
        c = builder_.CreateCall(function, {a_vector, b_vector, c, i32(format_code(a.dtype)), i32(format_code(b.dtype)), i32(0),
                                           scale_a, i32(0), scale_b});
      } else if (ab_modifiers)
        c = builder_.CreateCall(function, {builder_.getFalse(), a_vector, builder_.getFalse(), b_vector,
                                           builder_.getInt16(0), c, builder_.getFalse(), builder_.getFalse()});
      else if (wmma)
        c = builder_.CreateCall(function, {a_vector, b_vector, builder_.getInt16(0), c, builder_.getFalse(),
                                           builder_.getFalse()});
      else
        c = builder_.CreateCall(function, {a_vector, b_vector, c, i32(0), i32(0), i32(0)});
    }
    if (c->getType() != accumulator_type) c = builder_.CreateBitCast(c, accumulator_type);
    for (int e = 0; e < accumulator_block; ++e) result[tile + e] = builder_.CreateExtractElement(c, i32(e));
  }
  set(op.results[0], result);
}

}  // namespace gfxtile::tile
