// Per-instruction tests for gfx1250 WMMA. Matrices of small integers (exact in every input
// format) are placed in lanes with the layout of ../shared/notes/amdgpu.md — A[i][k] in lane
// 16 * ((k / 8) % 2) + i, element 8 * (k / 16) + k % 8; C/D[i][j] in lane 16 * (i / 8) + j,
// element i % 8 — written out here independently of the emulator, and D is compared with the
// host product A x B + C.

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <cmath>
#include <cstring>

#include "tests/emu_gfx1250/gfx1250_snippet.h"

using namespace gfxtile::emu::gfx1250_testing;

namespace {

enum class Format { bf16, f16, fp8, bf8, f32 };

uint32_t bits_of(Format f) { return f == Format::f32 ? 32 : (f == Format::bf16 || f == Format::f16) ? 16 : 8; }

// Encodings of small integers (|v| <= 64 for 16-bit, <= 3 for 8-bit).
uint32_t encode(Format f, int v) {
  if (v == 0) return 0;
  const uint32_t sign = v < 0 ? 1 : 0;
  uint32_t m = uint32_t(v < 0 ? -v : v);
  int e = 0;
  while ((m >> (e + 1)) != 0) ++e;  // m = 1.x * 2^e
  const uint32_t fraction = m - (1u << e);
  switch (f) {
    case Format::f32: {
      float value = float(v);
      uint32_t word;
      std::memcpy(&word, &value, 4);
      return word;
    }
    case Format::bf16: return sign << 15 | uint32_t(e + 127) << 7 | (fraction << 7 >> e);
    case Format::f16: return sign << 15 | uint32_t(e + 15) << 10 | (fraction << 10 >> e);
    case Format::fp8: return sign << 7 | uint32_t(e + 7) << 3 | (fraction << 3 >> e);
    case Format::bf8: return sign << 7 | uint32_t(e + 15) << 2 | (fraction << 2 >> e);
  }
  return 0;
}

double decode16(Format f, uint32_t bits) {
  bits &= 0xffff;
  if (f == Format::bf16) {
    const uint32_t word = bits << 16;
    float value;
    std::memcpy(&value, &word, 4);
    return value;
  }
  const int exponent = int((bits >> 10) & 31), mantissa = int(bits & 1023);
  const double magnitude = exponent == 0 ? std::ldexp(mantissa, -24) : std::ldexp(1024 + mantissa, exponent - 25);
  return (bits & 0x8000) ? -magnitude : magnitude;
}

struct Wmma {
  std::string mnemonic;
  int k;
  Format a, b;
  Format result = Format::f32;
  std::string modifiers;
  std::string c_operand;  // empty: registers
  int a_sign = 1, b_sign = 1;
  bool negate_c = false, absolute_c = false;
  double c_constant = 0;
};

// Lane and element of A[row][k] (B[k][row] alike).
void position(int row, int k, bool f32, int& lane, int& element) {
  if (f32) {
    lane = 16 * (k / 2) + row;
    element = k % 2;
    return;
  }
  lane = 16 * ((k / 8) % 2) + row;
  element = 8 * (k / 16) + k % 8;
}

void check_wmma(const Wmma& w, uint32_t seed) {
  const int a_registers = w.k * int(bits_of(w.a)) / 64;  // 16 x K elements over 32 lanes
  const int b_registers = w.k * int(bits_of(w.b)) / 64;
  const bool wide = w.result == Format::f32;
  const int c_registers = wide ? 8 : 4;
  const int range = bits_of(w.a) == 8 ? 3 : 6;
  std::vector<int> a(size_t(16 * w.k)), b(size_t(w.k * 16)), c(256);
  uint32_t state = seed;
  auto next = [&](int span) {
    state = state * 1664525u + 1013904223u;
    return int((state >> 16) % uint32_t(2 * span + 1)) - span;
  };
  for (int& v : a) v = next(range);
  for (int& v : b) v = next(range);
  for (int& v : c) v = next(20);
  // Input words: A at 0 (16 per lane), B at 512, C at 1024 (8 per lane); lane-major.
  std::vector<uint32_t> input(2048, 0);
  auto place = [&](uint32_t first, int lane, int element, uint32_t bits, uint32_t value) {
    const uint32_t bit = uint32_t(element) * bits;
    input[first + uint32_t(lane) * 16 + bit / 32] |= value << (bit % 32);
  };
  for (int i = 0; i < 16; ++i)
    for (int kk = 0; kk < w.k; ++kk) {
      int lane, element;
      position(i, kk, w.a == Format::f32, lane, element);
      place(0, lane, element, bits_of(w.a), encode(w.a, a[size_t(i * w.k + kk)]));
      position(i, kk, w.b == Format::f32, lane, element);
      place(512, lane, element, bits_of(w.b), encode(w.b, b[size_t(kk * 16 + i)]));
    }
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j) {
      const int lane = 16 * (i / 8) + j, element = i % 8;
      place(1024, lane, element, wide ? 32 : 16, encode(w.result, c[size_t(i * 16 + j)]));
    }
  // v[24:...] = A, v[40:...] = B (16 registers each at most), v[16:23] = C, D in v[16:23].
  std::string body = R"(
  v_lshlrev_b32 v10, 6, v0
  global_load_b128 v[24:27], v10, s[42:43]
  global_load_b128 v[28:31], v10, s[42:43] offset:16
  global_load_b128 v[32:35], v10, s[42:43] offset:32
  global_load_b128 v[36:39], v10, s[42:43] offset:48
  global_load_b128 v[40:43], v10, s[42:43] offset:2048
  global_load_b128 v[44:47], v10, s[42:43] offset:2064
  global_load_b128 v[48:51], v10, s[42:43] offset:2080
  global_load_b128 v[52:55], v10, s[42:43] offset:2096
  global_load_b128 v[16:19], v10, s[42:43] offset:4096
  global_load_b128 v[20:23], v10, s[42:43] offset:4112
  s_wait_loadcnt 0
)";
  const std::string c_operand = w.c_operand.empty() ? fmt::format("v[16:{}]", 16 + c_registers - 1) : w.c_operand;
  body += fmt::format("  {} v[16:{}], v[24:{}], v[40:{}], {} {}\n", w.mnemonic, 16 + c_registers - 1, 24 + a_registers - 1,
                      40 + b_registers - 1, c_operand, w.modifiers);
  for (int r = 0; r < 8; ++r) body += fmt::format("  v_mov_b32 v{}, v{}\n", r + 1, 16 + r);
  SnippetOptions options;
  options.input = input;
  const auto result = run_clean(body, options);
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j) {
      double expected = w.c_operand.empty() ? c[size_t(i * 16 + j)] : w.c_constant;
      if (w.absolute_c) expected = std::fabs(expected);
      if (w.negate_c) expected = -expected;
      for (int kk = 0; kk < w.k; ++kk)
        expected += double(w.a_sign * a[size_t(i * w.k + kk)]) * double(w.b_sign * b[size_t(kk * 16 + j)]);
      const int lane = 16 * (i / 8) + j, element = i % 8;
      double got;
      if (wide) {
        got = bits_f32(result.row(element + 1, lane));
      } else {
        got = decode16(w.result, result.row(element / 2 + 1, lane) >> (16 * (element % 2)));
      }
      INFO(w.mnemonic << " i " << i << " j " << j);
      CHECK(got == expected);
    }
}

}  // namespace

