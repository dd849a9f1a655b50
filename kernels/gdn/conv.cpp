// Conv + SiLU + q/k L2 norm + gating, one kernel. A workgroup takes one piece (`piece_rows`
// tokens: a 64-token chunk or a half or quarter of it) of one sequence and `heads` heads (128
// channels each) of one region (q, k or v): each lane holds 8 channels (one 16-byte access), 16
// lanes a head. Tokens are walked in steps of `rows_per_step` rows, each row one independent
// load, the 3-token window shifting in registers, so every input is read once (plus the 3 rows
// before the piece). Taps are fp32 FMAs; SiLU uses the hardware exp and reciprocal; q and k are
// normalised (fp32, eps inside the sqrt) after the bf16 rounding of the conv output; f32
// arithmetic runs on packed FP32 (KernelOptions::packed_f32). The v region's workgroups also
// compute g and beta of their value heads. The workgroup holding a sequence's first piece is the
// only one that reads or writes its conv state slot, so a read slot equal to the write slot
// never races. kernels/gdn/measurements_part1.md has the modelled times against the HBM roofline.

#include "kernels/gdn/conv.h"

#include <string>

#include "dsl/dsl.h"
#include "kernels/gdn/prefill_part1.h"

namespace gfxtile::gdn {

Kernel conv_gating_kernel(const TargetId& target, const ConvConfig& config) {
  KernelBuilder kb("gdn_conv_gating", target, {.waves = config.waves, .packed_f32 = true, .straight_line_scalar_passes = config.straight_line_scalar_passes});
  Tensor qkv = kb.arg<const bf16_t*>("qkv"), weight = kb.arg<const bf16_t*>("conv_weight");
  Tensor state = kb.arg<float*>("conv_state");
  Tensor a = kb.arg<const bf16_t*>("a"), b = kb.arg<const bf16_t*>("b");
  Tensor a_log = kb.arg<const float*>("A_log"), dt_bias = kb.arg<const float*>("dt_bias");
  Tensor q_out = kb.arg<bf16_t*>("q"), k_out = kb.arg<bf16_t*>("k"), v_out = kb.arg<bf16_t*>("v");
  Tensor g_out = kb.arg<float*>("g"), beta_out = kb.arg<float*>("beta");
  Tensor chunks = kb.arg<const int32_t*>("chunks"), cu = kb.arg<const int32_t*>("cu_seqlens");
  Tensor slots = kb.arg<const int32_t*>("slots");
  Tensor H = kb.arg<int32_t>("H"), HV = kb.arg<int32_t>("HV");

  const int wave = target.properties().wave_size;
  const int NH = config.heads, R = config.rows_per_step, P = config.piece_rows, pieces = kChunk / P;
  const Layout tile = blocked({NH, 128}, {.per_thread = {1, 8}, .lanes = {wave / 16, 16}, .waves = {config.waves, 1}});

  // Workgroup (unit, block): piece `unit % pieces` (P tokens) of chunk `unit / pieces + 8 block`
  // (mod the chunk count) of the conv chunk table, which lists the sequences' first chunks
  // first (build_conv_chunk_table). The rotation by region block puts a sequence start's
  // workgroups of different blocks on different CUs: each reads and writes the conv state, and
  // one CU holding many of them finishes last (1 x 16384 H4/HV8 on MI355X, all grid traced:
  // CU 0 ran four, 64.8 against 48.9 thousand cycles for the others).
  Scalar unit = program_id(0), block = program_id(1);
  Scalar chunk = (unit / pieces + block * 8) % (num_programs(0) / pieces), piece = unit % pieces;
  Scalar seq = load(chunks + chunk * 3), chunk_t0 = load(chunks + chunk * 3 + 1);
  Scalar chunk_rows = load(chunks + chunk * 3 + 2);
  Scalar t0 = chunk_t0 + piece * P, left = chunk_rows - piece * P;
  Scalar rows = select(left < P, left, P);
  Scalar seq_start = load(cu + seq), seq_end = load(cu + seq + 1);
  Scalar read_slot = load(slots + seq * 2), write_slot = load(slots + seq * 2 + 1);

  Scalar qb = (H + (NH - 1)) / NH, vb = (HV + (NH - 1)) / NH;
  Scalar is_q = block < qb, is_v = block >= qb * 2;
  Scalar is_k = (!is_q) & (!is_v);
  Scalar local = block - select(is_q, 0, select(is_k, qb, qb * 2));
  Scalar region_heads = select(is_v, HV, H);
  Scalar D = H * 256 + HV * 128;
  Scalar out_stride = region_heads * 128;

  if_((write_slot >= 0) & (rows > 0), [&] {
    // Loads take no mask: a masked load is a branch, and LLVM then waits for each load before
    // the next. Indices past the valid heads and rows are clamped to valid ones instead (read,
    // never stored).
    Scalar region_base = select(is_q, 0, select(is_k, H * 128, H * 256));
    Tensor hh = expand_dims(arange(NH, slice(tile, 1)), 1), cc = expand_dims(arange(128, slice(tile, 0)), 0);
    Tensor head = local * NH + hh;
    Tensor head_valid = broadcast(head < region_heads, tile);
    Tensor ch = region_base + select(head < region_heads, head, region_heads - 1) * 128 + cc;  // input channel
    Tensor out_off = local * (NH * 128) + hh * 128 + cc;  // within an output row

    // The conv state ([slots, D, 3] f32) moves in a compact layout, consecutive lanes on
    // consecutive channels (12 bytes apart), so an access touches 6-7 lines instead of 48 with
    // each lane's 8 channels 96 bytes apart; a layout conversion takes it to and from the tile.
    const Layout compact = blocked({NH, 128}, {.lanes = {1, wave}, .waves = {1, config.waves}});
    Tensor compact_head = local * NH + expand_dims(arange(NH, slice(compact, 1)), 1);
    Tensor compact_channel = region_base + select(compact_head < region_heads, compact_head, region_heads - 1) * 128 +
                             expand_dims(arange(128, slice(compact, 0)), 0);

    // x_ext[0..2], the 3 tokens before the piece: the sequence's own, or for its first piece (all
    // three before the sequence: pieces start at multiples of 16 tokens) the conv state or zeros.
    // The first piece's workgroup is the only one that reads or writes its sequence's conv state
    // slot (a read slot equal to the write slot never races): the new state is x_ext's last 3
    // tokens after the sequence (x_ext = old state, then the tokens). Its loads, the sequence's
    // last tokens and the old state (from the write slot when there is none, then zeros), are
    // issued together in one branch, so a first piece waits one memory latency before its walk.
    // The other pieces' 3 rows stay bf16 through the branch (converted after the conv weights'
    // loads), so their loads and the weights' are in flight together.
    Scalar first = t0 == seq_start;
    const Tensor zero = full({NH, 128}, 0.0, f32, tile);
    const Tensor zero_row = full({NH, 128}, 0.0, bf16, tile);
    Tensor p0 = zero, p1 = zero, p2 = zero, row0 = zero_row, row1 = zero_row, row2 = zero_row;
    if_(first, [&] {
      Scalar length = seq_end - seq_start;
      Scalar has_state = read_slot >= 0;
      Tensor state_in = state + select(has_state, read_slot, write_slot) * D * 3 + compact_channel * 3;
      std::vector<Tensor> old, last;
      for (int j = 0; j < 3; ++j) {
        Scalar rel = length + (j - 3);  // token index within the sequence
        last.push_back(load(qkv + (seq_start + select(rel >= 0, rel, 0)) * D + compact_channel));
        old.push_back(select(has_state, load(state_in + j), 0.0));
      }
      // Unmasked: a lane of a head past the region's holds the clamped channel's values, so it
      // writes what the lane of that channel writes (a masked store is a branch).
      Tensor state_out = state + write_slot * D * 3 + compact_channel * 3;
      for (int j = 0; j < 3; ++j) {
        Scalar rel = length + (j - 3);
        Scalar e = length + j;  // x_ext index when rel < 0 (e < 3)
        store(state_out + j, select(rel >= 0, last[size_t(j)].to(f32), select(e == 0, old[0], select(e == 1, old[1], old[2]))));
      }
      p0 = convert_layout(old[0], tile);
      p1 = convert_layout(old[1], tile);
      p2 = convert_layout(old[2], tile);
    }, [&] {
      row0 = load(qkv + (t0 - 3) * D + ch);
      row1 = load(qkv + (t0 - 2) * D + ch);
      row2 = load(qkv + (t0 - 1) * D + ch);
    });

    // The lane's 8 channels x 4 taps are 64 contiguous bytes of conv_weight: four 16-byte loads,
    // then split by tap in registers (a sum with -0.0, which adds nothing, over the one tap kept).
    // Loaded lane-contiguous (each access 8 lines, not 32 with each lane's 64 bytes apart) and
    // staged through LDS as one 64-byte row a reading lane ([heads * 16, 32]), whose swizzle
    // keeps the reads free of bank conflicts without padding: 4096 bytes a wave64 wave, so 16
    // one-wave workgroups fit gfx942's 64 KiB (the padded [heads, 512] buffer took 4592: 14).
    const Layout coalesced_layout =
        blocked({NH, 512}, {.per_thread = {1, 8}, .lanes = {1, wave}, .waves = {config.waves, 1}});
    Tensor coalesced_head = local * NH + expand_dims(arange(NH, slice(coalesced_layout, 1)), 1);
    Tensor coalesced_channel =
        region_base + select(coalesced_head < region_heads, coalesced_head, region_heads - 1) * 128;
    Tensor coalesced = reshape(
        load(weight + coalesced_channel * 4 + expand_dims(arange(512, slice(coalesced_layout, 0)), 0)), {NH * 16, 32});
    const Layout lane_rows = blocked({NH * 16, 32}, {.per_thread = {1, 32}, .lanes = {wave, 1}, .waves = {config.waves, 1}});
    Tensor staging = lds_alloc({NH * 16, 32}, bf16,
                               conflict_free_lds_layout(coalesced.layout(), lane_rows, bf16,
                                                        lds_bank_model(target.properties().architecture)));
    lds_store(staging, coalesced);
    Tensor taps = reshape(lds_load(staging, lane_rows).to(f32), {NH, 128, 4});
    const Layout tap_axis = slice(slice(taps.layout(), 0), 0);
    Tensor tap_index = expand_dims(expand_dims(arange(4, tap_axis), 0), 0);
    auto tap = [&](int i) { return convert_layout(sum(select(tap_index == i, taps, -0.0), 2), tile); };
    const Tensor w0 = tap(0), w1 = tap(1), w2 = tap(2), w3 = tap(3);

    p0 = select(first, p0, row0.to(f32));
    p1 = select(first, p1, row1.to(f32));
    p2 = select(first, p2, row2.to(f32));

    // Gating for the value heads of this workgroup's piece (v region only), issued before the
    // token walk so its loads overlap the walk's.
    if_(is_v, [&] {
      const Layout gate = blocked({P, NH}, {.waves = {config.waves, 1}});
      Tensor r = expand_dims(arange(P, slice(gate, 1)), 1);
      Tensor hv = local * NH + expand_dims(arange(NH, slice(gate, 0)), 0);
      Tensor gmask = broadcast((r < rows) & (hv < HV), gate);
      Tensor index = (t0 + select(r < rows, r, rows - 1)) * HV + select(hv < HV, hv, HV - 1);
      Tensor head_clamped = broadcast(select(hv < HV, hv, HV - 1), gate);
      Tensor x = load(a + index).to(f32) + load(dt_bias + head_clamped);
      // softplus(x) = max(x, 0) + log1p(exp(-|x|)), log1p(z) = log(u) z / (u - 1) with u = 1 + z
      // (exact to a few ulps where 1 + z rounds); x above 20 passes through.
      Tensor z = exp(-abs(x));
      Tensor u = z + 1.0;
      Tensor log1p = select(u == 1.0, z, log(u) * z / (u - 1.0));
      Tensor softplus = select(x > 20.0, x, maximum(x, 0.0) + log1p);
      Tensor g = -exp(load(a_log + head_clamped)) * softplus;
      store(g_out + index, g, gmask);
      store(beta_out + index, sigmoid(load(b + index).to(f32)), gmask);
    });

    // The token walk, `R` rows a step, each row one independent load requested before the step's
    // math (past the end they repeat the last row: L2 hits). q and k store the normalised row, v
    // the conv output, in a copy of the walk a region kind, so neither computes what the other
    // needs (one walk masking the three regions cost gfx950 3% and gfx942 14% for the norm v
    // computes and does not store).
    Scalar steps = (rows + (R - 1)) / R;
    auto walk = [&](bool serves_q_and_k) {
      Tensor xm3 = p0, xm2 = p1, xm1 = p2;
      for_range(0, steps, [&](Scalar s) {
        std::vector<Tensor> current(R);
        for (int r = 0; r < R; ++r) {
          Scalar row = s * R + r;
          current[r] = load(qkv + (t0 + select(row < rows, row, rows - 1)) * D + ch);
        }
        for (int r = 0; r < R; ++r) {
          Scalar row = s * R + r;
          Scalar t = t0 + row;
          Tensor mask = head_valid & (row < rows);
          Tensor x = current[r].to(f32);
          Tensor acc = fma(w3, x, fma(w2, xm1, fma(w1, xm2, w0 * xm3)));
          Tensor y = silu(acc, Math::fast).to(bf16);
          Tensor offset = t * out_stride + out_off;
          if (serves_q_and_k) {
            Tensor yf = y.to(f32);
            Tensor inverse = rsqrt(sum(yf * yf, 1) + 1e-6, Math::fast);
            Tensor normed = (yf * expand_dims(inverse, 1)).to(bf16);
            store(q_out + offset, normed, mask & is_q);
            store(k_out + offset, normed, mask & is_k);
          }
          else
            store(v_out + offset, y, mask);
          xm3 = xm2;
          xm2 = xm1;
          xm1 = x;
        }
      });
    };
    if_(is_v, [&] { walk(false); }, [&] { walk(true); });
  });
  return kb.build();
}

}  // namespace gfxtile::gdn
