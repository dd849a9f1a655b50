// MFMA (VOP3P-MAI) with VGPR or AGPR operands, by the general CDNA3 register-layout formula
// (notes/amdgpu.md): A[i][k] of block b sits in lane i + M * (b + B * (k / K_L)), element
// k % K_L; B[k][j] alike with j; D[i][j] of block b in element (i % H) + H * (i / (H * M_I) +
// G * (b / B_I)) of lane j + N * ((i / H) % M_I + M_I * (b % B_I)). Products are exact and
// summed in double, then rounded once to the f32 result (integers: exact, wrapping).

#include <vector>

#include "emu/gfx9.h"
#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

enum ElementType : uint32_t { kF32, kF16, kBf16, kI8, kFp8, kBf8, kF64, kF8F6F4 };

constexpr uint32_t element_bits(uint32_t type) {
  switch (type) {
    case kF32: return 32;
    case kF16:
    case kBf16: return 16;
    case kF64: return 64;
    default: return 8;
  }
}

struct Shape {
  int m, n, k, blocks;
  uint32_t a_type, b_type, result_type;  // result: kF32, kI8 (i32) or kF64
};

inline Shape shape_of(const Instruction& in) {
  return {int(in.parameter[0] & 0xff), int((in.parameter[0] >> 8) & 0xff), int(in.parameter[0] >> 16),
          int(in.parameter[1] & 0xff), (in.parameter[1] >> 8) & 0xff, (in.parameter[1] >> 16) & 0xff, in.parameter[1] >> 24};
}

// A source operand's registers, resolved once per instruction.
struct Rows {
  Lanes row[8];
  Rows(Wave& wave, const Operand& operand, int registers) {
    for (int r = 0; r < registers && r < 8; ++r) row[r] = lanes(wave, operand, r);
  }
};

// The element `item` of `lane` of a source operand, as a double (integers exactly).
inline double read_element(const Rows& rows, int lane, int item, uint32_t type, Fp8Format fp8, Fp8Format bf8) {
  const uint32_t bits = element_bits(type);
  const uint32_t bit = uint32_t(item) * bits;
  const int reg = int(bit / 32);
  const uint32_t word = rows.row[reg][lane];
  switch (type) {
    case kF32: return bits_to_float(word);
    case kF16: return half_to_float(uint16_t(word >> (bit % 32)));
    case kBf16: return bfloat_to_float(uint16_t(word >> (bit % 32)));
    case kI8: return double(int8_t(word >> (bit % 32)));
    case kFp8: return fp8_to_float(uint8_t(word >> (bit % 32)), fp8);
    case kBf8: return fp8_to_float(uint8_t(word >> (bit % 32)), bf8);
    case kF64: return bits_to_double(uint64_t(word) | uint64_t(rows.row[reg + 1][lane]) << 32);
    default: return 0;
  }
}

