#pragma once
// Launch rule of the GDN decode / MTP-verify kernel: a fixed function of shape and target.
//
// One workgroup per (sequence, key head). It owns the conv channels of its q/k head and of the
// HV/H value heads reading it, so the conv-state shift and write-back need no cross-workgroup
// ordering, and it covers all V of each value head, so the gated RMSNorm over V closes in the
// same kernel: one launch per layer and step. The 128 x 128 fp32 state of a value head is
// spread over the workgroup (64 values a lane, 16 B accesses along the contiguous axis), read
// once and written once per token.

#include <cstdint>

#include "core/target.h"

namespace gfxtile::gdn {

struct DecodeLaunch {
  int waves = 4;
  // State tile [K, V] (or [V, K] when V is the slow axis): registers, lanes and waves per
  // dimension of the tile as stored.
  int per_thread[2] = {16, 4};
  int lanes[2] = {8, 8};
  int wave_split[2] = {1, 4};
};

// wave64 targets: 4 waves of 64 lanes; gfx1250 (wave32): 8 waves of 32 lanes. Either way 256
// lanes with 64 state values each; the reduction over K stays within a wave (registers + lane
// exchanges), only the RMSNorm sum over V crosses waves.
DecodeLaunch decode_launch(const TargetId& target, bool state_v_first);

// The grid: {H, N} workgroups at every batch size and head count. Batch and HV do not change the
// tile: at N >= 8 there are >= 8 H workgroups of >= 2 x 64 KiB of state traffic each, and a
// smaller batch is bound by the launch, not by the split (README.md, "Decode").
struct DecodeGrid {
  uint32_t x = 1, y = 1;
};
DecodeGrid decode_grid(int H, int sequences);

}  // namespace gfxtile::gdn
