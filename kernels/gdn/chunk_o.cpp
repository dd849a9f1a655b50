// The chunk output (chunk_o.h): three products on the matrix unit with bf16 operands and fp32
// accumulation, as fla does: q h[c] [64, V], the causal scores q k^T [64, 64] (gated and masked,
// then bf16), and scores v_new [64, V] accumulated onto the gated inter-chunk term; the gated
// RMSNorm runs on the accumulator in registers.
#include "kernels/gdn/chunk_o.h"

#include <cmath>

#include "core/error.h"

namespace gfxtile::gdn {

Kernel chunk_o(const TargetId& target, const ChunkOParameters& parameters) {
  const int H = parameters.key_heads, HV = parameters.value_heads;
  if (H <= 0 || HV <= 0 || HV % H != 0) fail("gdn chunk_o: value heads {} must be a multiple of key heads {}", HV, H);
  constexpr int K = kHeadDim, V = kHeadDim, BT = kChunk;
  const int group = HV / H;
  const float scale = 1.0f / std::sqrt(static_cast<float>(K));

  KernelBuilder kb("gdn_chunk_o", target, {.waves = parameters.config.waves, .vgpr_budget = parameters.config.vgpr_budget});
  Tensor q = kb.arg<const bf16_t*>("q"), k = kb.arg<const bf16_t*>("k");
  Tensor v_new = kb.arg<const bf16_t*>("v_new"), h = kb.arg<const bf16_t*>("h");
  Tensor z = kb.arg<const bf16_t*>("z"), norm_weight = kb.arg<const bf16_t*>("norm_weight");
  Tensor gates = kb.arg<const float*>("g_cumsum");
  Tensor y = kb.arg<bf16_t*>("y");
  Tensor chunk_table = kb.arg<const int32_t*>("chunk_table", {.divisible_by = 4});
  Tensor cache_indices = kb.arg<const int32_t*>("cache_indices", {.divisible_by = 4});

  const MmaInstruction& mma = mma_instruction(bf16);
  const Layout out_layout = mma_layout(mma, {BT, V});
  const Layout q_layout = dot_operand_layout(mma, out_layout, MmaOperand::a, K);
  const Layout state_layout = dot_operand_layout(mma, out_layout, MmaOperand::b, K);
  const Layout scores_a_layout = dot_operand_layout(mma, out_layout, MmaOperand::a, BT);
  const Layout values_layout = dot_operand_layout(mma, out_layout, MmaOperand::b, BT);
  const Layout scores_layout = mma_layout(mma, {BT, BT});
  const Layout q_scores_layout = dot_operand_layout(mma, scores_layout, MmaOperand::a, K);
  const Layout key_t_layout = dot_operand_layout(mma, scores_layout, MmaOperand::b, K);
  const Layout rows_global = blocked({BT, K}, {.per_thread = {1, 8}});
  const Layout state_global = blocked({K, V}, {.per_thread = {1, 8}});
  // z and y go through global memory in 16-byte runs and meet the accumulator layout through LDS.
  const Layout out_global = blocked({BT, V}, {.per_thread = {1, 8}});

  Tensor chunk = program_id(0), value_head = program_id(1);
  Tensor key_head = value_head / group;
  Tensor sequence = load(chunk_table + chunk * 3), t0 = load(chunk_table + chunk * 3 + 1);
  Tensor valid = load(chunk_table + chunk * 3 + 2);
  Tensor live = load(cache_indices + sequence) >= 0;

  Tensor tile_rows = expand_dims(arange(BT, slice(rows_global, 1)), 1);
  Tensor tile_columns = expand_dims(arange(K, slice(rows_global, 0)), 0);
  Tensor tile_mask = (tile_rows < valid) & (tile_columns < K);
  Tensor q_tile = load(q + ((t0 + tile_rows) * H + key_head) * K + tile_columns, tile_mask, 0.0);
  Tensor k_tile = load(k + ((t0 + tile_rows) * H + key_head) * K + tile_columns, tile_mask, 0.0);
  Tensor v_tile = load(v_new + ((t0 + tile_rows) * HV + value_head) * V + tile_columns, tile_mask, 0.0);
  Tensor state_rows = expand_dims(arange(K, slice(state_global, 1)), 1);
  Tensor state_columns = expand_dims(arange(V, slice(state_global, 0)), 0);
  Tensor snapshot = h + (chunk.to(i64) * HV + value_head.to(i64)) * (K * V);
  Tensor state = load(snapshot + state_rows * V + state_columns);

  // The causal scores, gated: exp(G_i - G_j) (q_i . k_j) for j <= i < valid, else 0.
  Tensor scores = dot(convert_layout(q_tile, q_scores_layout), convert_layout(permute(k_tile, {1, 0}), key_t_layout),
                      zeros({BT, BT}, f32, scores_layout));
  Tensor score_rows = arange(BT, slice(scores_layout, 1)), score_columns = arange(BT, slice(scores_layout, 0));
  Tensor g_i = expand_dims(load(gates + (t0 + score_rows) * HV + value_head, score_rows < valid, 0.0), 1);
  Tensor g_j = expand_dims(load(gates + (t0 + score_columns) * HV + value_head, score_columns < valid, 0.0), 0);
  Tensor causal = (expand_dims(score_columns, 0) <= expand_dims(score_rows, 1)) & (expand_dims(score_rows, 1) < valid);
  scores = select(causal, scores * exp(select(causal, g_i - g_j, 0.0)), 0.0);

  // o = scale (exp(G_i) q h + scores v_new).
  Tensor out_rows = arange(BT, slice(out_layout, 1));
  Tensor g_out = expand_dims(load(gates + (t0 + out_rows) * HV + value_head, out_rows < valid, 0.0), 1);
  Tensor inter = dot(convert_layout(q_tile, q_layout), convert_layout(state, state_layout),
                     zeros({BT, V}, f32, out_layout));
  Tensor o = dot(convert_layout(scores.to(bf16), scores_a_layout), convert_layout(v_tile, values_layout),
                 inter * exp(g_out));
  o = o * scale;

  // Gated RMSNorm over V per row.
  Tensor inverse = rsqrt(sum(o * o, 1) / static_cast<float>(V) + 1e-6f);
  Tensor weight = expand_dims(load(norm_weight + arange(V, slice(out_layout, 0))).to(f32), 0);
  Tensor global_rows = expand_dims(arange(BT, slice(out_global, 1)), 1);
  Tensor global_columns = expand_dims(arange(V, slice(out_global, 0)), 0);
  Tensor out_mask = (global_rows < valid) & (global_columns < V);
  Tensor offsets = (t0 + global_rows) * (HV * V) + value_head * V + global_columns;
  Tensor gate_input = convert_layout(load(z + offsets, out_mask, 0.0), out_layout).to(f32);
  Tensor gate = parameters.gate == Gate::silu ? silu(gate_input) : sigmoid(gate_input);
  Tensor result = o * expand_dims(inverse, 1) * weight * gate;
  store(y + offsets, convert_layout(select(live, result, 0.0).to(bf16), out_global), out_mask);
  return kb.build();
}

}  // namespace gfxtile::gdn
