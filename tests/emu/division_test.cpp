// v_div_fixup_{f16,f32,f64} over every operand class, and LLVM's whole f32 fdiv expansion with a
// zero numerator. Expectations come from the ISA's definition of V_DIV_FIXUP: the special
// cases are those of IEEE division (host division in double of the same class values gives
// them: NaN, +-inf, +-0), and for finite non-zero operands the result is the quotient operand
// S0 with the sign of S1 xor S2 (+-inf when S0 is NaN, the overflow marker of v_div_fmas).

#include <cmath>
#include <cstring>
#include <limits>

#include "tests/emu/instruction_check.h"

using namespace gfxtile::emu::testing;

namespace {

enum class Format { f16, f32, f64 };

// Eight classes, so num x den covers the 64 lanes: lane l has num = class l / 8, den = l % 8.
constexpr double kInfinity = std::numeric_limits<double>::infinity();
const double kClassValues[8] = {0.0, -0.0, 1.5, -3.25, 1.0e-40 /* a denormal in f32 */, kInfinity, -kInfinity, NAN};
// The same classes as f16 bits (1e-40 becomes the smallest f16 denormal, 0x0001).
const uint16_t kHalfClasses[8] = {0x0000, 0x8000, 0x3e00, 0xc280, 0x0001, 0x7c00, 0xfc00, 0x7e00};
const double kDoubleDenormal = 1.0e-310;

uint64_t encode(double value, int class_index, Format format) {
  switch (format) {
    case Format::f16: return kHalfClasses[class_index];
    case Format::f32: return f32_bits(float(value));
    case Format::f64: {
      const double v = class_index == 4 ? kDoubleDenormal : value;
      uint64_t bits;
      std::memcpy(&bits, &v, 8);
      return bits;
    }
  }
  return 0;
}
// +-1.25 and +-inf in each format.
uint64_t magnitude_bits(Format format, bool infinity) {
  switch (format) {
    case Format::f16: return infinity ? 0x7c00 : 0x3d00;
    case Format::f32: return infinity ? 0x7f800000 : 0x3fa00000;
    case Format::f64: return infinity ? 0x7ff0000000000000ull : 0x3ff4000000000000ull;
  }
  return 0;
}
int width(Format format) { return format == Format::f16 ? 16 : format == Format::f32 ? 32 : 64; }
bool is_nan(uint64_t bits, Format format) {
  const int w = width(format), mantissa_bits = format == Format::f16 ? 10 : format == Format::f32 ? 23 : 52;
  const uint64_t exponent_mask = ((uint64_t{1} << (w - 1 - mantissa_bits)) - 1) << mantissa_bits;
  return (bits & exponent_mask) == exponent_mask && (bits & ((uint64_t{1} << mantissa_bits) - 1)) != 0;
}

// The ISA's result for lane l; quotient_is_nan selects S0 = NaN, else S0 = +-1.25 (sign from l).
uint64_t expected_fixup(uint32_t lane, Format format, bool quotient_is_nan, bool* want_nan) {
  const int n = int(lane / 8), d = int(lane % 8);
  const double num = kClassValues[n], den = kClassValues[d];
  const double ieee = num / den;  // the special cases' results, from host IEEE division
  const uint64_t sign = uint64_t{1} << (width(format) - 1);
  *want_nan = std::isnan(ieee);
  if (std::isnan(ieee)) return 0;
  if (std::isinf(ieee) || ieee == 0) return encode(ieee, ieee == 0 ? 0 : 5, format) | (std::signbit(ieee) ? sign : 0);
  const bool negative = std::signbit(num) != std::signbit(den);
  return magnitude_bits(format, quotient_is_nan) | (negative ? sign : 0);
}

void check_fixup(Format format, bool quotient_is_nan) {
  // Inputs: S0 (quotient) at dwords [0, 128), S1 (den) at [128, 256), S2 (num) at [256, 384),
  // two dwords per lane (the high one used by f64 only).
  std::vector<uint32_t> input(kInputWords, 0);
  for (uint32_t lane = 0; lane < 64; ++lane) {
    const uint64_t sign = uint64_t{1} << (width(format) - 1);
    uint64_t q = magnitude_bits(format, false) | ((lane & 1) ? sign : 0);
    if (quotient_is_nan) q = format == Format::f16 ? 0x7e00 : format == Format::f32 ? 0x7fc00000 : 0x7ff8000000000000ull;
    const uint64_t values[3] = {q, encode(kClassValues[lane % 8], int(lane % 8), format),
                                encode(kClassValues[lane / 8], int(lane / 8), format)};
    for (int s = 0; s < 3; ++s) {
      input[128 * s + 2 * lane] = uint32_t(values[s]);
      input[128 * s + 2 * lane + 1] = uint32_t(values[s] >> 32);
    }
  }
  const char* operation = format == Format::f16 ? "  v_div_fixup_f16 v1, v10, v12, v14\n  v_mov_b32 v2, 0\n"
                        : format == Format::f32 ? "  v_div_fixup_f32 v1, v10, v12, v14\n  v_mov_b32 v2, 0\n"
                                                : "  v_div_fixup_f64 v[4:5], v[10:11], v[12:13], v[14:15]\n  v_mov_b32 v1, v4\n  v_mov_b32 v2, v5\n";
  const std::string body = std::string(R"(
  v_lshlrev_b32 v60, 3, v0
  global_load_dwordx2 v[10:11], v60, s[42:43]
  global_load_dwordx2 v[12:13], v60, s[42:43] offset:512
  global_load_dwordx2 v[14:15], v60, s[42:43] offset:1024
  s_waitcnt vmcnt(0)
)") + operation;
  for (const char* target : {"gfx942", "gfx950"}) {
    SnippetOptions options;
    options.target = target;
    options.input = input;
    const SnippetResult result = run_snippet(body, options);
    INFO("target " << target << " quotient " << (quotient_is_nan ? "NaN" : "+-1.25"));
    REQUIRE(result.dispatch.ok());
    for (uint32_t lane = 0; lane < 64; ++lane) {
      bool want_nan = false;
      const uint64_t want = expected_fixup(lane, format, quotient_is_nan, &want_nan);
      uint64_t got = result.v[0][lane];
      if (format == Format::f64) got |= uint64_t(result.v[1][lane]) << 32;
      if (format == Format::f16) {
        CHECK((got >> 16) == 0);  // gfx9 clears the high half
        got &= 0xffff;
      }
      INFO("lane " << lane << ": num class " << lane / 8 << ", den class " << lane % 8 << ", got 0x" << std::hex << got
                   << ", expected " << (want_nan ? std::string("NaN") : "0x" + std::to_string(want)));
      if (want_nan) CHECK(is_nan(got, format));
      else CHECK(got == want);
    }
  }
}

}  // namespace

