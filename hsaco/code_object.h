#pragma once
// A loaded AMDGPU code object (.hsaco) as data: its target, and per kernel the metadata, the
// decoded kernel descriptor and where its machine code lies. Shared by lowering (reports),
// runtime and emu.

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/target.h"
#include "hsaco/elf.h"
#include "hsaco/kernel_descriptor.h"
#include "hsaco/metadata.h"

namespace gfxtile {

struct KernelCode {
  std::string name;
  KernelMetadata metadata;
  KernelDescriptor descriptor;
  uint64_t descriptor_address = 0;  // virtual address of <name>.kd
  uint64_t code_address = 0;        // descriptor_address + kernel_code_entry_byte_offset
  uint64_t code_size = 0;           // from the kernel's function symbol
};

class CodeObject {
 public:
  // Parses a linked code object (ET_DYN). Throws Error saying what is wrong with corrupt input.
  static CodeObject parse(std::vector<uint8_t> bytes);

  const TargetId& target() const { return target_; }
  // 4 for V4, 5 for V5, 6 for V6 (from the ELF ABI version).
  int code_object_version() const { return code_object_version_; }
  const CodeObjectMetadata& metadata() const { return metadata_; }
  const std::vector<KernelCode>& kernels() const { return kernels_; }
  // Throws Error listing the kernels that exist when `name` is not one of them.
  const KernelCode& kernel(std::string_view name) const;
  // The kernel's machine code bytes.
  std::span<const uint8_t> code(const KernelCode& kernel) const;
  const std::vector<uint8_t>& bytes() const { return bytes_; }

  CodeObject(CodeObject&&) noexcept;
  CodeObject& operator=(CodeObject&&) noexcept;
  ~CodeObject();

 private:
  CodeObject() = default;
  std::vector<uint8_t> bytes_;
  std::unique_ptr<ElfFile> elf_;
  TargetId target_;
  int code_object_version_ = 0;
  CodeObjectMetadata metadata_;
  std::vector<KernelCode> kernels_;
};

}  // namespace gfxtile
