// gfx942/gfx950 conversions to and from normalized and small integers: v_cvt_pknorm_{i16,u16}_
// {f32,f16}, v_cvt_norm_{i16,u16}_f16, v_cvt_off_f32_i4, and gfx950's v_cvt_f32_bf16. Expected
// values from the ISA's definitions on the host: snorm = round_even(clamp(x, -1, 1) * 32767),
// unorm = round_even(clamp(x, 0, 1) * 65535), NaN -> 0; off_f32_i4 = signed S0[3:0] / 16.

#include <algorithm>
#include <cmath>

#include "tests/emu/instruction_check.h"

using namespace gfxtile::emu::testing;

namespace {

uint32_t in(uint32_t lane) { return input_word(lane); }
// v4 = (lane - 32) / 16 (-2 .. 1.9375, exact in f16), v5 = (lane - 16) * 0.05f (inexact: rounding
// matters), lane 63's v5 is NaN; v6/v7 are their f16 forms, v8 packs v6 (low) and v7 (high).
const char* kInputs = R"(
  v_subrev_u32 v4, 32, v0
  v_cvt_f32_i32 v4, v4
  v_mul_f32 v4, 0x3d800000, v4
  v_subrev_u32 v5, 16, v0
  v_cvt_f32_i32 v5, v5
  v_mul_f32 v5, 0x3d4ccccd, v5
  v_cmp_eq_u32 vcc, 63, v0
  v_mov_b32 v12, 0x7fc00000
  v_cndmask_b32 v5, v5, v12, vcc
  v_cvt_f16_f32 v6, v4
  v_cvt_f16_f32 v7, v5
  v_lshlrev_b32 v8, 16, v7
  v_or_b32 v8, v8, v6
)";
float x_of(uint32_t lane) { return float(int(lane) - 32) / 16.0f; }
float y_of(uint32_t lane) { return lane == 63 ? NAN : float(int(lane) - 16) * 0x1.99999ap-5f; }  // * 0.05f as the kernel
uint32_t snorm(double value) {
  if (std::isnan(value)) return 0;
  return uint16_t(int16_t(std::nearbyint(std::clamp(value, -1.0, 1.0) * 32767.0)));
}
uint32_t unorm(double value) {
  if (std::isnan(value)) return 0;
  return uint16_t(std::nearbyint(std::clamp(value, 0.0, 1.0) * 65535.0));
}
// y as f16 (what v7 holds): exact for the values here except y's rounding, done by the host's
// _Float16 conversion (round to nearest even).
double y_half(uint32_t lane) { return lane == 63 ? NAN : double(static_cast<_Float16>(y_of(lane))); }

}  // namespace

TEST_CASE("v_cvt_pknorm_i16/u16_f32 pack two normalized integers", "[emu][instruction][conversion]") {
  check_lanes(std::string(kInputs) + "  v_cvt_pknorm_i16_f32 v1, v4, v5\n  v_cvt_pknorm_u16_f32 v2, v4, v5\n",
              [](uint32_t l) { return snorm(x_of(l)) | snorm(y_of(l)) << 16; },
              [](uint32_t l) { return unorm(x_of(l)) | unorm(y_of(l)) << 16; }, nullptr, {"gfx942", "gfx950"});
}

TEST_CASE("v_cvt_pknorm_i16/u16_f16 and v_cvt_norm_i16/u16_f16, op_sel picking halves", "[emu][instruction][conversion]") {
  check_lanes(std::string(kInputs) + "  v_cvt_pknorm_i16_f16 v1, v6, v7\n  v_cvt_pknorm_u16_f16 v2, v8, v8 op_sel:[1,0]\n"
                                     "  v_cvt_norm_i16_f16 v3, v7\n",
              [](uint32_t l) { return snorm(x_of(l)) | snorm(y_half(l)) << 16; },
              [](uint32_t l) { return unorm(y_half(l)) | unorm(x_of(l)) << 16; }, [](uint32_t l) { return snorm(y_half(l)); },
              {"gfx942", "gfx950"});
  check_lanes(std::string(kInputs) + "  v_cvt_norm_u16_f16 v1, v6\n", [](uint32_t l) { return unorm(x_of(l)); }, nullptr,
              nullptr, {"gfx942", "gfx950"});
}

TEST_CASE("v_cvt_off_f32_i4 reads a signed nibble as sixteenths", "[emu][instruction][conversion]") {
  check_lanes(std::string(kLoadInputs) + "  v_cvt_off_f32_i4 v1, v10\n  v_cvt_off_f32_i4 v2, v0\n",
              [](uint32_t l) {
                const int nibble = int(in(l) & 15);
                return f32_bits(float(nibble >= 8 ? nibble - 16 : nibble) / 16.0f);
              },
              [](uint32_t l) {
                const int nibble = int(l & 15);
                return f32_bits(float(nibble >= 8 ? nibble - 16 : nibble) / 16.0f);
              },
              nullptr, {"gfx942", "gfx950"});
}

TEST_CASE("gfx950 v_cvt_f32_bf16 widens the low or (SDWA WORD_1) high bf16", "[emu][instruction][conversion]") {
  check_lanes(std::string(kLoadInputs) + "  v_cvt_f32_bf16 v1, v10\n  v_cvt_f32_bf16_sdwa v2, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1\n",
              [](uint32_t l) { return in(l) << 16; }, [](uint32_t l) { return in(l) & 0xffff0000u; }, nullptr, {"gfx950"});
}
