#include "emu/statistics.h"

#include <fmt/format.h>

namespace gfxtile::emu {

uint64_t Statistics::wave_instructions() const {
  uint64_t total = 0;
  for (uint64_t count : instructions) total += count;
  return total;
}

void Statistics::merge(const Statistics& other) {
  for (int i = 0; i < kInstructionClassCount; ++i) instructions[i] += other.instructions[i];
  mfma_flops += other.mfma_flops;
  global_bytes_read += other.global_bytes_read;
  global_bytes_written += other.global_bytes_written;
  lds_bytes_read += other.lds_bytes_read;
  lds_bytes_written += other.lds_bytes_written;
  lds_bank_conflicts += other.lds_bank_conflicts;
  workgroups += other.workgroups;
  waves += other.waves;
}

std::string Statistics::to_string() const {
  std::string text;
  text += fmt::format("  workgroups            {}\n  waves                 {}\n", workgroups, waves);
  text += fmt::format("  wave-instructions     {}\n", wave_instructions());
  for (int i = 0; i < kInstructionClassCount; ++i) {
    if (instructions[i] == 0) continue;
    text += fmt::format("    {:<19} {}\n", instruction_class_name(static_cast<InstructionClass>(i)), instructions[i]);
  }
  text += fmt::format("  MFMA FLOPs            {}\n", mfma_flops);
  text += fmt::format("  global bytes read     {}\n  global bytes written  {}\n", global_bytes_read, global_bytes_written);
  text += fmt::format("  LDS bytes read        {}\n  LDS bytes written     {}\n", lds_bytes_read, lds_bytes_written);
  text += fmt::format("  LDS bank conflicts    {} extra cycles\n", lds_bank_conflicts);
  return text;
}

}  // namespace gfxtile::emu
