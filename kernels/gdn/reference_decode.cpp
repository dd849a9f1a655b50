#include "kernels/gdn/reference_decode.h"

#include <cmath>

namespace gfxtile::gdn {

namespace {

double silu(double x) { return x / (1.0 + std::exp(-x)); }
double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }
double softplus(double x) { return x > 20.0 ? x : std::log1p(std::exp(x)); }

}  // namespace

std::vector<double> decode_reference(const DecodeShape& shape, const DecodeReferenceInputs& in,
                                     const std::vector<int32_t>& cu_seqlens, const std::vector<int32_t>& read_slots,
                                     const std::vector<std::vector<int32_t>>& write_slots, DecodeReferencePools& pools) {
  constexpr int K = kDecodeHeadDim, V = kDecodeHeadDim;
  const int H = shape.H, HV = shape.HV, D = shape.D(), group = HV / H;
  const size_t T = size_t(cu_seqlens.back());
  const size_t state_size = size_t(K) * V;
  std::vector<double> y(T * HV * V, 0.0);
  auto state_at = [&](std::vector<double>& S, int k, int v) -> double& {
    return shape.state_v_first ? S[size_t(v) * K + k] : S[size_t(k) * V + v];
  };
  for (size_t s = 0; s + 1 < cu_seqlens.size(); ++s) {
    const int read = read_slots[s];
    if (read < 0 || write_slots[s].empty() || write_slots[s][0] < 0) continue;
    const int bos = cu_seqlens[s], length = cu_seqlens[s + 1] - bos;
    // Conv: x_ext = the 3 stored tokens, then the sequence's tokens.
    std::vector<double> conv(size_t(D) * (3 + length));  // [D, 3 + length]
    for (int c = 0; c < D; ++c) {
      for (int i = 0; i < 3; ++i) conv[size_t(c) * (3 + length) + i] = pools.conv_state[(size_t(read) * D + c) * 3 + i];
      for (int t = 0; t < length; ++t) conv[size_t(c) * (3 + length) + 3 + t] = in.qkv[size_t(bos + t) * D + c];
    }
    std::vector<double> out(size_t(length) * D);  // conv + SiLU, [length, D]
    for (int t = 0; t < length; ++t)
      for (int c = 0; c < D; ++c) {
        double acc = 0;
        for (int i = 0; i < kConvWidth; ++i) acc += in.conv_weight[size_t(c) * kConvWidth + i] * conv[size_t(c) * (3 + length) + t + i];
        out[size_t(t) * D + c] = silu(acc);
      }
    for (int t = 0; t < length; ++t) {
      const int slot = write_slots[s][size_t(t)];
      if (slot < 0) continue;
      for (int c = 0; c < D; ++c)
        for (int i = 0; i < 3; ++i)
          pools.conv_state[(size_t(slot) * D + c) * 3 + i] = conv[size_t(c) * (3 + length) + t + 1 + i];
    }
    for (int hv = 0; hv < HV; ++hv) {
      const int h = hv / group;
      std::vector<double> S(pools.ssm_state.begin() + (size_t(read) * HV + hv) * state_size,
                            pools.ssm_state.begin() + (size_t(read) * HV + hv + 1) * state_size);
      for (int t = 0; t < length; ++t) {
        const double* row = &out[size_t(t) * D];
        std::vector<double> q(K), k(K), v(V);
        double qq = 0, kk = 0;
        for (int i = 0; i < K; ++i) {
          q[i] = row[h * K + i], k[i] = row[H * K + h * K + i];
          qq += q[i] * q[i], kk += k[i] * k[i];
        }
        const double scale = 1.0 / std::sqrt(double(K));
        for (int i = 0; i < K; ++i) q[i] = q[i] / std::sqrt(qq + 1e-6) * scale, k[i] = k[i] / std::sqrt(kk + 1e-6);
        for (int i = 0; i < V; ++i) v[i] = row[2 * H * K + hv * V + i];
        const size_t token = size_t(bos + t);
        const double g = -std::exp(in.A_log[hv]) * softplus(in.a[token * HV + hv] + in.dt_bias[hv]);
        const double beta = sigmoid(in.b[token * HV + hv]);
        const double decay = std::exp(g);
        for (int i = 0; i < K; ++i)
          for (int j = 0; j < V; ++j) state_at(S, i, j) *= decay;
        std::vector<double> o(V, 0.0);
        for (int j = 0; j < V; ++j) {
          double sk = 0;
          for (int i = 0; i < K; ++i) sk += state_at(S, i, j) * k[i];
          const double d = beta * (v[j] - sk);
          for (int i = 0; i < K; ++i) state_at(S, i, j) += k[i] * d;
          for (int i = 0; i < K; ++i) o[j] += state_at(S, i, j) * q[i];
        }
        const int slot = write_slots[s][size_t(t)];
        if (slot >= 0) std::copy(S.begin(), S.end(), pools.ssm_state.begin() + (size_t(slot) * HV + hv) * state_size);
        double ms = 0;
        for (double value : o) ms += value * value;
        const double inverse = 1.0 / std::sqrt(ms / V + 1e-6);
        for (int j = 0; j < V; ++j) {
          const double zv = in.z[(token * HV + hv) * V + j];
          const double gate = shape.gate == DecodeGate::silu ? silu(zv) : sigmoid(zv);
          y[token * HV * V + size_t(hv) * V + j] = o[j] * inverse * in.norm_weight[j] * gate;
        }
      }
    }
  }
  return y;
}

}  // namespace gfxtile::gdn
