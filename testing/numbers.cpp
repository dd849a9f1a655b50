#include "testing/numbers.h"

#include <cfloat>
#include <cmath>
#include <cstring>

namespace gfxtile::testing {
namespace {

struct FloatFormat {
  int mantissa_bits;  // explicit fraction bits
  int min_exponent;   // exponent of the smallest normal (value = 1.m * 2^e)
  double max_finite;
};

FloatFormat format_of(OutputFormat format) {
  switch (format) {
    case OutputFormat::f64: return {52, -1022, DBL_MAX};
    case OutputFormat::f32: return {23, -126, FLT_MAX};
    case OutputFormat::f16: return {10, -14, 65504.0};
    case OutputFormat::bf16: return {7, -126, 3.3895313892515355e38};
    case OutputFormat::e4m3: return {3, -6, 448.0};
    case OutputFormat::e5m2: return {2, -14, 57344.0};
    case OutputFormat::e4m3fnuz: return {3, -7, 240.0};
    case OutputFormat::e5m2fnuz: return {2, -15, 57344.0};
  }
  return {23, -126, FLT_MAX};
}

OutputFormat output_format(Float8Format format) {
  switch (format) {
    case Float8Format::e4m3: return OutputFormat::e4m3;
    case Float8Format::e5m2: return OutputFormat::e5m2;
    case Float8Format::e4m3fnuz: return OutputFormat::e4m3fnuz;
    case Float8Format::e5m2fnuz: return OutputFormat::e5m2fnuz;
  }
  return OutputFormat::e4m3;
}

// The exact value of code `bits` of an fp8 format, by the formats' definitions.
double decode_float8(uint8_t bits, Float8Format format) {
  const bool e4m3 = format == Float8Format::e4m3 || format == Float8Format::e4m3fnuz;
  const bool fnuz = format == Float8Format::e4m3fnuz || format == Float8Format::e5m2fnuz;
  const int mantissa_bits = e4m3 ? 3 : 2, exponent_bits = e4m3 ? 4 : 5;
  const int bias = (1 << (exponent_bits - 1)) - 1 + (fnuz ? 1 : 0);
  const int sign = bits >> 7, exponent = (bits >> mantissa_bits) & ((1 << exponent_bits) - 1);
  const int mantissa = bits & ((1 << mantissa_bits) - 1);
  if (fnuz && bits == 0x80) return NAN;
  if (!fnuz) {
    if (e4m3 && exponent == 15 && mantissa == 7) return NAN;
    if (!e4m3 && exponent == 31) return mantissa ? NAN : (sign ? -INFINITY : INFINITY);
  }
  const double magnitude = exponent == 0 ? std::ldexp(mantissa, 1 - bias - mantissa_bits)
                                         : std::ldexp((1 << mantissa_bits) + mantissa, exponent - bias - mantissa_bits);
  return sign ? -magnitude : magnitude;
}

}  // namespace

uint16_t to_bf16(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  if (std::isnan(value)) return 0x7FC0;
  bits += 0x7FFF + ((bits >> 16) & 1);
  return static_cast<uint16_t>(bits >> 16);
}

float from_bf16(uint16_t bits) {
  const uint32_t wide = static_cast<uint32_t>(bits) << 16;
  float value;
  std::memcpy(&value, &wide, 4);
  return value;
}

std::vector<uint16_t> to_bf16(const std::vector<float>& values) {
  std::vector<uint16_t> bits(values.size());
  for (size_t i = 0; i < values.size(); ++i) bits[i] = to_bf16(values[i]);
  return bits;
}

std::vector<float> from_bf16(const std::vector<uint16_t>& bits) {
  std::vector<float> values(bits.size());
  for (size_t i = 0; i < bits.size(); ++i) values[i] = from_bf16(bits[i]);
  return values;
}

float from_f16(uint16_t bits) {
  const int sign = bits >> 15, exponent = (bits >> 10) & 0x1F, mantissa = bits & 0x3FF;
  double magnitude;
  if (exponent == 0) magnitude = std::ldexp(mantissa, -24);
  else if (exponent == 31) magnitude = mantissa ? NAN : INFINITY;
  else magnitude = std::ldexp(1024 + mantissa, exponent - 25);
  return static_cast<float>(sign ? -magnitude : magnitude);
}

uint16_t to_f16(double value) {
  if (std::isnan(value)) return 0x7E00;
  const uint16_t sign = std::signbit(value) ? 0x8000 : 0;
  const double rounded = round_to(std::fabs(value), OutputFormat::f16);
  if (std::isinf(rounded)) return sign | 0x7C00;
  // The rounded magnitude is representable: find its code from exponent and fraction.
  if (rounded < std::ldexp(1.0, -14)) return sign | static_cast<uint16_t>(std::ldexp(rounded, 24));
  int exponent;
  const double fraction = std::frexp(rounded, &exponent);  // rounded = fraction * 2^exponent, [0.5, 1)
  const int biased = exponent - 1 + 15;
  const uint16_t mantissa = static_cast<uint16_t>(std::ldexp(fraction, 11)) - 1024;
  return sign | static_cast<uint16_t>(biased << 10) | mantissa;
}

uint8_t to_float8(double value, Float8Format format) {
  // Nearest even by search over all 256 codes: slow but obviously right. Saturates.
  const FloatFormat properties = format_of(output_format(format));
  if (std::isnan(value)) {
    for (int code = 0; code < 256; ++code)
      if (std::isnan(decode_float8(static_cast<uint8_t>(code), format))) return static_cast<uint8_t>(code);
  }
  const double clamped = std::fmax(-properties.max_finite, std::fmin(properties.max_finite, value));
  int best = 0;
  double best_error = INFINITY;
  for (int code = 0; code < 256; ++code) {
    const double decoded = decode_float8(static_cast<uint8_t>(code), format);
    if (std::isnan(decoded) || std::isinf(decoded)) continue;
    const double error = std::fabs(decoded - clamped);
    if (error < best_error || (error == best_error && (code & 1) == 0 && decoded != 0)) best = code, best_error = error;
  }
  return static_cast<uint8_t>(best);
}

double from_float8(uint8_t bits, Float8Format format) { return decode_float8(bits, format); }

const char* format_name(OutputFormat format) {
  switch (format) {
    case OutputFormat::f64: return "f64";
    case OutputFormat::f32: return "f32";
    case OutputFormat::f16: return "f16";
    case OutputFormat::bf16: return "bf16";
    case OutputFormat::e4m3: return "e4m3";
    case OutputFormat::e5m2: return "e5m2";
    case OutputFormat::e4m3fnuz: return "e4m3fnuz";
    case OutputFormat::e5m2fnuz: return "e5m2fnuz";
  }
  return "?";
}

double ulp_at(double value, OutputFormat format) {
  const FloatFormat properties = format_of(format);
  const double magnitude = std::fabs(value);
  int exponent = properties.min_exponent;
  if (magnitude >= std::ldexp(1.0, properties.min_exponent)) exponent = std::ilogb(magnitude);
  return std::ldexp(1.0, exponent - properties.mantissa_bits);
}

double round_to(double value, OutputFormat format) {
  if (std::isnan(value) || std::isinf(value) || format == OutputFormat::f64) return value;
  const FloatFormat properties = format_of(format);
  const double step = ulp_at(value, format);
  const double rounded = std::nearbyint(value / step) * step;  // the default rounding mode: nearest even
  // Past the largest finite value (by at least half an ulp of it) the formats with infinities overflow.
  if (std::fabs(rounded) > properties.max_finite) return value < 0 ? -INFINITY : INFINITY;
  return rounded;
}

}  // namespace gfxtile::testing
