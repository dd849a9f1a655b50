// gfx1250 (wave32): DPP quad permutes for distances 1 and 2, DPP row_xmask for 3 to 15 (within
// a row of 16 lanes), v_permlanex16 for 16 to 31 (across the two rows). Converts the OCP fp8 forms. Buffer resources: LLVM 22 builds gfx1250's own layout
// (45-bit record count; the stride in word 3) and, as compiled today, leaves word 3 zero whatever
// flags are passed; the out-of-range select [29:28] = 3 is passed for when it does not.
// Unverified on hardware; kept in this one place.

#include <llvm/IR/IntrinsicsAMDGPU.h>

#include "lowering/tile/target_lowering.h"

namespace gfxtile::tile {
namespace {

class Gfx1250Lowering final : public TargetLowering {
 public:
  llvm::Value* shuffle_xor(llvm::IRBuilder<>& builder, llvm::Value* value, llvm::Value* lane, int mask,
                           bool /*replicated_below*/) const override {
    if (mask == 1) return dpp_quad_perm(builder, value, 0xB1);
    if (mask == 2) return dpp_quad_perm(builder, value, 0x4E);
    if (mask < 16) return dpp_quad_perm(builder, value, 0x160 | mask);  // DPP row_xmask (gfx10+)
    if (mask < 32) {
      // v_permlanex16_b32: lane l reads lane (l ^ mask) % 16 of the other 16-lane row, by
      // selects (one nibble per lane of a row), a VALU operation where ds_swizzle is an LDS
      // round trip.
      uint32_t low = 0, high = 0;
      for (uint32_t i = 0; i < 8; ++i) {
        low |= ((i ^ uint32_t(mask & 15)) & 15) << (4 * i);
        high |= (((i + 8) ^ uint32_t(mask & 15)) & 15) << (4 * i);
      }
      return builder.CreateIntrinsic(llvm::Intrinsic::amdgcn_permlanex16, {builder.getInt32Ty()},
                                     {llvm::PoisonValue::get(builder.getInt32Ty()), value, builder.getInt32(static_cast<int32_t>(low)),
                                      builder.getInt32(static_cast<int32_t>(high)), builder.getFalse(), builder.getFalse()});
    }
    return bpermute(builder, value, builder.CreateXor(lane, builder.getInt32(mask)));
  }
  bool exchanges_in_valu(int mask) const override { return mask > 0 && mask < 32; }
  bool has_fp8(DType dtype) const override { return dtype == f8e4m3 || dtype == f8e5m2; }
  uint32_t buffer_flags() const override { return 3u << 28; }

  // global_load_async_to_lds_b{8,32,64,128}: each lane names its LDS address; ASYNCcnt.
  llvm::CallInst* async_copy(llvm::IRBuilder<>& builder, llvm::Value* source, llvm::Value* lds, int bytes) const override {
    const llvm::Intrinsic::ID id = bytes == 16  ? llvm::Intrinsic::amdgcn_global_load_async_to_lds_b128
                                   : bytes == 8 ? llvm::Intrinsic::amdgcn_global_load_async_to_lds_b64
                                   : bytes == 4 ? llvm::Intrinsic::amdgcn_global_load_async_to_lds_b32
                                                : llvm::Intrinsic::amdgcn_global_load_async_to_lds_b8;
    return builder.CreateIntrinsic(id, {}, {source, lds, builder.getInt32(0), builder.getInt32(0)});
  }
  llvm::CallInst* async_wait(llvm::IRBuilder<>& builder) const override {
    return builder.CreateIntrinsic(llvm::Intrinsic::amdgcn_s_wait_asynccnt, {}, {builder.getInt16(0)});
  }
  void set_async_wait(llvm::CallInst* wait, int count) const override {
    wait->setArgOperand(0, llvm::ConstantInt::get(llvm::Type::getInt16Ty(wait->getContext()), static_cast<uint64_t>(count)));
  }
  bool release_waits_for_copies() const override { return false; }
  void barrier_signal(llvm::IRBuilder<>& builder) const override {
    builder.CreateIntrinsic(llvm::Intrinsic::amdgcn_s_barrier_signal, {}, {builder.getInt32(-1)});
  }
  void barrier_wait(llvm::IRBuilder<>& builder) const override {
    builder.CreateIntrinsic(llvm::Intrinsic::amdgcn_s_barrier_wait, {}, {builder.getInt16(0xffff)});
  }
};

}  // namespace

std::unique_ptr<TargetLowering> make_gfx1250_lowering() { return std::make_unique<Gfx1250Lowering>(); }

}  // namespace gfxtile::tile
