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
  // The 32-bit `value` of lane (lane ^ mask); `lane` is the lane id within the wave.
  virtual llvm::Value* shuffle_xor(llvm::IRBuilder<>& builder, llvm::Value* value, llvm::Value* lane, int mask) const = 0;
  // Whether the hardware converts f32 to and from this fp8 format.
  virtual bool has_fp8(DType dtype) const = 0;
  // Word 3 of a buffer resource (format and out-of-range behaviour).
  virtual uint32_t buffer_flags() const = 0;
};

std::unique_ptr<TargetLowering> make_target_lowering(Architecture architecture);
std::unique_ptr<TargetLowering> make_gfx942_lowering();
std::unique_ptr<TargetLowering> make_gfx950_lowering();
std::unique_ptr<TargetLowering> make_gfx1250_lowering();

// Shared building blocks of the per-target files.
// update.dpp with a DPP control word (quad_perm 0x00-0xFF, row_xmask 0x160-0x16F on gfx10+).
llvm::Value* dpp_quad_perm(llvm::IRBuilder<>& builder, llvm::Value* value, int pattern);
llvm::Value* swizzle_xor(llvm::IRBuilder<>& builder, llvm::Value* value, int mask);  // ds_swizzle, mask < 32
llvm::Value* bpermute(llvm::IRBuilder<>& builder, llvm::Value* value, llvm::Value* source_lane);

}  // namespace gfxtile::tile
