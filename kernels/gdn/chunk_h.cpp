// The chunk recurrence (chunk_h.h). The two products of a chunk run on the matrix unit with
// bf16 operands and fp32 accumulation, as fla's kernel does: v_new = u - w (S as bf16) with w the
// A operand, and the update k^T v_hat with k^T the A operand [K, 64] and v_hat (bf16) the B
// operand; the state accumulates in place in the update's accumulator layout.
#include "kernels/gdn/chunk_h.h"

#include "core/error.h"

namespace gfxtile::gdn {

Kernel chunk_h(const TargetId& target, const ChunkHParameters& parameters) {
  const int H = parameters.key_heads, HV = parameters.value_heads, BV = parameters.config.block_v;
  if (H <= 0 || HV <= 0 || HV % H != 0) fail("gdn chunk_h: value heads {} must be a multiple of key heads {}", HV, H);
  if (BV <= 0 || kHeadDim % BV != 0) fail("gdn chunk_h: block_v {} must divide {}", BV, kHeadDim);
  constexpr int K = kHeadDim, V = kHeadDim, BT = kChunk;
  const int group = HV / H;

  KernelBuilder kb("gdn_chunk_h", target, {.waves = parameters.config.waves, .vgpr_budget = parameters.config.vgpr_budget});
  Tensor k = kb.arg<const bf16_t*>("k"), w = kb.arg<const bf16_t*>("w"), u = kb.arg<const bf16_t*>("u");
  Tensor gates = kb.arg<const float*>("g_cumsum");
  Tensor h = kb.arg<bf16_t*>("h"), v_new = kb.arg<bf16_t*>("v_new");
  Tensor pool = kb.arg<float*>("state_pool", {.divisible_by = 16});
  Tensor cu_seqlens = kb.arg<const int32_t*>("cu_seqlens", {.divisible_by = 4});
  Tensor chunk_offsets = kb.arg<const int32_t*>("chunk_offsets", {.divisible_by = 4});
  Tensor cache_indices = kb.arg<const int32_t*>("cache_indices", {.divisible_by = 4});
  Tensor cache_indices_in = kb.arg<const int32_t*>("cache_indices_in", {.divisible_by = 4});
  Tensor has_initial_state = kb.arg<const int32_t*>("has_initial_state", {.divisible_by = 4});

  const MmaInstruction& mma = mma_instruction(bf16);
  // The state and the update: S [K, BV] += k^T [K, BT] @ v_hat [BT, BV].
  const Layout state_layout = mma_layout(mma, {K, BV});
  const Layout key_t_layout = dot_operand_layout(mma, state_layout, MmaOperand::a, BT);
  const Layout v_hat_layout = dot_operand_layout(mma, state_layout, MmaOperand::b, BT);
  // v_new [BT, BV] = u - w [BT, K] @ S [K, BV].
  const Layout value_layout = mma_layout(mma, {BT, BV});
  const Layout w_layout = dot_operand_layout(mma, value_layout, MmaOperand::a, K);
  const Layout state_b_layout = dot_operand_layout(mma, value_layout, MmaOperand::b, K);
  // Token-major tiles [BT, 128] load 8 bf16 (16 bytes) a lane.
  const Layout rows_global = blocked({BT, K}, {.per_thread = {1, 8}});
  // u, v_new and h go through global memory in 16-byte runs (blocked) and meet the matrix
  // layouts through LDS conversions: the accumulator layouts hold runs down the columns, which
  // would be 2-byte accesses.
  const Layout values_global = blocked({BT, BV}, {.per_thread = {1, 8}});
  const Layout state_global = blocked({K, BV}, {.per_thread = {1, 8}});

  Tensor v_tile = program_id(0), sequence = program_id(1), value_head = program_id(2);
  Tensor key_head = value_head / group;
  Tensor bos = load(cu_seqlens + sequence), eos = load(cu_seqlens + sequence + 1);
  Tensor first_chunk = load(chunk_offsets + sequence);
  Tensor write_slot = load(cache_indices + sequence), read_slot = load(cache_indices_in + sequence);
  Tensor has_initial = load(has_initial_state + sequence);
  Tensor v0 = v_tile * BV;

  // State coordinates in its accumulator layout.
  Tensor state_rows = expand_dims(arange(K, slice(state_layout, 1)), 1);
  Tensor state_columns = expand_dims(arange(BV, slice(state_layout, 0)), 0) + v0;
  const bool v_contiguous = parameters.state_layout == StateLayout::key_value;
  Tensor pool_offsets = v_contiguous ? state_rows * V + state_columns : state_columns * K + state_rows;
  Tensor all_state = (state_rows < K) & (state_columns < V);
  Tensor read = (has_initial != 0) & (read_slot >= 0) & (write_slot >= 0);
  Tensor read_base = pool + (maximum(read_slot, 0).to(i64) * HV + value_head.to(i64)) * (K * V);
  Tensor S = load(read_base + pool_offsets, all_state & read, 0.0);

  // Padding sequences (write slot -1) walk no chunks and write nothing.
  Tensor length = select(write_slot >= 0, eos - bos, 0);
  Tensor chunks = (length + (BT - 1)) / BT;

  Tensor tile_rows = expand_dims(arange(BT, slice(rows_global, 1)), 1);
  Tensor tile_columns = expand_dims(arange(K, slice(rows_global, 0)), 0);
  Tensor value_rows = expand_dims(arange(BT, slice(value_layout, 1)), 1);
  Tensor global_value_rows = expand_dims(arange(BT, slice(values_global, 1)), 1);
  Tensor global_value_columns = expand_dims(arange(BV, slice(values_global, 0)), 0) + v0;
  Tensor snapshot_offsets = expand_dims(arange(K, slice(state_global, 1)), 1) * V +
                            expand_dims(arange(BV, slice(state_global, 0)), 0) + v0;
  Tensor gate_rows = arange(BT, slice(value_layout, 1));

  for_range(0, chunks, [&](Tensor chunk) {
    Tensor t0 = bos + chunk * BT;
    Tensor valid = minimum(eos - t0, BT);
    Tensor snapshot = h + ((first_chunk + chunk).to(i64) * HV + value_head.to(i64)) * (K * V);
    Tensor state_bf16 = S.to(bf16);
    store(snapshot + snapshot_offsets, convert_layout(state_bf16, state_global));

    // v_new = u - w S, rows past the chunk's end are 0 (w and u read 0 there).
    Tensor tile_mask = (tile_rows < valid) & (tile_columns < K);
    Tensor w_tile = load(w + ((t0 + tile_rows) * HV + value_head) * K + tile_columns, tile_mask, 0.0);
    Tensor value_mask = (global_value_rows < valid) & (global_value_columns < V);
    Tensor value_offsets = ((t0 + global_value_rows) * HV + value_head) * V + global_value_columns;
    Tensor u_tile = convert_layout(load(u + value_offsets, value_mask, 0.0), value_layout).to(f32);
    Tensor product = dot(convert_layout(w_tile, w_layout), convert_layout(state_bf16, state_b_layout),
                         zeros({BT, BV}, f32, value_layout));
    Tensor values = u_tile - product;
    store(v_new + value_offsets, convert_layout(values.to(bf16), values_global), value_mask);

    // v_hat_t = v_new_t exp(g_last - G_t) (masked rows 0); S = exp(g_last) S + k^T v_hat.
    Tensor g_rows = load(gates + (t0 + gate_rows) * HV + value_head, gate_rows < valid, 0.0);
    Tensor g_last = sum(select(gate_rows == valid - 1, g_rows, 0.0));
    Tensor decay = expand_dims(exp(g_last - g_rows), 1);
    Tensor v_hat = select(value_rows < valid, values * decay, 0.0).to(bf16);
    Tensor k_tile = load(k + ((t0 + tile_rows) * H + key_head) * K + tile_columns, tile_mask, 0.0);
    S = dot(convert_layout(permute(k_tile, {1, 0}), key_t_layout), convert_layout(v_hat, v_hat_layout),
            S * exp(g_last));
  });

  Tensor write_base = pool + (maximum(write_slot, 0).to(i64) * HV + value_head.to(i64)) * (K * V);
  store(write_base + pool_offsets, S, all_state & (write_slot >= 0));
  return kb.build();
}

}  // namespace gfxtile::gdn
