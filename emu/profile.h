#pragma once
// Per-instruction execution profile of a dispatch (Launch::profile) and the loops found in it.
// The GEMM benchmarks ask what share of a kernel's main loop is matrix instructions; a loop is
// the range [target, branch] of a backward branch, so the question needs no source-level
// knowledge and works the same for gfxtile's kernels and external code objects.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "hsaco/instruction_class.h"

namespace gfxtile::emu {

struct Program;

// Counts by instruction index (Program::instructions), summed over every wave of the dispatch.
struct Profile {
  std::vector<uint64_t> executions;      // wave-instructions executed
  std::vector<uint64_t> bank_conflicts;  // extra LDS cycles the instruction's accesses cost

  bool empty() const { return executions.empty(); }
  void merge(const Profile& other);
};

struct LoopProfile {
  uint32_t first = 0, last = 0;       // instruction indices: the branch target and the branch
  uint64_t begin_offset = 0, end_offset = 0;  // byte offsets of those two instructions
  bool innermost = true;              // contains no other loop
  uint64_t wave_instructions = 0;     // executed inside [first, last]
  std::array<uint64_t, kInstructionClassCount> by_class{};
  uint64_t bank_conflicts = 0;
  uint64_t static_instructions = 0;   // instructions in the range
  std::array<uint64_t, kInstructionClassCount> static_by_class{};

  double share(InstructionClass instruction_class) const;         // of executed wave-instructions
  double static_share(InstructionClass instruction_class) const;  // of the loop body's instructions
};

// Every backward branch's loop, in program order.
std::vector<LoopProfile> loop_profiles(const Program& program, const Profile& profile);
// The innermost loop that executed the most wave-instructions: a GEMM's K loop. Empty when the
// kernel has no loop that ran.
std::optional<LoopProfile> main_loop(const Program& program, const Profile& profile);
// "loop 0x1a0..0x3f8: 36 instructions (8 matrix = 22.2%), executed 1,234 wave-instructions ...".
std::string describe(const LoopProfile& loop);

}  // namespace gfxtile::emu
