// Truncated and bit-flipped code objects must give an Error, never a crash (run under the
// Sanitize build to catch out-of-bounds reads).

#include <random>

#include <catch2/catch.hpp>

#include "core/error.h"
#include "hsaco/code_object.h"
#include "hsaco/disassembler.h"
#include "tests/support/files.h"

using namespace gfxtile;

namespace {

// Parses and, when that succeeds, disassembles every kernel: both must either work or throw.
bool parses(std::vector<uint8_t> bytes) {
  try {
    CodeObject object = CodeObject::parse(std::move(bytes));
    Disassembler disassembler(object.target());
    for (const auto& kernel : object.kernels()) disassembler.decode_all(object.code(kernel), kernel.code_address);
    return true;
  } catch (const Error&) {
    return false;
  }
}

}  // namespace

TEST_CASE("truncated code objects are rejected with an error", "[hsaco][corrupt]") {
  for (const auto& path : testing::external_code_objects()) {
    INFO(path.string());
    const auto bytes = testing::read_bytes(path);
    // The section header table sits at the end: any truncation loses it.
    for (size_t length : {size_t{0}, size_t{3}, size_t{16}, size_t{63}, size_t{64}, bytes.size() / 4,
                          bytes.size() / 2, bytes.size() - 65, bytes.size() - 1}) {
      INFO("length " << length);
      CHECK_FALSE(parses(std::vector<uint8_t>(bytes.begin(), bytes.begin() + length)));
    }
  }
  CHECK_THROWS_WITH(CodeObject::parse({}), Catch::Contains("shorter than an ELF64 header"));
}

TEST_CASE("bit-flipped code objects give an error or a valid object, never a crash", "[hsaco][corrupt]") {
  std::mt19937 random(1234);
  int rejected = 0, total = 0;
  for (const auto& path : testing::external_code_objects()) {
    const auto bytes = testing::read_bytes(path);
    std::uniform_int_distribution<size_t> position(0, bytes.size() * 8 - 1);
    for (int trial = 0; trial < 60; ++trial) {
      auto copy = bytes;
      for (int flip = 0; flip < 4; ++flip) {
        size_t bit = position(random);
        copy[bit / 8] ^= static_cast<uint8_t>(1u << (bit % 8));
      }
      rejected += parses(std::move(copy)) ? 0 : 1;
      ++total;
    }
  }
  // Flips in code or padding are harmless; flips in headers must be caught. Some are caught.
  CHECK(rejected > 0);
  CHECK(total == 60 * static_cast<int>(testing::external_code_objects().size()));
}

TEST_CASE("targeted header corruption names what is wrong", "[hsaco][corrupt]") {
  const auto bytes = testing::read_bytes(testing::shared_data_dir() / "external-kernels/gfx942/triton_vadd.hsaco");
  auto bad_magic = bytes;
  bad_magic[1] = 'X';
  CHECK_THROWS_WITH(CodeObject::parse(bad_magic), Catch::Contains("no ELF magic"));
  auto bad_machine = bytes;
  bad_machine[18] = 0x3e;  // EM_X86_64
  CHECK_THROWS_WITH(CodeObject::parse(bad_machine), Catch::Contains("not an AMDGPU code object"));
  auto bad_arch = bytes;
  bad_arch[48] = 0x30;  // EF_AMDGPU_MACH gfx900-era value
  CHECK_THROWS_WITH(CodeObject::parse(bad_arch), Catch::Contains("does not support"));
  auto bad_sections = bytes;
  bad_sections[40] = 0xff, bad_sections[41] = 0xff, bad_sections[42] = 0xff;  // e_shoff far away
  CHECK_THROWS_WITH(CodeObject::parse(bad_sections), Catch::Contains("truncated or corrupt"));
}

TEST_CASE("an instruction whose literal runs past the end of the code is invalid, not a crash", "[hsaco][corrupt]") {
  // v_and_b32_e32 v14, 0x80, v0 (llvm-mc-22, gfx950): a VOP2 word with the literal in the next
  // dword. With the literal cut off, LLVM 22's decoder used to crash.
  const uint8_t whole[] = {0xff, 0x00, 0x1c, 0x26, 0x80, 0x00, 0x00, 0x00};
  Disassembler disassembler(TargetId::parse("gfx950"));
  const auto complete = disassembler.decode(std::span<const uint8_t>(whole, 8), 0x1000);
  CHECK(complete.valid);
  CHECK(complete.size == 8);
  CHECK(complete.text == "v_and_b32_e32 v14, 0x80, v0");
  const auto cut = disassembler.decode(std::span<const uint8_t>(whole, 4), 0x1000);
  CHECK_FALSE(cut.valid);
  CHECK(cut.size == 4);
}
