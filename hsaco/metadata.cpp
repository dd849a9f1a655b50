#include "hsaco/metadata.h"

#include <llvm/BinaryFormat/MsgPackDocument.h>

#include "core/error.h"

namespace gfxtile {
namespace {

using llvm::msgpack::DocNode;
using llvm::msgpack::Type;

DocNode* find(DocNode& map, const char* key) {
  if (!map.isMap()) return nullptr;
  auto& entries = map.getMap();
  auto it = entries.find(key);
  return it == entries.end() ? nullptr : &it->second;
}

uint64_t integer(DocNode& map, const char* key, std::string_view where, bool required) {
  DocNode* node = find(map, key);
  if (!node) {
    if (required) fail("code object metadata: {} has no {}", where, key);
    return 0;
  }
  if (node->getKind() == Type::UInt) return node->getUInt();
  if (node->getKind() == Type::Int && node->getInt() >= 0) return static_cast<uint64_t>(node->getInt());
  fail("code object metadata: {} field {} is not a non-negative integer", where, key);
}

std::string string(DocNode& map, const char* key, std::string_view where, bool required) {
  DocNode* node = find(map, key);
  if (!node) {
    if (required) fail("code object metadata: {} has no {}", where, key);
    return {};
  }
  if (node->getKind() != Type::String) fail("code object metadata: {} field {} is not a string", where, key);
  return node->getString().str();
}

bool boolean(DocNode& map, const char* key) {
  DocNode* node = find(map, key);
  return node && node->getKind() == Type::Boolean && node->getBool();
}

}  // namespace

CodeObjectMetadata parse_metadata(std::span<const uint8_t> msgpack) {
  llvm::msgpack::Document document;
  if (!document.readFromBlob(llvm::StringRef(reinterpret_cast<const char*>(msgpack.data()), msgpack.size()),
                             /*Multi=*/false))
    fail("code object metadata: the MessagePack note ({} bytes) is malformed", msgpack.size());
  DocNode& root = document.getRoot();
  if (!root.isMap()) fail("code object metadata: the root is not a map");
  CodeObjectMetadata metadata;
  metadata.target = string(root, "amdhsa.target", "the code object", false);
  if (DocNode* version = find(root, "amdhsa.version"); version && version->isArray()) {
    auto& numbers = version->getArray();
    if (numbers.size() >= 2 && numbers[0].getKind() == Type::UInt && numbers[1].getKind() == Type::UInt) {
      metadata.version_major = static_cast<int>(numbers[0].getUInt());
      metadata.version_minor = static_cast<int>(numbers[1].getUInt());
    }
  }
  DocNode* kernels = find(root, "amdhsa.kernels");
  if (!kernels) return metadata;
  if (!kernels->isArray()) fail("code object metadata: amdhsa.kernels is not an array");
  for (DocNode& node : kernels->getArray()) {
    if (!node.isMap()) fail("code object metadata: a kernel entry is not a map");
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
    if (DocNode* arguments = find(node, ".args")) {
      if (!arguments->isArray()) fail("code object metadata: {} .args is not an array", where);
      for (DocNode& entry : arguments->getArray()) {
        if (!entry.isMap()) fail("code object metadata: {} has an argument that is not a map", where);
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
