#pragma once
// Code object -> Program: the kernel's machine code through LLVM's MC disassembler, each
// instruction's printed text parsed once into the compact Instruction the interpreter runs.

#include <string_view>

#include "emu/program.h"
#include "hsaco/code_object.h"
#include "hsaco/disassembler.h"

namespace gfxtile::emu {

struct DecodeOptions {
  // false: an instruction the emulator does not implement is an Error at load time (naming
  // mnemonic, target and PC). true: it becomes a fault when (if ever) it executes.
  bool defer_unsupported = false;
};

// Throws Error for unsupported targets and, unless deferred, unsupported instructions.
Program decode_program(const CodeObject& object, const KernelCode& kernel, const DecodeOptions& options = {});

// Parses one disassembled instruction (exposed for tests). Throws Error on unknown syntax.
// Returns false when the mnemonic is not implemented.
bool decode_instruction(const DisassembledInstruction& disassembled, Architecture architecture, Instruction& result);

}  // namespace gfxtile::emu
