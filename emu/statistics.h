#pragma once
// Per-dispatch statistics of the emulator.

#include <array>
#include <cstdint>
#include <string>

#include "hsaco/instruction_class.h"

namespace gfxtile::emu {

struct Statistics {
  std::array<uint64_t, kInstructionClassCount> instructions{};  // wave-instructions by class
  uint64_t mfma_flops = 0;
  uint64_t global_bytes_read = 0;     // global, flat (non-LDS), buffer; active lanes only
  uint64_t global_bytes_written = 0;  // stores and atomics
  uint64_t lds_bytes_read = 0;
  uint64_t lds_bytes_written = 0;
  uint64_t lds_bank_conflicts = 0;    // extra LDS cycles (see docs/emulator.md)
  uint64_t workgroups = 0;
  uint64_t waves = 0;

  uint64_t wave_instructions() const;
  void merge(const Statistics& other);
  // A table, one line per item.
  std::string to_string() const;
};

}  // namespace gfxtile::emu
