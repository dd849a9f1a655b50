// gfx1250 WMMA (wave32): D = A x B + C for 16x16 tiles. Register layouts (notes/amdgpu.md):
// A[i][k] sits in lane 16 * ((k / 8) % 2) + i, element 8 * (k / 16) + k % 8 of the lane's
// operand vector; B[k][j] alike with j; C/D[i][j] in lane 16 * (i / 8) + j, element i % 8 (32-bit
// results one per VGPR, 16-bit results two per VGPR, low half first). The 16-bit layout is the
// one the notes give; the 8-bit (fp8/bf8, K = 64/128) layouts apply the same rule of 8-element
// k blocks alternating between the half-waves, and f32 (K = 4) puts k 0-1 in lanes 0-15 and
// k 2-3 in lanes 16-31 (both unverified, see docs/emulator-gfx1250.md). Products are exact and summed in double, rounded once.
// Modifiers: neg_lo/neg_hi on A and B (16-bit and f32 inputs: both bits must agree), neg_lo[2]
// negates C and neg_hi[2] takes |C|; anything else is refused at run time by name.

#include <fmt/format.h>

#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

enum WmmaType : uint32_t { kF32, kF16, kBf16, kFp8, kBf8 };

constexpr uint32_t type_bits(uint32_t type) {
  return type == kF32 ? 32 : (type == kF16 || type == kBf16) ? 16 : 8;
}

// parameter[0] = K | a_type << 8 | b_type << 12 | result_type << 16.
struct WmmaShape {
  int k;
  uint32_t a_type, b_type, result_type;
};
inline WmmaShape wmma_shape(const Instruction& in) {
  return {int(in.parameter[0] & 0xff), (in.parameter[0] >> 8) & 0xf, (in.parameter[0] >> 12) & 0xf,
          (in.parameter[0] >> 16) & 0xf};
}

inline double element(uint32_t word, uint32_t shift, uint32_t type) {
  switch (type) {
    case kF32: return bits_to_float(word);
    case kF16: return half_to_float(uint16_t(word >> shift));
    case kBf16: return bfloat_to_float(uint16_t(word >> shift));
    case kFp8: return fp8_to_float(uint8_t(word >> shift), Fp8Format::e4m3_ocp);
    default: return fp8_to_float(uint8_t(word >> shift), Fp8Format::e5m2_ocp);
  }
}

// Lane and element of A[row][k] (or B[k][row]). f32 (K = 4, two per lane): k 0-1 in lanes
// 0-15, k 2-3 in lanes 16-31 (unverified).
inline void operand_position(int row, int k, bool f32, int& lane, int& item) {
  if (f32) {
    lane = 16 * (k / 2) + row;
    item = k % 2;
    return;
  }
  lane = 16 * ((k / 8) % 2) + row;
  item = 8 * (k / 16) + k % 8;
}

void v_wmma(Wave& wave, const Instruction& in) {
  const WmmaShape s = wmma_shape(in);
  const Operand &d = in.operands[0], &a = in.operands[1], &b = in.operands[2], &c = in.operands[3];
  // Negation of 16-bit/f32 A and B needs neg_lo and neg_hi alike; 8-bit inputs take none.
  const bool float_inputs = s.a_type == kF32 || s.a_type == kF16 || s.a_type == kBf16;
  for (int source = 0; source < 2; ++source) {
    const bool lo = in.neg & (1 << source), hi = in.neg_hi & (1 << source);
    if ((lo || hi) && (!float_inputs || lo != hi))
      raise_fault(fmt::format("WMMA: neg_lo/neg_hi on source {} not supported by the emulator in this form", source));
  }
  if (in.op_sel != 0 || in.clamp) raise_fault("WMMA: op_sel and clamp are not supported by the emulator");
  const double sign_a = (in.neg & 1) ? -1.0 : 1.0, sign_b = (in.neg & 2) ? -1.0 : 1.0;
  const bool negate_c = in.neg & 4, absolute_c = in.neg_hi & 4;

  double matrix_a[16][128], matrix_b[128][16];
  const uint32_t a_bits = type_bits(s.a_type), b_bits = type_bits(s.b_type);
  for (int kk = 0; kk < s.k; ++kk)
    for (int r = 0; r < 16; ++r) {
      int lane, item;
      operand_position(r, kk, s.a_type == kF32, lane, item);
      const uint32_t abit = uint32_t(item) * a_bits, bbit = uint32_t(item) * b_bits;
      matrix_a[r][kk] = sign_a * element(lanes(wave, a, int(abit / 32))[lane], abit % 32, s.a_type);
      matrix_b[kk][r] = sign_b * element(lanes(wave, b, int(bbit / 32))[lane], bbit % 32, s.b_type);
    }
  // C: registers (same layout as D) or an inline constant broadcast to every element.
  const bool wide = s.result_type == kF32;
  double matrix_c[16][16];
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j) {
      const int lane = 16 * (i / 8) + j, item = i % 8;
      const int reg = wide ? item : item / 2;
      const uint32_t word = c.kind == OperandKind::constant ? c.value[0] : lanes(wave, c, reg)[lane];
      double value;
      if (c.kind == OperandKind::constant && wide) value = bits_to_float(word);
      else if (c.kind == OperandKind::constant) value = element(word, 0, s.result_type);
      else value = wide ? bits_to_float(word) : element(word, 16 * (item % 2), s.result_type);
      if (absolute_c) value = std::fabs(value);
      if (negate_c) value = -value;
      matrix_c[i][j] = value;
    }
  // All sources are read; now D (which may alias C) is written.
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j) {
      double sum = matrix_c[i][j];
      for (int kk = 0; kk < s.k; ++kk) sum += matrix_a[i][kk] * matrix_b[kk][j];
      const int lane = 16 * (i / 8) + j, item = i % 8;
      if (wide) {
        destination(wave, d, item)[lane] = float_to_bits(float(sum));
      } else {
        uint32_t& word = destination(wave, d, item / 2)[lane];
        const uint16_t half = s.result_type == kBf16 ? float_to_bfloat(float(sum)) : double_to_half(sum);
        const uint32_t shift = 16 * uint32_t(item % 2);
        word = (word & ~(0xffffu << shift)) | uint32_t(half) << shift;
      }
    }
  wave.statistics->mfma_flops += in.mfma_flops;
}

}  // namespace

