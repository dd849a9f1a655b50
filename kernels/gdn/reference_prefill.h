#pragma once
// fp64 host references of GDN prefill (../../../shared/notes/gdn.md), written from the notes and
// not from the kernels: the chunked steps 1-4 (to make realistic w, u, G for tests of the later
// stages), the chunked steps 5-7 from given inputs, and the whole layer part (conv, q/k norm,
// gating, the exact token recurrence, gated RMSNorm). K = V = 128; all tensors token-major as in
// README.md, held as doubles.
#include <cstdint>
#include <vector>

#include "kernels/gdn/config_part2.h"

namespace gfxtile::gdn::reference {

struct Dims {
  int key_heads = 2, value_heads = 4;
  std::vector<int32_t> cu_seqlens;  // [N + 1]
  int64_t tokens() const { return cu_seqlens.back(); }
  int sequences() const { return static_cast<int>(cu_seqlens.size()) - 1; }
  // chunk_offsets [N + 1]: the prefix sum of ceil(len / 64).
  std::vector<int32_t> chunk_offsets() const;
  int64_t chunks() const { return chunk_offsets().back(); }
};

// Steps 1-4: G (chunk-local cumsum of g), w = Ai (beta exp(G) k), u = Ai (beta v).
struct Wy {
  std::vector<double> G, w, u;  // [T, HV], [T, HV, K], [T, HV, V]
};
Wy chunk_wy(const Dims& dims, const std::vector<double>& k, const std::vector<double>& v,
            const std::vector<double>& g, const std::vector<double>& beta);

// Step 5 from given k, w, u, G. initial: per sequence [HV, K, V] (K-major), empty for zeros.
struct Recurrence {
  std::vector<double> h;       // [C, HV, K, V]
  std::vector<double> v_new;   // [T, HV, V]
  std::vector<double> final;   // [N, HV, K, V]
};
Recurrence chunk_recurrence(const Dims& dims, const std::vector<double>& k, const std::vector<double>& w,
                            const std::vector<double>& u, const std::vector<double>& G,
                            const std::vector<std::vector<double>>& initial);

// Steps 6-7: o from q, k, v_new, h, G; then the gated RMSNorm with z [T, HV, V] and the norm
// weight [V]. Returns y [T, HV * V]; `o` (before the norm) when asked.
std::vector<double> chunk_output(const Dims& dims, const std::vector<double>& q, const std::vector<double>& k,
                                 const std::vector<double>& v_new, const std::vector<double>& h,
                                 const std::vector<double>& G, const std::vector<double>& z,
                                 const std::vector<double>& norm_weight, Gate gate,
                                 std::vector<double>* o = nullptr);

// y = x rsqrt(mean(x^2) + 1e-6) * w * act(z) per (token, value head) over V.
void gated_rms_norm(std::vector<double>& o, const std::vector<double>& z, const std::vector<double>& norm_weight,
                    int value_heads, Gate gate);

// The whole layer part: from the in_proj outputs to the out_proj input, by the exact token
// recurrence. qkv [T, D] (D = 2 H K + HV V), a, b [T, HV], z [T, HV V], conv_weight [D, 4],
// A_log, dt_bias [HV], norm_weight [V]. Per sequence: the conv state [D, 3] and the SSM state
// [HV, K, V] it starts from (empty: zeros); both are replaced by the final ones.
struct LayerInputs {
  std::vector<double> qkv, a, b, z, conv_weight, A_log, dt_bias, norm_weight;
};
struct LayerStates {
  std::vector<std::vector<double>> conv;  // per sequence [D, 3]
  std::vector<std::vector<double>> ssm;   // per sequence [HV, K, V]
};
std::vector<double> layer(const Dims& dims, const LayerInputs& inputs, LayerStates& states, Gate gate);

}  // namespace gfxtile::gdn::reference
