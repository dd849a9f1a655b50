#pragma once
// The human-readable report of a code object that `gfxtile inspect` prints.

#include <array>
#include <string>

#include "hsaco/code_object.h"
#include "hsaco/disassembler.h"
#include "hsaco/instruction_class.h"

namespace gfxtile {

struct ReportOptions {
  bool listing = false;  // include the disassembly and the histogram by instruction class
};

// Counts of instructions per class.
using InstructionHistogram = std::array<int, kInstructionClassCount>;
InstructionHistogram histogram(const std::vector<DisassembledInstruction>& instructions);

std::string format_report(const CodeObject& object, const ReportOptions& options = {});

}  // namespace gfxtile
