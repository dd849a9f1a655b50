// VALU: integer, bit, float, f16/f64, compares, conversions, packed math, lane operations,
// DPP and SDWA. Expected values come from host arithmetic on the same inputs.

#include <bit>
#include <cmath>
#include <cstring>

#include "tests/emu/instruction_check.h"

using namespace gfxtile::emu::testing;

namespace {

uint32_t in(uint32_t i) { return input_word(i); }
uint32_t in2(uint32_t lane) { return input_word(lane + 64); }
// Float inputs built with integer instructions: v4 = 1 + lane / 128, v5 = 3 - lane / 256.
const char* kFloats = R"(
  v_lshlrev_b32 v4, 16, v0
  v_add_u32 v4, 0x3f800000, v4
  v_lshlrev_b32 v5, 15, v0
  v_sub_u32 v5, 0x40400000, v5
)";
float a(uint32_t lane) { return bits_f32(0x3f800000u + (lane << 16)); }
float b(uint32_t lane) { return bits_f32(0x40400000u - (lane << 15)); }
uint32_t bits(float value) { return f32_bits(value); }
uint16_t half_bits(float value) {  // exact for the values used (small integers and halves)
  const uint32_t f = f32_bits(value);
  if (value == 0) return uint16_t(f >> 16);
  const uint32_t exponent = ((f >> 23) & 0xff) - 127 + 15;
  return uint16_t((f >> 16 & 0x8000) | exponent << 10 | (f >> 13 & 0x3ff));
}
std::string with_inputs(const std::string& body) { return std::string(kLoadInputs) + kFloats + body; }

}  // namespace

