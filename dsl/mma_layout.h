#pragma once
// Matrix-unit layouts: which lane and register hold each element of an MFMA/WMMA accumulator and
// of its A and B operands, as linear layouts (the DSL's one layout representation). Each target's
// instructions are listed once (mma_layout.cpp, one table per target) with the two numbers that
// fix their register layouts; every layout here is built from those by one general rule, and
// tiles of several instruction blocks over several waves are products of a block layout with
// register and wave bases. docs/matrix.md explains them.

#include <cstdint>
#include <optional>
#include <source_location>
#include <string>
#include <vector>

#include "core/target.h"
#include "dsl/dtype.h"
#include "dsl/layout.h"

namespace gfxtile {

enum class MmaOperand { a = 0, b = 1, accumulator = 2 };

// An instruction's block: D[m x n] += A[m x k] * B[k x n]. {0, 0, 0} asks for the default.
struct MmaShape {
  int m = 0, n = 0, k = 0;
  bool empty() const { return m == 0 && n == 0 && k == 0; }
  std::string to_string() const;  // "16x16x16"
  friend bool operator==(const MmaShape&, const MmaShape&) = default;
};

// One matrix instruction of a target and the facts its layouts and lowering need.
//
// Register layouts, the general form of the CDNA3 ISA's formula (and its gfx1250 WMMA analogue):
// - operands (A[i][k]; B[k][j] alike with j for i): a lane holds `operand_run` consecutive k in
//   consecutive registers; the lane's low bits pick the row i; its remaining bits, then the
//   remaining registers, continue along k.
// - accumulator D[i][j]: a lane holds `accumulator_run` consecutive rows i in consecutive
//   registers; the lane's low bits pick the column j; its remaining bits, then the remaining
//   registers, continue along i.
//
// gfx950's f8f6f4 forms (v_mfma_[scale_]f32_{16x16x128,32x32x64}_f8f6f4) fit the same rule with a
// run of 16: a lane holds two runs of 16 k, K/2 apart. The scaled forms also take one E8M0 byte
// per 32 k of each row of A and column of B (dot_scale_layout).
struct MmaInstruction {
  Architecture architecture = Architecture::gfx942;
  MatrixUnit unit = MatrixUnit::mfma;
  MmaShape shape;
  DType operand;              // A (and B unless operand_b says otherwise); the accumulator is f32
  const char* intrinsic = "";  // the LLVM intrinsic ("llvm.amdgcn.mfma.f32.16x16x16bf16.1k")
  int wave_size = 64;
  int operand_run = 4, accumulator_run = 4;
  bool preferred = false;  // the default for its operand types (and scaling) on its target
  std::optional<DType> operand_b = {};  // B's elements when they differ from A's (fp8 x bf8)
  bool scaled = false;                  // takes E8M0 block scales (dot_scaled)
  // f32 operands read with 10 mantissa bits (gfx942's xf32, tf32-like; 4x the f32 rate). Never a
  // default: `dot` takes it only by its shape (16x16x8, 32x32x4 with f32 operands), and
  // fast_f32_mma_instruction offers it where the target has it.
  bool xf32 = false;

