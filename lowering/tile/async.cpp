// Asynchronous global -> LDS copies, their groups and waits, stages of staged buffers and the
// split barrier (dsl/async.h, docs/async.md).
//
// A copy goes through the target's LDS DMA when each lane's vector is provably contiguous,
// aligned and evenly masked: gfx942 / gfx950 global_load_lds_* (LDS address M0 + lane * size,
// counted on VMcnt), gfx1250 global_load_async_to_lds_b* (LDS address per lane, ASYNCcnt).
// Masked-off lanes do not skip the instruction: they read `other` from a 16-byte constant in the
// code object, so every copy issues the same instructions whatever the mask and a wait for n
// groups is a fixed counter value. A copy that cannot use the DMA loads into registers and
// stores to LDS at once (nothing to wait for).

#include <bit>
#include <algorithm>
#include <cstring>
#include <optional>

#include <fmt/format.h>
#include <llvm/IR/InlineAsm.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/IntrinsicsAMDGPU.h>
#include <llvm/IR/MDBuilder.h>

#include "dsl/async.h"
#include "lowering/tile/lowering_internal.h"

namespace gfxtile::tile {
namespace {

const Op* definition_of(const Kernel& kernel, ValueId value) { return kernel.values.at(static_cast<size_t>(value)).definition; }

std::optional<int64_t> constant_of(const Kernel& kernel, ValueId value) {
  const Op* definition = definition_of(kernel, value);
  if (definition && definition->kind == OpKind::constant && kernel.type(value).dtype.is_integer())
    return definition->integer("value");
  return std::nullopt;
}

int64_t modulo(int64_t value, int64_t divisor) { return ((value % divisor) + divisor) % divisor; }

}  // namespace

LdsAccess Lowering::buffer_access(ValueId buffer, bool write) const {
  const ValueId root = lds_root(kernel_, buffer);
  LdsAccess access;
  access.begin = lds_plan_.buffer_offsets.at(root);
  access.end = access.begin + lds_buffer_bytes(kernel_, root);
  access.write = write;
  const Op* definition = definition_of(kernel_, buffer);
  if (!definition || definition->kind != OpKind::lds_stage) return access;
  const int64_t stages = lds_stages(kernel_, root), stride = lds_stage_bytes(kernel_, root);
  const ValueId index = definition->operands[1];
  if (auto stage = constant_of(kernel_, index); stage && *stage >= 0 && *stage < stages) {
    access.begin += *stage * stride;
    access.end = access.begin + stride;
    return access;
  }
  // (symbol + c) % stages, symbol % stages, or any other value (residue 0 of itself).
  access.stage_symbol = index;
  access.stages = stages;
  const Op* rem = definition_of(kernel_, index);
  if (rem && rem->kind == OpKind::rem && constant_of(kernel_, rem->operands[1]) == stages) {
    access.stage_symbol = rem->operands[0];
    const Op* add = definition_of(kernel_, rem->operands[0]);
    if (add && add->kind == OpKind::add) {
      if (auto c = constant_of(kernel_, add->operands[1])) access.stage_symbol = add->operands[0], access.stage_residue = modulo(*c, stages);
      else if (auto c0 = constant_of(kernel_, add->operands[0])) access.stage_symbol = add->operands[1], access.stage_residue = modulo(*c0, stages);
    }
  }
  return access;
}

void Lowering::lower_lds_stage(const Op& op) {
  const ValueId root = op.operands[0];
  llvm::Value* offset = builder_.CreateMul(get(op.operands[1])[0], i32(lds_stage_bytes(kernel_, root)));
  set(op.results[0], {builder_.CreateAdd(get(root)[0], offset)});
}

void Lowering::lower_async_copy(const Op& op) {
  const ValueId destination = op.operands[0], pointer = op.operands[1];
  const ValueId mask = op.operands.size() > 2 ? op.operands[2] : kNoValue;
  // The DMA may write from its issue on: earlier accesses of other waves must be done.
  for (const auto& access : lds_accesses(op)) before_lds(op, access);
  in_flight_.push_back(buffer_access(destination, true));
  const Layout& layout = type(pointer).layout;
  const LdsLayout lds = buffer_lds_layout(kernel_, destination);
  const DType dtype = type(destination).dtype;
  const int bytes = std::max(1, dtype.bytes());
  const Architecture architecture = kernel_.target.architecture;
  llvm::Value* base = get(destination)[0];
  llvm::Type* storage = storage_type(dtype);
  // `other` as the element's bits.
  const double other = op.real("other");
  uint64_t other_bits = 0;
  if (other != 0) {
    if (dtype.is_integer()) other_bits = static_cast<uint64_t>(static_cast<int64_t>(other));
    else if (bytes == 1) error(op, "a non-zero fill for fp8 copies is not supported; use 0");
    else other_bits = llvm::cast<llvm::ConstantFP>(llvm::ConstantFP::get(storage, other))->getValueAPF().bitcastToAPInt().getZExtValue();
  }

  const int vector = async_copy_vector(layout, lds, dtype, architecture);
  const TensorAccess access = plan_tensor_access(pointer, mask);
  if (vector == 0 || access.width < vector || access.alignment < int64_t{vector} * bytes) {
    // Through registers: complete at once.
    Values others;
    if (mask != kNoValue) {
      llvm::Value* fill = dtype.is_integer() ? static_cast<llvm::Value*>(llvm::ConstantInt::get(storage, other_bits))
                                             : builder_.CreateBitCast(llvm::ConstantInt::get(builder_.getIntNTy(bytes * 8), other_bits), storage);
      others.assign(layout.registers(), fill);
    }
    Values values = load_tensor(pointer, mask, mask != kNoValue ? &others : nullptr);
    lds_transfer(layout, lds, base, dtype, &values);
    return;
  }

  // The fill source: 16 bytes of `other`, in the code object.
  std::vector<uint8_t> pattern(16);
  for (size_t i = 0; i < pattern.size(); ++i) pattern[i] = static_cast<uint8_t>(other_bits >> (8 * (i % static_cast<size_t>(bytes))));
  const std::string name = fmt::format("gfxtile.async_fill.{:x}.{}", other_bits, bytes);
  llvm::GlobalVariable* fill = module_->getGlobalVariable(name, true);
  if (!fill) {
    auto* data = llvm::ConstantDataArray::get(context_, llvm::ArrayRef<uint8_t>(pattern));
    fill = new llvm::GlobalVariable(*module_, data->getType(), true, llvm::GlobalValue::InternalLinkage, data, name, nullptr,
                                    llvm::GlobalValue::NotThreadLocal, 1);
    fill->setAlignment(llvm::Align(16));
  }

  const Values& pointers = get(pointer);
  const LinearLayout offsets = layout.linear().compose(lds.linear);
  const int copy_bytes = vector * bytes;
  for (int reg = 0; reg < layout.registers(); reg += vector) {
    llvm::Value* source = pointers[static_cast<size_t>(reg)];
    if (mask != kNoValue) source = builder_.CreateSelect(get(mask)[static_cast<size_t>(reg)], source, fill);
    const int32_t constant = offsets.apply({reg, 0, 0})[0];
    if (kernel_.target.properties().async_copy_lane_addresses) {
      // Per-lane LDS address, as lds_transfer computes it.
      llvm::Value* offset = lds_lane_part(offsets);
      if (constant) offset = builder_.CreateXor(offset, i32(constant));
      llvm::Value* address = lds_pointer(builder_.CreateAdd(base, builder_.CreateMul(lds_padded(offset, lds), i32(bytes))));
      copies_.push_back(target_->async_copy(builder_, source, address, copy_bytes));
    } else {
      // M0 holds the wave's first slot; the hardware adds lane * size.
      llvm::Value* wave_part = i32(constant);
      const auto& wave_bases = offsets.in_dims()[2].bases;
      for (size_t bit = 0; bit < wave_bases.size(); ++bit)
        if (wave_bases[bit][0])
          wave_part = builder_.CreateXor(
              wave_part, builder_.CreateMul(builder_.CreateAnd(builder_.CreateLShr(wave(), static_cast<uint64_t>(bit)), 1),
                                            i32(wave_bases[bit][0])));
      llvm::Value* address = lds_pointer(builder_.CreateAdd(base, builder_.CreateMul(lds_padded(wave_part, lds), i32(bytes))));
      copies_.push_back(target_->async_copy(builder_, source, address, copy_bytes));
    }
    ++open_group_;
  }
}

void Lowering::lower_async_commit(const Op&) {
  committed_groups_.push_back(open_group_);
  open_group_ = 0;
}

void Lowering::lower_async_wait(const Op& op) {
  // The count is patched by finish_async, once every group's instruction count is known.
  llvm::CallInst* wait = target_->async_wait(builder_);
  waits_.emplace_back(wait, op.integer("pending"));
  // The wait intrinsics touch no memory LLVM knows of: keep LDS accesses from moving above it.
  builder_.CreateCall(llvm::InlineAsm::get(llvm::FunctionType::get(builder_.getVoidTy(), false), "", "~{memory}", true));
  // Copies land here: later reads by other waves need a barrier after this wait.
  for (const LdsAccess& access : in_flight_) pending_.push_back(access);
  if (op.integer("pending") == 0) in_flight_.clear();
}

void Lowering::lower_barrier_arrive(const Op& op) {
  if (arrived_) error(op, "a second barrier_arrive before barrier_wait");
  arrived_ = true;
  pending_at_arrive_ = pending_.size();
  emit_release();
  target_->barrier_signal(builder_);
}

void Lowering::lower_barrier_wait(const Op& op) {
  if (!arrived_) error(op, "barrier_wait without a barrier_arrive before it");
  arrived_ = false;
  target_->barrier_wait(builder_);  // gfx9 has no split barrier: a whole one here
  builder_.CreateFence(llvm::AtomicOrdering::Acquire, context_.getOrInsertSyncScopeID("workgroup"));
  // Accesses before the arrive are ordered; those between arrive and wait are not.
  pending_.erase(pending_.begin(), pending_.begin() + static_cast<std::ptrdiff_t>(std::min(pending_at_arrive_, pending_.size())));
}

void Lowering::finish_async() {
  if (waits_.empty() && copies_.empty()) return;
  // Groups differ only where masks or branches left copies out; counting on the smallest makes
  // every wait at least as strong as asked.
  int64_t group = committed_groups_.empty() ? 0 : *std::min_element(committed_groups_.begin(), committed_groups_.end());
  for (auto& [wait, pending] : waits_) {
    const int64_t count = std::min<int64_t>(63, pending * group);
    target_->set_async_wait(wait, static_cast<int>(count));
  }
  if (copies_.empty()) return;
  llvm::MDBuilder md(context_);
  llvm::MDNode* domain = md.createAnonymousAliasScopeDomain("gfxtile.async");
  llvm::MDNode* scope = md.createAnonymousAliasScope(domain, "gfxtile.async.copies");
  llvm::MDNode* list = llvm::MDNode::get(context_, {scope});
  for (llvm::CallInst* copy : copies_) copy->setMetadata(llvm::LLVMContext::MD_alias_scope, list);
  for (auto& block : *function_)
    for (auto& instruction : block) {
      llvm::Value* address = nullptr;
      if (auto* load = llvm::dyn_cast<llvm::LoadInst>(&instruction)) address = load->getPointerOperand();
      else if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&instruction)) address = store->getPointerOperand();
      else if (auto* call = llvm::dyn_cast<llvm::CallInst>(&instruction);
               call && call->getIntrinsicID() != llvm::Intrinsic::not_intrinsic &&
               std::find(copies_.begin(), copies_.end(), call) == copies_.end())
        // LDS intrinsics (the transposing reads): without the tag LLVM waits for every copy first.
        for (llvm::Value* argument : call->args())
          if (argument->getType()->isPointerTy() && argument->getType()->getPointerAddressSpace() == 3) address = argument;
      if (address && address->getType()->getPointerAddressSpace() == 3)
        instruction.setMetadata(llvm::LLVMContext::MD_noalias, list);
    }
}

}  // namespace gfxtile::tile
