// fp64 references of GDN prefill (reference_prefill.h), from ../../../shared/notes/gdn.md.
#include "kernels/gdn/reference_prefill.h"

#include <algorithm>
#include <cmath>

namespace gfxtile::gdn::reference {

namespace {
constexpr int K = kHeadDim, V = kHeadDim, BT = kChunk;

double silu(double x) { return x / (1 + std::exp(-x)); }
double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }
double softplus(double x) { return x > 20 ? x : std::log1p(std::exp(x)); }
}  // namespace

std::vector<int32_t> Dims::chunk_offsets() const {
  std::vector<int32_t> offsets{0};
  for (int s = 0; s < sequences(); ++s)
    offsets.push_back(offsets.back() + (cu_seqlens[s + 1] - cu_seqlens[s] + BT - 1) / BT);
  return offsets;
}

Wy chunk_wy(const Dims& dims, const std::vector<double>& k, const std::vector<double>& v,
            const std::vector<double>& g, const std::vector<double>& beta) {
  const int H = dims.key_heads, HV = dims.value_heads, group = HV / H;
  const int64_t T = dims.tokens();
  Wy out{std::vector<double>(T * HV), std::vector<double>(T * HV * K), std::vector<double>(T * HV * V)};
  for (int s = 0; s < dims.sequences(); ++s)
    for (int64_t t0 = dims.cu_seqlens[s]; t0 < dims.cu_seqlens[s + 1]; t0 += BT) {
      const int L = static_cast<int>(std::min<int64_t>(BT, dims.cu_seqlens[s + 1] - t0));
      for (int hv = 0; hv < HV; ++hv) {
        const int hk = hv / group;
        auto key = [&](int i) { return &k[((t0 + i) * H + hk) * K]; };
        double running = 0;
        for (int i = 0; i < L; ++i) out.G[(t0 + i) * HV + hv] = running += g[(t0 + i) * HV + hv];
        auto G = [&](int i) { return out.G[(t0 + i) * HV + hv]; };
        auto b = [&](int i) { return beta[(t0 + i) * HV + hv]; };
        // (I + A) X = B by forward substitution, A_ij = beta_i (k_i . k_j) exp(G_i - G_j), i > j.
        std::vector<double> A(L * L, 0.0);
        for (int i = 0; i < L; ++i)
          for (int j = 0; j < i; ++j) {
            double product = 0;
            for (int c = 0; c < K; ++c) product += key(i)[c] * key(j)[c];
            A[i * L + j] = b(i) * product * std::exp(G(i) - G(j));
          }
        for (int i = 0; i < L; ++i) {
          double* wi = &out.w[((t0 + i) * HV + hv) * K];
          double* ui = &out.u[((t0 + i) * HV + hv) * V];
          for (int c = 0; c < K; ++c) wi[c] = b(i) * std::exp(G(i)) * key(i)[c];
          for (int c = 0; c < V; ++c) ui[c] = b(i) * v[((t0 + i) * HV + hv) * V + c];
          for (int j = 0; j < i; ++j) {
            const double* wj = &out.w[((t0 + j) * HV + hv) * K];
            const double* uj = &out.u[((t0 + j) * HV + hv) * V];
            for (int c = 0; c < K; ++c) wi[c] -= A[i * L + j] * wj[c];
            for (int c = 0; c < V; ++c) ui[c] -= A[i * L + j] * uj[c];
          }
        }
      }
    }
  return out;
}