TEST_CASE("v_div_fixup_f32 follows the ISA's cases for every operand class", "[emu][instruction][valu][float]") {
  check_fixup(Format::f32, false);
  check_fixup(Format::f32, true);
}
TEST_CASE("v_div_fixup_f16 follows the ISA's cases for every operand class", "[emu][instruction][valu][float]") {
  check_fixup(Format::f16, false);
  check_fixup(Format::f16, true);
}
TEST_CASE("v_div_fixup_f64 follows the ISA's cases for every operand class", "[emu][instruction][valu][float]") {
  check_fixup(Format::f64, false);
  check_fixup(Format::f64, true);
}

TEST_CASE("LLVM's f32 fdiv expansion gives +-0 for a zero numerator (silu(0) = 0)", "[emu][instruction][valu][float]") {
  // The sequence of Triton's conv1d kernel for x / (1 + exp(-x)): numerator +0 in even lanes,
  // -0 in odd ones, denominator 1 + lane / 16 with the sign flipped in lanes >= 32.
  const std::string body = R"(
  v_and_b32 v4, 1, v0
  v_lshlrev_b32 v4, 31, v4
  v_cvt_f32_u32 v5, v0
  v_mul_f32 v5, 0x3d800000, v5
  v_add_f32 v5, 1.0, v5
  v_cmp_le_u32 vcc, 32, v0
  v_xor_b32 v6, 0x80000000, v5
  v_cndmask_b32 v5, v5, v6, vcc
  v_div_scale_f32 v19, s[14:15], v5, v5, v4
  v_rcp_f32 v20, v19
  v_fma_f32 v21, -v19, v20, 1.0
  v_fmac_f32 v20, v21, v20
  v_div_scale_f32 v21, vcc, v4, v5, v4
  v_mul_f32 v22, v21, v20
  v_fma_f32 v23, -v19, v22, v21
  v_fmac_f32 v22, v23, v20
  v_fma_f32 v19, -v19, v22, v21
  v_div_fmas_f32 v19, v19, v20, v22
  v_div_fixup_f32 v1, v19, v5, v4
)";
  check_lanes(body, [](uint32_t lane) {
    const float num = (lane & 1) ? -0.0f : 0.0f;
    const float den = (1.0f + float(lane) / 16) * (lane >= 32 ? -1.0f : 1.0f);
    return f32_bits(num / den);
  }, nullptr, nullptr, {"gfx942", "gfx950"});
}
