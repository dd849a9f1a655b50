// The chunk-local WY stage (kernels/gdn/wy.cpp) on the emulator, all three targets, against the
// fp64 reference: partial and whole chunks, several sequences, GVA ratios 1, 2 and 4.
#include <catch2/catch.hpp>

#include <cmath>

#include "core/error.h"
#include "kernels/gdn/config_part1.h"
#include "part1_support.h"

using namespace gfxtile;
using namespace gfxtile::gdn;
using namespace gfxtile::gdn::test;

namespace {

struct WyRun {
  std::vector<double> k, v, g, beta;
  std::vector<float> G;
  std::vector<uint16_t> w, u;
};

WyRun run_wy(const TargetId& target, const PrefillShape& shape, uint64_t seed, const WyConfig* config = nullptr) {
  const int64_t T = shape.tokens, K = 128;
  const int H = shape.key_heads, HV = shape.value_heads;
  WyRun run;
  // k: L2-normalised rows rounded to bf16, as the conv stage gives them.
  testing::Random random(seed);
  std::vector<uint16_t> k_bits(T * H * K);
  run.k.resize(k_bits.size());
  for (int64_t row = 0; row < T * H; ++row) {
    std::vector<double> x(K);
    double squares = 0;
    for (auto& e : x) e = random.normal(), squares += e * e;
    for (int64_t c = 0; c < K; ++c) {
      k_bits[row * K + c] = testing::to_bf16(float(x[c] / std::sqrt(squares)));
      run.k[row * K + c] = testing::from_bf16(k_bits[row * K + c]);
    }
  }
  const auto v = random_bf16(T * HV * K, seed + 1, 1.0);
  run.v = v.values;
  std::vector<float> g(T * HV), beta(T * HV);
  for (auto& e : g) e = -random.uniform(0.0f, 0.3f);
  for (auto& e : beta) e = random.uniform(0.05f, 1.0f);
  run.g.assign(g.begin(), g.end());
  run.beta.assign(beta.begin(), beta.end());

  auto device = emulator(target);
  ChunkWyBuffers buffers;
  buffers.k = upload(*device, k_bits);
  buffers.v = upload(*device, v.bits);
  buffers.g = upload(*device, g);
  buffers.beta = upload(*device, beta);
  buffers.G = device->allocate(T * HV * 4);
  buffers.w = device->allocate(T * HV * K * 2);
  buffers.u = device->allocate(T * HV * K * 2);
  buffers.workspace = device->allocate(part1_workspace_bytes(shape));
  if (config)
    launch_chunk_wy(*device, shape, buffers, *config);
  else
    launch_chunk_wy(*device, shape, buffers);
  run.G = download<float>(*device, buffers.G, T * HV);
  run.w = download<uint16_t>(*device, buffers.w, T * HV * K);
  run.u = download<uint16_t>(*device, buffers.u, T * HV * K);
  return run;
}

void check_wy(const TargetId& target, int H, int HV, const std::vector<int>& lengths, uint64_t seed) {
  INFO("target " << target.to_string() << ", H " << H << ", HV " << HV << ", " << lengths.size() << " sequences");
  const PrefillShape shape = make_shape(H, HV, lengths);
  const WyRun run = run_wy(target, shape, seed);
  const WyOutputs ref = reference_chunk_wy(shape, run.k, run.v, run.g, run.beta);
  const std::vector<double> G(run.G.begin(), run.G.end()), w = bf16_to_double(run.w), u = bf16_to_double(run.u);
  const double G_error = testing::relative_l2(G, ref.G), w_error = testing::relative_l2(w, ref.w),
               u_error = testing::relative_l2(u, ref.u);
  INFO("rel L2: G " << G_error << ", w " << w_error << ", u " << u_error);
  size_t non_finite = 0;
  for (double x : w) non_finite += !std::isfinite(x);
  for (double x : u) non_finite += !std::isfinite(x);
  CHECK(non_finite == 0);
  CHECK(G_error < 1e-5);
  // bf16 storage alone gives about 2e-3.
  CHECK(w_error < 4e-3);
  CHECK(u_error < 4e-3);
}

}  // namespace

// gfx1250 was wrong here (u off by a few percent, or an LDS fault at a garbage address) until the
// repair of LLVM 22's s_set_vgpr_msb placement (lowering/vgpr_msb_repair.h); every target runs.
std::vector<TargetId> reliable_targets() { return testing::emulated_targets(); }

