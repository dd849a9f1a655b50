#pragma once
// The chunk-local WY stage of the GDN prefill, one kernel: per 64-token chunk and key head,
// k k^T once (bf16 matrix unit), then per value head of that key head the cumsum G of g,
// A = beta_i (k_i . k_j) exp(G_i - G_j) (strictly lower), N = -A, and Ai = (I + A)^-1 exactly,
// all f32 on the f32 matrix unit: the four 16x16 diagonal blocks by the product form
// (I + N)(I + N^2)(I + N^4)(I + N^8) (N_dd^16 = 0), then the off-diagonal blocks by the merge
// Ai_ij = Ai_ii sum_{k=j}^{i-1} N_ik Ai_kj. Every wave holds the whole 64x64 matrices, so the
// blocks are register slices (extract_slice / insert_slice); u = Ai (beta v) and w =
// Ai (beta exp(G) k) spread their columns over the waves (f32 matrix unit, the top 32 rows
// with k < 32 only), stored bf16.

#include "dsl/ir.h"
#include "kernels/gdn/config_part1.h"

namespace gfxtile::gdn {

// Arguments: k, v, g, beta, G, w, u, chunks (the chunk table), H, HV. Grid (chunks, H).
Kernel chunk_wy_kernel(const TargetId& target, const WyConfig& config);

}  // namespace gfxtile::gdn