TEST_CASE("gfx1250 v_wmma_f32_16x16x32_bf16", "[emu][gfx1250][wmma]") {
  check_wmma({"v_wmma_f32_16x16x32_bf16", 32, Format::bf16, Format::bf16}, 1);
}

TEST_CASE("gfx1250 v_wmma_f32_16x16x32_f16", "[emu][gfx1250][wmma]") {
  check_wmma({"v_wmma_f32_16x16x32_f16", 32, Format::f16, Format::f16}, 2);
}

TEST_CASE("gfx1250 WMMA negates A with neg_lo and neg_hi", "[emu][gfx1250][wmma]") {
  Wmma w{"v_wmma_f32_16x16x32_bf16", 32, Format::bf16, Format::bf16};
  w.modifiers = "neg_lo:[1,0,0] neg_hi:[1,0,0]";
  w.a_sign = -1;
  check_wmma(w, 3);
}

TEST_CASE("gfx1250 WMMA negates B with neg_lo and neg_hi", "[emu][gfx1250][wmma]") {
  Wmma w{"v_wmma_f32_16x16x32_f16", 32, Format::f16, Format::f16};
  w.modifiers = "neg_lo:[0,1,0] neg_hi:[0,1,0]";
  w.b_sign = -1;
  check_wmma(w, 4);
}

TEST_CASE("gfx1250 WMMA negates C with neg_lo[2]", "[emu][gfx1250][wmma]") {
  Wmma w{"v_wmma_f32_16x16x32_bf16", 32, Format::bf16, Format::bf16};
  w.modifiers = "neg_lo:[0,0,1]";
  w.negate_c = true;
  check_wmma(w, 5);
}

