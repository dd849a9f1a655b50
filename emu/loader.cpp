#include "emu/loader.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "core/error.h"
#include "hsaco/elf.h"

namespace gfxtile::emu {
namespace {

constexpr uint64_t kSectionAllocate = 0x2;  // SHF_ALLOC
constexpr uint32_t kSectionNoBits = 8;      // SHT_NOBITS
constexpr uint32_t kSectionRelocations = 4; // SHT_RELA
constexpr uint32_t kRelocationNone = 0;
constexpr uint32_t kRelocationAbsolute64 = 3;   // R_AMDGPU_ABS64: S + A
constexpr uint32_t kRelocationRelative64 = 13;  // R_AMDGPU_RELATIVE64: B + A

// The largest image the loader places: far above any real kernel's (kilobytes to megabytes),
// far below what a corrupt section address asks for (found by tests/fuzz/dispatch_fuzzer: a
// 1 GiB limit still let one input take 30 s and 1.3 GB to zero and copy its image).
constexpr uint64_t kLargestImage = uint64_t{64} << 20;

uint64_t read64(std::span<const uint8_t> bytes, size_t offset) {
  uint64_t value;
  std::memcpy(&value, bytes.data() + offset, 8);
  return value;
}

}  // namespace

uint64_t map_code_object(DeviceMemory& memory, const CodeObject& object) {
  const ElfFile elf(object.bytes());
  uint64_t end = 0;
  for (const ElfSection& section : elf.sections()) {
    if (!(section.flags & kSectionAllocate)) continue;
    if (section.size > kLargestImage || section.address > kLargestImage - section.size)
      fail("code object: section '{}' at {:#x} of {:#x} bytes lies beyond the loader's {} MiB image", section.name,
           section.address, section.size, kLargestImage >> 20);
    end = std::max(end, section.address + section.size);
  }
  std::vector<uint8_t> image(end, 0);
  for (const ElfSection& section : elf.sections()) {
    if (!(section.flags & kSectionAllocate) || section.type == kSectionNoBits || section.size == 0) continue;
    const auto bytes = elf.section_bytes(section);
    std::memcpy(image.data() + section.address, bytes.data(), bytes.size());
  }
  const uint64_t base = memory.allocate(std::max<uint64_t>(end, 1));
  // Dynamic relocations (the GOT entries of globals).
  const ElfSection* symbols = elf.find_section(".dynsym");
  for (const ElfSection& section : elf.sections()) {
    if (section.type != kSectionRelocations || !(section.flags & kSectionAllocate)) continue;
    const auto entries = elf.section_bytes(section);
    for (size_t at = 0; at + 24 <= entries.size(); at += 24) {
      const uint64_t offset = read64(entries, at), info = read64(entries, at + 8);
      const int64_t addend = int64_t(read64(entries, at + 16));
      const uint32_t type = uint32_t(info), symbol = uint32_t(info >> 32);
      uint64_t value;
      if (type == kRelocationNone) continue;
      if (type == kRelocationRelative64) {
        value = base + uint64_t(addend);
      } else if (type == kRelocationAbsolute64) {
        if (symbols == nullptr) fail("code object: R_AMDGPU_ABS64 without .dynsym");
        const auto table = elf.section_bytes(*symbols);
        if ((symbol + 1) * size_t(24) > table.size()) fail("code object: relocation names symbol {} of {}", symbol, table.size() / 24);
        const uint64_t symbol_value = read64(table, symbol * size_t(24) + 8);
        if (symbol_value == 0) fail("code object: relocation against undefined symbol {} (the emulator links nothing)", symbol);
        value = base + symbol_value + uint64_t(addend);
      } else {
        fail("code object: dynamic relocation type {} at {:#x} is not supported by the emulator's loader", type, offset);
      }
      if (image.size() < 8 || offset > image.size() - 8) fail("code object: relocation at {:#x} outside the image", offset);
      std::memcpy(image.data() + offset, &value, 8);
    }
  }
  memory.copy_to_device(base, image.data(), image.size());
  return base;
}

}  // namespace gfxtile::emu
