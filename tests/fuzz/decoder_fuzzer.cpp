// Fuzz target: LLVM's disassembler as gfxtile wraps it (hsaco/disassembler.h) and the emulator's
// parser of its text (emu/decoder.h, emu/gfx12_decoder.cpp). The first byte picks the target,
// the rest is machine code. Every decoded instruction is parsed by the emulator's decoder,
// which must accept it, say it is unimplemented, or throw gfxtile::Error.

#include <memory>

#include "emu/decoder.h"
#include "hsaco/disassembler.h"
#include "tests/fuzz/fuzz_support.h"

using namespace gfxtile;

namespace {

const Disassembler& disassembler_for(int index) {
  static const char* const names[] = {"gfx942", "gfx950", "gfx1250"};
  static std::unique_ptr<Disassembler> disassemblers[3];
  if (!disassemblers[index]) disassemblers[index] = std::make_unique<Disassembler>(TargetId::parse(names[index]));
  return *disassemblers[index];
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::remember(data, size);
  if (size < 1) return 0;
  const int index = data[0] % 3;
  const Architecture architecture = index == 0 ? Architecture::gfx942 : index == 1 ? Architecture::gfx950 : Architecture::gfx1250;
  const std::span<const uint8_t> code(data + 1, size - 1);
  const auto instructions = disassembler_for(index).decode_all(code, 0x1000);
  for (const DisassembledInstruction& disassembled : instructions) {
    if (!disassembled.valid) continue;
    try {
      emu::Instruction instruction;
      (void)emu::decode_instruction(disassembled, architecture, instruction);
    } catch (const Error&) {
    }
  }
  return 0;
}
