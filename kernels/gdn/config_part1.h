#pragma once
// Launch rules of part 1 (conv + gating + norm, chunk-local WY): fixed functions of the shape
// and the target. No run-time autotuning; the same choice in every process.

#include <cstdint>

#include "core/target.h"
#include "kernels/gdn/shape.h"

namespace gfxtile::gdn {

struct ConvConfig {
  int waves = 4;          // per workgroup
  int heads = 16;         // heads (of 128 channels) per workgroup: (wave size / 16) * waves
  int rows_per_step = 16; // tokens loaded together (unrolled) per step of the token loop
  friend bool operator==(const ConvConfig&, const ConvConfig&) = default;
};
// Grid: (chunks, 2 ceil(H / heads) + ceil(HV / heads)).
ConvConfig conv_config(const TargetId& target, const PrefillShape& shape);
// The workgroup layout of a configuration with `waves` waves on `target`.
ConvConfig conv_config_for_waves(const TargetId& target, int waves);

struct WyConfig {
  int waves = 4;  // per workgroup; one workgroup per (chunk, key head), looping over its value heads
  friend bool operator==(const WyConfig&, const WyConfig&) = default;
};
// Grid: (chunks, H).
WyConfig wy_config(const TargetId& target, const PrefillShape& shape);

}  // namespace gfxtile::gdn
