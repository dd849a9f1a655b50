// Cross-lane building blocks every target file chooses from.

#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/IntrinsicsAMDGPU.h>

#include "core/error.h"
#include "lowering/tile/target_lowering.h"

namespace gfxtile::tile {

static llvm::Value* call(llvm::IRBuilder<>& builder, llvm::Intrinsic::ID id, llvm::ArrayRef<llvm::Type*> overloads,
                         llvm::ArrayRef<llvm::Value*> args) {
  llvm::Module* module = builder.GetInsertBlock()->getModule();
  return builder.CreateCall(llvm::Intrinsic::getOrInsertDeclaration(module, id, overloads), args);
}

llvm::Value* dpp_quad_perm(llvm::IRBuilder<>& builder, llvm::Value* value, int pattern) {
  // update.dpp(old, src, dpp_ctrl, row_mask, bank_mask, bound_ctrl); quad_perm controls are 0x00-0xFF.
  return call(builder, llvm::Intrinsic::amdgcn_update_dpp, {builder.getInt32Ty()},
              {llvm::PoisonValue::get(builder.getInt32Ty()), value, builder.getInt32(pattern), builder.getInt32(0xF),
               builder.getInt32(0xF), builder.getTrue()});
}

llvm::Value* dpp_rows(llvm::IRBuilder<>& builder, llvm::Value* old, llvm::Value* value, int control, int row_mask) {
  return call(builder, llvm::Intrinsic::amdgcn_update_dpp, {builder.getInt32Ty()},
              {old, value, builder.getInt32(control), builder.getInt32(row_mask), builder.getInt32(0xF), builder.getFalse()});
}

llvm::Value* TargetLowering::row_broadcast(llvm::IRBuilder<>&, llvm::Value*, int) const {
  fail("tile lowering: internal error: this target has no row broadcasts");
}

llvm::Value* swizzle_xor(llvm::IRBuilder<>& builder, llvm::Value* value, int mask) {
  // ds_swizzle bit mode within groups of 32 lanes: and_mask [4:0], or_mask [9:5], xor_mask [14:10].
  return call(builder, llvm::Intrinsic::amdgcn_ds_swizzle, {}, {value, builder.getInt32(0x1F | (mask << 10))});
}

llvm::Value* permlane_swap_xor(llvm::IRBuilder<>& builder, llvm::Value* value, llvm::Value* lane, int distance) {
  // swap(a, b) moves a's odd blocks of `distance` lanes into b's even ones and back: with a = b =
  // value, a holds the partner's value in the odd blocks and b in the even ones.
  const llvm::Intrinsic::ID id = distance == 16 ? llvm::Intrinsic::amdgcn_permlane16_swap : llvm::Intrinsic::amdgcn_permlane32_swap;
  llvm::Value* swapped = call(builder, id, {}, {value, value, builder.getFalse(), builder.getFalse()});
  llvm::Value* odd = builder.CreateICmpNE(builder.CreateAnd(lane, builder.getInt32(distance)), builder.getInt32(0));
  return builder.CreateSelect(odd, builder.CreateExtractValue(swapped, 0), builder.CreateExtractValue(swapped, 1));
}

llvm::Value* bpermute(llvm::IRBuilder<>& builder, llvm::Value* value, llvm::Value* source_lane) {
  return call(builder, llvm::Intrinsic::amdgcn_ds_bpermute, {},
              {builder.CreateShl(source_lane, 2), value});
}

std::unique_ptr<TargetLowering> make_target_lowering(Architecture architecture) {
  switch (architecture) {
    case Architecture::gfx942: return make_gfx942_lowering();
    case Architecture::gfx950: return make_gfx950_lowering();
    case Architecture::gfx1250: return make_gfx1250_lowering();
  }
  fail("tile lowering: no target lowering for this architecture");
}

}  // namespace gfxtile::tile
