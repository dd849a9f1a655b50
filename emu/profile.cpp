#include "emu/profile.h"

#include <algorithm>

#include <fmt/format.h>

#include "core/error.h"
#include "emu/program.h"

namespace gfxtile::emu {

void Profile::merge(const Profile& other) {
  if (other.empty()) return;
  if (empty()) {
    *this = other;
    return;
  }
  if (other.executions.size() != executions.size()) fail("emulator: merging profiles of different programs");
  for (size_t i = 0; i < executions.size(); ++i) {
    executions[i] += other.executions[i];
    bank_conflicts[i] += other.bank_conflicts[i];
  }
}

double LoopProfile::share(InstructionClass instruction_class) const {
  return wave_instructions ? double(by_class[size_t(instruction_class)]) / double(wave_instructions) : 0.0;
}

double LoopProfile::static_share(InstructionClass instruction_class) const {
  return static_instructions ? double(static_by_class[size_t(instruction_class)]) / double(static_instructions) : 0.0;
}

std::vector<LoopProfile> loop_profiles(const Program& program, const Profile& profile) {
  if (profile.executions.size() != program.instructions.size())
    fail("emulator: a profile of {} instructions for kernel '{}' of {}", profile.executions.size(),
         program.kernel.name, program.instructions.size());
  std::vector<LoopProfile> loops;
  for (uint32_t index = 0; index < program.instructions.size(); ++index) {
    const int32_t target = program.instructions[index].target;
    if (target < 0 || uint32_t(target) > index) continue;
    LoopProfile loop;
    loop.first = uint32_t(target), loop.last = index;
    loop.begin_offset = program.offsets[loop.first], loop.end_offset = program.offsets[loop.last];
    for (uint32_t i = loop.first; i <= loop.last; ++i) {
      const size_t instruction_class = program.instructions[i].instruction_class;
      loop.wave_instructions += profile.executions[i];
      loop.by_class[instruction_class] += profile.executions[i];
      loop.bank_conflicts += profile.bank_conflicts[i];
      loop.static_instructions += 1;
      loop.static_by_class[instruction_class] += 1;
    }
    loops.push_back(loop);
  }
  for (LoopProfile& outer : loops)
    for (const LoopProfile& inner : loops)
      if (&inner != &outer && outer.first <= inner.first && inner.last <= outer.last) outer.innermost = false;
  return loops;
}

std::optional<LoopProfile> main_loop(const Program& program, const Profile& profile) {
  std::optional<LoopProfile> best;
  for (const LoopProfile& loop : loop_profiles(program, profile))
    if (loop.innermost && loop.wave_instructions > 0 && (!best || loop.wave_instructions > best->wave_instructions))
      best = loop;
  return best;
}

std::string describe(const LoopProfile& loop) {
  std::string mix;
  for (int c = 0; c < kInstructionClassCount; ++c)
    if (loop.by_class[size_t(c)] != 0)
      mix += fmt::format("{}{} {:.1f}%", mix.empty() ? "" : ", ", instruction_class_name(InstructionClass(c)),
                         100 * loop.share(InstructionClass(c)));
  return fmt::format("loop {:#x}..{:#x}: {} instructions ({} matrix = {:.1f}%), {} wave-instructions executed "
                     "({}), {} extra LDS cycles",
                     loop.begin_offset, loop.end_offset, loop.static_instructions,
                     loop.static_by_class[size_t(InstructionClass::matrix)],
                     100 * loop.static_share(InstructionClass::matrix), loop.wave_instructions,
                     mix.empty() ? "none" : mix, loop.bank_conflicts);
}

}  // namespace gfxtile::emu
