#pragma once
// The chunk-local WY stage of the GDN prefill, one kernel: per 64-token chunk and key head,
// k k^T once (bf16 matrix unit), then per value head of that key head the cumsum G of g,
// A = beta_i (k_i . k_j) exp(G_i - G_j) (strictly lower), Ai = (I + A)^-1 exactly by the product
// form (I + N)(I + N^2)...(I + N^32), N = -A (N^64 = 0), on the f32 matrix unit, then
// u = Ai (beta v) and w = Ai (beta exp(G) k) on the f32 matrix unit, stored bf16.

#include "dsl/ir.h"
#include "kernels/gdn/config_part1.h"

namespace gfxtile::gdn {

// Arguments: k, v, g, beta, G, w, u, chunks (the chunk table), H, HV. Grid (chunks, H).
Kernel chunk_wy_kernel(const TargetId& target, const WyConfig& config);

}  // namespace gfxtile::gdn
