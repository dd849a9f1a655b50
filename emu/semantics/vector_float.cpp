// VALU floating point: f32, f16 and f64 arithmetic, transcendentals, division helpers.
// Precision model (docs/emulator.md): basic arithmetic and fma are IEEE correctly rounded
// (round to nearest even); transcendentals are computed in double and rounded once to the
// destination format; f32 denormals follow MODE's FLOAT_DENORM_MODE_32 (flush or keep).

#include <algorithm>
#include <cmath>
#include <limits>

#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

// MODE[5:4], FLOAT_DENORM_MODE for f32: 0 flush inputs and results, 1 flush results, 2 flush
// inputs, 3 keep denormals (LLVM's setting). Flushed denormals become zero of the same sign.
inline float flush_denormal(float value) {
  return std::fpclassify(value) == FP_SUBNORMAL ? std::copysign(0.0f, value) : value;
}
struct DenormalMode {
  bool inputs, results;
  explicit DenormalMode(const Wave& wave) {
    const uint32_t mode = (wave.mode >> 4) & 3;
    inputs = mode == 0 || mode == 2;
    results = mode == 0 || mode == 1;
  }
  float in(float value) const { return inputs ? flush_denormal(value) : value; }
  float out(float value) const { return results ? flush_denormal(value) : value; }
};

using F1 = float (*)(float);
using F2 = float (*)(float, float);
using F3 = float (*)(float, float, float);

template <auto F>
void f32_1(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]);
  const SignModifier ma = sign_modifier(in, 0);
  uint32_t* d = destination(wave, in.operands[0]);
  const bool post = in.omod || in.clamp;
  const DenormalMode denormal(wave);
  for_each_lane(wave.exec(), [&](int l) {
    float r = F(denormal.in(bits_to_float(ma.apply(a[l]))));
    if (post) r = apply_output_modifiers(in, r);
    d[l] = float_to_bits(denormal.out(r));
  });
}
template <auto F>
void f32_2(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  const SignModifier ma = sign_modifier(in, 0), mb = sign_modifier(in, 1);
  uint32_t* d = destination(wave, in.operands[0]);
  const bool post = in.omod || in.clamp;
  const DenormalMode denormal(wave);
  for_each_lane(wave.exec(), [&](int l) {
    float r = F(denormal.in(bits_to_float(ma.apply(a[l]))), denormal.in(bits_to_float(mb.apply(b[l]))));
    if (post) r = apply_output_modifiers(in, r);
    d[l] = float_to_bits(denormal.out(r));
  });
}
template <auto F>
void f32_3(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]), c = lanes(wave, in.operands[3]);
  const SignModifier ma = sign_modifier(in, 0), mb = sign_modifier(in, 1), mc = sign_modifier(in, 2);
  uint32_t* d = destination(wave, in.operands[0]);
  const bool post = in.omod || in.clamp;
  const DenormalMode denormal(wave);
  for_each_lane(wave.exec(), [&](int l) {
    float r = F(denormal.in(bits_to_float(ma.apply(a[l]))), denormal.in(bits_to_float(mb.apply(b[l]))),
                denormal.in(bits_to_float(mc.apply(c[l]))));
    if (post) r = apply_output_modifiers(in, r);
    d[l] = float_to_bits(denormal.out(r));
  });
}
// d = F(a, b, d): v_fmac_f32, v_mac_f32.
template <auto F>
void f32_accumulate(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  const SignModifier ma = sign_modifier(in, 0), mb = sign_modifier(in, 1);
  uint32_t* d = destination(wave, in.operands[0]);
  const bool post = in.omod || in.clamp;
  const DenormalMode denormal(wave);
  for_each_lane(wave.exec(), [&](int l) {
    float r = F(denormal.in(bits_to_float(ma.apply(a[l]))), denormal.in(bits_to_float(mb.apply(b[l]))),
                denormal.in(bits_to_float(d[l])));
    if (post) r = apply_output_modifiers(in, r);
    d[l] = float_to_bits(denormal.out(r));
  });
}

