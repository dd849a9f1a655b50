// VALU integer and bit operations, moves, lane operations (VOP1, VOP2, VOP3 forms).

#include <algorithm>
#include <bit>
#include <cmath>

#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

using U1 = uint32_t (*)(uint32_t);
using U2 = uint32_t (*)(uint32_t, uint32_t);
using U3 = uint32_t (*)(uint32_t, uint32_t, uint32_t);

// The integer and bit operations are evaluated on whole rows (unit_row/store_active in
// common.h), so that their loops vectorize; none of them can trap on an inactive lane's value.
template <auto F>
void v1(Wave& wave, const Instruction& in) {
  uint32_t sa[kWaveSize], result[kWaveSize];
  const uint32_t* a = unit_row(lanes(wave, in.operands[1]), sa);
  uint32_t* d = destination(wave, in.operands[0]);
  for (int l = 0; l < kWaveSize; ++l) result[l] = F(a[l]);
  store_active(d, result, wave.exec());
}
template <auto F>
void v2(Wave& wave, const Instruction& in) {
  uint32_t sa[kWaveSize], sb[kWaveSize], result[kWaveSize];
  const uint32_t* a = unit_row(lanes(wave, in.operands[1]), sa);
  const uint32_t* b = unit_row(lanes(wave, in.operands[2]), sb);
  uint32_t* d = destination(wave, in.operands[0]);
  for (int l = 0; l < kWaveSize; ++l) result[l] = F(a[l], b[l]);
  store_active(d, result, wave.exec());
}
template <auto F>
void v3(Wave& wave, const Instruction& in) {
  uint32_t sa[kWaveSize], sb[kWaveSize], sc[kWaveSize], result[kWaveSize];
  const uint32_t* a = unit_row(lanes(wave, in.operands[1]), sa);
  const uint32_t* b = unit_row(lanes(wave, in.operands[2]), sb);
  const uint32_t* c = unit_row(lanes(wave, in.operands[3]), sc);
  uint32_t* d = destination(wave, in.operands[0]);
  for (int l = 0; l < kWaveSize; ++l) result[l] = F(a[l], b[l], c[l]);
  store_active(d, result, wave.exec());
}

// Clamp of integer adds (VOP3 "clamp"): saturate instead of wrapping.
void v_add_u32(Wave& wave, const Instruction& in) {
  uint32_t sa[kWaveSize], sb[kWaveSize], result[kWaveSize];
  const uint32_t* a = unit_row(lanes(wave, in.operands[1]), sa);
  const uint32_t* b = unit_row(lanes(wave, in.operands[2]), sb);
  uint32_t* d = destination(wave, in.operands[0]);
  if (in.clamp) {
    for (int l = 0; l < kWaveSize; ++l) result[l] = a[l] + b[l] < a[l] ? 0xffffffffu : a[l] + b[l];
  } else {
    for (int l = 0; l < kWaveSize; ++l) result[l] = a[l] + b[l];
  }
  store_active(d, result, wave.exec());
}

// Carry out into an SGPR pair: vdst, sdst, a, b (and carry in: , cin).
template <int Kind>  // 0 add, 1 sub, 2 subrev
void v_carry_out(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[2]), b = lanes(wave, in.operands[3]);
  uint32_t* d = destination(wave, in.operands[0]);
  uint64_t carry = 0;
  for_each_lane(wave.exec(), [&](int l) {
    uint32_t x = a[l], y = b[l];
    if (Kind == 2) std::swap(x, y);
    const uint64_t r = Kind == 0 ? uint64_t(x) + y : uint64_t(x) - y;
    d[l] = uint32_t(r);
    if (Kind == 0 ? (r >> 32) != 0 : y > x) carry |= uint64_t{1} << l;
  });
  write_scalar64(wave, in.operands[1], carry);
}
template <int Kind>
void v_carry_in_out(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[2]), b = lanes(wave, in.operands[3]);
  const uint64_t carry_in = scalar64(wave, in.operands[4]);
  uint32_t* d = destination(wave, in.operands[0]);
  uint64_t carry = 0;
  for_each_lane(wave.exec(), [&](int l) {
    uint32_t x = a[l], y = b[l];
    if (Kind == 2) std::swap(x, y);
    const uint64_t c = (carry_in >> l) & 1;
    const uint64_t r = Kind == 0 ? uint64_t(x) + y + c : uint64_t(x) - y - c;
    d[l] = uint32_t(r);
    if (Kind == 0 ? (r >> 32) != 0 : uint64_t(y) + c > x) carry |= uint64_t{1} << l;
  });
  write_scalar64(wave, in.operands[1], carry);
}

