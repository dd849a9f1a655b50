// The DSL's operators and functions: each computes its result type, checks what the author
// passed (naming their source line) and adds one op to the current kernel builder.

#include <cmath>

#include <fmt/format.h>

#include "core/error.h"
#include "dsl/async.h"
#include "dsl/builder.h"

namespace gfxtile {
namespace {

using Attributes = std::vector<std::pair<std::string, Attribute>>;

KernelBuilder& builder(const std::source_location& location) { return KernelBuilder::current(location); }

std::string describe(const Type& type) {
  if (type.is_tensor()) return fmt::format("tensor<{}x{}>", fmt::join(type.shape, "x"), type.dtype.name());
  return type.to_string();
}

// Every DSL function first checks that its tensor operands hold values.
void require(const Tensor& x, const char* op, const std::source_location& location) {
  KernelBuilder& b = builder(location);
  if (!x.valid())
    b.error(location, op, "a Tensor variable has no value here (never assigned, or assigned inside a loop or branch "
                          "that has ended, or made by a kernel builder that is gone); assign it first");
  if (x.owner() != &b)
    b.error(location, op, "the tensor belongs to another kernel; tensors cannot cross kernels (pass data through "
                          "memory or build the value in this kernel)");
}

std::string shape_text(const std::vector<int64_t>& shape) { return fmt::format("[{}]", fmt::join(shape, ", ")); }

// A C++ number as a scalar constant of `dtype`.
Tensor number(const Operand& operand, DType dtype, const char* op, const std::source_location& location) {
  if (dtype.pointer) builder(location).error(location, op, "a number cannot stand for a pointer");
  if (dtype.is_integer() && !dtype.is_bool() && operand.number != std::floor(operand.number))
    builder(location).error(location, op,
                            fmt::format("{} is not an integer but the other operand is {}; convert it with .to(f32)",
                                        operand.number, dtype.name()));
  return constant(operand.number, dtype, location);
}

Tensor splat_to(const Tensor& scalar, const Layout& layout, const std::source_location& location) {
  return builder(location).emit_value(OpKind::splat, {scalar.id()}, Type::tensor(scalar.dtype(), layout), {}, location);
}

// Checks that broadcasting `x` to `layout` needs no data movement and adds the op.
Tensor broadcast_to(const Tensor& x, const Layout& layout, const std::source_location& location) {
  KernelBuilder& b = builder(location);
  if (x.is_scalar()) return splat_to(x, layout, location);
  const auto& from = x.shape();
  const auto to = layout.shape();
  if (from == to && x.layout() == layout) return x;
  if (from.size() != to.size())
    b.error(location, "broadcast", fmt::format("shape {} cannot broadcast to {}: ranks differ; use expand_dims first",
                                               shape_text(from), shape_text(to)));
  for (size_t d = 0; d < from.size(); ++d)
    if (from[d] != to[d] && from[d] != 1)
      b.error(location, "broadcast", fmt::format("shape {} cannot broadcast to {}: dimension {} is {}, not 1",
                                                 shape_text(from), shape_text(to), d, from[d]));
  const ConversionKind kind = classify_conversion(x.layout(), project(layout, from));
  if (kind != ConversionKind::free && kind != ConversionKind::within_thread)
    b.error(location, "broadcast",
            fmt::format("broadcasting {} to the layout {} would move data {}; convert_layout the operand to "
                        "slice/expand of the target layout first",
                        shape_text(from), layout.description(), conversion_kind_name(kind)));
  return b.emit_value(OpKind::broadcast, {x.id()}, Type::tensor(x.dtype(), layout), {}, location);
}

// Gives operands one shape and layout (scalars splat, size-1 dimensions broadcast) and, unless
// `dtype_from` is past the end, one dtype (numbers take it from the tensors).
std::vector<Tensor> unify(const std::vector<const Operand*>& operands, const char* op,
                          const std::source_location& location, size_t dtype_from = 0, bool same_dtype = true) {
  KernelBuilder& b = builder(location);
  std::optional<DType> dtype;
  for (size_t i = dtype_from; i < operands.size(); ++i)
    if (operands[i]->tensor && operands[i]->tensor->valid()) {
      dtype = operands[i]->tensor->dtype();
      break;
    }
  if (!dtype) {
    bool integral = true;
    for (size_t i = dtype_from; i < operands.size(); ++i) integral = integral && operands[i]->integral;
    dtype = integral ? i32 : f32;
  }
  std::vector<Tensor> values;
  for (size_t i = 0; i < operands.size(); ++i) {
    if (operands[i]->tensor) {
      require(*operands[i]->tensor, op, location);
      values.push_back(*operands[i]->tensor);
      if (same_dtype && i >= dtype_from && values.back().dtype() != *dtype)
        b.error(location, op,
                fmt::format("operands have dtypes {} and {}; convert one with .to({})", dtype->name(),
                            values.back().dtype().name(), dtype->name()));
    } else {
      values.push_back(number(*operands[i], i >= dtype_from ? *dtype : i1, op, location));
    }
  }
  // Target shape and layout.
  std::vector<int64_t> shape;
  for (const auto& value : values)
    if (!value.is_scalar()) {
      if (shape.empty()) shape = value.shape();
      if (value.shape().size() != shape.size())
        b.error(location, op, fmt::format("operands of shapes {} and {} have different ranks; use expand_dims",
                                          shape_text(shape), shape_text(value.shape())));
      for (size_t d = 0; d < shape.size(); ++d) {
        if (shape[d] != value.shape()[d] && shape[d] != 1 && value.shape()[d] != 1)
          b.error(location, op, fmt::format("operands of shapes {} and {} do not broadcast", shape_text(shape),
                                            shape_text(value.shape())));
        shape[d] = std::max(shape[d], value.shape()[d]);
      }
    }
  if (shape.empty()) return values;
  const Layout* layout = nullptr;
  for (const auto& value : values)
    if (!value.is_scalar() && value.shape() == shape && !layout) layout = &value.layout();
  for (const auto& value : values)
    if (!layout && !value.is_scalar() && value.layout().parent() && value.layout().parent()->shape() == shape)
      layout = value.layout().parent().get();
  // Operands sliced and expanded from one layout: that layout fitted to the result's shape.
  std::optional<Layout> fitted;
  for (const auto& value : values)
    if (!layout && !value.is_scalar() && value.layout().root() && (fitted = fit(*value.layout().root(), shape)))
      layout = &*fitted;
  if (!layout)
    b.error(location, op, fmt::format("operands broadcast to shape {} but none has a layout of that shape; "
                                      "broadcast(x, layout) one of them explicitly", shape_text(shape)));
  const Layout target = *layout;
  for (auto& value : values) {
    if (value.is_scalar()) value = splat_to(value, target, location);
    else if (!(value.layout() == target) && value.shape() == shape)
      b.error(location, op, fmt::format("operands have different layouts ({} and {}); convert_layout one of them",
                                        value.layout().description(), target.description()));
    else if (value.shape() != shape) value = broadcast_to(value, target, location);
  }
  return values;
}

Tensor elementwise(OpKind kind, const std::vector<const Operand*>& operands, const std::source_location& location,
                   Attributes attributes = {}) {
  auto values = unify(operands, op_name(kind), location, kind == OpKind::select ? 1 : 0);
  std::vector<ValueId> ids;
  for (const auto& value : values) ids.push_back(value.id());
  Type result = values.back().type();
  return builder(location).emit_value(kind, ids, result, std::move(attributes), location);
}

Tensor pointer_offset(const Operand& pointer, const Operand& given, const std::source_location& location) {
  // A C++ number offset is an i32 (or i64 when it needs the range).
  const Operand offset = given.tensor ? given
                                      : Operand(number(given, std::fabs(given.number) < 2147483648.0 ? i32 : i64,
                                                       "addptr", location),
                                                given.location);
  auto values = unify({&pointer, &offset}, "addptr", location, 2, false);
  if (!values[1].dtype().is_integer() || values[1].dtype().is_bool())
    builder(location).error(location, "addptr", fmt::format("a pointer is offset by integers, not {}; convert with .to(i32)",
                                                            values[1].dtype().name()));
  if (!pointer.tensor)
    builder(location).error(location, "addptr", "the pointer must come first (pointer + offset)");
  return builder(location).emit_value(OpKind::addptr, {values[0].id(), values[1].id()}, values[0].type(), {}, location);
}

bool is_pointer(const Operand& operand) { return operand.tensor && operand.tensor->dtype().pointer; }

Tensor arithmetic(OpKind kind, const Operand& a, const Operand& b) {
  const auto& location = a.tensor ? a.location : b.location;
  if (kind == OpKind::add && is_pointer(b)) return pointer_offset(b, a, location);
  if (kind == OpKind::add && is_pointer(a)) return pointer_offset(a, b, location);
  if (kind == OpKind::sub && is_pointer(a)) return pointer_offset(a, -b, location);
  return elementwise(kind, {&a, &b}, location);
}

Tensor compare(CompareKind predicate, const Operand& a, const Operand& b) {
  const auto& location = a.tensor ? a.location : b.location;
  auto values = unify({&a, &b}, "cmp", location);
  return builder(location).emit_value(OpKind::cmp, {values[0].id(), values[1].id()}, values[0].type().with_dtype(i1),
                                      {{"predicate", static_cast<int64_t>(predicate)}}, location);
}

Tensor math(OpKind kind, const Operand& x, Math mode, const std::source_location& location) {
  Attributes attributes;
  if (mode == Math::fast) attributes.emplace_back("fast", int64_t{1});
  return elementwise(kind, {&x}, location, std::move(attributes));
}

Tensor reduce(ReduceKind kind, const Tensor& x, int axis, const std::source_location& location) {
  KernelBuilder& b = builder(location);
  const char* name = reduce_name(kind);
  require(x, name, location);
  if (x.is_scalar()) b.error(location, name, "reduces a tensor, not a scalar");
  const int rank = static_cast<int>(x.shape().size());
  if (axis < -1 || axis >= rank)
    b.error(location, name, fmt::format("axis {} of a rank-{} tensor; use -1 for all elements", axis, rank));
  if (x.dtype().is_bool() || x.dtype().is_fp8())
    b.error(location, name, fmt::format("cannot reduce {}; convert with .to(f32) or .to(i32)", x.dtype().name()));
  const DType dtype = kind == ReduceKind::argmax ? i32 : x.dtype();
  Type result = (axis == -1 || rank == 1) ? Type::scalar(dtype) : Type::tensor(dtype, slice(x.layout(), axis));
  return b.emit_value(OpKind::reduce, {x.id()}, result,
                      {{"reduce", static_cast<int64_t>(kind)}, {"axis", static_cast<int64_t>(rank == 1 ? -1 : axis)}},
                      location);
}

Tensor scan(ReduceKind kind, const Tensor& x, int axis, const std::source_location& location) {
  KernelBuilder& b = builder(location);
  const char* name = kind == ReduceKind::sum ? "cumsum" : "cumprod";
  require(x, name, location);
  if (x.is_scalar()) b.error(location, name, "scans a tensor, not a scalar");
  if (axis < 0 || axis >= static_cast<int>(x.shape().size()))
    b.error(location, name, fmt::format("axis {} of a rank-{} tensor", axis, x.shape().size()));
  if (x.dtype().is_bool() || x.dtype().is_fp8())
    b.error(location, name, fmt::format("cannot scan {}; convert with .to(f32) or .to(i32)", x.dtype().name()));
  return b.emit_value(OpKind::scan, {x.id()}, x.type(),
                      {{"reduce", static_cast<int64_t>(kind)}, {"axis", static_cast<int64_t>(axis)}}, location);
}

void check_writable(KernelBuilder& b, const Tensor& pointer, const char* op, const std::source_location& location) {
  if (const KernelParameter* origin = b.kernel().pointer_argument(pointer.id()); origin && origin->read_only)
    b.error(location, op, fmt::format("pointer '{}' is declared const ({}); declare the argument without const to "
                                      "write through it", origin->name, origin->type.dtype.name()));
}

Tensor memory_value(const Tensor& pointer, const Operand& value, const char* op, const std::source_location& location) {
  if (value.tensor) return *value.tensor;
  return number(value, pointer.dtype().pointee(), op, location);
}

}  // namespace

// ---- Tensor methods and operators ----

Tensor Tensor::to(DType dtype, std::optional<Rounding> rounding, std::source_location location) const {
  return cast(*this, dtype, rounding, location);
}

Tensor operator+(const Operand& a, const Operand& b) { return arithmetic(OpKind::add, a, b); }
Tensor operator-(const Operand& a, const Operand& b) { return arithmetic(OpKind::sub, a, b); }
Tensor operator*(const Operand& a, const Operand& b) { return arithmetic(OpKind::mul, a, b); }
Tensor operator/(const Operand& a, const Operand& b) { return arithmetic(OpKind::div, a, b); }
Tensor operator%(const Operand& a, const Operand& b) { return arithmetic(OpKind::rem, a, b); }
Tensor operator-(const Operand& a) { return elementwise(OpKind::neg, {&a}, a.location); }
Tensor operator<(const Operand& a, const Operand& b) { return compare(CompareKind::lt, a, b); }
Tensor operator<=(const Operand& a, const Operand& b) { return compare(CompareKind::le, a, b); }
Tensor operator>(const Operand& a, const Operand& b) { return compare(CompareKind::gt, a, b); }
Tensor operator>=(const Operand& a, const Operand& b) { return compare(CompareKind::ge, a, b); }
Tensor operator==(const Operand& a, const Operand& b) { return compare(CompareKind::eq, a, b); }
Tensor operator!=(const Operand& a, const Operand& b) { return compare(CompareKind::ne, a, b); }
Tensor operator&(const Operand& a, const Operand& b) { return elementwise(OpKind::logical_and, {&a, &b}, a.location); }
Tensor operator|(const Operand& a, const Operand& b) { return elementwise(OpKind::logical_or, {&a, &b}, a.location); }
Tensor operator^(const Operand& a, const Operand& b) { return elementwise(OpKind::logical_xor, {&a, &b}, a.location); }
Tensor operator!(const Operand& a) { return elementwise(OpKind::logical_not, {&a}, a.location); }
Tensor& operator+=(Tensor& a, const Operand& b) { return a = Operand(a, b.location) + b; }
Tensor& operator-=(Tensor& a, const Operand& b) { return a = Operand(a, b.location) - b; }
Tensor& operator*=(Tensor& a, const Operand& b) { return a = Operand(a, b.location) * b; }
Tensor& operator/=(Tensor& a, const Operand& b) { return a = Operand(a, b.location) / b; }

// ---- Math ----

Tensor abs(const Operand& x, std::source_location location) { return elementwise(OpKind::abs, {&x}, location); }
Tensor exp(const Operand& x, Math math_mode, std::source_location location) { return math(OpKind::exp, x, math_mode, location); }
Tensor exp2(const Operand& x, Math math_mode, std::source_location location) { return math(OpKind::exp2, x, math_mode, location); }
Tensor log(const Operand& x, Math math_mode, std::source_location location) { return math(OpKind::log, x, math_mode, location); }
Tensor log2(const Operand& x, Math math_mode, std::source_location location) { return math(OpKind::log2, x, math_mode, location); }
Tensor sqrt(const Operand& x, Math math_mode, std::source_location location) { return math(OpKind::sqrt, x, math_mode, location); }
Tensor rsqrt(const Operand& x, Math math_mode, std::source_location location) { return math(OpKind::rsqrt, x, math_mode, location); }
Tensor rcp(const Operand& x, Math math_mode, std::source_location location) { return math(OpKind::rcp, x, math_mode, location); }
Tensor sigmoid(const Operand& x, Math math_mode, std::source_location location) { return math(OpKind::sigmoid, x, math_mode, location); }
Tensor silu(const Operand& x, Math math_mode, std::source_location location) { return math(OpKind::silu, x, math_mode, location); }
Tensor tanh(const Operand& x, Math math_mode, std::source_location location) { return math(OpKind::tanh, x, math_mode, location); }
Tensor divide(const Operand& a, const Operand& b, Math math_mode, std::source_location location) {
  Attributes attributes;
  if (math_mode == Math::fast) attributes.emplace_back("fast", int64_t{1});
  return elementwise(OpKind::div, {&a, &b}, location, std::move(attributes));
}
Tensor minimum(const Operand& a, const Operand& b, std::source_location location) {
  return elementwise(OpKind::min, {&a, &b}, location);
}
Tensor maximum(const Operand& a, const Operand& b, std::source_location location) {
  return elementwise(OpKind::max, {&a, &b}, location);
}
Tensor fma(const Operand& a, const Operand& b, const Operand& c, std::source_location location) {
  return elementwise(OpKind::fma, {&a, &b, &c}, location);
}
Tensor select(const Operand& condition, const Operand& if_true, const Operand& if_false, std::source_location location) {
  if (condition.tensor && !condition.tensor->dtype().is_bool())
    builder(location).error(location, "select", fmt::format("the condition must be i1, not {}; compare it first",
                                                            condition.tensor->dtype().name()));
  return elementwise(OpKind::select, {&condition, &if_true, &if_false}, location);
}

Tensor cast(const Tensor& x, DType dtype, std::optional<Rounding> rounding, std::source_location location) {
  KernelBuilder& b = builder(location);
  require(x, "cast", location);
  const DType from = x.dtype();
  if (from == dtype && !rounding) return x;
  if (from.pointer || dtype.pointer)
    b.error(location, "cast", fmt::format("cannot convert {} to {}: pointers only take integer offsets", from.name(),
                                          dtype.name()));
  const Rounding mode = rounding.value_or(from.is_float() && dtype.is_integer() ? Rounding::toward_zero
                                                                                : Rounding::nearest_even);
  if (mode != Rounding::nearest_even && mode != Rounding::toward_zero && !(from.is_float() && dtype.is_integer()))
    b.error(location, "cast", fmt::format("rounding {} is only offered for float -> integer conversions; use "
                                          "nearest_even or toward_zero", rounding_name(mode)));
  return b.emit_value(OpKind::cast, {x.id()}, x.type().with_dtype(dtype), {{"rounding", static_cast<int64_t>(mode)}},
                      location);
}

// ---- Values ----

Tensor constant(double value, DType dtype, std::source_location location) {
  Attributes attributes;
  if (dtype.is_integer()) attributes.emplace_back("value", static_cast<int64_t>(value));
  else attributes.emplace_back("value", value);
  return builder(location).emit_value(OpKind::constant, {}, Type::scalar(dtype), std::move(attributes), location);
}

Tensor program_id(int axis, std::source_location location) {
  if (axis < 0 || axis > 2) builder(location).error(location, "program_id", fmt::format("axis {}; use 0, 1 or 2", axis));
  return builder(location).emit_value(OpKind::program_id, {}, Type::scalar(i32), {{"axis", int64_t{axis}}}, location);
}

Tensor num_programs(int axis, std::source_location location) {
  if (axis < 0 || axis > 2) builder(location).error(location, "num_programs", fmt::format("axis {}; use 0, 1 or 2", axis));
  return builder(location).emit_value(OpKind::num_programs, {}, Type::scalar(i32), {{"axis", int64_t{axis}}}, location);
}

Tensor arange(int64_t end, const Layout& layout, std::source_location location) { return arange(0, end, layout, location); }

Tensor arange(int64_t start, int64_t end, const Layout& layout, std::source_location location) {
  KernelBuilder& b = builder(location);
  if (layout.rank() != 1)
    b.error(location, "arange", fmt::format("needs a 1-D layout, not rank {}; use a slice of a 2-D layout", layout.rank()));
  if (end - start != layout.shape()[0])
    b.error(location, "arange", fmt::format("[{}, {}) has {} elements but the layout holds {}", start, end, end - start,
                                            layout.shape()[0]));
  return b.emit_value(OpKind::arange, {}, Type::tensor(i32, layout), {{"start", start}}, location);
}

Tensor full(const std::vector<int64_t>& shape, const Operand& value, DType dtype, const Layout& layout,
            std::source_location location) {
  KernelBuilder& b = builder(location);
  if (layout.shape() != shape)
    b.error(location, "full", fmt::format("shape {} but the layout is for {}", shape_text(shape), shape_text(layout.shape())));
  if (value.tensor) return splat(value.tensor->dtype() == dtype ? *value.tensor : value.tensor->to(dtype), layout, location);
  Attributes attributes;
  if (dtype.is_integer()) attributes.emplace_back("value", static_cast<int64_t>(value.number));
  else attributes.emplace_back("value", value.number);
  return b.emit_value(OpKind::constant, {}, Type::tensor(dtype, layout), std::move(attributes), location);
}

Tensor zeros(const std::vector<int64_t>& shape, DType dtype, const Layout& layout, std::source_location location) {
  return full(shape, Operand(0, location), dtype, layout, location);
}

Tensor splat(const Operand& scalar, const Layout& layout, std::source_location location) {
  if (!scalar.tensor) return splat(number(scalar, scalar.integral ? i32 : f32, "splat", location), layout, location);
  if (!scalar.tensor->is_scalar()) builder(location).error(location, "splat", "splats a scalar; use broadcast for tensors");
  return splat_to(*scalar.tensor, layout, location);
}

// ---- Shapes and layouts ----

Tensor expand_dims(const Tensor& x, int axis, std::source_location location) {
  KernelBuilder& b = builder(location);
  require(x, "expand_dims", location);
  if (x.is_scalar()) b.error(location, "expand_dims", "expands a tensor; splat scalars instead");
  if (axis < 0 || axis > static_cast<int>(x.shape().size()))
    b.error(location, "expand_dims", fmt::format("axis {} for a rank-{} tensor", axis, x.shape().size()));
  // The slice's parent is where broadcasting goes by default, if the slice was along `axis`.
  std::shared_ptr<const Layout> parent;
  if (x.layout().parent() && x.layout().parent()->rank() == static_cast<int>(x.shape().size()) + 1 &&
      slice(*x.layout().parent(), axis) == x.layout())
    parent = x.layout().parent();
  Layout layout = expand(x.layout(), axis, parent);
  return b.emit_value(OpKind::expand_dims, {x.id()}, Type::tensor(x.dtype(), layout), {{"axis", int64_t{axis}}}, location);
}

Tensor broadcast(const Tensor& x, const Layout& layout, std::source_location location) {
  return broadcast_to(x, layout, location);
}

Tensor broadcast(const Tensor& x, const std::vector<int64_t>& shape, std::source_location location) {
  KernelBuilder& b = builder(location);
  if (x.is_scalar()) b.error(location, "broadcast", "give scalars a layout: splat(x, layout)");
  if (x.shape() == shape) return x;
  if (x.layout().parent() && x.layout().parent()->shape() == shape) return broadcast_to(x, *x.layout().parent(), location);
  if (x.layout().root())
    if (const auto fitted = fit(*x.layout().root(), shape)) return broadcast_to(x, *fitted, location);
  b.error(location, "broadcast", fmt::format("no layout of shape {} is known for this tensor; call "
                                             "broadcast(x, layout) with the target layout", shape_text(shape)));
}

Tensor reshape(const Tensor& x, const std::vector<int64_t>& shape, std::source_location location) {
  KernelBuilder& b = builder(location);
  if (x.is_scalar()) b.error(location, "reshape", "reshapes a tensor");
  Layout layout;
  try {
    layout = reshape(x.layout(), shape);
  } catch (const Error& error) {
    b.error(location, "reshape", error.what());
  }
  return b.emit_value(OpKind::reshape, {x.id()}, Type::tensor(x.dtype(), layout),
                      {{"shape", std::vector<int64_t>(shape.begin(), shape.end())}}, location);
}

Tensor permute(const Tensor& x, const std::vector<int>& order, std::source_location location) {
  KernelBuilder& b = builder(location);
  if (x.is_scalar()) b.error(location, "permute", "permutes a tensor");
  Layout layout;
  try {
    layout = permute(x.layout(), order);
  } catch (const Error& error) {
    b.error(location, "permute", error.what());
  }
  return b.emit_value(OpKind::permute, {x.id()}, Type::tensor(x.dtype(), layout),
                      {{"order", std::vector<int64_t>(order.begin(), order.end())}}, location);
}

Tensor convert_layout(const Tensor& x, const Layout& layout, std::source_location location) {
  KernelBuilder& b = builder(location);
  require(x, "convert_layout", location);
  if (x.is_scalar()) b.error(location, "convert_layout", "converts a tensor; splat scalars instead");
  if (x.shape() != layout.shape())
    b.error(location, "convert_layout", fmt::format("the tensor has shape {} but the layout is for {}",
                                                    shape_text(x.shape()), shape_text(layout.shape())));
  if (x.layout() == layout) return x;
  const ConversionKind kind = classify_conversion(x.layout(), layout);
  return b.emit_value(OpKind::convert_layout, {x.id()}, Type::tensor(x.dtype(), layout),
                      {{"conversion", std::string(conversion_kind_name(kind))}}, location);
}

Tensor extract_slice(const Tensor& x, const std::vector<int64_t>& offsets, const std::vector<int64_t>& shape,
                     std::source_location location) {
  KernelBuilder& b = builder(location);
  require(x, "extract_slice", location);
  if (x.is_scalar()) b.error(location, "extract_slice", "slices a tensor");
  Layout layout;
  try {
    layout = subtile(x.layout(), offsets, shape);
  } catch (const Error& error) {
    b.error(location, "extract_slice", error.what());
  }
  return b.emit_value(OpKind::extract_slice, {x.id()}, Type::tensor(x.dtype(), layout), {{"offsets", offsets}}, location);
}

Tensor insert_slice(const Tensor& x, const Tensor& tile, const std::vector<int64_t>& offsets, std::source_location location) {
  KernelBuilder& b = builder(location);
  require(x, "insert_slice", location);
  require(tile, "insert_slice", location);
  if (x.is_scalar() || tile.is_scalar()) b.error(location, "insert_slice", "inserts a tensor into a tensor");
  if (x.dtype() != tile.dtype())
    b.error(location, "insert_slice", fmt::format("the tile is {} but the tensor {}", tile.dtype().name(), x.dtype().name()));
  Layout layout;
  try {
    layout = subtile(x.layout(), offsets, tile.shape());
  } catch (const Error& error) {
    b.error(location, "insert_slice", error.what());
  }
  const Tensor placed = convert_layout(tile, layout, location);
  return b.emit_value(OpKind::insert_slice, {x.id(), placed.id()}, Type::tensor(x.dtype(), x.layout()),
                      {{"offsets", offsets}}, location);
}

// ---- Reductions and scans ----

Tensor sum(const Tensor& x, int axis, std::source_location location) { return reduce(ReduceKind::sum, x, axis, location); }
Tensor max(const Tensor& x, int axis, std::source_location location) { return reduce(ReduceKind::max, x, axis, location); }
Tensor min(const Tensor& x, int axis, std::source_location location) { return reduce(ReduceKind::min, x, axis, location); }
Tensor argmax(const Tensor& x, int axis, std::source_location location) {
  return reduce(ReduceKind::argmax, x, axis, location);
}
Tensor cumsum(const Tensor& x, int axis, std::source_location location) { return scan(ReduceKind::sum, x, axis, location); }
Tensor cumprod(const Tensor& x, int axis, std::source_location location) {
  return scan(ReduceKind::prod, x, axis, location);
}

// ---- Memory ----

Tensor load(const Tensor& pointer, std::source_location location) {
  KernelBuilder& b = builder(location);
  require(pointer, "load", location);
  if (!pointer.dtype().pointer)
    b.error(location, "load", fmt::format("loads through a pointer, not {}", pointer.dtype().name()));
  return b.emit_value(OpKind::load, {pointer.id()}, pointer.type().with_dtype(pointer.dtype().pointee()), {}, location);
}

Tensor load(const Tensor& pointer, const Tensor& mask, const Operand& other, std::source_location location) {
  KernelBuilder& b = builder(location);
  require(pointer, "load", location);
  require(mask, "load", location);
  if (!pointer.dtype().pointer)
    b.error(location, "load", fmt::format("loads through a pointer, not {}", pointer.dtype().name()));
  if (!mask.dtype().is_bool())
    b.error(location, "load", fmt::format("the mask must be i1, not {}; compare to make one", mask.dtype().name()));
  const Tensor fill = memory_value(pointer, other, "load", location);
  if (fill.dtype() != pointer.dtype().pointee())
    b.error(location, "load", fmt::format("the fill value is {} but the pointer points to {}", fill.dtype().name(),
                                          pointer.dtype().pointee().name()));
  const Operand p(pointer, location), m(mask, location), f(fill, location);
  auto values = unify({&p, &m, &f}, "load", location, 3, false);
  return b.emit_value(OpKind::load, {values[0].id(), values[1].id(), values[2].id()},
                      values[0].type().with_dtype(pointer.dtype().pointee()), {}, location);
}

static void store_impl(const Tensor& pointer, const Operand& value, const Tensor* mask, OpKind kind,
                       const std::source_location& location, Tensor* result, AtomicKind atomic) {
  KernelBuilder& b = builder(location);
  const char* name = kind == OpKind::atomic ? (atomic == AtomicKind::add ? "atomic_add" : "atomic_max") : "store";
  require(pointer, name, location);
  if (mask) require(*mask, name, location);
  if (!pointer.dtype().pointer)
    b.error(location, name, fmt::format("writes through a pointer, not {}", pointer.dtype().name()));
  check_writable(b, pointer, name, location);
  const Tensor stored = memory_value(pointer, value, name, location);
  if (stored.dtype() != pointer.dtype().pointee())
    b.error(location, name, fmt::format("value has dtype {} but the pointer points to {}; convert with .to({})",
                                        stored.dtype().name(), pointer.dtype().pointee().name(),
                                        pointer.dtype().pointee().name()));
  if (mask && !mask->dtype().is_bool())
    b.error(location, name, fmt::format("the mask must be i1, not {}", mask->dtype().name()));
  if (kind == OpKind::atomic && !(stored.dtype() == f32 || stored.dtype() == i32 || stored.dtype() == u32 ||
                                  stored.dtype() == i64))
    b.error(location, name, fmt::format("atomics on {} are not offered; use f32, i32, u32 or i64", stored.dtype().name()));
  const Operand p(pointer, location), v(stored, location);
  std::vector<const Operand*> operands = {&p, &v};
  std::optional<Operand> m;
  if (mask) operands.push_back(&m.emplace(*mask, location));
  auto values = unify(operands, name, location, 3, false);
  if (!pointer.is_scalar() && values[0].shape() != values[1].shape())
    b.error(location, name, "value and pointer shapes differ");
  std::vector<ValueId> ids;
  for (const auto& v2 : values) ids.push_back(v2.id());
  if (kind == OpKind::atomic) {
    *result = b.emit_value(kind, ids, values[1].type(), {{"atomic", static_cast<int64_t>(atomic)}}, location);
  } else {
    b.emit(kind, ids, {}, {}, location);
  }
}

void store(const Tensor& pointer, const Operand& value, std::source_location location) {
  store_impl(pointer, value, nullptr, OpKind::store, location, nullptr, AtomicKind::add);
}
void store(const Tensor& pointer, const Operand& value, const Tensor& mask, std::source_location location) {
  store_impl(pointer, value, &mask, OpKind::store, location, nullptr, AtomicKind::add);
}
Tensor atomic_add(const Tensor& pointer, const Operand& value, std::source_location location) {
  Tensor result;
  store_impl(pointer, value, nullptr, OpKind::atomic, location, &result, AtomicKind::add);
  return result;
}
Tensor atomic_add(const Tensor& pointer, const Operand& value, const Tensor& mask, std::source_location location) {
  Tensor result;
  store_impl(pointer, value, &mask, OpKind::atomic, location, &result, AtomicKind::add);
  return result;
}
Tensor atomic_max(const Tensor& pointer, const Operand& value, std::source_location location) {
  Tensor result;
  store_impl(pointer, value, nullptr, OpKind::atomic, location, &result, AtomicKind::max);
  return result;
}
Tensor atomic_max(const Tensor& pointer, const Operand& value, const Tensor& mask, std::source_location location) {
  Tensor result;
  store_impl(pointer, value, &mask, OpKind::atomic, location, &result, AtomicKind::max);
  return result;
}

static Tensor buffer_count(const Operand& elements, const char* op, const std::source_location& location) {
  if (!elements.tensor) return number(elements, i32, op, location);
  if (!elements.tensor->is_scalar() || elements.tensor->dtype() != i32)
    builder(location).error(location, op, "the element count must be an i32 scalar");
  return *elements.tensor;
}

Tensor buffer_load(const Tensor& base, const Tensor& offsets, const Operand& elements, std::source_location location) {
  KernelBuilder& b = builder(location);
  if (!base.is_scalar() || !base.dtype().pointer)
    b.error(location, "buffer_load", "the base must be a scalar pointer (the buffer's start)");
  if (offsets.is_scalar() || offsets.dtype() != i32)
    b.error(location, "buffer_load", "offsets must be an i32 tensor of element indices");
  const Tensor count = buffer_count(elements, "buffer_load", location);
  return b.emit_value(OpKind::buffer_load, {base.id(), offsets.id(), count.id()},
                      offsets.type().with_dtype(base.dtype().pointee()), {}, location);
}

void buffer_store(const Tensor& base, const Tensor& offsets, const Operand& value, const Operand& elements,
                  std::source_location location) {
  KernelBuilder& b = builder(location);
  if (!base.is_scalar() || !base.dtype().pointer)
    b.error(location, "buffer_store", "the base must be a scalar pointer (the buffer's start)");
  check_writable(b, base, "buffer_store", location);
  if (offsets.is_scalar() || offsets.dtype() != i32)
    b.error(location, "buffer_store", "offsets must be an i32 tensor of element indices");
  Tensor stored = memory_value(base, value, "buffer_store", location);
  if (stored.dtype() != base.dtype().pointee())
    b.error(location, "buffer_store", fmt::format("value has dtype {} but the buffer holds {}; convert with .to({})",
                                                  stored.dtype().name(), base.dtype().pointee().name(),
                                                  base.dtype().pointee().name()));
  if (stored.is_scalar()) stored = splat_to(stored, offsets.layout(), location);
  if (stored.shape() != offsets.shape() || !(stored.layout() == offsets.layout()))
    b.error(location, "buffer_store", "value and offsets must have one shape and layout");
  const Tensor count = buffer_count(elements, "buffer_store", location);
  b.emit(OpKind::buffer_store, {base.id(), offsets.id(), stored.id(), count.id()}, {}, {}, location);
}

// ---- LDS ----

Tensor lds_alloc(const std::vector<int64_t>& shape, DType dtype, std::source_location location) {
  KernelBuilder& b = builder(location);
  int64_t elements = 1;
  for (int64_t size : shape) {
    if (size <= 0 || (size & (size - 1)))
      b.error(location, "lds_alloc", fmt::format("shape {} has a dimension that is not a power of two", shape_text(shape)));
    elements *= size;
  }
  if (dtype.pointer || dtype.is_bool()) b.error(location, "lds_alloc", fmt::format("LDS cannot hold {}", dtype.name()));
  const int64_t bytes = elements * dtype.bytes();
  const int capacity = b.target().properties().lds_bytes_per_workgroup;
  if (bytes > capacity)
    b.error(location, "lds_alloc", fmt::format("{} bytes exceed the {} bytes of LDS a workgroup has on {}; use a "
                                               "smaller tile", bytes, capacity, b.target().to_string()));
  return b.emit_value(OpKind::lds_alloc, {}, Type::lds(dtype, shape), {}, location);
}

Tensor lds_alloc(const std::vector<int64_t>& shape, DType dtype, const LdsLayout& layout, std::source_location location) {
  KernelBuilder& b = builder(location);
  if (layout.shape() != shape)
    b.error(location, "lds_alloc", fmt::format("the LDS layout's shape {} differs from the buffer's {}",
                                               shape_text(layout.shape()), shape_text(shape)));
  if (!layout.linear.is_injective() || !layout.linear.is_surjective())
    b.error(location, "lds_alloc", "the LDS layout must place every element at its own offset");
  const Tensor buffer = lds_alloc(shape, dtype, location);
  if (layout.is_row_major()) return buffer;  // the default, and the IR it has always printed
  const int64_t bytes = layout.allocation_elements() * dtype.bytes();
  if (bytes > b.target().properties().lds_bytes_per_workgroup)
    b.error(location, "lds_alloc", fmt::format("{} bytes (with padding) exceed the {} bytes of LDS a workgroup has on {}",
                                               bytes, b.target().properties().lds_bytes_per_workgroup,
                                               b.target().to_string()));
  Op* definition = b.kernel().values.at(static_cast<size_t>(buffer.id())).definition;
  definition->set("lds_bases", lds_layout_bases(layout));
  if (!layout.padding.empty()) definition->set("lds_padding", lds_layout_padding(layout));
  return buffer;
}

void lds_store(const Tensor& buffer, const Tensor& value, std::source_location location) {
  KernelBuilder& b = builder(location);
  if (!buffer.type().is_lds()) b.error(location, "lds_store", "the first operand must come from lds_alloc");
  if (lds_stages(b.kernel(), buffer.id()) > 1 && lds_root(b.kernel(), buffer.id()) == buffer.id())
    b.error(location, "lds_store", "the buffer is staged; pick a stage with lds_stage(buffer, stage)");
  if (value.shape() != buffer.shape() || value.dtype() != buffer.dtype())
    b.error(location, "lds_store", fmt::format("a {} value does not fit a {} buffer", describe(value.type()),
                                               buffer.type().to_string()));
  b.emit(OpKind::lds_store, {buffer.id(), value.id()}, {}, {}, location);
}

Tensor lds_load(const Tensor& buffer, const Layout& layout, std::source_location location) {
  KernelBuilder& b = builder(location);
  if (!buffer.type().is_lds()) b.error(location, "lds_load", "the operand must come from lds_alloc");
  if (lds_stages(b.kernel(), buffer.id()) > 1 && lds_root(b.kernel(), buffer.id()) == buffer.id())
    b.error(location, "lds_load", "the buffer is staged; pick a stage with lds_stage(buffer, stage)");
  if (layout.shape() != buffer.shape())
    b.error(location, "lds_load", fmt::format("the layout's shape {} differs from the buffer's {}", shape_text(layout.shape()),
                                              shape_text(buffer.shape())));
  return b.emit_value(OpKind::lds_load, {buffer.id()}, Type::tensor(buffer.dtype(), layout), {}, location);
}

void barrier(std::source_location location) { builder(location).emit(OpKind::barrier, {}, {}, {}, location); }

void fence(MemoryOrder order, MemoryScope scope, std::source_location location) {
  builder(location).emit(OpKind::fence, {}, {},
                         {{"memory_order", static_cast<int64_t>(order)}, {"memory_scope", static_cast<int64_t>(scope)}}, location);
}

void device_assert(const Operand& condition, const std::string& message, std::source_location location) {
  KernelBuilder& b = builder(location);
  if (!condition.tensor || !condition.tensor->dtype().is_bool())
    b.error(location, "device_assert", "the condition must be an i1 tensor or scalar (a comparison)");
  b.emit(OpKind::assert_, {condition.tensor->id()}, {},
         {{"message", SourceLocation::from(location).to_string() + ": " + message}}, location);
}

}  // namespace gfxtile
