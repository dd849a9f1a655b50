#pragma once
// What differs between targets when lowering tile IR: the fastest cross-lane exchange for each
// distance, fp8 formats the hardware converts, and the buffer resource word. One implementation
// file per target (target_gfx942.cpp, target_gfx950.cpp, target_gfx1250.cpp); the gfx9 family
// shares target_gfx9.h.

#include <memory>

#include <llvm/IR/IRBuilder.h>

#include "core/target.h"
#include "dsl/dtype.h"

namespace gfxtile::tile {

class TargetLowering {
 public:
  virtual ~TargetLowering() = default;
  // The 32-bit `value` of lane (lane ^ mask); `lane` is the lane id within the wave. With
  // `replicated_below` every lane holds the value of the lanes that differ from it only in bits
  // below mask's (a butterfly whose lower steps are done), so the value of lane
  // (lane ^ (2 mask - 1)) is the same: gfx9's DPP row_half_mirror serves distance 4.
  virtual llvm::Value* shuffle_xor(llvm::IRBuilder<>& builder, llvm::Value* value, llvm::Value* lane, int mask,
                                   bool replicated_below) const = 0;
  // Whether shuffle_xor(mask) without replicated lanes is one VALU operation (DPP, permlane)
  // rather than an LDS-unit exchange (ds_swizzle, ds_bpermute): the layout conversions weigh
  // their plans by it.
  virtual bool exchanges_in_valu(int mask) const = 0;
  // Whether a whole-wave reduction whose lane bits below 16 are done finishes by row broadcasts
  // into lane 63 and one readlane (gfx942's DPP row_bcast:15 / row_bcast:31: two VALU operations
  // where ds_swizzle and ds_bpermute are two LDS round trips), and the broadcasts: stage 0 gives
  // rows 1 and 3 the last lane of rows 0 and 2, stage 1 gives rows 2 and 3 lane 31; the other
  // lanes' results are undefined.
  virtual bool reduces_rows_by_broadcast() const { return false; }
  virtual llvm::Value* row_broadcast(llvm::IRBuilder<>& builder, llvm::Value* word, int stage) const;
  // Whether the hardware converts f32 to and from this fp8 format.
  virtual bool has_fp8(DType dtype) const = 0;
  // Word 3 of a buffer resource (format and out-of-range behaviour).
  virtual uint32_t buffer_flags() const = 0;

  // Asynchronous global -> LDS copies (docs/async.md): one copy of `bytes` per lane from
  // `source` to `lds` (the lane's own LDS address where the target has lane addresses, else the
  // wave's base, which the hardware takes from M0).
  virtual llvm::CallInst* async_copy(llvm::IRBuilder<>& builder, llvm::Value* source, llvm::Value* lds,
                                     int bytes) const = 0;
  // A wait on the copies' counter; set_async_wait gives it its count once that is known.
  virtual llvm::CallInst* async_wait(llvm::IRBuilder<>& builder) const = 0;
  virtual void set_async_wait(llvm::CallInst* wait, int count) const = 0;
  // Whether a workgroup release fence also waits for the copies in flight (gfx9: vmcnt(0)).
  virtual bool release_waits_for_copies() const = 0;
  // The split barrier's halves; without one, nothing at the signal and a whole barrier at the wait.
  virtual void barrier_signal(llvm::IRBuilder<>& builder) const = 0;
  virtual void barrier_wait(llvm::IRBuilder<>& builder) const = 0;
};

std::unique_ptr<TargetLowering> make_target_lowering(Architecture architecture);
std::unique_ptr<TargetLowering> make_gfx942_lowering();
std::unique_ptr<TargetLowering> make_gfx950_lowering();
std::unique_ptr<TargetLowering> make_gfx1250_lowering();

// Shared building blocks of the per-target files.
// update.dpp with a DPP control word (quad_perm 0x00-0xFF, row_xmask 0x160-0x16F on gfx10+).
llvm::Value* dpp_quad_perm(llvm::IRBuilder<>& builder, llvm::Value* value, int pattern);
// update.dpp with a row mask: lanes of rows outside `row_mask` keep `old`.
llvm::Value* dpp_rows(llvm::IRBuilder<>& builder, llvm::Value* old, llvm::Value* value, int control, int row_mask);
llvm::Value* swizzle_xor(llvm::IRBuilder<>& builder, llvm::Value* value, int mask);  // ds_swizzle, mask < 32
// gfx950 v_permlane16_swap / v_permlane32_swap of `value` with itself, the halves picked so each
// lane gets lane (lane ^ distance)'s value (distance 16 or 32): two VALU operations, no LDS.
llvm::Value* permlane_swap_xor(llvm::IRBuilder<>& builder, llvm::Value* value, llvm::Value* lane, int distance);
llvm::Value* bpermute(llvm::IRBuilder<>& builder, llvm::Value* value, llvm::Value* source_lane);

}  // namespace gfxtile::tile