// f16: sources from the low half (or the high half with op_sel); the result goes to the low
// half with the high half cleared, or to the high half (op_sel[3]) with the low half kept.
template <int Sources, auto F>
void f16_n(Wave& wave, const Instruction& in) {
  Lanes source[3] = {lanes(wave, in.operands[1]), Sources > 1 ? lanes(wave, in.operands[2]) : Lanes{nullptr, 0},
                     Sources > 2 ? lanes(wave, in.operands[3]) : Lanes{nullptr, 0}};
  SignModifier modifier[3] = {sign_modifier(in, 0, 0x8000), sign_modifier(in, 1, 0x8000), sign_modifier(in, 2, 0x8000)};
  uint32_t* d = destination(wave, in.operands[0]);
  const bool high_destination = in.op_sel & 8;
  for_each_lane(wave.exec(), [&](int l) {
    float x[3] = {0, 0, 0};
    for (int s = 0; s < Sources; ++s) x[s] = half_to_float(uint16_t(modifier[s].apply(half_of(source[s][l], in.op_sel >> s & 1))));
    float r = apply_output_modifiers(in, F(x[0], x[1], x[2]));
    const uint32_t h = float_to_half(r);
    d[l] = high_destination ? (d[l] & 0xffff) | h << 16 : h;
  });
}
// f16 fma in double so that the single rounding to half is exact.
float fma_half(float a, float b, float c) { return float(double(a) * double(b) + double(c)); }

// f64.
using D1 = double (*)(double);
using D2 = double (*)(double, double);
using D3 = double (*)(double, double, double);
template <int Sources, auto F>
void f64_n(Wave& wave, const Instruction& in) {
  Lanes lo[3], hi[3];
  for (int s = 0; s < Sources; ++s) lo[s] = lanes(wave, in.operands[1 + s], 0), hi[s] = lanes(wave, in.operands[1 + s], 1);
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  for_each_lane(wave.exec(), [&](int l) {
    double x[3] = {0, 0, 0};
    for (int s = 0; s < Sources; ++s) {
      uint64_t bits = lane64(lo[s], hi[s], l);
      if (in.abs >> s & 1) bits &= ~(uint64_t{1} << 63);
      if (in.neg >> s & 1) bits ^= uint64_t{1} << 63;
      x[s] = bits_to_double(bits);
    }
    const uint64_t r = double_to_bits(apply_output_modifiers64(in, F(x[0], x[1], x[2])));
    d0[l] = uint32_t(r), d1[l] = uint32_t(r >> 32);
  });
}

float min_ieee(float a, float b) { return std::fmin(a, b); }
float max_ieee(float a, float b) { return std::fmax(a, b); }
float med3f(float a, float b, float c) {
  if (std::isnan(a) || std::isnan(b) || std::isnan(c)) return std::fmin(std::fmin(a, b), c);
  return std::fmax(std::fmin(a, b), std::fmin(std::fmax(a, b), c));
}
float round_even(float a) { return std::nearbyint(a); }
float fract(float a) { return std::isinf(a) ? NAN : std::fmin(a - std::floor(a), 0x1.fffffep-1f); }
float exp2_f32(float a) { return float(std::exp2(double(a))); }
float log2_f32(float a) { return float(std::log2(double(a))); }
float rcp_f32(float a) { return 1.0f / a; }
float rsq_f32(float a) { return float(1.0 / std::sqrt(double(a))); }
float sqrt_f32(float a) { return std::sqrt(a); }
// v_sin_f32/v_cos_f32 take the angle in revolutions.
float sin_f32(float a) { return float(std::sin(double(a) * 2.0 * M_PI)); }
float cos_f32(float a) { return float(std::cos(double(a) * 2.0 * M_PI)); }
float frexp_mantissa(float a) {
  if (std::isnan(a) || std::isinf(a)) return a;
  int exponent;
  return std::frexp(a, &exponent);
}

