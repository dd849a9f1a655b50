// Structural and type checks of a whole kernel. The builder runs the same checks op by op as
// the author calls the DSL, so errors name the author's line; the verifier is also the backstop
// for IR made any other way.

#include <bit>
#include <set>

#include <fmt/format.h>

#include "core/error.h"
#include "dsl/async.h"
#include "dsl/dot.h"
#include "dsl/ir.h"
#include "dsl/lds_layout.h"

namespace gfxtile {
namespace {

class Verifier {
 public:
  explicit Verifier(const Kernel& kernel) : kernel_(kernel) {}

  void run() {
    std::set<ValueId> scope;
    for (const auto& argument : kernel_.arguments) scope.insert(argument.value);
    verify_block(kernel_.body, scope, nullptr);
  }

  [[noreturn]] void error(const Op& op, const std::string& message) const {
    fail_at(kernel_.name, op.location, op_name(op.kind), message);
  }

  const Type& type(ValueId value) const { return kernel_.type(value); }
  std::string describe(ValueId value) const {
    const Type& t = type(value);
    if (t.is_tensor()) return fmt::format("tensor<{}x{}>", fmt::join(t.shape, "x"), t.dtype.name());
    return t.to_string();
  }

  void check_layout(const Op& op, const Type& t) const {
    if (!t.is_tensor()) return;
    if (t.layout.lanes() != kernel_.wave_size())
      error(op, fmt::format("a layout with {} lanes in a kernel for {} (wave size {}); build layouts for the "
                            "kernel's target", t.layout.lanes(), kernel_.target.to_string(), kernel_.wave_size()));
    if (t.layout.waves() != kernel_.waves)
      error(op, fmt::format("a layout over {} waves in a kernel of {} waves; give blocked() the kernel's wave count",
                            t.layout.waves(), kernel_.waves));
    if (t.layout.shape() != t.shape) error(op, "the layout's shape differs from the tensor's shape");
  }

  // Elementwise operands: all scalars, or tensors of one shape and layout.
  void same_shape(const Op& op, const std::vector<ValueId>& values) const {
    for (ValueId value : values)
      if (type(value).kind != type(values[0]).kind || type(value).shape != type(values[0]).shape ||
          !(type(value).layout == type(values[0]).layout))
        error(op, fmt::format("operands {} and {} differ in shape or layout; broadcast or convert_layout first",
                              describe(values[0]), describe(value)));
  }

  void expect(const Op& op, bool condition, const std::string& message) const {
    if (!condition) error(op, message);
  }

  void verify_yield(const Op& op, const Block& region, const std::vector<ValueId>& expected, OpKind terminator) const {
    expect(op, !region.ops.empty() && region.ops.back()->kind == terminator,
           fmt::format("a region must end in {}", op_name(terminator)));
    const Op& end = *region.ops.back();
    const size_t skip = terminator == OpKind::condition ? 1 : 0;
    expect(op, end.operands.size() == expected.size() + skip, "a region yields the wrong number of values");
    for (size_t i = 0; i < expected.size(); ++i)
      expect(op, type(end.operands[i + skip]) == type(expected[i]),
             fmt::format("value {} of the region has type {} but the op expects {}", i, describe(end.operands[i + skip]),
                         describe(expected[i])));
  }

