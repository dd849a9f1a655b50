#include "hsaco/code_object.h"

#include <algorithm>

#include "core/error.h"

namespace gfxtile {
namespace {

constexpr uint16_t kMachineAmdgpu = 224;    // EM_AMDGPU
constexpr uint8_t kOsAbiAmdgpuHsa = 64;     // ELFOSABI_AMDGPU_HSA
constexpr uint16_t kTypeShared = 3;         // ET_DYN
constexpr uint32_t kNoteAmdgpuMetadata = 32;  // NT_AMDGPU_METADATA
constexpr uint8_t kSymbolFunction = 2;      // STT_FUNC

FeatureSetting feature_from_flags(uint32_t flags, uint32_t mask, uint32_t any, uint32_t off) {
  const uint32_t value = flags & mask;
  if (value == off) return FeatureSetting::off;
  if (value == mask) return FeatureSetting::on;
  return FeatureSetting::any;  // "any" or unsupported (0)
}

}  // namespace

CodeObject::CodeObject(CodeObject&&) noexcept = default;
CodeObject& CodeObject::operator=(CodeObject&&) noexcept = default;
CodeObject::~CodeObject() = default;

CodeObject CodeObject::parse(std::vector<uint8_t> bytes) {
  CodeObject object;
  object.bytes_ = std::move(bytes);
  object.elf_ = std::make_unique<ElfFile>(object.bytes_);
  const ElfFile& elf = *object.elf_;
  if (elf.machine() != kMachineAmdgpu) fail("not an AMDGPU code object: e_machine is {}, not 224", elf.machine());
  if (elf.os_abi() != kOsAbiAmdgpuHsa) fail("not an HSA code object: OS ABI {} is not 64 (AMDGPU_HSA)", elf.os_abi());
  if (elf.type() != kTypeShared)
    fail("code object has ELF type {}, not a linked shared object (ET_DYN); link it first", elf.type());
  // ELF ABI version 2 = code object V4, 3 = V5, 4 = V6.
  if (elf.abi_version() < 2 || elf.abi_version() > 4)
    fail("unsupported code object ABI version {} (gfxtile reads V4-V6)", elf.abi_version());
  object.code_object_version_ = elf.abi_version() + 2;

  const uint32_t machine = elf.flags() & 0xff;
  auto architecture = architecture_from_elf_machine(machine);
  if (!architecture)
    fail("code object targets EF_AMDGPU_MACH {:#x}, which gfxtile does not support ({})", machine,
         supported_target_names());
  object.target_.architecture = *architecture;
  object.target_.xnack = feature_from_flags(elf.flags(), 0x300, 0x100, 0x200);
  object.target_.sramecc = feature_from_flags(elf.flags(), 0xc00, 0x400, 0x800);

  bool found_metadata = false;
  for (const ElfNote& note : elf.notes()) {
    if (note.name == "AMDGPU" && note.type == kNoteAmdgpuMetadata) {
      object.metadata_ = parse_metadata(note.description);
      found_metadata = true;
    }
  }
  if (!found_metadata) fail("code object has no AMDGPU metadata note");

  for (const KernelMetadata& metadata : object.metadata_.kernels) {
    KernelCode kernel;
    kernel.name = metadata.name;
    kernel.metadata = metadata;
    auto descriptor_symbol = std::find_if(elf.symbols().begin(), elf.symbols().end(),
                                          [&](const ElfSymbol& s) { return s.name == metadata.symbol; });
    if (descriptor_symbol == elf.symbols().end())
      fail("code object is corrupt: kernel {} has no descriptor symbol {}", metadata.name, metadata.symbol);
    kernel.descriptor_address = descriptor_symbol->value;
    kernel.descriptor = KernelDescriptor::decode(elf.bytes_at_address(kernel.descriptor_address, 64), *architecture);
    kernel.code_address = kernel.descriptor_address + static_cast<uint64_t>(kernel.descriptor.kernel_code_entry_byte_offset);
    auto code_symbol = std::find_if(elf.symbols().begin(), elf.symbols().end(), [&](const ElfSymbol& s) {
      return s.type == kSymbolFunction && s.value == kernel.code_address && s.size > 0;
    });
    if (code_symbol != elf.symbols().end()) {
      kernel.code_size = code_symbol->size;
    } else {
      // No sized function symbol: the code runs to the end of .text.
      const ElfSection* text = elf.find_section(".text");
      if (!text || kernel.code_address < text->address || kernel.code_address >= text->address + text->size)
        fail("code object is corrupt: kernel {} code address {:#x} is outside .text", metadata.name, kernel.code_address);
      kernel.code_size = text->address + text->size - kernel.code_address;
    }
    elf.bytes_at_address(kernel.code_address, kernel.code_size);  // validates the range
    object.kernels_.push_back(std::move(kernel));
  }
  return object;
}

const KernelCode& CodeObject::kernel(std::string_view name) const {
  for (const auto& kernel : kernels_)
    if (kernel.name == name) return kernel;
  std::string names;
  for (const auto& kernel : kernels_) names += (names.empty() ? "" : ", ") + kernel.name;
  fail("code object has no kernel '{}' (kernels: {})", name, names.empty() ? "none" : names);
}

std::span<const uint8_t> CodeObject::code(const KernelCode& kernel) const {
  return elf_->bytes_at_address(kernel.code_address, kernel.code_size);
}

}  // namespace gfxtile
