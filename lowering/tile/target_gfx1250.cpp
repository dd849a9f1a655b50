// gfx1250 (wave32): DPP quad permutes for distances 1 and 2, DPP row_xmask for 4 and 8 (within
// a row of 16 lanes), ds_swizzle across the two rows. Converts the OCP fp8 forms. Buffer resources: LLVM 22 builds gfx1250's own layout
// (45-bit record count; the stride in word 3) and, as compiled today, leaves word 3 zero whatever
// flags are passed; the out-of-range select [29:28] = 3 is passed for when it does not.
// Unverified on hardware; kept in this one place.

#include "lowering/tile/target_lowering.h"

namespace gfxtile::tile {
namespace {

class Gfx1250Lowering final : public TargetLowering {
 public:
  llvm::Value* shuffle_xor(llvm::IRBuilder<>& builder, llvm::Value* value, llvm::Value* lane, int mask) const override {
    if (mask == 1) return dpp_quad_perm(builder, value, 0xB1);
    if (mask == 2) return dpp_quad_perm(builder, value, 0x4E);
    if (mask < 16) return dpp_quad_perm(builder, value, 0x160 | mask);  // DPP row_xmask (gfx10+)
    if (mask < 32) return swizzle_xor(builder, value, mask);
    return bpermute(builder, value, builder.CreateXor(lane, builder.getInt32(mask)));
  }
  bool has_fp8(DType dtype) const override { return dtype == f8e4m3 || dtype == f8e5m2; }
  uint32_t buffer_flags() const override { return 3u << 28; }
};

}  // namespace

std::unique_ptr<TargetLowering> make_gfx1250_lowering() { return std::make_unique<Gfx1250Lowering>(); }

}  // namespace gfxtile::tile
