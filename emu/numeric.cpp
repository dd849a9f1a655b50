#include "emu/numeric.h"

#include <limits>

namespace gfxtile::emu {

float half_to_float(uint16_t bits) {
  const uint32_t sign = uint32_t(bits & 0x8000) << 16;
  const int exponent = (bits >> 10) & 0x1f;
  const uint32_t mantissa = bits & 0x3ff;
  if (exponent == 0x1f) return bits_to_float(sign | 0x7f800000 | (mantissa << 13));
  if (exponent == 0) {
    const float magnitude = std::ldexp(float(mantissa), -24);
    return sign ? -magnitude : magnitude;
  }
  return bits_to_float(sign | uint32_t(exponent - 15 + 127) << 23 | mantissa << 13);
}

namespace {

// Rounds |value| to a float format with `mantissa_bits`, minimum normal exponent `min_exponent`
// and returns (biased exponent, mantissa) packed as exponent << mantissa_bits | mantissa, or a
// value above max_code when it overflows. Works in double so that no double rounding occurs.
uint32_t round_to_format(double magnitude, int mantissa_bits, int min_exponent, int bias) {
  if (magnitude == 0) return 0;
  int exponent;
  std::frexp(magnitude, &exponent);  // magnitude = f * 2^exponent, f in [0.5, 1)
  exponent -= 1;                     // magnitude = 1.m * 2^exponent
  if (exponent < min_exponent) exponent = min_exponent;  // subnormal: fixed scale
  const double scaled = std::ldexp(magnitude, mantissa_bits - exponent);
  double rounded = std::nearbyint(scaled);  // default rounding mode: nearest even
  uint64_t integer = static_cast<uint64_t>(rounded);
  // integer in [0, 2^(m+1)]: a normal has the implicit bit set.
  if (integer >= (uint64_t{1} << (mantissa_bits + 1))) {
    integer >>= 1;
    exponent += 1;
  }
  if (integer < (uint64_t{1} << mantissa_bits)) return uint32_t(integer);  // subnormal (biased exponent 0)
  const uint32_t biased = uint32_t(exponent + bias);
  return biased << mantissa_bits | uint32_t(integer & ((uint64_t{1} << mantissa_bits) - 1));
}

}  // namespace

uint16_t double_to_half(double value) {
  const uint16_t sign = std::signbit(value) ? 0x8000 : 0;
  if (std::isnan(value)) return sign | 0x7e00;
  const double magnitude = std::fabs(value);
  if (std::isinf(value)) return sign | 0x7c00;
  const uint32_t code = round_to_format(magnitude, 10, -14, 15);
  if (code >= 0x7c00) return sign | 0x7c00;
  return sign | uint16_t(code);
}

uint16_t float_to_half(float value) { return double_to_half(double(value)); }

float fp8_to_float(uint8_t bits, Fp8Format format) {
  const bool e4m3 = format == Fp8Format::e4m3_fnuz || format == Fp8Format::e4m3_ocp;
  const bool fnuz = format == Fp8Format::e4m3_fnuz || format == Fp8Format::e5m2_fnuz;
  const int mantissa_bits = e4m3 ? 3 : 2;
  const int exponent_bits = 7 - mantissa_bits;
  const int bias = (e4m3 ? 7 : 15) + (fnuz ? 1 : 0);
  const bool negative = bits & 0x80;
  const int exponent = (bits >> mantissa_bits) & ((1 << exponent_bits) - 1);
  const int mantissa = bits & ((1 << mantissa_bits) - 1);
  const float nan = std::numeric_limits<float>::quiet_NaN();
  if (fnuz) {
    if (bits == 0x80) return nan;
  } else if (e4m3) {
    if ((bits & 0x7f) == 0x7f) return nan;
  } else if (exponent == 0x1f) {
    return mantissa ? nan : (negative ? -INFINITY : INFINITY);
  }
  float magnitude = exponent == 0 ? std::ldexp(float(mantissa), 1 - bias - mantissa_bits)
                                  : std::ldexp(float(mantissa | (1 << mantissa_bits)), exponent - bias - mantissa_bits);
  return negative ? -magnitude : magnitude;
}

uint8_t float_to_fp8(float value, Fp8Format format, bool saturate) {
  const bool e4m3 = format == Fp8Format::e4m3_fnuz || format == Fp8Format::e4m3_ocp;
  const bool fnuz = format == Fp8Format::e4m3_fnuz || format == Fp8Format::e5m2_fnuz;
  const int mantissa_bits = e4m3 ? 3 : 2;
  const int bias = (e4m3 ? 7 : 15) + (fnuz ? 1 : 0);
  // Largest finite code (without sign).
  const uint32_t max_code = fnuz ? 0x7f : (e4m3 ? 0x7e : 0x7b);
  const uint8_t nan_code = fnuz ? 0x80 : 0x7f;
  const uint8_t sign = std::signbit(value) ? 0x80 : 0;
  if (std::isnan(value)) return nan_code;
  if (std::isinf(value)) {
    if (saturate) return sign | uint8_t(max_code);
    return fnuz || e4m3 ? nan_code : uint8_t(sign | 0x7c);
  }
  const uint32_t code = round_to_format(std::fabs(double(value)), mantissa_bits, 1 - bias, bias);
  if (code > max_code) {
    if (saturate) return sign | uint8_t(max_code);
    return fnuz || e4m3 ? nan_code : uint8_t(sign | 0x7c);
  }
  if (code == 0 && fnuz) return 0;  // FNUZ has no negative zero
  return sign | uint8_t(code);
}

}  // namespace gfxtile::emu