void v_frexp_exp_i32_f32(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]);
  const SignModifier ma = sign_modifier(in, 0);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    const float x = bits_to_float(ma.apply(a[l]));
    int exponent = 0;
    if (!std::isnan(x) && !std::isinf(x)) std::frexp(x, &exponent);
    d[l] = uint32_t(exponent);
  });
}
void v_ldexp_f32(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  const SignModifier ma = sign_modifier(in, 0);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    d[l] = float_to_bits(apply_output_modifiers(in, std::ldexp(bits_to_float(ma.apply(a[l])), int32_t(b[l]))));
  });
}
void v_ldexp_f64(Wave& wave, const Instruction& in) {
  const Lanes lo = lanes(wave, in.operands[1], 0), hi = lanes(wave, in.operands[1], 1), b = lanes(wave, in.operands[2]);
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  for_each_lane(wave.exec(), [&](int l) {
    uint64_t bits = lane64(lo, hi, l);
    if (in.abs & 1) bits &= ~(uint64_t{1} << 63);
    if (in.neg & 1) bits ^= uint64_t{1} << 63;
    const uint64_t r = double_to_bits(std::ldexp(bits_to_double(bits), int32_t(b[l])));
    d0[l] = uint32_t(r), d1[l] = uint32_t(r >> 32);
  });
}

// Division helpers as LLVM's fdiv expansion uses them. In the normal range (no over- or
// underflow of the quotient or the reciprocal) scaling is the identity: D = S0, VCC = 0.
void v_div_scale_f32(Wave& wave, const Instruction& in) {
  // vdst, vcc, s0, s1 (denominator), s2 (numerator)
  const Lanes a = lanes(wave, in.operands[2]), b = lanes(wave, in.operands[3]), c = lanes(wave, in.operands[4]);
  const SignModifier ma = sign_modifier(in, 0), mb = sign_modifier(in, 1), mc = sign_modifier(in, 2);
  uint32_t* d = destination(wave, in.operands[0]);
  uint64_t vcc = 0;
  for_each_lane(wave.exec(), [&](int l) {
    const float s0 = bits_to_float(ma.apply(a[l])), s1 = bits_to_float(mb.apply(b[l])), s2 = bits_to_float(mc.apply(c[l]));
    float result = s0;
    int e1 = 0, e2 = 0;
    std::frexp(s1, &e1), std::frexp(s2, &e2);
    if (s1 == 0 || s2 == 0) {
      result = NAN;
    } else if (std::isfinite(s1) && std::isfinite(s2)) {
      if (e2 - e1 >= 96) {
        vcc |= uint64_t{1} << l;
        if (s0 == s1) result = std::ldexp(s0, 64);
      } else if (std::fpclassify(s1) == FP_SUBNORMAL) {
        result = std::ldexp(s0, 64);
      } else if (std::fpclassify(1.0f / s1) == FP_SUBNORMAL || std::fpclassify(s2 / s1) == FP_SUBNORMAL) {
        vcc |= uint64_t{1} << l;
        if (s0 == s2 || s0 == s1) result = std::ldexp(s0, 64);
      } else if (e2 <= 23 - 126) {  // the ISA's exponent(S2) <= 23 (biased), frexp's exponent = biased - 126
        result = std::ldexp(s0, 64);
      }
    }
    d[l] = float_to_bits(result);
  });
  write_scalar64(wave, in.operands[1], vcc);
}
void v_div_fmas_f32(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]), c = lanes(wave, in.operands[3]);
  const SignModifier ma = sign_modifier(in, 0), mb = sign_modifier(in, 1), mc = sign_modifier(in, 2);
  uint32_t* d = destination(wave, in.operands[0]);
  const uint64_t vcc = wave.vcc();
  for_each_lane(wave.exec(), [&](int l) {
    float r = std::fma(bits_to_float(ma.apply(a[l])), bits_to_float(mb.apply(b[l])), bits_to_float(mc.apply(c[l])));
    if ((vcc >> l) & 1) r = std::ldexp(r, 32);
    d[l] = float_to_bits(apply_output_modifiers(in, r));
  });
}
// The ISA's case list of V_DIV_FIXUP_{F16,F32,F64}, in its order: NaN operands, 0/0 and inf/inf
// (NaN), x/0 and inf/y (infinity), x/inf and 0/y (zero), a NaN quotient from an overflowed
// division (infinity), otherwise the quotient with the sign of num/den. 0/y matters: LLVM's fdiv
// expansion gets a NaN quotient from v_div_scale for a zero numerator, and only this case turns
// it back into 0 (silu(0) = 0 / (1 + exp(0)) was infinity before it was here).
template <typename T>
T division_fixup(T q, T den, T num) {
  const bool negative = std::signbit(den) != std::signbit(num);
  const T infinity = std::numeric_limits<T>::infinity();
  if (std::isnan(num) || std::isnan(den)) return std::numeric_limits<T>::quiet_NaN();
  if ((den == 0 && num == 0) || (std::isinf(den) && std::isinf(num))) return std::numeric_limits<T>::quiet_NaN();
  if (den == 0 || std::isinf(num)) return negative ? -infinity : infinity;
  if (std::isinf(den) || num == 0) return negative ? T(-0.0) : T(0.0);
  if (std::isnan(q)) return negative ? -infinity : infinity;
  return negative ? -std::fabs(q) : std::fabs(q);
}
void v_div_fixup_f32(Wave& wave, const Instruction& in) {
  // s0 = quotient estimate, s1 = denominator, s2 = numerator: handles the special cases.
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]), c = lanes(wave, in.operands[3]);
  const SignModifier ma = sign_modifier(in, 0), mb = sign_modifier(in, 1), mc = sign_modifier(in, 2);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    const float q = bits_to_float(ma.apply(a[l])), den = bits_to_float(mb.apply(b[l])), num = bits_to_float(mc.apply(c[l]));
    d[l] = float_to_bits(apply_output_modifiers(in, division_fixup(q, den, num)));
  });
}

