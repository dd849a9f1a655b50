#include "dsl/dot.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/error.h"
#include "dsl/builder.h"

namespace gfxtile {
namespace {

std::string shape_text(const std::vector<int64_t>& shape) { return fmt::format("[{}]", fmt::join(shape, ", ")); }

// k per element of an operand of a dot (scaled: 2 for packed fp4, see is_packed_fp4).
int packing_of(const Type& operand, bool scaled) { return scaled && is_packed_fp4(operand.dtype) ? 2 : 1; }

// Checks independent of the instruction: kinds, dtypes, shapes (K counted in values, so a packed
// fp4 operand has K/2 elements along k). Returns the problem or "".
// A batched dot (3-D: [batch, M, K] @ [batch, K, N]) takes one product per batch index, each
// wholly in the waves that hold it: `tile` is the layout with the batch dimension dropped (the
// waves that move the batch become repeats), `wave_batch` the batch index each wave bit adds.
struct BatchedView {
  Layout tile;
  std::vector<int32_t> wave_batch;
  std::string problem;
};

BatchedView batched_view(const Layout& layout) {
  BatchedView view;
  const LinearLayout& linear = layout.linear();
  std::vector<LinearLayout::InDim> ins;
  for (const auto& in : linear.in_dims()) {
    LinearLayout::InDim tile_in{in.name, {}};
    for (const auto& basis : in.bases) {
      const bool moves_batch = basis[0] != 0;
      const bool moves_tile = std::any_of(basis.begin() + 1, basis.end(), [](int32_t x) { return x != 0; });
      if (moves_batch && (in.name != kWave || moves_tile)) {
        view.problem = fmt::format("its {} bases move the batch (dimension 0); a batched dot needs the batch along waves "
                                   "alone: build the layouts with batched(tile, batch)", in.name);
        return view;
      }
      if (in.name == kWave) view.wave_batch.push_back(basis[0]);
      tile_in.bases.emplace_back(basis.begin() + 1, basis.end());
    }
    ins.push_back(std::move(tile_in));
  }
  std::vector<LinearLayout::OutDim> outs;
  for (size_t d = 1; d < linear.out_dims().size(); ++d)
    outs.push_back({"dim" + std::to_string(d - 1), linear.out_dims()[d].size});
  view.tile = Layout(LinearLayout(ins, outs), layout.description());
  return view;
}

// The batched views of a, b and acc; "" or the first layout's problem, naming it.
std::string batched_views(const Type& a, const Type& b, const Type& acc, BatchedView (&views)[3]) {
  const char* names[3] = {"operand a", "operand b", "the accumulator"};
  const Type* types[3] = {&a, &b, &acc};
  for (int i = 0; i < 3; ++i) {
    views[i] = batched_view(types[i]->layout);
    if (!views[i].problem.empty()) return fmt::format("{}'s layout {}: {}", names[i], types[i]->layout.description(), views[i].problem);
  }
  return {};
}

std::string check_types(const Type& a, const Type& b, const Type& acc, bool scaled = false) {
  if (!a.is_tensor() || !b.is_tensor() || !acc.is_tensor()) return "a, b and acc must be tensors";
  const size_t rank = acc.shape.size();
  if ((rank != 2 && (rank != 3 || scaled)) || a.shape.size() != rank || b.shape.size() != rank)
    return fmt::format("a, b and acc must be 2-D{}; got {}, {} and {}", scaled ? "" : " (or 3-D, batched)", shape_text(a.shape),
                       shape_text(b.shape), shape_text(acc.shape));
  if (rank == 3) {
    if (a.shape[0] != acc.shape[0] || b.shape[0] != acc.shape[0])
      return fmt::format("batched shapes a {} @ b {} do not give acc {}: need a [B, M, K], b [B, K, N], acc [B, M, N]",
                         shape_text(a.shape), shape_text(b.shape), shape_text(acc.shape));
    BatchedView views[3];
    if (std::string problem = batched_views(a, b, acc, views); !problem.empty()) return problem;
    return check_types(Type::tensor(a.dtype, views[0].tile), Type::tensor(b.dtype, views[1].tile),
                       Type::tensor(acc.dtype, views[2].tile), scaled);
  }
  if (acc.dtype != f32) return fmt::format("the accumulator must be f32 (fp32 accumulation); it is {}", acc.dtype.name());
  // Different dtypes only as an fp8 x bf8 pair (whether the target has it, the instruction says).
  auto narrow = [&](DType dtype) { return dtype.is_fp8() || (scaled && is_packed_fp4(dtype)); };
  if (a.dtype != b.dtype && !(narrow(a.dtype) && narrow(b.dtype)))
    return fmt::format("a is {} but b is {}; convert one with .to({})", a.dtype.name(), b.dtype.name(), a.dtype.name());
  if (a.shape[1] * packing_of(a, scaled) != b.shape[0] * packing_of(b, scaled) || a.shape[0] != acc.shape[0] ||
      b.shape[1] != acc.shape[1])
    return fmt::format("shapes a {} @ b {} do not give acc {}: need a [M, K], b [K, N], acc [M, N]",
                       shape_text(a.shape), shape_text(b.shape), shape_text(acc.shape));
  return {};
}

// Whether `instruction` computes this dot with the operands' layouts as they are; else why not.
std::string check_layouts(const MmaInstruction& instruction, const Type& a, const Type& b, const Type& acc) {
  if (acc.shape.size() == 3) {
    BatchedView views[3];
    if (std::string problem = batched_views(a, b, acc, views); !problem.empty()) return problem;
    const char* names[2] = {"operand a", "operand b"};
    // Every batch index in some waves, and the operands' waves the accumulator's.
    std::vector<int32_t> moved;
    for (int32_t value : views[2].wave_batch)
      if (value != 0) moved.push_back(value);
    std::sort(moved.begin(), moved.end());
    bool covers = int64_t(1) << moved.size() == acc.shape[0];
    for (size_t bit = 0; bit < moved.size(); ++bit) covers = covers && moved[bit] == int32_t(1) << bit;
    if (!covers)
      return fmt::format("the accumulator's waves do not hold each of the {} batch indices once; build it with "
                         "batched(tile, {})", acc.shape[0], acc.shape[0]);
    for (int i = 0; i < 2; ++i)
      if (views[i].wave_batch != views[2].wave_batch)
        return fmt::format("{} holds other batch indices in its waves than the accumulator; build it with batched(tile, {})",
                           names[i], acc.shape[0]);
    return check_layouts(instruction, Type::tensor(a.dtype, views[0].tile), Type::tensor(b.dtype, views[1].tile),
                         Type::tensor(acc.dtype, views[2].tile));
  }
  std::string why;
  if (!is_mma_layout(instruction, acc.layout, &why))
    return fmt::format("the accumulator's layout {} is not an {} layout ({}); build it with mma_layout",
                       acc.layout.description(), instruction.name(), why);
  const int64_t k = a.shape[1] * instruction.packing(MmaOperand::a);
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

// The scale operands of a scaled instruction: i8 tensors (E8M0 bytes) [M, K/32] for A and
// [K/32, N] for B in their dot_scale_layouts. Returns the problem or "".
std::string check_scales(const MmaInstruction& instruction, const Type& a, const Type& acc, const Type& a_scale,
                         const Type& b_scale) {
  const int64_t m = a.shape[0], k = a.shape[1] * instruction.packing(MmaOperand::a), n = acc.shape[1];
  if (k % 32 != 0) return fmt::format("K = {} must be a multiple of 32 (one E8M0 scale per 32 k)", k);
  for (MmaOperand operand : {MmaOperand::a, MmaOperand::b}) {
    const bool is_a = operand == MmaOperand::a;
    const Type& scale = is_a ? a_scale : b_scale;
    const char* name = is_a ? "a_scale" : "b_scale";
    const std::vector<int64_t> shape = is_a ? std::vector<int64_t>{m, k / 32} : std::vector<int64_t>{k / 32, n};
    if (!scale.is_tensor() || scale.dtype != i8 || scale.shape != shape)
      return fmt::format("{} must be an i8 tensor of E8M0 bytes of shape {} (one per {} and 32 k); it is {} {}", name,
                         shape_text(shape), is_a ? "row of a" : "column of b", scale.dtype.name(), shape_text(scale.shape));
    if (!(scale.layout == dot_scale_layout(instruction, acc.layout, operand, k)))
      return fmt::format("{} has layout {}, not the scale layout of the accumulator for {}; convert_layout it to "
                         "dot_scale_layout(instruction, acc.layout(), MmaOperand::{}, {})",
                         name, scale.layout.description(), instruction.name(), is_a ? "a" : "b", k);
  }
  return {};
}

// dot and dot_scaled: the first instruction (preferred first) whose layouts the operands have.
Tensor emit_dot(KernelBuilder& builder, const char* what, const Tensor& a, const Tensor& b, const Tensor& acc,
                const Tensor* a_scale, const Tensor* b_scale, MmaShape shape, const std::source_location& location) {
  const bool scaled = a_scale != nullptr;
  const Architecture architecture = builder.target().architecture;
  std::vector<const MmaInstruction*> candidates;
  for (const auto& instruction : mma_instructions(architecture))
    if (instruction.takes(a.dtype(), b.dtype(), scaled) && (shape.empty() || instruction.shape == shape))
      candidates.push_back(&instruction);
  if (candidates.empty()) {
    try {
      mma_instruction(architecture, a.dtype(), b.dtype(), shape, scaled);
    } catch (const Error& error) {
      builder.error(location, what, error.what());
    }
  }
  // The problem reported is that of the first instruction whose accumulator layout acc has (the
  // author's evident choice), else that of the first candidate.
  std::optional<std::string> problem_shown;
  bool accumulator_matched = false;
  for (const MmaInstruction* instruction : candidates) {
    std::string problem = check_layouts(*instruction, a.type(), b.type(), acc.type());
    if (problem.empty() && scaled) problem = check_scales(*instruction, a.type(), acc.type(), a_scale->type(), b_scale->type());
    if (problem.empty()) {
      std::vector<ValueId> operands = {a.id(), b.id(), acc.id()};
      if (scaled) operands.push_back(a_scale->id()), operands.push_back(b_scale->id());
      return builder.emit_value(OpKind::dot, operands, acc.type(), {{"instruction", instruction->name()}}, location);
    }
    const bool matches = is_mma_layout(*instruction, acc.shape().size() == 3 ? batched_view(acc.layout()).tile : acc.layout());
    if (!problem_shown || (matches && !accumulator_matched)) problem_shown = problem;
    accumulator_matched = accumulator_matched || matches;
  }
  builder.error(location, what, *problem_shown);
}

}  // namespace

Tensor dot(const Tensor& a, const Tensor& b, const Tensor& acc, MmaShape shape, std::source_location location) {
  KernelBuilder& builder = KernelBuilder::current(location);
  for (const Tensor* x : {&a, &b, &acc})
    if (!x->valid() || x->owner() != &builder)
      builder.error(location, "dot", "an operand has no value in this kernel; assign it first");
  if (std::string problem = check_types(a.type(), b.type(), acc.type()); !problem.empty())
    builder.error(location, "dot", problem);
  return emit_dot(builder, "dot", a, b, acc, nullptr, nullptr, shape, location);
}

Tensor dot_scaled(const Tensor& a, const Tensor& a_scale, const Tensor& b, const Tensor& b_scale, const Tensor& acc,
                  MmaShape shape, std::source_location location) {
  KernelBuilder& builder = KernelBuilder::current(location);
  for (const Tensor* x : {&a, &a_scale, &b, &b_scale, &acc})
    if (!x->valid() || x->owner() != &builder)
      builder.error(location, "dot_scaled", "an operand has no value in this kernel; assign it first");
  std::string problem = check_types(a.type(), b.type(), acc.type(), true);
  auto narrow = [](DType dtype) { return dtype.is_fp8() || is_packed_fp4(dtype); };
  if (problem.empty() && !(narrow(a.dtype()) && narrow(b.dtype())))
    problem = fmt::format("a and b must be fp8 (f8e4m3 or f8e5m2) or packed fp4 (i8: two e2m1 per byte); they are {} and {}",
                          a.dtype().name(), b.dtype().name());
  if (!problem.empty()) builder.error(location, "dot_scaled", problem);
  return emit_dot(builder, "dot_scaled", a, b, acc, &a_scale, &b_scale, shape, location);
}

const MmaInstruction& dot_instruction(const Kernel& kernel, const Op& op) {
  const std::string name = op.text("instruction");
  for (const auto& instruction : mma_instructions(kernel.target.architecture))
    if (instruction.name() == name) return instruction;
  fail_at(kernel.name, op.location, "dot",
          fmt::format("{} has no matrix instruction '{}'", kernel.target.to_string(), name));
}

void verify_dot(const Kernel& kernel, const Op& op) {
  if ((op.operands.size() != 3 && op.operands.size() != 5) || op.results.size() != 1)
    fail_at(kernel.name, op.location, "dot", "expects a, b, acc (and a_scale, b_scale when scaled)");
  const Type &a = kernel.type(op.operands[0]), &b = kernel.type(op.operands[1]), &acc = kernel.type(op.operands[2]);
  const bool scaled = op.operands.size() == 5;
  std::string problem = check_types(a, b, acc, scaled);
  const MmaInstruction& instruction = dot_instruction(kernel, op);
  if (problem.empty() && !instruction.takes(a.dtype, b.dtype, scaled))
    problem = fmt::format("{} takes {} x {} operands{}, not {} x {}{}", instruction.name(), instruction.operand.name(),
                          instruction.b_operand().name(), instruction.scaled ? " with scales" : "", a.dtype.name(),
                          b.dtype.name(), scaled ? " with scales" : "");
  if (problem.empty()) problem = check_layouts(instruction, a, b, acc);
  if (problem.empty() && scaled)
    problem = check_scales(instruction, a, acc, kernel.type(op.operands[3]), kernel.type(op.operands[4]));
  if (problem.empty() && !(kernel.type(op.results[0]) == acc)) problem = "the result's type differs from acc's";
  if (!problem.empty()) fail_at(kernel.name, op.location, "dot", problem);
}

}  // namespace gfxtile