  void verify_op(const Op& op) const {
    for (ValueId result : op.results) check_layout(op, type(result));
    const auto& in = op.operands;
    auto operand_count = [&](size_t low, size_t high) {
      expect(op, in.size() >= low && in.size() <= high, fmt::format("expects {} to {} operands", low, high));
    };
    if (is_unary(op.kind) || is_binary(op.kind) || op.kind == OpKind::fma || op.kind == OpKind::select) {
      const size_t arity = is_unary(op.kind) ? 1 : (is_binary(op.kind) ? 2 : 3);
      operand_count(arity, arity);
      same_shape(op, in);
      const size_t first = op.kind == OpKind::select ? 1 : 0;
      for (size_t i = first; i < in.size(); ++i)
        expect(op, type(in[i]).dtype == type(in[first]).dtype,
               fmt::format("operand dtypes {} and {} differ; convert one with .to()", type(in[first]).dtype.name(),
                           type(in[i]).dtype.name()));
      if (op.kind == OpKind::select) expect(op, type(in[0]).dtype.is_bool(), "the condition must be i1");
      const DType dtype = type(in[first]).dtype;
      expect(op, !dtype.pointer, "arithmetic on pointers: offset them with + instead");
      expect(op, !dtype.is_fp8() || op.kind == OpKind::select,
             fmt::format("no arithmetic on {}; convert with .to(f32) first", dtype.name()));
      if (is_transcendental(op.kind) && op.kind != OpKind::div)
        expect(op, dtype.is_float(), fmt::format("needs a float operand, not {}; convert with .to(f32)", dtype.name()));
      if (op.kind == OpKind::logical_not || op.kind == OpKind::logical_and || op.kind == OpKind::logical_or ||
          op.kind == OpKind::logical_xor)
        expect(op, dtype.is_integer(), "logical ops need i1 or integer operands");
      if (op.kind == OpKind::rem || op.kind == OpKind::div || op.kind == OpKind::add || op.kind == OpKind::mul ||
          op.kind == OpKind::sub)
        expect(op, !dtype.is_bool(), "arithmetic on i1: use logical ops, or convert with .to(i32)");
      return;
    }
    switch (op.kind) {
      case OpKind::cmp:
        operand_count(2, 2);
        same_shape(op, in);
        expect(op, type(in[0]).dtype == type(in[1]).dtype, "compared values must have one dtype");
        expect(op, !type(in[0]).dtype.is_fp8(), "compare fp8 values after .to(f32)");
        break;
      case OpKind::addptr:
        operand_count(2, 2);
        same_shape(op, in);
        expect(op, type(in[0]).dtype.pointer, "the first operand must be a pointer");
        expect(op, type(in[1]).dtype == i32 || type(in[1]).dtype == i64 || type(in[1]).dtype == u32,
               "a pointer offset must be i32, u32 or i64");
        break;
      case OpKind::load:
        operand_count(1, 3);
        same_shape(op, in);
        expect(op, type(in[0]).dtype.pointer, fmt::format("loads through a pointer, not {}", type(in[0]).dtype.name()));
        if (in.size() > 1) expect(op, type(in[1]).dtype.is_bool(), "the mask must be i1");
        if (in.size() > 2) expect(op, type(in[2]).dtype == type(in[0]).dtype.pointee(), "the fill value's dtype must be the pointee's");
        break;
      case OpKind::store:
      case OpKind::atomic:
        operand_count(2, 3);
        same_shape(op, in);
        expect(op, type(in[0]).dtype.pointer, "stores through a pointer");
        expect(op, type(in[1]).dtype == type(in[0]).dtype.pointee(),
               fmt::format("value has dtype {} but the pointer points to {}; convert with .to({})",
                           type(in[1]).dtype.name(), type(in[0]).dtype.pointee().name(), type(in[0]).dtype.pointee().name()));
        if (in.size() > 2) expect(op, type(in[2]).dtype.is_bool(), "the mask must be i1");
        break;
      case OpKind::buffer_load:
      case OpKind::buffer_store:
        expect(op, type(in[0]).is_scalar() && type(in[0]).dtype.pointer, "a buffer's base must be a scalar pointer");
        expect(op, type(in[1]).dtype == i32, "buffer offsets are i32 element indices");
        break;
      case OpKind::reduce: {
        operand_count(1, 1);
        expect(op, type(in[0]).is_tensor(), "reduces a tensor");
        const int64_t axis = op.integer("axis", -1);
        expect(op, axis >= -1 && axis < static_cast<int64_t>(type(in[0]).shape.size()), "axis out of range");
        break;
      }
      case OpKind::scan:
        operand_count(1, 1);
        expect(op, type(in[0]).is_tensor(), "scans a tensor");
        break;
      case OpKind::for_: {
        expect(op, in.size() >= 3 && op.regions.size() == 1, "for takes lower, upper, step and the carried values");
        for (int i = 0; i < 3; ++i)
          expect(op, type(in[i]).is_scalar() && type(in[i]).dtype == i32, "loop bounds and step are i32 scalars");
        const Block& body = op.regions[0];
        expect(op, body.arguments.size() == in.size() - 2, "the body takes the induction variable and carried values");
        std::vector<ValueId> carried(in.begin() + 3, in.end());
        verify_yield(op, body, carried, OpKind::yield);
        for (size_t i = 0; i < carried.size(); ++i)
          expect(op, type(op.results[i]) == type(carried[i]), "results must match the carried values");
        break;
      }
      case OpKind::if_:
        expect(op, in.size() == 1 && type(in[0]).is_scalar() && type(in[0]).dtype.is_bool(),
               "if takes a scalar i1 condition (tensors: use select)");
        expect(op, op.regions.size() == 2, "if has a then and an else region");
        for (const auto& region : op.regions) verify_yield(op, region, op.results, OpKind::yield);
        break;
      case OpKind::while_:
        expect(op, op.regions.size() == 2, "while has a condition and a body region");
        verify_yield(op, op.regions[0], in, OpKind::condition);
        verify_yield(op, op.regions[1], in, OpKind::yield);
        break;
      case OpKind::condition:
        expect(op, !in.empty() && type(in[0]).is_scalar() && type(in[0]).dtype.is_bool(),
               "a while condition is a scalar i1");
        break;
      case OpKind::lds_stage:
        expect(op, in.size() == 2 && type(in[0]).is_lds() && lds_stages(kernel_, in[0]) > 1 &&
                       type(in[1]).is_scalar() && type(in[1]).dtype == i32,
               "lds_stage takes a staged buffer and an i32 stage");
        break;
      case OpKind::async_copy:
        expect(op, (in.size() == 2 || in.size() == 3) && type(in[0]).is_lds() && type(in[1]).is_tensor() &&
                       type(in[1]).dtype.pointer && type(in[1]).shape == type(in[0]).shape &&
                       type(in[1]).dtype.pointee() == type(in[0]).dtype,
               "async_copy copies pointers of the destination's shape and dtype");
        break;
      case OpKind::async_wait:
        expect(op, op.has("pending") && op.integer("pending") >= 0, "async_wait needs a pending group count");
        break;
      case OpKind::lds_store:
        expect(op, in.size() == 2 && type(in[0]).is_lds() && type(in[1]).shape == type(in[0]).shape &&
                       type(in[1]).dtype == type(in[0]).dtype,
               "lds_store writes a tensor of the buffer's shape and dtype");
        break;
      case OpKind::lds_load:
        expect(op, in.size() == 1 && type(in[0]).is_lds() && type(op.results[0]).shape == type(in[0]).shape,
               "lds_load reads a whole buffer");
        break;
      case OpKind::lds_alloc:
        if (op.has("lds_bases")) verify_lds_layout(op);
        break;
      case OpKind::tdm_load: case OpKind::tdm_store:  // dsl/tensor_descriptor.h
        expect(op, !in.empty() && type(in[0]).is_lds() && type(in[0]).shape == op.integers("tile") &&
                       in.size() == 2 + 3 * op.integers("tile").size() && kernel_.target.properties().has_tensor_data_mover,
               "a tensor data mover copy takes an LDS buffer of the tile's shape, the base, sizes, strides and "
               "coordinates (gfx1250 only)");
        break;
      case OpKind::dot: verify_dot(kernel_, op); break;
      case OpKind::fence: {
        operand_count(0, 0);
        const int64_t order = op.integer("memory_order", -1), scope = op.integer("memory_scope", -1);
        expect(op, op.results.empty() && order >= 0 && order <= static_cast<int64_t>(MemoryOrder::acq_rel) && scope >= 0 &&
                       scope <= static_cast<int64_t>(MemoryScope::device),
               "a fence has no operands or results, a memory order (acquire, release, acq_rel) and a scope (workgroup, device)");
        break;
      }
      default: break;
    }
  }

