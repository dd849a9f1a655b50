// Loading and dispatch: target checks, kernel lookup, kernarg packing with hidden arguments,
// the initial wave state (SGPR workgroup ids, packed work-item ids, EXEC of partial waves) and
// determinism across host thread counts.

#include <catch2/catch.hpp>

#include <fmt/format.h>

#include "core/error.h"
#include "lowering/assembler.h"
#include "tests/emu/test_support.h"

using namespace gfxtile;
using namespace gfxtile::emu;
using namespace gfxtile::emu::testing;

namespace {

// A kernel whose work-items store (workgroup id x, y, z, v0, EXEC popcount) to out, and whose
// first work-item copies 6 hidden-argument dwords. The metadata lists hidden arguments at the
// offsets V5 code objects use.
std::string state_kernel(const std::string& target) {
  return fmt::format(R"(
.amdgcn_target "amdgcn-amd-amdhsa--{0}"
.amdhsa_code_object_version 5
.text
.globl state
.p2align 8
.type state,@function
state:
  ; s[0:1] kernarg, s2/s3/s4 = workgroup id x/y/z
  s_load_dwordx2 s[8:9], s[0:1], 0x0
  s_load_dwordx8 s[12:19], s[0:1], 0x8
  s_load_dword s20, s[0:1], 0x28
  s_waitcnt lgkmcnt(0)
  ; linear work-item index: ((z * grid_y + y) * grid_x + x) * block + local
  s_bcnt1_i32_b64 s21, exec
  v_mbcnt_lo_u32_b32 v1, -1, 0
  v_mbcnt_hi_u32_b32 v1, -1, v1
  v_readfirstlane_b32 s22, v0
  s_mul_i32 s23, s4, 2
  s_add_u32 s23, s23, s3
  s_mul_i32 s23, s23, 3
  s_add_u32 s23, s23, s2
  ; each work-item writes 8 dwords at out + (group * 128 + flat id) * 32
  v_and_b32 v2, 0x3ff, v0
  v_bfe_u32 v3, v0, 10, 10
  v_bfe_u32 v4, v0, 20, 10
  v_lshlrev_b32 v5, 3, v3
  v_add_u32 v5, v5, v2
  v_lshlrev_b32 v6, 5, v4
  v_add_u32 v5, v5, v6
  s_lshl_b32 s24, s23, 7
  v_add_u32 v5, s24, v5
  v_lshlrev_b32 v5, 5, v5
  v_mov_b32 v6, s2
  v_mov_b32 v7, s3
  v_mov_b32 v8, s4
  v_mov_b32 v9, v0
  global_store_dwordx4 v5, v[6:9], s[8:9]
  v_mov_b32 v6, s21
  v_mov_b32 v7, s12
  v_mov_b32 v8, s13
  v_mov_b32 v9, s20
  global_store_dwordx4 v5, v[6:9], s[8:9] offset:16
  s_endpgm
.size state, .-state

.rodata
.p2align 6
.amdhsa_kernel state
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_count 2
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_sgpr_workgroup_id_z 1
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 16
  .amdhsa_next_free_sgpr 32
  .amdhsa_accum_offset 16
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: state
    .symbol: state.kd
    .kernarg_segment_size: 112
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 32
    .vgpr_count: 16
    .max_flat_workgroup_size: 1024
    .args:
      - {{ .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .name: out }}
      - {{ .offset: 8, .size: 4, .value_kind: hidden_block_count_x }}
      - {{ .offset: 12, .size: 4, .value_kind: hidden_block_count_y }}
      - {{ .offset: 16, .size: 4, .value_kind: hidden_block_count_z }}
      - {{ .offset: 20, .size: 2, .value_kind: hidden_group_size_x }}
      - {{ .offset: 22, .size: 2, .value_kind: hidden_group_size_y }}
      - {{ .offset: 24, .size: 2, .value_kind: hidden_group_size_z }}
      - {{ .offset: 26, .size: 2, .value_kind: hidden_remainder_x }}
      - {{ .offset: 40, .size: 4, .value_kind: hidden_dynamic_lds_size }}
      - {{ .offset: 44, .size: 2, .value_kind: hidden_grid_dims }}
...
.end_amdgpu_metadata
)", target);
}

}  // namespace

