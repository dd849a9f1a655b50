// gfx12 wave32 and gfx1250-only ALU operations: the 32-bit EXEC forms of saveexec/wrexec, new
// VALU operations (v_add_nc_u64, v_mad_u32, v_add_{max,min}_{i,u}32, v_{max,min}_num_f32 and
// v_{maxmin,minmax}_{num_f32,i32,u32}, v_bitop3_b32 and VOPD's
// v_bitop2_b32, v_fmaak/v_fmamk), and the VOPD dual-issue wrapper: the two halves run one after
// the other, which equals hardware's simultaneous issue because LLVM pairs only independent
// operations (no half reads what the other writes).

#include <algorithm>

#include "emu/program.h"
#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

constexpr int kExecLo = 126;

template <auto F, bool WriteNew>
void exec32(Wave& wave, const Instruction& in) {
  const uint32_t old = wave.sgpr[kExecLo];
  const uint32_t updated = F(scalar32(wave, in.operands[1]), old);
  wave.sgpr[kExecLo] = updated;
  wave.scc = updated != 0;
  write_scalar32(wave, in.operands[0], WriteNew ? updated : old);
}

template <auto F>
void v3(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]), c = lanes(wave, in.operands[3]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) { d[l] = F(a[l], b[l], c[l]); });
}

// f32 operations of N sources with the VOP3 input modifiers (neg, abs) and output modifiers
// (omod, clamp): LLVM folds negations into v_max_num_f32 / v_maxmin_num_f32 sources.
template <int N, auto F>
void f32_modified(Wave& wave, const Instruction& in) {
  Lanes sources[N];
  SignModifier modifiers[N];
  for (int s = 0; s < N; ++s) sources[s] = lanes(wave, in.operands[1 + s]), modifiers[s] = sign_modifier(in, s);
  uint32_t* d = destination(wave, in.operands[0]);
  const bool post = in.omod || in.clamp;
  for_each_lane(wave.exec(), [&](int l) {
    float x[3] = {0, 0, 0};
    for (int s = 0; s < N; ++s) x[s] = bits_to_float(modifiers[s].apply(sources[s][l]));
    float r = F(x[0], x[1], x[2]);
    if (post) r = apply_output_modifiers(in, r);
    d[l] = float_to_bits(r);
  });
}

void v_add_nc_u64(Wave& wave, const Instruction& in) {
  const Lanes alo = lanes(wave, in.operands[1], 0), ahi = lanes(wave, in.operands[1], 1);
  const Lanes blo = lanes(wave, in.operands[2], 0), bhi = lanes(wave, in.operands[2], 1);
  uint32_t *dlo = destination(wave, in.operands[0], 0), *dhi = destination(wave, in.operands[0], 1);
  for_each_lane(wave.exec(), [&](int l) {
    const uint64_t r = lane64(alo, ahi, l) + lane64(blo, bhi, l);
    dlo[l] = uint32_t(r), dhi[l] = uint32_t(r >> 32);
  });
}
void v_sub_nc_u64(Wave& wave, const Instruction& in) {
  const Lanes alo = lanes(wave, in.operands[1], 0), ahi = lanes(wave, in.operands[1], 1);
  const Lanes blo = lanes(wave, in.operands[2], 0), bhi = lanes(wave, in.operands[2], 1);
  uint32_t *dlo = destination(wave, in.operands[0], 0), *dhi = destination(wave, in.operands[0], 1);
  for_each_lane(wave.exec(), [&](int l) {
    const uint64_t r = lane64(alo, ahi, l) - lane64(blo, bhi, l);
    dlo[l] = uint32_t(r), dhi[l] = uint32_t(r >> 32);
  });
}

// Truth table `table` over (a, b, c) bits: bit (a << 2 | b << 1 | c) of the table.
inline uint32_t bitop3(uint32_t a, uint32_t b, uint32_t c, uint32_t table) {
  uint32_t r = 0;
  for (int index = 0; index < 8; ++index) {
    if (!((table >> index) & 1)) continue;
    const uint32_t ma = (index & 4) ? a : ~a, mb = (index & 2) ? b : ~b, mc = (index & 1) ? c : ~c;
    r |= ma & mb & mc;
  }
  return r;
}
void v_bitop3_b32(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]), c = lanes(wave, in.operands[3]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) { d[l] = bitop3(a[l], b[l], c[l], in.immediate); });
}
// The 16-bit form (LLVM's fake16 registers): op_sel bits 0-2 take a source's high half, bit 3
// writes the destination's high half; the destination's other half is kept.
void v_bitop3_b16(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]), c = lanes(wave, in.operands[3]);
  uint32_t* d = destination(wave, in.operands[0]);
  auto half = [&](uint32_t value, int source) { return (in.op_sel >> source) & 1 ? value >> 16 : value & 0xffff; };
  for_each_lane(wave.exec(), [&](int l) {
    const uint32_t r = bitop3(half(a[l], 0), half(b[l], 1), half(c[l], 2), in.immediate) & 0xffff;
    d[l] = (in.op_sel & 8) ? (d[l] & 0xffff) | r << 16 : (d[l] & 0xffff0000u) | r;
  });
}
// VOPD's two-source form: the third input is 0.
void v_bitop2_b32(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), b = lanes(wave, in.operands[2]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) { d[l] = bitop3(a[l], b[l], 0, in.immediate); });
}

