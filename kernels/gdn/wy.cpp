// The chunk-local WY stage (see wy.h). Rows past the chunk's valid rows are zeros in k, v, g and
// beta, their A rows and columns zero, so Ai is the identity there and no lane computes exp of
// a positive difference (exp(G_i - G_j) only for i > j, where G_i - G_j <= 0).

#include "kernels/gdn/wy.h"

#include "dsl/dsl.h"
#include "kernels/gdn/prefill_part1.h"

namespace gfxtile::gdn {

Kernel chunk_wy_kernel(const TargetId& target, const WyConfig& config) {
  KernelBuilder kb("gdn_chunk_wy", target, {.waves = config.waves});
  Tensor k_in = kb.arg<const bf16_t*>("k"), v_in = kb.arg<const bf16_t*>("v");
  Tensor g_in = kb.arg<const float*>("g"), beta_in = kb.arg<const float*>("beta");
  Tensor G_out = kb.arg<float*>("G"), w_out = kb.arg<bf16_t*>("w"), u_out = kb.arg<bf16_t*>("u");
  Tensor chunks = kb.arg<const int32_t*>("chunks");
  Tensor H = kb.arg<int32_t>("H"), HV = kb.arg<int32_t>("HV");

  constexpr int BT = kChunk, K = 128;
  Scalar chunk = program_id(0), h = program_id(1);
  Scalar t0 = load(chunks + chunk * 3 + 1), rows = load(chunks + chunk * 3 + 2);
  Scalar ratio = HV / H;

  // Global tiles: 8 bf16 per lane along the head dimension.
  const Layout tile = blocked({BT, K}, {.per_thread = {1, 8}});
  Tensor tr = expand_dims(arange(BT, slice(tile, 1)), 1), tc = expand_dims(arange(K, slice(tile, 0)), 0);
  Tensor row_valid = broadcast(tr < rows, tile);
  Tensor key = load(k_in + ((t0 + tr) * H + h) * K + tc, row_valid);  // [BT, K] bf16, zero rows past the chunk

  // k k^T once per key head on the bf16 matrix unit (k is bf16: its products are exact in f32).
  const MmaInstruction& mma16 = mma_instruction(bf16);
  const Layout kk_acc = mma_layout(mma16, {BT, BT});
  Tensor kkt = dot(convert_layout(key, dot_operand_layout(mma16, kk_acc, MmaOperand::a, K)),
                   convert_layout(permute(key, {1, 0}), dot_operand_layout(mma16, kk_acc, MmaOperand::b, K)),
                   zeros({BT, BT}, f32, kk_acc));

  // f32 matrix unit layouts: [BT, BT] products and [BT, K] results.
  const MmaInstruction& mma32 = mma_instruction(f32);
  const Layout sq = mma_layout(mma32, {BT, BT});
  const Layout sq_a = dot_operand_layout(mma32, sq, MmaOperand::a, BT), sq_b = dot_operand_layout(mma32, sq, MmaOperand::b, BT);
  const Layout out = mma_layout(mma32, {BT, K});
  const Layout out_a = dot_operand_layout(mma32, out, MmaOperand::a, BT), out_b = dot_operand_layout(mma32, out, MmaOperand::b, BT);
  kkt = convert_layout(kkt, sq);
  Tensor si = expand_dims(arange(BT, slice(sq, 1)), 1), sj = expand_dims(arange(BT, slice(sq, 0)), 0);
  Tensor lower = broadcast(si > sj, sq);
  Tensor identity = select(broadcast(si == sj, sq), 1.0f, 0.0f);
  const Layout line = blocked({BT}, {});
  Tensor lr = arange(BT, line);
  Tensor line_valid = lr < rows;
  const Layout store_layout = tile;

  for_range(0, ratio, [&](Scalar j) {
    Scalar hv = h * ratio + j;
    Tensor gate_index = (t0 + lr) * HV + hv;
    Tensor g = load(g_in + gate_index, line_valid), beta = load(beta_in + gate_index, line_valid);
    Tensor G = cumsum(g);
    store(G_out + gate_index, G, line_valid);

    // A = beta_i (k_i . k_j) exp(G_i - G_j), strictly lower; N = -A.
    Tensor Gi = expand_dims(convert_layout(G, slice(sq, 1)), 1), Gj = expand_dims(convert_layout(G, slice(sq, 0)), 0);
    Tensor bi = expand_dims(convert_layout(beta, slice(sq, 1)), 1);
    Tensor decay = exp(select(lower, Gi - Gj, 0.0f));
    Tensor N = select(lower, -(kkt * bi * decay), 0.0f);

    // (I + A)^-1 = (I + N)(I + N^2)(I + N^4)(I + N^8)(I + N^16)(I + N^32).
    Tensor X = identity + N, P = N;
    for (int step = 1; step < 6; ++step) {
      P = dot(convert_layout(P, sq_a), convert_layout(P, sq_b), zeros({BT, BT}, f32, sq));
      X = dot(convert_layout(X, sq_a), convert_layout(P, sq_b), X);
    }

    // u = Ai (beta v), w = Ai (beta exp(G) k), per-row scales on the right-hand sides.
    Tensor beta_rows = expand_dims(convert_layout(beta, slice(tile, 1)), 1);
    Tensor decay_rows = expand_dims(convert_layout(exp(G), slice(tile, 1)), 1);
    Tensor value = load(v_in + ((t0 + tr) * HV + hv) * K + tc, row_valid).to(f32);
    Tensor Ai = convert_layout(X, out_a);
    Tensor u = dot(Ai, convert_layout(value * beta_rows, out_b), zeros({BT, K}, f32, out));
    Tensor w = dot(Ai, convert_layout(key.to(f32) * (beta_rows * decay_rows), out_b), zeros({BT, K}, f32, out));
    Tensor offset = ((t0 + tr) * HV + hv) * K + tc;
    store(u_out + offset, convert_layout(u.to(bf16), store_layout), row_valid);
    store(w_out + offset, convert_layout(w.to(bf16), store_layout), row_valid);
  });
  return kb.build();
}

}  // namespace gfxtile::gdn
