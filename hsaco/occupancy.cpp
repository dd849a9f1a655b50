#include "hsaco/occupancy.h"

#include <algorithm>

namespace gfxtile {
namespace {

int round_up(int value, int granule) { return (value + granule - 1) / granule * granule; }

}  // namespace

Occupancy compute_occupancy(const KernelMetadata& metadata,
                            const TargetProperties& target, int workgroup_size, int dynamic_lds_bytes) {
  Occupancy result;
  // On gfx90a+ the metadata's .vgpr_count is already the unified VGPR+AGPR total (LLVM's
  // TotalNumVgprs), so AGPRs are not added again.
  result.allocated_vgprs = round_up(std::max(static_cast<int>(metadata.vgpr_count), 1), target.vgpr_granule);
  result.waves_by_vgprs = std::min(target.max_waves_per_simd, target.vgprs_per_simd / result.allocated_vgprs);

  result.waves_by_sgprs = target.max_waves_per_simd;
  if (target.sgprs_per_simd > 0) {
    result.allocated_sgprs = round_up(std::max(static_cast<int>(metadata.sgpr_count), 1), target.sgpr_granule);
    result.waves_by_sgprs = std::min(target.max_waves_per_simd, target.sgprs_per_simd / result.allocated_sgprs);
  }

  if (workgroup_size <= 0)
    workgroup_size = metadata.max_flat_workgroup_size > 0 ? static_cast<int>(metadata.max_flat_workgroup_size) : 256;
  const int waves_per_workgroup = (workgroup_size + target.wave_size - 1) / target.wave_size;
  const int lds = static_cast<int>(metadata.group_segment_fixed_size) + dynamic_lds_bytes;
  result.waves_by_lds = target.max_waves_per_simd;
  if (lds > 0) {
    const int workgroups = target.lds_bytes_per_cu / lds;
    result.waves_by_lds = std::min(target.max_waves_per_simd, workgroups * waves_per_workgroup / target.simds_per_cu);
  }

  result.waves_per_simd = target.max_waves_per_simd;
  result.limited_by = "wave slots";
  auto limit = [&](int waves, std::string_view name) {
    if (waves < result.waves_per_simd) {
      result.waves_per_simd = waves;
      result.limited_by = name;
    }
  };
  limit(result.waves_by_vgprs, "VGPRs");
  limit(result.waves_by_sgprs, "SGPRs");
  limit(result.waves_by_lds, "LDS");
  return result;
}

}  // namespace gfxtile
