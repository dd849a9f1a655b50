// The code object reader against code objects made by another compiler (Triton 3.6's AMD
// backend): the expected values come from each kernel's .json and from the compiler's own
// assembly listing (.s), not from gfxtile.

#include <regex>

#include <catch2/catch.hpp>

#include "hsaco/code_object.h"
#include "hsaco/disassembler.h"
#include "hsaco/occupancy.h"
#include "hsaco/report.h"
#include "tests/support/files.h"

using namespace gfxtile;
namespace fs = std::filesystem;

namespace {

// "; Name: 80" in the compiler's listing, or -1.
int listing_number(const std::string& listing, const std::string& name) {
  std::smatch match;
  if (std::regex_search(listing, match, std::regex("; " + name + ": ([0-9]+)"))) return std::stoi(match[1]);
  return -1;
}

std::string json_string(const std::string& json, const std::string& key) {
  std::smatch match;
  if (std::regex_search(json, match, std::regex("\"" + key + "\": \"([^\"]+)\""))) return match[1];
  return {};
}

}  // namespace

TEST_CASE("every external code object parses with the compiler's register counts", "[hsaco][external]") {
  const auto paths = testing::external_code_objects();
  REQUIRE(paths.size() >= 24);
  for (const fs::path& path : paths) {
    INFO(path.string());
    CodeObject object = CodeObject::parse(testing::read_bytes(path));
    const std::string json = testing::read_text(fs::path(path).replace_extension(".json"));
    const std::string listing = testing::read_text(fs::path(path).replace_extension(".s"));

    CHECK(object.target().name() == json_string(json, "arch"));
    CHECK(object.code_object_version() == 5);
    REQUIRE(object.kernels().size() == 1);
    const KernelCode& kernel = object.kernels()[0];
    CHECK(kernel.name == json_string(json, "symbol"));
    const TargetProperties& target = object.target().properties();
    CHECK(kernel.metadata.wavefront_size == static_cast<uint64_t>(target.wave_size));

    // VGPRs: the listing's total (VGPR + AGPR on gfx9) is the metadata's .vgpr_count.
    const int total_vgprs = listing_number(listing, target.has_agprs ? "TotalNumVgprs" : "NumVgprs");
    CHECK(static_cast<int>(kernel.metadata.vgpr_count) == total_vgprs);
    if (target.has_agprs) CHECK(static_cast<int>(kernel.metadata.agpr_count) == listing_number(listing, "NumAgprs"));
    // The descriptor's granulated counts must cover the metadata's counts.
    CHECK((kernel.descriptor.granulated_workitem_vgpr_count + 1) * target.vgpr_granule >=
          static_cast<int>(kernel.metadata.vgpr_count));
    if (target.family == "gfx9")
      CHECK((kernel.descriptor.granulated_wavefront_sgpr_count + 1) * 8 >= static_cast<int>(kernel.metadata.sgpr_count));
    // SGPRs: at least what the listing's .amdhsa_next_free_sgpr says the code uses.
    std::smatch match;
    REQUIRE(std::regex_search(listing, match, std::regex("amdhsa_next_free_sgpr ([0-9]+)")));
    CHECK(kernel.metadata.sgpr_count >= std::stoul(match[1]));
    // Occupancy agrees with LLVM's own estimate in the listing.
    CHECK(compute_occupancy(kernel.metadata, target).waves_per_simd == listing_number(listing, "Occupancy"));

    // Arguments: the signature's explicit ones, then hidden ones; offsets never overlap.
    uint64_t end = 0;
    for (const KernelArgument& argument : kernel.metadata.arguments) {
      CHECK(argument.offset >= end);
      end = argument.offset + argument.size;
    }
    CHECK(end <= kernel.metadata.kernarg_segment_size);
    CHECK(kernel.descriptor.kernarg_size == kernel.metadata.kernarg_segment_size);
  }
}

TEST_CASE("the disassembly of external code objects matches the compiler's listing", "[hsaco][external]") {
  for (const fs::path& path : testing::external_code_objects()) {
    INFO(path.string());
    CodeObject object = CodeObject::parse(testing::read_bytes(path));
    const std::string listing = testing::read_text(fs::path(path).replace_extension(".s"));
    Disassembler disassembler(object.target());
    const KernelCode& kernel = object.kernels()[0];
    auto instructions = disassembler.decode_all(object.code(kernel), kernel.code_address);
    REQUIRE(!instructions.empty());
    CHECK(instructions.back().mnemonic == "s_endpgm");
    // Every mnemonic we decode appears in the compiler's listing, except the s_nop padding the
    // assembler inserts for hazards. gluon_tdm_scale holds a tensor_load_to_lds encoding newer than
    // LLVM 22.1 (see external-kernels/README.md), which the disassembler decodes from its bytes.
    int invalid = 0;
    for (const auto& instruction : instructions) {
      if (instruction.mnemonic == "s_nop") continue;
      if (!instruction.valid) {
        ++invalid;
        continue;
      }
      INFO(instruction.text);
      CHECK(listing.find(instruction.mnemonic) != std::string::npos);
    }
    CHECK(invalid == 0);
  }
}

TEST_CASE("both encodings of tensor_load_to_lds disassemble", "[hsaco][gfx1250]") {
  // Bytes from external-kernels/README.md and notes/amdgpu.md: LLVM 22.1's form and the newer one.
  const uint8_t llvm22[] = {0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x7c};
  const uint8_t newer[] = {0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08, 0x7c, 0x7c};
  Disassembler disassembler(TargetId::parse("gfx1250"));
  auto first = disassembler.decode(llvm22, 0);
  CHECK(first.valid);
  CHECK(first.size == 12);
  CHECK(first.text == "tensor_load_to_lds s[0:3], s[4:11]");
  auto second = disassembler.decode(newer, 0);
  CHECK(second.text == "tensor_load_to_lds s[0:3], s[8:15]");
  // gfx9 targets have no such instruction: the same bytes are not decoded as one.
  Disassembler gfx942(TargetId::parse("gfx942"));
  CHECK(gfx942.decode(newer, 0).text.find("tensor_load_to_lds") == std::string::npos);
}

TEST_CASE("the report names target, arguments and the matrix instructions of external GEMMs", "[hsaco][external]") {
  auto path = testing::shared_data_dir() / "external-kernels/gfx942/triton_gemm_bf16.hsaco";
  CodeObject object = CodeObject::parse(testing::read_bytes(path));
  const std::string report = format_report(object, {.listing = true});
  CHECK(report.find("target gfx942") != std::string::npos);
  CHECK(report.find("v_mfma_f32_32x32x8_bf16") != std::string::npos);
  CHECK(report.find("MFMA/WMMA") != std::string::npos);
  // gemm_bf16(a, b, c, M, N, K, scratch, profile): the listing's argument table, in order.
  CHECK(report.find("kernarg segment 56 bytes") != std::string::npos);
  CHECK(report.find("    24     4  by_value") != std::string::npos);
  CHECK(report.find("    48     8  global_buffer") != std::string::npos);
}