template <bool Ocp>
void mfma(Wave& wave, const Instruction& in) {
  Shape s = shape_of(in);
  wave.statistics->mfma_flops += in.mfma_flops;
  const Fp8Format fp8 = Ocp ? Fp8Format::e4m3_ocp : Fp8Format::e4m3_fnuz;
  const Fp8Format bf8 = Ocp ? Fp8Format::e5m2_ocp : Fp8Format::e5m2_fnuz;
  if (s.a_type == kF8F6F4) {  // formats from CBSZ (A) and BLGP (B); the decoder admits fp8/bf8 only
    s.a_type = in.cbsz == 0 ? kFp8 : kBf8;
    s.b_type = in.blgp == 0 ? kFp8 : kBf8;
  }
  const int k_per_lane = s.k / (kWaveSize / (s.m * s.blocks) > 0 ? kWaveSize / (s.m * s.blocks) : 1);
  const int h = s.result_type == kF64 ? 1 : 4;
  const int b_i = std::max(1, (kWaveSize + s.m * s.n / h - 1) / (s.m * s.n / h));
  const int m_i = (kWaveSize / b_i) / s.n;
  const int g = s.m / (h * m_i);
  const Operand &d = in.operands[0], &a = in.operands[1], &b = in.operands[2], &c = in.operands[3];
  const int result_words = s.result_type == kF64 ? 2 : 1;
  // Gather A and B (lanes of one operand can alias D, so read everything first).
  const Rows rows_a(wave, a, int(k_per_lane * element_bits(s.a_type) + 31) / 32);
  const Rows rows_b(wave, b, int(k_per_lane * element_bits(s.b_type) + 31) / 32);
  // At most 64 lanes x 32 elements per operand and 1024 results: fixed arrays, no allocation.
  double matrix_a[2048], matrix_b[2048];
  for (int block = 0; block < s.blocks; ++block)
    for (int kk = 0; kk < s.k; ++kk) {
      const int group = kk / k_per_lane, item = kk % k_per_lane;
      for (int i = 0; i < s.m; ++i)
        matrix_a[(size_t(block) * s.m + i) * s.k + kk] = read_element(rows_a, i + s.m * (block + s.blocks * group), item, s.a_type, fp8, bf8);
      for (int j = 0; j < s.n; ++j)
        matrix_b[(size_t(block) * s.k + kk) * s.n + j] = read_element(rows_b, j + s.n * (block + s.blocks * group), item, s.b_type, fp8, bf8);
    }
  struct Target {
    int lane, item;
  };
  auto place = [&](int block, int i, int j) {
    return Target{j + s.n * ((i / h) % m_i + m_i * (block % b_i)), (i % h) + h * (i / (h * m_i) + g * (block / b_i))};
  };
  // An inline-constant C is the same value in every element.
  auto c_word = [&](int word, int lane) -> uint32_t {
    if (c.kind == OperandKind::constant) return c.value[result_words == 2 ? (word & 1) : 0];
    return lanes(wave, c, word)[lane];
  };
  uint64_t results[1024];
  for (int block = 0; block < s.blocks; ++block)
    for (int i = 0; i < s.m; ++i) {
      const double* row = &matrix_a[(size_t(block) * s.m + i) * s.k];
      uint64_t* out = &results[(size_t(block) * s.m + i) * s.n];
      if (s.result_type == kF32) {
        // Row at a time, j innermost (vectorizes); each element still sums k in order.
        double sum[64];
        for (int j = 0; j < s.n; ++j) {
          const Target t = place(block, i, j);
          sum[j] = bits_to_float(c_word(t.item, t.lane));
        }
        for (int kk = 0; kk < s.k; ++kk) {
          const double x = row[kk];
          const double* b_row = &matrix_b[(size_t(block) * s.k + kk) * s.n];
          for (int j = 0; j < s.n; ++j) sum[j] += x * b_row[j];
        }
        for (int j = 0; j < s.n; ++j) out[j] = float_to_bits(float(sum[j]));
        continue;
      }
      for (int j = 0; j < s.n; ++j) {
        const Target t = place(block, i, j);
        const double* column = &matrix_b[size_t(block) * s.k * s.n + j];
        if (s.result_type == kI8) {
          int64_t sum = int32_t(c_word(t.item, t.lane));
          for (int kk = 0; kk < s.k; ++kk) sum += int64_t(row[kk]) * int64_t(column[size_t(kk) * s.n]);
          out[j] = uint32_t(sum);
        } else {
          double sum = bits_to_double(uint64_t(c_word(2 * t.item, t.lane)) | uint64_t(c_word(2 * t.item + 1, t.lane)) << 32);
          for (int kk = 0; kk < s.k; ++kk) sum = std::fma(row[kk], column[size_t(kk) * s.n], sum);
          out[j] = double_to_bits(sum);
        }
      }
    }
  for (int block = 0; block < s.blocks; ++block)
    for (int i = 0; i < s.m; ++i)
      for (int j = 0; j < s.n; ++j) {
        const Target t = place(block, i, j);
        const uint64_t value = results[(size_t(block) * s.m + i) * s.n + j];
        wave.vector_row(d, t.item * result_words)[t.lane] = uint32_t(value);
        if (result_words == 2) wave.vector_row(d, t.item * 2 + 1)[t.lane] = uint32_t(value >> 32);
      }
}

struct Entry {
  const char* name;
  int m, n, k, blocks;
  uint32_t a, b, result;
};

}  // namespace

