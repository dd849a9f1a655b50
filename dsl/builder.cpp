#include "dsl/builder.h"

#include <algorithm>

#include <fmt/format.h>

#include "core/error.h"

namespace gfxtile {
namespace {

thread_local KernelBuilder* current_builder = nullptr;

bool valid_identifier(const std::string& name) {
  if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0]))) return false;
  for (char c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

}  // namespace

// ---- Tensor handles ----

Tensor::Tensor() { attach(current_builder); }
Tensor::Tensor(KernelBuilder* builder, ValueId id) : id_(id) { attach(builder); }
Tensor::Tensor(const Tensor& other) : id_(other.id_) { attach(other.builder_ ? other.builder_ : current_builder); }

Tensor& Tensor::operator=(const Tensor& other) {
  if (!builder_ && other.builder_) attach(other.builder_);
  id_ = other.id_;
  return *this;
}

Tensor::~Tensor() {
  if (builder_) builder_->live_.erase(sequence_);
}

void Tensor::attach(KernelBuilder* builder) {
  builder_ = builder;
  if (builder_) {
    sequence_ = builder_->next_sequence_++;
    builder_->live_[sequence_] = this;
  }
}

const Type& Tensor::type() const {
  if (!builder_ || id_ == kNoValue)
    fail("a Tensor variable was used before a value was assigned to it (or after its loop or branch ended)");
  return builder_->type(id_);
}

// ---- KernelBuilder ----

KernelBuilder::KernelBuilder(std::string name, TargetId target, KernelOptions options,
                             std::source_location location) {
  kernel_.name = std::move(name);
  kernel_.target = target;
  kernel_.waves = options.waves;
  if (!valid_identifier(kernel_.name))
    fail_at(kernel_.name, SourceLocation::from(location), "KernelBuilder",
            "a kernel name must be a C identifier (letters, digits, _)");
  if (options.waves < 1 || options.waves > 16 || (options.waves & (options.waves - 1)))
    fail_at(kernel_.name, SourceLocation::from(location), "KernelBuilder",
            fmt::format("{} waves per workgroup; use a power of two from 1 to 16", options.waves));
  kernel_.vgpr_budget = options.vgpr_budget;
  kernel_.packed_f32 = options.packed_f32;
  kernel_.straight_line_scalar_passes = options.straight_line_scalar_passes;
  kernel_.simplification_pipeline = options.simplification_pipeline;
  kernel_.post_allocation_scheduler = options.post_allocation_scheduler;
  if (options.vgpr_budget < 0 || options.vgpr_budget > target.properties().max_vgprs_per_wave)
    fail_at(kernel_.name, SourceLocation::from(location), "KernelBuilder",
            fmt::format("a VGPR budget of {}; use 0 (the target's limit) or up to {}", options.vgpr_budget,
                        target.properties().max_vgprs_per_wave));
  insertion_.push_back(&kernel_.body);
  previous_ = current_builder;
  current_builder = this;
  previous_defaults_ = layout_defaults();
  layout_defaults() = {target.properties().wave_size, options.waves, kernel_.name};
}

KernelBuilder::~KernelBuilder() {
  for (auto& [sequence, handle] : live_) handle->builder_ = nullptr;
  current_builder = previous_;
  layout_defaults() = previous_defaults_;
}

KernelBuilder& KernelBuilder::current(const std::source_location& location) {
  if (!current_builder)
    throw Error(fmt::format("{}: a DSL call outside a kernel; create a KernelBuilder first",
                            SourceLocation::from(location).to_string()));
  return *current_builder;
}

void KernelBuilder::error(const std::source_location& location, const std::string& op, const std::string& message) const {
  fail_at(kernel_.name, SourceLocation::from(location), op, message);
}

Tensor KernelBuilder::add_argument(const std::string& name, DType dtype, bool read_only, ArgOptions options,
                                   const std::source_location& location) {
  if (!valid_identifier(name)) error(location, "arg", fmt::format("'{}' is not a valid argument name", name));
  for (const auto& argument : kernel_.arguments)
    if (argument.name == name) error(location, "arg", fmt::format("a second argument named '{}'", name));
  if (insertion_.size() != 1 || !kernel_.body.ops.empty())
    error(location, "arg", "declare every argument before the kernel's first op");
  KernelParameter argument;
  argument.name = name;
  argument.type = Type::scalar(dtype);
  argument.read_only = read_only;
  argument.invariant = options.invariant;
  if (options.invariant && !(dtype.pointer && read_only))
    error(location, "arg", fmt::format("'{}' is declared invariant but is not a const pointer ({}{})", name,
                                       read_only ? "const " : "", dtype.name()));
  argument.divisibility = options.divisible_by ? options.divisible_by : (dtype.pointer ? 16 : 1);
  if (argument.divisibility < 1 || (argument.divisibility & (argument.divisibility - 1)))
    error(location, "arg", fmt::format("divisible_by {} is not a power of two", argument.divisibility));
  argument.value = kernel_.new_value(argument.type);
  kernel_.arguments.push_back(argument);
  return Tensor(this, argument.value);
}

