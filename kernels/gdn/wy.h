#pragma once
// The chunk-local WY stage of the GDN prefill, one kernel: per 64-token chunk and key head,
// k k^T once (bf16 matrix unit), then per value head of that key head the cumsum G of g,
// A = beta_i (k_i . k_j) exp(G_i - G_j) (strictly lower), N = -A, and exactly
// u = (I + A)^-1 (beta v), w = (I + A)^-1 (beta exp(G) k), all f32 on the f32 matrix unit: the
// four 16x16 diagonal blocks' inverses D_d by the product form (I + N)(I + N^2)(I + N^4)(I + N^8)
// (N_dd^16 = 0), then u and w by block forward substitution, u_r = D_r (R_r + sum_{k<r} N_rk u_k)
// (the off-diagonal blocks of the inverse are never formed). Every wave holds the whole 64x64 N,
// so the blocks are register slices; u and w spread their columns over the waves, stored bf16.
// Accumulators become B operands by relabeling their rows (free), with the A operands' columns
// relabeled alike (wy.cpp).

#include "dsl/ir.h"
#include "kernels/gdn/config_part1.h"

namespace gfxtile::gdn {

// Arguments: k, v, g, beta, G, w, u, chunks (the chunk table), H, HV. Grid (chunks, H).
Kernel chunk_wy_kernel(const TargetId& target, const WyConfig& config);

}  // namespace gfxtile::gdn
