// gfx942 (wave64): the gfx9 family's lane exchanges (target_gfx9.h); CDNA3 converts the FNUZ fp8 forms.

#include "lowering/tile/target_gfx9.h"

namespace gfxtile::tile {
namespace {

class Gfx942Lowering final : public Gfx9Lowering {
 public:
  bool has_fp8(DType dtype) const override { return dtype == f8e4m3fnuz || dtype == f8e5m2fnuz; }
};

}  // namespace

std::unique_ptr<TargetLowering> make_gfx942_lowering() { return std::make_unique<Gfx942Lowering>(); }

}  // namespace gfxtile::tile
