#pragma once
// Kernel 1 of the GDN prefill: causal depthwise conv (width 4) + SiLU over the in_proj output,
// q/k L2 norm per head, and the gating (g, beta). See prefill_part1.h for the tensors.

#include "dsl/ir.h"
#include "kernels/gdn/config_part1.h"

namespace gfxtile::gdn {

// Arguments, in order: qkv, conv_weight, conv_state, a, b, A_log, dt_bias, q, k, v, g, beta,
// chunks (the chunk table), cu_seqlens, slots (per sequence: read slot or -1, write slot or -1),
// H, HV (i32). Grid conv_grid(config, shape): (chunks x 64 / piece_rows, 2 ceil(H / heads) +
// ceil(HV / heads)); workgroups of config.waves waves.
Kernel conv_gating_kernel(const TargetId& target, const ConvConfig& config);

}  // namespace gfxtile::gdn
