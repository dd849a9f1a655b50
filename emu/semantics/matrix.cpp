// MFMA (VOP3P-MAI) with VGPR or AGPR operands, by the general CDNA3 register-layout formula
// (notes/amdgpu.md): A[i][k] of block b sits in lane i + M * (b + B * (k / K_L)), element
// k % K_L; B[k][j] alike with j; D[i][j] of block b in element (i % H) + H * (i / (H * M_I) +
// G * (b / B_I)) of lane j + N * ((i / H) % M_I + M_I * (b % B_I)). Products are exact and
// summed in double, then rounded once to the f32 result (integers: exact, wrapping).
//
// gfx950's f8f6f4 forms (v_mfma_[scale_]f32_{16x16x128,32x32x64}_f8f6f4) differ in the operands:
// each lane holds 32 k of one row, packed at `bits` per element across 8, 6 or 4 registers, in
// the format CBSZ (A) / BLGP (B) names; fp8 and fp6 hold two runs of 16 k, K/2 apart (element e
// of lane l: k = K/2 * (e / 16) + 16 * (l / M) + e % 16), fp4 one run of 32 (k = 32 * (l / M) + e).
// The scaled forms multiply each 32-k block of a row of A (column of B) by the E8M0 byte that
// lane row + M * (k / 32) holds in its scale register, the byte OP_SEL/OP_SEL_HI pick.

#include <array>
#include <cmath>
#include <cstdlib>
#include <vector>

#include "emu/gfx9.h"
#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

// kXf32: gfx942's xf32 (f32 operands read with 10 mantissa bits, as tf32; see xf32_value).
enum ElementType : uint32_t { kF32, kF16, kBf16, kI8, kFp8, kBf8, kF64, kF8F6F4, kXf32 };

