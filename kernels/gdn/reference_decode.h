#pragma once
// fp64 reference of the GDN decode step and MTP verification (../shared/notes/gdn.md: the
// token recurrence with the causal conv, q/k L2 norm, gating and gated RMSNorm), written from
// the notes, not from the kernels. Host arrays in the kernels' layouts (decode_kernel.h);
// inputs as doubles (the test rounds them to bf16 first), pools updated in place.

#include <cstdint>
#include <vector>

#include "kernels/gdn/decode_kernel.h"

namespace gfxtile::gdn {

struct DecodeReferenceInputs {
  std::vector<double> qkv;          // [T, D]
  std::vector<double> a, b;         // [T, HV]
  std::vector<double> z;            // [T, HV, V]
  std::vector<double> conv_weight;  // [D, 4]
  std::vector<double> A_log, dt_bias;  // [HV]
  std::vector<double> norm_weight;  // [V]
};

struct DecodeReferencePools {
  std::vector<double> conv_state;  // [slots, D, 3]
  std::vector<double> ssm_state;   // [slots, HV, K, V] or [slots, HV, V, K]
};

// Sequences: tokens [cu_seqlens[s], cu_seqlens[s+1]); read slot read_slots[s], write slot of
// token t write_slots[s][t] (-1: not written); a sequence with read slot or first write slot -1
// is skipped (its y rows keep their values). Returns y [T, HV V] (skipped rows 0).
std::vector<double> decode_reference(const DecodeShape& shape, const DecodeReferenceInputs& inputs,
                                     const std::vector<int32_t>& cu_seqlens, const std::vector<int32_t>& read_slots,
                                     const std::vector<std::vector<int32_t>>& write_slots, DecodeReferencePools& pools);

}  // namespace gfxtile::gdn
