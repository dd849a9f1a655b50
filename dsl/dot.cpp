#include "dsl/dot.h"

#include <optional>

#include <fmt/format.h>

#include "core/error.h"
#include "dsl/builder.h"

namespace gfxtile {
namespace {

std::string shape_text(const std::vector<int64_t>& shape) { return fmt::format("[{}]", fmt::join(shape, ", ")); }

// Checks independent of the instruction: kinds, dtypes, shapes. Returns the problem or "".
std::string check_types(const Type& a, const Type& b, const Type& acc) {
  if (!a.is_tensor() || !b.is_tensor() || !acc.is_tensor()) return "a, b and acc must be tensors";
  if (a.shape.size() != 2 || b.shape.size() != 2 || acc.shape.size() != 2)
    return fmt::format("a, b and acc must be 2-D; got {}, {} and {}", shape_text(a.shape), shape_text(b.shape),
                       shape_text(acc.shape));
  if (acc.dtype != f32) return fmt::format("the accumulator must be f32 (fp32 accumulation); it is {}", acc.dtype.name());
  if (a.dtype != b.dtype)
    return fmt::format("a is {} but b is {}; convert one with .to({})", a.dtype.name(), b.dtype.name(), a.dtype.name());
  if (a.shape[1] != b.shape[0] || a.shape[0] != acc.shape[0] || b.shape[1] != acc.shape[1])
    return fmt::format("shapes a {} @ b {} do not give acc {}: need a [M, K], b [K, N], acc [M, N]",
                       shape_text(a.shape), shape_text(b.shape), shape_text(acc.shape));
  return {};
}

// Whether `instruction` computes this dot with the operands' layouts as they are; else why not.
std::string check_layouts(const MmaInstruction& instruction, const Type& a, const Type& b, const Type& acc) {
  std::string why;
  if (!is_mma_layout(instruction, acc.layout, &why))
    return fmt::format("the accumulator's layout {} is not an {} layout ({}); build it with mma_layout",
                       acc.layout.description(), instruction.name(), why);
  const int64_t k = a.shape[1];
  if (k % instruction.shape.k != 0 || (k & (k - 1)) != 0)
    return fmt::format("K = {} must be a power of two and a multiple of {}'s k = {}", k, instruction.name(),
                       instruction.shape.k);
  for (MmaOperand operand : {MmaOperand::a, MmaOperand::b}) {
    const Type& t = operand == MmaOperand::a ? a : b;
    const char* name = operand == MmaOperand::a ? "a" : "b";
    if (!(t.layout == dot_operand_layout(instruction, acc.layout, operand, k)))
      return fmt::format("operand {} has layout {}, not the {} operand layout of the accumulator for {}; "
                         "convert_layout it to dot_operand_layout(instruction, acc.layout(), MmaOperand::{}, {})",
                         name, t.layout.description(), name, instruction.name(), name, k);
  }
  return {};
}

}  // namespace

Tensor dot(const Tensor& a, const Tensor& b, const Tensor& acc, MmaShape shape, std::source_location location) {
  KernelBuilder& builder = KernelBuilder::current(location);
  for (const Tensor* x : {&a, &b, &acc})
    if (!x->valid() || x->owner() != &builder)
      builder.error(location, "dot", "an operand has no value in this kernel; assign it first");
  if (std::string problem = check_types(a.type(), b.type(), acc.type()); !problem.empty())
    builder.error(location, "dot", problem);
  const Architecture architecture = builder.target().architecture;
  // Candidates: the named shape, or every instruction for the dtype (preferred first).
  std::vector<const MmaInstruction*> candidates;
  for (const auto& instruction : mma_instructions(architecture))
    if (instruction.operand == a.dtype() && (shape.empty() || instruction.shape == shape))
      candidates.push_back(&instruction);
  if (candidates.empty()) {
    try {
      mma_instruction(architecture, a.dtype(), shape);
    } catch (const Error& error) {
      builder.error(location, "dot", error.what());
    }
  }
  // The problem reported is that of the first instruction whose accumulator layout acc has (the
  // author's evident choice), else that of the first candidate.
  std::optional<std::string> problem_shown;
  bool accumulator_matched = false;
  for (const MmaInstruction* instruction : candidates) {
    std::string problem = check_layouts(*instruction, a.type(), b.type(), acc.type());
    if (problem.empty())
      return builder.emit_value(OpKind::dot, {a.id(), b.id(), acc.id()}, acc.type(),
                                {{"instruction", instruction->name()}}, location);
    const bool matches = is_mma_layout(*instruction, acc.layout());
    if (!problem_shown || (matches && !accumulator_matched)) problem_shown = problem;
    accumulator_matched = accumulator_matched || matches;
  }
  builder.error(location, "dot", *problem_shown);
}

const MmaInstruction& dot_instruction(const Kernel& kernel, const Op& op) {
  const std::string name = op.text("instruction");
  for (const auto& instruction : mma_instructions(kernel.target.architecture))
    if (instruction.name() == name) return instruction;
  fail_at(kernel.name, op.location, "dot",
          fmt::format("{} has no matrix instruction '{}'", kernel.target.to_string(), name));
}

void verify_dot(const Kernel& kernel, const Op& op) {
  if (op.operands.size() != 3 || op.results.size() != 1) fail_at(kernel.name, op.location, "dot", "expects a, b, acc");
  const Type &a = kernel.type(op.operands[0]), &b = kernel.type(op.operands[1]), &acc = kernel.type(op.operands[2]);
  std::string problem = check_types(a, b, acc);
  const MmaInstruction& instruction = dot_instruction(kernel, op);
  if (problem.empty() && a.dtype != instruction.operand)
    problem = fmt::format("{} takes {} operands, not {}", instruction.name(), instruction.operand.name(), a.dtype.name());
  if (problem.empty()) problem = check_layouts(instruction, a, b, acc);
  if (problem.empty() && !(kernel.type(op.results[0]) == acc)) problem = "the result's type differs from acc's";
  if (!problem.empty()) fail_at(kernel.name, op.location, "dot", problem);
}

}  // namespace gfxtile