constexpr uint32_t element_bits(uint32_t type) {
  switch (type) {
    case kF32:
    case kXf32: return 32;
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

// A source operand's registers, resolved once per instruction, as unit-stride rows (an
// operand that is not a vector register is broadcast into `storage`).
struct Rows {
  const uint32_t* row[8];
  uint32_t storage[8][kWaveSize];
  Rows(Wave& wave, const Operand& operand, int registers) {
    for (int r = 0; r < registers && r < 8; ++r) row[r] = unit_row(lanes(wave, operand, r), storage[r]);
  }
};

// xf32 (CDNA3): sign, 8 exponent bits, 10 mantissa bits, held in f32 registers. The f32 value
// is rounded to nearest even at mantissa bit 13 (the ISA does not say how the hardware narrows;
// infinities and NaNs pass unchanged; a carry into the exponent gives the next power of two).
inline float xf32_value(uint32_t word) {
  if ((word & 0x7f800000u) == 0x7f800000u) return bits_to_float(word);
  const uint32_t rounded = (word + 0xfffu + ((word >> 13) & 1)) & 0xffffe000u;
  return bits_to_float(rounded);
}

// Element decoders, one per type, so that the gather loops have no per-element switch.
template <uint32_t Type>
inline double decode(uint32_t word, uint32_t shift, const float* fp8_table) {
  if constexpr (Type == kF32) return bits_to_float(word);
  if constexpr (Type == kXf32) return xf32_value(word);
  if constexpr (Type == kF16) return half_to_float(uint16_t(word >> shift));
  if constexpr (Type == kBf16) return bfloat_to_float(uint16_t(word >> shift));
  if constexpr (Type == kI8) return double(int8_t(word >> shift));
  if constexpr (Type == kFp8 || Type == kBf8) return fp8_table[(word >> shift) & 0xff];
  return 0;
}

// Operand matrix as [block][k][row] (rows = M for A, N for B) from its registers: element kk
// of a row sits in lane row + rows * (block + blocks * (kk / K_L)), element kk % K_L of that
// lane. For one (block, kk) the rows are consecutive lanes of one register, so each is one
// contiguous conversion with a uniform shift (a loop that vectorizes for most types).
template <uint32_t Type>
void gather(const Rows& rows, int count, int blocks, int k, int k_per_lane, const float* fp8_table, double* matrix) {
  constexpr uint32_t bits = element_bits(Type);
  for (int block = 0; block < blocks; ++block)
    for (int kk = 0; kk < k; ++kk) {
      const int item = kk % k_per_lane, first = count * (block + blocks * (kk / k_per_lane));
      double* out = &matrix[(size_t(block) * k + kk) * count];
      if constexpr (Type == kF64) {
        const uint32_t *low = rows.row[2 * item] + first, *high = rows.row[2 * item + 1] + first;
        for (int r = 0; r < count; ++r) out[r] = bits_to_double(uint64_t(low[r]) | uint64_t(high[r]) << 32);
      } else {
        const uint32_t bit = uint32_t(item) * bits;
        const uint32_t* source = rows.row[bit / 32] + first;
        for (int r = 0; r < count; ++r) out[r] = decode<Type>(source[r], bit % 32, fp8_table);
      }
    }
}

void gather_any(uint32_t type, const Rows& rows, int count, int blocks, int k, int k_per_lane, const float* fp8_table,
                double* matrix) {
  switch (type) {
    case kF32: return gather<kF32>(rows, count, blocks, k, k_per_lane, fp8_table, matrix);
    case kXf32: return gather<kXf32>(rows, count, blocks, k, k_per_lane, fp8_table, matrix);
    case kF16: return gather<kF16>(rows, count, blocks, k, k_per_lane, fp8_table, matrix);
    case kBf16: return gather<kBf16>(rows, count, blocks, k, k_per_lane, fp8_table, matrix);
    case kI8: return gather<kI8>(rows, count, blocks, k, k_per_lane, fp8_table, matrix);
    case kF64: return gather<kF64>(rows, count, blocks, k, k_per_lane, fp8_table, matrix);
    default: return gather<kFp8>(rows, count, blocks, k, k_per_lane, fp8_table, matrix);
  }
}

// 256-entry fp8 decode tables, built once.
const float* fp8_table(Fp8Format format) {
  static const auto tables = [] {
    std::array<std::array<float, 256>, 4> result{};
    for (int f = 0; f < 4; ++f)
      for (int code = 0; code < 256; ++code) result[f][code] = fp8_to_float(uint8_t(code), Fp8Format(f));
    return result;
  }();
  return tables[int(format)].data();
}

// gfx950's f8f6f4 formats by their CBSZ/BLGP code: bits per element and a decode table.
struct MatrixFormat {
  int bits;
  const float* table;
};

// The OCP MX narrow floats (no infinities or NaNs): e2m3 (fp6, bias 1), e3m2 (bf6, bias 3),
// e2m1 (fp4, bias 1). Subnormals when the exponent field is 0.
float narrow_float(uint32_t code, int exponent_bits, int mantissa_bits) {
  const int bias = (1 << (exponent_bits - 1)) - 1;
  const uint32_t mantissa = code & ((1u << mantissa_bits) - 1);
  const int exponent = int(code >> mantissa_bits) & ((1 << exponent_bits) - 1);
  const double fraction = double(mantissa) / double(1u << mantissa_bits);
  const double magnitude = exponent == 0 ? std::ldexp(fraction, 1 - bias) : std::ldexp(1 + fraction, exponent - bias);
  return float((code >> (exponent_bits + mantissa_bits)) & 1 ? -magnitude : magnitude);
}

MatrixFormat matrix_format(uint32_t code) {
  static const auto tables = [] {
    std::array<std::array<float, 64>, 3> result{};
    for (uint32_t c = 0; c < 64; ++c) result[0][c] = narrow_float(c, 2, 3), result[1][c] = narrow_float(c, 3, 2);
    for (uint32_t c = 0; c < 16; ++c) result[2][c] = narrow_float(c, 2, 1);
    return result;
  }();
  switch (code) {
    case 0: return {8, fp8_table(Fp8Format::e4m3_ocp)};
    case 1: return {8, fp8_table(Fp8Format::e5m2_ocp)};
    case 2: return {6, tables[0].data()};
    case 3: return {6, tables[1].data()};
    case 4: return {4, tables[2].data()};
    default: raise_fault("f8f6f4 MFMA with an undefined operand format (CBSZ/BLGP > 4)");
  }
}

// 2^(scale - 127) for an E8M0 byte; 0xff is NaN.
inline double e8m0(uint32_t scale) { return scale == 0xff ? std::nan("") : std::ldexp(1.0, int(scale) - 127); }

// An f8f6f4 operand as [k][row] (rows = M for A, N for B), each 32-k block scaled by its E8M0
// byte (`scales`: the scale register, byte `scale_byte`; nullptr: unscaled).
void gather_f8f6f4(Wave& wave, const Operand& operand, uint32_t format_code, int rows, int k, const Operand* scales,
                   int scale_byte, double* matrix) {
  const MatrixFormat format = matrix_format(format_code);
  const Rows registers(wave, operand, format.bits);
  const uint32_t mask = (1u << format.bits) - 1;
  const bool one_run = format.bits == 4;
  Lanes scale_lanes{};
  if (scales) scale_lanes = lanes(wave, *scales);
  for (int lane = 0; lane < kWaveSize; ++lane) {
    const int row = lane % rows, group = lane / rows;
    for (int element = 0; element < 32; ++element) {
      const int bit = element * format.bits, word = bit / 32, shift = bit % 32;
      uint32_t code = registers.row[word][lane] >> shift;
      if (shift + format.bits > 32) code |= registers.row[word + 1][lane] << (32 - shift);  // fp6 across registers
      const int kk = one_run ? 32 * group + element : k / 2 * (element / 16) + 16 * group + element % 16;
      double value = format.table[code & mask];
      if (scales) value *= e8m0((scale_lanes[row + rows * (kk / 32)] >> (8 * scale_byte)) & 0xff);
      matrix[size_t(kk) * rows + row] = value;
    }
  }
}

// One block of an f32-result MFMA. Row i of D (N results, j = 0..N-1) is contiguous in the
// register file (lanes lane_base .. lane_base + N - 1 of one register), and so is row i of C.
struct F32Block {
  const double* a;                // [k][i]
  const double* b;                // [k][j]
  const uint32_t* c[kWaveSize];   // row i of C, or nullptr for the inline constant
  uint32_t* d[kWaveSize];         // row i of D
  double constant;
  int m, k;
};

// D[i][j] = C[i][j] + A[i][0] B[0][j] + A[i][1] B[1][j] + ..., each addition rounded to double
// in k order, then rounded once to f32 (the numerics model at the top of this file). N is a
// compile-time width so that the N sums of a row stay in registers.
//
// Fused: every operand is f32 or narrower, so a product has at most 48 significand bits and
// no over- or underflow in double: it is exact, and fma(a, b, s) = round(a * b + s) equals
// round(round(a * b) + s) bit for bit. The FMA form only saves instructions.
template <int N, bool Fused>
[[gnu::always_inline]] inline void f32_block(const F32Block& job) {
  for (int i = 0; i < job.m; ++i) {
    double sum[N];
    if (const uint32_t* c = job.c[i]) {
      for (int j = 0; j < N; ++j) sum[j] = double(bits_to_float(c[j]));
    } else {
      for (int j = 0; j < N; ++j) sum[j] = job.constant;
    }
    for (int kk = 0; kk < job.k; ++kk) {
      const double x = job.a[size_t(kk) * job.m + i];
      const double* b = job.b + size_t(kk) * N;
      for (int j = 0; j < N; ++j) {
        if constexpr (Fused) sum[j] = __builtin_fma(x, b[j], sum[j]);
        else sum[j] += x * b[j];
      }
    }
    // Which NaN an x86 addition or FMA passes on depends on the instruction form the compiler
    // picks (it differs between the clones), so every NaN result is the canonical quiet NaN.
    uint32_t* d = job.d[i];
    for (int j = 0; j < N; ++j) {
      const float value = float(sum[j]);
      d[j] = value == value ? float_to_bits(value) : 0x7fc00000u;
    }
  }
}

// The build is portable x86-64 (SSE2); CPUs with AVX2 and FMA get a wider, fused clone, chosen
// once at run time. Both give identical results (see f32_block).
template <int N>
__attribute__((target("avx2,fma"))) void f32_block_avx2(const F32Block& job) { f32_block<N, true>(job); }
template <int N>
void f32_block_sse2(const F32Block& job) { f32_block<N, false>(job); }

// GFXTILE_EMU_PORTABLE=1 forces the portable clone (to test that both agree).
bool has_avx2_fma() {
  static const bool result = [] {
    if (const char* portable = std::getenv("GFXTILE_EMU_PORTABLE"); portable != nullptr && portable[0] == '1') return false;
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  }();
  return result;
}

void run_f32_block(const F32Block& job, int n) {
  const bool wide = has_avx2_fma();
  switch (n) {
    case 4: return wide ? f32_block_avx2<4>(job) : f32_block_sse2<4>(job);
    case 16: return wide ? f32_block_avx2<16>(job) : f32_block_sse2<16>(job);
    case 32: return wide ? f32_block_avx2<32>(job) : f32_block_sse2<32>(job);
    default: raise_fault("MFMA with an unsupported N");
  }
}

// Where D[i][j] of a block lives: lane j + lane_base(block, i), element item(block, i).
struct ResultLayout {
  int h, b_i, m_i, g, n;
  explicit ResultLayout(const Shape& s)
      : h(s.result_type == kF64 ? 1 : 4),
        b_i(std::max(1, (kWaveSize + s.m * s.n / h - 1) / (s.m * s.n / h))),
        m_i((kWaveSize / b_i) / s.n),
        g(s.m / (h * m_i)),
        n(s.n) {}
  int lane_base(int block, int i) const { return n * ((i / h) % m_i + m_i * (block % b_i)); }
  int item(int block, int i) const { return (i % h) + h * (i / (h * m_i) + g * (block / b_i)); }
};

// D = C + A B for f32 results, A as [block][k][i] and B as [block][k][j] (every operand read).
void f32_result(Wave& wave, const Instruction& in, const Shape& s, const double* matrix_a, const double* matrix_b) {
  const ResultLayout layout(s);
  const Operand &d = in.operands[0], &c = in.operands[3];
  // C rows are read while D rows are written; the same register range for both is safe (each
  // row is read before it is written, and rows are disjoint), any other overlap takes a copy.
  const int c_rows = s.m * s.n * s.blocks / kWaveSize;
  uint32_t c_copy[32 * kWaveSize];
  const uint32_t* c_base = nullptr;
  if (c.is_vector()) {
    c_base = wave.vector_row(c);
    const bool overlap = d.kind == c.kind && d.index != c.index && d.index < c.index + c_rows && c.index < d.index + c_rows;
    if (overlap) c_base = static_cast<const uint32_t*>(std::memcpy(c_copy, c_base, sizeof(uint32_t) * kWaveSize * c_rows));
  } else if (c.kind != OperandKind::constant) {  // any other source kind, through lanes()
    for (int r = 0; r < c_rows; ++r) {
      const Lanes value = lanes(wave, c, r);
      for (int lane = 0; lane < kWaveSize; ++lane) c_copy[r * kWaveSize + lane] = value[lane];
    }
    c_base = c_copy;
  }
  F32Block job;
  job.constant = double(bits_to_float(c.value[0]));
  job.m = s.m, job.k = s.k;
  for (int block = 0; block < s.blocks; ++block) {
    job.a = &matrix_a[size_t(block) * s.k * s.m];
    job.b = &matrix_b[size_t(block) * s.k * s.n];
    for (int i = 0; i < s.m; ++i) {
      const int base = layout.lane_base(block, i), item = layout.item(block, i);
      job.c[i] = c_base ? c_base + item * kWaveSize + base : nullptr;
      job.d[i] = wave.vector_row(d, item) + base;
    }
    run_f32_block(job, s.n);
  }
}

// gfx950's f8f6f4 forms, scaled (scale operands 4 and 5) or not.
void mfma_f8f6f4(Wave& wave, const Instruction& in, const Shape& s, bool scaled) {
  double matrix_a[2048], matrix_b[2048];
  // Byte selects: OP_SEL[0] | OP_SEL_HI[0] << 1 for A's scale, bit 1 of each for B's.
  const int byte_a = (in.op_sel & 1) | (in.op_sel_hi & 1) << 1, byte_b = (in.op_sel >> 1 & 1) | (in.op_sel_hi & 2);
  gather_f8f6f4(wave, in.operands[1], in.cbsz, s.m, s.k, scaled ? &in.operands[4] : nullptr, byte_a, matrix_a);
  gather_f8f6f4(wave, in.operands[2], in.blgp, s.n, s.k, scaled ? &in.operands[5] : nullptr, byte_b, matrix_b);
  f32_result(wave, in, s, matrix_a, matrix_b);
}

template <bool Ocp>
void mfma(Wave& wave, const Instruction& in) {
  Shape s = shape_of(in);
  wave.statistics->mfma_flops += in.mfma_flops;
  const Fp8Format fp8 = Ocp ? Fp8Format::e4m3_ocp : Fp8Format::e4m3_fnuz;
  const Fp8Format bf8 = Ocp ? Fp8Format::e5m2_ocp : Fp8Format::e5m2_fnuz;
  if (s.a_type == kF8F6F4) return mfma_f8f6f4(wave, in, s, in.parameter[2] != 0);
  const int k_per_lane = s.k / std::max(1, kWaveSize / (s.m * s.blocks));
  const int h = s.result_type == kF64 ? 1 : 4;
  const int b_i = std::max(1, (kWaveSize + s.m * s.n / h - 1) / (s.m * s.n / h));
  const int m_i = (kWaveSize / b_i) / s.n;
  const int g = s.m / (h * m_i);
  const Operand &d = in.operands[0], &a = in.operands[1], &b = in.operands[2], &c = in.operands[3];
  const int result_words = s.result_type == kF64 ? 2 : 1;
  const Rows rows_a(wave, a, int(k_per_lane * element_bits(s.a_type) + 31) / 32);
  const Rows rows_b(wave, b, int(k_per_lane * element_bits(s.b_type) + 31) / 32);
  // At most 64 lanes x 32 elements per operand and 1024 results: fixed arrays, no allocation.
  // Everything is read before anything is written: D may alias A, B or C.
  double matrix_a[2048], matrix_b[2048];  // A as [block][k][i]; B as [block][k][j]
  gather_any(s.a_type, rows_a, s.m, s.blocks, s.k, k_per_lane, fp8_table(s.a_type == kBf8 ? bf8 : fp8), matrix_a);
  gather_any(s.b_type, rows_b, s.n, s.blocks, s.k, k_per_lane, fp8_table(s.b_type == kBf8 ? bf8 : fp8), matrix_b);
  if (s.result_type == kF32) return f32_result(wave, in, s, matrix_a, matrix_b);
  // D[i][j] of a block lives in lane j + lane_base and element `item`, both depending on (block, i) only.
  auto lane_base = [&](int block, int i) { return s.n * ((i / h) % m_i + m_i * (block % b_i)); };
  auto item_of = [&](int block, int i) { return (i % h) + h * (i / (h * m_i) + g * (block / b_i)); };
  // An inline-constant C is the same value in every element.
  auto c_word = [&](int word, int lane) -> uint32_t {
    if (c.kind == OperandKind::constant) return c.value[result_words == 2 ? (word & 1) : 0];
    return lanes(wave, c, word)[lane];
  };
  uint64_t results[1024];
  for (int block = 0; block < s.blocks; ++block)
    for (int i = 0; i < s.m; ++i) {
      // A[i][kk] at a[kk * M], B[kk][j] at b[kk * N + j].
      const double* a_column = &matrix_a[size_t(block) * s.k * s.m + i];
      const double* b_rows = &matrix_b[size_t(block) * s.k * s.n];
      uint64_t* out = &results[(size_t(block) * s.m + i) * s.n];
      const int base = lane_base(block, i), item = item_of(block, i);
      for (int j = 0; j < s.n; ++j) {
        if (s.result_type == kI8) {
          int64_t sum = int32_t(c_word(item, base + j));
          for (int kk = 0; kk < s.k; ++kk) sum += int64_t(a_column[kk * s.m]) * int64_t(b_rows[kk * s.n + j]);
          out[j] = uint32_t(sum);
        } else {
          double sum = bits_to_double(uint64_t(c_word(2 * item, base + j)) | uint64_t(c_word(2 * item + 1, base + j)) << 32);
          for (int kk = 0; kk < s.k; ++kk) sum = std::fma(a_column[kk * s.m], b_rows[kk * s.n + j], sum);
          out[j] = double_to_bits(sum);
        }
      }
    }
  for (int block = 0; block < s.blocks; ++block)
    for (int i = 0; i < s.m; ++i) {
      const int base = lane_base(block, i), item = item_of(block, i);
      uint32_t* low = wave.vector_row(d, item * result_words);
      uint32_t* high = result_words == 2 ? wave.vector_row(d, item * 2 + 1) : nullptr;
      const uint64_t* value = &results[(size_t(block) * s.m + i) * s.n];
      for (int j = 0; j < s.n; ++j) {
        low[base + j] = uint32_t(value[j]);
        if (high) high[base + j] = uint32_t(value[j] >> 32);
      }
    }
}

struct Entry {
  const char* name;
  int m, n, k, blocks;
  uint32_t a, b, result;
  bool scaled = false;  // v_mfma_scale_*: E8M0 scale operands 4 and 5
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
  if (!gfx950) {
    // gfx940-family only (gfx950 dropped them): two f32 registers per lane hold 2 k of A (B).
    entries.push_back({"v_mfma_f32_16x16x8_xf32", 16, 16, 8, 1, kXf32, kXf32, kF32});
    entries.push_back({"v_mfma_f32_32x32x4_xf32", 32, 32, 4, 1, kXf32, kXf32, kF32});
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
    entries.push_back({"v_mfma_scale_f32_16x16x128_f8f6f4", 16, 16, 128, 1, kF8F6F4, kF8F6F4, kF32, true});
    entries.push_back({"v_mfma_scale_f32_32x32x64_f8f6f4", 32, 32, 64, 1, kF8F6F4, kF8F6F4, kF32, true});
  }
  const Handler handler = gfx9::uses_ocp_fp8(architecture) ? mfma<true> : mfma<false>;
  for (const Entry& e : entries) {
    OperationInfo info;
    info.handler = handler;
    info.constant_type = e.result == kF64 ? ConstantType::f64 : ConstantType::f32;
    info.parameter[0] = uint32_t(e.m) | uint32_t(e.n) << 8 | uint32_t(e.k) << 16;
    info.parameter[1] = uint32_t(e.blocks) | e.a << 8 | e.b << 16 | e.result << 24;
    info.parameter[2] = e.scaled ? 1 : 0;
    info.mfma_flops = 2ull * uint64_t(e.m) * uint64_t(e.n) * uint64_t(e.k) * uint64_t(e.blocks);
    table.add(e.name, info);
  }
}

}  // namespace gfxtile::emu
