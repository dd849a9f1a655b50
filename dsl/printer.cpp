// The IR's stable text form. Values are renumbered in print order and layouts listed once in
// order of first use, so two builds of the same kernel print identically; source locations are
// left out so that moving code in the author's file does not change the cache key.

#include <map>

#include <fmt/format.h>

#include "dsl/ir.h"

namespace gfxtile {
namespace {

class Printer {
 public:
  explicit Printer(const Kernel& kernel) : kernel_(kernel) {}

  std::string print() {
    for (const auto& argument : kernel_.arguments) {
      names_[argument.value] = "%" + argument.name;
      note_layout(kernel_.type(argument.value));
    }
    collect_layouts(kernel_.body);
    std::string text = fmt::format("kernel @{} target={} wave_size={} waves={}", kernel_.name,
                                   kernel_.target.to_string(), kernel_.wave_size(), kernel_.waves);
    if (kernel_.vgpr_budget) text += fmt::format(" vgpr_budget={}", kernel_.vgpr_budget);
    if (kernel_.packed_f32) text += " packed_f32";
    if (!kernel_.straight_line_scalar_passes) text += " no_straight_line_scalar_passes";
    if (kernel_.simplification_pipeline) text += " simplification_pipeline";
    if (!kernel_.post_allocation_scheduler) text += " no_post_allocation_scheduler";
    text += "\n";
    for (size_t i = 0; i < layouts_.size(); ++i) text += fmt::format("  layout #{} = {}\n", i, layouts_[i].to_string());
    for (const auto& argument : kernel_.arguments) {
      text += fmt::format("  arg %{}: {}", argument.name, type(argument.value));
      if (argument.read_only) text += " readonly";
      if (argument.invariant) text += " invariant";
      if (argument.divisibility != 1)
        text += fmt::format(" {}={}", argument.type.dtype.pointer ? "align" : "divisible_by", argument.divisibility);
      text += "\n";
    }
    text += "{\n";
    print_block(kernel_.body, 1, text);
    return text + "}\n";
  }

 private:
  void note_layout(const Type& value_type) {
    if (!value_type.is_tensor()) return;
    for (const auto& known : layouts_)
      if (known == value_type.layout && known.description() == value_type.layout.description()) return;
    layouts_.push_back(value_type.layout);
  }

  void collect_layouts(const Block& block) {
    for (ValueId argument : block.arguments) note_layout(kernel_.type(argument));
    for (const auto& op : block.ops) {
      for (ValueId result : op->results) note_layout(kernel_.type(result));
      for (const auto& region : op->regions) collect_layouts(region);
    }
  }

  int layout_index(const Layout& layout) const {
    for (size_t i = 0; i < layouts_.size(); ++i)
      if (layouts_[i] == layout && layouts_[i].description() == layout.description()) return static_cast<int>(i);
    return -1;
  }

  std::string type(ValueId value) const {
    const Type& t = kernel_.type(value);
    return t.to_string(t.is_tensor() ? layout_index(t.layout) : -1);
  }

  const std::string& name(ValueId value) {
    auto found = names_.find(value);
    if (found == names_.end()) found = names_.emplace(value, fmt::format("%{}", next_++)).first;
    return found->second;
  }

  static std::string attribute(const std::string& key, const Attribute& value) {
    if (const auto* number = std::get_if<int64_t>(&value)) {
      if (key == "predicate") return compare_name(static_cast<CompareKind>(*number));
      if (key == "reduce") return reduce_name(static_cast<ReduceKind>(*number));
      if (key == "atomic") return atomic_name(static_cast<AtomicKind>(*number));
      if (key == "memory_scope") return scope_name(static_cast<MemoryScope>(*number));
      if (key == "memory_order") return order_name(static_cast<MemoryOrder>(*number));
      if (key == "rounding") return rounding_name(static_cast<Rounding>(*number));
      return std::to_string(*number);
    }
    if (const auto* real = std::get_if<double>(&value)) return fmt::format("{:.17g}", *real);
    if (const auto* text = std::get_if<std::string>(&value)) {
      std::string quoted = "\"";
      for (char c : *text) {
        if (c == '"' || c == '\\') quoted += '\\';
        if (c == '\n') quoted += "\\n";
        else quoted += c;
      }
      return quoted + "\"";
    }
    return fmt::format("[{}]", fmt::join(std::get<std::vector<int64_t>>(value), ", "));
  }

  void print_block(const Block& block, int depth, std::string& text) {
    const std::string indent(2 * depth, ' ');
    for (const auto& op : block.ops) {
      text += indent;
      if (!op->results.empty()) {
        for (size_t i = 0; i < op->results.size(); ++i) text += (i ? ", " : "") + name(op->results[i]);
        text += " = ";
      }
      text += op_name(op->kind);
      for (size_t i = 0; i < op->operands.size(); ++i) text += (i ? ", " : " ") + name(op->operands[i]);
      if (!op->attributes.empty()) {
        text += " {";
        for (size_t i = 0; i < op->attributes.size(); ++i)
          text += fmt::format("{}{} = {}", i ? ", " : "", op->attributes[i].first,
                              attribute(op->attributes[i].first, op->attributes[i].second));
        text += "}";
      }
      if (!op->results.empty()) {
        text += " : ";
        for (size_t i = 0; i < op->results.size(); ++i) text += (i ? ", " : "") + type(op->results[i]);
      }
      for (const auto& region : op->regions) {
        text += " {\n" + indent + "^(";
        for (size_t i = 0; i < region.arguments.size(); ++i)
          text += fmt::format("{}{}: {}", i ? ", " : "", name(region.arguments[i]), type(region.arguments[i]));
        text += "):\n";
        print_block(region, depth + 1, text);
        text += indent + "}";
      }
      text += "\n";
    }
  }

  const Kernel& kernel_;
  std::vector<Layout> layouts_;
  std::map<ValueId, std::string> names_;
  int next_ = 0;
};

}  // namespace

std::string Kernel::to_text() const { return Printer(*this).print(); }

std::vector<std::string> assert_messages(const Kernel& kernel) {
  std::vector<std::string> messages;
  walk(kernel.body, [&](const Op& op) {
    if (op.kind == OpKind::assert_) messages.push_back(op.text("message"));
  });
  return messages;
}

std::string conversion_report(const Kernel& kernel) {
  std::string text;
  walk(kernel.body, [&](const Op& op) {
    if (op.kind == OpKind::convert_layout)
      text += fmt::format("{}: convert_layout {}: {}\n", op.location.to_string(), kernel.type(op.operands[0]).summary(),
                          op.text("conversion"));
  });
  return text;
}

}  // namespace gfxtile
