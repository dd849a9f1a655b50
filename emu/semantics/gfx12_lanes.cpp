// gfx12 scalar float ALU (s_add_f32, s_add_f16, s_cvt_*, s_cmp_*_f32 ...), IEEE maximum/minimum, the
// wave32 cross-lane operations v_permlane16_b32 / v_permlanex16_b32, and the gfx10+ DPP controls
// the shared DPP code does not know (row_share, row_xmask, dpp8), applied by a wrapper that
// stages the permuted first source (emu/gfx12_decoder.cpp installs it).

#include <cmath>

#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

// ---- SALU float ----

inline float f(uint32_t bits) { return bits_to_float(bits); }

template <auto F>
void sop2_f32(Wave& wave, const Instruction& in) {
  write_scalar32(wave, in.operands[0], float_to_bits(F(f(scalar32(wave, in.operands[1])), f(scalar32(wave, in.operands[2])))));
}
template <auto F>
void sop1_f32(Wave& wave, const Instruction& in) {
  write_scalar32(wave, in.operands[0], F(scalar32(wave, in.operands[1])));
}
// A double rounded to f16 once: to float with round-to-odd (sticky low bit), which float's 13
// spare bits then round correctly to f16 (no double-rounding error).
uint16_t double_to_half(double x) {
  float t = static_cast<float>(x);
  if (static_cast<double>(t) != x && std::isfinite(t)) {
    if (std::fabs(static_cast<double>(t)) > std::fabs(x)) t = std::nextafter(t, 0.0f);
    t = bits_to_float(float_to_bits(t) | 1u);
  }
  return float_to_half(t);
}
// SALU f16 operations (gfx1250): the operands' low halves; the result's high half is zero.
template <auto F>
void sop2_f16(Wave& wave, const Instruction& in) {
  const double a = half_to_float(uint16_t(scalar32(wave, in.operands[1])));
  const double b = half_to_float(uint16_t(scalar32(wave, in.operands[2])));
  write_scalar32(wave, in.operands[0], double_to_half(F(a, b)));
}
void s_fmac_f32(Wave& wave, const Instruction& in) {
  const float d = f(scalar32(wave, in.operands[0]));
  write_scalar32(wave, in.operands[0], float_to_bits(std::fma(f(scalar32(wave, in.operands[1])), f(scalar32(wave, in.operands[2])), d)));
}
// s_fmaak_f32 d, a, b, K = a * b + K; s_fmamk_f32 d, a, K, b = a * K + b (operand order as printed).
void s_fma3(Wave& wave, const Instruction& in) {
  write_scalar32(wave, in.operands[0], float_to_bits(std::fma(f(scalar32(wave, in.operands[1])), f(scalar32(wave, in.operands[2])),
                                                              f(scalar32(wave, in.operands[3])))));
}
template <int Condition, bool Half = false>  // 0 lt, 1 eq, 2 le, 3 gt, 4 lg, 5 ge, 6 o, 7 u, 8 nge, 9 nlg, 10 ngt, 11 nle, 12 neq, 13 nlt
void s_cmp_f32(Wave& wave, const Instruction& in) {
  const uint32_t x = scalar32(wave, in.operands[0]), y = scalar32(wave, in.operands[1]);
  // s_cmp_*_f16 (Half): the operands' low halves.
  const float a = Half ? half_to_float(uint16_t(x)) : f(x), b = Half ? half_to_float(uint16_t(y)) : f(y);
  const bool unordered = std::isnan(a) || std::isnan(b);
  bool r = false;
  switch (Condition) {
    case 0: r = a < b; break;
    case 1: r = a == b; break;
    case 2: r = a <= b; break;
    case 3: r = a > b; break;
    case 4: r = a < b || a > b; break;
    case 5: r = a >= b; break;
    case 6: r = !unordered; break;
    case 7: r = unordered; break;
    case 8: r = !(a >= b); break;
    case 9: r = !(a < b || a > b); break;
    case 10: r = !(a > b); break;
    case 11: r = !(a <= b); break;
    case 12: r = !(a == b); break;
    default: r = !(a < b); break;
  }
  wave.scc = r ? 1 : 0;
}

