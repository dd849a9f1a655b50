// Hand-written assembly -> .hsaco with LLVM's AMDGPU assembler, in process.

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "core/error.h"
#include "hsaco/code_object.h"
#include "hsaco/disassembler.h"
#include "lowering/assembler.h"

using namespace gfxtile;

namespace {

// A kernel that writes 42 through its one pointer argument, with the directives llvm-mc needs.
std::string store_kernel(std::string_view target, int wave_size) {
  return fmt::format(R"(
.amdgcn_target "amdgcn-amd-amdhsa--{0}"
.text
.globl store42
.p2align 8
.type store42,@function
store42:
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  v_mov_b32 v1, 42
  v_mov_b32 v2, 0
  s_waitcnt lgkmcnt(0)
  global_store_dword v2, v1, s[2:3]
  s_endpgm
.size store42, .-store42

.rodata
.p2align 6
.amdhsa_kernel store42
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_count 2
  .amdhsa_next_free_vgpr 3
  .amdhsa_next_free_sgpr 4
  {1}
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: store42
    .symbol: store42.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: {2}
    .sgpr_count: 4
    .vgpr_count: 3
    .max_flat_workgroup_size: 256
    .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
        .name: out
...
.end_amdgpu_metadata
)", target, wave_size == 64 ? ".amdhsa_accum_offset 4" : ".amdhsa_wavefront_size32 1", wave_size);
}

}  // namespace

TEST_CASE("assembly becomes a code object the reader understands", "[lowering][assembler]") {
  for (auto [name, wave] : {std::pair{"gfx942", 64}, std::pair{"gfx950", 64}}) {
    INFO(name);
    const TargetId target = TargetId::parse(name);
    CodeObject object = CodeObject::parse(assemble_code_object(store_kernel(name, wave), target));
    const KernelCode& kernel = object.kernel("store42");
    CHECK(kernel.descriptor.enable_kernarg_segment_ptr);
    CHECK(kernel.descriptor.user_sgpr_count == 2);
    CHECK(kernel.metadata.arguments.at(0).name == "out");
    Disassembler disassembler(object.target());
    auto instructions = disassembler.decode_all(object.code(kernel), kernel.code_address);
    REQUIRE(instructions.size() == 6);
    CHECK(instructions[1].text == "v_mov_b32_e32 v1, 42");
    CHECK(instructions[4].mnemonic == "global_store_dword");
  }
}

TEST_CASE("assembler errors carry line and message", "[lowering][assembler]") {
  const TargetId target = TargetId::parse("gfx942");
  CHECK_THROWS_WITH(assemble_code_object("v_bogus_op v1, v2\n", target),
                    Catch::Contains("kernel.s:1") && Catch::Contains("invalid instruction"));
  // An instruction from another generation: gfx942 has no WMMA.
  CHECK_THROWS_AS(assemble_object("v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]\n", target), Error);
}
