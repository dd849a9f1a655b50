// chunk_o (output + gated RMSNorm) on the emulator against the fp64 steps 6-7 from the same bf16
// inputs (h and v_new from the fp64 recurrence, rounded as chunk_h stores them), SiLU and sigmoid
// gates, a padding sequence whose rows are zeros.
#include <algorithm>
#include <optional>

#include <catch2/catch.hpp>

#include "kernels/gdn/chunk_o.h"
#include "kernels/gdn/snapshot_layout.h"
#include "tests/kernels/gdn/part2_support.h"
#include "testing/matchers.h"

namespace gfxtile::gdn::test {
namespace {

using testing::EmulatedDevice;
using testing::pointer;

std::vector<int32_t> chunk_table(const reference::Dims& dims) {
  std::vector<int32_t> table;
  for (int s = 0; s < dims.sequences(); ++s)
    for (int32_t t0 = dims.cu_seqlens[s]; t0 < dims.cu_seqlens[s + 1]; t0 += kChunk)
      table.insert(table.end(), {s, t0, std::min(kChunk, dims.cu_seqlens[s + 1] - t0)});
  return table;
}

void run_chunk_o(const TargetId& target, int key_heads, int value_heads, const std::vector<int32_t>& lengths,
                 const std::vector<int32_t>& write_slots, Gate gate, uint64_t seed, int chunks_per_workgroup,
                 SnapshotLayout snapshots, std::optional<bool> state_direct = std::nullopt) {
  const StageInputs in = make_stage_inputs(key_heads, value_heads, lengths, seed);
  const reference::Dims& dims = in.dims;
  const int HV = value_heads;
  const int64_t T = dims.tokens(), C = dims.chunks();
  testing::Random random(seed + 3);
  std::vector<std::vector<double>> initial(dims.sequences());
  for (auto& state : initial) state = normals(random, static_cast<size_t>(HV) * K * V, 0.5);
  const reference::Recurrence recurrence = reference::chunk_recurrence(dims, in.k, in.w, in.u, in.G, initial);
  const std::vector<double> h = round_bf16(recurrence.h), v_new = round_bf16(recurrence.v_new);
  std::vector<double> expected = reference::chunk_output(dims, in.q, in.k, v_new, h, in.G, in.z, in.norm_weight, gate);

  EmulatedDevice device;
  const uint64_t q = device.upload(bf16_bits(in.q)), k = device.upload(bf16_bits(in.k));
  const uint64_t v = device.upload(bf16_bits(v_new)), h_address = device.upload(snapshots_from_rows(snapshots, bf16_bits(h)));
  const uint64_t z = device.upload(bf16_bits(in.z)), weight = device.upload(bf16_bits(in.norm_weight));
  const uint64_t G = device.upload(to_floats(in.G));
  const uint64_t y = device.upload(std::vector<uint16_t>(T * HV * V, testing::to_bf16(7.0f)));
  const uint64_t table = device.upload(chunk_table(dims)), slots = device.upload(write_slots);
  const int64_t longest = *std::max_element(lengths.begin(), lengths.end());
  ChunkOConfig config = chunk_o_config(target, C, HV, longest);
  // A walk of 4 given here loads G a part a wave and q and k a chunk ahead, as gfx942's rule
  // does; a walk of 2 every wave all of G and q and k at each chunk's start (every target runs
  // both).
  if (chunks_per_workgroup > 0)
    config.chunks_per_workgroup = chunks_per_workgroup, config.gates_spread = chunks_per_workgroup != 2,
    config.queries_keys_ahead = chunks_per_workgroup == 4;
  if (state_direct) config.state_direct = *state_direct;
  ChunkOParameters parameters{.key_heads = key_heads, .value_heads = HV, .gate = gate, .snapshots = snapshots, .config = config};
  const ChunkOGrid grid = chunk_o_grid(config, C, HV);
  device.launch(chunk_o(target, parameters), testing::DispatchShape{.grid = {grid.x, grid.y, 1}},
                {pointer(q), pointer(k), pointer(v), pointer(h_address), pointer(z), pointer(weight), pointer(G),
                 pointer(y), pointer(table), pointer(slots), testing::integer(static_cast<int32_t>(C))});
  const std::vector<double> result = from_bits(device.download<uint16_t>(y, T * HV * V));
  std::vector<double> live_result, live_expected;
  for (int s = 0; s < dims.sequences(); ++s)
    for (int64_t i = dims.cu_seqlens[s] * HV * V; i < dims.cu_seqlens[s + 1] * HV * V; ++i) {
      if (write_slots[s] < 0) {
        REQUIRE(result[i] == 0.0);  // padding rows are zeros
        continue;
      }
      live_result.push_back(result[i]), live_expected.push_back(expected[i]);
    }
  const testing::Comparison comparison = testing::compare(live_result, live_expected, testing::OutputFormat::bf16);
  WARN(target.name() << " " << gate_name(gate) << " snapshots " << snapshot_layout_name(snapshots)
                     << (snapshot_key_group(snapshots) ? (config.state_direct ? " direct" : " through LDS") : "") << " y "
                     << comparison.to_string());
  CHECK_THAT(live_result, testing::WithinRelativeL2Of(live_expected, 5e-3));
}

}  // namespace

TEST_CASE("gdn chunk_o matches the fp64 output and gated RMSNorm", "[gdn][chunk_o]") {
  for (const TargetId& target : testing::emulated_targets())
    for (Gate gate : {Gate::silu, Gate::sigmoid}) {
      DYNAMIC_SECTION(target.name() << " " << gate_name(gate)) {
        // 1, 15, 65 tokens and a padding sequence; GVA 2; one chunk a workgroup (the launch
        // rule at this size) and walks of 2 and 4 chunks (5 chunks: the last workgroup's walk
        // is shorter), which the rule picks for large batches. h in each layout, each in one
        // chunk's and in a walk's loads.
        const SnapshotLayout tiles = SnapshotLayout::column_tiles, rows = SnapshotLayout::rows;
        run_chunk_o(target, 2, 4, {1, 15, 65, 9}, {0, 2, 1, -1}, gate, 5, 0, tiles);
        run_chunk_o(target, 2, 4, {1, 15, 65, 9}, {0, 2, 1, -1}, gate, 5, 2, rows);
        run_chunk_o(target, 2, 4, {1, 15, 65, 9}, {0, 2, 1, -1}, gate, 5, 4, tiles);
        // h in key groups, loaded straight into the B operand and through LDS, one chunk and walks.
        const SnapshotLayout groups = SnapshotLayout::key_groups;
        run_chunk_o(target, 2, 4, {1, 15, 65, 9}, {0, 2, 1, -1}, gate, 5, 0, groups, true);
        run_chunk_o(target, 2, 4, {1, 15, 65, 9}, {0, 2, 1, -1}, gate, 5, 0, groups, false);
        run_chunk_o(target, 2, 4, {1, 15, 65, 9}, {0, 2, 1, -1}, gate, 5, 2, groups, true);
        run_chunk_o(target, 2, 4, {1, 15, 65, 9}, {0, 2, 1, -1}, gate, 5, 4, groups, false);
        // In key quads (the MFMA targets' rule) likewise.
        const SnapshotLayout quads = SnapshotLayout::key_quads;
        run_chunk_o(target, 2, 4, {1, 15, 65, 9}, {0, 2, 1, -1}, gate, 5, 0, quads, true);
        run_chunk_o(target, 2, 4, {1, 15, 65, 9}, {0, 2, 1, -1}, gate, 5, 0, quads, false);
        run_chunk_o(target, 2, 4, {1, 15, 65, 9}, {0, 2, 1, -1}, gate, 5, 4, quads, true);
        // Short prefill: batches of sequences shorter than a chunk, whose row tile the rule cuts
        // to 16 rows (gfx942) or 32 (the 32-k matrix instructions) and to 32 rows.
        run_chunk_o(target, 2, 4, {1, 16, 9, 15, 5}, {0, 2, 1, -1, 3}, gate, 7, 0, rows);
        run_chunk_o(target, 2, 4, {1, 16, 9, 15, 5}, {0, 2, 1, -1, 3}, gate, 7, 2, tiles);
        run_chunk_o(target, 2, 4, {30, 3, 17}, {1, 0, 2}, gate, 9, 0, tiles);
      }
    }
}

}  // namespace gfxtile::gdn::test
