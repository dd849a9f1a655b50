// Elementwise ops and casts, one LLVM value per register. bf16 math and f16 transcendentals are
// computed in f32 and rounded back (nearest even).

#include <cmath>
#include <numbers>

#include <fmt/format.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/PatternMatch.h>
#include <llvm/IR/IntrinsicsAMDGPU.h>

#include "lowering/tile/lowering_internal.h"

namespace gfxtile::tile {
namespace {

bool is_unsigned(DType dtype) { return dtype == u32 || dtype == i1; }

}  // namespace

llvm::Value* Lowering::combine(ReduceKind kind, llvm::Value* a, llvm::Value* b, DType dtype) {
  if (dtype == bf16) {
    llvm::Value* wide = combine(kind, builder_.CreateFPExt(a, builder_.getFloatTy()),
                                builder_.CreateFPExt(b, builder_.getFloatTy()), f32);
    return builder_.CreateFPTrunc(wide, builder_.getBFloatTy());
  }
  const bool real = dtype.is_float();
  switch (kind) {
    case ReduceKind::sum: return real ? builder_.CreateFAdd(a, b) : builder_.CreateAdd(a, b);
    case ReduceKind::prod: return real ? builder_.CreateFMul(a, b) : builder_.CreateMul(a, b);
    case ReduceKind::max: case ReduceKind::argmax:
      if (real) return builder_.CreateMaxNum(a, b);
      return call(is_unsigned(dtype) ? llvm::Intrinsic::umax : llvm::Intrinsic::smax, {a->getType()}, {a, b});
    case ReduceKind::min:
      if (real) return builder_.CreateMinNum(a, b);
      return call(is_unsigned(dtype) ? llvm::Intrinsic::umin : llvm::Intrinsic::smin, {a->getType()}, {a, b});
  }
  return nullptr;
}

llvm::Value* Lowering::identity(ReduceKind kind, DType dtype) {
  llvm::Type* type = llvm_type(dtype);
  if (dtype.is_float()) {
    switch (kind) {
      case ReduceKind::sum: return llvm::ConstantFP::get(type, 0.0);
      case ReduceKind::prod: return llvm::ConstantFP::get(type, 1.0);
      case ReduceKind::max: case ReduceKind::argmax: return llvm::ConstantFP::getInfinity(type, true);
      case ReduceKind::min: return llvm::ConstantFP::getInfinity(type, false);
    }
  }
  const unsigned bits = type->getIntegerBitWidth();
  switch (kind) {
    case ReduceKind::sum: return llvm::ConstantInt::get(type, 0);
    case ReduceKind::prod: return llvm::ConstantInt::get(type, 1);
    case ReduceKind::max: case ReduceKind::argmax:
      return llvm::ConstantInt::get(type, is_unsigned(dtype) ? llvm::APInt::getMinValue(bits) : llvm::APInt::getSignedMinValue(bits));
    case ReduceKind::min:
      return llvm::ConstantInt::get(type, is_unsigned(dtype) ? llvm::APInt::getMaxValue(bits) : llvm::APInt::getSignedMaxValue(bits));
  }
  return nullptr;
}

// Pairs of f32 registers as one <2 x float> operation (KernelOptions::packed_f32): the AMDGPU
// backend selects v_pk_add_f32 / v_pk_mul_f32 / v_pk_fma_f32 for them, two elements per
// instruction; exp2 and rcp stay per element. The same IEEE operations, so the same results.
bool Lowering::lower_elementwise_packed(const Op& op) {
  if (!kernel_.packed_f32 || type(op.operands[0]).dtype != f32) return false;
  const bool fast = op.integer("fast") != 0;
  const bool arithmetic = op.kind == OpKind::add || op.kind == OpKind::sub || op.kind == OpKind::mul || op.kind == OpKind::fma;
  if (!arithmetic && !(fast && (op.kind == OpKind::silu || op.kind == OpKind::sigmoid))) return false;
  for (ValueId operand : op.operands)
    if (type(operand).dtype != f32) return false;
  const size_t registers = get(op.operands[0]).size();
  if (registers < 2 || registers % 2 != 0) return false;
  llvm::Type* pair_type = llvm::FixedVectorType::get(builder_.getFloatTy(), 2);
  // A chain of packed operations passes its pairs on as they are: the halves of one pair taken
  // apart by the previous operation are not put together again, nor a pair just built taken
  // apart (a third of the conv kernel's IR was such insert/extract pairs for InstCombine).
  auto pair = [&](llvm::Value* low, llvm::Value* high) -> llvm::Value* {
    auto* low_extract = llvm::dyn_cast<llvm::ExtractElementInst>(low);
    auto* high_extract = llvm::dyn_cast<llvm::ExtractElementInst>(high);
    if (low_extract && high_extract && low_extract->getVectorOperand() == high_extract->getVectorOperand() &&
        low_extract->getVectorOperand()->getType() == pair_type && llvm::PatternMatch::match(low_extract->getIndexOperand(), llvm::PatternMatch::m_SpecificInt(0)) &&
        llvm::PatternMatch::match(high_extract->getIndexOperand(), llvm::PatternMatch::m_SpecificInt(1)))
      return low_extract->getVectorOperand();
    llvm::Value* v = builder_.CreateInsertElement(llvm::PoisonValue::get(pair_type), low, uint64_t(0));
    return builder_.CreateInsertElement(v, high, uint64_t(1));
  };
  auto element = [&](llvm::Value* v, uint64_t index) -> llvm::Value* {
    // An element of a pair built by `pair` is the scalar put there.
    for (auto* insert = llvm::dyn_cast<llvm::InsertElementInst>(v); insert;
         insert = llvm::dyn_cast<llvm::InsertElementInst>(insert->getOperand(0)))
      if (llvm::PatternMatch::match(insert->getOperand(2), llvm::PatternMatch::m_SpecificInt(index))) return insert->getOperand(1);
    return builder_.CreateExtractElement(v, index);
  };
  auto per_element = [&](llvm::Intrinsic::ID id, llvm::Value* v) {
    llvm::Value* low = call(id, {builder_.getFloatTy()}, {element(v, 0)});
    llvm::Value* high = call(id, {builder_.getFloatTy()}, {element(v, 1)});
    return pair(low, high);
  };
  auto splat = [&](double value) { return llvm::ConstantFP::get(pair_type, value); };
  Values results;
  for (size_t r = 0; r < registers; r += 2) {
    std::vector<llvm::Value*> in;
    for (ValueId operand : op.operands) in.push_back(pair(get(operand)[r], get(operand)[r + 1]));
    llvm::Value* x = in[0];
    llvm::Value* result = nullptr;
    // sigmoid / silu: 1 / (1 + exp2(-x log2 e)), as the per-element fast forms.
    auto sigmoid_of = [&] {
      llvm::Value* e = per_element(llvm::Intrinsic::amdgcn_exp2, builder_.CreateFMul(builder_.CreateFNeg(x), splat(std::numbers::log2e)));
      return per_element(llvm::Intrinsic::amdgcn_rcp, builder_.CreateFAdd(splat(1.0), e));
    };
    switch (op.kind) {
      case OpKind::add: result = builder_.CreateFAdd(x, in[1]); break;
      case OpKind::sub: result = builder_.CreateFSub(x, in[1]); break;
      case OpKind::mul: result = builder_.CreateFMul(x, in[1]); break;
      case OpKind::fma: result = call(llvm::Intrinsic::fma, {pair_type}, {x, in[1], in[2]}); break;
      case OpKind::sigmoid: result = sigmoid_of(); break;
      case OpKind::silu: result = builder_.CreateFMul(x, sigmoid_of()); break;
      default: return false;
    }
    results.push_back(element(result, 0));
    results.push_back(element(result, 1));
  }
  set(op.results[0], results);
  return true;
}

void Lowering::lower_elementwise(const Op& op) {
  if (lower_elementwise_packed(op)) return;
  const size_t first = op.kind == OpKind::select ? 1 : 0;
  const DType dtype = type(op.operands[first]).dtype;
  const bool fast = op.integer("fast") != 0;
  const bool real = dtype.is_float();
  llvm::Type* f32_type = builder_.getFloatTy();
  // bf16 always, f16 for transcendentals: compute in f32.
  const bool promote = real && (dtype == bf16 || (dtype == f16 && ((is_transcendental(op.kind) && op.kind != OpKind::div) ||
                                                                    op.kind == OpKind::rem)));
  llvm::FastMathFlags fast_flags;
  fast_flags.setApproxFunc();
  fast_flags.setAllowReciprocal();
  Values results;
  const size_t registers = get(op.operands[0]).size();
  for (size_t r = 0; r < registers; ++r) {
    std::vector<llvm::Value*> in;
    for (size_t i = 0; i < op.operands.size(); ++i) {
      llvm::Value* value = get(op.operands[i])[r];
      if (promote && i >= first) value = builder_.CreateFPExt(value, f32_type);
      in.push_back(value);
    }
    llvm::Value* x = in[first];
    auto exp_of = [&](llvm::Value* v) -> llvm::Value* {
      if (fast)
        return call(llvm::Intrinsic::amdgcn_exp2, {v->getType()},
                    {builder_.CreateFMul(v, llvm::ConstantFP::get(v->getType(), std::numbers::log2e))});
      return call(llvm::Intrinsic::exp, {v->getType()}, {v});
    };
    auto reciprocal = [&](llvm::Value* v) -> llvm::Value* {
      if (fast) return call(llvm::Intrinsic::amdgcn_rcp, {v->getType()}, {v});
      return builder_.CreateFDiv(llvm::ConstantFP::get(v->getType(), 1.0), v);
    };
    llvm::Value* one = real ? llvm::ConstantFP::get(x->getType(), 1.0) : nullptr;
    llvm::Value* result = nullptr;
    switch (op.kind) {
      case OpKind::neg: result = real ? builder_.CreateFNeg(x) : builder_.CreateNeg(x); break;
      case OpKind::abs:
        result = real ? call(llvm::Intrinsic::fabs, {x->getType()}, {x})
                      : (is_unsigned(dtype) ? x : call(llvm::Intrinsic::abs, {x->getType()}, {x, builder_.getFalse()}));
        break;
      case OpKind::exp: result = exp_of(x); break;
      case OpKind::exp2:
        result = call(fast ? llvm::Intrinsic::ID(llvm::Intrinsic::amdgcn_exp2) : llvm::Intrinsic::ID(llvm::Intrinsic::exp2), {x->getType()}, {x});
        break;
      case OpKind::log:
        result = fast ? builder_.CreateFMul(call(llvm::Intrinsic::amdgcn_log, {x->getType()}, {x}),
                                            llvm::ConstantFP::get(x->getType(), std::numbers::ln2))
                      : call(llvm::Intrinsic::log, {x->getType()}, {x});
        break;
      case OpKind::log2:
        result = call(fast ? llvm::Intrinsic::ID(llvm::Intrinsic::amdgcn_log) : llvm::Intrinsic::ID(llvm::Intrinsic::log2), {x->getType()}, {x});
        break;
      case OpKind::sqrt:
        result = call(fast ? llvm::Intrinsic::ID(llvm::Intrinsic::amdgcn_sqrt) : llvm::Intrinsic::ID(llvm::Intrinsic::sqrt), {x->getType()}, {x});
        break;
      case OpKind::rsqrt:
        result = fast ? call(llvm::Intrinsic::amdgcn_rsq, {x->getType()}, {x})
                      : builder_.CreateFDiv(one, call(llvm::Intrinsic::sqrt, {x->getType()}, {x}));
        break;
      case OpKind::rcp: result = reciprocal(x); break;
      case OpKind::sigmoid: result = reciprocal(builder_.CreateFAdd(one, exp_of(builder_.CreateFNeg(x)))); break;
      case OpKind::silu:
        result = builder_.CreateFMul(x, reciprocal(builder_.CreateFAdd(one, exp_of(builder_.CreateFNeg(x)))));
        break;
      case OpKind::tanh: {
        // tanh |x| = (1 - e) / (1 + e) with e = exp(-2|x|), which never overflows.
        llvm::Value* magnitude = call(llvm::Intrinsic::fabs, {x->getType()}, {x});
        llvm::Value* e = exp_of(builder_.CreateFMul(magnitude, llvm::ConstantFP::get(x->getType(), -2.0)));
        llvm::Value* t = builder_.CreateFMul(builder_.CreateFSub(one, e), reciprocal(builder_.CreateFAdd(one, e)));
        result = call(llvm::Intrinsic::copysign, {x->getType()}, {t, x});
        break;
      }
      case OpKind::logical_not: result = builder_.CreateNot(x); break;
      case OpKind::add: result = real ? builder_.CreateFAdd(x, in[1]) : builder_.CreateAdd(x, in[1]); break;
      case OpKind::sub: result = real ? builder_.CreateFSub(x, in[1]) : builder_.CreateSub(x, in[1]); break;
      case OpKind::mul: result = real ? builder_.CreateFMul(x, in[1]) : builder_.CreateMul(x, in[1]); break;
      case OpKind::div:
        if (real) {
          result = builder_.CreateFDiv(x, in[1]);
          if (fast) llvm::cast<llvm::Instruction>(result)->setFastMathFlags(fast_flags);
        } else {
          result = is_unsigned(dtype) ? builder_.CreateUDiv(x, in[1]) : builder_.CreateSDiv(x, in[1]);
        }
        break;
      case OpKind::rem:
        // x - trunc(x / y) * y, as LLVM's AMDGPU backend expands frem (it has no vector form).
        result = real ? call(llvm::Intrinsic::fma, {x->getType()},
                             {builder_.CreateFNeg(call(llvm::Intrinsic::trunc, {x->getType()}, {builder_.CreateFDiv(x, in[1])})),
                              in[1], x})
                      : (is_unsigned(dtype) ? builder_.CreateURem(x, in[1]) : builder_.CreateSRem(x, in[1]));
        break;
      case OpKind::min: result = combine(ReduceKind::min, x, in[1], promote ? f32 : dtype); break;
      case OpKind::max: result = combine(ReduceKind::max, x, in[1], promote ? f32 : dtype); break;
      case OpKind::logical_and: result = builder_.CreateAnd(x, in[1]); break;
      case OpKind::logical_or: result = builder_.CreateOr(x, in[1]); break;
      case OpKind::logical_xor: result = builder_.CreateXor(x, in[1]); break;
      case OpKind::fma:
        result = real ? call(llvm::Intrinsic::fma, {x->getType()}, {x, in[1], in[2]})
                      : builder_.CreateAdd(builder_.CreateMul(x, in[1]), in[2]);
        break;
      case OpKind::select: result = builder_.CreateSelect(in[0], in[1], in[2]); break;
      case OpKind::cmp: {
        const auto predicate = static_cast<CompareKind>(op.integer("predicate"));
        using P = llvm::CmpInst::Predicate;
        static const P floats[] = {P::FCMP_OEQ, P::FCMP_UNE, P::FCMP_OLT, P::FCMP_OLE, P::FCMP_OGT, P::FCMP_OGE};
        static const P signed_ints[] = {P::ICMP_EQ, P::ICMP_NE, P::ICMP_SLT, P::ICMP_SLE, P::ICMP_SGT, P::ICMP_SGE};
        static const P unsigned_ints[] = {P::ICMP_EQ, P::ICMP_NE, P::ICMP_ULT, P::ICMP_ULE, P::ICMP_UGT, P::ICMP_UGE};
        const int index = static_cast<int>(predicate);
        if (real) result = builder_.CreateFCmp(floats[index], x, in[1]);
        else result = builder_.CreateICmp((is_unsigned(dtype) || dtype.pointer) ? unsigned_ints[index] : signed_ints[index], x, in[1]);
        break;
      }
      default: error(op, "internal error: no lowering for this op");
    }
    if (promote && op.kind != OpKind::cmp) result = builder_.CreateFPTrunc(result, llvm_type(dtype));
    results.push_back(result);
  }
  set(op.results[0], results);
}

llvm::Value* Lowering::convert(llvm::Value* value, DType from, DType to, Rounding rounding, const Op& op) {
  if (from == to) return value;
  llvm::Type* f32_type = builder_.getFloatTy();
  llvm::Type* target_type = llvm_type(to);
  auto need_fp8 = [&](DType dtype) {
    if (!target_->has_fp8(dtype))
      error(op, fmt::format("{} has no {} conversions (gfx942 converts the FNUZ forms f8e4m3fnuz/f8e5m2fnuz; "
                            "gfx950 and gfx1250 the OCP forms f8e4m3/f8e5m2); use the form of this target",
                            kernel_.target.to_string(), dtype.name()));
  };
  if (from.is_fp8()) {
    need_fp8(from);
    const bool e5m2 = from == f8e5m2 || from == f8e5m2fnuz;
    llvm::Value* word = builder_.CreateZExt(value, builder_.getInt32Ty());
    llvm::Value* wide = call(e5m2 ? llvm::Intrinsic::amdgcn_cvt_f32_bf8 : llvm::Intrinsic::amdgcn_cvt_f32_fp8, {},
                             {word, i32(0)});
    return convert(wide, f32, to, rounding, op);
  }
  if (to.is_fp8()) {
    need_fp8(to);
    if (rounding != Rounding::nearest_even)
      error(op, fmt::format("conversion to {} rounds to nearest even only; drop the rounding argument", to.name()));
    llvm::Value* wide = convert(value, from, f32, Rounding::nearest_even, op);
    const bool e5m2 = to == f8e5m2 || to == f8e5m2fnuz;
    llvm::Value* packed = call(e5m2 ? llvm::Intrinsic::amdgcn_cvt_pk_bf8_f32 : llvm::Intrinsic::amdgcn_cvt_pk_fp8_f32, {},
                               {wide, wide, i32(0), builder_.getFalse()});
    return builder_.CreateTrunc(packed, builder_.getInt8Ty());
  }
  if (to.is_bool()) {
    if (from.is_float()) return builder_.CreateFCmpUNE(value, llvm::ConstantFP::get(value->getType(), 0.0));
    return builder_.CreateICmpNE(value, llvm::ConstantInt::get(value->getType(), 0));
  }
  if (from.is_integer() && to.is_integer()) {
    if (to.bits() < from.bits()) return builder_.CreateTrunc(value, target_type);
    if (is_unsigned(from)) return builder_.CreateZExt(value, target_type);
    return to.bits() == from.bits() ? value : builder_.CreateSExt(value, target_type);
  }
  if (from.is_integer()) {
    // Through f32 for bf16 (no direct instruction); nearest even, as the hardware converts.
    llvm::Type* via = to == bf16 ? f32_type : target_type;
    llvm::Value* real = is_unsigned(from) ? builder_.CreateUIToFP(value, via) : builder_.CreateSIToFP(value, via);
    return via == target_type ? real : builder_.CreateFPTrunc(real, target_type);
  }
  if (to.is_integer()) {
    llvm::Value* real = value;
    if (rounding == Rounding::nearest_even) real = call(llvm::Intrinsic::rint, {real->getType()}, {real});
    if (rounding == Rounding::down) real = call(llvm::Intrinsic::floor, {real->getType()}, {real});
    if (rounding == Rounding::up) real = call(llvm::Intrinsic::ceil, {real->getType()}, {real});
    return is_unsigned(to) ? builder_.CreateFPToUI(real, target_type) : builder_.CreateFPToSI(real, target_type);
  }
  // Float to float.
  if (from == bf16 && to == f32) {
    // f32 -> bf16 -> f32 (a rounding point kept in f32, e.g. the model's bf16 storage of an
    // operand used again in f32 math): round into the upper half of a word whose lower half is
    // zero, which is the f32 itself. gfx950 and gfx1250 select one v_cvt_pk_bf16_f32 with a zero
    // operand where the scalar fptrunc + fpext took a conversion and a shift.
    if (auto* rounded = llvm::dyn_cast<llvm::FPTruncInst>(value); rounded && rounded->getSrcTy()->isFloatTy()) {
      llvm::Type* pair_type = llvm::FixedVectorType::get(f32_type, 2);
      llvm::Value* pair = builder_.CreateInsertElement(llvm::Constant::getNullValue(pair_type), rounded->getOperand(0), uint64_t(1));
      llvm::Value* halves = builder_.CreateFPTrunc(pair, llvm::FixedVectorType::get(builder_.getBFloatTy(), 2));
      return builder_.CreateBitCast(halves, f32_type);
    }
  }
  if (to.bits() > from.bits() || (from == f16 && to == bf16) || (from == bf16 && to == f16)) {
    llvm::Value* wide = builder_.CreateFPExt(value, f32_type);
    return to == f32 ? wide : convert(wide, f32, to, rounding, op);
  }
  if (rounding == Rounding::nearest_even) return builder_.CreateFPTrunc(value, target_type);
  if (to == f16) {
    // Nearest, then one step toward zero where that rounded away: exact, and no mode switch.
    llvm::Value* nearest = builder_.CreateFPTrunc(value, target_type);
    llvm::Value* widened = builder_.CreateFPExt(nearest, value->getType());
    llvm::Value* away = builder_.CreateFCmpOGT(call(llvm::Intrinsic::fabs, {value->getType()}, {widened}),
                                               call(llvm::Intrinsic::fabs, {value->getType()}, {value}));
    llvm::Value* bits = builder_.CreateBitCast(nearest, builder_.getInt16Ty());
    llvm::Value* smaller = builder_.CreateBitCast(builder_.CreateSub(bits, builder_.getInt16(1)), target_type);
    return builder_.CreateSelect(away, smaller, nearest);
  }
  // f32 -> bf16 toward zero: keep the upper half, quieting NaNs.
  llvm::Value* bits = builder_.CreateLShr(builder_.CreateBitCast(value, builder_.getInt32Ty()), 16);
  llvm::Value* truncated = builder_.CreateBitCast(builder_.CreateTrunc(bits, builder_.getInt16Ty()), target_type);
  llvm::Value* nan = builder_.CreateFCmpUNO(value, value);
  return builder_.CreateSelect(nan, llvm::ConstantFP::getNaN(target_type), truncated);
}

void Lowering::lower_cast(const Op& op) {
  const DType from = type(op.operands[0]).dtype, to = type(op.results[0]).dtype;
  const auto rounding = static_cast<Rounding>(op.integer("rounding"));
  Values results;
  for (llvm::Value* value : get(op.operands[0])) results.push_back(convert(value, from, to, rounding, op));
  set(op.results[0], results);
}

}  // namespace gfxtile::tile