// Integer and bit operations.
TEST_CASE("v_add_u32 / v_sub_u32 / v_subrev_u32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_add_u32 v1, v10, v11\n  v_sub_u32 v2, v10, v11\n  v_subrev_u32 v3, v10, v11\n"),
              [](uint32_t l) { return in(l) + in2(l); }, [](uint32_t l) { return in(l) - in2(l); },
              [](uint32_t l) { return in2(l) - in(l); }, {"gfx942", "gfx950"});
}
TEST_CASE("AGPRs a16 and above move through v_accvgpr_write/read", "[emu][instruction][valu]") {
  // "a16" is also an image-instruction modifier's name; as an operand it is AGPR 16.
  check_lanes(with_inputs("  v_accvgpr_write_b32 a16, v10\n  v_accvgpr_write_b32 a31, v11\n"
                          "  v_accvgpr_read_b32 v1, a16\n  v_accvgpr_read_b32 v2, a31\n"),
              [](uint32_t l) { return in(l); }, [](uint32_t l) { return in2(l); }, nullptr, {"gfx942", "gfx950"});
}
TEST_CASE("v_add_co_u32 writes the carry mask", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_add_co_u32 v1, vcc, v10, v11\n  v_cndmask_b32 v2, 0, 1, vcc\n"),
              [](uint32_t l) { return in(l) + in2(l); },
              [](uint32_t l) { return uint32_t(uint64_t(in(l)) + in2(l) > 0xffffffffu); });
}
TEST_CASE("v_addc_co_u32 adds the carry in", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_add_co_u32 v1, vcc, v10, v11\n  v_addc_co_u32 v2, s[4:5], 0, 0, vcc\n"),
              [](uint32_t l) { return in(l) + in2(l); },
              [](uint32_t l) { return uint32_t(uint64_t(in(l)) + in2(l) > 0xffffffffu); });
}
TEST_CASE("v_sub_co_u32 and v_subb_co_u32 form a 64-bit subtraction", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_sub_co_u32 v1, vcc, v10, v11\n  v_subb_co_u32 v2, vcc, v11, v10, vcc\n"),
              [](uint32_t l) { return in(l) - in2(l); },
              [](uint32_t l) { return in2(l) - in(l) - uint32_t(in2(l) > in(l)); });
}
TEST_CASE("v_mul_lo_u32 and v_mul_hi_u32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_mul_lo_u32 v1, v10, v11\n  v_mul_hi_u32 v2, v10, v11\n  v_mul_hi_i32 v3, v10, v11\n"),
              [](uint32_t l) { return in(l) * in2(l); }, [](uint32_t l) { return uint32_t(uint64_t(in(l)) * in2(l) >> 32); },
              [](uint32_t l) { return uint32_t(uint64_t(int64_t(int32_t(in(l))) * int32_t(in2(l))) >> 32); });
}
TEST_CASE("v_mul_u32_u24 and v_mul_i32_i24", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_mul_u32_u24 v1, v10, v11\n  v_mul_i32_i24 v2, v10, v11\n  v_mul_hi_u32_u24 v3, v10, v11\n"),
              [](uint32_t l) { return (in(l) & 0xffffff) * (in2(l) & 0xffffff); },
              [](uint32_t l) { return uint32_t(int32_t(in(l) << 8) >> 8) * uint32_t(int32_t(in2(l) << 8) >> 8); },
              [](uint32_t l) { return uint32_t(uint64_t(in(l) & 0xffffff) * (in2(l) & 0xffffff) >> 32); });
}
TEST_CASE("v_mad_u32_u24", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_mad_u32_u24 v1, v10, v11, v0\n"),
              [](uint32_t l) { return (in(l) & 0xffffff) * (in2(l) & 0xffffff) + l; });
}
TEST_CASE("v_mad_u64_u32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_mov_b32 v12, v0\n  v_mov_b32 v13, 7\n  v_mad_u64_u32 v[14:15], s[4:5], v10, v11, v[12:13]\n  v_mov_b32 v1, v14\n  v_mov_b32 v2, v15\n"),
              [](uint32_t l) { return uint32_t(uint64_t(in(l)) * in2(l) + (uint64_t(7) << 32 | l)); },
              [](uint32_t l) { return uint32_t((uint64_t(in(l)) * in2(l) + (uint64_t(7) << 32 | l)) >> 32); });
}
TEST_CASE("v_mad_i64_i32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_mov_b32 v12, -5\n  v_mov_b32 v13, -1\n  v_mad_i64_i32 v[14:15], s[4:5], v10, v11, v[12:13]\n  v_mov_b32 v1, v14\n  v_mov_b32 v2, v15\n"),
              [](uint32_t l) { return uint32_t(int64_t(int32_t(in(l))) * int32_t(in2(l)) - 5); },
              [](uint32_t l) { return uint32_t(uint64_t(int64_t(int32_t(in(l))) * int32_t(in2(l)) - 5) >> 32); });
}
TEST_CASE("v_and_b32 / v_or_b32 / v_xor_b32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_and_b32 v1, v10, v11\n  v_or_b32 v2, v10, v11\n  v_xor_b32 v3, v10, v11\n"),
              [](uint32_t l) { return in(l) & in2(l); }, [](uint32_t l) { return in(l) | in2(l); },
              [](uint32_t l) { return in(l) ^ in2(l); }, {"gfx942", "gfx950"});
}
TEST_CASE("v_not_b32 and v_bfrev_b32", "[emu][instruction][valu]") {
  auto reverse = [](uint32_t x) {
    uint32_t r = 0;
    for (int i = 0; i < 32; ++i) r |= ((x >> i) & 1) << (31 - i);
    return r;
  };
  check_lanes(with_inputs("  v_not_b32 v1, v10\n  v_bfrev_b32 v2, v10\n"), [](uint32_t l) { return ~in(l); },
              [reverse](uint32_t l) { return reverse(in(l)); });
}
TEST_CASE("v_lshlrev_b32 / v_lshrrev_b32 / v_ashrrev_i32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_lshlrev_b32 v1, v0, v10\n  v_lshrrev_b32 v2, v0, v10\n  v_ashrrev_i32 v3, v0, v10\n"),
              [](uint32_t l) { return in(l) << (l & 31); }, [](uint32_t l) { return in(l) >> (l & 31); },
              [](uint32_t l) { return uint32_t(int32_t(in(l)) >> (l & 31)); });
}
TEST_CASE("v_lshlrev_b64 and v_lshrrev_b64", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_lshlrev_b64 v[14:15], v0, v[10:11]\n  v_mov_b32 v1, v14\n  v_mov_b32 v2, v15\n  v_ashrrev_i64 v[12:13], v0, v[10:11]\n  v_mov_b32 v3, v13\n"),
              [](uint32_t l) { return uint32_t((uint64_t(in2(l)) << 32 | in(l)) << l); },
              [](uint32_t l) { return uint32_t(((uint64_t(in2(l)) << 32 | in(l)) << l) >> 32); },
              [](uint32_t l) { return uint32_t(uint64_t(int64_t(uint64_t(in2(l)) << 32 | in(l)) >> l) >> 32); });
}
TEST_CASE("v_lshl_add_u64", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_mov_b32 v12, v0\n  v_mov_b32 v13, 0\n  v_lshl_add_u64 v[14:15], v[10:11], 3, v[12:13]\n  v_mov_b32 v1, v14\n  v_mov_b32 v2, v15\n"),
              [](uint32_t l) { return uint32_t(((uint64_t(in2(l)) << 32 | in(l)) << 3) + l); },
              [](uint32_t l) { return uint32_t((((uint64_t(in2(l)) << 32 | in(l)) << 3) + l) >> 32); });
}
TEST_CASE("v_mov_b64", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_mov_b64 v[14:15], v[10:11]\n  v_mov_b32 v1, v14\n  v_mov_b32 v2, v15\n"), [](uint32_t l) { return in(l); }, [](uint32_t l) { return in2(l); });
}
TEST_CASE("v_min/max_i32 and _u32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_min_i32 v1, v10, v11\n  v_max_u32 v2, v10, v11\n  v_max_i32 v3, v10, v11\n"),
              [](uint32_t l) { return uint32_t(std::min(int32_t(in(l)), int32_t(in2(l)))); },
              [](uint32_t l) { return std::max(in(l), in2(l)); },
              [](uint32_t l) { return uint32_t(std::max(int32_t(in(l)), int32_t(in2(l)))); });
}
TEST_CASE("v_min3_u32 / v_max3_i32 / v_med3_i32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_min3_u32 v1, v10, v11, v0\n  v_max3_i32 v2, v10, v11, v0\n  v_med3_i32 v3, v10, v11, v0\n"),
              [](uint32_t l) { return std::min({in(l), in2(l), l}); },
              [](uint32_t l) { return uint32_t(std::max({int32_t(in(l)), int32_t(in2(l)), int32_t(l)})); },
              [](uint32_t l) {
                int32_t x[3] = {int32_t(in(l)), int32_t(in2(l)), int32_t(l)};
                std::sort(x, x + 3);
                return uint32_t(x[1]);
              });
}
TEST_CASE("v_add3_u32 / v_lshl_add_u32 / v_add_lshl_u32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_add3_u32 v1, v10, v11, v0\n  v_lshl_add_u32 v2, v10, 3, v11\n  v_add_lshl_u32 v3, v10, v11, 2\n"),
              [](uint32_t l) { return in(l) + in2(l) + l; }, [](uint32_t l) { return (in(l) << 3) + in2(l); },
              [](uint32_t l) { return (in(l) + in2(l)) << 2; }, {"gfx942", "gfx950"});
}
TEST_CASE("v_lshl_or_b32 / v_and_or_b32 / v_or3_b32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_lshl_or_b32 v1, v10, 4, v0\n  v_and_or_b32 v2, v10, v11, v0\n  v_or3_b32 v3, v10, v11, v0\n"),
              [](uint32_t l) { return (in(l) << 4) | l; }, [](uint32_t l) { return (in(l) & in2(l)) | l; },
              [](uint32_t l) { return in(l) | in2(l) | l; });
}
TEST_CASE("v_xad_u32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_xad_u32 v1, v10, v11, v0\n"), [](uint32_t l) { return (in(l) ^ in2(l)) + l; });
}
TEST_CASE("v_bfe_u32 and v_bfe_i32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_bfe_u32 v1, v10, 5, 9\n  v_bfe_i32 v2, v10, 5, 9\n"), [](uint32_t l) { return (in(l) >> 5) & 0x1ff; },
              [](uint32_t l) { return uint32_t(int32_t(in(l) << 18) >> 23); });
}
TEST_CASE("v_bfi_b32 and v_bfm_b32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  s_mov_b32 s4, 0xff00ff\n  v_bfi_b32 v1, s4, v10, v11\n  v_bfm_b32 v2, 7, v0\n"),
              [](uint32_t l) { return (0xff00ffu & in(l)) | (~0xff00ffu & in2(l)); },
              [](uint32_t l) { return 0x7fu << (l & 31); });
}
TEST_CASE("v_alignbit_b32 and v_alignbyte_b32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_alignbit_b32 v1, v10, v11, v0\n  v_alignbyte_b32 v2, v10, v11, v0\n"),
              [](uint32_t l) { return uint32_t((uint64_t(in(l)) << 32 | in2(l)) >> (l & 31)); },
              [](uint32_t l) { return uint32_t((uint64_t(in(l)) << 32 | in2(l)) >> (8 * (l & 3))); });
}
TEST_CASE("v_perm_b32 selects bytes", "[emu][instruction][valu]") {
  // Selector 0x0c050602: byte0 <- combined byte 2, byte1 <- byte 6, byte2 <- byte 5, byte3 <- 0.
  check_lanes(with_inputs("  s_mov_b32 s4, 0x0c050602\n  v_perm_b32 v1, v10, v11, s4\n"), [](uint32_t l) {
    const uint64_t combined = uint64_t(in(l)) << 32 | in2(l);
    auto byte = [&](int i) { return uint32_t(combined >> (8 * i)) & 0xff; };
    return byte(2) | byte(6) << 8 | byte(5) << 16;
  });
}
TEST_CASE("v_bcnt_u32_b32 / v_ffbh_u32 / v_ffbl_b32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_bcnt_u32_b32 v1, v10, v0\n  v_ffbh_u32 v2, v0\n  v_ffbl_b32 v3, v0\n"),
              [](uint32_t l) { return uint32_t(std::popcount(in(l))) + l; },
              [](uint32_t l) { return l ? uint32_t(std::countl_zero(l)) : ~0u; },
              [](uint32_t l) { return l ? uint32_t(std::countr_zero(l)) : ~0u; });
}
TEST_CASE("v_cndmask_b32 selects by an SGPR mask", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  s_mov_b32 s4, 0xaaaaaaaa\n  s_mov_b32 s5, 0x0000ffff\n  v_cndmask_b32 v1, v10, v11, s[4:5]\n"),
              [](uint32_t l) { return ((0x0000ffffaaaaaaaaull >> l) & 1) ? in2(l) : in(l); });
}
TEST_CASE("v_readfirstlane_b32 reads the first active lane", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  s_mov_b64 exec, 0xf0\n  v_readfirstlane_b32 s4, v10\n  s_mov_b64 exec, -1\n  v_mov_b32 v1, s4\n"), all(in(4)));
}
TEST_CASE("v_readlane_b32 and v_writelane_b32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_readlane_b32 s4, v10, 37\n  v_mov_b32 v1, s4\n  v_mov_b32 v2, 0\n  s_mov_b32 s5, 99\n  v_writelane_b32 v2, s5, 3\n"),
              all(in(37)), [](uint32_t l) { return l == 3 ? 99u : 0u; });
}
TEST_CASE("v_mbcnt_lo and v_mbcnt_hi count lanes below", "[emu][instruction][valu]") {
  check_lanes("  v_mbcnt_lo_u32_b32 v1, -1, 0\n  v_mbcnt_hi_u32_b32 v1, -1, v1\n  s_mov_b32 s4, 0x55555555\n"
              "  v_mbcnt_lo_u32_b32 v2, s4, 0\n  v_mbcnt_hi_u32_b32 v2, s4, v2\n",
              [](uint32_t l) { return l; },
              [](uint32_t l) { return uint32_t(std::popcount(0x5555555555555555ull & ((uint64_t{1} << l) - 1) & 0x55555555ull) +
                                               std::popcount((0x55555555ull << 32) & ((uint64_t{1} << l) - 1))); });
}
TEST_CASE("16-bit integer ops clear the high half", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_add_u16 v1, v10, v11\n  v_lshlrev_b16 v2, 3, v10\n  v_max_i16 v3, v10, v11\n"),
              [](uint32_t l) { return (in(l) + in2(l)) & 0xffff; }, [](uint32_t l) { return (in(l) << 3) & 0xffff; },
              [](uint32_t l) { return uint32_t(std::max(int16_t(in(l)), int16_t(in2(l)))) & 0xffff; });
}