void register_gfx12_matrix_operations(OperationTable& t) {
  struct Entry {
    const char* name;
    int k;
    uint32_t a, b, result;
  };
  static constexpr Entry kEntries[] = {
      {"v_wmma_f32_16x16x32_bf16", 32, kBf16, kBf16, kF32},     {"v_wmma_f32_16x16x32_f16", 32, kF16, kF16, kF32},
      {"v_wmma_bf16_16x16x32_bf16", 32, kBf16, kBf16, kBf16},   {"v_wmma_f16_16x16x32_f16", 32, kF16, kF16, kF16},
      {"v_wmma_f32_16x16x4_f32", 4, kF32, kF32, kF32},
      {"v_wmma_f32_16x16x64_fp8_fp8", 64, kFp8, kFp8, kF32},    {"v_wmma_f32_16x16x64_fp8_bf8", 64, kFp8, kBf8, kF32},
      {"v_wmma_f32_16x16x64_bf8_fp8", 64, kBf8, kFp8, kF32},    {"v_wmma_f32_16x16x64_bf8_bf8", 64, kBf8, kBf8, kF32},
      {"v_wmma_f16_16x16x64_fp8_fp8", 64, kFp8, kFp8, kF16},    {"v_wmma_f16_16x16x64_fp8_bf8", 64, kFp8, kBf8, kF16},
      {"v_wmma_f16_16x16x64_bf8_fp8", 64, kBf8, kFp8, kF16},    {"v_wmma_f16_16x16x64_bf8_bf8", 64, kBf8, kBf8, kF16},
      {"v_wmma_f32_16x16x128_fp8_fp8", 128, kFp8, kFp8, kF32},  {"v_wmma_f32_16x16x128_fp8_bf8", 128, kFp8, kBf8, kF32},
      {"v_wmma_f32_16x16x128_bf8_fp8", 128, kBf8, kFp8, kF32},  {"v_wmma_f32_16x16x128_bf8_bf8", 128, kBf8, kBf8, kF32},
      {"v_wmma_f16_16x16x128_fp8_fp8", 128, kFp8, kFp8, kF16},  {"v_wmma_f16_16x16x128_fp8_bf8", 128, kFp8, kBf8, kF16},
      {"v_wmma_f16_16x16x128_bf8_fp8", 128, kBf8, kFp8, kF16},  {"v_wmma_f16_16x16x128_bf8_bf8", 128, kBf8, kBf8, kF16},
  };
  for (const Entry& e : kEntries) {
    OperationInfo info;
    info.handler = v_wmma;
    info.constant_type = e.result == kF32 ? ConstantType::f32 : ConstantType::f16;
    info.destinations = 1;
    info.parameter[0] = uint32_t(e.k) | e.a << 8 | e.b << 12 | e.result << 16;
    info.mfma_flops = 2ull * 16 * 16 * uint64_t(e.k);
    t.add(e.name, info);
  }
}

}  // namespace gfxtile::emu