// d = a * b + d on the low halves. Unlike most gfx9 16-bit operations (which clear the high half),
// v_mac_f16 keeps the destination's high half (LLVM's GCNSubtarget::zeroesHigh16BitsOfDest).
void v_mac_f16(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  uint32_t* d = destination(wave, in.operands[0]);
  const SignModifier ma = sign_modifier(in, 0, 0x8000), mb = sign_modifier(in, 1, 0x8000);
  for_each_lane(wave.exec(), [&](int l) {
    const float product = half_to_float(float_to_half(half_to_float(uint16_t(ma.apply(a[l] & 0xffff))) *
                                                      half_to_float(uint16_t(mb.apply(b[l] & 0xffff)))));
    d[l] = (d[l] & 0xffff0000u) | float_to_half(apply_output_modifiers(in, product + half_to_float(uint16_t(d[l]))));
  });
}
void v_ldexp_f16(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  const SignModifier ma = sign_modifier(in, 0, 0x8000);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    const int exponent = std::clamp(int32_t(int16_t(b[l])), -64, 64);
    d[l] = double_to_half(std::ldexp(double(half_to_float(uint16_t(ma.apply(a[l])))), exponent));
  });
}
void v_div_fixup_f16(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]), c = lanes(wave, in.operands[3]);
  uint32_t* d = destination(wave, in.operands[0]);
  SignModifier m[3] = {sign_modifier(in, 0, 0x8000), sign_modifier(in, 1, 0x8000), sign_modifier(in, 2, 0x8000)};
  for_each_lane(wave.exec(), [&](int l) {
    const float q = half_to_float(uint16_t(m[0].apply(half_of(a[l], in.op_sel & 1))));
    const float den = half_to_float(uint16_t(m[1].apply(half_of(b[l], in.op_sel >> 1 & 1))));
    const float num = half_to_float(uint16_t(m[2].apply(half_of(c[l], in.op_sel >> 2 & 1))));
    const uint32_t h = float_to_half(apply_output_modifiers(in, division_fixup(q, den, num)));
    d[l] = (in.op_sel & 8) ? (d[l] & 0xffff) | h << 16 : h;
  });
}