void v_cndmask_b32(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  const uint64_t mask = scalar64(wave, in.operands[3]);
  uint32_t* d = destination(wave, in.operands[0]);
  const SignModifier ma = sign_modifier(in, 0), mb = sign_modifier(in, 1);
  for_each_lane(wave.exec(), [&](int l) { d[l] = (mask >> l) & 1 ? mb.apply(b[l]) : ma.apply(a[l]); });
}

void v_mov_b32(Wave& wave, const Instruction& in) {
  uint32_t sa[kWaveSize];
  const uint32_t* a = unit_row(lanes(wave, in.operands[1]), sa);
  uint32_t* d = destination(wave, in.operands[0]);
  if (a == d) return;
  store_active(d, a, wave.exec());
}
void v_mov_b64(Wave& wave, const Instruction& in) {
  const Lanes lo = lanes(wave, in.operands[1], 0), hi = lanes(wave, in.operands[1], 1);
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  for_each_lane(wave.exec(), [&](int l) {
    const uint32_t x = lo[l], y = hi[l];
    d0[l] = x, d1[l] = y;
  });
}
void v_readfirstlane_b32(Wave& wave, const Instruction& in) {
  const uint64_t exec = wave.exec();
  const int lane = exec ? std::countr_zero(exec) : 0;
  write_scalar32(wave, in.operands[0], lanes(wave, in.operands[1])[lane]);
}
void v_readlane_b32(Wave& wave, const Instruction& in) {
  const uint32_t lane = scalar32(wave, in.operands[2]) & 63;
  write_scalar32(wave, in.operands[0], lanes(wave, in.operands[1])[int(lane)]);
}
void v_writelane_b32(Wave& wave, const Instruction& in) {
  const uint32_t lane = scalar32(wave, in.operands[2]) & 63;
  destination(wave, in.operands[0])[lane] = scalar32(wave, in.operands[1]);
}
void v_mbcnt_lo(Wave& wave, const Instruction& in) {
  const Lanes mask = lanes(wave, in.operands[1]), add = lanes(wave, in.operands[2]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    const uint32_t below = l >= 32 ? ~0u : (1u << l) - 1;
    d[l] = uint32_t(std::popcount(mask[l] & below)) + add[l];
  });
}
void v_mbcnt_hi(Wave& wave, const Instruction& in) {
  const Lanes mask = lanes(wave, in.operands[1]), add = lanes(wave, in.operands[2]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    const uint32_t below = l < 32 ? 0u : (l == 63 ? 0x7fffffffu : (1u << (l - 32)) - 1);
    d[l] = uint32_t(std::popcount(mask[l] & below)) + add[l];
  });
}

// 64-bit lane operations.
using W2 = uint64_t (*)(uint64_t, uint32_t);
template <auto F, int Wide, int Narrow>  // operand positions of the 64-bit and the 32-bit source
void v64_shift(Wave& wave, const Instruction& in) {
  const Lanes lo = lanes(wave, in.operands[Wide], 0), hi = lanes(wave, in.operands[Wide], 1);
  const Lanes s = lanes(wave, in.operands[Narrow]);
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  for_each_lane(wave.exec(), [&](int l) {
    const uint64_t r = F(lane64(lo, hi, l), s[l]);
    d0[l] = uint32_t(r), d1[l] = uint32_t(r >> 32);
  });
}
// Whole rows (see v2); a uniform shift (the usual constant) is hoisted so that the loop vectorizes.
void v_lshl_add_u64(Wave& wave, const Instruction& in) {
  uint32_t s0[kWaveSize], s1[kWaveSize], s2[kWaveSize], s3[kWaveSize], s4[kWaveSize];
  const uint32_t* alo = unit_row(lanes(wave, in.operands[1], 0), s0);
  const uint32_t* ahi = unit_row(lanes(wave, in.operands[1], 1), s1);
  const Lanes s = lanes(wave, in.operands[2]);
  const uint32_t* clo = unit_row(lanes(wave, in.operands[3], 0), s3);
  const uint32_t* chi = unit_row(lanes(wave, in.operands[3], 1), s4);
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  uint32_t low[kWaveSize], high[kWaveSize];
  auto compute = [&](int l, uint32_t shift) {
    const uint64_t r = ((uint64_t(alo[l]) | uint64_t(ahi[l]) << 32) << shift) + (uint64_t(clo[l]) | uint64_t(chi[l]) << 32);
    low[l] = uint32_t(r), high[l] = uint32_t(r >> 32);
  };
  if (s.stride == 0) {
    const uint32_t shift = s[0] & 7;
    for (int l = 0; l < kWaveSize; ++l) compute(l, shift);
  } else {
    const uint32_t* shifts = unit_row(s, s2);
    for (int l = 0; l < kWaveSize; ++l) compute(l, shifts[l] & 7);
  }
  const uint64_t exec = wave.exec();
  store_active(d0, low, exec);
  store_active(d1, high, exec);
}
__extension__ using Int128 = __int128;
__extension__ using Unsigned128 = unsigned __int128;

