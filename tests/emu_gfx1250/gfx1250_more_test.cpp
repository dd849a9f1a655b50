// Per-instruction tests for gfx1250 operations found by compiling gfxtile's own kernels for
// gfx1250: 64-bit SALU arithmetic, s_load_b96, gfx1250 buffer resources, VALU transcendentals
// into SGPRs, v_mul_u64, packed and mixed bf16, OCP fp8 conversion, float min/max atomics, VOP3
// DPP and atomics with scale_offset. Expected values from the ISA's definitions on the host.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "tests/emu_gfx1250/gfx1250_snippet.h"

using namespace gfxtile::emu::gfx1250_testing;

namespace {

uint32_t in(uint32_t i) { return input_word(i); }
constexpr uint32_t kExtra = 8 * 32;

uint16_t bf16(float value) {  // exact for the values used here
  uint32_t word;
  std::memcpy(&word, &value, 4);
  return uint16_t(word >> 16);
}
float from_bf16(uint32_t bits) {
  const uint32_t word = (bits & 0xffff) << 16;
  float value;
  std::memcpy(&value, &word, 4);
  return value;
}

}  // namespace

TEST_CASE("gfx1250 s_add_nc_u64, s_sub_nc_u64 and s_mul_u64", "[emu][gfx1250][salu]") {
  const auto r = run_clean(R"(
  s_mov_b32 s2, 0xfffffff0
  s_mov_b32 s3, 5
  s_mov_b32 s4, 0x20
  s_mov_b32 s5, 1
  s_add_nc_u64 s[6:7], s[2:3], s[4:5]
  s_sub_nc_u64 s[8:9], s[4:5], s[2:3]
  s_mul_u64 s[10:11], s[2:3], s[4:5]
  v_mov_b32 v1, s6
  v_mov_b32 v2, s7
  v_mov_b32 v3, s8
  v_mov_b32 v4, s9
  v_mov_b32 v5, s10
  v_mov_b32 v6, s11)");
  const uint64_t a = 0x5fffffff0ull, b = 0x100000020ull;
  CHECK(r.row(1, 0) == uint32_t(a + b));
  CHECK(r.row(2, 0) == uint32_t((a + b) >> 32));
  CHECK(r.row(3, 0) == uint32_t(b - a));
  CHECK(r.row(4, 0) == uint32_t((b - a) >> 32));
  CHECK(r.row(5, 0) == uint32_t(a * b));
  CHECK(r.row(6, 0) == uint32_t((a * b) >> 32));
}

TEST_CASE("gfx1250 s_load_b96 and s_addk_co_i32", "[emu][gfx1250][smem]") {
  const auto r = run_clean(R"(
  s_load_b96 s[4:6], s[42:43], 0x10
  s_wait_kmcnt 0
  s_mov_b32 s7, 100
  s_addk_co_i32 s7, 0x100
  v_mov_b32 v1, s4
  v_mov_b32 v2, s5
  v_mov_b32 v3, s6
  v_mov_b32 v4, s7)");
  CHECK(r.row(1, 0) == in(4));
  CHECK(r.row(2, 0) == in(5));
  CHECK(r.row(3, 0) == in(6));
  CHECK(r.row(4, 0) == 356);
}

namespace {
// A gfx1250 buffer resource in s[4:7] over `base` (s[42:43] or s[40:41]) with `records` bytes,
// as LLVM 22 builds it: base [56:0], num_records from bit 57, stride in dword 3 [25:12].
std::string resource(const char* low, const char* high, uint32_t records, uint32_t stride = 0) {
  return std::string("  s_mov_b32 s4, ") + low + "\n  s_mov_b32 s5, " + high + "\n  s_or_b32 s5, s5, " +
         std::to_string((records & 0x7f) << 25) + "\n  s_mov_b32 s6, " + std::to_string(records >> 7) +
         "\n  s_mov_b32 s7, " + std::to_string(stride << 12) + "\n";
}
}  // namespace

