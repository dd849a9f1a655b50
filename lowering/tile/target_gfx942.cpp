// gfx942 (wave64): DPP quad permutes for distances 1 and 2, ds_swizzle within 32 lanes, and
// ds_bpermute across the two halves of the wave. CDNA3 converts the FNUZ fp8 forms.

#include "lowering/tile/target_lowering.h"

namespace gfxtile::tile {
namespace {

class Gfx942Lowering final : public TargetLowering {
 public:
  llvm::Value* shuffle_xor(llvm::IRBuilder<>& builder, llvm::Value* value, llvm::Value* lane, int mask) const override {
    if (mask == 1) return dpp_quad_perm(builder, value, 0xB1);  // [1,0,3,2]
    if (mask == 2) return dpp_quad_perm(builder, value, 0x4E);  // [2,3,0,1]
    if (mask < 32) return swizzle_xor(builder, value, mask);
    return bpermute(builder, value, builder.CreateXor(lane, builder.getInt32(mask)));
  }
  bool has_fp8(DType dtype) const override { return dtype == f8e4m3fnuz || dtype == f8e5m2fnuz; }
  // DATA_FORMAT 32 bit, float (ignored by raw buffer ops but must be non-zero).
  uint32_t buffer_flags() const override { return (7u << 12) | (4u << 15); }
};

}  // namespace

std::unique_ptr<TargetLowering> make_gfx942_lowering() { return std::make_unique<Gfx942Lowering>(); }

}  // namespace gfxtile::tile
