#include "kernels/gdn/config_decode.h"

namespace gfxtile::gdn {

DecodeLaunch decode_launch(const TargetId& target, bool state_v_first) {
  DecodeLaunch launch;
  const bool wave32 = target.properties().wave_size == 32;
  launch.waves = wave32 ? 8 : 4;
  // [K, V] stored (V contiguous): 4 V a lane (one 16 B access), 16 K a lane; lanes 8 K x 8 V
  // (wave64) or 8 K x 4 V (wave32); waves along V.
  const int v_lanes = wave32 ? 4 : 8;
  if (!state_v_first) {
    launch.per_thread[0] = 16, launch.per_thread[1] = 4;
    launch.lanes[0] = 8, launch.lanes[1] = v_lanes;
    launch.wave_split[0] = 1, launch.wave_split[1] = launch.waves;
  } else {
    // [V, K] stored (K contiguous): 16 K a lane (four 16 B accesses), 4 V a lane.
    launch.per_thread[0] = 4, launch.per_thread[1] = 16;
    launch.lanes[0] = v_lanes, launch.lanes[1] = 8;
    launch.wave_split[0] = launch.waves, launch.wave_split[1] = 1;
  }
  return launch;
}

DecodeGrid decode_grid(int HV, int sequences) { return {uint32_t(HV), uint32_t(sequences)}; }

}  // namespace gfxtile::gdn