// IEEE 754-2019 maximum/minimum: NaN propagates, -0 < +0.
inline float maximum(float a, float b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<float>::quiet_NaN();
  if (a == 0 && b == 0) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
inline float minimum(float a, float b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<float>::quiet_NaN();
  if (a == 0 && b == 0) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}
template <bool Max>
void v_maximum_minimum(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  const SignModifier ma = sign_modifier(in, 0), mb = sign_modifier(in, 1);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    const float x = f(ma.apply(a[l])), y = f(mb.apply(b[l]));
    d[l] = float_to_bits(apply_output_modifiers(in, Max ? maximum(x, y) : minimum(x, y)));
  });
}

// ---- SALU 64-bit arithmetic (gfx1250) ----

template <auto F>
void sop2_u64(Wave& wave, const Instruction& in) {
  write_scalar64(wave, in.operands[0], F(scalar64(wave, in.operands[1]), scalar64(wave, in.operands[2])));
}

// ---- packed bf16 (gfx1250) ----

// Half `h` of source `i` under op_sel / op_sel_hi and neg_lo / neg_hi, as a float.
inline float packed_bf16(const Instruction& in, uint32_t word, int i, int h) {
  const bool high = h == 0 ? (in.op_sel >> i) & 1 : (in.op_sel_hi >> i) & 1;
  float value = bfloat_to_float(uint16_t(high ? word >> 16 : word));
  if (((h == 0 ? in.neg : in.neg_hi) >> i) & 1) value = -value;
  return value;
}
template <int Sources, auto F>
void v_pk_bf16(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  const Lanes c = Sources == 3 ? lanes(wave, in.operands[3]) : a;
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    uint32_t result = 0;
    for (int h = 0; h < 2; ++h) {
      const float x = packed_bf16(in, a[l], 0, h), y = packed_bf16(in, b[l], 1, h);
      const float z = Sources == 3 ? packed_bf16(in, c[l], 2, h) : 0.0f;
      result |= uint32_t(float_to_bfloat(F(x, y, z))) << (16 * h);
    }
    d[l] = result;
  });
}

// ---- permlane16 / permlanex16 ----

// Lane i of each 16-lane row reads lane sel(i) of the same row (permlane16) or of the other row
// of the 32-lane pair (permlanex16); sel(i) is nibble i of {s_hi, s_lo}. op_sel[0] = FI (read
// inactive source lanes), op_sel[1] = bound control (an unread lane gets 0 instead of keeping
// its old value).
template <bool Cross>
void v_permlane(Wave& wave, const Instruction& in) {
  const uint64_t exec = wave.exec();
  const Lanes source = lanes(wave, in.operands[1]);
  const uint64_t select = uint64_t(scalar32(wave, in.operands[2])) | uint64_t(scalar32(wave, in.operands[3])) << 32;
  const bool fetch_inactive = in.op_sel & 1, bound = in.op_sel & 2;
  uint32_t* staged = wave.temporary + 3 * kWaveSize;
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(exec, [&](int l) {
    const int row = (l / 16) ^ (Cross ? 1 : 0);
    const int from = (l & ~31) + 16 * (row & 1) + int((select >> (4 * (l % 16))) & 0xf);
    if ((exec >> from) & 1 || fetch_inactive) staged[l] = source[from];
    else staged[l] = bound ? 0 : d[l];
  });
  for_each_lane(exec, [&](int l) { d[l] = staged[l]; });
}

// ---- gfx10+ DPP controls ----

// dpp_control: 0x150 + n row_share:n, 0x160 + n row_xmask:n, 0xffff dpp8 (selects in offset1,
// 3 bits per lane of each group of 8). cbsz: the first source's operand index.
void execute_gfx12_dpp(Wave& wave, const Instruction& in) {
  const uint64_t exec = wave.exec();
  const Operand& source_operand = in.operands[in.cbsz];
  const uint32_t* source = wave.vector_row(source_operand);
  uint32_t* staged = wave.temporary + 4 * kWaveSize;
  const bool dpp8 = in.dpp_control == 0xffff;
  const bool fetch_inactive = in.flags & kFlagFetchInactive, bound = in.flags & kFlagBoundControl;
  uint64_t writable = 0;
  for_each_lane(exec, [&](int l) {
    int from;
    if (dpp8) from = (l & ~7) + int((uint32_t(in.offset1) >> (3 * (l & 7))) & 7);
    else if (in.dpp_control < 0x160) from = (l & ~15) + int(in.dpp_control & 15);
    else from = (l & ~15) + ((l & 15) ^ int(in.dpp_control & 15));
    const bool masked = !dpp8 && (!((in.row_mask >> (l / 16)) & 1) || !((in.bank_mask >> ((l % 16) / 4)) & 1));
    if (masked) return;  // row_mask / bank_mask: this lane is not written
    if ((exec >> from) & 1 || fetch_inactive) {
      staged[l] = source[from];
    } else if (bound) {
      staged[l] = 0;
    } else {
      return;  // invalid source without bound control: the lane keeps its value
    }
    writable |= uint64_t{1} << l;
  });
  Instruction permuted = in;
  permuted.operands[in.cbsz].kind = OperandKind::vgpr;
  permuted.operands[in.cbsz].index = uint16_t(kTemporaryRegister + 4);
  wave.set_exec(exec & writable);
  in.inner(wave, permuted);
  // The operation may have changed EXEC (v_cmpx): keep its result for the lanes it ran.
  const uint64_t after = wave.exec();
  wave.set_exec((exec & ~writable) | after);
}

}  // namespace

