#include "tests/emu/snippet.h"

#include <cstring>

#include <fmt/format.h>

#include "core/error.h"
#include "hsaco/code_object.h"
#include "lowering/assembler.h"

namespace gfxtile::emu::testing {

uint32_t input_word(uint32_t i) { return (i + 1) * 2654435761u; }
uint32_t f32_bits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  return bits;
}
float bits_f32(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, 4);
  return value;
}

namespace {

std::string kernel_source(const std::string& body, const SnippetOptions& options) {
  return fmt::format(R"(
.amdgcn_target "amdgcn-amd-amdhsa--{target}"
.amdhsa_code_object_version 5
.text
.globl snippet
.p2align 8
.type snippet,@function
snippet:
  s_load_dwordx2 s[40:41], s[0:1], 0x0
  s_load_dwordx2 s[42:43], s[0:1], 0x8
  v_lshlrev_b32 v63, 2, v0
  s_waitcnt lgkmcnt(0)
{body}
  s_mov_b64 exec, -1
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_movk_i32 s44, {row_bytes}
  global_store_dword v63, v1, s[40:41]
  v_add_u32 v62, s44, v63
  global_store_dword v62, v2, s[40:41]
  v_add_u32 v62, s44, v62
  global_store_dword v62, v3, s[40:41]
  s_endpgm
.size snippet, .-snippet

.rodata
.p2align 6
.amdhsa_kernel snippet
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_count 2
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_next_free_vgpr 128
  .amdhsa_next_free_sgpr 48
  .amdhsa_accum_offset 64
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_group_segment_fixed_size {lds}
  .amdhsa_private_segment_fixed_size {scratch}
  .amdhsa_enable_private_segment {private_enable}
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: snippet
    .symbol: snippet.kd
    .kernarg_segment_size: 16
    .kernarg_segment_align: 8
    .group_segment_fixed_size: {lds}
    .private_segment_fixed_size: {scratch}
    .wavefront_size: 64
    .sgpr_count: 48
    .vgpr_count: 128
    .agpr_count: 64
    .max_flat_workgroup_size: 1024
    .args:
      - {{ .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .name: out }}
      - {{ .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global, .name: in }}
...
.end_amdgpu_metadata
)",
                     fmt::arg("target", options.target), fmt::arg("body", body), fmt::arg("row_bytes", options.block * 4), fmt::arg("lds", options.lds_bytes),
                     fmt::arg("scratch", options.private_bytes), fmt::arg("private_enable", options.private_bytes ? 1 : 0));
}

}  // namespace

SnippetResult run_snippet(const std::string& body, const SnippetOptions& options) {
  const TargetId target = TargetId::parse(options.target);
  const CodeObject object = CodeObject::parse(assemble_code_object(kernel_source(body, options), target));
  Emulator emulator;
  DecodeOptions decode;
  decode.defer_unsupported = options.defer_unsupported;
  const Kernel kernel = emulator.load(object, "snippet", decode);
  const uint32_t output_dwords = 3 * options.block + options.extra_output_dwords;
  const uint64_t out = emulator.memory().allocate(output_dwords * 4);
  std::vector<uint32_t> input(kInputWords);
  for (uint32_t i = 0; i < kInputWords; ++i) input[i] = input_word(i);
  if (!options.input.empty()) input = options.input;
  const uint64_t in = emulator.memory().allocate(input.size() * 4);
  emulator.memory().copy_to_device(in, input.data(), input.size() * 4);
  Launch launch;
  launch.block = {options.block, 1, 1};
  launch.instruction_budget = options.instruction_budget;
  launch.profile = options.profile;
  SnippetResult result;
  result.kernel = kernel;
  result.dispatch = emulator.dispatch(kernel, launch, std::vector<ArgumentValue>{ArgumentValue::pointer(out), ArgumentValue::pointer(in)});
  result.output.resize(output_dwords);
  emulator.memory().copy_from_device(result.output.data(), out, output_dwords * 4);
  for (uint32_t r = 0; r < 3; ++r)
    result.v[r].assign(result.output.begin() + r * options.block, result.output.begin() + (r + 1) * options.block);
  return result;
}

}  // namespace gfxtile::emu::testing