template <bool Signed>
void v_mad_64_32(Wave& wave, const Instruction& in) {
  // vdst[0:1], sdst, a, b, c[0:1]
  const Lanes a = lanes(wave, in.operands[2]), b = lanes(wave, in.operands[3]);
  const Lanes clo = lanes(wave, in.operands[4], 0), chi = lanes(wave, in.operands[4], 1);
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  uint64_t carry = 0;
  for_each_lane(wave.exec(), [&](int l) {
    const uint64_t c = lane64(clo, chi, l);
    uint64_t r;
    bool overflow;
    if (Signed) {
      const Int128 full = Int128(int64_t(int32_t(a[l])) * int64_t(int32_t(b[l]))) + int64_t(c);
      r = uint64_t(full);
      overflow = full != Int128(int64_t(r));
    } else {
      const Unsigned128 full = Unsigned128(uint64_t(a[l]) * uint64_t(b[l])) + c;
      r = uint64_t(full);
      overflow = (full >> 64) != 0;
    }
    d0[l] = uint32_t(r), d1[l] = uint32_t(r >> 32);
    if (overflow) carry |= uint64_t{1} << l;
  });
  if (in.operands[1].kind == OperandKind::sgpr) write_scalar64(wave, in.operands[1], carry);
}

// v_swap_b32 a, b: exchanges two VGPRs in the active lanes.
void v_swap_b32(Wave& wave, const Instruction& in) {
  uint32_t *a = destination(wave, in.operands[0]), *b = destination(wave, in.operands[1]);
  for_each_lane(wave.exec(), [&](int l) { std::swap(a[l], b[l]); });
}

// gfx950 v_bitop3_b16: the b32 truth table on 16-bit halves chosen by op_sel; the result goes
// to the low half (high half cleared) or, with op_sel[3], to the high half (low half kept).
void v_bitop3_b16(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]), c = lanes(wave, in.operands[3]);
  uint32_t* d = destination(wave, in.operands[0]);
  const uint32_t table = in.immediate & 0xff;
  for_each_lane(wave.exec(), [&](int l) {
    const uint32_t x = half_of(a[l], in.op_sel & 1), y = half_of(b[l], in.op_sel >> 1 & 1), z = half_of(c[l], in.op_sel >> 2 & 1);
    uint32_t r = 0;
    for (int k = 0; k < 8; ++k)
      if ((table >> k) & 1) r |= ((k & 4) ? x : ~x) & ((k & 2) ? y : ~y) & ((k & 1) ? z : ~z);
    r &= 0xffff;
    d[l] = (in.op_sel & 8) ? (d[l] & 0xffff) | r << 16 : r;
  });
}

// gfx950 lane swaps between two VGPRs (LLVM's permlane16.swap/permlane32.swap): 16-lane rows
// 1 and 3 of the first operand trade places with rows 0 and 2 of the second; or the upper 32
// lanes of the first with the lower 32 of the second.
template <int Row>
void v_permlane_swap(Wave& wave, const Instruction& in) {
  uint32_t *a = destination(wave, in.operands[0]), *b = destination(wave, in.operands[1]);
  for (int lane = 0; lane < kWaveSize; ++lane)
    if ((lane / Row) % 2 == 1) std::swap(a[lane], b[lane - Row]);
}

void v_accvgpr_move(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]);
  uint32_t* d = wave.vector_row(in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) { d[l] = a[l]; });
}

