// Global, buffer and LDS memory access. An axis analysis (after Triton's) proves runs of
// contiguous, aligned addresses and runs of equal mask bits; with the layout's registers that
// are contiguous per thread, it gives the widest vector access each group of registers can use.

#include <numeric>

#include <fmt/format.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/IntrinsicsAMDGPU.h>

#include "lowering/tile/lowering_internal.h"

namespace gfxtile::tile {
namespace {

int64_t gcd(int64_t a, int64_t b) { return std::gcd(a, b); }
constexpr int64_t kHuge = int64_t{1} << 30;

AxisInfo unknown(const Type& type) {
  const size_t rank = std::max<size_t>(1, type.shape.size());
  return {std::vector<int64_t>(rank, 1), std::vector<int64_t>(rank, 1), std::vector<int64_t>(rank, 1)};
}

AxisInfo uniform(const Type& type, int64_t divisibility) {
  AxisInfo info = unknown(type);
  for (size_t d = 0; d < type.shape.size(); ++d) info.constancy[d] = type.shape[d];
  std::fill(info.divisibility.begin(), info.divisibility.end(), divisibility);
  return info;
}

struct Access {
  int width = 1;
  int64_t alignment = 1;  // bytes
};

}  // namespace

// A row-major reshape, group by group of dimensions whose sizes multiply alike. A dimension
// split in several keeps its runs in the innermost (cut to its size); the outer ones step by
// the inner sizes' product P, so their elements are equal over constancy / P and divisible by
// the divisibility's gcd with P elements. Dimensions merged into one keep the innermost's runs
// (a run is not followed across the outer dimensions), divisible by what divides every merged
// dimension's elements.
static AxisInfo reshaped(const AxisInfo& in, const std::vector<int64_t>& from, const Type& result) {
  const std::vector<int64_t>& to = result.shape;
  AxisInfo out = unknown(result);
  const int64_t unit = result.dtype.pointer ? std::max(1, result.dtype.pointee().bytes()) : 1;
  size_t i = 0, o = 0;
  while (i < from.size() && o < to.size()) {
    // The smallest groups [i, i_end) and [o, o_end) of equal products.
    size_t i_end = i + 1, o_end = o + 1;
    int64_t in_product = from[i], out_product = to[o];
    while (in_product != out_product) {
      if (in_product < out_product) in_product *= from[i_end++];
      else out_product *= to[o_end++];
    }
    // Size-1 dimensions carry nothing; the group's innermost dimension with elements decides.
    size_t inner = i;
    for (size_t d = i; d < i_end; ++d)
      if (from[d] > 1) inner = d;
    if (o_end - o == 1) {
      // A merged run starts at every element of the outer dimensions: where one of them has
      // runs, inside them too, whose elements are divisible only by the unit.
      int64_t divisibility = in.divisibility[inner];
      for (size_t d = i; d < i_end; ++d)
        if (from[d] > 1) divisibility = gcd(divisibility, d != inner && in.contiguity[d] > 1 ? unit : in.divisibility[d]);
      out.contiguity[o] = std::min(in.contiguity[inner], to[o]);
      out.constancy[o] = std::min(in.constancy[inner], to[o]);
      out.divisibility[o] = i_end - i == 1 ? in.divisibility[inner] : divisibility;
    } else if (i_end - i == 1) {
      int64_t step = 1;  // the product of the sizes inside output dimension d
      for (size_t d = o_end; d-- > o;) {
        if (step == 1) {
          out.contiguity[d] = gcd(in.contiguity[i], to[d]);
          out.constancy[d] = gcd(in.constancy[i], to[d]);
          out.divisibility[d] = out.contiguity[d] == in.contiguity[i]
                                    ? in.divisibility[i]
                                    : gcd(in.divisibility[i], std::min(kHuge, out.contiguity[d] * unit));
        } else {
          out.contiguity[d] = 1;
          out.constancy[d] = in.constancy[i] % step == 0 ? gcd(in.constancy[i] / step, to[d]) : 1;
          out.divisibility[d] = gcd(in.divisibility[i], std::min(kHuge, step * unit));
        }
        step *= to[d];
      }
    }
    // Several dimensions into several others (not a split or a merge): left unknown.
    i = i_end, o = o_end;
  }
  return out;
}

AxisInfo Lowering::axis_info(ValueId value) const {
  if (auto found = axis_.find(value); found != axis_.end()) return found->second;
  for (const auto& argument : kernel_.arguments)
    if (argument.value == value) return uniform(type(value), argument.divisibility);
  return unknown(type(value));
}

void Lowering::analyze(const Op& op) {
  if (op.results.empty()) return;
  const Type& result = type(op.results[0]);
  auto info = [&](ValueId value) { return axis_info(value); };
  auto broadcast_scalar = [&](const AxisInfo& scalar) { return uniform(result, scalar.divisibility[0]); };
  AxisInfo out = unknown(result);
  const size_t rank = out.contiguity.size();
  switch (op.kind) {
    case OpKind::constant:
      out = uniform(result, result.dtype.is_integer() ? largest_power_of_two_dividing(op.integer("value")) : 1);
      if (result.dtype.is_integer() && op.integer("value") >= 0) out.value = op.integer("value");
      break;
    case OpKind::arange:
      out.contiguity[0] = result.shape[0];
      out.divisibility[0] = largest_power_of_two_dividing(op.integer("start"));
      break;
    case OpKind::splat: out = broadcast_scalar(info(op.operands[0])), out.value = info(op.operands[0]).value; break;
    case OpKind::convert_layout: out = info(op.operands[0]); break;
    case OpKind::broadcast: {
      AxisInfo in = info(op.operands[0]);
      const Type& source = type(op.operands[0]);
      if (source.is_scalar()) {
        out = broadcast_scalar(in);
        out.value = in.value;
        break;
      }
      out = in;
      for (size_t d = 0; d < rank; ++d)
        if (source.shape[d] == 1 && result.shape[d] > 1) out.contiguity[d] = 1, out.constancy[d] = result.shape[d];
      break;
    }
    case OpKind::expand_dims: {
      const AxisInfo in = info(op.operands[0]);
      const auto axis = static_cast<size_t>(op.integer("axis"));
      out = in;
      const int64_t smallest = *std::min_element(in.divisibility.begin(), in.divisibility.end());
      out.contiguity.insert(out.contiguity.begin() + axis, 1);
      out.divisibility.insert(out.divisibility.begin() + axis, smallest);
      out.constancy.insert(out.constancy.begin() + axis, 1);
      break;
    }
    case OpKind::add: case OpKind::sub: case OpKind::addptr: {
      const AxisInfo a = info(op.operands[0]), b = info(op.operands[1]);
      const int64_t scale = op.kind == OpKind::addptr ? std::max(1, result.dtype.pointee().bytes()) : 1;
      for (size_t d = 0; d < rank; ++d) {
        out.contiguity[d] = gcd(a.contiguity[d], b.constancy[d]);
        if (op.kind != OpKind::sub) out.contiguity[d] = std::max(out.contiguity[d], gcd(b.contiguity[d], a.constancy[d]));
        out.divisibility[d] = gcd(a.divisibility[d], std::min(kHuge, b.divisibility[d] * scale));
        out.constancy[d] = gcd(a.constancy[d], b.constancy[d]);
      }
      break;
    }
    case OpKind::mul: {
      const AxisInfo a = info(op.operands[0]), b = info(op.operands[1]);
      for (size_t d = 0; d < rank; ++d) {
        out.divisibility[d] = std::min(kHuge, a.divisibility[d] * b.divisibility[d]);
        out.constancy[d] = gcd(a.constancy[d], b.constancy[d]);
      }
      break;
    }
    case OpKind::div: case OpKind::rem: {
      // By a power-of-two constant c, of non-negative offsets (as Triton assumes): a run of
      // contiguous values starting at a multiple of c gives quotients equal over aligned runs of c
      // and remainders contiguous over them (so `(k / 8) * 128 + k % 8` keeps 8-element runs).
      const AxisInfo a = info(op.operands[0]), b = info(op.operands[1]);
      const int64_t c = b.value;
      if (!result.dtype.is_integer() || c <= 0 || (c & (c - 1)) != 0) break;
      for (size_t d = 0; d < rank; ++d) {
        const int64_t aligned = gcd(a.contiguity[d], gcd(a.divisibility[d], c));
        if (op.kind == OpKind::div) {
          out.constancy[d] = std::max(a.constancy[d], aligned);
          out.divisibility[d] = a.divisibility[d] % c == 0 ? std::max<int64_t>(1, a.divisibility[d] / c) : 1;
        } else {
          out.contiguity[d] = aligned;
          out.divisibility[d] = gcd(a.divisibility[d], c);
          out.constancy[d] = a.constancy[d];
        }
      }
      break;
    }
    case OpKind::cmp: case OpKind::logical_and: case OpKind::logical_or: case OpKind::select: {
      AxisInfo merged = info(op.operands[0]);
      for (size_t d = 0; d < rank; ++d) out.constancy[d] = merged.constancy[d];
      for (size_t i = 1; i < op.operands.size(); ++i) {
        const AxisInfo other = info(op.operands[i]);
        for (size_t d = 0; d < rank; ++d) out.constancy[d] = gcd(out.constancy[d], other.constancy[d]);
      }
      if (op.kind == OpKind::cmp) {
        // a < b with a contiguous from an aligned start and b a constant multiple of g: equal
        // results in aligned runs of g.
        const AxisInfo a = info(op.operands[0]), b = info(op.operands[1]);
        for (size_t d = 0; d < rank; ++d) {
          const int64_t run = gcd(a.contiguity[d], gcd(a.divisibility[d], b.divisibility[d]));
          if (b.constancy[d] >= run) out.constancy[d] = std::max(out.constancy[d], run);
          const int64_t mirrored = gcd(b.contiguity[d], gcd(b.divisibility[d], a.divisibility[d]));
          if (a.constancy[d] >= mirrored) out.constancy[d] = std::max(out.constancy[d], mirrored);
        }
      }
      break;
    }
    case OpKind::cast:
      if (result.dtype.is_integer() && type(op.operands[0]).dtype.is_integer()) out = info(op.operands[0]);
      break;
    case OpKind::reshape: out = reshaped(info(op.operands[0]), type(op.operands[0]).shape, result); break;
    case OpKind::extract_slice: {
      // Runs shrink to what divides the offset and the slice's extent (gcd(x, 0) = x). A new
      // run starts a multiple of its length past a source run's start, so its first value is
      // divisible by gcd(divisibility, that length in values or bytes); a run that is a whole
      // source run keeps the source's divisibility.
      const AxisInfo in = info(op.operands[0]);
      const std::vector<int64_t> offsets = op.integers("offsets");
      const int64_t unit = result.dtype.pointer ? std::max(1, result.dtype.pointee().bytes()) : 1;
      out = in;
      for (size_t d = 0; d < rank; ++d) {
        const int64_t offset = offsets[d], extent = result.shape[d];
        out.contiguity[d] = gcd(gcd(in.contiguity[d], offset), extent);
        out.constancy[d] = gcd(gcd(in.constancy[d], offset), extent);
        if (out.contiguity[d] != in.contiguity[d] || offset % in.contiguity[d] != 0)
          out.divisibility[d] = gcd(in.divisibility[d], std::min(kHuge, out.contiguity[d] * unit));
      }
      break;
    }
    default: break;
  }
  axis_[op.results[0]] = out;
}

namespace {

// The widest access for a group of registers: along the dimension where the layout's per-thread
// registers, the address contiguity and the mask's constancy all agree.
Access plan_access(const Layout& layout, const AxisInfo& address, const AxisInfo* mask, int element_bytes,
                   int64_t divisibility_scale, int64_t base_alignment, int64_t count_divisibility) {
  Access best;
  best.alignment = element_bytes;
  int dimension = -1;
  for (int d = 0; d < layout.rank(); ++d) {
    int64_t width = std::min<int64_t>(contiguous_registers(layout, d), address.contiguity[d]);
    width = std::min<int64_t>(width, std::max(1, 16 / element_bytes));
    if (mask) width = std::min<int64_t>(width, mask->constancy[d]);
    width = std::min<int64_t>(width, count_divisibility);
    while (width & (width - 1)) width &= width - 1;
    if (width > best.width) best.width = static_cast<int>(width), dimension = d;
  }
  if (dimension >= 0) {
    // A group's first address is a multiple of `width` elements past an aligned run start.
    const int64_t run = std::min(kHuge, address.divisibility[dimension] * divisibility_scale);
    best.alignment = std::max<int64_t>(element_bytes, std::gcd(std::gcd(run, base_alignment),
                                                               int64_t{best.width} * element_bytes));
  }
  return best;
}

}  // namespace

// Lanes and waves that hold a copy of an element another lane or wave also holds (broadcast
// bits of the layout) are masked off for writes, so each element is written once.
static llvm::Value* owner_mask(Lowering& lowering, const Layout& layout) {
  llvm::IRBuilder<>& b = lowering.builder_;
  llvm::Value* owner = b.getTrue();
  for (int in = 1; in <= 2; ++in) {
    const auto& bases = layout.linear().in_dims()[in].bases;
    for (size_t bit = 0; bit < bases.size(); ++bit) {
      bool zero = true;
      for (int32_t value : bases[bit]) zero = zero && value == 0;
      if (!zero) continue;
      llvm::Value* id = in == 1 ? lowering.lane() : lowering.wave();
      owner = b.CreateAnd(owner, b.CreateICmpEQ(b.CreateAnd(id, 1u << bit), b.getInt32(0)));
    }
  }
  return owner;
}

// Runs `body` only where `condition` holds (a branch; EXEC masking on the GPU); returns the
// merged result with `otherwise` elsewhere.
static llvm::Value* guarded(Lowering& lowering, llvm::Value* condition, llvm::Value* otherwise,
                            const std::function<llvm::Value*()>& body) {
  llvm::IRBuilder<>& b = lowering.builder_;
  if (auto* constant = llvm::dyn_cast<llvm::ConstantInt>(condition); constant && constant->isOne()) return body();
  llvm::BasicBlock* before = b.GetInsertBlock();
  auto* then_block = llvm::BasicBlock::Create(lowering.context_, "guard", lowering.function_);
  auto* merge = llvm::BasicBlock::Create(lowering.context_, "guard.end", lowering.function_);
  b.CreateCondBr(condition, then_block, merge);
  b.SetInsertPoint(then_block);
  llvm::Value* value = body();
  llvm::BasicBlock* end = b.GetInsertBlock();
  b.CreateBr(merge);
  b.SetInsertPoint(merge);
  if (!otherwise) return nullptr;
  llvm::PHINode* phi = b.CreatePHI(otherwise->getType(), 2);
  phi->addIncoming(value, end);
  phi->addIncoming(otherwise, before);
  return phi;
}

static int64_t pointer_alignment(Lowering& lowering, ValueId pointer) {
  for (const auto& argument : lowering.kernel_.arguments)
    if (argument.value == pointer) return argument.divisibility;
  auto found = lowering.axis_.find(pointer);
  if (found == lowering.axis_.end()) return 1;
  return *std::min_element(found->second.divisibility.begin(), found->second.divisibility.end());
}

// Whether loads through `pointer` may carry !invariant.load: it derives from an invariant
// argument (ArgOptions::invariant). LLVM may then select scalar loads for uniform addresses
// inside loops that store, and move them freely.
static bool invariant_memory(const Lowering& lowering, ValueId pointer) {
  const KernelParameter* argument = lowering.kernel_.pointer_argument(pointer);
  return argument && argument->invariant;
}
static llvm::Value* mark_invariant(Lowering& lowering, bool invariant, llvm::LoadInst* load) {
  if (invariant) load->setMetadata(llvm::LLVMContext::MD_invariant_load, llvm::MDNode::get(lowering.context_, {}));
  return load;
}

void Lowering::lower_load(const Op& op) {
  const Type& pointer_type = type(op.operands[0]);
  const DType element = pointer_type.dtype.pointee();
  llvm::Type* storage = storage_type(element);
  const int bytes = std::max(1, element.bytes());
  const Values& pointers = get(op.operands[0]);
  const bool masked = op.operands.size() > 1;
  const Values* masks = masked ? &get(op.operands[1]) : nullptr;
  const Values* others = masked ? &get(op.operands[2]) : nullptr;
  auto to_value = [&](llvm::Value* stored) -> llvm::Value* {
    return element.is_bool() ? builder_.CreateICmpNE(stored, builder_.getInt8(0)) : stored;
  };
  auto to_storage = [&](llvm::Value* value) -> llvm::Value* {
    return element.is_bool() ? builder_.CreateZExt(value, storage) : value;
  };
  if (pointer_type.is_scalar()) {
    const int64_t alignment = std::gcd(pointer_alignment(*this, op.operands[0]), int64_t{bytes});
    const bool invariant = invariant_memory(*this, op.operands[0]);
    auto load = [&]() -> llvm::Value* {
      return mark_invariant(*this, invariant, builder_.CreateAlignedLoad(storage, pointers[0], llvm::Align(alignment)));
    };
    llvm::Value* value = masked ? guarded(*this, (*masks)[0], to_storage((*others)[0]), load) : load();
    set(op.results[0], {to_value(value)});
    return;
  }
  set(op.results[0], load_tensor(op.operands[0], masked ? op.operands[1] : kNoValue, others));
}

Values Lowering::load_tensor(ValueId pointer, ValueId mask, const Values* others) {
  const Type& pointer_type = type(pointer);
  const DType element = pointer_type.dtype.pointee();
  llvm::Type* storage = storage_type(element);
  const Values& pointers = get(pointer);
  const bool masked = mask != kNoValue;
  const Values* masks = masked ? &get(mask) : nullptr;
  auto to_value = [&](llvm::Value* stored) -> llvm::Value* {
    return element.is_bool() ? builder_.CreateICmpNE(stored, builder_.getInt8(0)) : stored;
  };
  auto to_storage = [&](llvm::Value* value) -> llvm::Value* {
    return element.is_bool() ? builder_.CreateZExt(value, storage) : value;
  };
  const TensorAccess access = plan_tensor_access(pointer, mask);
  Values results(pointers.size());
  auto* vector_type = llvm::FixedVectorType::get(storage, access.width);
  const bool invariant = invariant_memory(*this, pointer);
  for (size_t group = 0; group < pointers.size(); group += access.width) {
    auto load = [&]() -> llvm::Value* {
      return mark_invariant(*this, invariant, builder_.CreateAlignedLoad(vector_type, pointers[group], llvm::Align(access.alignment)));
    };
    llvm::Value* fill = nullptr;
    if (masked) {
      fill = llvm::PoisonValue::get(vector_type);
      for (int i = 0; i < access.width; ++i) fill = builder_.CreateInsertElement(fill, to_storage((*others)[group + i]), i);
    }
    llvm::Value* vector = masked ? guarded(*this, (*masks)[group], fill, load) : load();
    for (int i = 0; i < access.width; ++i) results[group + i] = to_value(builder_.CreateExtractElement(vector, i));
  }
  return results;
}

Lowering::TensorAccess Lowering::plan_tensor_access(ValueId pointer, ValueId mask) {
  const Type& pointer_type = type(pointer);
  const int bytes = std::max(1, pointer_type.dtype.pointee().bytes());
  const AxisInfo* mask_info = mask != kNoValue ? &axis_.at(mask) : nullptr;
  const auto planned = plan_access(pointer_type.layout, axis_.at(pointer), mask_info, bytes, 1, kHuge, kHuge);
  return {planned.width, planned.alignment};
}

void Lowering::lower_store(const Op& op) {
  const Type& pointer_type = type(op.operands[0]);
  const DType element = pointer_type.dtype.pointee();
  llvm::Type* storage = storage_type(element);
  const int bytes = std::max(1, element.bytes());
  const Values &pointers = get(op.operands[0]), &values = get(op.operands[1]);
  const bool masked = op.operands.size() > 2;
  auto to_storage = [&](llvm::Value* value) -> llvm::Value* {
    return element.is_bool() ? builder_.CreateZExt(value, storage) : value;
  };
  if (pointer_type.is_scalar()) {
    const int64_t alignment = std::gcd(pointer_alignment(*this, op.operands[0]), int64_t{bytes});
    llvm::Value* condition = masked ? get(op.operands[2])[0] : builder_.getTrue();
    guarded(*this, condition, nullptr, [&]() -> llvm::Value* {
      builder_.CreateAlignedStore(to_storage(values[0]), pointers[0], llvm::Align(alignment));
      return nullptr;
    });
    return;
  }
  const AxisInfo* mask_info = masked ? &axis_.at(op.operands[2]) : nullptr;
  const Access access = plan_access(pointer_type.layout, axis_.at(op.operands[0]), mask_info, bytes, 1, kHuge, kHuge);
  llvm::Value* owner = owner_mask(*this, pointer_type.layout);
  auto* vector_type = llvm::FixedVectorType::get(storage, access.width);
  for (size_t group = 0; group < pointers.size(); group += access.width) {
    llvm::Value* vector = llvm::PoisonValue::get(vector_type);
    for (int i = 0; i < access.width; ++i) vector = builder_.CreateInsertElement(vector, to_storage(values[group + i]), i);
    llvm::Value* condition = masked ? builder_.CreateAnd(get(op.operands[2])[group], owner) : owner;
    guarded(*this, condition, nullptr, [&]() -> llvm::Value* {
      builder_.CreateAlignedStore(vector, pointers[group], llvm::Align(access.alignment));
      return nullptr;
    });
  }
}

void Lowering::lower_atomic(const Op& op) {
  const Type& pointer_type = type(op.operands[0]);
  const DType element = pointer_type.dtype.pointee();
  const auto kind = static_cast<AtomicKind>(op.integer("atomic"));
  const Values &pointers = get(op.operands[0]), &values = get(op.operands[1]);
  const bool masked = op.operands.size() > 2;
  using Operation = llvm::AtomicRMWInst::BinOp;
  Operation operation = kind == AtomicKind::add ? (element.is_float() ? Operation::FAdd : Operation::Add)
                                                : (element.is_float() ? Operation::FMax
                                                                      : (element == u32 ? Operation::UMax : Operation::Max));
  auto update = [&](size_t r) -> llvm::Value* {
    return builder_.CreateAtomicRMW(operation, pointers[r], values[r], llvm::MaybeAlign(element.bytes()),
                                    llvm::AtomicOrdering::Monotonic, context_.getOrInsertSyncScopeID("agent"));
  };
  if (pointer_type.is_scalar()) {
    // The workgroup's one update, by its first thread, after every wave has reached it (so a
    // release fence before it covers the whole workgroup's writes); the old value goes to every
    // thread through readlane (one wave) or an LDS slot (several), a uniform scalar.
    llvm::Value* first = builder_.CreateICmpEQ(lane(), i32(0));
    const bool waves = kernel_.waves > 1;
    if (waves) {
      if (arrived_) error(op, "a workgroup's atomic between barrier_arrive and barrier_wait; finish the split barrier first");
      first = builder_.CreateAnd(first, builder_.CreateICmpEQ(wave(), i32(0)));
      emit_barrier(BarrierMemory::all);
    }
    llvm::Value* condition = masked ? builder_.CreateAnd(get(op.operands[2])[0], first) : first;
    llvm::Value* zero = llvm::Constant::getNullValue(values[0]->getType());
    llvm::Value* old = guarded(*this, condition, zero, [&] { return update(0); });
    if (waves) {
      // The slot's write and reads are tracked like any LDS access, so a later op reusing the
      // scratch bytes waits for every wave's read.
      llvm::Value* slot = lds_pointer(i32(lds_plan_.scratch_offsets.at(&op)));
      for (const auto& access : lds_accesses(op))
        if (access.write) before_lds(op, access);
      guarded(*this, first, nullptr, [&]() -> llvm::Value* {
        builder_.CreateAlignedStore(old, slot, llvm::Align(4));
        return nullptr;
      });
      emit_barrier();
      for (const auto& access : lds_accesses(op))
        if (!access.write) before_lds(op, access);
      old = builder_.CreateAlignedLoad(old->getType(), slot, llvm::Align(4));
      old = call(llvm::Intrinsic::amdgcn_readfirstlane, {old->getType()}, {old});
    } else {
      old = call(llvm::Intrinsic::amdgcn_readlane, {old->getType()}, {old, i32(0)});
    }
    set(op.results[0], {old});
    return;
  }
  llvm::Value* owner = owner_mask(*this, pointer_type.layout);
  Values results;
  for (size_t r = 0; r < pointers.size(); ++r) {
    llvm::Value* condition = masked ? builder_.CreateAnd(get(op.operands[2])[r], owner) : owner;
    // Masked-off elements read 0, so the result is defined everywhere.
    results.push_back(guarded(*this, condition, llvm::Constant::getNullValue(values[r]->getType()), [&] { return update(r); }));
  }
  set(op.results[0], results);
}

void Lowering::lower_buffer(const Op& op) {
  const bool store = op.kind == OpKind::buffer_store;
  const Type& offsets_type = type(op.operands[1]);
  const DType element = type(op.operands[0]).dtype.pointee();
  const int bytes = std::max(1, element.bytes());
  const ValueId count = op.operands[store ? 3 : 2];
  // The base and the count are scalars (uniform by the DSL's rules), but LLVM cannot always
  // prove it (a base computed from a loaded value inside a loop): without readfirstlane the
  // resource would be built in VGPRs and every access would become a waterfall loop.
  auto uniform = [&](llvm::Value* value) { return call(llvm::Intrinsic::amdgcn_readfirstlane, {value->getType()}, {value}); };
  llvm::Value* records = builder_.CreateMul(builder_.CreateZExt(uniform(get(count)[0]), builder_.getInt64Ty()),
                                            builder_.getInt64(bytes));
  llvm::Value* base = uniform(get(op.operands[0])[0]);
  auto* resource_type = llvm::PointerType::get(context_, 8);
  llvm::Value* resource = call(llvm::Intrinsic::amdgcn_make_buffer_rsrc, {resource_type, base->getType()},
                               {base, builder_.getInt16(0), records, i32(target_->buffer_flags())});
  // Vectorise only across whole groups inside the range: the element count's divisibility.
  const int64_t count_divisibility = axis_.count(count) ? axis_.at(count).divisibility[0] : [&] {
    for (const auto& argument : kernel_.arguments)
      if (argument.value == count) return argument.divisibility;
    return int64_t{1};
  }();
  const Access access = plan_access(offsets_type.layout, axis_.at(op.operands[1]), nullptr, bytes, bytes,
                                    pointer_alignment(*this, op.operands[0]), count_divisibility);
  const int total_bits = access.width * bytes * 8;
  llvm::Type* raw = total_bits <= 32 ? static_cast<llvm::Type*>(builder_.getIntNTy(total_bits))
                                     : llvm::FixedVectorType::get(builder_.getInt32Ty(), total_bits / 32);
  auto* vector_type = llvm::FixedVectorType::get(storage_type(element), access.width);
  const Values& offsets = get(op.operands[1]);
  Values results(offsets.size());
  llvm::Value* owner = store ? owner_mask(*this, offsets_type.layout) : nullptr;
  for (size_t group = 0; group < offsets.size(); group += access.width) {
    llvm::Value* byte_offset = builder_.CreateMul(offsets[group], i32(bytes));
    if (store) {
      llvm::Value* vector = llvm::PoisonValue::get(vector_type);
      for (int i = 0; i < access.width; ++i)
        vector = builder_.CreateInsertElement(vector, get(op.operands[2])[group + i], i);
      // Duplicates of an element write to an offset past every range, which the hardware drops.
      byte_offset = builder_.CreateSelect(owner, byte_offset, i32(0x80000000u));
      call(llvm::Intrinsic::amdgcn_raw_ptr_buffer_store, {raw},
           {builder_.CreateBitCast(vector, raw), resource, byte_offset, i32(0), i32(0)});
    } else {
      llvm::Value* loaded = call(llvm::Intrinsic::amdgcn_raw_ptr_buffer_load, {raw}, {resource, byte_offset, i32(0), i32(0)});
      llvm::Value* vector = builder_.CreateBitCast(loaded, vector_type);
      for (int i = 0; i < access.width; ++i) results[group + i] = builder_.CreateExtractElement(vector, i);
    }
  }
  if (!store) set(op.results[0], results);
}

void Lowering::lower_lds_access(const Op& op) {
  const Type& buffer = type(op.operands[0]);
  for (const auto& access : lds_accesses(op)) before_lds(op, access);
  const bool store = op.kind == OpKind::lds_store;
  const Layout& layout = store ? type(op.operands[1]).layout : type(op.results[0]).layout;
  const LdsLayout lds = buffer_lds_layout(kernel_, op.operands[0]);
  Values results = lds_transfer(layout, lds, get(op.operands[0])[0], buffer.dtype, store ? &get(op.operands[1]) : nullptr);
  if (!store) set(op.results[0], results);
}

void Lowering::lower_assert(const Op& op) {
  llvm::Value* all = builder_.getTrue();
  for (llvm::Value* value : get(op.operands[0])) all = builder_.CreateAnd(all, value);
  auto* failure = llvm::BasicBlock::Create(context_, fmt::format("assert.fail{}", assert_count_++), function_);
  auto* next = llvm::BasicBlock::Create(context_, "assert.ok", function_);
  builder_.CreateCondBr(all, next, failure);
  builder_.SetInsertPoint(failure);
  // s_trap: the emulator and the HIP runtime report the faulting kernel and address.
  call(llvm::Intrinsic::trap, {}, {});
  builder_.CreateUnreachable();
  builder_.SetInsertPoint(next);
}

}  // namespace gfxtile::tile
