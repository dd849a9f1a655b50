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
#include "tests/emu_gfx1250/gfx1250_snippet.h"
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

// ---- s_set_vgpr_msb per operand slot, from the mode's definition ----

namespace {
using namespace gfxtile::emu::gfx1250_testing;
}  // namespace

TEST_CASE("gfx1250 s_set_vgpr_msb reaches VGPRs 256-511 per operand slot", "[emu][gfx1250][msb]") {
  // Mode bits: [1:0] src0, [3:2] src1, [5:4] src2, [7:6] vdst; each adds 256 x value.
  const auto r = run_clean(R"(
  s_set_vgpr_msb 0x40
  v_mov_b32 v10, 7
  v_add_nc_u32 v11, 1, v0
  s_set_vgpr_msb 0x05
  v_add_nc_u32 v1, v10, v11
  s_set_vgpr_msb 0x10
  v_fma_f32 v3, 0, 0, v10
  s_set_vgpr_msb 0
  v_mov_b32 v2, v10)");
  for (int l = 0; l < 32; ++l) {
    CHECK(r.row(1, l) == uint32_t(l) + 8);  // v266 + v267
    CHECK(r.row(2, l) == 0);               // v10 itself was never written
    CHECK(bits_f32(r.row(3, l)) == bits_f32(7));  // src2 = v266 (the integer 7 read as a float)
  }
}

TEST_CASE("gfx1250 s_set_vgpr_msb reaches VGPRs 512-1023, VOPD halves and DS operands", "[emu][gfx1250][msb]") {
  SnippetOptions options;
  options.lds_bytes = 256;
  const auto r = run_clean(R"(
  s_set_vgpr_msb 0xc0
  v_mov_b32 v5, 9
  v_dual_mov_b32 v6, 4 :: v_dual_mov_b32 v7, 5
  s_set_vgpr_msb 0x03
  v_mov_b32 v1, v5
  v_dual_mov_b32 v2, v6 :: v_dual_mov_b32 v3, v7
  s_set_vgpr_msb 0x0c
  ds_store_b32 v63, v5
  s_set_vgpr_msb 0x40
  ds_load_b32 v20, v63
  s_wait_dscnt 0
  s_set_vgpr_msb 0x01
  v_mov_b32 v4, v20
  s_set_vgpr_msb 0)", options);
  for (int l = 0; l < 32; ++l) {
    CHECK(r.row(1, l) == 9);  // v773
    CHECK(r.row(2, l) == 4);  // v774 through both VOPD halves' slots
    CHECK(r.row(3, l) == 5);
    CHECK(r.row(4, l) == 9);  // stored from v773 (DS data0 is slot 1), loaded into v276
  }
}

TEST_CASE("gfx1250 s_set_vgpr_msb reaches VGPRs in global loads and stores (vaddr, vdata, -, vdst)", "[emu][gfx1250][msb]") {
  // Slot 3 (vdst) of a load, slot 1 (vdata) of a store, slot 0 (vaddr) of both.
  const auto r = run_clean(R"(
  s_set_vgpr_msb 0x40
  global_load_b32 v1, v63, s[42:43]
  v_mov_b32 v63, v63
  s_wait_loadcnt 0
  s_set_vgpr_msb 0x41
  v_add_nc_u32 v2, v1, 1
  s_set_vgpr_msb 0x05
  global_store_b32 v63, v2, s[42:43] offset:1024
  s_wait_storecnt 0
  s_set_vgpr_msb 0x01
  v_mov_b32 v1, v1
  s_set_vgpr_msb 0
  global_load_b32 v3, v63, s[42:43] offset:1024
  s_wait_loadcnt 0)");
  for (int l = 0; l < 32; ++l) {
    CHECK(r.row(1, l) == input_word(uint32_t(l)));      // loaded into v257
    CHECK(r.row(3, l) == input_word(uint32_t(l)) + 1);  // v258 stored through v319's addresses
  }
}
