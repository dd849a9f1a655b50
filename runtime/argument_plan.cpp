#include "runtime/argument_plan.h"

#include <algorithm>
#include <cstring>

#include <fmt/format.h>

#include "core/error.h"

namespace gfxtile {
namespace {

struct HiddenName {
  std::string_view value_kind;
  int kind;  // ArgumentPlan::HiddenKind
};

template <typename T>
void store(std::span<uint8_t> out, uint32_t offset, uint8_t size, T value) {
  // Metadata sizes are 2 or 4 bytes for these; copy the low bytes (little-endian).
  std::memcpy(out.data() + offset, &value, std::min<size_t>(size, sizeof(T)));
}

}  // namespace

std::string ArgumentValue::describe() const {
  if (kind == Kind::pointer) return typed ? fmt::format("pointer to {}", element_type_name(type)) : "raw device pointer";
  return fmt::format("{}-byte {} value", size, element_type_name(type));
}

ArgumentPlan ArgumentPlan::build(const KernelMetadata& metadata, uint64_t lds_limit) {
  static constexpr HiddenName kHidden[] = {
      {"hidden_block_count_x", 0}, {"hidden_block_count_y", 1}, {"hidden_block_count_z", 2},
      {"hidden_group_size_x", 3},  {"hidden_group_size_y", 4},  {"hidden_group_size_z", 5},
      {"hidden_remainder_x", 6},   {"hidden_remainder_y", 7},   {"hidden_remainder_z", 8},
      {"hidden_grid_dims", 9},     {"hidden_dynamic_lds_size", 10},
  };
  ArgumentPlan plan;
  plan.kernel_name_ = metadata.name;
  plan.kernarg_size_ = metadata.kernarg_segment_size;
  plan.max_workgroup_size_ = metadata.max_flat_workgroup_size;
  plan.static_lds_ = metadata.group_segment_fixed_size;
  plan.lds_limit_ = lds_limit;
  for (const KernelArgument& argument : metadata.arguments) {
    if (argument.offset + argument.size > plan.kernarg_size_)
      fail("kernel '{}': argument '{}' at offset {} (+{}) lies outside the {}-byte kernarg segment", metadata.name,
           argument.name, argument.offset, argument.size, plan.kernarg_size_);
    if (argument.is_hidden()) {
      for (const HiddenName& hidden : kHidden)
        if (argument.value_kind == hidden.value_kind)
          plan.hidden_.push_back({static_cast<uint32_t>(argument.offset), static_cast<uint8_t>(argument.size),
                                  static_cast<HiddenKind>(hidden.kind)});
      // Other hidden arguments (global offsets, hostcall and heap pointers, queue pointers) stay
      // zero here; a device that supports them fills them at dispatch.
      continue;
    }
    if (argument.value_kind != "by_value" && argument.value_kind != "global_buffer")
      fail("kernel '{}': argument '{}' has kind '{}', which gfxtile cannot pass yet", metadata.name, argument.name,
           argument.value_kind);
    if (argument.size == 0 || argument.size > 8)
      fail("kernel '{}': argument '{}' is {} bytes; gfxtile passes values of 1 to 8 bytes", metadata.name,
           argument.name, argument.size);
    bool named_pointer = false;
    auto element = element_type_from_c_name(argument.type_name, named_pointer);
    if (named_pointer != argument.is_pointer()) element.reset();  // a name that does not fit the kind
    plan.explicit_.push_back({static_cast<uint32_t>(argument.offset), static_cast<uint8_t>(argument.size),
                              argument.is_pointer(), argument.name, argument.type_name, element});
    plan.explicit_size_ = std::max<size_t>(plan.explicit_size_, argument.offset + argument.size);
  }
  return plan;
}

void ArgumentPlan::argument_error(size_t index, const ArgumentValue& value, std::string_view problem) const {
  const Explicit& expected = explicit_[index];
  const std::string name = expected.name.empty() ? "" : fmt::format(" '{}'", expected.name);
  const std::string wanted =
      expected.pointer ? fmt::format("a pointer ({})", expected.type_name.empty() ? "a device buffer" : expected.type_name)
                       : fmt::format("a {}-byte value{}", expected.size,
                                     expected.type_name.empty() ? "" : " (" + expected.type_name + ")");
  fail("kernel '{}': argument {}{} takes {}, but {} was given: {}", kernel_name_, index, name, wanted,
       value.describe(), problem);
}

void ArgumentPlan::check_launch(const LaunchConfig& config) const {
  const uint64_t block = config.block.count();
  if (block == 0 || config.grid.count() == 0)
    fail("kernel '{}': launch with an empty grid ({}x{}x{}) or block ({}x{}x{})", kernel_name_, config.grid.x,
         config.grid.y, config.grid.z, config.block.x, config.block.y, config.block.z);
  if (max_workgroup_size_ != 0 && block > max_workgroup_size_)
    fail("kernel '{}': block of {} work-items exceeds the kernel's maximum workgroup size {}", kernel_name_, block,
         max_workgroup_size_);
  if (static_lds_ + config.dynamic_lds_bytes > lds_limit_)
    fail("kernel '{}': {} bytes of static plus {} of dynamic LDS exceed the target's {} per workgroup", kernel_name_,
         static_lds_, config.dynamic_lds_bytes, lds_limit_);
}

void ArgumentPlan::pack(std::span<const ArgumentValue> values, const LaunchConfig& config,
                        std::span<uint8_t> out) const {
  if (values.size() != explicit_.size())
    fail("kernel '{}' takes {} arguments, but {} were given", kernel_name_, explicit_.size(), values.size());
  if (out.size() < kernarg_size_)
    fail("kernel '{}': kernarg buffer of {} bytes is smaller than the segment's {}", kernel_name_, out.size(),
         kernarg_size_);
  check_launch(config);
  std::memset(out.data(), 0, kernarg_size_);
  for (size_t i = 0; i < explicit_.size(); ++i) {
    const Explicit& expected = explicit_[i];
    const ArgumentValue& value = values[i];
    const bool is_pointer = value.kind == ArgumentValue::Kind::pointer;
    if (is_pointer != expected.pointer)
      argument_error(i, value, is_pointer ? "a pointer where a value is expected" : "a value where a pointer is expected");
    if (value.size != expected.size) argument_error(i, value, "the sizes differ");
    // With a known type in the metadata: a buffer's elements must be that type, and a value must
    // at least be of its kind (an integer for an integer, a float for a float).
    if (expected.element && value.typed) {
      if (is_pointer && value.type != *expected.element)
        argument_error(i, value, fmt::format("the kernel reads {} elements", element_type_name(*expected.element)));
      if (!is_pointer && is_floating_point(value.type) != is_floating_point(*expected.element))
        argument_error(i, value, is_floating_point(value.type) ? "a float for an integer" : "an integer for a float");
    }
    std::memcpy(out.data() + expected.offset, &value.bits, expected.size);
  }
  const uint32_t dims = config.grid.z > 1 ? 3 : config.grid.y > 1 ? 2 : 1;
  for (const Hidden& hidden : hidden_) {
    uint32_t value = 0;
    switch (hidden.kind) {
      case HiddenKind::block_count_x: value = config.grid.x; break;
      case HiddenKind::block_count_y: value = config.grid.y; break;
      case HiddenKind::block_count_z: value = config.grid.z; break;
      case HiddenKind::group_size_x: value = config.block.x; break;
      case HiddenKind::group_size_y: value = config.block.y; break;
      case HiddenKind::group_size_z: value = config.block.z; break;
      // The grid is a whole number of workgroups, so no workgroup is partial.
      case HiddenKind::remainder_x: case HiddenKind::remainder_y: case HiddenKind::remainder_z: value = 0; break;
      case HiddenKind::grid_dims: value = dims; break;
      case HiddenKind::dynamic_lds_size: value = config.dynamic_lds_bytes; break;
    }
    store(out, hidden.offset, hidden.size, value);
  }
}

}  // namespace gfxtile
