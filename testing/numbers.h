#pragma once
// Host forms of the GPU's narrow float formats, for building inputs and reading outputs in tests:
// bf16, f16 and the fp8 formats in both their OCP (gfx950, gfx1250) and FNUZ (gfx942) flavours.
// Every encoder rounds to nearest, ties to even; decoders are exact.

#include <cstdint>
#include <vector>

namespace gfxtile::testing {

enum class Float8Format { e4m3, e5m2, e4m3fnuz, e5m2fnuz };

uint16_t to_bf16(float value);
float from_bf16(uint16_t bits);
uint16_t to_f16(double value);
float from_f16(uint16_t bits);
// Saturating to the largest finite magnitude (as the hardware's saturating conversions do);
// NaN stays NaN.
uint8_t to_float8(double value, Float8Format format);
double from_float8(uint8_t bits, Float8Format format);

std::vector<uint16_t> to_bf16(const std::vector<float>& values);
std::vector<float> from_bf16(const std::vector<uint16_t>& bits);

// A bf16 value: its bits, with the conversions (for code that wants a type, e.g. Tensor<bf16>).
struct bfloat16 {
  uint16_t bits = 0;
  static bfloat16 from(float value) { return {to_bf16(value)}; }
  float to_float() const { return from_bf16(bits); }
};
struct float16 {
  uint16_t bits = 0;
  static float16 from(double value) { return {to_f16(value)}; }
  float to_float() const { return from_f16(bits); }
};

// The storage formats a comparison knows the unit in the last place of.
enum class OutputFormat { f64, f32, f16, bf16, e4m3, e5m2, e4m3fnuz, e5m2fnuz };
const char* format_name(OutputFormat format);
// The value rounded to the format (nearest even) and back, and the distance between `value`'s
// two representable neighbours in the format at the reference's magnitude (the ulp there).
double round_to(double value, OutputFormat format);
double ulp_at(double value, OutputFormat format);

}  // namespace gfxtile::testing
