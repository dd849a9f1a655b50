#pragma once
// fp64 references of part 1 (../shared/notes/gdn.md, inputs 2-4 and chunked steps 1-4), written
// from the specification. Inputs are the values the kernels read (bf16 inputs as their exact
// values); outputs are unrounded fp64, except where the specification rounds (the conv output is
// rounded to bf16 before the q/k norm).

#include <cstdint>
#include <vector>

#include "kernels/gdn/prefill_part1.h"

namespace gfxtile::gdn {

struct ConvGatingInputs {
  std::vector<double> qkv;         // [T, D]
  std::vector<double> conv_weight; // [D, 4]
  std::vector<double> conv_state;  // [slots, D, 3]
  std::vector<double> a, b;        // [T, HV]
  std::vector<double> A_log, dt_bias;  // [HV]
};
struct ConvGatingOutputs {
  std::vector<double> q, k;        // [T, H, K]
  std::vector<double> v;           // [T, HV, V]
  std::vector<double> g, beta;     // [T, HV]
  std::vector<double> conv_state;  // [slots, D, 3] after the batch
  std::vector<uint8_t> written;    // [T]: 0 for tokens of padding sequences (left unwritten)
};
ConvGatingOutputs reference_conv_gating(const PrefillShape& shape, const ConvSlots& slots, const ConvGatingInputs& in);

struct WyOutputs {
  std::vector<double> G;  // [T, HV]
  std::vector<double> w;  // [T, HV, K]
  std::vector<double> u;  // [T, HV, V]
};
// k [T, H, K], v [T, HV, V], g and beta [T, HV].
WyOutputs reference_chunk_wy(const PrefillShape& shape, const std::vector<double>& k, const std::vector<double>& v,
                             const std::vector<double>& g, const std::vector<double>& beta);

// x rounded to the nearest bf16 (ties to even).
double round_bf16(double x);

}  // namespace gfxtile::gdn
