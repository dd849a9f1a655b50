// Part 1's registry entries: the kernels are shape-generic (H, HV and the chunk table are
// arguments); the parameter is the launch rule's choice of waves (conv_config / wy_config).

#include "dsl_runtime/dsl_family.h"
#include "kernels/gdn/config_part1.h"
#include "kernels/gdn/conv.h"
#include "kernels/gdn/registry.h"
#include "kernels/gdn/wy.h"

namespace gfxtile::gdn {

void register_part1_kernels(KernelRegistry& registry) {
  registry.add(dsl_family("gdn.conv_gating",
                          "GDN prefill: causal conv + SiLU, q/k L2 norm, gating g and beta",
                          {{"waves", ParameterKind::integer, "1", "waves per workgroup (1, 2, 4, ...)"},
                           {"piece_rows", ParameterKind::integer, "64", "tokens per workgroup (16, 32 or 64)"}},
                          [](const TargetId& target, const KernelParameters& p) {
                            const int waves = static_cast<int>(p.integer("waves"));
                            const int piece_rows = static_cast<int>(p.integer("piece_rows"));
                            return conv_gating_kernel(target, conv_config_for_waves(target, waves, piece_rows));
                          }));
  registry.add(dsl_family("gdn.chunk_wy",
                          "GDN prefill: chunk cumsum of g, k k^T, (I + A)^-1, w and u",
                          {{"waves", ParameterKind::integer, "4", "waves per workgroup"}},
                          [](const TargetId& target, const KernelParameters& p) {
                            return chunk_wy_kernel(target, wy_config_for_waves(target, static_cast<int>(p.integer("waves"))));
                          }));
}

}  // namespace gfxtile::gdn
