#pragma once
// The fused GDN decode step and MTP verification as one DSL kernel (decode_kernel.cpp).

#include "dsl/dsl.h"
#include "kernels/gdn/shape.h"

namespace gfxtile::gdn {

inline constexpr int kDecodeHeadDim = 128;  // K = V
inline constexpr int kMaxVerifyTokens = 8;  // MTP: 1 + up to 7 draft tokens a sequence

enum class DecodeGate { silu, sigmoid };  // the gated RMSNorm's gate on z (Qwen3.5: silu)

struct DecodeShape {
  int H = 16;                  // key heads
  int HV = 32;                 // value heads (HV % H == 0)
  bool state_v_first = false;  // SSM pool [slots, HV, V, K] (fla / vLLM) instead of [slots, HV, K, V]
  DecodeGate gate = DecodeGate::silu;
  bool multi_token = false;    // MTP verification (cu_seqlens, accepted, per-token slots)
  int D() const { return 2 * H * kDecodeHeadDim + HV * kDecodeHeadDim; }
};

// Arguments in order:
//   qkv bf16 [T, D]; a, b bf16 [T, HV]; z bf16 [T, HV, V]; conv_weight bf16 [D, 4];
//   A_log, dt_bias f32 [HV]; norm_weight bf16 [V]; conv_state f32 [slots, D, 3] (in/out);
//   ssm_state f32 [slots, HV, K, V] or [slots, HV, V, K] (in/out); state_indices i32,
//   state_indices_in i32; y bf16 [T, HV V] (out); conv_sync i32 [N, H] (zeros, left zero: the
//   key heads' arrival counters);
//   multi_token only: cu_seqlens i32 [N + 1], accepted i32 [N], index_stride i32 (the row
//   length of state_indices / state_indices_in [N, index_stride]).
// Decode: T = N, state read at state_indices_in[s], written at state_indices[s].
// Verify: sequence s has tokens [cu_seqlens[s], cu_seqlens[s+1]); state read at
// state_indices_in[s, accepted[s] - 1], the state after its token t written at
// state_indices[s, t] (skipped where that slot is -1). A sequence whose read slot or first
// write slot is -1 is padding: nothing of it is read or written.
// Grid: {HV, N} workgroups of decode_launch(target, state_v_first, multi_token).waves waves.
Kernel decode_kernel(const TargetId& target, const DecodeShape& shape);

}  // namespace gfxtile::gdn