Op& KernelBuilder::emit(OpKind kind, std::vector<ValueId> operands, std::vector<Type> results,
                        std::vector<std::pair<std::string, Attribute>> attributes,
                        const std::source_location& location) {
  if (built_) error(location, op_name(kind), "the kernel was already built; make a new KernelBuilder");
  for (ValueId operand : operands)
    if (operand == kNoValue) error(location, op_name(kind), "an operand has no value; assign the variable first");
  auto op = std::make_unique<Op>();
  op->kind = kind;
  op->operands = std::move(operands);
  op->attributes = std::move(attributes);
  op->location = SourceLocation::from(location);
  for (auto& type : results) op->results.push_back(kernel_.new_value(std::move(type), op.get()));
  verify_op(kernel_, *op);
  insertion_.back()->ops.push_back(std::move(op));
  return *insertion_.back()->ops.back();
}

Tensor KernelBuilder::emit_value(OpKind kind, std::vector<ValueId> operands, Type result,
                                 std::vector<std::pair<std::string, Attribute>> attributes,
                                 const std::source_location& location) {
  Op& op = emit(kind, std::move(operands), {std::move(result)}, std::move(attributes), location);
  return Tensor(this, op.results[0]);
}

Kernel KernelBuilder::build(std::source_location location) {
  if (built_) error(location, "build", "the kernel was already built");
  if (insertion_.size() != 1) error(location, "build", "build() inside a loop or branch body");
  kernel_.verify();
  built_ = true;
  for (auto& [sequence, handle] : live_) handle->id_ = kNoValue;
  Kernel result = std::move(kernel_);
  kernel_ = Kernel{};
  kernel_.name = result.name;
  return result;
}

// ---- Structured control flow ----

std::vector<KernelBuilder::Saved> KernelBuilder::snapshot() {
  std::vector<Saved> saved;
  for (auto& [sequence, handle] : live_) saved.push_back({handle, handle->id_, kNoValue});
  return saved;
}

void KernelBuilder::invalidate_created_after(uint64_t sequence) {
  for (auto it = live_.upper_bound(sequence); it != live_.end(); ++it) it->second->id_ = kNoValue;
}

namespace {

// Runs an action at scope exit unless dismissed (restores variables when building fails).
struct ScopeExit {
  std::function<void()> action;
  ~ScopeExit() {
    if (action) action();
  }
};

// Pops the insertion stack and restores handles if a body throws.
struct RegionGuard {
  std::vector<Block*>& stack;
  size_t depth;
  ~RegionGuard() { stack.resize(depth); }
};

ValueId scalar_i32(KernelBuilder& builder, const Operand& value, const std::source_location& location,
                   const char* what) {
  if (!value.tensor) {
    if (!value.integral) builder.error(location, "for_range", fmt::format("the {} must be an integer", what));
    return constant(value.number, i32, location).id();
  }
  const Type& type = value.tensor->type();
  if (!type.is_scalar() || type.dtype != i32)
    builder.error(location, "for_range", fmt::format("the {} must be an i32 scalar, not {}", what, type.summary()));
  return value.tensor->id();
}

}  // namespace

