// The translation's frame: the kernel function, lane and wave ids, per-layout coordinates,
// dispatch over ops, structured control flow and LDS barriers.

#include <algorithm>
#include <bit>
#include <numeric>

#include <fmt/format.h>
#include <llvm/IR/InlineAsm.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/IntrinsicsAMDGPU.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

#include "core/error.h"
#include "hsaco/code_object.h"
#include "lowering/tile/compile.h"
#include "lowering/tile/lowering_internal.h"

namespace gfxtile {
namespace tile {

constexpr unsigned kGlobal = 1, kLocal = 3;

int64_t largest_power_of_two_dividing(int64_t value) {
  if (value == 0) return int64_t{1} << 30;
  return std::min<int64_t>(int64_t{1} << 30, value & -value);
}

Lowering::Lowering(const Kernel& kernel, llvm::LLVMContext& context)
    : kernel_(kernel), context_(context), builder_(context), target_(make_target_lowering(kernel.target.architecture)) {}

void Lowering::error(const Op& op, const std::string& message) const {
  fail_at(kernel_.name, op.location, op_name(op.kind), message);
}

llvm::Type* Lowering::llvm_type(DType dtype) {
  if (dtype.pointer) return llvm::PointerType::get(context_, kGlobal);
  switch (dtype.scalar) {
    case ScalarType::f32: return builder_.getFloatTy();
    case ScalarType::f16: return builder_.getHalfTy();
    case ScalarType::bf16: return builder_.getBFloatTy();
    case ScalarType::f8e4m3: case ScalarType::f8e5m2: case ScalarType::f8e4m3fnuz: case ScalarType::f8e5m2fnuz:
    case ScalarType::i8: return builder_.getInt8Ty();
    case ScalarType::i1: return builder_.getInt1Ty();
    case ScalarType::i16: return builder_.getInt16Ty();
    case ScalarType::i32: case ScalarType::u32: return builder_.getInt32Ty();
    case ScalarType::i64: return builder_.getInt64Ty();
  }
  return nullptr;
}

llvm::Type* Lowering::storage_type(DType dtype) {
  return dtype.is_bool() ? builder_.getInt8Ty() : llvm_type(dtype);
}

const Values& Lowering::get(ValueId value) const {
  auto found = values_.find(value);
  if (found == values_.end()) fail("tile lowering: value %{} used before it was lowered", value);
  return found->second;
}

llvm::Value* Lowering::call(llvm::Intrinsic::ID id, llvm::ArrayRef<llvm::Type*> overloads,
                            llvm::ArrayRef<llvm::Value*> args) {
  return builder_.CreateCall(llvm::Intrinsic::getOrInsertDeclaration(module_.get(), id, overloads), args);
}

std::vector<llvm::Value*> Lowering::coordinates(const Layout& layout, int reg) {
  auto found = std::find_if(lane_parts_.begin(), lane_parts_.end(),
                            [&](const auto& entry) { return entry.first == layout.linear(); });
  if (found == lane_parts_.end()) {
    // Lane and wave contributions, computed once in the entry block.
    llvm::IRBuilder<> entry(prologue_->getTerminator());
    std::vector<llvm::Value*> parts(layout.rank(), entry.getInt32(0));
    const auto& ins = layout.linear().in_dims();
    for (int in = 1; in <= 2; ++in) {
      llvm::Value* id = in == 1 ? lane_ : wave_;
      for (size_t bit = 0; bit < ins[in].bases.size(); ++bit) {
        llvm::Value* set = entry.CreateAnd(entry.CreateLShr(id, static_cast<uint64_t>(bit)), 1);
        for (int d = 0; d < layout.rank(); ++d) {
          const int32_t basis = ins[in].bases[bit][d];
          if (basis == 0) continue;
          parts[d] = entry.CreateXor(parts[d], entry.CreateMul(set, entry.getInt32(basis)));
        }
      }
    }
    lane_parts_.emplace_back(layout.linear(), parts);
    found = lane_parts_.end() - 1;
  }
  std::vector<llvm::Value*> result = found->second;
  const auto constant = layout.linear().apply({reg, 0, 0});
  for (int d = 0; d < layout.rank(); ++d)
    if (constant[d] != 0) result[d] = builder_.CreateXor(result[d], i32(constant[d]));
  return result;
}

llvm::Value* Lowering::linear_index(const Layout& layout, int reg) {
  const auto coordinate = coordinates(layout, reg);
  const auto shape = layout.shape();
  llvm::Value* index = i32(0);
  for (size_t d = 0; d < shape.size(); ++d)
    index = builder_.CreateAdd(builder_.CreateMul(index, i32(shape[d])), coordinate[d]);
  return index;
}

llvm::Value* Lowering::lds_pointer(llvm::Value* byte_offset) {
  return builder_.CreateGEP(builder_.getInt8Ty(), lds_, byte_offset);
}

// ---- LDS hazards ----

bool lds_conflict(const LdsAccess& a, const LdsAccess& b) {
  if (!(a.write || b.write) || a.end <= b.begin || b.end <= a.begin) return false;
  // Two stages of one staged buffer picked from one symbol with different residues.
  const bool distinct_stages = a.stage_symbol != kNoValue && a.stage_symbol == b.stage_symbol && a.stages == b.stages &&
                               a.begin == b.begin && a.end == b.end && a.stage_residue != b.stage_residue;
  return !distinct_stages;
}

LdsAccess untagged(LdsAccess access) {
  access.stage_symbol = kNoValue;
  return access;
}

void Lowering::emit_fence(llvm::AtomicOrdering ordering, BarrierMemory memory) {
  llvm::FenceInst* fence = builder_.CreateFence(ordering, context_.getOrInsertSyncScopeID("workgroup"));
  if (memory == BarrierMemory::lds) {
    // An LDS-only fence (LLVM's "amdgpu-synchronize-as" memory model relaxation annotation):
    // LLVM then waits for this wave's LDS accesses alone, where a plain workgroup fence also
    // waits for its global stores in flight (gfx1250: s_wait_storecnt, an HBM round trip before
    // a cross-wave sum whose inputs were stored just before).
    llvm::Metadata* tags[] = {llvm::MDString::get(context_, "amdgpu-synchronize-as"), llvm::MDString::get(context_, "local")};
    fence->setMetadata(llvm::LLVMContext::MD_mmra, llvm::MDTuple::get(context_, tags));
  }
}

void Lowering::emit_release(BarrierMemory memory) {
  if (has_async_ && target_->release_waits_for_copies()) {
    // LLVM's release fence waits for every LDS DMA in flight (vmcnt(0)), which would drain the
    // prefetches of a pipeline at each barrier; the copies have their own explicit waits, so only
    // this wave's LDS instructions are waited for, behind a compiler barrier for memory.
    auto* type = llvm::FunctionType::get(builder_.getVoidTy(), false);
    builder_.CreateCall(llvm::InlineAsm::get(type, "s_waitcnt lgkmcnt(0)", "~{memory}", true));
    return;
  }
  emit_fence(llvm::AtomicOrdering::Release, memory);
}

void Lowering::emit_barrier(BarrierMemory memory) {
  emit_release(memory);
  call(llvm::Intrinsic::amdgcn_s_barrier, {}, {});
  emit_fence(llvm::AtomicOrdering::Acquire, memory);
  pending_.clear();
}

void Lowering::before_lds(const Op& op, const LdsAccess& access) {
  for (const LdsAccess& earlier : pending_)
    if (lds_conflict(earlier, access)) {
      if (arrived_)
        error(op, "this LDS access needs a barrier after an access before it, but it lies between barrier_arrive and "
                  "barrier_wait; move it after barrier_wait");
      emit_barrier();
      break;
    }
  pending_.push_back(access);
}

std::vector<LdsAccess> Lowering::lds_accesses(const Op& op) const {
  std::vector<LdsAccess> accesses;
  if (auto found = lds_plan_.scratch_offsets.find(&op); found != lds_plan_.scratch_offsets.end()) {
    const int64_t begin = found->second, end = begin + lds_plan_.scratch_bytes.at(&op);
    accesses.push_back({begin, end, true});
    accesses.push_back({begin, end, false});
  }
  if (op.kind == OpKind::lds_store || op.kind == OpKind::lds_load || op.kind == OpKind::async_copy)
    accesses.push_back(buffer_access(op.operands[0], op.kind != OpKind::lds_load));
  // The data mover writes (tdm_load) or reads (tdm_store) the buffer like lds_store / lds_load.
  if (op.kind == OpKind::tdm_load || op.kind == OpKind::tdm_store)
    accesses.push_back(buffer_access(op.operands[0], op.kind == OpKind::tdm_load));
  return accesses;
}

std::vector<LdsAccess> Lowering::region_accesses(const Block& block) const {
  std::vector<LdsAccess> accesses;
  walk(block, [&](const Op& op) {
    for (const auto& access : lds_accesses(op)) accesses.push_back(untagged(access));
  });
  return accesses;
}

// ---- Ops ----

void Lowering::lower_block(const Block& block) {
  for (const auto& op : block.ops) lower_op(*op);
}

void Lowering::lower_op(const Op& op) {
  analyze(op);
  const Type* result = op.results.empty() ? nullptr : &type(op.results[0]);
  auto registers = [&](const Type& t) { return t.is_tensor() ? t.layout.registers() : 1; };
  switch (op.kind) {
    case OpKind::constant: {
      llvm::Type* element = llvm_type(result->dtype);
      // fp8 values are i8 bits in LLVM: an f32 constant converted (ConstantFP of i8 is not one).
      const bool fp8 = result->dtype.is_float() && result->dtype.bytes() == 1;
      llvm::Value* value =
          result->dtype.is_integer()
              ? static_cast<llvm::Value*>(llvm::ConstantInt::get(element, op.integer("value"), true))
          : fp8 ? convert(llvm::ConstantFP::get(builder_.getFloatTy(), op.real("value")), f32, result->dtype,
                          Rounding::nearest_even, op)
                : llvm::ConstantFP::get(element, op.real("value"));
      set(op.results[0], Values(registers(*result), value));
      return;
    }
    case OpKind::program_id: {
      static const llvm::Intrinsic::ID ids[] = {llvm::Intrinsic::amdgcn_workgroup_id_x,
                                                llvm::Intrinsic::amdgcn_workgroup_id_y,
                                                llvm::Intrinsic::amdgcn_workgroup_id_z};
      set(op.results[0], {call(ids[op.integer("axis")], {}, {})});
      return;
    }
    case OpKind::num_programs: {
      // Code object v5 implicit arguments start with hidden_block_count_x/y/z (u32 each).
      llvm::Value* implicit = call(llvm::Intrinsic::amdgcn_implicitarg_ptr, {}, {});
      llvm::Value* address = builder_.CreateConstGEP1_64(builder_.getInt8Ty(), implicit, 4 * op.integer("axis"));
      auto* count = builder_.CreateAlignedLoad(builder_.getInt32Ty(), address, llvm::Align(4));
      count->setMetadata(llvm::LLVMContext::MD_invariant_load, llvm::MDNode::get(context_, {}));
      set(op.results[0], {count});
      return;
    }
    case OpKind::arange: {
      Values values;
      for (int reg = 0; reg < result->layout.registers(); ++reg)
        values.push_back(builder_.CreateAdd(coordinates(result->layout, reg)[0], i32(op.integer("start"))));
      set(op.results[0], values);
      return;
    }
    case OpKind::splat:
      set(op.results[0], Values(registers(*result), get(op.operands[0])[0]));
      return;
    case OpKind::expand_dims: case OpKind::reshape: case OpKind::permute:
      // Same registers, new coordinates: free by construction of the layouts.
      set(op.results[0], get(op.operands[0]));
      return;
    case OpKind::broadcast:
      set(op.results[0], pick_registers(get(op.operands[0]), type(op.operands[0]).layout,
                                        project(result->layout, type(op.operands[0]).shape), op));
      return;
    case OpKind::convert_layout: lower_convert(op); return;
    case OpKind::extract_slice: case OpKind::insert_slice: lower_slice(op); return;
    case OpKind::cast: lower_cast(op); return;
    case OpKind::addptr: {
      const Values &pointers = get(op.operands[0]), &offsets = get(op.operands[1]);
      llvm::Type* element = storage_type(type(op.operands[0]).dtype.pointee());
      Values values;
      for (size_t i = 0; i < pointers.size(); ++i) {
        llvm::Value* offset = offsets[i];
        if (type(op.operands[1]).dtype == u32) offset = builder_.CreateZExt(offset, builder_.getInt64Ty());
        values.push_back(builder_.CreateGEP(element, pointers[i], offset));
      }
      set(op.results[0], values);
      return;
    }
    case OpKind::load: lower_load(op); return;
    case OpKind::store: lower_store(op); return;
    case OpKind::atomic: lower_atomic(op); return;
    case OpKind::buffer_load: case OpKind::buffer_store: lower_buffer(op); return;
    case OpKind::reduce: lower_reduce(op); return;
    case OpKind::scan: lower_scan(op); return;
    case OpKind::dot: lower_dot(op); return;
    case OpKind::for_: lower_for(op); return;
    case OpKind::if_: lower_if(op); return;
    case OpKind::while_: lower_while(op); return;
    case OpKind::yield: case OpKind::condition: return;  // handled by the parent op
    case OpKind::lds_alloc: set(op.results[0], {i32(lds_plan_.buffer_offsets.at(op.results[0]))}); return;
    case OpKind::lds_stage: lower_lds_stage(op); return;
    case OpKind::lds_load: case OpKind::lds_store: lower_lds_access(op); return;
    case OpKind::barrier:
      if (arrived_) error(op, "a barrier between barrier_arrive and barrier_wait; finish the split barrier first");
      emit_barrier(BarrierMemory::all);
      return;
    case OpKind::fence: {
      // LLVM's memory model emits each target's cache maintenance: at device ("agent") scope
      // gfx942 / gfx950 write back (buffer_wbl2 sc1) before a release and invalidate (buffer_inv
      // sc1) after an acquire, gfx1250 global_wb / global_inv scope:SCOPE_DEV, each with the
      // waits for this wave's accesses in flight.
      static const llvm::AtomicOrdering orderings[] = {llvm::AtomicOrdering::Acquire, llvm::AtomicOrdering::Release,
                                                       llvm::AtomicOrdering::AcquireRelease};
      const auto scope = static_cast<MemoryScope>(op.integer("memory_scope"));
      builder_.CreateFence(orderings[op.integer("memory_order")],
                           context_.getOrInsertSyncScopeID(scope == MemoryScope::device ? "agent" : "workgroup"));
      return;
    }
    case OpKind::async_copy: lower_async_copy(op); return;
    case OpKind::async_commit: lower_async_commit(op); return;
    case OpKind::async_wait: lower_async_wait(op); return;
    case OpKind::barrier_arrive: lower_barrier_arrive(op); return;
    case OpKind::barrier_wait: lower_barrier_wait(op); return;
    case OpKind::assert_: lower_assert(op); return;
    case OpKind::tdm_load: case OpKind::tdm_store: case OpKind::tdm_wait: lower_tensor_data_mover(op); return;
    default: lower_elementwise(op); return;
  }
}

void Lowering::lower_for(const Op& op) {
  const Block& body = op.regions[0];
  llvm::Value *begin = get(op.operands[0])[0], *end = get(op.operands[1])[0], *step = get(op.operands[2])[0];
  llvm::BasicBlock* preheader = builder_.GetInsertBlock();
  auto* header = llvm::BasicBlock::Create(context_, "for.header", function_);
  auto* loop = llvm::BasicBlock::Create(context_, "for.body", function_);
  auto* exit = llvm::BasicBlock::Create(context_, "for.exit", function_);
  builder_.CreateBr(header);
  builder_.SetInsertPoint(header);
  llvm::PHINode* induction = builder_.CreatePHI(builder_.getInt32Ty(), 2, "i");
  induction->addIncoming(begin, preheader);
  std::vector<std::vector<llvm::PHINode*>> phis;
  for (size_t c = 3; c < op.operands.size(); ++c) {
    const Values& initial = get(op.operands[c]);
    std::vector<llvm::PHINode*> registers;
    Values current;
    for (llvm::Value* value : initial) {
      llvm::PHINode* phi = builder_.CreatePHI(value->getType(), 2);
      phi->addIncoming(value, preheader);
      registers.push_back(phi);
      current.push_back(phi);
    }
    phis.push_back(registers);
    set(body.arguments[c - 2], current);
    set(op.results[c - 3], current);
  }
  set(body.arguments[0], {induction});
  // The induction variable is begin + n * step: a multiple of what divides both, so masks and
  // addresses built from it keep their aligned runs (`columns + c0 < width` stays one mask bit
  // per vector where width is a multiple of the vector).
  const int64_t divisibility = std::gcd(axis_info(op.operands[0]).divisibility[0], axis_info(op.operands[2]).divisibility[0]);
  axis_[body.arguments[0]] = AxisInfo{{1}, {divisibility}, {1}};
  llvm::Value* forward = builder_.CreateICmpSGT(step, i32(0));
  llvm::Value* more = builder_.CreateSelect(forward, builder_.CreateICmpSLT(induction, end),
                                            builder_.CreateICmpSGT(induction, end));
  builder_.CreateCondBr(more, loop, exit);
  builder_.SetInsertPoint(loop);
  // Conservatively, any LDS access of the body may be pending from the previous iteration, and
  // any copy the body issues may still be in flight.
  const auto before = pending_;
  const bool arrived = arrived_;
  for (const auto& access : region_accesses(body)) pending_.push_back(access);
  add_in_flight(body);
  assume_in_flight(body);
  lower_block(body);
  if (arrived_ != arrived) error(op, "barrier_arrive and barrier_wait must be in the same loop body");
  const Op& yield = *body.ops.back();
  llvm::BasicBlock* latch = builder_.GetInsertBlock();
  for (size_t c = 0; c < phis.size(); ++c) {
    const Values& next = get(yield.operands[c]);
    for (size_t r = 0; r < phis[c].size(); ++r) phis[c][r]->addIncoming(next[r], latch);
  }
  induction->addIncoming(builder_.CreateAdd(induction, step), latch);
  builder_.CreateBr(header);
  builder_.SetInsertPoint(exit);
  pending_.insert(pending_.end(), before.begin(), before.end());
}

void Lowering::lower_if(const Op& op) {
  auto* then_block = llvm::BasicBlock::Create(context_, "if.then", function_);
  auto* else_block = llvm::BasicBlock::Create(context_, "if.else", function_);
  auto* merge = llvm::BasicBlock::Create(context_, "if.end", function_);
  builder_.CreateCondBr(get(op.operands[0])[0], then_block, else_block);
  const auto before = pending_;
  const auto in_flight_before = in_flight_, tensor_in_flight_before = tensor_in_flight_;
  const int64_t open_before = open_group_;
  const bool arrived = arrived_;
  std::vector<Values> outcomes[2];
  llvm::BasicBlock* ends[2];
  std::vector<LdsAccess> pending_after, in_flight_after, tensor_in_flight_after;
  int64_t open_after = INT64_MAX;
  for (int branch = 0; branch < 2; ++branch) {
    pending_ = before;
    in_flight_ = in_flight_before;
    tensor_in_flight_ = tensor_in_flight_before;
    open_group_ = open_before;
    builder_.SetInsertPoint(branch == 0 ? then_block : else_block);
    lower_block(op.regions[branch]);
    if (arrived_ != arrived) error(op, "barrier_arrive and barrier_wait must be in the same branch");
    // A group grows by the copies of the branch that issues fewer (waits must not count on more).
    open_after = std::min(open_after, open_group_);
    in_flight_after.insert(in_flight_after.end(), in_flight_.begin(), in_flight_.end());
    for (ValueId value : op.regions[branch].ops.back()->operands) outcomes[branch].push_back(get(value));
    ends[branch] = builder_.GetInsertBlock();
    builder_.CreateBr(merge);
    pending_after.insert(pending_after.end(), pending_.begin(), pending_.end());
    tensor_in_flight_after.insert(tensor_in_flight_after.end(), tensor_in_flight_.begin(), tensor_in_flight_.end());
  }
  pending_ = pending_after;
  in_flight_ = in_flight_after;
  open_group_ = open_after;
  tensor_in_flight_ = tensor_in_flight_after;
  builder_.SetInsertPoint(merge);
  for (size_t r = 0; r < op.results.size(); ++r) {
    Values merged;
    for (size_t i = 0; i < outcomes[0][r].size(); ++i) {
      llvm::PHINode* phi = builder_.CreatePHI(outcomes[0][r][i]->getType(), 2);
      phi->addIncoming(outcomes[0][r][i], ends[0]);
      phi->addIncoming(outcomes[1][r][i], ends[1]);
      merged.push_back(phi);
    }
    set(op.results[r], merged);
  }
}

void Lowering::lower_while(const Op& op) {
  const Block &before_region = op.regions[0], &body = op.regions[1];
  llvm::BasicBlock* preheader = builder_.GetInsertBlock();
  auto* header = llvm::BasicBlock::Create(context_, "while.header", function_);
  auto* loop = llvm::BasicBlock::Create(context_, "while.body", function_);
  auto* exit = llvm::BasicBlock::Create(context_, "while.exit", function_);
  builder_.CreateBr(header);
  builder_.SetInsertPoint(header);
  std::vector<std::vector<llvm::PHINode*>> phis;
  for (size_t c = 0; c < op.operands.size(); ++c) {
    std::vector<llvm::PHINode*> registers;
    Values current;
    for (llvm::Value* value : get(op.operands[c])) {
      llvm::PHINode* phi = builder_.CreatePHI(value->getType(), 2);
      phi->addIncoming(value, preheader);
      registers.push_back(phi);
      current.push_back(phi);
    }
    phis.push_back(registers);
    set(before_region.arguments[c], current);
  }
  const auto before = pending_;
  const bool arrived = arrived_;
  for (const auto& access : region_accesses(before_region)) pending_.push_back(access);
  for (const auto& access : region_accesses(body)) pending_.push_back(access);
  add_in_flight(before_region);
  add_in_flight(body);
  assume_in_flight(before_region);
  assume_in_flight(body);
  lower_block(before_region);
  const Op& condition = *before_region.ops.back();
  for (size_t c = 0; c < op.operands.size(); ++c) {
    set(body.arguments[c], get(condition.operands[c + 1]));
    set(op.results[c], get(condition.operands[c + 1]));
  }
  builder_.CreateCondBr(get(condition.operands[0])[0], loop, exit);
  builder_.SetInsertPoint(loop);
  lower_block(body);
  llvm::BasicBlock* latch = builder_.GetInsertBlock();
  const Op& yield = *body.ops.back();
  for (size_t c = 0; c < phis.size(); ++c) {
    const Values& next = get(yield.operands[c]);
    for (size_t r = 0; r < phis[c].size(); ++r) phis[c][r]->addIncoming(next[r], latch);
  }
  if (arrived_ != arrived) error(op, "barrier_arrive and barrier_wait must be in the same loop body");
  builder_.CreateBr(header);
  builder_.SetInsertPoint(exit);
  pending_.insert(pending_.end(), before.begin(), before.end());
}

void Lowering::add_in_flight(const Block& block) {
  walk(block, [&](const Op& op) {
    if (op.kind == OpKind::async_copy) in_flight_.push_back(untagged(buffer_access(op.operands[0], true)));
  });
}

std::unique_ptr<llvm::Module> Lowering::run() {
  module_ = std::make_unique<llvm::Module>(kernel_.name, context_);
  std::vector<llvm::Type*> parameters;
  for (const auto& argument : kernel_.arguments) parameters.push_back(llvm_type(argument.type.dtype));
  auto* function_type = llvm::FunctionType::get(builder_.getVoidTy(), parameters, false);
  function_ = llvm::Function::Create(function_type, llvm::Function::ExternalLinkage, kernel_.name, *module_);
  function_->setCallingConv(llvm::CallingConv::AMDGPU_KERNEL);
  const int workgroup = kernel_.workgroup_size();
  function_->addFnAttr("amdgpu-flat-work-group-size", fmt::format("{},{}", workgroup, workgroup));
  function_->addFnAttr("uniform-work-group-size", "true");
  if (kernel_.vgpr_budget) function_->addFnAttr("amdgpu-num-vgpr", std::to_string(kernel_.vgpr_budget));
  if (!kernel_.straight_line_scalar_passes) function_->addFnAttr(kStraightLineScalarPassesAttribute, "false");
  if (kernel_.simplification_pipeline) function_->addFnAttr(kIrPipelineAttribute, kIrPipelineSimplification);
  if (!kernel_.post_allocation_scheduler) function_->addFnAttr(kPostAllocationSchedulerAttribute, "false");
  llvm::Metadata* sizes[] = {llvm::ConstantAsMetadata::get(builder_.getInt32(workgroup)),
                             llvm::ConstantAsMetadata::get(builder_.getInt32(1)),
                             llvm::ConstantAsMetadata::get(builder_.getInt32(1))};
  function_->setMetadata("reqd_work_group_size", llvm::MDNode::get(context_, sizes));
  for (size_t i = 0; i < kernel_.arguments.size(); ++i) {
    const auto& argument = kernel_.arguments[i];
    llvm::Argument* parameter = function_->getArg(static_cast<unsigned>(i));
    parameter->setName(argument.name);
    if (argument.type.dtype.pointer) {
      parameter->addAttr(llvm::Attribute::getWithAlignment(context_, llvm::Align(argument.divisibility)));
      if (argument.read_only) parameter->addAttr(llvm::Attribute::ReadOnly);
    }
    set(argument.value, {parameter});
  }

  lds_plan_ = plan_lds(kernel_);
  const int capacity = kernel_.target.properties().lds_bytes_per_workgroup;
  if (lds_plan_.total_bytes > capacity)
    fail("kernel '{}': needs {} bytes of LDS (buffers and reduction scratch) but a workgroup on {} has {}; use "
         "smaller tiles or fewer LDS buffers alive at once", kernel_.name, lds_plan_.total_bytes,
         kernel_.target.to_string(), capacity);
  if (lds_plan_.total_bytes > 0) {
    auto* array = llvm::ArrayType::get(builder_.getInt8Ty(), lds_plan_.total_bytes);
    lds_ = new llvm::GlobalVariable(*module_, array, false, llvm::GlobalValue::InternalLinkage,
                                    llvm::UndefValue::get(array), "gfxtile.lds", nullptr,
                                    llvm::GlobalValue::NotThreadLocal, kLocal);
    lds_->setAlignment(llvm::Align(16));
  }

  walk(kernel_.body, [&](const Op& op) { has_async_ = has_async_ || op.kind == OpKind::async_copy; });
  prologue_ = llvm::BasicBlock::Create(context_, "entry", function_);
  auto* body = llvm::BasicBlock::Create(context_, "body", function_);
  builder_.SetInsertPoint(prologue_);
  llvm::Value* thread = call(llvm::Intrinsic::amdgcn_workitem_id_x, {}, {});
  const int wave_size = kernel_.wave_size();
  lane_ = builder_.CreateAnd(thread, wave_size - 1, "lane");
  wave_ = call(llvm::Intrinsic::amdgcn_readfirstlane, {builder_.getInt32Ty()},
               {builder_.CreateLShr(thread, std::countr_zero(static_cast<unsigned>(wave_size)))});
  wave_->setName("wave");
  builder_.CreateBr(body);
  builder_.SetInsertPoint(body);
  lower_block(kernel_.body);
  builder_.CreateRetVoid();
  if (arrived_) fail("kernel '{}': barrier_arrive without a barrier_wait after it", kernel_.name);
  finish_async();

  std::string problems;
  llvm::raw_string_ostream stream(problems);
  if (llvm::verifyModule(*module_, &stream))
    fail("kernel '{}': internal error, the lowered LLVM IR is invalid: {}", kernel_.name, problems);
  return std::move(module_);
}

}  // namespace tile

std::unique_ptr<llvm::Module> lower_to_llvm(const Kernel& kernel, llvm::LLVMContext& context) {
  return tile::Lowering(kernel, context).run();
}

std::vector<uint8_t> compile_kernel(const Kernel& kernel, const TileCompileOptions& options) {
  llvm::LLVMContext context;
  auto module = lower_to_llvm(kernel, context);
  std::vector<uint8_t> bytes;
  try {
    bytes = compile_module(*module, kernel.target, options.codegen);
  } catch (const Error& error) {
    fail("kernel '{}' for {}: {}", kernel.name, kernel.target.to_string(), error.what());
  }
  if (!options.allow_spills) {
    CodeObject object = CodeObject::parse(bytes);
    const KernelMetadata& metadata = object.kernel(kernel.name).metadata;
    if (metadata.vgpr_spill_count > 0 || metadata.sgpr_spill_count > 0)
      fail("kernel '{}' for {}: exceeds the register budget ({} VGPRs and {} SGPRs spilled); use smaller tiles, "
           "more waves, fewer live values or a larger vgpr_budget", kernel.name, kernel.target.to_string(),
           metadata.vgpr_spill_count, metadata.sgpr_spill_count);
  }
  return bytes;
}

std::string kernel_assembly(const Kernel& kernel, const TileCompileOptions& options) {
  llvm::LLVMContext context;
  auto module = lower_to_llvm(kernel, context);
  return module_to_assembly(*module, kernel.target, options.codegen);
}

int64_t kernel_lds_bytes(const Kernel& kernel) { return tile::plan_lds(kernel).total_bytes; }

}  // namespace gfxtile
