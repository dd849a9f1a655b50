// The fused GDN decode step / MTP verification (decode_kernel.h). One workgroup per (sequence,
// value head), config_decode.h says why. Per workgroup:
//   0. every small load (conv weights and windows, decode's token inputs), then the value head's
//      state, so the state streams while decode's gates and the conv math run;
//   1. q/k of its key head and v of its value head: causal conv + SiLU per token in a compact
//      layout, q/k L2 norm (q also scaled by K^-0.5), all kept in LDS; the G = HV / H workgroups
//      of a key head each compute q/k, and count themselves in on an arrival counter once they
//      have read the q/k conv window;
//   2. its value head: the gates, per token S = exp(g) S; d = beta (v - S^T k); S += k d^T;
//      o = S^T q, the state stored to the token's write slot, its v conv window written, the
//      gated RMSNorm of o into y;
//   3. the last of the G workgroups to arrive writes the q/k conv window after each token.
// SiLU, sigmoid and rsqrt use the hardware approximations (Math::fast): their ~1 ulp of fp32
// is far below the bf16 output's rounding.

#include "kernels/gdn/decode_kernel.h"

#include <cmath>

#include <fmt/format.h>

#include "core/error.h"
#include "dsl/async.h"
#include "kernels/gdn/config_decode.h"

