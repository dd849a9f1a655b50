// `gfxtile run` on gfx1250 end to end: gluon_tdm_scale from .npy files with --check-hazards, and
// the missing-wait example kernel reported by the command (non-zero exit, both PCs named).

#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "hsaco/code_object.h"
#include "lowering/assembler.h"
#include "tests/emu_gfx1250/gfx1250_kernels.h"

namespace {

const std::filesystem::path kDirectory = std::filesystem::temp_directory_path() / "gfx1250_run_test";

// A version 1.0 .npy of float32 values, written by hand.
void write_f32_npy(const std::filesystem::path& path, const std::vector<float>& values) {
  std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (";
  header += std::to_string(values.size());
  header += ",), }";
  while ((10 + header.size() + 1) % 64 != 0) header += ' ';
  header += '\n';
  std::ofstream file(path, std::ios::binary);
  const char preamble[10] = {'\x93', 'N', 'U', 'M', 'P', 'Y', 1, 0, char(header.size() & 0xff), char(header.size() >> 8)};
  file.write(preamble, 10);
  file << header;
  file.write(reinterpret_cast<const char*>(values.data()), std::streamsize(values.size() * 4));
}

std::vector<float> read_f32_npy(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  REQUIRE(bytes.size() > 10);
  const size_t length = uint8_t(bytes[8]) | size_t(uint8_t(bytes[9])) << 8;
  std::vector<float> values((bytes.size() - 10 - length) / 4);
  std::memcpy(values.data(), bytes.data() + 10 + length, values.size() * 4);
  return values;
}

int run(const std::string& arguments, std::string& output) {
  // ctest runs the test cases as parallel processes: one log each.
  const auto log = kDirectory / ("run." + std::to_string(::getpid()) + ".log");
  const int status = std::system((std::string(GFXTILE_BINARY) + " run " + arguments + " > " + log.string() + " 2>&1").c_str());
  std::ifstream file(log);
  output.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
  return status;
}

}  // namespace

TEST_CASE("gfxtile run: gfx1250 gluon_tdm_scale with hazard checking", "[emu][gfx1250][tools]") {
  std::filesystem::create_directories(kDirectory);
  const int m = 50, n = 70;
  std::vector<float> x(size_t(m) * n);
  for (size_t i = 0; i < x.size(); ++i) x[i] = float(i % 97) * 0.5f - 20.0f;
  write_f32_npy(kDirectory / "x.npy", x);
  const std::string object = std::string(GFXTILE_SHARED_DIR) + "/data/external-kernels/gfx1250/gluon_tdm_scale.hsaco";
  std::string output;
  const int status = run(object + " --kernel tdm_scale_gfx1250 --grid 2,2,1 --block 128 --lds 8192 --check-hazards in:" +
                             (kDirectory / "x.npy").string() + " out:" + (kDirectory / "y.npy").string() + ":f32:3500 i32:50 i32:70 null null",
                         output);
  INFO(output);
  REQUIRE(status == 0);
  const auto y = read_f32_npy(kDirectory / "y.npy");
  REQUIRE(y.size() == x.size());
  int bad = 0;
  for (size_t i = 0; i < x.size(); ++i) bad += y[i] != 2.0f * x[i] + 1.0f;
  CHECK(bad == 0);
}

TEST_CASE("gfxtile run: --check-hazards reports the missing s_wait_tensorcnt", "[emu][gfx1250][tools]") {
  std::filesystem::create_directories(kDirectory);
  const auto bytes = gfxtile::assemble_code_object(gfxtile::testing::tdm_wait_kernel(false), gfxtile::TargetId::parse("gfx1250"));
  {
    std::ofstream file(kDirectory / "bad.hsaco", std::ios::binary);
    file.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  }
  write_f32_npy(kDirectory / "x64.npy", std::vector<float>(64, 1.0f));
  const std::string arguments = (kDirectory / "bad.hsaco").string() + " --kernel tdm_missing_wait --grid 1 --block 64 in:" +
                                (kDirectory / "x64.npy").string() + " out:" + (kDirectory / "y64.npy").string() + ":f32:64";
  std::string output;
  CHECK(run(arguments, output) == 0);  // without checking the kernel runs (reading stale LDS)
  const int status = run(arguments + " --check-hazards", output);
  INFO(output);
  CHECK(status != 0);
  CHECK(output.find("missing s_wait_tensorcnt") != std::string::npos);
  CHECK(output.find("tensor_load_to_lds") != std::string::npos);
}