// f64 helpers: 64-bit sources with neg/abs.
inline double f64_source(const Instruction& in, const Lanes& lo, const Lanes& hi, int source, int lane) {
  uint64_t bits = lane64(lo, hi, lane);
  if (in.abs >> source & 1) bits &= ~(uint64_t{1} << 63);
  if (in.neg >> source & 1) bits ^= uint64_t{1} << 63;
  return bits_to_double(bits);
}
inline void f64_store(uint32_t* d0, uint32_t* d1, int lane, double value) {
  const uint64_t bits = double_to_bits(value);
  d0[lane] = uint32_t(bits), d1[lane] = uint32_t(bits >> 32);
}
void v_fmac_f64(Wave& wave, const Instruction& in) {
  const Lanes alo = lanes(wave, in.operands[1], 0), ahi = lanes(wave, in.operands[1], 1);
  const Lanes blo = lanes(wave, in.operands[2], 0), bhi = lanes(wave, in.operands[2], 1);
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  for_each_lane(wave.exec(), [&](int l) {
    const double acc = bits_to_double(uint64_t(d0[l]) | uint64_t(d1[l]) << 32);
    f64_store(d0, d1, l, apply_output_modifiers64(in, std::fma(f64_source(in, alo, ahi, 0, l), f64_source(in, blo, bhi, 1, l), acc)));
  });
}
// As the f32 forms: in the normal range the scaling is the identity (D = S0, VCC = 0).
void v_div_scale_f64(Wave& wave, const Instruction& in) {
  Lanes lo[3], hi[3];
  for (int s = 0; s < 3; ++s) lo[s] = lanes(wave, in.operands[2 + s], 0), hi[s] = lanes(wave, in.operands[2 + s], 1);
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  uint64_t vcc = 0;
  for_each_lane(wave.exec(), [&](int l) {
    const double s0 = f64_source(in, lo[0], hi[0], 0, l), s1 = f64_source(in, lo[1], hi[1], 1, l),
                 s2 = f64_source(in, lo[2], hi[2], 2, l);
    double result = s0;
    int e1 = 0, e2 = 0;
    std::frexp(s1, &e1), std::frexp(s2, &e2);
    if (s1 == 0 || s2 == 0) {
      result = NAN;
    } else if (std::isfinite(s1) && std::isfinite(s2)) {
      if (e2 - e1 >= 768) {
        vcc |= uint64_t{1} << l;
        if (s0 == s1) result = std::ldexp(s0, 128);
      } else if (std::fpclassify(s1) == FP_SUBNORMAL) {
        result = std::ldexp(s0, 128);
      } else if (std::fpclassify(1.0 / s1) == FP_SUBNORMAL || std::fpclassify(s2 / s1) == FP_SUBNORMAL) {
        vcc |= uint64_t{1} << l;
        if (s0 == s2 || s0 == s1) result = std::ldexp(s0, 128);
      } else if (e2 <= -1022 + 53) {
        result = std::ldexp(s0, 128);
      }
    }
    f64_store(d0, d1, l, result);
  });
  write_scalar64(wave, in.operands[1], vcc);
}
void v_div_fmas_f64(Wave& wave, const Instruction& in) {
  Lanes lo[3], hi[3];
  for (int s = 0; s < 3; ++s) lo[s] = lanes(wave, in.operands[1 + s], 0), hi[s] = lanes(wave, in.operands[1 + s], 1);
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  const uint64_t vcc = wave.vcc();
  for_each_lane(wave.exec(), [&](int l) {
    double r = std::fma(f64_source(in, lo[0], hi[0], 0, l), f64_source(in, lo[1], hi[1], 1, l), f64_source(in, lo[2], hi[2], 2, l));
    if ((vcc >> l) & 1) r = std::ldexp(r, 64);
    f64_store(d0, d1, l, apply_output_modifiers64(in, r));
  });
}
void v_div_fixup_f64(Wave& wave, const Instruction& in) {
  Lanes lo[3], hi[3];
  for (int s = 0; s < 3; ++s) lo[s] = lanes(wave, in.operands[1 + s], 0), hi[s] = lanes(wave, in.operands[1 + s], 1);
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  for_each_lane(wave.exec(), [&](int l) {
    const double r = division_fixup(f64_source(in, lo[0], hi[0], 0, l), f64_source(in, lo[1], hi[1], 1, l), f64_source(in, lo[2], hi[2], 2, l));
    f64_store(d0, d1, l, apply_output_modifiers64(in, r));
  });
}
void v_frexp_exp_i32_f64(Wave& wave, const Instruction& in) {
  const Lanes lo = lanes(wave, in.operands[1], 0), hi = lanes(wave, in.operands[1], 1);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    const double x = f64_source(in, lo, hi, 0, l);
    int exponent = 0;
    if (!std::isnan(x) && !std::isinf(x)) std::frexp(x, &exponent);
    d[l] = uint32_t(exponent);
  });
}

}  // namespace