  // An lds_alloc's LDS layout (dsl/lds_layout.h) must place every element at its own offset,
  // or the lowering would overlap elements.
  void verify_lds_layout(const Op& op) const {
    Type buffer = type(op.results[0]);
    if (op.has("stages")) buffer.shape.erase(buffer.shape.begin());  // the layout is one tile's
    bool bijective = false;
    try {
      const LdsLayout layout = lds_layout_from_bases(
          buffer.shape, op.integers("lds_bases"), op.has("lds_padding") ? op.integers("lds_padding") : std::vector<int64_t>{});
      int bits = 0;
      for (int64_t size : buffer.shape) bits += std::countr_zero(static_cast<uint64_t>(size));
      bijective = static_cast<int>(op.integers("lds_bases").size()) == bits && layout.linear.is_injective() &&
                  layout.linear.is_surjective();
    } catch (const Error&) {
    }
    expect(op, bijective, "lds_bases must map the buffer's coordinate bits one-to-one onto its offsets");
  }

  void verify_block(const Block& block, std::set<ValueId> scope, const Op* parent) const {
    for (ValueId argument : block.arguments) scope.insert(argument);
    for (const auto& op : block.ops) {
      for (ValueId operand : op->operands)
        if (operand < 0 || operand >= static_cast<ValueId>(kernel_.values.size()) || !scope.contains(operand))
          error(*op, "uses a value that is not defined in an enclosing scope (a value made inside a loop or "
                     "branch cannot be used after it; assign it to a variable declared before)");
      if ((op->kind == OpKind::yield || op->kind == OpKind::condition) && op.get() != block.ops.back().get())
        error(*op, "a yield must end its region");
      verify_op(*op);
      for (const auto& region : op->regions) verify_block(region, scope, op.get());
      for (ValueId result : op->results) scope.insert(result);
    }
  }

 private:
  const Kernel& kernel_;
};

}  // namespace

void Kernel::verify() const { Verifier(*this).run(); }
void verify_op(const Kernel& kernel, const Op& op) { Verifier(kernel).verify_op(op); }

}  // namespace gfxtile
