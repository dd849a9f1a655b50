// chunk_h (the recurrence) on the emulator against the fp64 chunked recurrence from the same
// bf16 inputs: h snapshots, v_new and the final states in both pool layouts, with slots out of
// order, a fresh state, a padding sequence and slots the batch does not touch.
#include <catch2/catch.hpp>

#include "kernels/gdn/chunk_h.h"
#include "kernels/gdn/snapshot_layout.h"
#include "tests/kernels/gdn/part2_support.h"
#include "testing/matchers.h"

namespace gfxtile::gdn::test {
namespace {

using testing::EmulatedDevice;
using testing::integer;
using testing::pointer;

struct ChunkHCase {
  int key_heads, value_heads;
  std::vector<int32_t> lengths, write_slots, read_slots, has_initial;
  int slots;
};

void run_chunk_h(const TargetId& target, const ChunkHCase& test, StateLayout layout, uint64_t seed,
                 const ChunkHConfig* config = nullptr) {
  const StageInputs in = make_stage_inputs(test.key_heads, test.value_heads, test.lengths, seed);
  const reference::Dims& dims = in.dims;
  const int HV = test.value_heads, N = dims.sequences();
  const int64_t T = dims.tokens(), C = dims.chunks();
  testing::Random random(seed + 7);
  std::vector<std::vector<double>> slots(test.slots);
  for (auto& slot : slots) slot = normals(random, static_cast<size_t>(HV) * K * V, 0.5);
  std::vector<double> pool_values;
  const std::vector<float> pool = pool_from(slots, HV, layout);

  std::vector<std::vector<double>> initial(N);
  for (int s = 0; s < N; ++s)
    if (test.has_initial[s] && test.write_slots[s] >= 0)
      initial[s] = to_doubles(to_floats(slots[test.read_slots[s]]));
  const reference::Recurrence expected = reference::chunk_recurrence(dims, in.k, in.w, in.u, in.G, initial);

  EmulatedDevice device;
  const uint64_t k = device.upload(bf16_bits(in.k)), w = device.upload(bf16_bits(in.w));
  const uint64_t u = device.upload(bf16_bits(in.u)), G = device.upload(to_floats(in.G));
  const uint64_t h = device.allocate(C * HV * K * V * 2), v_new = device.allocate(T * HV * V * 2);
  const uint64_t pool_address = device.upload(pool);
  const uint64_t cu = device.upload(dims.cu_seqlens), offsets = device.upload(dims.chunk_offsets());
  const uint64_t write = device.upload(test.write_slots), read = device.upload(test.read_slots);
  const uint64_t has = device.upload(test.has_initial);
  ChunkHParameters parameters{.key_heads = test.key_heads, .value_heads = HV, .state_layout = layout,
                              .config = config ? *config : chunk_h_config(target, N, HV)};
  const Kernel kernel = chunk_h(target, parameters);
  device.launch(kernel,
                testing::DispatchShape{.grid = {static_cast<uint32_t>(V / parameters.config.block_v),
                                                static_cast<uint32_t>(N), static_cast<uint32_t>(HV)}},
                {pointer(k), pointer(w), pointer(u), pointer(G), pointer(h), pointer(v_new), pointer(pool_address),
                 pointer(cu), pointer(offsets), pointer(write), pointer(read), pointer(has)});

  // h row-major whichever layout the kernel wrote (column tiles below block_v 128).
  const std::vector<double> h_result =
      snapshots_to_rows(parameters.config.snapshots, from_bits(device.download<uint16_t>(h, C * HV * K * V)));
  const std::vector<double> v_result = from_bits(device.download<uint16_t>(v_new, T * HV * V));
  const std::vector<float> pool_result = device.download<float>(pool_address, pool.size());
  const std::vector<int32_t> chunk_offsets = dims.chunk_offsets();
  for (int s = 0; s < N; ++s) {
    if (test.write_slots[s] < 0) continue;  // padding: nothing written, compared below
    INFO("sequence " << s << " of " << test.lengths[s] << " tokens, layout " << state_layout_name(layout) << ", block_v "
                     << parameters.config.block_v << ", row waves " << parameters.config.row_waves << ", snapshots "
                     << snapshot_layout_name(parameters.config.snapshots));
    const size_t h_begin = static_cast<size_t>(chunk_offsets[s]) * HV * K * V;
    const size_t h_end = static_cast<size_t>(chunk_offsets[s + 1]) * HV * K * V;
    const std::vector<double> h_got(h_result.begin() + h_begin, h_result.begin() + h_end);
    const std::vector<double> h_want(expected.h.begin() + h_begin, expected.h.begin() + h_end);
    const size_t v_begin = static_cast<size_t>(dims.cu_seqlens[s]) * HV * V;
    const size_t v_end = static_cast<size_t>(dims.cu_seqlens[s + 1]) * HV * V;
    const std::vector<double> v_got(v_result.begin() + v_begin, v_result.begin() + v_end);
    const std::vector<double> v_want(expected.v_new.begin() + v_begin, expected.v_new.begin() + v_end);
    const std::vector<double> final_got = slot_from(pool_result, test.write_slots[s], HV, layout);
    const std::vector<double> final_want(expected.final.begin() + static_cast<size_t>(s) * HV * K * V,
                                         expected.final.begin() + static_cast<size_t>(s + 1) * HV * K * V);
    UNSCOPED_INFO("h " << testing::compare(h_got, h_want, testing::OutputFormat::bf16).to_string());
    UNSCOPED_INFO("v_new " << testing::compare(v_got, v_want, testing::OutputFormat::bf16).to_string());
    UNSCOPED_INFO("final " << testing::compare(final_got, final_want, testing::OutputFormat::f32).to_string());
    if (h_want.size()) CHECK_THAT(h_got, testing::WithinRelativeL2Of(h_want, 5e-3));
    CHECK_THAT(v_got, testing::WithinRelativeL2Of(v_want, 5e-3));
    CHECK_THAT(final_got, testing::WithinRelativeL2Of(final_want, 5e-3));
    WARN(target.name() << " s" << s << " h " << testing::relative_l2(h_got, h_want) << " v_new "
                       << testing::relative_l2(v_got, v_want) << " final "
                       << testing::relative_l2(final_got, final_want) << " | "
                       << testing::compare(final_got, final_want, testing::OutputFormat::f32).to_string());
  }
  // Slots no live sequence writes keep their contents bit for bit.
  for (int slot = 0; slot < test.slots; ++slot) {
    bool written = false;
    for (int s = 0; s < N; ++s) written |= test.write_slots[s] == slot;
    if (written) continue;
    INFO("untouched slot " << slot);
    CHECK(slot_from(pool_result, slot, HV, layout) == slot_from(pool, slot, HV, layout));
  }
}

}  // namespace

TEST_CASE("gdn chunk_h matches the fp64 chunked recurrence", "[gdn][chunk_h]") {
  // 15 (partial chunk), 65 (a full chunk and one row), a padding sequence, 64 (exactly one);
  // slots out of order, one fresh state, GVA 2.
  const ChunkHCase test{.key_heads = 2, .value_heads = 4, .lengths = {15, 65, 20, 64},
                        .write_slots = {4, 1, -1, 2}, .read_slots = {0, 1, 3, 5}, .has_initial = {1, 0, 1, 1},
                        .slots = 6};
  for (const TargetId& target : testing::emulated_targets())
    for (StateLayout layout : {StateLayout::key_value, StateLayout::value_key}) {
      DYNAMIC_SECTION(target.name() << " " << state_layout_name(layout)) { run_chunk_h(target, test, layout, 11); }
    }
}

TEST_CASE("gdn chunk_h matches the fp64 chunked recurrence with each split of the state", "[gdn][chunk_h]") {
  // The launch rule picks block_v 16 with the waves along the rows and buffer accesses for this
  // small grid (above); here the tiles and splits it picks for larger grids, plain accesses, and
  // others: waves along the columns only (S never leaves its wave), along the rows only, and two
  // by two (S and v_hat exchanged through LDS in both).
  const ChunkHCase test{.key_heads = 2, .value_heads = 4, .lengths = {15, 65, 20, 64},
                        .write_slots = {4, 1, -1, 2}, .read_slots = {0, 1, 3, 5}, .has_initial = {1, 0, 1, 1},
                        .slots = 6};
  for (const TargetId& target : testing::emulated_targets()) {
    for (const auto& [block_v, row_waves] : {std::pair{64, 1}, std::pair{64, 4}, std::pair{64, 2}, std::pair{32, 2}}) {
      ChunkHConfig config = chunk_h_config(target, 4, 4);
      config.block_v = block_v, config.row_waves = row_waves, config.buffer_accesses = block_v < 64;
      // u and v_new through LDS as the rule moves them where the waves split the rows at block_v
      // 64 (and at 32 too, beyond the rule), straight from the accumulator layout with column waves.
      config.values_through_lds = row_waves > 1;
      // h in every layout on every target: rows with column waves, key groups (the rule's from
      // block_v 32 on WMMA) and key quads (on MFMA) with row waves at 64, column tiles (the
      // rule's at 16) at 32.
      config.snapshots = row_waves == 1   ? SnapshotLayout::rows
                         : block_v == 32  ? SnapshotLayout::column_tiles
                         : row_waves == 4 ? SnapshotLayout::key_groups
                                          : SnapshotLayout::key_quads;
      const StateLayout layout = row_waves == 2 ? StateLayout::value_key : StateLayout::key_value;
      DYNAMIC_SECTION(target.name() << " block_v " << block_v << " row waves " << row_waves << " "
                                     << snapshot_layout_name(config.snapshots)) {
        run_chunk_h(target, test, layout, 13, &config);
      }
    }
    // The launch rule's tiles for 8 x 2048 at HV 32 (all of V: gfx950 in 4 waves along the rows,
    // gfx1250 in 8 along the columns, gfx942 in 8 by 2 x 4 with G staged at its use) and at HV 8
    // (32 columns in 8 waves).
    for (const ChunkHConfig& wide : {chunk_h_config(target, 8, 32), chunk_h_config(target, 8, 8)})
      DYNAMIC_SECTION(target.name() << " block_v " << wide.block_v << " " << wide.waves << " waves, row waves "
                                     << wide.row_waves << (wide.gates_at_use ? ", G at its use" : "")) {
        run_chunk_h(target, test, StateLayout::key_value, 13, &wide);
      }
    // G staged at its use beside every copy path (registers, asynchronous copies, the data
    // mover), not only where the rule takes it.
    ChunkHConfig staged_at_use = chunk_h_config(target, 8, 8);
    staged_at_use.gates_at_use = !staged_at_use.gates_at_use;
    DYNAMIC_SECTION(target.name() << " block_v " << staged_at_use.block_v << ", G at its use "
                                   << staged_at_use.gates_at_use) {
      run_chunk_h(target, test, StateLayout::value_key, 13, &staged_at_use);
    }
  }
}

}  // namespace gfxtile::gdn::test
