#pragma once
// Launch rule of the GDN decode / MTP-verify kernel: a fixed function of shape and target.
//
// One workgroup per (sequence, value head): twice (GVA 2) the workgroups of one per key head, and
// each streams a single 64 KiB state, loaded right after the small inputs, so the state traffic
// overlaps the conv math and the next workgroup's loads. The G = HV / H workgroups of a key head
// each compute its q/k conv (cheap) from the old window; an arrival counter (conv_sync) lets the
// last of them write the window back, so a read slot equal to the write slot is never overwritten
// before every reader has read it. A workgroup covers all V of its value head, so the gated
// RMSNorm over V closes in the same kernel: one launch per layer and step. The 128 x 128 fp32
// state is spread over the workgroup (64 values a lane, 128 on gfx1250's decode; 16 B accesses
// along the contiguous axis, whole 128 B lines a wave access of a [K, V] pool but on gfx1250's
// MTP), read once and written once per token.

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
  bool packed_f32 = false;  // f32 arithmetic on register pairs (KernelOptions::packed_f32)
  int vgpr_budget = 0;      // VGPRs a lane (0: the target's limit)
};

// wave64 targets: 4 waves of 64 lanes, 64 state values a lane, packed f32. gfx1250 (wave32):
// decode of a [K, V] pool 4 waves of 32 lanes with 128 values a lane, packed f32 in 256 VGPRs;
// MTP or a [V, K] pool 8 waves of 32 with 64. The reduction over K stays within a wave (registers + lane exchanges), only the
// RMSNorm sum over V crosses waves.
DecodeLaunch decode_launch(const TargetId& target, bool state_v_first, bool multi_token = false);

// The grid: {HV, N} workgroups at every batch size and head count (README.md, "Decode").
struct DecodeGrid {
  uint32_t x = 1, y = 1;
};
DecodeGrid decode_grid(int HV, int sequences);

}  // namespace gfxtile::gdn
