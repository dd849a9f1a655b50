// SALU (SOP1, SOP2, SOPK, SOPC) and scalar memory (SMEM).

#include <algorithm>
#include <bit>

#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

using S32 = uint32_t (*)(uint32_t, uint32_t, uint32_t&);
using S64 = uint64_t (*)(uint64_t, uint64_t, uint32_t&);

// dst, src0, src1 (SOP2) with scc in and out.
template <auto F>
void sop2_32(Wave& wave, const Instruction& in) {
  uint32_t scc = wave.scc;
  const uint32_t result = F(scalar32(wave, in.operands[1]), scalar32(wave, in.operands[2]), scc);
  write_scalar32(wave, in.operands[0], result);
  wave.scc = scc;
}
template <auto F>
void sop2_64(Wave& wave, const Instruction& in) {
  uint32_t scc = wave.scc;
  const uint64_t result = F(scalar64(wave, in.operands[1]), scalar64(wave, in.operands[2]), scc);
  write_scalar64(wave, in.operands[0], result);
  wave.scc = scc;
}
// 64-bit value, 32-bit second operand (shift amounts, field specs).
template <auto F>
void sop2_64_32(Wave& wave, const Instruction& in) {
  uint32_t scc = wave.scc;
  const uint64_t result = F(scalar64(wave, in.operands[1]), scalar32(wave, in.operands[2]), scc);
  write_scalar64(wave, in.operands[0], result);
  wave.scc = scc;
}
// SOP1: dst, src0.
template <auto F>
void sop1_32(Wave& wave, const Instruction& in) {
  uint32_t scc = wave.scc;
  const uint32_t result = F(scalar32(wave, in.operands[1]), in.operands[0].kind == OperandKind::sgpr ? wave.sgpr[in.operands[0].index] : 0, scc);
  write_scalar32(wave, in.operands[0], result);
  wave.scc = scc;
}
template <auto F>
void sop1_64(Wave& wave, const Instruction& in) {
  uint32_t scc = wave.scc;
  const uint64_t result = F(scalar64(wave, in.operands[1]), scalar64(wave, in.operands[0]), scc);
  write_scalar64(wave, in.operands[0], result);
  wave.scc = scc;
}
// 64-bit source, 32-bit result (bit counts).
template <auto F>
void sop1_64_to_32(Wave& wave, const Instruction& in) {
  uint32_t scc = wave.scc;
  const uint64_t result = F(scalar64(wave, in.operands[1]), 0, scc);
  write_scalar32(wave, in.operands[0], uint32_t(result));
  wave.scc = scc;
}

// SOPC: src0, src1 -> scc.
template <auto F>
void sopc_32(Wave& wave, const Instruction& in) {
  wave.scc = F(scalar32(wave, in.operands[0]), scalar32(wave, in.operands[1]));
}
template <auto F>
void sopc_64(Wave& wave, const Instruction& in) {
  wave.scc = F(scalar64(wave, in.operands[0]), scalar64(wave, in.operands[1]));
}
// SOPK compares: sdst, simm16 (sign- or zero-extended).
template <auto F, bool Signed>
void sopk_compare(Wave& wave, const Instruction& in) {
  const uint32_t raw = in.operands[1].value[0];
  const uint32_t immediate = Signed ? uint32_t(int32_t(int16_t(raw))) : (raw & 0xffff);
  wave.scc = F(wave.sgpr[in.operands[0].index], immediate);
}

void s_movk_i32(Wave& wave, const Instruction& in) {
  write_scalar32(wave, in.operands[0], uint32_t(int32_t(int16_t(in.operands[1].value[0]))));
}
void s_cmovk_i32(Wave& wave, const Instruction& in) {
  if (wave.scc) write_scalar32(wave, in.operands[0], uint32_t(int32_t(int16_t(in.operands[1].value[0]))));
}
void s_addk_i32(Wave& wave, const Instruction& in) {
  const int32_t a = int32_t(wave.sgpr[in.operands[0].index]);
  const int32_t b = int16_t(in.operands[1].value[0]);
  const int32_t result = int32_t(uint32_t(a) + uint32_t(b));
  wave.scc = ((a >= 0) == (b >= 0)) && ((result >= 0) != (a >= 0));
  wave.sgpr[in.operands[0].index] = uint32_t(result);
}
void s_mulk_i32(Wave& wave, const Instruction& in) {
  // The low 32 bits of the product, wrapping as the hardware does (signed overflow was UB here:
  // tests/fuzz/dispatch_fuzzer); the 16-bit constant is sign-extended.
  wave.sgpr[in.operands[0].index] = wave.sgpr[in.operands[0].index] * uint32_t(int32_t(int16_t(in.operands[1].value[0])));
}

