// VOP3P packed math: two 16-bit lanes per register (v_pk_*_f16/u16/i16), packed f32 pairs
// (v_pk_*_f32 on register pairs), dot products and mixed-precision fma.

#include <algorithm>
#include <cmath>

#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

// The 16-bit value of source s for the low (hi=false) or high result half: op_sel picks the
// half for the low result, op_sel_hi for the high one; neg_lo/neg_hi flip the sign bit.
inline uint16_t packed_half(const Instruction& in, uint32_t bits, int s, bool hi, bool is_float) {
  const bool select_high = hi ? (in.op_sel_hi >> s & 1) : (in.op_sel >> s & 1);
  uint16_t value = half_of(bits, select_high);
  const bool negate = hi ? (in.neg_hi >> s & 1) : (in.neg >> s & 1);
  if (negate) value = is_float ? uint16_t(value ^ 0x8000) : uint16_t(-int16_t(value));
  return value;
}

template <int Sources, auto F>
void pk_f16(Wave& wave, const Instruction& in) {
  Lanes source[3];
  for (int s = 0; s < Sources; ++s) source[s] = lanes(wave, in.operands[1 + s]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    uint32_t result = 0;
    for (int half = 0; half < 2; ++half) {
      float x[3] = {0, 0, 0};
      for (int s = 0; s < Sources; ++s) x[s] = half_to_float(packed_half(in, source[s][l], s, half, true));
      float r = F(x[0], x[1], x[2]);
      if (in.clamp) r = std::isnan(r) ? 0.0f : std::fmin(std::fmax(r, 0.0f), 1.0f);
      result |= uint32_t(float_to_half(r)) << (16 * half);
    }
    d[l] = result;
  });
}
template <int Sources, auto F>
void pk_int16(Wave& wave, const Instruction& in) {
  Lanes source[3];
  for (int s = 0; s < Sources; ++s) source[s] = lanes(wave, in.operands[1 + s]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    uint32_t result = 0;
    for (int half = 0; half < 2; ++half) {
      uint32_t x[3] = {0, 0, 0};
      for (int s = 0; s < Sources; ++s) x[s] = packed_half(in, source[s][l], s, half, false);
      result |= (F(x[0], x[1], x[2]) & 0xffff) << (16 * half);
    }
    d[l] = result;
  });
}
// Packed f32 on register pairs: element 0 from the op_sel dword, element 1 from op_sel_hi's.
template <int Sources, auto F>
void pk_f32(Wave& wave, const Instruction& in) {
  Lanes lo[3], hi[3];
  for (int s = 0; s < Sources; ++s) lo[s] = lanes(wave, in.operands[1 + s], 0), hi[s] = lanes(wave, in.operands[1 + s], 1);
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  for_each_lane(wave.exec(), [&](int l) {
    uint32_t out[2];
    for (int element = 0; element < 2; ++element) {
      float x[3] = {0, 0, 0};
      for (int s = 0; s < Sources; ++s) {
        const bool select_high = element ? (in.op_sel_hi >> s & 1) : (in.op_sel >> s & 1);
        uint32_t bits = select_high ? hi[s][l] : lo[s][l];
        if ((element ? in.neg_hi : in.neg) >> s & 1) bits ^= 0x80000000u;
        x[s] = bits_to_float(bits);
      }
      out[element] = float_to_bits(F(x[0], x[1], x[2]));
    }
    d0[l] = out[0], d1[l] = out[1];
  });
}
void v_pk_mov_b32(Wave& wave, const Instruction& in) {
  const Lanes alo = lanes(wave, in.operands[1], 0), ahi = lanes(wave, in.operands[1], 1);
  const Lanes blo = lanes(wave, in.operands[2], 0), bhi = lanes(wave, in.operands[2], 1);
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  for_each_lane(wave.exec(), [&](int l) {
    const uint32_t x = (in.op_sel & 1) ? ahi[l] : alo[l];
    const uint32_t y = (in.op_sel & 2) ? bhi[l] : blo[l];
    d0[l] = x, d1[l] = y;
  });
}

