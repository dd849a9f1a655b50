#pragma once
// The tile IR -> LLVM IR translation, shared by the files of lowering/tile/. Each tensor value
// becomes one LLVM value per register of its layout (what one lane holds); a scalar becomes one
// uniform value.

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "dsl/ir.h"
#include "dsl/lds_layout.h"
#include "lowering/tile/target_lowering.h"

namespace gfxtile::tile {

using Values = std::vector<llvm::Value*>;

// What is known about the integer (or pointer) elements of a tensor along each dimension, as in
// Triton's axis analysis: runs of `contiguity` consecutive values (step 1), whose first value is
// a multiple of `divisibility` (bytes for pointers), and runs of `constancy` equal values.
struct AxisInfo {
  std::vector<int64_t> contiguity, divisibility, constancy;
  int64_t value = -1;  // every element equals this non-negative integer constant; -1: not known
};

// An LDS byte range an op reads or writes. An access to a stage of a staged buffer picked by
// (symbol + residue) % stages keeps that form: two accesses with one symbol and different residues
// touch different stages, although each range is the whole buffer (the stage is known only at run
// time). A tag holds within one loop iteration; accesses carried over a back edge drop it.
struct LdsAccess {
  int64_t begin = 0, end = 0;
  bool write = false;
  ValueId stage_symbol = kNoValue;
  int64_t stage_residue = 0, stages = 0;
};
// Whether two accesses of different waves need a barrier between them.
bool lds_conflict(const LdsAccess& a, const LdsAccess& b);
LdsAccess untagged(LdsAccess access);

// Where each LDS buffer and each op's scratch lives (lds_plan.cpp).
struct LdsPlan {
  std::unordered_map<ValueId, int64_t> buffer_offsets;  // lds_alloc results
  std::unordered_map<const Op*, int64_t> scratch_offsets;
  std::unordered_map<const Op*, int64_t> scratch_bytes;
  int64_t total_bytes = 0;
};
LdsPlan plan_lds(const Kernel& kernel);
// Scratch bytes an op needs (0 for none).
int64_t scratch_bytes(const Kernel& kernel, const Op& op);
// Wave bits of `layout` that move along `axis` (-1: any dimension): reductions across them go
// through LDS.
std::vector<int> wave_bits_along(const Layout& layout, int axis);
std::vector<int> lane_bits_along(const Layout& layout, int axis);
// LDS layouts (lds_staging.cpp): an lds_alloc buffer's or stage's (one tile's; row-major unless
// it names one), and the conflict-free one a convert_layout through LDS stages its tile in.
LdsLayout buffer_lds_layout(const Kernel& kernel, ValueId buffer);
// Bytes between the stages of a staged buffer, and bytes an lds_alloc occupies in all.
int64_t lds_stage_bytes(const Kernel& kernel, ValueId root);
int64_t lds_buffer_bytes(const Kernel& kernel, ValueId root);
LdsLayout conversion_lds_layout(const Kernel& kernel, const Op& op);

class Lowering {
 public:
  Lowering(const Kernel& kernel, llvm::LLVMContext& context);
  std::unique_ptr<llvm::Module> run();

  // ---- lower.cpp ----
  [[noreturn]] void error(const Op& op, const std::string& message) const;
  llvm::Type* llvm_type(DType dtype);
  llvm::Type* storage_type(DType dtype);  // i1 is stored as i8
  const Values& get(ValueId value) const;
  void set(ValueId value, Values values) { values_[value] = std::move(values); }
  const Type& type(ValueId value) const { return kernel_.type(value); }
  llvm::Value* i32(int64_t value) { return builder_.getInt32(static_cast<uint32_t>(value)); }
  // The tensor coordinates of register `reg` of `layout` in this lane (i32 per dimension).
  std::vector<llvm::Value*> coordinates(const Layout& layout, int reg);
  // Row-major element index of register `reg` of `layout`.
  llvm::Value* linear_index(const Layout& layout, int reg);
  llvm::Value* call(llvm::Intrinsic::ID id, llvm::ArrayRef<llvm::Type*> overloads, llvm::ArrayRef<llvm::Value*> args);
  llvm::Value* lds_pointer(llvm::Value* byte_offset);
  llvm::Value* lane() const { return lane_; }
  llvm::Value* wave() const { return wave_; }
  // Barriers: call before an LDS access; `internal` ops write then read their own scratch.
  void before_lds(const Op& op, const LdsAccess& access);
  // Which memory a barrier orders: the workgroup's LDS only (the barriers the lowering inserts
  // for its own LDS traffic: hazards, layout conversions, cross-wave reductions), or LDS and
  // global memory (a kernel's explicit barrier, a workgroup's atomic).
  enum class BarrierMemory { lds, all };
  void emit_barrier(BarrierMemory memory = BarrierMemory::lds);
  void emit_release(BarrierMemory memory = BarrierMemory::all);  // this wave's accesses complete and ordered before what follows
  void emit_fence(llvm::AtomicOrdering ordering, BarrierMemory memory);
  std::vector<LdsAccess> lds_accesses(const Op& op) const;

