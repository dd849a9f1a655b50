// Regression tests for the gfx1250 emulator gaps the DSL program generator found (issue 17,
// tests/fuzz/dsl/): VOP3 sign modifiers on v_max_num_f32 / v_min_num_f32 (dropped, so a max
// reduction of -|x| returned max |x|), v_maxmin / v_minmax, v_cvt_pk_f16_f32 and the SALU f16
// arithmetic LLVM emits for uniform f16 values. Expected values come from the ISA's definitions
// computed on the host (GCC's _Float16 for f16 rounding), never from the emulator.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "tests/emu_gfx1250/gfx1250_snippet.h"

using namespace gfxtile::emu::gfx1250_testing;

namespace {

// Floats with signs, zeros, ties and equal pairs, at input[lane], input[lane + 32], input[lane + 64].
std::vector<uint32_t> float_inputs() {
  std::vector<uint32_t> words(kInputWords, 0);
  const float pool[] = {1.5f, -2.0f, 0.0f, -0.0f, 3.25f, -3.25f, 0.125f, -7.0f, 2.0f, 65504.0f, -1e-3f, 1e-3f};
  for (uint32_t i = 0; i < 96; ++i) words[i] = f32_bits(pool[(i * 7 + i / 32) % 12]);
  return words;
}
SnippetResult run_float3(const std::string& instruction) {
  SnippetOptions options;
  options.input = float_inputs();
  return run_clean(R"(
  global_load_b32 v3, v63, s[42:43]
  global_load_b32 v4, v63, s[42:43] offset:128
  global_load_b32 v5, v63, s[42:43] offset:256
  s_wait_loadcnt 0
  )" + instruction, options);
}
float in(int source, int lane) { return bits_f32(float_inputs()[size_t(source * 32 + lane)]); }
uint16_t half_bits(float value) {
  const _Float16 h = static_cast<_Float16>(value);  // round to nearest even (GCC, x86-64)
  uint16_t bits;
  std::memcpy(&bits, &h, 2);
  return bits;
}
// s2 = a, s3 = b, `op s2, s3`, SCC into v1.
std::string fmt_line(const std::string& op, uint32_t a, uint32_t b) {
  char text[200];
  std::snprintf(text, sizeof text, "s_mov_b32 s2, 0x%x\n  s_mov_b32 s3, 0x%x\n  %s s2, s3\n  s_cselect_b32 s4, 1, 0\n  v_mov_b32 v1, s4",
                a, b, op.c_str());
  return text;
}
// Equal as floats, and -0 vs +0 told apart.
bool same(float a, float b) { return a == b && std::signbit(a) == std::signbit(b); }

}  // namespace

TEST_CASE("gfx1250 v_max_num_f32 and v_min_num_f32 apply neg and abs source modifiers", "[emu][gfx1250][valu]") {
  const auto r = run_float3(
      "v_max_num_f32_e64 v1, -|v3|, -|v4|\n  v_min_num_f32_e64 v2, -v3, |v4|\n  v_max_num_f32_e64 v6, v3, v4 clamp");
  for (int l = 0; l < 32; ++l) {
    INFO("lane " << l << ": " << in(0, l) << ", " << in(1, l));
    CHECK(bits_f32(r.row(1, l)) == std::fmax(-std::fabs(in(0, l)), -std::fabs(in(1, l))));
    CHECK(bits_f32(r.row(2, l)) == std::fmin(-in(0, l), std::fabs(in(1, l))));
    CHECK(bits_f32(r.row(6, l)) == std::clamp(std::fmax(in(0, l), in(1, l)), 0.0f, 1.0f));
  }
}

TEST_CASE("gfx1250 v_maxmin and v_minmax: min(max(a, b), c) and max(min(a, b), c)", "[emu][gfx1250][valu]") {
  const auto r = run_float3(
      "v_maxmin_num_f32 v1, v3, v4, v5\n  v_minmax_num_f32 v2, -v3, v4, v5\n"
      "  v_maxmin_i32 v6, v3, v4, v5\n  v_minmax_i32 v7, v3, v4, v5\n  v_maxmin_u32 v8, v3, v4, v5");
  for (int l = 0; l < 32; ++l) {
    const float a = in(0, l), b = in(1, l), c = in(2, l);
    const int32_t ia = int32_t(f32_bits(a)), ib = int32_t(f32_bits(b)), ic = int32_t(f32_bits(c));
    INFO("lane " << l << ": " << a << ", " << b << ", " << c);
    CHECK(bits_f32(r.row(1, l)) == std::fmin(std::fmax(a, b), c));
    CHECK(bits_f32(r.row(2, l)) == std::fmax(std::fmin(-a, b), c));
    CHECK(int32_t(r.row(6, l)) == std::min(std::max(ia, ib), ic));
    CHECK(int32_t(r.row(7, l)) == std::max(std::min(ia, ib), ic));
    CHECK(r.row(8, l) == std::min(std::max(f32_bits(a), f32_bits(b)), f32_bits(c)));
  }
}

TEST_CASE("gfx1250 v_cvt_pk_f16_f32 packs two f32 rounded to nearest even f16", "[emu][gfx1250][valu]") {
  const auto r = run_float3("v_cvt_pk_f16_f32 v1, v3, v4");
  for (int l = 0; l < 32; ++l) {
    INFO("lane " << l << ": " << in(0, l) << ", " << in(1, l));
    CHECK((r.row(1, l) & 0xffff) == half_bits(in(0, l)));
    CHECK((r.row(1, l) >> 16) == half_bits(in(1, l)));
  }
}

