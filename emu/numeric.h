#pragma once
// Number formats the emulator converts between: IEEE half, bfloat16, and the two fp8 families
// (FNUZ on gfx942, OCP E4M3FN/E5M2 on gfx950). Pure functions, round to nearest even.

#include <bit>
#include <cmath>
#include <cstdint>

namespace gfxtile::emu {

inline float bits_to_float(uint32_t bits) { return std::bit_cast<float>(bits); }
inline uint32_t float_to_bits(float value) { return std::bit_cast<uint32_t>(value); }
inline double bits_to_double(uint64_t bits) { return std::bit_cast<double>(bits); }
inline uint64_t double_to_bits(double value) { return std::bit_cast<uint64_t>(value); }

float half_to_float(uint16_t bits);
uint16_t float_to_half(float value);  // round to nearest even, overflow to infinity
uint16_t double_to_half(double value);

inline float bfloat_to_float(uint16_t bits) { return bits_to_float(uint32_t(bits) << 16); }
// Round to nearest even; NaN stays a (quiet) NaN.
inline uint16_t float_to_bfloat(float value) {
  uint32_t bits = float_to_bits(value);
  if (std::isnan(value)) return uint16_t((bits >> 16) | 0x40);
  bits += 0x7fff + ((bits >> 16) & 1);
  return uint16_t(bits >> 16);
}

enum class Fp8Format : uint8_t { e4m3_fnuz, e5m2_fnuz, e4m3_ocp, e5m2_ocp };
float fp8_to_float(uint8_t bits, Fp8Format format);
// Round to nearest even; `saturate` clamps finite overflow to the largest normal (the
// hardware conversions saturate); otherwise overflow gives NaN (FNUZ) or NaN/inf (OCP).
uint8_t float_to_fp8(float value, Fp8Format format, bool saturate);

}  // namespace gfxtile::emu