// f32.
TEST_CASE("v_add_f32 / v_sub_f32 / v_mul_f32", "[emu][instruction][valu][float]") {
  check_lanes(with_inputs("  v_add_f32 v1, v4, v5\n  v_sub_f32 v2, v4, v5\n  v_mul_f32 v3, v4, v5\n"),
              [](uint32_t l) { return bits(a(l) + b(l)); }, [](uint32_t l) { return bits(a(l) - b(l)); },
              [](uint32_t l) { return bits(a(l) * b(l)); }, {"gfx942", "gfx950"});
}
TEST_CASE("v_fma_f32 rounds once; v_fmac_f32 accumulates", "[emu][instruction][valu][float]") {
  check_lanes(with_inputs("  v_fma_f32 v1, v4, v5, -v4\n  v_mov_b32 v2, v5\n  v_fmac_f32 v2, v4, v4\n"),
              [](uint32_t l) { return bits(std::fma(a(l), b(l), -a(l))); },
              [](uint32_t l) { return bits(std::fma(a(l), a(l), b(l))); });
}
TEST_CASE("float source modifiers: neg and abs", "[emu][instruction][valu][float]") {
  check_lanes(with_inputs("  v_sub_f32 v6, 0, v4\n  v_add_f32_e64 v1, -v4, |v6|\n  v_mul_f32_e64 v2, -|v6|, v5\n"), all(0),
              [](uint32_t l) { return bits(-a(l) * b(l)); });
}
TEST_CASE("output modifiers: clamp and omod", "[emu][instruction][valu][float]") {
  check_lanes(with_inputs("  v_add_f32_e64 v1, v4, v5 clamp\n  v_mul_f32_e64 v2, v4, v5 mul:2\n  v_mul_f32_e64 v3, v4, v5 div:2\n"),
              all(bits(1.0f)), [](uint32_t l) { return bits(a(l) * b(l) * 2); },
              [](uint32_t l) { return bits(a(l) * b(l) * 0.5f); });
}
TEST_CASE("v_min_f32 / v_max_f32 / v_med3_f32", "[emu][instruction][valu][float]") {
  check_lanes(with_inputs("  v_min_f32 v1, v4, v5\n  v_max_f32 v2, v4, v5\n  v_med3_f32 v3, v4, v5, 2.0\n"),
              [](uint32_t l) { return bits(std::min(a(l), b(l))); }, [](uint32_t l) { return bits(std::max(a(l), b(l))); },
              [](uint32_t l) {
                float x[3] = {a(l), b(l), 2.0f};
                std::sort(x, x + 3);
                return bits(x[1]);
              });
}
TEST_CASE("v_rcp_f32 and v_sqrt_f32 (correctly rounded model)", "[emu][instruction][valu][float]") {
  check_lanes(with_inputs("  v_rcp_f32 v1, v4\n  v_sqrt_f32 v2, v5\n  v_rsq_f32 v3, 4.0\n"),
              [](uint32_t l) { return bits(1.0f / a(l)); }, [](uint32_t l) { return bits(std::sqrt(b(l))); }, all(bits(0.5f)));
}
TEST_CASE("v_exp_f32 and v_log_f32 are base 2", "[emu][instruction][valu][float]") {
  check_lanes("  v_cvt_f32_u32 v4, v0\n  v_exp_f32 v1, v4\n  v_log_f32 v2, v1\n",
              [](uint32_t l) { return l < 64 ? bits(std::ldexp(1.0f, int(l))) : 0; }, [](uint32_t l) { return bits(float(l)); });
}
TEST_CASE("v_sin_f32 and v_cos_f32 take revolutions", "[emu][instruction][valu][float]") {
  check_lanes("  v_sin_f32 v1, 0.25\n  v_cos_f32 v2, 0.5\n  v_sin_f32 v3, 0\n", all(bits(1.0f)), all(bits(-1.0f)), all(0));
}
TEST_CASE("v_floor / v_ceil / v_trunc / v_rndne / v_fract", "[emu][instruction][valu][float]") {
  check_lanes("  v_mov_b32 v4, -2.5\n  v_floor_f32 v1, v4\n  v_rndne_f32 v2, v4\n  v_fract_f32 v3, v4\n", all(bits(-3.0f)),
              all(bits(-2.0f)), all(bits(0.5f)));
}
TEST_CASE("v_ldexp_f32 and v_frexp", "[emu][instruction][valu][float]") {
  check_lanes("  v_mov_b32 v4, 0x41400000\n  v_ldexp_f32 v1, v4, -3\n  v_frexp_mant_f32 v2, v4\n  v_frexp_exp_i32_f32 v3, v4\n",
              all(bits(1.5f)), all(bits(0.75f)), all(4));
}
TEST_CASE("f32 division through v_div_scale/fmas/fixup gives the IEEE quotient", "[emu][instruction][valu][float]") {
  // LLVM's fdiv expansion for gfx9.
  check_lanes(with_inputs(R"(
  v_div_scale_f32 v6, s[4:5], v5, v5, v4
  v_rcp_f32 v7, v6
  v_div_scale_f32 v8, vcc, v4, v5, v4
  v_fma_f32 v9, -v6, v7, 1.0
  v_fma_f32 v7, v9, v7, v7
  v_mul_f32 v9, v8, v7
  v_fma_f32 v12, -v6, v9, v8
  v_fma_f32 v9, v12, v7, v9
  v_fma_f32 v6, -v6, v9, v8
  v_div_fmas_f32 v6, v6, v7, v9
  v_div_fixup_f32 v1, v6, v5, v4
)"),
              [](uint32_t l) { return bits(a(l) / b(l)); });
}