TEST_CASE("gfx1250 buffer_load_b32 reads in range and 0 past num_records", "[emu][gfx1250][buffer]") {
  const auto r = run_clean(resource("s42", "s43", 100) + R"(
  buffer_load_b32 v1, v63, s[4:7], null offen
  buffer_load_b128 v[4:7], v63, s[4:7], null offen offset:16
  s_wait_loadcnt 0)");
  for (uint32_t l = 0; l < 32; ++l) {
    CHECK(r.row(1, int(l)) == (4 * l + 4 <= 100 ? in(l) : 0u));
    // Range checks apply per dword, as in the shared gfx9 buffer semantics.
    for (uint32_t i = 0; i < 4; ++i) CHECK(r.row(int(4 + i), int(l)) == (4 * l + 16 + 4 * i + 4 <= 100 ? in(l + 4 + i) : 0u));
  }
}

TEST_CASE("gfx1250 buffer_store_b32 drops stores past num_records", "[emu][gfx1250][buffer]") {
  SnippetOptions options;
  options.extra_output_dwords = 32;
  const auto r = run_clean("  s_add_co_u32 s40, s40, 1024\n  s_add_co_ci_u32 s41, s41, 0\n" + resource("s40", "s41", 64) +
                               "  v_add_nc_u32 v2, 7, v0\n  buffer_store_b32 v2, v63, s[4:7], null offen\n"
                               "  s_sub_co_u32 s40, s40, 1024\n  s_sub_co_ci_u32 s41, s41, 0",
                           options);
  for (uint32_t l = 0; l < 32; ++l) CHECK(r.output[kExtra + l] == (l < 16 ? 7 + l : 0u));
}

TEST_CASE("gfx1250 structured buffer_load_b32 uses the stride from dword 3", "[emu][gfx1250][buffer]") {
  const auto r = run_clean(resource("s42", "s43", 32, 12) + R"(
  buffer_load_b32 v1, v0, s[4:7], null idxen offset:4
  s_wait_loadcnt 0)");
  // Element l at l * 12 + 4 bytes: dword 3l + 1; indices >= 32 records are out of range.
  for (uint32_t l = 0; l < 32; ++l) CHECK(r.row(1, int(l)) == in(3 * l + 1));
}

TEST_CASE("gfx1250 v_s_sqrt_f32, v_s_rcp_f32 and v_s_exp_f32 write SGPRs", "[emu][gfx1250][valu]") {
  const auto r = run_clean(R"(
  s_mov_b32 s2, 16.0
  v_s_sqrt_f32 s4, s2
  v_s_rcp_f32 s5, s2
  v_s_exp_f32 s6, 0x40400000
  v_s_log_f32 s7, s2
  v_mov_b32 v1, s4
  v_mov_b32 v2, s5
  v_mov_b32 v3, s6
  v_mov_b32 v4, s7)");
  CHECK(bits_f32(r.row(1, 0)) == 4.0f);
  CHECK(bits_f32(r.row(2, 0)) == 0.0625f);
  CHECK(bits_f32(r.row(3, 0)) == 8.0f);
  CHECK(bits_f32(r.row(4, 0)) == 4.0f);
}

TEST_CASE("gfx1250 v_mul_u64", "[emu][gfx1250][valu]") {
  const auto r = run_clean(R"(
  global_load_b64 v[10:11], v63, s[42:43]
  global_load_b64 v[12:13], v63, s[42:43] offset:256
  s_wait_loadcnt 0
  v_mul_u64_e32 v[2:3], v[10:11], v[12:13])");
  for (uint32_t l = 0; l < 32; ++l) {
    const uint64_t a = uint64_t(in(l)) | uint64_t(in(l + 1)) << 32, b = uint64_t(in(l + 64)) | uint64_t(in(l + 65)) << 32;
    CHECK(r.row(2, int(l)) == uint32_t(a * b));
    CHECK(r.row(3, int(l)) == uint32_t((a * b) >> 32));
  }
}

