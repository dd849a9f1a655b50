#pragma once
// A small, defensive ELF64 little-endian reader for AMDGPU code objects. Every offset and size is
// checked against the buffer: truncated or corrupt input throws Error saying what is wrong.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gfxtile {

struct ElfSection {
  std::string name;
  uint32_t type = 0;
  uint64_t flags = 0;
  uint64_t address = 0;
  uint64_t offset = 0;   // file offset (meaningless for SHT_NOBITS)
  uint64_t size = 0;
  uint32_t link = 0;
  uint64_t entry_size = 0;
};

struct ElfSymbol {
  std::string name;
  uint64_t value = 0;
  uint64_t size = 0;
  uint8_t type = 0;      // STT_*
  uint8_t binding = 0;   // STB_*
  uint16_t section_index = 0;
};

struct ElfNote {
  std::string name;
  uint32_t type = 0;
  std::span<const uint8_t> description;
};

class ElfFile {
 public:
  // Parses the header, section table and symbols. Keeps a view of `bytes`: the caller keeps
  // the buffer alive.
  explicit ElfFile(std::span<const uint8_t> bytes);

  uint16_t type() const { return type_; }            // ET_REL, ET_DYN
  uint16_t machine() const { return machine_; }      // EM_AMDGPU = 224
  uint8_t os_abi() const { return os_abi_; }
  uint8_t abi_version() const { return abi_version_; }
  uint32_t flags() const { return flags_; }
  const std::vector<ElfSection>& sections() const { return sections_; }
  const std::vector<ElfSymbol>& symbols() const { return symbols_; }

  const ElfSection* find_section(std::string_view name) const;
  // The bytes of a section, checked against the file.
  std::span<const uint8_t> section_bytes(const ElfSection& section) const;
  // The file bytes behind a virtual address range (via the section that holds it).
  std::span<const uint8_t> bytes_at_address(uint64_t address, uint64_t size) const;
  // All notes of all SHT_NOTE sections.
  std::vector<ElfNote> notes() const;

 private:
  std::span<const uint8_t> bytes_;
  uint16_t type_ = 0, machine_ = 0;
  uint8_t os_abi_ = 0, abi_version_ = 0;
  uint32_t flags_ = 0;
  std::vector<ElfSection> sections_;
  std::vector<ElfSymbol> symbols_;
};

}  // namespace gfxtile