// Dot products: d = sum(a_i * b_i) + c, computed exactly then rounded once.
template <bool Bfloat>
void v_dot2_f32_16(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]), c = lanes(wave, in.operands[3]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    double sum = bits_to_float(c[l] ^ ((in.neg >> 2 & 1) ? 0x80000000u : 0));
    for (int half = 0; half < 2; ++half) {
      const uint16_t x = packed_half(in, a[l], 0, half, true), y = packed_half(in, b[l], 1, half, true);
      sum += Bfloat ? double(bfloat_to_float(x)) * bfloat_to_float(y) : double(half_to_float(x)) * half_to_float(y);
    }
    d[l] = float_to_bits(float(sum));
  });
}
void v_dot2c_f32_f16(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    double sum = bits_to_float(d[l]);
    for (int half = 0; half < 2; ++half)
      sum += double(half_to_float(uint16_t(a[l] >> (16 * half)))) * half_to_float(uint16_t(b[l] >> (16 * half)));
    d[l] = float_to_bits(float(sum));
  });
}
// Integer dot products: 32 / Bits packed elements of a and b (i16/u16, i8/u8, i4/u4), products
// summed with c in 64 bits; clamp saturates to the 32-bit range, otherwise the sum wraps.
template <int Bits, bool Signed>
inline int64_t element(uint32_t word, int i) {
  const uint32_t raw = (word >> (Bits * i)) & ((1u << Bits) - 1);
  if (!Signed) return int64_t(raw);
  const int shift = 32 - Bits;
  return int64_t(int32_t(raw << shift) >> shift);
}
template <int Bits, bool Signed>
void v_dot_integer(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]), c = lanes(wave, in.operands[3]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    int64_t sum = Signed ? int64_t(int32_t(c[l])) : int64_t(c[l]);
    for (int i = 0; i < 32 / Bits; ++i) sum += element<Bits, Signed>(a[l], i) * element<Bits, Signed>(b[l], i);
    if (in.clamp) sum = Signed ? std::clamp<int64_t>(sum, INT32_MIN, INT32_MAX) : std::clamp<int64_t>(sum, 0, UINT32_MAX);
    d[l] = uint32_t(sum);
  });
}

// d = dot(a, b) + d, signed elements (v_dot2c_i32_i16, v_dot4c_i32_i8, v_dot8c_i32_i4).
template <int Bits>
void v_dotc_integer(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    int64_t sum = int32_t(d[l]);
    for (int i = 0; i < 32 / Bits; ++i) sum += element<Bits, true>(a[l], i) * element<Bits, true>(b[l], i);
    d[l] = uint32_t(sum);
  });
}
void v_dot2c_f32_bf16(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    double sum = bits_to_float(d[l]);
    for (int half = 0; half < 2; ++half)
      sum += double(bfloat_to_float(uint16_t(a[l] >> (16 * half)))) * bfloat_to_float(uint16_t(b[l] >> (16 * half)));
    d[l] = float_to_bits(float(sum));
  });
}

// v_fma_mix*: each source is f32, or f16 (op_sel_hi[s] = 1) from the half op_sel[s] picks.
template <int Output>  // 0 f32, 1 f16 low half, 2 f16 high half
void v_fma_mix(Wave& wave, const Instruction& in) {
  Lanes source[3];
  for (int s = 0; s < 3; ++s) source[s] = lanes(wave, in.operands[1 + s]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    double x[3];
    for (int s = 0; s < 3; ++s) {
      const uint32_t bits = source[s][l];
      double value = (in.op_sel_hi >> s & 1) ? double(half_to_float(half_of(bits, in.op_sel >> s & 1))) : double(bits_to_float(bits));
      if (in.abs >> s & 1) value = std::fabs(value);
      if (in.neg >> s & 1) value = -value;
      x[s] = value;
    }
    float r = float(std::fma(x[0], x[1], x[2]));
    if (in.clamp) r = std::isnan(r) ? 0.0f : std::fmin(std::fmax(r, 0.0f), 1.0f);
    if (Output == 0) d[l] = float_to_bits(r);
    else if (Output == 1) d[l] = (d[l] & 0xffff0000u) | float_to_half(r);
    else d[l] = (d[l] & 0xffff) | uint32_t(float_to_half(r)) << 16;
  });
}

}  // namespace

