#include "hsaco/elf.h"

#include <cstring>

#include "core/error.h"

namespace gfxtile {
namespace {

constexpr uint32_t kSectionNoBits = 8;   // SHT_NOBITS
constexpr uint32_t kSectionNote = 7;     // SHT_NOTE
constexpr uint32_t kSectionSymbols = 2;  // SHT_SYMTAB
constexpr uint32_t kSectionDynamicSymbols = 11;  // SHT_DYNSYM

// Bounds-checked little-endian reads from the file.
class Reader {
 public:
  explicit Reader(std::span<const uint8_t> bytes) : bytes_(bytes) {}

  void require(uint64_t offset, uint64_t size, std::string_view what) const {
    if (offset > bytes_.size() || size > bytes_.size() - offset)
      fail("code object is truncated or corrupt: {} at offset {:#x} (+{} bytes) lies outside the "
           "file of {} bytes", what, offset, size, bytes_.size());
  }
  template <typename T>
  T read(uint64_t offset, std::string_view what) const {
    require(offset, sizeof(T), what);
    T value;
    std::memcpy(&value, bytes_.data() + offset, sizeof(T));
    return value;
  }
  std::span<const uint8_t> slice(uint64_t offset, uint64_t size, std::string_view what) const {
    require(offset, size, what);
    return bytes_.subspan(offset, size);
  }
  // A NUL-terminated string inside [table_offset, table_offset + table_size).
  std::string string_at(uint64_t table_offset, uint64_t table_size, uint64_t index,
                        std::string_view what) const {
    if (index >= table_size) fail("code object is corrupt: {} name index {} is outside its string table", what, index);
    auto table = slice(table_offset, table_size, "string table");
    const void* end = std::memchr(table.data() + index, 0, table.size() - index);
    if (!end) fail("code object is corrupt: {} name is not terminated", what);
    return std::string(reinterpret_cast<const char*>(table.data() + index),
                       static_cast<const uint8_t*>(end) - (table.data() + index));
  }

