// `gfxtile run` end to end: .npy files in, the external vadd kernel, .npy out; a fault exits
// non-zero with the report.

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "tests/emu/test_support.h"

namespace {

// A version 1.0 .npy of little-endian float32, written by hand (independent of tools/npy.cpp).
void write_f32_npy(const std::string& path, const std::vector<float>& values) {
  std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (" + std::to_string(values.size()) + ",), }";
  while ((10 + header.size() + 1) % 64 != 0) header += ' ';
  header += '\n';
  std::ofstream file(path, std::ios::binary);
  const char preamble[10] = {'\x93', 'N', 'U', 'M', 'P', 'Y', 1, 0, char(header.size() & 0xff), char(header.size() >> 8)};
  file.write(preamble, 10);
  file << header;
  file.write(reinterpret_cast<const char*>(values.data()), std::streamsize(values.size() * 4));
}

std::vector<float> read_f32_npy(const std::string& path, std::string& header) {
  std::ifstream file(path, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  REQUIRE(bytes.size() > 10);
  const size_t length = uint8_t(bytes[8]) | size_t(uint8_t(bytes[9])) << 8;
  header.assign(bytes.begin() + 10, bytes.begin() + 10 + long(length));
  std::vector<float> values((bytes.size() - 10 - length) / 4);
  std::memcpy(values.data(), bytes.data() + 10 + length, values.size() * 4);
  return values;
}

int run(const std::string& arguments, std::string& output) {
  const std::string log = (std::filesystem::temp_directory_path() / "gfxtile_run_test.log").string();
  const int status = std::system((std::string(GFXTILE_BINARY) + " run " + arguments + " > " + log + " 2>&1").c_str());
  std::ifstream file(log);
  output.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
  return status;
}

}  // namespace

TEST_CASE("gfxtile run executes the external vadd from .npy files", "[emu][tools]") {
  const auto directory = std::filesystem::temp_directory_path() / "gfxtile_run_test";
  std::filesystem::create_directories(directory);
  const int n = 3000;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) x[i] = float(i) * 0.25f, y[i] = 1.0f - float(i);
  write_f32_npy((directory / "x.npy").string(), x);
  write_f32_npy((directory / "y.npy").string(), y);
  const std::string kernel = std::string(GFXTILE_SHARED_DIR) + "/data/external-kernels/gfx942/triton_vadd.hsaco";
  std::string output;
  const int status = run(kernel + " --kernel vadd --grid 3,1,1 --block 256,1,1 in:" + (directory / "x.npy").string() +
                             " in:" + (directory / "y.npy").string() + " out:" + (directory / "z.npy").string() +
                             ":f32:3000 i32:3000 null null",
                         output);
  INFO(output);
  REQUIRE(status == 0);
  CHECK(output.find("wave-instructions") != std::string::npos);
  std::string header;
  const auto z = read_f32_npy((directory / "z.npy").string(), header);
  CHECK(header.find("'shape': (3000,)") != std::string::npos);
  REQUIRE(z.size() == size_t(n));
  int mismatches = 0;
  for (int i = 0; i < n; ++i) mismatches += z[i] != x[i] + y[i];
  CHECK(mismatches == 0);

  // n larger than the buffers: the last workgroup reads past x and the run reports a fault.
  const int fault_status = run(kernel + " --kernel vadd --grid 4,1,1 --block 256,1,1 in:" + (directory / "x.npy").string() +
                                   " in:" + (directory / "y.npy").string() + " out:" + (directory / "z.npy").string() +
                                   ":f32:3000 i32:4000 null null",
                               output);
  CHECK(fault_status != 0);
  CHECK(output.find("emulator fault in kernel 'vadd'") != std::string::npos);
  CHECK(output.find("global_load_dword") != std::string::npos);
}