Recurrence chunk_recurrence(const Dims& dims, const std::vector<double>& k, const std::vector<double>& w,
                            const std::vector<double>& u, const std::vector<double>& G,
                            const std::vector<std::vector<double>>& initial) {
  const int H = dims.key_heads, HV = dims.value_heads, group = HV / H, N = dims.sequences();
  const int64_t T = dims.tokens();
  const std::vector<int32_t> chunk_offsets = dims.chunk_offsets();
  Recurrence out{std::vector<double>(chunk_offsets.back() * HV * K * V), std::vector<double>(T * HV * V),
                 std::vector<double>(static_cast<size_t>(N) * HV * K * V)};
  for (int s = 0; s < N; ++s)
    for (int hv = 0; hv < HV; ++hv) {
      const int hk = hv / group;
      std::vector<double> S(K * V, 0.0);
      if (!initial.empty() && !initial[s].empty())
        std::copy_n(initial[s].begin() + static_cast<int64_t>(hv) * K * V, K * V, S.begin());
      int c = chunk_offsets[s];
      for (int64_t t0 = dims.cu_seqlens[s]; t0 < dims.cu_seqlens[s + 1]; t0 += BT, ++c) {
        const int L = static_cast<int>(std::min<int64_t>(BT, dims.cu_seqlens[s + 1] - t0));
        std::copy(S.begin(), S.end(), out.h.begin() + (static_cast<int64_t>(c) * HV + hv) * K * V);
        for (int i = 0; i < L; ++i) {
          const double* wi = &w[((t0 + i) * HV + hv) * K];
          double* vi = &out.v_new[((t0 + i) * HV + hv) * V];
          for (int col = 0; col < V; ++col) {
            double product = 0;
            for (int r = 0; r < K; ++r) product += wi[r] * S[r * V + col];
            vi[col] = u[((t0 + i) * HV + hv) * V + col] - product;
          }
        }
        const double g_last = G[(t0 + L - 1) * HV + hv];
        for (double& x : S) x *= std::exp(g_last);
        for (int i = 0; i < L; ++i) {
          const double decay = std::exp(g_last - G[(t0 + i) * HV + hv]);
          const double* ki = &k[((t0 + i) * H + hk) * K];
          const double* vi = &out.v_new[((t0 + i) * HV + hv) * V];
          for (int r = 0; r < K; ++r)
            for (int col = 0; col < V; ++col) S[r * V + col] += ki[r] * vi[col] * decay;
        }
      }
      std::copy(S.begin(), S.end(), out.final.begin() + (static_cast<int64_t>(s) * HV + hv) * K * V);
    }
  return out;
}

void gated_rms_norm(std::vector<double>& o, const std::vector<double>& z, const std::vector<double>& norm_weight,
                    int value_heads, Gate gate) {
  const int64_t rows = static_cast<int64_t>(o.size()) / V;
  for (int64_t row = 0; row < rows; ++row) {
    double* x = &o[row * V];
    double squares = 0;
    for (int c = 0; c < V; ++c) squares += x[c] * x[c];
    const double inverse = 1 / std::sqrt(squares / V + 1e-6);
    for (int c = 0; c < V; ++c) {
      const double zc = z[row * V + c];
      x[c] = x[c] * inverse * norm_weight[c] * (gate == Gate::silu ? silu(zc) : sigmoid(zc));
    }
  }
  (void)value_heads;
}

std::vector<double> chunk_output(const Dims& dims, const std::vector<double>& q, const std::vector<double>& k,
                                 const std::vector<double>& v_new, const std::vector<double>& h,
                                 const std::vector<double>& G, const std::vector<double>& z,
                                 const std::vector<double>& norm_weight, Gate gate, std::vector<double>* o_out) {
  const int H = dims.key_heads, HV = dims.value_heads, group = HV / H;
  const double scale = 1 / std::sqrt(static_cast<double>(K));
  const std::vector<int32_t> chunk_offsets = dims.chunk_offsets();
  std::vector<double> o(dims.tokens() * HV * V, 0.0);
  for (int s = 0; s < dims.sequences(); ++s) {
    int c = chunk_offsets[s];
    for (int64_t t0 = dims.cu_seqlens[s]; t0 < dims.cu_seqlens[s + 1]; t0 += BT, ++c) {
      const int L = static_cast<int>(std::min<int64_t>(BT, dims.cu_seqlens[s + 1] - t0));
      for (int hv = 0; hv < HV; ++hv) {
        const int hk = hv / group;
        const double* S = &h[(static_cast<int64_t>(c) * HV + hv) * K * V];
        for (int i = 0; i < L; ++i) {
          const double* qi = &q[((t0 + i) * H + hk) * K];
          const double Gi = G[(t0 + i) * HV + hv];
          double* oi = &o[((t0 + i) * HV + hv) * V];
          for (int col = 0; col < V; ++col) {
            double inter = 0;
            for (int r = 0; r < K; ++r) inter += qi[r] * S[r * V + col];
            oi[col] = std::exp(Gi) * inter;
          }
          for (int j = 0; j <= i; ++j) {
            const double* kj = &k[((t0 + j) * H + hk) * K];
            double qk = 0;
            for (int r = 0; r < K; ++r) qk += qi[r] * kj[r];
            const double weight = std::exp(Gi - G[(t0 + j) * HV + hv]) * qk;
            const double* vj = &v_new[((t0 + j) * HV + hv) * V];
            for (int col = 0; col < V; ++col) oi[col] += weight * vj[col];
          }
          for (int col = 0; col < V; ++col) oi[col] *= scale;
        }
      }
    }
  }
  if (o_out) *o_out = o;
  gated_rms_norm(o, z, norm_weight, HV, gate);
  return o;
}

