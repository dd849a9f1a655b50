#pragma once
// Hand-written gfx1250 (wave32) kernels for the emulator's tests: a template with the
// directives LLVM's assembler needs, and the hazard examples (a missing s_wait_tensorcnt, a
// missing s_wait_asynccnt, a missing barrier between two waves) with their corrected versions.

#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

namespace gfxtile::testing {

// A gfx1250 kernel `name` with `pointer_count` pointer arguments (kernarg pointer in s[0:1]),
// `lds_bytes` of static LDS and `body` as its code (ending in s_endpgm).
inline std::string gfx1250_kernel(std::string_view name, std::string_view body, int pointer_count = 2,
                                  int lds_bytes = 0, int vgprs = 64, int sgprs = 64) {
  std::string arguments;
  for (int i = 0; i < pointer_count; ++i)
    arguments += fmt::format(R"(      - .offset: {0}
        .size: 8
        .value_kind: global_buffer
        .address_space: global
        .name: p{1}
)", i * 8, i);
  return fmt::format(R"(
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.globl {0}
.p2align 8
.type {0},@function
{0}:
{1}
.size {0}, .-{0}

.rodata
.p2align 6
.amdhsa_kernel {0}
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_count 2
  .amdhsa_group_segment_fixed_size {2}
  .amdhsa_next_free_vgpr {3}
  .amdhsa_next_free_sgpr {4}
  .amdhsa_wavefront_size32 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: {0}
    .symbol: {0}.kd
    .kernarg_segment_size: {5}
    .kernarg_segment_align: 8
    .group_segment_fixed_size: {2}
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: {4}
    .vgpr_count: {3}
    .max_flat_workgroup_size: 1024
    .args:
{6}...
.end_amdgpu_metadata
)",
                     name, body, lds_bytes, vgprs, sgprs, pointer_count * 8, arguments);
}

// Every wave moves its 32 floats x[32w .. 32w+31] into LDS at 128w with one tensor_load_to_lds
// (a 1-D tile), reads them back and writes y. Without the wait the read sees the bytes still in
// flight. Launch: block 64 (two waves), grid 1; y == x when correct.
inline std::string tdm_wait_kernel(bool with_wait) {
  const std::string body = fmt::format(R"(
  s_load_b128 s[0:3], s[0:1], 0x0
  v_readfirstlane_b32 s20, v0
  s_lshl_b32 s21, s20, 2
  s_wait_kmcnt 0
  s_add_co_u32 s6, s0, s21
  s_add_co_ci_u32 s7, s1, 0
  s_or_b32 s7, s7, 0x80000000
  s_mov_b32 s4, 1
  s_mov_b32 s5, s21
  s_mov_b32 s8, 0x20000
  s_mov_b32 s9, 0x200000
  s_mov_b32 s10, 0x10000
  s_mov_b32 s11, 0x200000
  s_mov_b32 s12, 1
  s_mov_b32 s13, 32
  s_mov_b32 s14, 0
  s_mov_b32 s15, 0
  tensor_load_to_lds s[4:7], s[8:15]
  {}
  v_lshlrev_b32 v1, 2, v0
  ds_load_b32 v2, v1
  s_wait_dscnt 0
  global_store_b32 v1, v2, s[2:3]
  s_endpgm
)", with_wait ? "s_wait_tensorcnt 0" : "s_nop 0");
  return gfx1250_kernel(with_wait ? "tdm_with_wait" : "tdm_missing_wait", body, 2, 256);
}

// Every lane copies x[tid] into LDS[4 tid] with global_load_async_to_lds_b32 and reads it back.
// Launch: block 64, grid 1; y == x when correct.
inline std::string async_wait_kernel(bool with_wait) {
  const std::string body = fmt::format(R"(
  s_load_b128 s[0:3], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_wait_kmcnt 0
  global_load_async_to_lds_b32 v1, v1, s[0:1]
  {}
  ds_load_b32 v2, v1
  s_wait_dscnt 0
  global_store_b32 v1, v2, s[2:3]
  s_endpgm
)", with_wait ? "s_wait_asynccnt 0" : "s_nop 0");
  return gfx1250_kernel(with_wait ? "async_with_wait" : "async_missing_wait", body, 2, 256);
}

// Every lane writes x[tid] to LDS[4 tid], then reads the slot of the same lane in the other
// wave: y[tid] = x[tid ^ 32]. Without the barrier wave 0 reads what wave 1 has not written.
// Launch: block 64 (two waves), grid 1.
inline std::string barrier_kernel(bool with_barrier) {
  const std::string body = fmt::format(R"(
  s_load_b128 s[0:3], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_wait_kmcnt 0
  global_load_b32 v2, v1, s[0:1]
  s_wait_loadcnt 0
  ds_store_b32 v1, v2
  {}
  v_xor_b32 v3, 0x80, v1
  ds_load_b32 v4, v3
  s_wait_dscnt 0
  global_store_b32 v1, v4, s[2:3]
  s_endpgm
)", with_barrier ? "s_wait_dscnt 0\n  s_barrier_signal -1\n  s_barrier_wait -1" : "s_wait_dscnt 0");
  return gfx1250_kernel(with_barrier ? "race_with_barrier" : "race_missing_barrier", body, 2, 256);
}

}  // namespace gfxtile::testing
