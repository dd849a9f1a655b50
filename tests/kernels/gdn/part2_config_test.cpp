// The part-2 launch rules (config_part2.h): fixed functions of shape and target, the same on
// every call, and the kernels they configure compile at the published shapes (H = 16, HV = 32,
// 1 x 16384 and 8 x 2048) without spilling (compile_kernel refuses a kernel that spills).
#include <catch2/catch.hpp>

#include "hsaco/code_object.h"
#include "kernels/gdn/chunk_h.h"
#include "kernels/gdn/chunk_o.h"
#include "lowering/tile/compile.h"
#include "testing/testing.h"

namespace gfxtile::gdn {

TEST_CASE("gdn part-2 launch rules are fixed functions of shape and target and compile without spills", "[gdn][config]") {
  for (const TargetId& target : testing::emulated_targets()) {
    INFO(target.name());
    const bool wave32 = target.properties().wave_size == 32;
    // Few (sequence, value head) pairs: V in tiles of 16, so that 1 x 16384 at HV 32 still has
    // 256 workgroups; 8 x 2048 keeps tiles of 128 (256 workgroups) or 64 (512); in between 32.
    const ChunkHConfig h = chunk_h_config(target, 1, 32);
    CHECK(h.block_v == 16);
    CHECK(chunk_h_config(target, 1, 8).block_v == 16);
    CHECK(chunk_h_config(target, 2, 32).block_v == 32);
    CHECK(chunk_h_config(target, 4, 32).block_v == 64);
    CHECK(chunk_h_config(target, 8, 8).block_v == 32);
    // All of V in one tile where a workgroup's LDS holds it beside the fewest w and k stages:
    // every target (gfx942's 64 KiB exactly, G staged at its use there).
    const ChunkHConfig h8 = chunk_h_config(target, 8, 32);
    CHECK(h8.block_v == 128);
    CHECK(chunk_h_config(target, 64, 32).block_v == 128);
    CHECK(h8.gates_at_use == (target.architecture == Architecture::gfx942));
    const ChunkHConfig h32 = chunk_h_config(target, 8, 8);
    CHECK(h32.waves == 8);
    for (const ChunkHConfig* config : {&h, &h8, &h32}) {
      // 8 waves from block_v 32 where the tile splits over them without spilling (not wave64's 128
      // with asynchronous copies, gfx950).
      const bool wave64_whole_v = config->block_v == 128 && !wave32;
      const bool gfx942 = target.architecture == Architecture::gfx942;
      CHECK(config->waves == (config->block_v >= 32 && (!wave64_whole_v || gfx942) ? 8 : 4));
      // The waves split K (the state) and BT (the values), or from block_v 64 on wave32 the
      // columns; gfx942's whole V 2 along the rows and 4 along the columns.
      CHECK(config->row_waves == (config->block_v >= 64 && wave32 ? 1 : wave64_whole_v && gfx942 ? 2 : 4));
      CHECK(config->gates_at_use == (wave64_whole_v && gfx942));
      CHECK(config->vgpr_budget == 0);
      // Stages: 1 through registers (gfx942), the data mover's 2 (gfx1250); asynchronous copies
      // as many as 160 KiB holds of 32 KiB w and k stages beside S's exchange (block_v x 256 bytes)
      // and 4 KiB: 4 at block_v 16, 3 at 128 (gfx950).
      const int copy_stages = config->block_v == 128 ? 3 : 4;
      CHECK(config->stages == (target.architecture == Architecture::gfx942    ? 1
                               : target.architecture == Architecture::gfx1250 ? 2
                                                                               : copy_stages));
      // The next chunk's w and k: gfx1250's tensor data mover, asynchronous global -> LDS copies
      // on gfx950, loads into registers on gfx942.
      CHECK(config->tensor_data_mover == (target.architecture == Architecture::gfx1250));
      CHECK(config->async_copies == (target.architecture == Architecture::gfx950));
      CHECK(config->buffer_accesses == (config->block_v < 64));
      // u and v_new through LDS in rows where a tile row covers a 128-byte line and the waves split the rows.
      CHECK(config->values_through_lds == (config->block_v >= 64 && config->row_waves > 1));
      // h in column tiles at block_v 16, from 32 in key quads on MFMA (its accumulator holds 4
      // rows of a column a lane) and in key groups of 8 on WMMA (8 rows).
      const SnapshotLayout grouped = target.architecture == Architecture::gfx1250 ? SnapshotLayout::key_groups : SnapshotLayout::key_quads;
      CHECK(config->snapshots == (config->block_v < 32 ? SnapshotLayout::column_tiles : grouped));
    }
    // The same on every call.
    const ChunkHConfig again = chunk_h_config(target, 1, 32);
    CHECK((again.block_v == h.block_v && again.waves == h.waves && again.row_waves == h.row_waves &&
           again.stages == h.stages && again.async_copies == h.async_copies && again.tensor_data_mover == h.tensor_data_mover &&
           again.snapshots == h.snapshots && again.values_through_lds == h.values_through_lds &&
           again.buffer_accesses == h.buffer_accesses && again.gates_at_use == h.gates_at_use));
    // chunk_o: one chunk a workgroup, 4 waves of 64 or 8 of 32, except on gfx942 (its one-chunk
    // kernel holds one workgroup a CU): 8 waves walking 4 chunks at 16384 tokens H16/HV32 (256
    // chunks) and H4/HV8, 2 at half that, 1 for short batches.
    const bool walk = target.architecture == Architecture::gfx942;
    const ChunkOConfig o = chunk_o_config(target, 256, 32, 16384);
    CHECK(o.waves == (wave32 || walk ? 8 : 4));
    CHECK(o.chunks_per_workgroup == (walk ? 4 : 1));
    CHECK(o.gates_spread);  // G loaded a part a wave
    CHECK(o.queries_keys_ahead == walk);  // the walk loads the next chunk's q and k early
    CHECK(o.state_direct == (walk || wave32));  // h in key groups straight into the B operand
    CHECK(chunk_o_config(target, 256, 8, 2048).chunks_per_workgroup == (walk ? 4 : 1));
    CHECK(chunk_o_config(target, 128, 8, 2048).chunks_per_workgroup == (walk ? 2 : 1));
    CHECK(chunk_o_config(target, 16, 32, 1024).chunks_per_workgroup == 1);
    // Short prefill: the row tile is the longest sequence rounded up to a power of two, at least
    // the bf16 matrix instruction's k (16 on gfx942, 32 elsewhere).
    CHECK(o.rows == 64);
    CHECK(chunk_o_config(target, 256, 32, 8).rows == (walk ? 16 : 32));
    CHECK(chunk_o_config(target, 64, 32, 16).rows == (walk ? 16 : 32));
    CHECK(chunk_o_config(target, 64, 32, 17).rows == 32);
    CHECK(chunk_o_config(target, 64, 32, 33).rows == 64);
    CHECK(chunk_o_config(target, 64, 32, 64).rows == 64);
    const ChunkOConfig walk4{.chunks_per_workgroup = 4};
    CHECK((chunk_o_grid(walk4, 256, 32).x == 64 && chunk_o_grid(walk4, 257, 32).x == 65 && chunk_o_grid(walk4, 256, 32).y == 32));
    CHECK(chunk_o_grid(o, 256, 32).x == (walk ? 64 : 256));
    const Kernel h_kernel = chunk_h(target, {.key_heads = 16, .value_heads = 32, .config = h});
    const Kernel h8_kernel = chunk_h(target, {.key_heads = 16, .value_heads = 32, .config = h8});
    const Kernel o_kernel = chunk_o(target, {.key_heads = 16, .value_heads = 32, .config = o});
    CHECK(h_kernel.workgroup_size() == h.waves * target.properties().wave_size);
    for (const Kernel* kernel : {&h_kernel, &h8_kernel, &o_kernel}) {
      const CodeObject object = CodeObject::parse(compile_kernel(*kernel));
      const KernelMetadata& metadata = object.kernels().front().metadata;
      CHECK(metadata.vgpr_spill_count == 0);
      CHECK(metadata.sgpr_spill_count == 0);
    }
  }
}

}  // namespace gfxtile::gdn