// Saveexec family: dst = exec; exec = f(src, exec); scc = exec != 0.
template <auto F, bool WriteNewExec>
void saveexec(Wave& wave, const Instruction& in) {
  const uint64_t old = wave.exec();
  const uint64_t updated = F(scalar64(wave, in.operands[1]), old);
  wave.set_exec(updated);
  write_scalar64(wave, in.operands[0], WriteNewExec ? updated : old);
  wave.scc = updated != 0;
}

void s_getpc_b64(Wave& wave, const Instruction& in) {
  const Program* program = wave.dispatch->program;
  write_scalar64(wave, in.operands[0], program_address(*program, wave.pc));
}
void s_setpc_b64(Wave& wave, const Instruction& in) { wave.pc = program_index(*wave.dispatch->program, scalar64(wave, in.operands[0])); }
void s_swappc_b64(Wave& wave, const Instruction& in) {
  const uint64_t target = scalar64(wave, in.operands[1]);
  write_scalar64(wave, in.operands[0], program_address(*wave.dispatch->program, wave.pc));
  wave.pc = program_index(*wave.dispatch->program, target);
}

// SMEM loads: dst s[n:m], base s[b:b+1] (or a buffer resource), offset (immediate or SGPR).
void s_load(Wave& wave, const Instruction& in) {
  const uint32_t dwords = in.parameter[0];
  uint64_t offset = in.operand_count > 2 ? scalar32(wave, in.operands[2]) : 0;
  offset += uint64_t(int64_t(in.offset));
  const uint64_t address = (scalar64(wave, in.operands[1]) & 0xffff'ffff'ffffull) + offset;
  const uint8_t* source = wave.global_pointer(address & ~uint64_t{3}, dwords * 4, -1, MemoryAccess::read);
  std::memcpy(&wave.sgpr[in.operands[0].index], source, dwords * 4);
}
void s_buffer_load(Wave& wave, const Instruction& in) {
  const uint32_t dwords = in.parameter[0];
  const uint32_t* resource = &wave.sgpr[in.operands[1].index];
  const uint64_t base = uint64_t(resource[0]) | uint64_t(resource[1] & 0xffff) << 32;
  const uint32_t records = resource[2];
  uint64_t offset = (in.operand_count > 2 ? scalar32(wave, in.operands[2]) : 0) + uint64_t(int64_t(in.offset));
  offset &= ~uint64_t{3};
  for (uint32_t i = 0; i < dwords; ++i) {
    const uint64_t at = offset + 4 * i;
    uint32_t value = 0;
    if (at + 4 <= records) std::memcpy(&value, wave.global_pointer(base + at, 4, -1, MemoryAccess::read), 4);
    wave.sgpr[in.operands[0].index + i] = value;
  }
}
void s_memtime(Wave& wave, const Instruction& in) {
  // A deterministic clock: the wave-instructions this host thread has executed.
  write_scalar64(wave, in.operands[0], wave.statistics->wave_instructions());
}

uint32_t bfe32(uint32_t value, uint32_t spec, bool is_signed) {
  const uint32_t offset = spec & 31, width = (spec >> 16) & 0x7f;
  if (width == 0) return 0;
  uint32_t field = width >= 32 ? value >> offset : (value >> offset) & ((1u << width) - 1);
  if (is_signed && width < 32 && (field >> (width - 1)) & 1) field |= ~((1u << width) - 1);
  return field;
}
uint64_t bfe64(uint64_t value, uint32_t spec, bool is_signed) {
  const uint32_t offset = spec & 63, width = (spec >> 16) & 0x7f;
  if (width == 0) return 0;
  uint64_t field = width >= 64 ? value >> offset : (value >> offset) & ((uint64_t{1} << width) - 1);
  if (is_signed && width < 64 && (field >> (width - 1)) & 1) field |= ~((uint64_t{1} << width) - 1);
  return field;
}

}  // namespace

