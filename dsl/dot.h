#pragma once
// dot(a, b, acc): acc + a @ b on the target's matrix units (MFMA on gfx942/gfx950, WMMA on
// gfx1250) with fp32 accumulation. The accumulator has an mma_layout and the operands the
// dot_operand_layouts of it (dsl/mma_layout.h); the instruction shape is the author's choice,
// or the first of the target's instructions (preferred first) whose layouts the operands have.

#include <source_location>
#include <string>

#include "dsl/ir.h"
#include "dsl/mma_layout.h"
#include "dsl/tensor.h"

namespace gfxtile {

// a: [M, K] bf16/f16/fp8/f32, b: [K, N] of the same dtype (or the other fp8 format of the target:
// fp8 x bf8 mixes), acc: [M, N] f32. f32 operands take the exact f32 instruction, or gfx942's xf32
// (10 mantissa bits, 4x the rate) where their layouts are its operand layouts or `shape` names it
// (fast_f32_mma_instruction). Errors name the author's line and say which layout an operand needs.
Tensor dot(const Tensor& a, const Tensor& b, const Tensor& acc, MmaShape shape = {},
           std::source_location location = std::source_location::current());

// acc + (a * 2^(a_scale - 127)) @ (b * 2^(b_scale - 127)) on gfx950's block-scaled MFMA
// (v_mfma_scale_f32_{16x16x128,32x32x64}_f8f6f4): a [M, K] and b [K, N] fp8 (f8e4m3/f8e5m2, any
// pair), or packed fp4 (i8 tensors of two e2m1 per byte, the lower k in the low nibble: a
// [M, K/2], b [K/2, N]), a_scale [M, K/32] and b_scale [K/32, N] i8 tensors of E8M0 bytes (0xff is NaN) in their
// dot_scale_layouts, acc [M, N] f32. Other targets: an error naming the target. Emitted as a dot op
// with the scales as operands 3 and 4.
Tensor dot_scaled(const Tensor& a, const Tensor& a_scale, const Tensor& b, const Tensor& b_scale, const Tensor& acc,
                  MmaShape shape = {}, std::source_location location = std::source_location::current());

// The instruction a dot op uses (its "instruction" attribute) on the kernel's target.
const MmaInstruction& dot_instruction(const Kernel& kernel, const Op& op);
// The verifier's checks of a dot op; throws Error naming the op's source line.
void verify_dot(const Kernel& kernel, const Op& op);

}  // namespace gfxtile
