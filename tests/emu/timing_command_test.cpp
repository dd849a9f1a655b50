// gfxtile run --timing, --timing-json, --timeline and zero: buffers (docs/timing.md), on Triton's
// vadd. The model's numbers are checked by timing_test.cpp; here, what the command prints.

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <iterator>
#include <string>

#include <catch2/catch.hpp>

namespace {

int run(const std::string& arguments, std::string& output) {
  static int calls = 0;
  const std::string log = (std::filesystem::temp_directory_path() /
                           ("gfxtile_timing_command." + std::to_string(::getpid()) + "." + std::to_string(calls++) + ".log"))
                              .string();
  const int status = std::system((std::string(GFXTILE_BINARY) + " run " + arguments + " > " + log + " 2>&1").c_str());
  std::ifstream file(log);
  output.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
  std::filesystem::remove(log);
  return status;
}

const std::string kVadd = std::string(GFXTILE_SHARED_DIR) + "/data/external-kernels/gfx942/triton_vadd.hsaco" +
                          " --kernel vadd --grid 4,1,1 --block 256,1,1 zero:16384 zero:16384 zero:16384 i32:4096 null null";

TEST_CASE("gfxtile run --timing prints the model on the target's default machine or a named one", "[emu][timing][tools]") {
  std::string output;
  REQUIRE(run(kVadd + " --timing", output) == 0);
  INFO(output);
  CHECK(output.find("timing model          mi300x") != std::string::npos);
  CHECK(output.find("modelled time") != std::string::npos);
  CHECK(output.find("bound") != std::string::npos);
  REQUIRE(run(kVadd + " --timing mi325x", output) == 0);
  CHECK(output.find("timing model          mi325x") != std::string::npos);
  // A machine of another target is refused by name.
  CHECK(run(kVadd + " --timing mi355x", output) != 0);
  CHECK(output.find("is a gfx950 part") != std::string::npos);
}

TEST_CASE("gfxtile run --timing-json prints one JSON object, --timeline writes an SVG", "[emu][timing][tools]") {
  const std::string svg = (std::filesystem::temp_directory_path() / ("gfxtile_timeline." + std::to_string(::getpid()) + ".svg")).string();
  std::string output;
  REQUIRE(run(kVadd + " --timing-json --timeline " + svg, output) == 0);
  INFO(output);
  CHECK(output.find("{\"machine\": \"mi300x\", \"device_us\": ") != std::string::npos);
  CHECK(output.find("\"workgroups\": 4,") != std::string::npos);
  std::ifstream file(svg);
  const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  CHECK(text.rfind("<svg", 0) == 0);
  CHECK(text.find("</svg>") != std::string::npos);
  CHECK(text.find("<rect") != std::string::npos);
  std::filesystem::remove(svg);
  // F.txt: the listing, one issue a line with its instruction; a load's completion cycle is
  // after its issue cycle (the model's latency).
  const std::string listing = (std::filesystem::temp_directory_path() / ("gfxtile_timeline." + std::to_string(::getpid()) + ".txt")).string();
  REQUIRE(run(kVadd + " --timing --timeline " + listing, output) == 0);
  std::ifstream listing_file(listing);
  std::string line;
  bool saw_load = false, saw_end = false;
  while (std::getline(listing_file, line)) {
    if (line.find("s_endpgm") != std::string::npos) saw_end = true;
    if (line.find("global_load") == std::string::npos || line.find("vector memory") == std::string::npos) continue;
    std::istringstream fields(line);
    uint64_t start = 0, busy = 0, completes = 0;
    std::string wave, workgroup, pipe, memory;
    fields >> start >> busy >> wave >> workgroup >> pipe >> memory >> completes;
    CHECK(completes > start);
    saw_load = true;
  }
  CHECK(saw_load);
  CHECK(saw_end);
  std::filesystem::remove(listing);
}

TEST_CASE("gfxtile run --timing-sample warns below a workgroup per CU", "[emu][timing][tools]") {
  // 1024 workgroups on MI300X's 304 CUs: --timing-sample 304 traces one in 4, 256 workgroups,
  // so the smallest sample that traces at least 304 is 342 (one in 3).
  const std::string vadd = std::string(GFXTILE_SHARED_DIR) + "/data/external-kernels/gfx942/triton_vadd.hsaco" +
                           " --kernel vadd --grid 1024,1,1 --block 256,1,1 zero:4194304 zero:4194304 zero:4194304 i32:1048576 null null";
  std::string output;
  REQUIRE(run(vadd + " --timing-sample 304", output) == 0);
  INFO(output);
  CHECK(output.find("warning: --timing-sample 304 is below one workgroup per CU of mi300x (342)") != std::string::npos);
  CHECK(output.find("sampled               256 of 1024 workgroups (one in 4)") != std::string::npos);
  REQUIRE(run(vadd + " --timing-sample 342", output) == 0);
  CHECK(output.find("warning") == std::string::npos);
  CHECK(output.find("of 1024 workgroups (one in 3)") != std::string::npos);  // 341 or 342: the last block has one
}

}  // namespace