// f16 and f64.
TEST_CASE("v_add_f16 / v_mul_f16 / v_fma_f16", "[emu][instruction][valu][float]") {
  // 1.5 (0x3e00) and 2.25 (0x4080).
  check_lanes("  v_mov_b32 v4, 0x3e00\n  v_mov_b32 v5, 0x4080\n  v_add_f16 v1, v4, v5\n  v_mul_f16 v2, v4, v5\n  v_fma_f16 v3, v4, v5, v4\n",
              all(half_bits(3.75f)), all(half_bits(3.375f)), all(half_bits(4.875f)));
}
TEST_CASE("f16 op_sel reads and writes high halves", "[emu][instruction][valu][float]") {
  check_lanes("  v_mov_b32 v4, 0x3e000000\n  v_mov_b32 v5, 0x4080\n  v_mov_b32 v6, 0\n  v_mov_b32 v1, 0x1234\n  v_fma_f16 v1, v4, v5, v6 op_sel:[1,0,0,1]\n",
              all(uint32_t(half_bits(3.375f)) << 16 | 0x1234));
}
TEST_CASE("v_add_f64 / v_mul_f64 / v_fma_f64", "[emu][instruction][valu][float]") {
  auto word = [](double value, int half) {
    uint64_t b64;
    std::memcpy(&b64, &value, 8);
    return uint32_t(b64 >> (32 * half));
  };
  check_lanes("  v_cvt_f64_u32 v[4:5], v0\n  v_add_f64 v[6:7], v[4:5], 0.5\n  v_mul_f64 v[8:9], v[6:7], v[6:7]\n"
              "  v_fma_f64 v[12:13], v[8:9], v[6:7], -1.0\n  v_mov_b32 v1, v9\n  v_mov_b32 v2, v12\n  v_mov_b32 v3, v13\n",
              [word](uint32_t l) { return word((l + 0.5) * (l + 0.5), 1); },
              [word](uint32_t l) { return word(std::fma((l + 0.5) * (l + 0.5), l + 0.5, -1.0), 0); },
              [word](uint32_t l) { return word(std::fma((l + 0.5) * (l + 0.5), l + 0.5, -1.0), 1); });
}

