// Accuracy side by side with ROCm ATOM's WY stage (../shared/data/peers/atom-gdn-check: its
// fused cumsum + k k^T, 16x16 solves and merge + w/u recompute, run on a GPU, launches 3 and 5):
// the same inputs (H = 2, HV = 4, sequences of 100, 64 and 37 tokens) through gfxtile's chunk_wy
// on each target, and both against the fp64 reference. ATOM's outputs are the bytes its GPU run
// wrote; ours must be at least as close to fp64 (within a margin for bf16 rounding).
#include <catch2/catch.hpp>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "part1_support.h"

using namespace gfxtile;
using namespace gfxtile::gdn;
using namespace gfxtile::gdn::test;

namespace {

const std::filesystem::path kPeer = std::filesystem::path(GFXTILE_SHARED_DIR) / "data/peers/atom-gdn-check";

template <typename T>
std::vector<T> read_values(const std::string& relative) {
  std::ifstream file(kPeer / relative, std::ios::binary);
  REQUIRE(file.good());
  const std::vector<char> bytes{std::istreambuf_iterator<char>(file), {}};
  std::vector<T> values(bytes.size() / sizeof(T));
  std::memcpy(values.data(), bytes.data(), values.size() * sizeof(T));
  return values;
}

}  // namespace

TEST_CASE("gdn chunk_wy against ATOM's GPU outputs on the same inputs", "[gdn][wy][peer]") {
  const int H = 2, HV = 4, K = 128;
  const PrefillShape shape = make_shape(H, HV, {100, 64, 37});
  const int64_t T = shape.tokens;
  REQUIRE(read_values<int32_t>("launch005/08_cu_seqlens.before.bin") == shape.cu_seqlens);
  const auto k_bits = read_values<uint16_t>("launch005/00_k_ptr.before.bin");
  const auto v_bits = read_values<uint16_t>("launch005/01_v_ptr.before.bin");
  const auto beta_bits = read_values<uint16_t>("launch005/02_beta_ptr.before.bin");
  const auto g = read_values<float>("launch003/00_g_ptr.before.bin");  // before ATOM's cumsum
  const auto atom_G = read_values<float>("launch005/03_g_cumsum_ptr.before.bin");
  const auto atom_w = bf16_to_double(read_values<uint16_t>("launch005/06_w_ptr.after.bin"));
  const auto atom_u = bf16_to_double(read_values<uint16_t>("launch005/07_u_ptr.after.bin"));
  REQUIRE(int64_t(k_bits.size()) == T * H * K);
  REQUIRE(int64_t(v_bits.size()) == T * HV * K);
  REQUIRE(int64_t(g.size()) == T * HV);

  // ATOM's beta is bf16; ours is f32: its exact values.
  std::vector<float> beta(beta_bits.size());
  for (size_t i = 0; i < beta.size(); ++i) beta[i] = testing::from_bf16(beta_bits[i]);
  const std::vector<double> k = bf16_to_double(k_bits), v = bf16_to_double(v_bits);
  const WyOutputs ref = reference_chunk_wy(shape, k, v, std::vector<double>(g.begin(), g.end()),
                                           std::vector<double>(beta.begin(), beta.end()));
  const double atom_G_error = testing::relative_l2(std::vector<double>(atom_G.begin(), atom_G.end()), ref.G);
  const double atom_w_error = testing::relative_l2(atom_w, ref.w), atom_u_error = testing::relative_l2(atom_u, ref.u);
  INFO("ATOM rel L2: G " << atom_G_error << ", w " << atom_w_error << ", u " << atom_u_error);
  CHECK(atom_w_error < 1e-2);  // the peer data is what it says it is

  for (const TargetId& target : testing::emulated_targets()) {
    auto device = emulator(target);
    ChunkWyBuffers buffers;
    buffers.k = upload(*device, k_bits);
    buffers.v = upload(*device, v_bits);
    buffers.g = upload(*device, g);
    buffers.beta = upload(*device, beta);
    buffers.G = device->allocate(T * HV * 4);
    buffers.w = device->allocate(T * HV * K * 2);
    buffers.u = device->allocate(T * HV * K * 2);
    buffers.workspace = device->allocate(part1_workspace_bytes(shape));
    launch_chunk_wy(*device, shape, buffers);
    const auto G = download<float>(*device, buffers.G, T * HV);
    const auto w = bf16_to_double(download<uint16_t>(*device, buffers.w, T * HV * K));
    const auto u = bf16_to_double(download<uint16_t>(*device, buffers.u, T * HV * K));
    const double G_error = testing::relative_l2(std::vector<double>(G.begin(), G.end()), ref.G);
    const double w_error = testing::relative_l2(w, ref.w), u_error = testing::relative_l2(u, ref.u);
    size_t w_differ = 0, u_differ = 0;  // elements whose bf16 differs from ATOM's
    for (size_t i = 0; i < w.size(); ++i) w_differ += w[i] != atom_w[i], u_differ += u[i] != atom_u[i];
    INFO(target.to_string() << " rel L2: G " << G_error << ", w " << w_error << ", u " << u_error);
    WARN(target.to_string() << " gfxtile rel L2 w " << w_error << " u " << u_error << " | ATOM (GPU) w " << atom_w_error
                            << " u " << atom_u_error << "; bf16 values unlike ATOM's: w " << w_differ
                            << ", u " << u_differ << " of " << w.size());
    CHECK(G_error < 1e-5);
    CHECK(w_error < std::max(1.25 * atom_w_error, 4e-3));
    CHECK(u_error < std::max(1.25 * atom_u_error, 4e-3));
  }
}
