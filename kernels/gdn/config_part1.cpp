#include "kernels/gdn/config_part1.h"

#include <algorithm>

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

WyConfig wy_config(const TargetId&, const PrefillShape&) {
  // 4 waves on every target. Each wave inverts the whole 64x64 matrix (16x16 blocks in
  // registers) and takes a quarter of u's and w's columns, so more waves repeat the inverse: on
  // gfx1250 (wave32) 8 waves ran 2.2x the wave-instructions of 4 and modelled 374 us against
  // 132 us at 1 x 16384, H 16, HV 32 (bench/gdn_bench); 2 waves modelled 140 us there and 286 us
  // against 282 us on gfx942.
  return WyConfig{.waves = 4};
}

}  // namespace gfxtile::gdn
