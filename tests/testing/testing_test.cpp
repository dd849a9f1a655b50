// gfxtile::testing against values from the formats' definitions (IEEE 754 binary16, bfloat16 as
// the top half of binary32, OCP 8-bit floats v1.0, the FNUZ variants), not against itself.
#include <catch2/catch.hpp>
#include <cmath>

#include "testing/matchers.h"
#include "testing/testing.h"

using namespace gfxtile::testing;

TEST_CASE("bf16 rounds to nearest, ties to even", "[testing]") {
  CHECK(to_bf16(1.0f) == 0x3F80);
  CHECK(to_bf16(1.0f + std::ldexp(1.0f, -8)) == 0x3F80);                               // tie, even below
  CHECK(to_bf16(1.0f + 3 * std::ldexp(1.0f, -8)) == 0x3F82);                           // tie, even above
  CHECK(to_bf16(1.0f + std::ldexp(1.0f, -8) + std::ldexp(1.0f, -20)) == 0x3F81);       // past the tie
  CHECK(to_bf16(-2.5f) == 0xC020);
  CHECK(std::isnan(from_bf16(to_bf16(NAN))));
  CHECK(from_bf16(0x4049) == 3.140625f);
}

TEST_CASE("f16 conversions follow binary16", "[testing]") {
  CHECK(to_f16(65504.0) == 0x7BFF);
  CHECK(to_f16(65520.0) == 0x7C00);  // half an ulp past the largest finite value rounds to infinity
  CHECK(to_f16(1.0 / 3.0) == 0x3555);
  CHECK(to_f16(std::ldexp(1.0, -24)) == 0x0001);  // smallest subnormal
  CHECK(to_f16(std::ldexp(1.0, -25)) == 0x0000);  // tie between 0 and it: even
  CHECK(to_f16(-0.0) == 0x8000);
  CHECK(from_f16(0x3C00) == 1.0f);
  CHECK(from_f16(0x0400) == std::ldexp(1.0f, -14));
  for (uint32_t bits = 0; bits < 0x7C00; bits += 37) CHECK(to_f16(from_f16(static_cast<uint16_t>(bits))) == bits);
}

TEST_CASE("fp8 formats: OCP E4M3/E5M2 and the FNUZ variants", "[testing]") {
  CHECK(from_float8(0x7E, Float8Format::e4m3) == 448.0);  // largest finite E4M3FN
  CHECK(std::isnan(from_float8(0x7F, Float8Format::e4m3)));
  CHECK(from_float8(0x7F, Float8Format::e4m3fnuz) == 240.0);  // bias 8: 1.875 * 2^7
  CHECK(std::isnan(from_float8(0x80, Float8Format::e4m3fnuz)));
  CHECK(from_float8(0x7B, Float8Format::e5m2) == 57344.0);
  CHECK(std::isinf(from_float8(0x7C, Float8Format::e5m2)));
  CHECK(from_float8(0x01, Float8Format::e4m3) == std::ldexp(1.0, -9));  // smallest subnormal
  CHECK(to_float8(1000.0, Float8Format::e4m3) == 0x7E);                 // saturates
  CHECK(to_float8(-1000.0, Float8Format::e4m3fnuz) == 0xFF);
  CHECK(to_float8(1.0625, Float8Format::e4m3) == 0x38);  // tie between 1 and 1.125: even (1.0)
  CHECK(to_float8(1.1875, Float8Format::e4m3) == 0x3A);  // tie between 1.125 and 1.25: even (1.25)
  for (int code = 0; code < 256; ++code)
    for (Float8Format format : {Float8Format::e4m3, Float8Format::e5m2, Float8Format::e4m3fnuz, Float8Format::e5m2fnuz}) {
      const double value = from_float8(static_cast<uint8_t>(code), format);
      if (std::isfinite(value) && !(value == 0 && std::signbit(value)))
        CHECK(from_float8(to_float8(value, format), format) == value);
    }
}

TEST_CASE("comparisons count ulps of the output format and find the worst element", "[testing]") {
  const std::vector<double> reference = {1.0, 2.0, 0.5, 100.0};
  // bf16 ulp at 1 is 2^-7, at 2 is 2^-6, at 0.5 is 2^-8, at 100 (in [64, 128)) is 2^-1.
  const std::vector<double> result = {1.0 + std::ldexp(1.0, -7), 2.0, 0.5 + 3 * std::ldexp(1.0, -8), 100.5};
  const Comparison comparison = compare(result, reference, OutputFormat::bf16);
  CHECK(comparison.count == 4);
  CHECK(comparison.correctly_rounded == 1);
  CHECK(comparison.within_1_ulp == 3);
  CHECK(comparison.within_2_ulps == 3);
  CHECK(comparison.within_4_ulps == 4);
  CHECK(comparison.max_ulps == 3.0);
  CHECK(comparison.worst_index == 2);
  CHECK(comparison.fraction_within(1) == 0.75);
  CHECK_THAT(result, !WithinUlpsOf(reference, OutputFormat::bf16, 2));
  CHECK_THAT(result, WithinUlpsOf(reference, OutputFormat::bf16, 1, 0.75));
  CHECK_THAT(result, WithinRelativeL2Of(reference, 0.01));
  CHECK(compare(std::vector<double>{NAN}, std::vector<double>{1.0}, OutputFormat::f32).within_4_ulps == 0);
  CHECK(!compare(std::vector<double>{1.0}, std::vector<double>{1.0, 2.0}, OutputFormat::f32).sizes_match);
}

TEST_CASE("Random is the same on every machine", "[testing]") {
  Random a(42), b(42);
  for (int i = 0; i < 100; ++i) REQUIRE(a.next() == b.next());
  Random c(1);
  double sum = 0, squares = 0;
  for (int i = 0; i < 20000; ++i) {
    const double value = c.normal();
    sum += value, squares += value * value;
  }
  CHECK(std::fabs(sum / 20000) < 0.05);
  CHECK(std::fabs(squares / 20000 - 1) < 0.05);
}