void KernelBuilder::for_range(const Operand& begin, const Operand& end, const Operand& step,
                              const std::function<void(Tensor)>& body, const std::source_location& location) {
  const ValueId bounds[3] = {scalar_i32(*this, begin, location, "start"), scalar_i32(*this, end, location, "end"),
                             scalar_i32(*this, step, location, "step")};
  auto op = std::make_unique<Op>();
  op->kind = OpKind::for_;
  op->location = SourceLocation::from(location);
  op->operands.assign(bounds, bounds + 3);
  op->regions.resize(1);
  Block& region = op->regions[0];
  const ValueId induction = kernel_.new_value(Type::scalar(i32));
  std::vector<Saved> saved = snapshot();
  const uint64_t sequence = next_sequence_;
  // LDS buffers are not carried: a body uses the buffer itself (lds_stage looks at its definition).
  for (auto& entry : saved)
    if (entry.before != kNoValue && !type(entry.before).is_lds())
      entry.handle->id_ = entry.placeholder = kernel_.new_value(type(entry.before));
  {
    RegionGuard guard{insertion_, insertion_.size()};
    insertion_.push_back(&region);
    try {
      body(Tensor(this, induction));
    } catch (...) {
      for (auto& entry : saved) entry.handle->id_ = entry.before;
      throw;
    }
  }
  invalidate_created_after(sequence - 1);
  ScopeExit restore_on_error{[&] {
    for (auto& entry : saved) entry.handle->id_ = entry.before;
  }};
  region.arguments.push_back(induction);
  std::vector<ValueId> yielded;
  std::vector<Saved*> carried;
  for (auto& entry : saved) {
    if (entry.placeholder == kNoValue) {
      if (entry.before != kNoValue && entry.handle->id_ != entry.before)
        error(location, "for_range", "an LDS buffer variable is assigned inside the loop; allocate buffers before it");
      if (entry.before == kNoValue && entry.handle->id_ != kNoValue)
        error(location, "for_range", "a variable without a value before the loop is assigned inside it; give it "
                                     "an initial value before the loop (e.g. zeros(...))");
      continue;
    }
    if (entry.handle->id_ == entry.placeholder) {
      replace_uses(region, entry.placeholder, entry.before);
      entry.handle->id_ = entry.before;
      continue;
    }
    const ValueId after = entry.handle->id_;
    if (after == kNoValue || !(type(after) == type(entry.before)))
      error(location, "for_range",
            fmt::format("a variable assigned in the loop changes type from {} to {}; convert the new value "
                        "(.to(), convert_layout) so that it keeps the type it had before the loop",
                        type(entry.before).summary(), after == kNoValue ? "nothing" : type(after).summary()));
    region.arguments.push_back(entry.placeholder);
    op->operands.push_back(entry.before);
    yielded.push_back(after);
    carried.push_back(&entry);
  }
  // A carried variable may have been assigned another variable's unchanged value.
  for (auto& value : yielded)
    for (const auto& entry : saved)
      if (value == entry.placeholder && entry.handle->id_ == entry.before) value = entry.before;
  auto yield = std::make_unique<Op>();
  yield->kind = OpKind::yield;
  yield->operands = yielded;
  yield->location = op->location;
  region.ops.push_back(std::move(yield));
  for (Saved* entry : carried) {
    op->results.push_back(kernel_.new_value(type(entry->before), op.get()));
    entry->handle->id_ = op->results.back();
  }
  restore_on_error.action = nullptr;
  verify_op(kernel_, *op);
  insertion_.back()->ops.push_back(std::move(op));
}

void KernelBuilder::if_(const Operand& condition, const std::function<void()>& then_body,
                        const std::function<void()>& else_body, const std::source_location& location) {
  if (!condition.tensor || !condition.tensor->is_scalar() || !condition.tensor->dtype().is_bool())
    error(location, "if_", "the condition must be a scalar i1 (a comparison of scalars); for tensors use select()");
  auto op = std::make_unique<Op>();
  op->kind = OpKind::if_;
  op->location = SourceLocation::from(location);
  op->operands.push_back(condition.tensor->id());
  op->regions.resize(2);
  std::vector<Saved> saved = snapshot();
  const uint64_t sequence = next_sequence_;
  std::vector<std::vector<ValueId>> outcomes(2);
  for (int branch = 0; branch < 2; ++branch) {
    const auto& body = branch == 0 ? then_body : else_body;
    if (body) {
      RegionGuard guard{insertion_, insertion_.size()};
      insertion_.push_back(&op->regions[branch]);
      try {
        body();
      } catch (...) {
        for (auto& entry : saved) entry.handle->id_ = entry.before;
        throw;
      }
    }
    invalidate_created_after(sequence - 1);
    for (auto& entry : saved) {
      outcomes[branch].push_back(entry.handle->id_);
      entry.handle->id_ = entry.before;
    }
  }
  std::vector<ValueId> yields[2];
  ScopeExit restore_on_error{[&] {
    for (auto& entry : saved) entry.handle->id_ = entry.before;
  }};
  for (size_t i = 0; i < saved.size(); ++i) {
    const ValueId before = saved[i].before, then_value = outcomes[0][i], else_value = outcomes[1][i];
    if (then_value == before && else_value == before) continue;
    if (then_value == kNoValue || else_value == kNoValue)
      error(location, "if_", "a variable is assigned in only one branch and has no value before the if; assign "
                             "it before the if or in both branches");
    if (!(type(then_value) == type(else_value)))
      error(location, "if_", fmt::format("a variable gets type {} in one branch and {} in the other; convert one",
                                         type(then_value).summary(), type(else_value).summary()));
    yields[0].push_back(then_value);
    yields[1].push_back(else_value);
    op->results.push_back(kernel_.new_value(type(then_value), op.get()));
    saved[i].handle->id_ = op->results.back();
  }
  for (int branch = 0; branch < 2; ++branch) {
    auto yield = std::make_unique<Op>();
    yield->kind = OpKind::yield;
    yield->operands = yields[branch];
    yield->location = op->location;
    op->regions[branch].ops.push_back(std::move(yield));
  }
  restore_on_error.action = nullptr;
  verify_op(kernel_, *op);
  insertion_.back()->ops.push_back(std::move(op));
}

