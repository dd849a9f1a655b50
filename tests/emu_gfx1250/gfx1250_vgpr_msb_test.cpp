// VGPRs above v255 (s_set_vgpr_msb): the compiler's listing annotates every remapped register
// with the register it really is ("v6 /*v262*/"). The emulator applies the MSB mode itself from
// the code object's bytes; every VGPR operand it decoded must be the listing's register. The
// Triton GEMMs of tests/data/triton/gfx1250 use VGPRs up to v1000 in VALU, DS, VOPD and global
// instructions.

#include <catch2/catch.hpp>

#include <regex>
#include <sstream>

#include "emu/emulator.h"
#include "emu/wave_state.h"
#include "tests/support/files.h"

using namespace gfxtile;
using namespace gfxtile::emu;

namespace {

// The instruction lines of a listing, in order: a tab, then a mnemonic.
std::vector<std::string> listing_instructions(const std::string& listing) {
  std::vector<std::string> lines;
  std::istringstream stream(listing);
  for (std::string line; std::getline(stream, line);) {
    if (line.size() < 2 || line[0] != '\t' || !std::islower(static_cast<unsigned char>(line[1]))) continue;
    if (line.starts_with("\t.")) continue;
    const size_t comment = line.find(';');
    lines.push_back(comment == std::string::npos ? line.substr(1) : line.substr(1, comment - 1));
  }
  return lines;
}

// The VGPRs (first register of each operand) in a listing line, with the annotation applied.
std::vector<int> listing_vgprs(const std::string& line) {
  static const std::regex vgpr(R"(\bv\[?([0-9]+)(?::[0-9]+\])?\]?( /\*v\[?([0-9]+)(?::[0-9]+)?\]?\*/)?)");
  std::vector<int> registers;
  for (auto it = std::sregex_iterator(line.begin(), line.end(), vgpr); it != std::sregex_iterator(); ++it)
    registers.push_back(std::stoi((*it)[3].matched ? (*it)[3].str() : (*it)[1].str()));
  return registers;
}

int register_number(const Operand& operand) { return operand.index; }  // rows are VGPR numbers

}  // namespace

TEST_CASE("VGPR MSB remapping agrees with the compiler's annotations", "[emu][gfx1250][external]") {
  for (const char* name : {"triton_gemm_bf16", "triton_gemm_fp8"}) {
    INFO(name);
    const auto base = gfxtile::testing::test_data_dir() / "triton" / "gfx1250" / name;
    const CodeObject object = CodeObject::parse(gfxtile::testing::read_bytes(base.string() + ".hsaco"));
    const std::vector<std::string> listing = listing_instructions(gfxtile::testing::read_text(base.string() + ".s"));
    Emulator emulator;
    const Kernel kernel = emulator.load(object, object.kernels()[0].name);
    const Program& program = kernel.program();
    for (size_t i = 0; i < std::min(listing.size(), program.texts.size()); ++i)
      if (listing[i].substr(0, listing[i].find_first_of(" \t")) != program.texts[i].substr(0, program.texts[i].find(' '))) {
        FAIL_CHECK("first difference at " << i << ": listing '" << listing[i] << "', decoded '" << program.texts[i] << "'");
        break;
      }
    // The code object may hold padding after the listing's last instruction.
    REQUIRE(listing.size() <= program.instructions.size());
    int checked = 0, high = 0;
    for (size_t i = 0; i < listing.size(); ++i) {
      const std::vector<int> expected = listing_vgprs(listing[i]);
      std::vector<int> decoded;
      auto collect = [&](const Instruction& instruction) {
        for (int k = 0; k < instruction.operand_count; ++k)
          if (instruction.operands[k].kind == OperandKind::vgpr) decoded.push_back(register_number(instruction.operands[k]));
      };
      const Instruction& instruction = program.instructions[i];
      collect(instruction);
      // VOPD: the second half is a companion instruction (emu/gfx12_decoder.cpp).
      if (listing[i].find(" :: ") != std::string::npos) collect(program.companions.at(size_t(instruction.target)));
      INFO(listing[i]);
      REQUIRE(decoded == expected);
      ++checked;
      for (int r : expected) high += r > 255;
    }
    CHECK(checked > 1000);
    CHECK(high > 100);
  }
}
