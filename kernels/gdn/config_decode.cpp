#include "kernels/gdn/config_decode.h"

namespace gfxtile::gdn {

DecodeLaunch decode_launch(const TargetId& target, bool state_v_first, bool multi_token) {
  DecodeLaunch launch;
  const bool wave32 = target.properties().wave_size == 32;
  if (wave32 && !state_v_first && !multi_token) {
    // wave32 decode, [K, V] stored: 8 lanes along V, so a wave's 16 B accesses cover whole 128 B
    // lines (with 4, each line's halves sit in two waves and the model's L2/HBM share carries it
    // twice); all 128 K in a wave then takes 32 K a lane: 4 waves of 32, 128 state values a lane.
    // Packed f32 as on wave64 (below) and a 256-VGPR budget: 4 waves a SIMD, 4 workgroups a CU
    // (unpacked 339 VGPRs, 2; packed without the budget 262, 3; no spills).
    launch.waves = 4;
    launch.per_thread[0] = 32, launch.per_thread[1] = 4;
    launch.lanes[0] = 4, launch.lanes[1] = 8;
    launch.wave_split[0] = 1, launch.wave_split[1] = 4;
    launch.packed_f32 = true;
    launch.vgpr_budget = 256;
    return launch;
  }
  // MTP on wave32 keeps 8 waves of 64 values a lane: its tokens' updates run one after another,
  // and 128 values a lane make each take longer (batch 8: 15.6 us against 14.0).
  launch.waves = wave32 ? 8 : 4;
  // wave64: f32 arithmetic on register pairs, half the VALU instructions of the update and its
  // products, and 162 VGPRs instead of 209 (3 waves a SIMD instead of 2). gfx1250's MTP (8
  // waves) gains nothing from it (14.06 us against 14.01 at batch 8).
  launch.packed_f32 = !wave32;
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
