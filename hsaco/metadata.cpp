#include "hsaco/metadata.h"

#include "core/error.h"
#include "hsaco/msgpack.h"

namespace gfxtile {
namespace {

using Value = MsgpackValue;

const Value* find(const Value& map, const char* key) { return map.find(key); }

uint64_t integer(const Value& map, const char* key, std::string_view where, bool required) {
  const Value* node = find(map, key);
  if (!node) {
    if (required) fail("code object metadata: {} has no {}", where, key);
    return 0;
  }
  if (node->is_non_negative_integer()) return node->unsigned_integer();
  fail("code object metadata: {} field {} is not a non-negative integer", where, key);
}

std::string string(const Value& map, const char* key, std::string_view where, bool required) {
  const Value* node = find(map, key);
  if (!node) {
    if (required) fail("code object metadata: {} has no {}", where, key);
    return {};
  }
  if (!node->is_string()) fail("code object metadata: {} field {} is not a string", where, key);
  return node->string();
}

bool boolean(const Value& map, const char* key) {
  const Value* node = find(map, key);
  return node && node->is_boolean() && node->boolean();
}

}  // namespace

CodeObjectMetadata parse_metadata(std::span<const uint8_t> msgpack) {
  const Value document = Value::parse(msgpack);
  const Value& root = document;
  if (!root.is_map()) fail("code object metadata: the root is not a map");
  CodeObjectMetadata metadata;
  metadata.target = string(root, "amdhsa.target", "the code object", false);
  if (const Value* version = find(root, "amdhsa.version"); version && version->is_array()) {
    auto& numbers = version->array();
    if (numbers.size() >= 2 && numbers[0].is_non_negative_integer() && numbers[1].is_non_negative_integer()) {
      metadata.version_major = static_cast<int>(numbers[0].unsigned_integer());
      metadata.version_minor = static_cast<int>(numbers[1].unsigned_integer());
    }
  }
  const Value* kernels = find(root, "amdhsa.kernels");
  if (!kernels) return metadata;
  if (!kernels->is_array()) fail("code object metadata: amdhsa.kernels is not an array");
  for (const Value& node : kernels->array()) {
    if (!node.is_map()) fail("code object metadata: a kernel entry is not a map");
    KernelMetadata kernel;
    kernel.name = string(node, ".name", "a kernel", true);
    const std::string where = "kernel " + kernel.name;
    kernel.symbol = string(node, ".symbol", where, true);
    kernel.kernarg_segment_size = integer(node, ".kernarg_segment_size", where, true);
    kernel.kernarg_segment_align = integer(node, ".kernarg_segment_align", where, false);
    kernel.group_segment_fixed_size = integer(node, ".group_segment_fixed_size", where, true);
    kernel.private_segment_fixed_size = integer(node, ".private_segment_fixed_size", where, true);
    kernel.sgpr_count = integer(node, ".sgpr_count", where, true);
    kernel.vgpr_count = integer(node, ".vgpr_count", where, true);
    kernel.agpr_count = integer(node, ".agpr_count", where, false);
    kernel.sgpr_spill_count = integer(node, ".sgpr_spill_count", where, false);
    kernel.vgpr_spill_count = integer(node, ".vgpr_spill_count", where, false);
    kernel.wavefront_size = integer(node, ".wavefront_size", where, true);
    kernel.max_flat_workgroup_size = integer(node, ".max_flat_workgroup_size", where, false);
    kernel.uses_dynamic_stack = boolean(node, ".uses_dynamic_stack");
    if (const Value* arguments = find(node, ".args")) {
      if (!arguments->is_array()) fail("code object metadata: {} .args is not an array", where);
      for (const Value& entry : arguments->array()) {
        if (!entry.is_map()) fail("code object metadata: {} has an argument that is not a map", where);
        KernelArgument argument;
        argument.name = string(entry, ".name", where, false);
        argument.type_name = string(entry, ".type_name", where, false);
        argument.offset = integer(entry, ".offset", where + " argument", true);
        argument.size = integer(entry, ".size", where + " argument", true);
        argument.value_kind = string(entry, ".value_kind", where + " argument", true);
        argument.address_space = string(entry, ".address_space", where, false);
        if (argument.offset + argument.size > kernel.kernarg_segment_size)
          fail("code object metadata: {} argument at offset {} (+{}) exceeds the kernarg segment of {} bytes",
               where, argument.offset, argument.size, kernel.kernarg_segment_size);
        kernel.arguments.push_back(std::move(argument));
      }
    }
    metadata.kernels.push_back(std::move(kernel));
  }
  return metadata;
}

}  // namespace gfxtile
