// LDS staging through LDS layouts (dsl/lds_layout.h): explicit buffers carry the layout their
// lds_alloc names (row-major when none), convert_layout through LDS uses the conflict-free layout
// derived for its two layouts, and every access is issued as lds_access_plan says (plain vectors,
// or the target's transposing reads), so the bank conflicts the emulator counts are the ones
// lds_cost predicts and the derivation avoided.

#include <algorithm>
#include <bit>
#include <map>
#include <string>

#include <llvm/IR/IntrinsicsAMDGPU.h>

#include "dsl/async.h"
#include "lowering/tile/lowering_internal.h"

namespace gfxtile::tile {

LdsLayout buffer_lds_layout(const Kernel& kernel, ValueId buffer) { return lds_tile_layout(kernel, buffer); }

int64_t lds_stage_bytes(const Kernel& kernel, ValueId root) {
  const int64_t bytes = lds_tile_layout(kernel, root).allocation_elements() * std::max(1, kernel.type(root).dtype.bytes());
  return lds_stages(kernel, root) > 1 ? (bytes + 15) / 16 * 16 : bytes;  // as lds_alloc_stages counts them
}

int64_t lds_buffer_bytes(const Kernel& kernel, ValueId root) { return lds_stages(kernel, root) * lds_stage_bytes(kernel, root); }

LdsLayout conversion_lds_layout(const Kernel& kernel, const Op& op) {
  const Type &source = kernel.type(op.operands[0]), &result = kernel.type(op.results[0]);
  // The search takes milliseconds per candidate family; planning and lowering both ask, and
  // kernels repeat conversions, so results are remembered per (layouts, dtype, target).
  thread_local std::map<std::string, LdsLayout> derived;
  const std::string key = source.layout.linear().to_string() + result.layout.linear().to_string() +
                          source.dtype.name() + std::string(kernel.target.properties().name);
  auto found = derived.find(key);
  if (found == derived.end())
    found = derived.emplace(key, conflict_free_lds_layout(source.layout, result.layout, source.dtype,
                                                          lds_bank_model(kernel.target.architecture)))
                .first;
  return found->second;
}

llvm::Value* Lowering::lds_lane_part(const LinearLayout& offsets) {
  for (const auto& [known, value] : lds_lane_parts_)
    if (known == offsets) return value;
  // Terms whose bits no earlier term of a group touches are ORed into that group; only the groups
  // are XORed. A swizzle's overlapping terms then make two groups, not a chain of XORs (which
  // LLVM fuses into v_xor3_b32 on gfx1250).
  llvm::IRBuilder<> entry(prologue_->getTerminator());
  std::vector<std::pair<llvm::Value*, uint32_t>> groups;
  for (int in = 1; in <= 2; ++in) {
    llvm::Value* id = in == 1 ? lane_ : wave_;
    const auto& bases = offsets.in_dims()[static_cast<size_t>(in)].bases;
    for (size_t bit = 0; bit < bases.size(); ++bit) {
      const auto basis = static_cast<uint32_t>(bases[bit][0]);
      if (basis == 0) continue;
      llvm::Value* set = entry.CreateAnd(entry.CreateLShr(id, static_cast<uint64_t>(bit)), 1);
      llvm::Value* term = entry.CreateMul(set, entry.getInt32(basis));
      auto group = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return (g.second & basis) == 0; });
      if (group == groups.end()) groups.emplace_back(term, basis);
      else group->first = entry.CreateOr(group->first, term), group->second |= basis;
    }
  }
  llvm::Value* part = entry.getInt32(0);
  for (const auto& group : groups) part = part == entry.getInt32(0) ? group.first : entry.CreateXor(part, group.first);
  lds_lane_parts_.emplace_back(offsets, part);
  return part;
}

