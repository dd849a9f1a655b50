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

// a: [M, K] bf16/f16/fp8, b: [K, N] of the same dtype, acc: [M, N] f32. Errors name the
// author's line and say which layout an operand needs.
Tensor dot(const Tensor& a, const Tensor& b, const Tensor& acc, MmaShape shape = {},
           std::source_location location = std::source_location::current());

// The instruction a dot op uses (its "instruction" attribute) on the kernel's target.
const MmaInstruction& dot_instruction(const Kernel& kernel, const Op& op);
// The verifier's checks of a dot op; throws Error naming the op's source line.
void verify_dot(const Kernel& kernel, const Op& op);

}  // namespace gfxtile
