// Conversions between integer, f16, bf16, f32, f64 and fp8 (FNUZ on gfx942, OCP on gfx950).

#include <algorithm>
#include <cmath>
#include <limits>

#include "emu/gfx9.h"
#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

template <typename T>
T saturate_float_to_integer(double value) {
  if (std::isnan(value)) return 0;
  const double truncated = std::trunc(value);
  if (truncated <= double(std::numeric_limits<T>::min())) return std::numeric_limits<T>::min();
  if (truncated >= double(std::numeric_limits<T>::max())) return std::numeric_limits<T>::max();
  return T(truncated);
}

// 32-bit source -> 32-bit result, with the source's float modifiers applied for f32 sources.
using Convert = uint32_t (*)(uint32_t);
template <auto F, bool FloatSource>
void convert(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]);
  const SignModifier ma = FloatSource ? sign_modifier(in, 0) : SignModifier{};
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) { d[l] = F(ma.apply(a[l])); });
}
// f16 source (low half, or high half with op_sel), modifiers on the half.
template <auto F>
void convert_from_half(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]);
  const SignModifier ma = sign_modifier(in, 0, 0x8000);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) { d[l] = F(ma.apply(half_of(a[l], in.op_sel & 1))); });
}
// f64 source -> 32-bit result.
template <auto F>
void convert_from_double(Wave& wave, const Instruction& in) {
  const Lanes lo = lanes(wave, in.operands[1], 0), hi = lanes(wave, in.operands[1], 1);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    uint64_t bits = lane64(lo, hi, l);
    if (in.abs & 1) bits &= ~(uint64_t{1} << 63);
    if (in.neg & 1) bits ^= uint64_t{1} << 63;
    d[l] = F(bits_to_double(bits));
  });
}
// 32-bit source -> f64.
template <auto F, bool FloatSource>
void convert_to_double(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]);
  const SignModifier ma = FloatSource ? sign_modifier(in, 0) : SignModifier{};
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  for_each_lane(wave.exec(), [&](int l) {
    const uint64_t r = double_to_bits(F(ma.apply(a[l])));
    d0[l] = uint32_t(r), d1[l] = uint32_t(r >> 32);
  });
}
// Two f32 -> packed pair of 16-bit values.
template <auto F>
void convert_pack(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  const SignModifier ma = sign_modifier(in, 0), mb = sign_modifier(in, 1);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    d[l] = (F(bits_to_float(ma.apply(a[l]))) & 0xffff) | F(bits_to_float(mb.apply(b[l]))) << 16;
  });
}
uint16_t half_toward_zero(float value) {
  const uint16_t nearest = float_to_half(value);
  if (std::isnan(value) || std::isinf(value)) return nearest;
  const float back = half_to_float(nearest);
  if (std::fabs(back) > std::fabs(value)) return uint16_t(nearest - 1);  // one step toward zero
  return nearest;
}

void v_pack_b32_f16(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  const SignModifier ma = sign_modifier(in, 0, 0x8000), mb = sign_modifier(in, 1, 0x8000);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    d[l] = (ma.apply(half_of(a[l], in.op_sel & 1)) & 0xffff) | (mb.apply(half_of(b[l], in.op_sel >> 1 & 1)) & 0xffff) << 16;
  });
}