// A transposing read (dsl/lds_layout.h) of `width` elements at `address`, as <width x storage>.
llvm::Value* Lowering::lds_transposed_load(const LdsTransposedRead& read, llvm::Value* address, DType dtype) {
  const std::string name = read.instruction;
  llvm::Type* storage = storage_type(dtype);
  const int width = read.elements, bits = width * std::max(1, dtype.bytes()) * 8;
  // 16-bit forms return 16-bit vectors; the 8-bit ones return dwords.
  llvm::Type* returned = dtype.bytes() == 2 ? llvm::FixedVectorType::get(builder_.getInt16Ty(), width)
                                            : llvm::FixedVectorType::get(builder_.getInt32Ty(), bits / 32);
  llvm::Intrinsic::ID id = name == "ds_read_b64_tr_b16"  ? llvm::Intrinsic::amdgcn_ds_read_tr16_b64
                           : name == "ds_read_b64_tr_b8" ? llvm::Intrinsic::amdgcn_ds_read_tr8_b64
                           : name == "ds_load_tr16_b128" ? llvm::Intrinsic::amdgcn_ds_load_tr16_b128
                                                         : llvm::Intrinsic::amdgcn_ds_load_tr8_b64;
  return builder_.CreateBitCast(call(id, {returned}, {address}), llvm::FixedVectorType::get(storage, width));
}

llvm::Value* Lowering::lds_padded(llvm::Value* offset, const LdsLayout& lds) {
  llvm::Value* result = offset;
  for (const auto& [interval, pad] : lds.padding)
    result = builder_.CreateAdd(result, builder_.CreateMul(builder_.CreateLShr(offset, std::countr_zero(uint64_t(interval))),
                                                           i32(pad)));
  return result;
}

Values Lowering::lds_transfer(const Layout& layout, const LdsLayout& lds, llvm::Value* base, DType dtype, const Values* store) {
  const int bytes = std::max(1, dtype.bytes());
  llvm::Type* storage = storage_type(dtype);
  const LdsAccessPlan plan = lds_access_plan(layout, lds, dtype, store ? LdsDirection::store : LdsDirection::load,
                                             kernel_.target.architecture);
  const int width = plan.vector;
  // The map (register, lane, wave) -> linear offset: a lane-and-wave part computed once in the
  // entry block, XORed with each register's constant.
  const LinearLayout& offsets = plan.offsets;
  llvm::Value* lane_part = lds_lane_part(offsets);
  auto* vector_type = llvm::FixedVectorType::get(storage, width);
  Values results;
  for (int reg = 0; reg < layout.registers(); reg += width) {
    const int32_t constant = offsets.apply({reg, 0, 0})[0];
    llvm::Value* offset = constant ? builder_.CreateXor(lane_part, i32(constant)) : lane_part;
    offset = lds_padded(offset, lds);
    llvm::Value* address = lds_pointer(builder_.CreateAdd(base, builder_.CreateMul(offset, i32(bytes))));
    const llvm::Align alignment(static_cast<uint64_t>(width) * bytes);
    if (store) {
      llvm::Value* vector = llvm::PoisonValue::get(vector_type);
      for (int i = 0; i < width; ++i) {
        llvm::Value* value = (*store)[static_cast<size_t>(reg + i)];
        if (dtype.is_bool()) value = builder_.CreateZExt(value, storage);
        vector = builder_.CreateInsertElement(vector, value, i);
      }
      builder_.CreateAlignedStore(vector, address, alignment);
    } else {
      llvm::Value* vector = plan.transposed.valid() ? lds_transposed_load(plan.transposed, address, dtype)
                                                    : builder_.CreateAlignedLoad(vector_type, address, alignment);
      for (int i = 0; i < width; ++i) {
        llvm::Value* value = builder_.CreateExtractElement(vector, i);
        results.push_back(dtype.is_bool() ? builder_.CreateICmpNE(value, builder_.getInt8(0)) : value);
      }
    }
  }
  return results;
}

}  // namespace gfxtile::tile