 private:
  std::span<const uint8_t> bytes_;
};

uint64_t align_up(uint64_t value, uint64_t alignment) { return (value + alignment - 1) / alignment * alignment; }

}  // namespace

ElfFile::ElfFile(std::span<const uint8_t> bytes) : bytes_(bytes) {
  Reader reader(bytes);
  if (bytes.size() < 64) fail("not a code object: {} bytes is shorter than an ELF64 header", bytes.size());
  if (std::memcmp(bytes.data(), "\x7f" "ELF", 4) != 0) fail("not a code object: no ELF magic");
  if (bytes[4] != 2) fail("not a code object: ELF class {} is not ELF64", bytes[4]);
  if (bytes[5] != 1) fail("not a code object: ELF data encoding {} is not little-endian", bytes[5]);
  os_abi_ = bytes[7];
  abi_version_ = bytes[8];
  type_ = reader.read<uint16_t>(16, "e_type");
  machine_ = reader.read<uint16_t>(18, "e_machine");
  flags_ = reader.read<uint32_t>(48, "e_flags");
  const auto section_table = reader.read<uint64_t>(40, "e_shoff");
  const auto section_entry_size = reader.read<uint16_t>(58, "e_shentsize");
  const auto section_count = reader.read<uint16_t>(60, "e_shnum");
  const auto names_index = reader.read<uint16_t>(62, "e_shstrndx");
  if (section_count == 0) return;
  if (section_entry_size < 64) fail("code object is corrupt: section header size {} < 64", section_entry_size);
  reader.require(section_table, uint64_t{section_count} * section_entry_size, "section header table");
  if (names_index >= section_count)
    fail("code object is corrupt: section name table index {} >= section count {}", names_index, section_count);

  std::vector<uint32_t> name_offsets;
  for (uint16_t i = 0; i < section_count; ++i) {
    const uint64_t header = section_table + uint64_t{i} * section_entry_size;
    ElfSection section;
    name_offsets.push_back(reader.read<uint32_t>(header + 0, "sh_name"));
    section.type = reader.read<uint32_t>(header + 4, "sh_type");
    section.flags = reader.read<uint64_t>(header + 8, "sh_flags");
    section.address = reader.read<uint64_t>(header + 16, "sh_addr");
    section.offset = reader.read<uint64_t>(header + 24, "sh_offset");
    section.size = reader.read<uint64_t>(header + 32, "sh_size");
    section.link = reader.read<uint32_t>(header + 40, "sh_link");
    section.entry_size = reader.read<uint64_t>(header + 56, "sh_entsize");
    if (section.type != kSectionNoBits && i != 0)
      reader.require(section.offset, section.size, "section " + std::to_string(i));
    sections_.push_back(section);
  }
  const ElfSection& names = sections_[names_index];
  for (uint16_t i = 0; i < section_count; ++i)
    sections_[i].name = reader.string_at(names.offset, names.size, name_offsets[i], "section");

  // Symbols: .symtab when present (relocatable objects), else .dynsym (linked code objects).
  const ElfSection* table = nullptr;
  for (const auto& section : sections_)
    if (section.type == kSectionSymbols) table = &section;
  if (!table)
    for (const auto& section : sections_)
      if (section.type == kSectionDynamicSymbols) table = &section;
  if (!table) return;
  if (table->link >= sections_.size()) fail("code object is corrupt: symbol table links to missing section {}", table->link);
  const ElfSection& strings = sections_[table->link];
  const uint64_t entry_size = table->entry_size ? table->entry_size : 24;
  if (entry_size < 24) fail("code object is corrupt: symbol entry size {} < 24", entry_size);
  for (uint64_t offset = table->offset + entry_size; offset + entry_size <= table->offset + table->size;
       offset += entry_size) {
    ElfSymbol symbol;
    symbol.name = reader.string_at(strings.offset, strings.size, reader.read<uint32_t>(offset, "st_name"), "symbol");
    const auto info = reader.read<uint8_t>(offset + 4, "st_info");
    symbol.type = info & 0xf;
    symbol.binding = info >> 4;
    symbol.section_index = reader.read<uint16_t>(offset + 6, "st_shndx");
    symbol.value = reader.read<uint64_t>(offset + 8, "st_value");
    symbol.size = reader.read<uint64_t>(offset + 16, "st_size");
    symbols_.push_back(std::move(symbol));
  }
}

const ElfSection* ElfFile::find_section(std::string_view name) const {
  for (const auto& section : sections_)
    if (section.name == name) return &section;
  return nullptr;
}

std::span<const uint8_t> ElfFile::section_bytes(const ElfSection& section) const {
  if (section.type == kSectionNoBits) return {};
  return Reader(bytes_).slice(section.offset, section.size, "section " + section.name);
}

std::span<const uint8_t> ElfFile::bytes_at_address(uint64_t address, uint64_t size) const {
  for (const auto& section : sections_) {
    if (section.type == kSectionNoBits || section.size == 0 || (section.flags & 2 /*SHF_ALLOC*/) == 0) continue;
    if (address >= section.address && address - section.address <= section.size &&
        size <= section.size - (address - section.address))
      return section_bytes(section).subspan(address - section.address, size);
  }
  fail("code object is corrupt: address range {:#x} (+{} bytes) is in no loaded section", address, size);
}

std::vector<ElfNote> ElfFile::notes() const {
  std::vector<ElfNote> notes;
  Reader reader(bytes_);
  for (const auto& section : sections_) {
    if (section.type != kSectionNote) continue;
    uint64_t offset = section.offset;
    const uint64_t end = section.offset + section.size;
    while (offset + 12 <= end) {
      const auto name_size = reader.read<uint32_t>(offset, "note name size");
      const auto description_size = reader.read<uint32_t>(offset + 4, "note size");
      ElfNote note;
      note.type = reader.read<uint32_t>(offset + 8, "note type");
      const uint64_t name_offset = offset + 12;
      const uint64_t description_offset = name_offset + align_up(name_size, 4);
      if (description_offset > end || description_size > end - description_offset)
        fail("code object is corrupt: note in {} overruns its section", section.name);
      auto name = reader.slice(name_offset, name_size, "note name");
      note.name.assign(reinterpret_cast<const char*>(name.data()), name.size());
      while (!note.name.empty() && note.name.back() == '\0') note.name.pop_back();
      note.description = reader.slice(description_offset, description_size, "note description");
      notes.push_back(std::move(note));
      offset = description_offset + align_up(description_size, 4);
    }
  }
  return notes;
}

}  // namespace gfxtile