void register_scalar_operations(OperationTable& t, Architecture) {
  using C = ConstantType;
  // SOP2, 32-bit.
  t.add("s_add_u32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { c = uint64_t(a) + b > 0xffffffffu; return a + b; })>);
  t.add("s_sub_u32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { c = b > a; return a - b; })>);
  t.add("s_addc_u32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint64_t r = uint64_t(a) + b + c; c = r >> 32; return uint32_t(r); })>);
  t.add("s_subb_u32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint64_t r = uint64_t(a) - b - c; c = uint64_t(b) + c > a; return uint32_t(r); })>);
  t.add("s_add_i32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = a + b; c = ((a ^ r) & (b ^ r)) >> 31; return r; })>);
  t.add("s_sub_i32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = a - b; c = ((a ^ b) & (a ^ r)) >> 31; return r; })>);
  t.add("s_min_i32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { c = int32_t(a) < int32_t(b); return c ? a : b; })>);
  t.add("s_min_u32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { c = a < b; return c ? a : b; })>);
  t.add("s_max_i32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { c = int32_t(a) > int32_t(b); return c ? a : b; })>);
  t.add("s_max_u32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { c = a > b; return c ? a : b; })>);
  t.add("s_cselect_b32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { return c ? a : b; })>);
  t.add("s_and_b32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = a & b; c = r != 0; return r; })>);
  t.add("s_or_b32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = a | b; c = r != 0; return r; })>);
  t.add("s_xor_b32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = a ^ b; c = r != 0; return r; })>);
  t.add("s_andn2_b32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = a & ~b; c = r != 0; return r; })>);
  t.add("s_orn2_b32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = a | ~b; c = r != 0; return r; })>);
  t.add("s_nand_b32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = ~(a & b); c = r != 0; return r; })>);
  t.add("s_nor_b32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = ~(a | b); c = r != 0; return r; })>);
  t.add("s_xnor_b32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = ~(a ^ b); c = r != 0; return r; })>);
  t.add("s_lshl_b32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = a << (b & 31); c = r != 0; return r; })>);
  t.add("s_lshr_b32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = a >> (b & 31); c = r != 0; return r; })>);
  t.add("s_ashr_i32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = uint32_t(int32_t(a) >> (b & 31)); c = r != 0; return r; })>);
  t.add("s_bfm_b32", sop2_32<([](uint32_t a, uint32_t b, uint32_t&) { return (a & 31) == 0 ? 0u : (((1u << (a & 31)) - 1) << (b & 31)); })>);
  t.add("s_mul_i32", sop2_32<([](uint32_t a, uint32_t b, uint32_t&) { return a * b; })>);
  t.add("s_mul_hi_u32", sop2_32<([](uint32_t a, uint32_t b, uint32_t&) { return uint32_t(uint64_t(a) * b >> 32); })>);
  t.add("s_mul_hi_i32", sop2_32<([](uint32_t a, uint32_t b, uint32_t&) { return uint32_t(uint64_t(int64_t(int32_t(a)) * int32_t(b)) >> 32); })>);
  t.add("s_bfe_u32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = bfe32(a, b, false); c = r != 0; return r; })>);
  t.add("s_bfe_i32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint32_t r = bfe32(a, b, true); c = r != 0; return r; })>);
  t.add("s_absdiff_i32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) {
    int64_t d = int64_t(int32_t(a)) - int32_t(b); uint32_t r = uint32_t(d < 0 ? -d : d); c = r != 0; return r; })>);
  t.add("s_lshl1_add_u32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint64_t r = (uint64_t(a) << 1) + b; c = r >> 32; return uint32_t(r); })>);
  t.add("s_lshl2_add_u32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint64_t r = (uint64_t(a) << 2) + b; c = r >> 32; return uint32_t(r); })>);
  t.add("s_lshl3_add_u32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint64_t r = (uint64_t(a) << 3) + b; c = r >> 32; return uint32_t(r); })>);
  t.add("s_lshl4_add_u32", sop2_32<([](uint32_t a, uint32_t b, uint32_t& c) { uint64_t r = (uint64_t(a) << 4) + b; c = r >> 32; return uint32_t(r); })>);
  t.add("s_pack_ll_b32_b16", sop2_32<([](uint32_t a, uint32_t b, uint32_t&) { return (a & 0xffff) | b << 16; })>);
  t.add("s_pack_lh_b32_b16", sop2_32<([](uint32_t a, uint32_t b, uint32_t&) { return (a & 0xffff) | (b & 0xffff0000u); })>);
  t.add("s_pack_hh_b32_b16", sop2_32<([](uint32_t a, uint32_t b, uint32_t&) { return a >> 16 | (b & 0xffff0000u); })>);
  // SOP2, 64-bit.
  t.add("s_and_b64", sop2_64<([](uint64_t a, uint64_t b, uint32_t& c) { uint64_t r = a & b; c = r != 0; return r; })>, C::b64);
  t.add("s_or_b64", sop2_64<([](uint64_t a, uint64_t b, uint32_t& c) { uint64_t r = a | b; c = r != 0; return r; })>, C::b64);
  t.add("s_xor_b64", sop2_64<([](uint64_t a, uint64_t b, uint32_t& c) { uint64_t r = a ^ b; c = r != 0; return r; })>, C::b64);
  t.add("s_andn2_b64", sop2_64<([](uint64_t a, uint64_t b, uint32_t& c) { uint64_t r = a & ~b; c = r != 0; return r; })>, C::b64);
  t.add("s_orn2_b64", sop2_64<([](uint64_t a, uint64_t b, uint32_t& c) { uint64_t r = a | ~b; c = r != 0; return r; })>, C::b64);
  t.add("s_nand_b64", sop2_64<([](uint64_t a, uint64_t b, uint32_t& c) { uint64_t r = ~(a & b); c = r != 0; return r; })>, C::b64);
  t.add("s_nor_b64", sop2_64<([](uint64_t a, uint64_t b, uint32_t& c) { uint64_t r = ~(a | b); c = r != 0; return r; })>, C::b64);
  t.add("s_xnor_b64", sop2_64<([](uint64_t a, uint64_t b, uint32_t& c) { uint64_t r = ~(a ^ b); c = r != 0; return r; })>, C::b64);
  t.add("s_cselect_b64", sop2_64<([](uint64_t a, uint64_t b, uint32_t& c) { return c ? a : b; })>, C::b64);
  t.add("s_lshl_b64", sop2_64_32<([](uint64_t a, uint64_t b, uint32_t& c) { uint64_t r = a << (b & 63); c = r != 0; return r; })>, C::b64);
  t.add("s_lshr_b64", sop2_64_32<([](uint64_t a, uint64_t b, uint32_t& c) { uint64_t r = a >> (b & 63); c = r != 0; return r; })>, C::b64);
  t.add("s_ashr_i64", sop2_64_32<([](uint64_t a, uint64_t b, uint32_t& c) { uint64_t r = uint64_t(int64_t(a) >> (b & 63)); c = r != 0; return r; })>, C::b64);
  t.add("s_bfm_b64", sop2_64_32<([](uint64_t a, uint64_t b, uint32_t&) { return (a & 63) == 0 ? uint64_t{0} : (((uint64_t{1} << (a & 63)) - 1) << (b & 63)); })>);
  t.add("s_bfe_u64", sop2_64_32<([](uint64_t a, uint64_t b, uint32_t& c) { uint64_t r = bfe64(a, uint32_t(b), false); c = r != 0; return r; })>, C::b64);
  t.add("s_bfe_i64", sop2_64_32<([](uint64_t a, uint64_t b, uint32_t& c) { uint64_t r = bfe64(a, uint32_t(b), true); c = r != 0; return r; })>, C::b64);
  // SOP1.
  t.add("s_mov_b32", sop1_32<([](uint32_t a, uint32_t, uint32_t&) { return a; })>);
  t.add("s_cmov_b32", sop1_32<([](uint32_t a, uint32_t old, uint32_t& c) { return c ? a : old; })>);
  t.add("s_not_b32", sop1_32<([](uint32_t a, uint32_t, uint32_t& c) { c = ~a != 0; return ~a; })>);
  t.add("s_brev_b32", sop1_32<([](uint32_t a, uint32_t, uint32_t&) {
    uint32_t r = 0; for (int i = 0; i < 32; ++i) r |= ((a >> i) & 1) << (31 - i); return r; })>);
  t.add("s_bcnt0_i32_b32", sop1_32<([](uint32_t a, uint32_t, uint32_t& c) { uint32_t r = uint32_t(std::popcount(~a)); c = r != 0; return r; })>);
  t.add("s_bcnt1_i32_b32", sop1_32<([](uint32_t a, uint32_t, uint32_t& c) { uint32_t r = uint32_t(std::popcount(a)); c = r != 0; return r; })>);
  t.add("s_ff0_i32_b32", sop1_32<([](uint32_t a, uint32_t, uint32_t&) { return ~a ? uint32_t(std::countr_zero(~a)) : ~0u; })>);
  t.add("s_ff1_i32_b32", sop1_32<([](uint32_t a, uint32_t, uint32_t&) { return a ? uint32_t(std::countr_zero(a)) : ~0u; })>);
  t.add("s_flbit_i32_b32", sop1_32<([](uint32_t a, uint32_t, uint32_t&) { return a ? uint32_t(std::countl_zero(a)) : ~0u; })>);
  t.add("s_flbit_i32", sop1_32<([](uint32_t a, uint32_t, uint32_t&) {
    uint32_t v = int32_t(a) < 0 ? ~a : a; return (a == 0 || a == ~0u) ? ~0u : uint32_t(std::countl_zero(v)); })>);
  t.add("s_sext_i32_i8", sop1_32<([](uint32_t a, uint32_t, uint32_t&) { return uint32_t(int32_t(int8_t(a))); })>);
  t.add("s_sext_i32_i16", sop1_32<([](uint32_t a, uint32_t, uint32_t&) { return uint32_t(int32_t(int16_t(a))); })>);
  t.add("s_bitset0_b32", sop1_32<([](uint32_t a, uint32_t old, uint32_t&) { return old & ~(1u << (a & 31)); })>);
  t.add("s_bitset1_b32", sop1_32<([](uint32_t a, uint32_t old, uint32_t&) { return old | (1u << (a & 31)); })>);
  t.add("s_bitset0_b64", sop1_64<([](uint64_t a, uint64_t old, uint32_t&) { return old & ~(uint64_t{1} << (a & 63)); })>);
  t.add("s_bitset1_b64", sop1_64<([](uint64_t a, uint64_t old, uint32_t&) { return old | (uint64_t{1} << (a & 63)); })>);
  t.add("s_abs_i32", sop1_32<([](uint32_t a, uint32_t, uint32_t& c) { uint32_t r = int32_t(a) < 0 ? 0u - a : a; c = r != 0; return r; })>);
  t.add("s_mov_b64", sop1_64<([](uint64_t a, uint64_t, uint32_t&) { return a; })>, C::b64);
  t.add("s_cmov_b64", sop1_64<([](uint64_t a, uint64_t old, uint32_t& c) { return c ? a : old; })>, C::b64);
  t.add("s_not_b64", sop1_64<([](uint64_t a, uint64_t, uint32_t& c) { c = ~a != 0; return ~a; })>, C::b64);
  t.add("s_brev_b64", sop1_64<([](uint64_t a, uint64_t, uint32_t&) {
    uint64_t r = 0; for (int i = 0; i < 64; ++i) r |= ((a >> i) & 1) << (63 - i); return r; })>, C::b64);
  t.add("s_bcnt1_i32_b64", sop1_64_to_32<([](uint64_t a, uint64_t, uint32_t& c) { uint64_t r = uint64_t(std::popcount(a)); c = r != 0; return r; })>, C::b64);
  t.add("s_bcnt0_i32_b64", sop1_64_to_32<([](uint64_t a, uint64_t, uint32_t& c) { uint64_t r = uint64_t(std::popcount(~a)); c = r != 0; return r; })>, C::b64);
  t.add("s_ff1_i32_b64", sop1_64_to_32<([](uint64_t a, uint64_t, uint32_t&) { return a ? uint64_t(std::countr_zero(a)) : uint64_t{0xffffffffu}; })>, C::b64);
  t.add("s_ff0_i32_b64", sop1_64_to_32<([](uint64_t a, uint64_t, uint32_t&) { return ~a ? uint64_t(std::countr_zero(~a)) : uint64_t{0xffffffffu}; })>, C::b64);
  t.add("s_flbit_i32_b64", sop1_64_to_32<([](uint64_t a, uint64_t, uint32_t&) { return a ? uint64_t(std::countl_zero(a)) : uint64_t{0xffffffffu}; })>, C::b64);
  t.add("s_and_saveexec_b64", saveexec<([](uint64_t s, uint64_t e) { return s & e; }), false>, C::b64);
  t.add("s_or_saveexec_b64", saveexec<([](uint64_t s, uint64_t e) { return s | e; }), false>, C::b64);
  t.add("s_xor_saveexec_b64", saveexec<([](uint64_t s, uint64_t e) { return s ^ e; }), false>, C::b64);
  t.add("s_andn2_saveexec_b64", saveexec<([](uint64_t s, uint64_t e) { return s & ~e; }), false>, C::b64);
  t.add("s_orn2_saveexec_b64", saveexec<([](uint64_t s, uint64_t e) { return s | ~e; }), false>, C::b64);
  t.add("s_nand_saveexec_b64", saveexec<([](uint64_t s, uint64_t e) { return ~(s & e); }), false>, C::b64);
  t.add("s_nor_saveexec_b64", saveexec<([](uint64_t s, uint64_t e) { return ~(s | e); }), false>, C::b64);
  t.add("s_xnor_saveexec_b64", saveexec<([](uint64_t s, uint64_t e) { return ~(s ^ e); }), false>, C::b64);
  t.add("s_andn1_saveexec_b64", saveexec<([](uint64_t s, uint64_t e) { return ~s & e; }), false>, C::b64);
  t.add("s_orn1_saveexec_b64", saveexec<([](uint64_t s, uint64_t e) { return ~s | e; }), false>, C::b64);
  t.add("s_andn1_wrexec_b64", saveexec<([](uint64_t s, uint64_t e) { return ~s & e; }), true>, C::b64);
  t.add("s_andn2_wrexec_b64", saveexec<([](uint64_t s, uint64_t e) { return s & ~e; }), true>, C::b64);
  t.add("s_getpc_b64", s_getpc_b64);
  t.add("s_setpc_b64", s_setpc_b64);
  t.add("s_swappc_b64", s_swappc_b64);
  // SOPC.
  t.add("s_cmp_eq_i32", sopc_32<([](uint32_t a, uint32_t b) { return a == b; })>);
  t.add("s_cmp_lg_i32", sopc_32<([](uint32_t a, uint32_t b) { return a != b; })>);
  t.add("s_cmp_gt_i32", sopc_32<([](uint32_t a, uint32_t b) { return int32_t(a) > int32_t(b); })>);
  t.add("s_cmp_ge_i32", sopc_32<([](uint32_t a, uint32_t b) { return int32_t(a) >= int32_t(b); })>);
  t.add("s_cmp_lt_i32", sopc_32<([](uint32_t a, uint32_t b) { return int32_t(a) < int32_t(b); })>);
  t.add("s_cmp_le_i32", sopc_32<([](uint32_t a, uint32_t b) { return int32_t(a) <= int32_t(b); })>);
  t.add("s_cmp_eq_u32", sopc_32<([](uint32_t a, uint32_t b) { return a == b; })>);
  t.add("s_cmp_lg_u32", sopc_32<([](uint32_t a, uint32_t b) { return a != b; })>);
  t.add("s_cmp_gt_u32", sopc_32<([](uint32_t a, uint32_t b) { return a > b; })>);
  t.add("s_cmp_ge_u32", sopc_32<([](uint32_t a, uint32_t b) { return a >= b; })>);
  t.add("s_cmp_lt_u32", sopc_32<([](uint32_t a, uint32_t b) { return a < b; })>);
  t.add("s_cmp_le_u32", sopc_32<([](uint32_t a, uint32_t b) { return a <= b; })>);
  t.add("s_cmp_eq_u64", sopc_64<([](uint64_t a, uint64_t b) { return a == b; })>, C::b64);
  t.add("s_cmp_lg_u64", sopc_64<([](uint64_t a, uint64_t b) { return a != b; })>, C::b64);
  t.add("s_bitcmp0_b32", sopc_32<([](uint32_t a, uint32_t b) { return ((a >> (b & 31)) & 1) == 0; })>);
  t.add("s_bitcmp1_b32", sopc_32<([](uint32_t a, uint32_t b) { return ((a >> (b & 31)) & 1) == 1; })>);
  t.add("s_bitcmp0_b64", sopc_64<([](uint64_t a, uint64_t b) { return ((a >> (b & 63)) & 1) == 0; })>);
  t.add("s_bitcmp1_b64", sopc_64<([](uint64_t a, uint64_t b) { return ((a >> (b & 63)) & 1) == 1; })>);
  // SOPK.
  t.add("s_movk_i32", s_movk_i32);
  t.add("s_cmovk_i32", s_cmovk_i32);
  t.add("s_addk_i32", s_addk_i32);
  t.add("s_mulk_i32", s_mulk_i32);
  t.add("s_cmpk_eq_i32", sopk_compare<([](uint32_t a, uint32_t b) { return a == b; }), true>);
  t.add("s_cmpk_lg_i32", sopk_compare<([](uint32_t a, uint32_t b) { return a != b; }), true>);
  t.add("s_cmpk_gt_i32", sopk_compare<([](uint32_t a, uint32_t b) { return int32_t(a) > int32_t(b); }), true>);
  t.add("s_cmpk_ge_i32", sopk_compare<([](uint32_t a, uint32_t b) { return int32_t(a) >= int32_t(b); }), true>);
  t.add("s_cmpk_lt_i32", sopk_compare<([](uint32_t a, uint32_t b) { return int32_t(a) < int32_t(b); }), true>);
  t.add("s_cmpk_le_i32", sopk_compare<([](uint32_t a, uint32_t b) { return int32_t(a) <= int32_t(b); }), true>);
  t.add("s_cmpk_eq_u32", sopk_compare<([](uint32_t a, uint32_t b) { return a == b; }), false>);
  t.add("s_cmpk_lg_u32", sopk_compare<([](uint32_t a, uint32_t b) { return a != b; }), false>);
  t.add("s_cmpk_gt_u32", sopk_compare<([](uint32_t a, uint32_t b) { return a > b; }), false>);
  t.add("s_cmpk_ge_u32", sopk_compare<([](uint32_t a, uint32_t b) { return a >= b; }), false>);
  t.add("s_cmpk_lt_u32", sopk_compare<([](uint32_t a, uint32_t b) { return a < b; }), false>);
  t.add("s_cmpk_le_u32", sopk_compare<([](uint32_t a, uint32_t b) { return a <= b; }), false>);
  // SMEM.
  static constexpr std::pair<const char*, uint32_t> kLoads[] = {{"", 1}, {"x2", 2}, {"x4", 4}, {"x8", 8}, {"x16", 16}};
  for (auto [suffix, dwords] : kLoads) {
    t.add(std::string("s_load_dword") + suffix, s_load, C::b32, dwords);
    t.add(std::string("s_buffer_load_dword") + suffix, s_buffer_load, C::b32, dwords);
  }
  t.add("s_memtime", s_memtime);
  t.add("s_memrealtime", s_memtime);
}

}  // namespace gfxtile::emu