TEST_CASE("gfx1250 v_mad_nc_u64_u32 and v_mad_nc_i64_i32", "[emu][gfx1250][valu]") {
  const auto r = run_clean(R"(
  global_load_b32 v10, v63, s[42:43]
  global_load_b32 v11, v63, s[42:43] offset:256
  global_load_b64 v[12:13], v63, s[42:43] offset:512
  s_wait_loadcnt 0
  v_mad_nc_u64_u32 v[2:3], v10, v11, v[12:13]
  v_mad_nc_i64_i32 v[4:5], v10, v11, v[12:13])");
  for (uint32_t l = 0; l < 32; ++l) {
    const uint32_t a = in(l), b = in(l + 64);
    const uint64_t c = uint64_t(in(l + 128)) | uint64_t(in(l + 129)) << 32;
    const uint64_t u = uint64_t(a) * b + c, s = uint64_t(int64_t(int32_t(a)) * int32_t(b)) + c;
    CHECK(r.row(2, int(l)) == uint32_t(u));
    CHECK(r.row(3, int(l)) == uint32_t(u >> 32));
    CHECK(r.row(4, int(l)) == uint32_t(s));
    CHECK(r.row(5, int(l)) == uint32_t(s >> 32));
  }
}

TEST_CASE("gfx1250 v_pk_add_bf16, v_pk_mul_bf16 and v_pk_fma_bf16", "[emu][gfx1250][valu]") {
  const uint32_t a = uint32_t(bf16(1.5f)) | uint32_t(bf16(-2.0f)) << 16;
  const uint32_t b = uint32_t(bf16(0.25f)) | uint32_t(bf16(3.0f)) << 16;
  const auto r = run_clean("  v_mov_b32 v10, " + std::to_string(a) + "\n  v_mov_b32 v11, " + std::to_string(b) +
                           "\n  v_pk_add_bf16 v1, v10, v11\n  v_pk_mul_bf16 v2, v10, v11\n  v_pk_fma_bf16 v3, v10, v11, v11");
  CHECK(from_bf16(r.row(1, 0)) == 1.75f);
  CHECK(from_bf16(r.row(1, 0) >> 16) == 1.0f);
  CHECK(from_bf16(r.row(2, 0)) == 0.375f);
  CHECK(from_bf16(r.row(2, 0) >> 16) == -6.0f);
  CHECK(from_bf16(r.row(3, 0)) == 0.625f);
  CHECK(from_bf16(r.row(3, 0) >> 16) == -3.0f);
}

TEST_CASE("gfx1250 v_cvt_pk_bf16_f32 rounds to nearest even", "[emu][gfx1250][valu]") {
  // 1 + 2^-8 is halfway between bf16 1.0 and 1.0078125: ties to even gives 1.0.
  const auto r = run_clean("  v_mov_b32 v10, 0x3f808000\n  v_mov_b32 v11, 0x3f818000\n  v_cvt_pk_bf16_f32 v1, v10, v11");
  CHECK((r.row(1, 0) & 0xffff) == 0x3f80);
  CHECK((r.row(1, 0) >> 16) == 0x3f82);  // 1.01171875 is halfway between 0x3f81 and 0x3f82: even
}

TEST_CASE("gfx1250 v_fma_mix_f32_bf16 takes bf16 halves by op_sel", "[emu][gfx1250][valu]") {
  const uint32_t packed = uint32_t(bf16(3.0f)) | uint32_t(bf16(-0.5f)) << 16;
  const auto r = run_clean("  v_mov_b32 v10, " + std::to_string(packed) +
                           "\n  v_mov_b32 v11, 2.0\n  v_fma_mix_f32_bf16 v1, v10, v11, v10 op_sel:[1,0,0] op_sel_hi:[1,0,1]");
  // (-0.5) * 2.0 + 3.0
  CHECK(bits_f32(r.row(1, 0)) == 2.0f);
}

TEST_CASE("gfx1250 v_max3_num_f16", "[emu][gfx1250][valu]") {
  const auto r = run_clean("  v_mov_b32 v10, 0x3c00\n  v_mov_b32 v11, 0x4200\n  v_mov_b32 v12, 0xc000\n  v_max3_num_f16 v1, v10, v11, v12");
  CHECK((r.row(1, 0) & 0xffff) == 0x4200);  // max(1, 3, -2) = 3
}

TEST_CASE("gfx1250 fp8 conversions use the OCP E4M3 format", "[emu][gfx1250][valu]") {
  // 0.0351562 = 1.125 * 2^-5: OCP E4M3 code 0 0010 001 = 0x11 (FNUZ would be 0x19).
  const auto r = run_clean("  v_mov_b32 v10, 0x3d100000\n  v_mov_b32 v1, 0\n  v_cvt_pk_fp8_f32 v1, v10, 0");
  CHECK((r.row(1, 0) & 0xff) == 0x11);
}