uint32_t bfe(uint32_t value, uint32_t offset, uint32_t width, bool is_signed) {
  offset &= 31, width &= 31;
  if (width == 0) return 0;
  uint32_t field = (value >> offset) & ((1u << width) - 1);
  if (is_signed && (field >> (width - 1)) & 1) field |= ~((1u << width) - 1);
  return field;
}
uint32_t bit_reverse(uint32_t a) {
  a = (a >> 1 & 0x55555555u) | (a & 0x55555555u) << 1;
  a = (a >> 2 & 0x33333333u) | (a & 0x33333333u) << 2;
  a = (a >> 4 & 0x0f0f0f0fu) | (a & 0x0f0f0f0fu) << 4;
  return __builtin_bswap32(a);
}
uint32_t byte_permute(uint32_t s0, uint32_t s1, uint32_t selector) {
  // v_perm_b32: bytes of {s0, s1} (s1 is the low dword) chosen per selector byte.
  const uint64_t combined = uint64_t(s0) << 32 | s1;
  uint32_t result = 0;
  for (int i = 0; i < 4; ++i) {
    const uint32_t sel = (selector >> (8 * i)) & 0xff;
    uint32_t byte;
    if (sel < 8) byte = uint32_t(combined >> (8 * sel)) & 0xff;
    else if (sel == 8) byte = (s1 & 0x8000) ? 0xff : 0;
    else if (sel == 9) byte = (s1 & 0x80000000u) ? 0xff : 0;
    else if (sel == 10) byte = (s0 & 0x8000) ? 0xff : 0;
    else if (sel == 11) byte = (s0 & 0x80000000u) ? 0xff : 0;
    else if (sel == 12) byte = 0;
    else byte = 0xff;
    result |= byte << (8 * i);
  }
  return result;
}

// v_perm_b32 with a uniform selector (the usual constant) whose bytes are all plain byte
// picks (0..7) or constants (12: 0x00, 13..: 0xff): per lane only shifts and masks, so the
// whole-row loop vectorizes. Sign-replicating selectors (8..11) take byte_permute per lane.
void v_perm_b32(Wave& wave, const Instruction& in) {
  const Lanes selector = lanes(wave, in.operands[3]);
  if (selector.stride != 0) return v3<byte_permute>(wave, in);
  uint32_t shift[4], take[4], constant = 0;
  for (int i = 0; i < 4; ++i) {
    const uint32_t pick = (selector[0] >> (8 * i)) & 0xff;
    if (pick >= 8 && pick <= 11) return v3<byte_permute>(wave, in);
    shift[i] = pick < 8 ? 8 * pick : 0;
    take[i] = pick < 8 ? 0xff : 0;
    if (pick >= 13) constant |= 0xffu << (8 * i);
  }
  uint32_t sa[kWaveSize], sb[kWaveSize], result[kWaveSize];
  const uint32_t* a = unit_row(lanes(wave, in.operands[1]), sa);
  const uint32_t* b = unit_row(lanes(wave, in.operands[2]), sb);
  for (int l = 0; l < kWaveSize; ++l) {
    const uint64_t combined = uint64_t(a[l]) << 32 | b[l];
    uint32_t value = constant;
    for (int i = 0; i < 4; ++i) value |= (uint32_t(combined >> shift[i]) & take[i]) << (8 * i);
    result[l] = value;
  }
  store_active(destination(wave, in.operands[0]), result, wave.exec());
}
int32_t med3(int32_t a, int32_t b, int32_t c) { return std::max(std::min(a, b), std::min(std::max(a, b), c)); }
uint32_t med3u(uint32_t a, uint32_t b, uint32_t c) { return std::max(std::min(a, b), std::min(std::max(a, b), c)); }

void v_bitop3_b32(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]), c = lanes(wave, in.operands[3]);
  uint32_t* d = destination(wave, in.operands[0]);
  const uint32_t table = in.immediate & 0xff;
  for_each_lane(wave.exec(), [&](int l) {
    // Bit i of the result is table[(a_i << 2) | (b_i << 1) | c_i].
    const uint32_t x = a[l], y = b[l], z = c[l];
    uint32_t r = 0;
    for (int k = 0; k < 8; ++k) {
      if (!((table >> k) & 1)) continue;
      r |= ((k & 4) ? x : ~x) & ((k & 2) ? y : ~y) & ((k & 1) ? z : ~z);
    }
    d[l] = r;
  });
}

}  // namespace