void register_packed_operations(OperationTable& t, Architecture architecture) {
  using C = ConstantType;
  t.add("v_pk_add_f16", pk_f16<2, ([](float a, float b, float) { return a + b; })>, C::pk16);
  t.add("v_pk_mul_f16", pk_f16<2, ([](float a, float b, float) { return a * b; })>, C::pk16);
  t.add("v_pk_min_f16", pk_f16<2, ([](float a, float b, float) { return std::fmin(a, b); })>, C::pk16);
  t.add("v_pk_max_f16", pk_f16<2, ([](float a, float b, float) { return std::fmax(a, b); })>, C::pk16);
  t.add("v_pk_fma_f16", pk_f16<3, ([](float a, float b, float c) { return float(double(a) * b + c); })>, C::pk16);
  if (architecture == Architecture::gfx1250) {  // three-source packed max / min (LLVM folds max(max(a, b), c))
    t.add("v_pk_max3_num_f16", pk_f16<3, ([](float a, float b, float c) { return std::fmax(std::fmax(a, b), c); })>, C::pk16);
    t.add("v_pk_min3_num_f16", pk_f16<3, ([](float a, float b, float c) { return std::fmin(std::fmin(a, b), c); })>, C::pk16);
  }
  t.add("v_pk_add_u16", pk_int16<2, ([](uint32_t a, uint32_t b, uint32_t) { return a + b; })>, C::pk16);
  t.add("v_pk_add_i16", pk_int16<2, ([](uint32_t a, uint32_t b, uint32_t) { return a + b; })>, C::pk16);
  t.add("v_pk_sub_u16", pk_int16<2, ([](uint32_t a, uint32_t b, uint32_t) { return a - b; })>, C::pk16);
  t.add("v_pk_sub_i16", pk_int16<2, ([](uint32_t a, uint32_t b, uint32_t) { return a - b; })>, C::pk16);
  t.add("v_pk_mul_lo_u16", pk_int16<2, ([](uint32_t a, uint32_t b, uint32_t) { return a * b; })>, C::pk16);
  t.add("v_pk_mad_u16", pk_int16<3, ([](uint32_t a, uint32_t b, uint32_t c) { return a * b + c; })>, C::pk16);
  t.add("v_pk_mad_i16", pk_int16<3, ([](uint32_t a, uint32_t b, uint32_t c) { return a * b + c; })>, C::pk16);
  t.add("v_pk_lshlrev_b16", pk_int16<2, ([](uint32_t a, uint32_t b, uint32_t) { return b << (a & 15); })>, C::pk16);
  t.add("v_pk_lshrrev_b16", pk_int16<2, ([](uint32_t a, uint32_t b, uint32_t) { return (b & 0xffff) >> (a & 15); })>, C::pk16);
  t.add("v_pk_ashrrev_i16", pk_int16<2, ([](uint32_t a, uint32_t b, uint32_t) { return uint32_t(int16_t(b) >> (a & 15)); })>, C::pk16);
  t.add("v_pk_max_u16", pk_int16<2, ([](uint32_t a, uint32_t b, uint32_t) { return std::max(a, b); })>, C::pk16);
  t.add("v_pk_min_u16", pk_int16<2, ([](uint32_t a, uint32_t b, uint32_t) { return std::min(a, b); })>, C::pk16);
  t.add("v_pk_max_i16", pk_int16<2, ([](uint32_t a, uint32_t b, uint32_t) { return uint32_t(std::max(int16_t(a), int16_t(b))); })>, C::pk16);
  t.add("v_pk_min_i16", pk_int16<2, ([](uint32_t a, uint32_t b, uint32_t) { return uint32_t(std::min(int16_t(a), int16_t(b))); })>, C::pk16);
  t.add("v_pk_add_f32", pk_f32<2, ([](float a, float b, float) { return a + b; })>, C::f32);
  t.add("v_pk_mul_f32", pk_f32<2, ([](float a, float b, float) { return a * b; })>, C::f32);
  t.add("v_pk_fma_f32", pk_f32<3, ([](float a, float b, float c) { return std::fma(a, b, c); })>, C::f32);
  t.add("v_pk_mov_b32", v_pk_mov_b32);
  OperationInfo dot2{v_dot2_f32_16<false>, C::pk16, 1};
  dot2.f32_constant_sources = 4;  // C is f32
  t.add("v_dot2_f32_f16", dot2);
  dot2.handler = v_dot2_f32_16<true>;
  t.add("v_dot2_f32_bf16", dot2);
  t.add("v_dot2c_f32_f16", v_dot2c_f32_f16, C::pk16);
  t.add("v_dot4_i32_i8", v_dot_integer<8, true>);
  t.add("v_dot4c_i32_i8", v_dotc_integer<8>);
  t.add("v_dot2_i32_i16", v_dot_integer<16, true>);
  t.add("v_dot2_u32_u16", v_dot_integer<16, false>);
  t.add("v_dot8_i32_i4", v_dot_integer<4, true>);
  t.add("v_dot8_u32_u4", v_dot_integer<4, false>);
  t.add("v_dot2c_i32_i16", v_dotc_integer<16>);
  t.add("v_dot8c_i32_i4", v_dotc_integer<4>);
  if (architecture == Architecture::gfx950) t.add("v_dot2c_f32_bf16", v_dot2c_f32_bf16, C::pk16);
  t.add("v_dot4_u32_u8", v_dot_integer<8, false>);
  t.add("v_fma_mix_f32", v_fma_mix<0>, C::f16);
  t.add("v_fma_mixlo_f16", v_fma_mix<1>, C::f16);
  t.add("v_fma_mixhi_f16", v_fma_mix<2>, C::f16);
  t.add("v_mad_mix_f32", v_fma_mix<0>, C::f16);
  t.add("v_mad_mixlo_f16", v_fma_mix<1>, C::f16);
  t.add("v_mad_mixhi_f16", v_fma_mix<2>, C::f16);
}

}  // namespace gfxtile::emu