// Compares.
TEST_CASE("v_cmp_gt_i32 writes VCC; inactive lanes give 0", "[emu][instruction][vopc]") {
  check_lanes(with_inputs("  s_mov_b64 exec, 0xffffffff\n  v_cmp_gt_i32 vcc, v10, v11\n  s_mov_b64 exec, -1\n  v_mov_b32 v1, vcc_lo\n  v_mov_b32 v2, vcc_hi\n"),
              all([] {
                uint32_t mask = 0;
                for (uint32_t l = 0; l < 32; ++l) mask |= uint32_t(int32_t(in(l)) > int32_t(in2(l))) << l;
                return mask;
              }()),
              all(0));
}
TEST_CASE("v_cmp_*_u32_e64 into SGPR pairs", "[emu][instruction][vopc]") {
  check_lanes(with_inputs("  v_cmp_lt_u32_e64 s[4:5], v10, v11\n  v_cmp_ne_u32_e64 s[6:7], v0, 5\n  v_cndmask_b32_e64 v1, 0, 1, s[4:5]\n"
                          "  v_cndmask_b32_e64 v2, 0, 1, s[6:7]\n"),
              [](uint32_t l) { return uint32_t(in(l) < in2(l)); }, [](uint32_t l) { return uint32_t(l != 5); });
}
TEST_CASE("v_cmp_*_f32 ordered and unordered with NaN", "[emu][instruction][vopc]") {
  // v6 = NaN in even lanes, 1.0 in odd ones.
  check_lanes("  v_and_b32 v6, 1, v0\n  v_cmp_eq_u32 vcc, 0, v6\n  v_mov_b32 v7, 0x7fc00000\n  v_cndmask_b32 v6, 1.0, v7, vcc\n"
              "  v_cmp_lt_f32 vcc, v6, 2.0\n  v_cndmask_b32 v1, 0, 1, vcc\n  v_cmp_nge_f32 vcc, v6, 2.0\n  v_cndmask_b32 v2, 0, 1, vcc\n"
              "  v_cmp_u_f32 vcc, v6, v6\n  v_cndmask_b32 v3, 0, 1, vcc\n",
              [](uint32_t l) { return l & 1; }, all(1), [](uint32_t l) { return 1 - (l & 1); });
}
TEST_CASE("v_cmp_eq_u64 and v_cmp_gt_i64", "[emu][instruction][vopc]") {
  check_lanes(with_inputs("  v_mov_b32 v12, v10\n  v_mov_b32 v13, v0\n  v_cmp_eq_u64 vcc, v[10:11], v[12:13]\n  v_cndmask_b32 v1, 0, 1, vcc\n"
                          "  v_cmp_gt_i64 vcc, v[10:11], v[12:13]\n  v_cndmask_b32 v2, 0, 1, vcc\n"),
              [](uint32_t l) { return uint32_t(in2(l) == l); }, [](uint32_t l) { return uint32_t(int32_t(in2(l)) > int32_t(l)); });
}
TEST_CASE("v_cmpx writes EXEC", "[emu][instruction][vopc]") {
  check_lanes("  v_mov_b32 v1, 0\n  v_cmpx_gt_u32 vcc, 20, v0\n  v_mov_b32 v1, 1\n", [](uint32_t l) { return uint32_t(l < 20); });
}
TEST_CASE("v_cmp_class_f32", "[emu][instruction][vopc]") {
  // Classes: bit 9 +inf, bit 1 quiet NaN, bit 6 +0.
  check_lanes("  v_mov_b32 v4, 0x7f800000\n  s_movk_i32 s4, 0x200\n  v_cmp_class_f32 vcc, v4, s4\n  v_cndmask_b32 v1, 0, 1, vcc\n"
              "  v_mov_b32 v4, 0\n  v_cmp_class_f32 vcc, v4, 0x40\n  v_cndmask_b32 v2, 0, 1, vcc\n"
              "  v_cmp_class_f32 vcc, v4, 0x3\n  v_cndmask_b32 v3, 0, 1, vcc\n",
              all(1), all(1), all(0));
}
TEST_CASE("v_cmp_f16", "[emu][instruction][vopc]") {
  check_lanes("  v_mov_b32 v4, 0x3c00\n  v_cmp_lt_f16 vcc, v4, 0x4000\n  v_cndmask_b32 v1, 0, 1, vcc\n", all(1));
}

// Conversions.
TEST_CASE("v_cvt_f32_i32 / v_cvt_f32_u32 / v_cvt_i32_f32", "[emu][instruction][cvt]") {
  check_lanes(with_inputs("  v_cvt_f32_i32 v1, v10\n  v_cvt_f32_u32 v2, v10\n  v_cvt_i32_f32 v3, v5\n"),
              [](uint32_t l) { return bits(float(int32_t(in(l)))); }, [](uint32_t l) { return bits(float(in(l))); },
              [](uint32_t l) { return uint32_t(int32_t(b(l))); });
}
TEST_CASE("v_cvt_i32_f32 saturates and maps NaN to 0", "[emu][instruction][cvt]") {
  check_lanes("  v_cvt_i32_f32 v1, 0x4f800000\n  v_cvt_i32_f32 v2, 0x7fc00000\n  v_cvt_u32_f32 v3, -1.0\n", all(0x7fffffff), all(0), all(0));
}
TEST_CASE("v_cvt_f16_f32 and v_cvt_f32_f16", "[emu][instruction][cvt]") {
  check_lanes("  v_cvt_f16_f32 v1, 0x40100000\n  v_cvt_f32_f16 v2, v1\n  v_cvt_f16_f32 v3, 0x3f800001\n", all(0x4080),
              all(bits(2.25f)), all(0x3c00));
}
TEST_CASE("v_cvt_f64_f32 and v_cvt_f32_f64", "[emu][instruction][cvt]") {
  check_lanes(with_inputs("  v_cvt_f64_f32 v[6:7], v4\n  v_cvt_f32_f64 v1, v[6:7]\n  v_mov_b32 v2, v7\n"),
              [](uint32_t l) { return bits(a(l)); }, [](uint32_t l) {
                const double d = a(l);
                uint64_t b64;
                std::memcpy(&b64, &d, 8);
                return uint32_t(b64 >> 32);
              });
}
TEST_CASE("v_cvt_f32_ubyte0..3", "[emu][instruction][cvt]") {
  check_lanes(with_inputs("  v_cvt_f32_ubyte0 v1, v10\n  v_cvt_f32_ubyte2 v2, v10\n  v_cvt_f32_ubyte3 v3, v10\n"),
              [](uint32_t l) { return bits(float(in(l) & 0xff)); }, [](uint32_t l) { return bits(float((in(l) >> 16) & 0xff)); },
              [](uint32_t l) { return bits(float(in(l) >> 24)); });
}
TEST_CASE("v_cvt_pkrtz_f16_f32 rounds toward zero", "[emu][instruction][cvt]") {
  // 1 + 2^-11 + 2^-12 rounds to 1 + 2^-10 to nearest but to 1.0 toward zero.
  check_lanes("  s_mov_b32 s4, 0x3f801800\n  v_cvt_pkrtz_f16_f32 v1, s4, 2.0\n", all(0x40003c00));
}
TEST_CASE("v_pack_b32_f16", "[emu][instruction][cvt]") {
  check_lanes("  v_mov_b32 v4, 0x11112222\n  v_mov_b32 v5, 0x33334444\n  v_pack_b32_f16 v1, v4, v5\n  v_pack_b32_f16 v2, v4, v5 op_sel:[1,1]\n",
              all(0x44442222), all(0x33331111));
}
TEST_CASE("gfx950 v_cvt_pk_bf16_f32 rounds to nearest even", "[emu][instruction][cvt]") {
  // 1 + 2^-8 is a tie between bf16 1.0 and 1 + 2^-7: even gives 1.0; 1 + 3*2^-8 rounds up.
  check_lanes("  s_mov_b32 s4, 0x3f808000\n  v_mov_b32 v4, 0x3f818000\n  v_cvt_pk_bf16_f32 v1, s4, v4\n", all(0x3f823f80), nullptr, nullptr, {"gfx950"});
}
TEST_CASE("fp8 conversions: FNUZ on gfx942", "[emu][instruction][cvt]") {
  // e4m3 FNUZ: 1.0 = exponent 8 -> 0x40; 0x38 = 0.5. bf8 (e5m2 FNUZ): 1.0 = 0x40.
  check_lanes("  v_cvt_pk_fp8_f32 v1, 1.0, 0.5\n  v_cvt_f32_fp8 v2, v1\n  v_cvt_pk_bf8_f32 v3, 1.0, -2.0\n", all(0x3840),
              all(bits(1.0f)), all(0xc440), {"gfx942"});
}
TEST_CASE("fp8 conversions: OCP on gfx950", "[emu][instruction][cvt]") {
  // e4m3fn: 1.0 = 0x38, 0.5 = 0x30. e5m2: 1.0 = 0x3c, -2.0 = 0xc0.
  check_lanes("  v_cvt_pk_fp8_f32 v1, 1.0, 0.5\n  v_cvt_f32_fp8 v2, v1\n  v_cvt_pk_bf8_f32 v3, 1.0, -2.0\n", all(0x3038),
              all(bits(1.0f)), all(0xc03c), {"gfx950"});
}
TEST_CASE("v_cvt_pk_f32_fp8 unpacks two bytes", "[emu][instruction][cvt]") {
  check_lanes("  v_mov_b32 v4, 0x4038\n  v_cvt_pk_f32_fp8 v[14:15], v4\n  v_mov_b32 v1, v14\n  v_mov_b32 v2, v15\n", all(bits(0.5f)), all(bits(1.0f)), nullptr, {"gfx942"});
}