void register_vector_alu_operations(OperationTable& t, Architecture architecture) {
  using C = ConstantType;
  t.add("v_mov_b32", v_mov_b32);
  t.add("v_mov_b64", v_mov_b64, C::b64);
  t.add("v_swap_b32", OperationInfo{v_swap_b32, C::b32, 2});
  t.add("v_readfirstlane_b32", v_readfirstlane_b32);
  t.add("v_readlane_b32", v_readlane_b32);
  t.add("v_writelane_b32", v_writelane_b32);
  t.add("v_cndmask_b32", v_cndmask_b32);
  t.add("v_mbcnt_lo_u32_b32", v_mbcnt_lo);
  t.add("v_mbcnt_hi_u32_b32", v_mbcnt_hi);
  t.add("v_accvgpr_read_b32", v_accvgpr_move);
  t.add("v_accvgpr_write_b32", v_accvgpr_move);
  t.add("v_accvgpr_mov_b32", v_accvgpr_move);
  t.add("v_add_u32", v_add_u32);
  t.add("v_sub_u32", v2<([](uint32_t a, uint32_t b) { return a - b; })>);
  t.add("v_subrev_u32", v2<([](uint32_t a, uint32_t b) { return b - a; })>);
  t.add("v_add_i32", v2<([](uint32_t a, uint32_t b) { return a + b; })>);
  t.add("v_sub_i32", v2<([](uint32_t a, uint32_t b) { return a - b; })>);
  t.add("v_add_co_u32", OperationInfo{v_carry_out<0>, C::b32, 2});
  t.add("v_sub_co_u32", OperationInfo{v_carry_out<1>, C::b32, 2});
  t.add("v_subrev_co_u32", OperationInfo{v_carry_out<2>, C::b32, 2});
  t.add("v_addc_co_u32", OperationInfo{v_carry_in_out<0>, C::b32, 2});
  t.add("v_subb_co_u32", OperationInfo{v_carry_in_out<1>, C::b32, 2});
  t.add("v_subbrev_co_u32", OperationInfo{v_carry_in_out<2>, C::b32, 2});
  t.add("v_mul_lo_u32", v2<([](uint32_t a, uint32_t b) { return a * b; })>);
  t.add("v_mul_hi_u32", v2<([](uint32_t a, uint32_t b) { return uint32_t(uint64_t(a) * b >> 32); })>);
  t.add("v_mul_hi_i32", v2<([](uint32_t a, uint32_t b) { return uint32_t(uint64_t(int64_t(int32_t(a)) * int32_t(b)) >> 32); })>);
  t.add("v_mul_u32_u24", v2<([](uint32_t a, uint32_t b) { return (a & 0xffffff) * (b & 0xffffff); })>);
  t.add("v_mul_hi_u32_u24", v2<([](uint32_t a, uint32_t b) { return uint32_t(uint64_t(a & 0xffffff) * (b & 0xffffff) >> 32); })>);
  t.add("v_mul_i32_i24", v2<([](uint32_t a, uint32_t b) {
    return uint32_t(int32_t(a << 8) >> 8) * uint32_t(int32_t(b << 8) >> 8); })>);
  t.add("v_mul_hi_i32_i24", v2<([](uint32_t a, uint32_t b) {
    return uint32_t(uint64_t(int64_t(int32_t(a << 8) >> 8) * int64_t(int32_t(b << 8) >> 8)) >> 32); })>);
  t.add("v_mad_u32_u24", v3<([](uint32_t a, uint32_t b, uint32_t c) { return (a & 0xffffff) * (b & 0xffffff) + c; })>);
  t.add("v_mad_i32_i24", v3<([](uint32_t a, uint32_t b, uint32_t c) {
    return uint32_t(int32_t(a << 8) >> 8) * uint32_t(int32_t(b << 8) >> 8) + c; })>);
  t.add("v_mad_u64_u32", OperationInfo{v_mad_64_32<false>, C::b64, 2});
  t.add("v_mad_i64_i32", OperationInfo{v_mad_64_32<true>, C::b64, 2});
  t.add("v_and_b32", v2<([](uint32_t a, uint32_t b) { return a & b; })>);
  t.add("v_or_b32", v2<([](uint32_t a, uint32_t b) { return a | b; })>);
  t.add("v_xor_b32", v2<([](uint32_t a, uint32_t b) { return a ^ b; })>);
  t.add("v_xnor_b32", v2<([](uint32_t a, uint32_t b) { return ~(a ^ b); })>);
  t.add("v_not_b32", v1<([](uint32_t a) { return ~a; })>);
  t.add("v_bfrev_b32", v1<bit_reverse>);
  t.add("v_ffbh_u32", v1<([](uint32_t a) { return a ? uint32_t(std::countl_zero(a)) : ~0u; })>);
  t.add("v_ffbl_b32", v1<([](uint32_t a) { return a ? uint32_t(std::countr_zero(a)) : ~0u; })>);
  t.add("v_ffbh_i32", v1<([](uint32_t a) {
    return (a == 0 || a == ~0u) ? ~0u : uint32_t(std::countl_zero(int32_t(a) < 0 ? ~a : a)); })>);
  t.add("v_bcnt_u32_b32", v2<([](uint32_t a, uint32_t b) { return uint32_t(std::popcount(a)) + b; })>);
  t.add("v_lshlrev_b32", v2<([](uint32_t a, uint32_t b) { return b << (a & 31); })>);
  t.add("v_lshrrev_b32", v2<([](uint32_t a, uint32_t b) { return b >> (a & 31); })>);
  t.add("v_ashrrev_i32", v2<([](uint32_t a, uint32_t b) { return uint32_t(int32_t(b) >> (a & 31)); })>);
  t.add("v_min_u32", v2<([](uint32_t a, uint32_t b) { return std::min(a, b); })>);
  t.add("v_max_u32", v2<([](uint32_t a, uint32_t b) { return std::max(a, b); })>);
  t.add("v_min_i32", v2<([](uint32_t a, uint32_t b) { return uint32_t(std::min(int32_t(a), int32_t(b))); })>);
  t.add("v_max_i32", v2<([](uint32_t a, uint32_t b) { return uint32_t(std::max(int32_t(a), int32_t(b))); })>);
  t.add("v_min3_u32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return std::min({a, b, c}); })>);
  t.add("v_max3_u32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return std::max({a, b, c}); })>);
  t.add("v_min3_i32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return uint32_t(std::min({int32_t(a), int32_t(b), int32_t(c)})); })>);
  t.add("v_max3_i32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return uint32_t(std::max({int32_t(a), int32_t(b), int32_t(c)})); })>);
  t.add("v_med3_i32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return uint32_t(med3(int32_t(a), int32_t(b), int32_t(c))); })>);
  t.add("v_med3_u32", v3<med3u>);
  t.add("v_add3_u32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return a + b + c; })>);
  t.add("v_lshl_add_u32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return (a << (b & 31)) + c; })>);
  t.add("v_add_lshl_u32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return (a + b) << (c & 31); })>);
  t.add("v_lshl_or_b32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return (a << (b & 31)) | c; })>);
  t.add("v_and_or_b32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return (a & b) | c; })>);
  t.add("v_or3_b32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return a | b | c; })>);
  t.add("v_xor3_b32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return a ^ b ^ c; })>);  // gfx10+ (gfx1250)
  t.add("v_xad_u32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return (a ^ b) + c; })>);
  t.add("v_bfe_u32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return bfe(a, b, c, false); })>);
  t.add("v_bfe_i32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return bfe(a, b, c, true); })>);
  t.add("v_bfi_b32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return (a & b) | (~a & c); })>);
  t.add("v_bfm_b32", v2<([](uint32_t a, uint32_t b) { return ((1u << (a & 31)) - 1) << (b & 31); })>);
  t.add("v_alignbit_b32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return uint32_t((uint64_t(a) << 32 | b) >> (c & 31)); })>);
  t.add("v_alignbyte_b32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return uint32_t((uint64_t(a) << 32 | b) >> (8 * (c & 3))); })>);
  t.add("v_perm_b32", v_perm_b32);
  t.add("v_sad_u32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return (a > b ? a - b : b - a) + c; })>);
  t.add("v_lshl_add_u64", v_lshl_add_u64, C::b64);
  t.add("v_lshlrev_b64", v64_shift<([](uint64_t v, uint32_t s) { return v << (s & 63); }), 2, 1>, C::b64);
  t.add("v_lshrrev_b64", v64_shift<([](uint64_t v, uint32_t s) { return v >> (s & 63); }), 2, 1>, C::b64);
  t.add("v_ashrrev_i64", v64_shift<([](uint64_t v, uint32_t s) { return uint64_t(int64_t(v) >> (s & 63)); }), 2, 1>, C::b64);
  // 16-bit integer operations write the low half and clear the high half.
  t.add("v_add_u16", v2<([](uint32_t a, uint32_t b) { return (a + b) & 0xffff; })>);
  t.add("v_sub_u16", v2<([](uint32_t a, uint32_t b) { return (a - b) & 0xffff; })>);
  t.add("v_subrev_u16", v2<([](uint32_t a, uint32_t b) { return (b - a) & 0xffff; })>);
  t.add("v_mul_lo_u16", v2<([](uint32_t a, uint32_t b) { return (a * b) & 0xffff; })>);
  t.add("v_lshlrev_b16", v2<([](uint32_t a, uint32_t b) { return (b << (a & 15)) & 0xffff; })>);
  t.add("v_lshrrev_b16", v2<([](uint32_t a, uint32_t b) { return (b & 0xffff) >> (a & 15); })>);
  t.add("v_ashrrev_i16", v2<([](uint32_t a, uint32_t b) { return uint32_t(int16_t(b) >> (a & 15)) & 0xffff; })>);
  t.add("v_max_u16", v2<([](uint32_t a, uint32_t b) { return std::max(a & 0xffff, b & 0xffff); })>);
  t.add("v_min_u16", v2<([](uint32_t a, uint32_t b) { return std::min(a & 0xffff, b & 0xffff); })>);
  t.add("v_max_i16", v2<([](uint32_t a, uint32_t b) { return uint32_t(std::max(int16_t(a), int16_t(b))) & 0xffff; })>);
  t.add("v_min_i16", v2<([](uint32_t a, uint32_t b) { return uint32_t(std::min(int16_t(a), int16_t(b))) & 0xffff; })>);
  t.add("v_mad_u16", v3<([](uint32_t a, uint32_t b, uint32_t c) { return (a * b + c) & 0xffff; })>);
  t.add("v_mad_i16", v3<([](uint32_t a, uint32_t b, uint32_t c) { return (a * b + c) & 0xffff; })>);
  t.add("v_mad_u32_u16", v3<([](uint32_t a, uint32_t b, uint32_t c) { return (a & 0xffff) * (b & 0xffff) + c; })>);
  t.add("v_mad_i32_i16", v3<([](uint32_t a, uint32_t b, uint32_t c) { return uint32_t(int32_t(int16_t(a)) * int16_t(b)) + c; })>);
  t.add("v_add_i16", v2<([](uint32_t a, uint32_t b) { return (a + b) & 0xffff; })>);
  t.add("v_sub_i16", v2<([](uint32_t a, uint32_t b) { return (a - b) & 0xffff; })>);
  t.add("v_cvt_pk_i16_i32", v2<([](uint32_t a, uint32_t b) {
    auto saturate = [](uint32_t x) { return uint32_t(uint16_t(std::clamp(int32_t(x), -32768, 32767))); };
    return saturate(a) | saturate(b) << 16; })>);
  t.add("v_cvt_pk_u16_u32", v2<([](uint32_t a, uint32_t b) { return std::min(a, 0xffffu) | std::min(b, 0xffffu) << 16; })>);
  t.add("v_sat_pk_u8_i16", v1<([](uint32_t a) {
    auto saturate = [](uint32_t x) { return uint32_t(std::clamp(int32_t(int16_t(x)), 0, 255)); };
    return saturate(a) | saturate(a >> 16) << 8; })>);
  // v_cvt_pk_u8_f32 d, f32, byte index, accumulator: one saturated, rounded byte into place.
  t.add("v_cvt_pk_u8_f32", v3<([](uint32_t a, uint32_t b, uint32_t c) {
    const float value = std::nearbyint(std::bit_cast<float>(a));
    const uint32_t byte = std::isnan(value) ? 0u : uint32_t(std::clamp(value, 0.0f, 255.0f));
    const uint32_t shift = 8 * (b & 3);
    return (c & ~(0xffu << shift)) | byte << shift; })>, ConstantType::f32);
  if (architecture == Architecture::gfx950) {
    t.add("v_bitop3_b32", v_bitop3_b32);
    t.add("v_bitop3_b16", v_bitop3_b16);
    t.add("v_permlane16_swap_b32", OperationInfo{v_permlane_swap<16>, C::b32, 2});
    t.add("v_permlane32_swap_b32", OperationInfo{v_permlane_swap<32>, C::b32, 2});
  }
}

}  // namespace gfxtile::emu