TEST_CASE("gfx1250 SALU f16: s_add_f16, s_sub_f16, s_mul_f16, s_max_num_f16, s_min_num_f16", "[emu][gfx1250][salu]") {
  // 1.5 (0x3e00), -2 (0xc000); 1 (0x3c00) + 2^-11 (0x1000) is a tie that rounds to even (1.0);
  // 2049 * ... : 0x4000 (2) * 0x3c01 (1 + 2^-10) = 2 + 2^-9, exact.
  const auto r = run_clean(R"(
  s_mov_b32 s2, 0x3e00
  s_mov_b32 s3, 0xc000
  s_add_f16 s4, s2, s3
  s_sub_f16 s5, s2, s3
  s_mul_f16 s6, s2, s3
  s_max_num_f16 s7, s2, s3
  s_min_num_f16 s8, s2, s3
  s_mov_b32 s9, 0x3c00
  s_mov_b32 s10, 0x1000
  s_add_f16 s11, s9, s10
  s_mov_b32 s12, 0x4000
  s_mov_b32 s13, 0x3c01
  s_mul_f16 s14, s12, s13
  v_mov_b32 v1, s4
  v_mov_b32 v2, s5
  v_mov_b32 v3, s6
  v_mov_b32 v4, s7
  v_mov_b32 v5, s8
  v_mov_b32 v6, s11
  v_mov_b32 v7, s14)");
  CHECK(r.row(1, 0) == half_bits(1.5f + -2.0f));
  CHECK(r.row(2, 0) == half_bits(1.5f - -2.0f));
  CHECK(r.row(3, 0) == half_bits(1.5f * -2.0f));
  CHECK(r.row(4, 0) == half_bits(1.5f));
  CHECK(r.row(5, 0) == half_bits(-2.0f));
  CHECK(r.row(6, 0) == 0x3c00u);
  CHECK(r.row(7, 0) == half_bits(2.0f * (1.0f + 1.0f / 1024)));
}

TEST_CASE("gfx1250 v_maxmin_num_f16 and v_minmax_num_f16", "[emu][gfx1250][valu]") {
  const auto r = run_float3(
      "v_cvt_f16_f32 v6, v3\n  v_cvt_f16_f32 v7, v4\n  v_cvt_f16_f32 v8, v5\n"
      "  v_maxmin_num_f16 v1, v6, v7, v8\n  v_minmax_num_f16 v2, -v6, v7, v8");
  for (int l = 0; l < 32; ++l) {
    const float a = float(_Float16(in(0, l))), b = float(_Float16(in(1, l))), c = float(_Float16(in(2, l)));
    INFO("lane " << l << ": " << a << ", " << b << ", " << c);
    CHECK((r.row(1, l) & 0xffff) == half_bits(std::fmin(std::fmax(a, b), c)));
    CHECK((r.row(2, l) & 0xffff) == half_bits(std::fmax(std::fmin(-a, b), c)));
  }
}

TEST_CASE("gfx1250 v_pk_max3_num_f16 and v_pk_min3_num_f16, both halves", "[emu][gfx1250][valu]") {
  const auto r = run_float3(
      "v_cvt_pk_f16_f32 v6, v3, v4\n  v_cvt_pk_f16_f32 v7, v4, v5\n  v_cvt_pk_f16_f32 v8, v5, v3\n"
      "  v_pk_max3_num_f16 v1, v6, v7, v8\n  v_pk_min3_num_f16 v2, v6, v7, v8");
  for (int l = 0; l < 32; ++l) {
    const float a = float(_Float16(in(0, l))), b = float(_Float16(in(1, l))), c = float(_Float16(in(2, l)));
    INFO("lane " << l << ": " << a << ", " << b << ", " << c);
    // Low halves hold (a, b, c), high halves (b, c, a): the same three values either way.
    const float top = std::fmax(std::fmax(a, b), c), bottom = std::fmin(std::fmin(a, b), c);
    CHECK((r.row(1, l) & 0xffff) == half_bits(top));
    CHECK((r.row(1, l) >> 16) == half_bits(top));
    CHECK((r.row(2, l) & 0xffff) == half_bits(bottom));
    CHECK((r.row(2, l) >> 16) == half_bits(bottom));
  }
}

TEST_CASE("gfx1250 s_cmp_*_f16 compare the low halves as f16", "[emu][gfx1250][salu]") {
  // 1.5 (0x3e00) against -2 (0xc000) with garbage in the high halves; NaN 0x7e00 for o / u.
  auto compare = [](const std::string& op, uint32_t a, uint32_t b) {
    const auto r = run_clean(fmt_line(op, a, b));
    return r.row(1, 0);
  };
  CHECK(compare("s_cmp_lt_f16", 0xabcd3e00u, 0x1234c000u) == 0);
  CHECK(compare("s_cmp_gt_f16", 0xabcd3e00u, 0x1234c000u) == 1);
  CHECK(compare("s_cmp_le_f16", 0x3e00u, 0x3e00u) == 1);
  CHECK(compare("s_cmp_eq_f16", 0x00003e00u, 0xffff3e00u) == 1);
  CHECK(compare("s_cmp_o_f16", 0x3e00u, 0x7e00u) == 0);
  CHECK(compare("s_cmp_u_f16", 0x3e00u, 0x7e00u) == 1);
}