// Packed math.
TEST_CASE("v_pk_add_f16 and v_pk_mul_f16", "[emu][instruction][packed]") {
  check_lanes("  v_mov_b32 v4, 0x40003c00\n  v_mov_b32 v5, 0x3e004400\n  v_pk_add_f16 v1, v4, v5\n  v_pk_mul_f16 v2, v4, v5\n",
              all(uint32_t(half_bits(3.5f)) << 16 | half_bits(5.0f)), all(uint32_t(half_bits(3.0f)) << 16 | half_bits(4.0f)));
}
TEST_CASE("v_pk_fma_f16 with op_sel and neg_lo", "[emu][instruction][packed]") {
  // lo = -(hi of v4) * lo(v5) + lo(v4); hi = hi(v4) * hi(v5) + hi(v4).
  check_lanes("  v_mov_b32 v4, 0x40003c00\n  v_mov_b32 v5, 0x3e004400\n  v_pk_fma_f16 v1, v4, v5, v4 op_sel:[1,0,0] neg_lo:[1,0,0]\n",
              all(uint32_t(half_bits(5.0f)) << 16 | half_bits(-7.0f)));
}
TEST_CASE("v_pk_add_u16 / v_pk_sub_i16 / v_pk_lshlrev_b16", "[emu][instruction][packed]") {
  check_lanes(with_inputs("  v_pk_add_u16 v1, v10, v11\n  v_pk_sub_i16 v2, v10, v11\n  s_mov_b32 s4, 0x30002\n  v_pk_lshlrev_b16 v3, s4, v10\n"),
              [](uint32_t l) { return ((in(l) + in2(l)) & 0xffff) | ((((in(l) >> 16) + (in2(l) >> 16)) & 0xffff) << 16); },
              [](uint32_t l) { return ((in(l) - in2(l)) & 0xffff) | ((((in(l) >> 16) - (in2(l) >> 16)) & 0xffff) << 16); },
              [](uint32_t l) { return ((in(l) << 2) & 0xffff) | (((in(l) >> 16) << 3) & 0xffff) << 16; });
}
TEST_CASE("v_pk_max_i16 and v_pk_min_u16", "[emu][instruction][packed]") {
  check_lanes(with_inputs("  v_pk_max_i16 v1, v10, v11\n  v_pk_min_u16 v2, v10, v11\n"),
              [](uint32_t l) {
                return (uint32_t(std::max(int16_t(in(l)), int16_t(in2(l)))) & 0xffff) |
                       uint32_t(uint16_t(std::max(int16_t(in(l) >> 16), int16_t(in2(l) >> 16)))) << 16;
              },
              [](uint32_t l) {
                return std::min(in(l) & 0xffff, in2(l) & 0xffff) | std::min(in(l) >> 16, in2(l) >> 16) << 16;
              });
}
TEST_CASE("v_pk_fma_f32 / v_pk_mul_f32 / v_pk_add_f32 on register pairs", "[emu][instruction][packed]") {
  check_lanes(with_inputs("  v_mov_b32 v6, v5\n  v_mov_b32 v7, v4\n  v_pk_mul_f32 v[12:13], v[4:5], v[6:7]\n  v_pk_add_f32 v[14:15], v[4:5], v[6:7]\n"
                          "  v_pk_fma_f32 v[16:17], v[4:5], v[6:7], v[4:5]\n  v_mov_b32 v1, v13\n  v_mov_b32 v2, v14\n  v_mov_b32 v3, v16\n"),
              [](uint32_t l) { return bits(b(l) * a(l)); }, [](uint32_t l) { return bits(a(l) + b(l)); },
              [](uint32_t l) { return bits(std::fma(a(l), b(l), a(l))); });
}
TEST_CASE("v_pk_mov_b32 picks dwords by op_sel", "[emu][instruction][packed]") {
  check_lanes(with_inputs("  v_pk_mov_b32 v[12:13], v[10:11], v[4:5] op_sel:[1,0]\n  v_mov_b32 v1, v12\n  v_mov_b32 v2, v13\n"),
              [](uint32_t l) { return in2(l); }, [](uint32_t l) { return bits(a(l)); });
}
TEST_CASE("v_dot2_f32_f16", "[emu][instruction][packed]") {
  // (1 * 4 + 2 * 1.5) + 0.5 = 7.5
  check_lanes("  v_mov_b32 v4, 0x40003c00\n  v_mov_b32 v5, 0x3e004400\n  v_dot2_f32_f16 v1, v4, v5, 0.5\n", all(bits(7.5f)));
}
TEST_CASE("v_dot4_i32_i8", "[emu][instruction][packed]") {
  check_lanes(with_inputs("  v_dot4_i32_i8 v1, v10, v11, v0\n"), [](uint32_t l) {
    int32_t sum = int32_t(l);
    for (int i = 0; i < 4; ++i) sum += int8_t(in(l) >> (8 * i)) * int8_t(in2(l) >> (8 * i));
    return uint32_t(sum);
  });
}
TEST_CASE("v_fma_mix_f32 mixes f16 and f32 sources", "[emu][instruction][packed]") {
  // src0 = f16 2.0 (op_sel_hi[0] = 1, low half), src1 = f32 1.5, src2 = f16 hi half 0.5.
  check_lanes("  v_mov_b32 v4, 0x38004000\n  v_mov_b32 v5, 1.5\n  v_fma_mix_f32 v1, v4, v5, v4 op_sel:[0,0,1] op_sel_hi:[1,0,1]\n",
              all(bits(3.5f)));
}