// D = A * K + B (fmamk) / A * B + K (fmaak), K the literal (operand order as LLVM prints).
void v_fmamk_f32(Wave& wave, const Instruction& in) {
  const Lanes a = lanes(wave, in.operands[1]), k = lanes(wave, in.operands[2]), b = lanes(wave, in.operands[3]);
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(wave.exec(), [&](int l) {
    d[l] = float_to_bits(std::fma(bits_to_float(a[l]), bits_to_float(k[l]), bits_to_float(b[l])));
  });
}

// VOPD: this instruction is the X half (inner); the Y half is program.companions[target].
// Both halves read their sources before either writes (LLVM does pair a Y that reads X's
// destination), so Y runs with X's destination row holding its old value.
void execute_dual(Wave& wave, const Instruction& in) {
  const Instruction& y = wave.dispatch->program->companions[size_t(in.target)];
  uint32_t* x_destination = wave.vector_row(in.operands[0]);
  uint32_t* saved = wave.temporary + (kTemporaryRows - 3) * kWaveSize;
  std::copy(x_destination, x_destination + kWaveSize, saved);
  in.inner(wave, in);
  std::swap_ranges(x_destination, x_destination + kWaveSize, saved);  // old value back for Y
  y.execute(wave, y);
  std::copy(saved, saved + kWaveSize, x_destination);  // X's result (the halves write different VGPRs)
}

}  // namespace

Handler dual_issue_handler() { return execute_dual; }

void register_gfx12_vector_operations(OperationTable& t) {
  using C = ConstantType;
  struct Exec {
    const char* name;
    uint32_t (*f)(uint32_t, uint32_t);
  };
  t.add("s_and_saveexec_b32", exec32<([](uint32_t s, uint32_t e) { return s & e; }), false>);
  t.add("s_or_saveexec_b32", exec32<([](uint32_t s, uint32_t e) { return s | e; }), false>);
  t.add("s_xor_saveexec_b32", exec32<([](uint32_t s, uint32_t e) { return s ^ e; }), false>);
  t.add("s_nand_saveexec_b32", exec32<([](uint32_t s, uint32_t e) { return ~(s & e); }), false>);
  t.add("s_nor_saveexec_b32", exec32<([](uint32_t s, uint32_t e) { return ~(s | e); }), false>);
  t.add("s_xnor_saveexec_b32", exec32<([](uint32_t s, uint32_t e) { return ~(s ^ e); }), false>);
  t.add("s_and_not1_saveexec_b32", exec32<([](uint32_t s, uint32_t e) { return s & ~e; }), false>);
  t.add("s_or_not1_saveexec_b32", exec32<([](uint32_t s, uint32_t e) { return s | ~e; }), false>);
  t.add("s_and_not0_saveexec_b32", exec32<([](uint32_t s, uint32_t e) { return ~s & e; }), false>);
  t.add("s_or_not0_saveexec_b32", exec32<([](uint32_t s, uint32_t e) { return ~s | e; }), false>);
  t.add("s_and_not0_wrexec_b32", exec32<([](uint32_t s, uint32_t e) { return ~s & e; }), true>);
  t.add("s_and_not1_wrexec_b32", exec32<([](uint32_t s, uint32_t e) { return s & ~e; }), true>);

  t.add("v_add_nc_u64", v_add_nc_u64, C::b64);
  t.add("v_sub_nc_u64", v_sub_nc_u64, C::b64);
  t.add("v_mad_u32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return a * b + c; })>);
  t.add("v_add_max_i32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return uint32_t(std::max(int32_t(a + b), int32_t(c))); })>);
  t.add("v_add_min_i32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return uint32_t(std::min(int32_t(a + b), int32_t(c))); })>);
  t.add("v_add_max_u32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return std::max(a + b, c); })>);
  t.add("v_add_min_u32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return std::min(a + b, c); })>);
  t.add("v_bitop3_b32", v_bitop3_b32);
  t.add("v_bitop3_b16", v_bitop3_b16);
  t.add("v_bitop2_b32", v_bitop2_b32);
  t.add("v_fmamk_f32", v_fmamk_f32, C::f32);
  t.add("v_fmaak_f32", v3<([](uint32_t a, uint32_t b, uint32_t k) {
          return float_to_bits(std::fma(bits_to_float(a), bits_to_float(b), bits_to_float(k))); })>, C::f32);
  t.add("v_max_num_f32", f32_modified<2, ([](float a, float b, float) { return std::fmax(a, b); })>, C::f32);
  t.add("v_min_num_f32", f32_modified<2, ([](float a, float b, float) { return std::fmin(a, b); })>, C::f32);
  // gfx12 ISA: V_MAXMIN D = min(max(S0, S1), S2); V_MINMAX D = max(min(S0, S1), S2).
  t.add("v_maxmin_num_f32", f32_modified<3, ([](float a, float b, float c) { return std::fmin(std::fmax(a, b), c); })>, C::f32);
  t.add("v_minmax_num_f32", f32_modified<3, ([](float a, float b, float c) { return std::fmax(std::fmin(a, b), c); })>, C::f32);
  t.add("v_maxmin_i32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return uint32_t(std::min(std::max(int32_t(a), int32_t(b)), int32_t(c))); })>);
  t.add("v_minmax_i32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return uint32_t(std::max(std::min(int32_t(a), int32_t(b)), int32_t(c))); })>);
  t.add("v_maxmin_u32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return std::min(std::max(a, b), c); })>);
  t.add("v_minmax_u32", v3<([](uint32_t a, uint32_t b, uint32_t c) { return std::max(std::min(a, b), c); })>);
}

}  // namespace gfxtile::emu
