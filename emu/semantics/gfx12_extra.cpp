// More gfx1250 operations found by compiling gfxtile's kernels for gfx1250: VALU
// transcendentals with an SGPR destination (v_s_*), the 64-bit VALU multiply and multiply-add
// without carry-out, bf16 mixed fma, float min/max global atomics, and gfx12's sub-dword scalar
// loads (s_load_u8/i8/u16/i16 and the s_buffer_load forms).

#include <atomic>
#include <cmath>
#include <cstring>
#include <string>
#include <tuple>

#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

// v_s_<op>_f32 sdst, ssrc: a transcendental on one uniform value, result in an SGPR.
template <auto F>
void v_s_f32(Wave& wave, const Instruction& in) {
  const SignModifier modifier = sign_modifier(in, 0);
  const float x = bits_to_float(modifier.apply(scalar32(wave, in.operands[1])));
  write_scalar32(wave, in.operands[0], float_to_bits(apply_output_modifiers(in, F(x))));
}
template <auto F>
void v_s_f16(Wave& wave, const Instruction& in) {
  const SignModifier modifier = sign_modifier(in, 0, 0x8000u);
  const float x = half_to_float(uint16_t(modifier.apply(scalar32(wave, in.operands[1]))));
  write_scalar32(wave, in.operands[0], float_to_half(apply_output_modifiers(in, F(x))));
}

void v_mul_u64(Wave& wave, const Instruction& in) {
  const Lanes alo = lanes(wave, in.operands[1], 0), ahi = lanes(wave, in.operands[1], 1);
  const Lanes blo = lanes(wave, in.operands[2], 0), bhi = lanes(wave, in.operands[2], 1);
  uint32_t *dlo = destination(wave, in.operands[0], 0), *dhi = destination(wave, in.operands[0], 1);
  for_each_lane(wave.exec(), [&](int l) {
    const uint64_t r = lane64(alo, ahi, l) * lane64(blo, bhi, l);
    dlo[l] = uint32_t(r), dhi[l] = uint32_t(r >> 32);
  });
}

// v_mad_nc_u64_u32 / v_mad_nc_i64_i32 vdst[0:1], a, b, c[0:1]: 32 x 32 -> 64 multiply-add without
// the carry-out SGPR of v_mad_co_*.
template <bool Signed>
void v_mad_nc_64_32(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  const Lanes clo = lanes(wave, in.operands[3], 0), chi = lanes(wave, in.operands[3], 1);
  uint32_t *dlo = destination(wave, in.operands[0], 0), *dhi = destination(wave, in.operands[0], 1);
  for_each_lane(wave.exec(), [&](int l) {
    const uint64_t product = Signed ? uint64_t(int64_t(int32_t(a[l])) * int64_t(int32_t(b[l])))
                                    : uint64_t(a[l]) * uint64_t(b[l]);
    const uint64_t r = product + lane64(clo, chi, l);
    dlo[l] = uint32_t(r), dhi[l] = uint32_t(r >> 32);
  });
}

template <auto F>
void v64_binary(Wave& wave, const Instruction& in) {
  const Lanes alo = lanes(wave, in.operands[1], 0), ahi = lanes(wave, in.operands[1], 1);
  const Lanes blo = lanes(wave, in.operands[2], 0), bhi = lanes(wave, in.operands[2], 1);
  uint32_t *dlo = destination(wave, in.operands[0], 0), *dhi = destination(wave, in.operands[0], 1);
  for_each_lane(wave.exec(), [&](int l) {
    const uint64_t r = F(lane64(alo, ahi, l), lane64(blo, bhi, l));
    dlo[l] = uint32_t(r), dhi[l] = uint32_t(r >> 32);
  });
}