TEST_CASE("gdn chunk_wy: partial and whole chunks, several sequences", "[gdn][wy]") {
  for (const TargetId& target : reliable_targets()) {
    check_wy(target, 1, 2, {65}, 1);
    check_wy(target, 1, 1, {1, 64, 15}, 2);
    check_wy(target, 1, 1, {3, 16, 63, 200, 1, 2, 65}, 3);
  }
}

TEST_CASE("gdn chunk_wy: GVA ratios 1, 2 and 4", "[gdn][wy]") {
  for (const TargetId& target : reliable_targets())
    for (int ratio : {1, 2, 4}) check_wy(target, 2, 2 * ratio, {40, 64}, 10 + ratio);
}

TEST_CASE("gdn chunk_wy: Qwen head counts (H = 16, HV = 32)", "[gdn][wy][slow]") {
  for (const TargetId& target : reliable_targets()) check_wy(target, 16, 32, {70}, 99);
}

TEST_CASE("gdn chunk_wy: gfx942's xf32 products (WyConfig::xf32) stay within the bf16 bound", "[gdn][wy]") {
  // The option the launch rule leaves off (kernels/gdn/measurements_part2.md): its 10-bit operands add about
  // 1% to the error of the exact products, still below bf16 storage's own.
  const TargetId target = TargetId::parse("gfx942");
  for (const std::vector<int>& lengths : {std::vector<int>{65}, std::vector<int>{3, 16, 63, 200, 1, 2, 65}}) {
    const PrefillShape shape = make_shape(1, 2, lengths);
    WyConfig config = wy_config(target, shape);
    config.xf32 = true;
    const WyRun exact = run_wy(target, shape, 7), fast = run_wy(target, shape, 7, &config);
    const WyOutputs ref = reference_chunk_wy(shape, exact.k, exact.v, exact.g, exact.beta);
    const double exact_w = testing::relative_l2(bf16_to_double(exact.w), ref.w), fast_w = testing::relative_l2(bf16_to_double(fast.w), ref.w);
    const double exact_u = testing::relative_l2(bf16_to_double(exact.u), ref.u), fast_u = testing::relative_l2(bf16_to_double(fast.u), ref.u);
    INFO("rel L2 exact w " << exact_w << " u " << exact_u << ", xf32 w " << fast_w << " u " << fast_u);
    CHECK(fast.w != exact.w);  // the xf32 instructions ran
    CHECK(fast_w < 4e-3);
    CHECK(fast_u < 4e-3);
    CHECK(fast_w < 1.1 * exact_w);
    CHECK(fast_u < 1.1 * exact_u);
  }
}

TEST_CASE("gdn chunk_wy: the launch rule", "[gdn][wy][config]") {
  for (const TargetId& target : testing::emulated_targets()) {
    INFO(target.to_string());
    const PrefillShape shape = make_shape(16, 32, std::vector<int>{16384});
    const WyConfig config = wy_config(target, shape);
    CHECK(config.waves == 4);
    CHECK(config.packed_f32 == (target.properties().wave_size == 64));
    // k's tile by the tensor data mover on gfx1250 only.
    CHECK(config.key_by_data_mover == (target.architecture == Architecture::gfx1250));
    CHECK(!config.straight_line_scalar_passes);
    CHECK(config.post_allocation_scheduler == (target.architecture != Architecture::gfx1250));
    CHECK(!config.xf32);  // exact f32 products: no larger error than ATOM's
    CHECK(wy_config(target, make_shape(4, 8, std::vector<int>{2048, 2048})) == config);  // a fixed function
  }
}

TEST_CASE("gdn chunk_wy: bad inputs are errors before any launch", "[gdn][wy][errors]") {
  auto device = emulator(TargetId::parse("gfx950"));
  ChunkWyBuffers buffers;
  for (uint64_t* address : {&buffers.k, &buffers.v, &buffers.g, &buffers.beta, &buffers.G, &buffers.w, &buffers.u,
                            &buffers.workspace})
    *address = device->allocate(1 << 16);
  CHECK_THROWS_WITH(launch_chunk_wy(*device, make_shape(2, 5, {4}), buffers), Catch::Contains("not a multiple"));
  PrefillShape shape = make_shape(1, 1, {4, 4});
  shape.cu_seqlens[1] = 9;
  CHECK_THROWS_WITH(launch_chunk_wy(*device, shape, buffers), Catch::Contains("not increasing"));
  buffers.u = 0;
  CHECK_THROWS_WITH(launch_chunk_wy(*device, make_shape(1, 1, {4}), buffers), Catch::Contains("'u' is null"));
}