void KernelBuilder::while_(const std::function<Tensor()>& condition, const std::function<void()>& body,
                           const std::source_location& location) {
  auto op = std::make_unique<Op>();
  op->kind = OpKind::while_;
  op->location = SourceLocation::from(location);
  op->regions.resize(2);
  Block &before_region = op->regions[0], &body_region = op->regions[1];
  std::vector<Saved> saved = snapshot();
  const uint64_t sequence = next_sequence_;
  for (auto& entry : saved)
    if (entry.before != kNoValue && !type(entry.before).is_lds())
      entry.handle->id_ = entry.placeholder = kernel_.new_value(type(entry.before));
  auto restore = [&] {
    for (auto& entry : saved) entry.handle->id_ = entry.before;
  };
  {
    RegionGuard guard{insertion_, insertion_.size()};
    insertion_.push_back(&body_region);
    try {
      body();
    } catch (...) {
      restore();
      throw;
    }
  }
  invalidate_created_after(sequence - 1);
  std::vector<Saved*> carried;
  std::vector<ValueId> yielded;
  for (auto& entry : saved) {
    if (entry.placeholder == kNoValue) continue;
    if (entry.handle->id_ == entry.placeholder) {
      replace_uses(body_region, entry.placeholder, entry.before);
      entry.handle->id_ = entry.before;
      continue;
    }
    if (entry.handle->id_ == kNoValue || !(type(entry.handle->id_) == type(entry.before))) {
      restore();
      error(location, "while_", "a variable assigned in the loop changes type; keep the type it had before the loop");
    }
    yielded.push_back(entry.handle->id_);
    body_region.arguments.push_back(entry.placeholder);
    op->operands.push_back(entry.before);
    carried.push_back(&entry);
  }
  // The condition sees the carried values through its own block arguments.
  for (Saved* entry : carried) {
    entry->handle->id_ = kernel_.new_value(type(entry->before));
    before_region.arguments.push_back(entry->handle->id_);
  }
  std::vector<ValueId> seen;
  for (auto& entry : saved) seen.push_back(entry.handle->id_);
  Tensor result;
  {
    RegionGuard guard{insertion_, insertion_.size()};
    insertion_.push_back(&before_region);
    try {
      result = condition();
    } catch (...) {
      restore();
      throw;
    }
  }
  for (size_t i = 0; i < saved.size(); ++i)
    if (saved[i].handle->id_ != seen[i]) {
      restore();
      error(location, "while_", "the condition assigns a variable; compute the next state in the body instead");
    }
  if (!result.valid() || !result.is_scalar() || !result.dtype().is_bool()) {
    restore();
    error(location, "while_", "the condition must return a scalar i1 (a comparison of scalars)");
  }
  auto condition_op = std::make_unique<Op>();
  condition_op->kind = OpKind::condition;
  condition_op->operands.push_back(result.id());
  for (ValueId argument : before_region.arguments) condition_op->operands.push_back(argument);
  condition_op->location = op->location;
  before_region.ops.push_back(std::move(condition_op));
  for (auto& value : yielded)
    for (const auto& entry : saved)
      if (value == entry.placeholder && std::find(carried.begin(), carried.end(), &entry) == carried.end())
        value = entry.before;
  auto yield = std::make_unique<Op>();
  yield->kind = OpKind::yield;
  yield->operands = yielded;
  yield->location = op->location;
  body_region.ops.push_back(std::move(yield));
  restore();
  for (Saved* entry : carried) {
    op->results.push_back(kernel_.new_value(type(entry->before), op.get()));
    entry->handle->id_ = op->results.back();
  }
  verify_op(kernel_, *op);
  insertion_.back()->ops.push_back(std::move(op));
}

void for_range(const Operand& begin, const Operand& end, const std::function<void(Tensor)>& body,
               std::source_location location) {
  KernelBuilder::current(location).for_range(begin, end, Operand(1, location), body, location);
}
void for_range(const Operand& begin, const Operand& end, const Operand& step, const std::function<void(Tensor)>& body,
               std::source_location location) {
  KernelBuilder::current(location).for_range(begin, end, step, body, location);
}
void if_(const Operand& condition, const std::function<void()>& then_body, const std::function<void()>& else_body,
         std::source_location location) {
  KernelBuilder::current(location).if_(condition, then_body, else_body, location);
}
void while_(const std::function<Tensor()>& condition, const std::function<void()>& body,
            std::source_location location) {
  KernelBuilder::current(location).while_(condition, body, location);
}

}  // namespace gfxtile