std::vector<double> layer(const Dims& dims, const LayerInputs& in, LayerStates& states, Gate gate) {
  const int H = dims.key_heads, HV = dims.value_heads, group = HV / H, N = dims.sequences();
  const int D = 2 * H * K + HV * V;
  const double scale = 1 / std::sqrt(static_cast<double>(K));
  std::vector<double> o(dims.tokens() * HV * V, 0.0);
  states.conv.resize(N), states.ssm.resize(N);
  for (int s = 0; s < N; ++s) {
    const int64_t bos = dims.cu_seqlens[s], L = dims.cu_seqlens[s + 1] - bos;
    // Causal depthwise conv (width 4, SiLU) over the sequence with its 3-token prefix.
    std::vector<double>& conv = states.conv[s];
    if (conv.empty()) conv.assign(static_cast<size_t>(D) * 3, 0.0);
    std::vector<double> x((L + 3) * D), mixed(L * D);
    for (int c = 0; c < D; ++c)
      for (int i = 0; i < 3; ++i) x[i * D + c] = conv[c * 3 + i];
    for (int64_t t = 0; t < L; ++t)
      for (int c = 0; c < D; ++c) x[(t + 3) * D + c] = in.qkv[(bos + t) * D + c];
    for (int64_t t = 0; t < L; ++t)
      for (int c = 0; c < D; ++c) {
        double sum = 0;
        for (int i = 0; i < 4; ++i) sum += in.conv_weight[c * 4 + i] * x[(t + i) * D + c];
        mixed[t * D + c] = silu(sum);
      }
    for (int c = 0; c < D; ++c)
      for (int i = 0; i < 3; ++i) conv[c * 3 + i] = x[(L + i) * D + c];
    // q and k L2-normalised per head (eps inside the sqrt).
    auto normalise = [&](double* head) {
      double squares = 0;
      for (int r = 0; r < K; ++r) squares += head[r] * head[r];
      const double inverse = 1 / std::sqrt(squares + 1e-6);
      for (int r = 0; r < K; ++r) head[r] *= inverse;
    };
    for (int64_t t = 0; t < L; ++t)
      for (int hk = 0; hk < 2 * H; ++hk) normalise(&mixed[t * D + hk * K]);
    // The token recurrence per value head.
    std::vector<double>& ssm = states.ssm[s];
    if (ssm.empty()) ssm.assign(static_cast<size_t>(HV) * K * V, 0.0);
    for (int hv = 0; hv < HV; ++hv) {
      const int hk = hv / group;
      double* S = &ssm[static_cast<int64_t>(hv) * K * V];
      for (int64_t t = 0; t < L; ++t) {
        const double* q = &mixed[t * D + hk * K];
        const double* kk = &mixed[t * D + H * K + hk * K];
        const double* v = &mixed[t * D + 2 * H * K + hv * V];
        const int64_t token = bos + t;
        const double g = -std::exp(in.A_log[hv]) * softplus(in.a[token * HV + hv] + in.dt_bias[hv]);
        const double beta = sigmoid(in.b[token * HV + hv]);
        const double decay = std::exp(g);
        for (int i = 0; i < K * V; ++i) S[i] *= decay;
        for (int col = 0; col < V; ++col) {
          double projection = 0;
          for (int r = 0; r < K; ++r) projection += S[r * V + col] * kk[r];
          const double d = beta * (v[col] - projection);
          for (int r = 0; r < K; ++r) S[r * V + col] += kk[r] * d;
        }
        double* out = &o[(token * HV + hv) * V];
        for (int col = 0; col < V; ++col) {
          double sum = 0;
          for (int r = 0; r < K; ++r) sum += S[r * V + col] * q[r] * scale;
          out[col] = sum;
        }
      }
    }
  }
  gated_rms_norm(o, in.z, in.norm_weight, HV, gate);
  return o;
}

}  // namespace gfxtile::gdn::reference