// Lane crossing.
TEST_CASE("DPP row_shr with bound_ctrl", "[emu][instruction][dpp]") {
  check_lanes(with_inputs("  v_mov_b32 v1, 7\n  v_mov_b32_dpp v1, v10 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1\n"),
              [](uint32_t l) { return l % 16 == 0 ? 0u : in(l - 1); });
}
TEST_CASE("DPP row_shr without bound_ctrl keeps the old value", "[emu][instruction][dpp]") {
  check_lanes(with_inputs("  v_mov_b32 v1, 7\n  v_mov_b32_dpp v1, v10 row_shr:3 row_mask:0xf bank_mask:0xf\n"),
              [](uint32_t l) { return l % 16 < 3 ? 7u : in(l - 3); });
}
TEST_CASE("DPP quad_perm and row_mask", "[emu][instruction][dpp]") {
  check_lanes(with_inputs("  v_mov_b32 v1, 0\n  v_add_u32_dpp v1, v10, v0 quad_perm:[3,2,1,0] row_mask:0x5 bank_mask:0xf\n"),
              [](uint32_t l) { return ((l / 16) % 2 == 0) ? in((l & ~3u) | (3 - (l & 3))) + l : 0u; });
}
TEST_CASE("DPP row_bcast:15 and bank_mask", "[emu][instruction][dpp]") {
  check_lanes(with_inputs("  v_mov_b32 v1, 1\n  v_mov_b32_dpp v1, v10 row_bcast:15 row_mask:0xa bank_mask:0xf\n"),
              [](uint32_t l) { return (l / 16 == 1 || l / 16 == 3) ? in((l / 16) * 16 - 1) : 1u; });
}
TEST_CASE("DPP wave_shl and row_mirror", "[emu][instruction][dpp]") {
  check_lanes(with_inputs("  v_mov_b32 v1, 0\n  v_mov_b32_dpp v1, v10 wave_shl:1 row_mask:0xf bank_mask:0xf\n"
                          "  v_mov_b32_dpp v2, v10 row_mirror row_mask:0xf bank_mask:0xf\n"),
              [](uint32_t l) { return l == 63 ? 0u : in(l + 1); }, [](uint32_t l) { return in((l & ~15u) + 15 - (l & 15)); });
}
TEST_CASE("SDWA byte selects and dst_sel", "[emu][instruction][sdwa]") {
  check_lanes(with_inputs("  v_mov_b32 v1, v11\n  v_or_b32_sdwa v1, v10, v11 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 src1_sel:BYTE_0\n"
                          "  v_add_u32_sdwa v2, v10, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_0\n"),
              [](uint32_t l) { return (in2(l) & 0xffff) | ((((in(l) >> 16) & 0xff) | (in2(l) & 0xff)) << 16); },
              [](uint32_t l) { return (in(l) >> 16) + (in2(l) & 0xffff); });
}
TEST_CASE("SDWA compare with sign extension", "[emu][instruction][sdwa]") {
  check_lanes(with_inputs("  v_cmp_gt_i32_sdwa vcc, sext(v10), v0 src0_sel:BYTE_0 src1_sel:DWORD\n  v_cndmask_b32 v1, 0, 1, vcc\n"),
              [](uint32_t l) { return uint32_t(int32_t(int8_t(in(l))) > int32_t(l)); });
}
TEST_CASE("ds_swizzle_b32 quad permute and bit masks", "[emu][instruction][lds]") {
  check_lanes(with_inputs("  ds_swizzle_b32 v1, v10 offset:swizzle(QUAD_PERM,1,0,3,2)\n  ds_swizzle_b32 v2, v10 offset:swizzle(SWAP,16)\n"
                          "  ds_swizzle_b32 v3, v10 offset:swizzle(BROADCAST,8,3)\n  s_waitcnt lgkmcnt(0)\n"),
              [](uint32_t l) { return in(l ^ 1); }, [](uint32_t l) { return in(l ^ 16); },
              [](uint32_t l) { return in((l & ~7u) | 3); });
}
TEST_CASE("ds_bpermute_b32 and ds_permute_b32", "[emu][instruction][lds]") {
  // bpermute: lane l reads lane 63 - l. permute: lane l writes to lane (l + 1) % 64.
  check_lanes(with_inputs("  v_sub_u32 v6, 63, v0\n  v_lshlrev_b32 v6, 2, v6\n  ds_bpermute_b32 v1, v6, v10\n"
                          "  v_add_u32 v7, 1, v0\n  v_and_b32 v7, 63, v7\n  v_lshlrev_b32 v7, 2, v7\n  ds_permute_b32 v2, v7, v10\n  s_waitcnt lgkmcnt(0)\n"),
              [](uint32_t l) { return in(63 - l); }, [](uint32_t l) { return in((l + 63) % 64); });
}
TEST_CASE("f32 denormals follow MODE's FLOAT_DENORM_MODE_32", "[emu][instruction][valu][float]") {
  // 2^-126 * 0.5 is the denormal 0x00400000 with denormals kept (the kernel's rsrc1 says 3);
  // after s_setreg sets the mode to 0 (flush inputs and results) the product is +0, and a
  // denormal input counts as zero.
  check_lanes("  v_mov_b32 v4, 0x800000\n  v_mul_f32 v1, 0.5, v4\n  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0\n"
              "  v_mul_f32 v2, 0.5, v4\n  v_mov_b32 v5, 0x400000\n  v_add_f32 v3, v5, v4\n",
              all(0x00400000), all(0), all(0x00800000));
}
TEST_CASE("v_fmamk_f32 and v_fmaak_f32 take a literal K", "[emu][instruction][valu][float]") {
  check_lanes(with_inputs("  v_fmamk_f32 v1, v4, 0x40400000, v5\n  v_fmaak_f32 v2, v4, v5, 0x3e800000\n"),
              [](uint32_t l) { return bits(std::fma(a(l), 3.0f, b(l))); }, [](uint32_t l) { return bits(std::fma(a(l), b(l), 0.25f)); });
}
TEST_CASE("v_swap_b32 exchanges registers", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_mov_b32 v1, v10\n  v_mov_b32 v2, v11\n  v_swap_b32 v1, v2\n"), [](uint32_t l) { return in2(l); },
              [](uint32_t l) { return in(l); });
}
TEST_CASE("f64 division through v_div_scale/fmas/fixup_f64 gives the IEEE quotient", "[emu][instruction][valu][float]") {
  auto word = [](double value, int half) {
    uint64_t b64;
    std::memcpy(&b64, &value, 8);
    return uint32_t(b64 >> (32 * half));
  };
  // LLVM's fdiv double expansion for gfx9, numerator lane + 1, denominator 3.
  check_lanes(R"(
  v_add_u32 v4, 1, v0
  v_cvt_f64_u32 v[20:21], v4
  v_mov_b32 v22, 0
  v_mov_b32 v23, 0x40080000
  v_div_scale_f64 v[6:7], s[4:5], v[22:23], v[22:23], v[20:21]
  v_rcp_f64 v[8:9], v[6:7]
  v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
  v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
  v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
  v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
  v_div_scale_f64 v[10:11], vcc, v[20:21], v[22:23], v[20:21]
  v_mul_f64 v[12:13], v[10:11], v[8:9]
  v_fma_f64 v[6:7], -v[6:7], v[12:13], v[10:11]
  v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[12:13]
  v_div_fixup_f64 v[24:25], v[6:7], v[22:23], v[20:21]
  v_mov_b32 v1, v24
  v_mov_b32 v2, v25
  v_mov_b64 v[26:27], 1.0
  v_fmac_f64 v[26:27], v[22:23], v[22:23]
  v_mov_b32 v3, v27
)",
              [word](uint32_t l) { return word((l + 1) / 3.0, 0); }, [word](uint32_t l) { return word((l + 1) / 3.0, 1); },
              all(word(10.0, 1)));
}
TEST_CASE("v_dot4c_i32_i8 accumulates into the destination", "[emu][instruction][packed]") {
  check_lanes(with_inputs("  v_mov_b32 v1, v0\n  v_dot4c_i32_i8 v1, v10, v11\n"), [](uint32_t l) {
    int32_t sum = int32_t(l);
    for (int i = 0; i < 4; ++i) sum += int8_t(in(l) >> (8 * i)) * int8_t(in2(l) >> (8 * i));
    return uint32_t(sum);
  });
}
TEST_CASE("gfx950 v_permlane32_swap_b32 and v_permlane16_swap_b32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_mov_b32 v1, v10\n  v_mov_b32 v2, v11\n  v_permlane32_swap_b32 v1, v2\n  v_mov_b32 v3, v10\n  v_mov_b32 v4, v11\n"
                          "  v_permlane16_swap_b32 v3, v4\n"),
              [](uint32_t l) { return l >= 32 ? in2(l - 32) : in(l); }, [](uint32_t l) { return l < 32 ? in(l + 32) : in2(l); },
              [](uint32_t l) { return (l / 16) % 2 ? in2(l - 16) : in(l); }, {"gfx950"});
}
TEST_CASE("gfx9 16-bit results: v_add_f16 clears the high half, v_mac_f16 keeps it", "[emu][instruction][valu][float]") {
  // 1.5 * 2.25 + 1.0 = 4.375 (0x4460); 1.5 + 2.25 = 3.75 (0x4380).
  check_lanes("  v_mov_b32 v4, 0x3e00\n  v_mov_b32 v5, 0x4080\n  v_mov_b32 v1, 0xabcd3c00\n  v_mac_f16 v1, v4, v5\n"
              "  v_mov_b32 v2, 0xabcd0000\n  v_add_f16 v2, v4, v5\n",
              all(0xabcd4460), all(0x4380));
}
TEST_CASE("v_mad_u32_u16 / v_cvt_pk_i16_i32 / v_sat_pk_u8_i16 / v_cvt_pk_u8_f32", "[emu][instruction][valu]") {
  check_lanes(with_inputs("  v_mad_u32_u16 v1, v10, v11, v0\n  v_cvt_pk_i16_i32 v2, v10, v0\n  v_mov_b32 v3, 0x11223344\n"
                          "  v_cvt_pk_u8_f32 v3, v5, 2, v3\n"),
              [](uint32_t l) { return (in(l) & 0xffff) * (in2(l) & 0xffff) + l; },
              [](uint32_t l) { return uint32_t(uint16_t(std::clamp(int32_t(in(l)), -32768, 32767))) | l << 16; },
              [](uint32_t l) { return 0x11003344u | uint32_t(std::nearbyint(b(l))) << 16; });
}
TEST_CASE("gfx950 v_cvt_pk_f16_f32 and v_bitop3_b16", "[emu][instruction][cvt]") {
  // 1.5 -> 0x3e00, 2.25 -> 0x4080; bitop3 0x80 is a & b & c on the low halves.
  check_lanes("  v_mov_b32 v4, 1.5\n  v_mov_b32 v5, 0x40100000\n  v_cvt_pk_f16_f32 v1, v4, v5\n  v_mov_b32 v6, 0xffff0ff0\n"
              "  v_mov_b32 v7, 0x12343cc3\n  v_mov_b32 v8, 0xabcdffff\n  v_bitop3_b16 v2, v6, v7, v8 bitop3:0x80\n",
              all(0x40803e00), all(0x0cc0), nullptr, {"gfx950"});
}
TEST_CASE("DPP row_newbcast broadcasts one lane of each row", "[emu][instruction][dpp]") {
  check_lanes(with_inputs("  v_mov_b32_dpp v1, v10 row_newbcast:5 row_mask:0xf bank_mask:0xf\n"),
              [](uint32_t l) { return in((l & ~15u) + 5); }, nullptr, nullptr, {"gfx942", "gfx950"});
}