  // ---- lds_staging.cpp ----
  // Writes `*store` (or, when null, reads and returns) a tensor in `layout` to the LDS buffer at
  // byte `base` laid out by `lds`, as lds_access_plan says (plain vectors or transposing reads).
  Values lds_transfer(const Layout& layout, const LdsLayout& lds, llvm::Value* base, DType dtype, const Values* store);
  Values lds_transfer(const Layout& layout, const LdsLayout& lds, int64_t base, DType dtype, const Values* store) {
    return lds_transfer(layout, lds, i32(base), dtype, store);
  }
  llvm::Value* lds_transposed_load(const LdsTransposedRead& read, llvm::Value* address, DType dtype);
  // Padded element offset `offset` (i32) under `lds`'s padding.
  llvm::Value* lds_padded(llvm::Value* offset, const LdsLayout& lds);
  // The lane-and-wave part of a (register, lane, wave) -> offset map, computed once per map.
  llvm::Value* lds_lane_part(const LinearLayout& offsets);

  // ---- elementwise.cpp ----
  void lower_elementwise(const Op& op);
  bool lower_elementwise_packed(const Op& op);  // KernelOptions::packed_f32; false: not packable
  void lower_cast(const Op& op);
  llvm::Value* convert(llvm::Value* value, DType from, DType to, Rounding rounding, const Op& op);
  llvm::Value* combine(ReduceKind kind, llvm::Value* a, llvm::Value* b, DType dtype);
  llvm::Value* identity(ReduceKind kind, DType dtype);

  // ---- memory.cpp ----
  void analyze(const Op& op);  // AxisInfo of the op's results
  AxisInfo axis_info(ValueId value) const;  // what analyze found, a kernel argument's promise, or nothing
  void lower_load(const Op& op);
  void lower_store(const Op& op);
  void lower_atomic(const Op& op);
  void lower_buffer(const Op& op);
  void lower_lds_access(const Op& op);
  // A tensor load through `pointer` (mask kNoValue: unmasked; others: the fill per register).
  Values load_tensor(ValueId pointer, ValueId mask, const Values* others);
  struct TensorAccess {
    int width = 1;
    int64_t alignment = 1;  // bytes
  };
  // The widest access each register group of `pointer` (under `mask`) can use, and its alignment.
  TensorAccess plan_tensor_access(ValueId pointer, ValueId mask);

  // ---- async.cpp ----
  void lower_lds_stage(const Op& op);
  void lower_async_copy(const Op& op);
  void lower_async_commit(const Op& op);
  void lower_async_wait(const Op& op);
  void lower_barrier_arrive(const Op& op);
  void lower_barrier_wait(const Op& op);
  // The LDS range (and stage tag) an op's access to `buffer` covers.
  LdsAccess buffer_access(ValueId buffer, bool write) const;
  // Fixes the wait counts once every group's size is known, and marks LDS accesses as not
  // aliasing the copies (their waits are explicit) so LLVM adds no waits of its own.
  void finish_async();
  void lower_assert(const Op& op);

  // ---- reduce.cpp ----
  void lower_reduce(const Op& op);
  void lower_scan(const Op& op);
  llvm::Value* shuffle_xor(llvm::Value* value, int mask, bool replicated_below);
  llvm::Value* shuffle_from(llvm::Value* value, llvm::Value* source_lane);

  // ---- dot.cpp ----
  void lower_dot(const Op& op);