TEST_CASE("gfx1250 WMMA takes |C| with neg_hi[2]", "[emu][gfx1250][wmma]") {
  Wmma w{"v_wmma_f32_16x16x32_bf16", 32, Format::bf16, Format::bf16};
  w.modifiers = "neg_hi:[0,0,1]";
  w.absolute_c = true;
  check_wmma(w, 6);
}

TEST_CASE("gfx1250 WMMA with an inline constant C", "[emu][gfx1250][wmma]") {
  Wmma w{"v_wmma_f32_16x16x32_bf16", 32, Format::bf16, Format::bf16};
  w.c_operand = "1.0";
  w.c_constant = 1.0;
  check_wmma(w, 7);
  w.c_operand = "0";
  w.c_constant = 0.0;
  check_wmma(w, 8);
}

TEST_CASE("gfx1250 v_wmma_bf16_16x16x32_bf16 (bf16 result)", "[emu][gfx1250][wmma]") {
  Wmma w{"v_wmma_bf16_16x16x32_bf16", 32, Format::bf16, Format::bf16, Format::bf16};
  check_wmma(w, 9);
}

TEST_CASE("gfx1250 v_wmma_f16_16x16x32_f16 (f16 result)", "[emu][gfx1250][wmma]") {
  Wmma w{"v_wmma_f16_16x16x32_f16", 32, Format::f16, Format::f16, Format::f16};
  check_wmma(w, 10);
}

TEST_CASE("gfx1250 v_wmma_f32_16x16x64_fp8_fp8", "[emu][gfx1250][wmma]") {
  check_wmma({"v_wmma_f32_16x16x64_fp8_fp8", 64, Format::fp8, Format::fp8}, 11);
}

TEST_CASE("gfx1250 v_wmma_f32_16x16x64_fp8_bf8", "[emu][gfx1250][wmma]") {
  check_wmma({"v_wmma_f32_16x16x64_fp8_bf8", 64, Format::fp8, Format::bf8}, 12);
}

TEST_CASE("gfx1250 v_wmma_f32_16x16x64_bf8_fp8", "[emu][gfx1250][wmma]") {
  check_wmma({"v_wmma_f32_16x16x64_bf8_fp8", 64, Format::bf8, Format::fp8}, 13);
}

TEST_CASE("gfx1250 v_wmma_f32_16x16x64_bf8_bf8", "[emu][gfx1250][wmma]") {
  check_wmma({"v_wmma_f32_16x16x64_bf8_bf8", 64, Format::bf8, Format::bf8}, 14);
}

TEST_CASE("gfx1250 v_wmma_f16_16x16x64_fp8_fp8 (f16 result)", "[emu][gfx1250][wmma]") {
  check_wmma({"v_wmma_f16_16x16x64_fp8_fp8", 64, Format::fp8, Format::fp8, Format::f16}, 15);
}

TEST_CASE("gfx1250 v_wmma_f32_16x16x128_fp8_fp8", "[emu][gfx1250][wmma]") {
  check_wmma({"v_wmma_f32_16x16x128_fp8_fp8", 128, Format::fp8, Format::fp8}, 16);
}

TEST_CASE("gfx1250 v_wmma_f32_16x16x128_bf8_bf8", "[emu][gfx1250][wmma]") {
  check_wmma({"v_wmma_f32_16x16x128_bf8_bf8", 128, Format::bf8, Format::bf8}, 17);
}

TEST_CASE("gfx1250 v_wmma_f32_16x16x4_f32", "[emu][gfx1250][wmma]") {
  check_wmma({"v_wmma_f32_16x16x4_f32", 4, Format::f32, Format::f32}, 18);
}

TEST_CASE("gfx1250 WMMA operand reuse hints do not change the result", "[emu][gfx1250][wmma]") {
  Wmma w{"v_wmma_f32_16x16x32_bf16", 32, Format::bf16, Format::bf16};
  w.modifiers = "matrix_a_reuse";
  check_wmma(w, 19);
}

TEST_CASE("gfx1250 WMMA counts its flops", "[emu][gfx1250][wmma]") {
  const auto r = run_clean("v_wmma_f32_16x16x32_bf16 v[16:23], v[24:31], v[32:39], 0\n  v_wmma_f32_16x16x64_fp8_fp8 v[16:23], v[24:31], v[32:39], 0");
  CHECK(r.dispatch.statistics.mfma_flops == 2ull * 16 * 16 * 32 + 2ull * 16 * 16 * 64);
}
