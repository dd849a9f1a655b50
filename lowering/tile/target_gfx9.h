#pragma once
// What gfx942 and gfx950 (the gfx9 family, wave64) share when lowering tile IR: DPP quad
// permutes for distances 1 and 2, row_half_mirror for 4 in a butterfly, row_ror:8 for 8,
// ds_swizzle within 32 lanes and ds_bpermute across the two halves of the wave (gfx950: permlane
// swaps for 16 and 32; gfx942: row broadcasts to end a whole-wave reduction), and the buffer
// resource word. Each target's file adds what differs (fp8 flavour).

#include <llvm/IR/IntrinsicsAMDGPU.h>

#include "lowering/tile/target_lowering.h"

namespace gfxtile::tile {

class Gfx9Lowering : public TargetLowering {
 public:
  llvm::Value* shuffle_xor(llvm::IRBuilder<>& builder, llvm::Value* value, llvm::Value* lane, int mask,
                           bool replicated_below) const override {
    if (mask == 1) return dpp_quad_perm(builder, value, 0xB1);  // [1,0,3,2]
    if (mask == 2) return dpp_quad_perm(builder, value, 0x4E);  // [2,3,0,1]
    // DPP row_half_mirror (lane 7 - l of each 8) and row_ror:8 (l ^ 8 in each 16): a VALU
    // operation where ds_swizzle is an LDS round trip (64 cycles in the timing model).
    if (mask == 4 && replicated_below) return dpp_quad_perm(builder, value, 0x141);
    if (mask == 8) return dpp_quad_perm(builder, value, 0x128);
    if ((mask == 16 || mask == 32) && has_permlane_swap()) return permlane_swap_xor(builder, value, lane, mask);
    if (mask < 32) return swizzle_xor(builder, value, mask);
    return bpermute(builder, value, builder.CreateXor(lane, builder.getInt32(mask)));
  }
  bool exchanges_in_valu(int mask) const override {
    return mask == 1 || mask == 2 || mask == 8 || ((mask == 16 || mask == 32) && has_permlane_swap());
  }
  // v_permlane16_swap_b32 / v_permlane32_swap_b32 (gfx950).
  virtual bool has_permlane_swap() const { return false; }
  bool reduces_rows_by_broadcast() const override { return !has_permlane_swap(); }
  llvm::Value* row_broadcast(llvm::IRBuilder<>& builder, llvm::Value* word, int stage) const override {
    // row_bcast:15 (0x142) into rows 1 and 3, row_bcast:31 (0x143) into rows 2 and 3.
    return dpp_rows(builder, llvm::PoisonValue::get(word->getType()), word, stage == 0 ? 0x142 : 0x143, stage == 0 ? 0xA : 0xC);
  }
  // DATA_FORMAT 32 bit, float (ignored by raw buffer ops but must be non-zero).
  uint32_t buffer_flags() const override { return (7u << 12) | (4u << 15); }

  // LDS DMA: global_load_lds_{ubyte,ushort,dword,dwordx4}, lane l at M0 + l * bytes, on VMcnt.
  llvm::CallInst* async_copy(llvm::IRBuilder<>& builder, llvm::Value* source, llvm::Value* lds, int bytes) const override {
    return builder.CreateIntrinsic(llvm::Intrinsic::amdgcn_global_load_lds, {},
                                   {source, lds, builder.getInt32(bytes), builder.getInt32(0), builder.getInt32(0)});
  }
  llvm::CallInst* async_wait(llvm::IRBuilder<>& builder) const override {
    return builder.CreateIntrinsic(llvm::Intrinsic::amdgcn_s_waitcnt, {}, {builder.getInt32(0)});
  }
  void set_async_wait(llvm::CallInst* wait, int count) const override {
    // s_waitcnt: vmcnt [3:0] and [15:14]; expcnt (7) and lgkmcnt (15) not waited for.
    const uint32_t encoded = static_cast<uint32_t>(count & 15) | (7u << 4) | (15u << 8) | (static_cast<uint32_t>(count >> 4) << 14);
    wait->setArgOperand(0, llvm::ConstantInt::get(llvm::Type::getInt32Ty(wait->getContext()), encoded));
  }
  bool release_waits_for_copies() const override { return true; }
  void barrier_signal(llvm::IRBuilder<>&) const override {}
  void barrier_wait(llvm::IRBuilder<>& builder) const override {
    builder.CreateIntrinsic(llvm::Intrinsic::amdgcn_s_barrier, llvm::ArrayRef<llvm::Type*>{}, llvm::ArrayRef<llvm::Value*>{});
  }
};

}  // namespace gfxtile::tile
