#pragma once
// The prefill's shape, shared by every stage of the GDN prefill chain (kernels/gdn/README.md),
// and the conv width prefill and decode share.

#include <cstdint>
#include <vector>

namespace gfxtile::gdn {

inline constexpr int kConvWidth = 4;  // causal conv taps; the conv state keeps the last 3 inputs

struct PrefillShape {
  int64_t tokens = 0;     // T
  int sequences = 0;      // N
  int key_heads = 0;      // H (q/k heads)
  int value_heads = 0;    // HV (HV % H == 0)
  int head_dim = 128;     // K = V
  std::vector<int32_t> cu_seqlens;  // [N + 1], host copy
};

}  // namespace gfxtile::gdn
