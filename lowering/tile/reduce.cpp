// Reductions and scans: first within a thread, then across the lanes that hold other elements of
// the axis (butterfly exchanges with the target's fastest cross-lane op), then across waves
// through LDS. Which lanes and waves take part follows from the layout's bases.

#include <algorithm>
#include <map>

#include <fmt/format.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/IntrinsicsAMDGPU.h>

#include "lowering/tile/lowering_internal.h"

namespace gfxtile::tile {
namespace {

// Bases along `in` that touch `axis` must touch nothing else (true of blocked layouts).
void require_pure(Lowering& lowering, const Op& op, const Layout& layout, int in, int axis) {
  if (axis < 0) return;
  for (const auto& basis : layout.linear().in_dims()[in].bases) {
    if (basis[axis] == 0) continue;
    for (int d = 0; d < layout.rank(); ++d)
      if (d != axis && basis[d] != 0)
        lowering.error(op, fmt::format("the layout mixes dimension {} with others in one {} bit; convert_layout to a "
                                       "blocked layout first", axis, layout.linear().in_dims()[in].name));
  }
}

}  // namespace

// Any value as 32-bit words, so that 32-bit lane exchanges can move it.
static std::vector<llvm::Value*> to_words(llvm::IRBuilder<>& b, llvm::Value* value) {
  llvm::Type* type = value->getType();
  if (type->isPointerTy()) value = b.CreatePtrToInt(value, b.getInt64Ty()), type = value->getType();
  const unsigned bits = type->getPrimitiveSizeInBits();
  llvm::Value* integer = type->isIntegerTy() ? value : b.CreateBitCast(value, b.getIntNTy(bits));
  if (bits == 64)
    return {b.CreateTrunc(integer, b.getInt32Ty()), b.CreateTrunc(b.CreateLShr(integer, 32), b.getInt32Ty())};
  return {bits < 32 ? b.CreateZExt(integer, b.getInt32Ty()) : integer};
}

static llvm::Value* from_words(llvm::IRBuilder<>& b, const std::vector<llvm::Value*>& words, llvm::Type* type) {
  const unsigned bits = type->isPointerTy() ? 64 : type->getPrimitiveSizeInBits();
  llvm::Value* integer = words[0];
  if (bits == 64)
    integer = b.CreateOr(b.CreateZExt(words[0], b.getInt64Ty()), b.CreateShl(b.CreateZExt(words[1], b.getInt64Ty()), 32));
  else if (bits < 32)
    integer = b.CreateTrunc(integer, b.getIntNTy(bits));
  if (type->isPointerTy()) return b.CreateIntToPtr(integer, type);
  return type->isIntegerTy() ? integer : b.CreateBitCast(integer, type);
}

llvm::Value* Lowering::shuffle_xor(llvm::Value* value, int mask, bool replicated_below) {
  std::vector<llvm::Value*> words = to_words(builder_, value);
  for (auto& word : words) word = target_->shuffle_xor(builder_, word, lane_, mask, replicated_below);
  return from_words(builder_, words, value->getType());
}

llvm::Value* Lowering::shuffle_from(llvm::Value* value, llvm::Value* source_lane) {
  std::vector<llvm::Value*> words = to_words(builder_, value);
  for (auto& word : words) word = bpermute(builder_, word, source_lane);
  return from_words(builder_, words, value->getType());
}

void Lowering::lower_reduce(const Op& op) {
  const Type& source = type(op.operands[0]);
  const Layout& layout = source.layout;
  const int axis = static_cast<int>(op.integer("axis", -1));
  const auto kind = static_cast<ReduceKind>(op.integer("reduce"));
  const bool arg = kind == ReduceKind::argmax;
  const DType dtype = source.dtype;
  const Values& values = get(op.operands[0]);
  require_pure(*this, op, layout, 0, axis);
  require_pure(*this, op, layout, 1, axis);
  require_pure(*this, op, layout, 2, axis);

  struct Partial {
    llvm::Value* value;
    llvm::Value* index;  // argmax only
    int first_register;
  };
  auto better = [&](const Partial& a, const Partial& b) -> Partial {
    if (!arg) return {combine(kind, a.value, b.value, dtype), nullptr, a.first_register};
    // b wins when larger, or equal with a smaller index: the first maximum.
    llvm::Value* larger = dtype.is_float() ? builder_.CreateFCmpOGT(b.value, a.value)
                                           : (dtype == u32 ? builder_.CreateICmpUGT(b.value, a.value)
                                                           : builder_.CreateICmpSGT(b.value, a.value));
    llvm::Value* equal = dtype.is_float() ? builder_.CreateFCmpOEQ(b.value, a.value) : builder_.CreateICmpEQ(b.value, a.value);
    llvm::Value* take = builder_.CreateOr(larger, builder_.CreateAnd(equal, builder_.CreateICmpSLT(b.index, a.index)));
    return {builder_.CreateSelect(take, b.value, a.value), builder_.CreateSelect(take, b.index, a.index), a.first_register};
  };
  // 1. Within the thread: registers that differ only along the axis.
  std::map<uint64_t, Partial> groups;
  for (int reg = 0; reg < layout.registers(); ++reg) {
    auto coordinate = layout.linear().apply({reg, 0, 0});
    for (int d = 0; d < layout.rank(); ++d)
      if (axis < 0 || d == axis) coordinate[d] = 0;
    const uint64_t key = layout.linear().pack(coordinate);
    llvm::Value* index = nullptr;
    if (arg) index = axis < 0 ? linear_index(layout, reg) : coordinates(layout, reg)[axis];
    Partial element{values[reg], index, reg};
    auto found = groups.find(key);
    if (found == groups.end()) groups.emplace(key, element);
    else found->second = better(found->second, element);
  }
  // 2. Across lanes. Once every lane bit below `bit` has been exchanged, the lanes that differ
  // only there hold equal values, which lets the target take a mirrored partner.
  uint64_t exchanged = 0;
  const std::vector<int> lane_bits = lane_bits_along(layout, axis);
  for (size_t step = 0; step < lane_bits.size(); ++step) {
    const int bit = lane_bits[step];
    const uint64_t below = (uint64_t{1} << bit) - 1;
    const bool replicated_below = (exchanged & below) == below;
    // The last two steps of a whole-wave reduction (lanes 0-15 of each row hold the row's value):
    // row 1 gets row 0's and row 3 row 2's, then rows 2 and 3 row 1's (TargetLowering::row_broadcast), so
    // lane 63 holds ((r3 r2) (r1 r0)), the butterfly's tree; every lane takes it by readlane.
    if (!arg && bit == 4 && replicated_below && step + 1 < lane_bits.size() && lane_bits[step + 1] == 5 &&
        kernel_.wave_size() == 64 && target_->reduces_rows_by_broadcast()) {
      for (auto& [key, partial] : groups) {
        for (int stage = 0; stage < 2; ++stage) {
          std::vector<llvm::Value*> words = to_words(builder_, partial.value);
          for (auto& word : words) word = target_->row_broadcast(builder_, word, stage);
          partial.value = combine(kind, partial.value, from_words(builder_, words, partial.value->getType()), dtype);
        }
        std::vector<llvm::Value*> words = to_words(builder_, partial.value);
        for (auto& word : words) word = call(llvm::Intrinsic::amdgcn_readlane, {word->getType()}, {word, i32(63)});
        partial.value = from_words(builder_, words, partial.value->getType());
      }
      break;
    }
    for (auto& [key, partial] : groups) {
      Partial other{shuffle_xor(partial.value, 1 << bit, replicated_below),
                    arg ? shuffle_xor(partial.index, 1 << bit, replicated_below) : nullptr, 0};
      partial = better(partial, other);
    }
    exchanged |= uint64_t{1} << bit;
  }
  // 3. Across waves, through LDS.
  const auto wave_bits = wave_bits_along(layout, axis);
  if (!wave_bits.empty()) {
    const int64_t base = lds_plan_.scratch_offsets.at(&op);
    const int64_t waves = int64_t{1} << wave_bits.size();
    const int64_t outputs = axis < 0 ? 1 : source.elements() / source.shape[axis];
    const int value_bytes = std::max(4, dtype.bytes());
    llvm::Value* wave_index = i32(0);
    for (size_t i = 0; i < wave_bits.size(); ++i)
      wave_index = builder_.CreateOr(wave_index, builder_.CreateShl(builder_.CreateAnd(builder_.CreateLShr(wave_, wave_bits[i]), 1), i));
    auto output_index = [&](const Partial& partial) -> llvm::Value* {
      if (axis < 0) return i32(0);
      auto coordinate = coordinates(layout, partial.first_register);
      llvm::Value* index = i32(0);
      for (int d = 0; d < layout.rank(); ++d)
        if (d != axis) index = builder_.CreateAdd(builder_.CreateMul(index, i32(source.shape[d])), coordinate[d]);
      return index;
    };
    auto slot = [&](llvm::Value* wave_slot, llvm::Value* output, int64_t array, int bytes) {
      llvm::Value* index = builder_.CreateAdd(builder_.CreateMul(wave_slot, i32(outputs)), output);
      return lds_pointer(builder_.CreateAdd(i32(base + array), builder_.CreateMul(index, i32(bytes))));
    };
    const int64_t index_array = waves * outputs * value_bytes;
    for (const auto& access : lds_accesses(op))
      if (access.write) before_lds(op, access);
    for (auto& [key, partial] : groups) {
      llvm::Value* output = output_index(partial);
      builder_.CreateStore(partial.value, slot(wave_index, output, 0, value_bytes));
      if (arg) builder_.CreateStore(partial.index, slot(wave_index, output, index_array, 4));
    }
    emit_barrier();
    for (const auto& access : lds_accesses(op))
      if (!access.write) before_lds(op, access);
    for (auto& [key, partial] : groups) {
      llvm::Value* output = output_index(partial);
      Partial total{nullptr, nullptr, partial.first_register};
      for (int64_t w = 0; w < waves; ++w) {
        Partial next{builder_.CreateLoad(values[0]->getType(), slot(i32(w), output, 0, value_bytes)),
                     arg ? builder_.CreateLoad(builder_.getInt32Ty(), slot(i32(w), output, index_array, 4)) : nullptr,
                     partial.first_register};
        total = w == 0 ? next : better(total, next);
      }
      partial = total;
    }
  }
  const Type& result = type(op.results[0]);
  auto pick = [&](const Partial& partial) { return arg ? partial.index : partial.value; };
  if (result.is_scalar()) {
    llvm::Value* value = pick(groups.begin()->second);
    // readfirstlane takes 32-bit and wider values: narrow integers go through i32.
    const bool narrow = value->getType()->isIntegerTy() && value->getType()->getIntegerBitWidth() < 32;
    llvm::Value* word = narrow ? builder_.CreateZExt(value, builder_.getInt32Ty()) : value;
    llvm::Value* uniform = call(llvm::Intrinsic::amdgcn_readfirstlane, {word->getType()}, {word});
    set(op.results[0], {word == value ? uniform : builder_.CreateTrunc(uniform, value->getType())});
    return;
  }
  Values results;
  for (int reg = 0; reg < result.layout.registers(); ++reg) {
    auto coordinate = result.layout.linear().apply({reg, 0, 0});
    coordinate.insert(coordinate.begin() + axis, 0);
    auto found = groups.find(layout.linear().pack(coordinate));
    if (found == groups.end()) error(op, "internal error: a reduced register has no source group");
    results.push_back(pick(found->second));
  }
  set(op.results[0], results);
}

void Lowering::lower_scan(const Op& op) {
  const Type& source = type(op.operands[0]);
  const Layout& layout = source.layout;
  const int axis = static_cast<int>(op.integer("axis"));
  const auto kind = static_cast<ReduceKind>(op.integer("reduce"));
  const DType dtype = source.dtype;
  const Values& values = get(op.operands[0]);
  const char* name = kind == ReduceKind::sum ? "cumsum" : "cumprod";
  for (int in = 0; in < 3; ++in) require_pure(*this, op, layout, in, axis);
  // Lane and wave bits along the axis, by the axis step they contribute: they must continue one
  // another (lanes below waves), with registers only below or above them.
  auto steps_of = [&](int in, const std::vector<int>& bits) {
    std::vector<std::pair<int32_t, int>> steps;
    for (int bit : bits) steps.emplace_back(layout.linear().in_dims()[in].bases[bit][axis], bit);
    std::sort(steps.begin(), steps.end());
    return steps;
  };
  const auto lane_steps = steps_of(1, lane_bits_along(layout, axis));
  const auto wave_steps = steps_of(2, wave_bits_along(layout, axis));
  std::vector<int32_t> spread;
  for (const auto& step : lane_steps) spread.push_back(step.first);
  for (const auto& step : wave_steps) spread.push_back(step.first);
  const int32_t lowest = spread.empty() ? INT32_MAX : spread.front();
  const int32_t highest = spread.empty() ? 0 : spread.back();
  for (size_t j = 0; j < spread.size(); ++j)
    if (spread[j] != lowest << j)
      error(op, fmt::format("{}: the lanes and waves along the axis are not consecutive (lanes first); use a blocked "
                            "layout", name));
  for (const auto& basis : layout.linear().in_dims()[0].bases)
    if (basis[axis] > lowest && basis[axis] < highest)
      error(op, fmt::format("{}: the layout interleaves register bits with lane or wave bits along the axis; use a "
                            "blocked layout", name));

  // Lane index along the axis, and the lane holding a given index (other lane bits kept).
  uint32_t axis_lane_mask = 0;
  for (const auto& [step, bit] : lane_steps) axis_lane_mask |= 1u << bit;
  llvm::Value* lane_index = i32(0);
  for (size_t j = 0; j < lane_steps.size(); ++j)
    lane_index = builder_.CreateOr(lane_index, builder_.CreateShl(builder_.CreateAnd(builder_.CreateLShr(lane_, lane_steps[j].second), 1), j));
  auto lane_of = [&](llvm::Value* index) {
    llvm::Value* lane = builder_.CreateAnd(lane_, ~axis_lane_mask);
    for (size_t j = 0; j < lane_steps.size(); ++j)
      lane = builder_.CreateOr(lane, builder_.CreateShl(builder_.CreateAnd(builder_.CreateLShr(index, j), 1), lane_steps[j].second));
    return lane;
  };
  llvm::Value* wave_index = i32(0);
  for (size_t j = 0; j < wave_steps.size(); ++j)
    wave_index = builder_.CreateOr(wave_index, builder_.CreateShl(builder_.CreateAnd(builder_.CreateLShr(wave_, wave_steps[j].second), 1), j));

  // Registers grouped by their other coordinates, then in chunks by the part of the axis above
  // the lanes and waves.
  struct Chunk {
    std::vector<std::pair<int32_t, int>> registers;  // (axis position, register), sorted
    std::vector<llvm::Value*> inclusive;              // within the thread
    llvm::Value* exclusive = nullptr;                 // over the lanes before this one
    llvm::Value* total = nullptr;                     // over the wave's lanes
  };
  std::map<uint64_t, std::map<int32_t, Chunk>> groups;
  std::map<uint64_t, int> group_register;  // a register of each group, for its coordinates
  for (int reg = 0; reg < layout.registers(); ++reg) {
    auto coordinate = layout.linear().apply({reg, 0, 0});
    const int32_t position = coordinate[axis];
    coordinate[axis] = 0;
    const uint64_t key = layout.linear().pack(coordinate);
    const int32_t high = spread.empty() ? 0 : position & ~(lowest - 1);
    groups[key][high].registers.emplace_back(position, reg);
    group_register.emplace(key, reg);
  }
  llvm::Value* last_lane = lane_of(i32((1 << lane_steps.size()) - 1));
  for (auto& [key, chunks] : groups)
    for (auto& [high, chunk] : chunks) {
      std::sort(chunk.registers.begin(), chunk.registers.end());
      llvm::Value* running = nullptr;
      for (const auto& [position, reg] : chunk.registers) {
        running = running ? combine(kind, running, values[reg], dtype) : values[reg];
        chunk.inclusive.push_back(running);
      }
      chunk.exclusive = identity(kind, dtype);
      chunk.total = running;
      if (lane_steps.empty()) continue;
      // Hillis-Steele over the lanes along the axis.
      llvm::Value* scanned = running;
      for (size_t j = 0; j < lane_steps.size(); ++j) {
        llvm::Value* has = builder_.CreateICmpUGE(lane_index, i32(1 << j));
        llvm::Value* other = shuffle_from(scanned, lane_of(builder_.CreateSub(lane_index, i32(1 << j))));
        scanned = builder_.CreateSelect(has, combine(kind, scanned, other, dtype), scanned);
      }
      llvm::Value* previous = shuffle_from(scanned, lane_of(builder_.CreateSub(lane_index, i32(1))));
      chunk.exclusive = builder_.CreateSelect(builder_.CreateICmpEQ(lane_index, i32(0)), identity(kind, dtype), previous);
      chunk.total = shuffle_from(scanned, last_lane);
    }

  // Across waves: every wave publishes its chunk totals in LDS; each thread combines those of
  // the waves before it (and whole earlier chunks).
  const int64_t waves = int64_t{1} << wave_steps.size();
  const int64_t outputs = source.elements() / source.shape[axis];
  const int value_bytes = std::max(4, dtype.bytes());
  auto output_index = [&](uint64_t key) -> llvm::Value* {
    auto coordinate = coordinates(layout, group_register.at(key));
    llvm::Value* index = i32(0);
    for (int d = 0; d < layout.rank(); ++d)
      if (d != axis) index = builder_.CreateAdd(builder_.CreateMul(index, i32(source.shape[d])), coordinate[d]);
    return index;
  };
  auto slot = [&](int64_t chunk, llvm::Value* wave_slot, llvm::Value* output) {
    const int64_t base = lds_plan_.scratch_offsets.at(&op);
    llvm::Value* index = builder_.CreateAdd(builder_.CreateMul(builder_.CreateAdd(i32(chunk * waves), wave_slot), i32(outputs)), output);
    return lds_pointer(builder_.CreateAdd(i32(base), builder_.CreateMul(index, i32(value_bytes))));
  };
  if (!wave_steps.empty()) {
    const auto accesses = lds_accesses(op);
    before_lds(op, accesses[0]);
    for (auto& [key, chunks] : groups) {
      llvm::Value* output = output_index(key);
      int64_t c = 0;
      for (auto& [high, chunk] : chunks) builder_.CreateStore(chunk.total, slot(c++, wave_index, output));
    }
    emit_barrier();
    before_lds(op, accesses[1]);
  }
  Values results(values.size());
  for (auto& [key, chunks] : groups) {
    llvm::Value* output = wave_steps.empty() ? nullptr : output_index(key);
    llvm::Value* carry = identity(kind, dtype);
    int64_t c = 0;
    for (auto& [high, chunk] : chunks) {
      llvm::Value* before_wave = identity(kind, dtype);
      llvm::Value* chunk_total = chunk.total;
      if (!wave_steps.empty()) {
        chunk_total = identity(kind, dtype);
        for (int64_t w = 0; w < waves; ++w) {
          llvm::Value* total = builder_.CreateLoad(values[0]->getType(), slot(c, i32(w), output));
          chunk_total = combine(kind, chunk_total, total, dtype);
          before_wave = builder_.CreateSelect(builder_.CreateICmpULT(i32(w), wave_index),
                                              combine(kind, before_wave, total, dtype), before_wave);
        }
      }
      llvm::Value* offset = combine(kind, combine(kind, carry, before_wave, dtype), chunk.exclusive, dtype);
      for (size_t i = 0; i < chunk.registers.size(); ++i)
        results[chunk.registers[i].second] = combine(kind, offset, chunk.inclusive[i], dtype);
      carry = combine(kind, carry, chunk_total, dtype);
      ++c;
    }
  }
  set(op.results[0], results);
}

}  // namespace gfxtile::tile
