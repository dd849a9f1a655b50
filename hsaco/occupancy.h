#pragma once
// Waves per SIMD a kernel can keep resident, and which resource limits it. The model: registers
// are allocated per wave in granules (VGPR and AGPR share one file on gfx90a+); LDS is shared by
// the workgroups resident on a CU (gfx9) or WGP (gfx12), whose waves spread over its SIMDs.

#include <string_view>

#include "core/target.h"
#include "hsaco/metadata.h"

namespace gfxtile {

struct Occupancy {
  int allocated_vgprs = 0;       // per lane, VGPR + AGPR, rounded to the granule
  int allocated_sgprs = 0;       // 0 when SGPRs do not limit occupancy on this target
  int waves_by_vgprs = 0;
  int waves_by_sgprs = 0;
  int waves_by_lds = 0;
  int waves_per_simd = 0;        // the minimum of the above and the hardware's wave slots
  std::string_view limited_by;   // "VGPRs", "SGPRs", "LDS" or "wave slots"
};

// workgroup_size 0 means the kernel's max_flat_workgroup_size (or 256 when absent).
Occupancy compute_occupancy(const KernelMetadata& metadata,
                            const TargetProperties& target, int workgroup_size = 0,
                            int dynamic_lds_bytes = 0);

}  // namespace gfxtile
