#pragma once
// What gfx942 and gfx950 (the gfx9 family, wave64) share when lowering tile IR: DPP quad
// permutes for distances 1 and 2, ds_swizzle within 32 lanes, ds_bpermute across the two halves
// of the wave, and the buffer resource word. Each target's file adds what differs (fp8 flavour).

#include "lowering/tile/target_lowering.h"

namespace gfxtile::tile {

class Gfx9Lowering : public TargetLowering {
 public:
  llvm::Value* shuffle_xor(llvm::IRBuilder<>& builder, llvm::Value* value, llvm::Value* lane, int mask) const override {
    if (mask == 1) return dpp_quad_perm(builder, value, 0xB1);  // [1,0,3,2]
    if (mask == 2) return dpp_quad_perm(builder, value, 0x4E);  // [2,3,0,1]
    if (mask < 32) return swizzle_xor(builder, value, mask);
    return bpermute(builder, value, builder.CreateXor(lane, builder.getInt32(mask)));
  }
  // DATA_FORMAT 32 bit, float (ignored by raw buffer ops but must be non-zero).
  uint32_t buffer_flags() const override { return (7u << 12) | (4u << 15); }
};

}  // namespace gfxtile::tile