TEST_CASE("dispatch packs hidden arguments and sets up ids, workgroup SGPRs and EXEC", "[emu][dispatch]") {
  for (const char* target_name : {"gfx942", "gfx950"}) {
    INFO(target_name);
    const TargetId target = TargetId::parse(target_name);
    const CodeObject object = CodeObject::parse(assemble_code_object(state_kernel(target_name), target));
    Emulator emulator;
    const Kernel kernel = emulator.load(object, "state");
    // grid 3 x 2 x 2 workgroups of 8 x 4 x 3 = 96 work-items: wave 1 has 32 lanes.
    Launch launch;
    launch.grid = {3, 2, 2};
    launch.block = {8, 4, 3};
    launch.dynamic_lds_bytes = 512;
    const size_t groups = 12;
    const uint64_t out = emulator.memory().allocate(groups * 128 * 32);
    const auto kernarg = emulator.pack_arguments(kernel, launch, std::vector<ArgumentValue>{ArgumentValue::pointer(out)});
    uint32_t words[12];
    std::memcpy(words, kernarg.data() + 8, sizeof(words));
    CHECK(words[0] == 3);                  // block counts
    CHECK(words[1] == 2);
    CHECK(words[2] == 2);
    CHECK(words[3] == (8u | 4u << 16));   // group sizes x, y
    CHECK(words[4] == 3u);                 // group size z, remainder x = 0
    CHECK(words[8] == 512);                // dynamic LDS
    CHECK((words[9] & 0xffff) == 3);       // grid dims
    const DispatchResult result = emulator.dispatch_kernarg(kernel, launch, kernarg);
    INFO((result.fault ? result.fault->to_string() : std::string()));
    REQUIRE(result.ok());
    CHECK(result.statistics.workgroups == 12);
    CHECK(result.statistics.waves == 24);
    std::vector<uint32_t> data(groups * 128 * 8);
    emulator.memory().copy_from_device(data.data(), out, data.size() * 4);
    int bad = 0;
    std::string first_bad;
    for (uint32_t z = 0; z < 2; ++z)
      for (uint32_t y = 0; y < 2; ++y)
        for (uint32_t x = 0; x < 3; ++x)
          for (uint32_t tz = 0; tz < 3; ++tz)
            for (uint32_t ty = 0; ty < 4; ++ty)
              for (uint32_t tx = 0; tx < 8; ++tx) {
                const uint32_t group = (z * 2 + y) * 3 + x, flat = tx + 8 * ty + 32 * tz;
                const uint32_t* record = &data[(size_t(group) * 128 + flat) * 8];
                bad += record[0] != x || record[1] != y || record[2] != z;
                bad += record[3] != (tx | ty << 10 | tz << 20);
                bad += record[4] != (flat < 64 ? 64u : 32u);  // EXEC of the wave
                bad += record[5] != 3 || record[6] != 2 || record[7] != 512;
                if (bad && first_bad.empty())
                  first_bad = fmt::format("group {} item ({},{},{}): {} {} {} {:#x} {} {} {} {}", group, tx, ty, tz, record[0], record[1],
                                          record[2], record[3], record[4], record[5], record[6], record[7]);
              }
    INFO(first_bad);
    CHECK(bad == 0);
  }
}

TEST_CASE("loading and dispatch reject unknown kernels and wrong arguments with useful errors", "[emu][dispatch]") {
  Emulator emulator;
  const CodeObject vadd = external_kernel("gfx942/triton_vadd.hsaco");
  CHECK_THROWS_WITH(emulator.load(vadd, "nope"), Catch::Contains("vadd"));
  const Kernel kernel = emulator.load(vadd, "vadd");
  Launch launch;
  launch.block = {256, 1, 1};
  CHECK_THROWS_WITH(emulator.dispatch(kernel, launch, std::vector<ArgumentValue>{ArgumentValue::pointer(0)}),
                    Catch::Contains("explicit arguments"));
  CHECK_THROWS_WITH(emulator.dispatch(kernel, launch,
                                      std::vector<ArgumentValue>{ArgumentValue::pointer(0), ArgumentValue::pointer(0), ArgumentValue::pointer(0),
                                                                 ArgumentValue::i64(1), ArgumentValue::pointer(0), ArgumentValue::pointer(0)}),
                    Catch::Contains("is 4 bytes; 8 given"));
  launch.block = {2048, 1, 1};
  CHECK_THROWS_AS(emulator.dispatch(kernel, launch, std::vector<ArgumentValue>{}), Error);
}

TEST_CASE("device memory: allocations are separated, freed regions fault", "[emu][memory]") {
  DeviceMemory memory;
  const uint64_t a = memory.allocate(100), b = memory.allocate(100);
  CHECK(b > a + 100);
  CHECK(memory.translate(a + 96, 4) != nullptr);
  CHECK(memory.translate(a + 97, 4) == nullptr);
  CHECK(memory.translate(a + 100, 1) == nullptr);
  CHECK(memory.translate(0, 4) == nullptr);
  float host[4] = {1, 2, 3, 4};
  const uint64_t h = memory.register_host(host, sizeof(host));
  float back[4];
  memory.copy_from_device(back, h, sizeof(back));
  CHECK(back[3] == 4);
  memory.free(a);
  CHECK(memory.translate(a, 4) == nullptr);
  CHECK_THROWS_AS(memory.free(a), Error);
  CHECK_THROWS_AS(memory.copy_to_device(b + 90, host, 16), Error);
}

TEST_CASE("results do not depend on the number of host threads", "[emu][dispatch]") {
  // The histogram's global atomics commute, the vadd has no races: outputs are identical.
  const CodeObject object = external_kernel("gfx942/triton_gemm_bf16.hsaco");
  std::vector<std::vector<float>> outputs;
  for (int threads : {1, 2, 3}) {
    Emulator emulator;
    const Kernel kernel = emulator.load(object, "gemm_bf16");
    Random random(2);
    std::vector<uint16_t> a(130 * 64), b(64 * 70);
    for (auto& v : a) v = uint16_t(0x3f80 + (random.next() & 0x7f));
    for (auto& v : b) v = uint16_t(0xbf80 + (random.next() & 0x7f));
    const uint64_t da = upload(emulator, a), db = upload(emulator, b), dc = emulator.memory().allocate(130 * 70 * 4);
    Launch launch;
    launch.grid = {3, 2, 1};
    launch.block = {256, 1, 1};
    launch.dynamic_lds_bytes = external_shared_bytes("gfx942/triton_gemm_bf16.hsaco");
    launch.host_threads = threads;
    const DispatchResult result = emulator.dispatch(kernel, launch,
        std::vector<ArgumentValue>{ArgumentValue::pointer(da), ArgumentValue::pointer(db), ArgumentValue::pointer(dc), ArgumentValue::i32(130),
                                   ArgumentValue::i32(70), ArgumentValue::i32(64), ArgumentValue::pointer(0), ArgumentValue::pointer(0)});
    REQUIRE(result.ok());
    outputs.push_back(download<float>(emulator, dc, 130 * 70));
  }
  CHECK(outputs[0] == outputs[1]);
  CHECK(outputs[0] == outputs[2]);
}