  std::string name() const;  // "mfma_f32_16x16x16_bf16", "mfma_f32_16x16x32_f8e4m3_f8e5m2"
  DType b_operand() const { return operand_b.value_or(operand); }
  bool f8f6f4() const;       // an f8f6f4 form: formats by CBSZ/BLGP code, scales as operands
  bool takes(DType a, DType b, bool with_scales) const { return operand == a && b_operand() == b && scaled == with_scales; }
  // k per tensor element of an operand: 2 for packed fp4, else 1; the operand's extent along k
  // in one block; its elements per lane in one block.
  int packing(MmaOperand operand) const;
  int operand_k(MmaOperand operand) const { return shape.k / packing(operand); }
  int operand_registers(MmaOperand operand) const {
    return (operand == MmaOperand::b ? shape.n : shape.m) * operand_k(operand) / wave_size;
  }
  int operand_registers() const { return operand_registers(MmaOperand::a); }
  int accumulator_registers() const { return shape.m * shape.n / wave_size; }
};

// dot_scaled's packed fp4: an i8 operand holds two e2m1 values per byte, the lower k in the low
// nibble (Triton's e2m1 convention), so its tensor has K/2 columns (A) or rows (B).
inline bool is_packed_fp4(DType dtype) { return dtype == i8; }

// Every instruction `dot` and `dot_scaled` can use on `architecture`, preferred ones first.
const std::vector<MmaInstruction>& mma_instructions(Architecture architecture);
// The instruction for `operand` A/B elements with `shape` (empty: the target's default). Throws
// Error listing what the target offers when there is none.
const MmaInstruction& mma_instruction(Architecture architecture, DType operand, MmaShape shape = {});
// The fastest instruction for f32 operands: gfx942's xf32 16x16x8 (operands rounded to 10
// mantissa bits, 4x the f32 rate), else the target's exact f32 one (gfx950 dropped xf32, gfx1250
// has none).
const MmaInstruction& fast_f32_mma_instruction(Architecture architecture);
// The same for A and B of different dtypes (fp8 x bf8), and for the scaled forms (`scaled`).
const MmaInstruction& mma_instruction(Architecture architecture, DType a, DType b, MmaShape shape, bool scaled);

// One instruction block as a linear layout from (register, lane) to (dim0, dim1): A is
// [m, k], B is [k, n], the accumulator [m, n].
LinearLayout mma_block_layout(const MmaInstruction& instruction, MmaOperand operand);

// The accumulator layout of an [M, N] tile made of instruction blocks: `waves` (per dimension,
// product = the kernel's waves, or a divisor of it: the other waves hold copies, so {1, 1} gives
// every wave the whole tile; empty: spread over the dimension with more blocks first) take
// neighbouring blocks, and registers repeat the blocks over the rest of the tile (dim1 first).
// Throws Error (naming `location`) when the shape is not a power-of-two multiple of the block.
Layout mma_layout(const MmaInstruction& instruction, const std::vector<int64_t>& shape, std::vector<int> waves = {},
                  std::source_location location = std::source_location::current());

// The A (MmaOperand::a, [M, k]) or B (MmaOperand::b, [k, N]) layout that feeds `accumulator` (an
// mma_layout of `instruction`) in dot: the block's operand layout, registers repeating it along
// k and along the accumulator's own register repeats of M (A) or N (B), and the accumulator's
// waves (broadcast where a wave moves only the other dimension). `k` counts values: a packed fp4
// operand's layout is over its bytes, [M, k/2] or [k/2, N].
Layout dot_operand_layout(const MmaInstruction& instruction, const Layout& accumulator, MmaOperand operand, int64_t k,
                          std::source_location location = std::source_location::current());

// Whether `layout` is an accumulator layout of `instruction` (the block's register and lane
// bases, then register and wave bases moving one dimension by whole blocks); `why` says what
// differs.
bool is_mma_layout(const MmaInstruction& instruction, const Layout& layout, std::string* why = nullptr);

// The E8M0 scale layout that goes with `accumulator` (an mma_layout of a scaled `instruction`) in
// dot_scaled: A's scales [M, k/32] (MmaOperand::a) or B's [k/32, N] (MmaOperand::b), one byte per
// row of A (column of B) and 32 k. Within a block, lane row + rows * (k / 32) holds the byte of
// that row's k-block (the lanes of that row's data); registers repeat it along k and the
// accumulator's register repeats, waves as the operands'.
Layout dot_scale_layout(const MmaInstruction& instruction, const Layout& accumulator, MmaOperand operand, int64_t k,
                        std::source_location location = std::source_location::current());

// For kernels under construction: the current kernel's target.
const MmaInstruction& mma_instruction(DType operand, MmaShape shape = {},
                                      std::source_location location = std::source_location::current());
// Mixed A/B dtypes (fp8 x bf8) on the current kernel's target.
const MmaInstruction& mixed_mma_instruction(DType a, DType b, MmaShape shape = {},
                                            std::source_location location = std::source_location::current());
// The block-scaled instruction (gfx950: v_mfma_scale_f32_{16x16x128,32x32x64}_f8f6f4) for A and B
// dtypes on the current kernel's target; an error naming the target elsewhere.
const MmaInstruction& scaled_mma_instruction(DType a, DType b, MmaShape shape = {},
                                             std::source_location location = std::source_location::current());

}  // namespace gfxtile
