// Hazard checking of gfx9's LDS DMA (global_load_lds_dword, counted on VMcnt like every vector
// memory operation): the copy lands on the s_waitcnt vmcnt that covers it; reading its LDS
// before is a missing wait naming both PCs. Kept with the gfx1250 hazard tests because the
// same tracker serves both.

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "emu/emulator.h"
#include "hsaco/code_object.h"
#include "lowering/assembler.h"
#include "tests/emu/test_support.h"

using namespace gfxtile;
using namespace gfxtile::emu;

namespace {

// 64 lanes copy x[lane] into LDS[4 lane] by DMA, issue one ordinary load after it, then read
// LDS back into y. `wait` goes between the loads and the LDS read.
std::string dma_kernel(const std::string& wait) {
  return fmt::format(R"(
.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.text
.globl dma
.p2align 8
.type dma,@function
dma:
  s_load_dwordx4 s[0:3], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  s_mov_b32 m0, 0
  global_load_lds_dword v1, s[0:1]
  global_load_dword v5, v1, s[0:1] offset:256
  {}
  ds_read_b32 v2, v1
  s_waitcnt vmcnt(0) lgkmcnt(0)
  global_store_dword v1, v2, s[2:3]
  s_endpgm
.size dma, .-dma

.rodata
.p2align 6
.amdhsa_kernel dma
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_count 2
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 8
  .amdhsa_accum_offset 8
  .amdhsa_group_segment_fixed_size 256
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: dma
    .symbol: dma.kd
    .kernarg_segment_size: 16
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 256
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 8
    .max_flat_workgroup_size: 256
    .args:
      - {{ .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .name: x }}
      - {{ .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global, .name: y }}
...
.end_amdgpu_metadata
)", wait);
}

struct Run {
  DispatchResult result;
  std::vector<uint32_t> x, y;
  uint64_t dma_pc = 0, read_pc = 0;
};

Run run(const std::string& wait, bool check) {
  Emulator emulator;
  CodeObject object = CodeObject::parse(assemble_code_object(dma_kernel(wait), TargetId::parse("gfx942")));
  const Kernel kernel = emulator.load(object, "dma");
  Run r;
  for (size_t i = 0; i < kernel.program().texts.size(); ++i) {
    if (kernel.program().texts[i].starts_with("global_load_lds_dword")) r.dma_pc = kernel.program().offsets[i];
    if (kernel.program().texts[i].starts_with("ds_read_b32")) r.read_pc = kernel.program().offsets[i];
  }
  r.x.resize(128);
  for (uint32_t i = 0; i < 128; ++i) r.x[i] = i * 11 + 3;
  const uint64_t dx = testing::upload(emulator, r.x), dy = emulator.memory().allocate(64 * 4);
  Launch launch;
  launch.block = {64, 1, 1};
  launch.check_hazards = check;
  r.result = emulator.dispatch(kernel, launch, std::vector<ArgumentValue>{ArgumentValue::pointer(dx), ArgumentValue::pointer(dy)});
  r.y = testing::download<uint32_t>(emulator, dy, 64);
  return r;
}

}  // namespace

TEST_CASE("gfx9 LDS DMA lands on the vmcnt that covers it, counting ordinary loads", "[emu][gfx1250][hazard][dma]") {
  // vmcnt(1): the later ordinary load may be outstanding, the older DMA is done.
  const Run r = run("s_waitcnt vmcnt(1)", true);
  INFO((r.result.fault ? r.result.fault->to_string() : ""));
  REQUIRE(r.result.ok());
  for (uint32_t l = 0; l < 64; ++l) CHECK(r.y[l] == r.x[l]);
}

TEST_CASE("gfx9 LDS DMA read before its vmcnt wait is a missing wait", "[emu][gfx1250][hazard][dma]") {
  for (const char* wait : {"s_nop 0", "s_waitcnt vmcnt(2)"}) {
    INFO(wait);
    const Run r = run(wait, true);
    REQUIRE(r.result.fault);
    const std::string& message = r.result.fault->message;
    CHECK(message.find("missing s_waitcnt vmcnt") != std::string::npos);
    CHECK(message.find(fmt::format("{:#x}", r.dma_pc)) != std::string::npos);
    CHECK(message.find(fmt::format("{:#x}", r.read_pc)) != std::string::npos);
  }
  // Unchecked, the read sees LDS before the copy landed.
  const Run unchecked = run("s_nop 0", false);
  REQUIRE(unchecked.result.ok());
  CHECK(unchecked.y[7] == 0);
}
