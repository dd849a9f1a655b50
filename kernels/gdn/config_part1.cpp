#include "kernels/gdn/config_part1.h"

#include <algorithm>
#include <cstdlib>

namespace gfxtile::gdn {

ConvConfig conv_config_for_waves(const TargetId& target, int waves) {
  ConvConfig config;
  config.waves = waves;
  config.heads = target.properties().wave_size / 16 * waves;
  config.rows_per_step = 16;
  return config;
}

ConvConfig conv_config(const TargetId& target, const PrefillShape& shape) {
  // A workgroup covers `heads` whole heads (each lane 8 channels, 16 lanes a head). Use the fewest
  // waves that still cover the largest region (q, k: H heads; v: HV heads), at most 4, so small
  // head counts (TP8's H = 2) do not leave most lanes idle.
  const int wave_heads = target.properties().wave_size / 16;
  const int largest = std::max(shape.key_heads, shape.value_heads);
  int waves = 1;
  while (waves < 4 && wave_heads * waves < largest) waves *= 2;
  return conv_config_for_waves(target, waves);
}

WyConfig wy_config(const TargetId& target, const PrefillShape&) {
  // gfx1250 (wave32) holds the same tiles in half the lanes: twice the waves. With 4 waves it
  // runs 17% fewer wave-instructions (bench/gdn_bench) but needs 882 VGPRs (one wave per SIMD, no
  // latency hiding for the chain of dependent WMMAs) against 486 (two per SIMD), and compiles in
  // twice the time.
  const char* budget = std::getenv("WY_VGPR_BUDGET");
  const char* waves = std::getenv("WY_WAVES");
  return WyConfig{.waves = waves ? std::atoi(waves) : target.properties().wave_size == 32 ? 8 : 4,
                  .vgpr_budget = budget ? std::atoi(budget) : 0};
}

}  // namespace gfxtile::gdn