// fp8: the format depends on the architecture and on fp8 (E4M3) vs bf8 (E5M2).
template <bool Bf8, bool Ocp>
constexpr Fp8Format fp8_format() {
  return Ocp ? (Bf8 ? Fp8Format::e5m2_ocp : Fp8Format::e4m3_ocp) : (Bf8 ? Fp8Format::e5m2_fnuz : Fp8Format::e4m3_fnuz);
}
// v_cvt_f32_fp8 vdst, src: byte 0 (SDWA selects others) or op_sel's byte in VOP3.
template <bool Bf8, bool Ocp>
void v_cvt_f32_fp8(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]);
  uint32_t* d = destination(wave, in.operands[0]);
  const int byte = in.op_sel & 3;
  for_each_lane(wave.exec(), [&](int l) {
    d[l] = float_to_bits(fp8_to_float(uint8_t(a[l] >> (8 * byte)), fp8_format<Bf8, Ocp>()));
  });
}
// v_cvt_pk_f32_fp8 v[d:d+1], src: bytes 0 and 1 (or 2 and 3 with op_sel / WORD_1).
template <bool Bf8, bool Ocp>
void v_cvt_pk_f32_fp8(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]);
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  const int shift = (in.op_sel & 1) ? 16 : 0;
  for_each_lane(wave.exec(), [&](int l) {
    const uint32_t word = a[l] >> shift;
    const uint32_t x = float_to_bits(fp8_to_float(uint8_t(word), fp8_format<Bf8, Ocp>()));
    const uint32_t y = float_to_bits(fp8_to_float(uint8_t(word >> 8), fp8_format<Bf8, Ocp>()));
    d0[l] = x, d1[l] = y;
  });
}
// v_cvt_pk_fp8_f32 vdst, a, b: two bytes into word 0 (or word 1 with op_sel[3]); the other
// word is kept. The hardware conversion saturates finite overflow.
template <bool Bf8, bool Ocp>
void v_cvt_pk_fp8_f32(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  const SignModifier ma = sign_modifier(in, 0), mb = sign_modifier(in, 1);
  uint32_t* d = destination(wave, in.operands[0]);
  const bool high = in.op_sel & 8;
  for_each_lane(wave.exec(), [&](int l) {
    const uint32_t x = float_to_fp8(bits_to_float(ma.apply(a[l])), fp8_format<Bf8, Ocp>(), true);
    const uint32_t y = float_to_fp8(bits_to_float(mb.apply(b[l])), fp8_format<Bf8, Ocp>(), true);
    const uint32_t word = x | y << 8;
    d[l] = high ? (d[l] & 0xffff) | word << 16 : (d[l] & 0xffff0000u) | word;
  });
}

template <bool Ocp>
void add_fp8(OperationTable& t) {
  t.add("v_cvt_f32_fp8", v_cvt_f32_fp8<false, Ocp>);
  t.add("v_cvt_f32_bf8", v_cvt_f32_fp8<true, Ocp>);
  t.add("v_cvt_pk_f32_fp8", v_cvt_pk_f32_fp8<false, Ocp>);
  t.add("v_cvt_pk_f32_bf8", v_cvt_pk_f32_fp8<true, Ocp>);
  t.add("v_cvt_pk_fp8_f32", v_cvt_pk_fp8_f32<false, Ocp>, ConstantType::f32);
  t.add("v_cvt_pk_bf8_f32", v_cvt_pk_fp8_f32<true, Ocp>, ConstantType::f32);
}

}  // namespace

// Normalized integers (the ISA's f32_to_snorm / f32_to_unorm): clamp to [-1, 1] or [0, 1],
// scale by 32767 or 65535, round to nearest even; NaN gives 0.
uint32_t to_snorm16(float value) {
  if (std::isnan(value)) return 0;
  return uint32_t(uint16_t(int16_t(std::nearbyint(double(std::clamp(value, -1.0f, 1.0f)) * 32767.0))));
}
uint32_t to_unorm16(float value) {
  if (std::isnan(value)) return 0;
  return uint32_t(uint16_t(std::nearbyint(double(std::clamp(value, 0.0f, 1.0f)) * 65535.0)));
}
// Two f16 sources (op_sel picks each one's half) -> packed pair of 16-bit values.
template <auto F>
void convert_pack_half(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  const SignModifier ma = sign_modifier(in, 0, 0x8000), mb = sign_modifier(in, 1, 0x8000);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    const float x = half_to_float(uint16_t(ma.apply(half_of(a[l], in.op_sel & 1))));
    const float y = half_to_float(uint16_t(mb.apply(half_of(b[l], in.op_sel >> 1 & 1))));
    d[l] = (F(x) & 0xffff) | F(y) << 16;
  });
}