void register_vector_float_operations(OperationTable& t, Architecture architecture) {
  using C = ConstantType;
  t.add("v_add_f32", f32_2<([](float a, float b) { return a + b; })>, C::f32);
  t.add("v_sub_f32", f32_2<([](float a, float b) { return a - b; })>, C::f32);
  t.add("v_subrev_f32", f32_2<([](float a, float b) { return b - a; })>, C::f32);
  t.add("v_mul_f32", f32_2<([](float a, float b) { return a * b; })>, C::f32);
  t.add("v_mul_legacy_f32", f32_2<([](float a, float b) { return (a == 0 || b == 0) ? 0.0f : a * b; })>, C::f32);
  t.add("v_min_f32", f32_2<min_ieee>, C::f32);
  t.add("v_max_f32", f32_2<max_ieee>, C::f32);
  t.add("v_ldexp_f32", v_ldexp_f32, C::f32);
  t.add("v_fma_f32", f32_3<([](float a, float b, float c) { return std::fma(a, b, c); })>, C::f32);
  t.add("v_mad_f32", f32_3<([](float a, float b, float c) { return a * b + c; })>, C::f32);
  t.add("v_fmac_f32", f32_accumulate<([](float a, float b, float c) { return std::fma(a, b, c); })>, C::f32);
  t.add("v_mac_f32", f32_accumulate<([](float a, float b, float c) { return a * b + c; })>, C::f32);
  // The K forms print their literal in place: v_fmamk_f32 d, a, K, b = a * K + b; v_fmaak_f32 d, a, b, K.
  t.add("v_fmamk_f32", f32_3<([](float a, float k, float b) { return std::fma(a, k, b); })>, C::f32);
  t.add("v_fmaak_f32", f32_3<([](float a, float b, float k) { return std::fma(a, b, k); })>, C::f32);
  t.add("v_madmk_f32", f32_3<([](float a, float k, float b) { return a * k + b; })>, C::f32);
  t.add("v_madak_f32", f32_3<([](float a, float b, float k) { return a * b + k; })>, C::f32);
  t.add("v_min3_f32", f32_3<([](float a, float b, float c) { return std::fmin(std::fmin(a, b), c); })>, C::f32);
  t.add("v_max3_f32", f32_3<([](float a, float b, float c) { return std::fmax(std::fmax(a, b), c); })>, C::f32);
  t.add("v_med3_f32", f32_3<med3f>, C::f32);
  t.add("v_exp_f32", f32_1<exp2_f32>, C::f32);
  t.add("v_log_f32", f32_1<log2_f32>, C::f32);
  t.add("v_rcp_f32", f32_1<rcp_f32>, C::f32);
  t.add("v_rcp_iflag_f32", f32_1<rcp_f32>, C::f32);
  t.add("v_rsq_f32", f32_1<rsq_f32>, C::f32);
  t.add("v_sqrt_f32", f32_1<sqrt_f32>, C::f32);
  t.add("v_sin_f32", f32_1<sin_f32>, C::f32);
  t.add("v_cos_f32", f32_1<cos_f32>, C::f32);
  t.add("v_floor_f32", f32_1<([](float a) { return std::floor(a); })>, C::f32);
  t.add("v_ceil_f32", f32_1<([](float a) { return std::ceil(a); })>, C::f32);
  t.add("v_trunc_f32", f32_1<([](float a) { return std::trunc(a); })>, C::f32);
  t.add("v_rndne_f32", f32_1<round_even>, C::f32);
  t.add("v_fract_f32", f32_1<fract>, C::f32);
  t.add("v_frexp_mant_f32", f32_1<frexp_mantissa>, C::f32);
  t.add("v_frexp_exp_i32_f32", v_frexp_exp_i32_f32, C::f32);
  t.add("v_div_scale_f32", OperationInfo{v_div_scale_f32, C::f32, 2});
  t.add("v_div_fmas_f32", v_div_fmas_f32, C::f32);
  t.add("v_div_fixup_f32", v_div_fixup_f32, C::f32);
  // f16.
  t.add("v_add_f16", f16_n<2, ([](float a, float b, float) { return a + b; })>, C::f16);
  t.add("v_sub_f16", f16_n<2, ([](float a, float b, float) { return a - b; })>, C::f16);
  t.add("v_subrev_f16", f16_n<2, ([](float a, float b, float) { return b - a; })>, C::f16);
  t.add("v_mul_f16", f16_n<2, ([](float a, float b, float) { return a * b; })>, C::f16);
  t.add("v_min_f16", f16_n<2, ([](float a, float b, float) { return std::fmin(a, b); })>, C::f16);
  t.add("v_max_f16", f16_n<2, ([](float a, float b, float) { return std::fmax(a, b); })>, C::f16);
  t.add("v_fma_f16", f16_n<3, fma_half>, C::f16);
  t.add("v_mad_f16", f16_n<3, ([](float a, float b, float c) { return float(double(float(half_to_float(float_to_half(a * b)))) + c); })>, C::f16);
  t.add("v_max3_f16", f16_n<3, ([](float a, float b, float c) { return std::fmax(std::fmax(a, b), c); })>, C::f16);
  t.add("v_min3_f16", f16_n<3, ([](float a, float b, float c) { return std::fmin(std::fmin(a, b), c); })>, C::f16);
  t.add("v_med3_f16", f16_n<3, med3f>, C::f16);
  if (architecture == Architecture::gfx1250) {
    // gfx12 ISA: V_MAXMIN D = min(max(S0, S1), S2); V_MINMAX D = max(min(S0, S1), S2).
    t.add("v_maxmin_num_f16", f16_n<3, ([](float a, float b, float c) { return std::fmin(std::fmax(a, b), c); })>, C::f16);
    t.add("v_minmax_num_f16", f16_n<3, ([](float a, float b, float c) { return std::fmax(std::fmin(a, b), c); })>, C::f16);
  }
  t.add("v_fract_f16", f16_n<1, ([](float a, float, float) { return fract(a); })>, C::f16);
  t.add("v_sin_f16", f16_n<1, ([](float a, float, float) { return sin_f32(a); })>, C::f16);
  t.add("v_cos_f16", f16_n<1, ([](float a, float, float) { return cos_f32(a); })>, C::f16);
  t.add("v_mac_f16", v_mac_f16, C::f16);
  t.add("v_ldexp_f16", v_ldexp_f16, C::f16);
  t.add("v_div_fixup_f16", v_div_fixup_f16, C::f16);
  t.add("v_exp_f16", f16_n<1, ([](float a, float, float) { return float(std::exp2(double(a))); })>, C::f16);
  t.add("v_log_f16", f16_n<1, ([](float a, float, float) { return float(std::log2(double(a))); })>, C::f16);
  t.add("v_rcp_f16", f16_n<1, ([](float a, float, float) { return 1.0f / a; })>, C::f16);
  t.add("v_sqrt_f16", f16_n<1, ([](float a, float, float) { return std::sqrt(a); })>, C::f16);
  t.add("v_rsq_f16", f16_n<1, ([](float a, float, float) { return float(1.0 / std::sqrt(double(a))); })>, C::f16);
  t.add("v_floor_f16", f16_n<1, ([](float a, float, float) { return std::floor(a); })>, C::f16);
  t.add("v_ceil_f16", f16_n<1, ([](float a, float, float) { return std::ceil(a); })>, C::f16);
  t.add("v_trunc_f16", f16_n<1, ([](float a, float, float) { return std::trunc(a); })>, C::f16);
  t.add("v_rndne_f16", f16_n<1, ([](float a, float, float) { return std::nearbyint(a); })>, C::f16);
  // f64.
  t.add("v_add_f64", f64_n<2, ([](double a, double b, double) { return a + b; })>, C::f64);
  t.add("v_mul_f64", f64_n<2, ([](double a, double b, double) { return a * b; })>, C::f64);
  t.add("v_min_f64", f64_n<2, ([](double a, double b, double) { return std::fmin(a, b); })>, C::f64);
  t.add("v_max_f64", f64_n<2, ([](double a, double b, double) { return std::fmax(a, b); })>, C::f64);
  t.add("v_fma_f64", f64_n<3, ([](double a, double b, double c) { return std::fma(a, b, c); })>, C::f64);
  t.add("v_rcp_f64", f64_n<1, ([](double a, double, double) { return 1.0 / a; })>, C::f64);
  t.add("v_rsq_f64", f64_n<1, ([](double a, double, double) { return 1.0 / std::sqrt(a); })>, C::f64);
  t.add("v_sqrt_f64", f64_n<1, ([](double a, double, double) { return std::sqrt(a); })>, C::f64);
  t.add("v_floor_f64", f64_n<1, ([](double a, double, double) { return std::floor(a); })>, C::f64);
  t.add("v_ceil_f64", f64_n<1, ([](double a, double, double) { return std::ceil(a); })>, C::f64);
  t.add("v_trunc_f64", f64_n<1, ([](double a, double, double) { return std::trunc(a); })>, C::f64);
  t.add("v_rndne_f64", f64_n<1, ([](double a, double, double) { return std::nearbyint(a); })>, C::f64);
  t.add("v_fract_f64", f64_n<1, ([](double a, double, double) { return std::isinf(a) ? NAN : std::fmin(a - std::floor(a), 0x1.fffffffffffffp-1); })>, C::f64);
  t.add("v_ldexp_f64", v_ldexp_f64, C::f64);
  t.add("v_fmac_f64", v_fmac_f64, C::f64);
  t.add("v_div_scale_f64", OperationInfo{v_div_scale_f64, C::f64, 2});
  t.add("v_div_fmas_f64", v_div_fmas_f64, C::f64);
  t.add("v_div_fixup_f64", v_div_fixup_f64, C::f64);
  t.add("v_frexp_mant_f64", f64_n<1, ([](double a, double, double) {
    int e;
    return (std::isnan(a) || std::isinf(a)) ? a : std::frexp(a, &e);
  })>, C::f64);
  t.add("v_frexp_exp_i32_f64", v_frexp_exp_i32_f64, C::f64);
}

}  // namespace gfxtile::emu