TEST_CASE("gfx1250 global_atomic_max_num_f32 and min_num_f32", "[emu][gfx1250][global]") {
  SnippetOptions options;
  options.extra_output_dwords = 2;
  const auto r = run_clean(R"(
  v_mov_b32 v10, 0
  v_cvt_f32_u32 v11, v0
  global_atomic_max_num_f32 v1, v10, v11, s[40:41] offset:1024 th:TH_ATOMIC_RETURN
  v_sub_f32 v12, 0, v11
  global_atomic_min_num_f32 v10, v12, s[40:41] offset:1028
  s_wait_loadcnt 0)", options);
  CHECK(bits_f32(r.output[kExtra]) == 31.0f);
  CHECK(bits_f32(r.output[kExtra + 1]) == -31.0f);
  CHECK(bits_f32(r.row(1, 0)) == 0.0f);  // lane 0 saw the zero-filled buffer (lanes run in order here)
}

TEST_CASE("gfx1250 global atomics with scale_offset", "[emu][gfx1250][global]") {
  SnippetOptions options;
  options.extra_output_dwords = 32;
  const auto r = run_clean(R"(
  v_add_nc_u32 v2, 3, v0
  v_add_nc_u32 v10, 256, v0
  global_atomic_add_u32 v10, v2, s[40:41] scale_offset
  global_atomic_add_u32 v1, v10, v2, s[40:41] scale_offset th:TH_ATOMIC_RETURN
  s_wait_loadcnt 0)", options);
  for (uint32_t l = 0; l < 32; ++l) {
    CHECK(r.output[kExtra + l] == 2 * (3 + l));
    CHECK(r.row(1, int(l)) == 3 + l);
  }
}

TEST_CASE("gfx1250 VOP3 DPP (v_add_f16_e64_dpp)", "[emu][gfx1250][dpp]") {
  const auto r = run_clean(R"(
  v_cvt_f16_u16 v10, v0
  v_mov_b32 v11, 0x3c00
  v_add_f16_e64_dpp v1, v10, v11 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf)");
  auto half_value = [](uint32_t bits) {
    const int exponent = int((bits >> 10) & 31), mantissa = int(bits & 1023);
    return exponent == 0 ? std::ldexp(mantissa, -24) : std::ldexp(1024 + mantissa, exponent - 25);
  };
  for (int l = 0; l < 32; ++l) CHECK(half_value(r.row(1, l) & 0xffff) == double(l ^ 1) + 1.0);
}

TEST_CASE("gfx1250 v_max_u64, v_min_i64 and v_clz_i32_u32", "[emu][gfx1250][valu]") {
  const auto r = run_clean(R"(
  global_load_b64 v[10:11], v63, s[42:43]
  global_load_b64 v[12:13], v63, s[42:43] offset:256
  s_wait_loadcnt 0
  v_max_u64 v[2:3], v[10:11], v[12:13]
  v_min_i64 v[4:5], v[10:11], v[12:13]
  v_clz_i32_u32 v1, v10)");
  for (uint32_t l = 0; l < 32; ++l) {
    const uint64_t a = uint64_t(in(l)) | uint64_t(in(l + 1)) << 32, b = uint64_t(in(l + 64)) | uint64_t(in(l + 65)) << 32;
    const uint64_t max = std::max(a, b), min = uint64_t(std::min(int64_t(a), int64_t(b)));
    CHECK(r.row(2, int(l)) == uint32_t(max));
    CHECK(r.row(3, int(l)) == uint32_t(max >> 32));
    CHECK(r.row(4, int(l)) == uint32_t(min));
    CHECK(r.row(5, int(l)) == uint32_t(min >> 32));
    uint32_t zeros = 0;
    for (uint32_t v = in(l); zeros < 32 && !(v & 0x80000000u); v <<= 1) ++zeros;
    CHECK(r.row(1, int(l)) == (zeros == 32 ? 0xffffffffu : zeros));
  }
}