// v_fma_mix*_bf16: each source is f32, or bf16 (op_sel_hi[s] = 1) from the half op_sel[s] picks.
template <int Output>  // 0 f32, 1 bf16 low half, 2 bf16 high half
void v_fma_mix_bf16(Wave& wave, const Instruction& in) {
  Lanes source[3];
  for (int s = 0; s < 3; ++s) source[s] = lanes(wave, in.operands[1 + s]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    double x[3];
    for (int s = 0; s < 3; ++s) {
      const uint32_t bits = source[s][l];
      double value = (in.op_sel_hi >> s & 1) ? double(bfloat_to_float(half_of(bits, in.op_sel >> s & 1)))
                                              : double(bits_to_float(bits));
      if (in.abs >> s & 1) value = std::fabs(value);
      if (in.neg >> s & 1) value = -value;
      x[s] = value;
    }
    float r = float(std::fma(x[0], x[1], x[2]));
    if (in.clamp) r = std::isnan(r) ? 0.0f : std::fmin(std::fmax(r, 0.0f), 1.0f);
    if (Output == 0) d[l] = float_to_bits(r);
    else if (Output == 1) d[l] = (d[l] & 0xffff0000u) | float_to_bfloat(r);
    else d[l] = (d[l] & 0xffff) | uint32_t(float_to_bfloat(r)) << 16;
  });
}

// global_atomic_{max,min}_num_f32 [vdst,] vaddr, vdata, saddr|off: IEEE maxNum/minNum, old
// value returned under glc (th:TH_ATOMIC_RETURN).
template <bool Max>
void global_atomic_minmax_f32(Wave& wave, const Instruction& in) {
  const bool returns = in.flags & kFlagGlc;
  const int vaddr = returns ? 1 : 0;
  const Operand &va = in.operands[vaddr], &data = in.operands[vaddr + 1], &sa = in.operands[vaddr + 2];
  const Lanes value = lanes(wave, data);
  uint32_t* old_values = returns ? destination(wave, in.operands[0]) : nullptr;
  uint64_t moved = 0;
  for_each_lane(wave.exec(), [&](int l) {
    uint64_t address = sa.kind == OperandKind::sgpr ? scalar64(wave, sa) + lanes(wave, va)[l]
                                                    : lane64(lanes(wave, va, 0), lanes(wave, va, 1), l);
    address += uint64_t(int64_t(in.offset));
    uint8_t* pointer = wave.global_pointer(address, 4, l, MemoryAccess::write);
    if (reinterpret_cast<uintptr_t>(pointer) % 4 != 0) raise_fault("misaligned atomic", l);
    std::atomic_ref<uint32_t> target(*reinterpret_cast<uint32_t*>(pointer));
    uint32_t old = target.load(std::memory_order_relaxed);
    const float operand = bits_to_float(value[l]);
    while (true) {
      const float current = bits_to_float(old);
      const float updated = Max ? std::fmax(current, operand) : std::fmin(current, operand);
      if (target.compare_exchange_weak(old, float_to_bits(updated), std::memory_order_relaxed)) break;
    }
    if (old_values) old_values[l] = old;
    moved += 4;
  });
  wave.statistics->global_bytes_read += moved;
  wave.statistics->global_bytes_written += moved;
}

// gfx12 sub-dword SMEM loads: one byte or half, zero- or sign-extended into one SGPR. The
// address is base + SGPR offset + immediate offset, not aligned down (dword loads ignore the
// two low bits; these read exactly the bytes named). parameter[1] = bytes, parameter[2] = signed.
uint32_t extend(uint32_t raw, const Instruction& in) {
  const uint32_t bytes = in.parameter[1];
  if (in.parameter[2]) return bytes == 1 ? uint32_t(int32_t(int8_t(raw))) : uint32_t(int32_t(int16_t(raw)));
  return bytes == 1 ? raw & 0xff : raw & 0xffff;
}
void s_load_sub_dword(Wave& wave, const Instruction& in) {
  uint64_t offset = in.operand_count > 2 ? scalar32(wave, in.operands[2]) : 0;
  offset += uint64_t(int64_t(in.offset));
  const uint64_t address = (scalar64(wave, in.operands[1]) & 0xffff'ffff'ffffull) + offset;
  uint32_t raw = 0;
  std::memcpy(&raw, wave.global_pointer(address, in.parameter[1], -1, MemoryAccess::read), in.parameter[1]);
  wave.sgpr[in.operands[0].index] = extend(raw, in);
}
// Buffer form: the resource as gfx9 lays it out would be wrong here, so read gfx1250's: base
// [56:0], num_records from bit 57 (see execute_gfx1250_buffer); out-of-range reads return 0.
void s_buffer_load_sub_dword(Wave& wave, const Instruction& in) {
  const uint32_t* r = &wave.sgpr[in.operands[1].index];
  const uint64_t base = r[0] | uint64_t(r[1] & 0x1ffffffu) << 32;
  const uint64_t records = (r[1] >> 25) | uint64_t(r[2]) << 7;
  const uint64_t offset = (in.operand_count > 2 ? scalar32(wave, in.operands[2]) : 0) + uint64_t(int64_t(in.offset));
  uint32_t raw = 0;
  if (offset + in.parameter[1] <= records) std::memcpy(&raw, wave.global_pointer(base + offset, in.parameter[1], -1, MemoryAccess::read), in.parameter[1]);
  wave.sgpr[in.operands[0].index] = extend(raw, in);
}

}  // namespace

