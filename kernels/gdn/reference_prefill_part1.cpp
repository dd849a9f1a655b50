#include "kernels/gdn/reference_prefill_part1.h"

#include <cmath>
#include <algorithm>

namespace gfxtile::gdn {

double round_bf16(double x) {
  // Straight from the double to 8 significant bits (no double rounding through f32); normal range.
  if (x == 0 || !std::isfinite(x)) return x;
  int exponent;
  std::frexp(x, &exponent);  // x = m 2^exponent, 0.5 <= |m| < 1
  const double scale = std::ldexp(1.0, 8 - exponent);
  return std::nearbyint(x * scale) / scale;  // ties to even in the default rounding mode
}

ConvGatingOutputs reference_conv_gating(const PrefillShape& shape, const ConvSlots& slots, const ConvGatingInputs& in) {
  const int64_t T = shape.tokens;
  const int H = shape.key_heads, HV = shape.value_heads, K = shape.head_dim;
  const int64_t D = 2 * int64_t{H} * K + int64_t{HV} * K;
  ConvGatingOutputs out;
  out.q.assign(T * H * K, 0);
  out.k.assign(T * H * K, 0);
  out.v.assign(T * HV * K, 0);
  out.g.assign(T * HV, 0);
  out.beta.assign(T * HV, 0);
  out.written.assign(T, 0);
  out.conv_state = in.conv_state;
  std::vector<double> conv(D);
  for (int s = 0; s < shape.sequences; ++s) {
    const int32_t write = slots.cache_indices[s];
    if (write < 0) continue;
    const int32_t read = slots.cache_indices_in.empty() ? write : slots.cache_indices_in[s];
    const bool initial = slots.has_initial_state.empty() || slots.has_initial_state[s];
    const int64_t start = shape.cu_seqlens[s], length = shape.cu_seqlens[s + 1] - start;
    // x_ext: the 3-token prefix, then the sequence.
    auto x_ext = [&](int64_t i, int64_t c) -> double {
      if (i >= 3) return in.qkv[(start + i - 3) * D + c];
      return initial ? in.conv_state[(int64_t{read} * D + c) * 3 + i] : 0.0;
    };
    for (int64_t t = 0; t < length; ++t) {
      const int64_t token = start + t;
      out.written[token] = 1;
      for (int64_t c = 0; c < D; ++c) {
        double acc = 0;
        for (int i = 0; i < 4; ++i) acc += in.conv_weight[c * 4 + i] * x_ext(t + i, c);
        conv[c] = acc / (1 + std::exp(-acc));
      }
      for (int h = 0; h < H; ++h) {
        for (int part = 0; part < 2; ++part) {
          const int64_t base = int64_t{part} * H * K + int64_t{h} * K;
          double squares = 0;
          for (int c = 0; c < K; ++c) squares += round_bf16(conv[base + c]) * round_bf16(conv[base + c]);
          const double inverse = 1 / std::sqrt(squares + 1e-6);
          auto& target = part == 0 ? out.q : out.k;
          for (int c = 0; c < K; ++c) target[(token * H + h) * K + c] = round_bf16(conv[base + c]) * inverse;
        }
      }
      for (int64_t c = 0; c < int64_t{HV} * K; ++c) out.v[token * HV * K + c] = conv[2 * int64_t{H} * K + c];
      for (int hv = 0; hv < HV; ++hv) {
        const double x = in.a[token * HV + hv] + in.dt_bias[hv];
        const double softplus = x > 20 ? x : std::log1p(std::exp(x));
        out.g[token * HV + hv] = -std::exp(in.A_log[hv]) * softplus;
        out.beta[token * HV + hv] = 1 / (1 + std::exp(-in.b[token * HV + hv]));
      }
    }
    for (int j = 0; j < 3; ++j)
      for (int64_t c = 0; c < D; ++c) out.conv_state[(int64_t{write} * D + c) * 3 + j] = x_ext(length + j, c);
  }
  return out;
}

WyOutputs reference_chunk_wy(const PrefillShape& shape, const std::vector<double>& k, const std::vector<double>& v,
                             const std::vector<double>& g, const std::vector<double>& beta) {
  const int64_t T = shape.tokens;
  const int H = shape.key_heads, HV = shape.value_heads, K = shape.head_dim;
  const int ratio = HV / H;
  WyOutputs out;
  out.G.assign(T * HV, 0);
  out.w.assign(T * HV * K, 0);
  out.u.assign(T * HV * K, 0);
  std::vector<double> A(kChunk * kChunk), Ai(kChunk * kChunk);
  for (int s = 0; s < shape.sequences; ++s) {
    for (int64_t t0 = shape.cu_seqlens[s]; t0 < shape.cu_seqlens[s + 1]; t0 += kChunk) {
      const int L = static_cast<int>(std::min<int64_t>(kChunk, shape.cu_seqlens[s + 1] - t0));
      for (int hv = 0; hv < HV; ++hv) {
        const int h = hv / ratio;
        double running = 0;
        for (int i = 0; i < L; ++i) out.G[(t0 + i) * HV + hv] = running += g[(t0 + i) * HV + hv];
        auto G = [&](int i) { return out.G[(t0 + i) * HV + hv]; };
        auto key = [&](int i, int c) { return k[((t0 + i) * H + h) * K + c]; };
        for (int i = 0; i < L; ++i)
          for (int j = 0; j < L; ++j) {
            double dot = 0;
            if (i > j)
              for (int c = 0; c < K; ++c) dot += key(i, c) * key(j, c);
            A[i * kChunk + j] = i > j ? beta[(t0 + i) * HV + hv] * dot * std::exp(G(i) - G(j)) : 0;
          }
        // (I + A)^-1 by forward substitution: row i of X satisfies X_i + sum_{m<i} A_im X_m = e_i.
        for (int i = 0; i < L; ++i)
          for (int j = 0; j < L; ++j) {
            double x = i == j ? 1 : 0;
            for (int m = j; m < i; ++m) x -= A[i * kChunk + m] * Ai[m * kChunk + j];
            Ai[i * kChunk + j] = j <= i ? x : 0;
          }
        for (int i = 0; i < L; ++i)
          for (int c = 0; c < K; ++c) {
            double u = 0, w = 0;
            for (int j = 0; j <= i; ++j) {
              const double bj = beta[(t0 + j) * HV + hv];
              u += Ai[i * kChunk + j] * bj * v[((t0 + j) * HV + hv) * K + c];
              w += Ai[i * kChunk + j] * bj * std::exp(G(j)) * key(j, c);
            }
            out.u[((t0 + i) * HV + hv) * K + c] = u;
            out.w[((t0 + i) * HV + hv) * K + c] = w;
          }
      }
    }
  }
  return out;
}

}  // namespace gfxtile::gdn
