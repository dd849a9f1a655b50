#include "tests/emu_gfx1250/gfx1250_snippet.h"

#include <cstring>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "hsaco/code_object.h"
#include "lowering/assembler.h"

namespace gfxtile::emu::gfx1250_testing {

uint32_t input_word(uint32_t i) { return (i + 7) * 2246822519u; }
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
  std::string stores;
  for (int r = 0; r < 8; ++r)
    stores += fmt::format("  global_store_b32 v63, v{}, s[40:41] offset:{}\n", r + 1, r * options.block * 4);
  return fmt::format(R"(
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.amdhsa_code_object_version 5
.text
.globl snippet
.p2align 8
.type snippet,@function
snippet:
  s_load_b64 s[40:41], s[0:1], 0x0
  s_load_b64 s[42:43], s[0:1], 0x8
  v_lshlrev_b32 v63, 2, v0
  s_mov_b32 s44, exec_lo
  s_wait_kmcnt 0
{body}
  s_mov_b32 exec_lo, s44
  s_wait_loadcnt_dscnt 0
{stores}  s_endpgm
.size snippet, .-snippet

.rodata
.p2align 6
.amdhsa_kernel snippet
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_count 2
  .amdhsa_next_free_vgpr 64
  .amdhsa_next_free_sgpr 48
  .amdhsa_wavefront_size32 1
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_float_denorm_mode_16_64 3
  .amdhsa_group_segment_fixed_size {lds}
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
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 48
    .vgpr_count: 64
    .max_flat_workgroup_size: 1024
    .args:
      - {{ .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .name: out }}
      - {{ .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global, .name: in }}
...
.end_amdgpu_metadata
)",
                     fmt::arg("body", body), fmt::arg("stores", stores), fmt::arg("lds", options.lds_bytes));
}

}  // namespace

SnippetResult run_snippet(const std::string& body, const SnippetOptions& options) {
  const TargetId target = TargetId::parse("gfx1250");
  const CodeObject object = CodeObject::parse(assemble_code_object(kernel_source(body, options), target));
  Emulator emulator;
  const Kernel kernel = emulator.load(object, "snippet");
  const uint32_t output_dwords = 8 * options.block + options.extra_output_dwords;
  const uint64_t out = emulator.memory().allocate(output_dwords * 4);
  SnippetResult result;
  result.input = options.input;
  if (result.input.empty()) {
    result.input.resize(kInputWords);
    for (uint32_t i = 0; i < kInputWords; ++i) result.input[i] = input_word(i);
  }
  const uint64_t in = emulator.memory().allocate(result.input.size() * 4);
  emulator.memory().copy_to_device(in, result.input.data(), result.input.size() * 4);
  Launch launch;
  launch.grid = options.grid;
  launch.block = {options.block, 1, 1};
  launch.cluster = options.cluster;
  launch.check_hazards = options.check_hazards;
  launch.instruction_budget = uint64_t{1} << 24;
  result.dispatch = emulator.dispatch(kernel, launch, std::vector<ArgumentValue>{ArgumentValue::pointer(out), ArgumentValue::pointer(in)});
  result.output.resize(output_dwords);
  emulator.memory().copy_from_device(result.output.data(), out, output_dwords * 4);
  for (uint32_t r = 0; r < 8; ++r)
    result.v[r].assign(result.output.begin() + r * options.block, result.output.begin() + (r + 1) * options.block);
  return result;
}

SnippetResult run_clean(const std::string& body, const SnippetOptions& options) {
  SnippetResult result = run_snippet(body, options);
  INFO(body);
  INFO((result.dispatch.fault ? result.dispatch.fault->to_string() : std::string()));
  REQUIRE(result.dispatch.ok());
  return result;
}

}  // namespace gfxtile::emu::gfx1250_testing