void register_gfx12_extra_operations(OperationTable& t) {
  using C = ConstantType;
  t.add("v_s_exp_f32", v_s_f32<([](float x) { return std::exp2(x); })>, C::f32);
  t.add("v_s_log_f32", v_s_f32<([](float x) { return std::log2(x); })>, C::f32);
  t.add("v_s_rcp_f32", v_s_f32<([](float x) { return 1.0f / x; })>, C::f32);
  t.add("v_s_rsq_f32", v_s_f32<([](float x) { return 1.0f / std::sqrt(x); })>, C::f32);
  t.add("v_s_sqrt_f32", v_s_f32<([](float x) { return std::sqrt(x); })>, C::f32);
  t.add("v_s_exp_f16", v_s_f16<([](float x) { return std::exp2(x); })>, C::f16);
  t.add("v_s_log_f16", v_s_f16<([](float x) { return std::log2(x); })>, C::f16);
  t.add("v_s_rcp_f16", v_s_f16<([](float x) { return 1.0f / x; })>, C::f16);
  t.add("v_s_rsq_f16", v_s_f16<([](float x) { return 1.0f / std::sqrt(x); })>, C::f16);
  t.add("v_s_sqrt_f16", v_s_f16<([](float x) { return std::sqrt(x); })>, C::f16);
  t.add("v_mul_u64", v_mul_u64, C::b64);
  t.add("v_mad_nc_u64_u32", v_mad_nc_64_32<false>, C::b64);
  t.add("v_mad_nc_i64_i32", v_mad_nc_64_32<true>, C::b64);
  t.add("v_max_u64", v64_binary<([](uint64_t a, uint64_t b) { return a > b ? a : b; })>, C::b64);
  t.add("v_min_u64", v64_binary<([](uint64_t a, uint64_t b) { return a < b ? a : b; })>, C::b64);
  t.add("v_max_i64", v64_binary<([](uint64_t a, uint64_t b) { return int64_t(a) > int64_t(b) ? a : b; })>, C::b64);
  t.add("v_min_i64", v64_binary<([](uint64_t a, uint64_t b) { return int64_t(a) < int64_t(b) ? a : b; })>, C::b64);
  t.add("v_fma_mix_f32_bf16", v_fma_mix_bf16<0>, C::pk16);
  t.add("v_fma_mixlo_bf16", v_fma_mix_bf16<1>, C::pk16);
  t.add("v_fma_mixhi_bf16", v_fma_mix_bf16<2>, C::pk16);
  // parameter[1]: the access size, as the shared atomics keep it (scale_offset reads it).
  t.add("global_atomic_max_num_f32", OperationInfo{global_atomic_minmax_f32<true>, C::f32, 1, {0, 4, 0}, 0});
  t.add("global_atomic_min_num_f32", OperationInfo{global_atomic_minmax_f32<false>, C::f32, 1, {0, 4, 0}, 0});
  for (auto [suffix, bytes, is_signed] : {std::tuple{"u8", 1u, 0u}, {"i8", 1u, 1u}, {"u16", 2u, 0u}, {"i16", 2u, 1u}}) {
    t.add(std::string("s_load_") + suffix, s_load_sub_dword, C::b32, 0, bytes, is_signed);
    t.add(std::string("s_buffer_load_") + suffix, s_buffer_load_sub_dword, C::b32, 0, bytes, is_signed);
  }
}

}  // namespace gfxtile::emu
