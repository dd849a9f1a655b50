// gfx950 (wave64): the gfx9 family's lane exchanges (target_gfx9.h) with CDNA4's permlane swaps;
// CDNA4 converts the OCP fp8 forms.

#include "lowering/tile/target_gfx9.h"

namespace gfxtile::tile {
namespace {

class Gfx950Lowering final : public Gfx9Lowering {
 public:
  bool has_fp8(DType dtype) const override { return dtype == f8e4m3 || dtype == f8e5m2; }
  bool has_permlane_swap() const override { return true; }
};

}  // namespace

std::unique_ptr<TargetLowering> make_gfx950_lowering() { return std::make_unique<Gfx950Lowering>(); }

}  // namespace gfxtile::tile