void register_conversion_operations(OperationTable& t, Architecture architecture) {
  using C = ConstantType;
  t.add("v_cvt_f32_i32", convert<([](uint32_t a) { return float_to_bits(float(int32_t(a))); }), false>);
  t.add("v_cvt_f32_u32", convert<([](uint32_t a) { return float_to_bits(float(a)); }), false>);
  t.add("v_cvt_i32_f32", convert<([](uint32_t a) { return uint32_t(saturate_float_to_integer<int32_t>(bits_to_float(a))); }), true>, C::f32);
  t.add("v_cvt_u32_f32", convert<([](uint32_t a) { return saturate_float_to_integer<uint32_t>(bits_to_float(a)); }), true>, C::f32);
  t.add("v_cvt_rpi_i32_f32", convert<([](uint32_t a) {
    return uint32_t(saturate_float_to_integer<int32_t>(std::floor(double(bits_to_float(a)) + 0.5))); }), true>, C::f32);
  t.add("v_cvt_flr_i32_f32", convert<([](uint32_t a) {
    return uint32_t(saturate_float_to_integer<int32_t>(std::floor(double(bits_to_float(a))))); }), true>, C::f32);
  t.add("v_cvt_f16_f32", convert<([](uint32_t a) { return uint32_t(float_to_half(bits_to_float(a))); }), true>, C::f32);
  t.add("v_cvt_f32_f16", convert_from_half<([](uint32_t a) { return float_to_bits(half_to_float(uint16_t(a))); })>, C::f16);
  t.add("v_cvt_f16_u16", convert<([](uint32_t a) { return uint32_t(float_to_half(float(a & 0xffff))); }), false>);
  t.add("v_cvt_f16_i16", convert<([](uint32_t a) { return uint32_t(float_to_half(float(int16_t(a)))); }), false>);
  t.add("v_cvt_u16_f16", convert_from_half<([](uint32_t a) { return uint32_t(saturate_float_to_integer<uint16_t>(half_to_float(uint16_t(a)))); })>, C::f16);
  t.add("v_cvt_i16_f16", convert_from_half<([](uint32_t a) {
    return uint32_t(uint16_t(saturate_float_to_integer<int16_t>(half_to_float(uint16_t(a))))); })>, C::f16);
  t.add("v_cvt_f32_ubyte0", convert<([](uint32_t a) { return float_to_bits(float(a & 0xff)); }), false>);
  t.add("v_cvt_f32_ubyte1", convert<([](uint32_t a) { return float_to_bits(float((a >> 8) & 0xff)); }), false>);
  t.add("v_cvt_f32_ubyte2", convert<([](uint32_t a) { return float_to_bits(float((a >> 16) & 0xff)); }), false>);
  t.add("v_cvt_f32_ubyte3", convert<([](uint32_t a) { return float_to_bits(float(a >> 24)); }), false>);
  t.add("v_cvt_f32_f64", convert_from_double<([](double a) { return float_to_bits(float(a)); })>, C::f64);
  t.add("v_cvt_i32_f64", convert_from_double<([](double a) { return uint32_t(saturate_float_to_integer<int32_t>(a)); })>, C::f64);
  t.add("v_cvt_u32_f64", convert_from_double<([](double a) { return saturate_float_to_integer<uint32_t>(a); })>, C::f64);
  t.add("v_cvt_f64_f32", convert_to_double<([](uint32_t a) { return double(bits_to_float(a)); }), true>, C::f32);
  t.add("v_cvt_f64_i32", convert_to_double<([](uint32_t a) { return double(int32_t(a)); }), false>);
  t.add("v_cvt_f64_u32", convert_to_double<([](uint32_t a) { return double(a); }), false>);
  t.add("v_cvt_pkrtz_f16_f32", convert_pack<([](float a) { return uint32_t(half_toward_zero(a)); })>, C::f32);
  t.add("v_pack_b32_f16", v_pack_b32_f16, C::f16);
  t.add("v_cvt_pknorm_i16_f32", convert_pack<to_snorm16>, C::f32);
  t.add("v_cvt_pknorm_u16_f32", convert_pack<to_unorm16>, C::f32);
  t.add("v_cvt_pknorm_i16_f16", convert_pack_half<to_snorm16>, C::f16);
  t.add("v_cvt_pknorm_u16_f16", convert_pack_half<to_unorm16>, C::f16);
  t.add("v_cvt_norm_i16_f16", convert_from_half<([](uint32_t a) { return to_snorm16(half_to_float(uint16_t(a))); })>, C::f16);
  t.add("v_cvt_norm_u16_f16", convert_from_half<([](uint32_t a) { return to_unorm16(half_to_float(uint16_t(a))); })>, C::f16);
  // A signed 4-bit integer in bits [3:0] as a fraction of 16 (-0.5 .. 0.4375).
  t.add("v_cvt_off_f32_i4", convert<([](uint32_t a) { return float_to_bits(float(int32_t(a << 28) >> 28) / 16.0f); }), false>);
  if (architecture == Architecture::gfx950) {
    t.add("v_cvt_pk_bf16_f32", convert_pack<([](float a) { return uint32_t(float_to_bfloat(a)); })>, C::f32);
    t.add("v_cvt_pk_f16_f32", convert_pack<([](float a) { return uint32_t(float_to_half(a)); })>, C::f32);
    t.add("v_cvt_f32_bf16", convert_from_half<([](uint32_t a) { return a << 16; })>);  // bf16 is f32's high half
  }
  if (gfx9::uses_ocp_fp8(architecture)) add_fp8<true>(t);
  else add_fp8<false>(t);
}

}  // namespace gfxtile::emu