Handler gfx12_dpp_handler() { return execute_gfx12_dpp; }

void register_gfx12_lane_operations(OperationTable& t) {
  using C = ConstantType;
  t.add("s_add_f32", sop2_f32<([](float a, float b) { return a + b; })>, C::f32);
  t.add("s_sub_f32", sop2_f32<([](float a, float b) { return a - b; })>, C::f32);
  t.add("s_mul_f32", sop2_f32<([](float a, float b) { return a * b; })>, C::f32);
  t.add("s_max_num_f32", sop2_f32<([](float a, float b) { return std::fmax(a, b); })>, C::f32);
  t.add("s_min_num_f32", sop2_f32<([](float a, float b) { return std::fmin(a, b); })>, C::f32);
  t.add("s_maximum_f32", sop2_f32<maximum>, C::f32);
  t.add("s_minimum_f32", sop2_f32<minimum>, C::f32);
  t.add("s_fmac_f32", s_fmac_f32, C::f32);
  // Sums and products of two f16 values are exact in double: one rounding to f16.
  t.add("s_add_f16", sop2_f16<([](double a, double b) { return a + b; })>, C::f16);
  t.add("s_sub_f16", sop2_f16<([](double a, double b) { return a - b; })>, C::f16);
  t.add("s_mul_f16", sop2_f16<([](double a, double b) { return a * b; })>, C::f16);
  t.add("s_max_num_f16", sop2_f16<([](double a, double b) { return std::fmax(a, b); })>, C::f16);
  t.add("s_min_num_f16", sop2_f16<([](double a, double b) { return std::fmin(a, b); })>, C::f16);
  t.add("s_fmaak_f32", s_fma3, C::f32);
  t.add("s_fmamk_f32", s_fma3, C::f32);
  t.add("s_cvt_f32_i32", sop1_f32<([](uint32_t a) { return float_to_bits(float(int32_t(a))); })>);
  t.add("s_cvt_f32_u32", sop1_f32<([](uint32_t a) { return float_to_bits(float(a)); })>);
  // Float to integer: truncate, saturate, NaN -> 0 (as the VALU conversions).
  t.add("s_cvt_i32_f32", sop1_f32<([](uint32_t a) {
          const float x = f(a);
          if (std::isnan(x)) return 0u;
          if (x >= 2147483648.0f) return 0x7fffffffu;
          if (x <= -2147483648.0f) return 0x80000000u;
          return uint32_t(int32_t(x)); })>, C::f32);
  t.add("s_cvt_u32_f32", sop1_f32<([](uint32_t a) {
          const float x = f(a);
          if (std::isnan(x) || x <= 0) return 0u;
          if (x >= 4294967296.0f) return 0xffffffffu;
          return uint32_t(x); })>, C::f32);
  t.add("s_cvt_f32_f16", sop1_f32<([](uint32_t a) { return float_to_bits(half_to_float(uint16_t(a))); })>, C::f16);
  t.add("s_cvt_hi_f32_f16", sop1_f32<([](uint32_t a) { return float_to_bits(half_to_float(uint16_t(a >> 16))); })>, C::f16);
  t.add("s_cvt_f16_f32", sop1_f32<([](uint32_t a) { return uint32_t(float_to_half(f(a))); })>, C::f32);
  t.add("s_ceil_f32", sop1_f32<([](uint32_t a) { return float_to_bits(std::ceil(f(a))); })>, C::f32);
  t.add("s_floor_f32", sop1_f32<([](uint32_t a) { return float_to_bits(std::floor(f(a))); })>, C::f32);
  t.add("s_trunc_f32", sop1_f32<([](uint32_t a) { return float_to_bits(std::trunc(f(a))); })>, C::f32);
  t.add("s_rndne_f32", sop1_f32<([](uint32_t a) { return float_to_bits(std::nearbyint(f(a))); })>, C::f32);
  t.add("s_cmp_lt_f32", s_cmp_f32<0>, C::f32);
  t.add("s_cmp_eq_f32", s_cmp_f32<1>, C::f32);
  t.add("s_cmp_le_f32", s_cmp_f32<2>, C::f32);
  t.add("s_cmp_gt_f32", s_cmp_f32<3>, C::f32);
  t.add("s_cmp_lg_f32", s_cmp_f32<4>, C::f32);
  t.add("s_cmp_ge_f32", s_cmp_f32<5>, C::f32);
  t.add("s_cmp_o_f32", s_cmp_f32<6>, C::f32);
  t.add("s_cmp_u_f32", s_cmp_f32<7>, C::f32);
  t.add("s_cmp_nge_f32", s_cmp_f32<8>, C::f32);
  t.add("s_cmp_nlg_f32", s_cmp_f32<9>, C::f32);
  t.add("s_cmp_ngt_f32", s_cmp_f32<10>, C::f32);
  t.add("s_cmp_nle_f32", s_cmp_f32<11>, C::f32);
  t.add("s_cmp_neq_f32", s_cmp_f32<12>, C::f32);
  t.add("s_cmp_nlt_f32", s_cmp_f32<13>, C::f32);
  t.add("s_cmp_lt_f16", s_cmp_f32<0, true>, C::f16);
  t.add("s_cmp_eq_f16", s_cmp_f32<1, true>, C::f16);
  t.add("s_cmp_le_f16", s_cmp_f32<2, true>, C::f16);
  t.add("s_cmp_gt_f16", s_cmp_f32<3, true>, C::f16);
  t.add("s_cmp_lg_f16", s_cmp_f32<4, true>, C::f16);
  t.add("s_cmp_ge_f16", s_cmp_f32<5, true>, C::f16);
  t.add("s_cmp_o_f16", s_cmp_f32<6, true>, C::f16);
  t.add("s_cmp_u_f16", s_cmp_f32<7, true>, C::f16);
  t.add("s_cmp_nge_f16", s_cmp_f32<8, true>, C::f16);
  t.add("s_cmp_nlg_f16", s_cmp_f32<9, true>, C::f16);
  t.add("s_cmp_ngt_f16", s_cmp_f32<10, true>, C::f16);
  t.add("s_cmp_nle_f16", s_cmp_f32<11, true>, C::f16);
  t.add("s_cmp_neq_f16", s_cmp_f32<12, true>, C::f16);
  t.add("s_cmp_nlt_f16", s_cmp_f32<13, true>, C::f16);
  t.add("v_maximum_f32", v_maximum_minimum<true>, C::f32);
  t.add("v_minimum_f32", v_maximum_minimum<false>, C::f32);
  t.add("v_permlane16_b32", v_permlane<false>);
  t.add("v_permlanex16_b32", v_permlane<true>);
  t.add("v_nop", [](Wave&, const Instruction&) {});
  t.add("s_add_nc_u64", sop2_u64<([](uint64_t a, uint64_t b) { return a + b; })>, C::b64);
  t.add("s_sub_nc_u64", sop2_u64<([](uint64_t a, uint64_t b) { return a - b; })>, C::b64);
  t.add("s_mul_u64", sop2_u64<([](uint64_t a, uint64_t b) { return a * b; })>, C::b64);
  t.add("v_pk_add_bf16", v_pk_bf16<2, ([](float a, float b, float) { return a + b; })>, C::pk16);
  t.add("v_pk_mul_bf16", v_pk_bf16<2, ([](float a, float b, float) { return a * b; })>, C::pk16);
  t.add("v_pk_max_num_bf16", v_pk_bf16<2, ([](float a, float b, float) { return std::fmax(a, b); })>, C::pk16);
  t.add("v_pk_min_num_bf16", v_pk_bf16<2, ([](float a, float b, float) { return std::fmin(a, b); })>, C::pk16);
  t.add("v_pk_fma_bf16", v_pk_bf16<3, ([](float a, float b, float c) { return std::fma(a, b, c); })>, C::pk16);
}

}  // namespace gfxtile::emu
