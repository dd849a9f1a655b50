#pragma once
// One kernel decoded for the interpreter: its instruction table, built once at load time, with
// the disassembled text and address of each instruction kept for fault reports.

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/target.h"
#include "emu/instruction.h"
#include "hsaco/code_object.h"

namespace gfxtile::emu {

struct Program {
  TargetId target;
  KernelCode kernel;                   // metadata and kernel descriptor
  std::vector<Instruction> instructions;
  std::vector<std::string> texts;      // disassembly, one per instruction
  std::vector<uint64_t> offsets;       // byte offset of each instruction from the kernel's entry
  std::unordered_map<uint64_t, uint32_t> index_by_offset;
  uint64_t code_address = 0;           // the fake address s_getpc_b64 reports for offset 0
  uint32_t entry_index = 0;            // first instruction that runs
  // gfx12 VOPD: the second halves of dual-issue instructions (emu/gfx12_decoder.cpp).
  std::vector<Instruction> companions;
  // Hazard checking: the LDS access shape of each instruction (emu/workgroup_monitor.h).
  std::vector<uint32_t> lds_access;
};

// The LDS a workgroup needs: the descriptor's static size plus the launch's dynamic bytes.
inline uint64_t workgroup_lds_bytes(const Program& program, uint64_t dynamic_lds_bytes) {
  return uint64_t(program.kernel.descriptor.group_segment_fixed_size) + dynamic_lds_bytes;
}

// Empty when the target has that much LDS per workgroup, else why not. One rule for a dispatch
// (an error) and a replayed launch (not launchable, as the GPU's launch would refuse it).
inline std::string lds_shortfall(const Program& program, uint64_t dynamic_lds_bytes) {
  const uint64_t needed = workgroup_lds_bytes(program, dynamic_lds_bytes);
  const uint64_t limit = uint64_t(program.target.properties().lds_bytes_per_workgroup);
  if (needed <= limit) return {};
  return "needs " + std::to_string(needed) + " bytes of LDS per workgroup; " + std::string(program.target.name()) + " has " +
         std::to_string(limit);
}

}  // namespace gfxtile::emu
