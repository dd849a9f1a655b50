// The emulator's number formats against independent decoders written from the format
// definitions: every f16 and fp8 code, round trips, and rounding of ties.

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>

#include "emu/numeric.h"

using namespace gfxtile::emu;

namespace {

// value = (-1)^s * 2^(e - bias) * (1 + m / 2^mbits), subnormal when e = 0.
double reference(uint32_t bits, int exponent_bits, int mantissa_bits, int bias) {
  const uint32_t sign = bits >> (exponent_bits + mantissa_bits) & 1;
  const int exponent = int(bits >> mantissa_bits) & ((1 << exponent_bits) - 1);
  const double mantissa = double(bits & ((1u << mantissa_bits) - 1)) / double(1u << mantissa_bits);
  const double magnitude = exponent == 0 ? std::ldexp(mantissa, 1 - bias) : std::ldexp(1 + mantissa, exponent - bias);
  return sign ? -magnitude : magnitude;
}

}  // namespace

TEST_CASE("f16 decoding and encoding cover every code", "[emu][numeric]") {
  int bad = 0;
  for (uint32_t code = 0; code < 0x10000; ++code) {
    const bool special = ((code >> 10) & 0x1f) == 0x1f;
    const float value = half_to_float(uint16_t(code));
    if (special) {
      bad += (code & 0x3ff) ? !std::isnan(value) : !std::isinf(value);
      continue;
    }
    bad += double(value) != reference(code, 5, 10, 15);
    bad += float_to_half(value) != code;  // exact values round-trip, including -0 and subnormals
  }
  CHECK(bad == 0);
  // Ties round to even: 1 + 2^-11 lies halfway between 1 and 1 + 2^-10.
  CHECK(float_to_half(1.0f + std::ldexp(1.0f, -11)) == 0x3c00);
  CHECK(float_to_half(1.0f + 3 * std::ldexp(1.0f, -11)) == 0x3c02);
  CHECK(float_to_half(65520.0f) == 0x7c00);  // rounds up to infinity
  CHECK(float_to_half(65519.0f) == 0x7bff);
  CHECK(float_to_half(std::ldexp(1.0f, -25)) == 0);       // half the smallest subnormal: tie to even (0)
  CHECK(float_to_half(std::ldexp(1.5f, -25)) == 0x0001);
}

TEST_CASE("bf16 rounding", "[emu][numeric]") {
  CHECK(float_to_bfloat(1.0f + std::ldexp(1.0f, -8)) == 0x3f80);      // tie to even
  CHECK(float_to_bfloat(1.0f + 3 * std::ldexp(1.0f, -8)) == 0x3f82);  // tie to even, upwards
  CHECK(float_to_bfloat(-2.5f) == 0xc020);
  CHECK(std::isnan(bfloat_to_float(float_to_bfloat(NAN))));
  CHECK(bfloat_to_float(0x4049) == 3.140625f);
}

TEST_CASE("fp8 FNUZ and OCP decoding cover every code", "[emu][numeric]") {
  int bad = 0;
  for (uint32_t code = 0; code < 256; ++code) {
    // FNUZ (gfx942): bias 8 (e4m3) and 16 (e5m2); 0x80 is the only NaN; no infinities.
    const float e4m3_fnuz = fp8_to_float(uint8_t(code), Fp8Format::e4m3_fnuz);
    const float e5m2_fnuz = fp8_to_float(uint8_t(code), Fp8Format::e5m2_fnuz);
    if (code == 0x80) {
      bad += !std::isnan(e4m3_fnuz) + !std::isnan(e5m2_fnuz);
    } else {
      bad += double(e4m3_fnuz) != reference(code, 4, 3, 8);
      bad += double(e5m2_fnuz) != reference(code, 5, 2, 16);
      bad += float_to_fp8(e4m3_fnuz, Fp8Format::e4m3_fnuz, false) != code;
      bad += float_to_fp8(e5m2_fnuz, Fp8Format::e5m2_fnuz, false) != code;
    }
    // OCP (gfx950): E4M3FN bias 7, S.1111.111 is NaN, no infinities; E5M2 bias 15 with IEEE specials.
    const float e4m3 = fp8_to_float(uint8_t(code), Fp8Format::e4m3_ocp);
    if ((code & 0x7f) == 0x7f) {
      bad += !std::isnan(e4m3);
    } else {
      bad += double(e4m3) != reference(code, 4, 3, 7);
      bad += float_to_fp8(e4m3, Fp8Format::e4m3_ocp, false) != code;
    }
    const float e5m2 = fp8_to_float(uint8_t(code), Fp8Format::e5m2_ocp);
    if (((code >> 2) & 0x1f) == 0x1f) {
      bad += (code & 3) ? !std::isnan(e5m2) : !std::isinf(e5m2);
    } else {
      bad += double(e5m2) != reference(code, 5, 2, 15);
      bad += float_to_fp8(e5m2, Fp8Format::e5m2_ocp, false) != code;
    }
  }
  CHECK(bad == 0);
  // Saturation: the hardware conversions clamp finite overflow to the largest normal.
  CHECK(float_to_fp8(1000.0f, Fp8Format::e4m3_fnuz, true) == 0x7f);   // 240
  CHECK(float_to_fp8(-1000.0f, Fp8Format::e4m3_ocp, true) == 0xfe);   // -448
  CHECK(float_to_fp8(1e6f, Fp8Format::e5m2_ocp, true) == 0x7b);       // 57344
  CHECK(float_to_fp8(-0.0f, Fp8Format::e4m3_fnuz, true) == 0);        // FNUZ has no negative zero
}
