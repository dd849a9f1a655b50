// Registry entries of the GDN decode part: gdn.decode and gdn.verify, one kernel each with the
// head counts, the pool layout and the gate as parameters.

#include "dsl_runtime/dsl_family.h"
#include "kernels/gdn/decode_kernel.h"
#include "kernels/gdn/registry.h"

namespace gfxtile::gdn {

namespace {

std::vector<KernelParameterSpec> decode_parameters() {
  return {{"H", ParameterKind::integer, "16", "key heads"},
          {"HV", ParameterKind::integer, "32", "value heads (a multiple of H)"},
          {"state_v_first", ParameterKind::boolean, "false", "SSM pool [slots, HV, V, K] instead of [slots, HV, K, V]"},
          {"sigmoid_gate", ParameterKind::boolean, "false", "gated RMSNorm with sigmoid(z) instead of silu(z)"}};
}

DecodeShape decode_shape(const KernelParameters& p, bool multi) {
  return {.H = int(p.integer("H")),
          .HV = int(p.integer("HV")),
          .state_v_first = p.boolean("state_v_first"),
          .gate = p.boolean("sigmoid_gate") ? DecodeGate::sigmoid : DecodeGate::silu,
          .multi_token = multi};
}

}  // namespace

void register_decode_kernels(KernelRegistry& registry) {
  registry.add(dsl_family("gdn.decode",
                          "GDN fused decode step: conv update, q/k norm, gating, delta-rule state update in the pool, "
                          "gated RMSNorm (kernels/gdn/decode_kernel.h); grid {HV, N}",
                          decode_parameters(),
                          [](const TargetId& target, const KernelParameters& p) {
                            return decode_kernel(target, decode_shape(p, false));
                          }));
  registry.add(dsl_family("gdn.verify",
                          "GDN MTP verification: 1 + n tokens a sequence through cu_seqlens, the state after every "
                          "token to its own slot (kernels/gdn/decode_kernel.h); grid {HV, N}",
                          decode_parameters(),
                          [](const TargetId& target, const KernelParameters& p) {
                            return decode_kernel(target, decode_shape(p, true));
                          }));
}

}  // namespace gfxtile::gdn
