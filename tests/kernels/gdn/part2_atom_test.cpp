// chunk_h on ATOM's own recorded inputs (../shared/data/peers/atom-gdn-check, launch 6: ATOM's
// chunk_gated_delta_rule_fwd_kernel_h_blockdim64 with H = 2, HV = 4 and sequences of 100, 64, 37
// tokens from initial states), against the fp64 recurrence on the same inputs; ATOM's outputs
// from the GPU run (the `after` bytes) against the same reference: gfxtile's error may not be
// larger than theirs (within 10%: both round h, v_new and v_hat to bf16 at the same points; the
// sums are ordered differently).
#include <catch2/catch.hpp>

#include <cstring>
#include <fstream>
#include <iterator>

#include "kernels/gdn/chunk_h.h"
#include "kernels/gdn/chunk_o.h"
#include "kernels/gdn/snapshot_layout.h"
#include "tests/kernels/gdn/part2_support.h"

namespace gfxtile::gdn::test {
namespace {

template <typename T>
std::vector<T> read_bytes(const std::string& name, const char* launch = "launch006") {
  const std::string path = std::string(GFXTILE_SHARED_DIR) + "/data/peers/atom-gdn-check/" + launch + "/" + name;
  std::ifstream file(path, std::ios::binary);
  REQUIRE(file.good());
  const std::vector<char> bytes{std::istreambuf_iterator<char>(file), {}};
  std::vector<T> values(bytes.size() / sizeof(T));
  std::memcpy(values.data(), bytes.data(), values.size() * sizeof(T));
  return values;
}
std::vector<double> floats(const std::vector<float>& values) { return {values.begin(), values.end()}; }

}  // namespace

TEST_CASE("gdn chunk_h on ATOM's recorded inputs is as accurate as ATOM's chunk_h", "[gdn][chunk_h][atom]") {
  const std::vector<uint16_t> k_bits = read_bytes<uint16_t>("00_k.before.bin"), u_bits = read_bytes<uint16_t>("01_v.before.bin");
  const std::vector<uint16_t> w_bits = read_bytes<uint16_t>("02_w.before.bin");
  const std::vector<float> G = read_bytes<float>("04_g.before.bin"), h0 = read_bytes<float>("07_h0.before.bin");
  const std::vector<int32_t> cu = read_bytes<int32_t>("09_cu_seqlens.before.bin");
  const std::vector<double> atom_v_new = from_bits(read_bytes<uint16_t>("03_v_new.after.bin"));
  const std::vector<double> atom_h = from_bits(read_bytes<uint16_t>("06_h.after.bin"));
  const std::vector<double> atom_final = floats(read_bytes<float>("08_ht.after.bin"));
  reference::Dims dims{.key_heads = 2, .value_heads = 4, .cu_seqlens = cu};
  REQUIRE(cu == std::vector<int32_t>{0, 100, 164, 201});
  const int HV = 4, N = 3;
  const int64_t T = dims.tokens(), C = dims.chunks();
  std::vector<std::vector<double>> initial(N);
  for (int s = 0; s < N; ++s) initial[s].assign(h0.begin() + s * HV * K * V, h0.begin() + (s + 1) * HV * K * V);
  const reference::Recurrence expected =
      reference::chunk_recurrence(dims, from_bits(k_bits), from_bits(w_bits), from_bits(u_bits), floats(G), initial);
  const double atom_errors[3] = {testing::relative_l2(atom_h, expected.h), testing::relative_l2(atom_v_new, expected.v_new),
                                 testing::relative_l2(atom_final, expected.final)};

  for (const TargetId& target : testing::emulated_targets()) {
    DYNAMIC_SECTION(target.name()) {
      testing::EmulatedDevice device;
      const uint64_t k = device.upload(k_bits), w = device.upload(w_bits), u = device.upload(u_bits), g = device.upload(G);
      const uint64_t h = device.allocate(C * HV * K * V * 2), v_new = device.allocate(T * HV * V * 2);
      const uint64_t pool = device.upload(h0);  // slots 0, 1, 2 in ATOM's [N, HV, K, V] layout, updated in place
      const uint64_t cu_address = device.upload(cu), offsets = device.upload(dims.chunk_offsets());
      const uint64_t slots = device.upload(std::vector<int32_t>{0, 1, 2}), has = device.upload(std::vector<int32_t>{1, 1, 1});
      ChunkHParameters parameters{.key_heads = 2, .value_heads = HV, .config = chunk_h_config(target, N, HV)};
      using testing::pointer;
      device.launch(chunk_h(target, parameters),
                    testing::DispatchShape{.grid = {uint32_t(V / parameters.config.block_v), uint32_t(N), uint32_t(HV)}},
                    {pointer(k), pointer(w), pointer(u), pointer(g), pointer(h), pointer(v_new), pointer(pool),
                     pointer(cu_address), pointer(offsets), pointer(slots), pointer(slots), pointer(has)});
      // h row-major as ATOM's, whichever layout the launch rule wrote.
      const std::vector<double> got[3] = {snapshots_to_rows(parameters.config.snapshots,
                                                            from_bits(device.download<uint16_t>(h, C * HV * K * V))),
                                          from_bits(device.download<uint16_t>(v_new, T * HV * V)),
                                          floats(device.download<float>(pool, h0.size()))};
      const std::vector<double>* wanted[3] = {&expected.h, &expected.v_new, &expected.final};
      const std::vector<double>* atom[3] = {&atom_h, &atom_v_new, &atom_final};
      double errors[3], apart[3];
      for (int i = 0; i < 3; ++i) errors[i] = testing::relative_l2(got[i], *wanted[i]), apart[i] = testing::relative_l2(got[i], *atom[i]);
      const char* names[3] = {"h", "v_new", "final state"};
      for (int i = 0; i < 3; ++i) {
        WARN(target.name() << " " << names[i] << ": gfxtile rel L2 " << errors[i] << ", ATOM (GPU) " << atom_errors[i]
                           << "; gfxtile against ATOM " << apart[i]);
        CHECK(errors[i] <= 1.1 * atom_errors[i]);
      }
    }
  }
}

// chunk_o + the gated RMSNorm on ATOM's inputs of its chunk_fwd_kernel_o (launch 7: q, k, v_new,
// h, G) and layer_norm_fwd_kernel (launch 8: z, the norm weight; SiLU gate, norm before gate),
// against fp64 steps 6-7 on the same inputs; ATOM's y (launch 8's output, from o rounded to bf16
// between its two kernels) against the same reference. gfxtile fuses the norm onto the fp32 o.
TEST_CASE("gdn chunk_o on ATOM's recorded inputs is as accurate as ATOM's chunk_o + gated norm", "[gdn][chunk_o][atom]") {
  const std::vector<uint16_t> q_bits = read_bytes<uint16_t>("00_q.before.bin", "launch007");
  const std::vector<uint16_t> k_bits = read_bytes<uint16_t>("01_k.before.bin", "launch007");
  const std::vector<uint16_t> v_bits = read_bytes<uint16_t>("02_v.before.bin", "launch007");
  const std::vector<uint16_t> h_bits = read_bytes<uint16_t>("03_h.before.bin", "launch007");
  const std::vector<float> G = read_bytes<float>("04_g.before.bin", "launch007");
  const std::vector<int32_t> cu = read_bytes<int32_t>("06_cu_seqlens.before.bin", "launch007");
  const std::vector<uint16_t> z_bits = read_bytes<uint16_t>("04_Z.before.bin", "launch008");
  const std::vector<uint16_t> weight_bits = read_bytes<uint16_t>("02_W.before.bin", "launch008");
  const std::vector<double> atom_y = from_bits(read_bytes<uint16_t>("01_Y.after.bin", "launch008"));
  reference::Dims dims{.key_heads = 2, .value_heads = 4, .cu_seqlens = cu};
  REQUIRE(cu == std::vector<int32_t>{0, 100, 164, 201});
  const int HV = 4;
  const int64_t T = dims.tokens(), C = dims.chunks();
  const std::vector<double> expected = reference::chunk_output(dims, from_bits(q_bits), from_bits(k_bits), from_bits(v_bits),
                                                               from_bits(h_bits), floats(G), from_bits(z_bits),
                                                               from_bits(weight_bits), Gate::silu);
  const double atom_error = testing::relative_l2(atom_y, expected);
  std::vector<int32_t> table;
  for (int s = 0; s < 3; ++s)
    for (int32_t t0 = cu[s]; t0 < cu[s + 1]; t0 += kChunk) table.insert(table.end(), {s, t0, std::min(kChunk, cu[s + 1] - t0)});
  for (const TargetId& target : testing::emulated_targets()) {
    DYNAMIC_SECTION(target.name()) {
      testing::EmulatedDevice device;
      using testing::pointer;
      const uint64_t y = device.allocate(T * HV * V * 2);
      // ATOM's h (row-major) in the layout the chain's chunk_h would write for this batch.
      ChunkOParameters parameters{.key_heads = 2, .value_heads = HV, .gate = Gate::silu,
                                  .snapshots = chunk_h_config(target, 3, HV).snapshots,
                                  .config = chunk_o_config(target, C, HV, 100)};
      const ChunkOGrid grid = chunk_o_grid(parameters.config, C, HV);
      device.launch(chunk_o(target, parameters), testing::DispatchShape{.grid = {grid.x, grid.y, 1}},
                    {pointer(device.upload(q_bits)), pointer(device.upload(k_bits)), pointer(device.upload(v_bits)),
                     pointer(device.upload(snapshots_from_rows(parameters.snapshots, h_bits))),
                     pointer(device.upload(z_bits)), pointer(device.upload(weight_bits)),
                     pointer(device.upload(G)), pointer(y), pointer(device.upload(table)),
                     pointer(device.upload(std::vector<int32_t>{0, 1, 2})), testing::integer(int32_t(C))});
      const std::vector<double> got = from_bits(device.download<uint16_t>(y, T * HV * V));
      const double error = testing::relative_l2(got, expected);
      WARN(target.name() << " y: gfxtile rel L2 " << error << ", ATOM (GPU, two kernels) " << atom_error
                         << "; gfxtile against ATOM " << testing::relative_l2(got, atom_y));
      CHECK(error <= 1.1 * atom_error);
    }
  }
}

}  // namespace gfxtile::gdn::test