void register_matrix_operations(OperationTable& table, Architecture architecture) {
  const bool gfx950 = architecture == Architecture::gfx950;
  std::vector<Entry> entries = {
      {"v_mfma_f32_32x32x1_2b_f32", 32, 32, 1, 2, kF32, kF32, kF32},  {"v_mfma_f32_16x16x1_4b_f32", 16, 16, 1, 4, kF32, kF32, kF32},
      {"v_mfma_f32_4x4x1_16b_f32", 4, 4, 1, 16, kF32, kF32, kF32},    {"v_mfma_f32_32x32x2_f32", 32, 32, 2, 1, kF32, kF32, kF32},
      {"v_mfma_f32_16x16x4_f32", 16, 16, 4, 1, kF32, kF32, kF32},
      {"v_mfma_f32_32x32x4_2b_f16", 32, 32, 4, 2, kF16, kF16, kF32},  {"v_mfma_f32_16x16x4_4b_f16", 16, 16, 4, 4, kF16, kF16, kF32},
      {"v_mfma_f32_4x4x4_16b_f16", 4, 4, 4, 16, kF16, kF16, kF32},    {"v_mfma_f32_32x32x8_f16", 32, 32, 8, 1, kF16, kF16, kF32},
      {"v_mfma_f32_16x16x16_f16", 16, 16, 16, 1, kF16, kF16, kF32},
      {"v_mfma_f32_32x32x4_2b_bf16", 32, 32, 4, 2, kBf16, kBf16, kF32}, {"v_mfma_f32_16x16x4_4b_bf16", 16, 16, 4, 4, kBf16, kBf16, kF32},
      {"v_mfma_f32_4x4x4_16b_bf16", 4, 4, 4, 16, kBf16, kBf16, kF32},   {"v_mfma_f32_32x32x8_bf16", 32, 32, 8, 1, kBf16, kBf16, kF32},
      {"v_mfma_f32_16x16x16_bf16", 16, 16, 16, 1, kBf16, kBf16, kF32},
      {"v_mfma_i32_32x32x4_2b_i8", 32, 32, 4, 2, kI8, kI8, kI8},      {"v_mfma_i32_16x16x4_4b_i8", 16, 16, 4, 4, kI8, kI8, kI8},
      {"v_mfma_i32_4x4x4_16b_i8", 4, 4, 4, 16, kI8, kI8, kI8},        {"v_mfma_i32_32x32x16_i8", 32, 32, 16, 1, kI8, kI8, kI8},
      {"v_mfma_i32_16x16x32_i8", 16, 16, 32, 1, kI8, kI8, kI8},
      {"v_mfma_f64_16x16x4_f64", 16, 16, 4, 1, kF64, kF64, kF64},     {"v_mfma_f64_4x4x4_4b_f64", 4, 4, 4, 4, kF64, kF64, kF64},
  };
  for (const char* a : {"fp8", "bf8"})
    for (const char* b : {"fp8", "bf8"}) {
      const uint32_t ta = a[0] == 'f' ? kFp8 : kBf8, tb = b[0] == 'f' ? kFp8 : kBf8;
      static std::vector<std::string> names;  // keeps the generated names alive
      names.push_back(std::string("v_mfma_f32_16x16x32_") + a + "_" + b);
      entries.push_back({names.back().c_str(), 16, 16, 32, 1, ta, tb, kF32});
      names.push_back(std::string("v_mfma_f32_32x32x16_") + a + "_" + b);
      entries.push_back({names.back().c_str(), 32, 32, 16, 1, ta, tb, kF32});
    }
  if (gfx950) {
    entries.push_back({"v_mfma_f32_16x16x32_bf16", 16, 16, 32, 1, kBf16, kBf16, kF32});
    entries.push_back({"v_mfma_f32_16x16x32_f16", 16, 16, 32, 1, kF16, kF16, kF32});
    entries.push_back({"v_mfma_f32_32x32x16_bf16", 32, 32, 16, 1, kBf16, kBf16, kF32});
    entries.push_back({"v_mfma_f32_32x32x16_f16", 32, 32, 16, 1, kF16, kF16, kF32});
    entries.push_back({"v_mfma_i32_16x16x64_i8", 16, 16, 64, 1, kI8, kI8, kI8});
    entries.push_back({"v_mfma_i32_32x32x32_i8", 32, 32, 32, 1, kI8, kI8, kI8});
    entries.push_back({"v_mfma_f32_16x16x128_f8f6f4", 16, 16, 128, 1, kF8F6F4, kF8F6F4, kF32});
    entries.push_back({"v_mfma_f32_32x32x64_f8f6f4", 32, 32, 64, 1, kF8F6F4, kF8F6F4, kF32});
  }
  const Handler handler = gfx9::uses_ocp_fp8(architecture) ? mfma<true> : mfma<false>;
  for (const Entry& e : entries) {
    OperationInfo info;
    info.handler = handler;
    info.constant_type = e.result == kF64 ? ConstantType::f64 : ConstantType::f32;
    info.parameter[0] = uint32_t(e.m) | uint32_t(e.n) << 8 | uint32_t(e.k) << 16;
    info.parameter[1] = uint32_t(e.blocks) | e.a << 8 | e.b << 16 | e.result << 24;
    info.mfma_flops = 2ull * uint64_t(e.m) * uint64_t(e.n) * uint64_t(e.k) * uint64_t(e.blocks);
    table.add(e.name, info);
  }
}

}  // namespace gfxtile::emu
