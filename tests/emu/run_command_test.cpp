// `gfxtile run` end to end: .npy files in, the external vadd kernel, .npy out; a fault exits
// non-zero with the report.

#include <catch2/catch.hpp>

#include <unistd.h>

#include <array>
#include <cstdio>
#include <tuple>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "tests/emu/test_support.h"

namespace {

// A version 1.0 .npy written by hand (independent of tools/npy.cpp).
void write_npy(const std::string& path, const std::string& descr, const std::string& shape, const void* data, size_t bytes) {
  std::string header = "{'descr': '" + descr + "', 'fortran_order': False, 'shape': " + shape + ", }";
  while ((10 + header.size() + 1) % 64 != 0) header += ' ';
  header += '\n';
  std::ofstream file(path, std::ios::binary);
  const char preamble[10] = {'\x93', 'N', 'U', 'M', 'P', 'Y', 1, 0, char(header.size() & 0xff), char(header.size() >> 8)};
  file.write(preamble, 10);
  file << header;
  file.write(static_cast<const char*>(data), std::streamsize(bytes));
}
void write_f32_npy(const std::string& path, const std::vector<float>& values) {
  std::string shape = "(";  // built step by step: GCC 12 warns (-Wrestrict) about "(" + string
  shape += std::to_string(values.size());
  shape += ",)";
  write_npy(path, "<f4", shape, values.data(), values.size() * 4);
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
  // One log per process and call: ctest runs the test cases as parallel processes.
  static int calls = 0;
  const std::string log =
      (std::filesystem::temp_directory_path() / ("gfxtile_run_test." + std::to_string(::getpid()) + "." +
                                                 std::to_string(calls++) + ".log")).string();
  const int status = std::system((std::string(GFXTILE_BINARY) + " run " + arguments + " > " + log + " 2>&1").c_str());
  std::ifstream file(log);
  output.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
  std::filesystem::remove(log);
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

TEST_CASE("gfxtile run aliases arguments into one buffer with alias:N:BYTES", "[emu][tools]") {
  // One file holds x then y (n floats each). vadd gets x at byte 0 and y at byte 4 n of the same
  // buffer and writes z over x in place: the written-back file holds x + y, then y.
  const auto directory = std::filesystem::temp_directory_path() / "gfxtile_run_alias_test";
  std::filesystem::create_directories(directory);
  const int n = 1000;
  std::vector<float> xy(2 * n);
  for (int i = 0; i < n; ++i) xy[i] = float(i) * 0.5f, xy[n + i] = 3.0f - float(i);
  const std::string path = (directory / "xy.npy").string();
  write_f32_npy(path, xy);
  const std::string kernel = std::string(GFXTILE_SHARED_DIR) + "/data/external-kernels/gfx942/triton_vadd.hsaco";
  std::string output;
  const int status = run(kernel + " --kernel vadd --grid 4,1,1 --block 256,1,1 inout:" + path + " alias:0:" +
                             std::to_string(4 * n) + " alias:0:0 i32:" + std::to_string(n) + " null null",
                         output);
  INFO(output);
  REQUIRE(status == 0);
  std::string header;
  const auto result = read_f32_npy(path, header);
  REQUIRE(result.size() == size_t(2 * n));
  int mismatches = 0;
  for (int i = 0; i < n; ++i) mismatches += result[i] != xy[i] + xy[n + i] || result[n + i] != xy[n + i];
  CHECK(mismatches == 0);
  // An alias of a scalar argument or past the buffer's end is refused with a message.
  CHECK(run(kernel + " --kernel vadd --grid 4,1,1 --block 256,1,1 i32:1 alias:0:0 alias:0:0 i32:1 null null", output) != 0);
  CHECK(output.find("is not an earlier buffer argument") != std::string::npos);
  CHECK(run(kernel + " --kernel vadd --grid 4,1,1 --block 256,1,1 inout:" + path + " alias:0:8000 alias:0:0 i32:1 null null",
            output) != 0);
  CHECK(output.find("is not inside argument 0") != std::string::npos);
}

TEST_CASE("gfxtile run executes the external GEMMs and the histogram", "[emu][tools]") {
  using namespace gfxtile::emu::testing;
  const auto directory = std::filesystem::temp_directory_path() / "gfxtile_run_gemm_test";
  std::filesystem::create_directories(directory);
  const std::string a_path = (directory / "a.npy").string(), b_path = (directory / "b.npy").string();
  const std::string c_path = (directory / "c.npy").string();
  const int m = 70, n = 90, k = 64;
  for (const char* arch : {"gfx942", "gfx950"}) {
    INFO(arch);
    // bf16 inputs as uint16 bit patterns of small integers (exact products and sums).
    std::vector<uint16_t> a(m * k), b(k * n);
    std::vector<int> ia(m * k), ib(k * n);
    static const uint16_t kBf16[5] = {0xc000, 0xbf80, 0x0000, 0x3f80, 0x4000};  // -2..2
    for (int i = 0; i < m * k; ++i) ia[i] = (i * 7) % 5 - 2, a[i] = kBf16[ia[i] + 2];
    for (int i = 0; i < k * n; ++i) ib[i] = (i * 3) % 5 - 2, b[i] = kBf16[ib[i] + 2];
    write_npy(a_path, "<u2", "(70, 64)", a.data(), a.size() * 2);
    write_npy(b_path, "<u2", "(64, 90)", b.data(), b.size() * 2);
    const std::string kernel = std::string(GFXTILE_SHARED_DIR) + "/data/external-kernels/" + arch + "/triton_gemm_bf16.hsaco";
    std::string output;
    const int status = run(kernel + " --kernel gemm_bf16 --grid 2,2,1 --block 256,1,1 --lds 8192 --profile in:" + a_path +
                               " in:" + b_path + " out:" + c_path + ":f32:70x90 i32:70 i32:90 i32:64 null null",
                           output);
    INFO(output);
    REQUIRE(status == 0);
    CHECK(output.find("MFMA FLOPs") != std::string::npos);
    // --profile: the loops with their mix by class, the hottest marked. With K = 64 (two BK
    // steps) Triton's gfx950 software pipeline runs its loop zero times (prologue and epilogue).
    CHECK(output.find("loop 0x") != std::string::npos);
    if (std::string(arch) == "gfx942") {
      CHECK(output.find("<- main loop") != std::string::npos);
      CHECK(output.find("MFMA/WMMA ") != std::string::npos);
    } else {
      CHECK(output.find("no loop ran") != std::string::npos);
    }
    std::string header;
    const auto c = read_f32_npy(c_path, header);
    CHECK(header.find("(70, 90)") != std::string::npos);
    REQUIRE(c.size() == size_t(m * n));
    int bad = 0;
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) {
        int expected = 0;
        for (int kk = 0; kk < k; ++kk) expected += ia[i * k + kk] * ib[kk * n + j];
        bad += c[i * n + j] != float(expected);
      }
    CHECK(bad == 0);
  }
  // fp8 GEMMs: e4m3 FNUZ (gfx942) and OCP E4M3FN (gfx950) encodings of -2..2; K = 128.
  for (auto [arch, file, codes] : {std::tuple{"gfx942", "triton_gemm_fp8fnuz", std::array<uint8_t, 5>{0xc8, 0xc0, 0, 0x40, 0x48}},
                                   std::tuple{"gfx950", "triton_gemm_fp8", std::array<uint8_t, 5>{0xc0, 0xb8, 0, 0x38, 0x40}}}) {
    INFO(arch);
    const int kk8 = 128;
    std::vector<uint8_t> a(m * kk8), b(kk8 * n);
    std::vector<int> ia(m * kk8), ib(kk8 * n);
    for (int i = 0; i < m * kk8; ++i) ia[i] = (i * 3) % 5 - 2, a[i] = codes[ia[i] + 2];
    for (int i = 0; i < kk8 * n; ++i) ib[i] = (i * 7) % 5 - 2, b[i] = codes[ib[i] + 2];
    write_npy(a_path, "|u1", "(70, 128)", a.data(), a.size());
    write_npy(b_path, "|u1", "(128, 90)", b.data(), b.size());
    std::string output;
    const int status = run(std::string(GFXTILE_SHARED_DIR) + "/data/external-kernels/" + arch + "/" + file +
                               ".hsaco --kernel gemm_fp8 --grid 2,2,1 --block 256,1,1 --lds 8192 in:" + a_path + " in:" + b_path +
                               " out:" + c_path + ":f32:70x90 i32:70 i32:90 i32:128 null null",
                           output);
    INFO(output);
    REQUIRE(status == 0);
    std::string header;
    const auto c = read_f32_npy(c_path, header);
    REQUIRE(c.size() == size_t(m * n));
    int bad = 0;
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) {
        int expected = 0;
        for (int kk = 0; kk < kk8; ++kk) expected += ia[i * kk8 + kk] * ib[kk * n + j];
        bad += c[i * n + j] != float(expected);
      }
    CHECK(bad == 0);
  }
  // gfx950 Gluon 32x32 tile.
  {
    std::vector<uint16_t> a(32 * 32), b(32 * 32);
    std::vector<int> ia(32 * 32), ib(32 * 32);
    static const uint16_t kBf16[5] = {0xc000, 0xbf80, 0x0000, 0x3f80, 0x4000};
    for (int i = 0; i < 1024; ++i) ia[i] = (i * 3) % 5 - 2, a[i] = kBf16[ia[i] + 2], ib[i] = (i * 11) % 5 - 2, b[i] = kBf16[ib[i] + 2];
    write_npy(a_path, "<u2", "(32, 32)", a.data(), a.size() * 2);
    write_npy(b_path, "<u2", "(32, 32)", b.data(), b.size() * 2);
    std::string output;
    const int status = run(std::string(GFXTILE_SHARED_DIR) + "/data/external-kernels/gfx950/gluon_gemm_mfma.hsaco"
                           " --kernel gemm_mfma_gfx950 --grid 1,1,1 --block 256,1,1 --lds 2048 in:" + a_path + " in:" + b_path +
                               " out:" + c_path + ":f32:32x32 null null",
                           output);
    INFO(output);
    REQUIRE(status == 0);
    std::string header;
    const auto c = read_f32_npy(c_path, header);
    REQUIRE(c.size() == 1024u);
    int bad = 0;
    for (int i = 0; i < 32; ++i)
      for (int j = 0; j < 32; ++j) {
        int expected = 0;
        for (int kk = 0; kk < 32; ++kk) expected += ia[i * 32 + kk] * ib[kk * 32 + j];
        bad += c[i * 32 + j] != float(expected);
      }
    CHECK(bad == 0);
  }
  // The histogram: int32 input, inout histogram.
  std::vector<int32_t> x(1500), hist(64, 0), expected(64, 0);
  for (int i = 0; i < 1500; ++i) x[i] = i * 37 % 1000, ++expected[x[i] % 64];
  write_npy(a_path, "<i4", "(1500,)", x.data(), x.size() * 4);
  write_npy(b_path, "<i4", "(64,)", hist.data(), hist.size() * 4);
  std::string output;
  const int status = run(std::string(GFXTILE_SHARED_DIR) + "/data/external-kernels/gfx942/triton_histogram_atomic.hsaco"
                         " --kernel histogram_atomic --grid 3,1,1 --block 256,1,1 --lds 4096 in:" + a_path + " inout:" + b_path +
                             " i32:1500 null null",
                         output);
  INFO(output);
  REQUIRE(status == 0);
  std::ifstream file(b_path, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  const size_t length = uint8_t(bytes[8]) | size_t(uint8_t(bytes[9])) << 8;
  std::vector<int32_t> counted(64);
  std::memcpy(counted.data(), bytes.data() + 10 + length, 64 * 4);
  CHECK(counted == expected);
}