  // ---- tensor_data_mover.cpp ----
  void lower_tensor_data_mover(const Op& op);  // tdm_load, tdm_store, tdm_wait
  // A loop body may start with its own data mover copies of the previous iteration in flight.
  void assume_in_flight(const Block& body);

  // ---- convert.cpp ----
  void lower_convert(const Op& op);
  // Registers of `to` taken from registers of `from` in the same lane (within-thread case).
  Values pick_registers(const Values& source, const Layout& from, const Layout& to, const Op& op);
  void lower_slice(const Op& op);  // extract_slice, insert_slice
  // Lane exchanges by rounds (ds_bpermute from lanes computed at run time); false when no
  // plan exists or it costs more than `cost_limit` (below).
  bool convert_by_rounds(const Op& op, const std::function<std::pair<uint32_t, uint32_t>(int, int)>& solve,
                         int source_registers, int source_lanes, int cost_limit);
  // Lane exchanges by a butterfly at constant distances, for destination bases that permute
  // the source's: a stage swaps register bit `other` (with_register) or lane bit `other` with
  // lane bit `lane`.
  struct SwapStage {
    int other, lane;
    bool with_register;
  };
  // A plan's cost: one a select, one an exchange in the VALU, kExchangeCost one by the LDS unit
  // (ds_swizzle, ds_bpermute: a round trip of tens of cycles).
  static constexpr int kExchangeCost = 3;
  int plan_swaps(const Op& op, const std::function<std::pair<uint32_t, uint32_t>(int, int)>& solve, int source_registers,
                 int source_lanes, std::vector<SwapStage>& stages, std::vector<int>& registers) const;
  void convert_by_swaps(const Op& op, const std::vector<SwapStage>& stages, const std::vector<int>& registers);

  const Kernel& kernel_;
  llvm::LLVMContext& context_;
  std::unique_ptr<llvm::Module> module_;
  llvm::Function* function_ = nullptr;
  llvm::IRBuilder<> builder_;
  llvm::BasicBlock* prologue_ = nullptr;  // the entry block; lane-invariant values are hoisted here
  std::unique_ptr<TargetLowering> target_;
  LdsPlan lds_plan_;
  llvm::GlobalVariable* lds_ = nullptr;
  std::unordered_map<ValueId, Values> values_;
  std::unordered_map<ValueId, AxisInfo> axis_;
  std::vector<std::pair<LinearLayout, std::vector<llvm::Value*>>> lane_parts_;  // per layout: lane+wave coordinates
  llvm::Value* lane_ = nullptr;
  llvm::Value* wave_ = nullptr;
  std::vector<std::pair<LinearLayout, llvm::Value*>> lds_lane_parts_;  // per LDS offset map
  std::vector<LdsAccess> pending_;  // LDS accesses since the last barrier
  // Asynchronous copies: writes that may land at a later wait, DMA instructions of the open group,
  // each committed group's, the waits to patch, and the copy calls.
  std::vector<LdsAccess> in_flight_;
  int64_t open_group_ = 0;
  std::vector<int64_t> committed_groups_;
  std::vector<std::pair<llvm::CallInst*, int64_t>> waits_;
  std::vector<llvm::CallInst*> copies_;
  // The split barrier: between barrier_arrive and barrier_wait, and pending_'s size at the arrive.
  bool arrived_ = false;
  bool has_async_ = false;  // the kernel issues asynchronous copies
  size_t pending_at_arrive_ = 0;
  // Data mover accesses issued and not yet waited for, oldest first (TENSORcnt, apart from the
  // asynchronous copies' count). A barrier does not order them (their bytes move until the
  // issuing wave's wait); a tdm_wait moves those it covers to pending_, so the next conflicting
  // access gets a barrier after the wait.
  std::vector<LdsAccess> tensor_in_flight_;
  int assert_count_ = 0;

 private:
  void lower_block(const Block& block);
  void lower_op(const Op& op);
  void lower_for(const Op& op);
  void lower_if(const Op& op);
  void lower_while(const Op& op);
  std::vector<LdsAccess> region_accesses(const Block& block) const;  // untagged
  void add_in_flight(const Block& block);  // the block's copies, as writes that may be in flight
};

// Helpers shared by the lowering files.
int64_t largest_power_of_two_dividing(int64_t value);

}  // namespace gfxtile::tile
