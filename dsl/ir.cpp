#include "dsl/ir.h"

#include <fmt/format.h>

#include "core/error.h"

namespace gfxtile {

int64_t Type::elements() const {
  int64_t count = 1;
  for (int64_t size : shape) count *= size;
  return count;
}

Type Type::with_dtype(DType other) const {
  Type result = *this;
  result.dtype = other;
  return result;
}

std::string Type::to_string(int layout_index) const {
  switch (kind) {
    case Kind::scalar: return dtype.name();
    case Kind::tensor:
      return fmt::format("tensor<{}x{}, #{}>", fmt::join(shape, "x"), dtype.name(), layout_index);
    case Kind::lds: return fmt::format("lds<{}x{}>", fmt::join(shape, "x"), dtype.name());
  }
  return "?";
}

std::string Type::summary() const {
  if (kind == Kind::tensor) return fmt::format("tensor<{}x{}>", fmt::join(shape, "x"), dtype.name());
  return to_string();
}

const char* op_name(OpKind kind) {
  static const char* const names[] = {
#define GFXTILE_NAME(name) #name,
      GFXTILE_OP_KINDS(GFXTILE_NAME)
#undef GFXTILE_NAME
  };
  switch (kind) {
    case OpKind::for_: return "for";
    case OpKind::if_: return "if";
    case OpKind::while_: return "while";
    case OpKind::assert_: return "assert";
    default: return names[static_cast<int>(kind)];
  }
}

bool is_unary(OpKind kind) { return kind >= OpKind::neg && kind <= OpKind::logical_not; }
bool is_binary(OpKind kind) { return kind >= OpKind::add && kind <= OpKind::logical_xor; }
bool is_transcendental(OpKind kind) {
  return (kind >= OpKind::exp && kind <= OpKind::tanh) || kind == OpKind::div;
}

std::string SourceLocation::to_string() const {
  const size_t slash = file.find_last_of('/');
  return fmt::format("{}:{}", slash == std::string::npos ? file : file.substr(slash + 1), line);
}

bool Op::has(const std::string& name) const {
  for (const auto& [key, value] : attributes)
    if (key == name) return true;
  return false;
}

int64_t Op::integer(const std::string& name, int64_t fallback) const {
  for (const auto& [key, value] : attributes)
    if (key == name) {
      if (const auto* number = std::get_if<int64_t>(&value)) return *number;
      if (const auto* real = std::get_if<double>(&value)) return static_cast<int64_t>(*real);
    }
  return fallback;
}

double Op::real(const std::string& name, double fallback) const {
  for (const auto& [key, value] : attributes)
    if (key == name) {
      if (const auto* real = std::get_if<double>(&value)) return *real;
      if (const auto* number = std::get_if<int64_t>(&value)) return static_cast<double>(*number);
    }
  return fallback;
}

std::string Op::text(const std::string& name) const {
  for (const auto& [key, value] : attributes)
    if (key == name)
      if (const auto* text = std::get_if<std::string>(&value)) return *text;
  return {};
}

std::vector<int64_t> Op::integers(const std::string& name) const {
  for (const auto& [key, value] : attributes)
    if (key == name)
      if (const auto* list = std::get_if<std::vector<int64_t>>(&value)) return *list;
  return {};
}

void Op::set(const std::string& name, Attribute value) {
  for (auto& [key, existing] : attributes)
    if (key == name) {
      existing = std::move(value);
      return;
    }
  attributes.emplace_back(name, std::move(value));
}

const char* compare_name(CompareKind kind) {
  static const char* const names[] = {"eq", "ne", "lt", "le", "gt", "ge"};
  return names[static_cast<int>(kind)];
}
const char* reduce_name(ReduceKind kind) {
  static const char* const names[] = {"sum", "max", "min", "argmax", "prod"};
  return names[static_cast<int>(kind)];
}
const char* atomic_name(AtomicKind kind) { return kind == AtomicKind::add ? "add" : "max"; }
const char* scope_name(MemoryScope scope) { return scope == MemoryScope::workgroup ? "workgroup" : "device"; }
const char* order_name(MemoryOrder order) {
  static const char* const names[] = {"acquire", "release", "acq_rel"};
  return names[static_cast<int>(order)];
}
const char* rounding_name(Rounding rounding) {
  static const char* const names[] = {"nearest_even", "toward_zero", "down", "up"};
  return names[static_cast<int>(rounding)];
}

ValueId Kernel::new_value(Type type, Op* definition) {
  values.push_back({std::move(type), definition});
  return static_cast<ValueId>(values.size() - 1);
}

const KernelParameter* Kernel::pointer_argument(ValueId value) const {
  for (int depth = 0; depth < 64 && value != kNoValue; ++depth) {
    for (const auto& argument : arguments)
      if (argument.value == value) return &argument;
    const Op* op = values.at(static_cast<size_t>(value)).definition;
    if (!op || op->operands.empty()) return nullptr;
    switch (op->kind) {
      case OpKind::addptr: case OpKind::splat: case OpKind::broadcast: case OpKind::expand_dims:
      case OpKind::convert_layout: case OpKind::reshape: case OpKind::permute: case OpKind::extract_slice:
        value = op->operands[0];
        break;
      default: return nullptr;
    }
  }
  return nullptr;
}

void fail_at(const std::string& kernel, const SourceLocation& location, const std::string& op,
             const std::string& message) {
  throw Error(fmt::format("{}: kernel '{}': {}: {}", location.to_string(), kernel, op, message));
}

void replace_uses(Block& block, ValueId from, ValueId to) {
  for (auto& op : block.ops) {
    for (auto& operand : op->operands)
      if (operand == from) operand = to;
    for (auto& region : op->regions) replace_uses(region, from, to);
  }
}

}  // namespace gfxtile