namespace gfxtile::gdn {

namespace {

constexpr int kDim = kDecodeHeadDim;
constexpr int kStateElements = kDim * kDim;

Tensor causal_conv(const Tensor (&w)[kConvWidth], const Tensor& x0, const Tensor& x1, const Tensor& x2,
                   const Tensor& x) {
  // fp32 FMAs in tap order, then SiLU (the prefill conv's order).
  Tensor acc = w[0] * x0;
  acc = fma(w[1], x1, acc);
  acc = fma(w[2], x2, acc);
  acc = fma(w[3], x, acc);
  return silu(acc, Math::fast);
}

}  // namespace

Kernel decode_kernel(const TargetId& target, const DecodeShape& shape) {
  if (shape.H <= 0 || shape.HV <= 0 || shape.HV % shape.H != 0)
    fail("gdn decode kernel: HV ({}) must be a positive multiple of H ({})", shape.HV, shape.H);
  const int H = shape.H, HV = shape.HV, G = HV / H, D = shape.D();
  const bool multi = shape.multi_token;
  const DecodeLaunch launch = decode_launch(target, shape.state_v_first, multi);
  const std::string name = fmt::format("gdn_{}_h{}_hv{}{}{}", multi ? "verify" : "decode", H, HV,
                                       shape.state_v_first ? "_vk" : "_kv",
                                       shape.gate == DecodeGate::sigmoid ? "_sigmoid" : "");
  KernelBuilder builder(name, target, {.waves = launch.waves, .vgpr_budget = launch.vgpr_budget, .packed_f32 = launch.packed_f32});
  Tensor qkv = builder.arg<const bf16_t*>("qkv");
  Tensor a = builder.arg<const bf16_t*>("a", {.divisible_by = 2});
  Tensor b = builder.arg<const bf16_t*>("b", {.divisible_by = 2});
  Tensor z = builder.arg<const bf16_t*>("z");
  Tensor conv_weight = builder.arg<const bf16_t*>("conv_weight", {.divisible_by = 8});
  Tensor a_log = builder.arg<const float*>("A_log", {.divisible_by = 4});
  Tensor dt_bias = builder.arg<const float*>("dt_bias", {.divisible_by = 4});
  Tensor norm_weight = builder.arg<const bf16_t*>("norm_weight");
  Tensor conv_state = builder.arg<float*>("conv_state", {.divisible_by = 4});
  Tensor ssm_state = builder.arg<float*>("ssm_state");
  Tensor state_indices = builder.arg<const int32_t*>("state_indices", {.divisible_by = 4});
  Tensor state_indices_in = builder.arg<const int32_t*>("state_indices_in", {.divisible_by = 4});
  Tensor y = builder.arg<bf16_t*>("y");
  // Arrival counters, i32 [N, H], zero on entry and left zero: the value heads of a key head run
  // in different workgroups that all read the key head's q/k conv window; the last to arrive
  // writes the shifted window back (a read slot may be the write slot).
  Tensor conv_sync = builder.arg<int32_t*>("conv_sync", {.divisible_by = 4});
  Tensor cu_seqlens, accepted, index_stride;
  if (multi) {
    cu_seqlens = builder.arg<const int32_t*>("cu_seqlens", {.divisible_by = 4});
    accepted = builder.arg<const int32_t*>("accepted", {.divisible_by = 4});
    index_stride = builder.arg<int32_t>("index_stride");
  }

  // The state tile as stored: [K, V] (k_axis 0) or [V, K] (k_axis 1).
  const int k_axis = shape.state_v_first ? 1 : 0, v_axis = 1 - k_axis;
  const Layout tile = blocked({kDim, kDim}, {.per_thread = {launch.per_thread[0], launch.per_thread[1]},
                                             .lanes = {launch.lanes[0], launch.lanes[1]},
                                             .waves = {launch.wave_split[0], launch.wave_split[1]},
                                             .order = {1, 0}});
  const Layout k_layout = slice(tile, v_axis);  // a [K] vector, broadcast along V
  const Layout v_layout = slice(tile, k_axis);  // a [V] vector, what S^T x leaves
  // q/k conv and norm: a compact [K] vector (the conv is cheap; no need to spread it).
  const Layout qk_layout = blocked({kDim}, {.per_thread = {1}});

  // One workgroup per (value head, sequence); h is the key head it reads.
  Scalar hv = program_id(0), s = program_id(1);
  Scalar h = hv / G;
  Scalar bos, count, read_slot, first_write;
  if (multi) {
    bos = load(cu_seqlens + s);
    count = load(cu_seqlens + s + 1) - bos;
    read_slot = load(state_indices_in + s * index_stride + load(accepted + s) - 1);
    first_write = load(state_indices + s * index_stride);
  } else {
    bos = s;
    count = constant(1, i32);
    read_slot = load(state_indices_in + s);
    first_write = load(state_indices + s);
  }
  auto write_slot = [&](const Scalar& t) -> Scalar {
    return multi ? load(state_indices + s * index_stride + t) : first_write;
  };
  // Stores to a token's write slot; in MTP a slot of -1 skips that token's state.
  auto to_write_slot = [&](const Scalar& slot, const std::function<void()>& body) {
    if (multi) if_(slot >= 0, body);
    else body();
  };
  // Decode has one token: straight-line code, so its small loads can all be issued ahead of the
  // state's (the vector-memory counter returns in order).
  auto over_tokens = [&](const std::function<void(const Scalar&)>& body) {
    if (multi) for_range(0, count, body);
    else body(constant(0, i32));
  };
  const float scale = 1.0f / std::sqrt(float(kDim));
  // The value head's gate parameters, and decode's gate inputs, loaded ahead of the padding
  // branch: the kernel arguments they need then load with the slot pointers' (one scalar round
  // trip fewer before the state's requests; inside the branch LLVM loaded them there).
  Scalar a_log_value = load(a_log + hv), bias = load(dt_bias + hv);
  Scalar decode_a, decode_b;
  if (!multi) decode_a = load(a + bos * HV + hv).to(f32), decode_b = load(b + bos * HV + hv).to(f32);
  // Gates: g = -exp(A_log) softplus(a + dt_bias) (softplus(x) = x past 20), beta = sigmoid(b).
  struct Gates {
    Scalar decay, beta;
  };
  auto gates_of = [&](const Scalar& a_value, const Scalar& b_value) {
    Scalar gate_in = a_value + bias;
    Scalar softplus = select(gate_in > 20.0f, gate_in, log(1.0f + exp(gate_in)));
    return Gates{.decay = exp(-exp(a_log_value) * softplus), .beta = sigmoid(b_value)};
  };

  if_((read_slot >= 0) & (first_write >= 0), [&] {
    const int stages = multi ? kMaxVerifyTokens : 2;  // a staged buffer has at least 2 stages
    Tensor q_lds = lds_alloc_stages(stages, {kDim}, f32), k_lds = lds_alloc_stages(stages, {kDim}, f32);
    Tensor v_lds = lds_alloc_stages(stages, {kDim}, f32);

    // Small loads first, the state last: q, k and v of the key and value heads (channels h K + c,
    // H K + h K + c and 2 H K + hv K + c), compact: a lane a channel (two over 256 lanes). A
    // wave's tap loads touch each line once; in the state's V slice the K lanes' copies of a
    // channel would each touch it again (416 of a workgroup's 1617 line accesses on gfx942).
    Tensor column = arange(kDim, qk_layout);
    Tensor q_channel = h * kDim + column, k_channel = H * kDim + h * kDim + column;
    struct Conv {
      Tensor channel, w[kConvWidth], old[3], x;
    };
    Conv qk[3];
    qk[0].channel = q_channel, qk[1].channel = k_channel, qk[2].channel = 2 * H * kDim + hv * kDim + column;
    Conv& vc = qk[2];
    for (Conv& conv : qk) {
      for (int i = 0; i < kConvWidth; ++i) conv.w[i] = load(conv_weight + conv.channel * kConvWidth + i).to(f32);
      Tensor read = conv_state + read_slot.to(i64) * (D * 3) + conv.channel * 3;
      for (int i = 0; i < 3; ++i) conv.old[i] = load(read + i);
      if (!multi) conv.x = load(qkv + bos * D + conv.channel).to(f32);
    }
    // The value head's z and norm weight straight in the state's V slice: the K lanes holding
    // copies of a channel sit in one wave and read one line (bf16, 4 channels a lane).
    Tensor k_index = arange(kDim, k_layout), v_index = arange(kDim, v_layout);
    Tensor gamma = load(norm_weight + v_index).to(f32);
    struct TokenInputs {
      Tensor z;
      Scalar a, b;
    };
    auto value_inputs = [&](const Scalar& token) {
      return TokenInputs{.z = load(z + (token * HV + hv) * kDim + v_index).to(f32),
                         .a = load(a + token * HV + hv).to(f32),
                         .b = load(b + token * HV + hv).to(f32)};
    };
    TokenInputs decode_inputs;
    if (!multi) decode_inputs = {.z = load(z + (bos * HV + hv) * kDim + v_index).to(f32), .a = decode_a, .b = decode_b};

    Tensor k_2d = expand_dims(k_index, v_axis), v_2d = expand_dims(v_index, k_axis);
    Tensor tile_offsets = k_axis == 0 ? k_2d * kDim + v_2d : v_2d * kDim + k_2d;
    Tensor state = load(ssm_state + (read_slot.to(i64) * HV + hv.to(i64)) * kStateElements + tile_offsets);
    // Decode's gates while the state streams (off the path from the state to the update).
    Gates decode_gates;
    if (!multi) decode_gates = gates_of(decode_a, decode_b);

    // 1. q, k and v: causal conv + SiLU, per token into LDS; q and k L2-normalised (q also scaled
    //    by K^-0.5). v goes through LDS into the state's V slice.
    {
      Tensor q0 = qk[0].old[0], q1 = qk[0].old[1], q2 = qk[0].old[2];
      Tensor k0 = qk[1].old[0], k1 = qk[1].old[1], k2 = qk[1].old[2];
      Tensor v0 = vc.old[0], v1 = vc.old[1], v2 = vc.old[2];
      // MTP: token t + 1's inputs are loaded while token t's are used (the last token reloads
      // its own), so a token's loads wait only for the one before.
      auto inputs_of = [&](const Scalar& token, Tensor (&x)[3]) {
        for (int c = 0; c < 3; ++c) x[c] = load(qkv + token * D + qk[c].channel).to(f32);
      };
      Tensor next[3] = {qk[0].x, qk[1].x, vc.x};
      if (multi) inputs_of(bos, next);
      over_tokens([&](const Scalar& t) {
        Tensor xq = next[0], xk = next[1], xv = next[2];
        if (multi) inputs_of(bos + minimum(t + 1, count - 1), next);
        Tensor cq = causal_conv(qk[0].w, q0, q1, q2, xq), ck = causal_conv(qk[1].w, k0, k1, k2, xk);
        Tensor cv = causal_conv(vc.w, v0, v1, v2, xv);
        q0 = q1, q1 = q2, q2 = xq;
        k0 = k1, k1 = k2, k2 = xk;
        v0 = v1, v1 = v2, v2 = xv;
        lds_store(lds_stage(q_lds, t), cq * (rsqrt(sum(cq * cq) + 1e-6f, Math::fast) * scale));
        lds_store(lds_stage(k_lds, t), ck * rsqrt(sum(ck * ck) + 1e-6f, Math::fast));
        lds_store(lds_stage(v_lds, t), cv);
      });
    }
    // Every lane has consumed its q/k/v window (it fed the LDS stores) before the barrier; then
    // one lane counts this workgroup in. The workgroup that finds G - 1 before it is the last
    // reader of the window: it alone writes it back (at the end, off the critical path) and
    // leaves the counter zero for the next launch.
    barrier();
    // (One element a lane: a layout with copies would have the copies' waves write the same
    // reduction slot.)
    Scalar last_reader = constant(1, i1);
    const int lanes = launch.waves * target.properties().wave_size;  // 128 or 256 (decode_launch)
    Tensor lane = arange(lanes, blocked({lanes}, {.per_thread = {1}}));
    // The address is lane 0's counter only where the mask is on (lane 0): a per-lane address
    // keeps LLVM's atomic optimizer from aggregating the wave's atomic, whose broadcast of the
    // result right after it would wait for every load in flight (the state's included).
    Tensor sync = conv_sync + (s * H + h) + lane;
    // The count comes back after this wave's state (the counter is in order); it is read only
    // at the end, so no wave waits for it (nor, through the sum's barrier, for the others'
    // states) before its own update.
    Tensor arrivals;
    if (G > 1) arrivals = atomic_add(sync, 1, lane == 0);

    // 2. The value head: its state and v window are this workgroup's alone, and every wave has
    //    read the window before the barrier. MTP writes the window after each token here, and,
    //    as in 1, loads token t + 1's inputs (z, a, b, its v input and write slot) while token
    //    t's are used; decode writes its window at the end (fewer live registers across the
    //    update).
    Tensor w0 = vc.old[0], w1 = vc.old[1], w2 = vc.old[2];
    auto v_window = [&](const Scalar& slot) {
      to_write_slot(slot, [&] {
        Tensor write = conv_state + slot.to(i64) * (D * 3) + vc.channel * 3;
        store(write, w0);
        store(write + 1, w1);
        store(write + 2, w2);
      });
    };
    TokenInputs next = decode_inputs;
    Tensor next_x = vc.x;
    Scalar next_slot = first_write;
    if (multi) next = value_inputs(bos), next_x = load(qkv + bos * D + vc.channel).to(f32);
    over_tokens([&](const Scalar& t) {
      Scalar token = bos + t;
      const TokenInputs inputs = next;
      Tensor xv = next_x;
      Scalar slot = next_slot;
      if (multi) {
        Scalar following = minimum(t + 1, count - 1);
        next = value_inputs(bos + following);
        next_x = load(qkv + (bos + following) * D + vc.channel).to(f32);
        next_slot = write_slot(following);
      }
      Tensor v = lds_load(lds_stage(v_lds, t), v_layout);
      w0 = w1, w1 = w2, w2 = xv;
      if (multi) v_window(slot);
      const Gates token_gates = multi ? gates_of(inputs.a, inputs.b) : decode_gates;
      Scalar decay = token_gates.decay, beta = token_gates.beta;
      Tensor k = expand_dims(lds_load(lds_stage(k_lds, t), k_layout), v_axis);
      Tensor q = expand_dims(lds_load(lds_stage(q_lds, t), k_layout), v_axis);
      // The delta rule, S^T k and S^T q reduced over K within each wave.
      state = state * decay;
      Tensor delta = (v - sum(state * k, k_axis)) * beta;
      state = state + k * expand_dims(delta, k_axis);
      Tensor o = sum(state * q, k_axis);
      to_write_slot(slot, [&] {
        store(ssm_state + (slot.to(i64) * HV + hv.to(i64)) * kStateElements + tile_offsets, state);
      });
      // Gated RMSNorm over V, norm before gate, plain weight.
      Tensor zv = inputs.z;
      Tensor gate = shape.gate == DecodeGate::silu ? silu(zv, Math::fast) : sigmoid(zv, Math::fast);
      Scalar inverse = rsqrt(sum(o * o) * (1.0f / kDim) + 1e-6f, Math::fast);
      store(y + (token * HV + hv) * kDim + v_index, (o * inverse * gamma * gate).to(bf16));
    });

    // 3. Decode's v window; the q/k conv window after each token, by the last reader only.
    if (!multi) v_window(first_write);
    auto write_windows = [&](const Conv& conv) {
      Tensor x0 = conv.old[0], x1 = conv.old[1], x2 = conv.old[2];
      over_tokens([&](const Scalar& t) {
        Tensor x = multi ? load(qkv + (bos + t) * D + conv.channel).to(f32) : conv.x;
        x0 = x1, x1 = x2, x2 = x;
        Scalar slot = write_slot(t);
        to_write_slot(slot, [&] {
          Tensor write = conv_state + slot.to(i64) * (D * 3) + conv.channel * 3;
          store(write, x0);
          store(write + 1, x1);
          store(write + 2, x2);
        });
      });
    };
    if (G > 1) last_reader = sum(arrivals) == G - 1;
    if_(last_reader, [&] {
      if (G > 1) store(sync, constant(0, i32), lane == 0);
      write_windows(qk[0]);
      write_windows(qk[1]);
    });
  });
  return builder.build();
}

}  // namespace gfxtile::gdn
